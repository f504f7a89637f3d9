package directordeck

import (
	"errors"
	"testing"

	"github.com/borrowed-time/tabletop/engine"
)

func newGame(t testing.TB, opts string, table bool) *engine.Game[State] {
	t.Helper()
	s, err := BuiltinScenario("director-deck")
	if err != nil {
		t.Fatal(err)
	}
	var raw []byte
	if opts != "" {
		raw = []byte(opts)
	}
	g, err := Ruleset{}.New(s, engine.Setup{Seed: 1, Options: raw, TableDice: table})
	if err != nil {
		t.Fatal(err)
	}
	return g.(*engine.Game[State])
}

// mustApply applies a command as the host with the dice given.
func mustApply(t *testing.T, g *engine.Game[State], cmd engine.Command, dice ...int) []engine.Event {
	t.Helper()
	evs, err := g.Apply(engine.Host, engine.Entry{Cmd: cmd, Dice: dice})
	if err != nil {
		t.Fatalf("%T %+v: %v", cmd, cmd, err)
	}
	return evs
}

// mustRefuse checks a command is refused and changes nothing.
func mustRefuse(t *testing.T, g *engine.Game[State], cmd engine.Command, dice ...int) string {
	t.Helper()
	h := g.Hash()
	_, err := g.Apply(engine.Host, engine.Entry{Cmd: cmd, Dice: dice})
	var rej *engine.Rejection
	if !errors.As(err, &rej) {
		t.Fatalf("%T %+v was not refused: %v", cmd, cmd, err)
	}
	if g.Hash() != h {
		t.Fatalf("refused %T changed the game", cmd)
	}
	return rej.Reason
}
