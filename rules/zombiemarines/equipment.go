package zombiemarines

import (
	"fmt"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

// reload refills a weapon from a reload the marine carries; it is the turn's attack (A12).
func (r *rules) reload(s *State, c Reload, emit func(game.Event)) error {
	m, err := refuseMarine(s, c.Marine)
	if err != nil {
		return err
	}
	if why := canAct(m, false); why != "" {
		return game.Refuse("%s cannot reload: %s", marineName(m), why)
	}
	if c.Weapon < 0 || c.Weapon >= len(m.Items) || items[m.Items[c.Weapon].Kind].Ammo == 0 {
		return game.Refuse("%s carries no such weapon to reload", marineName(m))
	}
	w := m.Items[c.Weapon].Kind
	if m.Items[c.Weapon].Ammo >= items[w].Ammo {
		return game.Refuse("the %s is full already: a reload would be wasted", items[w].Name)
	}
	ri := slices.IndexFunc(m.Items, func(it Item) bool { return items[it.Kind].Reloads == w })
	if ri < 0 {
		return game.Refuse("%s has no reload for the %s", marineName(m), items[w].Name)
	}
	m.Items[c.Weapon].Ammo = items[w].Ammo
	m.Items = slices.Delete(m.Items, ri, ri+1)
	m.Turn.Acted = true
	note(emit, "%s reloads the %s.", marineName(m), items[w].Name)
	return nil
}

// throw throws a grenade: everything in the 3 × 3 blast not shielded by a wall dies, and
// the doors around the square it lands in are destroyed (A14).
func (r *rules) throw(s *State, c Throw, emit func(game.Event)) error {
	m, err := refuseMarine(s, c.Marine)
	if err != nil {
		return err
	}
	gi := slices.IndexFunc(m.Items, func(it Item) bool { return it.Kind == Grenade })
	b := r.sight(s)
	if why := throwWhy(s, b, m, c.At); why != "" {
		return game.Refuse("%s", why)
	}
	m.Items = slices.Delete(m.Items, gi, gi+1)
	m.Turn.Acted = true
	bl := r.blastAt(s, b, c.At)
	var killed []string
	for _, zi := range bl.zombies {
		killed = append(killed, zombieName(&s.Zombies[zi]))
	}
	keep, next := s.Zombies[:0], 0
	for i, z := range s.Zombies { // bl.zombies are in the list's order
		if next < len(bl.zombies) && bl.zombies[next] == i {
			next++
			continue
		}
		keep = append(keep, z)
	}
	s.Zombies = keep
	if r.opt.FriendlyFire {
		for _, mi := range bl.marines {
			mm := &s.Marines[mi]
			mm.Dead, mm.HP = true, 0
			killed = append(killed, marineName(mm))
		}
	}
	for _, di := range bl.doors {
		s.Doors[di].Broken = true
		note(emit, "The blast destroys a door.")
	}
	note(emit, "%s throws a grenade %s: %s.", marineName(m), r.where(s, c.At), killedText(killed))
	return nil
}

// inBlast reports whether a square is in a grenade's 3 × 3 blast and not shielded (A14).
func inBlast(b *grid.Board, at, q grid.Square) bool {
	return (q == at || grid.Adjacent(q, at)) && b.Sees(at, q)
}

func killedText(k []string) string {
	if len(k) == 0 {
		return "nothing is hit"
	}
	return strings.Join(k, ", ") + " killed"
}

// heal: a medic heals an adjacent marine instead of attacking (A15).
func (r *rules) heal(s *State, c Heal, d *game.Dice, emit func(game.Event)) error {
	m, err := refuseMarine(s, c.Marine)
	if err != nil {
		return err
	}
	ti := marineByID(s, c.Target)
	switch {
	case !slices.ContainsFunc(m.Items, func(it Item) bool { return it.Kind == Medkit }):
		return game.Refuse("%s has no medkit", marineName(m))
	case canAct(m, c.Stand) != "":
		return game.Refuse("%s cannot heal: %s", marineName(m), canAct(m, c.Stand))
	case ti < 0 || s.Marines[ti].Dead || s.Marines[ti].ID == m.ID:
		return game.Refuse("a medic heals another living marine")
	case !grid.Adjacent(m.At, s.Marines[ti].At):
		return game.Refuse("a medic heals a marine in a square next to his")
	}
	t := &s.Marines[ti]
	m.Turn.Acted = true
	bonus := 0
	if c.Stand {
		m.Turn.Stood, bonus = true, 1
	}
	roll := d.D6()
	gain := 0
	switch total := roll + bonus; {
	case total >= 6:
		gain = 2
	case total >= 4:
		gain = 1
	}
	gain = min(gain, profiles[t.Kind].HP-t.HP)
	t.HP += gain
	emit(game.Event{Type: game.EvRoll, Model: m.ID, Target: t.ID, Dice: []int{roll},
		Text: fmt.Sprintf("%s heals %s: %d%s, %s restored.", marineName(m), marineName(t), roll, modText(bonus), game.Plural(gain, "hit point", "hit points"))})
	return nil
}

// order: a Lieutenant gives a marine he sees one more square of speed this turn (K6).
func (r *rules) order(s *State, c Order, emit func(game.Event)) error {
	m, err := refuseMarine(s, c.Marine)
	if err != nil {
		return err
	}
	ti := marineByID(s, c.Target)
	switch {
	case !profiles[m.Kind].Orders:
		return game.Refuse("only the Lieutenant gives orders")
	case canAct(m, false) != "":
		return game.Refuse("%s cannot give an order: %s", marineName(m), canAct(m, false))
	case ti < 0 || s.Marines[ti].Dead || s.Marines[ti].ID == m.ID || s.Marines[ti].Turn.Done:
		return game.Refuse("an order goes to another living marine who has not ended its turn")
	case s.Marines[ti].Turn.Bonus > 0:
		return game.Refuse("that marine already has an order this turn")
	case !r.sight(s).Sees(m.At, s.Marines[ti].At):
		return game.Refuse("the Lieutenant must see the marine he orders")
	}
	m.Turn.Acted = true
	s.Marines[ti].Turn.Bonus = 1
	note(emit, "%s orders %s forward: one more square this turn.", marineName(m), marineName(&s.Marines[ti]))
	return nil
}

// besideOrthogonally reports whether two squares share an edge (A16).
func besideOrthogonally(a, b grid.Square) bool {
	dx, dy := a.X-b.X, a.Y-b.Y
	return dx*dx+dy*dy == 1
}

// give hands an item to an orthogonally adjacent living marine (A16).
func (r *rules) give(s *State, c Give, emit func(game.Event)) error {
	m, err := refuseMarine(s, c.Marine)
	if err != nil {
		return err
	}
	ti := marineByID(s, c.To)
	switch {
	case ti < 0 || s.Marines[ti].Dead || s.Marines[ti].ID == m.ID:
		return game.Refuse("equipment is given to another living marine")
	case !besideOrthogonally(m.At, s.Marines[ti].At):
		return game.Refuse("equipment changes hands only between marines side by side (not diagonally)")
	case c.Item < 0 || c.Item >= len(m.Items):
		return game.Refuse("%s carries no such item", marineName(m))
	}
	it := m.Items[c.Item]
	m.Items = slices.Delete(m.Items, c.Item, c.Item+1)
	s.Marines[ti].Items = append(s.Marines[ti].Items, it)
	note(emit, "%s gives the %s to %s.", marineName(m), items[it.Kind].Name, marineName(&s.Marines[ti]))
	return nil
}

// take takes an item from an orthogonally adjacent marine, living or dead (A16).
func (r *rules) take(s *State, c Take, emit func(game.Event)) error {
	m, err := refuseMarine(s, c.Marine)
	if err != nil {
		return err
	}
	fi := marineByID(s, c.From)
	switch {
	case fi < 0 || s.Marines[fi].ID == m.ID:
		return game.Refuse("equipment is taken from another marine")
	case !besideOrthogonally(m.At, s.Marines[fi].At):
		return game.Refuse("equipment changes hands only between marines side by side (not diagonally)")
	case c.Item < 0 || c.Item >= len(s.Marines[fi].Items):
		return game.Refuse("%s carries no such item", marineName(&s.Marines[fi]))
	}
	f := &s.Marines[fi]
	it := f.Items[c.Item]
	f.Items = slices.Delete(f.Items, c.Item, c.Item+1)
	m.Items = append(m.Items, it)
	note(emit, "%s takes the %s from %s.", marineName(m), items[it.Kind].Name, marineName(f))
	return nil
}

// endTurn ends a marine's turn; when every living marine is done, the zombies' turn begins (T2).
func (r *rules) endTurn(s *State, c EndTurn, emit func(game.Event)) error {
	m, err := refuseMarine(s, c.Marine)
	if err != nil {
		return err
	}
	m.Turn.Done = true
	return nil
}

// maybeEndMarines begins the zombies' turn once every living marine is done (T2).
func (r *rules) maybeEndMarines(s *State, emit func(game.Event)) {
	if s.Phase != PhaseMarines {
		return
	}
	for _, o := range s.Marines {
		if !o.Dead && !o.Turn.Done {
			return
		}
	}
	for i := range s.Zombies {
		s.Zombies[i].Steps = 0
	}
	s.Phase = PhaseZombies
	note(emit, "The zombies' turn.")
}
