package zombiemarines

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"

	"github.com/borrowed-time/tabletop/grid"
)

// playedState is the state of a game of the built-in scenario after its computer players
// have made some commands: tiles face up, doors placed and some broken.
func playedState(t *testing.T, commands int) (*rules, *State) {
	t.Helper()
	g := newGame(t, `{"marines":"4"}`, false)
	for i := 0; i < commands; i++ {
		if _, over := g.Outcome(); over {
			break
		}
		seat := g.Turn()[0]
		pl, _ := Ruleset{}.Computer(seat)
		cmd, _ := pl.Next(g, seat)
		if _, err := g.Apply(seat, engineEntry(cmd)); err != nil {
			t.Fatal(err)
		}
	}
	return g.Rules().(*rules), g.State()
}

// The terrain's steps and sight between neighbours agree with the rules' own board on every
// square of a played map.
func TestTerrainAgreesWithTheBoard(t *testing.T) {
	r, s := playedState(t, 300)
	for p := range s.Flipped {
		s.Flipped[p] = true // every tile's walls
	}
	s.Doors = append(s.Doors, Door{Edge: r.tileWalls(s, 0)[0]}, Door{Edge: r.tileWalls(s, 1)[0], Broken: true})
	tr := r.terrainOf(s)
	sight, walk := MapBoard(r.setup, s), r.buildBoard(s, true)
	walls := 0
	for i := 0; i < MapSide*MapSide; i++ {
		q := square(i)
		for d, step := range grid.Orthogonal {
			n := q.Add(step)
			if !onMap(n) {
				continue
			}
			if got, want := !tr.closed(q, d, true), sight.CanStep(q, n); got != want {
				t.Fatalf("zombie step %v→%v: terrain %v, board %v", q, n, got, want)
			}
			if got, want := !tr.closed(q, d, false), walk.CanStep(q, n); got != want {
				t.Fatalf("marine step %v→%v: terrain %v, board %v", q, n, got, want)
			}
			if tr.closed(q, d, true) {
				walls++
			}
		}
		for _, n := range neighbours8(q, new([9]grid.Square)) {
			if got, want := tr.adjacentSees(q, n), sight.Sees(q, n); got != want {
				t.Fatalf("sight %v→%v: terrain %v, board %v", q, n, got, want)
			}
		}
	}
	if walls == 0 {
		t.Fatal("no wall on the whole map: the test proves nothing")
	}
}

func engineEntry(cmd game.Command) game.Entry { return game.Entry{Cmd: cmd} }

// square is the square at a field's index.
func square(i int) grid.Square { return grid.Square{X: i % MapSide, Y: i / MapSide} }

// TestNearestFaceDownTileAsTheWholeField checks the walk that stops early against the rule
// it implements, worked out from a whole field: the face-down tile with the shortest walk
// from a living marine, edge tiles counting edgeTileCost more, ties to the lower position.
func TestNearestFaceDownTileAsTheWholeField(t *testing.T) {
	for _, opts := range []string{`{"marines":"4"}`, `{"marines":"1","game":"first"}`} {
		g := newGame(t, opts, false)
		checked := 0
		for i := 0; i < 4000; i++ {
			if _, over := g.Outcome(); over {
				break
			}
			s := g.State()
			r := g.Rules().(*rules)
			tr := r.terrainOf(s)
			field := tr.walkField(marineSquares(s))
			want, wd := -1, far
			for p, up := range s.Flipped {
				if up {
					continue
				}
				d := far
				for _, q := range tileSquares(p) {
					d = min(d, field[index(q)])
				}
				if edgePos(p) {
					d += edgeTileCost
				}
				if d < wd {
					want, wd = p, d
				}
			}
			if got, ok := tr.nearestFaceDown(s); got != want || ok != (want >= 0) {
				t.Fatalf("%s, command %d: tile %d (%v), the whole field says %d", opts, i, got, ok, want)
			}
			checked++
			seat := g.Turn()[0]
			pl, _ := Ruleset{}.Computer(seat)
			cmd, _ := pl.Next(g, seat)
			if _, err := g.Apply(seat, engineEntry(cmd)); err != nil {
				t.Fatal(err)
			}
		}
		if checked < 100 {
			t.Fatalf("%s: %d states checked", opts, checked)
		}
	}
}
