package table

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/internal/tabletest"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// headlessHand plays the one table directly: the same steps a click, a drag or a key leads
// to (tableClick, dragPreview and drop, the panel's buttons by their keys), with no window.
type headlessHand struct {
	t   *testing.T
	p   *Table
	img *ebiten.Image
}

func (h *headlessHand) Game() *bt.Game {
	g, ok := bt.GameOf(h.p.Game)
	if !ok {
		h.t.Fatalf("not a game of Borrowed Time: %s", h.p.Game.Ruleset().ID())
	}
	return g
}

func (h *headlessHand) Click(at physics.Vec) {
	p := h.p
	if p.overlay != overlayNone {
		p.overlay = overlayNone // a click closes the briefing
		p.tut.advance(p)
		return
	}
	p.pointer = at
	p.hover = p.modelAt(at, 0)
	p.tableClick()
	if p.drag.on {
		p.dragPreview()
		p.drop() // released where it was pressed: a click
	}
	p.anim = nil
	p.tut.advance(p)
}

func (h *headlessHand) Drag(from, to physics.Vec) {
	p := h.p
	p.pointer = from
	p.tableClick()
	if !p.drag.on {
		h.t.Logf("no drag from %v: %q", from, p.message.text)
		return
	}
	p.pointer = to
	p.dragPreview()
	n := len(p.Game.Log())
	p.drop()
	if len(p.Game.Log()) == n {
		h.t.Logf("drag %v -> %v moved nothing: %q", from, to, p.message.text)
	}
	p.anim = nil
	p.tut.advance(p)
}

var keyNames = map[string]ebiten.Key{"d": ebiten.KeyD, "e": ebiten.KeyE, "s": ebiten.KeyS, "Return": ebiten.KeyEnter, "space": ebiten.KeySpace}

func (h *headlessHand) Key(k string) {
	p := h.p
	p.layoutSessionPanel(1280, 800)
	want, ok := keyNames[k]
	if !ok {
		h.t.Fatalf("no key %q", k)
	}
	if b := widget.ButtonForKey(p.buttons, func(k ebiten.Key) bool { return k == want }); b != nil {
		b.Do()
	}
	p.anim = nil
	p.tut.advance(p)
}

func (h *headlessHand) Finish() {
	p := h.p
	p.layoutSessionPanel(1280, 800)
	p.drawTutorial(h.img.SubImage(image.Rect(0, 0, 1280-PanelWidth, 800)).(*ebiten.Image), 1280-PanelWidth, 800)
	for _, b := range p.buttons {
		if b.Label == "Finish" {
			b.Do()
			return
		}
	}
	h.t.Fatal("no Finish button once every lesson is done")
}

// tutorialTable is the tutorial's game at the one table, framed in a 1280 × 800 window, on
// its briefing.
func tutorialTable(t *testing.T) *Table {
	t.Helper()
	sc, err := bt.BuiltinScenario(maps.DefaultScenario)
	if err != nil {
		t.Fatal(err)
	}
	s, err := openBorrowedTime(sc, TutorialSeed)
	if err != nil {
		t.Fatal(err)
	}
	font, err := ebitenrender.LoadFont()
	if err != nil {
		t.Fatal(err)
	}
	p := New(s, Options{SaveFile: t.TempDir() + "/save.json"}, nil, font, nil)
	p.Frame(1280-PanelWidth, 800)
	p.tut, p.overlay = newTutorial(), overlayBriefing
	return p
}

func TestTheTutorialCanBePlayedToItsEnd(t *testing.T) {
	p := tutorialTable(t)
	h := &headlessHand{t: t, p: p, img: ebiten.NewImage(1280, 800)}
	g := tabletest.PlayTutorial(t, h)
	if p.tut != nil {
		t.Fatalf("the tutorial is still open after Finish")
	}
	st := g.State()
	t.Logf("the lessons took until round %d", st.Round)
}

func TestTutorialLessonsFollowThePlay(t *testing.T) {
	p := tutorialTable(t)
	h := &headlessHand{t: t, p: p, img: ebiten.NewImage(1280, 800)}
	if s := p.tut.current(p); s != &tutorialSteps[0] {
		t.Fatal("the tutorial does not open on the briefing")
	}
	h.Click(physics.Vec{X: 24, Y: 24})
	if s := p.tut.current(p); s != &tutorialSteps[1] {
		t.Fatal("closing the briefing does not lead to picking Leo")
	}
	st := h.Game().State()
	h.Click(st.Model("leo").Pos)
	if s := p.tut.current(p); s != &tutorialSteps[2] {
		t.Fatal("picking Leo does not lead to the door")
	}
	if n := p.tut.number(); n != 3 {
		t.Fatalf("two lessons done, and the box says lesson %d: one was ticked off before its phase", n)
	}
	h.Key("Return")
	if p.tut.current(p) != &tutorialSteps[2] || h.Game().State().Phase != bt.PhaseSurvivors {
		t.Fatal("one Enter ended the phase while every survivor was waiting")
	}
}

// The Director's first lesson asks for a Shambler only when the Heat pays for one; with
// none, it says where Heat comes from and asks to stop spending.
func TestTheDirectorsLessonFitsTheHeat(t *testing.T) {
	p := tutorialTable(t)
	h := &headlessHand{t: t, p: p, img: ebiten.NewImage(1280, 800)}
	h.Click(physics.Vec{X: 24, Y: 24})
	h.Key("Return")
	h.Key("Return")
	if st := h.Game().State(); st.Phase != bt.PhaseDirector || st.Heat != 0 {
		t.Fatalf("phase %s with %d Heat, want the Director's with none", st.Phase, st.Heat)
	}
	s := p.tut.current(p)
	if s != &tutorialSteps[6] {
		t.Fatalf("the Director's phase shows lesson %d", p.tut.number())
	}
	if words := s.say(p.tut.read(p)); !containsAll(words, "too little", "stop spending") || containsAll(words, "try Spawn Shambler") {
		t.Fatalf("with no Heat, the lesson says: %q", words)
	}
}

// The lesson's box leaves the models the lesson asks to drag in view: with a spot to ring
// low on the table and the survivors at the top, it sits at the bottom only if the ring is
// clear of it, and never over the survivors when the bottom is free.
func TestTheLessonBoxLeavesTheSurvivorsInView(t *testing.T) {
	p := tutorialTable(t)
	p.overlay = overlayNone
	garage := p.roster()[0].Body.Pos // the survivors start in the garage, top left
	gx, gy := p.cam.ToScreen(garage)
	w, h, bh := 1280-PanelWidth, 800, 100
	low := image.Pt(int(gx)+300, h-60) // a zombie near the bottom of the table
	top := p.tutorialBoxTop([]image.Point{low}, w, h, bh)
	if r := image.Rect(30, top, w-30, top+bh); image.Pt(int(gx), int(gy)).In(r) || low.In(r) {
		t.Errorf("the box at y %d covers the survivors at %v, %v or the ring at %v", top, gx, gy, low)
	}
	if top := p.tutorialBoxTop(nil, w, h, bh); top < h/2 {
		t.Errorf("with nothing to ring, the box sits at y %d over the garage", top)
	}
}

// containsAll reports whether s holds every one of the words.
func containsAll(s string, words ...string) bool {
	for _, w := range words {
		if !strings.Contains(s, w) {
			return false
		}
	}
	return true
}

// The briefing and the handover's cover are drawn over the panel as well as the table; once
// they go, the next frame draws the panel again (the window keeps its pixels between frames,
// and an unchanged panel is not redrawn: a play-test saw the briefing's words stay on the
// panel until a click).
func TestThePanelIsDrawnAgainWhenACoverGoes(t *testing.T) {
	p := tutorialTable(t)
	img := ebiten.NewImage(1280, 800)
	p.panel.onScreen = img // as after a frame with the panel drawn
	p.drawSessionBriefing(img, 1280, 800)
	if p.panel.onScreen != nil {
		t.Error("after the briefing covered it, the panel counts as still on the screen")
	}
	p.panel.onScreen = img
	p.drawHandover(img, 1280, 800)
	if p.panel.onScreen != nil {
		t.Error("after the handover covered it, the panel counts as still on the screen")
	}
}

// The box names the lesson it shows by its own number, and a phase's hint between lessons
// by how many are done (a play-test read "lesson 9 of 11" over the Director's and the
// zombies' hints while lesson 9 waited for its phase).
func TestTheTutorialBoxNumbersWhatItShows(t *testing.T) {
	p := tutorialTable(t)
	if got := p.tut.title(&tutorialSteps[2]); got != fmt.Sprintf("Tutorial: lesson 3 of %d", len(tutorialSteps)) {
		t.Errorf("lesson 3 is headed %q", got)
	}
	p.tut.done[0], p.tut.done[1] = true, true
	if got := p.tut.title(&directorStep); got != fmt.Sprintf("Tutorial: 2 of %d lessons done", len(tutorialSteps)) {
		t.Errorf("the Director's hint is headed %q", got)
	}
}
