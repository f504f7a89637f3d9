package physics

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestRoutesRoundModelsSkipCutCorners compares routes when the corners round models go on
// only to graph corners a route could bend round (tangent) with routes when they go on to
// every corner, on random tables crowded with models: no route may be lost, and the few that
// come out dearer only by a hair.
func TestRoutesRoundModelsSkipCutCorners(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var queries, dearer int
	worst := 0.0
	for n := 0; n < 120; n++ {
		var pieces []PieceSpec
		for i := 0; i < 10; i++ {
			var poly []Vec
			c := Vec{4 + rng.Float64()*40, 4 + rng.Float64()*40}
			if rng.IntN(3) == 0 {
				poly = randomL(rng, c, 2+rng.Float64()*5)
			} else {
				poly = randomConvex(rng, c, 1+rng.Float64()*4)
			}
			if len(poly) < 3 || CheckSimplePolygon(poly) != nil {
				continue
			}
			mv := MoveImpassable
			if rng.IntN(5) == 0 {
				mv = MoveDifficult
			}
			pieces = append(pieces, PieceSpec{Outline: poly, Movement: mv})
		}
		pruned := mustTable(t, pieces...)
		full := mustTable(t, pieces...)
		full.fullGraph = true
		var ids []BodyID
		for len(ids) < 25 {
			b := Body{Base: Base25mm, Pos: Vec{1 + rng.Float64()*46, 1 + rng.Float64()*46}}
			if pruned.CheckPlacement(b) != nil {
				continue
			}
			ids = append(ids, pruned.AddBody(b))
			full.AddBody(b)
		}
		for q := 0; q < 8; q++ {
			from, to := ids[rng.IntN(len(ids))], ids[rng.IntN(len(ids))]
			if from == to {
				continue
			}
			a, errA := pruned.PathToContact(from, to, MoveOptions{})
			b, errB := full.PathToContact(from, to, MoveOptions{})
			queries++
			if b.Reached && (errA != nil || !a.Reached) {
				t.Fatalf("table %d: %d→%d reached (cost %.3f) only when every corner is tried: %v", n, from, to, b.Cost, errA)
			}
			if errB == nil && a.Reached && b.Reached && a.Cost > b.Cost+1e-6 {
				dearer++
				worst = math.Max(worst, a.Cost-b.Cost)
			}
		}
	}
	t.Logf("%d queries: %d dearer, the worst by %.4f\"", queries, dearer, worst)
	if dearer > queries/20 || worst > 0.1 {
		t.Fatalf("%d of %d routes dearer, the worst by %.4f\"", dearer, queries, worst)
	}
}
