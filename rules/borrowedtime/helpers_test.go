package borrowedtime

import (
	"fmt"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// r25 is a 25mm base's radius: two such bases touch when their centres are 2·r25 apart.
var r25 = physics.Base25mm.Radius

// testScenario builds a scenario on an open 48x48 table from JSON fragments for terrain,
// zombies and survivors.
func testScenario(t *testing.T, terrain, zombies, survivors string) *maps.Scenario {
	t.Helper()
	doc := fmt.Sprintf(`{"format":"borrowed-time-scenario","version":1,"id":"test","name":"Test",
		"terrain":[%s],"zombies":[%s],"survivors":[%s],
		"spawnPoints":[{"id":"north","at":[24,1]},{"id":"south","at":[24,47]}],
		"searchLocations":[{"id":"stash","at":[40,40],"searches":2}],
		"objectives":[{"id":"goal","name":"Goal","at":[44,4]}]}`, terrain, zombies, survivors)
	s, err := maps.Load("test", []byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func newGame(t *testing.T, s *maps.Scenario, opts Options) *Game {
	t.Helper()
	g, err := New(s, opts, 1)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func pt(x, y float64) *physics.Vec { return &physics.Vec{X: x, Y: y} }

// mustApply applies a command (with its table dice) that must be accepted.
func mustApply(t *testing.T, g *Game, cmd Command, dice ...int) []Event {
	t.Helper()
	ev, err := g.Apply(cmd, dice...)
	if err != nil {
		t.Fatalf("%s refused: %v", cmdString(cmd), err)
	}
	return ev
}

// mustRefuse applies a command (with its table dice) that must be refused, leaving the state
// as it was.
func mustRefuse(t *testing.T, g *Game, cmd Command, reason string, dice ...int) {
	t.Helper()
	before := g.Hash()
	_, err := g.Apply(cmd, dice...)
	if err == nil {
		t.Fatalf("%s was accepted; want refused (%s)", cmdString(cmd), reason)
	}
	if _, ok := err.(*Rejection); !ok {
		t.Fatalf("%s: error %T is not a Rejection", cmdString(cmd), err)
	}
	if !strings.Contains(err.Error(), reason) {
		t.Fatalf("%s refused with %q; want it to say %q", cmdString(cmd), err, reason)
	}
	if after := g.Hash(); after != before {
		t.Fatalf("%s was refused but changed the state", cmdString(cmd))
	}
}

func cmdString(c Command) string {
	b, _ := codec{}.Encode(game.Entry{Cmd: c})
	return string(b)
}

// heatGained adds up the Heat events that raised the track.
func heatGained(ev []Event) int {
	n := 0
	for _, e := range ev {
		if e.Type == EvHeat && e.Heat > 0 {
			n += e.Heat
		}
	}
	return n
}

func rolls(ev []Event) [][]int {
	var out [][]int
	for _, e := range ev {
		if e.Type == EvRoll {
			out = append(out, e.Dice)
		}
	}
	return out
}

// strip takes a survivor's weapons away (the worked examples use bare stats).
func strip(g *Game, id string) { g.ReadState().Model(id).Weapons = nil }

// mdl returns a copy of a model from the game's current state.
func mdl(g *Game, id string) *Model {
	st := g.State()
	return st.Model(id)
}

func physicsVec(x, y float64) physics.Vec { return physics.Vec{X: x, Y: y} }
