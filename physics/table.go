package physics

import (
	"fmt"
	"math"

	"github.com/solarlune/resolv"
)

// cellSize is the broad-phase cell size in inches.
const cellSize = 2

// Broad-phase tags (plain bits: resolv.NewTag keeps package-level state).
const (
	tagPart resolv.Tags = 1 << iota
	tagBody
)

// Table is the measured table: terrain solids and model bases, in inches. It answers every
// geometric question of the rules. Not safe for concurrent use (see the package comment).
type Table struct {
	width, height float64
	pieces        []PieceSpec
	solids        []solid
	parts         []part
	doors         []door
	roofs         []int // piece indexes of buildings with a roof
	space         *resolv.Space

	bodies         []bodySlot
	stamp          uint32
	nav            map[navKey]*navGraph
	sharedNav      *NavCache // graphs shared with other tables of the same terrain, or nil
	scratch        scratch
	pathScratch    pathScratch
	partShapes     []*resolv.ConvexPolygon
	partCells      [][]int32 // the terrain parts in each of the space's cells (indexParts)
	difficultParts []int     // the parts of difficult terrain (indexParts)
	fullGraph      bool      // tests: routes from corners round models may go to every node
}

type bodySlot struct {
	Body
	alive  bool
	shape  *resolv.Circle
	corner [4]Vec
	pts    []Vec // core points (into corner)
	r      float64
	stamp  uint32
}

// door is a door's solid and whether it is open.
type door struct {
	solid int
	open  bool
	piece int
	index int // index among the piece's openings
}

// PieceError says which terrain piece could not be built, and why.
type PieceError struct {
	Piece  int
	ID     string
	Reason string
}

func (e *PieceError) Error() string { return fmt.Sprintf("piece %d (%s): %s", e.Piece, e.ID, e.Reason) }

// NewTable builds a table width×height inches with the given terrain. It returns an error
// naming the piece when a piece's geometry cannot be built (e.g. walls that do not fit).
func NewTable(width, height float64, pieces []PieceSpec) (*Table, error) {
	if !(width > 0 && height > 0) || width > 1000 || height > 1000 {
		return nil, fmt.Errorf("table size %gx%g is not between 1 and 1000 inches", width, height)
	}
	t := &Table{
		width:  width,
		height: height,
		pieces: pieces,
		space:  resolv.NewSpace(int(math.Ceil(width)), int(math.Ceil(height)), cellSize, cellSize),
		nav:    map[navKey]*navGraph{},
	}
	for i, p := range pieces {
		if err := CheckSimplePolygon(p.Outline); err != nil {
			return nil, &PieceError{Piece: i, ID: p.ID, Reason: "outline " + err.Error()}
		}
		if !p.IsBuilding() {
			t.addSolid(solid{piece: i, door: -1, outline: p.Outline, level: p.Level,
				blocksSight: p.BlocksSight, cover: p.Cover, movement: p.Movement}, nil)
			continue
		}
		walls, err := buildingWalls(p)
		if err != nil {
			return nil, &PieceError{Piece: i, ID: p.ID, Reason: err.Error()}
		}
		if p.Roof {
			t.roofs = append(t.roofs, i)
		}
		for _, w := range walls {
			s := solid{piece: i, door: -1, outline: w.outline, level: p.Level,
				blocksSight: true, cover: CoverHeavy, movement: MoveImpassable, tall: p.Roof}
			if w.opening >= 0 {
				o := p.Openings[w.opening]
				if o.Kind == OpeningWindow {
					s.blocksSight = false
				} else {
					s.door = len(t.doors)
					t.doors = append(t.doors, door{solid: len(t.solids), open: o.Open, piece: i, index: w.opening})
				}
			}
			t.addSolid(s, w.internal)
		}
	}
	t.indexParts()
	return t, nil
}

// indexParts copies, for each of the space's cells, the terrain parts resolv filed there into
// a flat list. Terrain never moves, and the hot queries (a route's every straight move) walk
// these lists without resolv's per-shape interface calls.
func (t *Table) indexParts() {
	w, h := t.space.WidthInCells(), t.space.HeightInCells()
	for pi := range t.parts {
		if t.solids[t.parts[pi].solid].movement == MoveDifficult {
			t.difficultParts = append(t.difficultParts, pi)
		}
	}
	t.partCells = make([][]int32, w*h)
	for cy := 0; cy < h; cy++ {
		for cx := 0; cx < w; cx++ {
			cell := t.space.Cell(cx, cy)
			if cell == nil {
				continue
			}
			for _, sh := range cell.Shapes {
				if sh.Tags().Has(tagPart) {
					t.partCells[cy*w+cx] = append(t.partCells[cy*w+cx], int32(sh.Data().(int)))
				}
			}
		}
	}
}

func (t *Table) addSolid(s solid, internal []bool) {
	si := len(t.solids)
	for _, cp := range decomposeFlagged(s.outline, internal) {
		pi := len(t.parts)
		pr := part{solid: si, pts: cp.pts, internal: cp.internal, bounds: boundsOf(cp.pts)}
		t.parts = append(t.parts, pr)
		s.parts = append(s.parts, pi)
		shape := resolv.NewConvexPolygonVec(resolv.Vector{}, toResolv(cp.pts))
		shape.Tags().Set(tagPart)
		shape.SetData(pi)
		t.space.Add(shape)
		t.partShapes = append(t.partShapes, shape)
	}
	t.solids = append(t.solids, s)
}

func toResolv(pts []Vec) []resolv.Vector {
	r := make([]resolv.Vector, len(pts))
	for i, p := range pts {
		r[i] = resolv.Vector{X: p.X, Y: p.Y}
	}
	return r
}

// Size returns the table's width and height in inches.
func (t *Table) Size() (w, h float64) { return t.width, t.height }

// AddBody places a model's base on the table and returns its id. It does not check that the
// place is legal: call CanPlace first where the rules require it.
func (t *Table) AddBody(b Body) BodyID {
	id := BodyID(len(t.bodies))
	slot := bodySlot{Body: b, alive: true}
	slot.shape = resolv.NewCircle(b.Pos.X, b.Pos.Y, b.Base.BoundingRadius())
	slot.shape.Tags().Set(tagBody)
	slot.shape.SetData(int(id))
	t.bodies = append(t.bodies, slot)
	t.bodies[id].refresh()
	t.space.Add(t.bodies[id].shape)
	return id
}

func (s *bodySlot) refresh() { s.pts, s.r = s.Body.shapeOf(&s.corner) }

// MoveBody moves a base to a new centre and facing (and level).
func (t *Table) MoveBody(id BodyID, pos Vec, facing float64, level int) {
	s := &t.bodies[id]
	s.Pos, s.Facing, s.Level = pos, facing, level
	s.refresh()
	s.shape.SetPosition(pos.X, pos.Y)
}

// RemoveBody takes a base off the table (a model killed or removed). Its id is not reused.
func (t *Table) RemoveBody(id BodyID) {
	if s := &t.bodies[id]; s.alive {
		s.alive = false
		t.space.Remove(s.shape)
	}
}

// Body returns the base with the given id and whether it is on the table.
func (t *Table) Body(id BodyID) (Body, bool) {
	if id < 0 || int(id) >= len(t.bodies) {
		return Body{}, false
	}
	return t.bodies[id].Body, t.bodies[id].alive
}

// SetDoorOpen opens or closes opening `opening` of piece `piece`, which must be a door.
func (t *Table) SetDoorOpen(piece, opening int, open bool) error {
	for i := range t.doors {
		if t.doors[i].piece == piece && t.doors[i].index == opening {
			t.doors[i].open = open
			t.invalidateNav()
			return nil
		}
	}
	return fmt.Errorf("piece %d has no door %d", piece, opening)
}

// DoorOpen reports whether a door is open.
func (t *Table) DoorOpen(piece, opening int) bool {
	for _, d := range t.doors {
		if d.piece == piece && d.index == opening {
			return d.open
		}
	}
	return false
}

// active reports whether a solid currently affects play (an open door does not).
func (t *Table) active(s *solid) bool { return s.door < 0 || !t.doors[s.door].open }

// PieceOf returns the index of the terrain piece a solid belongs to.
func (t *Table) pieceOf(solid int) int { return t.solids[solid].piece }

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

// gather collects into the scratch lists the parts and live bodies whose cells overlap r.
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
		// The segment's x-extent within this row's slab, widened by the margin.
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
				continue
			}
			xa, xb = a.X+(b.X-a.X)*ta, a.X+(b.X-a.X)*tb
		}
		rowRect := Rect{Vec{min(xa, xb) - margin, lo}, Vec{max(xa, xb) + margin, hi}}
		t.gatherRow(cy, clampCell(rowRect.Min.X/cw, w), clampCell(rowRect.Max.X/cw, w), r, stamp, wantParts, wantBodies)
	}
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
		lo, hi := float64(cy)*cw-margin, float64(cy+1)*cw+margin
		xa, xb := a.X, b.X
		skip := false
		if a.Y != b.Y {
			ta := (lo - a.Y) / (b.Y - a.Y)
			tb := (hi - a.Y) / (b.Y - a.Y)
			if ta > tb {
				ta, tb = tb, ta
			}
			ta, tb = max(ta, 0), min(tb, 1)
			if ta > tb {
				skip = true
			}
			xa, xb = a.X+(b.X-a.X)*ta, a.X+(b.X-a.X)*tb
		}
		if !skip {
			x0 := clampCell((min(xa, xb)-margin)/cw, w)
			x1 := clampCell((max(xa, xb)+margin)/cw, w)
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

// scratch holds reusable buffers so that hot queries do not allocate.
type scratch struct {
	parts   []int
	bodies  []BodyID
	circles []tanCircle
	obst    []int
	obstB   []BodyID
	ivals   [][2]float64
	touches []touchPoint
}
