package zombiemarines

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/physics"
)

// canAct says why a marine may not take its turn's one action (attack, reload, grenade,
// heal, order) now, or "" (A3, A4, A9, A12).
func canAct(m *Marine, stand bool) string {
	speed := profiles[m.Kind].Speed + m.Turn.Bonus
	switch {
	case m.Turn.Acted:
		return "it has already attacked (or reloaded, healed, thrown or ordered) this turn"
	case m.Turn.Moved > speed:
		return "it sprinted this turn, so it cannot attack"
	case stand && m.Turn.Moved > 0:
		return "it has moved this turn, so it gets no bonus for standing still"
	}
	return ""
}

// weaponOf returns the weapon a marine attacks with (index -1: bare hands), or why not.
func weaponOf(m *Marine, i int) (ItemSpec, string) {
	if i == -1 {
		return unarmed, ""
	}
	if i < 0 || i >= len(m.Items) {
		return ItemSpec{}, "it carries no such weapon"
	}
	sp := items[m.Items[i].Kind]
	switch {
	case !sp.Attack:
		return sp, fmt.Sprintf("the %s is not a weapon", sp.Name)
	case sp.Ammo > 0 && m.Items[i].Ammo <= 0:
		return sp, fmt.Sprintf("the %s is out of rounds", sp.Name)
	}
	return sp, ""
}

// targetWhy says why a marine cannot attack a zombie with a weapon, or "" (A6, A13).
func (r *rules) targetWhy(s *State, b *grid.Board, m *Marine, w ItemSpec, z *Zombie) string {
	switch {
	case w.Melee && !grid.Adjacent(m.At, z.At):
		return fmt.Sprintf("the %s only reaches a zombie in a square next to the marine", w.Name)
	case !b.Sees(m.At, z.At):
		return "a wall or a closed door is in the way"
	}
	return ""
}

// attack makes a marine's attack; an automatic weapon may go on firing (A7–A13).
func (r *rules) attack(s *State, c Attack, d *game.Dice, emit func(game.Event)) error {
	m, err := refuseMarine(s, c.Marine)
	if err != nil {
		return err
	}
	if why := canAct(m, c.Stand); why != "" {
		return game.Refuse("%s cannot attack: %s", marineName(m), why)
	}
	w, why := weaponOf(m, c.Weapon)
	if why != "" {
		return game.Refuse("%s cannot attack: %s", marineName(m), why)
	}
	zi := zombieByID(s, c.Target)
	if zi < 0 {
		return game.Refuse("there is no zombie %q", c.Target)
	}
	if why := r.targetWhy(s, r.sight(s), m, w, &s.Zombies[zi]); why != "" {
		return game.Refuse("%s cannot attack %s: %s", marineName(m), zombieName(&s.Zombies[zi]), why)
	}
	m.Turn.Acted = true
	bonus := 0
	if c.Stand {
		m.Turn.Stood, bonus = true, 1 // stand and fire (A5)
	}
	r.shoot(s, m, c.Weapon, w, zi, bonus, d, emit)
	return nil
}

// fireAgain goes on with automatic fire at the same zombie or one beside it (A10).
func (r *rules) fireAgain(s *State, c FireAgain, d *game.Dice, emit func(game.Event)) error {
	b := s.Burst
	if b == nil || b.Marine != c.Marine {
		return game.Refuse("no automatic fire is going on")
	}
	m, err := refuseMarine(s, c.Marine)
	if err != nil {
		return err
	}
	w, why := weaponOf(m, b.Weapon)
	if why != "" {
		return game.Refuse("%s cannot fire again: %s", marineName(m), why)
	}
	zi := zombieByID(s, c.Target)
	if zi < 0 {
		return game.Refuse("there is no zombie %q", c.Target)
	}
	z := &s.Zombies[zi]
	if z.At != b.Last && !grid.Adjacent(z.At, b.Last) {
		return game.Refuse("automatic fire goes on at the same zombie or one in a square next to it")
	}
	if why := r.targetWhy(s, r.sight(s), m, w, z); why != "" {
		return game.Refuse("%s cannot fire at %s: %s", marineName(m), zombieName(z), why)
	}
	r.shoot(s, m, b.Weapon, w, zi, b.Bonus, d, emit)
	return nil
}

// shoot rolls one attack: a round used, then miss, knock down or kill (A7, A10, A11).
func (r *rules) shoot(s *State, m *Marine, wi int, w ItemSpec, zi, bonus int, d *game.Dice, emit func(game.Event)) {
	roll := d.D6()
	if wi >= 0 && w.Ammo > 0 {
		m.Items[wi].Ammo--
	}
	z := s.Zombies[zi]
	total := roll + w.Mod + bonus
	var result string
	switch {
	case total <= 3 || roll == 1 && r.opt.OnesMiss: // the text's table; house rule H3: a 1 misses
		result = "misses"
	case total <= 5 && !z.Down:
		s.Zombies[zi].Down = true
		result = "knocks it down"
	default:
		s.Zombies = append(s.Zombies[:zi], s.Zombies[zi+1:]...)
		result = "kills it"
	}
	emit(game.Event{Type: game.EvRoll, Model: m.ID, Target: z.ID, Dice: []int{roll},
		Text: fmt.Sprintf("%s attacks %s with the %s: %d%s, %s.", marineName(m), zombieName(&z), w.Name, roll, modText(w.Mod+bonus), result)})
	s.Burst = nil
	if w.Auto && roll != 1 && m.Items[wi].Ammo > 0 {
		s.Burst = &Burst{Marine: m.ID, Weapon: wi, Last: z.At, Bonus: bonus}
	}
}

func modText(mod int) string {
	if mod == 0 {
		return ""
	}
	return fmt.Sprintf(" %+d", mod)
}

// attackPreview says what an attack action (attack, steady, keep firing) at a zombie would
// do: the line of sight, the one die and what each result does; or why not. false: the
// action is not an attack.
func (r *rules) attackPreview(s *State, model string, a game.ActionID, target string) (game.Preview, bool) {
	id, bonus := string(a), 0
	var wi int
	switch {
	case strings.HasPrefix(id, actAttack):
		wi, _ = strconv.Atoi(id[len(actAttack):])
	case strings.HasPrefix(id, actStand):
		wi, _ = strconv.Atoi(id[len(actStand):])
		bonus = 1
	case a == actFireAgain && s.Burst != nil:
		wi, bonus = s.Burst.Weapon, s.Burst.Bonus
	default:
		return game.Preview{}, false
	}
	mi, zi := marineByID(s, model), zombieByID(s, target)
	if mi < 0 || zi < 0 {
		return game.Preview{}, true
	}
	m, z := &s.Marines[mi], &s.Zombies[zi]
	w, why := weaponOf(m, wi)
	if why != "" {
		return game.Preview{Text: why}, true
	}
	b := r.sight(s)
	line := []physics.Vec{b.Centre(m.At), b.Centre(z.At)}
	if why := r.targetWhy(s, b, m, w, z); why != "" {
		return game.Preview{Blocked: !b.Sees(m.At, z.At), Text: capital(why) + "."}, true
	}
	mod := w.Mod + bonus
	parts := append([]string{fmt.Sprintf("%s: 1D6%s with the %s", zombieName(z), modText(mod), w.Name)}, r.faceWords(mod, z.Down)...)
	return game.Preview{OK: true, Sight: line, Dice: 1, Text: strings.Join(parts, " · ")}, true
}

// faceWords says what each face of the die does at a modifier, as shoot judges it: "4–6
// kills", "2–3 knocks it down", "1 misses" (a zombie already down dies on a knock-down).
func (r *rules) faceWords(mod int, down bool) []string {
	var miss, knock, kill []int
	for roll := 1; roll <= 6; roll++ {
		switch t := roll + mod; {
		case t <= 3 || roll == 1 && r.opt.OnesMiss:
			miss = append(miss, roll)
		case t <= 5 && !down:
			knock = append(knock, roll)
		default:
			kill = append(kill, roll)
		}
	}
	var parts []string
	for _, o := range []struct {
		faces []int
		what  string
	}{{kill, "kills"}, {knock, "knocks it down"}, {miss, "misses"}} {
		if len(o.faces) > 0 {
			parts = append(parts, faces(o.faces)+" "+o.what)
		}
	}
	return parts
}

// faces writes the faces of a die as a range: "6", "4–5", "1–3".
func faces(fs []int) string {
	if len(fs) == 1 {
		return strconv.Itoa(fs[0])
	}
	return fmt.Sprintf("%d–%d", fs[0], fs[len(fs)-1])
}

// capital starts words with a capital letter.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
