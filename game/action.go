package game

import (
	"math/rand/v2"

	"github.com/borrowed-time/tabletop/physics"
)

// PickKind says what a player must still choose for an action.
type PickKind string

// What an action may need picked.
const (
	PickNothing PickKind = ""       // the action is complete as it is
	PickModel   PickKind = "model"  // click a model (Targets lists those that qualify)
	PickPoint   PickKind = "point"  // click or drag to a point on the table
	PickPlace   PickKind = "place"  // click a marker (Targets lists them)
	PickChoice  PickKind = "choice" // choose one of Choices
	// PickChoices: choose any of Choices, none or all, then go ahead (the cards to offer in
	// a trade). Picks.Chosen lists them.
	PickChoices PickKind = "choices"
)

// Action is one thing a seat may do now, as the panel offers it and a computer player picks
// it. Apply stays the judge of the command it builds.
type Action struct {
	ID      ActionID
	Label   string // "Attack"
	Help    string // what it does, in words, for the hover tip
	Cost    string // "1 command point"; "" when free
	Key     string // a suggested key by name ("A"): the engine knows no keyboard
	Needs   PickKind
	Prompt  string   // what to click, in words
	Targets []string // the ids that qualify for a model or place pick
	Choices []Choice // for a choice pick
	// Spots, for a point pick, are the points the rules would take, when they can list
	// them: the middles of the squares a model can reach, or of the walls a door may go on.
	// The table marks them and snaps a click to the nearest.
	Spots   []physics.Vec `json:",omitempty"`
	Enabled bool
	Why     string // when not enabled: the reason a player reads
	// Drag: dragging the selected model means this action (a move).
	Drag bool
	// Prefer, for a model pick, are the targets for which this action is the obvious one:
	// with the model selected, a click on one of them takes this action at it, and resting
	// the pointer on it previews it (a fight for a zombie in base contact, a shot for one
	// further off). A target is preferred by at most one of a model's actions.
	Prefer []string `json:",omitempty"`
	// Confirm, when set, is asked before the action is taken ("2 characters have not acted.
	// End the round?").
	Confirm string
	// Ends: the action ends a model's activation or turn, or the seat's turn, phase or round
	// (End activation, End turn, Pass). A player always needs it: the table keeps it in view
	// however many other actions there are.
	Ends bool `json:",omitempty"`
}

// Picks are what a player chose for an action.
type Picks struct {
	Target string // a model or a marker
	Choice string
	// Chosen are the ids of the Choices picked for a PickChoices action, in the action's
	// order; none is a pick too.
	Chosen []string `json:",omitempty"`
	To     *physics.Vec
	Via    []physics.Vec
	// Near is how far, in inches, a point picked by hand may lie from what it obviously
	// means (a model to end in contact with, a door to stand at): the table's snap distance
	// at its zoom. 0 lets the rules choose.
	Near float64 `json:",omitempty"`
}

// SomeChoices picks each of a PickChoices action's choices or not, as a coin falls: the ids
// of those picked, in order (a random pick, for test players and bots).
func SomeChoices(choices []Choice, rnd *rand.Rand) []string {
	out := []string{}
	for _, c := range choices {
		if rnd.IntN(2) == 0 {
			out = append(out, c.ID)
		}
	}
	return out
}

// Preview is what an action with these picks would do, worked out without doing it: the
// table draws the route and says the cost, or why not.
type Preview struct {
	OK   bool
	Path []physics.Vec // from the model to where it would end
	Text string        // "4.2\" · 1 command point", or why not
	// Sight, for an action aimed at a model, is the line of sight the rules found (from a
	// point of the actor's base to a point of the target's); Blocked that there is none.
	Sight   []physics.Vec `json:",omitempty"`
	Blocked bool          `json:",omitempty"`
	// Cover names what gives the target cover ("the garage"), "" for none.
	Cover string `json:",omitempty"`
	// Dice is how many dice the action would roll.
	Dice int `json:",omitempty"`
	// Area is what the action would reach besides its target, each an outline on the table
	// (a grenade's blast, square by square).
	Area [][]physics.Vec `json:",omitempty"`
}
