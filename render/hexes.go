package render

import (
	"math"
	"strconv"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// A board of hexes is drawn like a board of squares (squares.go): ground hex by hex in its
// kind's colour, fine outlines between hexes and heavier ones along tiles' borders, then what
// stands on the sides (walls and doors, drawn as on squares), the tiles' exits (an open one as
// a bright arrow pointing out, a joined one as a pale stroke over the border), and each numbered hex's
// number in a pale disc.

// Colours of the marks on a board of hexes.
var (
	colHexLine    = rgba(0, 0, 0, 50)
	colTileBorder = rgba(0, 0, 0, 170)
	colExitOpen   = rgba(236, 196, 64, 255)
	colNumberDisc = rgba(236, 230, 214, 220)
	colNumberText = rgba(40, 36, 30, 255)
)

// drawHexes draws a board of hexes: ground, lines, walls and doors, exits, numbers.
func drawHexes(cv Canvas, b *game.Hexes) {
	if b == nil || !(b.Size > 0) {
		return
	}
	tiles := make(map[[2]int]int, len(b.Cells))
	for _, c := range b.Cells {
		tiles[[2]int{c.Q, c.R}] = c.Tile
	}
	for _, c := range b.Cells {
		drawHexGround(cv, b, c)
	}
	for _, c := range b.Cells {
		drawHexLines(cv, b, c, tiles)
	}
	for _, e := range b.Edges {
		a, z := b.SideEnds(e.Q, e.R, e.Dir)
		drawBarrier(cv, a, z, e.Kind)
	}
	for _, x := range b.Exits {
		drawHexExit(cv, b, x)
	}
	for _, c := range b.Cells {
		if c.Number > 0 {
			drawHexNumber(cv, b, c)
		}
	}
}

// hexPolygon returns a hex's corners as a polygon.
func hexPolygon(b *game.Hexes, q, r int) []physics.Vec {
	c := b.Corners(q, r)
	return c[:]
}

// drawHexGround fills one hex with its kind's colour (the same colours as squares), varied a
// little from hex to hex.
func drawHexGround(cv Canvas, b *game.Hexes, c game.HexCell) {
	v := hash2(c.Q, c.R, seedOf(c.Kind))*0.08 - 0.04
	col := shade(squareColour(c.Kind), v)
	poly := hexPolygon(b, c.Q, c.R)
	cv.FillPolygon(poly, col)
	if detail(cv) == 0 {
		return
	}
	centre, s := b.Centre(c.Q, c.R), b.Size
	switch c.Kind {
	case "floor": // floorboards
		for _, dy := range []float64{-s / 3, s / 3} {
			w := s * math.Sqrt(3) / 2
			cv.StrokePolyline([]physics.Vec{{X: centre.X - w, Y: centre.Y + dy}, {X: centre.X + w, Y: centre.Y + dy}}, false, 1, shade(col, -0.18))
		}
	case "hidden": // a card back
		cv.StrokePolyline([]physics.Vec{poly[0], poly[3]}, false, 1, shade(col, 0.12))
		cv.StrokePolyline([]physics.Vec{poly[1], poly[4]}, false, 1, shade(col, 0.12))
	case "yard", "rubble":
		if hash2(c.Q, c.R, 9) < 0.4 {
			p := physics.Vec{X: centre.X + s*(hash2(c.Q, c.R, 10)-0.5), Y: centre.Y + s*(hash2(c.Q, c.R, 11)-0.5)}
			cv.FillCircle(p, s*0.12, shade(col, -0.15))
		}
	}
}

// drawHexLines draws the sides of a hex that it owns (east, north-east, north-west) and, on a
// tile's border, every side whose neighbour lies on another tile or nowhere: fine between
// hexes, heavy along tiles' borders.
func drawHexLines(cv Canvas, b *game.Hexes, c game.HexCell, tiles map[[2]int]int) {
	fine := cv.PixelsPerInch()*b.Size >= 5
	for d, step := range game.HexDirections {
		other, on := tiles[[2]int{c.Q + step[0], c.R + step[1]}]
		border := !on || other != c.Tile
		if !border && (d > 2 || !fine) {
			continue
		}
		if border && on && d > 2 {
			continue // the neighbour draws the shared border
		}
		a, z := b.SideEnds(c.Q, c.R, d)
		if border {
			cv.StrokePolyline([]physics.Vec{a, z}, false, 2.5, colTileBorder)
		} else {
			cv.StrokePolyline([]physics.Vec{a, z}, false, 1, colHexLine)
		}
	}
}

// drawHexExit marks a tile's exit: open, an arrow pointing out of the side; joined, a pale
// stroke over the border there, a way through.
func drawHexExit(cv Canvas, b *game.Hexes, x game.HexExit) {
	a, z := b.SideEnds(x.Q, x.R, x.Dir)
	mid := physics.Vec{X: (a.X + z.X) / 2, Y: (a.Y + z.Y) / 2}
	out := mid.Sub(b.Centre(x.Q, x.R)).Scale(1 / (b.Size * math.Sqrt(3) / 2)) // unit, outwards
	along := z.Sub(a).Scale(1 / b.Size)
	if !x.Open {
		p, q := a.Add(along.Scale(0.2*b.Size)), a.Add(along.Scale(0.8*b.Size))
		cv.StrokePolyline([]physics.Vec{p, q}, false, 3, rgba(200, 190, 160, 160))
		return
	}
	s := b.Size
	tri := []physics.Vec{
		mid.Add(along.Scale(0.3 * s)).Sub(out.Scale(0.12 * s)),
		mid.Add(out.Scale(0.3 * s)),
		mid.Sub(along.Scale(0.3 * s)).Sub(out.Scale(0.12 * s)),
	}
	cv.FillPolygon(tri, colExitOpen)
	cv.StrokePolyline(tri, true, 1, shade(colExitOpen, -0.4))
}

// drawHexNumber draws a numbered hex's number (1–6, for a D6 to pick it) in a pale disc.
func drawHexNumber(cv Canvas, b *game.Hexes, c game.HexCell) {
	p := b.Centre(c.Q, c.R)
	r := b.Size * 0.34
	cv.FillCircle(p, r, colNumberDisc)
	cv.StrokeCircle(p, r, 1, shade(colNumberDisc, -0.5))
	px := math.Max(9, r*1.3*cv.PixelsPerInch())
	cv.Text(p, strconv.Itoa(c.Number), px, colNumberText, AlignCenter)
}

// HexSideMiddle returns the middle of a side of a hex on the table (where a door or an exit
// is picked).
func HexSideMiddle(b *game.Hexes, q, r, dir int) physics.Vec {
	a, z := b.SideEnds(q, r, dir)
	return physics.Vec{X: (a.X + z.X) / 2, Y: (a.Y + z.Y) / 2}
}
