package table

import (
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
)

// TestOutcomesLeaveAMark plays a game of each game with its computer players: whenever a
// model leaves the table a mark says so where it stood, and whenever one arrives a mark says
// so where it stands; marks stay while nobody at the table acts, then fade and go.
func TestOutcomesLeaveAMark(t *testing.T) {
	for _, scenario := range []string{"dockside-depot", "zombie-marines", "school-grounds", "director-deck"} {
		t.Run(scenario, func(t *testing.T) {
			p := newTestSession(t, scenario, 7, nil)
			s := p.Game
			falls, arrivals := 0, 0
			for step := 0; step < 400 && (falls == 0 || arrivals == 0); step++ {
				before := p.view
				p.marks = nil
				if _, over := s.Outcome(); over || !computerStepFor(p) {
					break
				}
				if p.viewSeat != before.Seat && before.Seat != "" {
					continue
				}
				after := p.Game.View(p.viewSeat)
				now := map[string]bool{}
				for _, tk := range after.Tokens {
					if !tk.Fallen {
						now[tk.ID] = true
					}
				}
				had := map[string]bool{}
				for _, tk := range before.Tokens {
					if tk.Fallen {
						continue
					}
					had[tk.ID] = true
					if !now[tk.ID] {
						falls++
						if !hasMark(p, render.OutcomeFall, tk.Name+" taken out") {
							t.Fatalf("step %d: %s left the table with no mark (marks %+v)", step, tk.Name, p.marks)
						}
					}
				}
				for _, tk := range after.Tokens {
					if !tk.Fallen && !had[tk.ID] && len(before.Tokens) > 0 {
						arrivals++
						if !hasMark(p, render.OutcomeArrive, tk.Name+" arrives") {
							t.Fatalf("step %d: %s arrived with no mark", step, tk.Name)
						}
					}
				}
			}
			t.Logf("%d falls and %d arrivals marked", falls, arrivals)
			if falls+arrivals == 0 {
				t.Fatalf("nothing fell or arrived in the game")
			}
		})
	}
	t.Run("marks stay until the players act, then fade", func(t *testing.T) {
		p := &Table{}
		now := time.Now()
		p.marks = []outcomeMark{{kind: render.OutcomeFall, words: "Walker 1 taken out", born: now.Add(-time.Minute)}}
		p.ageMarks(now)
		if len(p.marks) != 1 || p.marksFading() {
			t.Fatalf("a mark faded before the players acted: %+v", p.marks)
		}
		p.acted++
		p.ageMarks(now)
		if !p.marksFading() {
			t.Fatal("a mark seen for a minute does not fade once the players act")
		}
		p.ageMarks(now.Add(markFade))
		if len(p.marks) != 0 {
			t.Fatalf("a faded mark stays: %+v", p.marks)
		}
	})
	t.Run("marks fade when the game goes on far without the players", func(t *testing.T) {
		p := &Table{}
		now := time.Now()
		p.marks = []outcomeMark{{kind: render.OutcomeFall, words: "Walker 1 taken out", born: now.Add(-time.Minute)}}
		p.version += markCommands - 1
		if p.ageMarks(now); p.marksFading() {
			t.Fatal("a mark faded before the game went on far")
		}
		p.version++
		if p.ageMarks(now); !p.marksFading() {
			t.Fatalf("a mark outlived %d commands nobody at the screen sent", markCommands)
		}
	})
}

// hasMark reports whether the table shows a mark of kind with these words.
func hasMark(p *Table, kind render.OutcomeKind, words string) bool {
	for _, m := range p.marks {
		if m.kind == kind && m.words == words {
			return true
		}
	}
	return false
}

// TestMarksWordsNeitherOverlapNorLeaveTheWindow: a crowd of marks at once (a spawn of a
// dozen zombies under fast-forward, by the table's far edge and in its middle, and by its
// left and right sides) puts its words where none overlaps another and none goes past the
// window's top or sides, or under the panel.
func TestMarksWordsNeitherOverlapNorLeaveTheWindow(t *testing.T) {
	p := newTestSession(t, "zombie-marines", 7, nil)
	sc := p.Game.Scenario()
	p.Frame(1280-PanelWidth, 800)
	for i := range 12 {
		for _, y := range []float64{0.3, sc.Height / 2} {
			at := physics.Vec{X: 3 + float64(i%4)*0.8, Y: y + float64(i/4)*0.6}
			p.marks = append(p.marks, outcomeMark{at: at, kind: render.OutcomeArrive, words: fmt.Sprintf("Zombie %d arrives", 20+i)})
		}
	}
	p.cam.Scale *= 2 // zoomed in: the table's sides are the view's
	p.cam.Offset = physics.Vec{X: -sc.Width * p.cam.Scale / 4, Y: 0}
	for i, x := range []float64{sc.Width/4 + 0.1, sc.Width*3/4 - 0.1} {
		p.marks = append(p.marks, outcomeMark{at: physics.Vec{X: x, Y: sc.Height * 0.7}, kind: render.OutcomeHit, words: fmt.Sprintf("Marine %d loses 2 hit points", i+1)})
	}
	places := p.markWords()
	h := float64(render.OutcomeLabelHeight)
	for i, a := range places {
		if a.cy-h/2 < 0 {
			t.Errorf("mark %d's words reach past the window's top (middle at %.0f px)", i, a.cy)
		}
		if a.x0 < 0 || a.x1 > float64(p.tableW) {
			t.Errorf("mark %d's words reach from %.0f to %.0f px, past the view's sides (0 to %d)", i, a.x0, a.x1, p.tableW)
		}
		for j, b := range places[:i] {
			if a.x0 < b.x1 && a.x1 > b.x0 && math.Abs(a.cy-b.cy) < h-1e-9 {
				t.Errorf("the words of marks %d and %d overlap: %+v and %+v", j, i, b, a)
			}
		}
	}
}

// A model has one mark at a time: wounds from one command after another add up on it, and
// its fall replaces it; marks about other models stay.
func TestAModelHasOneMarkWhoseWoundsAddUp(t *testing.T) {
	p := newTestSession(t, "school-grounds", 7, nil)
	view := func(janet int, fallen bool) game.View {
		at := physics.Body{Base: physics.Base25mm, Pos: physics.Vec{X: 5, Y: 5}}
		return game.View{Health: "hit point", Tokens: []game.Token{
			{ID: "janet", Name: "Janet", Wounds: janet, MaxWounds: 30, Fallen: fallen, Body: at},
			{ID: "milo", Name: "Milo", Wounds: 20, MaxWounds: 30, Body: physics.Body{Base: physics.Base25mm, Pos: physics.Vec{X: 9, Y: 5}}},
		}}
	}
	words := func() []string {
		var out []string
		for _, m := range p.marks {
			out = append(out, m.words)
		}
		return out
	}
	p.markOutcomes(view(30, false), func() game.View { v := view(28, false); v.Tokens[1].Wounds = 19; return v }(), nil)
	p.markOutcomes(view(28, false), view(24, false), nil)
	if got := fmt.Sprint(words()); got != "[Milo −1 hit point Janet −6 hit points]" {
		t.Fatalf("after two wounds the marks read %s", got)
	}
	p.markOutcomes(view(24, false), view(24, true), nil)
	if got := fmt.Sprint(words()); got != "[Milo −1 hit point Janet taken out]" {
		t.Fatalf("after the fall the marks read %s", got)
	}
}

// A model that leaves the table alive (game.EvLeave: School Grounds' master walking off, a
// survivor driving away) is marked as a departure, not a fall.
func TestAModelThatLeavesAliveIsNotMarkedAsAFall(t *testing.T) {
	p := newTestSession(t, "school-grounds", 7, nil)
	at := physics.Body{Base: physics.Base25mm, Pos: physics.Vec{X: 5, Y: 5}}
	before := game.View{Tokens: []game.Token{{ID: "s1", Name: "Milo", Body: at}, {ID: "s2", Name: "Janet", Body: at}}}
	after := game.View{}
	p.markOutcomes(before, after, []game.Event{{Type: game.EvLeave, Model: "s1"}})
	if !hasMark(p, render.OutcomeLeave, "Milo leaves the table") || !hasMark(p, render.OutcomeFall, "Janet taken out") {
		t.Fatalf("marks %+v: want Milo leaving and Janet taken out", p.marks)
	}
	// Where the rules say how it left, the mark says so (a browser play-test saw a Brute
	// going up the stairwell marked as taken out).
	p.marks = nil
	p.markOutcomes(before, after, []game.Event{{Type: game.EvLeave, Model: "s1", Text: "Milo starts up the stairwell"}})
	if !hasMark(p, render.OutcomeLeave, "Milo starts up the stairwell") {
		t.Fatalf("marks %+v: want Milo's way up", p.marks)
	}
}

// Three or more falls in one place share one line on the newest; a fall elsewhere keeps
// its own words.
func TestACrowdOfFallsSharesOneLine(t *testing.T) {
	p := newTestSession(t, "school-grounds", 7, nil)
	p.Frame(1280-PanelWidth, 800)
	for i := range 5 {
		p.marks = append(p.marks, outcomeMark{at: physics.Vec{X: 20 + 0.3*float64(i), Y: 10}, about: fmt.Sprintf("z%d", i),
			kind: render.OutcomeFall, words: fmt.Sprintf("Zombie %d taken out", i+1)})
	}
	p.marks = append(p.marks, outcomeMark{at: physics.Vec{X: 2, Y: 2}, about: "z9", kind: render.OutcomeFall, words: "Zombie 9 taken out"})
	var got []string
	for _, w := range p.markWords() {
		got = append(got, w.text)
	}
	if want := "[    5 zombies taken out Zombie 9 taken out]"; fmt.Sprint(got) != want {
		t.Fatalf("the marks' words are %q, want %q", fmt.Sprint(got), want)
	}
}

// News from the rules (game.EvAnnounce) goes over the table above whose turn it is, waits
// while a cover hides the table, and goes after a few seconds.
func TestNewsFromTheRulesIsShownOverTheTable(t *testing.T) {
	p := newTestSession(t, "school-grounds", 7, nil)
	p.events([]game.Event{{Type: game.EvAnnounce, Text: "Player 3 is the zombie master!"}})
	p.banner, p.bannerLeft = "Player 4 to play", 90
	if got := fmt.Sprint(p.bannerLines()); got != "[Player 3 is the zombie master! Player 4 to play]" {
		t.Fatalf("the banner says %s", got)
	}
	p.overlay = overlayHandover
	for range newsFrames {
		p.tickBanner()
	}
	if got := fmt.Sprint(p.bannerLines()); got != "[Player 3 is the zombie master!]" {
		t.Fatalf("after a cover the banner says %s", got)
	}
	p.overlay = overlayNone
	for range newsFrames {
		p.tickBanner()
	}
	if lines := p.bannerLines(); len(lines) != 0 {
		t.Fatalf("the banner still says %q", lines)
	}
}

// The hot-seat cover repeats what the last moves did, the lines every seat may read: the
// player who moved sees the result before passing the screen on, and no seat's secret shows.
func TestTheHotSeatCoverSaysWhatJustHappened(t *testing.T) {
	p := newTestSession(t, "director-deck", 7, nil) // every seat at the screen; hands are secret
	for step := 0; step < 200 && p.overlay != overlayHandover; step++ {
		if !computerStepFor(p) {
			t.Fatalf("step %d: no move for %v", step, p.Game.Turn())
		}
	}
	if p.overlay != overlayHandover {
		t.Fatal("the screen never passed to another player")
	}
	if len(p.passedOn) == 0 || len(p.passedOn) > handoverLines {
		t.Fatalf("the cover repeats %q", p.passedOn)
	}
	secret := map[string]bool{}
	for _, e := range p.log {
		if e.only != nil {
			secret[e.text] = true
		}
	}
	for _, l := range p.passedOn {
		if secret[l] {
			t.Errorf("the cover shows %q, a line only some seats may read", l)
		}
	}
}

// A mark's words move off a model they would cover, where a place a few lines away allows.
func TestMarksWordsKeepOffTheModels(t *testing.T) {
	p := newTestSession(t, "dockside-depot", 7, nil)
	p.Frame(1280-PanelWidth, 800)
	a := p.view.Tokens[0]
	a.ID, a.Body.Pos = "marked", physics.Vec{X: 24, Y: 24}
	above := a
	above.ID = "above" // where the words would go: just over the marked model's ring
	ring := render.OutcomeRingRadius(a.Body.Base.BoundingRadius()*p.cam.Scale) + 12
	above.Body.Pos = a.Body.Pos.Sub(physics.Vec{Y: ring / p.cam.Scale})
	p.view.Tokens = append(p.view.Tokens, a, above)
	p.marks = []outcomeMark{{model: "marked", at: a.Body.Pos, kind: render.OutcomeHit, words: "Someone loses 2 hit points"}}
	w := p.markWords()[0]
	x, y := p.cam.ToScreen(above.Body.Pos)
	r := above.Body.Base.BoundingRadius() * p.cam.Scale
	h := float64(render.OutcomeLabelHeight)
	if rectMeetsDisc(w.x0, w.cy-h/2, w.x1, w.cy+h/2, x, y, r) {
		t.Errorf("the words (%.0f–%.0f px, centre %.0f) cover the model at %.0f,%.0f", w.x0, w.x1, w.cy, x, y)
	}
	if !w.words.Below && w.words.Lift > markWordsReach*h {
		t.Errorf("the words moved %.0f px away", w.words.Lift)
	}
}

// A model that goes down is marked in its game's words: a dead marine is not "down".
func TestAModelThatGoesDownIsMarkedInTheGamesWords(t *testing.T) {
	p := newTestSession(t, "zombie-marines", 7, nil)
	at := physics.Body{Base: physics.Base25mm, Pos: physics.Vec{X: 5, Y: 5}}
	states := game.TokenStates{SurvivorDown: "dead: out of the game", ZombieDown: "knocked down: it stands up at the end of the turn"}
	before := game.View{States: states, Tokens: []game.Token{{ID: "m", Name: "Medic", Kind: "survivor", Body: at}, {ID: "z", Name: "Zombie 3", Body: at}}}
	after := game.View{States: states, Tokens: []game.Token{{ID: "m", Name: "Medic", Kind: "survivor", Body: at, Down: true}, {ID: "z", Name: "Zombie 3", Body: at, Down: true}}}
	p.markOutcomes(before, after, nil)
	if !hasMark(p, render.OutcomeDown, "Medic is dead") || !hasMark(p, render.OutcomeDown, "Zombie 3 is knocked down") {
		t.Fatalf("marks %+v", p.marks)
	}
	if p.newsLeft != 0 {
		t.Errorf("news of a model no seat at the screen plays: %q", p.news)
	}
	seat := p.Game.Seats()[len(p.Game.Seats())-1].ID // a marine's seat, a person's
	before.Tokens[0].Side, after.Tokens[0].Side = seat, seat
	after.Tokens[0].Down, before.Tokens[0].Down = true, false
	p.markOutcomes(before, after, nil)
	if p.newsLeft == 0 || p.news != "Medic is dead" {
		t.Errorf("the player's marine died and the news says %q", p.news)
	}
}

// A model that stands up again loses its mark of going down.
func TestAModelUpAgainLosesItsDownMark(t *testing.T) {
	p := newTestSession(t, "zombie-marines", 7, nil)
	at := physics.Body{Base: physics.Base25mm, Pos: physics.Vec{X: 5, Y: 5}}
	up := game.View{Tokens: []game.Token{{ID: "z1", Name: "Zombie 1", Body: at}}}
	down := game.View{Tokens: []game.Token{{ID: "z1", Name: "Zombie 1", Body: at, Down: true}}}
	p.markOutcomes(up, down, nil)
	if len(p.marks) != 1 {
		t.Fatalf("going down marks %+v", p.marks)
	}
	p.markOutcomes(down, up, nil)
	if len(p.marks) != 0 {
		t.Fatalf("standing up leaves the marks %+v", p.marks)
	}
}
