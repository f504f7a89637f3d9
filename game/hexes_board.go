package game

import (
	"cmp"
	"slices"

	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/hex"
)

// hexEdgeKinds are the names HexSide gives to what stands on a side.
var hexEdgeKinds = map[grid.Barrier]string{grid.Wall: "wall", grid.DoorClosed: "door", grid.DoorOpen: "open door", grid.DoorBroken: "broken door"}

// HexesOf describes a board of hexes for a view: every hex with its kind, number and tile,
// the walls and doors, and the exits, open or joined. Edges come in reading order, so the
// same board always gives the same description.
func HexesOf(b *hex.Board) *Hexes {
	out := &Hexes{Origin: b.Origin, Size: b.Size, Orientation: "pointy"}
	for _, c := range b.Cells() {
		out.Cells = append(out.Cells, HexCell{Q: c.Hex.Q, R: c.Hex.R, Kind: c.Kind, Number: c.Number, Tile: c.Tile + 1})
	}
	for e, w := range b.Edges() {
		out.Edges = append(out.Edges, HexSide{Q: e.Hex.Q, R: e.Hex.R, Dir: int(e.Dir), Kind: hexEdgeKinds[w]})
	}
	slices.SortFunc(out.Edges, func(x, y HexSide) int {
		return cmp.Or(cmp.Compare(x.R, y.R), cmp.Compare(x.Q, y.Q), cmp.Compare(x.Dir, y.Dir))
	})
	for _, x := range b.Exits() {
		out.Exits = append(out.Exits, HexExit{Q: x.Hex.Q, R: x.Hex.R, Dir: int(x.Dir), Open: !b.On(x.Beyond())})
	}
	return out
}
