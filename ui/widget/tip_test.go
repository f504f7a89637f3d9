package widget

import (
	"image"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/hajimehoshi/ebiten/v2"
)

// A panel button's tip goes to the button's left, its top level with the button's, so the
// buttons below stay in view; near the window's foot it rises to stay inside. Its box is as
// wide as its words as the font draws them.
func TestATipBesideAButtonCoversNoneOfThePanel(t *testing.T) {
	font, err := ebitenrender.LoadFont()
	if err != nil {
		t.Fatal(err)
	}
	dst := ebiten.NewImage(1280, 800)
	tip := Tip{Title: "Offer the Baseball Bat", Body: "Hand to hand, +2 damage. Click to pick it, or click again to leave it."}
	button := image.Rect(954, 400, 1266, 424)
	r := DrawTipBeside(dst, font, tip, button, 800)
	if r.Max.X > button.Min.X || r.Min.Y != button.Min.Y || r.Min.X < 0 {
		t.Fatalf("the tip at %v, the button at %v", r, button)
	}
	if words := ebitenrender.TextWidth(font, "Hand to hand, +2 damage. Click to pick it, or click", 12); float64(r.Dx()) < words+20 {
		t.Fatalf("the tip is %d wide, its longest line %.0f", r.Dx(), words)
	}
	low := image.Rect(954, 780, 1266, 800)
	if r := DrawTipBeside(dst, font, tip, low, 800); r.Max.Y > 800 || r.Max.X > low.Min.X {
		t.Fatalf("near the foot the tip is at %v", r)
	}
}

// A newline in a tip's words starts a new line: a card's lines each on their own, with no
// separator left at a line's end.
func TestWrapBreaksAtNewlines(t *testing.T) {
	got := Wrap("30 of 30 hit points\nCarries the Bokken, which hits hard", 20)
	want := []string{"30 of 30 hit points", "Carries the Bokken,", "which hits hard"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("Wrap gives %q, want %q", got, want)
	}
}
