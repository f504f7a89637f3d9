// Package conformance owns the contract every ruleset must keep, as one suite of tests each
// ruleset runs on its own scenarios: random play from the ruleset's own action lists never
// panics and ends, and takes every kind of action the ruleset declares; no action is
// disabled by a panic; a refused command changes nothing; the log replays to the same state;
// save and load round-trip; undo is replay; the same seed gives the same game; no seat's
// view or events hold another seat's secrets; table dice are counted right.
package conformance

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
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
	// lists: so the suite plays the game through its actions, not only its fallback. A
	// kind may name more of an id ("director:spawn-horde"): any id that starts with it and
	// a colon counts. With Kinds given, every kind the lists offer must be named in Kinds
	// or in Untaken.
	Kinds []string
	// Untaken are kinds of action the random games need not take, each with the reason
	// (what only a rare state offers and a test of its own plays).
	Untaken map[string]string
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
	cov := newCoverage(true, cfg.Kinds)
	for _, s := range cfg.Scenarios {
		for oi, opts := range cfg.Options {
			name := fmt.Sprintf("%s/options-%d", s.ID, oi)
			t.Run(name, func(t *testing.T) { runOne(t, rs, s, opts, cfg, cov) })
		}
	}
	cov.check(t, cfg)
}

func runOne(t *testing.T, rs game.Ruleset, s *maps.Scenario, opts json.RawMessage, cfg Config, cov *coverage) {
	for gi := 0; gi < cfg.Games; gi++ {
		seed := cfg.Seed + uint64(gi)
		setup := game.Setup{Options: opts, Seed: seed}
		t.Run(fmt.Sprintf("seed-%d", seed), func(t *testing.T) {
			g, err := rs.New(s, setup)
			if err != nil {
				t.Fatalf("New: %v", err)
			}
			t.Run("the first state sent holds no other seat's secrets", func(t *testing.T) { checkEvents(t, g, nil) })
			p := newPlayer(t, rs, g, seed, 7, cfg.Computer, cov)
			t.Run("random legal play never panics and ends", func(t *testing.T) {
				p.t = t
				p.play(cfg.MaxCommands)
			})
			t.Run("a copy of the state shares no memory with it", func(t *testing.T) { checkClone(t, g) })
			t.Run("seats that share their views see the same", func(t *testing.T) { checkSharedViews(t, g) })
			t.Run("the log replays to the hash", func(t *testing.T) { replays(t, rs, s, setup, g) })
			t.Run("save and load round-trip", func(t *testing.T) { saveLoad(t, rs, g) })
			t.Run("undo is replay", func(t *testing.T) { undo(t, rs, s, setup, g) })
			t.Run("same seed, same game", func(t *testing.T) { sameSeed(t, rs, s, setup, g, cfg) })
		})
	}
	t.Run("table dice are counted", func(t *testing.T) { tableDice(t, rs, s, opts, cfg) })
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
	pa := newPlayer(t, rs, a, setup.Seed, 9, cfg.Computer, nil)
	pb := newPlayer(t, rs, b, setup.Seed, 9, cfg.Computer, nil)
	pa.light, pb.light = true, true
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
	p := newPlayer(t, rs, g, cfg.Seed, 11, cfg.Computer, nil)
	rnd := p.rnd
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

// sharedViewsEvery is how often (commands applied) a random game checks that rules sharing
// their views give every seat the same one.
const sharedViewsEvery = 20

// checkSharedViews checks, for rules that say their seats all see the same, that every
// seat's view is the same but for its seat.
func checkSharedViews(t *testing.T, g game.Session) {
	c, ok := g.(interface{ CheckSharedViews() error })
	if !ok {
		return
	}
	if err := c.CheckSharedViews(); err != nil {
		t.Fatal(err)
	}
}

// checkClone asks a game run by the engine to copy its state as every command does, and
// checks that the copy has the state's fingerprint and shares no memory with it.
func checkClone(t *testing.T, g game.Session) {
	c, ok := g.(interface{ CheckClone() error })
	if !ok {
		t.Skip("the game is not run by game.Game")
	}
	if err := c.CheckClone(); err != nil {
		t.Fatal(err)
	}
}
