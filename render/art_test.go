package render

import (
	"bytes"
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/rules"
	"image/color"
	"math"
	"testing"
)

// opening is a built-in scenario's table with its models where its game sets them up.
func opening(t testing.TB, scenario string) *Scene {
	t.Helper()
	s, err := maps.Builtin(scenario)
	if err != nil {
		t.Fatal(err)
	}
	v, tb, err := rules.Opening(s)
	if err != nil {
		t.Fatal(err)
	}
	return &Scene{Scenario: s, Table: tb, Tokens: ViewTokens(v, s)}
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

// The marks where models fell are drawn first (under the models), and a model keeps the
// most wounds it has for the hollow pips.
func TestViewTokensPutFallenMarksUnderTheModels(t *testing.T) {
	v := game.View{Tokens: []game.Token{
		{ID: "leo", Kind: "survivor", Wounds: 2, MaxWounds: 3, Body: physics.Body{Base: physics.Base25mm, Pos: physics.Vec{X: 5, Y: 5}}},
		{ID: "shambler-1", Kind: "shambler", Fallen: true, Fresh: true, Body: physics.Body{Base: physics.Base25mm, Pos: physics.Vec{X: 9, Y: 9}}},
	}}
	tokens := ViewTokens(v, nil)
	if !tokens[0].Fallen || !tokens[0].Fresh || tokens[0].ID != "shambler-1" || tokens[1].MaxWounds != 3 || tokens[1].Wounds != 2 {
		t.Fatalf("tokens %+v", tokens)
	}
}

// The texture is drawn from the table alone: the same picture every time, whatever the
// game's seed.
func TestTextureIsDeterministicAndNotFromTheDice(t *testing.T) {
	draw := func(seed uint64) []byte {
		s, err := maps.Builtin("last-stop-gas")
		if err != nil {
			t.Fatal(err)
		}
		g, err := rules.New(s, game.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
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
	sc := opening(t, "rooftop-signal")
	cv, err := NewImageCanvas(400, 900, 1, physics.Vec{}, color.RGBA{0, 0, 0, 255})
	if err != nil {
		t.Fatal(err)
	}
	area := Rect{Min: physics.Vec{X: 20, Y: 30}, Max: physics.Vec{X: 380, Y: 330}}
	h := DrawLegend(cv, sc, area)
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
func TestViewTokensMarkModelsUnderARoof(t *testing.T) {
	sc := opening(t, "rooftop-signal")
	inTower := physics.Vec{X: 24, Y: 6}
	for _, c := range []struct {
		pos   physics.Vec
		level int
		want  bool
	}{{inTower, 0, true}, {inTower, 1, false}, {physics.Vec{X: 24, Y: 30}, 0, false}} {
		v := game.View{Tokens: []game.Token{{ID: "leo", Kind: "survivor", Body: physics.Body{Base: physics.Base25mm, Pos: c.pos, Level: c.level}}}}
		if tk := ViewTokens(v, sc.Scenario)[0]; tk.UnderRoof != c.want {
			t.Errorf("Leo at %v, level %d: under the roof %v, want %v", c.pos, c.level, tk.UnderRoof, c.want)
		}
	}
}
