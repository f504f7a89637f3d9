package borrowedtime

import (
	"fmt"
	"math"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// The Rooftop Signal (Scenario 2): breach the Med-Tower, climb to its roof by the one
// stairwell, fire the signal, and hold the roof for three full rounds.

// breachAP is what opening the barricaded doors costs.
const breachAP = 2

// signalHeat is the Heat the flare draws; roundsToHold how long the roof must be held after it.
const (
	signalHeat   = 5
	roundsToHold = 3
)

func (c *applyCtx) rooftopObjective(m *Model, marker string) (int, error) {
	switch marker {
	case "tower-entrance":
		if c.st.Breached {
			return 0, reject("the Med-Tower is already open")
		}
		if m.AP < breachAP {
			return 0, reject("breaching the doors takes %d AP; %s has %d", breachAP, name(m), m.AP)
		}
		c.st.Breached = true
		for i, d := range c.g.doors {
			if d.id == "main-entrance" {
				c.st.DoorsOpen[i] = true
				c.g.table.SetDoorOpen(d.piece, d.opening, true)
			}
		}
		c.emit(Event{Type: EvDoor, Model: m.ID, Text: name(m) + " breaks through the barricaded doors of the Med-Tower"})
		return breachAP, nil
	case "roof-signal":
		if c.st.SignalRound > 0 {
			return 0, reject("the signal is already burning")
		}
		// "The Survivors must complete the following steps in order: 1. Breach the Tower":
		// survivors who reached the roof another way (Climbing Gear) have not done step 1.
		if !c.st.Breached {
			return 0, reject("the Med-Tower's doors are still barricaded: breach the tower before the signal")
		}
		for i := range c.st.Models {
			s := &c.st.Models[i]
			if s.IsSurvivor() && s.OnTable() && s.Level == 0 {
				return 0, reject("%s is not on the roof yet: everyone must be up before the signal", name(s))
			}
		}
		c.st.SignalRound = c.st.Round
		c.emit(Event{Type: EvNote, Model: m.ID, Text: name(m) + " fires the signal flare: hold the roof for three full rounds"})
		c.addHeat(signalHeat, "the signal flare")
		return 1, nil
	}
	return 0, reject("there is nothing to do at %s", c.placeName(marker))
}

// access returns the scenario's stairwell (the first access point), and whether it has one.
func (c *applyCtx) access() (maps.AccessPoint, bool) {
	for _, t := range c.g.scenario.Terrain {
		if len(t.Access) > 0 {
			return t.Access[0], true
		}
	}
	return maps.AccessPoint{}, false
}

// climb: 1 AP (a Move action): a survivor at the stairwell goes up to the roof above it, or
// comes down, unless the signal has been fired (Nowhere to Run).
func (c *applyCtx) climb(cmd Climb) error {
	m, err := c.actor(cmd.Survivor, 1)
	if m == nil {
		return err
	}
	a, ok := c.access()
	if !ok {
		return reject("there is no stairwell or ladder on this table")
	}
	if z := c.engagedBy(m); len(z) > 0 {
		return reject("%s is engaged with %s and cannot move", name(m), name(z[0]))
	}
	up := m.Level == 0
	if !up && c.st.SignalRound > 0 && c.hasRule("nowhere-to-run") {
		return reject("the signal is lit: nobody leaves the roof now")
	}
	if d := c.g.table.DistanceToPoint(c.body(m), a.At); d > markerReach {
		return reject("%s is not at %s (%s\" away: the stairs mark; move into contact with it)", name(m), c.placeName(a.ID), tenths(d))
	}
	level := 1 - m.Level
	p, ok := c.freeNear(physics.Base25mm, a.At, level)
	if !ok {
		return reject("there is no room at the other end of %s", c.placeName(a.ID))
	}
	m.Level = level
	c.place(m, p)
	where := map[bool]string{true: "up to the roof", false: "down from the roof"}[up]
	c.emit(Event{Type: EvMove, Model: m.ID, Path: []physics.Vec{a.At, p}, Text: fmt.Sprintf("%s climbs %s", name(m), where)})
	c.spend(m, 1, "climb")
	return nil
}

// crumblingFacade (a 2-Heat Director action): a ground-floor zombie starts climbing the
// building's face; it comes off the table until the next Director phase.
func (c *applyCtx) crumblingFacade(target string) error {
	if !c.hasRule("crumbling-facade") {
		return reject("there is no Crumbling Facade in this scenario")
	}
	z, err := c.model(target, "zombie")
	if err != nil {
		return err
	}
	if z.IsSurvivor() || !z.OnTable() || z.Level != 0 {
		return reject("%s is not a zombie on the ground", name(z))
	}
	z.Removed = true
	c.place(z, z.Pos)
	c.st.Climbing = append(c.st.Climbing, z.ID)
	c.emit(Event{Type: EvLeave, Model: z.ID, Text: name(z) + " starts to scale the crumbling facade"})
	return nil
}

// roofArrivals (start of the Director phase): zombies that reached the stairwell come out on
// the roof beside it (Vertical Threat); climbers roll a D6: 4+ onto the nearest roof edge,
// else they fall (Crumbling Facade).
func (c *applyCtx) roofArrivals() {
	a, ok := c.access()
	for _, id := range c.st.Arriving {
		z := c.st.Model(id)
		if !ok || z == nil {
			continue
		}
		if p, free := c.freeNear(baseOf(z), a.At, 1); free {
			z.Removed, z.Level = false, 1
			c.place(z, p)
			c.emit(Event{Type: EvSpawn, Model: z.ID, Text: name(z) + " lurches out of the stairwell onto the roof"})
		} else {
			c.emit(Event{Type: EvNote, Model: z.ID, Text: name(z) + " is stuck in the stairwell"})
		}
	}
	c.st.Arriving = nil
	for _, id := range c.st.Climbing {
		z := c.st.Model(id)
		r := c.roll(1)
		c.emit(Event{Type: EvRoll, Model: id, Dice: r, Text: fmt.Sprintf("%s climbs the facade: %d", NameOf(id), r[0])})
		if z == nil || r[0] < 4 {
			c.emit(Event{Type: EvRemoved, Model: id, Text: NameOf(id) + " falls and is smashed"})
			continue
		}
		edge, found := c.roofEdgeNear(z)
		if !found {
			continue
		}
		z.Removed, z.Level = false, 1
		c.place(z, edge)
		c.emit(Event{Type: EvSpawn, Model: z.ID, Text: name(z) + " hauls itself over the roof's edge"})
	}
	c.st.Climbing = nil
}

// roofEdgeNear finds the free roof spot nearest a model's position, just inside the edge.
func (c *applyCtx) roofEdgeNear(z *Model) (physics.Vec, bool) {
	for _, t := range c.g.scenario.Terrain {
		if !t.Roof {
			continue
		}
		best, bestD := physics.Vec{}, math.Inf(1)
		for i := range t.Polygon {
			a, b := t.Polygon[i], t.Polygon[(i+1)%len(t.Polygon)]
			for k := 0; k <= 20; k++ {
				p := a.Lerp(b, float64(k)/20)
				if d := p.Dist(z.Pos); d < bestD {
					best, bestD = p, d
				}
			}
		}
		if p, ok := c.freeNear(baseOf(z), best, 1); ok {
			return p, true
		}
	}
	return physics.Vec{}, false
}

// checkRescue (End phase): three full rounds after the signal, the chopper comes.
func (c *applyCtx) checkRescue() {
	if c.rescueDue() {
		c.win("survivors", "the chopper sees the signal and lifts the survivors off the roof")
	}
}

// rescueDue reports whether the survivors have held the roof three full rounds after the
// signal's (ruling C29).
func (c *applyCtx) rescueDue() bool {
	return c.st.SignalRound > 0 && c.st.Round-c.st.SignalRound >= roundsToHold
}

// rescueBeforeThreat reports whether the rescue is checked before the End phase's Threat step
// (ruling C39): "If they survive the Director's phase of the third round, they are rescued and
// win the game", so a Threat marker that would reach the track's end in that End phase comes
// too late. Only then does the order change who wins; otherwise the End phase keeps its order.
// The house rule threatBeforeRescue keeps section VIII's order always.
func (c *applyCtx) rescueBeforeThreat() bool {
	return c.g.scenario.Objective == "signal-for-rescue" && !c.g.opts.ThreatBeforeRescue &&
		c.rescueDue() && c.st.Threat+1 >= c.g.scenario.ThreatMax
}

// survivorsOnRoof reports whether any living survivor is on a roof (Vertical Threat).
func (c *applyCtx) survivorsOnRoof() bool {
	for i := range c.st.Models {
		s := &c.st.Models[i]
		if s.IsSurvivor() && s.OnTable() && s.Level > 0 {
			return true
		}
	}
	return false
}
