package directordeck

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
)

// Phase is the step of the round the game waits in (rules §A).
type Phase string

// The steps that wait for the players; the others (drawing, placing, the zombies' move,
// wounds) run by themselves between them.
const (
	PhaseSuppress Phase = "suppress" // §2: every survivor adds attack cards face down
	PhaseMove     Phase = "move"     // §6 movement, one survivor at a time from the first player
	PhaseAct      Phase = "act"      // §6 attacks or an alternative, one survivor at a time
	PhaseOver     Phase = "over"
)

// State is a Director-deck game as plain data: its JSON is the game's fingerprint.
type State struct {
	RNG   game.RNG `json:"rng"`
	Phase Phase    `json:"phase"`
	Round int      `json:"round"`
	// First is the survivor holding the first-player token (rules §6, admin).
	First int `json:"first"`
	// Active is the survivor whose move or action it is (PhaseMove, PhaseAct).
	Active int `json:"active"`
	// Tiles are the tiles laid, in order (the start tile first); Entered says which a
	// survivor has entered (a new tile is revealed beyond a tile's open exits when first entered).
	Tiles   []Laid     `json:"tiles"`
	Entered []bool     `json:"entered"`
	Blocked []hex.Side `json:"blocked,omitempty"` // exits that lead off the table
	// TileDeck is the tile cards still face down, top first (nobody's to see).
	TileDeck []int `json:"tileDeck"`
	// Director is the Director deck, top first, as "director#NN" (nobody's to see);
	// Drawn the cards drawn this round not yet resolved, the current one first.
	Director []string `json:"director"`
	Drawn    []string `json:"drawn,omitempty"`
	Spent    []string `json:"spent,omitempty"` // the Director cards resolved
	// Pile is the suppression pile: face down until every survivor has added to it.
	Pile []Committed `json:"pile,omitempty"`
	// Last is the last suppression, as revealed.
	Last      *Suppression `json:"last,omitempty"`
	Survivors []Survivor   `json:"survivors"`
	Zombies   []Zombie     `json:"zombies,omitempty"`
	Items     []Item       `json:"items,omitempty"` // items lying on the board
	Made      int          `json:"made"`            // zombies and items ever made, to name new ones
	Cards     int          `json:"cards"`           // attack cards ever made, to name new ones
	Moved     int          `json:"moved,omitempty"` // hexes the zombies moved this round
	// Offer is the items the moving survivor went into, its choices still to make (rules §6:
	// it "may collect" each, and "may equip" a weapon): its move ends once it has chosen.
	Offer  []string `json:"offer,omitempty"`
	Result *Result  `json:"result,omitempty"`
}

// Laid is a tile on the board: its card (an index of tileCards, -1 for the start tile) and how
// it lies.
type Laid struct {
	Card int     `json:"card"`
	Turn int     `json:"turn"`
	At   hex.Hex `json:"at"`
}

// Card is one attack card: its id (secret while in a hand or face down) and value.
type Card struct {
	ID    string `json:"id"`
	Value int    `json:"value"`
}

// Committed is a card in the suppression pile and whose it was.
type Committed struct {
	Survivor int  `json:"survivor"`
	Gun      int  `json:"gun"` // the gun whose hand it came from
	Card     Card `json:"card"`
}

// Suppression is a suppression check as revealed (rules §3).
type Suppression struct {
	Card    string `json:"card"` // the Director card's name
	Horde   int    `json:"horde"`
	Values  []int  `json:"values"` // the cards in the order the shuffled pile showed them
	Total   int    `json:"total"`
	Zombies int    `json:"zombies"`
}

// Gun is a weapon a survivor carries, with its own ammunition: the deck, the hand drawn from
// it (its clip, kept with it when it is put away) and the cards spent.
type Gun struct {
	Kind  WeaponKind `json:"kind"`
	Deck  []Card     `json:"deck"`
	Hand  []Card     `json:"hand"`
	Spent []Card     `json:"spent,omitempty"`
}

// Survivor is one player's survivor.
type Survivor struct {
	Seat   int        `json:"seat"` // 1-based
	At     hex.Hex    `json:"at"`
	HP     int        `json:"hp"`
	Pinned bool       `json:"pinned,omitempty"`
	HeldBy string     `json:"heldBy,omitempty"` // the special zombie whose token is on it
	Dead   bool       `json:"dead,omitempty"`
	Hurt   bool       `json:"hurt,omitempty"` // took damage this round (reviving needs none)
	Guns   []Gun      `json:"guns"`           // the pistol first
	Hold   int        `json:"hold"`           // the gun in hand
	Items  []ItemKind `json:"items,omitempty"`
	Done   bool       `json:"done,omitempty"` // has added to the pile, moved or acted in this step
}

// Zombie is a zombie model on the board.
type Zombie struct {
	ID      string     `json:"id"`
	Kind    ZombieKind `json:"kind"`
	At      hex.Hex    `json:"at"`
	HP      int        `json:"hp"`
	Active  bool       `json:"active,omitempty"` // standing; inactive zombies lie asleep
	Stunned bool       `json:"stunned,omitempty"`
	Woken   bool       `json:"woken,omitempty"` // woke beside a survivor this round
}

// Item is an item or weapon lying on a hex.
type Item struct {
	ID   string   `json:"id"`
	Kind ItemKind `json:"kind"`
	At   hex.Hex  `json:"at"`
}

// Result is how the game ended.
type Result struct {
	Won    bool   `json:"won"`
	Reason string `json:"reason"`
}
