package directordeck

import (
	"fmt"
	"strings"

	"github.com/borrowed-time/tabletop/game"
)

// horde is a card's Horde Level at this table: printed for four survivors, 2 lower for each
// survivor fewer, 2 lower at Easy and 2 higher at Hard (director-deck.md §D2, §D3).
func (r *rules) horde(c DirectorCard) int {
	h := c.Horde - 2*(len(characters)-r.opt.Players)
	switch r.opt.Difficulty {
	case Easy:
		h -= 2
	case Hard:
		h += 2
	}
	return max(1, h)
}

// commitWhy says why a survivor adds nothing to the pile, or "" when it must add a card: a
// dead survivor, one a special attack pins (it may use no attack cards), one pinned without
// the pistol in hand (rules §6: a pinned player may only use a pistol), and one with an
// empty hand.
func (r *rules) commitWhy(s *State, i int) string {
	sv := &s.Survivors[i]
	switch {
	case sv.Dead:
		return "Dead."
	case sv.HeldBy != "":
		return "Pinned by a special attack, so no attack cards."
	case sv.Pinned && held(sv).Kind != Pistol:
		return "Pinned, so only a pistol may be used."
	case len(held(sv).Hand) == 0:
		return fmt.Sprintf("No cards in the hand of the %s.", weapons[held(sv).Kind].Name)
	}
	return ""
}

// commit takes a survivor's cards face down into the pile (rules §2). Everyone sees that it
// added cards; only its player sees which.
func (r *rules) commit(s *State, i int, c Commit, emit func(game.Event)) error {
	sv := &s.Survivors[i]
	if s.Phase != PhaseSuppress {
		return game.Refuse("cards are added to the suppression pile only after a Director card is drawn")
	}
	if why := r.commitWhy(s, i); why != "" {
		return game.Refuse("%s adds nothing: %s", name(s, i), lowerFirst(why))
	}
	if sv.Done {
		return game.Refuse("%s has already added to the pile", name(s, i))
	}
	g := held(sv)
	w := weapons[g.Kind]
	if len(c.Cards) == 0 || len(c.Cards) > w.Suppress {
		return game.Refuse("add %s from the hand of the %s", words(w.Suppress, "1 card", fmt.Sprintf("1 or %d cards", w.Suppress)), w.Name)
	}
	cs, err := takeCards(g, c.Cards)
	if err != nil {
		return err
	}
	for _, card := range cs {
		s.Pile = append(s.Pile, Committed{Survivor: i, Gun: sv.Hold, Card: card})
	}
	sv.Done = true
	note(emit, "%s adds %s face down.", name(s, i), game.Plural(len(cs), "card", "cards"))
	var vs []string
	for _, card := range cs {
		vs = append(vs, fmt.Sprint(card.Value))
	}
	private(emit, sv.Seat, "%s added %s.", name(s, i), strings.Join(vs, " and "))
	return nil
}

func words(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// resolve reveals the pile and resolves the Director card in play (rules §3): the pile is
// shuffled before it is turned over, so nobody learns whose card was whose; a zombie is placed
// for every point the total falls short of the Horde Level; then the card's other events.
func (r *rules) resolve(s *State, d *game.Dice, emit func(game.Event)) {
	c := directorCard(s.Drawn[0])
	game.Shuffle(d.RNG(), s.Pile)
	sup := &Suppression{Card: c.Name, Horde: r.horde(c), Values: []int{}}
	for _, p := range s.Pile {
		sup.Values = append(sup.Values, p.Card.Value)
		sup.Total += p.Card.Value
		spend(&s.Survivors[p.Survivor].Guns[p.Gun], []Card{p.Card})
	}
	sup.Zombies = max(0, sup.Horde-sup.Total)
	s.Pile, s.Last = nil, sup
	s.Spent = append(s.Spent, s.Drawn[0])
	note(emit, "The pile is shuffled and turned over: %s = %d against Horde Level %d: the shortfall brings %s.", valueList(sup.Values), sup.Total, sup.Horde,
		shortfallZombies(sup.Zombies))
	tile := r.spawnTile(s)
	for k := 0; k < sup.Zombies; k++ {
		r.placeZombie(s, Walker, tile, true, d, emit)
	}
	for _, ev := range c.Events {
		if happens(ev, sup.Total) {
			r.event(s, ev, tile, d, emit)
		}
	}
	r.checkLoss(s, emit)
}

// happens judges an event's condition on the suppression total (rules §3, other events: "if
// the Suppression Check is 7 or less").
func happens(ev CardEvent, total int) bool {
	switch ev.When {
	case AtMost:
		return total <= ev.Total
	case AtLeast:
		return total >= ev.Total
	}
	return true
}

func valueList(vs []int) string {
	if len(vs) == 0 {
		return "no cards"
	}
	var out []string
	for _, v := range vs {
		out = append(out, fmt.Sprint(v))
	}
	return strings.Join(out, ", ")
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// shortfallZombies is how many zombies a pile short of the Horde Level brings, in words (the
// card's own events may bring more).
func shortfallZombies(n int) string {
	if n == 0 {
		return "no zombie"
	}
	return game.Plural(n, "zombie", "zombies")
}
