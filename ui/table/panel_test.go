package table

import (
	"cmp"
	"fmt"
	"image"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/rules"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// Words that end in an ellipsis because they go on ("is playing…"), not because they were
// cut short.
var ongoing = []string{"is playing…", "Reconnecting…", "Reading the clipboard…"}

// TestPanelTextIsNeverCutShort plays a game of each of the five games (Borrowed Time's on
// the generic table too) with their computer players, and at every step lays out the generic
// panel at 1280×800 with each of the models of the seat to play picked in turn (and with
// none): every text is whole (no "…"), inside the panel, over no other text and over no
// button it is not written on; each button's lines give back its whole label and fit in it;
// no two buttons overlap; an action that ends a turn is drawn however the others scroll.
func TestPanelTextIsNeverCutShort(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	font, err := ebitenrender.LoadFont()
	if err != nil {
		t.Fatal(err)
	}
	m := uiMeasure(font)
	for _, scenario := range []string{"dockside-depot", "pharmacy-run", "school-grounds", "zombie-marines", "director-deck", "last-stop-gas"} {
		t.Run(scenario, func(t *testing.T) {
			sc, _, err := rules.Open(scenario)
			if err != nil {
				t.Fatal(err)
			}
			s, err := rules.New(sc, game.Setup{Seed: 11})
			if err != nil {
				t.Fatal(err)
			}
			p := New(s, Options{SaveFile: filepath.Join(t.TempDir(), "save.json")}, nil, font, nil)
			p.layoutSessionPanel(1280, 800) // the first layout makes the panel's image
			checked := map[string]bool{}    // each label checked once is enough to report
			for step := 0; step < 120; step++ {
				if _, over := s.Outcome(); over {
					p.selected = ""
					checkPanel(t, p, m, fmt.Sprintf("step %d, the game over", step), checked)
					break
				}
				for _, id := range append([]string{""}, modelsOf(p)...) {
					p.selected = id
					checkPanel(t, p, m, fmt.Sprintf("step %d, %q picked", step, id), checked)
					checkScrolling(t, p, m, fmt.Sprintf("step %d, %q picked", step, id), checked)
				}
				if !computerStepFor(p) {
					t.Fatalf("step %d: no computer move for %v", step, s.Turn())
				}
			}
		})
	}
}

// modelsOf lists the models of the seat to play.
func modelsOf(p *Table) []string {
	var ids []string
	for _, tk := range p.view.Tokens {
		if tk.Side == p.seat {
			ids = append(ids, tk.ID)
		}
	}
	return ids
}

// computerStepFor lets the computer player of the first seat in turn make one command.
func computerStepFor(p *Table) bool {
	for _, seat := range p.Game.Turn() {
		pl, ok := p.Game.Ruleset().Computer(seat)
		if !ok {
			continue
		}
		p.selected, p.pending = "", nil
		if cmd, ok := pl.Next(p.Game, seat); ok && p.apply(seat, cmd) {
			return true
		}
		if fs, cmd, ok := p.Game.Fallback(); ok {
			return p.apply(fs, cmd)
		}
	}
	return false
}

// textBox is where a text of the panel's list is drawn, in screen pixels.
func textBox(o panelOp, m textMeasure) image.Rectangle {
	w := m(o.text, o.size)
	x := o.x
	switch o.align {
	case render.AlignCenter:
		x -= w / 2
	case render.AlignRight:
		x -= w
	}
	return image.Rect(int(x), int(o.y-o.size/2+1), int(x+w), int(o.y+o.size/2-1))
}

// checkPanel lays the panel out and checks every text and button on it.
func checkPanel(t *testing.T, p *Table, m textMeasure, when string, checked map[string]bool) {
	t.Helper()
	p.layoutSessionPanel(1280, 800)
	panel := image.Rect(1280-PanelWidth+6, 0, 1280-6, 800)
	var texts []panelOp
	for _, o := range p.panel.ops {
		if o.isText && strings.TrimSpace(o.text) != "" {
			texts = append(texts, o)
		}
	}
	report := func(key, format string, args ...any) {
		if !checked[key] {
			checked[key] = true
			t.Errorf(when+": "+format, args...)
		}
	}
	for i, o := range texts {
		box := textBox(o, m)
		if strings.HasSuffix(o.text, "…") && !slices.ContainsFunc(ongoing, func(s string) bool { return strings.HasSuffix(o.text, s) }) {
			report("cut "+o.text, "%q is cut short", o.text)
		}
		if !box.In(panel) {
			report("out "+o.text, "%q at %v goes out of the panel %v", o.text, box, panel)
		}
		for _, q := range texts[i+1:] {
			if box.Overlaps(textBox(q, m)) {
				report("over "+o.text+q.text, "%q and %q are written over each other (%v, %v)", o.text, q.text, box, textBox(q, m))
			}
		}
		for _, b := range p.buttons {
			if box.Overlaps(b.Rect) && !box.In(b.Rect) {
				report("button "+o.text+b.Label, "%q at %v runs over the button %q at %v", o.text, box, b.Label, b.Rect)
			}
		}
	}
	if p.humanTurn() && p.pending == nil {
		for _, la := range p.actions() {
			if !la.Ends {
				continue
			}
			i := slices.IndexFunc(p.buttons, func(b widget.Button) bool { return b.Label == la.Label })
			if i < 0 || p.buttons[i].Rect.Empty() {
				report("ends "+la.Label, "%q, which ends a turn, is not drawn (scrolled %d)", la.Label, p.actionsScroll)
			}
		}
	}
	for i, b := range p.buttons {
		if !b.Rect.In(panel.Inset(-6)) {
			report("bout "+b.Label, "the button %q at %v is out of the panel", b.Label, b.Rect)
		}
		if b.Lines != nil && strings.Join(b.Lines, " ") != b.Label {
			report("lines "+b.Label, "the button %q says %q", b.Label, b.Lines)
		}
		if b.Lines != nil && !b.Rect.Empty() && b.Rect.Dy() < buttonHeight(len(b.Lines)) {
			report("short "+b.Label, "the button %q is %d high for %d lines", b.Label, b.Rect.Dy(), len(b.Lines))
		}
		for _, c := range p.buttons[i+1:] {
			if b.Rect.Overlaps(c.Rect) {
				report("overlap "+b.Label+c.Label, "the buttons %q %v and %q %v overlap", b.Label, b.Rect, c.Label, c.Rect)
			}
		}
	}
}

// checkScrolling scrolls the actions, when they do not all fit, as far as they go:
// every button is shown at some point, and every layout on the way passes checkPanel.
func checkScrolling(t *testing.T, p *Table, m textMeasure, when string, checked map[string]bool) {
	t.Helper()
	seen := map[string]bool{}
	hidden := func() bool {
		h := false
		for _, b := range p.buttons {
			if b.Rect.Empty() {
				h = true
			} else {
				seen[b.Label] = true
			}
		}
		return h
	}
	if !hidden() {
		return
	}
	for k := 1; k <= 40; k++ {
		p.actionsScroll = k
		checkPanel(t, p, m, fmt.Sprintf("%s, scrolled %d rows", when, k), checked)
		hidden()
		if p.actionsScroll < k { // as far as it goes
			break
		}
	}
	for _, b := range p.buttons {
		if !seen[b.Label] && !checked["never "+b.Label] {
			checked["never "+b.Label] = true
			t.Errorf("%s: the button %q is never shown, however far the actions scroll", when, b.Label)
		}
	}
	p.actionsScroll = 0
}

// A pick of any choices (game.PickChoices): each choice's button picks it or leaves it
// (● or ○), the action's button says how many are picked and sends them in the action's
// order; Cancel gives up.
func TestAPickOfAnyChoicesTogglesThemAndSendsThoseLeftPicked(t *testing.T) {
	p := newTestSession(t, "school-grounds", 7, nil)
	a := game.Action{ID: "trade:s2", Label: "Trade with Ellie", Needs: game.PickChoices, Enabled: true,
		Choices: []game.Choice{{ID: "a", Label: "Offer the Bandages"}, {ID: "b", Label: "Offer the Knife"}, {ID: "c", Label: "Offer the Fuel"}}}
	p.choose(a, "s1")
	labels := func() []string {
		var out []string
		for _, b := range p.actionButtons() {
			out = append(out, b.b.Label)
		}
		return out
	}
	press := func(label string) {
		for _, b := range p.actionButtons() {
			if b.b.Label == label {
				b.b.Do()
				return
			}
		}
		t.Fatalf("no button %q among %q", label, labels())
	}
	if got := fmt.Sprint(labels()); got != "[○ Offer the Bandages ○ Offer the Knife ○ Offer the Fuel Trade with Ellie (none picked) Cancel]" {
		t.Fatalf("the buttons: %s", got)
	}
	press("○ Offer the Fuel")
	press("○ Offer the Bandages")
	press("○ Offer the Knife")
	press("● Offer the Knife")
	if got := fmt.Sprint(labels()); got != "[● Offer the Bandages ○ Offer the Knife ● Offer the Fuel Trade with Ellie (2 picked) Cancel]" {
		t.Fatalf("after picking: %s", got)
	}
	if got := fmt.Sprint(p.pending.chosen); got != "[a c]" {
		t.Fatalf("picked %s, want the action's order", got)
	}
	press("Cancel")
	if p.pending != nil {
		t.Fatal("Cancel left the pick waiting")
	}
}

// An action's tip joins the rules' reason and help as sentences: a reason or help without a
// full stop of its own gets one, so they never run on into each other.
func TestAnActionsTipReadsAsSentences(t *testing.T) {
	a := game.Action{Label: "Climb", Help: "Up onto a raised area", Why: "Ann is not in base contact with a raised area (a building with a roof)", Cost: "1 command point"}
	if got, want := actionHelp(a), "Not now: Ann is not in base contact with a raised area (a building with a roof). Up onto a raised area. Costs 1 command point."; got != want {
		t.Errorf("the tip reads %q, want %q", got, want)
	}
	a = game.Action{Label: "Search", Help: "Roll on the search table.", Enabled: true}
	if got := actionHelp(a); got != "Roll on the search table." {
		t.Errorf("the tip reads %q", got)
	}
}

// A card with room for one of its lines says that its tip holds the rest.
func TestACardCutToOneLineSaysThereIsMore(t *testing.T) {
	font, err := ebitenrender.LoadFont()
	if err != nil {
		t.Fatal(err)
	}
	p := newTestSession(t, "zombie-marines", 3, nil)
	p.selected = "card"
	p.view.Cards = []game.Card{{Model: "card", Title: "Sergeant (marine 1)", Lines: []string{"Speed 4 · 4 of 4 hit points", "Pistol (12/12)", "Auto-Shotgun (8/8)", "Knife"}}}
	for _, room := range []float64{20 + 16, 20 + 16 + 2*16} { // the title and one line; and a few
		w := &sessionPanel{p: p, dst: &panelCanvas{}, m: uiMeasure(font)}
		p.panelCard(w, room)
		var texts []string
		for _, o := range w.dst.ops {
			if o.isText {
				texts = append(texts, o.text)
			}
		}
		all := strings.Join(texts, "\n")
		if !strings.Contains(all, "Knife") && !strings.Contains(strings.ToLower(all), "more") {
			t.Errorf("with %.0f px the card reads, and says nothing of the rest:\n%s", room, all)
		}
	}
}

// fixedActions offers the same actions to every model, whatever the game.
type fixedActions struct {
	game.Session
	acts []game.Action
}

func (f *fixedActions) Actions(game.SeatID, string) []game.Action { return f.acts }

// Actions that all fit keep the rules' order, a button staying where it was as others open
// and close; a key several suggest goes to the one that can be done now; actions that do not
// fit put what can be done now first.
func TestActionsKeepTheirOrderWhileTheyFit(t *testing.T) {
	font, err := ebitenrender.LoadFont()
	if err != nil {
		t.Fatal(err)
	}
	p := newTestSession(t, "zombie-marines", 3, nil)
	p.font = font
	acts := []game.Action{{ID: "move", Label: "Move", Key: "M"}, {ID: "pistol", Label: "Fire Pistol", Key: "A"}, {ID: "rifle", Label: "Fire Rifle", Key: "A", Enabled: true}}
	p.Game = &fixedActions{p.Game, acts}
	p.selected = ""
	order := func() (labels []string, keyed string) {
		p.listed = nil
		p.layoutSessionPanel(1280, 800)
		var bs []widget.Button
		for _, b := range p.buttons {
			if !b.Rect.Empty() && slices.ContainsFunc(acts, func(a game.Action) bool { return a.Label == b.Label }) {
				bs = append(bs, b) // in view: not scrolled away
			}
		}
		slices.SortFunc(bs, func(a, b widget.Button) int {
			return cmp.Or(a.Rect.Min.Y-b.Rect.Min.Y, a.Rect.Min.X-b.Rect.Min.X) // row by row
		})
		for _, b := range bs {
			labels = append(labels, b.Label)
			if b.Key.Set && b.Key.Key == ebiten.KeyA {
				keyed = b.Label
			}
		}
		return labels, keyed
	}
	if got, keyed := order(); strings.Join(got, ", ") != "Move, Fire Pistol, Fire Rifle" || keyed != "Fire Rifle" {
		t.Errorf("three actions that fit read %v, A on %q", got, keyed)
	}
	for i := range 30 { // too many to fit: the open ones first
		acts = append(acts, game.Action{ID: game.ActionID(fmt.Sprint("x", i)), Label: fmt.Sprint("Closed ", i)})
	}
	acts = append(acts, game.Action{ID: "last", Label: "Open last", Enabled: true})
	p.Game = &fixedActions{p.Game.(*fixedActions).Session, acts}
	if got, _ := order(); len(got) < 2 || got[0] != "Fire Rifle" || got[1] != "Open last" {
		t.Errorf("actions that do not fit begin %v", got)
	}
}

// The roster keeps each model's button where it was as models are picked and finish, and
// another model's actions open at their top.
func TestTheRosterStaysPutAndActionsStartAtTheTop(t *testing.T) {
	font, err := ebitenrender.LoadFont()
	if err != nil {
		t.Fatal(err)
	}
	p := newTestSession(t, "dockside-depot", 5, nil)
	p.font = font
	where := func() map[string]image.Rectangle {
		p.layoutSessionPanel(1280, 800)
		out := map[string]image.Rectangle{}
		for _, b := range p.buttons {
			if strings.HasPrefix(b.Help, "Pick ") {
				out[b.Help] = b.Rect
			}
		}
		return out
	}
	before := where()
	if len(before) < 2 {
		t.Skipf("a roster of %d", len(before))
	}
	for i := range p.view.Tokens {
		if p.view.Tokens[i].Side == p.seat {
			p.view.Tokens[i].Spent = true // done, with "· done" on its button
			p.selected = p.view.Tokens[i].ID
			break
		}
	}
	after := where()
	for k, r := range before {
		if after[k] != r {
			t.Errorf("%s: the button moved from %v to %v", k, r, after[k])
		}
	}
	p.actionsScroll = 3
	p.selected = ""
	p.layoutSessionPanel(1280, 800)
	if p.actionsScroll != 0 {
		t.Errorf("another pick's actions open scrolled to row %d", p.actionsScroll)
	}
}

// With a model picked but only the side's actions to offer (placing a zombie, letting the
// table choose), the list is headed with the side's name, not the model's.
func TestTheSidesActionsAreNotHeadedWithAModel(t *testing.T) {
	p := newTestSession(t, "dockside-depot", 5, nil)
	acts := []game.Action{{ID: "place", Label: "Place a zombie", Enabled: true}}
	p.Game = &sideActions{p.Game, acts}
	for _, tk := range p.view.Tokens {
		if tk.Side == p.seat {
			p.selected = tk.ID
			break
		}
	}
	p.listed = nil
	p.layoutSessionPanel(1280, 800)
	for _, l := range p.sideLabels {
		if strings.HasPrefix(l.text, "What ") && !strings.Contains(l.text, p.seatName(p.seat)) && !strings.Contains(l.text, midSentence(p.seatName(p.seat))) {
			t.Fatalf("the side's actions are headed %q with %s picked", l.text, p.selected)
		}
	}
}

// sideActions offers actions to the side only (none to any model).
type sideActions struct {
	game.Session
	acts []game.Action
}

func (f *sideActions) Actions(_ game.SeatID, model string) []game.Action {
	if model != "" {
		return nil
	}
	return f.acts
}

// A card cut short for room is cut between its lines, never in the middle of one: what is
// written is whole lines, then the note that the tip holds the rest (an online play-test
// read a card's explanation stopping at "one at or").
func TestACardIsCutBetweenItsLines(t *testing.T) {
	p := newTestSession(t, "dockside-depot", 5, nil)
	long := strings.Repeat("a long explanation of what the numbers mean, ", 4)
	p.selected = "card-test"
	p.view.Cards = []game.Card{{Model: "card-test", Title: "Mara", Lines: []string{"Move 5\"", long, "Carries nothing"}}}
	for _, room := range []float64{40, 60, 80, 100} {
		pc := &panelCanvas{}
		w := &sessionPanel{p: p, dst: pc, m: uiMeasure(nil)}
		p.panelCard(w, room)
		var text []string
		for _, o := range pc.ops {
			if o.isText {
				text = append(text, o.text)
			}
		}
		written := strings.Join(text, " ")
		cutLong := strings.Contains(written, "a long explanation") && !strings.Contains(written, strings.TrimSpace(long))
		if cutLong {
			t.Errorf("with %.0f pixels the card reads %q: the long line cut in the middle", room, text)
		}
	}
}
