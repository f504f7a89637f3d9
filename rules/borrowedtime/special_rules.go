package borrowedtime

import (
	"fmt"
	"strconv"

	"github.com/borrowed-time/tabletop/physics"
)

// thematicEvent (4 Heat, section VI menu "Thematic Event (Minor)"): neither scenario of the
// rulebook names one, so the table's default is a fire: a 3" Burning area the Director sets
// down at a point ("to") on the table at least 2" from every survivor — it closes a route
// rather than burning someone outright. Near the gas pumps it sets them off.
func (c *applyCtx) thematicEvent(to *physics.Vec) error {
	if to == nil {
		return reject("say where the fire starts (\"to\")")
	}
	p := *to
	s := c.g.scenario
	if p.X < 0 || p.Y < 0 || p.X > s.Width || p.Y > s.Height {
		return reject("(%.1f, %.1f) is off the table", p.X, p.Y)
	}
	for i := range c.st.Models {
		m := &c.st.Models[i]
		if m.IsSurvivor() && m.OnTable() && c.g.table.DistanceToPoint(c.body(m), p) < 2+thematicFireRadius {
			return reject("the fire must start at least 2\" from every survivor; %s is too close", name(m))
		}
	}
	c.startFire(p, thematicFireRadius)
	return nil
}

// thematicFireRadius: a 3" Burning marker, as the Molotov's.
const thematicFireRadius = 1.5

// darkness returns the dice a shot loses to a dark table (the scenario's "darkness") and
// the words for the log; a shooter holding a Flashlight loses none (section XIV).
func (c *applyCtx) darkness(shooter *Model) (int, string) {
	d := c.g.scenario.Darkness
	switch {
	case d == 0:
		return 0, ""
	case has(shooter, "flashlight"):
		return 0, ", the Flashlight cuts the dark"
	}
	return d, ", darkness (−" + strconv.Itoa(d) + ")"
}

// screamers: Piercing Shriek — at the start of the Director phase, each Screamer that can see
// a survivor adds 3 Heat (section X). A Downed survivor is still a Survivor to shriek at
// (ruling C38); the house rule shriekStandingOnly asks for a standing one.
func (c *applyCtx) screamers() {
	for i := range c.st.Models {
		z := &c.st.Models[i]
		if z.Kind != "screamer" || !z.OnTable() {
			continue
		}
		if c.seesSurvivor(z, !c.g.opts.ShriekStandingOnly) {
			c.addHeat(3, z.ID+"'s Piercing Shriek")
		}
	}
}

// seesSurvivor reports whether a model can see any standing survivor, or, with downed, any
// survivor on the table.
func (c *applyCtx) seesSurvivor(z *Model, downed bool) bool {
	zb := c.body(z)
	for i := range c.st.Models {
		s := &c.st.Models[i]
		if s.IsSurvivor() && (s.Standing() || downed && s.OnTable()) && c.g.table.LineOfSight(zb, c.body(s), physics.SightOptions{IgnoreModels: true}) {
			return true
		}
	}
	return false
}

// shootPumps: a ranged attack on the gas pumps (Highly Flammable!): any success sets them off.
// It is a Shoot attack like any other (section VII): cover, Aim, darkness, Precision Shot and
// Press Your Luck all apply (ruling C27).
func (c *applyCtx) shootPumps(a *Model, w *WeaponState) error {
	var at physics.Vec
	found := false
	for _, o := range c.g.scenario.Objectives {
		if o.ID == "gas-pumps" {
			at, found = o.At, true
		}
	}
	if !found || !c.hasRule("highly-flammable") || c.st.PumpsGone {
		return reject("there are no gas pumps to shoot")
	}
	wp := weapons[w.ID]
	if w.Shots == 0 {
		return reject("the %s is empty: reload it", wp.Name)
	}
	// A marker-sized stand-in lets the table measure range and sight to the pumps.
	tb := c.g.table
	marker := tb.AddBody(physics.Body{Base: physics.Base{Radius: 0.5}, Pos: at, Level: a.Level})
	defer tb.RemoveBody(marker)
	ab := c.body(a)
	if d := tb.EdgeDistance(ab, marker); d > wp.Range+1e-9 {
		return reject("the pumps are %.1f\" away; the %s reaches %g\"", d, wp.Name, wp.Range)
	}
	if !tb.LineOfSight(ab, marker, physics.SightOptions{}) {
		return reject("%s cannot see the pumps", name(a))
	}
	pool, poolText := c.shotPool(a, wp, ab, marker, nil)
	r := c.shotDice(a, pool)
	s, comp := count(r)
	c.emit(Event{Type: EvRoll, Model: a.ID, Dice: r, Successes: s, Complications: comp,
		Text: fmt.Sprintf("%s shoots at the gas pumps with the %s: %s%s: %v, %s", name(a), wp.Name, Plural(pool, "die", "dice"), poolText, r, successes(s))})
	c.fired(a, w)
	c.complications(a, comp)
	if s > 0 {
		c.explodePumps()
	}
	return nil
}
