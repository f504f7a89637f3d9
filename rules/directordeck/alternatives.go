package directordeck

import (
	"fmt"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
)

// reload returns the hand of the gun in hand to its deck (a sidearm's spent cards too),
// shuffles it and draws a full hand (rules §6, alternative 1).
func (r *rules) reload(s *State, i int, d *game.Dice, emit func(game.Event)) error {
	if why := stepWhy(s, i, PhaseAct); why != "" {
		return game.Refuse("%s", why)
	}
	sv := &s.Survivors[i]
	g := held(sv)
	if len(g.Deck)+len(g.Spent) == 0 {
		return game.Refuse("the %s has no ammunition left to draw", weapons[g.Kind].Name)
	}
	g.Deck = append(append(g.Deck, g.Hand...), g.Spent...)
	g.Hand, g.Spent = []Card{}, nil
	game.Shuffle(d.RNG(), g.Deck)
	draw(g)
	sv.Done = true
	note(emit, "%s reloads the %s (%s in the deck).", name(s, i), weapons[g.Kind].Name, game.Plural(len(g.Deck), "card", "cards"))
	private(emit, sv.Seat, "%s's hand: %s.", name(s, i), valueList(values(g.Hand)))
	return nil
}

// swap changes to the other weapon carried; each keeps its own hand (rules §6, alternative 2).
func (r *rules) swap(s *State, i int, emit func(game.Event)) error {
	if why := stepWhy(s, i, PhaseAct); why != "" {
		return game.Refuse("%s", why)
	}
	sv := &s.Survivors[i]
	if len(sv.Guns) < 2 {
		return game.Refuse("%s carries only the pistol", name(s, i))
	}
	sv.Hold = 1 - sv.Hold
	sv.Done = true
	note(emit, "%s takes up the %s.", name(s, i), weapons[held(sv).Kind].Name)
	return nil
}

// meleeTargets are the zombies a melee stuns: up to MeleeStuns beside the survivor, those
// holding a survivor first, then special zombies, then in the order they came.
func meleeTargets(s *State, i int) []int {
	var out []int
	for k, z := range s.Zombies {
		if hex.Adjacent(z.At, s.Survivors[i].At) && !z.Stunned {
			out = append(out, k)
		}
	}
	rank := func(k int) int {
		z := s.Zombies[k]
		for _, sv := range s.Survivors {
			if sv.HeldBy == z.ID {
				return 0
			}
		}
		if zombieProfiles[z.Kind].Special {
			return 1
		}
		return 2
	}
	slices.SortStableFunc(out, func(a, b int) int { return rank(a) - rank(b) })
	return out[:min(len(out), MeleeStuns)]
}

// melee stuns up to three zombies beside the survivor (rules §6, alternative 3): a stunned
// zombie neither moves nor wounds, and stunning a special zombie knocks it off the survivor it
// held (director-deck.md §R5).
func (r *rules) melee(s *State, i int, emit func(game.Event)) error {
	if why := stepWhy(s, i, PhaseAct); why != "" {
		return game.Refuse("%s", why)
	}
	if s.Survivors[i].Pinned {
		return game.Refuse("%s is pinned and cannot fight hand to hand", name(s, i))
	}
	ts := meleeTargets(s, i)
	if len(ts) == 0 {
		return game.Refuse("no zombie stands beside %s", name(s, i))
	}
	for _, k := range ts {
		s.Zombies[k].Stunned = true
		for j := range s.Survivors {
			if s.Survivors[j].HeldBy == s.Zombies[k].ID {
				r.release(s, j)
			}
		}
	}
	s.Survivors[i].Done = true
	note(emit, "%s lays into the dead: %s stunned.", name(s, i), game.Plural(len(ts), "zombie", "zombies"))
	return nil
}

// useItem uses an item carried (rules §6, alternative 4; director-deck.md §I).
func (r *rules) useItem(s *State, i int, c UseItem, d *game.Dice, emit func(game.Event)) error {
	if why := stepWhy(s, i, PhaseAct); why != "" {
		return game.Refuse("%s", why)
	}
	sv := &s.Survivors[i]
	k := slices.Index(sv.Items, c.Item)
	if k < 0 {
		return game.Refuse("%s carries no %s", name(s, i), itemLabel(c.Item))
	}
	switch c.Item {
	case Medkit:
		t := i
		if c.Target != "" {
			t = survivorIndex(s, c.Target)
		}
		if t < 0 || s.Survivors[t].Dead || t != i && !hex.Adjacent(s.Survivors[t].At, sv.At) {
			return game.Refuse("a medkit is used on its carrier or a living survivor beside them")
		}
		o := &s.Survivors[t]
		o.HP = min(SurvivorHP, o.HP+3)
		if t == i {
			note(emit, "%s uses a medkit (%s now).", name(s, i), game.Plural(o.HP, "hit point", "hit points"))
		} else {
			note(emit, "%s uses a medkit on %s (%s now).", name(s, i), name(s, t), game.Plural(o.HP, "hit point", "hit points"))
		}
	case AmmoBox:
		g := held(sv)
		fresh := newGun(s, g.Kind, d)
		g.Deck, g.Spent = fresh.Deck, nil
		g.Deck = append(g.Deck, fresh.Hand...)
		note(emit, "%s refills the %s from a box of ammunition.", name(s, i), weapons[g.Kind].Name)
	case PipeBomb:
		r.pipeBomb(s, i, emit)
	default:
		return game.Refuse("%s cannot be used", itemLabel(c.Item))
	}
	sv = &s.Survivors[i]
	sv.Items = slices.Delete(sv.Items, k, k+1)
	sv.Done = true
	return nil
}

func itemLabel(k ItemKind) string {
	if n, ok := itemNames[k]; ok {
		return n
	}
	return "such item"
}

// pipeBomb destroys the ordinary zombies within 2 hexes and stuns the special ones.
func (r *rules) pipeBomb(s *State, i int, emit func(game.Event)) {
	at := s.Survivors[i].At
	killed, stunned := 0, 0
	for k := len(s.Zombies) - 1; k >= 0; k-- {
		z := s.Zombies[k]
		if hex.Distance(z.At, at) > 2 {
			continue
		}
		if zombieProfiles[z.Kind].Special {
			s.Zombies[k].Stunned = true
			for j := range s.Survivors {
				if s.Survivors[j].HeldBy == z.ID {
					r.release(s, j)
				}
			}
			stunned++
			continue
		}
		r.kill(s, k)
		killed++
	}
	text := fmt.Sprintf("%s throws a pipe bomb: %s destroyed", name(s, i), game.Plural(killed, "zombie", "zombies"))
	if stunned > 0 {
		text += fmt.Sprintf(", %s stunned", game.Plural(stunned, "special zombie", "special zombies"))
	}
	note(emit, "%s.", text)
	r.wakeNear(s, at, emit)
}

// revive brings a pinned survivor beside, on 0 hit points or less, back to 1; the reviver must
// have taken no damage this round (rules §6, alternative 5).
func (r *rules) revive(s *State, i int, c Revive, emit func(game.Event)) error {
	if why := stepWhy(s, i, PhaseAct); why != "" {
		return game.Refuse("%s", why)
	}
	if why := reviveWhy(s, i, survivorIndex(s, c.Target)); why != "" {
		return game.Refuse("%s", why)
	}
	t := survivorIndex(s, c.Target)
	s.Survivors[t].HP = 1
	s.Survivors[i].Done = true
	note(emit, "%s pulls %s back up to 1 hit point.", name(s, i), name(s, t))
	return nil
}

// reviveWhy says why survivor i may not revive survivor t, or "".
func reviveWhy(s *State, i, t int) string {
	sv := &s.Survivors[i]
	switch {
	case sv.Pinned:
		return "A pinned survivor cannot revive anyone."
	case sv.Hurt:
		return "Only a survivor who has taken no damage this round may revive."
	case t < 0 || t == i || s.Survivors[t].Dead:
		return "Choose a teammate."
	case !hex.Adjacent(s.Survivors[t].At, sv.At):
		return "The teammate must be beside the reviver."
	case !s.Survivors[t].Pinned || s.Survivors[t].HP > 0:
		return "Only a pinned teammate with no hit points left can be revived."
	}
	return ""
}

// pass ends a survivor's actions.
func (r *rules) pass(s *State, i int, emit func(game.Event)) error {
	if s.Phase != PhaseMove && s.Phase != PhaseAct || s.Active != i {
		return game.Refuse("it is not %s's turn", name(s, i))
	}
	s.Survivors[i].Done = true
	return nil
}
