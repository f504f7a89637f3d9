package borrowedtime

import (
	"fmt"
	"math"
	"reflect"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Game is one game of Borrowed Time: the scenario, the options, the seed, the state, and the
// log of every command applied. Not safe for concurrent use.
type Game struct {
	scenario *maps.Scenario
	opts     Options
	seed     uint64
	table    *physics.Table
	bodies   []physics.BodyID // per model, in state order
	doors    []doorRef        // per door, in state order
	state    State
	log      []Command
	trial    *trialRun // the last trial run that rolled no dice (DiceNeeded), or nil
	// spare is the models of a state thrown away (a trial run's, a refused command's, or
	// the one a command replaced), whose memory the next copy of the state reuses: every
	// command and every trial of one copies the state.
	spare []Model
	// eventBuf is where a command's events gather; each command's are then copied out at
	// their exact number (most commands have one; some, a dozen).
	eventBuf []Event
}

// trialRun is a trial of a command that rolled no dice: exactly what applying the same
// command to the same state does, kept so that Apply need not work it out again. Computer
// players check every command before they send it.
type trialRun struct {
	logLen int // the state it started from: the one after this many commands
	cmd    Command
	work   State
	events []Event
}

// doorRef names a door: its building, its index among the building's doors (the scenario's
// index, which the table's SetDoorOpen also takes), its name, and its own polygon on the table.
type doorRef struct {
	piece, opening int
	id             string        // the door's id, or "building-id/n"
	outline        []physics.Vec // the door's polygon, where a survivor touches it
}

// New sets up a game: the table from the scenario, the survivors with their kit, the starting
// zombies, the salvage deck shuffled by the seed, Heat and Threat at 0, round 1.
func New(s *maps.Scenario, opts Options, seed uint64) (*Game, error) {
	tb, err := s.NewTable()
	if err != nil {
		return nil, err
	}
	return NewOnTable(s, opts, seed, tb)
}

// NewOnTable sets up a game as New does, on a table the caller has built for the scenario
// and that has no bases on it yet: a simulation builds one table with s.NewTable and gives
// each game a copy (physics.Table.Fresh) instead of building the terrain again.
func NewOnTable(s *maps.Scenario, opts Options, seed uint64, tb *physics.Table) (*Game, error) {
	if err := opts.validate(); err != nil {
		return nil, err
	}
	g := &Game{scenario: s, opts: opts, seed: seed, table: tb}
	g.state = State{Round: 1, Phase: PhaseSurvivors, RNG: rng(seed)}
	st := &g.state
	for _, z := range s.Zombies {
		st.Models = append(st.Models, newZombie(st, z.Type, z.At, z.Level, z.Facing*math.Pi/180, z.Models))
		g.syncBody(st, len(st.Models)-1)
	}
	team, err := opts.team(s)
	if err != nil {
		return nil, err
	}
	for _, sv := range team {
		p, ok := survivorProfiles[sv.ID]
		if !ok {
			return nil, fmt.Errorf("survivor %q has no profile", sv.ID)
		}
		m := Model{ID: sv.ID, Kind: "survivor", Pos: sv.At, Level: sv.Level, Wounds: p.Wounds,
			Kit: append([]string(nil), p.Items...), Reloads: p.Reloads}
		for _, w := range p.Weapons {
			m.Weapons = append(m.Weapons, WeaponState{ID: w, Shots: weapons[w].Shots})
		}
		if !sv.Placed {
			pos, ok := freeSpot(tb, s, m.Level)
			if !ok {
				return nil, fmt.Errorf("no room in the start zone for %s", sv.ID)
			}
			m.Pos = pos
		}
		st.Models = append(st.Models, m)
		g.syncBody(st, len(st.Models)-1) // so the next survivor's free spot sees this one
	}
	if st.Deck, err = buildDeck(s.Salvage, &st.RNG); err != nil {
		return nil, err
	}
	dealAgendas(st, opts.Agendas)
	for _, l := range s.SearchLocations {
		st.SearchesLeft = append(st.SearchesLeft, l.Searches)
	}
	walls := tb.Walls()
	for _, d := range s.Doors() { // one order, one index, everywhere: maps.Scenario.Doors
		g.doors = append(g.doors, doorRef{piece: d.Terrain, opening: d.Opening, id: d.ID, outline: doorOutline(walls, d)})
		st.DoorsOpen = append(st.DoorsOpen, d.Door.Open)
	}
	g.sync(st)
	return g, nil
}

// doorOutline finds a door's own polygon among the table's walls: the door of its building
// whose polygon holds the door's centre on the outline. The table lists a building's doors
// in their order round the outline, which need not be the order the scenario gives them in
// (Last Stop Gas's garage door comes first in the file but lies on a later edge than its
// side door), so the n-th door polygon is not the n-th door.
func doorOutline(walls []physics.WallShape, d maps.DoorRef) []physics.Vec {
	var best []physics.Vec
	bestD := math.Inf(1)
	for _, w := range walls {
		if w.Piece != d.Terrain || w.Kind != physics.WallDoor {
			continue
		}
		if dist := polygonDist(w.Outline, d.Centre); dist < bestD {
			best, bestD = w.Outline, dist
		}
	}
	return best
}

func newZombie(st *State, kind string, at physics.Vec, level int, facing float64, models int) Model {
	st.NextZombie++
	p := zombieProfiles[kind]
	m := Model{ID: fmt.Sprintf("%s-%d", kind, st.NextZombie), Kind: kind, Pos: at, Level: level, Facing: facing, Wounds: p.Wounds}
	if kind == "horde" {
		if models <= 0 {
			models = 4
		}
		m.Models, m.Wounds = models, models
	}
	return m
}

// freeSpot finds a place in the survivors' start zone on a 1.25" lattice.
func freeSpot(tb *physics.Table, s *maps.Scenario, level int) (physics.Vec, bool) {
	for _, z := range s.StartZones {
		if z.Side != "survivors" {
			continue
		}
		minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, p := range z.Polygon {
			minX, minY, maxX, maxY = math.Min(minX, p.X), math.Min(minY, p.Y), math.Max(maxX, p.X), math.Max(maxY, p.Y)
		}
		for y := minY + 0.6; y < maxY; y += 1.25 {
			for x := minX + 0.6; x < maxX; x += 1.25 {
				p := physics.Vec{X: x, Y: y}
				if physics.PointInPolygon(z.Polygon, p) && tb.CheckPlacement(physics.Body{Base: physics.Base25mm, Pos: p, Level: level}) == nil {
					return p, true
				}
			}
		}
	}
	return physics.Vec{}, false
}

// State returns a copy of the current state.
func (g *Game) State() State { return g.state.Clone() }

// ReadState returns the game's own current state, for reading only: it must not be changed,
// and the next command applied replaces it and reuses its models' memory, so pointers into
// it must not be kept past that. Computer players look at the state for every decision;
// copying it each time cost a tenth of a simulated game.
func (g *Game) ReadState() *State { return &g.state }

// Hash returns the current state's fingerprint.
func (g *Game) Hash() string { return g.state.Hash() }

// Log returns the commands applied so far.
func (g *Game) Log() []Command { return append([]Command(nil), g.log...) }

// Scenario returns the scenario being played.
func (g *Game) Scenario() *maps.Scenario { return g.scenario }

// Options returns the game's options; Seed its seed.
func (g *Game) Options() Options { return g.opts }

// Seed returns the seed the game was set up with.
func (g *Game) Seed() uint64 { return g.seed }

// Table returns the measured table, with every model's base where the state says (read only:
// for previews of moves, sight and cover).
func (g *Game) Table() *physics.Table { return g.table }

// ShareRoutes makes the game's table take its route graphs, and the routes already found,
// from a cache shared with other games on the same scenario (see physics.NavCache): a
// simulation builds each graph once, and searches once for what its games ask alike.
func (g *Game) ShareRoutes(c *physics.NavCache) error { return g.table.ShareNav(c) }

// Body returns the table body of a model, for previews.
func (g *Game) Body(id string) (physics.BodyID, bool) {
	i := g.state.index(id)
	if i < 0 || i >= len(g.bodies) {
		return -1, false
	}
	return g.bodies[i], true
}

// Apply validates a command against the current state and applies it, returning what
// happened; or refuses it with a *Rejection and changes nothing.
func (g *Game) Apply(cmd Command) ([]Event, error) {
	if t := g.trial; t != nil && t.logLen == len(g.log) && len(cmd.Dice) == 0 && reflect.DeepEqual(t.cmd, cmd) {
		g.trial = nil
		g.adopt(t.work, cmd)
		return t.events, nil
	}
	g.dropTrial()
	work := g.state.cloneInto(g.takeSpare())
	c := &applyCtx{g: g, st: &work, cmd: &cmd, dice: cmd.Dice, events: g.eventBuf[:0]}
	err := c.run()
	if err == nil && g.opts.TableDice {
		err = c.diceCheck()
	} else if err == nil && len(cmd.Dice) > 0 {
		err = reject("this game rolls its own dice: leave out \"dice\" (or start it with table dice)")
	}
	if err != nil {
		g.sync(&g.state) // put the table back as it was
		g.spare = work.Models
		c.takeEvents()
		return nil, err
	}
	g.adopt(work, cmd)
	return c.takeEvents(), nil
}

// adopt makes a command's result the game's state and logs the command. The state it
// replaces lends its models' memory to the next copy (see ReadState: nobody reads it now).
func (g *Game) adopt(work State, cmd Command) {
	g.spare = g.state.Models
	g.state = work
	g.sync(&g.state)
	g.log = append(g.log, cmd)
}

// dropTrial forgets the kept trial run, keeping its models' memory for the next copy.
func (g *Game) dropTrial() {
	if g.trial != nil {
		g.spare = g.trial.work.Models
		g.trial = nil
	}
}

// takeSpare hands over the memory of a thrown-away state's models (nil if there is none).
func (g *Game) takeSpare() []Model {
	s := g.spare
	g.spare = nil
	return s
}

// sync puts every model's base on the table where the state says, adding bases for new
// models and taking removed ones off; and sets the doors.
func (g *Game) sync(st *State) {
	for i := range st.Models {
		g.syncBody(st, i)
	}
	for i := len(st.Models); i < len(g.bodies); i++ { // models a refused command had added
		if g.bodies[i] >= 0 {
			g.table.RemoveBody(g.bodies[i])
		}
	}
	g.bodies = g.bodies[:min(len(g.bodies), len(st.Models))]
	for i, d := range g.doors {
		if g.table.DoorOpen(d.piece, d.opening) != st.DoorsOpen[i] {
			g.table.SetDoorOpen(d.piece, d.opening, st.DoorsOpen[i])
		}
	}
}

func (g *Game) syncBody(st *State, i int) {
	m := &st.Models[i]
	for len(g.bodies) <= i {
		g.bodies = append(g.bodies, -1)
	}
	id := g.bodies[i]
	switch {
	case m.Removed:
		if id >= 0 {
			g.table.RemoveBody(id)
			g.bodies[i] = -1
		}
	case id < 0:
		g.bodies[i] = g.table.AddBody(physics.Body{Base: baseOf(m), Pos: m.Pos, Facing: m.Facing, Level: m.Level})
	default:
		g.table.MoveBody(id, m.Pos, m.Facing, m.Level)
	}
}

// baseOf returns the base a model stands on.
func baseOf(m *Model) physics.Base {
	if m.IsSurvivor() {
		return physics.Base25mm
	}
	return zombieProfiles[m.Kind].Base
}
