package physics

import (
	"slices"
	"testing"
)

// A base taken off the table and restored comes back under its own id, in its place in table
// order, found where it now stands; restoring one still on the table moves it.
func TestRestoreBodyKeepsItsPlaceInTableOrder(t *testing.T) {
	tb, err := NewTable(20, 20, nil)
	if err != nil {
		t.Fatal(err)
	}
	var ids []BodyID
	for i := 0; i < 3; i++ {
		ids = append(ids, tb.AddBody(Body{Base: Base25mm, Pos: Vec{5 + 2*float64(i), 5}}))
	}
	tb.RemoveBody(ids[0])
	if got := tb.BodiesWithin(nil, Vec{7, 5}, 5); slices.Contains(got, ids[0]) {
		t.Fatalf("a removed base is still found: %v", got)
	}
	tb.RestoreBody(ids[0], Body{Base: Base25mm, Pos: Vec{5, 7}})
	b, alive := tb.Body(ids[0])
	if !alive || b.Pos != (Vec{5, 7}) {
		t.Fatalf("restored base: %+v alive %v", b, alive)
	}
	if got := tb.BodiesWithin(nil, Vec{7, 5}, 5); !slices.Equal(got, ids) {
		t.Fatalf("after the restore the bases found are %v, want %v in table order", got, ids)
	}
	tb.RestoreBody(ids[1], Body{Base: Base25mm, Pos: Vec{7, 9}})
	if b, _ := tb.Body(ids[1]); b.Pos != (Vec{7, 9}) {
		t.Fatalf("restoring a base on the table should move it: %+v", b)
	}
	fresh, _ := NewTable(20, 20, nil)
	for _, p := range []Vec{{5, 7}, {7, 9}, {9, 5}} {
		fresh.AddBody(Body{Base: Base25mm, Pos: p})
	}
	if tb.print != fresh.print {
		t.Fatalf("the table's fingerprint after a remove and a restore differs from one never changed")
	}
}
