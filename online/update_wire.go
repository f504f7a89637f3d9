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

// resyncFields is Resync without its view, encoded by encoding/json.
type resyncFields struct {
	ID     int64  `json:"id"`
	State  int    `json:"state"`
	Hash   string `json:"hash"`
	Reason string `json:"reason"`
	Kept   bool   `json:"kept,omitempty"`
}

// NewResync is the resync the server sends: with the seat's view as the server encoded it
// (ev: its fields are the view's now), or, when kept, without it (protocol 2).
func NewResync(id int64, state int, hash, reason string, ev *EncodedView, kept bool) Resync {
	r := Resync{ID: id, State: state, Hash: hash, Reason: reason, Kept: kept}
	if !kept {
		r.View, r.encodedView = ev.view, ev.WholeView()
	}
	return r
}

// appendFields writes the resync's fields, its view (unless kept) as the server encoded it.
func (r Resync) appendFields(b []byte) ([]byte, error) {
	rest, err := json.Marshal(resyncFields{ID: r.ID, State: r.State, Hash: r.Hash, Reason: r.Reason, Kept: r.Kept})
	if err != nil {
		return nil, err
	}
	b = append(b, rest[1:len(rest)-1]...)
	if r.Kept {
		return b, nil
	}
	view := r.encodedView
	if view == nil {
		if view, err = json.Marshal(r.View); err != nil {
			return nil, err
		}
	}
	b = append(b, `,"view":`...)
	return append(b, view...), nil
}
