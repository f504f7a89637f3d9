package survivors

import (
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// startEvent sets up the zombie activity events of one activation (Z1–Z3): the opponent
// activates up to one eligible zombie per failure and places one for each failure beyond.
func (c *ctx) startEvent(origin, failures int, reach float64) {
	s := c.s
	m := &s.Models[origin]
	e := &Event{Origin: origin, At: m.Pos, Radius: reach, Chooser: c.r.opponent(m.Band)}
	for zi := range s.Models {
		if z := &s.Models[zi]; z.Zombie && !z.Out && edgeGap(z.Pos, e.At) <= reach {
			e.Eligible = append(e.Eligible, z.ID)
		}
	}
	e.Acts = min(failures, len(e.Eligible))
	e.Places = failures - e.Acts
	s.Event = e
	c.note("%s stirs the dead: %s within %g\" and %s",
		m.Name, game.Plural(e.Acts, "zombie acts", "zombies act"), reach, game.Plural(e.Places, "new zombie arrives", "new zombies arrive"))
	if e.Chooser < 0 {
		c.soloEvent()
		return
	}
	s.Phase = PhaseEvents
}

// opponent is who resolves band b's events: the other band, the horde player, or nobody
// (-1: the solo rules).
func (r *rules) opponent(b int) int {
	switch r.opt.Mode {
	case TwoBands:
		return 1 - b
	case SoloHorde:
		return horde
	}
	return -1
}

// activateZombieCmd: the chooser activates a zombie for the event or the surge.
func (c *ctx) activateZombieCmd(cmd ActivateZombie) error {
	s := c.s
	zi, z := s.model(cmd.Zombie)
	if z == nil || !z.Zombie || z.Out {
		return game.Refuse("there is no zombie %q on the table", trunc(cmd.Zombie))
	}
	if s.Phase == PhaseSurge {
		return c.wander(zi, cmd.To)
	}
	e := s.Event
	switch {
	case e.Acts == 0:
		return game.Refuse("no more zombies act in this event: place %s", game.Plural(e.Places, "new zombie", "new zombies"))
	case !slices.Contains(e.Eligible, z.ID):
		return game.Refuse("%s is not within %g\" of %s, or has already acted in this event", z.Name, e.Radius, s.Models[e.Origin].Name)
	}
	if err := c.zombieAct(zi, cmd.To, cmd.Target, e.Origin, true); err != nil {
		return err
	}
	e.Eligible = slices.DeleteFunc(e.Eligible, func(id string) bool { return id == z.ID })
	e.Acts--
	c.eventProgress()
	return nil
}

// placeZombieCmd: the chooser places a new zombie for the event or the surge.
func (c *ctx) placeZombieCmd(cmd PlaceZombie) error {
	s := c.s
	if s.Phase == PhaseSurge {
		if s.Surge.Wander {
			return game.Refuse("this surge moves zombies; it places none")
		}
		if _, err := c.placeNew(cmd.Entry, cmd.At); err != nil {
			return err
		}
		s.Surge.Places--
		c.surgeProgress(false)
		return nil
	}
	e := s.Event
	if e.Places == 0 {
		return game.Refuse("activate %s first: new zombies come only for failures beyond the zombies near", game.Plural(e.Acts, "more zombie", "more zombies"))
	}
	zi, err := c.placeNew(cmd.Entry, cmd.At)
	if err != nil {
		return err
	}
	e.Places--
	if zi >= 0 && c.r.opt.PlacedActs {
		c.zombieAct(zi, nil, "", e.Origin, true) // Z4 option: it acts at once
	}
	c.eventProgress()
	return nil
}

// eventProgress ends the event once every failure is resolved, and play goes on (R4 d).
func (c *ctx) eventProgress() {
	if e := c.s.Event; e.Acts == 0 && e.Places == 0 {
		c.s.Event = nil
		c.nextActivation()
	}
}

// placeNew places a zombie within 3" of an entry point (Z3). entry "" lets the table choose.
// It returns the new zombie, or -1 when none could be placed (no room anywhere, or 40 already).
func (c *ctx) placeNew(entry string, at *physics.Vec) (int, error) {
	if c.s.zombiesOnTable() >= maxZombies {
		c.note("There are already %d zombies on the table: no more arrive", maxZombies)
		return -1, nil
	}
	if entry == "" {
		for _, k := range c.entryOrder() {
			if p, ok := c.entrySpot(k, nil); ok {
				return c.arrive(k, p), nil
			}
		}
		c.note("No entry point has room: no zombie arrives")
		return -1, nil
	}
	k := c.r.entryIndex(entry)
	if k < 0 {
		return -1, game.Refuse("there is no entry point %q", trunc(entry))
	}
	sp := c.r.scen.SpawnPoints[k]
	if at != nil && sp.At.Dist(*at) > placeRadius {
		return -1, game.Refuse("a new zombie must stand within %g\" of %s", placeRadius, c.r.placeName(sp.ID, sp.Name))
	}
	p, ok := c.entrySpot(k, at)
	if !ok {
		for other := range c.r.scen.SpawnPoints {
			if _, free := c.entrySpot(other, nil); free {
				return -1, game.Refuse("there is no room there: choose another entry point")
			}
		}
		c.note("No entry point has room: no zombie arrives")
		return -1, nil
	}
	return c.arrive(k, p), nil
}

// arrive puts the new zombie on the table at entry point k.
func (c *ctx) arrive(k int, p physics.Vec) int {
	zi, ok := c.addZombie(p)
	if !ok {
		return -1
	}
	sp := c.r.scen.SpawnPoints[k]
	c.emit(game.Event{Type: game.EvNote, Model: c.s.Models[zi].ID, Text: c.s.Models[zi].Name + " shambles in at " + c.r.placeName(sp.ID, sp.Name)})
	return zi
}

// entrySpot is the legal spot at entry point k: at when given and legal, else the one
// nearest the point (Z3: the base's centre within 3", on the ground).
func (c *ctx) entrySpot(k int, at *physics.Vec) (physics.Vec, bool) {
	sp := c.r.scen.SpawnPoints[k]
	if at != nil {
		err := c.r.table.CheckPlacement(physics.Body{Base: physics.Base25mm, Pos: *at, Level: sp.Level})
		return *at, err == nil
	}
	return freeSpot(c.r.table, sp.Level, sp.At, placeRadius, nil)
}

func (r *rules) entryIndex(id string) int {
	for k, sp := range r.scen.SpawnPoints {
		if sp.ID == id {
			return k
		}
	}
	return -1
}

// startSurge: the initiative winner rolls on the surge table (R2, §7.3).
func (c *ctx) startSurge() {
	s := c.s
	roll := c.d.D6()
	g := &Surge{Roll: roll}
	switch {
	case roll <= 3:
		g.Each = 1
	case roll <= 5:
		g.Wander = true
	default:
		g.Each = 2
	}
	g.Places = g.Each
	switch c.r.opt.Mode {
	case TwoBands:
		g.Order = []int{s.First, 1 - s.First}
	case SoloHorde:
		g.Order = []int{horde} // §11.1: each result applies once
	}
	what := map[bool]string{true: "far-off zombies wander", false: game.Plural(g.Each, "new zombie each", "new zombies each")}[g.Wander]
	c.roll("", []int{roll}, 0, "Zombie surge: %d, %s", roll, what)
	if c.r.opt.Mode == Solo {
		c.soloSurge(g)
		return
	}
	s.Surge = g
	s.Phase = PhaseSurge
	c.surgeProgress(false)
}

// surgeProgress moves the surge on to the next chooser with something to do, and ends it
// when none is left.
func (c *ctx) surgeProgress(activated bool) {
	s := c.s
	g := s.Surge
	for len(g.Order) > 0 {
		switch {
		case g.Wander && activated && c.r.opt.WanderAll:
			g.Order = append(g.Order[1:], g.Order[0]) // take turns until none is left
			activated = false
			continue
		case g.Wander && activated:
			g.Order = g.Order[1:]
			activated = false
			continue
		case g.Wander && len(c.wanderers()) == 0:
			g.Order = nil // a player with no eligible zombie skips
			continue
		case !g.Wander && (g.Places <= 0 || s.zombiesOnTable() >= maxZombies):
			g.Order = g.Order[1:]
			g.Places = g.Each
			continue
		}
		return
	}
	s.Surge = nil
	s.Phase = PhaseActivation
}

// wanderers lists the zombies a 4–5 surge may move: not within 12" of any living model, not
// moved by this surge yet (§7.3).
func (c *ctx) wanderers() []int {
	s := c.s
	var out []int
	for zi := range s.Models {
		z := &s.Models[zi]
		if !z.Zombie || z.Out || (s.Surge != nil && slices.Contains(s.Surge.Used, z.ID)) {
			continue
		}
		far := true
		for mi := range s.Models {
			if m := &s.Models[mi]; !m.Zombie && !m.Out && edgeGap(z.Pos, m.Pos) <= surgeQuiet {
				far = false
				break
			}
		}
		if far {
			out = append(out, zi)
		}
	}
	return out
}

// wander: a surge activation, a Move action only (§7.3).
func (c *ctx) wander(zi int, to *physics.Vec) error {
	s := c.s
	if !s.Surge.Wander {
		return game.Refuse("this surge places new zombies; it moves none")
	}
	if !slices.Contains(c.wanderers(), zi) {
		return game.Refuse("%s is within %g\" of the living, or has already wandered", s.Models[zi].Name, surgeQuiet)
	}
	if err := c.zombieMove(zi, to, "", -1); err != nil {
		return err
	}
	s.Surge.Used = append(s.Surge.Used, s.Models[zi].ID)
	c.surgeProgress(true)
	return nil
}
