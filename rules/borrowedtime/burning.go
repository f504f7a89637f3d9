package borrowedtime

import (
	"fmt"

	"github.com/borrowed-time/tabletop/physics"
)

// FireRounds is how many rounds a Burning area burns (the Molotov's "3 rounds").
const FireRounds = 3

// startFire places a Burning area.
func (c *applyCtx) startFire(center physics.Vec, radius float64) {
	c.st.Fires = append(c.st.Fires, Fire{Center: center, Radius: radius, RoundsLeft: FireRounds})
	c.emit(Event{Type: EvNote, Text: fmt.Sprintf("a %.0f\" fire starts at (%.1f, %.1f)", 2*radius, center.X, center.Y)})
	if c.pumpsWithin(center, radius) {
		c.explodePumps()
	}
}

// inFire reports whether any part of a model's base is inside a Burning area.
func (c *applyCtx) inFire(m *Model, f Fire) bool {
	return c.g.table.DistanceToPoint(c.body(m), f.Center) < f.Radius
}

// burnAtStart: a model that starts its activation in a Burning area suffers 1 Wound (section VII).
func (c *applyCtx) burnAtStart(m *Model) {
	for _, f := range c.st.Fires {
		if c.inFire(m, f) {
			c.emit(Event{Type: EvNote, Model: m.ID, Text: name(m) + " starts in the flames"})
			c.wound(m, 1, nil, causeFire)
			return
		}
	}
}

// burnAlong: a model that moves through a Burning area suffers 1 Wound for each area it
// crosses (its base coming inside the area anywhere along the route). An area the base was
// already in when the move began has burned it already (on entering, or at the start of its
// activation): walking out of it does not burn again.
func (c *applyCtx) burnAlong(m *Model, path []physics.Vec) {
	r := baseOf(m).BoundingRadius()
	for _, f := range c.st.Fires {
		if path[0].Dist(f.Center) < f.Radius+r {
			continue
		}
		for i := 1; i < len(path); i++ {
			if segPointDist(path[i-1], path[i], f.Center) < f.Radius+r {
				c.emit(Event{Type: EvNote, Model: m.ID, Text: name(m) + " moves through the flames"})
				c.wound(m, 1, nil, causeFire)
				break
			}
		}
		if !m.OnTable() || m.Downed {
			return
		}
	}
}

func segPointDist(a, b, p physics.Vec) float64 {
	d := b.Sub(a)
	l2 := d.Len2()
	if l2 == 0 {
		return p.Dist(a)
	}
	t := max(0, min(1, p.Sub(a).Dot(d)/l2))
	return p.Dist(a.Add(d.Scale(t)))
}

// burnDown counts a round off every fire at the End phase; spent fires go out.
func (c *applyCtx) burnDown() {
	kept := c.st.Fires[:0]
	for _, f := range c.st.Fires {
		if f.RoundsLeft--; f.RoundsLeft > 0 {
			kept = append(kept, f)
		} else {
			c.emit(Event{Type: EvNote, Text: fmt.Sprintf("the fire at (%.1f, %.1f) burns out", f.Center.X, f.Center.Y)})
		}
	}
	c.st.Fires = kept
}
