package borrowedtime

import "github.com/borrowed-time/tabletop/physics"

// Rejection is a refused command: the reason, in words a player understands. Nothing changed.
type Rejection struct {
	Reason string
	// DiceNeeded, for a table-dice command refused for carrying the wrong number of dice, is
	// how many it needs in all (0 for any other refusal): a table reads it rather than the words.
	DiceNeeded int
}

func (r *Rejection) Error() string { return r.Reason }

// Event is something that happened. Type says what; the other fields say the details;
// Text says it in words for the log.
type Event struct {
	Type string `json:"type"`
	Text string `json:"text"`
	// Who did it and to whom.
	Model  string `json:"model,omitempty"`
	Target string `json:"target,omitempty"`
	// Dice rolled, the successes and the complications (1s) among them.
	Dice          []int `json:"dice,omitempty"`
	Successes     int   `json:"successes,omitempty"`
	Complications int   `json:"complications,omitempty"`
	// Changes.
	Heat     int           `json:"heat,omitempty"`     // Heat added (or removed, negative)
	Threat   int           `json:"threat,omitempty"`   // Threat added
	Wounds   int           `json:"wounds,omitempty"`   // wounds dealt or healed
	AP       int           `json:"ap,omitempty"`       // AP spent
	Distance float64       `json:"distance,omitempty"` // inches moved
	Path     []physics.Vec `json:"path,omitempty"`
	Card     string        `json:"card,omitempty"`
	Phase    Phase         `json:"phase,omitempty"`
	Round    int           `json:"round,omitempty"`
	Winner   string        `json:"winner,omitempty"`
}

// Event types.
const (
	EvRoll       = "roll"
	EvMove       = "move"
	EvAP         = "ap"
	EvHeat       = "heat"
	EvThreat     = "threat"
	EvWound      = "wound"
	EvDowned     = "downed"
	EvDeath      = "death"
	EvRevived    = "revived"
	EvHealed     = "healed"
	EvShot       = "shot"
	EvReload     = "reload"
	EvSpawn      = "spawn"
	EvRemoved    = "removed"
	EvLeave      = "leave" // off the table alive (up the stairwell, up the facade): game.EvLeave
	EvCard       = "card"
	EvDoor       = "door"
	EvPhase      = "phase"
	EvActivation = "activation"
	EvVictory    = "victory"
	EvNote       = "note"
)
