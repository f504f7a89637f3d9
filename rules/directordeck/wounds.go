package directordeck

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
)

// inflictWounds: every survivor takes a wound for each active zombie beside it (a Brute's
// two), and one from a special zombie whose token is on it; six active zombies around it, or 0
// hit points or less, pin it (rules §5). At DeathAt hit points it dies (director-deck.md §S4).
func (r *rules) inflictWounds(s *State, emit func(game.Event)) {
	for _, i := range alive(s) {
		sv := &s.Survivors[i]
		n := 0
		for _, z := range s.Zombies {
			if z.Woken && r.opt.WokenWait {
				continue // woken this round: it waits (option woken: wait)
			}
			if standing(z) && (hex.Adjacent(z.At, sv.At) || z.ID == sv.HeldBy) {
				n += zombieProfiles[z.Kind].Wounds
			}
		}
		if n == 0 {
			continue
		}
		r.wound(s, i, n, emit)
		if sv.Dead {
			continue
		}
		surrounded := hex.Surrounded(sv.At, func(h hex.Hex) bool {
			z := zombieAt(s, h)
			return z >= 0 && s.Zombies[z].Active
		})
		if !sv.Pinned && (surrounded || sv.HP <= 0) {
			sv.Pinned = true
			why := "down to no hit points"
			if surrounded {
				why = "surrounded"
			}
			note(emit, "%s is pinned (%s).", name(s, i), why)
		}
	}
}

// wound takes hit points from a survivor, marks it hurt this round, and kills it at DeathAt.
func (r *rules) wound(s *State, i, n int, emit func(game.Event)) {
	sv := &s.Survivors[i]
	sv.HP -= n
	sv.Hurt = true
	left := fmt.Sprintf("%d left", sv.HP)
	if sv.HP <= 0 && sv.HP > DeathAt { // at 0 or below a survivor is down, dead at DeathAt
		left = fmt.Sprintf("at %d: down until revived, dead at %d", sv.HP, DeathAt)
	}
	if sv.HP <= DeathAt {
		left = "none left"
	}
	emit(game.Event{Type: "wound", Text: fmt.Sprintf("%s takes %s (%s).", name(s, i), game.Plural(n, "wound", "wounds"), left), Target: SurvivorID(sv.Seat)})
	if sv.HP <= DeathAt {
		sv.Dead, sv.Pinned = true, false
		r.release(s, i)
		note(emit, "%s is dead.", name(s, i))
	}
}

// release takes a special zombie's token off a survivor.
func (r *rules) release(s *State, i int) { s.Survivors[i].HeldBy = "" }

// unpin frees every pinned survivor with no active zombie beside it, no special attack token
// on its hex and more than 0 hit points (rules §6, un-pinning).
func (r *rules) unpin(s *State, emit func(game.Event)) {
	for _, i := range alive(s) {
		sv := &s.Survivors[i]
		if !sv.Pinned || sv.HeldBy != "" || sv.HP <= 0 {
			continue
		}
		beside := false
		for _, z := range s.Zombies {
			beside = beside || z.Active && hex.Adjacent(z.At, sv.At)
		}
		if !beside {
			sv.Pinned = false
			note(emit, "%s gets back up.", name(s, i))
		}
	}
}

// kill takes a zombie off the board, freeing any survivor it held.
func (r *rules) kill(s *State, zi int) {
	id := s.Zombies[zi].ID
	for i := range s.Survivors {
		if s.Survivors[i].HeldBy == id {
			r.release(s, i)
		}
	}
	s.Zombies = append(s.Zombies[:zi:zi], s.Zombies[zi+1:]...)
}
