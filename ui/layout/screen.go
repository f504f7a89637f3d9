package layout

import (
	"fmt"
	"image"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/ui/screen"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// Screen is the preview mode (-preview FILE): the scenario's layout drawn by the same
// code as the preview's PNG, redrawn whenever the file changes, with its problems on screen.
// It draws as the tables do (package screen): after input, when the file was reloaded or the
// grid switched, when the window changed size, for a screenshot.
type Screen struct {
	watch *layoutWatch
	font  *ebitenrender.Font

	cache          *ebiten.Image // the layout, redrawn when the file or the window changes
	cacheVersion   int
	cacheW, cacheH int
	grid           bool
	ticks          int
	failure        error // drawing failed: the window closes with it
}

var _ screen.Screen = (*Screen)(nil)

// checkEvery is how often the file is looked at, in ticks (60 a second).
const checkEvery = 20

// New makes the preview of the scenario file at path (read once it is shown, then whenever
// it changes).
func New(path string) (*Screen, error) {
	font, err := ebitenrender.LoadFont()
	if err != nil {
		return nil, fmt.Errorf("font: %w", err)
	}
	return &Screen{watch: newLayoutWatch(path), font: font, grid: true}, nil
}

// Update implements screen.Screen: it looks at the file now and then, and at the keys; Esc
// or Q closes the preview.
func (l *Screen) Update(stack *screen.Stack, _, _ int) error {
	if l.failure != nil {
		return l.failure
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) || inpututil.IsKeyJustPressed(ebiten.KeyQ) {
		stack.Pop()
		return nil
	}
	l.ticks++
	if l.ticks%checkEvery == 0 || inpututil.IsKeyJustPressed(ebiten.KeyR) {
		l.watch.check()
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyG) {
		l.grid = !l.grid
		l.cacheVersion = -1
	}
	return nil
}

// Draw implements screen.Screen.
func (l *Screen) Draw(dst *ebiten.Image, w, h int) {
	dst.Fill(render.LayoutBackground())
	if sc := l.watch.scene; sc != nil {
		if l.cache == nil || l.cacheW != w || l.cacheH != h || l.cacheVersion != l.watch.version {
			if err := l.redraw(sc, w, h); err != nil {
				l.failure = err
			}
		}
		dst.DrawImage(l.cache, nil)
	}
	l.drawStatus(dst, w, h)
}

// redraw draws the layout into the cache at the scale that fits the window. It draws on the
// CPU (render.ImageCanvas, as the preview's PNG is drawn) and uploads the picture: far faster
// than anti-aliased paths on a software-rendered GPU, and the very same pixels as the PNG.
func (l *Screen) redraw(sc *render.Scene, w, h int) error {
	s := sc.Scenario
	ppi, origin := render.LayoutFit(s.Width, s.Height, w, h-StatusHeight)
	cv, err := render.NewImageCanvas(w, h, ppi, origin, render.LayoutBackground())
	if err != nil {
		return err
	}
	scene := *sc
	scene.Grid = l.grid
	render.DrawLayout(cv, &scene)
	if l.cache == nil || l.cacheW != w || l.cacheH != h {
		if l.cache != nil {
			l.cache.Deallocate()
		}
		// Unmanaged, as the table's static layer: a screen-sized image kept out of the atlas.
		l.cache = ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
	}
	l.cache.WritePixels(cv.Dst.Pix)
	l.cacheW, l.cacheH, l.cacheVersion = w, h, l.watch.version
	return nil
}

// StatusHeight is the strip along the bottom of the window that says what is watched.
const StatusHeight = 26

// drawStatus draws the watched file's state along the bottom, and the problems, if any, in a
// box over the layout.
func (l *Screen) drawStatus(screen *ebiten.Image, w, h int) {
	wt := l.watch
	vector.FillRect(screen, 0, float32(h-StatusHeight), float32(w), StatusHeight, widget.ColPanel, false)
	status := fmt.Sprintf("Watching %s — saved changes show here.   R reload · G grid · Esc quit", wt.path)
	if !wt.loaded.IsZero() {
		status = fmt.Sprintf("Watching %s — loaded %s.   R reload · G grid · Esc quit", wt.path, wt.loaded.Format("15:04:05"))
	}
	ebitenrender.DrawText(screen, l.font, status, 12, float64(h-StatusHeight/2), 13, widget.ColDim, render.AlignLeft)
	if len(wt.problem) == 0 {
		return
	}
	lines := wt.problem
	const maxLines = 24
	more := 0
	if len(lines) > maxLines {
		lines, more = lines[:maxLines], len(lines)-maxLines
	}
	boxH := float32(44 + 20*len(lines))
	if more > 0 {
		boxH += 20
	}
	boxW := float32(min(w-40, 900))
	vector.FillRect(screen, 20, 20, boxW, boxH, widget.ColProblemBox, false)
	vector.StrokeRect(screen, 20, 20, boxW, boxH, 2, widget.ColRed, false)
	title := fmt.Sprintf("%s has %d problem(s)", filepath.Base(wt.path), len(wt.problem))
	if wt.scene != nil {
		title += " — showing the last version that loaded"
	}
	ebitenrender.DrawText(screen, l.font, title, 34, 40, 16, widget.ColRed, render.AlignLeft)
	for i, p := range lines {
		ebitenrender.DrawText(screen, l.font, p, 34, 66+20*float64(i), 13, widget.ColWhite, render.AlignLeft)
	}
	if more > 0 {
		ebitenrender.DrawText(screen, l.font, fmt.Sprintf("… and %d more", more), 34, 66+20*float64(len(lines)), 13, widget.ColDim, render.AlignLeft)
	}
}

// Busy implements screen.Screen: nothing in the layout preview moves by itself.
func (l *Screen) Busy() bool { return false }

// layoutStamp is what the layout preview shows that changes without input: the file
// reloaded (its layout, its problems, when it loaded), the grid switched.
type layoutStamp struct {
	version int
	grid    bool
}

// Stamp implements screen.Screen.
func (l *Screen) Stamp() any { return layoutStamp{version: l.watch.version, grid: l.grid} }
