package directordeck

import (
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
)

// computer plays a survivor, proposing through the same commands as a person (Apply judges):
//   - suppressing fire, it adds its highest card (a weapon that adds two adds its best two
//     when its hand holds four or more);
//   - passing an item, it takes it when it has room; a weapon it equips when it carries no
//     second weapon or the one it carries has less than half its deck left;
//   - moving, it heads for the Safe House once it is laid, else for the nearest tile no
//     survivor has entered (to reveal more of the town), keeping off hexes beside standing
//     zombies where it can, and goes to a downed teammate it can revive;
//   - acting, in order: revive a downed teammate, heal a badly hurt one (or itself), shoot a
//     Hunter off a teammate, throw a pipe bomb into three or more zombies, shoot the zombie its
//     cards can destroy (the nearest), stun two or more zombies beside it, change to a weapon
//     with cards, refill an empty deck, reload a short hand, else pass.
type computer struct{}

// Next proposes the seat's next command.
func (computer) Next(sess game.Session, seat game.SeatID) (game.Command, bool) {
	g, ok := sess.(*game.Game[State])
	if !ok {
		return nil, false
	}
	r, ok := g.Rules().(*rules)
	if !ok {
		return nil, false
	}
	s := g.State()
	i := seatSurvivor(s, seat, "")
	if i < 0 || !slices.Contains(r.Turn(s), seat) {
		return nil, false
	}
	switch s.Phase {
	case PhaseSuppress:
		return r.computerCommit(s, i), true
	case PhaseMove:
		if len(s.Offer) > 0 {
			return r.computerCollect(s, i), true
		}
		return r.computerMove(s, i), true
	case PhaseAct:
		return r.computerAct(s, i), true
	}
	return nil, false
}

func (r *rules) computerCommit(s *State, i int) game.Command {
	g := held(&s.Survivors[i])
	hand := slices.Clone(g.Hand)
	slices.SortStableFunc(hand, func(a, b Card) int { return b.Value - a.Value })
	n := 1
	if weapons[g.Kind].Suppress > 1 && len(hand) >= 4 {
		n = 2
	}
	return Commit{Survivor: SurvivorID(s.Survivors[i].Seat), Cards: ids(hand[:n])}
}

// goal is the hex a survivor heads for: a downed teammate it may revive, the Safe House once
// laid, else the tile no survivor has entered nearest to the team as a whole, so that the team
// walks together.
func (r *rules) goal(s *State, b *hex.Board, i int) (hex.Hex, bool) {
	for t := range s.Survivors {
		if o := s.Survivors[t]; t != i && !o.Dead && o.Pinned && o.HP <= 0 && !s.Survivors[i].Hurt {
			return o.At, true
		}
	}
	best, bestSum, found := hex.Hex{}, 0, false
	for k, l := range s.Tiles {
		c := tileOf(l)
		if c.Safe {
			return l.At, true
		}
		if s.Entered[k] {
			continue
		}
		sum := 0
		for _, t := range alive(s) {
			sum += hex.Distance(s.Survivors[t].At, l.At)
		}
		if !found || sum < bestSum {
			best, bestSum, found = l.At, sum, true
		}
	}
	return best, found
}

func (r *rules) computerMove(s *State, i int) game.Command {
	id := SurvivorID(s.Survivors[i].Seat)
	b := r.board(s)
	goal, ok := r.goal(s, b, i)
	if !ok {
		return Stay{Survivor: id}
	}
	here := s.Survivors[i].At
	bestScore := r.moveScore(s, i, here, goal)
	best := here
	r.reach(s, b, i).Reached(func(h hex.Hex, k int) {
		if sc := r.moveScore(s, i, h, goal); sc < bestScore {
			best, bestScore = h, sc
		}
	})
	if best == here {
		return Stay{Survivor: id}
	}
	return Move{Survivor: id, To: best}
}

// moveScore rates a hex to end a move on: near the goal, away from standing zombies, not far
// from the nearest teammate.
func (r *rules) moveScore(s *State, i int, h, goal hex.Hex) int {
	sc := 2 * hex.Distance(h, goal)
	near := -1
	for _, t := range alive(s) {
		if d := hex.Distance(h, s.Survivors[t].At); t != i && (near < 0 || d < near) {
			near = d
		}
	}
	if near > 3 {
		sc += 2 * (near - 3)
	}
	for _, z := range s.Zombies {
		if standing(z) && hex.Adjacent(z.At, h) {
			sc += 3
		}
	}
	return sc
}

func (r *rules) computerAct(s *State, i int) game.Command {
	sv := &s.Survivors[i]
	id := SurvivorID(sv.Seat)
	for t := range s.Survivors {
		if reviveWhy(s, i, t) == "" {
			return Revive{Survivor: id, Target: SurvivorID(s.Survivors[t].Seat)}
		}
	}
	if slices.Contains(sv.Items, Medkit) {
		for _, t := range alive(s) {
			o := s.Survivors[t]
			if o.HP <= 2 && (t == i || hex.Adjacent(o.At, sv.At)) {
				return UseItem{Survivor: id, Item: Medkit, Target: SurvivorID(o.Seat)}
			}
		}
	}
	b := r.board(s)
	if cmd, ok := r.computerShoot(s, b, i); ok {
		return cmd
	}
	if !sv.Pinned && len(meleeTargets(s, i)) >= 2 {
		return Melee{Survivor: id}
	}
	g := held(sv)
	if len(sv.Guns) > 1 && len(g.Hand) == 0 && len(sv.Guns[1-sv.Hold].Hand) > 0 {
		return Swap{Survivor: id}
	}
	if len(g.Deck)+len(g.Spent) == 0 && slices.Contains(sv.Items, AmmoBox) {
		return UseItem{Survivor: id, Item: AmmoBox}
	}
	if len(g.Hand) < weapons[g.Kind].Hand && len(g.Deck)+len(g.Spent) > 0 {
		return Reload{Survivor: id}
	}
	if len(sv.Guns) > 1 && len(g.Deck)+len(g.Hand) == 0 && ammoLeft(&sv.Guns[1-sv.Hold]) > 0 {
		return Swap{Survivor: id}
	}
	return Pass{Survivor: id}
}

// computerShoot picks an attack: a Hunter holding a teammate first, a pipe bomb into a crowd,
// then the nearest zombie its cards destroy (or, pinned, any it can hurt).
func (r *rules) computerShoot(s *State, b *hex.Board, i int) (game.Command, bool) {
	sv := &s.Survivors[i]
	id := SurvivorID(sv.Seat)
	if slices.Contains(sv.Items, PipeBomb) {
		n := 0
		for _, z := range s.Zombies {
			if z.Active && !zombieProfiles[z.Kind].Special && hex.Distance(z.At, sv.At) <= 2 {
				n++
			}
		}
		if n >= 3 {
			return UseItem{Survivor: id, Item: PipeBomb}, true
		}
	}
	if attackWhy(s, i) != "" {
		return nil, false
	}
	g := held(sv)
	best, bestKey := -1, 0
	for k, z := range s.Zombies {
		if !r.inReach(s, b, i, z) {
			continue
		}
		cs := bestCards(g, z.HP)
		kills := total(cs) >= z.HP
		key := hex.Distance(z.At, sv.At)
		for _, o := range s.Survivors {
			if o.HeldBy == z.ID {
				key -= 100
			}
		}
		if !kills {
			key += 50
		}
		if !z.Active {
			key += 200 // let sleeping zombies lie
		}
		if best < 0 || key < bestKey {
			best, bestKey = k, key
		}
	}
	if best < 0 || bestKey >= 200 || bestKey >= 50 && total(g.Hand) == 0 {
		return nil, false
	}
	z := s.Zombies[best]
	return Attack{Survivor: id, Target: z.ID, Cards: ids(bestCards(g, z.HP))}, true
}

// computerCollect answers the first item offered: take an item when there is room; equip a
// weapon when no second weapon is carried or the one carried is down to less than half its
// deck (a fresh one comes full).
func (r *rules) computerCollect(s *State, i int) game.Command {
	sv := &s.Survivors[i]
	id := s.Offer[0]
	take := false
	if k := itemByID(s, id); k >= 0 {
		kind := s.Items[k].Kind
		switch {
		case !isWeapon(kind):
			take = len(sv.Items) < MaxItems
		case len(sv.Guns) < 2:
			take = true
		default:
			take = 2*ammoLeft(&sv.Guns[1]) < len(weapons[sv.Guns[1].Kind].Deck)
		}
	}
	return Collect{Survivor: SurvivorID(sv.Seat), Item: id, Take: take}
}
