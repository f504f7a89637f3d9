package schoolgrounds

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
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

func newGame(t testing.TB, opts string, table bool) *game.Game[State] {
	t.Helper()
	var raw []byte
	if opts != "" {
		raw = []byte(opts)
	}
	g, err := Ruleset{}.New(scenario(t), game.Setup{Seed: 1, Options: raw, TableDice: table})
	if err != nil {
		t.Fatal(err)
	}
	return g.(*game.Game[State])
}

func mustApply(t testing.TB, g *game.Game[State], cmd game.Command, dice ...int) []game.Event {
	t.Helper()
	evs, err := g.Apply(game.Host, game.Entry{Cmd: cmd, Dice: dice})
	if err != nil {
		t.Fatalf("%s: %v", cmd.CommandType(), err)
	}
	return evs
}

// mustRefuse checks that cmd is refused with words containing want, changing nothing.
func mustRefuse(t testing.TB, g *game.Game[State], cmd game.Command, want string, dice ...int) {
	t.Helper()
	before := g.Hash()
	_, err := g.Apply(game.Host, game.Entry{Cmd: cmd, Dice: dice})
	var rej *game.Rejection
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

func contains(s, sub string) bool { return strings.Contains(s, sub) }

// started is a game with every player's survivor chosen on the fountain, in turn 1:
// player 1 Milo, 2 Ellie, 3 Franky, 4 Chaytt, 5 Janet (fewer with fewer players).
func started(t testing.TB, opts string, table bool) *game.Game[State] {
	t.Helper()
	g := newGame(t, opts, table)
	chars := []string{"milo", "ellie", "franky", "chaytt", "janet"}
	rollOff(t, g, table)
	for g.State().Phase == PhasePick {
		s := g.State()
		n := s.PickOrder[len(s.Survivors)]
		mustApply(t, g, Choose{Seat: n, Char: chars[n-1], At: grid.Square{X: 13 + (n-1)%3, Y: 7 + (n-1)/3}})
	}
	return g
}

// rollOff makes the roll-off for the characters; with table dice player 1 throws highest.
func rollOff(t testing.TB, g *game.Game[State], table bool) {
	t.Helper()
	var dice []int
	if table {
		for n := range g.Seats() {
			dice = append(dice, 6-n)
		}
	}
	mustApply(t, g, RollOff{}, dice...)
}

// withMaster makes player 5 the master in turn 3, its survivor gone, during the survivors' turns.
func withMaster(g *game.Game[State]) *State {
	s := g.State()
	s.Master, s.Round = 5, 3
	s.Survivors[4].Life = Gone
	return s
}

// put moves a survivor (1-based seat) to q.
func put(g *game.Game[State], seat int, q grid.Square) { g.State().Survivors[seat-1].At = q }

// addZombie puts a zombie of a kind on q and returns its id.
func addZombie(g *game.Game[State], k ZombieKind, q grid.Square) string {
	s := g.State()
	s.Made++
	hp := map[ZombieKind]int{Normal: NormalHP, Brute: BruteHP, TurnedZ: TurnedHP}[k]
	id := "z" + itoa(s.Made)
	s.Zombies = append(s.Zombies, Zombie{ID: id, Kind: k, At: q, HP: hp, Acts: zombieActions(k)})
	return id
}

func itoa(n int) string { return fmt.Sprint(n) }

// masterTurn puts the game in the master's turn after the spawning.
func masterTurn(g *game.Game[State]) *State {
	s := withMaster(g)
	s.Phase, s.Placing, s.Left = PhaseMaster, false, 0
	return s
}

func sq2(x, y int) grid.Square { return grid.Square{X: x, Y: y} }

func ptr[T any](v T) *T { return &v }
