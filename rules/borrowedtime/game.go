package borrowedtime

import (
	"errors"
	"fmt"
	"math"

	"github.com/borrowed-time/tabletop/game"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Rules is Borrowed Time's judgement for one game, as the engine (package game) runs it
// over State: what never changes during the game (the scenario, the options, the doors) and
// the measured table, whose bases it keeps where the state says (Sync). Not safe for
// concurrent use.
type Rules struct {
	scenario *maps.Scenario
	opts     Options
	table    *physics.Table
	// bases are the models' bases, by state order: a trial that kills a zombie must not
	// move its base to the end of the table's order, or the routes found after it would
	// differ from a replay's (physics.Bases keeps each model's id).
	bases *physics.Bases
	doors []doorRef // per door, in state order
	// sceneDoors is the scenario's doors (maps.Scenario.Doors), listed once: the computer
	// players and the snap to doors read them for most commands. Read only.
	sceneDoors []maps.DoorRef
	// spare is the models of a state thrown away (a trial run's, a refused command's, or
	// the one a command replaced), whose memory the next copy of the state reuses: every
	// command and every trial of one copies the state.
	spare []Model
	// eventBuf is where a command's events gather; each command's are then copied out at
	// their exact number (most commands have one; some, a dozen).
	eventBuf []Event
}

var (
	_ game.Rules[State]    = (*Rules)(nil)
	_ game.Recycler[State] = (*Rules)(nil)
	_ game.Cloner[State]   = (*Rules)(nil)
	_ game.Syncer[State]   = (*Rules)(nil)
	_ game.Measured        = (*Rules)(nil)
)

// Game is one game of Borrowed Time: the engine's game (the log, the state, the dice, undo
// and saves) with the rules it runs, for the table and the computer players that know this
// game's own types. Not safe for concurrent use.
type Game struct {
	*Rules
	eng *game.Game[State]
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
	setup, err := opts.setup(seed)
	if err != nil {
		return nil, err
	}
	return startGame(s, opts, setup, tb)
}

// startGame starts the engine's game on the rules of s with opts (whose TableDice the setup
// carries).
func startGame(s *maps.Scenario, opts Options, setup game.Setup, tb *physics.Table) (*Game, error) {
	if err := opts.validate(); err != nil {
		return nil, err
	}
	opts.TableDice = setup.TableDice
	if opts.TrayCircles {
		tb.SetTrayRoutes(physics.TraysAsCircles)
	}
	r := &Rules{scenario: s, opts: opts, table: tb, bases: physics.NewBases(tb)}
	walls := tb.Walls()
	r.sceneDoors = s.Doors()
	for _, d := range r.sceneDoors { // one order, one index, everywhere: maps.Scenario.Doors
		r.doors = append(r.doors, doorRef{piece: d.Terrain, opening: d.Opening, id: d.ID, outline: doorOutline(walls, d)})
	}
	eng, err := game.NewGame[State](Ruleset{}, s, setup, codec{}, r)
	if err != nil {
		return nil, err
	}
	return &Game{Rules: r, eng: eng}, nil
}

// Start sets up the state before the first command: the starting zombies, the survivors
// with their kit, the salvage deck shuffled by the seed, the agendas, the searches and the
// doors as the scenario gives them. Any bases of an earlier state leave the table first.
func (r *Rules) Start(seed uint64) (State, error) {
	r.bases.Clear()
	s, opts, tb := r.scenario, r.opts, r.table
	st := State{Round: 1, Phase: PhaseSurvivors, RNG: game.RNG(seed)}
	for _, z := range s.Zombies {
		st.Models = append(st.Models, newZombie(&st, z.Type, z.At, z.Level, z.Facing*math.Pi/180, z.Models))
		r.syncBody(&st, len(st.Models)-1)
	}
	team, err := opts.team(s)
	if err != nil {
		return State{}, err
	}
	for _, sv := range team {
		p, ok := survivorProfiles[sv.ID]
		if !ok {
			return State{}, fmt.Errorf("survivor %q has no profile", sv.ID)
		}
		m := Model{ID: sv.ID, Kind: "survivor", Pos: sv.At, Level: sv.Level, Wounds: p.Wounds,
			Kit: append([]string(nil), p.Items...), Reloads: p.Reloads}
		for _, w := range p.Weapons {
			m.Weapons = append(m.Weapons, WeaponState{ID: w, Shots: weapons[w].Shots})
		}
		if !sv.Placed {
			pos, ok := freeSpot(tb, s, m.Level)
			if !ok {
				return State{}, fmt.Errorf("no room in the start zone for %s", sv.ID)
			}
			m.Pos = pos
		}
		st.Models = append(st.Models, m)
		r.syncBody(&st, len(st.Models)-1) // so the next survivor's free spot sees this one
	}
	if st.Deck, err = buildDeck(s.Salvage, &st.RNG); err != nil {
		return State{}, err
	}
	dealAgendas(&st, opts.Agendas)
	for _, l := range s.SearchLocations {
		st.SearchesLeft = append(st.SearchesLeft, l.Searches)
	}
	for _, d := range s.Doors() {
		st.DoorsOpen = append(st.DoorsOpen, d.Door.Open)
	}
	return st, nil
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
func (g *Game) State() State { return g.eng.State().Clone() }

// ReadState returns the game's own current state, for reading only: it must not be changed,
// and the next command applied replaces it and reuses its models' memory, so pointers into
// it must not be kept past that. Computer players look at the state for every decision;
// copying it each time cost a tenth of a simulated game.
func (g *Game) ReadState() *State { return g.eng.State() }

// Hash returns the current state's fingerprint.
func (g *Game) Hash() string { return g.eng.Hash() }

// Log returns the commands applied so far (the table dice each carried are in the engine's
// log, Session().Log()).
func (g *Game) Log() []Command {
	log := g.eng.Log()
	out := make([]Command, len(log))
	for i, e := range log {
		out[i] = e.Cmd.(Command)
	}
	return out
}

// Session returns the game as the engine's front ends hold it.
func (g *Game) Session() game.Session { return g.eng }

// Scenario returns the scenario being played.
func (g *Game) Scenario() *maps.Scenario { return g.scenario }

// Options returns the game's options.
func (g *Game) Options() Options { return g.opts }

// Seed returns the seed the game was set up with.
func (g *Game) Seed() uint64 { return g.eng.Setup().Seed }

// Table returns the measured table, with every model's base where the state says (read only:
// for previews of moves, sight and cover).
func (r *Rules) Table() *physics.Table { return r.table }

// ShareRoutes makes the game's table take its route graphs, and the routes already found,
// from a cache shared with other games on the same scenario (see physics.NavCache): a
// simulation builds each graph once, and searches once for what its games ask alike.
func (g *Game) ShareRoutes(c *physics.NavCache) error { return g.table.ShareNav(c) }

// Body returns the table body of a model, for previews.
func (g *Game) Body(id string) (physics.BodyID, bool) { return g.bodyOf(g.ReadState(), id) }

// bodyOf returns the table body of a model of st, the state the table is in step with, and
// whether it has one.
func (r *Rules) bodyOf(st *State, id string) (physics.BodyID, bool) {
	i := st.index(id)
	if i < 0 || i >= r.bases.Len() {
		return -1, false
	}
	return r.bases.ID(i) // a model off the table (dead, gone up the stairs) has no base
}

// Apply validates a command against the current state and applies it, returning what
// happened; or refuses it with a *Rejection and changes nothing. A fault in the rules (a
// panic) is refused too, as a *game.RulesFault, and the game goes on as it was. With table
// dice, dice are the players' real dice, in the order the command rolls them.
func (g *Game) Apply(cmd Command, dice ...int) ([]Event, error) {
	evs, err := g.eng.Apply(game.Host, game.Entry{Cmd: cmd, Dice: dice})
	if err != nil {
		return nil, refusal(err, len(dice))
	}
	return details(evs), nil
}

// DiceNeeded returns how many dice a command would roll now, for a table that rolls real dice:
// ask, roll them, then apply the command with them. A command the rules refuse returns the
// refusal. Where the first dice decide whether more are rolled (a Bloater bursting, a card
// drawn), this counts with 1s for the unknown dice: applying the command with the real ones
// then either takes them or says how many it needs in all.
func (g *Game) DiceNeeded(cmd Command) (int, error) {
	n, err := g.eng.DiceNeeded(game.Host, cmd)
	if err != nil {
		return 0, refusal(err, 0)
	}
	return n, nil
}

// Undo takes back the last n commands, by replaying the ones before them.
func (g *Game) Undo(n int) error { return g.eng.Undo(n) }

// Save writes the game in the engine's save format (package game).
func (g *Game) Save() ([]byte, error) { return g.eng.Save() }

// refusal is the engine's refusal as this game's: a *Rejection, which says how many table
// dice a command wanted; a fault in the rules stays what it is.
func refusal(err error, gave int) error {
	var dw *game.DiceWanted
	var r *game.Rejection
	switch {
	case errors.As(err, &dw):
		return &Rejection{Reason: "this needs " + Plural(dw.Need, "die", "dice") + ", and " + given(gave), DiceNeeded: dw.Need}
	case errors.As(err, &r):
		return &Rejection{Reason: r.Reason}
	}
	return err
}

// details are the game's own events behind the engine's.
func details(evs []game.Event) []Event {
	if len(evs) == 0 {
		return nil
	}
	out := make([]Event, len(evs))
	for i := range evs {
		out[i] = *evs[i].Detail.(*Event)
	}
	return out
}

// Clone copies a state, in the memory of a state thrown away when there is one.
func (r *Rules) Clone(s *State) State {
	spare := r.spare
	r.spare = nil
	return s.cloneInto(spare)
}

// Recycle keeps a thrown-away state's models' memory for the next Clone.
func (r *Rules) Recycle(s *State) {
	if cap(s.Models) > cap(r.spare) {
		r.spare = s.Models
	}
	s.Models = nil
}

// RNG returns the generator kept in the state.
func (r *Rules) RNG(s *State) *game.RNG { return &s.RNG }

// Sync puts every model's base on the table where s says, and sets the doors.
func (r *Rules) Sync(s *State) { r.sync(s) }

// Apply judges one command against s, the engine's working copy.
func (r *Rules) Apply(s *State, cmd game.Command, d *game.Dice, emit func(game.Event)) error {
	c, ok := cmd.(Command)
	if !ok {
		return game.Refuse("that is not a command of Borrowed Time")
	}
	ctx := &applyCtx{g: r, st: s, dice: d, events: r.eventBuf[:0]}
	err := ctx.run(c)
	evs := ctx.takeEvents()
	if err != nil {
		var rj *Rejection
		if errors.As(err, &rj) {
			return &game.Rejection{Reason: rj.Reason}
		}
		return err
	}
	for i := range evs {
		emit(engineEvent(&evs[i]))
	}
	return nil
}

// sync puts every model's base on the table where the state says, adding bases for new
// models and taking removed ones off; and sets the doors.
func (r *Rules) sync(st *State) {
	for i := range st.Models {
		r.syncBody(st, i)
	}
	r.bases.Keep(len(st.Models)) // models a refused command had added
	for i, d := range r.doors {
		if r.table.DoorOpen(d.piece, d.opening) != st.DoorsOpen[i] {
			r.table.SetDoorOpen(d.piece, d.opening, st.DoorsOpen[i])
		}
	}
}

func (r *Rules) syncBody(st *State, i int) {
	m := &st.Models[i]
	if m.Removed {
		r.bases.Off(i)
		return
	}
	r.bases.Place(i, physics.Body{Base: baseOf(m), Pos: m.Pos, Facing: m.Facing, Level: m.Level})
}

// baseOf returns the base a model stands on.
func baseOf(m *Model) physics.Base {
	if m.IsSurvivor() {
		return physics.Base25mm
	}
	return zombieProfiles[m.Kind].Base
}
