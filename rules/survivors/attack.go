package survivors

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// weaponOf returns the weapon a character attacks with, its state (nil for Unarmed), or why
// it cannot.
func weaponOf(m *Model, id string) (Weapon, *WeaponState, error) {
	if id == Unarmed || id == "" {
		return weapons[Unarmed], nil, nil
	}
	for k := range m.Weapons {
		if ws := &m.Weapons[k]; ws.ID == id {
			w := weapons[id]
			switch {
			case ws.Broken:
				return w, ws, game.Refuse("%s's %s is unusable", m.Name, w.Name)
			case ws.Unloaded:
				return w, ws, game.Refuse("%s's %s must be reloaded first", m.Name, w.Name)
			}
			return w, ws, nil
		}
	}
	return Weapon{}, nil, game.Refuse("%s carries no %q", m.Name, trunc(id))
}

// canStrike says whether the attacker may attack the target with w (§5 step 1).
func (r *rules) canStrike(s *State, ai, ti int, w Weapon) error {
	a, t := &s.Models[ai], &s.Models[ti]
	if t.Out {
		return game.Refuse("%s is out of action", t.Name)
	}
	if !t.Zombie && t.Band == a.Band {
		return game.Refuse("%s is on %s's side", t.Name, a.Name)
	}
	ab, tb := r.body(s, ai), r.body(s, ti)
	d := r.table.EdgeDistance(ab, tb)
	switch {
	case !w.Ranged && (t.Level != a.Level || d > meleeReach):
		return game.Refuse("%s is not within %g\" of %s on the same level", t.Name, meleeReach, a.Name)
	case w.Ranged && d > w.Range:
		return game.Refuse("%s is %.1f\" away; the %s reaches %g\"", t.Name, d, w.Name, w.Range)
	case !r.table.LineOfSight(ab, tb, physics.SightOptions{}):
		return game.Refuse("%s cannot see %s", a.Name, t.Name)
	}
	return nil
}

// need is the score a die needs: never easier than 2+, and 7+ cannot succeed (§2.2).
func need(v int) int { return max(2, v) }

// attack: the Attack action (§5, §8).
func (c *ctx) attack(cmd Attack) error {
	ai, a, err := c.actor(cmd.Model, 1)
	if err != nil {
		return err
	}
	w, ws, err := weaponOf(a, cmd.Weapon)
	if err != nil {
		return err
	}
	ti, t := c.s.model(cmd.Target)
	if t == nil {
		return game.Refuse("there is no model %q", trunc(cmd.Target))
	}
	if err := c.r.canStrike(c.s, ai, ti, w); err != nil {
		return err
	}
	c.noise(w)
	hits := c.attackRoll(a, t, w)
	broke := hits == 0 && c.unreliable(a, w, ws)
	if ws != nil && w.Reload && !ws.Broken {
		ws.Unloaded = true
	}
	cover := 0
	if w.Ranged {
		cv, _ := c.r.table.RangedCover(c.r.body(c.s, ai), c.r.body(c.s, ti))
		cover = int(cv)
	}
	c.resolveHits(a.Name, ti, hits, cover, w.Fire)
	if broke && w.Risky && t.Zombie && !t.Out {
		c.backfire(ti, ai)
	}
	c.spend(ai, 1)
	return nil
}

// attackRoll rolls the weapon's Attacks dice against the attacker's Melee or Shoot (one more
// for Unarmed) and returns the hits (§5 step 2).
func (c *ctx) attackRoll(a, t *Model, w Weapon) int {
	p := profiles[a.Archetype]
	skill := p.Melee
	if w.Ranged {
		skill = p.Shoot
	}
	if w.Clumsy {
		skill++
	}
	dice := c.d.Roll(w.Attacks, 6)
	hits := 0
	for _, v := range dice {
		if v >= need(skill) {
			hits++
		}
	}
	with := "with the " + w.Name
	if w.Clumsy {
		with = "bare-handed"
	}
	c.roll(a.ID, dice, hits, "%s attacks %s %s (%d+): %s", a.Name, t.Name, with, need(skill), game.Plural(hits, "hit", "hits"))
	return hits
}

// noise records an attack for the disturbance rolls: not Silent counts for the Attack
// cause, Loud an extra roll, Bad Idea three failures (D5–D7).
func (c *ctx) noise(w Weapon) {
	a := &c.s.Activation
	if !w.Silent {
		a.Noisy++
	}
	if w.Loud {
		a.Loud++
	}
	if w.BadIdea {
		a.BadIdea = true
	}
}

// unreliable: no die hit, so the weapon may fail for good on a 1, unless Reliable (§5 step 3).
func (c *ctx) unreliable(a *Model, w Weapon, ws *WeaponState) bool {
	if w.Reliable || ws == nil {
		return false
	}
	v := c.d.D6()
	if v != 1 {
		c.roll(a.ID, []int{v}, 0, "%s's %s holds (%d)", a.Name, w.Name, v)
		return false
	}
	ws.Broken, ws.Unloaded = true, false
	c.roll(a.ID, []int{v}, 0, "%s's %s is done for: jammed, empty or broken", a.Name, w.Name)
	return true
}

// backfire: a Risky weapon failed against a zombie, which strikes the wielder at once
// (§8.1; option risky).
func (c *ctx) backfire(zi, ai int) {
	if c.r.opt.RiskyMustReach {
		p, ok := c.reachPath(zi, ai)
		if !ok {
			c.note("%s cannot reach %s to strike back", c.s.Models[zi].Name, c.s.Models[ai].Name)
			return
		}
		c.walk(zi, p.Points)
	}
	c.zombieStrike(zi, ai)
}

// resolveHits: the target's defence roll (cover improves it), counter roll (Fire: a zombie
// counters only on a 6), then damage (§5 steps 4–6).
func (c *ctx) resolveHits(attacker string, ti, hits, cover int, fire bool) {
	if hits == 0 {
		return
	}
	t := &c.s.Models[ti]
	p := c.profile(t)
	def := need(p.Defence - cover)
	dice := c.d.Roll(hits, 6)
	left := hits
	for _, v := range dice {
		if v >= def {
			left--
		}
	}
	c.roll(t.ID, dice, hits-left, "%s defends (%d+): %s", t.Name, def, game.Plural(hits-left, "hit cancelled", "hits cancelled"))
	if left == 0 {
		return
	}
	ctr := need(p.Counter)
	if fire && t.Zombie {
		ctr = 6
	}
	dice = c.d.Roll(left, 6)
	damage := left
	for _, v := range dice {
		if v >= ctr {
			damage--
		}
	}
	c.roll(t.ID, dice, left-damage, "%s's counter roll (%d+ cancels a damage): %s", t.Name, ctr, game.Plural(damage, "damage taken", "damage taken"))
	c.damage(attacker, ti, damage)
}

func (c *ctx) profile(m *Model) Profile {
	if m.Zombie {
		return zombieProfile
	}
	return profiles[m.Archetype]
}

// damage takes Health; at 0 the model is out of action and drops its supplies (§5 step 6, S9).
func (c *ctx) damage(attacker string, ti, n int) {
	if n <= 0 {
		return
	}
	t := &c.s.Models[ti]
	t.Health = max(0, t.Health-n)
	if t.Health > 0 {
		c.note("%s loses %s (%d left)", t.Name, game.Plural(n, "health point", "health points"), t.Health)
		return
	}
	t.Out = true
	c.r.syncBody(c.s, ti)
	c.emit(game.Event{Type: "out", Model: t.ID, Text: fmt.Sprintf("%s is taken out of action by %s", t.Name, attacker)})
	if t.Supplies > 0 {
		if !c.r.opt.SuppliesLost {
			c.dropPile(t.Pos, t.Level, t.Supplies)
		}
		t.Supplies = 0
	}
}

// reload: an Attack action with no effect that loads a Reload weapon (§4, §8.1).
func (c *ctx) reload(cmd Reload) error {
	ai, a, err := c.actor(cmd.Model, 1)
	if err != nil {
		return err
	}
	var ws *WeaponState
	for k := range a.Weapons {
		if a.Weapons[k].ID == cmd.Weapon {
			ws = &a.Weapons[k]
		}
	}
	switch {
	case ws == nil:
		return game.Refuse("%s carries no %q", a.Name, trunc(cmd.Weapon))
	case ws.Broken:
		return game.Refuse("%s's %s is unusable", a.Name, weapons[ws.ID].Name)
	case !ws.Unloaded:
		return game.Refuse("%s's %s is loaded", a.Name, weapons[ws.ID].Name)
	}
	ws.Unloaded = false
	if w := weapons[ws.ID]; c.r.opt.ReloadDisturbs && !w.Silent {
		c.s.Activation.Noisy++
	}
	c.note("%s reloads the %s", a.Name, weapons[ws.ID].Name)
	c.spend(ai, 1)
	return nil
}
