package physics

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// refRect returns a tray's corners at a place and facing, worked out afresh.
func refRect(c Vec, w, d, facing float64) []Vec {
	u := Vec{math.Cos(facing), math.Sin(facing)}.Scale(d / 2)
	v := Vec{-math.Sin(facing), math.Cos(facing)}.Scale(w / 2)
	return []Vec{c.Sub(u).Sub(v), c.Add(u).Sub(v), c.Add(u).Add(v), c.Sub(u).Add(v)}
}

// refWrap is the convex hull of pts by gift wrapping, counter-clockwise.
func refWrap(pts []Vec) []Vec {
	start := 0
	for i, p := range pts {
		if p.X < pts[start].X || p.X == pts[start].X && p.Y < pts[start].Y {
			start = i
		}
	}
	var out []Vec
	cur := start
	for len(out) <= len(pts) {
		out = append(out, pts[cur])
		next := (cur + 1) % len(pts)
		for i := range pts {
			c := pts[next].Sub(pts[cur]).Cross(pts[i].Sub(pts[cur]))
			if c < 0 || c == 0 && pts[i].Dist(pts[cur]) > pts[next].Dist(pts[cur]) {
				next = i
			}
		}
		if cur = next; cur == start {
			break
		}
	}
	return out
}

// refOverlap returns how deep two convex polygons overlap: the least overlap of their
// projections on every edge normal of both (<= 0: apart or touching).
func refOverlap(p, q []Vec) float64 {
	best := math.Inf(1)
	for _, poly := range [][]Vec{p, q} {
		for i := range poly {
			e := poly[(i+1)%len(poly)].Sub(poly[i])
			n := Vec{-e.Y, e.X}.Scale(1 / math.Hypot(e.X, e.Y))
			lo1, hi1, lo2, hi2 := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
			for _, v := range p {
				lo1, hi1 = math.Min(lo1, n.Dot(v)), math.Max(hi1, n.Dot(v))
			}
			for _, v := range q {
				lo2, hi2 = math.Min(lo2, n.Dot(v)), math.Max(hi2, n.Dot(v))
			}
			best = math.Min(best, math.Min(hi1, hi2)-math.Max(lo1, lo2))
		}
	}
	return best
}

// refPolyPointDist is the distance from p to a convex polygon (0 inside).
func refPolyPointDist(poly []Vec, p Vec) float64 {
	if refInside(poly, p) {
		return 0
	}
	d := math.Inf(1)
	for i := range poly {
		d = math.Min(d, refPointSeg(p, poly[i], poly[(i+1)%len(poly)]))
	}
	return d
}

// refPolyPolyDist is the distance between two convex polygons that do not overlap.
func refPolyPolyDist(p, q []Vec) float64 {
	d := math.Inf(1)
	for i := range p {
		for j := range q {
			d = math.Min(d, refSegSeg(p[i], p[(i+1)%len(p)], q[j], q[(j+1)%len(q)]))
		}
	}
	return d
}

// trayScene is a random table of convex impassable pieces, a tray that moves and other bases.
type trayScene struct {
	tb       *Table
	polys    [][]Vec
	tray     BodyID
	w, d, fa float64
	others   []BodyID
}

func newTrayScene(t *testing.T, rng *rand.Rand, models int) *trayScene {
	const size = 36.0
	s := &trayScene{}
	var pieces []PieceSpec
	for i := 0; i < 10; i++ {
		poly := randomConvex(rng, Vec{3 + rng.Float64()*30, 3 + rng.Float64()*30}, 1+rng.Float64()*3)
		if len(poly) < 3 || CheckSimplePolygon(poly) != nil || !insideTable(poly, size) {
			continue
		}
		s.polys = append(s.polys, ccw(poly))
		pieces = append(pieces, PieceSpec{Outline: poly, Movement: MoveImpassable, BlocksSight: true})
	}
	tb, err := NewTable(size, size, pieces)
	if err != nil {
		t.Fatal(err)
	}
	s.tb = tb
	s.w, s.d, s.fa = 2, 2, rng.Float64()*math.Pi
	if rng.IntN(2) == 0 {
		s.w, s.d = 1+rng.Float64()*2, 0.6+rng.Float64()*1.5
	}
	place := func(b Body) (BodyID, bool) {
		for k := 0; k < 300; k++ {
			b.Pos = Vec{1 + rng.Float64()*(size-2), 1 + rng.Float64()*(size-2)}
			if tb.CheckPlacement(b) == nil {
				return tb.AddBody(b), true
			}
		}
		return 0, false
	}
	var ok bool
	if s.tray, ok = place(Body{Base: Base{Width: s.w, Depth: s.d}, Facing: s.fa}); !ok {
		return nil
	}
	for i := 0; i < 1+models; i++ {
		b := Body{Base: Base25mm}
		if rng.IntN(3) == 0 {
			b = Body{Base: HordeTray, Facing: rng.Float64() * math.Pi}
		}
		if id, ok := place(b); ok {
			s.others = append(s.others, id)
		}
	}
	if len(s.others) == 0 {
		return nil
	}
	return s
}

// outline returns a base's outline as the reference sees it: a tray's rectangle, or a round
// base's centre and radius.
func (s *trayScene) outline(id BodyID) ([]Vec, float64) {
	b, _ := s.tb.Body(id)
	if b.Base.IsTray() {
		return refRect(b.Pos, b.Base.Width, b.Base.Depth, b.Facing), 0
	}
	return []Vec{b.Pos}, b.Base.Radius
}

// check checks a tray's route into contact with target against the reference: each leg's
// swept rectangle (the hull of the tray at its two ends) enters no piece and no other base,
// the end is in contact (the rectangle within ContactTolerance/2 of the target's outline,
// not into it), and the cost is the length.
func (s *trayScene) check(p Path, target BodyID) error {
	for i := 1; i < len(p.Points); i++ {
		a, b := p.Points[i-1], p.Points[i]
		swept := refWrap(append(refRect(a, s.w, s.d, s.fa), refRect(b, s.w, s.d, s.fa)...))
		for _, poly := range s.polys {
			if o := refOverlap(swept, poly); o > 1e-6 {
				return fmt.Errorf("leg %d %v→%v cuts %v\" into a piece", i, a, b, o)
			}
		}
		for _, v := range swept {
			if v.X < -1e-6 || v.Y < -1e-6 || v.X > 36+1e-6 || v.Y > 36+1e-6 {
				return fmt.Errorf("leg %d leaves the table", i)
			}
		}
		for _, o := range s.others {
			pts, r := s.outline(o)
			if r > 0 && refPolyPointDist(swept, pts[0]) < r-1e-6 || r == 0 && refOverlap(swept, pts) > 1e-6 {
				if o == target && i == len(p.Points)-1 && p.Reached {
					continue // the last leg's end is checked below
				}
				return fmt.Errorf("leg %d %v→%v passes through base %d", i, a, b, o)
			}
		}
	}
	if p.Reached {
		end := refRect(p.Points[len(p.Points)-1], s.w, s.d, s.fa)
		pts, r := s.outline(target)
		var gap float64
		if r > 0 {
			gap = refPolyPointDist(end, pts[0]) - r
		} else if o := refOverlap(end, pts); o > 0 {
			gap = -o
		} else {
			gap = refPolyPolyDist(end, pts)
		}
		if gap > ContactTolerance/2+1e-9 || gap < -1e-6 {
			return fmt.Errorf("the tray ends %v\" from its target's outline", gap)
		}
	}
	if want := s.tb.PathCost(0, p.Points, false); math.Abs(p.Cost-want) > 1e-9*(1+want) {
		return fmt.Errorf("cost %v, its points cost %v", p.Cost, want)
	}
	return nil
}

// refTrayRoute is the length of the shortest route of the tray's centre into contact with
// target among the pieces alone: a visibility graph over the corners of the pieces grown by
// the tray (gift-wrapped sums, pushed a millionth of an inch out), the last leg straight to
// the nearest place of the target grown by the tray, within ContactTolerance/2 of it.
func (s *trayScene) refTrayRoute(target BodyID) float64 {
	l, _ := s.refTrayPath(target)
	return l
}

// refTrayPath is refTrayRoute, with the route's points.
func (s *trayScene) refTrayPath(target BodyID) (float64, []Vec) {
	k := refRect(Vec{}, s.w, s.d, s.fa)
	grow := func(poly []Vec) []Vec {
		var sum []Vec
		for _, p := range poly {
			for _, q := range k {
				sum = append(sum, p.Sub(q))
			}
		}
		return refWrap(sum)
	}
	var grown [][]Vec
	for _, poly := range s.polys {
		grown = append(grown, grow(poly))
	}
	start, _ := s.tb.Body(s.tray)
	nodes := []Vec{start.Pos}
	ext := Vec{}
	for _, v := range k {
		ext = Vec{math.Max(ext.X, math.Abs(v.X)), math.Max(ext.Y, math.Abs(v.Y))}
	}
	for _, g := range grown {
		for i, v := range g {
			n1 := v.Sub(g[(i+len(g)-1)%len(g)]).Unit()
			n2 := g[(i+1)%len(g)].Sub(v).Unit()
			p := v.Add(Vec{n1.Y, -n1.X}.Add(Vec{n2.Y, -n2.X}).Unit().Scale(2e-6))
			free := p.X >= ext.X && p.Y >= ext.Y && p.X <= 36-ext.X && p.Y <= 36-ext.Y
			for _, q := range grown {
				if free && refInside(q, p) {
					free = false
				}
			}
			if free {
				nodes = append(nodes, p)
			}
		}
	}
	clear := func(a, b Vec) bool {
		for _, g := range grown {
			if refDepth(g, a, b) > 1e-9 {
				return false
			}
		}
		return true
	}
	tpts, tr := s.outline(target)
	goalPoly := grow(tpts)
	reach := tr + ContactTolerance/2
	terrainClear := clear
	clear = func(a, b Vec) bool { // the target is in the way too
		if refDepth(goalPoly, a, b) > 1e-9 {
			return false
		}
		if tr > 0 {
			for i := range goalPoly {
				if refSegSeg(a, b, goalPoly[i], goalPoly[(i+1)%len(goalPoly)]) < tr-1e-7 {
					return false
				}
			}
		}
		return terrainClear(a, b)
	}
	dist := make([]float64, len(nodes))
	done := make([]bool, len(nodes))
	parent := make([]int, len(nodes))
	for i := range dist {
		dist[i] = math.Inf(1)
	}
	dist[0] = 0
	best, bestU, bestEnd := math.Inf(1), -1, Vec{}
	for {
		u := -1
		for i := range nodes {
			if !done[i] && (u < 0 || dist[i] < dist[u]) {
				u = i
			}
		}
		if u < 0 || math.IsInf(dist[u], 1) || dist[u] >= best {
			break
		}
		done[u] = true
		c := closestOnConvex(goalPoly, nodes[u])
		if l := nodes[u].Dist(c); l <= reach && l >= tr-1e-7 && !refInside(goalPoly, nodes[u]) && dist[u] < best {
			best, bestU, bestEnd = dist[u], u, nodes[u]
		} else if end := c.Add(nodes[u].Sub(c).Scale(reach / l)); l > reach && clear(nodes[u], end) && dist[u]+nodes[u].Dist(end) < best {
			best, bestU, bestEnd = dist[u]+nodes[u].Dist(end), u, end
		}
		for v := range nodes {
			if !done[v] && dist[u]+nodes[u].Dist(nodes[v]) < dist[v] && clear(nodes[u], nodes[v]) {
				dist[v], parent[v] = dist[u]+nodes[u].Dist(nodes[v]), u
			}
		}
	}
	if bestU < 0 {
		return best, nil
	}
	pts := []Vec{bestEnd}
	for u := bestU; ; u = parent[u] {
		pts = append([]Vec{nodes[u]}, pts...)
		if u == 0 {
			break
		}
	}
	return best, pts
}

// TestTrayRoutesIntoContactAgainstReference: a tray routed into contact with a round base or
// another tray among pieces and other models ends with its rectangle in contact, every leg
// legal for the rectangle; among pieces alone its route is no longer than the reference's
// (to the fans' thousandths).
func TestTrayRoutesIntoContactAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 2))
	reached, compared := 0, 0
	for n := 0; n < 160; n++ {
		s := newTrayScene(t, rng, rng.IntN(2)*6)
		if s == nil {
			continue
		}
		target := s.others[0]
		p, err := s.tb.PathToContact(s.tray, target, MoveOptions{})
		if err != nil && err != ErrNoRoute {
			t.Fatalf("case %d: %v", n, err)
		}
		if err := s.check(p, target); err != nil {
			t.Fatalf("case %d: %v (route %v)", n, err, p.Points)
		}
		if p.Reached {
			reached++
			if !s.tb.contactAt(s.tray, p.Points[len(p.Points)-1], target) {
				t.Fatalf("case %d: the route ends out of contact", n)
			}
		}
		if len(s.others) > 1 {
			continue
		}
		ref := s.refTrayRoute(target)
		if math.IsInf(ref, 1) {
			continue
		}
		compared++
		if !p.Reached || p.Cost > ref*(1+1e-3)+1e-3 { // (a legal route may be shorter: the reference's last leg goes to the nearest place only)
			t.Fatalf("case %d: route %v (reached %v), the reference %v", n, p.Cost, p.Reached, ref)
		}
	}
	if reached < 60 || compared < 30 {
		t.Fatalf("only %d routes reached their target, %d compared", reached, compared)
	}
}
