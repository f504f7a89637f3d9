package borrowedtime

import (
	"fmt"

	"github.com/borrowed-time/tabletop/physics"
)

// Salvage cards and gear that are used (the Salvage Deck's rules text, section XIV, and the
// Urban Emergency deck).

const (
	grenadeRange  = 12.0
	grenadeBlast  = 3.0
	grenadeDice   = 5
	grenadeHeat   = 4
	molotovRange  = 8.0
	molotovRadius = 1.5 // a 3" Burning marker
	molotovHeat   = 3
	radioHeat     = 3
	climbGearAP   = 2
	flareSpread   = 2.0
)

// useItem uses a card a survivor carries: an Ammo Reload (free), a Military Radio, an
// Adrenaline Shot, a Grenade or Molotov Cocktail (attacks), or Climbing Gear.
func (c *applyCtx) useItem(cmd UseItem) error {
	cost := map[string]int{"ammo-reload": 0, "military-radio": 1, "adrenaline-shot": 1, "grenade": 1, "molotov-cocktail": 1, "climbing-gear": climbGearAP}
	ap, ok := cost[cmd.Item]
	if !ok {
		return reject("%q is not something to use (use: ammo-reload, military-radio, adrenaline-shot, grenade, molotov-cocktail, climbing-gear)", cmd.Item)
	}
	m, err := c.actor(cmd.Survivor, ap)
	if m == nil {
		return err
	}
	if !has(m, cmd.Item) {
		return reject("%s has no %s", name(m), NameOf(cmd.Item))
	}
	switch cmd.Item {
	case "ammo-reload":
		err = c.ammoReload(m, cmd.Weapon)
	case "military-radio":
		err = c.radio(m)
	case "adrenaline-shot":
		err = c.adrenalineShot(m, cmd.Target)
	case "grenade":
		err = c.throw(m, cmd.To, grenadeRange, func(p physics.Vec) { c.grenade(m, p) })
	case "molotov-cocktail":
		err = c.throw(m, cmd.To, molotovRange, func(p physics.Vec) {
			c.addHeat(molotovHeat, "Molotov Cocktail")
			c.startFire(p, molotovRadius)
		})
	case "climbing-gear":
		return c.climbWithGear(m) // keeps the gear
	}
	if err != nil {
		return err
	}
	takeItem(m, cmd.Item)
	if ap > 0 && m.Standing() && c.st.Phase != PhaseOver {
		c.spend(m, ap, cmd.Item)
	}
	return nil
}

// ammoReload: a free action that fills one ranged weapon.
func (c *applyCtx) ammoReload(m *Model, weapon string) error {
	w := carried(m, weapon)
	if w == nil || !weapons[w.ID].Ranged {
		return reject("say which ranged weapon to reload (\"weapon\")")
	}
	w.Shots, w.Unready = weapons[w.ID].Shots, false
	c.emit(Event{Type: EvReload, Model: m.ID, Text: fmt.Sprintf("%s slaps in fresh ammunition: the %s is full", name(m), weapons[w.ID].Name)})
	return nil
}

// radio: the Military Radio's Radio Scan. The starter deck's finds where an objective card
// lies; the Urban Emergency deck's holds the Threat back a space. On a 1 the signal is
// intercepted: +3 Heat.
func (c *applyCtx) radio(m *Model) error {
	r := c.pressYourLuck(m, c.roll(1)) // a 1, 2 or 3 fails: Lady Luck may re-roll it (C20)
	c.emit(Event{Type: EvRoll, Model: m.ID, Dice: r, Complications: b2i(r[0] == 1), Text: fmt.Sprintf("%s scans the radio: %d", name(m), r[0])})
	switch {
	case r[0] == 1:
		c.addHeat(radioHeat, "the radio signal intercepted")
	case r[0] >= 4 && c.g.scenario.Salvage.Base == "urban-emergency":
		if c.st.Threat > 0 {
			c.st.Threat--
			c.emit(Event{Type: EvThreat, Threat: -1, Text: fmt.Sprintf("the broadcast buys time: Threat %d", c.st.Threat)})
		}
	case r[0] >= 4:
		for i, card := range c.st.Deck {
			if card == "gas-can" || card == "medkit" {
				c.emit(Event{Type: EvNote, Model: m.ID, Text: fmt.Sprintf("the radio chatter gives it away: a %s lies %s down the salvage deck", cardName(card), Plural(i+1, "card", "cards"))})
				return nil
			}
		}
		c.emit(Event{Type: EvNote, Model: m.ID, Text: "only static: there is nothing more to find"})
	}
	return nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// adrenalineShot: on a Downed survivor in base contact: they stand with 1 Wound and have 1 AP
// more this round (if they have not activated yet).
func (c *applyCtx) adrenalineShot(m *Model, target string) error {
	t, err := c.standUpInContact(m, target)
	if err != nil {
		return err
	}
	if !t.Activated {
		t.BonusAP = 1
	}
	c.emit(Event{Type: EvRevived, Model: m.ID, Target: t.ID, Text: fmt.Sprintf("%s jabs %s with adrenaline: up with 1 Wound and a spring in their step", name(m), name(t))})
	return nil
}

// throw checks a thrown weapon's target point ("to"): on the table, within reach of the
// thrower's base and in sight; then lands it.
func (c *applyCtx) throw(m *Model, to *physics.Vec, reach float64, land func(physics.Vec)) error {
	if to == nil {
		return reject("say where to throw it (\"to\")")
	}
	p := *to
	tb := c.g.table
	if d := tb.DistanceToPoint(c.body(m), p); d > reach+1e-9 {
		return reject("that is %.1f\" away; it can be thrown %g\"", d, reach)
	}
	point := tb.AddBody(physics.Body{Base: physics.Base{Radius: 0.05}, Pos: p, Level: m.Level})
	seen := tb.LineOfSight(c.body(m), point, physics.SightOptions{IgnoreModels: true})
	tb.RemoveBody(point)
	if !seen {
		return reject("%s cannot see (%.1f, %.1f) to throw there", name(m), p.X, p.Y)
	}
	land(p)
	return nil
}

// grenade: every model within 3" of the point suffers a 5-die attack; +4 Heat.
func (c *applyCtx) grenade(m *Model, p physics.Vec) {
	c.emit(Event{Type: EvNote, Model: m.ID, Text: fmt.Sprintf("%s's grenade goes off at (%.1f, %.1f)", name(m), p.X, p.Y)})
	c.addHeat(grenadeHeat, "Grenade")
	if c.pumpsWithin(p, grenadeBlast) {
		c.explodePumps()
	}
	var hit []string // in table order, so that table dice go to the models in a known order
	for i := range c.st.Models {
		t := &c.st.Models[i]
		if t.OnTable() && t.Level == m.Level && c.g.table.DistanceToPoint(c.body(t), p) <= grenadeBlast {
			hit = append(hit, t.ID)
		}
	}
	for _, id := range hit {
		t := c.st.Model(id)
		if !t.OnTable() {
			continue
		}
		// The thrower's attack: Lady Luck wants its successes against a zombie and its
		// failures against a survivor caught in the blast (C20).
		aim := luckSucceed
		if t.IsSurvivor() {
			aim = luckAgainst
		}
		r := c.luck(m, c.roll(grenadeDice), aim)
		s, comp := count(r)
		c.emit(Event{Type: EvRoll, Model: m.ID, Target: t.ID, Dice: r, Successes: s, Complications: comp, Text: fmt.Sprintf("the blast catches %s: %v", name(t), r)})
		c.complications(m, comp) // the thrower's attack dice (section VII step 5; ruling R4)
		c.wound(t, s, m, causeBlast)
	}
}

// flare: a Flare Gun hit is first a shot's hit — its successes are Wounds ("Each success
// deals 1 Wound to the target", section VII) — and then sets the zombie and every other model
// within 2" of it alight (1 Wound each from the flames, ruling C12) and leaves a Burning area
// where the zombie was hit.
func (c *applyCtx) flare(a, t *Model, hits int) {
	at := t.Pos
	tb := c.body(t)
	var caught []string // measured before the shot's Wounds take anyone off the table
	for i := range c.st.Models {
		o := &c.st.Models[i]
		if o.OnTable() && o.Level == t.Level && (o == t || c.g.table.EdgeDistance(tb, c.body(o)) <= flareSpread) {
			caught = append(caught, o.ID)
		}
	}
	c.wound(t, hits, a, causeShot)
	c.startFire(at, flareSpread)
	for _, id := range caught {
		c.wound(c.st.Model(id), 1, a, causeFire)
	}
}

// climbWithGear: Climbing Gear takes a survivor up a roofed building's face or down it, 2 AP,
// from base contact with its outline (outside) to the nearest free roof spot, or back.
func (c *applyCtx) climbWithGear(m *Model) error {
	if z := c.engagedBy(m); len(z) > 0 {
		return reject("%s is engaged with %s and cannot climb", name(m), name(z[0]))
	}
	if m.Level > 0 && c.st.SignalRound > 0 && c.hasRule("nowhere-to-run") {
		return reject("the signal is lit: nobody leaves the roof now")
	}
	for _, t := range c.g.scenario.Terrain {
		if !t.Roof || polygonDist(t.Polygon, m.Pos) > physics.Base25mm.Radius+0.3 {
			continue
		}
		level := 1 - m.Level
		var p physics.Vec
		var ok bool
		if level == 1 {
			p, ok = c.roofEdgeNear(m)
		} else {
			p, ok = c.freeNear(physics.Base25mm, m.Pos, 0)
		}
		if !ok {
			return reject("there is no room to climb to")
		}
		from := m.Pos
		m.Level = level
		c.place(m, p)
		c.emit(Event{Type: EvMove, Model: m.ID, Path: []physics.Vec{from, p}, Text: fmt.Sprintf("%s climbs %s with the Climbing Gear", name(m), map[int]string{1: "up", 0: "down"}[level])})
		c.spend(m, climbGearAP, "climb")
		return nil
	}
	return reject("%s is not at the wall of a building with a roof", name(m))
}
