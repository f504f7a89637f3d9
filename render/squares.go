package render

import (
	"image/color"
	"math"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// A board of squares is drawn as ground square by square (asphalt, grass, floorboards, the
// backs of face-down tiles), fine lines between squares and heavier ones between tiles, then
// what stands on the edges: walls with a lit top, doors as a wooden leaf (open: swung aside;
// broken: splinters), windows as glass, fences as posts and wire.

// squareColours are the ground colours of the kinds the drawing knows.
var squareColours = map[string]color.RGBA{
	"street":   rgba(74, 76, 78, 255),
	"yard":     rgba(84, 98, 62, 255),
	"floor":    rgba(150, 124, 92, 255),
	"helipad":  rgba(128, 130, 124, 255),
	"hidden":   rgba(38, 44, 60, 255),
	"fountain": rgba(70, 120, 150, 255),
	"fence":    rgba(90, 96, 84, 255),
	"car":      rgba(96, 98, 100, 255),
	"search-1": rgba(70, 130, 70, 255),
	"search-2": rgba(150, 64, 56, 255),
	"search-3": rgba(110, 72, 140, 255),
}

// squareColour is a kind's ground colour; a kind the drawing does not know is a plain grey.
func squareColour(kind string) color.RGBA {
	if c, ok := squareColours[kind]; ok {
		return c
	}
	return rgba(110, 108, 100, 255)
}

// drawSquares draws a board of squares: ground, lines, then walls and doors.
func drawSquares(cv Canvas, b *game.Squares) {
	if b == nil || b.Size <= 0 {
		return
	}
	for y := 0; y < b.Rows; y++ {
		for x := 0; x < b.Cols; x++ {
			drawSquareGround(cv, b, x, y)
		}
	}
	drawHelipads(cv, b)
	drawSquareLines(cv, b)
	for _, e := range b.Edges {
		drawEdgeMark(cv, b, e)
	}
	for _, l := range b.Links {
		drawSquareLink(cv, b, l)
	}
}

// squareRect returns the corners of square (x, y) on the table.
func squareRect(b *game.Squares, x, y int) []physics.Vec {
	x0, y0 := b.Origin.X+float64(x)*b.Size, b.Origin.Y+float64(y)*b.Size
	return rectPts(x0, y0, x0+b.Size, y0+b.Size)
}

// drawSquareGround fills one square with its kind's colour, varied a little from square to
// square so that a street or a lawn does not look like a flat sheet.
func drawSquareGround(cv Canvas, b *game.Squares, x, y int) {
	kind := b.KindAt(x, y)
	if kind == "" {
		return
	}
	v := hash2(x, y, seedOf(kind))*0.08 - 0.04
	c := shade(squareColour(kind), v)
	r := squareRect(b, x, y)
	cv.FillPolygon(r, c)
	if detail(cv) == 0 {
		return
	}
	s := b.Size
	switch kind {
	case "floor": // floorboards
		for i := 1; i < 3; i++ {
			yy := r[0].Y + float64(i)*s/3
			cv.StrokePolyline([]physics.Vec{{X: r[0].X, Y: yy}, {X: r[1].X, Y: yy}}, false, 1, shade(c, -0.18))
		}
	case "hidden": // a card back: a diagonal weave
		cv.StrokePolyline([]physics.Vec{r[0], r[2]}, false, 1, shade(c, 0.12))
		cv.StrokePolyline([]physics.Vec{r[1], r[3]}, false, 1, shade(c, 0.12))
	case "street":
		if hash2(x, y, 7) < 0.1 { // an oil stain
			cv.FillCircle(physics.Vec{X: r[0].X + s*(0.25+0.5*hash2(x, y, 8)), Y: r[0].Y + s*(0.25+0.5*hash2(x, y, 14))}, s*0.18, shade(c, -0.12))
		}
	case "yard":
		if hash2(x, y, 9) < 0.3 { // a tuft
			cv.FillCircle(physics.Vec{X: r[0].X + s*hash2(x, y, 10), Y: r[0].Y + s*hash2(x, y, 11)}, s*0.12, shade(c, -0.15))
		}
	case "car": // a car seen from above: red body, dark windscreen and rear window
		body := rectPts(r[0].X+s*0.12, r[0].Y+s*0.22, r[0].X+s*0.88, r[0].Y+s*0.78)
		cv.FillPolygon(body, rgba(150, 40, 36, 255))
		cv.StrokePolyline(body, true, 1, rgba(60, 16, 14, 255))
		cv.FillPolygon(rectPts(r[0].X+s*0.58, r[0].Y+s*0.3, r[0].X+s*0.72, r[0].Y+s*0.7), rgba(40, 50, 60, 255))
		cv.FillPolygon(rectPts(r[0].X+s*0.2, r[0].Y+s*0.32, r[0].X+s*0.3, r[0].Y+s*0.68), rgba(40, 50, 60, 255))
	case "fountain":
		cv.StrokeCircle(physics.Vec{X: r[0].X + s/2, Y: r[0].Y + s/2}, s*0.3, 1, shade(c, 0.3))
	case "search-1", "search-2", "search-3": // rubble in the tier's colour
		for i := 0; i < 3; i++ {
			p := physics.Vec{X: r[0].X + s*(0.2+0.6*hash2(x+i, y, 12)), Y: r[0].Y + s*(0.2+0.6*hash2(x, y+i, 13))}
			cv.FillCircle(p, s*0.09, shade(c, -0.35))
		}
	}
}

// drawHelipads paints the yellow ring and H over each block of helipad squares.
func drawHelipads(cv Canvas, b *game.Squares) {
	seen := map[[2]int]bool{}
	for y := 0; y < b.Rows; y++ {
		for x := 0; x < b.Cols; x++ {
			if seen[[2]int{x, y}] || b.KindAt(x, y) != "helipad" {
				continue
			}
			x1, y1 := x, y
			for b.KindAt(x1+1, y) == "helipad" {
				x1++
			}
			for b.KindAt(x, y1+1) == "helipad" {
				y1++
			}
			for yy := y; yy <= y1; yy++ {
				for xx := x; xx <= x1; xx++ {
					seen[[2]int{xx, yy}] = true
				}
			}
			a, c := squareRect(b, x, y)[0], squareRect(b, x1, y1)[2]
			mid := physics.Vec{X: (a.X + c.X) / 2, Y: (a.Y + c.Y) / 2}
			r := math.Min(c.X-a.X, c.Y-a.Y) / 2 * 0.9
			yellow := rgba(230, 196, 60, 255)
			cv.StrokeCircle(mid, r, float32(math.Max(2, 0.12*cv.PixelsPerInch())), yellow)
			cv.Text(mid, "H", math.Max(10, r*1.2*cv.PixelsPerInch()), yellow, AlignCenter)
		}
	}
}

// drawSquareLines draws the lines between squares, and heavier ones between tiles.
func drawSquareLines(cv Canvas, b *game.Squares) {
	o, s := b.Origin, b.Size
	w, h := float64(b.Cols)*s, float64(b.Rows)*s
	fine := rgba(0, 0, 0, 40)
	heavy := rgba(0, 0, 0, 120)
	line := func(a, c physics.Vec, i int) {
		if b.Tile > 0 && i%b.Tile == 0 {
			cv.StrokePolyline([]physics.Vec{a, c}, false, 2, heavy)
		} else if cv.PixelsPerInch()*s >= 8 {
			cv.StrokePolyline([]physics.Vec{a, c}, false, 1, fine)
		}
	}
	for i := 0; i <= b.Cols; i++ {
		x := o.X + float64(i)*s
		line(physics.Vec{X: x, Y: o.Y}, physics.Vec{X: x, Y: o.Y + h}, i)
	}
	for i := 0; i <= b.Rows; i++ {
		y := o.Y + float64(i)*s
		line(physics.Vec{X: o.X, Y: y}, physics.Vec{X: o.X + w, Y: y}, i)
	}
}

// edgeEnds returns the two ends of an edge on the table.
func edgeEnds(b *game.Squares, e game.EdgeMark) (physics.Vec, physics.Vec) {
	a := physics.Vec{X: b.Origin.X + float64(e.X)*b.Size, Y: b.Origin.Y + float64(e.Y)*b.Size}
	if e.West {
		return a, physics.Vec{X: a.X, Y: a.Y + b.Size}
	}
	return a, physics.Vec{X: a.X + b.Size, Y: a.Y}
}

// EdgeMiddle returns the middle of an edge of a board of squares on the table.
func EdgeMiddle(b *game.Squares, e game.EdgeMark) physics.Vec {
	a, c := edgeEnds(b, e)
	return physics.Vec{X: (a.X + c.X) / 2, Y: (a.Y + c.Y) / 2}
}

// drawEdgeMark draws what stands on one edge.
func drawEdgeMark(cv Canvas, b *game.Squares, e game.EdgeMark) {
	a, c := edgeEnds(b, e)
	drawBarrier(cv, a, c, e.Kind)
}

// drawBarrier draws a wall, door, window or fence standing on the side from a to c of a
// square or a hex, sized by the side's length.
func drawBarrier(cv Canvas, a, c physics.Vec, kind string) {
	size := c.Sub(a).Len()
	if size <= 0 {
		return
	}
	t := size * 0.16 // a wall's thickness
	along := c.Sub(a).Scale(1 / size)
	across := physics.Vec{X: -along.Y, Y: along.X}
	slab := func(from, to float64, half float64) []physics.Vec {
		p, q := a.Add(along.Scale(from*size)), a.Add(along.Scale(to*size))
		return []physics.Vec{p.Add(across.Scale(half)), q.Add(across.Scale(half)), q.Sub(across.Scale(half)), p.Sub(across.Scale(half))}
	}
	switch kind {
	case "wall":
		wall := slab(-0.08, 1.08, t/2)
		cv.FillPolygon(wall, colWallTop)
		cv.StrokePolyline(wall, true, 1, colWall)
	case "door", "blocked door":
		drawSquareJambs(cv, slab, t)
		leaf := slab(0.12, 0.88, t/3)
		cv.FillPolygon(leaf, colDoorLeaf)
		cv.StrokePolyline(leaf, true, 1, colDoorEdge)
		if kind == "blocked door" { // a plank nailed across
			cv.FillPolygon(slab(0.3, 0.7, t*0.9), rgba(120, 80, 40, 255))
		}
	case "open door":
		drawSquareJambs(cv, slab, t)
		p := a.Add(along.Scale(0.12 * size))
		q := p.Add(across.Scale(0.7 * size))
		cv.StrokePolyline([]physics.Vec{p, q}, false, float32(math.Max(2, t*cv.PixelsPerInch()/2)), colDoorLeaf)
	case "broken door":
		drawSquareJambs(cv, slab, t)
		for i, f := range []float64{0.22, 0.5, 0.74} { // splinters lying askew
			p := a.Add(along.Scale(f * size))
			tilt := across.Scale(t * float64(i%2*2-1))
			cv.StrokePolyline([]physics.Vec{p.Sub(tilt), p.Add(along.Scale(0.12 * size)).Add(tilt)}, false, 2, colDoorEdge)
		}
	case "window", "broken window":
		drawSquareJambs(cv, slab, t)
		glass := slab(0.12, 0.88, t/4)
		col := colWindow
		if kind == "broken window" {
			col = rgba(60, 70, 80, 255)
		}
		cv.FillPolygon(glass, col)
		cv.StrokePolyline(glass, true, 1, colWall)
	case "fence":
		cv.StrokePolyline([]physics.Vec{a, c}, false, 1.5, rgba(190, 190, 180, 255))
		cv.FillCircle(a, t/3, rgba(60, 60, 60, 255))
	}
}

// drawSquareJambs draws the short pieces of wall either side of a door or window.
func drawSquareJambs(cv Canvas, slab func(from, to, half float64) []physics.Vec, t float64) {
	for _, j := range [][2]float64{{-0.08, 0.12}, {0.88, 1.08}} {
		p := slab(j[0], j[1], t/2)
		cv.FillPolygon(p, colWallTop)
		cv.StrokePolyline(p, true, 1, colWall)
	}
}

// drawSquareLink marks both ends of a hatch with a ring and its name.
func drawSquareLink(cv Canvas, b *game.Squares, l game.SquareLink) {
	for _, p := range []physics.Vec{b.Centre(l.AX, l.AY), b.Centre(l.BX, l.BY)} {
		cv.FillCircle(p, b.Size*0.35, rgba(40, 40, 40, 255))
		cv.StrokeCircle(p, b.Size*0.35, 2, rgba(170, 170, 160, 255))
		cv.StrokePolyline([]physics.Vec{{X: p.X - b.Size*0.2, Y: p.Y}, {X: p.X + b.Size*0.2, Y: p.Y}}, false, 1, rgba(170, 170, 160, 255))
	}
}
