package zombiemarines

import (
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

// How a computer marine spends its one action (A3): ammunition is short and the zombies keep
// coming, so it shoots only zombies worth a round, at the most dangerous first.

// Target worths, from the zombies' cost to reach an attack (zombieField).
const (
	worthNone    = 0
	worthFar     = 2  // standing, within two turns' walk of an attack
	worthDown    = 4  // knocked down beside an attack: it stands up and comes next turn
	worthNear    = 5  // standing, a turn and a bit away
	worthDanger  = 10 // attacks a marine next turn, or stands on the helipad tile
	minWorthShot = worthDown
)

// targetWorth is how much shooting a zombie is worth now.
func targetWorth(z *Zombie, field []int, pad int) int {
	d := field[index(z.At)]
	switch {
	case pad >= 0 && posOf(z.At) == pad:
		return worthDanger // the helipad must be cleared to win (V1)
	case z.Down && d <= zombieSpeed:
		return worthDown
	case z.Down:
		return worthNone
	case d <= zombieSpeed:
		return worthDanger
	case d <= 2*zombieSpeed:
		return worthNear
	case d <= 3*zombieSpeed:
		return worthFar
	}
	return worthNone
}

// fightPlan is what a marine would shoot now: the weapon (item index, -1 bare hands), the
// target and its worth (doubled, plus finishBonus).
type fightPlan struct {
	weapon int
	target string
	worth  int
}

// bestShot picks the zombie most worth shooting that the marine may attack, nearest first
// among equals, and the weapon for it (bestWeapon).
func (mt *marineTurn) bestShot() (fightPlan, bool) {
	s, b, m := mt.s, mt.sight, mt.m
	plan, found := fightPlan{}, false
	bestDist := far
	for i := range s.Zombies {
		z := &s.Zombies[i]
		w := targetWorth(z, mt.field, mt.pad)
		if w < minWorthShot || !b.Sees(m.At, z.At) {
			continue
		}
		w = 2*w + finishBonus(z, mt.pad)
		wi, ok := mt.bestWeapon(z, w)
		if !ok {
			continue
		}
		d := kingDist(m.At, z.At)
		if !found || w > plan.worth || w == plan.worth && d < bestDist {
			plan, bestDist, found = fightPlan{weapon: wi, target: z.ID, worth: w}, d, true
		}
	}
	return plan, found
}

// bestWeapon is the weapon a marine uses on a zombie: an automatic weapon with rounds (its
// burst may go on, A10), the better modifier first, but the Auto-Shotgun's eight rounds only
// for a zombie about to attack; else the pistol; else the knife or bare hands beside it.
func (mt *marineTurn) bestWeapon(z *Zombie, worth int) (int, bool) {
	m := mt.m
	best, score := -2, -100
	for i := -1; i < len(m.Items); i++ {
		w, why := weaponOf(m, i)
		if why != "" || !w.Attack || mt.r.targetWhy(mt.s, mt.sight, m, w, z) != "" {
			continue
		}
		sc := w.Mod * 2 // better modifiers first
		switch {
		case w.Auto && w.Ammo <= 8 && worth < 2*worthDanger:
			sc -= 20 // keep the shotgun's few rounds
		case w.Auto:
			sc += 10
		case w.Melee:
			sc -= 5 // a knife costs no rounds, but a gun may hit as well from here
		}
		if sc > score {
			best, score = i, sc
		}
	}
	return best, best > -2
}

// burstTarget is the zombie automatic fire goes on at, if one in reach is worth a round.
func (mt *marineTurn) burstTarget() (string, bool) {
	s, m := mt.s, mt.m
	best, bw, bd := "", 2*minWorthShot-1, far
	for _, id := range mt.r.burstTargets(s, mt.sight, m) {
		z := &s.Zombies[zombieByID(s, id)]
		w := 2*targetWorth(z, mt.field, mt.pad) + finishBonus(z, mt.pad)
		if d := kingDist(m.At, z.At); w > bw || w == bw && d < bd {
			best, bw, bd = id, w, d
		}
	}
	return best, best != ""
}

// finishBonus breaks ties between zombies of the same worth: on the helipad a fallen zombie
// first, as a knock-down kills it and the helipad must be empty (V1); elsewhere a standing
// one first, as a knock-down stops its attack (Z4).
func finishBonus(z *Zombie, pad int) int {
	if pad >= 0 && posOf(z.At) == pad {
		if z.Down {
			return 1
		}
		return 0
	}
	if z.Down {
		return 0
	}
	return 1
}

// grenadeSquare is where a Grunt's grenade does the most good (A14): the square in sight
// whose blast kills the most zombies worth shooting, at least two about to attack or three
// in all, and no marine when grenades kill marines.
func (mt *marineTurn) grenadeSquare() (grid.Square, bool) {
	s, b, m := mt.s, mt.sight, mt.m
	best, bestKills := grid.Square{}, 0
	tried := map[grid.Square]bool{}
	var around [9]grid.Square
	for _, z := range s.Zombies {
		for _, q := range append(neighbours8(z.At, &around), z.At) {
			if tried[q] || !s.Flipped[posOf(q)] || kingDist(q, m.At) > 2*TileSide || !b.Sees(m.At, q) {
				continue
			}
			tried[q] = true
			kills, danger, ok := mt.blastCount(q)
			if ok && (danger >= 2 || kills >= 3) && kills > bestKills {
				best, bestKills = q, kills
			}
		}
	}
	return best, bestKills > 0
}

// blastCount counts the zombies a grenade at q kills and those of them about to attack;
// false when it would kill a marine (A14, friendlyFire).
func (mt *marineTurn) blastCount(q grid.Square) (kills, danger int, ok bool) {
	s, b := mt.s, mt.sight
	if mt.r.opt.FriendlyFire {
		for _, o := range s.Marines {
			if !o.Dead && inBlast(b, q, o.At) {
				return 0, 0, false
			}
		}
	}
	for i := range s.Zombies {
		if z := &s.Zombies[i]; inBlast(b, q, z.At) {
			kills++
			if targetWorth(z, mt.field, mt.pad) >= worthDanger {
				danger++
			}
		}
	}
	return kills, danger, true
}

// emptyWithReload is an automatic weapon out of rounds that the marine carries a reload for:
// reloading it (A12) beats a pistol shot.
func emptyWithReload(m *Marine) (int, bool) {
	for i, it := range m.Items {
		sp := items[it.Kind]
		if sp.Auto && it.Ammo == 0 && slices.ContainsFunc(m.Items, func(x Item) bool { return items[x.Kind].Reloads == it.Kind }) {
			return i, true
		}
	}
	return 0, false
}

// reloadWanted is the weapon a marine reloads when nothing needs shooting: an empty one, or
// one down to lowAmmo rounds, that it carries a reload for (A12).
func reloadWanted(m *Marine) (int, bool) {
	const lowAmmo = 4
	for i, it := range m.Items {
		sp := items[it.Kind]
		if sp.Ammo > 0 && it.Ammo <= lowAmmo && slices.ContainsFunc(m.Items, func(x Item) bool { return items[x.Kind].Reloads == it.Kind }) {
			return i, true
		}
	}
	return 0, false
}

// healTarget is the wounded living marine beside a medic most in need of his medkit (A15).
func healTarget(s *State, m *Marine) (string, bool) {
	if !slices.ContainsFunc(m.Items, func(it Item) bool { return it.Kind == Medkit }) {
		return "", false
	}
	best, bestHP := "", far
	for _, o := range s.Marines {
		if !o.Dead && o.ID != m.ID && grid.Adjacent(o.At, m.At) && o.HP < profiles[o.Kind].HP && o.HP < bestHP {
			best, bestHP = o.ID, o.HP
		}
	}
	return best, best != ""
}

// takeFromFallen is a free swap (A16): the first item worth having from a dead marine side
// by side: a reload for a weapon the marine carries, a grenade, or a loaded automatic weapon
// when its own are empty.
func takeFromFallen(s *State, m *Marine) (game.Command, bool) {
	for _, o := range s.Marines {
		if !o.Dead || !besideOrthogonally(o.At, m.At) {
			continue
		}
		for i, it := range o.Items {
			if usefulPickup(m, it) {
				return Take{Marine: m.ID, From: o.ID, Item: i}, true
			}
		}
	}
	return nil, false
}

// usefulPickup reports whether an item from a fallen marine helps m.
func usefulPickup(m *Marine, it Item) bool {
	sp := items[it.Kind]
	switch {
	case it.Kind == Grenade:
		return true
	case sp.Reloads != "":
		return slices.ContainsFunc(m.Items, func(x Item) bool { return x.Kind == sp.Reloads })
	case sp.Auto && it.Ammo > 0:
		return !slices.ContainsFunc(m.Items, func(x Item) bool { return items[x.Kind].Auto && x.Ammo > 0 })
	}
	return false
}
