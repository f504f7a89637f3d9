package screen

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// sized is a screen laid out for at least 1280×800.
type sized struct{}

func (sized) Update(*Stack, int, int) error { return nil }
func (sized) Draw(*ebiten.Image, int, int)  {}
func (sized) Busy() bool                    { return false }
func (sized) Stamp() any                    { return nil }
func (sized) MinSize() (int, int)           { return 1280, 800 }

// A screen that needs more room than the window has is laid out at its own size, in the
// window's proportions (Ebitengine scales it down, whole); a big enough window is used as it
// is, and a screen with no minimum is the window pixel for pixel.
func TestASmallWindowShowsTheStartScreenWhole(t *testing.T) {
	for _, c := range []struct{ w, h, wantW, wantH int }{
		{1024, 640, 1280, 800},
		{1280, 720, 1423, 800},
		{1600, 900, 1600, 900},
		{800, 800, 1280, 1280},
	} {
		if w, h := logicalSize(sized{}, c.w, c.h); w != c.wantW || h != c.wantH {
			t.Errorf("a %d×%d window lays the screen out at %d×%d, want %d×%d", c.w, c.h, w, h, c.wantW, c.wantH)
		}
		if w, h := logicalSize(nil, c.w, c.h); w != c.w || h != c.h {
			t.Errorf("no screen: %d×%d laid out at %d×%d", c.w, c.h, w, h)
		}
	}
}
