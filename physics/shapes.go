package physics

// WallKind says what a polygon of a building's outline is.
type WallKind int

// The parts of a building's outline.
const (
	WallSolid WallKind = iota
	WallDoor
	WallWindow
)

// WallShape is one polygon of a building's walls, for drawing: a run of wall, a door (and
// whether it stands open) or a window.
type WallShape struct {
	Piece   int
	Kind    WallKind
	Outline []Vec
	Open    bool
}

// Walls returns the wall, door and window polygons of every building, in piece order.
func (t *Table) Walls() []WallShape {
	var out []WallShape
	for _, s := range t.solids {
		if !t.pieces[s.piece].IsBuilding() {
			continue
		}
		w := WallShape{Piece: s.piece, Outline: s.outline, Kind: WallSolid}
		switch {
		case s.door >= 0:
			w.Kind, w.Open = WallDoor, t.doors[s.door].open
		case !s.blocksSight:
			w.Kind = WallWindow
		}
		out = append(out, w)
	}
	return out
}
