package schoolgrounds

import (
	"fmt"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// weapon is what a survivor fights with: its own item (fists when that is no weapon) or
// an item card.
type weapon struct {
	Name   string
	Mod    int
	Range  int // 0: hand to hand
	Own    bool
	Card   string
	Rounds int // -1: needs none
}

// weaponOf returns survivor i's weapon card (or "": its own item), or why it cannot fight
// with it.
func (r *rules) weaponOf(s *State, i int, card string) (weapon, string) {
	sv := &s.Survivors[i]
	if card == "" {
		ch, _ := characterByID(sv.Char)
		if ch.Weapon == 0 {
			return weapon{Name: "bare hands", Own: true, Rounds: -1}, ""
		}
		return weapon{Name: ch.Item, Mod: ch.Weapon, Own: true, Rounds: -1}, ""
	}
	it, ok := cardItem(card)
	if !ok || !slices.Contains(sv.Hand, card) {
		return weapon{}, fmt.Sprintf("%s holds no card %q", r.name(s, i), maps.Truncate(card, 40))
	}
	if it.Use != UseWeapon {
		return weapon{}, fmt.Sprintf("the %s is no weapon", it.Name)
	}
	w := weapon{Name: it.Name, Mod: it.Mod, Range: it.Range, Card: card, Rounds: -1}
	if it.Rounds > 0 {
		w.Rounds = rounds(s, card)
		if w.Rounds == 0 {
			return w, fmt.Sprintf("the %s is empty: reload it", it.Name)
		}
	}
	return w, ""
}

// targetWhy says why survivor i cannot attack zombie zi with w, or "".
func (r *rules) targetWhy(s *State, i int, w weapon, zi int) string {
	a, z := s.Survivors[i].At, s.Zombies[zi].At
	if w.Range == 0 {
		if !r.near(s, r.touchBoard(s), a, z) {
			return "it is not beside the zombie"
		}
		return ""
	}
	if chebyshev(a, z) > w.Range {
		return fmt.Sprintf("the zombie is beyond the %s's %d squares", w.Name, w.Range)
	}
	if !r.sightBoard(s).Sees(a, z) {
		return "it cannot see the zombie"
	}
	return ""
}

// attack: opposed d20s (rules: attack). The survivor hits on a higher roll; its 20 doubles
// the damage; the master's 20 lets the zombie strike back for half a d6; both 20s, both
// hit; the master rolling double the survivor's or more makes the zombie strike for a full
// d6 instead. Ranged attacks take no blow back.
func (r *rules) attack(s *State, c Attack, d *game.Dice, emit func(game.Event)) error {
	i, err := r.actor(s, c.Survivor)
	if err != nil {
		return err
	}
	w, why := r.weaponOf(s, i, c.Weapon)
	if why != "" {
		return game.Refuse("%s", why)
	}
	zi := zombieByID(s, c.Target)
	if zi < 0 {
		return game.Refuse("there is no zombie %q", maps.Truncate(c.Target, 40))
	}
	if why := r.targetWhy(s, i, w, zi); why != "" {
		return game.Refuse("%s cannot attack: %s", r.name(s, i), why)
	}
	acted(s, i)
	sv := &s.Survivors[i]
	sv.Equipped = w.Card
	if w.Rounds > 0 {
		for g := range s.Guns {
			if s.Guns[g].Card == w.Card {
				s.Guns[g].Rounds--
			}
		}
	}
	p, m := d.Die(20), d.Die(20)
	ch, _ := characterByID(sv.Char)
	zname := r.zombieName(s, &s.Zombies[zi])
	emit(game.Event{Type: game.EvRoll, Model: c.Survivor, Target: c.Target, Dice: []int{p, m},
		Text: fmt.Sprintf("%s attacks %s with %s: %d against %d.", r.name(s, i), zname, weaponWords(w), p, m)})
	if ch.Reroll && w.Own && !(p > m || p == 20 && m == 20) { // Ellie's kendo: she may roll hers again
		s.Pending = &Pending{Kind: PendReroll, Survivor: i, Dice: []int{p, m}, Zombie: c.Target}
		return nil
	}
	r.blows(s, i, w, c.Target, p, m, emit)
	return nil
}

// blows settles an attack's d20s, p the survivor's and m the master's: which blows land.
func (r *rules) blows(s *State, i int, w weapon, target string, p, m int, emit func(game.Event)) {
	sv := &s.Survivors[i]
	hit := p > m || p == 20 && m == 20
	back, half := false, false
	if w.Range == 0 {
		back = m >= 2*p // overrides the zombie's critical: a full d6
		if !back && m == 20 {
			back, half = true, true
		}
	}
	if !hit {
		note(emit, "%s misses.", r.name(s, i))
	}
	if p == 20 && hit {
		note(emit, "A critical hit: double damage!")
	}
	if hit || back {
		s.Strike = &Strike{Seat: sv.Seat, Survivor: i, Zombie: target, Hit: hit, Double: p == 20, Mod: w.Mod, Back: back, Half: half}
	}
}

// reroll: "Once every action you have to throw one or more d20's, you can reroll one of them.
// This passive is only active when you use her bokken to attack." Ellie, whose d20 did not
// win, rolls it again or keeps it; the new roll stands (school-grounds.md S4).
func (r *rules) reroll(s *State, c Reroll, d *game.Dice, emit func(game.Event)) error {
	p := s.Pending
	if p == nil || p.Kind != PendReroll || survivorByID(s, c.Survivor) != p.Survivor {
		return game.Refuse("there is no d20 to roll again")
	}
	i := p.Survivor
	s.Pending = nil
	mine, theirs := p.Dice[0], p.Dice[1]
	if c.Again {
		mine = d.Die(20)
		emit(game.Event{Type: game.EvRoll, Model: c.Survivor, Dice: []int{mine}, Text: fmt.Sprintf("%s rolls her d20 again: %d against %d.", r.name(s, i), mine, theirs)})
	} else {
		note(emit, "%s keeps her roll.", r.name(s, i))
	}
	w, _ := r.weaponOf(s, i, "")
	if zombieByID(s, p.Zombie) < 0 {
		return nil
	}
	r.blows(s, i, w, p.Zombie, mine, theirs, emit)
	return nil
}

// weaponWords names a weapon in a sentence: "the Bokken", "bare hands".
func weaponWords(w weapon) string {
	if w.Own && w.Mod == 0 && w.Name == "bare hands" {
		return w.Name
	}
	return "the " + w.Name
}

// zombieName is how players read a zombie: "zombie 4", "brute 2", "Milo's zombie".
func (r *rules) zombieName(s *State, z *Zombie) string {
	switch z.Kind {
	case Brute:
		return "brute " + z.ID[1:]
	case TurnedZ:
		return r.name(s, z.Survivor-1) + "'s zombie"
	}
	return "zombie " + z.ID[1:]
}

// hurtZombie takes hit points from a zombie; at 0 it is destroyed (a kill, when a
// survivor did it, counts towards the purple piles).
func (r *rules) hurtZombie(s *State, zi, n int, bySurvivor bool, emit func(game.Event)) {
	z := &s.Zombies[zi]
	z.HP -= n
	if z.HP > 0 {
		note(emit, "The zombie takes %s.", game.Plural(n, "hit point", "hit points"))
		return
	}
	if z.Kind == TurnedZ {
		sv := &s.Survivors[z.Survivor-1]
		sv.Life = Dead
		sv.At = z.At
		r.drop(s, sv)
		note(emit, "%s's zombie is destroyed for good.", r.name(s, z.Survivor-1))
	} else {
		note(emit, "The zombie is destroyed.")
	}
	if bySurvivor {
		s.Kills++
		if s.Kills == r.opt.Unlock {
			note(emit, "%s killed: the purple piles may now be searched.", game.Plural(s.Kills, "zombie", "zombies"))
		}
	}
	s.Zombies = slices.Delete(s.Zombies, zi, zi+1)
}

// zombieAttack: the zombie attacks a survivor beside it by the same opposed d20s; its 20
// also infects; the survivor's 20 hits back in full, a d6 and its weapon's modifier, as does
// rolling double the zombie's or more (rules: attacking with zombies: "Survivors don't have to
// halve their damage when rolling a 20 while defending"; house rule strikeBack: bare).
func (r *rules) zombieAttack(s *State, c ZombieAttack, d *game.Dice, emit func(game.Event)) error {
	zi, err := r.zombieActor(s, c.Zombie)
	if err != nil {
		return err
	}
	t := survivorByID(s, c.Target)
	if t < 0 || s.Survivors[t].Life != Alive {
		return game.Refuse("pick a living survivor")
	}
	if !r.near(s, r.touchBoard(s), s.Zombies[zi].At, s.Survivors[t].At) {
		return game.Refuse("%s is not beside %s", r.name(s, t), r.zombieName(s, &s.Zombies[zi]))
	}
	s.Zombies[zi].Acts--
	s.Acted = true
	z := s.Zombies[zi]
	m, p := d.Die(20), d.Die(20)
	emit(game.Event{Type: game.EvRoll, Model: c.Zombie, Target: c.Target, Dice: []int{m, p},
		Text: fmt.Sprintf("%s attacks %s: %d against %d.", capital(r.zombieName(s, &z)), r.name(s, t), m, p)})
	hit := m > p || m == 20 && p == 20
	back := p >= 2*m || p == 20 // a survivor's 20 strikes back in full (not halved)
	if hit && m == 20 && !s.Survivors[t].Infected {
		s.Survivors[t].Infected = true
		note(emit, "%s is infected: 2 hit points lost at the end of each of their turns until cured.", r.name(s, t))
	}
	if !hit {
		note(emit, "%s fends it off.", r.name(s, t))
	}
	if hit || back {
		s.Strike = &Strike{Seat: r.ownerNumber(s, zi), Survivor: t, Zombie: z.ID, ByZombie: true, Hit: hit,
			Double: m == 20 && r.opt.ZombieCrit, Mod: z.Mod, Back: back}
		if back && !r.opt.BareBack { // "a d6 and adding your weapon modifier", not halved
			s.Strike.BackMod = r.weaponMod(&s.Survivors[t])
		}
	}
	return nil
}

// ownerNumber is the seat number of the player who commands a zombie.
func (r *rules) ownerNumber(s *State, zi int) int {
	if z := s.Zombies[zi]; z.Kind == TurnedZ {
		return s.Survivors[z.Survivor-1].Seat
	}
	return s.Master
}

// damage rolls the damage of the blows an attack's d20s decided: d6 plus the weapon's
// modifier for a hit (doubled on a critical), a d6 for a blow struck back (halved, rounded
// down, when it is the zombie's critical).
func (r *rules) damage(s *State, emit func(game.Event), d *game.Dice) error {
	st := s.Strike
	if st == nil {
		return game.Refuse("there is no damage to roll")
	}
	s.Strike = nil
	zi := zombieByID(s, st.Zombie)
	var rolls []int
	hitDmg, backDmg := 0, 0
	if st.Hit {
		roll := d.D6()
		rolls = append(rolls, roll)
		hitDmg = roll + st.Mod
		if st.Double {
			hitDmg *= 2
		}
	}
	if st.Back {
		roll := d.D6()
		rolls = append(rolls, roll)
		backDmg = roll + st.BackMod
		if st.Half {
			backDmg /= 2
		}
	}
	emit(game.Event{Type: game.EvRoll, Dice: rolls, Text: "Damage: " + diceText(rolls) + "."})
	// Both blows land at once: the zombie's first, so a survivor killed still strikes back.
	if st.ByZombie {
		if st.Hit {
			note(emit, "%s takes %s.", r.name(s, st.Survivor), game.Plural(hitDmg, "hit point", "hit points"))
			r.hurt(s, st.Survivor, hitDmg, emit)
		}
		if st.Back && zi >= 0 {
			note(emit, "%s strikes back.", r.name(s, st.Survivor))
			r.hurtZombie(s, zi, backDmg, true, emit)
		}
		return nil
	}
	if st.Back {
		note(emit, "The zombie strikes back: %s takes %s.", r.name(s, st.Survivor), game.Plural(backDmg, "hit point", "hit points"))
		r.hurt(s, st.Survivor, backDmg, emit)
	}
	if st.Hit && zi >= 0 {
		r.hurtZombie(s, zi, hitDmg, true, emit)
	}
	return nil
}

func diceText(ds []int) string {
	out := ""
	for i, v := range ds {
		if i > 0 {
			out += " and "
		}
		out += fmt.Sprint(v)
	}
	return out
}

// attackPreview says what an attack at a zombie would be: the line of sight, the two d20s
// and the survivor's chance to win them, what a 20 does, and for a blow by hand what may
// strike back; or why not.
func (r *rules) attackPreview(s *State, model, card, target string) game.Preview {
	i, zi := survivorByID(s, model), zombieByID(s, target)
	if i < 0 || zi < 0 {
		return game.Preview{}
	}
	w, why := r.weaponOf(s, i, card)
	if why != "" {
		return game.Preview{Text: why}
	}
	a, z := s.Survivors[i].At, s.Zombies[zi].At
	if why := r.targetWhy(s, i, w, zi); why != "" {
		return game.Preview{Blocked: !r.sightBoard(s).Sees(a, z), Text: strings.ToUpper(why[:1]) + why[1:] + "."}
	}
	// A d20 each: the survivor hits on a higher roll, and when both roll 20: 191 of 400.
	odds := fmt.Sprintf("%d%%", 191*100/400)
	if ch, _ := characterByID(s.Survivors[i].Char); ch.Reroll && w.Own {
		// Rolling her d20 again after every miss: Σ over the master's roll of h(2−h), h the
		// chance one roll of hers wins against it; 5,169 in 8,000.
		odds += fmt.Sprintf(", or %d%% if you roll yours again after a miss", 5169*100/8000)
	}
	text := fmt.Sprintf("%s with %s: a d20 each, yours must be higher (%s); a 20 doubles the damage",
		r.zombieName(s, &s.Zombies[zi]), weaponWords(w), odds)
	if w.Range == 0 {
		text += "; the master's 20, or double your roll, strikes back"
	}
	text = strings.ToUpper(text[:1]) + text[1:] // "Zombie 1 with the Mop: …"
	return game.Preview{OK: true, Sight: []physics.Vec{centre(a), centre(z)}, Dice: 2, Text: text}
}
