package borrowedtime

import (
	"errors"
	"fmt"
	"math"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// A drop means what the player obviously means: dropped on or beside a model, into base
// contact with it; dropped on or beside a door, touching that door on the side of the drop;
// elsewhere, at the point. A move command is one Move (section V: 1 AP, up to Move inches),
// so a drag longer than one Move goes one Move along the route and the next drag goes on;
// a drop a hair past a Move does not spend an AP on the crumb.
// The rules work this out (not the table), so that every table and the server agree.

// defaultNear is the snap distance in inches when the table gives none: about 12 pixels at
// the window's first zoom.
const defaultNear = 0.7

// trimInches is how far past a whole number of Moves a plain drop may be and still be read
// as that number of Moves.
const trimInches = 0.5

// movePlan is what a drop at a point means for a survivor: the route, the Moves it takes,
// and what it ends at.
type movePlan struct {
	path  physics.Path
	moves int
	what  string // "contact with Shambler 2", "at the side door", or ""
	short bool   // the route is longer than one Move: it stops where the Move ends
	// towards is what the drop aims at ("Shambler 2", "the side door"), and whole the
	// route's length there, for a move that stops short of it.
	towards string
	whole   float64
	// unreached: no route gets there (a model in the way, a closed door): the route goes as
	// near as it can, and the preview says so rather than "at".
	unreached bool
}

// planMove works out a survivor's move towards pt.
func (r *Rules) planMove(st *State, id string, pt physics.Vec, near float64) (movePlan, error) {
	m := st.Model(id)
	me, ok := r.bodyOf(st, id)
	if m == nil || !ok {
		return movePlan{}, fmt.Errorf("pick a survivor on the table")
	}
	if near <= 0 {
		near = defaultNear
	}
	tb := r.table
	complete := physics.MoveOptions{Complete: true} // a player's drop: never "no way" where there is one (G9)
	var (
		path physics.Path
		err  error
		plan movePlan
	)
	switch target, door, ok := r.snapTarget(st, id, pt, near); {
	case target != "":
		it, _ := r.bodyOf(st, target)
		path, err = tb.PathToContact(me, it, complete)
		plan.what, plan.towards = "contact with "+NameOf(target), NameOf(target)
	case ok:
		path, err = tb.PathTo(me, r.doorStand(st, id, door, pt, false), complete)
		if err == nil && !path.Reached {
			// The drop's side of the door is out of reach (inside, the door shut): the side
			// the survivor comes from is what the drop meant.
			if p, err2 := tb.PathTo(me, r.doorStand(st, id, door, pt, true), complete); err2 == nil && p.Reached {
				path = p
			}
		}
		plan.towards = "the " + r.scenario.PlaceName(door.ID)
		if door.Door.Name != "" {
			plan.towards = "the " + door.Door.Name
		}
		plan.what = "at " + plan.towards
	default:
		if at, label, found := r.markerNear(st, m, pt, near); found {
			// Dropped on a search location or an objective marker: into base contact with it.
			body, _ := tb.Body(me)
			path, err = tb.PathWithin(me, at, body.Base.BoundingRadius()+markerReach-physics.ContactTolerance/2, complete)
			plan.what, plan.towards = "at "+label, label
			break
		}
		path, err = tb.PathTo(me, pt, complete)
		var pe *physics.PlacementError
		if errors.As(err, &pe) {
			// Dropped where the base cannot stand (on a car, into a wall): the nearest place
			// it can, a little way off, is what the player meant.
			body, _ := tb.Body(me)
			if spot, found := (&applyCtx{g: r, st: st}).freeNear(body.Base, pt, m.Level); found && spot.Dist(pt) <= dropRoom {
				if p, err2 := tb.PathTo(me, spot, complete); err2 == nil {
					path, err = p, nil
					plan.what, plan.towards = "as near there as the base fits", "the nearest place the base fits"
					if id := pe.PieceID(); id != "" {
						plan.towards = "the " + r.scenario.PlaceName(id)
						plan.what = "beside " + plan.towards
					}
				}
			}
		}
	}
	if err != nil {
		return plan, err
	}
	plan.path = path
	plan.unreached = !path.Reached && plan.towards != ""
	r.fitMove(st, m, &plan)
	return plan, nil
}

// snapTarget is what a drop at pt aims at: the nearest other model within near of it (by
// base edge), else the nearest door within near, else nothing.
func (r *Rules) snapTarget(st *State, self string, pt physics.Vec, near float64) (string, maps.DoorRef, bool) {
	best, bestD := "", math.Inf(1)
	level := 0
	if me := st.Model(self); me != nil {
		level = me.Level
	}
	for i := range st.Models {
		m := &st.Models[i]
		if m.ID == self || !m.OnTable() || m.Level != level {
			continue // a model on the roof is not one to touch from the street below
		}
		if b, ok := r.bodyOf(st, m.ID); ok {
			if d := r.table.DistanceToPoint(b, pt); d <= near && d < bestD {
				best, bestD = m.ID, d
			}
		}
	}
	if best != "" {
		return best, maps.DoorRef{}, false
	}
	d, ok := r.DoorNear(pt, near)
	return "", d, ok
}

// dropRoom is how far, in inches, from a drop where the base cannot stand the place it goes
// instead may be.
const dropRoom = 3

// markerSize is the half width, in inches, of a search location's or objective marker's
// token on the table: a drop on it means the marker.
const markerSize = 0.5

// markerNear is the search location or objective marker on survivor m's level, or the
// stairs to a roof (on either level), that a drop at pt is on or within near of (the
// nearest), as its point and its name.
func (r *Rules) markerNear(st *State, m *Model, pt physics.Vec, near float64) (physics.Vec, string, bool) {
	best, label, bestD := physics.Vec{}, "", near+markerSize
	for _, t := range r.scenario.Terrain {
		for _, a := range t.Access {
			if d := pt.Dist(a.At); d <= bestD {
				best, label, bestD = a.At, locName(a.Name, a.ID), d
			}
		}
	}
	for _, l := range r.scenario.SearchLocations {
		if d := pt.Dist(l.At); l.Level == m.Level && d <= bestD {
			best, label, bestD = l.At, locName(l.Name, l.ID), d
		}
	}
	for _, o := range r.scenario.Objectives {
		if d := pt.Dist(o.At); o.Level == m.Level && d <= bestD {
			best, label, bestD = o.At, locName(o.Name, o.ID), d
		}
	}
	return best, label, label != ""
}

// DoorNear returns the door whose opening passes within reach of pt.
func (r *Rules) DoorNear(pt physics.Vec, reach float64) (maps.DoorRef, bool) {
	for _, d := range r.sceneDoors {
		t := r.scenario.Terrain[d.Terrain]
		a, b := t.Polygon[d.Door.Edge], t.Polygon[(d.Door.Edge+1)%len(t.Polygon)]
		half := b.Sub(a).Unit().Scale(d.Door.Width / 2)
		if segmentDistance(pt, d.Centre.Sub(half), d.Centre.Add(half)) <= reach {
			return d, true
		}
	}
	return maps.DoorRef{}, false
}

// DoorOutline is a door's own polygon on the table, where a survivor touches it.
func (r *Rules) DoorOutline(d maps.DoorRef) []physics.Vec { return doorOutline(r.table.Walls(), d) }

// SnapTarget is what dropping survivor id at pt means, with near the snap distance: the model
// to end in contact with, or the door to stand at, or neither.
func (g *Game) SnapTarget(id string, pt physics.Vec, near float64) (model string, door maps.DoorRef, isDoor bool) {
	return g.snapTarget(g.ReadState(), id, pt, near)
}

// DoorStand is where survivor id stands to touch door d, on the side of pt.
func (g *Game) DoorStand(id string, d maps.DoorRef, pt physics.Vec) physics.Vec {
	return g.doorStand(g.ReadState(), id, d, pt, false)
}

// doorStand is where the survivor's base stands to touch the door, on the side of the wall
// where the drop is (or, for a drop right on the door, the side the survivor is on): the
// base's edge a quarter of the contact tolerance from the door's face, in the middle of the
// opening.
func (r *Rules) doorStand(st *State, id string, d maps.DoorRef, pt physics.Vec, ownSide bool) physics.Vec {
	t := r.scenario.Terrain[d.Terrain]
	a, b := t.Polygon[d.Door.Edge], t.Polygon[(d.Door.Edge+1)%len(t.Polygon)]
	n := b.Sub(a).Unit().Perp()
	lo, hi := 0.0, 0.0
	for _, v := range doorOutline(r.table.Walls(), d) {
		k := v.Sub(d.Centre).Dot(n)
		lo, hi = min(lo, k), max(hi, k)
	}
	rad, side := 0.0, pt.Sub(d.Centre).Dot(n)
	if bid, ok := r.bodyOf(st, id); ok {
		me, _ := r.table.Body(bid)
		rad = me.Base.BoundingRadius()
		if math.Abs(side) < 0.1 || ownSide {
			side = me.Pos.Sub(d.Centre).Dot(n)
		}
	}
	const gap = physics.ContactTolerance / 4
	if side >= 0 {
		return d.Centre.Add(n.Scale(hi + rad + gap))
	}
	return d.Centre.Add(n.Scale(lo - rad - gap))
}

// fitMove settles how many Moves a route takes and cuts it where the player obviously meant
// it to end: a plain drop a hair past a Move stops at the Move; a drop past what one Move
// (the most a move command takes) can pay for goes as far as it can along the route
// (towards the model or the door, for a snapped drop).
func (r *Rules) fitMove(st *State, m *Model, plan *movePlan) {
	move := SurvivorMove(m.ID)
	ap := 1 // one move command, one Move: the rules refuse a longer one (survivor_actions.go)
	if st.Active == m.ID {
		ap = min(m.AP, 1)
	}
	path := plan.path
	plan.whole = path.Cost
	plan.moves = int(math.Ceil(path.Cost/move - 1e-9))
	cut := func(budget float64) physics.Path {
		pts := r.table.TruncatePath(m.Level, path.Points, budget, false)
		return physics.Path{Points: pts, Cost: r.table.PathCost(m.Level, pts, false), Reached: true}
	}
	switch whole := math.Floor(path.Cost/move + 1e-9); {
	case plan.what == "" && plan.moves > 1 && path.Cost-whole*move < trimInches && int(whole) <= ap:
		plan.path, plan.moves = cut(whole*move), int(whole)
	case plan.moves > ap && ap > 0:
		plan.path, plan.moves, plan.short = cut(float64(ap)*move), ap, true
	}
}

// previewMove says where a drop at pt takes the survivor, for how many AP, or why not.
func (r *Rules) previewMove(st *State, id string, p game.Picks) game.Preview {
	if p.To == nil {
		return game.Preview{Text: "Drag to where the survivor goes."}
	}
	plan, err := r.planMove(st, id, *p.To, p.Near)
	if err != nil {
		return game.Preview{Text: why(err)}
	}
	pts := plan.path.Points
	if len(pts) < 2 {
		return game.Preview{Path: pts, Text: "Already there."}
	}
	cmd := Move{Survivor: id, To: &pts[len(pts)-1], Via: via(pts)}
	if _, err := r.try(st, cmd); err != nil {
		return game.Preview{Path: pts, Text: why(err)}
	}
	text := fmt.Sprintf("%.1f\" · %s", plan.path.Cost, Plural(plan.moves, "AP", "AP"))
	switch {
	case plan.unreached:
		text = fmt.Sprintf("no way to %s from here: %.1f\" goes as near as it can · %s", plan.towards, plan.path.Cost, Plural(plan.moves, "AP", "AP"))
	case plan.short && plan.towards != "":
		text = fmt.Sprintf("towards %s: %.1f\" of %.1f\" · %s · the Move ends short of it", plan.towards, plan.path.Cost, plan.whole, Plural(plan.moves, "AP", "AP"))
	case plan.short:
		text = fmt.Sprintf("%.1f\" of %.1f\" · %s · the Move ends short of the drop", plan.path.Cost, plan.whole, Plural(plan.moves, "AP", "AP"))
	case plan.what != "":
		text = plan.what + " · " + text
	}
	return game.Preview{OK: true, Path: pts, Text: text}
}

// via is a route's corners between its first point and its last.
func via(route []physics.Vec) []physics.Vec {
	if len(route) <= 2 {
		return nil
	}
	return append([]physics.Vec(nil), route[1:len(route)-1]...)
}

// segmentDistance is the distance from p to the segment ab.
func segmentDistance(p, a, b physics.Vec) float64 {
	ab := b.Sub(a)
	l2 := ab.Dot(ab)
	if l2 == 0 {
		return p.Dist(a)
	}
	k := min(1, max(0, p.Sub(a).Dot(ab)/l2))
	return p.Dist(a.Add(ab.Scale(k)))
}
