package physics_test

import (
	"sync"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

// TestTablesOnTwoGoroutines uses two tables at once, as two server rooms do, or a game and
// the copy a computer player thinks on: run under -race, it fails if adding, removing and
// moving bases touches anything the tables share (resolv counts its shapes in a package
// variable).
func TestTablesOnTwoGoroutines(t *testing.T) {
	var wg sync.WaitGroup
	for g := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tb, err := physics.NewTable(48, 48, nil)
			if err != nil {
				t.Error(err)
				return
			}
			for i := range 200 {
				p := physics.Vec{X: 2 + float64(i%20)*2, Y: 2 + float64(g*20+i/20)}
				id := tb.AddBody(physics.Body{Base: physics.Base25mm, Pos: p})
				tb.RemoveBody(id)
				tb.RestoreBody(id, physics.Body{Base: physics.Base25mm, Pos: p})
				tb.MoveBody(id, p.Add(physics.Vec{X: 0.5}), 0, 0)
			}
		}()
	}
	wg.Wait()
}
