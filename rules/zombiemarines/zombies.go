package zombiemarines

import (
	"fmt"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

// zombieSpeed is how far a zombie moves in its turn (Z1).
const zombieSpeed = 2

// movingZombie returns a zombie that may still move this turn, or why not (Z1, Z4).
func movingZombie(s *State, id string) (*Zombie, error) {
	zi := zombieByID(s, id)
	switch {
	case s.Phase != PhaseZombies:
		return nil, game.Refuse("it is not the zombies' turn")
	case zi < 0:
		return nil, game.Refuse("there is no zombie %q", id)
	case s.Zombies[zi].Down:
		return nil, game.Refuse("%s is knocked down: it only stands up this turn", zombieName(&s.Zombies[zi]))
	case s.Zombies[zi].Steps >= zombieSpeed:
		return nil, game.Refuse("%s has used its move", zombieName(&s.Zombies[zi]))
	}
	return &s.Zombies[zi], nil
}

// zombiePass lets a zombie through empty squares and other zombies' squares (K7).
func zombiePass(s *State) func(grid.Square) bool {
	return func(q grid.Square) bool { m, _ := occupant(s, q); return m < 0 }
}

// zombieRoute is a zombie's route to a square: closed doors stop it (Z1).
func (r *rules) zombieRoute(s *State, z *Zombie, to grid.Square) ([]grid.Square, string) {
	return r.route(s, r.boardFor(s, false), z.At, to, zombieSpeed-z.Steps, zombiePass(s))
}

// zombieMove moves a zombie up to its two squares; a face-down tile flips (Z1, M7).
func (r *rules) zombieMove(s *State, c ZombieMove, d *game.Dice, emit func(game.Event)) error {
	z, err := movingZombie(s, c.Zombie)
	if err != nil {
		return err
	}
	path, why := r.zombieRoute(s, z, c.To)
	if path == nil {
		return game.Refuse("%s cannot move there: %s", zombieName(z), why)
	}
	z.At = c.To
	z.Steps += len(path) - 1
	emit(game.Event{Type: game.EvMove, Model: z.ID, Path: centres(path), Text: fmt.Sprintf("%s shambles %s.", zombieName(z), game.Plural(len(path)-1, "square", "squares"))})
	if p := posOf(c.To); !s.Flipped[p] {
		z.Steps = zombieSpeed
		r.flip(s, p, r.firstMarineSeat(s), d, emit)
	}
	return nil
}

// firstMarineSeat is the first living marine's seat, who places the marines' door
// counters when the zombies flip a tile (P4).
func (r *rules) firstMarineSeat(s *State) int {
	for _, m := range s.Marines {
		if !m.Dead {
			return m.Seat
		}
	}
	return 1
}

// breakDoor: a zombie tries a closed door; a 6 destroys it and the zombie steps through.
// The try costs a square of its move either way (Z2).
func (r *rules) breakDoor(s *State, c BreakDoor, d *game.Dice, emit func(game.Event)) error {
	z, err := movingZombie(s, c.Zombie)
	if err != nil {
		return err
	}
	e, ok := grid.Between(z.At, c.To)
	di := -1
	if ok {
		di = doorAt(s, e)
	}
	switch {
	case di < 0 || s.Doors[di].Broken:
		return game.Refuse("%s has no closed door beside it that way", zombieName(z))
	case !empty(s, c.To):
		return game.Refuse("the square beyond the door is taken")
	}
	roll := d.D6()
	z.Steps++
	if roll == 6 {
		s.Doors[di].Broken = true
		from := z.At
		z.At = c.To
		emit(game.Event{Type: game.EvMove, Model: z.ID, Path: centres([]grid.Square{from, c.To}), Dice: []int{roll},
			Text: fmt.Sprintf("%s smashes the door down (6) and comes through.", zombieName(z))})
		return nil
	}
	emit(game.Event{Type: game.EvRoll, Model: z.ID, Dice: []int{roll}, Text: fmt.Sprintf("%s claws at the door: %d, it holds.", zombieName(z), roll)})
	return nil
}

// endZombies: every standing zombie attacks each marine beside it that it can see, the
// knocked-down stand up, and a new turn begins (Z4, Z5, T1).
func (r *rules) endZombies(s *State, emit func(game.Event)) error {
	if s.Phase != PhaseZombies {
		return game.Refuse("it is not the zombies' turn")
	}
	b := r.sight(s)
	for _, z := range s.Zombies {
		if z.Down {
			continue
		}
		for i := range s.Marines {
			m := &s.Marines[i]
			if m.Dead || !grid.Adjacent(z.At, m.At) || !b.Sees(z.At, m.At) {
				continue
			}
			m.HP--
			text := fmt.Sprintf("%s attacks %s: %s left.", zombieName(&z), marineName(m), game.Plural(m.HP, "hit point", "hit points"))
			if m.HP <= 0 {
				m.Dead, m.HP = true, 0
				text = fmt.Sprintf("%s kills %s.", zombieName(&z), marineName(m))
			}
			emit(game.Event{Type: game.EvNote, Model: z.ID, Target: m.ID, Text: text})
		}
	}
	for i := range s.Zombies {
		s.Zombies[i].Down, s.Zombies[i].Steps = false, 0
	}
	s.Round++
	s.Phase = PhaseSpawn
	return nil
}

// checkVictory ends the game: the marines hold the helipad tile with no zombie on it, or
// every marine is dead, or the chopper's last turn is over (V1, V2, V3).
func (r *rules) checkVictory(s *State, emit func(game.Event)) {
	if s.Round == 0 || s.Phase == PhaseDoors || s.Phase == PhaseTileZombies || s.Result != nil {
		return
	}
	pad := slices.IndexFunc(s.Deck, func(t int) bool { return r.setup.Tiles[t].HasHelipad() })
	living, onPad := 0, 0
	for _, m := range s.Marines {
		if !m.Dead {
			living++
			if posOf(m.At) == pad {
				onPad++
			}
		}
	}
	zombiesOnPad := slices.ContainsFunc(s.Zombies, func(z Zombie) bool { return posOf(z.At) == pad })
	switch {
	case living == 0:
		s.Result = &Result{Reason: "Every marine is dead: the town belongs to the zombies."}
	case onPad > 0 && s.Flipped[pad] && !zombiesOnPad:
		s.Result = &Result{Marines: true, Reason: "The marines hold the helipad and not a zombie is left on it: the chopper lands."}
	case r.opt.Turns > 0 && s.Round > r.opt.Turns:
		s.Result = &Result{Reason: fmt.Sprintf("Turn %d is over and nobody held the helipad: the chopper leaves, and the town belongs to the zombies.", r.opt.Turns)}
	default:
		return
	}
	s.Phase = PhaseOver
	s.Burst = nil
	emit(game.Event{Type: game.EvVictory, Text: s.Result.Reason})
}
