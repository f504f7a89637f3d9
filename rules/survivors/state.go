package survivors

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// Phase is what the game is waiting for.
type Phase string

// The phases of a game (survivors.md §3).
const (
	PhaseRollOff    Phase = "roll-off"   // the deployment roll-off (R7)
	PhaseDeploy     Phase = "deploy"     // a band places its models in its zone (R7)
	PhaseActivation Phase = "activation" // a band activates a character (R3)
	PhaseEvents     Phase = "events"     // the opponent resolves zombie activity events (§7.1)
	PhaseSurge      Phase = "surge"      // the players resolve the zombie surge (§7.3)
	PhaseOver       Phase = "over"
)

// State is a game of Survivors as plain data: its JSON is the game's fingerprint.
type State struct {
	RNG   game.RNG `json:"rng"`
	Phase Phase    `json:"phase"`
	Round int      `json:"round"`
	// First is the band first in initiative order this round (0 or 1).
	First int `json:"first"`
	// Deployer is the band placing its models (PhaseDeploy); Deployed marks those done.
	Deployer int     `json:"deployer"`
	Deployed [2]bool `json:"deployed"`
	// Turn is the band to activate a character next (PhaseActivation).
	Turn int `json:"turn"`
	// Active is the index of the character activating, or -1.
	Active     int         `json:"active"`
	Activation Activation  `json:"activation"`
	Models     []Model     `json:"models"`
	Objectives []Objective `json:"objectives"`
	Piles      []Pile      `json:"piles,omitempty"`
	// Event is the zombie activity event being resolved (PhaseEvents), Surge the surge.
	Event *Event `json:"event,omitempty"`
	Surge *Surge `json:"surge,omitempty"`
	// Zombies counts the zombies ever placed, to name new ones.
	Zombies int     `json:"zombies"`
	Result  *Result `json:"result,omitempty"`
}

// Model is a character or a zombie. Its index in State.Models never changes.
type Model struct {
	ID        string        `json:"id"`
	Name      string        `json:"name"`
	Zombie    bool          `json:"zombie,omitempty"`
	Band      int           `json:"band"` // 0 or 1 for characters; -1 for zombies
	Archetype string        `json:"archetype,omitempty"`
	Pos       physics.Vec   `json:"pos"`
	Level     int           `json:"level,omitempty"`
	Health    int           `json:"health"`
	Out       bool          `json:"out,omitempty"` // out of action, off the table
	CP        int           `json:"cp,omitempty"`
	Done      bool          `json:"done,omitempty"` // has activated this round
	Weapons   []WeaponState `json:"weapons,omitempty"`
	Supplies  int           `json:"supplies,omitempty"`
}

// OnTable reports whether the model stands on the table.
func (m *Model) OnTable() bool { return !m.Out }

// WeaponState is one weapon a character carries.
type WeaponState struct {
	ID       string `json:"id"`
	Broken   bool   `json:"broken,omitempty"`   // unusable for the rest of the game (§5 step 3)
	Unloaded bool   `json:"unloaded,omitempty"` // a Reload weapon that has fired
}

// Activation records what the activating character did, for its disturbance rolls (§6).
type Activation struct {
	Moved     bool     `json:"moved,omitempty"`     // made its one Move or Advance
	Advances  int      `json:"advances,omitempty"`  // Advance actions
	Noisy     int      `json:"noisy,omitempty"`     // Attack actions that were not Silent
	Loud      int      `json:"loud,omitempty"`      // attacks with a Loud weapon
	BadIdea   bool     `json:"badIdea,omitempty"`   // a Bad Idea weapon was used
	Near      []string `json:"near,omitempty"`      // zombies that came within 6"
	NearEntry bool     `json:"nearEntry,omitempty"` // an entry point came within 6"
}

// Objective is a Search objective (§9).
type Objective struct {
	ID      string      `json:"id"`
	Name    string      `json:"name"`
	At      physics.Vec `json:"at"`
	Level   int         `json:"level,omitempty"`
	Looted  bool        `json:"looted,omitempty"`
	Removed bool        `json:"removed,omitempty"`
}

// Pile is a supplies marker lying on the table (S7, S9).
type Pile struct {
	ID    string      `json:"id"`
	At    physics.Vec `json:"at"`
	Level int         `json:"level,omitempty"`
	Count int         `json:"count"`
}

// Event is one activation's zombie activity events being resolved by Chooser (§7.1).
type Event struct {
	Chooser  int         `json:"chooser"`  // the band choosing (2: the horde player)
	Origin   int         `json:"origin"`   // the disturbing character
	At       physics.Vec `json:"at"`       // where it stood (or fell, Z6)
	Radius   float64     `json:"radius"`   // 12", or 18" after a Bad Idea
	Eligible []string    `json:"eligible"` // zombies that may still be chosen
	Acts     int         `json:"acts"`     // activations left
	Places   int         `json:"places"`   // new zombies left to place
}

// Surge is the round's zombie surge being resolved (§7.3).
type Surge struct {
	Roll   int      `json:"roll"`
	Order  []int    `json:"order"`  // the choosers still to act, in initiative order (2: the horde)
	Places int      `json:"places"` // zombies the current chooser has still to place
	Each   int      `json:"each"`   // zombies each chooser places
	Wander bool     `json:"wander"` // 4–5: activate a far zombie
	Used   []string `json:"used"`   // zombies this surge has activated
}

// Result is how the game ended.
type Result struct {
	Winners []int  `json:"winners"` // bands (2: the horde)
	Reason  string `json:"reason"`
	Score   [2]int `json:"score"`
}
