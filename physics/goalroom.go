package physics

import "math"

// goalRoomCheckPerNode is how far (queue entries per corner) a search goes before it checks
// that a base could stand at the goal at all: the searches that find their goal mostly
// take far fewer, and one whose goal is surrounded by other models would otherwise go on to
// its bound.
const goalRoomCheckPerNode = 1

// goalRoomCheckFloor is the least a search goes before that check, however few corners the
// table has: by then it has found its way round the models between it and the goal.
const goalRoomCheckFloor = 128

// roomAtGoal reports whether a base could stand somewhere that reaches the goal, other
// models where they are: at its point, or on rings round it (for contact, 32 places just
// outside the target's base: every 11.25° round a round one). False means every way is closed at the goal itself.
func (t *Table) roomAtGoal(key navKey, id BodyID, goal pathGoal, opt MoveOptions) bool {
	free := func(p Vec) bool {
		if key.tray.on() {
			b := t.bodies[id].Body
			b.Pos = p
			return t.CheckPlacement(b, append([]BodyID{id}, opt.PassThrough...)...) == nil
		}
		return t.centreClear(key.level, p, key.radius) && !t.bodyAt(key, id, p, opt)
	}
	if goal.reach == 0 {
		return free(goal.point)
	}
	if goal.contact && goal.target >= 0 {
		// Just inside the reach, round the target's outline.
		const spokes = 32
		for k := 0; k < spokes; k++ {
			s, c := math.Sincos(2 * math.Pi * float64(k) / spokes)
			far := goal.point.Add(Vec{c, s}.Scale(goal.reach + 4)) // spread along a tray's sides
			core := goal.core(far)
			if free(core.Add(far.Sub(core).Unit().Scale(goal.reach - ContactTolerance/4))) {
				return true
			}
		}
		return false
	}
	// Within reach of a point: its centre and rings at a third, two thirds and all of it.
	if free(goal.point) {
		return true
	}
	radii := [...]float64{goal.reach, goal.reach * 2 / 3, goal.reach / 3}
	const spokes = 32
	for _, rad := range radii {
		if rad <= 0 {
			continue
		}
		for k := 0; k < spokes; k++ {
			s, c := math.Sincos(2 * math.Pi * float64(k) / spokes)
			if free(goal.point.Add(Vec{c, s}.Scale(rad))) {
				return true
			}
		}
	}
	return false
}

// apart reports whether the terrain parts a search's start from its goal: both have anchors
// (graph corners with a clear straight move to them), and no route over the terrain joins
// any corner of one side to any of the other. A base this size cannot get from one to the
// other whatever the other models do (a Horde's tray where the doorways are too narrow for
// it), and a search would look everywhere in vain.
func (g *navGraph) apart(start, goal []anchor) bool {
	if len(start) == 0 || len(goal) == 0 {
		return false
	}
	for _, a := range start {
		row := g.row(a.node)
		for _, b := range goal {
			if !math.IsInf(float64(row[b.node]), 1) {
				return false
			}
		}
	}
	return true
}
