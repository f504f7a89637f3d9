package directordeck

import (
	"fmt"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
)

// stepWhy says why survivor i may not take the current step's command now, or "".
func stepWhy(s *State, i int, p Phase) string {
	switch {
	case s.Phase != p && p == PhaseMove:
		return "Survivors move after the zombies."
	case s.Phase != p:
		return "Survivors attack after everyone has moved."
	case s.Active != i:
		return fmt.Sprintf("It is %s's turn.", name(s, s.Active))
	case len(s.Offer) > 0:
		return "First say whether to take each item passed."
	}
	return ""
}

// reach is the hexes a survivor may move to: within Speed hexes through free hexes.
func (r *rules) reach(s *State, b *hex.Board, i int) *hex.Reach {
	return b.Reachable(s.Survivors[i].At, Speed, freeOn(s, b))
}

// move moves a survivor to a free hex within reach (rules §6, movement), offering it the items
// on the way (collect) and revealing tiles beyond a new tile's open exits.
func (r *rules) move(s *State, i int, to hex.Hex, d *game.Dice, emit func(game.Event)) error {
	if why := stepWhy(s, i, PhaseMove); why != "" {
		return game.Refuse("%s", why)
	}
	b := r.board(s)
	sv := &s.Survivors[i]
	if to == sv.At {
		return game.Refuse("%s already stands there", name(s, i))
	}
	path := r.reach(s, b, i).Path(to)
	if path == nil {
		return game.Refuse("%s cannot reach that hex: a survivor moves %s through free hexes", name(s, i), game.Plural(Speed, "hex", "hexes"))
	}
	sv.At = to
	emit(game.Event{Type: game.EvMove, Text: fmt.Sprintf("%s moves %s.", name(s, i), game.Plural(len(path)-1, "hex", "hexes")),
		Model: SurvivorID(sv.Seat), Path: r.route(path)})
	for _, h := range path[1:] {
		if k := itemAt(s, h); k >= 0 {
			s.Offer = append(s.Offer, s.Items[k].ID)
		}
	}
	sv.Done = len(s.Offer) == 0
	for _, h := range path[1:] {
		if t := tileAt(b, h); t >= 0 && !s.Entered[t] {
			r.enter(s, t, d, emit)
		}
	}
	return nil
}

// stay ends a survivor's movement without moving.
func (r *rules) stay(s *State, i int, emit func(game.Event)) error {
	if why := stepWhy(s, i, PhaseMove); why != "" {
		return game.Refuse("%s", why)
	}
	s.Survivors[i].Done = true
	note(emit, "%s stays put.", name(s, i))
	return nil
}

// collect answers the offer of an item the survivor went into this move (rules §6: "they may
// collect that item for free (if they have space to carry it). If the Item is a weapon they may
// immediately equip it"; director-deck.md M2). Taken, an item goes into the supply and a weapon
// into the hand, with a full deck and hand, the other weapon carried beside the pistol
// discarded; left, it stays on its hex. The move ends once every offer is answered.
func (r *rules) collect(s *State, i int, c Collect, d *game.Dice, emit func(game.Event)) error {
	if s.Phase != PhaseMove || s.Active != i || len(s.Offer) == 0 {
		return game.Refuse("%s has no item to collect now", name(s, i))
	}
	o := slices.Index(s.Offer, c.Item)
	k := itemByID(s, c.Item)
	if o < 0 || k < 0 {
		return game.Refuse("%s did not go into that item's hex this move", name(s, i))
	}
	sv := &s.Survivors[i]
	it := s.Items[k]
	if c.Take && !isWeapon(it.Kind) && len(sv.Items) >= MaxItems {
		return game.Refuse("%s has no room for the %s: %d items at most", name(s, i), itemNames[it.Kind], MaxItems)
	}
	s.Offer = slices.Delete(s.Offer, o, o+1)
	sv.Done = len(s.Offer) == 0
	if !c.Take {
		note(emit, "%s leaves the %s where it lies.", name(s, i), itemNames[it.Kind])
		return nil
	}
	if isWeapon(it.Kind) {
		g := newGun(s, WeaponKind(it.Kind), d)
		if len(sv.Guns) > 1 {
			note(emit, "%s discards the %s.", name(s, i), weapons[sv.Guns[1].Kind].Name)
			sv.Guns[1] = g
		} else {
			sv.Guns = append(sv.Guns, g)
		}
		sv.Hold = 1
	} else {
		sv.Items = append(sv.Items, it.Kind)
	}
	s.Items = slices.Delete(s.Items, k, k+1)
	note(emit, "%s picks up the %s.", name(s, i), itemNames[it.Kind])
	return nil
}

// itemByID returns the item lying on the board with an id, or -1.
func itemByID(s *State, id string) int {
	return slices.IndexFunc(s.Items, func(it Item) bool { return it.ID == id })
}

// enter marks a tile entered and lays a new tile from the tile deck at each of its open exits
// (rules §6: reveal new tiles). An exit whose tile would leave the table is blocked for good.
func (r *rules) enter(s *State, tile int, d *game.Dice, emit func(game.Event)) {
	s.Entered[tile] = true
	b := r.freshBoard(s)
	for _, x := range r.openExits(s, b, tile) {
		if len(s.TileDeck) == 0 {
			return
		}
		if b.On(x.Beyond()) {
			continue // a tile laid at another exit just now joins this one
		}
		card := tileCards[s.TileDeck[0]]
		t := buildTile(card, false)
		p := hex.Entering(x, t.Exits[0])
		if !r.onTable(p) || b.Place(t, p) != nil {
			s.Blocked = append(s.Blocked, x)
			note(emit, "A way out of the %s is blocked by wrecks.", tileOf(s.Tiles[tile]).Name)
			continue
		}
		s.TileDeck = s.TileDeck[1:]
		s.Tiles = append(s.Tiles, Laid{Card: indexOfTile(card.Name), Turn: p.Turn, At: p.At})
		s.Entered = append(s.Entered, false)
		emit(game.Event{Type: "reveal", Text: fmt.Sprintf("A new tile is laid: %s. %s", card.Name, card.Text)})
		for k := 0; k < card.Sleepers; k++ {
			r.placeZombie(s, Walker, len(s.Tiles)-1, false, d, emit)
		}
	}
}

func indexOfTile(n string) int {
	for i, c := range tileCards {
		if c.Name == n {
			return i
		}
	}
	return -1
}
