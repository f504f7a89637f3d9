package table

import (
	"testing"

	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

// The help sheet's text ends above the line that says how to close it, in the default
// window and in smaller ones, at a size that can be read (11 px or more, 10 in a window as
// small as 1024×700): nothing is cut off at the bottom.
func TestHelpSheetFitsTheWindow(t *testing.T) {
	st := helpStyle{size: 13, afterPara: -4, beforeHead: 6}
	const top = 64 + 20 + 8 // below the sheet's title
	for _, win := range [][3]int{{1280, 800, 13}, {1100, 720, 11}, {1024, 700, 10}} {
		w, h := win[0]-PanelWidth, win[1] // the sheet covers the table, beside the panel
		l := helpFit(sessionHelp, st, top, w, h)
		if end := helpEnd(sessionHelp, st, l, top); end > float64(h-helpClose) {
			t.Errorf("%dx%d: the help's text ends at %.0f px (%+v), past %d", w, h, end, l, h-helpClose)
		}
		if l.size < float64(win[2]) {
			t.Errorf("%dx%d: the help's text is set at %g px, too small to read", w, h, l.size)
		}
		t.Logf("%dx%d: %+v", w, h, l)
	}
}

// Every built-in scenario's briefing fits the window (it is drawn over the whole of it), at the
// size the game opens at, on a screen 720 or 600 pixels tall and in smaller windows, in two
// columns or smaller letters where it must be: no line runs under the one that says how to go
// on.
func TestEveryBriefingFitsTheWindow(t *testing.T) {
	font, err := ebitenrender.LoadFont()
	if err != nil {
		t.Fatal(err)
	}
	for _, scenario := range []string{"last-stop-gas", "rooftop-signal", "dockside-depot", "pharmacy-run", "school-grounds", "zombie-marines", "director-deck"} {
		p := newTestSession(t, scenario, 1, nil)
		p.font = font
		for _, size := range [][2]int{{1280, 800}, {1280, 720}, {1280, 600}, {1024, 640}, {800, 720}} {
			if l, ok := p.briefingFit(size[0], size[1]); !ok {
				t.Errorf("%s: the briefing does not fit %d×%d even at %.2f of its size in %d columns", scenario, size[0], size[1], l.scale, l.columns)
			}
		}
	}
}
