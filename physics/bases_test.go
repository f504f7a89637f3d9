package physics

import "testing"

// Bases put back after any states keep the models' order and ids, as on a fresh table, and
// the table does not grow.
func TestBasesKeepTheirIdsWhateverStatesCameBefore(t *testing.T) {
	tb, err := NewTable(48, 48, nil)
	if err != nil {
		t.Fatal(err)
	}
	at := func(x float64) Body { return Body{Base: Base25mm, Pos: Vec{X: x, Y: 10}} }
	b := NewBases(tb)
	for i := range 3 {
		b.Place(i, at(float64(5+5*i)))
	}
	want := []BodyID{0, 1, 2}
	// A rollout: model 1 killed, two zombies added; then the state before it again.
	b.Off(1)
	b.Place(3, at(30))
	b.Place(4, Body{Base: Base40mm, Pos: Vec{X: 40, Y: 10}})
	for i := range 3 {
		b.Place(i, at(float64(5+5*i)))
	}
	b.Keep(3)
	for i, id := range want {
		if got, on := b.ID(i); got != id || !on {
			t.Errorf("model %d: base %d (on the table %v), want %d", i, got, on, id)
		}
	}
	if _, on := b.ID(3); on {
		t.Error("a model the state does not have is still on the table")
	}
	// Another rollout adds a model at index 3 again, of another base: the same id, resized.
	if id := b.Place(3, Body{Base: Base40mm, Pos: Vec{X: 30, Y: 30}}); id != 3 {
		t.Errorf("model 3 came back as base %d, want 3", id)
	}
	if got, _ := tb.Body(3); got.Base != Base40mm {
		t.Errorf("model 3's base is %v, want 40mm", got.Base)
	}
	if len(tb.bodies) != 5 {
		t.Errorf("the table holds %d bases after the rollouts, want 5", len(tb.bodies))
	}
	b.Clear()
	if got := tb.BodiesWithin(nil, Vec{X: 24, Y: 24}, 100); len(got) != 0 {
		t.Errorf("after Clear the table has bases %v", got)
	}
}
