package game

import (
	"fmt"

	"github.com/borrowed-time/tabletop/physics"
)

// skillReach is the reach of Get a Grip! and Rally the Faithful.
const skillReach = 6.0

// getAGrip returns Officer Ramirez when she can let m re-roll a failed Guts test: standing,
// within 6", not m herself, and not yet used this round (her skill is used by the call).
func (c *applyCtx) getAGrip(m *Model) *Model {
	r := c.st.Model("ramirez")
	if r == nil || r == m || !r.Standing() || r.SkillRound == c.st.Round {
		return nil
	}
	if c.g.table.EdgeDistance(c.body(r), c.body(m)) > skillReach {
		return nil
	}
	r.SkillRound = c.st.Round
	return r
}

// noteLongKill records a special infected killed by a shot from more than 18" (Trophy Hunter).
func (c *applyCtx) noteLongKill(by, t *Model, cause woundCause) {
	if cause == causeShot && specialInfected[t.Kind] && c.g.table.EdgeDistance(c.body(by), c.body(t)) > 18 {
		by.LongKill = true
	}
}

var _ = fmt.Sprint
var _ physics.Vec
