package online

import (
	"reflect"
	"testing"
)

// Whatever the one-pass decoder takes, strictDecode takes too, to the same message; the
// ordinary messages of every kind take the one pass.
func FuzzDecodeDirectAgreesWithStrict(f *testing.F) {
	for _, s := range decodeSeeds {
		f.Add([]byte(s))
	}
	for _, s := range []string{
		`{"t":"act","id":1,"ID":2,"state":0,"action":"x","picks":{}}`, `{"T":"act","t":"act","id":1,"action":"x"}`,
		`{"t":"act","id":1,"id":2,"action":"x","picks":{"To":{"X":1,"x":2}}}`, `{"t":"chat","text":"a","t":"hello"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		kind, err := kindOf(data)
		if err != nil {
			return
		}
		mk, ok := clientKinds[kind]
		if !ok {
			return
		}
		direct, strict := mk(), mk()
		if !decodeDirect(data, direct) {
			return
		}
		if err := strictDecode(data, strict); err != nil {
			t.Fatalf("%q: one pass took it, strictDecode refuses: %v", data, err)
		}
		if !reflect.DeepEqual(direct, strict) {
			t.Fatalf("%q: one pass gives %+v, strictDecode %+v", data, direct, strict)
		}
	})
}

func TestOrdinaryMessagesTakeTheOnePass(t *testing.T) {
	for _, s := range decodeSeeds[:8] {
		kind, _ := kindOf([]byte(s))
		if !decodeDirect([]byte(s), clientKinds[kind]()) {
			t.Errorf("%s does not take the one pass", s)
		}
	}
}
