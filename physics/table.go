package physics

import (
	"fmt"
	"math"
	"sync"

	"github.com/solarlune/resolv"
)

// cellSize is the broad-phase cell size in inches.
const cellSize = 2

// tagBody marks the bases in the broad phase, the only shapes there (a plain bit:
// resolv.NewTag keeps package-level state).
const tagBody resolv.Tags = 1

// resolvShapes guards resolv's package-level shape counter, which every new shape bumps
// without a lock: tables on different goroutines (two server rooms, a game and the copy a
// computer player thinks on) add bases at the same time. Nothing reads the ids it gives.
var resolvShapes sync.Mutex

// newBodyShape makes the broad phase's circle for base id.
func newBodyShape(b Body, id BodyID) *resolv.Circle {
	resolvShapes.Lock()
	c := resolv.NewCircle(b.Pos.X, b.Pos.Y, b.Base.BoundingRadius())
	resolvShapes.Unlock()
	c.Tags().Set(tagBody)
	c.SetData(int(id))
	return c
}

// Table is the measured table: terrain solids and model bases, in inches. It answers every
// geometric question of the rules. Not safe for concurrent use (see the package comment).
type Table struct {
	width, height float64
	pieces        []PieceSpec
	solids        []solid
	parts         []part
	doors         []door
	roofs         []int   // piece indexes of buildings with a roof
	pieceParts    [][]int // the convex parts of each piece's solids, by piece
	space         *resolv.Space

	bodies    []bodySlot
	stamp     uint32
	nav       map[navKey]*navGraph
	sharedNav *NavCache // graphs shared with other tables of the same terrain, or nil
	scratch   scratch
	ownPaths  pathScratch // the route search's arrays, unless the NavCache lends its own
	partCells [][]int32   // the terrain parts in each of the space's cells (indexParts)
	// print is a fingerprint of where every base stands and which doors are open (the XOR of
	// their shares, kept up to date as they change).
	print          uint64
	difficultParts []int  // the parts of difficult terrain (indexParts)
	terrainPrint   uint64 // terrainFingerprint, once worked out
	fullGraph      bool   // tests: routes from corners round models may go to every node
	trayRoutes     TrayRoutes
	budgetCap      int // tests: a route search's bound, in place of ruling G9's (0: the rule's)
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
	t.pieceParts = make([][]int, len(pieces))
	for pi := range t.parts {
		piece := t.solids[t.parts[pi].solid].piece
		t.pieceParts[piece] = append(t.pieceParts[piece], pi)
	}
	t.indexParts()
	return t, nil
}

func (t *Table) addSolid(s solid, internal []bool) {
	si := len(t.solids)
	for _, cp := range decomposeFlagged(s.outline, internal) {
		pi := len(t.parts)
		pr := part{solid: si, pts: cp.pts, internal: cp.internal, bounds: boundsOf(cp.pts)}
		t.parts = append(t.parts, pr)
		s.parts = append(s.parts, pi)
	}
	t.solids = append(t.solids, s)
}

// Size returns the table's width and height in inches.
func (t *Table) Size() (w, h float64) { return t.width, t.height }

// AddBody places a model's base on the table and returns its id. It does not check that the
// place is legal: call CanPlace first where the rules require it.
func (t *Table) AddBody(b Body) BodyID {
	id := BodyID(len(t.bodies))
	slot := bodySlot{Body: b, alive: true}
	slot.shape = newBodyShape(b, id)
	t.bodies = append(t.bodies, slot)
	t.bodies[id].refresh()
	t.space.Add(t.bodies[id].shape)
	t.print ^= bodyPrint(id, &b)
	return id
}

func (s *bodySlot) refresh() { s.pts, s.r = s.Body.shapeOf(&s.corner) }

// MoveBody moves a base to a new centre and facing (and level).
func (t *Table) MoveBody(id BodyID, pos Vec, facing float64, level int) {
	s := &t.bodies[id]
	if s.Pos == pos && s.Facing == facing && s.Level == level {
		return // a game puts every base back after a trial; most have not moved
	}
	if s.alive {
		t.print ^= bodyPrint(id, &s.Body)
	}
	s.Pos, s.Facing, s.Level = pos, facing, level
	if s.alive {
		t.print ^= bodyPrint(id, &s.Body)
	}
	s.refresh()
	s.shape.SetPosition(pos.X, pos.Y)
}

// RemoveBody takes a base off the table (a model killed or removed). Its id is not given to
// another base; RestoreBody may put the same base back.
func (t *Table) RemoveBody(id BodyID) {
	if s := &t.bodies[id]; s.alive {
		t.print ^= bodyPrint(id, &s.Body)
		s.alive = false
		t.space.Remove(s.shape)
	}
}

// RestoreBody puts a base taken off the table back on it under its old id, so that it keeps
// its place in table order (queries list bases in that order): a game that tries a command
// and puts its bases back as they were finds the same routes as one that never tried it.
// A base still on the table is moved.
func (t *Table) RestoreBody(id BodyID, b Body) {
	s := &t.bodies[id]
	if s.alive {
		t.MoveBody(id, b.Pos, b.Facing, b.Level)
		return
	}
	s.Body, s.alive = b, true
	s.shape = newBodyShape(b, id)
	s.refresh()
	t.space.Add(s.shape)
	t.print ^= bodyPrint(id, &s.Body)
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
			if t.doors[i].open != open {
				t.print ^= doorPrint(i)
			}
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

// scratch holds reusable buffers so that hot queries do not allocate.
type scratch struct {
	parts   []int
	bodies  []BodyID
	circles []tanCircle
	obst    []int
	obstB   []BodyID
	ivals   [][2]float64
	touches []touchPoint
	inside  []int       // solids a sight line's end stands in (los.go)
	marks   []pieceMark // what a cover query found of each piece (cover.go)
	moved   bodySlot    // a base where a route would leave it (contact.go)
}
