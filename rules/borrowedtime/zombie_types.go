package borrowedtime

import (
	"fmt"

	"github.com/borrowed-time/tabletop/physics"
)

// The special infected and the Horde (section X).

const (
	groupReach    = 3.0 // survivors within 3" of each other make one group (Horde targeting)
	ambushCover   = 3.0 // a Hunter within 3" of cover, unseen, is in ambush
	ambushMove    = 3.0 // and moves 3" more
	bloaterBlast  = 3.0
	bloaterWounds = 2
	bloaterHeat   = 3
	gutsDC        = 4 // the Guts test's target number (the rulebook's example: DC 4)
)

// moveOptions is how a zombie type moves: Brutes go through models and difficult terrain.
func moveOptions(z *Model) physics.MoveOptions {
	if z.Kind == "brute" {
		return physics.MoveOptions{PassModels: true, IgnoreDifficult: true}
	}
	return physics.MoveOptions{}
}

// hordeTarget picks, for a Horde, the nearest survivor of the largest group it can see (a
// group: survivors within 3" of one another, linked). On equal groups, the nearest group.
func (c *applyCtx) hordeTarget(z *Model, visible []physics.BodyID) (physics.BodyID, bool) {
	if len(visible) == 0 {
		return -1, false
	}
	group := make([]int, len(visible))
	for i := range group {
		group[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for group[i] != i {
			i = group[i]
		}
		return i
	}
	for i := range visible {
		for j := i + 1; j < len(visible); j++ {
			if c.g.table.EdgeDistance(visible[i], visible[j]) <= groupReach {
				group[find(i)] = find(j)
			}
		}
	}
	size := map[int]int{}
	for i := range visible {
		size[find(i)]++
	}
	zb := c.body(z)
	best, bestSize, bestD := -1, 0, 0.0
	for i, b := range visible {
		s, d := size[find(i)], c.g.table.EdgeDistance(zb, b)
		if s > bestSize || (s == bestSize && d < bestD) {
			best, bestSize, bestD = i, s, d
		}
	}
	return visible[best], true
}

// screamerHoldsBack: a Screamer does not attack a survivor another kind of zombie engages.
func (c *applyCtx) screamerHoldsBack(z, victim *Model) bool {
	if z.Kind != "screamer" {
		return false
	}
	vb := c.body(victim)
	for i := range c.st.Models {
		o := &c.st.Models[i]
		if o.OnTable() && !o.IsSurvivor() && o.Kind != "screamer" && c.g.table.InContact(c.body(o), vb) {
			return true
		}
	}
	return false
}

// inAmbush: a Hunter starting its activation within 3" of cover and seen by no survivor.
func (c *applyCtx) inAmbush(z *Model) bool {
	if z.Kind != "hunter" {
		return false
	}
	zb := c.body(z)
	if !c.g.table.CoverWithin(zb, ambushCover) {
		return false
	}
	for i := range c.st.Models {
		s := &c.st.Models[i]
		if s.IsSurvivor() && s.Standing() && c.g.table.LineOfSight(c.body(s), zb, physics.SightOptions{}) {
			return false
		}
	}
	return true
}

// explodeBloater: Explosive Demise. Every model within 3" passes a Guts test or takes 2
// Wounds (zombies have no Guts: they take them); +3 Heat. It can set off other Bloaters and
// the gas pumps.
func (c *applyCtx) explodeBloater(b *Model) {
	c.emit(Event{Type: EvNote, Model: b.ID, Text: name(b) + " bursts!"})
	c.addHeat(bloaterHeat, b.ID+"'s Explosive Demise")
	if c.pumpsWithin(b.Pos, bloaterBlast+baseOf(b).BoundingRadius()) {
		c.explodePumps()
	}
	// The Bloater is off the table now: measure from where it stood, base edge to base edge.
	r := baseOf(b).BoundingRadius()
	for i := range c.st.Models {
		m := &c.st.Models[i]
		if m == b || !m.OnTable() || m.Level != b.Level || c.g.table.DistanceToPoint(c.body(m), b.Pos)-r > bloaterBlast {
			continue
		}
		if m.IsSurvivor() && c.gutsTest(m, fmt.Sprintf("braces against %s's burst", b.ID)) {
			continue
		}
		c.blastWound(m, bloaterWounds)
	}
}

// gutsDice is the dice a survivor rolls for a Guts test: Guts, and one more with a Holy
// Symbol ("Provides +1 Guts", section XIII).
func gutsDice(m *Model) int {
	n := survivorProfiles[m.ID].Guts
	if has(m, "holy-symbol") {
		n++
	}
	return n
}

// gutsTest rolls a survivor's Guts test against the DC: a success passes. Officer Ramirez's
// Get a Grip! re-rolls a failure once per round for another survivor within 6" (ruling C24).
// Only the roll that stands counts: the 1s of a roll thrown away for the re-roll add no Heat,
// the re-roll's do (ruling C20). Lady Luck's Press Your Luck may re-roll a failed die of
// either roll (C20), before Get a Grip! is called on.
func (c *applyCtx) gutsTest(m *Model, why string) bool {
	n := gutsDice(m)
	r := c.pressYourLuck(m, c.roll(n))
	ok := passes(r)
	_, comp := count(r)
	if !ok {
		if ram := c.getAGrip(m); ram != nil {
			c.emit(Event{Type: EvRoll, Model: m.ID, Dice: r, Text: name(m) + " " + why + ": Guts " + diceText(r) + ", failed"})
			r = c.pressYourLuck(m, c.roll(n))
			ok = passes(r)
			_, comp = count(r)
			c.emit(Event{Type: EvRoll, Model: m.ID, Dice: r, Complications: comp, Text: "Get a Grip! " + name(ram) + " steadies " + name(m) + ", who re-rolls: " + diceText(r) + passText(ok)})
			c.complications(m, comp)
			return ok
		}
	}
	c.emit(Event{Type: EvRoll, Model: m.ID, Dice: r, Complications: comp, Text: name(m) + " " + why + ": Guts " + diceText(r) + passText(ok)})
	c.complications(m, comp)
	return ok
}

// passText says how a Guts test went, for the log.
func passText(ok bool) string {
	if ok {
		return ", passed"
	}
	return ", failed"
}

func passes(r []int) bool {
	for _, d := range r {
		if d >= gutsDC {
			return true
		}
	}
	return false
}
