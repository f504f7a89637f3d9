package online

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/rules"
)

// The encoder's codecs are game.View's fields, in order: a field added to the view and not
// there would never reach a client.
func TestViewCodecsCoverTheView(t *testing.T) {
	v := reflect.TypeFor[game.View]()
	if v.NumField() != len(viewCodecs) {
		t.Fatalf("game.View has %d fields, the encoder %d", v.NumField(), len(viewCodecs))
	}
	for i, fc := range viewCodecs {
		if v.Field(i).Name != fc.name {
			t.Errorf("field %d is %s, the encoder's %s", i, v.Field(i).Name, fc.name)
		}
	}
}

// sameSquares compares every field of game.Squares: one added to the type and not compared
// would let an update keep a board that changed.
func TestSameSquaresComparesEveryField(t *testing.T) {
	knowsEveryField(t, reflect.TypeFor[game.Squares](), "sameSquares",
		"Origin", "Size", "Cols", "Rows", "Tile", "Ground", "Kinds", "Edges", "Links")
	a := &game.Squares{Cols: 2, Rows: 1, Ground: []string{"ab"}, Kinds: map[string]string{"a": "street"}, Edges: []game.EdgeMark{{X: 1, Kind: "wall"}}}
	b := *a
	b.Edges = []game.EdgeMark{{X: 1, Kind: "door"}}
	c := *a
	c.Kinds = map[string]string{"a": "floor"}
	if !sameSquares(a, &game.Squares{Cols: 2, Rows: 1, Ground: []string{"ab"}, Kinds: map[string]string{"a": "street"}, Edges: []game.EdgeMark{{X: 1, Kind: "wall"}}}) ||
		sameSquares(a, &b) || sameSquares(a, &c) || sameSquares(a, nil) {
		t.Error("sameSquares is wrong")
	}
}

// alone encodes each field of a view by itself with encoding/json: what the encoder must give.
func alone(t *testing.T, v game.View) ViewFields {
	rv := reflect.ValueOf(v)
	out := make(ViewFields, rv.NumField())
	for i := range out {
		data, err := json.Marshal(rv.Field(i).Interface())
		if err != nil {
			t.Fatal(err)
		}
		out[i] = data
	}
	return out
}

// client is one client's copy of a seat's view, kept from the changes it is sent.
type client struct {
	view  game.View
	lists bool // protocol 2: list patches
}

// take puts the changes through the wire, in an update, and applies them.
func (c *client) take(t *testing.T, changes ViewChanges) int {
	t.Helper()
	data, err := Encode(Update{State: 1, View: changes})
	if err != nil {
		t.Fatal(err)
	}
	m, err := DecodeServer(data)
	if err != nil {
		t.Fatalf("%s: %v", data, err)
	}
	if c.view, err = m.(Update).View.Apply(c.view); err != nil {
		t.Fatal(err)
	}
	return len(data)
}

func sameJSON(t *testing.T, what string, got, want any) {
	t.Helper()
	a, _ := json.Marshal(got)
	b, _ := json.Marshal(want)
	if !bytes.Equal(a, b) {
		t.Fatalf("%s:\n got %s\nwant %s", what, a, b)
	}
}

// sameView says a client's view is the seat's: field for field, the ruleset's state as the
// same JSON value (a patched state may hold its members in another order).
func sameView(t *testing.T, got, want game.View) {
	t.Helper()
	var a, b any
	if (got.State == nil) != (want.State == nil) || json.Unmarshal(got.State, &a) != json.Unmarshal(want.State, &b) || !reflect.DeepEqual(a, b) {
		t.Fatalf("a client's state:\n got %s\nwant %s", got.State, want.State)
	}
	got.State, want.State = nil, nil
	sameJSON(t, "a client's view", got, want)
}

// In games of every ruleset played by their computer players, for every seat and a watcher:
// the encoder, reusing the JSON of what did not change from one command to the next and
// between seats, gives each field exactly as encoding/json does alone; a client that reads
// whole lists and one that reads list patches, each applying its updates' changes after
// they went through the wire, both have the seat's view after every command; the view made
// whole from its fields is encoding/json's encoding of it, byte for byte; and a resync
// carries the view (old protocol) or leaves it out (protocol 2).
func TestEncodedViewsAndTheirChangesRebuildEverySeatsView(t *testing.T) {
	for _, rs := range rules.All() {
		t.Run(string(rs.ID()), func(t *testing.T) {
			scen, _, err := rules.Builtin(rules.Builtins(rs.ID())[0])
			if err != nil {
				t.Fatal(err)
			}
			sess, err := rs.New(scen, game.Setup{Seed: 5})
			if err != nil {
				t.Fatal(err)
			}
			seats := []game.SeatID{Spectator}
			for _, s := range sess.Seats() {
				seats = append(seats, s.ID)
			}
			var enc ViewEncoder
			sent := map[game.SeatID]*EncodedView{}
			clients := map[game.SeatID][2]*client{}
			var wholeBytes, patchBytes int
			for step := 0; step < 80; step++ {
				enc.Next()
				for _, seat := range seats {
					v := sess.View(seat)
					ev, err := enc.Encode(v)
					if err != nil {
						t.Fatal(err)
					}
					want := alone(t, v)
					for i := range want {
						if !bytes.Equal(ev.Fields[i], want[i]) {
							t.Fatalf("step %d, %s: field %s is %s, alone %s", step, seat, viewCodecs[i].name, ev.Fields[i], want[i])
						}
					}
					if whole, _ := json.Marshal(v); !bytes.Equal(ev.WholeView(), whole) {
						t.Fatalf("step %d, %s: the view made whole is\n%s\nencoding/json's\n%s", step, seat, ev.WholeView(), whole)
					}
					cs, ok := clients[seat]
					if !ok {
						cs = [2]*client{{view: v}, {view: v, lists: true}}
						clients[seat] = cs
					} else {
						wholeBytes += cs[0].take(t, ChangesOf(sent[seat], ev, false))
						patchBytes += cs[1].take(t, ChangesOf(sent[seat], ev, true))
					}
					for _, c := range cs {
						sameView(t, c.view, v)
					}
					checkResync(t, ev, v)
					sent[seat] = ev
				}
				if _, over := sess.Outcome(); over {
					break
				}
				seat := sess.Turn()[0]
				pl, ok := rs.Computer(seat)
				var cmd game.Command
				if ok {
					cmd, ok = pl.Next(sess, seat)
				}
				if !ok {
					_, cmd, _ = sess.Fallback()
				}
				if _, err := sess.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
					t.Fatal(err)
				}
			}
			t.Logf("updates' bytes: %d with whole lists, %d with list patches", wholeBytes, patchBytes)
			if patchBytes > wholeBytes {
				t.Errorf("list patches made the updates bigger: %d bytes, %d whole", patchBytes, wholeBytes)
			}
		})
	}
}

// checkResync encodes both resyncs the server sends and decodes them as a client does.
func checkResync(t *testing.T, ev *EncodedView, v game.View) {
	t.Helper()
	for _, kept := range []bool{false, true} {
		data, err := Encode(NewResync(3, 4, "ab", "moved on", ev, kept))
		if err != nil {
			t.Fatal(err)
		}
		m, err := DecodeServer(data)
		if err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		r := m.(Resync)
		want := Resync{ID: 3, State: 4, Hash: "ab", Reason: "moved on", Kept: kept}
		if !kept {
			want.View = v
		}
		type plain Resync // encoding/json's way, which clients have always read
		generic, _ := json.Marshal(struct {
			T Kind `json:"t"`
			plain
		}{KindResync, plain(want)})
		g, err := DecodeServer(generic)
		if err != nil {
			t.Fatal(err)
		}
		sameJSON(t, "a resync", r, g)
		if kept && bytes.Contains(data, []byte(`"view"`)) {
			t.Fatalf("a kept resync holds a view: %s", data)
		}
	}
}

// List patches from a hostile or broken server that leave a place unknown, name one off the
// list or give a length out of reach are refused, and the view stays as it was.
func TestBadListPatchesAreRefused(t *testing.T) {
	v := sampleView()
	tk := game.Token{ID: "b"}
	for _, p := range []*ListPatch[game.Token]{
		{N: -1},
		{N: 3, Set: map[int]game.Token{1: tk}},
		{N: 2, Set: map[int]game.Token{2: tk}},
		{N: 2, Set: map[int]game.Token{-1: tk}},
		{N: 1 << 40},
		{N: 2, Copy: [][3]int{{0, 0, 1}, {0, 0, 1}}, Set: map[int]game.Token{1: tk}},
		{N: 1, Copy: [][3]int{{0, 5, 1}}},
		{N: 1, Copy: [][3]int{{0, 0, -1}}, Set: map[int]game.Token{0: tk}},
		{N: 1, Copy: [][3]int{{0, 0, 1 << 62}}},
		{N: 2, Copy: [][3]int{{1, 0, 1}}},
	} {
		got, err := ViewChanges{TokensAt: p, Status: new(string)}.Apply(v)
		if err == nil || !reflect.DeepEqual(got, v) {
			t.Errorf("%+v: %v, the view %+v", p, err, got)
		}
	}
	for _, wire := range []string{`{"TokensAt":{"N":"x"}}`, `{"TokensAt":{"N":2,"Set":{"a":{}}}}`, `{"TokensAt":[]}`} {
		if _, err := DecodeServer([]byte(`{"t":"update","view":` + wire + `}`)); err == nil {
			t.Errorf("%s decoded", wire)
		}
	}
	got, err := ViewChanges{TokensAt: &ListPatch[game.Token]{N: 2, Set: map[int]game.Token{1: tk}}}.Apply(v)
	if err != nil || len(got.Tokens) != 2 || got.Tokens[1] != tk || got.Tokens[0] != v.Tokens[0] || len(v.Tokens) != 1 {
		t.Errorf("a good patch gave %+v, %v", got.Tokens, err)
	}
}

// A list patch made from any list before to any list now, duplicates and all, gives the
// list now when applied, after going through the wire.
func TestListPatchesRebuildAnyList(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 4))
	randomList := func() []string {
		out := make([]string, rnd.IntN(12))
		for i := range out {
			out[i] = string(rune('a' + rnd.IntN(6)))
		}
		return out
	}
	items := func(l []string) []json.RawMessage {
		out := make([]json.RawMessage, len(l))
		for i, s := range l {
			out[i], _ = json.Marshal(s)
		}
		return out
	}
	for range 2000 {
		before, now := randomList(), randomList()
		data, ok := listPatch(items(before), items(now), 1<<20)
		if !ok {
			t.Fatalf("no patch from %q to %q", before, now)
		}
		var p ListPatch[string]
		if err := json.Unmarshal(data, &p); err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		got := before
		if err := p.apply("Lines", &got); err != nil || !slices.Equal(got, now) {
			t.Fatalf("%s from %q gave %q (%v), want %q", data, before, got, err, now)
		}
	}
}

// An object patch from any JSON object to any other, names with escapes and nested values
// included, gives the object now (as a JSON value) when applied after going through the
// wire; a state that is not an object is not patched, and the view stays as it was.
func TestObjectPatchesRebuildAnyObject(t *testing.T) {
	rnd := rand.New(rand.NewPCG(5, 6))
	names := []string{"a", "b", `q"uote`, "back\\slash", "é", "<tag>", "round", "zombies"}
	values := []any{1, 2.5, "x", `"}{]`, []any{1, "a]"}, map[string]any{"k": []any{}}, nil, true}
	randomObject := func() json.RawMessage {
		m := map[string]any{}
		for range rnd.IntN(6) {
			m[names[rnd.IntN(len(names))]] = values[rnd.IntN(len(values))]
		}
		data, _ := json.Marshal(m)
		return data
	}
	for range 2000 {
		before, now := randomObject(), randomObject()
		data, ok := objectPatch(before, now)
		if !ok {
			continue // not shorter: the whole state goes
		}
		var p ObjectPatch
		if err := json.Unmarshal(data, &p); err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		got, err := p.apply(before)
		var a, b any
		if err != nil || json.Unmarshal(got, &a) != nil || json.Unmarshal(now, &b) != nil || !reflect.DeepEqual(a, b) {
			t.Fatalf("%s from %s gave %s (%v), want %s", data, before, got, err, now)
		}
	}
	if _, ok := objectPatch([]byte(`[1,2]`), []byte(`{"a":1}`)); ok {
		t.Error("a patch from an array")
	}
	v := sampleView()
	v.State = json.RawMessage(`[1]`)
	got, err := ViewChanges{StateAt: &ObjectPatch{Set: map[string]json.RawMessage{"a": json.RawMessage("1")}}}.Apply(v)
	if err == nil || !reflect.DeepEqual(got, v) {
		t.Errorf("patching a state that is no object: %v, %s", err, got.State)
	}
}

// sameCard compares every field of game.Card: one added to the type and not compared would
// let an update keep a card that changed. (Tokens, markers and tracks are compared with ==,
// which takes every field, and would not compile with one that cannot be compared.)
func TestSameCardComparesEveryField(t *testing.T) {
	knowsEveryField(t, reflect.TypeFor[game.Card](), "sameCard", "Model", "Title", "Lines")
	a := game.Card{Model: "m", Title: "T", Lines: []string{"a"}}
	for _, b := range []game.Card{{Model: "n", Title: "T", Lines: []string{"a"}}, {Model: "m", Title: "U", Lines: []string{"a"}},
		{Model: "m", Title: "T", Lines: []string{"b"}}, {Model: "m", Title: "T"}, {Model: "m", Title: "T", Lines: []string{}}} {
		if sameCard(&a, &b) {
			t.Errorf("%+v taken for %+v", b, a)
		}
	}
	if c := (game.Card{Model: "m", Title: "T", Lines: []string{"a"}}); !sameCard(&a, &c) {
		t.Error("equal cards differ")
	}
}

// knowsEveryField fails unless type typ has exactly the fields known, in that order: those
// that comparer (named for the message) compares.
func knowsEveryField(t *testing.T, typ reflect.Type, comparer string, known ...string) {
	t.Helper()
	if typ.NumField() != len(known) {
		t.Fatalf("%s has %d fields, %s compares %d: %v", typ, typ.NumField(), comparer, len(known), known)
	}
	for i, name := range known {
		if typ.Field(i).Name != name {
			t.Errorf("%s field %d is %s; %s knows %s", typ, i, typ.Field(i).Name, comparer, name)
		}
	}
}
