package survivors

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// endGame scores the game after round 6 (§10).
func (c *ctx) endGame() {
	if c.r.bands() == 1 {
		c.finish(c.r.soloResult(c.s))
		return
	}
	c.finish(c.r.twoBandResult(c.s))
}

// basePoints are band b's points before the scenario's own (V2): a point for each supply its
// characters on the table carry, and one for each enemy character taken out.
func basePoints(s *State, b int) (carried, down int) {
	for i := range s.Models {
		m := &s.Models[i]
		switch {
		case m.Zombie:
		case m.Band == b && !m.Out:
			carried += m.Supplies
		case m.Band != b && m.Out:
			down++
		}
	}
	return carried, down
}

// score is band b's victory points (V2, V4).
func (r *rules) score(s *State, b int) int {
	carried, down := basePoints(s, b)
	vp := carried + down
	for _, v := range r.setup.Victory {
		switch v.Kind {
		case SuppliesOn:
			vp += v.VP * r.suppliesAt(s, b, v)
		case MostSuppliesOn:
			if r.suppliesAt(s, b, v) > r.suppliesAt(s, 1-b, v) {
				vp += v.VP
			}
		}
	}
	return vp
}

// twoBandResult: the higher score wins; then more characters on the table; else a draw (V3).
func (r *rules) twoBandResult(s *State) *Result {
	res := &Result{Score: [2]int{r.score(s, 0), r.score(s, 1)}}
	a, b := res.Score[0], res.Score[1]
	if a == b {
		a, b = s.bandOnTable(0), s.bandOnTable(1)
	}
	switch {
	case a > b:
		res.Winners = []int{0}
	case b > a:
		res.Winners = []int{1}
	}
	res.Reason = fmt.Sprintf("After %d rounds: %s %d, %s %d. ", rounds, r.bandName(0), res.Score[0], r.bandName(1), res.Score[1])
	switch {
	case len(res.Winners) == 0:
		res.Reason += "A draw"
	case res.Score[0] == res.Score[1]: // won on the tie-break (V3)
		res.Reason += fmt.Sprintf("Level on points; victory to %s, with %d characters standing against %d",
			r.bandName(res.Winners[0]), max(a, b), min(a, b))
	default:
		res.Reason += "Victory to " + r.bandName(res.Winners[0])
	}
	return res
}

// soloResult: the lone band wins only by the scenario's condition (V5).
func (r *rules) soloResult(s *State) *Result {
	res := &Result{}
	held := 0
	if r.solo != nil {
		held = r.suppliesAt(s, 0, *r.solo)
		res.Score[0] = held
	}
	ok := r.solo != nil && held >= r.solo.Supplies
	if ok && r.solo.HalfBand && 2*s.bandOnTable(0) < s.bandSize(0) {
		ok = false
	}
	switch {
	case ok:
		res.Winners = []int{0}
		res.Reason = fmt.Sprintf("%s: %s held where they had to be. The band wins", r.bandName(0), game.Plural(held, "supply", "supplies"))
	case r.opt.Mode == SoloHorde:
		res.Winners = []int{horde}
		res.Reason = fmt.Sprintf("%s: only %s held where they had to be. The horde wins", r.bandName(0), game.Plural(held, "supply", "supplies"))
	default:
		res.Reason = fmt.Sprintf("%s: only %s held where they had to be. The dead win", r.bandName(0), game.Plural(held, "supply", "supplies"))
	}
	return res
}

// suppliesAt counts the supplies band b's characters carry where the condition says.
func (r *rules) suppliesAt(s *State, b int, v Condition) int {
	n := 0
	for i := range s.Models {
		m := &s.Models[i]
		if !m.Zombie && !m.Out && m.Band == b && r.standsAt(m, v) {
			n += m.Supplies
		}
	}
	return n
}

// standsAt reports whether m stands where the condition names: on top of a raised piece,
// inside another piece, or in the zone.
func (r *rules) standsAt(m *Model, v Condition) bool {
	if v.Zone != "" {
		if z := zoneByID(r.scen, v.Zone); z != nil && physics.PointInPolygon(z.Polygon, m.Pos) {
			return true
		}
	}
	for _, id := range v.Terrain {
		for _, t := range r.scen.Terrain {
			if t.ID != id || !physics.PointInPolygon(t.Polygon, m.Pos) {
				continue
			}
			if !t.Roof || m.Level == 1 {
				return true
			}
		}
	}
	return false
}
