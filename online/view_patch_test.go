package online

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

func sampleView() game.View {
	return game.View{Seat: "reds", Status: "Round 1",
		Tokens:  []game.Token{{ID: "a", Name: "Ana", Body: physics.Body{Pos: physics.Vec{X: 1, Y: 2}}}},
		Markers: []game.Marker{{ID: "m", Name: "Crate"}},
		Lines:   []string{"Get out"},
		Squares: &game.Squares{Cols: 2, Rows: 1, Ground: []string{"ab"}},
		State:   json.RawMessage(`{"round":1}`)}
}

// sent puts changes through the wire as an update does: encoded by the server, decoded by
// a client.
func sent(t *testing.T, c ViewChanges) (ViewChanges, string) {
	t.Helper()
	data, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	var got ViewChanges
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatalf("the changes %s do not decode: %v", data, err)
	}
	return got, string(data)
}

// ViewChanges has a field for every field of game.View, by the same name and of the same
// type: a field added to the view and not here would never reach an online table.
func TestViewChangesCoverTheView(t *testing.T) {
	v, c := reflect.TypeFor[game.View](), reflect.TypeFor[ViewChanges]()
	for i := range v.NumField() {
		f := v.Field(i)
		g, ok := c.FieldByName(f.Name)
		if !ok {
			t.Errorf("ViewChanges has no field %s", f.Name)
			continue
		}
		if g.Type != f.Type && g.Type != reflect.PointerTo(f.Type) {
			t.Errorf("ViewChanges.%s is a %v, the view's a %v", f.Name, g.Type, f.Type)
		}
	}
}

// A view rebuilt from changes is the view the server has, field for field, including fields
// that become empty; the changes hold only what changed.
func TestViewChangesRebuildTheView(t *testing.T) {
	a := sampleView()
	fa, err := EncodeViewFields(a)
	if err != nil {
		t.Fatal(err)
	}
	whole, _ := sent(t, Changes(nil, fa))
	got, err := whole.Apply(game.View{})
	if err != nil || !reflect.DeepEqual(got, a) {
		t.Fatalf("the whole view as changes gave %+v (%v), want %+v", got, err, a)
	}

	b := a
	b.Tokens = []game.Token{{ID: "a", Name: "Ana", Body: physics.Body{Pos: physics.Vec{X: 3, Y: 2}}}}
	b.Squares, b.State, b.Lines = nil, nil, nil
	fb, _ := EncodeViewFields(b)
	c, wire := sent(t, Changes(fa, fb))
	for _, same := range []string{`"Markers"`, `"Status"`, `"Seat"`} {
		if strings.Contains(wire, same) {
			t.Errorf("the changes %s hold the unchanged %s", wire, same)
		}
	}
	next, err := c.Apply(got)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(next, b) {
		t.Errorf("changed into %+v, want %+v", next, b)
	}
	if got.Tokens[0].Body.Pos.X != 1 || got.Squares == nil {
		t.Errorf("applying changed the earlier view: %+v", got)
	}
	if _, wire := sent(t, Changes(fb, fb)); wire != "{}" {
		t.Errorf("no change gave %s", wire)
	}
}

// Changes from a hostile or broken server that clear a field the view lacks are refused
// with the field named, and the view stays as it was.
func TestBadViewChangesAreRefused(t *testing.T) {
	v := sampleView()
	for _, name := range []string{"Nope", "encoded", ""} {
		got, err := ViewChanges{Cleared: []string{"Status", name}}.Apply(v)
		if err == nil || !strings.Contains(err.Error(), `"`+name+`"`) {
			t.Errorf("clearing %q: %v", name, err)
		}
		if !reflect.DeepEqual(got, v) {
			t.Errorf("clearing %q changed the view", name)
		}
	}
}

// One encoder for several seats' views gives each view's fields exactly as encoding it
// alone does: a value shared by seats is encoded once, and values that differ (an empty
// list and none, another seat's tokens) are not taken for each other.
func TestViewEncoderSharesOnlyEqualFields(t *testing.T) {
	a := sampleView()
	b := sampleView()
	b.Seat, b.Lines = "blues", []string{}
	c := sampleView()
	c.Seat, c.Lines, c.Squares = "greens", nil, &game.Squares{Cols: 2, Rows: 1, Ground: []string{"ba"}}
	c.Tokens = []game.Token{{ID: "a", Name: "Ana", Body: physics.Body{Pos: physics.Vec{X: 1, Y: 2.5}}}}
	enc := new(ViewEncoder)
	for _, v := range []game.View{a, b, c, a} {
		got, err := enc.Encode(v)
		if err != nil {
			t.Fatal(err)
		}
		want, err := EncodeViewFields(v)
		if err != nil {
			t.Fatal(err)
		}
		for i := range want {
			if string(got.Fields[i]) != string(want[i]) {
				t.Errorf("%s: field %d is %s, alone %s", v.Seat, i, got.Fields[i], want[i])
			}
		}
	}
}
