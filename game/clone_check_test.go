package game

import (
	"reflect"
	"testing"
)

// A copy that shares a slice, a map or a pointer with its original is caught, by its path;
// a deep copy is not.
func TestSharedMemoryFindsWhatACopyShares(t *testing.T) {
	type inner struct{ Cards []string }
	type state struct {
		Hands  []inner
		Scores map[string]int
		Pend   *inner
	}
	a := state{Hands: []inner{{Cards: []string{"x"}}}, Scores: map[string]int{"a": 1}, Pend: &inner{Cards: []string{"y"}}}
	deep := jsonClone(&a)
	if p := sharedMemory(reflect.ValueOf(a), reflect.ValueOf(deep), "state"); p != "" {
		t.Fatalf("a deep copy shares %s", p)
	}
	shallow := a
	shallow.Hands = append([]inner(nil), a.Hands...) // the hands copied, their cards not
	if p := sharedMemory(reflect.ValueOf(a), reflect.ValueOf(shallow), "state"); p != "state.Hands[0].Cards" {
		t.Fatalf("found %q", p)
	}
	shallow.Hands[0].Cards = []string{"x"}
	if p := sharedMemory(reflect.ValueOf(a), reflect.ValueOf(shallow), "state"); p != "state.Scores" {
		t.Fatalf("found %q", p)
	}
}
