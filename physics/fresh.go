package physics

import (
	"math"

	"github.com/solarlune/resolv"
)

// Fresh returns a new table with t's terrain, its doors as they stand, and no bases: what
// NewTable would build from the same pieces, without building the terrain again. The terrain
// (pieces, solids, parts and the cells they are filed under) never changes once built, so the
// two tables share it; each has its own doors, bases and broad phase. A simulation that plays
// thousands of games on one scenario copies one table instead of building each.
func (t *Table) Fresh() *Table {
	f := &Table{
		width:          t.width,
		height:         t.height,
		pieces:         t.pieces,
		solids:         t.solids,
		parts:          append([]part(nil), t.parts...), // each table stamps its own broad-phase queries
		doors:          append([]door(nil), t.doors...),
		roofs:          t.roofs,
		pieceParts:     t.pieceParts,
		space:          resolv.NewSpace(int(math.Ceil(t.width)), int(math.Ceil(t.height)), cellSize, cellSize),
		nav:            map[navKey]*navGraph{},
		partCells:      t.partCells,
		difficultParts: t.difficultParts,
		fullGraph:      t.fullGraph,
		budgetCap:      t.budgetCap,
		trayRoutes:     t.trayRoutes,
		terrainPrint:   t.terrainFingerprint(),
		print:          t.print,
	}
	for i := range f.parts {
		f.parts[i].stamp = 0
	}
	for id := range t.bodies {
		if s := &t.bodies[id]; s.alive {
			f.print ^= bodyPrint(BodyID(id), &s.Body) // the fingerprint without t's bases
		}
	}
	return f
}
