package zombiemarines

import (
	"cmp"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

// groundKinds names each letter of a view's ground as the drawing knows it; face-down
// tiles are "hidden" (M2).
var groundKinds = map[string]string{
	string(Outdoor): "street", string(Indoor): "floor", string(Helipad): "helipad", "?": "hidden",
}

// edgeKinds names what stands on an edge as the drawing knows it.
var edgeKinds = map[grid.Barrier]string{
	grid.Wall: "wall", grid.DoorClosed: "door", grid.DoorOpen: "open door", grid.DoorBroken: "broken door",
}

// squares is the map as every seat sees it: the face-up tiles' ground and walls, the doors,
// and the backs of the face-down tiles.
func (r *rules) squares(s *State) *game.Squares {
	b := MapBoard(r.setup, s)
	out := &game.Squares{Size: 1, Cols: MapSide, Rows: MapSide, Tile: TileSide, Kinds: groundKinds}
	row := make([]byte, MapSide)
	for y := 0; y < MapSide; y++ {
		for x := 0; x < MapSide; x++ {
			row[x] = '?'
			if g := GroundAt(r.setup, s, grid.Square{X: x, Y: y}); g != 0 {
				row[x] = byte(g)
			}
		}
		out.Ground = append(out.Ground, string(row))
	}
	for e, w := range b.Edges() {
		if k, ok := edgeKinds[w]; ok {
			out.Edges = append(out.Edges, game.EdgeMark{X: e.X, Y: e.Y, West: e.West, Kind: k})
		}
	}
	slices.SortFunc(out.Edges, func(a, c game.EdgeMark) int {
		if d := cmp.Compare(a.Y, c.Y); d != 0 {
			return d
		}
		if d := cmp.Compare(a.X, c.X); d != 0 {
			return d
		}
		return cmp.Compare(boolInt(a.West), boolInt(c.West))
	})
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
