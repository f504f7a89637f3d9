package physics

import (
	"math"
	"slices"
)

// indexParts files each terrain part under the space's cells that its bounding box touches
// (as resolv would file a shape), in a flat list per cell. Terrain never moves, so the parts
// are not put in resolv's space at all: the hot queries (a route's every straight move) walk
// these lists, and the space holds only the bases.
func (t *Table) indexParts() {
	w, h := t.space.WidthInCells(), t.space.HeightInCells()
	t.partCells = make([][]int32, w*h)
	cw := float64(cellSize)
	for pi := range t.parts {
		pr := &t.parts[pi]
		if t.solids[pr.solid].movement == MoveDifficult {
			t.difficultParts = append(t.difficultParts, pi)
		}
		x0, y0 := int(math.Floor(pr.bounds.Min.X/cw)), int(math.Floor(pr.bounds.Min.Y/cw))
		x1, y1 := int(math.Floor(pr.bounds.Max.X/cw)), int(math.Floor(pr.bounds.Max.Y/cw))
		for cy := max(y0, 0); cy <= min(y1, h-1); cy++ {
			for cx := max(x0, 0); cx <= min(x1, w-1); cx++ {
				t.partCells[cy*w+cx] = append(t.partCells[cy*w+cx], int32(pi))
			}
		}
	}
}

// nextStamp starts a new broad-phase query.
func (t *Table) nextStamp() uint32 {
	t.stamp++
	if t.stamp == 0 {
		for i := range t.parts {
			t.parts[i].stamp = 0
		}
		for i := range t.bodies {
			t.bodies[i].stamp = 0
		}
		t.stamp = 1
	}
	return t.stamp
}

// gather collects into the scratch lists the parts and live bodies whose cells overlap r,
// the bodies in table order: what a query finds must not depend on the order in which bases
// came and went (a replay, or a route remembered from another game, must come out the same).
func (t *Table) gather(r Rect, wantParts, wantBodies bool) {
	t.scratch.parts = t.scratch.parts[:0]
	t.scratch.bodies = t.scratch.bodies[:0]
	stamp := t.nextStamp()
	cw := float64(cellSize)
	w, h := t.space.WidthInCells(), t.space.HeightInCells()
	x0, y0 := clampCell(r.Min.X/cw, w), clampCell(r.Min.Y/cw, h)
	x1, y1 := clampCell(r.Max.X/cw, w), clampCell(r.Max.Y/cw, h)
	for cy := y0; cy <= y1; cy++ {
		t.gatherRow(cy, x0, x1, r, stamp, wantParts, wantBodies)
	}
	if wantBodies {
		slices.Sort(t.scratch.bodies) // table order, whatever order resolv filed them in
	}
}

// gatherSegment collects what lies in the cells within margin of the segment ab: row by row,
// only the cells the widened segment crosses, not its whole bounding box.
func (t *Table) gatherSegment(a, b Vec, margin float64, wantParts, wantBodies bool) {
	t.scratch.parts = t.scratch.parts[:0]
	t.scratch.bodies = t.scratch.bodies[:0]
	stamp := t.nextStamp()
	cw := float64(cellSize)
	w, h := t.space.WidthInCells(), t.space.HeightInCells()
	r := Rect{Vec{min(a.X, b.X), min(a.Y, b.Y)}, Vec{max(a.X, b.X), max(a.Y, b.Y)}}.Expand(margin)
	y0, y1 := clampCell(r.Min.Y/cw, h), clampCell(r.Max.Y/cw, h)
	for cy := y0; cy <= y1; cy++ {
		if x0, x1, ok := rowSpan(a, b, margin, cy, w); ok {
			t.gatherRow(cy, x0, x1, r, stamp, wantParts, wantBodies)
		}
	}
	if wantBodies {
		slices.Sort(t.scratch.bodies) // table order, whatever order resolv filed them in
	}
}

// rowSpan returns the first and last cells of row cy that lie within margin of the segment
// ab: the segment's x-extent within the row's slab, widened by the margin. False: the
// segment does not reach the slab.
func rowSpan(a, b Vec, margin float64, cy, w int) (int, int, bool) {
	cw := float64(cellSize)
	lo, hi := float64(cy)*cw-margin, float64(cy+1)*cw+margin
	xa, xb := a.X, b.X
	if a.Y != b.Y {
		ta := (lo - a.Y) / (b.Y - a.Y)
		tb := (hi - a.Y) / (b.Y - a.Y)
		if ta > tb {
			ta, tb = tb, ta
		}
		ta, tb = max(ta, 0), min(tb, 1)
		if ta > tb {
			return 0, 0, false
		}
		xa, xb = a.X+(b.X-a.X)*ta, a.X+(b.X-a.X)*tb
	}
	return clampCell((min(xa, xb)-margin)/cw, w), clampCell((max(xa, xb)+margin)/cw, w), true
}

// segmentPartsBlock walks the grid cells within margin of the segment ab outward from a, row
// by row and cell by cell, and reports whether block holds for any terrain part met there
// (each part tested once). It stops at the first: a move through a wall near its start, the
// common case for a route's first step out of a building, is settled in a cell or two.
func (t *Table) segmentPartsBlock(a, b Vec, margin float64, block func(pi int) bool) bool {
	stamp := t.nextStamp()
	cw := float64(cellSize)
	w, h := t.space.WidthInCells(), t.space.HeightInCells()
	r := Rect{Vec{min(a.X, b.X), min(a.Y, b.Y)}, Vec{max(a.X, b.X), max(a.Y, b.Y)}}.Expand(margin)
	y0, y1 := clampCell(r.Min.Y/cw, h), clampCell(r.Max.Y/cw, h)
	dy := 1
	if a.Y > b.Y {
		y0, y1, dy = y1, y0, -1
	}
	for cy := y0; ; cy += dy {
		if x0, x1, ok := rowSpan(a, b, margin, cy, w); ok {
			dx := 1
			if a.X > b.X {
				x0, x1, dx = x1, x0, -1
			}
			row := t.partCells[cy*w:]
			for cx := x0; ; cx += dx {
				for _, pi := range row[cx] {
					pr := &t.parts[pi]
					if pr.stamp != stamp {
						pr.stamp = stamp
						if pr.bounds.Overlaps(r) && block(int(pi)) {
							return true
						}
					}
				}
				if cx == x1 {
					break
				}
			}
		}
		if cy == y1 {
			break
		}
	}
	return false
}

// directScanBodies is how many bases a table may have for gatherBodiesAlong to test each
// one rather than walk the grid: for a few dozen, the scan is the faster.
const directScanBodies = 96

// gatherBodiesAlong collects into scratch.bodies the bases that may come within r of the
// segment ab (in table order when it scans them all).
func (t *Table) gatherBodiesAlong(a, b Vec, r float64) {
	if len(t.bodies) > directScanBodies {
		t.gatherSegment(a, b, r+2, false, true)
		return
	}
	t.scratch.bodies = t.scratch.bodies[:0]
	minX, maxX := min(a.X, b.X)-r, max(a.X, b.X)+r
	minY, maxY := min(a.Y, b.Y)-r, max(a.Y, b.Y)+r
	for i := range t.bodies {
		o := &t.bodies[i]
		if !o.alive {
			continue
		}
		br := o.Base.BoundingRadius()
		if o.Pos.X+br < minX || o.Pos.X-br > maxX || o.Pos.Y+br < minY || o.Pos.Y-br > maxY {
			continue
		}
		t.scratch.bodies = append(t.scratch.bodies, BodyID(i))
	}
}

func (t *Table) gatherRow(cy, x0, x1 int, r Rect, stamp uint32, wantParts, wantBodies bool) {
	if wantParts {
		row := t.partCells[cy*t.space.WidthInCells():]
		for cx := x0; cx <= x1; cx++ {
			for _, pi := range row[cx] {
				pr := &t.parts[pi]
				if pr.stamp != stamp {
					pr.stamp = stamp
					if pr.bounds.Overlaps(r) {
						t.scratch.parts = append(t.scratch.parts, int(pi))
					}
				}
			}
		}
	}
	if !wantBodies {
		return
	}
	for cx := x0; cx <= x1; cx++ {
		cell := t.space.Cell(cx, cy)
		if cell == nil {
			continue
		}
		for _, sh := range cell.Shapes {
			tags := *sh.Tags()
			if tags.Has(tagBody) {
				bi := sh.Data().(int)
				if t.bodies[bi].stamp != stamp && t.bodies[bi].alive {
					t.bodies[bi].stamp = stamp
					t.scratch.bodies = append(t.scratch.bodies, BodyID(bi))
				}
			}
		}
	}
}

func clampCell(v float64, n int) int {
	c := int(math.Floor(v))
	if c < 0 {
		return 0
	}
	if c >= n {
		return n - 1
	}
	return c
}
