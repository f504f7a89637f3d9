package borrowedtime

import (
	"fmt"
	"sort"

	"github.com/borrowed-time/tabletop/physics"
)

// The survivors' unique skills (section XIII).

// skillReach is the reach of Get a Grip! and Rally the Faithful.
const skillReach = 6.0

// knockDownPush is how far Grizz's Knock Down sends its target.
const knockDownPush = 3.0

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

// knockDown: Grizz gives up one Wound he deals in melee to push the target 3" directly away;
// it loses its next activation. When the Wounds he still deals kill it, there is nothing left
// to push (and no base on the table to route).
func (c *applyCtx) knockDown(a, d *Model) {
	if !d.OnTable() {
		return
	}
	c.emit(Event{Type: EvNote, Model: a.ID, Target: d.ID, Text: fmt.Sprintf("%s knocks %s down", name(a), name(d))})
	from := d.Pos
	if lo := c.pushRoom(d, d.Pos.Sub(a.Pos), knockDownPush); lo > 0 {
		to := from.Add(d.Pos.Sub(a.Pos).Unit().Scale(lo))
		c.place(d, to)
		c.emit(Event{Type: EvMove, Model: d.ID, Path: []physics.Vec{from, to}, Distance: lo, Text: fmt.Sprintf("%s is thrown back %.1f\"", name(d), lo)})
	}
	d.Stunned = true
}

// adrenalineRush: Fury rolls a die more in melee for each Wound she is missing.
func adrenalineRush(m *Model) int {
	if m.ID != "fury" {
		return 0
	}
	return max(0, survivorProfiles[m.ID].Wounds-m.Wounds)
}

// precisionShot: once per round Odessa re-rolls one die of a shot — the lowest failure.
func (c *applyCtx) precisionShot(a *Model, r []int) []int {
	if a.ID != "odessa" || a.SkillRound == c.st.Round {
		return r
	}
	i := lowestFailure(r)
	if i < 0 {
		return r
	}
	a.SkillRound = c.st.Round
	old := r[i]
	r[i] = c.roll(1)[0]
	c.emit(Event{Type: EvRoll, Model: a.ID, Dice: []int{r[i]}, Text: fmt.Sprintf("Precision Shot: %s re-rolls a %d: %d", name(a), old, r[i])})
	return r
}

// lowestFailure returns the index of the lowest die under 4, or -1.
func lowestFailure(r []int) int {
	best := -1
	for i, d := range r {
		if d < 4 && (best < 0 || d < r[best]) {
			best = i
		}
	}
	return best
}

// luckAim is what the survivors want of a roll Lady Luck may change (ruling C20), and so which
// die Press Your Luck re-rolls.
type luckAim int

const (
	// luckSucceed: a survivor's roll, where a 4+ succeeds (attacks, Wits and Guts tests, the
	// radio, a grenade's dice against a zombie): the lowest failed die.
	luckSucceed luckAim = iota
	// luckAgainst: a roll against a survivor (a zombie's, or a grenade catching a survivor):
	// the highest success.
	luckAgainst
	// luckNotOne: a roll that only a 1 fails (the Bleed Out D6): the 1.
	luckNotOne
)

// pressYourLuck: once per round Lady Luck (on the table, standing) forces a re-roll — used by
// this table for the survivors: a survivor's lowest failed die, or a zombie's highest success
// against a survivor (docs/rules-interpretations.md, C20).
func (c *applyCtx) pressYourLuck(roller *Model, r []int) []int {
	if roller.IsSurvivor() {
		return c.luck(roller, r, luckSucceed)
	}
	return c.luck(roller, r, luckAgainst)
}

// luck is Press Your Luck on one roll, with what the survivors want of it ("after any die is
// rolled by any player … Lady Luck may force that die to be re-rolled", section XIII). The
// re-rolled die's first result no longer counts (C20). A survivor's failure it turns into a
// success counts for her Ace in the Hole.
func (c *applyCtx) luck(roller *Model, r []int, aim luckAim) []int {
	ll := c.st.Model("lady-luck")
	if ll == nil || !ll.Standing() || ll.SkillRound == c.st.Round || len(r) == 0 {
		return r
	}
	i := -1
	switch aim {
	case luckSucceed:
		i = lowestFailure(r)
	case luckAgainst:
		for k, d := range r {
			if d >= 4 && (i < 0 || d > r[i]) {
				i = k
			}
		}
	case luckNotOne:
		i = indexOfInt(r, 1)
	}
	if i < 0 {
		return r
	}
	ll.SkillRound = c.st.Round
	old := r[i]
	r[i] = c.roll(1)[0]
	c.emit(Event{Type: EvRoll, Model: ll.ID, Dice: []int{r[i]}, Text: fmt.Sprintf("Press Your Luck: %s's %d is re-rolled: %d", name(roller), old, r[i])})
	turned := (aim == luckSucceed && r[i] >= 4) || (aim == luckNotOne && r[i] != 1)
	if roller.IsSurvivor() && turned {
		ll.LuckTurned = true
	}
	return r
}

// rally: Father Michael, once per round as a free action, takes a Wound to remove one from
// another survivor within 6" (not Downed).
func (c *applyCtx) rally(cmd Rally) error {
	m, err := c.actor(cmd.Survivor, 0)
	if m == nil {
		return err
	}
	if m.ID != "father-michael" {
		return reject("only Father Michael can Rally the Faithful")
	}
	if m.SkillRound == c.st.Round {
		return reject("Father Michael has already rallied someone this round")
	}
	t, err := c.model(cmd.Target, "survivor")
	if err != nil {
		return err
	}
	switch {
	case !t.IsSurvivor() || t == m || !t.Standing():
		return reject("%s cannot be rallied", name(t))
	case t.Wounds >= survivorProfiles[t.ID].Wounds:
		return reject("%s has no Wounds to take away", name(t))
	case c.g.table.EdgeDistance(c.body(m), c.body(t)) > skillReach:
		return reject("%s is more than 6\" away", name(t))
	}
	m.SkillRound = c.st.Round
	t.Wounds++
	c.emit(Event{Type: EvHealed, Model: m.ID, Target: t.ID, Wounds: 1, Text: fmt.Sprintf("Father Michael takes %s's pain on himself", name(t))})
	c.wound(m, 1, nil, causeOther)
	return nil
}

// juryRig: Sparky, 2 AP and a Wits test at an objective marker: on a success he does what the
// objective asks there without its own cost (his Right Tool for the Job).
func (c *applyCtx) juryRig(cmd JuryRig) error {
	m, err := c.actor(cmd.Survivor, 2)
	if m == nil {
		return err
	}
	if m.ID != "sparky" {
		return reject("only Sparky can Jury-Rig")
	}
	var at *physics.Vec
	for _, o := range c.g.scenario.Objectives {
		if o.ID == cmd.Location && o.Level == m.Level {
			p := o.At
			at = &p
		}
	}
	if at == nil || c.g.table.DistanceToPoint(c.body(m), *at) > markerReach {
		return reject("Sparky is not in base contact with an objective marker called %s", c.placeName(cmd.Location))
	}
	r := c.pressYourLuck(m, c.roll(survivorProfiles[m.ID].Wits))
	s, comp := count(r)
	c.emit(Event{Type: EvRoll, Model: m.ID, Dice: r, Successes: s, Complications: comp, Text: fmt.Sprintf("Sparky jury-rigs %s: Wits %v", c.placeName(cmd.Location), r)})
	c.complications(m, comp)
	if s > 0 {
		saved := m.AP
		m.AP = 3 // the objective's own AP cost is covered by the Jury-Rig
		if _, err := c.objectiveAction(m, cmd.Location); err != nil {
			return err
		}
		m.AP = saved
		m.JuryRigged = true
	}
	c.spend(m, 2, "jury-rig")
	return nil
}

// knowsWhereToLook: Patches draws two cards for each card found and keeps one. Trouble among
// them is resolved at once; Junk is thrown away; a single card left is kept. With two to keep
// it returns them (sorted) for his "choose" command to settle.
func (c *applyCtx) knowsWhereToLook(m *Model) []string {
	var keep []string
	for k := 0; k < 2; k++ {
		card, ok := c.takeTop(m)
		if !ok {
			break
		}
		switch {
		case troubleCards[card]:
			c.st.Discard = append(c.st.Discard, card)
			c.trouble(m, card)
			m = c.st.Model(m.ID)
		case junkCards[card]:
			c.st.Discard = append(c.st.Discard, card)
		default:
			keep = append(keep, card)
		}
	}
	switch len(keep) {
	case 1:
		c.gain(m, keep[0])
	case 2:
		sort.Strings(keep)
		c.emit(Event{Type: EvNote, Model: m.ID, Text: fmt.Sprintf("Patches looks over the %s and the %s", NameOf(keep[0]), NameOf(keep[1]))})
		return keep
	}
	return nil
}

// choose keeps one of the cards a pending choice offers; the other card of its pair is
// discarded. A critical search can leave Patches two pairs (Cards holds them one after the
// other): choosing from one settles it, and the other pair waits for the next choice.
func (c *applyCtx) choose(cmd Choose) error {
	p := c.st.Pending
	if p == nil {
		return reject("there is no choice to make")
	}
	if cmd.Survivor != p.Survivor {
		return reject("the choice is %s's", name(c.st.Model(p.Survivor)))
	}
	i := indexOf(p.Cards, cmd.Item)
	if i < 0 {
		return reject("choose one of: %s", itemNames(p.Cards))
	}
	m := c.st.Model(p.Survivor)
	pair := p.Cards[i/2*2 : min(i/2*2+2, len(p.Cards))]
	rest := append(append([]string(nil), p.Cards[:i/2*2]...), p.Cards[min(i/2*2+2, len(p.Cards)):]...)
	c.st.Pending = nil
	if len(rest) > 0 {
		c.st.Pending = &Choice{Survivor: p.Survivor, Cards: rest}
	}
	for _, card := range pair {
		if card == cmd.Item {
			c.gain(m, card)
			c.emit(Event{Type: EvNote, Model: m.ID, Card: card, Text: "Patches keeps the " + NameOf(card)})
		} else {
			c.st.Discard = append(c.st.Discard, card)
		}
	}
	return nil
}
