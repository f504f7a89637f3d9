package survivors

import (
	"math"

	"github.com/borrowed-time/tabletop/physics"
)

// radius is every model's base radius in inches (T6).
var radius = physics.Base25mm.Radius

// spotStep is the spacing, in inches, of the spots tried when the table looks for room.
const spotStep = 0.25

// freeSpot returns the legal spot for a 25mm base on level whose centre is nearest to near,
// at most maxDist from it, that also passes ok (nil: any), trying rings of spots 0.25" apart.
func freeSpot(t *physics.Table, level int, near physics.Vec, maxDist float64, ok func(physics.Vec) bool) (physics.Vec, bool) {
	for ring := 0; float64(ring)*spotStep <= maxDist+1e-9; ring++ {
		rr := float64(ring) * spotStep
		n := max(1, int(math.Ceil(2*math.Pi*rr/spotStep)))
		for k := 0; k < n; k++ {
			a := 2 * math.Pi * float64(k) / float64(n)
			p := physics.Vec{X: near.X + rr*math.Cos(a), Y: near.Y + rr*math.Sin(a)}
			if ok != nil && !ok(p) {
				continue
			}
			if t.CheckPlacement(physics.Body{Base: physics.Base25mm, Pos: p, Level: level}) == nil {
				return p, true
			}
		}
	}
	return physics.Vec{}, false
}

// zoneSpot returns the first free spot, row by row, where a base stands wholly in the zone.
func zoneSpot(t *physics.Table, zone []physics.Vec) (physics.Vec, bool) {
	lo, hi := bounds(zone)
	for y := lo.Y + radius + 0.1; y <= hi.Y-radius; y += 1.25 {
		for x := lo.X + radius + 0.1; x <= hi.X-radius; x += 1.25 {
			p := physics.Vec{X: x, Y: y}
			if baseInZone(zone, p) && t.CheckPlacement(physics.Body{Base: physics.Base25mm, Pos: p}) == nil {
				return p, true
			}
		}
	}
	return physics.Vec{}, false
}

// baseInZone reports whether a base centred at p lies wholly inside the polygon.
func baseInZone(zone []physics.Vec, p physics.Vec) bool {
	return physics.PointInPolygon(zone, p) && outlineDist(zone, p) >= radius-1e-9
}

func bounds(pts []physics.Vec) (lo, hi physics.Vec) {
	lo, hi = pts[0], pts[0]
	for _, p := range pts[1:] {
		lo.X, lo.Y = min(lo.X, p.X), min(lo.Y, p.Y)
		hi.X, hi.Y = max(hi.X, p.X), max(hi.Y, p.Y)
	}
	return lo, hi
}

// segDist is the distance from p to the segment ab.
func segDist(p, a, b physics.Vec) float64 {
	ab := b.Sub(a)
	l2 := ab.Len2()
	if l2 == 0 {
		return p.Dist(a)
	}
	t := max(0, min(1, p.Sub(a).Dot(ab)/l2))
	return p.Dist(a.Add(ab.Scale(t)))
}

// pathDist is the distance from p to a route (its centre line).
func pathDist(path []physics.Vec, p physics.Vec) float64 {
	if len(path) == 1 {
		return p.Dist(path[0])
	}
	best := math.Inf(1)
	for i := 1; i < len(path); i++ {
		best = min(best, segDist(p, path[i-1], path[i]))
	}
	return best
}

// outlineDist is the distance from p to a polygon's outline.
func outlineDist(poly []physics.Vec, p physics.Vec) float64 {
	best := math.Inf(1)
	for i := range poly {
		best = min(best, segDist(p, poly[i], poly[(i+1)%len(poly)]))
	}
	return best
}

// nearestOnOutline is the point of a polygon's outline nearest to p.
func nearestOnOutline(poly []physics.Vec, p physics.Vec) physics.Vec {
	best, bestD := poly[0], math.Inf(1)
	for i := range poly {
		a, b := poly[i], poly[(i+1)%len(poly)]
		ab := b.Sub(a)
		t := 0.0
		if l2 := ab.Len2(); l2 > 0 {
			t = max(0, min(1, p.Sub(a).Dot(ab)/l2))
		}
		q := a.Add(ab.Scale(t))
		if d := p.Dist(q); d < bestD {
			best, bestD = q, d
		}
	}
	return best
}

// edgeGap is the edge-to-edge distance of two 25mm bases centred at a and b, levels ignored
// (T3, T4).
func edgeGap(a, b physics.Vec) float64 { return max(0, a.Dist(b)-2*radius) }

// pointGap is the distance from a base centred at a to the point p.
func pointGap(a, p physics.Vec) float64 { return max(0, a.Dist(p)-radius) }
