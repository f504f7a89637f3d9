package borrowedtime

import (
	"fmt"
	"math"
	"strings"

	"github.com/borrowed-time/tabletop/physics"
)

// attack: 1 AP, one Fight or Shoot attack (section VII). The weapon decides which: a ranged
// weapon shoots, a melee weapon (or none: bare hands) fights.
func (c *applyCtx) attack(cmd Attack) error {
	m, err := c.actor(cmd.Survivor, 1)
	if m == nil {
		return err // refused, or the survivor fell in the flames as the activation began
	}
	if cmd.Target == "gas-pumps" && c.st.Model("gas-pumps") == nil {
		w := carried(m, cmd.Weapon)
		if w == nil || !weapons[w.ID].Ranged {
			return reject("shoot the pumps with a ranged weapon")
		}
		if err := c.shootPumps(m, w); err != nil {
			return err
		}
		if m.Standing() && c.st.Phase != PhaseOver {
			c.spend(m, 1, "attack")
		}
		return nil
	}
	t, err := c.model(cmd.Target, "target")
	if err != nil {
		return err
	}
	if t == m {
		return reject("%s cannot attack themselves", name(m))
	}
	if !t.OnTable() {
		return reject("%s is not on the table", name(t))
	}
	var w *WeaponState
	if cmd.Weapon != "" {
		if w = carried(m, cmd.Weapon); w == nil {
			return reject("%s does not carry a %s", name(m), NameOf(cmd.Weapon))
		}
	}
	if w != nil && weapons[w.ID].Ranged {
		err = c.shoot(m, t, w)
	} else {
		err = c.fight(m, t, w, cmd)
	}
	if err != nil {
		return err
	}
	if c.st.Phase != PhaseOver {
		c.spend(m, 1, "attack")
	}
	return nil
}

// fightDice is a model's melee dice: Fight (a horde's models), plus its weapon's bonus.
func fightDice(m *Model, w *WeaponState) int {
	if !m.IsSurvivor() {
		if m.Kind == "horde" {
			return m.Models
		}
		return zombieProfiles[m.Kind].Fight
	}
	f := survivorProfiles[m.ID].Fight + adrenalineRush(m)
	if w != nil {
		f += weapons[w.ID].FightBonus
	}
	return f
}

// bestMelee returns the melee weapon a survivor defends with: the one with the highest bonus.
func bestMelee(m *Model) *WeaponState {
	var best *WeaponState
	for i := range m.Weapons {
		wp := weapons[m.Weapons[i].ID]
		if !wp.Ranged && (best == nil || wp.FightBonus > weapons[best.ID].FightBonus) {
			best = &m.Weapons[i]
		}
	}
	return best
}

// fight is a melee attack: an opposed roll between models in base contact. The attacker deals
// one Wound per success above the defender's; with at least as many successes it may step up
// to 1" directly away (section VII): cmd's Withdraw, and Knock Down, are the attacker's choice.
func (c *applyCtx) fight(a, d *Model, w *WeaponState, cmd Attack) error {
	ab, db := c.body(a), c.body(d)
	if !c.g.table.InContact(ab, db) {
		return reject("%s is not in base contact with %s", name(a), name(d))
	}
	if cmd.Withdraw < 0 || cmd.Withdraw > 1 {
		return reject("a withdrawal is up to 1\", not %g\"", cmd.Withdraw)
	}
	as, ds := c.meleeExchange(a, d, w)
	a.MeleeDone = true
	if w != nil && weapons[w.ID].Noisy {
		c.addHeat(1, "noisy "+weapons[w.ID].Name)
	}
	wounds := as - ds
	if cmd.KnockDown {
		if a.ID != "grizz" {
			return reject("only Grizz can Knock Down")
		}
		if wounds > 0 && d.OnTable() {
			wounds--
			defer c.knockDown(a, d)
		}
	}
	c.wound(d, wounds, a, causeMelee)
	if cmd.Withdraw > 0 && as >= ds && a.Standing() && c.st.Phase != PhaseOver {
		c.withdraw(a, d, cmd.Withdraw)
	}
	return nil
}

// meleeExchange rolls an attack and its defence (attacker's dice first) and returns the
// successes of each. Complications add Heat as the options say.
func (c *applyCtx) meleeExchange(a, d *Model, w *WeaponState) (int, int) {
	attackDice := fightDice(a, w)
	defenceDice := fightDice(d, nil)
	if d.IsSurvivor() {
		defenceDice = fightDice(d, bestMelee(d))
	}
	if cover, _ := c.g.table.MeleeCover(c.body(a), c.body(d)); cover != physics.CoverNone {
		defenceDice++ // a defensible position (section VII)
	}
	ar := c.pressYourLuck(a, c.roll(attackDice))
	if a.IsSurvivor() && w != nil && w.ID == "machete" && !a.MeleeDone {
		if i := lowestFailure(ar); i >= 0 { // the Machete: re-roll one failed die, first attack each turn
			old := ar[i]
			ar[i] = c.roll(1)[0]
			c.emit(Event{Type: EvRoll, Model: a.ID, Dice: []int{ar[i]}, Text: fmt.Sprintf("the Machete re-rolls a %d: %d", old, ar[i])})
		}
	}
	dr := c.pressYourLuck(d, c.roll(defenceDice))
	as, acomp := count(ar)
	ds, dcomp := count(dr)
	c.emit(Event{Type: EvRoll, Model: a.ID, Target: d.ID, Dice: ar, Successes: as, Complications: acomp,
		Text: name(a) + " attacks " + name(d) + ": " + diceText(ar) + ", " + successes(as)})
	c.emit(Event{Type: EvRoll, Model: d.ID, Target: a.ID, Dice: dr, Successes: ds, Complications: dcomp,
		Text: name(d) + " defends: " + diceText(dr) + ", " + successes(ds)})
	if as > ds {
		c.emit(Event{Type: EvNote, Model: a.ID, Target: d.ID, Text: fmt.Sprintf("%s wins the fight, %d to %d", name(a), as, ds)})
	} else {
		c.emit(Event{Type: EvNote, Model: d.ID, Target: a.ID, Text: fmt.Sprintf("%s holds off %s, %d to %d: no harm done", name(d), name(a), ds, as)})
	}
	c.complications(a, acomp)
	c.complications(d, dcomp)
	return as, ds
}

// complications add 1 Heat per 1 rolled in an attack: every 1 by either side, or only
// survivors' under the "survivors" option.
func (c *applyCtx) complications(roller *Model, n int) {
	if n > 0 && (roller.IsSurvivor() || c.g.opts.Complications != "survivors") {
		c.addHeat(n, Plural(n, "complication", "complications")+" rolled by "+name(roller))
	}
}

// withdraw moves the attacker up to dist inches directly away from the defender, as far as the
// table allows.
func (c *applyCtx) withdraw(a, d *Model, dist float64) {
	from := a.Pos
	lo := c.pushRoom(a, a.Pos.Sub(d.Pos), dist)
	if lo == 0 {
		c.emit(Event{Type: EvNote, Model: a.ID, Text: fmt.Sprintf("%s has no room to withdraw", name(a))})
		return
	}
	to := from.Add(a.Pos.Sub(d.Pos).Unit().Scale(lo))
	c.place(a, to)
	c.emit(Event{Type: EvMove, Model: a.ID, Path: []physics.Vec{from, to}, Distance: lo, Text: fmt.Sprintf("%s withdraws %.2f\"", name(a), lo)})
}

// minPush is the shortest withdrawal or push worth making, in inches; a shorter step is never
// put to the table's route search, which is not asked for a route of (next to) no length from
// base contact.
const minPush = 0.01

// pushRoom returns how far a model on the table can go straight from where it stands in
// direction dir, up to dist inches: all of it when that step is legal, else the longest legal
// step a bisection finds (at most 30 halvings, never testing a step under minPush), or 0 when
// there is less than minPush of room, or no direction or distance to go (section VII's
// withdrawal; Grizz's Knock Down).
func (c *applyCtx) pushRoom(m *Model, dir physics.Vec, dist float64) float64 {
	dir = dir.Unit()
	if !m.OnTable() || !(dist >= minPush) || math.IsInf(dist, 0) || dir == (physics.Vec{}) || math.IsNaN(dir.X) || math.IsNaN(dir.Y) {
		return 0
	}
	id, from := c.body(m), m.Pos
	if c.legalStep(id, from, from.Add(dir.Scale(dist))) {
		return dist
	}
	lo, hi := 0.0, dist
	for k := 0; k < 30; k++ {
		mid := (lo + hi) / 2
		if mid < minPush { // only while nothing is legal yet: lo, once legal, is at least minPush
			break
		}
		if c.legalStep(id, from, from.Add(dir.Scale(mid))) {
			lo = mid
		} else {
			hi = mid
		}
	}
	if lo < minPush {
		return 0
	}
	return lo
}

// legalStep reports whether a base can go from where it stands straight to a point.
func (c *applyCtx) legalStep(id physics.BodyID, from, to physics.Vec) bool {
	p, err := c.g.table.PathTo(id, to, physics.MoveOptions{})
	return err == nil && p.Reached && len(p.Points) == 2 && math.Abs(p.Cost-from.Dist(to)) < 1e-9
}

// shoot is a ranged attack (section VII): in range and in sight, the shot's dice (shotPool),
// each success a Wound ("Ranged: Each success deals 1 Wound to the target"). A Flare Gun's hit
// on a zombie also sets it and those near it alight (flare).
func (c *applyCtx) shoot(a, t *Model, w *WeaponState) error {
	wp := weapons[w.ID]
	ab, tb := c.body(a), c.body(t)
	if w.Shots == 0 {
		return reject("the %s is empty: reload it", wp.Name)
	}
	if d := c.g.table.EdgeDistance(ab, tb); d > wp.Range+1e-9 {
		return reject("%s is %.1f\" away; the %s reaches %g\"", name(t), d, wp.Name, wp.Range)
	}
	if !c.g.table.LineOfSight(ab, tb, physics.SightOptions{}) {
		return reject("%s cannot see %s%s", name(a), name(t), c.sightBlockedBy(ab, tb))
	}
	pool, poolText := c.shotPool(a, wp, ab, tb, t)
	r := c.shotDice(a, pool)
	s, comp := count(r)
	c.emit(Event{Type: EvRoll, Model: a.ID, Target: t.ID, Dice: r, Successes: s, Complications: comp,
		Text: fmt.Sprintf("%s shoots %s with the %s: %s%s: %v, %s", name(a), name(t), wp.Name, Plural(pool, "die", "dice"), poolText, r, successes(s))})
	c.fired(a, w)
	c.complications(a, comp)
	if wp.ID == "flare-gun" && s > 0 && !t.IsSurvivor() {
		c.flare(a, t, s)
		return nil
	}
	c.wound(t, s, a, causeShot)
	return nil
}

// shotPool is a shot's dice and the words for the log: the better of Shoot and the weapon's
// dice (ruling R15), less cover (light −1, heavy −2; aiming ignores light cover and adds a
// die), one fewer at a hunkered target, less a dark table's darkness. t is the target model,
// or nil for the gas pumps, which hunker behind nothing and whose own pump models hide no part
// of them (Highly Flammable!: they are the target).
func (c *applyCtx) shotPool(a *Model, wp Weapon, ab, tb physics.BodyID, t *Model) (int, string) {
	pool := max(survivorProfiles[a.ID].Shoot, wp.Dice)
	cover, piece := c.g.table.RangedCover(ab, tb)
	if t == nil && piece >= 0 && strings.HasPrefix(c.g.scenario.Terrain[piece].ID, "pump") {
		cover = physics.CoverNone
	}
	text := ""
	switch {
	case cover == physics.CoverLight && a.Aimed:
		text = ", light cover ignored (aimed)"
	case cover != physics.CoverNone:
		pool -= int(cover)
		text = fmt.Sprintf(", %s cover from %s (−%d)", cover, c.pieceName(piece), int(cover))
	}
	if a.Aimed {
		pool++
		text += ", aimed (+1)"
	}
	if t != nil && t.Hunkered {
		pool--
		text += ", hunkered down (−1)"
	}
	dark, darkText := c.darkness(a)
	pool -= dark
	text += darkText
	return max(pool, 0), text
}

// shotDice rolls a shot's pool; Odessa's Precision Shot and Lady Luck's Press Your Luck may
// each re-roll a die of it (section XIII; ruling C20).
func (c *applyCtx) shotDice(a *Model, pool int) []int {
	return c.pressYourLuck(a, c.precisionShot(a, c.roll(pool)))
}

// fired marks a shot off the weapon, uses up an Aim and adds the weapon's Heat.
func (c *applyCtx) fired(a *Model, w *WeaponState) {
	wp := weapons[w.ID]
	w.Shots--
	a.Aimed = false
	c.emit(Event{Type: EvShot, Model: a.ID, Text: "the " + wp.Name + " has " + Plural(w.Shots, "shot", "shots") + " left"})
	c.addHeat(wp.Heat, wp.Name)
}

func (c *applyCtx) pieceName(i int) string {
	if i < 0 {
		return "terrain"
	}
	return c.placeName(c.g.scenario.Terrain[i].ID)
}

// woundCause says where Wounds come from: armour stops attacks and blasts, not flames.
type woundCause int

const (
	causeMelee woundCause = iota
	causeShot
	causeBlast
	causeFire
	causeOther
)

// wound deals n Wounds to a model. Zombies die at 0 (a horde loses a model per Wound; a
// Bloater bursts); survivors are Downed at 0 and dead below it (section VII). A Brute's Armor
// 1 ignores the first Wound of every attack or blast; a Biker Jacket the first Wound each
// round; a Firefighter Coat the first burning of the game.
func (c *applyCtx) wound(t *Model, n int, by *Model, cause woundCause) {
	if n <= 0 || !t.OnTable() {
		return
	}
	if t.Kind == "brute" && (cause == causeMelee || cause == causeShot || cause == causeBlast) {
		n--
		c.emit(Event{Type: EvNote, Model: t.ID, Text: name(t) + "'s armour turns a Wound"})
	}
	if t.IsSurvivor() && n > 0 && cause == causeFire && has(t, "firefighter-coat") && !t.CoatUsed {
		t.CoatUsed = true
		n--
		c.emit(Event{Type: EvNote, Model: t.ID, Text: name(t) + "'s Firefighter Coat shrugs off the flames"})
	}
	if t.IsSurvivor() && n > 0 && has(t, "biker-jacket") && t.JacketRound != c.st.Round {
		t.JacketRound = c.st.Round
		n--
		c.emit(Event{Type: EvNote, Model: t.ID, Text: name(t) + "'s Biker Jacket takes the first Wound this round"})
	}
	if n <= 0 {
		return
	}
	t.Wounds -= n
	byID := ""
	if by != nil {
		byID = by.ID
	}
	c.emit(Event{Type: EvWound, Model: byID, Target: t.ID, Wounds: n, Text: name(t) + " takes " + wounds(n)})
	if !t.IsSurvivor() {
		meleeKiller := by != nil && by.IsSurvivor() && cause == causeMelee
		perModel := t.Kind == "horde" && !c.g.opts.HordeKillsPerTray
		if t.Kind == "horde" {
			lost := t.Models - max(t.Wounds, 0)
			t.Models = max(t.Wounds, 0)
			if meleeKiller && perModel {
				by.MeleeKills += lost // each model off the tray is a zombie killed (ruling C40)
			}
		}
		if t.Wounds <= 0 {
			if by != nil && by.IsSurvivor() {
				c.noteLongKill(by, t, cause) // measured while both are still on the table
				by.Kills++
				if meleeKiller && !perModel {
					by.MeleeKills++
				}
			}
			c.removeZombie(t, "killed")
			if t.Kind == "bloater" {
				c.explodeBloater(t)
			}
		}
		return
	}
	switch {
	case t.Wounds < 0 && t.Downed:
		c.killWhy(t, " dies: wounded again while Downed")
	case t.Wounds < 0:
		c.killWhy(t, " dies: the Wounds ran past 0, too many to be Downed") // section VII: below zero is dead
	case t.Wounds == 0 && !t.Downed:
		t.Downed, t.EverDowned = true, true
		if c.st.Active == t.ID {
			c.finishActivation(t)
		}
		c.emit(Event{Type: EvDowned, Model: t.ID, Text: name(t) + " is Downed"})
	}
}

func (c *applyCtx) removeZombie(z *Model, why string) {
	z.Removed, z.RemovedRound = true, c.st.Round
	c.place(z, z.Pos)
	c.emit(Event{Type: EvRemoved, Model: z.ID, Text: name(z) + " is " + why})
}

// kill removes a survivor from the game and checks whether the Director has won.
func (c *applyCtx) kill(t *Model) { c.killWhy(t, " dies") }

// killWhy is kill, its log line ending with why.
func (c *applyCtx) killWhy(t *Model, why string) {
	t.Removed, t.Downed = true, false
	c.st.Eliminated++
	if c.st.Active == t.ID {
		c.st.Active = ""
	}
	c.place(t, t.Pos)
	c.emit(Event{Type: EvDeath, Model: t.ID, Text: name(t) + why})
	c.dropKit(t)
	c.checkElimination()
}

// blastWound deals an explosion's Wounds: nobody's kill.
func (c *applyCtx) blastWound(t *Model, n int) { c.wound(t, n, nil, causeBlast) }

// sightBlockedBy says what stands between two models that cannot see each other, as ": the
// Diner and Shambler 2 are in the way", or nothing when nothing stands across the line between
// their centres (sight cut round their edges, or a ceiling between levels).
func (c *applyCtx) sightBlockedBy(a, b physics.BodyID) string {
	pieces, models := c.g.table.SightBlockers(a, b, physics.SightOptions{})
	var names []string
	for _, p := range pieces {
		names = append(names, "the "+p)
	}
	for _, id := range models {
		if m := c.modelOfBody(id); m != nil {
			names = append(names, name(m))
		}
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return ": " + names[0] + " is in the way"
	}
	return ": " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " are in the way"
}
