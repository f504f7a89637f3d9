package start

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"strconv"
	"strings"

	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/borrowed-time/tabletop/ui/saves"
	"github.com/borrowed-time/tabletop/ui/table"
	"github.com/borrowed-time/tabletop/ui/widget"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/rules"
)

// startScreen chooses the scenario, the house rules and the dice before a game, or the
// guided first game. Every choice explains itself when the pointer rests on it.
type startScreen struct {
	// buttonH is how high the buttons drawn next are: 30, less on a crowded screen.
	buttonH int
	// measure is how wide a text is drawn at a size, in pixels (set by draw).
	measure   func(s string, size float64) float64
	scenarios []string
	names     map[string]string // scenario id -> its name
	blurbs    map[string]string // scenario id -> its description
	choice    int
	toggles   []toggle
	problem   string
	seed      uint64
	buttons   []widget.Button
	team      []string // a custom team; empty: the scenario's own
	limit     int      // the team's point limit (0: none)
	teamSpec  game.OptionSpec
	limitSpec game.OptionSpec
	tutorial  bool // the players asked for the guided first game
	labels    []widget.TipArea
	games     []game.Ruleset // every game the table plays, as rules.All lists them
	game      int            // the game chosen
	other     otherGame      // the choices for a game other than Borrowed Time
	host      bool           // the players asked to host the game online
	server    string         // the game server Host online game uses
	joinLink  string         // the link or code to join, once the join line's Enter gave it
	asked     intent         // what a button clicked asks for, beyond a choice
	// resume says what the autosave holds ("" when there is none); cont that the players
	// asked to go on with it.
	resume string
	cont   bool
	load   startLoad // Load (L): the save slots (load.go)
}

// toggle is one choice on the start screen: one of Borrowed Time's option specs (key, the
// values' ids), or the dice or a seat (key ""): its values as shown and what each means.
type toggle struct {
	key    string
	label  string
	help   string // what the choice is about
	values []string
	ids    []string // the spec's value ids (for the dice and seats, bt.Describe's option ids)
	helps  []string
	pick   int
}

// value is the toggle's chosen value id.
func (t *toggle) value() string { return t.ids[t.pick] }

func newStartScreen(o Options) *startScreen {
	names := rules.Builtins(maps.BorrowedTime)
	s := &startScreen{scenarios: names, names: map[string]string{}, blurbs: map[string]string{}, seed: o.Seed, games: rules.All(), server: o.serverURL()}
	if store := saves.Open(o.SaveFile); o.SaveFile != "" {
		s.load.store = store
		if _, ok := store.Saved(saves.AutosaveSlot); ok && !finished(store) {
			s.resume = saves.SlotSummary(store, saves.AutosaveSlot)
		}
	}
	for i, rs := range s.games {
		if rs.ID() == o.game {
			s.game = i
		}
	}
	if !s.borrowedTime() {
		s.other = newOtherGame(s.games[s.game], o)
	}
	for i, n := range names {
		if n == maps.DefaultScenario {
			s.choice = i
		}
		s.names[n], s.blurbs[n] = n, ""
		if sc, err := bt.BuiltinScenario(n); err == nil {
			s.names[n], s.blurbs[n] = sc.Name, sc.Description
		}
	}
	for _, spec := range (bt.Ruleset{}).Options() {
		switch {
		case spec.Key == "survivors":
			s.teamSpec = spec
			continue
		case spec.Key == "pointLimit":
			s.limitSpec = spec
			continue
		}
		t := toggle{key: spec.Key, label: spec.Label, help: spec.Help}
		for i, v := range spec.Values {
			t.values, t.ids, t.helps = append(t.values, v.Label), append(t.ids, v.ID), append(t.helps, v.Help)
			if v.ID == spec.Default {
				t.pick = i
			}
		}
		s.toggles = append(s.toggles, t)
	}
	for _, t := range []toggle{
		{label: "Dice", help: "Let the table roll, or roll real dice at the table and type what they show.", values: []string{"rolled by the table", "real dice (typed in)"}, ids: []string{"option:dice:table", "option:dice:real"}},
		{label: "Director", help: "Who plays the zombies' side: a player at this table, or the computer: by script (at once), or steady or strong (it thinks before each move).", values: []string{"a player", "the computer", "computer, steady", "computer, strong"}, ids: []string{"option:director:player", "option:director:computer", "level:steady", "level:strong"}},
		{label: "Survivors", help: "Who plays the survivors: the players, or the computer: by script (at once), or steady or strong (it thinks before each move).", values: []string{"players", "the computer", "computer, steady", "computer, strong"}, ids: []string{"option:survivors:players", "option:survivors:computer", "level:steady", "level:strong"}},
	} {
		for _, id := range t.ids {
			t.helps = append(t.helps, levelHelp(id))
		}
		s.toggles = append(s.toggles, t)
	}
	return s
}

func (s *startScreen) scenarioName() string { return s.scenarios[s.choice] }

func (s *startScreen) options(o Options) Options {
	o.houseRules = map[string]string{}
	levels := map[game.SeatID]string{} // the flags' own stay as they were
	for seat, l := range o.Levels {
		levels[seat] = l
	}
	o.Levels = levels
	for i := range s.toggles {
		t := &s.toggles[i]
		switch t.label {
		case "Dice":
			o.TableDice = t.pick == 1
		case "Director":
			o.AutoDirector = t.pick >= 1
			o.setLevel(bt.Director, t.value())
		case "Survivors":
			o.AutoSurvivors = t.pick >= 1
			o.setLevel(bt.Survivors, t.value())
		default:
			o.houseRules[t.key] = t.value()
		}
	}
	o.houseRules["survivors"] = strings.Join(s.team, ",")
	if s.limit > 0 {
		o.houseRules["pointLimit"] = strconv.Itoa(s.limit)
	}
	o.Seed = s.seed
	o.team, o.pointLimit = s.team, s.limit
	return o
}

// teamPoints adds up the chosen team's point values.
func (s *startScreen) teamPoints() int {
	n := 0
	for _, id := range s.team {
		if p, ok := bt.SurvivorProfileOf(id); ok {
			n += p.Points
		}
	}
	return n
}

// intent is what the start screen's input asks for in a tick, beyond a choice made.
type intent int

const (
	intentNone  intent = iota
	intentBegin        // begin the game the screen describes
	intentJoin         // open the join line (joinScreen)
	intentLoad         // open the list of saves (loadScreen)
)

// update handles the start screen's keys and clicks, and says what they ask for.
func (s *startScreen) update(sw, sh int) intent {
	if inpututil.IsKeyJustPressed(ebiten.KeyL) && s.load.any() {
		return intentLoad
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) {
		return intentBegin
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyJ) {
		s.problem = ""
		return intentJoin
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyT) && s.borrowedTime() {
		s.tutorial = true
		return intentBegin
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyC) && s.resume != "" {
		s.cont = true
		return intentBegin
	}
	if !inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		return intentNone
	}
	x, y := ebiten.CursorPosition()
	for _, b := range s.buttons {
		if image.Pt(x, y).In(b.Rect) {
			s.asked = intentNone
			b.Do()
			if s.asked != intentNone {
				return s.asked
			}
			if b.Label == "Start (Enter)" || s.tutorial || s.host || s.cont {
				return intentBegin
			}
			return intentNone
		}
	}
	return intentNone
}

// draw draws the start screen; covered, only its choices and buttons, under the join line
// or the list of saves.
func (s *startScreen) draw(screen *ebiten.Image, font *ebitenrender.Font, sw, sh int, covered bool) {
	screen.Fill(color.RGBA{28, 30, 27, 255})
	txt := func(t string, x, y, size float64, c color.RGBA) {
		ebitenrender.DrawText(screen, font, t, x, y, size, c, render.AlignLeft)
	}
	s.buttons, s.labels = s.buttons[:0], s.labels[:0]
	s.measure = func(t string, size float64) float64 { return ebitenrender.TextWidth(font, t, size) }
	y := 140
	s.buttonH = 30
	add := func(label, help string, x, w int, do func()) {
		s.buttons = append(s.buttons, widget.Button{Rect: image.Rect(x, y, x+w, y+s.buttonH), Label: label, Help: help, Enabled: true, Do: do})
	}
	s.drawGames(txt, add)
	if !s.borrowedTime() {
		rs := s.games[s.game]
		txt(rs.Name(), 80, 70, 40, widget.ColGold)
		// The blurb and the hint on one line, or on two smaller ones when it is long.
		if lines := widget.Wrap(rs.Blurb()+" Rest the pointer on any choice to read what it means.", 150); len(lines) == 1 {
			txt(lines[0], 80, 112, 15, widget.ColDim)
		} else {
			txt(lines[0], 80, 103, 14, widget.ColDim)
			txt(strings.Join(lines[1:], " "), 80, 121, 14, widget.ColDim)
		}
		y += 46
		s.continueButton()
		s.other.draw(txt, add, &y, sh, s)
		s.finishDraw(screen, font, txt, y, sh, covered)
		return
	}
	txt("Borrowed Time", 80, 70, 40, widget.ColGold)
	txt("A digital table for the 28mm zombie-survival skirmish game. Rest the pointer on any choice to read what it means.", 80, 112, 15, widget.ColDim)
	// The way in for a newcomer, beside the title where it is seen first.
	s.continueButton()
	s.buttons = append(s.buttons, widget.Button{Rect: image.Rect(700, 52, 1010, 88), Label: "New here? Play the tutorial (T)", Enabled: true, Key: widget.Keyed(ebiten.KeyT),
		Help: "A guided first game of Last Stop Gas: move, open a door, search, shoot, fight and run the Director's phase, one step at a time.",
		Do:   func() { s.tutorial = true }})
	y += 46
	txt("Scenario", 80, float64(y+15), 16, widget.ColWhite)
	for i, n := range s.scenarios {
		label := s.names[n]
		if i == s.choice {
			label = "» " + label
		}
		add(label, s.blurbs[n], 300+i*220, 210, func() { s.choice = i })
	}
	y += 46
	// A choice of two values takes half a row, so that two sit side by side; more takes a
	// whole row.
	half := false
	for ti := range s.toggles {
		t := &s.toggles[ti]
		x0, bw := 80, 210
		switch {
		case len(t.values) > 2:
			if half {
				y, half = y+34, false
			}
		case half:
			x0, bw = 660, 160
		default:
			bw = 160
		}
		txt(t.label, float64(x0), float64(y+15), 16, widget.ColWhite)
		s.labels = append(s.labels, widget.TipArea{Rect: image.Rect(x0, y, x0+210, y+30), Tip: widget.Tip{Title: t.label, Body: t.help}})
		for vi, v := range t.values {
			label := v
			if vi == t.pick {
				label = "» " + v
			}
			add(label, t.helps[vi], x0+220+vi*(bw+10), bw, func() { t.pick = vi })
		}
		if len(t.values) > 2 || half {
			y, half = y+34, false
		} else {
			half = true
		}
	}
	if half {
		y += 34
	}
	s.drawTeam(txt, &y)
	y += 46
	txt(fmt.Sprintf("Seed %d", s.seed), 80, float64(y+15), 16, widget.ColWhite)
	add("New seed", "The seed deals the dice and the cards: the same seed and the same moves give the same game.", 300, 210, func() { s.seed = s.seed*6364136223846793005 + 1442695040888963407 })
	y += 46
	add("Start (Enter)", "Start the game with these choices.", 300, 210, func() {})
	s.onlineButtons(add)
	s.finishDraw(screen, font, txt, y, sh, covered)
}

// finishDraw draws the buttons; unless covered, the problem if any, and the tip of what the
// pointer rests on.
func (s *startScreen) finishDraw(screen *ebiten.Image, font *ebitenrender.Font, txt func(string, float64, float64, float64, color.RGBA), y, sh int, covered bool) {
	for _, b := range s.buttons {
		c := widget.ColButton
		if strings.HasPrefix(b.Label, "» ") || b.Key == widget.Keyed(ebiten.KeyT) {
			c = widget.ColButtonOn // the choices made, and the way in for a newcomer
		}
		vector.FillRect(screen, float32(b.Rect.Min.X), float32(b.Rect.Min.Y), float32(b.Rect.Dx()), float32(b.Rect.Dy()), c, false)
		ebitenrender.DrawText(screen, font, b.Label, float64(b.Rect.Min.X+10), float64(b.Rect.Min.Y+b.Rect.Dy()/2), 14, widget.ColWhite, render.AlignLeft)
	}
	if covered {
		return
	}
	if s.problem != "" {
		for i, l := range widget.Wrap(s.problem, int(float64(screen.Bounds().Dx()-160)/(14*0.52))) {
			txt(l, 80, float64(y+60+18*i), 14, widget.ColRed)
		}
	}
	// What the pointer rests on is explained on a line of its own at the bottom, where it
	// covers nothing.
	cx, cy := ebiten.CursorPosition()
	areas := append([]widget.TipArea(nil), s.labels...)
	for _, b := range s.buttons {
		areas = append(areas, widget.TipArea{Rect: b.Rect, Tip: widget.Tip{Title: strings.TrimPrefix(b.Label, "» "), Body: b.Help}})
	}
	for _, a := range areas {
		if image.Pt(cx, cy).In(a.Rect) && a.Tip.Body != "" {
			lines := widget.Wrap(a.Tip.Body, 140)
			up := 18 * (len(lines) - 1) // a longer explanation starts higher: its last line stays in the window
			txt(a.Tip.Title, 80, float64(sh-44-up), 15, widget.ColGold)
			for i, l := range lines {
				txt(l, 80, float64(sh-24-up+18*i), 14, widget.ColWhite)
			}
		}
	}
}

// drawTeam: the survivors to pick for a custom team, and the point limits.
func (s *startScreen) drawTeam(txt func(string, float64, float64, float64, color.RGBA), y *int) {
	team := "the scenario's own (or pick your own below)"
	if sc, err := bt.BuiltinScenario(s.scenarioName()); err == nil && len(sc.Survivors) > 0 {
		var names []string // who the scenario's own team is
		for _, sv := range sc.Survivors {
			if p, ok := bt.SurvivorProfileOf(sv.ID); ok {
				names = append(names, p.Name)
			}
		}
		team = "the scenario's own, " + strings.Join(names, ", ") + " (or pick your own below)"
	}
	if len(s.team) > 0 {
		team = fmt.Sprintf("%s, %d points", bt.Plural(len(s.team), "survivor", "survivors"), s.teamPoints())
		if s.limit > 0 {
			team += fmt.Sprintf(" of %d", s.limit)
		}
	}
	txt("Team: "+team, 80, float64(*y+15), 16, widget.ColWhite)
	*y += 30
	for i, v := range s.teamSpec.Values {
		id := v.ID
		label := v.Label
		if slices.Index(s.team, id) >= 0 {
			label = "» " + label
		}
		x := 80 + (i%5)*205
		s.buttons = append(s.buttons, widget.Button{Rect: image.Rect(x, *y, x+198, *y+28), Label: label, Help: v.Help, Enabled: true, Do: func() {
			if k := slices.Index(s.team, id); k >= 0 {
				s.team = append(s.team[:k:k], s.team[k+1:]...)
			} else {
				s.team = append(s.team, id)
			}
		}})
		if i%5 == 4 {
			*y += 32
		}
	}
	for i, v := range s.limitSpec.Values {
		l, _ := strconv.Atoi(v.ID) // "": no limit
		label := strings.ToLower(v.Label)
		if l > 0 {
			label = "limit " + v.ID
		}
		if s.limit == l {
			label = "» " + label
		}
		x := 80 + i*205
		s.buttons = append(s.buttons, widget.Button{Rect: image.Rect(x, *y, x+198, *y+28), Label: label, Help: v.Help, Enabled: true, Do: func() { s.limit = l }})
	}
}

// continueButton offers the game the autosave keeps, when there is one: the last game played
// at this table, as it stood when it was left (or when the program stopped).
func (s *startScreen) continueButton() {
	s.loadButton()
	if s.resume == "" {
		return
	}
	s.buttons = append(s.buttons, widget.Button{Rect: image.Rect(1020, 52, 1200, 88), Label: "Continue (C)", Enabled: true, Key: widget.Keyed(ebiten.KeyC),
		Help: "Go on with the last game played here, as it was left: " + s.resume + ".",
		Do:   func() { s.cont = true }})
}

// Busy implements screen.Screen: nothing on the start screen moves by itself.
func (s *startScreen) Busy() bool { return false }

// startStamp is what the start screen shows that can change without input.
type startStamp struct {
	problem string
	game    int
	choice  int
}

// Stamp implements screen.Screen.
func (s *startScreen) Stamp() any {
	return startStamp{problem: s.problem, game: s.game, choice: s.choice}
}

// finished reports whether the game the autosave keeps is over: Continue would only show its
// end again (a play-test's did), so it is not offered. An online game's way back to its seat
// is never over here: the server knows.
func finished(store saves.Store) bool {
	data, err := store.Read(saves.AutosaveSlot)
	if err != nil || table.OnlineLinkIn(data) != "" {
		return false
	}
	s, err := rules.LoadSave(data)
	if err != nil {
		return false // Continue says why it cannot go on
	}
	_, over := s.Outcome()
	return over
}
