package survivors

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// rules judges one game: what never changes during it (scenario, options, the measured
// table) and the table's bases, kept to match the state (Sync).
type rules struct {
	scen  *maps.Scenario
	setup *Setup
	opt   Options
	table *physics.Table
	bases *physics.Bases // the models' bases, by model index
	start State
	names [2]string // the bands' names
	solo  *Condition
}

var (
	_ game.Rules[State]  = (*rules)(nil)
	_ game.Cloner[State] = (*rules)(nil)
	_ game.Syncer[State] = (*rules)(nil)
	_ game.Measured      = (*rules)(nil)
)

func newRules(s *maps.Scenario, rawOpts json.RawMessage) (*rules, error) {
	st, ok := s.Rules.(*Setup)
	if !ok || st == nil {
		return nil, fmt.Errorf("%s is not a Survivors scenario (load it with the Survivors reader)", s.ID)
	}
	mode := TwoBands // P3: the default follows the scenario's zones
	if zoneOf(s, SideSolo) != nil || zoneOf(s, SideBand2) == nil || bandSpec(st, SideBand2) == nil {
		mode = Solo
	}
	opt, err := parseOptions(rawOpts, mode)
	if err != nil {
		return nil, err
	}
	table, err := s.NewTable()
	if err != nil {
		return nil, err
	}
	for pi, t := range s.Terrain {
		for di := range t.Doors { // T9: every doorway is open, and stays open
			if err := table.SetDoorOpen(pi, di, true); err != nil {
				return nil, err
			}
		}
	}
	r := &rules{scen: s, setup: st, opt: opt, table: table, bases: physics.NewBases(table)}
	if err := r.buildStart(); err != nil {
		return nil, err
	}
	return r, nil
}

func bandSpec(st *Setup, side string) *BandSpec {
	for i := range st.Bands {
		if st.Bands[i].Side == side {
			return &st.Bands[i]
		}
	}
	return nil
}

// bandSides returns the sides (zone and ready-made band) each band of the mode uses.
func (r *rules) bandSides() []string {
	if r.opt.Mode == TwoBands {
		return []string{SideBand1, SideBand2}
	}
	side := SideBand1
	if r.setup.Solo != nil {
		side = r.setup.Solo.Side
	}
	return []string{side}
}

// bands is how many bands play.
func (r *rules) bands() int { return len(r.bandSides()) }

// buildStart works out the state before the first command: the bands placed in their zones,
// the starting zombies, the Search objectives (R7).
func (r *rules) buildStart() error {
	st := State{Phase: PhaseRollOff, Active: -1}
	if r.opt.Mode != TwoBands {
		st.Phase = PhaseDeploy // one band deploys alone and is first in initiative order (§11)
		if r.setup.Solo != nil {
			r.solo = &r.setup.Solo.Win
		}
	}
	place := r.table.Fresh()
	for bi, side := range r.bandSides() {
		b := bandSpec(r.setup, side)
		if b == nil && side == SideSolo {
			b = bandSpec(r.setup, SideBand1)
		}
		zone := zoneOf(r.scen, side)
		if b == nil || zone == nil {
			return fmt.Errorf("%s has no band and start zone for %q, which the %s game needs", r.scen.Name, side, r.opt.Mode)
		}
		r.names[bi] = b.Name
		for _, c := range b.Characters {
			m, err := r.character(place, bi, c, zone)
			if err != nil {
				return err
			}
			st.Models = append(st.Models, m)
		}
	}
	for _, z := range r.setup.Zombies {
		if place.CheckPlacement(physics.Body{Base: physics.Base25mm, Pos: z.At}) != nil {
			continue // a ready-made character stands there
		}
		place.AddBody(physics.Body{Base: physics.Base25mm, Pos: z.At})
		st.Models = append(st.Models, newZombie(&st, z.At))
	}
	for _, sl := range r.scen.SearchLocations {
		st.Objectives = append(st.Objectives, Objective{ID: sl.ID, Name: r.placeName(sl.ID, sl.Name), At: sl.At, Level: sl.Level})
	}
	r.start = st
	return nil
}

// character places a ready-made character where the file says, or at the first free spot
// of its zone.
func (r *rules) character(place *physics.Table, band int, c CharacterSpec, zone *maps.StartZone) (Model, error) {
	p := profiles[c.Archetype]
	m := Model{ID: c.ID, Name: c.Name, Band: band, Archetype: c.Archetype, Health: p.Health, CP: p.CP, Level: c.Level}
	for _, w := range c.Weapons {
		m.Weapons = append(m.Weapons, WeaponState{ID: w})
	}
	if c.At != nil && place.CheckPlacement(physics.Body{Base: physics.Base25mm, Pos: *c.At, Level: c.Level}) == nil {
		m.Pos = *c.At
	} else {
		at, ok := zoneSpot(place, zone.Polygon)
		if !ok {
			return m, fmt.Errorf("there is no room for %s in the start zone %s", c.Name, zone.ID)
		}
		m.Pos, m.Level = at, 0
	}
	place.AddBody(physics.Body{Base: physics.Base25mm, Pos: m.Pos, Level: m.Level})
	return m, nil
}

func newZombie(s *State, at physics.Vec) Model {
	s.Zombies++
	return Model{ID: fmt.Sprintf("zombie-%d", s.Zombies), Name: fmt.Sprintf("Zombie %d", s.Zombies), Zombie: true, Band: -1,
		Pos: at, Health: zombieProfile.Health}
}

func (r *rules) placeName(id, name string) string {
	if name != "" {
		return name
	}
	if n := r.scen.PlaceName(id); n != "" {
		return n
	}
	return id
}

// Start returns the state before the first command.
func (r *rules) Start(seed uint64) (State, error) {
	s := r.Clone(&r.start)
	s.RNG = game.RNG(seed)
	return s, nil
}

// Clone returns a deep copy of s.
func (r *rules) Clone(s *State) State {
	c := *s
	c.Models = slices.Clone(s.Models)
	for i := range c.Models {
		c.Models[i].Weapons = slices.Clone(c.Models[i].Weapons)
	}
	c.Objectives = slices.Clone(s.Objectives)
	c.Piles = slices.Clone(s.Piles)
	c.Activation.Near = slices.Clone(s.Activation.Near)
	if s.Event != nil {
		e := *s.Event
		e.Eligible = slices.Clone(e.Eligible)
		c.Event = &e
	}
	if s.Surge != nil {
		g := *s.Surge
		g.Order = slices.Clone(g.Order)
		g.Used = slices.Clone(g.Used)
		c.Surge = &g
	}
	if s.Result != nil {
		res := *s.Result
		res.Winners = slices.Clone(res.Winners)
		c.Result = &res
	}
	return c
}

// RNG returns the generator kept in s.
func (r *rules) RNG(s *State) *game.RNG { return &s.RNG }

// Table returns the measured table.
func (r *rules) Table() *physics.Table { return r.table }

// Sync puts the bases on the table where the state has them.
func (r *rules) Sync(s *State) {
	for i := range s.Models {
		r.syncBody(s, i)
	}
	r.bases.Keep(len(s.Models)) // models a refused command, or a rollout, had added
}

func (r *rules) syncBody(s *State, i int) {
	m := &s.Models[i]
	if m.Out {
		r.bases.Off(i)
		return
	}
	r.bases.Place(i, physics.Body{Base: physics.Base25mm, Pos: m.Pos, Level: m.Level})
}

// body returns the base of model i (synced first: a trial may have left the table behind),
// or -1 for a model out of play.
func (r *rules) body(s *State, i int) physics.BodyID {
	r.syncBody(s, i)
	id, _ := r.bases.ID(i)
	return id
}

// Seats lists the seats of the mode.
func (r *rules) Seats() []game.SeatSpec {
	seats := []game.SeatSpec{{ID: SeatBand1, Name: r.bandName(0), Computer: true}}
	switch r.opt.Mode {
	case TwoBands:
		seats = append(seats, game.SeatSpec{ID: SeatBand2, Name: r.bandName(1), Computer: true})
	case SoloHorde:
		seats = append(seats, game.SeatSpec{ID: SeatHorde, Name: "The Horde", Computer: true})
	}
	return seats
}

func (r *rules) bandName(b int) string {
	if b == horde {
		return "The Horde"
	}
	if b >= 0 && b < 2 && r.names[b] != "" {
		return r.names[b]
	}
	return fmt.Sprintf("Band %d", b+1)
}

// horde is the chooser index of the horde player (solo-horde).
const horde = 2

// seatOf returns the seat of a band or of the horde.
func seatOf(b int) game.SeatID {
	switch b {
	case 0:
		return SeatBand1
	case 1:
		return SeatBand2
	}
	return SeatHorde
}

// chooserOf returns the band (or horde) a seat speaks for.
func chooserOf(seat game.SeatID) int {
	switch seat {
	case SeatBand1:
		return 0
	case SeatBand2:
		return 1
	case SeatHorde:
		return horde
	}
	return -1
}

// Turn returns the seat that must act.
func (r *rules) Turn(s *State) []game.SeatID {
	if c := r.current(s); c >= 0 {
		return []game.SeatID{seatOf(c)}
	}
	return nil
}

// current is the band (or horde) whose command the game waits for, or -1.
func (r *rules) current(s *State) int {
	switch s.Phase {
	case PhaseRollOff:
		return 0
	case PhaseDeploy:
		return s.Deployer
	case PhaseActivation:
		return s.Turn
	case PhaseEvents:
		return s.Event.Chooser
	case PhaseSurge:
		return s.Surge.Order[0]
	}
	return -1
}

// Actor returns the seat whose command cmd is now: the seat the game waits for, when cmd is
// a command of the phase.
func (r *rules) Actor(s *State, cmd game.Command) game.SeatID {
	ok := false
	switch cmd.(type) {
	case RollOff:
		ok = s.Phase == PhaseRollOff
	case Deploy, EndDeployment:
		ok = s.Phase == PhaseDeploy
	case Move, Advance, Climb, Attack, Reload, Search, Collect, PassSupplies, EndActivation:
		ok = s.Phase == PhaseActivation
	case ActivateZombie, PlaceZombie:
		ok = s.Phase == PhaseEvents || s.Phase == PhaseSurge
	}
	if !ok {
		return ""
	}
	return seatOf(r.current(s))
}

// Secrets: Survivors hides nothing from any seat (the generator is in no view).
func (r *rules) Secrets(s *State) map[game.SeatID][]string { return map[game.SeatID][]string{} }

// Outcome says how the game ended.
func (r *rules) Outcome(s *State) (game.Outcome, bool) {
	if s.Result == nil {
		return game.Outcome{}, false
	}
	o := game.Outcome{Reason: s.Result.Reason, Round: s.Round, Score: map[game.SeatID]int{}}
	for _, w := range s.Result.Winners {
		o.Winners = append(o.Winners, seatOf(w))
	}
	if len(o.Winners) == 0 && r.bands() == 1 && r.opt.Mode != SoloHorde {
		o.Victor = "The dead" // the zombies that act by rule play no seat
	}
	for b := 0; b < r.bands(); b++ {
		o.Score[seatOf(b)] = s.Result.Score[b]
	}
	return o, true
}

var _ game.CommandCost = (*rules)(nil)

// CommandCost is what a command of this game costs a searching player to play forward, in
// board-game commands: 3 where players choose the zombies' moves (two bands, or a horde
// player), since the scripted chooser routes every zombie it may move to every enemy; 1
// where the zombies act by rule (about 0.07 ms a command against 0.35 ms in Dockside
// Depot; docs/performance.md, "Computer players that search").
func (r *rules) CommandCost() int {
	if r.opt.Mode == TwoBands || r.opt.Mode == SoloHorde {
		return 3
	}
	return 1
}
