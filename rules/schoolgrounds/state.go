package schoolgrounds

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

// Phase is what the game waits for.
type Phase string

// The phases (school-grounds.md §6).
const (
	PhasePick      Phase = "pick"      // the players choose characters and fountain squares
	PhaseSurvivors Phase = "survivors" // the survivors' turns
	PhaseMaster    Phase = "master"    // the zombie master's turn
	PhaseOver      Phase = "over"
)

// Life is where a player's survivor stands.
type Life string

// A survivor's life.
const (
	Alive   Life = "alive"
	Turned  Life = "turned"  // a zombie under the master's orders
	Dead    Life = "dead"    // its zombie was destroyed
	Gone    Life = "gone"    // its player became the zombie master
	Escaped Life = "escaped" // drove off in the car
)

// State is a game of School Grounds as plain data: its JSON is the game's fingerprint.
type State struct {
	RNG       game.RNG   `json:"rng"`
	Phase     Phase      `json:"phase"`
	Round     int        `json:"round"`
	Survivors []Survivor `json:"survivors"`
	// Active is the survivor whose turn has begun (-1: none yet; any may start).
	Active  int      `json:"active"`
	Zombies []Zombie `json:"zombies,omitempty"`
	Made    int      `json:"made"` // zombies ever made, to name new ones
	// Doors are the doors and hatches, index for index with the board's.
	Doors   []DoorState `json:"doors"`
	Broken  []bool      `json:"broken"` // windows broken
	Used    []bool      `json:"used"`   // search tiles searched
	Piles   [3][]string `json:"piles"`  // the item piles, top card first: nobody's to see
	Car     []string    `json:"car"`    // car parts put in the car
	Guns    []Ammo      `json:"guns"`   // rounds left in every gun card
	Packs   []Pack      `json:"packs,omitempty"`
	Master  int         `json:"master"`  // the master's seat number (0: not chosen yet)
	Spawn   int         `json:"spawn"`   // zombies the master may spawn this turn (the count)
	Left    int         `json:"left"`    // zombies still to spawn this turn
	Placing bool        `json:"placing"` // the master is still spawning
	Kills   int         `json:"kills"`
	// PickOrder is the seats in the order they choose characters, from the roll-off's winner
	// clockwise (rules: assigning characters); empty until the roll-off.
	PickOrder []int `json:"pickOrder,omitempty"`
	// Acted: a zombie has acted this master's turn, so no more brutes may be made (Z4).
	Acted   bool     `json:"acted,omitempty"`
	Pending *Pending `json:"pending,omitempty"`
	Strike  *Strike  `json:"strike,omitempty"` // damage still to roll
	Result  *Result  `json:"result,omitempty"`
}

// Survivor is one player's character, whatever became of it. Its index never changes.
type Survivor struct {
	Seat     int         `json:"seat"` // 1-based
	Char     string      `json:"char"`
	At       grid.Square `json:"at"`
	HP       int         `json:"hp"`
	Life     Life        `json:"life"`
	Hand     []string    `json:"hand"`               // item cards: its player's secret
	Equipped string      `json:"equipped,omitempty"` // the last weapon card fought with ("": its own item)
	Infected bool        `json:"infected,omitempty"`
	Rest     int         `json:"rest,omitempty"` // its ability's cooldown: own turns left
	Acts     int         `json:"acts"`           // actions taken this turn
	Done     bool        `json:"done,omitempty"`
	Declined bool        `json:"declined,omitempty"` // a trade it offered this turn was turned down
}

// Ammo is the rounds left in one gun card, wherever it is.
type Ammo struct {
	Card   string `json:"card"`
	Rounds int    `json:"rounds"`
}

// ZombieKind is a kind of zombie.
type ZombieKind string

// The zombies (rules: types of zombies; dying).
const (
	Normal  ZombieKind = "normal"
	Brute   ZombieKind = "brute"
	TurnedZ ZombieKind = "turned"
)

// Zombie is one zombie on the board.
type Zombie struct {
	ID       string      `json:"id"`
	Kind     ZombieKind  `json:"kind"`
	At       grid.Square `json:"at"`
	HP       int         `json:"hp"`
	Acts     int         `json:"acts"`               // actions left this master's turn
	Survivor int         `json:"survivor,omitempty"` // a turned zombie's survivor index + 1
	Mod      int         `json:"mod,omitempty"`      // a turned zombie's weapon modifier
}

// DoorState is a door's or hatch's state.
type DoorState struct {
	Open    bool `json:"open,omitempty"`
	Broken  bool `json:"broken,omitempty"`
	Damage  int  `json:"damage,omitempty"`
	Blocker int  `json:"blocker,omitempty"` // the blocking survivor's index + 1
}

// Pack is the item cards a survivor left behind, on a square.
type Pack struct {
	At    grid.Square `json:"at"`
	Cards []string    `json:"cards"`
}

// PendingKind is a choice the game waits for in the middle of a turn.
type PendingKind string

// The choices.
const (
	PendKeep   PendingKind = "keep"   // Franky keeps one of two cards
	PendTrade  PendingKind = "trade"  // a survivor answers a trade
	PendReroll PendingKind = "reroll" // Ellie may roll her d20 again
	PendSeen   PendingKind = "seen"   // a searcher reads the card drawn before the turn passes
)

// Pending is a choice one seat must make before play goes on.
type Pending struct {
	Kind     PendingKind `json:"kind"`
	Survivor int         `json:"survivor"` // who chooses
	From     int         `json:"from"`     // a trade's proposer
	Cards    []string    `json:"cards"`    // the two cards, or the cards offered
	Tier     int         `json:"tier,omitempty"`
	Dice     []int       `json:"dice,omitempty"`   // Ellie's d20 and the master's
	Zombie   string      `json:"zombie,omitempty"` // the zombie Ellie attacks
}

// Result is how the game ended.
type Result struct {
	Winners []int  `json:"winners"` // seat numbers
	Reason  string `json:"reason"`
}

// Strike is an attack whose d20s are rolled and whose damage is still to roll: the d20s and
// the d6s are two rolls at the table, so each command rolls one kind of die.
type Strike struct {
	Seat     int    `json:"seat"` // the player who rolls it
	Survivor int    `json:"survivor"`
	Zombie   string `json:"zombie"`
	ByZombie bool   `json:"byZombie,omitempty"`
	Hit      bool   `json:"hit,omitempty"`    // the attacker's blow lands
	Double   bool   `json:"double,omitempty"` // a critical: double damage
	Mod      int    `json:"mod,omitempty"`
	Back     bool   `json:"back,omitempty"`    // the defender strikes back
	Half     bool   `json:"half,omitempty"`    // … for half a d6, rounded down
	BackMod  int    `json:"backMod,omitempty"` // a defending survivor's weapon modifier
}
