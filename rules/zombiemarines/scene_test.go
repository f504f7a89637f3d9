package zombiemarines

import (
	"fmt"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

// plainTile: outdoor squares, a wall between columns 2 and 3 on rows 1–5, and one wall on
// top of square (1,6).
const plainTile = `
. . . . . . .
 + + + + + +
. . .|. . . .
 + + + + + +
. . .|. . . .
 + + + + + +
. . .|. . . .
 + + + + + +
. . .|. . . .
 + + + + + +
. . .|. . . .
 +-+ + + + +
. . . . . . .`

// testTiles: the helipad first (plain with H in the middle), then 24 plain tiles.
func testTiles(t testing.TB) []Tile {
	pad, err := ParseTile("Test Pad", strings.Replace(plainTile, ". . .|. . . .\n + + + + + +\n. . .|. . . .", ". . .|. . . .\n + + + + + +\n. . .|H . . .", 1))
	if err != nil {
		t.Fatal(err)
	}
	out := []Tile{pad}
	for i := 1; i < tileCount; i++ {
		tl, err := ParseTile(fmt.Sprintf("Test Plain %c", 'A'+i), plainTile)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, tl)
	}
	return out
}

// sceneGame is a table-dice game of plain tiles in the marines' turn: every tile face up but
// those listed, the helipad tile at position 24, no marine and no zombie yet.
func sceneGame(t testing.TB, opts string, faceDown ...int) *game.Game[State] {
	t.Helper()
	s := scenario(t).s
	cp := *s
	st := *s.Rules.(*Setup)
	st.Tiles = testTiles(t)
	cp.Rules = &st
	var raw []byte
	if opts != "" {
		raw = []byte(opts)
	}
	sess, err := Ruleset{}.New(&cp, game.Setup{Seed: 1, TableDice: true, Options: raw})
	if err != nil {
		t.Fatal(err)
	}
	g := sess.(*game.Game[State])
	gs := g.State()
	for p := range gs.Deck {
		gs.Deck[p], gs.Flipped[p] = p+1, true
	}
	gs.Deck[24] = 0
	for _, p := range faceDown {
		gs.Flipped[p] = false
	}
	gs.Phase, gs.Round, gs.StartTile = PhaseMarines, 1, 0
	return g
}

// addMarine puts a seat's marine of a kind on a square.
func addMarine(g *game.Game[State], seat int, k Kind, at grid.Square) *Marine {
	gs := g.State()
	p := profiles[k]
	m := Marine{ID: fmt.Sprintf("m%d", seat), Seat: seat, Kind: k, At: at, HP: p.HP}
	for _, it := range p.Items {
		m.Items = append(m.Items, Item{Kind: it, Ammo: items[it].Ammo})
	}
	gs.Marines = append(gs.Marines, m)
	return &gs.Marines[len(gs.Marines)-1]
}

// addZombie puts a zombie on a square and returns its id.
func addZombie(g *game.Game[State], at grid.Square) string {
	gs := g.State()
	gs.Made++
	id := fmt.Sprintf("z%d", gs.Made)
	gs.Zombies = append(gs.Zombies, Zombie{ID: id, At: at})
	return id
}

func zombie(g *game.Game[State], id string) *Zombie {
	if i := zombieByID(g.State(), id); i >= 0 {
		return &g.State().Zombies[i]
	}
	return nil
}

func marine(g *game.Game[State], id string) *Marine {
	return &g.State().Marines[marineByID(g.State(), id)]
}

// do applies a command with the table dice given; it must be accepted.
func do(t *testing.T, g *game.Game[State], cmd game.Command, dice ...int) []game.Event {
	t.Helper()
	evs, err := g.Apply(game.Host, game.Entry{Cmd: cmd, Dice: dice})
	if err != nil {
		t.Fatalf("%T %+v with dice %v: %v", cmd, cmd, dice, err)
	}
	return evs
}

// refused applies a command that must be refused with words containing want, changing nothing.
func refused(t *testing.T, g *game.Game[State], cmd game.Command, want string, dice ...int) {
	t.Helper()
	before := g.Hash()
	_, err := g.Apply(game.Host, game.Entry{Cmd: cmd, Dice: dice})
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("%T %+v: %v, want a refusal saying %q", cmd, cmd, err, want)
	}
	if g.Hash() != before {
		t.Fatalf("the refused %T changed the game", cmd)
	}
}

func sq(x, y int) grid.Square { return grid.Square{X: x, Y: y} }
