package directordeck

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
)

// cardsThisRound is how many Director cards a round draws (rules §1: by the difficulty and
// the tile cards' rules): one, a second every third round at Hard, and one more for each noisy
// tile a survivor stands on.
func (r *rules) cardsThisRound(s *State) int {
	n := 1
	if r.opt.Difficulty == Hard && s.Round%3 == 0 {
		n++
	}
	b := r.board(s)
	noisy := map[int]bool{}
	for _, i := range alive(s) {
		if t := tileAt(b, s.Survivors[i].At); t >= 0 && tileOf(s.Tiles[t]).Noisy {
			noisy[t] = true
		}
	}
	return n + len(noisy)
}

// beginRound draws the round's Director cards (rules §1) and opens the suppression pile. An
// empty Director deck ends the game: the survivors have run out of time.
func (r *rules) beginRound(s *State, d *game.Dice, emit func(game.Event)) {
	n := min(r.cardsThisRound(s), len(s.Director))
	if n == 0 {
		s.Phase, s.Result = PhaseOver, &Result{Reason: "The Director deck ran out: the horde has the town, and the survivors never reached the safe house."}
		emit(game.Event{Type: game.EvVictory, Text: s.Result.Reason})
		return
	}
	s.Drawn = append(s.Drawn[:0:0], s.Director[:n]...)
	s.Director = s.Director[n:]
	if n == 1 {
		note(emit, "Round %d: the Director draws %s.", s.Round, directorCard(s.Drawn[0]).Name)
	} else {
		note(emit, "Round %d: the Director draws %d cards.", s.Round, n)
	}
	r.openPile(s, d, emit)
}

// openPile starts the suppression of the first card drawn: every survivor who may add a card
// is to add one; the others are done already.
func (r *rules) openPile(s *State, d *game.Dice, emit func(game.Event)) {
	s.Phase, s.Pile = PhaseSuppress, nil
	c := directorCard(s.Drawn[0])
	note(emit, "%s: Horde Level %d. Each survivor adds a card face down.", c.Name, r.horde(c))
	for i := range s.Survivors {
		why := r.commitWhy(s, i)
		s.Survivors[i].Done = why != ""
		if why != "" && !s.Survivors[i].Dead { // a living survivor passed over is told why
			note(emit, "%s adds nothing: %s", name(s, i), lowerFirst(why))
		}
	}
}

// advance runs the steps that wait for nobody, until a player must act or the game ends.
func (r *rules) advance(s *State, d *game.Dice, emit func(game.Event)) {
	for s.Phase != PhaseOver {
		switch s.Phase {
		case PhaseSuppress:
			if !allDone(s) {
				return
			}
			r.resolve(s, d, emit)
			s.Drawn = s.Drawn[1:]
			if s.Phase == PhaseOver {
				return
			}
			if len(s.Drawn) > 0 {
				r.openPile(s, d, emit)
				continue
			}
			r.zombiePhase(s, d, emit)
			if s.Phase == PhaseOver {
				return
			}
			r.startStep(s, PhaseMove)
		case PhaseMove, PhaseAct:
			if !s.Survivors[s.Active].Done {
				return
			}
			if next, ok := r.nextInStep(s); ok {
				s.Active = next
				continue
			}
			if s.Phase == PhaseMove {
				r.startStep(s, PhaseAct)
				continue
			}
			r.endRound(s, d, emit)
		}
	}
}

func allDone(s *State) bool {
	for _, sv := range s.Survivors {
		if !sv.Done {
			return false
		}
	}
	return true
}

// startStep opens movement or actions: the survivors take it one at a time, the first
// player first, then clockwise (rules §6). Those who may not take it are done already.
func (r *rules) startStep(s *State, p Phase) {
	s.Phase = p
	for i := range s.Survivors {
		sv := &s.Survivors[i]
		sv.Done = sv.Dead || p == PhaseMove && sv.Pinned
	}
	s.Active = s.First
	if s.Survivors[s.Active].Done {
		if next, ok := r.nextInStep(s); ok {
			s.Active = next
		}
	}
}

// nextInStep is the next survivor clockwise from the first player still to take the step.
func (r *rules) nextInStep(s *State) (int, bool) {
	n := len(s.Survivors)
	for k := 0; k < n; k++ {
		i := (s.First + k) % n
		if !s.Survivors[i].Done {
			return i, true
		}
	}
	return 0, false
}

// endRound un-pins who may be (rules §6), checks the end of the game, passes the first-player
// token clockwise (admin) and begins the next round.
func (r *rules) endRound(s *State, d *game.Dice, emit func(game.Event)) {
	r.unpin(s, emit)
	if r.checkWin(s, emit) {
		return
	}
	n := len(s.Survivors)
	for k := 1; k <= n; k++ {
		if i := (s.First + k) % n; !s.Survivors[i].Dead {
			s.First = i
			break
		}
	}
	for i := range s.Survivors {
		s.Survivors[i].Hurt = false
	}
	s.Round++
	note(emit, "%s takes the first-player token.", name(s, s.First))
	r.beginRound(s, d, emit)
}

// checkWin ends the game when every living survivor stands in the safe house, none pinned
// (director-deck.md §V).
func (r *rules) checkWin(s *State, emit func(game.Event)) bool {
	if !r.allSafe(s) {
		return false
	}
	living := alive(s)
	who := "The survivors"
	if len(living) < len(s.Survivors) {
		who = fmt.Sprintf("%d of %d survivors", len(living), len(s.Survivors))
	}
	s.Phase, s.Result = PhaseOver, &Result{Won: true, Reason: who + " reached the safe house and barred the door."}
	emit(game.Event{Type: game.EvVictory, Text: s.Result.Reason})
	return true
}

// allSafe reports whether every living survivor stands in the safe house, none pinned: the
// survivors' win at the round's end.
func (r *rules) allSafe(s *State) bool {
	b := r.board(s)
	living := alive(s)
	if len(living) == 0 {
		return false
	}
	for _, i := range living {
		sv := s.Survivors[i]
		t := tileAt(b, sv.At)
		if sv.Pinned || t < 0 || !tileOf(s.Tiles[t]).Safe {
			return false
		}
	}
	return true
}

// checkLoss ends the game when every survivor is dead.
func (r *rules) checkLoss(s *State, emit func(game.Event)) bool {
	if len(alive(s)) > 0 {
		return false
	}
	s.Phase, s.Result = PhaseOver, &Result{Reason: "Every survivor is dead: the horde has them all."}
	emit(game.Event{Type: game.EvVictory, Text: s.Result.Reason})
	return true
}
