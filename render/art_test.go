package render

import (
	"image/color"
	"math"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

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
	s, _ := maps.LoadFile("../rules/borrowedtime/scenarios/last-stop-gas.json")
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
