package online

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/borrowed-time/tabletop/game"
)

// ViewFields is a seat's view encoded field by field, in game.View's order: the server
// keeps the last one each seat was sent and puts in an update only the fields that changed.
// Most commands move a model or two while the board, the markers and the cards stay as they
// were, so an update carries a fraction of the view (a board of squares alone is 8 KiB).
type ViewFields []json.RawMessage

// EncodeViewFields encodes each field of a view as JSON.
func EncodeViewFields(v game.View) (ViewFields, error) {
	ev, err := new(ViewEncoder).Encode(v)
	if err != nil {
		return nil, err
	}
	return ev.Fields, nil
}

// ViewChanges is what changed in a seat's view since the update before (or the welcome): a
// field that is set holds its new value, Cleared names the fields that became empty, and
// the rest are as they were. Its fields are game.View's, by the same names (a test keeps
// them in step), so that a client decodes an update in one pass and applies it without
// decoding again.
type ViewChanges struct {
	Seat       *game.SeatID      `json:",omitempty"`
	Status     *string           `json:",omitempty"`
	Tokens     *[]game.Token     `json:",omitempty"`
	Markers    *[]game.Marker    `json:",omitempty"`
	Tracks     *[]game.Track     `json:",omitempty"`
	Lines      *[]string         `json:",omitempty"`
	Met        *[]bool           `json:",omitempty"`
	StartZones *[]string         `json:",omitempty"`
	Cards      *[]game.Card      `json:",omitempty"`
	Squares    *game.Squares     `json:",omitempty"`
	Hexes      *game.Hexes       `json:",omitempty"`
	Health     *string           `json:",omitempty"`
	States     *game.TokenStates `json:",omitempty"`
	State      json.RawMessage   `json:",omitempty"`
	Cleared    []string          `json:",omitempty"`

	// The list fields that changed in a few of their elements, as those elements (sent only
	// to a client of protocol 2 and on: ProtocolQuery): each in place of the whole list.
	TokensAt  *ListPatch[game.Token]  `json:",omitempty"`
	MarkersAt *ListPatch[game.Marker] `json:",omitempty"`
	TracksAt  *ListPatch[game.Track]  `json:",omitempty"`
	LinesAt   *ListPatch[string]      `json:",omitempty"`
	CardsAt   *ListPatch[game.Card]   `json:",omitempty"`
	// StateAt is the ruleset's state (a JSON object) as the members that changed, in place
	// of State (protocol 2).
	StateAt *ObjectPatch `json:",omitempty"`

	encoded json.RawMessage // the server's: the changes as they go on the wire
}

// Changes is the changes from prev to cur, ready to send (prev nil: the whole view), each
// changed field whole: what every client reads.
func Changes(prev, cur ViewFields) ViewChanges {
	var p *EncodedView
	if prev != nil {
		p = &EncodedView{Fields: prev}
	}
	return ChangesOf(p, &EncodedView{Fields: cur}, false)
}

// MarshalJSON writes the changes the server made with Changes as they are.
func (c ViewChanges) MarshalJSON() ([]byte, error) {
	if c.encoded != nil {
		return c.encoded, nil
	}
	type plain ViewChanges // without this method
	return json.Marshal(plain(c))
}

// Apply returns the view v with the changes made; v itself is not changed (a snapshot handed
// out earlier still holds its slices). A field Cleared names that the view does not have is
// an error, and v comes back unchanged.
func (c ViewChanges) Apply(v game.View) (game.View, error) {
	out := v
	if c.Seat != nil {
		out.Seat = *c.Seat
	}
	if c.Status != nil {
		out.Status = *c.Status
	}
	if c.Tokens != nil {
		out.Tokens = *c.Tokens
	}
	if c.Markers != nil {
		out.Markers = *c.Markers
	}
	if c.Tracks != nil {
		out.Tracks = *c.Tracks
	}
	if c.Lines != nil {
		out.Lines = *c.Lines
	}
	if c.Met != nil {
		out.Met = *c.Met
	}
	if c.StartZones != nil {
		out.StartZones = *c.StartZones
	}
	if c.Cards != nil {
		out.Cards = *c.Cards
	}
	if c.Squares != nil {
		out.Squares = c.Squares
	}
	if c.Hexes != nil {
		out.Hexes = c.Hexes
	}
	if c.Health != nil {
		out.Health = *c.Health
	}
	if c.States != nil {
		out.States = *c.States
	}
	if c.State != nil && !bytes.Equal(c.State, []byte("null")) {
		out.State = c.State
	}
	if c.StateAt != nil {
		st, err := c.StateAt.apply(v.State)
		if err != nil {
			return v, err
		}
		out.State = st
	}
	if err := firstError(c.TokensAt.apply("Tokens", &out.Tokens), c.MarkersAt.apply("Markers", &out.Markers),
		c.TracksAt.apply("Tracks", &out.Tracks), c.LinesAt.apply("Lines", &out.Lines), c.CardsAt.apply("Cards", &out.Cards)); err != nil {
		return v, err
	}
	for _, name := range c.Cleared {
		f := reflect.ValueOf(&out).Elem().FieldByName(name)
		if !f.IsValid() || !f.CanSet() {
			return v, fmt.Errorf("the view's changes clear a field %q it does not have", name)
		}
		f.SetZero()
	}
	return out, nil
}
