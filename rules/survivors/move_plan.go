package survivors

import (
	"fmt"
	"math"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// A drop means what the player obviously means, as on Borrowed Time's table
// (rules/borrowedtime/move_plan.go): dropped on or beside another model, the character moves
// into base contact with it (the way to fight it, §6); dropped further than the Move or
// Advance allows, it goes as far as it may along the route and stops there. The rules work
// this out, not the table, so that every table and the computer agree; the command keeps
// the route (Via), so a save replays the same move.

// defaultNear is the snap distance in inches when the table gives none: about 12 pixels at
// the window's first zoom.
const defaultNear = 0.7

// stillInches is the shortest move worth an action: a drop closer than this to where the
// character stands is a click on it, not a move.
const stillInches = 0.05

// movePlan is what a drop at a point means for a character.
type movePlan struct {
	pts            []physics.Vec // the route, from where the character stands
	cost, allowed  float64       // its length in inches, and the most the action may spend
	contact, short string        // the model it ends in contact with; why it stops short
}

// planMove works out where a character's Move (or Advance) to pt goes: into contact with the
// model the drop is on or beside (within near inches of its base, 0: defaultNear), else to
// the point; cut short where the move runs out.
func (r *rules) planMove(s *State, i int, pt physics.Vec, near float64, advance bool) (movePlan, error) {
	m := &s.Models[i]
	plan := movePlan{allowed: profiles[m.Archetype].Move}
	if advance {
		plan.allowed *= 2
	}
	if near <= 0 {
		near = defaultNear
	}
	me := r.body(s, i)
	var (
		p   physics.Path
		err error
	)
	complete := physics.MoveOptions{Complete: true} // a player's drop: never "no way" where there is one
	if ti := r.dropTarget(s, i, pt, near); ti >= 0 {
		p, err = r.table.PathToContact(me, r.body(s, ti), complete)
		plan.contact = s.Models[ti].Name
	} else if at, ok := r.raisedContact(m, pt, near); ok {
		// A drop at the wall of a raised area means base contact with it, to climb.
		if p, err = r.table.PathTo(me, at, complete); err != nil || !p.Reached {
			p, err = r.table.PathTo(me, pt, complete)
		}
	} else {
		p, err = r.table.PathTo(me, pt, complete)
	}
	switch {
	case err != nil:
		return plan, game.Refuse("%s cannot go there: %v", m.Name, err) // terrain by its name (physics.PieceSpec.Name)
	case !p.Reached:
		return plan, game.Refuse("%s has no way to get there", m.Name)
	}
	plan.pts, plan.cost = p.Points, p.Cost
	if plan.cost > plan.allowed+1e-9 {
		plan.pts = r.table.TruncatePath(m.Level, p.Points, plan.allowed, false)
		plan.cost = r.table.PathCost(m.Level, plan.pts, false)
		plan.short = fmt.Sprintf("stops after %g\"", plan.allowed)
		if plan.contact != "" {
			plan.short = fmt.Sprintf("%s is %.1f\" away: stops after %g\"", plan.contact, p.Cost, plan.allowed)
			plan.contact = ""
		}
	}
	return plan, nil
}

// dropTarget is the model a drop at pt is on or beside: the nearest other model on the table
// whose base edge is within near of the point, or -1. A drop on the mark of supplies or of a
// search objective beside a model means the mark: the character goes to it, not to the model.
func (r *rules) dropTarget(s *State, self int, pt physics.Vec, near float64) int {
	best, bestD := -1, math.Inf(1)
	for k := range s.Models {
		if k == self || s.Models[k].Out {
			continue
		}
		if d := r.table.DistanceToPoint(r.body(s, k), pt); d <= near && d < bestD {
			best, bestD = k, d
		}
	}
	if bestD > 0 && r.onMark(s, pt) {
		return -1
	}
	return best
}

// markReach is how near the middle of a mark on the table (supplies, a search objective) a
// drop means the mark.
const markReach = 0.5

// onMark reports whether pt is on the mark of supplies or of an objective still to search.
func (r *rules) onMark(s *State, pt physics.Vec) bool {
	for _, p := range s.Piles {
		if p.Count > 0 && p.At.Dist(pt) <= markReach {
			return true
		}
	}
	for _, o := range s.Objectives {
		if !o.Looted && o.At.Dist(pt) <= markReach {
			return true
		}
	}
	return false
}

// end is where the plan ends, and the route's turns on the way (a command's To and Via).
func (p movePlan) end() (physics.Vec, []physics.Vec) {
	n := len(p.pts)
	if n <= 2 {
		return p.pts[n-1], nil
	}
	return p.pts[n-1], append([]physics.Vec(nil), p.pts[1:n-1]...)
}

// still reports whether the plan goes nowhere worth an action.
func (p movePlan) still() bool { return len(p.pts) < 2 || p.cost < stillInches }

// previewMove says where a drop at to takes the character and what it costs, or why not.
func (r *rules) previewMove(s *State, i int, a game.ActionID, p game.Picks) game.Preview {
	if len(p.Via) > 0 { // a route already chosen: judged as it is
		pts, cost, allowed, err := r.route(s, i, *p.To, p.Via, a == ActAdvance)
		if err != nil {
			return game.Preview{Path: pts, Text: reason(err)}
		}
		return game.Preview{OK: true, Path: pts, Text: fmt.Sprintf("%.1f\" of %g\" · %s", cost, allowed, oneCP)}
	}
	plan, err := r.planMove(s, i, *p.To, p.Near, a == ActAdvance)
	if err != nil {
		return game.Preview{Text: reason(err)}
	}
	if plan.still() {
		return game.Preview{Path: plan.pts, Text: "Already there: drag further"}
	}
	to, via := plan.end()
	if _, _, _, err := r.route(s, i, to, via, a == ActAdvance); err != nil {
		return game.Preview{Path: plan.pts, Text: reason(err)}
	}
	text := fmt.Sprintf("%.1f\" of %g\" · %s", plan.cost, plan.allowed, oneCP)
	if plan.contact != "" {
		text = "contact with " + plan.contact + " · " + text
	}
	if plan.short != "" {
		text += " · " + plan.short
	}
	return game.Preview{OK: true, Path: plan.pts, Text: text}
}

// buildMove makes a Move or Advance command of a drop: the route the plan takes (into
// contact, or cut short), or the route the picks give.
func (r *rules) buildMove(s *State, model string, a game.ActionID, p game.Picks) (game.Command, error) {
	if p.To == nil {
		return nil, game.Refuse("choose a point on the table")
	}
	to, via := *p.To, p.Via
	if i, m := s.model(model); m != nil && !m.Out && len(via) == 0 {
		r.Sync(s)
		plan, err := r.planMove(s, i, to, p.Near, a == ActAdvance)
		if err != nil {
			return nil, err
		}
		if plan.still() {
			return nil, game.Refuse("%s is already there: drag further", m.Name)
		}
		to, via = plan.end()
	}
	if a == ActAdvance {
		return Advance{Model: model, To: to, Via: via}, nil
	}
	return Move{Model: model, To: to, Via: via}, nil
}

// raisedContact is where a ground-floor character dropped at pt stands in base contact with
// the wall of a raised area (a building with a roof, which it may climb), when pt is at the
// wall: its base within near inches of touching it, or overlapping it.
func (r *rules) raisedContact(m *Model, pt physics.Vec, near float64) (physics.Vec, bool) {
	if m.Level != 0 {
		return physics.Vec{}, false
	}
	for _, t := range r.scen.Terrain {
		if !t.IsBuilding() || !t.Roof {
			continue
		}
		touch := nearestOnOutline(t.Polygon, pt)
		d := pt.Dist(touch)
		inside := physics.PointInPolygon(t.Polygon, pt)
		if d < 1e-9 || inside && d > near || !inside && d-radius > near {
			continue
		}
		out := pt.Sub(touch).Scale(1 / d) // away from the wall
		if inside {
			out = out.Scale(-1)
		}
		return touch.Add(out.Scale(radius + physics.ContactTolerance/2)), true
	}
	return physics.Vec{}, false
}
