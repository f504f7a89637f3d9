package physics

import "math"

// goalPlaceOwner marks, in pathScratch.dynOwner, a route corner that is a place of the goal
// itself rather than a corner round a model.
const goalPlaceOwner BodyID = -3

// goalPlaces is how many places round a contact goal join a search whose straight move from
// a corner to the goal's nearest place is blocked by terrain: every 11.25° round a round
// target, spread likewise along a tray's sides.
const goalPlaces = 32

// goalPlace reports whether search node i is one of the goal's places.
func (s *pathScratch) goalPlace(i, n int32) bool {
	return i >= n+2 && s.dynOwner[i-n-2] == goalPlaceOwner
}

// addGoalPlaces offers the places of a contact goal to the corner `from`, whose move to the
// goal's nearest place terrain blocks: a route may end at another place of the goal, round
// the target from the nearest one (issue 27: a tray's route into contact came out 25% longer
// without them). The places join the search once, where a base could stand (terrain and
// models), and are offered once to each corner that runs into terrain on its way to the goal;
// reaching one reaches the goal. Only for TraysAsRectangles (the caller checks).
func (t *Table) addGoalPlaces(sc *pathScratch, g *navGraph, key navKey, id BodyID, goal pathGoal, n, from int32, pushTo func(int32, float64, int32)) {
	if !sc.offered.add(from, int32(goalPlaceOwner)) {
		return
	}
	if !sc.placed {
		sc.placed = true
		for _, p := range t.goalPlacesOf(g, goal) {
			if sc.bodyAt(p, key.radius) {
				continue
			}
			j := n + 2 + int32(len(sc.dyn))
			sc.dyn = append(sc.dyn, p)
			sc.dynOwner = append(sc.dynOwner, goalPlaceOwner)
			sc.g = append(sc.g, 0)
			sc.parent = append(sc.parent, -1)
			sc.closed = append(sc.closed, false)
			sc.hint = append(sc.hint, -1)
			if from != n {
				pushTo(n, 0, j) // and from the start
			}
		}
	}
	for j := int32(0); j < int32(len(sc.dyn)); j++ {
		if sc.dynOwner[j] == goalPlaceOwner && !sc.closed[n+2+j] {
			pushTo(from, sc.g[from], n+2+j)
		}
	}
}

// goalPlacesOf returns the goal's places where the graph's base is clear of the terrain, in
// order round the goal. They depend only on the graph and the goal, and goals repeat (the
// zombies of a phase closing on the same few survivors), so each graph remembers them, as it
// does the goal's anchors.
func (t *Table) goalPlacesOf(g *navGraph, goal pathGoal) []Vec {
	k := anchorKey{point: goal.point, reach: goal.reach, contact: goal.contact, poly: goal.poly, npoly: goal.npoly}
	if ps, ok := g.places[k]; ok {
		return ps
	}
	var ps []Vec
	for k := 0; k < goalPlaces; k++ {
		s, c := math.Sincos(2 * math.Pi * float64(k) / goalPlaces)
		far := goal.point.Add(Vec{c, s}.Scale(goal.reach + 4)) // spread along a tray's sides
		core := goal.core(far)
		p := core.Add(far.Sub(core).Unit().Scale(goal.reach))
		if t.graphCentreClear(g, p) {
			ps = append(ps, p)
		}
	}
	if g.places == nil || len(g.places) >= maxRememberedAnchors {
		g.places = map[anchorKey][]Vec{}
	}
	g.places[k] = ps
	return ps
}

// blockedNearGoal reports whether what blocks the move from a to the goal's nearest place b
// stands by the goal: the move clear until it comes within twice the reach and the base's
// width of b (or a wall keeps b from seeing the target). Only then may another place of the
// goal be in reach from a; a wall farther off (the garage's, between a zombie outside and a
// survivor inside) hides the other places too, and offering them would cost a test each.
// moveClear is whether the search found the move itself clear (and its end not seeing the
// target).
func (t *Table) blockedNearGoal(sc *pathScratch, g *navGraph, id BodyID, key navKey, opt MoveOptions, a, b Vec, goal pathGoal, moveClear bool) bool {
	l := a.Dist(b)
	near := 2 * (goal.reach + key.clearance())
	if l <= near || moveClear {
		return true // moveClear: clear, but the end does not see the target
	}
	_, ok := t.searchMoveClear(sc, g, id, key, a, a.Lerp(b, 1-near/l), opt, true, int32(len(g.nodes))+1)
	return ok
}
