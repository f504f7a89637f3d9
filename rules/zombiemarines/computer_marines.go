package zombiemarines

import (
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

// A computer marine's turn, one command at a time (each call looks at the state afresh):
// go on with automatic fire while a zombie in reach is worth a round; pick up what a fallen
// comrade beside it carries; then its one action (A3): heal a wounded neighbour, reload an
// empty automatic weapon, throw a grenade where it pays, shoot the zombie most worth it
// (standing still for +1 when it has no better square to go to), or reload a weapon running
// low when nothing needs shooting; then move to the best square in reach (bestSquare): one
// from which it can shoot after the move if it has not yet, and an empty helipad at once;
// then end its turn.

// Move scoring, in steps of the walk to the goal: what an attack on the marine is worth.
const (
	threatSteps   = 6 // each zombie able to attack the square
	woundedSteps  = 3 // … more when the marine is down to its last hit points
	straySteps    = 1 // each square further than keepClose from the nearest other marine
	keepClose     = 3
	healNearSteps = 4    // a medic beside a wounded marine
	shotSteps     = 8    // a square from which a marine yet to act sees a zombie to shoot
	winSteps      = 1000 // an empty helipad tile: stepping onto it wins (V1)
	sprintWorry   = 3 * zombieSpeed
	// moveTieBreak scales scores so that among equal squares the one fewer steps away wins.
	moveTieBreak = 64
)

// marineTurn is what one decision of a marine works from, measured once.
type marineTurn struct {
	r     *rules
	s     *State
	m     *Marine
	t     *terrain
	sight *grid.Board // walls and closed doors (A6)
	field []int       // the zombies' cost to an attack (zombieField)
	pad   int         // the helipad's map position, or -1
	// goal and threat are worked out when first needed: the walk to the tile the squad
	// makes for (goalField) and the zombies able to attack each square (threatMap).
	goal, threat []int
	noGoal       bool
	// best keeps bestSquare's answers, by whether a sprint is allowed (an action's
	// "would it stay" and the move after it ask the same).
	best [2]*bestAnswer
}

// bestAnswer is one of bestSquare's answers.
type bestAnswer struct {
	q  grid.Square
	ok bool
}

// plan returns the goal and threat fields, working them out once.
func (mt *marineTurn) plan() (goal, threat []int, ok bool) {
	if mt.goal == nil && !mt.noGoal {
		pos, found := mt.r.searchTile(mt.s, mt.t)
		if !found {
			mt.noGoal = true
			return nil, nil, false
		}
		mt.goal, mt.threat = mt.r.keptGoalField(mt.s, mt.t, pos), mt.t.threatMap(mt.s, mt.m.At)
	}
	return mt.goal, mt.threat, !mt.noGoal
}

func (r *rules) newMarineTurn(s *State, m *Marine) *marineTurn {
	t := r.terrainOf(s)
	return &marineTurn{r: r, s: s, m: m, t: t, sight: r.sight(s), field: r.marineField.zombieField(r, t, s), pad: r.helipadPos(s)}
}

// marineStep is a marine's next command.
func (r *rules) marineStep(s *State, m *Marine) game.Command {
	mt := r.newMarineTurn(s, m)
	if s.Burst != nil && s.Burst.Marine == m.ID {
		if id, ok := mt.burstTarget(); ok {
			return FireAgain{Marine: m.ID, Target: id}
		}
	}
	if cmd, ok := takeFromFallen(s, m); ok {
		return cmd
	}
	if canAct(m, false) == "" {
		if cmd, ok := mt.act(); ok {
			return cmd
		}
	}
	if moveWhy(m) == "" {
		if to, ok := mt.bestSquare(mt.sprintAllowed()); ok && to != m.At {
			return Move{Marine: m.ID, To: to}
		}
	}
	return EndTurn{Marine: m.ID}
}

// act is the marine's one action, if one is worth taking now.
func (mt *marineTurn) act() (game.Command, bool) {
	m := mt.m
	stay := m.Turn.Moved == 0 && mt.wouldStay()
	shot, canShoot := mt.bestShot()
	if id, ok := healTarget(mt.s, m); ok && (!canShoot || shot.worth < 2*worthDanger || mt.s.Marines[marineByID(mt.s, id)].HP <= 1) {
		return Heal{Marine: m.ID, Target: id, Stand: stay}, true
	}
	if i, ok := emptyWithReload(m); ok && !(canShoot && shot.worth >= 2*worthDanger && shot.weapon >= 0 && items[m.Items[shot.weapon].Kind].Auto) {
		return Reload{Marine: m.ID, Weapon: i}, true
	}
	if hasItem(m, Grenade) {
		if q, ok := mt.grenadeSquare(); ok {
			return Throw{Marine: m.ID, At: q, Stand: stay}, true
		}
	}
	if canShoot {
		return Attack{Marine: m.ID, Weapon: shot.weapon, Target: shot.target, Stand: stay}, true
	}
	if i, ok := reloadWanted(m); ok && m.Turn.Moved <= profiles[m.Kind].Speed {
		return Reload{Marine: m.ID, Weapon: i}, true
	}
	return nil, false
}

func hasItem(m *Marine, k ItemKind) bool {
	for _, it := range m.Items {
		if it.Kind == k {
			return true
		}
	}
	return false
}

// wouldStay reports whether the marine's best square this turn is the one it stands on, so
// that it may as well stand still for the +1 (A5).
func (mt *marineTurn) wouldStay() bool {
	to, ok := mt.bestSquare(false)
	return !ok || to == mt.m.At
}

// sprintAllowed: a marine sprints (A4) only when no zombie is near enough to want shooting
// after the move.
func (mt *marineTurn) sprintAllowed() bool {
	for _, z := range mt.s.Zombies {
		if kingDist(z.At, mt.m.At) <= sprintWorry+profiles[mt.m.Kind].Speed && mt.field[index(z.At)] <= sprintWorry {
			return false
		}
	}
	return true
}

// bestSquare is the square in reach this turn with the best score (moveScore): the one it
// stands on unless another is strictly better. A square of a face-down tile beside the
// reachable ground may be chosen: the move ends there and the tile turns over (M7).
func (mt *marineTurn) bestSquare(sprint bool) (grid.Square, bool) {
	k := 0
	if sprint {
		k = 1
	}
	if a := mt.best[k]; a != nil {
		return a.q, a.ok
	}
	q, ok := mt.findBestSquare(sprint)
	mt.best[k] = &bestAnswer{q, ok}
	return q, ok
}

// findBestSquare works out bestSquare's answer.
func (mt *marineTurn) findBestSquare(sprint bool) (grid.Square, bool) {
	var best grid.Square
	bs, first := 0, true
	ok := mt.eachSquare(sprint, func(q grid.Square, sc int) {
		if first || sc > bs {
			best, bs, first = q, sc, false
		}
	})
	return best, ok
}

// eachSquare calls visit with the square the marine stands on, then every square it could
// end its move on this turn, each with its score (moveScore, less a little per step, so
// that among equal squares the nearer counts more); a square may come more than once, by
// ways of different lengths. False when the marine has no goal to score squares by.
func (mt *marineTurn) eachSquare(sprint bool, visit func(q grid.Square, score int)) bool {
	m, t := mt.m, mt.t
	goal, threat, ok := mt.plan()
	if !ok {
		return false
	}
	steps := speedLeft(m)
	if !sprint && !m.Turn.Acted {
		steps = min(steps, profiles[m.Kind].Speed+m.Turn.Bonus-m.Turn.Moved)
	}
	visit(m.At, mt.moveScore(m.At, goal, threat)*moveTieBreak)
	if steps <= 0 {
		return true
	}
	try := func(q grid.Square, k int) {
		if t.empty(q) {
			visit(q, mt.moveScore(q, goal, threat)*moveTieBreak-k)
		}
	}
	calm := mt.calm()
	for _, st := range t.marineReach(m.At, steps) {
		try(st.q, st.k)
		if st.k >= steps || !calm {
			continue
		}
		for d, step := range grid.Orthogonal {
			if n := st.q.Add(step); onMap(n) && !t.flipped[index(n)] && !t.closed(st.q, d, false) {
				try(n, st.k+1)
			}
		}
	}
	return true
}

// squaresByScore lists the squares other than its own that the marine could end its move
// on this turn, best scored first (eachSquare), at most n.
func (mt *marineTurn) squaresByScore(sprint bool, n int) []grid.Square {
	score := map[grid.Square]int{}
	var order []grid.Square
	mt.eachSquare(sprint, func(q grid.Square, sc int) {
		if q == mt.m.At {
			return
		}
		if old, seen := score[q]; !seen {
			order = append(order, q)
			score[q] = sc
		} else if sc > old {
			score[q] = sc
		}
	})
	slices.SortStableFunc(order, func(a, b grid.Square) int { return score[b] - score[a] })
	return order[:min(n, len(order))]
}

// calm reports whether the marine may turn a tile over: no standing zombie is already
// where it attacks a marine. A fight going on is finished before more zombies rise.
func (mt *marineTurn) calm() bool {
	for _, z := range mt.s.Zombies {
		if !z.Down && mt.field[index(z.At)] == 0 {
			return false
		}
	}
	return true
}

// seesDanger reports whether a marine on q would see a zombie about to attack or standing on
// the helipad: a square to shoot from after moving (A3).
func (mt *marineTurn) seesDanger(q grid.Square) bool {
	for i := range mt.s.Zombies {
		if z := &mt.s.Zombies[i]; targetWorth(z, mt.field, mt.pad) >= worthDanger && kingDist(q, z.At) <= 2*TileSide && mt.sight.Sees(q, z.At) {
			return true
		}
	}
	return false
}

// moveScore is how good a square is for the marine to end its move on: nearer the goal,
// out of the zombies' reach, near the squad, and for a medic beside the wounded.
func (mt *marineTurn) moveScore(q grid.Square, goal, threat []int) int {
	s, m := mt.s, mt.m
	per := threatSteps
	if m.HP <= 2 {
		per += woundedSteps
	}
	sc := -goal[index(q)] - per*threat[index(q)]
	if mt.pad >= 0 && posOf(q) == mt.pad && !slices.ContainsFunc(s.Zombies, func(z Zombie) bool { return posOf(z.At) == mt.pad }) {
		sc += winSteps // stepping onto an empty helipad wins (V1)
	}
	if !m.Turn.Acted && mt.seesDanger(q) {
		sc += shotSteps
	}
	near := far
	for _, o := range s.Marines {
		if !o.Dead && o.ID != m.ID {
			near = min(near, kingDist(o.At, q))
		}
	}
	if near < far && near > keepClose {
		sc -= straySteps * (near - keepClose)
	}
	if !m.Turn.Acted && hasItem(m, Medkit) {
		for _, o := range s.Marines {
			if !o.Dead && o.ID != m.ID && o.HP < profiles[o.Kind].HP && grid.Adjacent(o.At, q) {
				sc += healNearSteps
				break
			}
		}
	}
	return sc
}
