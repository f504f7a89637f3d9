package table

import "testing"

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
