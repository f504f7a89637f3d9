package physics

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// A search with the cutoff answers exactly as the full search does whenever it answers
// (searchGraph): the same points, cost and error, on random tables with models, trays,
// buildings and difficult terrain, for routes into contact and to within reach of a point.
// Both kinds of answer occur: the cut search's, and the full search's after it ran dry.
func TestCutSearchAnswersAsTheFullSearch(t *testing.T) {
	answered, ranDry := 0, 0
	for seed := range uint64(400) {
		rng := rand.New(rand.NewPCG(seed, 0xC07))
		s := newFuzzScene(rng, rng.Float64()*0.5)
		tb := s.tb
		if len(s.models) < 2 {
			continue
		}
		for range 6 {
			id := s.models[rng.IntN(len(s.models))]
			other := s.models[rng.IntN(len(s.models))]
			var opt MoveOptions
			if rng.IntN(4) == 0 {
				opt.IgnoreDifficult = true
			}
			goal := pathGoal{point: Vec{rng.Float64() * 16, rng.Float64() * 16}, reach: rng.Float64() * 2, target: -1, contact: true}
			if id != other && !tb.InContact(id, other) && rng.IntN(2) == 0 {
				goal = tb.contactGoal(id, other, opt)
			}
			cut, done, cutErr := tb.searchGraphWithin(id, goal, opt, true)
			full, _, fullErr := tb.searchGraphWithin(id, goal, opt, false)
			if !done {
				ranDry++
				continue
			}
			answered++
			if !reflect.DeepEqual(cut, full) || cutErr != fullErr {
				t.Fatalf("seed %d: base %d to %+v: the cut search gave %+v (%v), the full one %+v (%v)", seed, id, goal, cut, cutErr, full, fullErr)
			}
		}
	}
	if answered < 100 || ranDry < 10 {
		t.Fatalf("the cut search answered %d times and ran dry %d times: too few to show anything", answered, ranDry)
	}
	t.Logf("the cut search answered %d times and ran dry %d times", answered, ranDry)
}
