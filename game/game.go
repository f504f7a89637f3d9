package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"reflect"
	"runtime/debug"
	"slices"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Game runs one ruleset's Rules over its state type S: the command log, validate-then-apply,
// dice, undo, replay, save and load. It is a Session.
type Game[S any] struct {
	rs    Ruleset
	scen  *maps.Scenario
	setup Setup
	codec Codec
	rules Rules[S]
	state S
	log   []Entry
	// recycle, when the rules reuse memory, takes each state the game throws away.
	recycle func(*S)
	// clone copies a state (the rules' own copy, or the engine's); sync keeps what the rules
	// hold beside the state in step (nil: they hold nothing).
	clone func(*S) S
	sync  func(*S)
	// owner, shared with the game's samples, is the game the rules' table last matched;
	// sample marks a game made by Sample (no log of its own).
	owner  *syncOwner
	sample bool
	// version counts the states the game has had (stateChanged); shared keeps the view of
	// rules whose seats see the same (SharedViewer).
	version uint64
	shared  sharedView
	// trial is the last DiceNeeded that rolled no dice: exactly what applying the same
	// command now does, kept so that Apply need not work it out again (computer players
	// check every command before they send it).
	trial *trial[S]
	// events gathers the events of the command being tried (try), for the next one; work is
	// where try works on its copy of the state.
	events []Event
	work   *S
}

// trial is a command tried on the state after logLen commands, and what it gave.
type trial[S any] struct {
	logLen int
	seat   SeatID
	cmd    Command
	work   S
	events []Event
}

// Recycler is a Rules that reuses the memory of the states the engine throws away (a
// refused command's, a replaced one, an unused trial's) for its next Clone: the engine hands
// each such state to Recycle and never reads it again.
type Recycler[S any] interface {
	Recycle(s *S)
}

// Refill copies src into dst's memory (a recycled state's list) when it has any, keeping
// src's nil-ness (a nil list and an empty one encode differently): a Recycler's Clone
// fills the lists of the state it was handed with it.
func Refill[E any](dst, src []E) []E {
	if src == nil {
		return nil
	}
	if dst == nil {
		return slices.Clone(src)
	}
	return append(dst[:0], src...)
}

var _ Session = (*Game[struct{}])(nil)

// RulesFault is a command that made the rules fail (a bug, never the player's doing): the
// engine recovered, and the game is as it was before the command.
type RulesFault struct {
	Cmd   CommandType
	Panic any
	Stack string
}

func (f *RulesFault) Error() string {
	if f.Cmd == "" {
		return fmt.Sprintf("the rules failed (a bug; nothing changed): %v", f.Panic)
	}
	return fmt.Sprintf("the rules failed on the command %q (a bug; nothing changed): %v", f.Cmd, f.Panic)
}

// guarded runs f, turning a panic in the rules into a *RulesFault: what a table asks of the
// rules (their actions, a preview, a command built) never closes it.
func guarded(f func()) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = &RulesFault{Panic: p, Stack: string(debug.Stack())}
		}
	}()
	f()
	return nil
}

// NewGame starts a game of rs on scenario s with the rules given.
func NewGame[S any](rs Ruleset, s *maps.Scenario, setup Setup, codec Codec, rules Rules[S]) (*Game[S], error) {
	g := &Game[S]{rs: rs, scen: s, setup: setup, codec: codec, rules: rules}
	g.owner = &syncOwner{g: g}
	if r, ok := rules.(Recycler[S]); ok {
		g.recycle = r.Recycle
	}
	g.clone = jsonClone[S]
	if c, ok := rules.(Cloner[S]); ok {
		g.clone = c.Clone
	}
	g.sync = func(*S) {}
	if sy, ok := rules.(Syncer[S]); ok {
		g.sync = sy.Sync
	}
	st, err := rules.Start(setup.Seed)
	if err != nil {
		return nil, err
	}
	if sv, ok := rules.(SharedViewer); ok {
		g.shared.on = sv.ViewsShared()
	}
	g.state = st
	g.stateChanged()
	g.sync(&g.state)
	return g, nil
}

// State returns the game's own state, for reading only until the next command.
func (g *Game[S]) State() *S {
	g.own()
	return &g.state
}

// Rules returns the rules the game runs.
func (g *Game[S]) Rules() Rules[S] { return g.rules }

// Ruleset returns the rule system played.
func (g *Game[S]) Ruleset() Ruleset { return g.rs }

// Scenario returns the scenario played.
func (g *Game[S]) Scenario() *maps.Scenario { return g.scen }

// Setup returns what the game started from.
func (g *Game[S]) Setup() Setup { return g.setup }

// Codec returns how the game's commands are written.
func (g *Game[S]) Codec() Codec { return g.codec }

// Seats returns the game's seats.
func (g *Game[S]) Seats() []SeatSpec { return g.rules.Seats() }

// Turn returns who may act now.
func (g *Game[S]) Turn() []SeatID {
	g.own()
	if _, over := g.rules.Outcome(&g.state); over {
		return nil
	}
	return g.rules.Turn(&g.state)
}

// Log returns the entries applied so far.
func (g *Game[S]) Log() []Entry { return slices.Clone(g.log) }

// Hash returns the state's fingerprint: FNV-64a of its JSON.
func (g *Game[S]) Hash() string { return hashOf(&g.state) }

func hashOf(v any) string {
	data, err := json.Marshal(v)
	if err != nil { // plain data always encodes
		panic(err)
	}
	h := fnv.New64a()
	h.Write(data)
	return fmt.Sprintf("%016x", h.Sum64())
}

// Apply validates the command for seat and applies it, or refuses it and changes nothing.
func (g *Game[S]) Apply(seat SeatID, e Entry) ([]Event, error) {
	g.own()
	if t := g.trial; t != nil && t.logLen == len(g.log) && len(e.Dice) == 0 && reflect.DeepEqual(t.cmd, e.Cmd) &&
		(seat == Host || seat == t.seat || seat == g.rules.Actor(&g.state, e.Cmd)) {
		g.trial = nil
		g.adopt(t.work, e)
		return t.events, nil
	}
	g.dropTrial()
	work, evs, err := g.try(seat, e, g.setup.TableDice)
	if err != nil {
		g.throwAway(&work)
		return nil, err
	}
	g.adopt(work, e)
	return evs, nil
}

// adopt makes a command's result the game's state and logs the command.
func (g *Game[S]) adopt(work S, e Entry) {
	old := g.state
	g.state = work
	g.stateChanged()
	g.sync(&g.state)
	g.log = append(g.log, Entry{Cmd: e.Cmd, Dice: slices.Clone(e.Dice)})
	g.throwAway(&old)
}

// throwAway hands a state nobody reads any more to the rules' recycling, if they recycle.
func (g *Game[S]) throwAway(s *S) {
	if g.recycle != nil {
		g.recycle(s)
	}
}

// dropTrial forgets the kept trial.
func (g *Game[S]) dropTrial() {
	if g.trial != nil {
		g.throwAway(&g.trial.work)
		g.trial = nil
	}
}

// try runs the command on a copy of the state, leaving the game as it was.
func (g *Game[S]) try(seat SeatID, e Entry, table bool) (work S, evs []Event, err error) {
	if e.Cmd == nil {
		return work, nil, Refuse("there is no command")
	}
	if _, over := g.rules.Outcome(&g.state); over {
		return work, nil, Refuse("the game is over")
	}
	actor := g.rules.Actor(&g.state, e.Cmd)
	if seat != Host && seat != actor {
		if actor == "" {
			return work, nil, Refuse("that cannot be done now")
		}
		return work, nil, Refuse("that is not yours to command: it is %s's", g.seatName(actor))
	}
	// The copy is worked on in a place the game keeps: handed to the rules, a local copy
	// would escape, and a state was allocated anew for every command and every trial.
	if g.work == nil {
		g.work = new(S)
	}
	w := g.work
	*w = g.clone(&g.state)
	defer func() {
		if p := recover(); p != nil {
			err = &RulesFault{Cmd: e.Cmd.CommandType(), Panic: p, Stack: string(debug.Stack())}
		}
		if err != nil {
			g.sync(&g.state)
		}
		work = *w
		var none S
		*w = none // the place keeps nothing of the state alive
	}()
	d := NewDice(g.rules.RNG(w), table, e.Dice)
	buf := g.events[:0]
	err = g.rules.Apply(w, e.Cmd, d, func(ev Event) { buf = append(buf, ev) })
	if err == nil {
		err = d.check()
	}
	if err == nil && len(buf) > 0 {
		evs = slices.Clone(buf) // one block of the right size, where appending made several
	}
	clear(buf) // the buffer keeps no strings or paths alive
	g.events = buf[:0]
	return work, evs, err
}

func (g *Game[S]) seatName(id SeatID) string {
	for _, s := range g.rules.Seats() {
		if s.ID == id {
			return s.Name
		}
	}
	return string(id)
}

// DiceNeeded says how many real dice cmd needs, by trying it without any.
func (g *Game[S]) DiceNeeded(seat SeatID, cmd Command) (int, error) {
	g.own()
	g.dropTrial()
	work, evs, err := g.try(seat, Entry{Cmd: cmd}, true)
	var dw *DiceWanted
	switch {
	case err == nil: // no dice: the trial is what applying it will do
		g.sync(&g.state) // the trial moved bases for a state not adopted (a refusal was put back)
		g.trial = &trial[S]{logLen: len(g.log), seat: seat, cmd: cmd, work: work, events: evs}
		return 0, nil
	case errors.As(err, &dw):
		g.throwAway(&work)
		return dw.Need, nil
	}
	g.throwAway(&work)
	return 0, err
}

// Actions lists what seat may do now with the model.
func (g *Game[S]) Actions(seat SeatID, model string) []Action {
	g.own()
	if _, over := g.rules.Outcome(&g.state); over {
		return nil
	}
	var out []Action
	if err := guarded(func() { out = g.rules.Actions(&g.state, seat, model) }); err != nil {
		g.sync(&g.state) // a trial may have stopped half way
		return []Action{{ID: "rules-fault", Label: "The rules failed", Why: err.Error()}}
	}
	return out
}

// Build makes the command an action means.
func (g *Game[S]) Build(seat SeatID, model string, a ActionID, p Picks) (cmd Command, err error) {
	g.own()
	if ferr := guarded(func() { cmd, err = g.rules.Build(&g.state, seat, model, a, p) }); ferr != nil {
		g.sync(&g.state)
		return nil, ferr
	}
	return cmd, err
}

// Preview works out what an action would do.
func (g *Game[S]) Preview(seat SeatID, model string, a ActionID, p Picks) (pv Preview) {
	g.own()
	if err := guarded(func() { pv = g.rules.Preview(&g.state, seat, model, a, p) }); err != nil {
		g.sync(&g.state)
		return Preview{Text: err.Error()}
	}
	return pv
}

// View returns what seat may see.
func (g *Game[S]) View(seat SeatID) View {
	g.own()
	return g.viewOf(seat)
}

// Secrets returns what each seat alone may see.
func (g *Game[S]) Secrets() map[SeatID][]string {
	g.own()
	return g.rules.Secrets(&g.state)
}

// Outcome says how the game ended, once it has.
func (g *Game[S]) Outcome() (Outcome, bool) {
	g.own()
	return g.rules.Outcome(&g.state)
}

// Fallback returns a command that moves the game on.
func (g *Game[S]) Fallback() (SeatID, Command, bool) {
	g.own()
	if _, over := g.rules.Outcome(&g.state); over {
		return "", nil, false
	}
	return g.rules.Fallback(&g.state)
}

// Table returns the measured table, or nil for a game not played in inches.
func (g *Game[S]) Table() *physics.Table {
	g.own()
	if m, ok := g.rules.(Measured); ok {
		return m.Table()
	}
	return nil
}

// Undo takes back the last n entries by replaying the ones before them.
func (g *Game[S]) Undo(n int) error {
	if g.sample {
		return errSample
	}
	if n < 0 || n > len(g.log) {
		return fmt.Errorf("cannot undo %s: the game has %s", Plural(n, "command", "commands"), Plural(len(g.log), "command", "commands"))
	}
	keep := g.log[:len(g.log)-n]
	g.dropTrial()
	st, err := g.rules.Start(g.setup.Seed)
	if err != nil {
		return err
	}
	old, oldLog := g.state, g.log
	g.state, g.log = st, nil
	g.stateChanged()
	g.owner.g = g
	g.sync(&g.state)
	for i, e := range keep {
		if _, err := g.Apply(Host, e); err != nil {
			g.state, g.log = old, oldLog
			g.stateChanged()
			g.sync(&g.state)
			return fmt.Errorf("replaying command %d (%s): %v", i+1, e.Cmd.CommandType(), err)
		}
	}
	return nil
}
