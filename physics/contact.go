package physics

// InContact reports whether two bases on the same level are in base contact: their edges
// within ContactTolerance, or both touching one low obstacle (cover that does not block sight,
// ruling G4) that stands between them, with no more than LowObstacleReach between their
// edges. Either way they must see each other (models aside): there is no contact through a
// wall, however thin, nor through a closed building's wall that gives cover.
func (t *Table) InContact(a, b BodyID) bool {
	sa, sb := &t.bodies[a], &t.bodies[b]
	if sa.Level != sb.Level || !sa.alive || !sb.alive {
		return false
	}
	return t.contact(sa, sb, a, b)
}

// contact is InContact for two live bases on one level, either of which may stand somewhere
// it has not moved to yet (a route's end).
func (t *Table) contact(sa, sb *bodySlot, a, b BodyID) bool {
	d := max(0, hullDist(sa.pts, sb.pts)-sa.r-sb.r)
	if d > ContactTolerance {
		if d > LowObstacleReach {
			return false
		}
		if _, piece := t.pieceBetween(sa, sb, true); piece < 0 {
			return false
		}
	}
	if d <= geomEps {
		return true // touching: no terrain fits between them
	}
	_, _, ok := t.sightBetween(sa, sb, a, b, SightOptions{IgnoreModels: true})
	return ok
}

// seesAt reports whether base id, moved to p, and target see each other, models aside.
func (t *Table) seesAt(id BodyID, p Vec, target BodyID) bool {
	moved := &t.scratch.moved // not on the stack: its core points point into it
	*moved = t.bodies[id]
	moved.Pos = p
	moved.refresh()
	_, _, ok := t.sightBetween(moved, &t.bodies[target], id, target, SightOptions{IgnoreModels: true})
	return ok
}
