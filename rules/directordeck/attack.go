package directordeck

import (
	"fmt"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
)

// attackWhy says why survivor i may not attack with the gun in hand, or "".
func attackWhy(s *State, i int) string {
	sv := &s.Survivors[i]
	g := held(sv)
	switch {
	case sv.HeldBy != "":
		return "Pinned by a special attack: no attack cards may be used."
	case sv.Pinned && g.Kind != Pistol:
		return "Pinned: only the pistol may be used."
	case len(g.Hand) == 0:
		return fmt.Sprintf("No cards in the hand of the %s: reload.", weapons[g.Kind].Name)
	}
	return ""
}

// inReach reports whether a zombie is within the range of the gun in hand and in sight.
func (r *rules) inReach(s *State, b *hex.Board, i int, z Zombie) bool {
	from := s.Survivors[i].At
	w := weapons[held(&s.Survivors[i]).Kind]
	return hex.Distance(from, z.At) <= w.Range && b.Sees(from, z.At, nil)
}

// attack spends attack cards from the hand of the gun in hand at a zombie: their values are
// its damage; a zombie whose hit points reach 0 is destroyed (rules §6, attacks;
// director-deck.md §W1). The noise wakes sleeping zombies within WakeRange hexes.
func (r *rules) attack(s *State, i int, c Attack, emit func(game.Event)) error {
	if why := stepWhy(s, i, PhaseAct); why != "" {
		return game.Refuse("%s", why)
	}
	if why := attackWhy(s, i); why != "" {
		return game.Refuse("%s", why)
	}
	sv := &s.Survivors[i]
	g := held(sv)
	w := weapons[g.Kind]
	zi := zombieIndex(s, c.Target)
	if zi < 0 {
		return game.Refuse("there is no such zombie on the board: choose one in range")
	}
	if !r.inReach(s, r.board(s), i, s.Zombies[zi]) {
		return game.Refuse("that zombie is out of the %s's range (%s) or out of sight", w.Name, game.Plural(w.Range, "hex", "hexes"))
	}
	if len(c.Cards) == 0 || len(c.Cards) > w.Rate {
		return game.Refuse("an attack with the %s spends %s", w.Name, words(w.Rate, "1 card", fmt.Sprintf("1 to %d cards", w.Rate)))
	}
	cs, err := takeCards(g, c.Cards)
	if err != nil {
		return err
	}
	spend(g, cs)
	sv.Done = true
	z := &s.Zombies[zi]
	dmg := total(cs)
	z.HP -= dmg
	zname := zombieProfiles[z.Kind].Name
	text := fmt.Sprintf("%s fires the %s at %s %s: %s damage.", name(s, i), w.Name, lower(zname), z.ID[1:], sum(values(cs)))
	if z.HP <= 0 {
		text += " It is destroyed."
		r.kill(s, zi)
	} else {
		text += fmt.Sprintf(" It has %s left.", game.Plural(z.HP, "hit point", "hit points"))
	}
	// The attack cards are this game's roll: their values go in the dice tray.
	emit(game.Event{Type: "attack", Text: text, Model: SurvivorID(sv.Seat), Target: c.Target, Hits: dmg, Dice: values(cs)})
	r.wakeNear(s, sv.At, emit)
	return nil
}

func values(cs []Card) []int {
	out := make([]int, len(cs))
	for i, c := range cs {
		out[i] = c.Value
	}
	return out
}

// sum writes the cards' values added up: "2", "1 + 1 = 2".
func sum(vs []int) string {
	t := 0
	var parts []string
	for _, v := range vs {
		t += v
		parts = append(parts, fmt.Sprint(v))
	}
	if len(vs) == 1 {
		return parts[0]
	}
	return fmt.Sprintf("%s = %d", strings.Join(parts, " + "), t)
}
