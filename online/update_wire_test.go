package online

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// updateFields has every field of Update but its view, by the same name, type and tag: a
// field added to Update and not there would never reach a client.
func TestUpdateFieldsCoverTheUpdate(t *testing.T) {
	u, w := reflect.TypeFor[Update](), reflect.TypeFor[updateFields]()
	if w.NumField() != u.NumField()-1 {
		t.Errorf("updateFields has %d fields, Update %d besides its view", w.NumField(), u.NumField()-1)
	}
	for i := range u.NumField() {
		f := u.Field(i)
		if f.Name == "View" {
			continue
		}
		g, ok := w.FieldByName(f.Name)
		if !ok || g.Type != f.Type || g.Tag != f.Tag {
			t.Errorf("updateFields.%s: %v %q, Update's %v %q", f.Name, g.Type, g.Tag, f.Type, f.Tag)
		}
	}
}

// An update written by its own fields decodes, on a client, to what encoding/json's
// encoding of the same update decodes to.
func TestAnUpdateDecodesAsEncodingJSONWritesIt(t *testing.T) {
	fa, err := EncodeViewFields(sampleView())
	if err != nil {
		t.Fatal(err)
	}
	evs := []Event{{N: 7, State: 3, Event: game.Event{Type: "moved", Text: "Ana moves \"4\" <here>"}}}
	for _, u := range []Update{
		{State: 3, Hash: "ab", Last: 7, By: "reds", Turn: []game.SeatID{"blues"}, View: Changes(nil, fa), Events: evs},
		{State: 4, Outcome: &game.Outcome{Winners: []game.SeatID{"reds"}, Reason: "The reds held out"}, View: ViewChanges{}},
		{},
	} {
		data, err := Encode(u)
		if err != nil {
			t.Fatal(err)
		}
		if !json.Valid(data) {
			t.Fatalf("not JSON: %s", data)
		}
		got, err := DecodeServer(data)
		if err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		type plain Update // encoding/json's way, which the client has always read
		generic, _ := json.Marshal(struct {
			T Kind `json:"t"`
			plain
		}{KindUpdate, plain(u)})
		want, err := DecodeServer(generic)
		if err != nil {
			t.Fatalf("%s: %v", generic, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("written as %s\ndecodes to %+v\nencoding/json's %s to %+v", data, got, generic, want)
		}
	}
}
