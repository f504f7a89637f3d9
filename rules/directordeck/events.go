package directordeck

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
)

// event resolves one event of a Director card on the tile zombies come on (rules §3, other
// events; director-deck.md §Z for the special attacks).
func (r *rules) event(s *State, ev CardEvent, tile int, d *game.Dice, emit func(game.Event)) {
	switch ev.Effect {
	case SpawnHunter:
		r.hunterLeaps(s, tile, d, emit)
	case SpawnBrute:
		note(emit, "Special attack: a Brute!")
		r.placeZombie(s, Brute, tile, true, d, emit)
	case Scream:
		woke := 0
		for i := range s.Zombies {
			if !s.Zombies[i].Active {
				s.Zombies[i].Active = true
				woke++
			}
		}
		note(emit, "Special attack: a Screamer shrieks; %s wake, and more come.", game.Plural(woke, "sleeping zombie", "sleeping zombies"))
		for k := 0; k < 2; k++ {
			r.placeZombie(s, Walker, tile, true, d, emit)
		}
	case ExtraZombies:
		for k := 0; k < ev.Count; k++ {
			r.placeZombie(s, Walker, tile, true, d, emit)
		}
	case PlaceItem:
		r.placeItem(s, ev.Item, tile, d, emit)
	}
}

// hunterLeaps: a Hunter leaps on the survivor farthest from the rest of the team and pins it,
// its token on the survivor's hex; the model stands beside (director-deck.md §Z1). With every
// survivor already held, it rises by D6 like any zombie.
func (r *rules) hunterLeaps(s *State, tile int, d *game.Dice, emit func(game.Event)) {
	target, far := -1, -1
	for _, i := range alive(s) {
		if s.Survivors[i].HeldBy != "" {
			continue
		}
		sum := 0
		for _, j := range alive(s) {
			sum += hex.Distance(s.Survivors[i].At, s.Survivors[j].At)
		}
		if sum > far {
			target, far = i, sum
		}
	}
	b := r.board(s)
	if target < 0 {
		note(emit, "Special attack: a Hunter!")
		r.placeZombie(s, Hunter, tile, true, d, emit)
		return
	}
	at, ok := b.Nearest(s.Survivors[target].At, freeOn(s, b))
	if !ok {
		return
	}
	z := r.putZombie(s, Hunter, at, true, "beside "+name(s, target), nil, emit)
	sv := &s.Survivors[target]
	sv.HeldBy, sv.Pinned = s.Zombies[z].ID, true
	note(emit, "Special attack: a Hunter leaps on %s and pins them.", name(s, target))
}
