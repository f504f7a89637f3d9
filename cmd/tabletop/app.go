package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
)

// panelWidth is the width of the information panel on the right, in pixels.
const panelWidth = 340

// app is the window: the scene, the camera and what the pointer is doing.
type app struct {
	scene  render.Scene
	ids    []physics.BodyID // body of each token
	cam    camera
	font   *text.GoTextFaceSource
	opts   options
	sw, sh int
	fitted bool

	panning     bool
	panFrom     [2]float64
	rulerOn     bool
	rulerFrom   physics.Vec
	rulerTo     physics.Vec
	selected    int // token index, or -1
	pointer     physics.Vec
	lastPointer physics.Vec
	look        lookResult

	frames  int
	done    bool
	shotErr error
}

// lookResult is what the selected survivor makes of the point or model under the pointer.
type lookResult struct {
	valid  bool
	target int // token index, or -1 for a point
	dist   float64
	sight  bool
	from   physics.Vec
	to     physics.Vec
	cover  physics.Cover
	piece  int
	route  physics.Path
	reason string
}

func newApp(s *maps.Scenario, o options) (*app, error) {
	tb, err := s.NewTable()
	if err != nil {
		return nil, err
	}
	tokens, ids, err := setUpModels(s, tb)
	if err != nil {
		return nil, err
	}
	font, err := render.LoadFont()
	if err != nil {
		return nil, fmt.Errorf("font: %w", err)
	}
	a := &app{scene: render.Scene{Scenario: s, Table: tb, Tokens: tokens, Grid: true}, ids: ids, font: font, opts: o, selected: -1}
	if o.selectID != "" {
		for i, t := range tokens {
			if t.Kind == "survivor" && t.ID == o.selectID {
				a.selected = i
			}
		}
		if a.selected < 0 {
			return nil, fmt.Errorf("-select %q: no such survivor in %s", o.selectID, s.ID)
		}
	}
	return a, nil
}

// Layout implements ebiten.Game: the screen is the window, pixel for pixel.
func (a *app) Layout(w, h int) (int, int) {
	if w != a.sw || h != a.sh {
		a.sw, a.sh = w, h
		if !a.fitted {
			a.fitTable()
		}
	}
	return w, h
}

func (a *app) fitTable() {
	a.cam.fit(a.scene.Scenario.Width, a.scene.Scenario.Height, float64(a.sw-panelWidth), float64(a.sh))
	a.fitted = true
}

func (a *app) inTableArea(x, y int) bool { return x < a.sw-panelWidth && x >= 0 && y >= 0 && y < a.sh }

// Update implements ebiten.Game: it turns input into camera moves, selection and measuring.
func (a *app) Update() error {
	if a.done {
		return ebiten.Termination
	}
	cx, cy := ebiten.CursorPosition()
	if _, wy := ebiten.Wheel(); wy != 0 && a.inTableArea(cx, cy) {
		factor := 1.15
		if wy < 0 {
			factor = 1 / factor
		}
		a.cam.zoomAt(float64(cx), float64(cy), factor)
	}
	for _, b := range []ebiten.MouseButton{ebiten.MouseButtonRight, ebiten.MouseButtonMiddle} {
		if inpututil.IsMouseButtonJustPressed(b) && a.inTableArea(cx, cy) {
			a.panning, a.panFrom = true, [2]float64{float64(cx), float64(cy)}
		}
	}
	if a.panning {
		a.cam.pan(float64(cx)-a.panFrom[0], float64(cy)-a.panFrom[1])
		a.panFrom = [2]float64{float64(cx), float64(cy)}
		if !ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) && !ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle) {
			a.panning = false
		}
	}
	const step = 12
	if ebiten.IsKeyPressed(ebiten.KeyArrowLeft) {
		a.cam.pan(step, 0)
	}
	if ebiten.IsKeyPressed(ebiten.KeyArrowRight) {
		a.cam.pan(-step, 0)
	}
	if ebiten.IsKeyPressed(ebiten.KeyArrowUp) {
		a.cam.pan(0, step)
	}
	if ebiten.IsKeyPressed(ebiten.KeyArrowDown) {
		a.cam.pan(0, -step)
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyF) {
		a.fitTable()
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyG) {
		a.scene.Grid = !a.scene.Grid
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		a.selected, a.rulerOn = -1, false
	}
	a.pointer = a.cam.toWorld(float64(cx), float64(cy))
	if a.opts.hover != nil {
		a.pointer = *a.opts.hover
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) && a.inTableArea(cx, cy) {
		if i := a.tokenAt(a.pointer); i >= 0 && a.scene.Tokens[i].Kind == "survivor" {
			a.selected = i
			a.look.valid = false
		} else {
			a.rulerOn, a.rulerFrom, a.rulerTo = true, a.pointer, a.pointer
		}
	}
	if a.rulerOn && ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		a.rulerTo = a.pointer
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) && a.rulerOn && a.rulerFrom.Dist(a.rulerTo) < 0.1 {
		a.rulerOn, a.selected = false, -1 // a click on empty table clears
	}
	for i := range a.scene.Tokens {
		a.scene.Tokens[i].Selected = i == a.selected
	}
	if a.pointer != a.lastPointer || !a.look.valid {
		a.lastPointer = a.pointer
		a.look = a.lookAt(a.pointer)
	}
	return nil
}

// tokenAt returns the token whose base holds p, or -1.
func (a *app) tokenAt(p physics.Vec) int {
	for i, t := range a.scene.Tokens {
		if t.Body.Pos.Dist(p) <= t.Body.Base.BoundingRadius() {
			return i
		}
	}
	return -1
}

// lookAt works out sight, cover and range from the selected survivor to the model under the
// pointer, or the route to the point under it.
func (a *app) lookAt(p physics.Vec) lookResult {
	if a.selected < 0 {
		return lookResult{valid: true}
	}
	tb := a.scene.Table
	me := a.ids[a.selected]
	r := lookResult{valid: true, target: a.tokenAt(p), piece: -1}
	if r.target == a.selected {
		return lookResult{valid: true}
	}
	if r.target >= 0 {
		other := a.ids[r.target]
		r.dist = tb.EdgeDistance(me, other)
		r.from, r.to, r.sight = tb.SightLine(me, other, physics.SightOptions{})
		if !r.sight {
			r.from, r.to = a.scene.Tokens[a.selected].Body.Pos, a.scene.Tokens[r.target].Body.Pos
		} else {
			r.cover, r.piece = tb.RangedCover(me, other)
		}
		return r
	}
	s := a.scene.Scenario
	if p.X < 0 || p.Y < 0 || p.X > s.Width || p.Y > s.Height {
		return lookResult{valid: true}
	}
	path, err := tb.PathTo(me, p, physics.MoveOptions{})
	if err != nil {
		r.reason = err.Error()
		r.route = physics.Path{Points: []physics.Vec{a.scene.Tokens[a.selected].Body.Pos, p}}
		return r
	}
	r.route = path
	if !path.Reached {
		r.reason = "no way through"
	}
	return r
}

// Draw implements ebiten.Game.
func (a *app) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{28, 30, 27, 255})
	table := screen.SubImage(image.Rect(0, 0, a.sw-panelWidth, a.sh)).(*ebiten.Image)
	cv := &render.EbitenCanvas{Dst: table, Scale: a.cam.scale, Offset: a.cam.offset, Font: a.font}
	render.DrawTable(cv, &a.scene)
	if a.selected >= 0 && a.look.valid {
		switch {
		case a.look.target >= 0:
			render.DrawSight(cv, a.look.from, a.look.to, a.look.sight)
		case len(a.look.route.Points) > 1 && a.look.reason == "":
			render.DrawRoute(cv, a.look.route.Points, a.look.route.Cost, true)
		case len(a.look.route.Points) > 1:
			render.DrawRefused(cv, a.look.route.Points[len(a.look.route.Points)-1])
		}
	}
	if a.rulerOn {
		render.DrawRuler(cv, a.rulerFrom, a.rulerTo)
	}
	a.drawPanel(screen)
	a.frames++
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

// drawPanel draws the information panel: the scenario, what is selected and pointed at, and
// the controls.
func (a *app) drawPanel(screen *ebiten.Image) {
	x0 := float64(a.sw - panelWidth)
	panel := screen.SubImage(image.Rect(a.sw-panelWidth, 0, a.sw, a.sh)).(*ebiten.Image)
	panel.Fill(color.RGBA{38, 40, 37, 255})
	s := a.scene.Scenario
	y := 24.0
	line := func(txt string, size float64, c color.RGBA) {
		render.DrawScreenText(screen, a.font, txt, x0+16, y, size, c, render.AlignLeft)
		y += size + 8
	}
	white, dim, gold := color.RGBA{240, 240, 235, 255}, color.RGBA{180, 180, 170, 255}, color.RGBA{255, 220, 90, 255}
	line(s.Name, 22, white)
	line(fmt.Sprintf("%g\" × %g\" table · Threat max %d · Heat max %d", s.Width, s.Height, s.ThreatMax, s.HeatMax), 13, dim)
	for _, l := range wrap(s.Description, 44) {
		line(l, 13, dim)
	}
	y += 10
	if a.selected < 0 {
		line("Click a survivor to see what they", 14, gold)
		line("can see and reach.", 14, gold)
	} else {
		t := a.scene.Tokens[a.selected]
		line("Selected: "+survivorName(t.ID), 16, gold)
		a.describeLook(line)
	}
	if a.rulerOn {
		line(fmt.Sprintf("Tape: %.2f\"", a.rulerFrom.Dist(a.rulerTo)), 15, gold)
	}
	y = float64(a.sh) - 10*21
	line("Controls", 15, white)
	for _, c := range []string{
		"Left click a survivor: select",
		"Left drag on the table: tape measure",
		"Right/middle drag or arrows: pan",
		"Wheel: zoom at the pointer",
		"F: fit the table   G: grid on/off",
		"Esc: clear selection and tape",
	} {
		line(c, 13, dim)
	}
}

func (a *app) describeLook(line func(string, float64, color.RGBA)) {
	l := a.look
	if !l.valid {
		return
	}
	white, green, red := color.RGBA{235, 235, 230, 255}, color.RGBA{120, 230, 120, 255}, color.RGBA{240, 100, 90, 255}
	switch {
	case l.target >= 0:
		t := a.scene.Tokens[l.target]
		name := strings.ToUpper(t.Kind[:1]) + t.Kind[1:]
		if t.Kind == "survivor" {
			name = survivorName(t.ID)
		}
		line("Pointing at: "+name, 14, white)
		line(fmt.Sprintf("Range %.1f\" (base edge to base edge)", l.dist), 14, white)
		if !l.sight {
			line("No line of sight", 14, red)
			return
		}
		line("Line of sight: clear", 14, green)
		if l.cover == physics.CoverNone {
			line("Cover: none", 14, white)
		} else {
			line(fmt.Sprintf("Cover: %s, from %s", l.cover, a.pieceName(l.piece)), 14, white)
		}
	case len(l.route.Points) > 1:
		if l.reason != "" {
			for _, w := range wrap("Cannot go there: "+l.reason, 40) {
				line(w, 14, red)
			}
			return
		}
		line(fmt.Sprintf("Route: %.1f\" of movement", l.route.Cost), 14, white)
		line("(difficult terrain counts double)", 12, color.RGBA{180, 180, 170, 255})
	}
}

func (a *app) pieceName(i int) string {
	t := a.scene.Scenario.Terrain[i]
	if t.Name != "" {
		return strings.ToLower(t.Name[:1]) + t.Name[1:]
	}
	return t.ID
}

// survivorName turns an id into a display name.
func survivorName(id string) string {
	names := map[string]string{"ramirez": "Officer Ramirez", "grizz": "Grizz", "sharma": "Dr. Anya Sharma", "leo": "Leo",
		"odessa": "Odessa", "sparky": "Sparky", "father-michael": "Father Michael", "patches": "Patches", "fury": "Fury", "lady-luck": "Lady Luck"}
	if n, ok := names[id]; ok {
		return n
	}
	return id
}

// wrap breaks text into lines of at most n characters.
func wrap(s string, n int) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		if len(cur)+len(w)+1 > n && cur != "" {
			lines = append(lines, cur)
			cur = w
		} else if cur == "" {
			cur = w
		} else {
			cur += " " + w
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}
