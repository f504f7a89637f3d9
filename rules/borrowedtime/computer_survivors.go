package borrowedtime

import (
	"math"
	"slices"
	"sort"

	"github.com/borrowed-time/tabletop/physics"
)

// Survivors plays survivors by computer. For the survivor acting, each action is the first
// of these that applies (docs/balance.md):
//
//  1. Engaged: fight the weakest zombie in contact, stepping back after a win when hurt or
//     outnumbered.
//  2. A Downed friend in contact: revive them; within reach: go to them.
//  3. Down to the last Wound with a Medkit to spare: heal.
//  4. A zombie in range, in sight and within 4" (or any special infected): shoot the nearest
//     with a loaded gun, unless the Heat would reach 8 (the Heat check) and it is over 3"
//     away; with only empty guns and Reloads left, reload.
//  5. Down to the last Wound with zombies within 6": fall back, away from them.
//  6. The scenario's objective: fetch, deliver, breach, climb, signal, or gather where the
//     survivors must be at the end — searching on the way for what is still missing —
//     opening doors that stand in the way.
//  7. Otherwise end the activation.
type ComputerSurvivors struct {
	// Plays lists the survivors the computer plays; nil plays them all.
	Plays map[string]bool

	routes routeCache
}

func (s *ComputerSurvivors) plays(id string) bool { return s.Plays == nil || s.Plays[id] }

// PlaysAll reports whether the computer plays every survivor (and so ends the phase itself).
func (s *ComputerSurvivors) PlaysAll() bool { return s.Plays == nil }

// Next returns the next command for a computer-played survivor in the survivors' phase, or
// false when none of them has anything left to do (or it is not their phase).
func (s *ComputerSurvivors) Next(g *Game) (Command, bool) {
	v := look(g)
	v.routes = &s.routes
	if v.st.Phase != PhaseSurvivors {
		return nil, false
	}
	if p := v.st.Pending; p != nil {
		if s.plays(p.Survivor) && len(p.Cards) > 0 {
			return Choose{Survivor: p.Survivor, Item: p.Cards[0]}, true
		}
		return nil, false
	}
	if v.st.Active != "" {
		if !s.plays(v.st.Active) {
			return nil, false
		}
		m := v.st.Model(v.st.Active)
		if cmd, ok := decide(v, m); ok {
			return cmd, true
		}
		return EndActivation{Survivor: m.ID}, true
	}
	for _, m := range v.survivors() {
		if !s.plays(m.ID) || !m.Standing() || m.Activated {
			continue
		}
		if cmd, ok := decide(v, m); ok {
			return cmd, true
		}
	}
	if s.PlaysAll() {
		return EndSurvivorPhase{}, true
	}
	return nil, false
}

// decide chooses a survivor's next action, or false for none worth taking.
func decide(v *view, m *Model) (Command, bool) {
	me := v.body(m.ID)
	if me < 0 {
		return nil, false
	}
	zs := v.zombies()
	var engaged []*Model
	for _, z := range zs {
		if zb := v.body(z.ID); zb >= 0 && z.Level == m.Level && v.tb.InContact(me, zb) {
			engaged = append(engaged, z)
		}
	}
	if len(engaged) > 0 {
		return fight(v, m, engaged)
	}
	if cmd, ok := helpFriend(v, m); ok {
		return cmd, true
	}
	if m.Wounds <= 1 {
		// The rules want a Medkit carried: no trial run without one.
		if cmd := (Medkit{Survivor: m.ID, Target: m.ID}); HasMedkit(m) && !carriesObjective(v, m) && v.legal(cmd) {
			return cmd, true
		}
	}
	if cmd, ok := shoot(v, m, zs); ok {
		return cmd, true
	}
	if m.Wounds <= 1 {
		if cmd, ok := fallBack(v, m, zs); ok {
			return cmd, true
		}
	}
	return objective(v, m)
}

// fight attacks the engaged zombie with the fewest Wounds with the best melee weapon carried.
func fight(v *view, m *Model, engaged []*Model) (Command, bool) {
	sort.SliceStable(engaged, func(i, j int) bool { return engaged[i].Wounds < engaged[j].Wounds })
	weapon, bonus := "", -1
	for _, w := range m.Weapons {
		if info, ok := WeaponInfo(w.ID); ok && !info.Ranged && info.FightBonus > bonus {
			weapon, bonus = w.ID, info.FightBonus
		}
	}
	withdraw := 0.0
	if m.Wounds <= 1 || len(engaged) > 1 {
		withdraw = 1
	}
	for _, w := range []string{weapon, ""} {
		cmd := Attack{Survivor: m.ID, Target: engaged[0].ID, Weapon: w, Withdraw: withdraw}
		if v.legal(cmd) {
			return cmd, true
		}
	}
	return nil, false
}

// helpFriend revives a Downed survivor in contact, or heads for one within two moves.
func helpFriend(v *view, m *Model) (Command, bool) {
	for _, f := range v.survivors() {
		if !f.Downed || f.Level != m.Level {
			continue
		}
		// The rules want the bases in contact: no trial run from further away.
		if cmd := (Revive{Survivor: m.ID, Target: f.ID}); v.tb.InContact(v.body(m.ID), v.body(f.ID)) && v.legal(cmd) {
			return cmd, true
		}
		if f.Pos.Dist(m.Pos) <= 2*SurvivorMove(m.ID) {
			if cmd, ok := moveToward(v, m, f.Pos, baseRadius(v, m)*2+0.02); ok {
				return cmd, true
			}
		}
	}
	return nil, false
}

// shootWithin is how near an ordinary zombie must be to be worth a shot: shots make Heat.
const shootWithin = 4

// shoot fires at the nearest threatening zombie in range and sight, or reloads for one.
func shoot(v *view, m *Model, zs []*Model) (Command, bool) {
	me := v.body(m.ID)
	type target struct {
		z    *Model
		dist float64
	}
	var threats []target
	for _, z := range zs {
		zb := v.body(z.ID)
		if zb < 0 {
			continue
		}
		d := v.tb.EdgeDistance(me, zb)
		special := z.Kind != "shambler" && z.Kind != "horde"
		if d <= shootWithin || (special && d <= 24) {
			threats = append(threats, target{z, d})
		}
	}
	if len(threats) == 0 {
		return nil, false
	}
	sort.SliceStable(threats, func(i, j int) bool { return threats[i].dist < threats[j].dist })
	empty := false
	for _, w := range m.Weapons {
		info, ok := WeaponInfo(w.ID)
		if !ok || !info.Ranged || w.Unready {
			continue
		}
		if w.Shots == 0 {
			empty = true
			continue
		}
		for _, t := range threats {
			if t.dist > info.Range {
				continue
			}
			// Heat from 8 up risks the Threat track at the Heat check: then only what is
			// about to reach the survivor is worth the noise.
			if v.st.Heat+info.Heat >= 8 && t.dist > 3 {
				continue
			}
			if cmd := (Attack{Survivor: m.ID, Target: t.z.ID, Weapon: w.ID}); v.legal(cmd) {
				return cmd, true
			}
		}
	}
	if empty && m.Reloads > 0 && threats[0].dist <= shootWithin {
		for _, w := range m.Weapons {
			if cmd := (Reload{Survivor: m.ID, Weapon: w.ID}); w.Shots == 0 && v.legal(cmd) {
				return cmd, true
			}
		}
	}
	return nil, false
}

// fallBack moves away from zombies within 6", to the reachable spot a full move away that
// leaves the nearest of them furthest.
func fallBack(v *view, m *Model, zs []*Model) (Command, bool) {
	var near []*Model
	for _, z := range zs {
		if z.Level == m.Level && v.edge(m, z) <= 6 {
			near = append(near, z)
		}
	}
	if len(near) == 0 {
		return nil, false
	}
	move := SurvivorMove(m.ID)
	best, bestGap := physics.Vec{}, nearestCentre(m.Pos, near)
	w, h := v.tb.Size()
	for k := 0; k < 8; k++ {
		a := float64(k) * math.Pi / 4
		p := m.Pos.Add(physics.Vec{X: math.Cos(a), Y: math.Sin(a)}.Scale(move))
		if p.X < 1 || p.Y < 1 || p.X > w-1 || p.Y > h-1 {
			continue
		}
		if gap := nearestCentre(p, near); gap > bestGap+1 {
			best, bestGap = p, gap
		}
	}
	if bestGap <= nearestCentre(m.Pos, near) {
		return nil, false
	}
	return moveToward(v, m, best, 0.5)
}

// moveToward moves a survivor as far as one Move takes them along the cheapest route to
// within reach of a point. The rest of the route is kept for the survivor's next move
// towards the same point, when they still stand where this move ends (a route that has
// become blocked fails the move's check and is looked for again).
func moveToward(v *view, m *Model, goal physics.Vec, reach float64) (Command, bool) {
	var route []physics.Vec
	if v.routes.failed(m, goal, reach, v.st.Round) {
		return nil, false // no way there this round: searching again costs much
	}
	if rest, ok := v.routes.lookup(m, goal, reach, v.st.Round); ok {
		route = append([]physics.Vec{m.Pos}, rest...)
	} else if !roomNear(v, m, goal, reach) {
		// Others stand all round the place: a search would look everywhere in vain.
		v.routes.fail(m, goal, reach, v.st.Round)
		return nil, false
	} else {
		// Only a route that gets there: the way in may be blocked for now (by the others
		// in a doorway), and the place nearest the goal may be on the wrong side of a wall,
		// beside a spawn point. (Following such routes killed Dr. Sharma in a third of the
		// rooftop games: she walked round the tower towards its stairwell.)
		path, err := v.tb.PathWithin(v.body(m.ID), goal, reach, physics.MoveOptions{})
		if err != nil || len(path.Points) < 2 || !path.Reached {
			v.routes.fail(m, goal, reach, v.st.Round)
			return nil, false
		}
		route = path.Points
	}
	budget := SurvivorMove(m.ID)
	for try := 0; try < 3; try++ {
		pts := v.tb.TruncatePath(m.Level, route, budget, false)
		to := pts[len(pts)-1]
		if to.Dist(m.Pos) < 0.1 {
			break
		}
		// The route goes with the command: the rules check its legs instead of searching again.
		cmd := Move{Survivor: m.ID, To: &to, Via: slices.Clone(pts[1 : len(pts)-1])}
		if v.legal(cmd) {
			v.routes.keep(m.ID, goal, reach, v.st.Round, to, remaining(route, pts))
			return cmd, true
		}
		budget *= 0.9
	}
	if v.routes.forget(m.ID) { // a kept route that no longer works: look again
		return moveToward(v, m, goal, reach)
	}
	return nil, false
}

// roomNear reports whether the survivor's base could stand somewhere within reach of a
// point (its centre, or one of 24 points on two rings round it), other bases considered.
func roomNear(v *view, m *Model, goal physics.Vec, reach float64) bool {
	me, ok := v.tb.Body(v.body(m.ID))
	if !ok {
		return false
	}
	if me.Pos.Dist(goal) <= reach {
		return true
	}
	try := func(p physics.Vec) bool {
		b := me
		b.Pos = p
		return v.tb.CheckPlacement(b, v.body(m.ID)) == nil
	}
	if try(goal) {
		return true
	}
	for _, f := range []float64{0.5, 0.95} {
		for k := 0; k < 12; k++ {
			s, c := math.Sincos(float64(k) * math.Pi / 6)
			if try(goal.Add(physics.Vec{X: c, Y: s}.Scale(reach * f))) {
				return true
			}
		}
	}
	return false
}

// remaining returns the points of a route after the part a move covers (truncated).
func remaining(route, truncated []physics.Vec) []physics.Vec {
	k := 0
	for k < len(truncated) && k < len(route) && truncated[k] == route[k] {
		k++
	}
	return append([]physics.Vec(nil), route[k:]...)
}

// routeCache keeps each survivor's route to the place they are heading, and the places they
// found no route to this round.
type routeCache struct {
	routes map[string]keptRoute
}

type keptRoute struct {
	goal   physics.Vec
	reach  float64
	round  int
	at     physics.Vec   // where the survivor stands after the move that kept it
	rest   []physics.Vec // the route on from there
	failed bool          // no route from at this round
}

// failed reports whether a route from where the survivor stands to the goal was looked for
// in vain this round.
func (c *routeCache) failed(m *Model, goal physics.Vec, reach float64, round int) bool {
	if c == nil {
		return false
	}
	r, ok := c.routes[m.ID]
	return ok && r.failed && r.goal == goal && r.reach == reach && r.round == round && r.at.Dist(m.Pos) <= 0.01
}

// fail records that there is no route from where the survivor stands this round.
func (c *routeCache) fail(m *Model, goal physics.Vec, reach float64, round int) {
	if c == nil {
		return
	}
	if c.routes == nil {
		c.routes = map[string]keptRoute{}
	}
	c.routes[m.ID] = keptRoute{goal: goal, reach: reach, round: round, at: m.Pos, failed: true}
}

func (c *routeCache) lookup(m *Model, goal physics.Vec, reach float64, round int) ([]physics.Vec, bool) {
	if c == nil {
		return nil, false
	}
	r, ok := c.routes[m.ID]
	if !ok || r.goal != goal || r.reach != reach || r.round != round || r.at.Dist(m.Pos) > 0.01 || len(r.rest) == 0 {
		return nil, false
	}
	return r.rest, true
}

func (c *routeCache) keep(id string, goal physics.Vec, reach float64, round int, at physics.Vec, rest []physics.Vec) {
	if c == nil {
		return
	}
	if c.routes == nil {
		c.routes = map[string]keptRoute{}
	}
	c.routes[id] = keptRoute{goal: goal, reach: reach, round: round, at: at, rest: rest}
}

// forget drops a survivor's kept route, reporting whether there was one.
func (c *routeCache) forget(id string) bool {
	if c == nil {
		return false
	}
	_, ok := c.routes[id]
	delete(c.routes, id)
	return ok
}

func baseRadius(v *view, m *Model) float64 {
	b, ok := v.tb.Body(v.body(m.ID))
	if !ok {
		return 0.5
	}
	return b.Base.BoundingRadius()
}
