// Package conformance owns the contract every ruleset must keep, as one suite of tests each
// ruleset runs on its own scenarios: random play from the ruleset's own action lists never
// panics and ends; a refused command changes nothing; the log replays to the same state;
// save and load round-trip; undo is replay; the same seed gives the same game; no seat's
// view or events hold another seat's secrets; table dice are counted right.
package conformance

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Config says what to play.
type Config struct {
	Scenarios []*maps.Scenario
	// Options are option objects to play with (nil: the defaults only).
	Options []json.RawMessage
	// Games per scenario and options; MaxCommands per game before the suite gives up on
	// reaching the end.
	Games, MaxCommands int
	Seed               uint64
	// Computer: take the ruleset's computer players' proposals for most commands (random
	// actions for the rest), so games reach their end as real ones do.
	Computer bool
	// Kinds are the kinds of action (an action id up to its first colon: "attack" for
	// "attack:pistol") that the random games, between them, must take from the action
	// lists: so the suite plays the game through its actions, not only its fallback.
	Kinds []string
}

// Run runs every test of the contract on rs.
func Run(t *testing.T, rs game.Ruleset, cfg Config) {
	if cfg.Games == 0 {
		cfg.Games = 3
	}
	if cfg.MaxCommands == 0 {
		cfg.MaxCommands = 3000
	}
	if len(cfg.Options) == 0 {
		cfg.Options = []json.RawMessage{nil}
	}
	taken := map[string]int{}
	for _, s := range cfg.Scenarios {
		for oi, opts := range cfg.Options {
			name := fmt.Sprintf("%s/options-%d", s.ID, oi)
			t.Run(name, func(t *testing.T) { runOne(t, rs, s, opts, cfg, taken) })
		}
	}
	t.Logf("kinds of action taken: %v", taken)
	for _, k := range cfg.Kinds {
		if taken[k] == 0 {
			t.Errorf("the random games never took an action of kind %q from the action lists", k)
		}
	}
}

func runOne(t *testing.T, rs game.Ruleset, s *maps.Scenario, opts json.RawMessage, cfg Config, taken map[string]int) {
	for gi := 0; gi < cfg.Games; gi++ {
		seed := cfg.Seed + uint64(gi)
		setup := game.Setup{Options: opts, Seed: seed}
		t.Run(fmt.Sprintf("seed-%d", seed), func(t *testing.T) {
			g, err := rs.New(s, setup)
			if err != nil {
				t.Fatalf("New: %v", err)
			}
			t.Run("the first state sent holds no other seat's secrets", func(t *testing.T) { checkEvents(t, g, nil) })
			p := &player{t: t, rs: rs, g: g, rnd: rand.New(rand.NewPCG(seed, 7)), computer: cfg.Computer, taken: taken}
			t.Run("random legal play never panics and ends", func(t *testing.T) {
				p.t = t
				p.play(cfg.MaxCommands)
			})
			t.Run("the log replays to the hash", func(t *testing.T) { replays(t, rs, s, setup, g) })
			t.Run("save and load round-trip", func(t *testing.T) { saveLoad(t, rs, g) })
			t.Run("undo is replay", func(t *testing.T) { undo(t, rs, s, setup, g) })
			t.Run("same seed, same game", func(t *testing.T) { sameSeed(t, rs, s, setup, g, cfg) })
		})
	}
	t.Run("table dice are counted", func(t *testing.T) { tableDice(t, rs, s, opts, cfg) })
}

// player plays random legal commands from the session's own action lists.
type player struct {
	t        *testing.T
	rs       game.Ruleset
	g        game.Session
	rnd      *rand.Rand
	computer bool
	// refusals counts refused commands; applied those applied.
	refusals, applied int
	// taken counts the actions applied from the action lists, by kind.
	taken map[string]int
}

func (p *player) play(maxCommands int) {
	for step := 0; step < maxCommands; step++ {
		if _, over := p.g.Outcome(); over {
			if len(p.g.Turn()) != 0 {
				p.t.Errorf("the game is over but Turn still names %v", p.g.Turn())
			}
			return
		}
		p.step(step)
	}
	out, over := p.g.Outcome()
	if !over {
		p.t.Fatalf("no outcome after %d commands (%d refused); status %q", maxCommands, p.refusals, p.g.View(game.Host).Status)
	}
	_ = out
}

func (p *player) step(step int) {
	turn := p.g.Turn()
	if len(turn) == 0 {
		p.t.Fatalf("step %d: the game is not over but no seat may act", step)
	}
	seat := turn[p.rnd.IntN(len(turn))]
	p.checkActions(seat)
	if p.rnd.IntN(10) == 0 {
		p.tryBroken(seat)
		if _, over := p.g.Outcome(); over {
			return // an empty command may be a legal one (end the turn), and may end the game
		}
	}
	if p.computer && p.rnd.IntN(4) != 0 {
		if pl, ok := p.rs.Computer(seat); ok {
			if cmd, ok := pl.Next(p.g, seat); ok && p.apply(seat, cmd) {
				return
			}
		}
	}
	if p.rnd.IntN(8) != 0 && p.randomAction(seat) {
		return
	}
	fs, cmd, ok := p.g.Fallback()
	if !ok {
		p.t.Fatalf("step %d: the game is not over but has no fallback", step)
	}
	if !p.apply(fs, cmd) {
		p.t.Fatalf("step %d: the fallback %s for %s is refused", step, cmd.CommandType(), fs)
	}
}

// models lists the ids of the models seat's view shows.
func (p *player) models(seat game.SeatID) []string {
	ids := []string{""}
	for _, tk := range p.g.View(seat).Tokens {
		ids = append(ids, tk.ID)
	}
	return ids
}

// checkActions checks that the action lists agree with Turn and explain what they refuse:
// each seat's with nothing picked and with two of its view's models picked at random (every
// model at every step costs minutes over a game, and random models reach them all).
func (p *player) checkActions(seat game.SeatID) {
	for _, other := range p.g.Seats() {
		inTurn := false
		for _, s := range p.g.Turn() {
			inTurn = inTurn || s == other.ID
		}
		models := p.models(other.ID)
		if len(models) > 3 {
			rest := models[1:]
			p.rnd.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
			models = models[:3]
		}
		for _, m := range models {
			for _, a := range p.g.Actions(other.ID, m) {
				if a.Enabled && !inTurn {
					p.t.Fatalf("%s may %s with %q although it is not in Turn %v", other.ID, a.ID, m, p.g.Turn())
				}
				if !a.Enabled && strings.TrimSpace(a.Why) == "" {
					p.t.Fatalf("%s's action %s for %q is disabled without a reason", other.ID, a.ID, m)
				}
				if a.Label == "" {
					p.t.Fatalf("%s's action %s has no label", other.ID, a.ID)
				}
			}
		}
	}
}

// randomAction builds and applies one random enabled action; false if none was applied.
func (p *player) randomAction(seat game.SeatID) bool {
	models := p.models(seat)
	for try := 0; try < 6; try++ {
		m := models[p.rnd.IntN(len(models))]
		var enabled []game.Action
		for _, a := range p.g.Actions(seat, m) {
			if a.Enabled {
				enabled = append(enabled, a)
			}
		}
		if len(enabled) == 0 {
			continue
		}
		a := enabled[p.rnd.IntN(len(enabled))]
		picks := p.picks(a, m)
		pv := p.g.Preview(seat, m, a.ID, picks)
		_ = pv
		cmd, err := p.g.Build(seat, m, a.ID, picks)
		if err != nil {
			continue
		}
		if p.apply(seat, cmd) {
			if p.taken != nil {
				kind, _, _ := strings.Cut(string(a.ID), ":")
				p.taken[kind]++
			}
			return true
		}
	}
	return false
}

func (p *player) picks(a game.Action, model string) game.Picks {
	var pk game.Picks
	switch a.Needs {
	case game.PickModel, game.PickPlace:
		if len(a.Targets) > 0 {
			pk.Target = a.Targets[p.rnd.IntN(len(a.Targets))]
		}
	case game.PickChoice:
		if len(a.Choices) > 0 {
			pk.Choice = a.Choices[p.rnd.IntN(len(a.Choices))].ID
		}
	case game.PickPoint:
		to := p.randomPoint(model)
		pk.To = &to
	}
	return pk
}

// randomPoint is a point near the model (within 8") or anywhere on the table.
func (p *player) randomPoint(model string) physics.Vec {
	s := p.g.Scenario()
	for _, tk := range p.g.View(game.Host).Tokens {
		if tk.ID == model && p.rnd.IntN(4) != 0 {
			return physics.Vec{X: tk.Body.Pos.X + (p.rnd.Float64()*2-1)*8, Y: tk.Body.Pos.Y + (p.rnd.Float64()*2-1)*8}
		}
	}
	return physics.Vec{X: p.rnd.Float64() * s.Width, Y: p.rnd.Float64() * s.Height}
}

// apply applies cmd for seat (as that seat, not Host: seats must be enforced), checking
// that a refusal changes nothing; true if it was applied.
func (p *player) apply(seat game.SeatID, cmd game.Command) bool {
	before := snapshot(p.g)
	evs, err := p.g.Apply(seat, game.Entry{Cmd: cmd})
	var fault *game.RulesFault
	if errors.As(err, &fault) {
		p.t.Fatalf("%s: %v\n%s", cmd.CommandType(), fault, fault.Stack)
	}
	if err != nil {
		p.refusals++
		if after := snapshot(p.g); after != before {
			p.t.Fatalf("refused %s (%v) changed the game:\nbefore %s\nafter  %s", cmd.CommandType(), err, before, after)
		}
		return false
	}
	p.applied++
	checkEvents(p.t, p.g, evs)
	return true
}

// tryBroken sends commands that must be refused: another seat's, and one of every type with
// its fields emptied, and checks nothing changes.
func (p *player) tryBroken(seat game.SeatID) {
	for _, other := range p.g.Seats() {
		if other.ID == seat {
			continue
		}
		if fs, cmd, ok := p.g.Fallback(); ok && fs != other.ID {
			before := snapshot(p.g)
			if _, err := p.g.Apply(other.ID, game.Entry{Cmd: cmd}); err == nil {
				p.t.Fatalf("%s gave %s's command %s and it was applied", other.ID, fs, cmd.CommandType())
			}
			if snapshot(p.g) != before {
				p.t.Fatalf("a refused command of another seat changed the game")
			}
		}
	}
	if tc, ok := p.g.Codec().(interface{ Types() []string }); ok {
		for _, typ := range tc.Types() {
			e, err := p.g.Codec().Decode([]byte(`{"type":"` + typ + `"}`))
			if err != nil {
				continue
			}
			before := snapshot(p.g)
			_, err = p.g.Apply(seat, e)
			var fault *game.RulesFault
			if errors.As(err, &fault) {
				p.t.Fatalf("an empty %s command: %v\n%s", typ, fault, fault.Stack)
			}
			if err != nil && snapshot(p.g) != before {
				p.t.Fatalf("a refused empty %s command changed the game", typ)
			}
		}
	}
}

// snapshot is the hash and every seat's view, as one string.
func snapshot(g game.Session) string {
	var b bytes.Buffer
	b.WriteString(g.Hash())
	for _, s := range g.Seats() {
		v, _ := json.Marshal(g.View(s.ID))
		b.Write(v)
	}
	return b.String()
}

// checkEvents checks that no seat is told another's secrets.
func checkEvents(t *testing.T, g game.Session, evs []game.Event) {
	secrets := g.Secrets()
	for _, s := range g.Seats() {
		view, _ := json.Marshal(g.View(s.ID))
		seen, _ := json.Marshal(game.FilterEvents(s.ID, evs))
		for owner, list := range secrets {
			if owner == s.ID {
				continue
			}
			for _, secret := range list {
				if secret == "" {
					continue
				}
				if bytes.Contains(view, []byte(secret)) {
					t.Fatalf("seat %s's view holds %q, a secret of %q", s.ID, secret, owner)
				}
				if bytes.Contains(seen, []byte(secret)) {
					t.Fatalf("seat %s's events hold %q, a secret of %q", s.ID, secret, owner)
				}
			}
		}
	}
}

func replays(t *testing.T, rs game.Ruleset, s *maps.Scenario, setup game.Setup, g game.Session) {
	r, err := rs.New(s, setup)
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range g.Log() {
		if _, err := r.Apply(game.Host, e); err != nil {
			t.Fatalf("replaying command %d (%s): %v", i+1, e.Cmd.CommandType(), err)
		}
	}
	if r.Hash() != g.Hash() {
		t.Fatalf("replay reaches %s, the game %s", r.Hash(), g.Hash())
	}
}

func saveLoad(t *testing.T, rs game.Ruleset, g game.Session) {
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	l, err := rs.Load(data)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	if l.Hash() != g.Hash() || len(l.Log()) != len(g.Log()) {
		t.Fatalf("loaded %s with %d commands, saved %s with %d", l.Hash(), len(l.Log()), g.Hash(), len(g.Log()))
	}
	again, err := l.Save()
	if err != nil || !bytes.Equal(again, data) {
		t.Fatalf("saving the loaded game gives other bytes (%v)", err)
	}
	// A save whose fingerprint was altered is refused.
	var f map[string]json.RawMessage
	if json.Unmarshal(data, &f) == nil {
		f["hash"] = json.RawMessage(`"0000000000000000"`)
		bad, _ := json.Marshal(f)
		if _, err := rs.Load(bad); err == nil {
			t.Fatalf("a save with an altered hash loaded")
		}
	}
	for _, junk := range [][]byte{nil, []byte("{"), []byte(`{"format":"tabletop-save","version":99}`), data[:len(data)/2]} {
		if _, err := rs.Load(junk); err == nil {
			t.Fatalf("junk %q loaded", junk)
		}
	}
}

func undo(t *testing.T, rs game.Ruleset, s *maps.Scenario, setup game.Setup, g game.Session) {
	log := g.Log()
	if len(log) == 0 {
		return
	}
	c, err := rs.New(s, setup)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range log {
		c.Apply(game.Host, e)
	}
	k := min(len(log), 1+len(log)/3)
	if err := c.Undo(k); err != nil {
		t.Fatalf("undo %d: %v", k, err)
	}
	if len(c.Log()) != len(log)-k {
		t.Fatalf("undo %d left %d commands of %d", k, len(c.Log()), len(log))
	}
	for _, e := range log[len(log)-k:] {
		if _, err := c.Apply(game.Host, e); err != nil {
			t.Fatalf("re-applying after undo: %v", err)
		}
	}
	if c.Hash() != g.Hash() {
		t.Fatalf("undo and redo reach %s, not %s", c.Hash(), g.Hash())
	}
}

func sameSeed(t *testing.T, rs game.Ruleset, s *maps.Scenario, setup game.Setup, g game.Session, cfg Config) {
	a, _ := rs.New(s, setup)
	b, _ := rs.New(s, setup)
	if a.Hash() != b.Hash() {
		t.Fatalf("two games from seed %d start differently", setup.Seed)
	}
	pa := &player{t: t, rs: rs, g: a, rnd: rand.New(rand.NewPCG(setup.Seed, 9)), computer: cfg.Computer}
	pb := &player{t: t, rs: rs, g: b, rnd: rand.New(rand.NewPCG(setup.Seed, 9)), computer: cfg.Computer}
	for i := 0; i < 200; i++ {
		if _, over := a.Outcome(); over {
			break
		}
		pa.step(i)
		pb.step(i)
		if a.Hash() != b.Hash() {
			t.Fatalf("step %d: the same seed and choices give %s and %s", i, a.Hash(), b.Hash())
		}
	}
}

// tableDice plays a game with table dice: DiceNeeded's count is never refused for the count.
func tableDice(t *testing.T, rs game.Ruleset, s *maps.Scenario, opts json.RawMessage, cfg Config) {
	g, err := rs.New(s, game.Setup{Options: opts, Seed: cfg.Seed, TableDice: true})
	if err != nil {
		t.Fatal(err)
	}
	rnd := rand.New(rand.NewPCG(cfg.Seed, 11))
	p := &player{t: t, rs: rs, g: g, rnd: rnd, computer: cfg.Computer}
	for step := 0; step < min(cfg.MaxCommands, 400); step++ {
		if _, over := g.Outcome(); over {
			return
		}
		seat, cmd, ok := p.propose()
		if !ok {
			continue
		}
		need, err := g.DiceNeeded(seat, cmd)
		if err != nil {
			continue
		}
		if need > 0 {
			before := g.Hash()
			_, err := g.Apply(seat, game.Entry{Cmd: cmd, Dice: make([]int, need+1)})
			var dw *game.DiceWanted
			if err == nil || (!errors.As(err, &dw) && !strings.Contains(err.Error(), "die")) || g.Hash() != before {
				t.Fatalf("%s with %d dice of 0 (it needs %d): %v", cmd.CommandType(), need+1, need, err)
			}
		}
		sides := 6 // the dice a command rolls, as its refusal without any names them (a d4, a D6)
		if need > 0 {
			var dw *game.DiceWanted
			if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); errors.As(err, &dw) {
				sides = dw.Sides
			}
		}
		dice := make([]int, need)
		for i := range dice {
			dice[i] = 1 + rnd.IntN(sides)
		}
		if _, err := g.Apply(seat, game.Entry{Cmd: cmd, Dice: dice}); err != nil {
			var dw *game.DiceWanted
			if errors.As(err, &dw) {
				continue // the dice typed in led the command down a branch that rolls more: ask again
			}
			t.Fatalf("%s with the %d dice DiceNeeded asked for is refused: %v", cmd.CommandType(), need, err)
		}
	}
}

// propose picks a command the way play does, without applying it.
func (p *player) propose() (game.SeatID, game.Command, bool) {
	turn := p.g.Turn()
	if len(turn) == 0 {
		return "", nil, false
	}
	seat := turn[p.rnd.IntN(len(turn))]
	if p.computer {
		if pl, ok := p.rs.Computer(seat); ok {
			if cmd, ok := pl.Next(p.g, seat); ok {
				return seat, cmd, true
			}
		}
	}
	models := p.models(seat)
	m := models[p.rnd.IntN(len(models))]
	for _, a := range p.g.Actions(seat, m) {
		if a.Enabled && p.rnd.IntN(2) == 0 {
			if cmd, err := p.g.Build(seat, m, a.ID, p.picks(a, m)); err == nil {
				return seat, cmd, true
			}
		}
	}
	fs, cmd, ok := p.g.Fallback()
	return fs, cmd, ok
}
