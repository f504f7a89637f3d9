package render

import (
	"math"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// shadowOffset is where standing things cast their shadow: down and to the right, as if lit
// from the top left of the table.
var shadowOffset = physics.Vec{X: 0.3, Y: 0.38}

// drawBuildingShadow draws the shadow a building casts on the ground.
func drawBuildingShadow(cv Canvas, t maps.Terrain) {
	cv.FillPolygon(offset(t.Polygon, shadowOffset), colDropShadow)
	cv.FillPolygon(offset(t.Polygon, shadowOffset.Scale(0.5)), colDropShadow)
}

// drawBuildingFloor draws a building's inside: a tiled floor, or for a building whose roof
// models stand on, a tar-and-gravel roof with a shaded parapet edge.
func drawBuildingFloor(cv Canvas, t maps.Terrain) {
	seed := seedOf(t.ID + "floor")
	if t.Roof {
		cv.FillPolygon(t.Polygon, colRoofFloor)
		scatter(cv, t.Polygon, 1.3, seed, func(p physics.Vec, r *noiseRand) {
			n := fractalNoise(p.X, p.Y, 4, seed)
			c := shade(colRoofFloor, 0.1)
			if n < 0.5 {
				c = shade(colRoofFloor, -0.12)
			}
			cv.FillCircle(p, r.between(0.5, 0.9), withAlpha(c, 90))
		})
		drawSlabs(cv, t.Polygon, 4, colRoofLine)
		in := shrink(t.Polygon, t.WallThickness+0.35)
		cv.StrokePolyline(in, true, 2, rgba(0, 0, 0, 60)) // the parapet's shadow on the roof
		return
	}
	cv.FillPolygon(t.Polygon, colFloor)
	scatter(cv, t.Polygon, 1.5, seed, func(p physics.Vec, r *noiseRand) {
		if n := fractalNoise(p.X, p.Y, 3, seed); n < 0.4 {
			cv.FillCircle(p, r.between(0.6, 1), rgba(90, 80, 60, uint8(12+90*(0.4-n))))
		}
	})
	drawSlabs(cv, t.Polygon, 1, colFloorLine)
	// Light falls short of the walls' feet: a soft dark band inside them.
	cv.StrokePolyline(shrink(t.Polygon, t.WallThickness), true, 3, rgba(0, 0, 0, 50))
}

// drawWalls draws a building's walls with their thickness (a lit top between dark faces),
// its windows as glass in a frame, and its doors: a solid leaf when closed, a gap with the
// leaf swung inwards when open, and splinters when broken in.
func drawWalls(cv Canvas, sc *Scene) {
	if sc.Table == nil {
		return
	}
	doors := sc.Scenario.Doors()
	for _, w := range sc.Table.Walls() {
		switch w.Kind {
		case physics.WallWindow:
			drawWindow(cv, w.Outline)
		case physics.WallDoor:
			ref := nearestDoor(doors, w.Piece, centroid(w.Outline))
			drawDoor(cv, sc.Scenario.Terrain[w.Piece].Polygon, w.Outline, w.Open, ref.Door.Barricaded)
		default:
			cv.FillPolygon(w.Outline, colWallTop)
			cv.StrokePolyline(w.Outline, true, 1.2, colWall)
		}
	}
}

// nearestDoor finds the door of a building whose middle is nearest a point.
func nearestDoor(doors []maps.DoorRef, piece int, p physics.Vec) maps.DoorRef {
	best, out := math.Inf(1), maps.DoorRef{}
	for _, d := range doors {
		if d.Terrain == piece && d.Centre.Dist(p) < best {
			best, out = d.Centre.Dist(p), d
		}
	}
	return out
}

func drawWindow(cv Canvas, outline []physics.Vec) {
	f := frameOf(outline)
	cv.FillPolygon(outline, colWindow)
	cv.FillPolygon(f.quad(-f.halfL, -f.halfW*0.25, f.halfL, f.halfW*0.25), colWindowLit)
	cv.StrokePolyline(outline, true, 1, colWall)
}

// drawDoor draws one door. building is the footprint, to tell in from out.
func drawDoor(cv Canvas, building, outline []physics.Vec, open, barricaded bool) {
	f := frameOf(outline)
	in := 1.0 // the door swings into the building
	if !inside(building, f.at(0, f.halfW+0.3)) {
		in = -1
	}
	if !open {
		cv.FillPolygon(outline, colDoorLeaf)
		cv.StrokePolyline(outline, true, 1, colDoorEdge)
		if barricaded { // boarded up: planks nailed across
			for _, s := range []float64{-1, 1} {
				a, b := f.at(-f.halfL*0.85, -s*f.halfW*1.6), f.at(f.halfL*0.85, s*f.halfW*1.6)
				cv.FillPolygon(bandPts(a, b, perp(b.Sub(a)), 0.09), colPlank)
			}
		}
		return
	}
	threshold := colDoorEdge
	cv.FillPolygon(f.quad(-f.halfL, -f.halfW*0.15, f.halfL, f.halfW*0.15), withAlpha(threshold, 120))
	if barricaded { // broken in: the leaf lies in pieces just inside
		r := newNoiseRand(seedOf("broken") ^ uint64(f.c.X*100) ^ uint64(f.c.Y*1000))
		for i := 0; i < 4; i++ {
			p := f.at(r.between(-f.halfL*0.8, f.halfL*0.8), in*r.between(f.halfW+0.25, f.halfW+0.9))
			d := physics.Vec{X: math.Cos(r.between(0, math.Pi)), Y: math.Sin(r.between(0, math.Pi))}
			l := r.between(0.3, f.halfL*0.7)
			cv.FillPolygon(bandPts(p, p.Add(d.Scale(l)), perp(d), 0.07), colDoorLeaf)
		}
		return
	}
	// Wide openings have a pair of leaves, one on each side.
	leaves := [][2]float64{{-1, 1}}
	if f.halfL > 1.2 {
		leaves = [][2]float64{{-1, 0.5}, {1, 0.5}}
	}
	for _, lf := range leaves {
		hinge := f.at(lf[0]*f.halfL, in*f.halfW)
		length := 2 * f.halfL * lf[1]
		tip := hinge.Add(f.v.Scale(in * length))
		shut := hinge.Add(f.u.Scale(-lf[0] * length)) // where the tip rests when closed
		arc := make([]physics.Vec, 0, 8)
		for k := 0; k <= 7; k++ {
			a := float64(k) / 7 * math.Pi / 2
			arc = append(arc, hinge.Add(tip.Sub(hinge).Scale(math.Cos(a))).Add(shut.Sub(hinge).Scale(math.Sin(a))))
		}
		cv.StrokePolyline(arc, false, 1, colDoorSwing)
		cv.FillPolygon(bandPts(hinge, tip, f.u, 0.07), colDoorLeaf)
		cv.StrokePolyline(bandPts(hinge, tip, f.u, 0.07), true, 1, colDoorEdge)
	}
}

// perp returns a unit vector at right angles to d.
func perp(d physics.Vec) physics.Vec {
	l := d.Len()
	if l == 0 {
		return physics.Vec{Y: 1}
	}
	return physics.Vec{X: -d.Y / l, Y: d.X / l}
}

// drawBuildingName writes a building's name small, on a dark pill just inside its top
// wall: out of the way of the models, which are drawn over the table in any case.
func drawBuildingName(cv Canvas, t maps.Terrain) {
	if t.Name == "" || cv.PixelsPerInch() < 8 {
		return
	}
	lo, hi := bounds(t.Polygon)
	size := 10.0
	px := 1 / cv.PixelsPerInch()
	at := physics.Vec{X: (lo.X + hi.X) / 2, Y: lo.Y + t.WallThickness + 9*px}
	if !inside(t.Polygon, at) {
		at = centroid(t.Polygon)
	}
	pillText(cv, at, t.Name, size, colTextDim, colPill)
}
