package render

import (
	"bytes"
	"image/color"
	"math"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

func newGame(t testing.TB, scenario string, seed uint64) *game.Game {
	t.Helper()
	s, err := maps.Builtin(scenario)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(s, game.Options{}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return int(math.Abs(float64(x) - float64(y))) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

// Each of the ten survivors has a colour and a monogram of their own.
func TestSurvivorsLookDistinct(t *testing.T) {
	ids := []string{"ramirez", "grizz", "sharma", "leo", "odessa", "sparky", "father-michael", "patches", "fury", "lady-luck"}
	seen := map[string]string{}
	for i, a := range ids {
		if _, ok := game.SurvivorProfileOf(a); !ok {
			t.Fatalf("%s is not a survivor", a)
		}
		la, ok := survivorLooks[a]
		if !ok || len(la.monogram) != 2 {
			t.Fatalf("%s has no look with a two-letter monogram: %+v", a, la)
		}
		if b, dup := seen[la.monogram]; dup {
			t.Errorf("%s and %s share the monogram %s", a, b, la.monogram)
		}
		seen[la.monogram] = a
		for _, b := range ids[i+1:] {
			if near(la.fill, survivorLooks[b].fill, 40) {
				t.Errorf("%s and %s look alike: %v, %v", a, b, la.fill, survivorLooks[b].fill)
			}
		}
		for kind, z := range zombieFill {
			if near(la.fill, z, 40) {
				t.Errorf("%s looks like a %s: %v, %v", a, kind, la.fill, z)
			}
		}
	}
}

// A zombie removed this round leaves a fresh mark where it fell, drawn before (under) the
// models; survivors carry their most wounds for the hollow pips.
func TestStateTokensMarkFallenZombies(t *testing.T) {
	g := newGame(t, "last-stop-gas", 1)
	st := g.ReadState()
	var fell *game.Model
	for i := range st.Models {
		if st.Models[i].Kind == "shambler" {
			fell = &st.Models[i]
			break
		}
	}
	fell.Removed, fell.RemovedRound = true, st.Round
	tokens := StateTokens(g)
	if !tokens[0].Fallen || !tokens[0].Fresh || tokens[0].ID != fell.ID || tokens[0].Body.Pos != fell.Pos {
		t.Fatalf("first token %+v, want the fresh mark of %s at %v", tokens[0], fell.ID, fell.Pos)
	}
	for _, tk := range tokens[1:] {
		if tk.ID == fell.ID {
			t.Errorf("%s is drawn standing after it fell", fell.ID)
		}
		if tk.Kind == "survivor" && tk.MaxWounds == 0 {
			t.Errorf("%s has no most wounds", tk.ID)
		}
	}
	st.Round++
	if tokens := StateTokens(g); !tokens[0].Fallen || tokens[0].Fresh {
		t.Errorf("a round later the mark is %+v, want not fresh", tokens[0])
	}
}

// The texture is drawn from the table alone: the same picture every time, whatever the
// game's seed.
func TestTextureIsDeterministicAndNotFromTheDice(t *testing.T) {
	draw := func(seed uint64) []byte {
		g := newGame(t, "last-stop-gas", seed)
		cv, err := NewImageCanvas(240, 240, 5, physics.Vec{}, LayoutBackground())
		if err != nil {
			t.Fatal(err)
		}
		cv.Scale = 8 // detail 1: the texture is drawn
		DrawStatic(cv, &Scene{Scenario: g.Scenario(), Table: g.Table()})
		return cv.Dst.Pix
	}
	if !bytes.Equal(draw(1), draw(99)) {
		t.Error("the table looks different with another seed")
	}
}

// A closed door is a solid leaf across the opening; an open one leaves the opening clear.
func TestDoorsOpenAndClosedDiffer(t *testing.T) {
	at := func(open bool) color.RGBA {
		cv, err := NewImageCanvas(200, 200, 20, physics.Vec{}, color.RGBA{0, 0, 0, 255})
		if err != nil {
			t.Fatal(err)
		}
		building := rectPts(1, 5, 9, 9)
		drawDoor(cv, building, rectPts(3, 4.8, 7, 5.2), open, false)
		return cv.Dst.RGBAAt(100, 100) // the middle of the opening
	}
	if c := at(false); !near(c, colDoorLeaf, 30) {
		t.Errorf("closed door: %v, want the leaf %v", c, colDoorLeaf)
	}
	if c := at(true); near(c, colDoorLeaf, 30) {
		t.Errorf("open door: %v in the opening, want it clear", c)
	}
}

// The spawn points the Director may choose are ringed; the others are not.
func TestDrawSpawnChoicesMarksOnlyTheGivenPoints(t *testing.T) {
	s, _ := maps.Builtin("last-stop-gas")
	cv, err := NewImageCanvas(480, 480, 10, physics.Vec{}, color.RGBA{0, 0, 0, 255})
	if err != nil {
		t.Fatal(err)
	}
	chosen, other := s.SpawnPoints[0], s.SpawnPoints[1]
	DrawSpawnChoices(cv, s, []string{chosen.ID, "no-such-point"}, 0)
	hot := func(p physics.Vec) int {
		n := 0
		for y := int(p.Y*10) - 14; y <= int(p.Y*10)+14; y++ {
			for x := int(p.X*10) - 14; x <= int(p.X*10)+14; x++ {
				if near(cv.Dst.RGBAAt(x, y), colSpawnHot, 40) {
					n++
				}
			}
		}
		return n
	}
	if hot(chosen.At) < 20 {
		t.Errorf("spawn point %s is not marked", chosen.ID)
	}
	if hot(other.At) > 0 {
		t.Errorf("spawn point %s is marked though not offered", other.ID)
	}
}

// The legend draws inside its area only, on a canvas in pixels as a panel would use, and
// says how much of it it used.
func TestDrawLegendStaysInItsArea(t *testing.T) {
	g := newGame(t, "rooftop-signal", 1)
	cv, err := NewImageCanvas(400, 900, 1, physics.Vec{}, color.RGBA{0, 0, 0, 255})
	if err != nil {
		t.Fatal(err)
	}
	area := Rect{Min: physics.Vec{X: 20, Y: 30}, Max: physics.Vec{X: 380, Y: 330}}
	h := DrawLegend(cv, &Scene{Scenario: g.Scenario(), Table: g.Table(), Tokens: StateTokens(g)}, area)
	if h <= 100 || h > area.Max.Y-area.Min.Y {
		t.Fatalf("used height %v of %v", h, area.Max.Y-area.Min.Y)
	}
	lit, outside := 0, 0
	for y := 0; y < 900; y++ {
		for x := 0; x < 400; x++ {
			if c := cv.Dst.RGBAAt(x, y); c.R > 40 || c.G > 40 || c.B > 40 {
				in := float64(x) >= area.Min.X-2 && float64(x) <= area.Max.X+2 && float64(y) >= area.Min.Y-2 && float64(y) <= area.Max.Y+2
				if in {
					lit++
				} else {
					outside++
				}
			}
		}
	}
	if lit < 2000 || outside > 0 {
		t.Errorf("%d pixels drawn in the area, %d outside it", lit, outside)
	}
}

// A model on the ground floor of a roofed building is marked as under the roof; on the roof,
// or outside, it is not.
func TestStateTokensMarkModelsUnderARoof(t *testing.T) {
	g := newGame(t, "rooftop-signal", 1)
	st := g.ReadState()
	leo := st.Model("leo")
	inTower := physics.Vec{X: 24, Y: 6}
	for _, c := range []struct {
		pos   physics.Vec
		level int
		want  bool
	}{{inTower, 0, true}, {inTower, 1, false}, {physics.Vec{X: 24, Y: 30}, 0, false}} {
		leo.Pos, leo.Level = c.pos, c.level
		for _, tk := range StateTokens(g) {
			if tk.ID == "leo" && tk.UnderRoof != c.want {
				t.Errorf("Leo at %v, level %d: under the roof %v, want %v", c.pos, c.level, tk.UnderRoof, c.want)
			}
		}
	}
}
