package physics

import (
	"math"
	"math/rand/v2"
	"testing"
)

// Contact against its definition on random scenes of thin walls, fences and buildings at
// several scales: bases in contact see each other and stand within reach; bases within the
// tolerance that see each other are in contact; across a building's wall they never are.
func TestContactAgainstDefinition(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 4))
	r := Base25mm.Radius
	var inContact, across int
	for n := 0; n < 3000; n++ {
		th := []float64{0.005, 0.02, 0.035, 0.1, 0.25}[rng.IntN(5)]
		ang := rng.Float64() * math.Pi
		u := Vec{math.Cos(ang), math.Sin(ang)}
		v := u.Perp()
		c := Vec{24, 24}
		l := 1 + rng.Float64()*4
		poly := ccw([]Vec{c.Sub(u.Scale(l)), c.Add(u.Scale(l)), c.Add(u.Scale(l)).Add(v.Scale(th)), c.Sub(u.Scale(l)).Add(v.Scale(th))})
		spec := PieceSpec{Outline: poly, Movement: MoveImpassable, Cover: CoverLight, BlocksSight: rng.IntN(2) == 0}
		tb := mustTable(t, spec)
		// Two bases either side of the wall or near its end, edges 0 to 0.6" apart.
		s := (rng.Float64()*2 - 1) * (l + 1)
		gap := rng.Float64() * 0.6
		pa := c.Add(u.Scale(s)).Sub(v.Scale(r + rng.Float64()*0.05))
		pb := pa.Add(v.Scale(2*r + gap))
		if tb.CheckPlacement(Body{Base: Base25mm, Pos: pa}) != nil || tb.CheckPlacement(Body{Base: Base25mm, Pos: pb}) != nil {
			continue
		}
		a, b := round(tb, pa.X, pa.Y), round(tb, pb.X, pb.Y)
		sees := tb.LineOfSight(a, b, SightOptions{IgnoreModels: true})
		d := tb.EdgeDistance(a, b)
		got := tb.InContact(a, b)
		if got != tb.InContact(b, a) {
			t.Fatalf("case %d: contact is not symmetric", n)
		}
		if got {
			inContact++
			if !sees || d > LowObstacleReach+1e-9 {
				t.Fatalf("case %d: in contact %v\" apart, seeing each other %v", n, d, sees)
			}
			if d > ContactTolerance {
				across++
				if spec.BlocksSight {
					t.Fatalf("case %d: in contact across a wall that blocks sight", n)
				}
			}
		} else if sees && d <= ContactTolerance {
			t.Fatalf("case %d: %v\" apart, seeing each other, not in contact", n, d)
		}
	}
	if inContact < 100 || across < 20 {
		t.Fatalf("only %d cases in contact, %d across a fence", inContact, across)
	}
}

// Sight between levels on random places: a model on a roof never sees one inside the
// building below, however their bases overlap on the plan, and always sees one in the open
// street when no other roofed building stands between.
func TestSightBetweenLevelsAgainstDefinition(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 10))
	tower := PieceSpec{ID: "tower", Outline: rect(10, 10, 30, 24), WallThickness: 0.5, Roof: true,
		Openings: []OpeningSpec{{Kind: OpeningDoor, Edge: 0, Offset: 10, Width: 3, Open: true}}}
	tb := mustTable(t, tower)
	for n := 0; n < 400; n++ {
		up := Vec{10.6 + rng.Float64()*18.8, 10.6 + rng.Float64()*12.8}
		upper := tb.AddBody(Body{Base: Base25mm, Pos: up, Level: 1})
		in := up.Add(Vec{rng.Float64()*2 - 1, rng.Float64()*2 - 1})
		var out Vec
		for {
			out = Vec{1 + rng.Float64()*46, 1 + rng.Float64()*46}
			if refConcaveMinDist(rect(10, 10, 30, 24), out) > Base25mm.Radius+0.01 && !refInside(rect(10, 10, 30, 24), out) {
				break
			}
		}
		street := round(tb, out.X, out.Y)
		if tb.CheckPlacement(Body{Base: Base25mm, Pos: in}) == nil {
			inside := round(tb, in.X, in.Y)
			if tb.LineOfSight(upper, inside, SightOptions{}) || tb.LineOfSight(inside, upper, SightOptions{}) {
				t.Fatalf("case %d: the roof at %v sees inside at %v", n, up, in)
			}
			tb.RemoveBody(inside)
		}
		if !tb.LineOfSight(upper, street, SightOptions{}) {
			t.Fatalf("case %d: the roof at %v does not see the street at %v", n, up, out)
		}
		tb.RemoveBody(upper)
		tb.RemoveBody(street)
	}
}
