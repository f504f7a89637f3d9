package physics

import "fmt"

// MaxRouteCorners is the most corners a chosen route may have.
const MaxRouteCorners = 64

// RouteError says which leg of a chosen route a base cannot follow, and why.
type RouteError struct {
	Leg     int    // 1 for the leg from where the base stands to the first point
	Reason  string // in words a player understands
	Blocker BodyID // the base in the way, or -1
}

func (e *RouteError) Error() string {
	return fmt.Sprintf("leg %d of the route %s", e.Leg, e.Reason)
}

// CheckRoute returns the movement a base spends following a route of its player's choosing,
// in straight legs from where it stands through each of pts in turn (difficult terrain
// counted double), or why it cannot: a leg crosses impassable terrain, leaves the table or
// passes through another model's base (but those opt lets it pass through), or the base
// cannot stand at the end. Unlike PathTo, nothing is searched: checking a route that a
// player, or a computer player, has already found costs a few straight-line tests.
func (t *Table) CheckRoute(id BodyID, pts []Vec, opt MoveOptions) (float64, error) {
	if err := t.liveBody(id); err != nil {
		return 0, err
	}
	for _, p := range pts {
		if !finite(p) {
			return 0, ErrNotAPoint
		}
	}
	if len(pts) == 0 {
		return 0, &RouteError{Leg: 1, Reason: "has no points", Blocker: -1}
	}
	if len(pts) > MaxRouteCorners+1 {
		return 0, fmt.Errorf("a route may bend at most %d times; this one bends %d times", MaxRouteCorners, len(pts)-1)
	}
	self := &t.bodies[id]
	key := self.navKey(opt, t.trayRoutes)
	from, cost := self.Pos, 0.0
	for i, p := range pts {
		if blocker, ok := t.moveClear(id, key, from, p, opt, true, pathGoal{target: -1}); !ok {
			switch {
			case blocker >= 0:
				return 0, &RouteError{Leg: i + 1, Reason: "passes through another model's base", Blocker: blocker}
			case opt.PassModels:
				return 0, &RouteError{Leg: i + 1, Reason: "ends on another model's base", Blocker: -1}
			}
			return 0, &RouteError{Leg: i + 1, Reason: "crosses impassable terrain or leaves the table", Blocker: -1}
		}
		cost += t.segmentCost(key.level, from, p, key.ignoreDifficult)
		from = p
	}
	b := self.Body
	b.Pos = from
	if err := t.CheckPlacement(b, id); err != nil {
		return 0, err
	}
	return cost, nil
}
