package physics

import (
	"fmt"
	"math"
	"testing"
)

// fineRoute is the reference shortest route for a round base of radius r among convex
// obstacles: a visibility graph over points every 0.5° round each obstacle corner, just
// outside radius r (circumscribed, so moves between neighbours stay clear), tested exactly.
func fineRoute(polys [][]Vec, r float64, from, to Vec) float64 {
	const step = 0.5 * math.Pi / 180
	rad := (r + 1e-7) / math.Cos(step/2)
	nodes := []Vec{from, to}
	for _, poly := range polys {
		for _, v := range poly {
			for a := 0.0; a < 2*math.Pi; a += step {
				p := v.Add(Vec{math.Cos(a), math.Sin(a)}.Scale(rad))
				clear := true
				for _, q := range polys {
					if refInside(q, p) || refConcaveMinDist(q, p) < r {
						clear = false
					}
				}
				if clear {
					nodes = append(nodes, p)
				}
			}
		}
	}
	return visibilityRoute(nodes, polys, r)
}

// visibilityRoute is the shortest route from nodes[0] to nodes[1] over straight moves between
// nodes that a base of radius r makes clear of every polygon (Dijkstra, exact tests).
func visibilityRoute(nodes []Vec, polys [][]Vec, r float64) float64 {
	dist := make([]float64, len(nodes))
	done := make([]bool, len(nodes))
	for i := range dist {
		dist[i] = math.Inf(1)
	}
	dist[0] = 0
	for {
		u := -1
		for i := range nodes {
			if !done[i] && (u < 0 || dist[i] < dist[u]) {
				u = i
			}
		}
		if u < 0 || math.IsInf(dist[u], 1) || u == 1 {
			return dist[1]
		}
		done[u] = true
		for v := range nodes {
			if done[v] || dist[u]+nodes[u].Dist(nodes[v]) >= dist[v] {
				continue
			}
			clear := true
			for _, q := range polys {
				if !refCapsuleClear(q, nodes[u], nodes[v], r) {
					clear = false
					break
				}
			}
			if clear {
				dist[v] = dist[u] + nodes[u].Dist(nodes[v])
			}
		}
	}
}

// Gaps just wider than a base: a route through them exists, and the route found is within
// the fan's bound of the reference's.
func TestRoutesThroughGapsJustWiderThanABase(t *testing.T) {
	r := Base25mm.Radius
	for _, extra := range []float64{0.001, 0.01, 0.03, 0.05, 0.08, 0.15} {
		t.Run(fmt.Sprint(extra), func(t *testing.T) {
			gap := 2*r + extra
			a, b := rect(4, 20, 20, 20.5), rect(20+gap, 20, 44, 20.5)
			tb := mustTable(t, PieceSpec{Outline: a, Movement: MoveImpassable}, PieceSpec{Outline: b, Movement: MoveImpassable})
			from, to := Vec{19, 15}, Vec{22.5, 26}
			id := round(tb, from.X, from.Y)
			p, err := tb.PathTo(id, to, MoveOptions{})
			if err != nil || !p.Reached {
				t.Fatalf("no route through a gap %v\" wider than the base: %+v %v", extra, p, err)
			}
			for i := 1; i < len(p.Points); i++ {
				for _, poly := range [][]Vec{a, b} {
					if !refCapsuleClear(poly, p.Points[i-1], p.Points[i], r) {
						t.Fatalf("leg %d cuts into %v", i, poly)
					}
				}
			}
			ref := fineRoute([][]Vec{a, b}, r, from, to)
			if p.Cost > ref+fanExcessBound || p.Cost < ref-1e-6 {
				t.Fatalf("route costs %v, reference %v", p.Cost, ref)
			}
		})
	}
}

// fanExcessBound is how much longer than the reference a route may be here: going round a
// fan of 45° steps instead of the arc adds at most tan(22.5°)/(π/8) − 1 = 5.5% of the arc, and
// this route wraps two corners by less than a quarter turn each: 5.5% of half a circle of
// the base's radius.
var fanExcessBound = (math.Tan(math.Pi/8)/(math.Pi/8) - 1) * (Base25mm.Radius + navMargin) * math.Pi
