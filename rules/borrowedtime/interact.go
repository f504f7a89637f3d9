package borrowedtime

import (
	"fmt"
	"strings"
)

// dropKit leaves a dead survivor's weapons and items where they fell, for others to pick up.
func (c *applyCtx) dropKit(m *Model) {
	var names []string
	for _, w := range m.Weapons {
		c.st.Ground = append(c.st.Ground, GroundItem{Item: w.ID, Shots: w.Shots, Pos: m.Pos, Level: m.Level})
		names = append(names, NameOf(w.ID))
	}
	for _, it := range append(append([]string(nil), m.Items...), m.Kit...) {
		c.st.Ground = append(c.st.Ground, GroundItem{Item: it, Pos: m.Pos, Level: m.Level})
		names = append(names, NameOf(it))
	}
	m.Weapons, m.Items, m.Kit = nil, nil, nil
	if len(names) > 0 {
		c.emit(Event{Type: EvNote, Model: m.ID, Text: fmt.Sprintf("%s's kit lies where they fell: %s", name(m), strings.Join(names, ", "))})
	}
}

// pickUp: Interact, 1 AP: take an item lying on the table in base contact (its 1" token).
func (c *applyCtx) pickUp(cmd PickUp) error {
	m, err := c.actor(cmd.Survivor, 1)
	if m == nil {
		return err
	}
	for i, g := range c.st.Ground {
		if g.Item != cmd.Item || g.Level != m.Level || c.g.table.DistanceToPoint(c.body(m), g.Pos) > markerReach {
			continue
		}
		c.st.Ground = append(c.st.Ground[:i:i], c.st.Ground[i+1:]...)
		if cards(m) >= limit(m) {
			return reject("%s cannot carry more than %s", name(m), Plural(limit(m), "card", "cards"))
		}
		if _, ok := weapons[g.Item]; ok {
			m.Weapons = append(m.Weapons, WeaponState{ID: g.Item, Shots: g.Shots, Found: true})
		} else {
			m.Items = append(m.Items, g.Item)
		}
		c.emit(Event{Type: EvNote, Model: m.ID, Text: fmt.Sprintf("%s picks up the %s", name(m), NameOf(g.Item))})
		c.spend(m, 1, "pick up")
		return nil
	}
	return reject("there is no %s within %s's reach", NameOf(cmd.Item), name(m))
}

// interact: Interact, 1 AP at an objective marker (in base contact with its 1" token): what
// it does is the scenario's (section V, "Interacting with a scenario objective").
func (c *applyCtx) interact(cmd Interact) error {
	m, err := c.actor(cmd.Survivor, 1)
	if m == nil {
		return err
	}
	oi := -1
	for i, o := range c.g.scenario.Objectives {
		if o.ID == cmd.Location {
			oi = i
		}
	}
	if oi < 0 {
		return reject("there is no objective marker %q", cmd.Location)
	}
	o := c.g.scenario.Objectives[oi]
	if o.Level != m.Level || c.g.table.DistanceToPoint(c.body(m), o.At) > markerReach {
		return reject("%s is not in base contact with %s", name(m), locName(o.Name, o.ID))
	}
	cost, err := c.objectiveAction(m, o.ID)
	if err != nil {
		return err
	}
	if m.Standing() && c.st.Phase != PhaseOver {
		c.spend(m, cost, "interact")
	}
	return nil
}

// objectiveAction does what the scenario's objective says at a marker and returns its AP cost.
func (c *applyCtx) objectiveAction(m *Model, marker string) (int, error) {
	switch c.g.scenario.Objective {
	case "escape-plan":
		return c.deliverSupplies(m, marker)
	case "signal-for-rescue":
		return c.rooftopObjective(m, marker)
	}
	return 0, reject("there is nothing to do at %s in this scenario", c.placeName(marker))
}
