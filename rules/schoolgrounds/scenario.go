package schoolgrounds

import (
	"fmt"

	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/maps"
)

// Setup is what a School Grounds scenario says beyond the shared sections: the scenario
// keeps it in maps.Scenario.Rules.
type Setup struct {
	Board *Board
}

// extension reads School Grounds' own field of a scenario file:
//
//	"board": {
//	  "plan": [35 rows: corner rows "+ +-+d+w+f+" (north edges), square rows " .|_d1w," (west edges, squares)],
//	  "hatches": [{"name": "Boiler tunnel", "a": [9, 6], "b": [9, 14]}]
//	}
//
// Square letters: . yard, , street, _ floor, g the gas station's floor, F fountain, C car,
// 1 2 3 search piles of that tier. Edge letters: | - wall, d closed door, o open door, w
// window, f fence, space nothing. Corners are '+'.
type extension struct{}

func (extension) Fields() []string     { return []string{"board"} }
func (extension) StartSides() []string { return nil }

func (extension) Read(f *maps.Fields, s *maps.Scenario) any {
	if s.Width < BoardW || s.Height < BoardH {
		f.Problem("table", "the board is %d × %d one-inch squares; the table is %g × %g", BoardW, BoardH, s.Width, s.Height)
	}
	bf, ok := f.Object("board", true, "plan", "hatches")
	if !ok {
		return &Setup{}
	}
	before := f.Problems()
	b := readPlan(bf, bf.Strings("plan", true))
	if f.Problems() > before {
		return &Setup{}
	}
	readHatches(bf, b)
	checkBoard(bf, b)
	if f.Problems() > before {
		return &Setup{}
	}
	return &Setup{Board: b}
}

// readPlan reads the plan's rows, each problem at its row and column.
func readPlan(f *maps.Fields, rows []string) *Board {
	b := &Board{edges: map[grid.Edge]edgeRef{}, FenceX: -1}
	if !f.Has("plan") {
		return b
	}
	if len(rows) != 2*BoardH+1 {
		f.Problem(f.At("plan"), "has %d rows; a board of %d rows of squares needs %d (a row of edges above and below each)", len(rows), BoardH, 2*BoardH+1)
		return b
	}
	for i, row := range rows {
		at := fmt.Sprintf("%s[%d]", f.At("plan"), i)
		if len(row) > 2*BoardW+1 {
			f.Problem(at, "is %d characters long; at most %d (%d squares with the edges between)", len(row), 2*BoardW+1, BoardW)
			continue
		}
		for len(row) < 2*BoardW+1 {
			row += " "
		}
		if i%2 == 0 {
			readEdgeRow(f, b, at, i/2, row)
		} else {
			readSquareRow(f, b, at, i/2, row)
		}
	}
	return b
}

func readEdgeRow(f *maps.Fields, b *Board, at string, y int, row string) {
	for c := 0; c < len(row); c++ {
		ch := row[c]
		if c%2 == 0 {
			if ch != '+' {
				f.Problem(at, "column %d: %q where a corner '+' belongs", c+1, ch)
			}
			continue
		}
		b.setEdge(f, at, c, grid.Edge{X: c / 2, Y: y}, ch, "-")
	}
}

func readSquareRow(f *maps.Fields, b *Board, at string, y int, row string) {
	var ground []byte
	for c := 0; c < len(row); c++ {
		ch := row[c]
		if c%2 == 0 {
			b.setEdge(f, at, c, grid.Edge{X: c / 2, Y: y, West: true}, ch, "|")
			continue
		}
		q := grid.Square{X: c / 2, Y: y}
		if _, ok := groundKinds[ch]; !ok {
			f.Problem(at, "column %d: %q is not a square (known: . , _ g F C 1 2 3)", c+1, ch)
			ch = yard
		}
		switch ch {
		case fountain:
			b.Fountain = append(b.Fountain, q)
		case car:
			b.Car = append(b.Car, q)
		case '1', '2', '3':
			b.Search = append(b.Search, SearchTile{At: q, Tier: int(ch - '0')})
		}
		ground = append(ground, ch)
	}
	b.Ground = append(b.Ground, string(ground))
}

// setEdge records the edge letter ch at column c of a plan row; wall is the wall letter
// of that kind of row.
func (b *Board) setEdge(f *maps.Fields, at string, c int, e grid.Edge, ch byte, wall string) {
	outer := e.West && (e.X == 0 || e.X == BoardW) || !e.West && (e.Y == 0 || e.Y == BoardH)
	if ch != ' ' && outer {
		f.Problem(at, "column %d: %q on the board's outer edge (the edge of the map is open)", c+1, ch)
		return
	}
	switch {
	case ch == ' ':
	case string(ch) == wall:
		b.edges[e] = edgeRef{Kind: edgeWall}
	case ch == 'd' || ch == 'o':
		b.edges[e] = edgeRef{Kind: edgeDoor, Index: len(b.Doors)}
		a, n := grid.Square{X: e.X, Y: e.Y}, grid.Square{X: e.X, Y: e.Y - 1}
		if e.West {
			n = grid.Square{X: e.X - 1, Y: e.Y}
		}
		b.Doors = append(b.Doors, Opening{Name: fmt.Sprintf("Door %d", len(b.Doors)+1), Edge: e, A: n, B: a, Open: ch == 'o'})
	case ch == 'w':
		b.edges[e] = edgeRef{Kind: edgeWindow, Index: len(b.Windows)}
		b.Windows = append(b.Windows, e)
	case ch == 'f':
		if !e.West {
			f.Problem(at, "column %d: the fence runs from top to bottom, down the west edges of one column, not along a row", c+1)
			return
		}
		if b.FenceX >= 0 && b.FenceX != e.X {
			f.Problem(at, "column %d: a second fence line; the fence is one line from the top to the bottom", c+1)
			return
		}
		b.FenceX = e.X
		b.edges[e] = edgeRef{Kind: edgeFence}
	default:
		f.Problem(at, "column %d: %q is not an edge (known: %s wall, d door, o open door, w window, f fence, space)", c+1, ch, wall)
	}
}

// readHatches reads the hatches: two squares each, not side by side.
func readHatches(f *maps.Fields, b *Board) {
	for i, hf := range f.List("hatches", false, "name", "a", "b") {
		name := hf.Str("name", true, fmt.Sprintf("Hatch %d", i+1))
		a, okA := squareField(hf, "a")
		c, okB := squareField(hf, "b")
		if !okA || !okB {
			continue
		}
		if a == c || grid.Adjacent(a, c) {
			hf.Problem(hf.Path(), "joins %v and %v, which touch; a hatch joins squares apart (a door goes between neighbours)", a, c)
			continue
		}
		b.Doors = append(b.Doors, Opening{Name: name, Hatch: true, A: a, B: c})
	}
}

// squareField reads [x, y] as a square of the board.
func squareField(f *maps.Fields, key string) (grid.Square, bool) {
	pt, ok := f.Point(key, &maps.Scenario{Width: 1e6, Height: 1e6}) // checked below, in squares
	if !ok {
		return grid.Square{}, false
	}
	q := grid.Square{X: int(pt.X), Y: int(pt.Y)}
	if float64(q.X) != pt.X || float64(q.Y) != pt.Y || !onBoard(q) {
		f.Problem(f.At(key), "should be a square [column, row] with 0 ≤ column < %d and 0 ≤ row < %d, found [%g, %g]", BoardW, BoardH, pt.X, pt.Y)
		return grid.Square{}, false
	}
	return q, true
}

// checkBoard checks what the rules need of the board as a whole.
func checkBoard(f *maps.Fields, b *Board) {
	at := f.At("plan")
	if len(b.Fountain) != 9 || !square3(b.Fountain) {
		f.Problem(at, "the fountain is 9 squares 'F' in a 3 × 3 block, where the survivors start; found %d", len(b.Fountain))
	}
	if len(b.Car) == 0 {
		f.Problem(at, "has no car 'C'")
	}
	if b.FenceX < 0 {
		f.Problem(at, "has no fence 'f' from the top of the board to the bottom")
	} else {
		checkFence(f, b)
	}
	for tier := 1; tier <= 3; tier++ {
		n := 0
		for _, t := range b.Search {
			if t.Tier == tier {
				n++
			}
		}
		if n < pileSize(tier) {
			f.Problem(at, "has %d search tiles of tier %d; the pile has %d cards, and every card must be findable", n, tier, pileSize(tier))
		}
	}
	for _, t := range b.Search {
		if b.FenceX >= 0 && (t.Tier == 1) != b.schoolSide(t.At) {
			f.Problem(at, "the tier %d search tile at %v is on the wrong side of the fence (tier 1 west of it, tiers 2 and 3 east)", t.Tier, t.At)
		}
	}
	for _, c := range b.Car {
		if b.FenceX >= 0 && b.schoolSide(c) {
			f.Problem(at, "the car at %v is west of the fence; the gas station is on the right side", c)
		}
	}
}

// checkFence: the fence's line reaches the top and bottom rows and has a gap to cross by.
func checkFence(f *maps.Fields, b *Board) {
	gaps := 0
	for y := 0; y < BoardH; y++ {
		if b.edges[grid.Edge{X: b.FenceX, Y: y, West: true}].Kind != edgeFence {
			gaps++
		}
	}
	top := b.edges[grid.Edge{X: b.FenceX, Y: 0, West: true}].Kind == edgeFence
	bottom := b.edges[grid.Edge{X: b.FenceX, Y: BoardH - 1, West: true}].Kind == edgeFence
	switch {
	case !top || !bottom:
		f.Problem(f.At("plan"), "the fence must touch the top and the bottom of the board")
	case gaps == 0:
		f.Problem(f.At("plan"), "the fence has no gate: leave at least one gap to cross by")
	}
}

func square3(qs []grid.Square) bool {
	if len(qs) != 9 {
		return false
	}
	x, y := qs[0].X, qs[0].Y
	for i, q := range qs {
		if q.X != x+i%3 || q.Y != y+i/3 {
			return false
		}
	}
	return true
}

// LoadScenario reads a School Grounds scenario file.
func LoadScenario(name string, data []byte) (*maps.Scenario, error) {
	s, err := maps.LoadWith(name, data, extension{})
	if err != nil {
		return nil, err
	}
	if s.Ruleset != string(ID) {
		return nil, fmt.Errorf("%s is a %s scenario, not a School Grounds one", name, s.Ruleset)
	}
	return s, nil
}
