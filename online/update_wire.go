package online

import (
	"encoding/json"

	"github.com/borrowed-time/tabletop/game"
)

// fieldWriter is a message that writes its own fields, for Encode to put after its kind:
// one whose parts are JSON already, which encoding/json would check and copy once more
// (for an update's view changes that was a sixth of a loaded server's time).
type fieldWriter interface {
	appendFields(b []byte) ([]byte, error)
}

// updateFields is Update without its view, encoded by encoding/json.
type updateFields struct {
	State   int           `json:"state"`
	Hash    string        `json:"hash"`
	Last    int64         `json:"last"`
	By      game.SeatID   `json:"by"`
	Turn    []game.SeatID `json:"turn"`
	Outcome *game.Outcome `json:"outcome,omitempty"`
	Events  []Event       `json:"events"`
}

// appendFields writes the update's fields, its view changes as Changes encoded them.
func (u Update) appendFields(b []byte) ([]byte, error) {
	rest, err := json.Marshal(updateFields{State: u.State, Hash: u.Hash, Last: u.Last, By: u.By, Turn: u.Turn, Outcome: u.Outcome, Events: u.Events})
	if err != nil {
		return nil, err
	}
	view := u.View.encoded
	if view == nil {
		if view, err = json.Marshal(u.View); err != nil {
			return nil, err
		}
	}
	b = append(b, rest[1:len(rest)-1]...)
	b = append(b, `,"view":`...)
	return append(b, view...), nil
}
