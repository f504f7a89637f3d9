package render_test

import (
	"bytes"
	"image/color"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
	. "github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/rules"
)

// These tests draw the built-in scenarios' games as their views give them: an outside test
// package, since the games' packages may draw with render themselves.

// opening is a built-in scenario's table with its models where its game sets them up.
func opening(t testing.TB, scenario string) *Scene {
	t.Helper()
	s, _, err := rules.Builtin(scenario)
	if err != nil {
		t.Fatal(err)
	}
	v, tb, err := rules.Opening(s)
	if err != nil {
		t.Fatal(err)
	}
	return &Scene{Scenario: s, Table: tb, Tokens: ViewTokens(v, s)}
}

// The texture is drawn from the table alone: the same picture every time, whatever the
// game's seed.
func TestTextureIsDeterministicAndNotFromTheDice(t *testing.T) {
	draw := func(seed uint64) []byte {
		s, _, err := rules.Builtin("last-stop-gas")
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

// BenchmarkDrawLayout draws Last Stop Gas's layout as cmd/preview does, at 16 pixels per inch.
func BenchmarkDrawLayout(b *testing.B) {
	s, _, err := rules.Builtin("last-stop-gas")
	if err != nil {
		b.Fatal(err)
	}
	v, tb, err := rules.Opening(s)
	if err != nil {
		b.Fatal(err)
	}
	sc := &Scene{Scenario: s, Table: tb, Tokens: ViewTokens(v, s), Grid: true}
	w, h := LayoutSize(s.Width, s.Height, 16)
	b.ReportAllocs()
	for b.Loop() {
		cv, err := NewImageCanvas(w, h, 16, LayoutOrigin(), LayoutBackground())
		if err != nil {
			b.Fatal(err)
		}
		DrawLayout(cv, sc)
	}
}
