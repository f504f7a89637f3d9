package render

import (
	"image/color"
	"math"
	"strings"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// drawStanding draws a piece that stands up from the table (cars, walls, fences, barricades,
// low obstacles, hedges) with its shadow, by kind; a piece standing on a roof is outlined
// light.
func drawStanding(cv Canvas, t maps.Terrain) {
	sh := shadowOffset.Scale(0.6)
	if t.Kind == "fence" {
		sh = shadowOffset.Scale(0.25)
	}
	cv.FillPolygon(offset(t.Polygon, sh), colDropShadow)
	name := strings.ToLower(t.Name)
	switch {
	case t.Kind == "vehicle":
		drawVehicle(cv, t, name)
	case t.Kind == "barricade":
		drawBarricade(cv, t, name)
	case t.Kind == "fence":
		drawFence(cv, t)
	case t.Kind == "wall":
		drawBrickWall(cv, t)
	case t.Kind == "hedge":
		drawHedge(cv, t)
	default:
		drawObstacle(cv, t, name)
	}
	if t.Level > 0 {
		cv.StrokePolyline(t.Polygon, true, 2, colRaised)
	}
}

// vehicleColours are the paints of ordinary cars, picked by the piece's id.
var vehicleColours = [...]color.RGBA{
	rgba(150, 60, 50, 255), rgba(70, 96, 130, 255), rgba(190, 186, 170, 255),
	rgba(92, 104, 84, 255), rgba(120, 112, 100, 255), rgba(150, 120, 60, 255),
}

// drawVehicle draws a car from above: body, bonnet and boot, windscreen and rear window, a
// roof, lights, and rust; ambulances white with a red stripe, police cars black and white.
func drawVehicle(cv Canvas, t maps.Terrain, name string) {
	seed := seedOf(t.ID)
	body := vehicleColours[seed%uint64(len(vehicleColours))]
	if strings.Contains(name, "burnt") {
		body = rgba(58, 52, 48, 255)
	}
	ambulance, police := strings.Contains(name, "ambulance"), strings.Contains(name, "police")
	if ambulance {
		body = rgba(225, 225, 218, 255)
	}
	if police {
		body = rgba(30, 32, 40, 255)
	}
	if !isRectLike(t.Polygon) {
		cv.FillPolygon(t.Polygon, body)
		cv.FillPolygon(shrink(t.Polygon, 0.3), shade(body, 0.15))
		cv.StrokePolyline(t.Polygon, true, 1, rgba(0, 0, 0, 160))
		return
	}
	f := frameOf(t.Polygon)
	L, W := f.halfL, f.halfW
	cv.FillPolygon(chamfer(f, L, W, math.Min(0.35, W*0.4)), shade(body, -0.35))
	cv.FillPolygon(chamfer(f, L-0.08, W-0.08, math.Min(0.3, W*0.35)), body)
	if police { // white doors
		cv.FillPolygon(f.quad(-L*0.35, -W+0.08, L*0.3, W-0.08), rgba(225, 225, 225, 255))
	}
	glass := rgba(40, 56, 70, 255)
	if ambulance { // a long box body with a red stripe and a light bar
		cv.FillPolygon(f.quad(-L+0.15, -W+0.15, L*0.45, W-0.15), shade(body, 0.08))
		cv.FillPolygon(f.quad(-L+0.15, -0.22, L*0.45, 0.22), rgba(200, 40, 40, 255))
		cv.FillPolygon(f.quad(L*0.5, -W+0.2, L*0.72, W-0.2), glass)
		cv.FillPolygon(f.quad(L*0.38, -W*0.5, L*0.44, W*0.5), rgba(90, 140, 230, 255))
	} else {
		cv.FillPolygon(trapezoid(f, L*0.22, L*0.48, W-0.14, W-0.3), glass)     // windscreen
		cv.FillPolygon(trapezoid(f, -L*0.52, -L*0.7, W-0.2, W-0.34), glass)    // rear window
		cv.FillPolygon(f.quad(-L*0.5, -W+0.2, L*0.2, W-0.2), shade(body, 0.1)) // the roof
		cv.FillPolygon(f.quad(L*0.05, -W*0.45, L*0.12, W*0.45), withAlpha(shade(body, 0.4), 120))
		if police {
			cv.FillPolygon(f.quad(-L*0.2, -W*0.55, -L*0.08, -0.02), rgba(220, 40, 40, 255))
			cv.FillPolygon(f.quad(-L*0.2, 0.02, -L*0.08, W*0.55), rgba(50, 100, 230, 255))
		}
	}
	for _, s := range []float64{-1, 1} { // headlights and tail lights
		cv.FillCircle(f.at(L-0.12, s*(W-0.22)), 0.09, rgba(240, 230, 180, 255))
		cv.FillCircle(f.at(-L+0.1, s*(W-0.22)), 0.08, rgba(150, 30, 30, 255))
	}
	r := newNoiseRand(seed)
	for i := 0; i < 3; i++ { // rust and dents
		p := f.at(r.between(-L*0.8, L*0.8), r.between(-W*0.7, W*0.7))
		cv.FillCircle(p, r.between(0.1, 0.25), rgba(110, 60, 30, 110))
	}
	cv.StrokePolyline(chamfer(f, L, W, math.Min(0.35, W*0.4)), true, 1, rgba(0, 0, 0, 180))
}

// chamfer returns a rectangle of half-sizes l, w in a frame with its corners cut by c.
func chamfer(f frame, l, w, c float64) []physics.Vec {
	return []physics.Vec{
		f.at(-l+c, -w), f.at(l-c, -w), f.at(l, -w+c), f.at(l, w-c),
		f.at(l-c, w), f.at(-l+c, w), f.at(-l, w-c), f.at(-l, -w+c),
	}
}

// trapezoid returns a window from a0 to a1 along the frame, wa wide at a0 and wb at a1.
func trapezoid(f frame, a0, a1, wa, wb float64) []physics.Vec {
	return []physics.Vec{f.at(a0, -wa), f.at(a1, -wb), f.at(a1, wb), f.at(a0, wa)}
}

// drawBarricade draws sandbags (rows of bags) or a police barricade (hazard stripes).
func drawBarricade(cv Canvas, t maps.Terrain, name string) {
	if !isRectLike(t.Polygon) {
		cv.FillPolygon(t.Polygon, kindFill(t.Kind))
		cv.StrokePolyline(t.Polygon, true, 1, rgba(0, 0, 0, 160))
		return
	}
	f := frameOf(t.Polygon)
	if strings.Contains(name, "sand") {
		bag := rgba(176, 156, 110, 255)
		cv.FillPolygon(t.Polygon, shade(bag, -0.35))
		rows := math.Max(1, math.Round(f.halfW*2/0.45))
		h := f.halfW * 2 / rows
		for j := 0.0; j < rows; j++ {
			b := -f.halfW + h*(j+0.5)
			shift := math.Mod(j, 2) * 0.35
			for a := -f.halfL + 0.05 + shift; a < f.halfL-0.1; a += 0.7 {
				e := math.Min(a+0.64, f.halfL-0.05)
				cv.FillPolygon(chamfer(frame{c: f.at((a+e)/2, b), u: f.u, v: f.v}, (e-a)/2, h/2-0.03, 0.08), shade(bag, float64(int(a*7)%3)*0.06))
			}
		}
		return
	}
	cv.FillPolygon(t.Polygon, kindFill(t.Kind))
	stripe := rgba(30, 30, 30, 255)
	for a := -f.halfL + 0.2; a+0.5 < f.halfL; a += 0.8 {
		cv.FillPolygon([]physics.Vec{f.at(a, -f.halfW), f.at(a+0.3, -f.halfW), f.at(a+0.5, f.halfW), f.at(a+0.2, f.halfW)}, stripe)
	}
	cv.StrokePolyline(t.Polygon, true, 1, rgba(0, 0, 0, 200))
}

// drawFence draws a chain-link fence: a thin mesh between posts.
func drawFence(cv Canvas, t maps.Terrain) {
	f := frameOf(t.Polygon)
	cv.FillPolygon(t.Polygon, withAlpha(kindFill(t.Kind), 170))
	a, b := f.at(-f.halfL, 0), f.at(f.halfL, 0)
	cv.StrokePolyline([]physics.Vec{a, b}, false, 1, rgba(210, 210, 205, 255))
	n := math.Max(1, math.Round(f.halfL*2/1.5))
	for i := 0.0; i <= n; i++ {
		cv.FillCircle(a.Lerp(b, i/n), 0.1, rgba(70, 70, 72, 255))
	}
}

// drawBrickWall draws a free-standing wall: brick courses with a lit top.
func drawBrickWall(cv Canvas, t maps.Terrain) {
	brick := kindFill(t.Kind)
	cv.FillPolygon(t.Polygon, shade(brick, -0.35))
	cv.FillPolygon(shrink(t.Polygon, 0.06), brick)
	if !isRectLike(t.Polygon) || detail(cv) == 0 {
		return
	}
	f := frameOf(t.Polygon)
	mortar := rgba(60, 40, 34, 255)
	for a := -f.halfL + 0.5; a < f.halfL; a += 0.5 {
		cv.StrokePolyline([]physics.Vec{f.at(a, -f.halfW), f.at(a, f.halfW)}, false, 1, mortar)
	}
	cv.StrokePolyline([]physics.Vec{f.at(-f.halfL, -f.halfW+0.05), f.at(f.halfL, -f.halfW+0.05)}, false, 1, shade(brick, 0.35))
}

// drawHedge draws a hedge: a dark mass with leafy clumps.
func drawHedge(cv Canvas, t maps.Terrain) {
	base := kindFill(t.Kind)
	cv.FillPolygon(t.Polygon, shade(base, -0.3))
	seed := seedOf(t.ID + "hedge")
	scatter(cv, t.Polygon, 0.45, seed, func(p physics.Vec, r *noiseRand) {
		cv.FillCircle(p, r.between(0.18, 0.3), shade(base, r.between(-0.1, 0.25)))
	})
}

// drawObstacle draws a low obstacle: a dumpster, a gas pump, bins, or (by default) a crate.
func drawObstacle(cv Canvas, t maps.Terrain, name string) {
	f := frameOf(t.Polygon)
	rect := isRectLike(t.Polygon)
	switch {
	case strings.Contains(name, "dumpster") && rect:
		c := rgba(46, 92, 70, 255)
		cv.FillPolygon(t.Polygon, shade(c, -0.35))
		cv.FillPolygon(f.quad(-f.halfL+0.08, -f.halfW+0.08, -0.04, f.halfW-0.08), c)
		cv.FillPolygon(f.quad(0.04, -f.halfW+0.08, f.halfL-0.08, f.halfW-0.08), shade(c, 0.08))
		cv.StrokePolyline([]physics.Vec{f.at(-f.halfL, f.halfW-0.12), f.at(f.halfL, f.halfW-0.12)}, false, 1.5, rgba(20, 30, 25, 255))
	case strings.Contains(name, "pump") && rect:
		cv.FillPolygon(t.Polygon, rgba(170, 40, 36, 255))
		cv.FillPolygon(f.quad(-f.halfL*0.7, -f.halfW*0.6, f.halfL*0.7, f.halfW*0.6), rgba(235, 232, 225, 255))
		cv.FillPolygon(f.quad(-f.halfL*0.4, -f.halfW*0.25, f.halfL*0.4, f.halfW*0.25), rgba(40, 40, 44, 255))
	case strings.Contains(name, "trash") || strings.Contains(name, "bin"):
		cv.FillPolygon(t.Polygon, rgba(60, 62, 60, 120))
		n := math.Max(1, math.Floor(f.halfL/math.Max(f.halfW, 0.2)))
		rad := math.Min(f.halfW, f.halfL/n) * 0.92
		for i := 0.0; i < n; i++ {
			p := f.at(-f.halfL+f.halfL/n*(2*i+1), 0)
			cv.FillCircle(p, rad, rgba(88, 92, 90, 255))
			cv.FillCircle(p, rad*0.7, rgba(118, 122, 118, 255))
			cv.StrokeCircle(p, rad, 1, rgba(30, 30, 30, 220))
		}
		return
	default: // a crate of weathered boards
		wood := kindFill(t.Kind)
		cv.FillPolygon(t.Polygon, shade(wood, -0.3))
		cv.FillPolygon(shrink(t.Polygon, 0.08), wood)
		if rect {
			for a := -f.halfL + 0.3; a < f.halfL-0.1; a += 0.3 {
				cv.StrokePolyline([]physics.Vec{f.at(a, -f.halfW+0.08), f.at(a, f.halfW-0.08)}, false, 1, shade(wood, -0.2))
			}
		}
	}
	cv.StrokePolyline(t.Polygon, true, 1, rgba(0, 0, 0, 170))
}
