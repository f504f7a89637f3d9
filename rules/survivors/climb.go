package survivors

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// climbReachAccess is how near, in inches, a character must be to a stairwell or ladder.
const climbReachAccess = 1.0

// climbTo works out where a Climb takes the character (§4, T8): up from base contact with a
// raised area's outline (or at an access point) to its top within 1" of the point touched,
// or down from its top within 1" of the outline to the ground beside it.
func (r *rules) climbTo(s *State, i int) (physics.Vec, int, string, error) {
	m := &s.Models[i]
	for _, t := range r.scen.Terrain {
		if !t.IsBuilding() || !t.Roof {
			continue
		}
		if p, ok := r.accessClimb(m, t); ok {
			return p, 1 - m.Level, r.placeName(t.ID, t.Name), nil
		}
		gap := outlineDist(t.Polygon, m.Pos) - radius
		inside := physics.PointInPolygon(t.Polygon, m.Pos)
		switch {
		case m.Level == 0 && !inside && gap <= physics.ContactTolerance+1e-6:
			touch := nearestOnOutline(t.Polygon, m.Pos)
			if p, ok := freeSpot(r.table, 1, touch, climbReach+radius, nil); ok {
				return p, 1, r.placeName(t.ID, t.Name), nil
			}
			return m.Pos, 0, "", game.Refuse("there is no room on top of %s", r.placeName(t.ID, t.Name))
		case m.Level == 1 && inside && outlineDist(t.Polygon, m.Pos)-radius <= climbReach:
			touch := nearestOnOutline(t.Polygon, m.Pos)
			outside := func(p physics.Vec) bool { return !physics.PointInPolygon(t.Polygon, p) }
			if p, ok := freeSpot(r.table, 0, touch, climbReach+2*radius, outside); ok {
				return p, 0, r.placeName(t.ID, t.Name), nil
			}
			return m.Pos, 1, "", game.Refuse("there is no room to climb down beside %s", r.placeName(t.ID, t.Name))
		}
	}
	if m.Level == 1 {
		return m.Pos, 1, "", game.Refuse("%s is not within %g\" of the edge of a raised area", m.Name, climbReach)
	}
	return m.Pos, 0, "", game.Refuse("%s is not in base contact with a raised area (a building with a roof)", m.Name)
}

// accessClimb: at a stairwell or ladder, the other end of it.
func (r *rules) accessClimb(m *Model, t maps.Terrain) (physics.Vec, bool) {
	for _, a := range t.Access {
		if pointGap(m.Pos, a.At) <= climbReachAccess {
			return freeSpot(r.table, 1-m.Level, a.At, climbReach+radius, nil)
		}
	}
	return physics.Vec{}, false
}

// climb: the Climb action, 1 CP, no disturbance (§4).
func (c *ctx) climb(cmd Climb) error {
	i, m, err := c.actor(cmd.Model, 1)
	if err != nil {
		return err
	}
	to, level, where, err := c.r.climbTo(c.s, i)
	if err != nil {
		return err
	}
	from := m.Pos
	c.place(i, to, level)
	c.notice(i, []physics.Vec{from, to})
	text := m.Name + " climbs up onto " + where
	if level == 0 {
		text = m.Name + " climbs down from " + where
	}
	c.emit(game.Event{Type: game.EvMove, Model: m.ID, Path: []physics.Vec{from, to}, Text: text})
	c.spend(i, 1)
	return nil
}
