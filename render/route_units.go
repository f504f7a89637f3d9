package render

import (
	"fmt"
	"math"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// RouteLength says how long a route is in the units of the board it crosses: squares on a
// board of squares, hexes on a board of hexes, else inches. A route on a board runs from
// middle to middle; each straight stretch counts the steps it spans (a diagonal step is one
// square, as a move of a king).
func RouteLength(pts []physics.Vec, v game.View) string {
	switch {
	case v.Squares != nil && v.Squares.Size > 0:
		n := 0
		for i := 1; i < len(pts); i++ {
			d := pts[i].Sub(pts[i-1])
			n += int(math.Round(max(math.Abs(d.X), math.Abs(d.Y)) / v.Squares.Size))
		}
		return game.Plural(n, "square", "squares")
	case v.Hexes != nil && v.Hexes.Size > 0:
		step := math.Sqrt(3) * v.Hexes.Size // between the middles of two hexes side by side
		n := 0
		for i := 1; i < len(pts); i++ {
			n += int(math.Round(pts[i].Dist(pts[i-1]) / step))
		}
		return game.Plural(n, "hex", "hexes")
	}
	return fmt.Sprintf("%.1f\"", physics.PathLength(pts))
}
