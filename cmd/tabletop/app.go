package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

func indexOf(xs []string, x string) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return -1
}

// app is the window: the start screen, then a game at the table.
type app struct {
	opts     options
	font     *text.GoTextFaceSource
	snd      *sounds
	scenario *maps.Scenario
	play     *play
	start    startScreen
	sw, sh   int
	frames   int
	shots    int
	done     bool
	shotErr  error
	lastDraw time.Time
	shown    bool // the first frame is drawn
	frameDur []time.Duration
}

func newApp(s *maps.Scenario, o options, snd *sounds) (*app, error) {
	font, err := ebitenrender.LoadFont()
	if err != nil {
		return nil, fmt.Errorf("font: %w", err)
	}
	a := &app{opts: o, font: font, snd: snd, scenario: s, start: newStartScreen(o)}
	if o.quickstart {
		if err := a.begin(); err != nil {
			return nil, err
		}
	}
	return a, nil
}

// begin starts the game the start screen describes.
func (a *app) begin() error {
	o := a.opts
	if !o.quickstart {
		o = a.start.options(o)
	}
	s := a.scenario
	if name := a.start.scenarioName(); name != "" && !o.quickstart && name != s.ID {
		var err error
		if s, err = maps.Builtin(name); err != nil {
			return err
		}
	}
	p, err := newPlay(s, o, a.font, a.snd)
	if err != nil {
		return err
	}
	a.play = p
	if !o.quickstart {
		p.overlay = overlayBriefing // a game chosen on the start screen opens on its briefing
	}
	if a.sw > 0 {
		p.tableW = a.sw - panelWidth
		p.cam.fit(s.Width, s.Height, float64(a.sw-panelWidth), float64(a.sh))
	}
	return nil
}

// Layout implements ebiten.Game: the screen is the window, pixel for pixel.
func (a *app) Layout(w, h int) (int, int) {
	if w != a.sw || h != a.sh {
		first := a.sw == 0
		a.sw, a.sh = w, h
		if a.play != nil && first {
			a.play.tableW = w - panelWidth
			a.play.cam.fit(a.play.g.Scenario().Width, a.play.g.Scenario().Height, float64(w-panelWidth), float64(h))
		}
	}
	return w, h
}

// Update implements ebiten.Game.
func (a *app) Update() error {
	if a.done {
		return ebiten.Termination
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyF12) && a.opts.shotsDir != "" {
		a.shots++ // taken at the next Draw
	}
	if a.play == nil {
		if a.start.update(a.sw, a.sh) {
			if err := a.begin(); err != nil {
				a.start.problem = err.Error()
			}
		}
		return nil
	}
	a.play.update(a.sw, a.sh)
	if a.play.newGame { // back to the start screen, with a new seed offered
		a.opts.quickstart = false // the start screen's choices count from now on
		a.opts.seed = uint64(time.Now().UnixNano())
		a.start = newStartScreen(a.opts)
		a.play = nil
	}
	return nil
}

// Draw implements ebiten.Game.
func (a *app) Draw(screen *ebiten.Image) {
	switch {
	case a.opts.benchBlank:
		screen.Fill(color.RGBA{28, 30, 27, 255})
	case a.play == nil:
		a.start.draw(screen, a.font, a.sw, a.sh)
	default:
		a.play.draw(screen, a.sw, a.sh)
	}
	if !a.shown {
		a.shown = true
		pageReady()
	}
	a.frames++
	if a.opts.bench > 0 {
		now := time.Now()
		if !a.lastDraw.IsZero() && a.frames > 10 { // after warm-up
			a.frameDur = append(a.frameDur, now.Sub(a.lastDraw))
		}
		a.lastDraw = now
		if len(a.frameDur) >= a.opts.bench {
			a.done = true
		}
	}
	if a.shots > 0 && a.opts.shotsDir != "" {
		path := filepath.Join(a.opts.shotsDir, fmt.Sprintf("shot-%06d.png", a.frames))
		if err := saveScreenshot(screen, path); err != nil {
			a.shotErr = err
		}
		a.shots = 0
		if a.play != nil && a.opts.saveOnShot {
			// Quietly: a notice would move the panel's buttons away from where they are listed.
			if err := a.play.g.SaveFile(a.opts.saveFile); err != nil {
				a.shotErr = err
			}
			if err := a.play.writeButtons(a.opts.saveFile + ".buttons.json"); err != nil {
				a.shotErr = err
			}
		}
	}
	if a.opts.screenshot != "" && a.frames >= a.opts.frames && !a.done {
		a.shotErr = saveScreenshot(screen, a.opts.screenshot)
		a.done = true
	}
}

func saveScreenshot(screen *ebiten.Image, path string) error {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// startScreen chooses the scenario, the house rules and the dice before a game.
type startScreen struct {
	scenarios []string
	choice    int
	toggles   []toggle
	problem   string
	seed      uint64
	buttons   []button
	team      []string // a custom team; empty: the scenario's own
	limit     int      // the team's point limit (0: none)
}

// survivorOrder is the compendium's order.
var survivorOrder = []string{"ramirez", "grizz", "sharma", "leo", "odessa", "sparky", "father-michael", "patches", "fury", "lady-luck"}

type toggle struct {
	label  string
	values []string
	pick   int
}

func newStartScreen(o options) startScreen {
	names := maps.BuiltinNames()
	choice := 0
	for i, n := range names {
		if n == maps.DefaultScenario {
			choice = i
		}
	}
	return startScreen{scenarios: names, choice: choice, seed: o.seed, toggles: []toggle{
		{label: "Heat check", values: []string{"table", "text"}},
		{label: "Bleed out", values: []string{"d6", "guts"}},
		{label: "Complications", values: []string{"attack", "survivors"}},
		{label: "Zombie-phase Heat", values: []string{"lost", "kept"}},
		{label: "Dice", values: []string{"rolled by the table", "real dice (typed in)"}},
		{label: "Secret agendas", values: []string{"none", "own", "random"}},
		{label: "Director", values: []string{"a player", "the computer"}},
		{label: "Survivors", values: []string{"players", "the computer"}},
	}}
}

func (s *startScreen) scenarioName() string { return s.scenarios[s.choice] }

func (s *startScreen) options(o options) options {
	pick := func(i int) string { return s.toggles[i].values[s.toggles[i].pick] }
	o.heatCheck, o.bleedOut, o.complications = pick(0), pick(1), pick(2)
	o.keepZombieHeat = pick(3) == "kept"
	o.tableDice = s.toggles[4].pick == 1
	if a := pick(5); a != "none" {
		o.agendas = a
	}
	o.autoDirector = s.toggles[6].pick == 1
	o.autoSurvivors = s.toggles[7].pick == 1
	o.seed = s.seed
	o.team, o.pointLimit = s.team, s.limit
	return o
}

// teamPoints adds up the chosen team's point values.
func (s *startScreen) teamPoints() int {
	n := 0
	for _, id := range s.team {
		if p, ok := game.SurvivorProfileOf(id); ok {
			n += p.Points
		}
	}
	return n
}

// update handles the start screen's clicks; true means start the game.
func (s *startScreen) update(sw, sh int) bool {
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) {
		return true
	}
	if !inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		return false
	}
	x, y := ebiten.CursorPosition()
	for _, b := range s.buttons {
		if image.Pt(x, y).In(b.rect) {
			b.do()
			return b.label == "Start (Enter)"
		}
	}
	return false
}

func (s *startScreen) draw(screen *ebiten.Image, font *text.GoTextFaceSource, sw, sh int) {
	screen.Fill(color.RGBA{28, 30, 27, 255})
	txt := func(t string, x, y, size float64, c color.RGBA) {
		ebitenrender.DrawText(screen, font, t, x, y, size, c, render.AlignLeft)
	}
	txt("Borrowed Time", 80, 70, 40, colGold)
	txt("A digital table for the 28mm zombie-survival skirmish game", 80, 112, 16, colDim)
	s.buttons = s.buttons[:0]
	y := 150
	add := func(label string, x, w int, do func()) {
		s.buttons = append(s.buttons, button{rect: image.Rect(x, y, x+w, y+30), label: label, enabled: true, do: do})
	}
	txt("Scenario", 80, float64(y+15), 16, colWhite)
	for i, n := range s.scenarios {
		i := i
		label := n
		if i == s.choice {
			label = "» " + n
		}
		add(label, 300+i*220, 210, func() { s.choice = i })
	}
	y += 50
	for ti := range s.toggles {
		t := &s.toggles[ti]
		txt(t.label, 80, float64(y+15), 16, colWhite)
		for vi, v := range t.values {
			vi := vi
			label := v
			if vi == t.pick {
				label = "» " + v
			}
			add(label, 300+vi*220, 210, func() { t.pick = vi })
		}
		y += 36
	}
	team := "the scenario's"
	if len(s.team) > 0 {
		team = fmt.Sprintf("%d survivors, %d points", len(s.team), s.teamPoints())
		if s.limit > 0 {
			team += fmt.Sprintf(" of %d", s.limit)
		}
	}
	txt("Team: "+team, 80, float64(y+15), 16, colWhite)
	y += 34
	for i, id := range survivorOrder {
		id := id
		prof, _ := game.SurvivorProfileOf(id)
		label := fmt.Sprintf("%s (%d)", prof.Name, prof.Points)
		if indexOf(s.team, id) >= 0 {
			label = "» " + label
		}
		x := 80 + (i%5)*205
		s.buttons = append(s.buttons, button{rect: image.Rect(x, y, x+198, y+28), label: label, enabled: true, do: func() {
			if k := indexOf(s.team, id); k >= 0 {
				s.team = append(s.team[:k:k], s.team[k+1:]...)
			} else {
				s.team = append(s.team, id)
			}
		}})
		if i%5 == 4 {
			y += 34
		}
	}
	limits := []int{0, 250, 320, 400}
	for i, l := range limits {
		l := l
		label := "no point limit"
		if l > 0 {
			label = fmt.Sprintf("limit %d", l)
		}
		if s.limit == l {
			label = "» " + label
		}
		x := 80 + i*205
		s.buttons = append(s.buttons, button{rect: image.Rect(x, y, x+198, y+28), label: label, enabled: true, do: func() { s.limit = l }})
	}
	y += 50
	txt(fmt.Sprintf("Seed %d", s.seed), 80, float64(y+15), 16, colWhite)
	add("New seed", 300, 210, func() { s.seed = s.seed*6364136223846793005 + 1442695040888963407 })
	y += 50
	add("Start (Enter)", 300, 210, func() {})
	for _, b := range s.buttons {
		vector.FillRect(screen, float32(b.rect.Min.X), float32(b.rect.Min.Y), float32(b.rect.Dx()), float32(b.rect.Dy()), colButton, false)
		ebitenrender.DrawText(screen, font, b.label, float64(b.rect.Min.X+10), float64(b.rect.Min.Y+15), 14, colWhite, render.AlignLeft)
	}
	if s.problem != "" {
		txt(s.problem, 80, float64(y+60), 14, colRed)
	}
}

// frameReport summarizes the timed frames.
func (a *app) frameReport() string {
	if len(a.frameDur) == 0 {
		return "no frames timed"
	}
	d := append([]time.Duration(nil), a.frameDur...)
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	var sum time.Duration
	for _, x := range d {
		sum += x
	}
	mean := sum / time.Duration(len(d))
	models := 0
	if a.play != nil {
		st := a.play.g.State()
		for _, m := range st.Models {
			if m.OnTable() {
				models++
			}
		}
	}
	what := fmt.Sprintf("%d models", models)
	if a.opts.benchBlank {
		what = "blank window"
	}
	return fmt.Sprintf("%d frames, %s: mean %.2f ms (%.0f fps), median %.2f ms, 95th percentile %.2f ms",
		len(d), what, ms(mean), 1000/ms(mean), ms(d[len(d)/2]), ms(d[len(d)*95/100]))
}

func ms(d time.Duration) float64 { return float64(d) / 1e6 }
