package borrowedtime

import (
	"fmt"
	"strings"

	"github.com/borrowed-time/tabletop/physics"
)

// Last Stop Gas (Scenario 1): find the Gas Can and the Medkit, put them in the ambulance, and
// end a round with every surviving survivor within 2" of it.

// escapeReach is how near the ambulance every surviving survivor must be to escape.
const escapeReach = 2.0

// pumpBlast is the reach of the exploding pumps; pumpWounds what they deal.
const (
	pumpBlast  = 6.0
	pumpWounds = 3
	pumpHeat   = 5
)

var supplies = []string{"gas-can", "medkit"}

// deliverSupplies: at the ambulance's back doors, a survivor carrying the Gas Can or a found
// Medkit spends 1 AP to load it (Deliver the Goods).
func (c *applyCtx) deliverSupplies(m *Model, marker string) (int, error) {
	if marker != "ambulance-doors" {
		return 0, reject("the supplies go in at the ambulance's back doors")
	}
	for _, item := range supplies {
		if indexOf(c.st.Delivered, item) >= 0 || indexOf(m.Items, item) < 0 {
			continue
		}
		m.Items = removeOne(m.Items, item)
		c.st.Delivered = append(c.st.Delivered, item)
		c.emit(Event{Type: EvNote, Model: m.ID, Card: item, Text: fmt.Sprintf("%s loads the %s into the ambulance (%d of 2)", name(m), cardName(item), len(c.st.Delivered))})
		return 1, nil
	}
	return 0, reject("%s carries nothing the ambulance still needs (it needs: %s)", name(m), strings.Join(missingSupplies(c.st), ", "))
}

func missingSupplies(st *State) []string {
	var out []string
	for _, s := range supplies {
		if indexOf(st.Delivered, s) < 0 {
			out = append(out, cardName(s))
		}
	}
	return out
}

func cardName(id string) string {
	return NameOf(id)
}

// checkEscape (End phase): with both supplies loaded, the survivors win when every surviving
// survivor, Downed or not, is within 2" of the ambulance.
func (c *applyCtx) checkEscape() {
	if len(c.st.Delivered) < len(supplies) {
		return
	}
	amb := c.terrainOutline("ambulance")
	if amb == nil {
		return
	}
	for i := range c.st.Models {
		m := &c.st.Models[i]
		if m.IsSurvivor() && m.OnTable() && c.g.table.DistanceToOutline(c.body(m), amb) > escapeReach {
			return
		}
	}
	c.win("survivors", "the ambulance is fuelled and stocked, and everyone left is aboard")
}

func (c *applyCtx) terrainOutline(id string) []physics.Vec {
	for _, t := range c.g.scenario.Terrain {
		if t.ID == id {
			return t.Polygon
		}
	}
	return nil
}

// hasRule reports whether the scenario plays a special rule.
func (c *applyCtx) hasRule(id string) bool { return indexOf(c.g.scenario.SpecialRules, id) >= 0 }

// pumpsAt reports whether anything within reach of p touches the gas pumps (the marker or a
// pump model), under Highly Flammable.
func (c *applyCtx) pumpsWithin(p physics.Vec, reach float64) bool {
	if !c.hasRule("highly-flammable") || c.st.PumpsGone {
		return false
	}
	for _, o := range c.g.scenario.Objectives {
		if o.ID == "gas-pumps" && o.At.Dist(p) <= reach {
			return true
		}
	}
	for _, t := range c.g.scenario.Terrain {
		if strings.HasPrefix(t.ID, "pump") && polygonDist(t.Polygon, p) <= reach {
			return true
		}
	}
	return false
}

// explodePumps: Highly Flammable! Every model within 6" of the pumps suffers 3 Wounds, +5 Heat.
func (c *applyCtx) explodePumps() {
	if c.st.PumpsGone {
		return
	}
	c.st.PumpsGone = true
	c.emit(Event{Type: EvNote, Text: "the gas pumps explode!"})
	c.addHeat(pumpHeat, "the pumps exploding")
	for i := range c.st.Models {
		m := &c.st.Models[i]
		if !m.OnTable() {
			continue
		}
		if c.pumpDistance(m) <= pumpBlast {
			c.blastWound(m, pumpWounds)
		}
	}
}

// pumpDistance is a model's distance from the pumps (the marker or any pump model).
func (c *applyCtx) pumpDistance(m *Model) float64 {
	b := c.body(m)
	best := 1e9
	for _, o := range c.g.scenario.Objectives {
		if o.ID == "gas-pumps" {
			best = min(best, c.g.table.DistanceToPoint(b, o.At))
		}
	}
	for _, t := range c.g.scenario.Terrain {
		if strings.HasPrefix(t.ID, "pump") {
			best = min(best, c.g.table.DistanceToOutline(b, t.Polygon))
		}
	}
	return best
}

// polygonDist is the distance from a point to a polygon's outline (0 inside).
func polygonDist(pts []physics.Vec, p physics.Vec) float64 {
	if physics.PointInPolygon(pts, p) {
		return 0
	}
	best := 1e9
	for i := range pts {
		best = min(best, segPointDist(pts[i], pts[(i+1)%len(pts)], p))
	}
	return best
}
