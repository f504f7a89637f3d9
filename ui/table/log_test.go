package table

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

// TestTheLogScrollsBack: the panel's log shows the newest lines and says there are earlier
// ones; scrolled back, it shows old lines (back to the first) and says how to come back; a
// line arriving meanwhile does not move what is being read.
func TestTheLogScrollsBack(t *testing.T) {
	font, err := ebitenrender.LoadFont()
	if err != nil {
		t.Fatal(err)
	}
	s := openSession(t, "dockside-depot", game.Setup{Seed: 1})
	p := New(s, Options{SaveFile: filepath.Join(t.TempDir(), "save.json")}, nil, font, nil)
	for i := 1; i <= 60; i++ {
		p.logLine(fmt.Sprintf("Line %d of the game.", i))
	}
	shown := func() string {
		p.layoutSessionPanel(1280, 800)
		var texts []string
		for _, o := range p.panel.ops {
			if o.isText {
				texts = append(texts, o.text)
			}
		}
		return strings.Join(texts, "\n")
	}
	if got := shown(); !strings.Contains(got, "Line 60 of the game.") || !strings.Contains(got, "Earlier lines") {
		t.Fatalf("the newest lines, and that there are earlier ones, are not shown:\n%s", got)
	}
	p.logScroll = 1000 // the wheel turned all the way back
	got := shown()
	if !strings.Contains(got, "Line 1 of the game.") || !strings.Contains(got, "for newer") || strings.Contains(got, "Line 60 of") {
		t.Fatalf("scrolled back to the start, the log shows:\n%s", got)
	}
	p.logLine("Line 61 of the game.")
	if got := shown(); !strings.Contains(got, "Line 1 of the game.") {
		t.Fatalf("a new line moved the log away from what was read:\n%s", got)
	}
}

// Paging back through the log, on the panel (PgUp) and on the whole log's sheet, passes no
// line by, however many rows its lines wrap to.
func TestPagingTheLogSkipsNoLine(t *testing.T) {
	font, err := ebitenrender.LoadFont()
	if err != nil {
		t.Fatal(err)
	}
	s := openSession(t, "dockside-depot", game.Setup{Seed: 1})
	p := New(s, Options{SaveFile: filepath.Join(t.TempDir(), "save.json")}, nil, font, nil)
	const n = 45
	for i := 1; i <= n; i++ {
		words := strings.Repeat("and on ", i%4*6) // lines of one to four rows
		p.logLine(fmt.Sprintf("Entry %d: zombie %d shambles %sto the door.", i, i, words))
	}
	seen := map[int]bool{}
	note := func(text string) {
		var k int
		if _, err := fmt.Sscanf(text, "Entry %d:", &k); err == nil {
			seen[k] = true
		}
	}
	for step := 0; step < 100 && p.logScroll < n; step++ {
		p.layoutSessionPanel(1280, 800)
		for _, o := range p.panel.ops {
			if o.isText {
				note(o.text)
			}
		}
		p.logScroll += max(p.logPage-1, 1) // PgUp
	}
	for k := 1; k <= n; k++ {
		if !seen[k] {
			t.Errorf("the panel's log never showed the start of entry %d", k)
		}
	}
	clear(seen)
	for p.sheetScroll = 0; p.sheetScroll < n; p.sheetScroll += max(p.sheetPage-1, 1) {
		lines, _ := p.logSheetPage(p.visibleLog(), 900, 12)
		for _, l := range lines {
			note(l)
		}
	}
	for k := 1; k <= n; k++ {
		if !seen[k] {
			t.Errorf("the log sheet never showed entry %d", k)
		}
	}
	// Home: the first page, full from the log's first line down (not line 1 alone at the
	// foot of an empty page).
	p.sheetScroll = len(p.log)
	lines, shown := p.logSheetPage(p.visibleLog(), 900, 12)
	if top := lines[len(lines)-1]; top != p.visibleLog()[0] || shown < 2 || len(lines) < 9 {
		t.Errorf("Home shows %d lines of the log on %d rows, the top one %q", shown, len(lines), top)
	}
}

// A game loaded from a slot, or seated at the table already begun, has its log back: the
// lines its commands wrote when they were played.
func TestALoadedGameHasItsLogBack(t *testing.T) {
	p := newTestSession(t, "dockside-depot", 5, SeatChoice{"band-1": true, "band-2": true})
	p.fastFwd = true
	for i := 0; i < 40; i++ {
		p.wait = 0
		p.computerStep()
	}
	before := p.visibleLog()
	if len(p.Game.Log()) == 0 || len(before) < 5 {
		t.Fatalf("the computers played %d commands, %d lines", len(p.Game.Log()), len(before))
	}
	p.overlay = overlaySave
	p.pickSlot(2)
	p.overlay = overlayLoad
	p.pickSlot(2)
	after := strings.Join(p.visibleLog(), "\n")
	for _, l := range before[1:] { // the first is the seating line
		if strings.HasPrefix(l, "The game is over") {
			continue // the table's own line as the game ended, not a command's
		}
		if !strings.Contains(after, l) {
			t.Fatalf("after loading, the log lacks %q:\n%s", l, after)
		}
	}
	last := before[len(before)-1]
	if strings.HasPrefix(last, "The game is over") {
		last = before[len(before)-2]
	}
	seated := New(p.Game, Options{SaveFile: filepath.Join(t.TempDir(), "save.json")}, nil, nil, nil)
	if len(p.tray) > 0 && len(seated.tray) == 0 {
		t.Error("a game seated at the table already begun has an empty dice tray") // a play-test's after loading
	}
	if got := strings.Join(seated.visibleLog(), "\n"); !strings.Contains(got, last) {
		t.Fatalf("a game seated at the table already begun has no log:\n%s", got)
	}
}
