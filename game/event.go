package game

import "github.com/borrowed-time/tabletop/physics"

// EventType names a kind of event: "roll", "move", "wound", "victory".
type EventType string

// Event types the shared table presents the same way for every game (a ruleset may use
// others; the table shows their Text).
const (
	EvRoll    EventType = "roll"    // dice were rolled: the dice tray shows them
	EvMove    EventType = "move"    // a model moved along Path
	EvVictory EventType = "victory" // the game is over
	EvNote    EventType = "note"    // something worth a line in the log
	// EvLeave: model Model left the table alive (walked off, escaped), not taken out: the
	// table marks where it stood as a departure, not a fall. Its Text, if any, is logged.
	EvLeave EventType = "leave"
	// EvAnnounce: news no player should miss (who leads the dead from now on): the table
	// shows its Text over the table for a few seconds as well as in the log. Keep it short.
	EvAnnounce EventType = "announce"
)

// Event is something that happened, told to the seats allowed to see it. The fields the
// shared table presents are here; a ruleset's own details ride in Detail.
type Event struct {
	Type   EventType `json:"type"`
	Text   string    `json:"text"`
	Model  string    `json:"model,omitempty"`
	Target string    `json:"target,omitempty"`
	Dice   []int     `json:"dice,omitempty"`
	Hits   int       `json:"hits,omitempty"` // successes among Dice, where the game counts them
	// Success is the least a die of Dice shows to be one of the Hits, where every die that
	// shows as much is one (0: the game does not say), for the dice tray to mark them.
	Success int           `json:"success,omitempty"`
	Path    []physics.Vec `json:"path,omitempty"`
	// Only lists the seats that may see the event; nil means every seat.
	Only   []SeatID `json:"only,omitempty"`
	Detail any      `json:"detail,omitempty"`
}

// VisibleTo reports whether seat may see the event.
func (e *Event) VisibleTo(seat SeatID) bool {
	if e.Only == nil || seat == Host {
		return true
	}
	for _, s := range e.Only {
		if s == seat {
			return true
		}
	}
	return false
}

// FilterEvents returns the events seat may see.
func FilterEvents(seat SeatID, evs []Event) []Event {
	out := evs[:0:0]
	for _, e := range evs {
		if e.VisibleTo(seat) {
			out = append(out, e)
		}
	}
	return out
}
