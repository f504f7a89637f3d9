package hex

import (
	"cmp"
	"slices"

	"github.com/borrowed-time/tabletop/engine"
	"github.com/borrowed-time/tabletop/grid"
)

// edgeKinds are the names engine.HexSide gives to what stands on a side.
var edgeKinds = map[grid.Barrier]string{grid.Wall: "wall", grid.DoorClosed: "door", grid.DoorOpen: "open door", grid.DoorBroken: "broken door"}

// Drawing describes the board for the table's drawing (a view's engine.Hexes): every hex with
// its kind, number and tile, the walls and doors, and the exits, open or joined. Edges come
// in reading order, so the same board always gives the same description.
func (b *Board) Drawing() *engine.Hexes {
	out := &engine.Hexes{Origin: b.Origin, Size: b.Size, Orientation: "pointy"}
	for _, c := range b.hexes {
		out.Cells = append(out.Cells, engine.HexCell{Q: c.Hex.Q, R: c.Hex.R, Kind: c.Kind, Number: c.Number, Tile: c.Tile + 1})
	}
	for e, w := range b.barriers {
		out.Edges = append(out.Edges, engine.HexSide{Q: e.Hex.Q, R: e.Hex.R, Dir: int(e.Dir), Kind: edgeKinds[w]})
	}
	slices.SortFunc(out.Edges, func(x, y engine.HexSide) int {
		return cmp.Or(cmp.Compare(x.R, y.R), cmp.Compare(x.Q, y.Q), cmp.Compare(x.Dir, y.Dir))
	})
	for _, x := range b.exits {
		out.Exits = append(out.Exits, engine.HexExit{Q: x.Hex.Q, R: x.Hex.R, Dir: int(x.Dir), Open: !b.On(x.Beyond())})
	}
	return out
}
