package directordeck

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
)

// newGun makes a weapon with a full ammunition supply and a full hand (rules §6: "new
// weapons have a full ammo supply and full clip"): its deck shuffled, its hand drawn.
func newGun(s *State, k WeaponKind, d *game.Dice) Gun {
	w := weapons[k]
	g := Gun{Kind: k, Hand: []Card{}}
	for _, v := range w.Deck {
		s.Cards++
		g.Deck = append(g.Deck, Card{ID: fmt.Sprintf("ammo#%04d", s.Cards), Value: v})
	}
	game.Shuffle(d.RNG(), g.Deck)
	draw(&g)
	return g
}

// draw fills the hand from the deck up to the weapon's hand size.
func draw(g *Gun) {
	n := min(weapons[g.Kind].Hand-len(g.Hand), len(g.Deck))
	if n <= 0 {
		return
	}
	g.Hand = append(g.Hand, g.Deck[:n]...)
	g.Deck = g.Deck[n:]
}

// held returns the gun a survivor has in hand.
func held(sv *Survivor) *Gun { return &sv.Guns[sv.Hold] }

// takeCards removes the named cards from a hand, refusing unknown or repeated ones.
func takeCards(g *Gun, ids []string) ([]Card, error) {
	var out []Card
	hand := g.Hand
	for _, id := range ids {
		k := -1
		for i, c := range hand {
			if c.ID == id {
				k = i
			}
		}
		if k < 0 {
			return nil, game.Refuse("that card is not in the hand of the %s", weapons[g.Kind].Name)
		}
		out = append(out, hand[k])
		hand = append(hand[:k:k], hand[k+1:]...)
	}
	g.Hand = hand
	return out, nil
}

// spend puts spent cards aside: a sidearm's come back on a reload, the others' are gone.
func spend(g *Gun, cs []Card) {
	if weapons[g.Kind].Endless {
		g.Spent = append(g.Spent, cs...)
	}
}

// gunOf finds the gun a card belongs to.
func gunOf(sv *Survivor, id string) *Gun {
	for k := range sv.Guns {
		for _, c := range sv.Guns[k].Hand {
			if c.ID == id {
				return &sv.Guns[k]
			}
		}
	}
	return nil
}

func total(cs []Card) int {
	n := 0
	for _, c := range cs {
		n += c.Value
	}
	return n
}

// ammoLeft is the cards a gun has in hand and deck (and, for a sidearm, spent to come back).
func ammoLeft(g *Gun) int { return len(g.Hand) + len(g.Deck) + len(g.Spent) }
