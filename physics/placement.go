package physics

import "fmt"

// PlacementError says why a base cannot stand somewhere.
type PlacementError struct {
	Piece int    // the terrain piece in the way, or -1
	Body  BodyID // the model in the way, or -1
	// What is wrong, put in words only when asked for (Error): most placements tested are
	// candidates tried and dropped, and nobody reads why.
	offTable bool
	noFloor  int    // the level without a floor there, when not 0
	pieceID  string // the piece in the way's id, when Piece is not -1 (it may have none)
	name     string // and its name, when it has one
}

// PieceID is the id of the terrain piece in the way, or "" (a model, the table's edge, a
// piece without an id).
func (e *PlacementError) PieceID() string { return e.pieceID }

func (e *PlacementError) Error() string {
	switch {
	case e.offTable:
		return "part of the base would be off the table"
	case e.noFloor != 0:
		return fmt.Sprintf("there is no floor at level %d there", e.noFloor)
	case e.Piece >= 0 && e.name != "":
		return "the base would overlap " + e.name
	case e.Piece >= 0 && e.pieceID != "":
		return "the base would overlap " + e.pieceID
	case e.Piece >= 0:
		return fmt.Sprintf("the base would overlap terrain piece %d", e.Piece)
	}
	return "the base would overlap another model"
}

// CheckPlacement returns nil when a base may stand at b's position: wholly on the table, on a
// floor of its level (the ground, or a building's roof for level 1), overlapping no impassable
// terrain of that level — including lying wholly inside it — and no other model's base on that
// level. Bases listed in ignore (the model being moved) are not in the way. Touching is allowed.
func (t *Table) CheckPlacement(b Body, ignore ...BodyID) error {
	var buf [4]Vec
	pts, r := b.shapeOf(&buf)
	for _, p := range pts {
		if p.X-r < -geomEps || p.Y-r < -geomEps || p.X+r > t.width+geomEps || p.Y+r > t.height+geomEps {
			return &PlacementError{offTable: true, Piece: -1, Body: -1}
		}
	}
	if b.Level > 0 && !t.onRoof(pts, r) {
		return &PlacementError{noFloor: b.Level, Piece: -1, Body: -1}
	}
	bounds := boundsOf(pts).Expand(r)
	t.gather(bounds, true, true)
	for _, pi := range t.scratch.parts {
		p := &t.parts[pi]
		s := &t.solids[p.solid]
		if s.movement != MoveImpassable || s.level != b.Level || !t.active(s) {
			continue
		}
		if hullOverlap(pts, r, p.pts, 0) {
			return &PlacementError{Piece: s.piece, Body: -1, pieceID: t.pieces[s.piece].ID, name: t.pieces[s.piece].Name}
		}
	}
	for _, id := range t.scratch.bodies {
		o := &t.bodies[id]
		if o.Level != b.Level || inIDs(ignore, id) {
			continue
		}
		if hullOverlap(pts, r, o.pts, o.r) {
			return &PlacementError{Piece: -1, Body: id}
		}
	}
	return nil
}

// onRoof reports whether a base lies wholly on the roof of a building.
func (t *Table) onRoof(pts []Vec, r float64) bool {
	for _, pi := range t.roofs {
		out := t.pieces[pi].Outline
		inside := true
		for _, p := range pts {
			if !PointInPolygon(out, p) {
				inside = false
				break
			}
		}
		if !inside {
			continue
		}
		clear := true
		for i := range out {
			a, b := out[i], out[(i+1)%len(out)]
			if len(pts) == 1 && pointSegDist(pts[0], a, b) < r-geomEps {
				clear = false
			} else if len(pts) > 1 && segCrossesConvexInterior(pts, a, b) {
				clear = false
			}
		}
		if clear {
			return true
		}
	}
	return false
}
