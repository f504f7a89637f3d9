package physics

// Cover is the protection a terrain piece gives a model behind it.
type Cover int

// The cover levels of the rulebook (section VII): light cover takes one die from a shooter's
// pool, heavy cover two.
const (
	CoverNone Cover = iota
	CoverLight
	CoverHeavy
)

// String returns the cover level as the scenario format spells it.
func (c Cover) String() string {
	switch c {
	case CoverLight:
		return "light"
	case CoverHeavy:
		return "heavy"
	}
	return "none"
}

// Movement says how a terrain piece affects a model moving through it.
type Movement int

// Movement kinds: open ground costs 1" per inch, difficult terrain 2" per inch (section V),
// impassable terrain cannot be entered.
const (
	MoveOpen Movement = iota
	MoveDifficult
	MoveImpassable
)

// String returns the movement kind as the scenario format spells it.
func (m Movement) String() string {
	switch m {
	case MoveDifficult:
		return "difficult"
	case MoveImpassable:
		return "impassable"
	}
	return "open"
}

// OpeningKind is what fills a gap in a building's wall.
type OpeningKind int

// A door can be opened and closed; while closed it blocks movement and sight like the wall.
// A window never lets a model through but lets sight through, and gives heavy cover.
const (
	OpeningDoor OpeningKind = iota
	OpeningWindow
)

// OpeningSpec places a door or window on a building's outline: on edge Edge (from point Edge to
// point Edge+1 of the outline), centred Offset inches from the edge's first point, Width inches wide.
type OpeningSpec struct {
	Kind   OpeningKind
	Edge   int
	Offset float64
	Width  float64
	Open   bool // doors only: whether it starts open
}

// PieceSpec describes one terrain piece to the table. Outline is a simple polygon in inches
// (concave allowed). A piece with WallThickness > 0 is a building: its outline is the footprint,
// the inside is open floor, and a wall of that thickness runs inside the outline, broken by the
// openings. A building with Roof has a floor at level 1 over its whole footprint.
type PieceSpec struct {
	ID string
	// Name is what players call the piece ("the Burnt-out Car"), for words about it: a
	// placement it spoils. "" reads as the ID.
	Name          string
	Outline       []Vec
	Level         int
	BlocksSight   bool
	Cover         Cover
	Movement      Movement
	WallThickness float64
	Openings      []OpeningSpec
	Roof          bool
}

// IsBuilding reports whether the piece is a walled building rather than a solid.
func (p PieceSpec) IsBuilding() bool { return p.WallThickness > 0 }

// solid is one polygon that affects play: a solid piece, a run of building wall, a door or a
// window. Its convex parts are what the queries test.
type solid struct {
	piece       int // index of the PieceSpec it came from
	door        int // index into Table.doors, or -1
	outline     []Vec
	level       int
	blocksSight bool
	cover       Cover
	movement    Movement
	tall        bool // a wall of a building with a roof: blocks sight between levels
	parts       []int
}

// part is one convex part of a solid, registered in the broad phase.
type part struct {
	solid    int
	pts      []Vec
	internal []bool
	bounds   Rect
	stamp    uint32
}
