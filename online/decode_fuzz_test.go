package online

import (
	"reflect"
	"strings"
	"testing"
)

var decodeSeeds = []string{
	`{"t":"hello","code":"abc-def","last":3,"name":"Ana"}`,
	`{"t":"command","id":1,"state":4,"command":{"type":"end-round"}}`,
	`{"t":"act","id":2,"state":4,"model":"m1","action":"move","picks":{"To":{"X":3,"Y":4},"Via":[{"X":1,"Y":1}]}}`,
	`{"t":"move-on","id":3,"state":9}`,
	`{"t":"actions","id":4,"model":""}`,
	`{"t":"preview","id":5,"action":"attack","picks":{"Target":"z1"}}`,
	`{"t":"act","id":7,"state":4,"model":"s1","action":"trade:s2","picks":{"Chosen":["bandages#06","fuel-can#19"]}}`,
	`{"t":"chat","text":"hello all"}`,
	`{"t":"hashes","id":6,"from":1}`,
	`{"t":"welcome"}`, `{"t":"hello","code":"a-b","extra":1}`, `{"t":"hello"}{"t":"hello"}`,
	`{"t":"chat","text":"\u0000"}`, `{"t":"act","id":-1,"state":0,"action":"x","picks":{}}`,
	`[]`, `null`, `{"t":null}`, `{"t":7}`, `"hello"`, `{"t":"hello","code":"a-b","last":1e400}`,
	`{"t":"act","id":1,"state":0,"action":"x","picks":{"Via":[` + strings.Repeat(`{"X":1,"Y":1},`, 70) + `{"X":1,"Y":1}]}}`,
	strings.Repeat("[", 5000), `{"t":"chat","text":"` + strings.Repeat("é", 300) + `"}`,
}

// The decoder never panics, and whatever it accepts is a known kind within its limits that
// encodes and decodes back to itself.
func FuzzDecodeClient(f *testing.F) {
	for _, s := range decodeSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := DecodeClient(data)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("a refusal without words")
			}
			return
		}
		if _, ok := clientKinds[m.Kind()]; !ok {
			t.Fatalf("accepted an unknown kind %q", m.Kind())
		}
		again, err := Encode(m)
		if err != nil {
			t.Fatalf("cannot encode what was accepted: %v", err)
		}
		if _, err := DecodeClient(again); err != nil && len(again) <= MaxClientMessage {
			t.Fatalf("accepted %q, but not its own encoding %q: %v", data, again, err)
		}
	})
}

func TestTheDecoderRefusesWhatIsWrongAndSaysWhat(t *testing.T) {
	cases := map[string]string{
		`{"t":"hello","code":"a-b","extra":1}`:                   "extra",
		`{"t":"hello"}{"t":"hello"}`:                             "after top-level value",
		`{"t":"shout"}`:                                          "not a message a client may send",
		`{"t":"welcome"}`:                                        "not a message a client may send",
		`{"t":"chat","text":"a\u0007b"}`:                         "control character",
		`{"t":"chat","text":"  "}`:                               "empty",
		`{"t":"act","id":-1,"state":0,"action":"x","picks":{}}`:  "negative",
		`{"t":"command","id":1,"state":0}`:                       "no command",
		`{"state":1}`:                                            "no kind",
		`{"t":"chat","text":"` + strings.Repeat("x", 300) + `"}`: "at most 280",
		`{"t":"hello","code":"","last":0}`:                       "missing",
		`{"t":"act","id":1,"state":0,"action":"x","picks":{"Via":[` + strings.Repeat(`{"X":1,"Y":1},`, 70) + `{"X":1,"Y":1}]}}`: "route",
		strings.Repeat(" ", MaxClientMessage+1): "at most",
		`{"t":"act","id":1,"state":0,"action":"x","picks":{"Chosen":[` + strings.Repeat(`"a",`, 70) + `"a"]}}`: "choices are picked",
		`{"t":"act","id":1,"state":0,"action":"x","picks":{"Chosen":["a\u0007"]}}`:                             "control character",
	}
	for in, want := range cases {
		_, err := DecodeClient([]byte(in))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%.60q: %v (want it to say %q)", in, err, want)
		}
	}
	for _, ok := range decodeSeeds[:9] {
		if _, err := DecodeClient([]byte(ok)); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
}

func TestLinksCarryTheCodeAfterTheHash(t *testing.T) {
	secret := "abcdefghijklmnopqrstuvwxyz234567"
	link := Link("https://games.example.org/", Code("room1", secret))
	server, code, err := ParseLink(link)
	if err != nil || server != "https://games.example.org" || code != "room1-"+secret {
		t.Fatalf("%s → %s %s %v", link, server, code, err)
	}
	if u, _ := SocketURL(server); u != "wss://games.example.org/ws" {
		t.Fatalf("socket %s", u)
	}
	for _, bad := range []string{"games.example.org/join#a-b", "http://host/join", "ftp://h/join#a-b", "http://host/join#nodash"} {
		if _, _, err := ParseLink(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

// A client reading a hostile or broken server's messages never panics, and an update's
// view changes apply, or are refused with words, without touching the view they start from.
func FuzzDecodeServer(f *testing.F) {
	for _, s := range []string{
		`{"t":"update","state":3,"hash":"h","view":{"Status":"x","Tokens":[{"ID":"a"}],"Cleared":["State"]},"events":[]}`,
		`{"t":"update","view":{"Cleared":["Nope"]}}`, `{"t":"update","view":{"Squares":{"Cols":-1,"Ground":["a"]}}}`,
		`{"t":"welcome","view":{"Seat":"a"},"seats":[{"id":"a"}]}`, `{"t":"resync","id":1,"view":null}`,
		`{"t":"updat`, `{"t":"x-y"}`, `{"t":"","view":{}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := DecodeServer(data)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("a refusal without words")
			}
			return
		}
		if u, ok := m.(Update); ok {
			before := sampleView()
			if _, err := u.View.Apply(before); err != nil && err.Error() == "" {
				t.Fatal("a refusal without words")
			}
			if !reflect.DeepEqual(before, sampleView()) {
				t.Fatal("applying changes touched the view they started from")
			}
		}
	})
}
