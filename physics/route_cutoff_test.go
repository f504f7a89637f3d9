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
	randomQueries(0xC07, func(seed uint64, tb *Table, id BodyID, goal pathGoal, opt MoveOptions, _ *rand.Rand) {
		cut, done, cutErr := tb.searchGraphWithin(id, goal, opt, true)
		full, _, fullErr := tb.searchGraphWithin(id, goal, opt, false)
		if !done {
			ranDry++
			return
		}
		answered++
		if !reflect.DeepEqual(cut, full) || cutErr != fullErr {
			t.Fatalf("seed %d: base %d to %+v: the cut search gave %+v (%v), the full one %+v (%v)", seed, id, goal, cut, cutErr, full, fullErr)
		}
	})
	if answered < 100 || ranDry < 10 {
		t.Fatalf("the cut search answered %d times and ran dry %d times: too few to show anything", answered, ranDry)
	}
	t.Logf("the cut search answered %d times and ran dry %d times", answered, ranDry)
}

// A search bounded by MoveOptions.MaxCost finds every route the unbounded search finds
// within the bound, the same route, and answers Reached false for the others: on random
// tables with models, trays, buildings and difficult terrain, bounds from 1" to 8", routes
// into contact and to within reach of a point. Both kinds of answer occur.
func TestABoundedSearchFindsTheRoutesWithinItsBound(t *testing.T) {
	within, beyond := 0, 0
	randomQueries(0xB0B, func(seed uint64, tb *Table, id BodyID, goal pathGoal, opt MoveOptions, rng *rand.Rand) {
		full, fullErr := tb.searchGraph(id, goal, opt)
		bounded := opt
		bounded.MaxCost = 1 + rng.Float64()*7
		got, err := tb.searchGraph(id, goal, bounded)
		switch {
		case fullErr == nil && full.Reached && full.Cost <= bounded.MaxCost:
			within++
			if !reflect.DeepEqual(got, full) || err != nil {
				t.Fatalf("seed %d: base %d to %+v within %.2f: the bounded search gave %+v (%v), the full one %+v", seed, id, goal, bounded.MaxCost, got, err, full)
			}
		default:
			beyond++
			if err == nil && got.Reached && got.Cost <= bounded.MaxCost {
				t.Fatalf("seed %d: base %d to %+v within %.2f: the bounded search found %+v, the full one %+v (%v)", seed, id, goal, bounded.MaxCost, got, full, fullErr)
			}
		}
	})
	if within < 100 || beyond < 100 {
		t.Fatalf("%d routes within the bound and %d beyond it: too few to show anything", within, beyond)
	}
	t.Logf("%d routes within the bound, %d beyond it", within, beyond)
}

// randomQueries asks query six random route questions on each of 400 random tables with
// models, trays, buildings and difficult terrain (salt picks the tables): routes into contact
// with another model and to within reach of a point, some ignoring difficult terrain.
func randomQueries(salt uint64, query func(seed uint64, tb *Table, id BodyID, goal pathGoal, opt MoveOptions, rng *rand.Rand)) {
	for seed := range uint64(400) {
		rng := rand.New(rand.NewPCG(seed, salt))
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
			query(seed, tb, id, goal, opt, rng)
		}
	}
}
