package schoolgrounds

import (
	"errors"
	"testing"

	"github.com/borrowed-time/tabletop/engine"
	"github.com/borrowed-time/tabletop/maps"
)

func scenario(t testing.TB) *maps.Scenario {
	t.Helper()
	s, err := BuiltinScenario("school-grounds")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func newGame(t testing.TB, opts string, table bool) *engine.Game[State] {
	t.Helper()
	var raw []byte
	if opts != "" {
		raw = []byte(opts)
	}
	g, err := Ruleset{}.New(scenario(t), engine.Setup{Seed: 1, Options: raw, TableDice: table})
	if err != nil {
		t.Fatal(err)
	}
	return g.(*engine.Game[State])
}

func mustApply(t testing.TB, g *engine.Game[State], cmd engine.Command, dice ...int) []engine.Event {
	t.Helper()
	evs, err := g.Apply(engine.Host, engine.Entry{Cmd: cmd, Dice: dice})
	if err != nil {
		t.Fatalf("%s: %v", cmd.CommandType(), err)
	}
	return evs
}

// mustRefuse checks that cmd is refused with words containing want, changing nothing.
func mustRefuse(t testing.TB, g *engine.Game[State], cmd engine.Command, want string, dice ...int) {
	t.Helper()
	before := g.Hash()
	_, err := g.Apply(engine.Host, engine.Entry{Cmd: cmd, Dice: dice})
	var rej *engine.Rejection
	if !errors.As(err, &rej) {
		t.Fatalf("%s: want a refusal, got %v", cmd.CommandType(), err)
	}
	if want != "" && !contains(rej.Reason, want) {
		t.Fatalf("%s refused with %q, want %q", cmd.CommandType(), rej.Reason, want)
	}
	if g.Hash() != before {
		t.Fatalf("refused %s changed the game", cmd.CommandType())
	}
}

func contains(s, sub string) bool {
	return len(sub) == 0 || len(s) >= len(sub) && (s == sub || indexOf(s, sub) >= 0)
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}
