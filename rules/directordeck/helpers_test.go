package directordeck

import (
	"errors"
	"fmt"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
)

func newGame(t testing.TB, opts string, table bool) *game.Game[State] {
	t.Helper()
	s, err := BuiltinScenario("director-deck")
	if err != nil {
		t.Fatal(err)
	}
	var raw []byte
	if opts != "" {
		raw = []byte(opts)
	}
	g, err := Ruleset{}.New(s, game.Setup{Seed: 1, Options: raw, TableDice: table})
	if err != nil {
		t.Fatal(err)
	}
	return g.(*game.Game[State])
}

// mustApply applies a command as the host with the dice given.
func mustApply(t *testing.T, g *game.Game[State], cmd game.Command, dice ...int) []game.Event {
	t.Helper()
	evs, err := g.Apply(game.Host, game.Entry{Cmd: cmd, Dice: dice})
	if err != nil {
		t.Fatalf("%T %+v: %v", cmd, cmd, err)
	}
	return evs
}

// mustRefuse checks a command is refused and changes nothing.
func mustRefuse(t *testing.T, g *game.Game[State], cmd game.Command, dice ...int) string {
	t.Helper()
	h := g.Hash()
	_, err := g.Apply(game.Host, game.Entry{Cmd: cmd, Dice: dice})
	var rej *game.Rejection
	if !errors.As(err, &rej) {
		t.Fatalf("%T %+v was not refused: %v", cmd, cmd, err)
	}
	if g.Hash() != h {
		t.Fatalf("refused %T changed the game", cmd)
	}
	return rej.Reason
}

// quiet clears the board of zombies and items, so a test places its own.
func quiet(g *game.Game[State]) *State {
	s := g.State()
	s.Zombies, s.Items = nil, nil
	return s
}

// rulesOf returns the game's rules, to run one step of a phase on its own.
func rulesOf(g *game.Game[State]) *rules { return g.Rules().(*rules) }

// tableDice serves the dice given, as a table-dice game does.
func tableDice(s *State, dice ...int) *game.Dice { return game.NewDice(&s.RNG, true, dice) }

// setHand gives the survivor's gun in hand exactly these card values.
func setHand(s *State, i int, vals ...int) []string {
	g := held(&s.Survivors[i])
	g.Hand = nil
	var out []string
	for k, v := range vals {
		id := fmt.Sprintf("test#%d-%d", i, k)
		g.Hand = append(g.Hand, Card{ID: id, Value: v})
		out = append(out, id)
	}
	return out
}

// addZombie puts a zombie on a hex.
func addZombie(s *State, k ZombieKind, at hex.Hex, active bool) string {
	s.Made++
	id := fmt.Sprintf("z%d", s.Made)
	s.Zombies = append(s.Zombies, Zombie{ID: id, Kind: k, At: at, HP: zombieProfiles[k].HP, Active: active})
	return id
}

func drop(emit *[]game.Event) func(game.Event) {
	return func(e game.Event) { *emit = append(*emit, e) }
}

func sid(n int) string { return SurvivorID(n) }

// toPhase plays fallbacks until the game waits in phase p.
func toPhase(t *testing.T, g *game.Game[State], p Phase) *State {
	t.Helper()
	for i := 0; g.State().Phase != p; i++ {
		seat, cmd, ok := g.Fallback()
		if !ok || i > 100 {
			t.Fatalf("the game did not reach %s", p)
		}
		if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
			t.Fatal(err)
		}
	}
	return g.State()
}
