package online

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"

	"github.com/borrowed-time/tabletop/game"
)

// EncodedView is one seat's view as the server encoded it: each field's JSON in game.View's
// order (Fields), and for the list fields (Tokens, Markers, Tracks, Lines, Cards) each
// element's JSON too, so that an update may name only the elements that changed. It also
// keeps the view it was made from, so that the next view's fields and elements equal to
// these take their JSON without being encoded again.
type EncodedView struct {
	Fields ViewFields
	items  [][]json.RawMessage // per field: a list's elements (slices of Fields[i]); nil for the others
	view   game.View           // the values encoded (views are never changed: game.View's doc)
}

// ViewEncoder encodes the views of a room's seats, update after update. A field (or a list's
// element) equal to the one the encoder last encoded for the seat, or to another seat's
// encoded since the last Next, takes that JSON instead of being encoded again: from one
// command to the next a board of squares, the markers and most tokens stay as they were,
// and the seats of a room mostly see the same. Equal values encode to equal JSON, so the
// result is what encoding the view alone gives (EncodeViewFields).
//
// The zero ViewEncoder is ready to use; it is not safe for concurrent use (a room's lock
// guards it).
type ViewEncoder struct {
	last    map[game.SeatID]*EncodedView // the view last encoded for each seat
	round   []*EncodedView               // the views encoded since Next
	changes []changesMade                // the changes worked out since Next
}

// changesMade is one ChangesOf worked out, to give seats that see the same.
type changesMade struct {
	prev, cur *EncodedView
	lists     bool
	out       ViewChanges
}

// Next starts a new moment (the updates after another command): views encoded from now on
// are compared with the ones encoded before Next only seat by seat.
func (e *ViewEncoder) Next() {
	clear(e.round)
	e.round = e.round[:0]
	clear(e.changes)
	e.changes = e.changes[:0]
}

// Changes is ChangesOf(prev, cur, lists), worked out once for the seats whose views before
// and now have the same JSON (but for their Seat, which is the same before and now).
func (e *ViewEncoder) Changes(prev, cur *EncodedView, lists bool) ViewChanges {
	for _, m := range e.changes {
		if m.lists == lists && sameChanges(m.prev, m.cur, prev, cur) {
			return m.out
		}
	}
	out := ChangesOf(prev, cur, lists)
	e.changes = append(e.changes, changesMade{prev, cur, lists, out})
	return out
}

// sameChanges says the changes from a to b are those from c to d: every field but the
// seat's the same JSON in a and c, and in b and d, and the seat unchanged in both.
func sameChanges(a, b, c, d *EncodedView) bool {
	if (a == nil) != (c == nil) {
		return false
	}
	for i := range b.Fields {
		if i == seatField {
			if a != nil && (!bytes.Equal(a.Fields[i], b.Fields[i]) || !bytes.Equal(c.Fields[i], d.Fields[i])) {
				return false
			}
			if a == nil && !bytes.Equal(b.Fields[i], d.Fields[i]) {
				return false
			}
			continue
		}
		if !bytes.Equal(b.Fields[i], d.Fields[i]) || (a != nil && !bytes.Equal(a.Fields[i], c.Fields[i])) {
			return false
		}
	}
	return true
}

// seatField is the place of game.View's Seat among its fields.
const seatField = 0

// Encode encodes each field of a view as JSON, reusing what it can (ViewEncoder's doc).
func (e *ViewEncoder) Encode(v game.View) (*EncodedView, error) {
	out := &EncodedView{Fields: make(ViewFields, len(viewCodecs)), items: make([][]json.RawMessage, len(viewCodecs)), view: v}
	prev := e.last[v.Seat]
	for i, fc := range viewCodecs {
		if o := e.sameAs(fc, &v); o != nil {
			out.Fields[i], out.items[i] = o.Fields[i], o.items[i]
			continue
		}
		if prev != nil && fc.equal(&prev.view, &v) {
			out.Fields[i], out.items[i] = prev.Fields[i], prev.items[i]
			continue
		}
		var err error
		if out.Fields[i], out.items[i], err = fc.encode(&v, prev, i); err != nil {
			return nil, fmt.Errorf("the view's %s: %w", fc.name, err)
		}
	}
	if e.last == nil {
		e.last = map[game.SeatID]*EncodedView{}
	}
	e.last[v.Seat] = out
	e.round = append(e.round, out)
	return out, nil
}

// sameAs returns a view encoded since Next whose field fc equals v's, or nil.
func (e *ViewEncoder) sameAs(fc viewCodec, v *game.View) *EncodedView {
	for _, o := range e.round {
		if fc.equal(&o.view, v) {
			return o
		}
	}
	return nil
}

// viewCodec encodes one field of game.View: equal says the field is the same in two views
// (as values: equal values encode alike), encode writes its JSON (and a list's elements',
// reusing the elements equal to those of the view before, when there is one).
type viewCodec struct {
	name   string
	equal  func(a, b *game.View) bool
	encode func(v *game.View, before *EncodedView, i int) (json.RawMessage, []json.RawMessage, error)
}

// viewCodecs are game.View's fields in order (a test keeps them in step with the type).
var viewCodecs = []viewCodec{
	{"Seat", func(a, b *game.View) bool { return a.Seat == b.Seat }, plain(func(v *game.View) any { return v.Seat })},
	{"Status", func(a, b *game.View) bool { return a.Status == b.Status }, plain(func(v *game.View) any { return v.Status })},
	{"Tokens", func(a, b *game.View) bool { return sameList(a.Tokens, b.Tokens, eq[game.Token]) },
		list(func(v *game.View) []game.Token { return v.Tokens }, eq[game.Token])},
	{"Markers", func(a, b *game.View) bool { return sameList(a.Markers, b.Markers, eq[game.Marker]) },
		list(func(v *game.View) []game.Marker { return v.Markers }, eq[game.Marker])},
	{"Tracks", func(a, b *game.View) bool { return sameList(a.Tracks, b.Tracks, eq[game.Track]) },
		list(func(v *game.View) []game.Track { return v.Tracks }, eq[game.Track])},
	{"Lines", func(a, b *game.View) bool { return sameList(a.Lines, b.Lines, eq[string]) },
		list(func(v *game.View) []string { return v.Lines }, eq[string])},
	{"Met", func(a, b *game.View) bool { return slices.Equal(a.Met, b.Met) && (a.Met == nil) == (b.Met == nil) },
		plain(func(v *game.View) any { return v.Met })},
	{"StartZones", func(a, b *game.View) bool {
		return slices.Equal(a.StartZones, b.StartZones) && (a.StartZones == nil) == (b.StartZones == nil)
	}, plain(func(v *game.View) any { return v.StartZones })},
	{"Cards", func(a, b *game.View) bool { return sameList(a.Cards, b.Cards, sameCard) },
		list(func(v *game.View) []game.Card { return v.Cards }, sameCard)},
	{"Squares", func(a, b *game.View) bool { return sameSquares(a.Squares, b.Squares) }, plain(func(v *game.View) any { return v.Squares })},
	{"Hexes", func(a, b *game.View) bool { return a.Hexes == b.Hexes || reflect.DeepEqual(a.Hexes, b.Hexes) },
		plain(func(v *game.View) any { return v.Hexes })},
	{"Health", func(a, b *game.View) bool { return a.Health == b.Health }, plain(func(v *game.View) any { return v.Health })},
	{"States", func(a, b *game.View) bool { return a.States == b.States }, plain(func(v *game.View) any { return v.States })},
	{"State", func(a, b *game.View) bool {
		return (a.State == nil) == (b.State == nil) && bytes.Equal(a.State, b.State)
	},
		plain(func(v *game.View) any { return v.State })},
}

// plain encodes a field whole with encoding/json.
func plain(get func(v *game.View) any) func(*game.View, *EncodedView, int) (json.RawMessage, []json.RawMessage, error) {
	return func(v *game.View, _ *EncodedView, _ int) (json.RawMessage, []json.RawMessage, error) {
		data, err := json.Marshal(get(v))
		return data, nil, err
	}
}

// list encodes a list field element by element, an element equal to the one at the same
// place in the view before taking its JSON: the list's JSON is its elements' between
// brackets, as encoding/json writes a slice.
func list[T any](get func(v *game.View) []T, same func(a, b *T) bool) func(*game.View, *EncodedView, int) (json.RawMessage, []json.RawMessage, error) {
	return func(v *game.View, before *EncodedView, i int) (json.RawMessage, []json.RawMessage, error) {
		cur := get(v)
		if cur == nil {
			return json.RawMessage("null"), nil, nil
		}
		var old []T
		var oldItems []json.RawMessage
		if before != nil {
			old, oldItems = get(&before.view), before.items[i]
		}
		size := 64*len(cur) + 2
		if before != nil {
			size = max(size, len(before.Fields[i])+len(before.Fields[i])/8)
		}
		b := make([]byte, 1, size)
		b[0] = '['
		spans := make([][2]int, len(cur))
		for k := range cur {
			if k > 0 {
				b = append(b, ',')
			}
			start := len(b)
			if k < len(old) && k < len(oldItems) && same(&old[k], &cur[k]) {
				b = append(b, oldItems[k]...)
			} else {
				data, err := json.Marshal(cur[k])
				if err != nil {
					return nil, nil, err
				}
				b = append(b, data...)
			}
			spans[k] = [2]int{start, len(b)}
		}
		b = append(b, ']')
		items := make([]json.RawMessage, len(cur))
		for k, sp := range spans {
			items[k] = b[sp[0]:sp[1]:sp[1]]
		}
		return b, items, nil
	}
}

func eq[T comparable](a, b *T) bool { return *a == *b }

// sameList says two lists hold equal elements; nil and empty differ (they encode as null
// and []).
func sameList[T any](a, b []T, same func(a, b *T) bool) bool {
	if len(a) != len(b) || (a == nil) != (b == nil) {
		return false
	}
	for i := range a {
		if !same(&a[i], &b[i]) {
			return false
		}
	}
	return true
}

func sameCard(a, b *game.Card) bool {
	return a.Model == b.Model && a.Title == b.Title && (a.Lines == nil) == (b.Lines == nil) && slices.Equal(a.Lines, b.Lines)
}

// sameSquares says two boards of squares are equal (a test keeps it in step with the type).
func sameSquares(a, b *game.Squares) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	return a.Origin == b.Origin && a.Size == b.Size && a.Cols == b.Cols && a.Rows == b.Rows && a.Tile == b.Tile &&
		sameList(a.Ground, b.Ground, eq[string]) && (a.Kinds == nil) == (b.Kinds == nil) && maps.Equal(a.Kinds, b.Kinds) &&
		sameList(a.Edges, b.Edges, eq[game.EdgeMark]) && sameList(a.Links, b.Links, eq[game.SquareLink])
}

// WholeView is the view's JSON as encoding/json writes a game.View, made from its encoded
// fields without encoding anything again (a client that asked for the old protocol gets its
// view whole in a resync).
func (ev *EncodedView) WholeView() json.RawMessage {
	t, rv := reflect.TypeFor[game.View](), reflect.ValueOf(ev.view)
	n := 2
	for _, f := range ev.Fields {
		n += len(f) + 16
	}
	b := make([]byte, 0, n)
	b = append(b, '{')
	for i, f := range ev.Fields {
		sf := t.Field(i)
		if sf.Tag.Get("json") == ",omitempty" && empty(rv.Field(i)) {
			continue
		}
		if len(b) > 1 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = append(b, sf.Name...)
		b = append(b, '"', ':')
		b = append(b, f...)
	}
	return append(b, '}')
}

// empty says a value is one encoding/json leaves out under omitempty.
func empty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.String, reflect.Slice, reflect.Map, reflect.Array:
		return v.Len() == 0
	case reflect.Pointer, reflect.Interface:
		return v.IsNil()
	case reflect.Bool:
		return !v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint() == 0
	case reflect.Float32, reflect.Float64:
		return v.Float() == 0
	}
	return false
}
