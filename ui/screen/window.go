package screen

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"path/filepath"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/borrowed-time/tabletop/ui/page"
)

// Options are what the command line asks of the window beside its screens.
type Options struct {
	ShotsDir   string    // F12 writes a screenshot into this folder ("": F12 does nothing)
	SaveOnShot bool      // with F12, the screen on show also writes what tests read (ShotSaver)
	EchoInput  bool      // with ShotsDir: the input the screens handled goes to InputEchoFile, for tests
	Screenshot string    // the PNG to write after Frames frames, then quit ("": none)
	Frames     int       // with Screenshot: the frames drawn first
	Bench      int       // frames to time, then quit (0: none); FrameReport says how long they took
	BenchBlank bool      // with Bench: draw nothing but a filled window
	Stats      io.Writer // when not nil, gets -frame-stats' line of counts every second
	// FirstFrame, when not nil, is called once the first frame is drawn (a web page shows
	// the table then).
	FirstFrame func()
}

// Window is the Ebitengine game the program runs: it updates and draws the screen on top of
// its stack, draws a frame only when something changed (redraw.go), and takes the
// screenshots and timings its options ask for.
type Window struct {
	stack    *Stack
	opts     Options
	frames   int
	shots    int
	done     bool
	shotErr  error
	lastDraw time.Time
	shown    bool // the first frame is drawn
	frameDur []time.Duration
	input    inputWatch
	echo     inputEcho  // for scripted tests: the input the screens have handled
	redraw   redrawGate // frames are drawn only when something changed or moves
}

var _ ebiten.Game = (*Window)(nil)

// NewWindow makes the window that opens on a stack of screens.
func NewWindow(stack *Stack, o Options) *Window {
	return &Window{stack: stack, opts: o, redraw: redrawGate{pending: true, stats: o.Stats}, echo: newInputEcho(o)}
}

// Stack is the window's stack of screens.
func (w *Window) Stack() *Stack { return w.stack }

// ShotErr is the error of the last screenshot (or of the save beside it) that failed.
func (w *Window) ShotErr() error { return w.shotErr }

// Layout implements ebiten.Game: the screen is the window, pixel for pixel, but for a screen
// that needs more room than the window has (MinSizer): it is laid out larger, in the window's
// proportions, and Ebitengine shows it scaled down (the pointer's position scaled with it).
func (w *Window) Layout(outsideW, outsideH int) (int, int) {
	lw, lh := logicalSize(w.stack.Top(), outsideW, outsideH)
	if sw, sh := w.stack.Size(); lw != sw || lh != sh {
		w.redraw.want()
		w.stack.resize(lw, lh)
	}
	return lw, lh
}

// logicalSize is the size a screen is laid out at in a window of w×h pixels: the window's,
// or for a MinSizer the least size in the window's proportions that holds its own.
func logicalSize(top Screen, w, h int) (int, int) {
	m, ok := top.(MinSizer)
	if !ok || w <= 0 || h <= 0 {
		return w, h
	}
	mw, mh := m.MinSize()
	s := max(float64(mw)/float64(w), float64(mh)/float64(h))
	if s <= 1 {
		return w, h
	}
	return int(math.Ceil(float64(w) * s)), int(math.Ceil(float64(h) * s))
}

// Update implements ebiten.Game: the update of the screen on show, then whether the next
// frame is drawn.
func (w *Window) Update() error {
	input := w.input.active()
	if w.done {
		return ebiten.Termination
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyF12) && w.opts.ShotsDir != "" {
		w.shots++ // taken at the next Draw
	}
	sw, sh := w.stack.Size()
	if err := w.stack.Top().Update(w.stack, sw, sh); err != nil {
		return err
	}
	w.echo.seen()
	top := w.stack.Top()
	if top == nil {
		return ebiten.Termination
	}
	// A screenshot or a timing waits for frames: they are drawn whatever happens.
	asked := w.shots > 0 || w.opts.Screenshot != "" || w.opts.Bench > 0
	w.redraw.tick(input || asked, top, commandsOf(top))
	if rest, changed := w.redraw.atRest(); changed {
		page.Rest(rest)
	}
	return nil
}

// commandsOf counts the commands of the game on show (for -frame-stats): 0 on the start
// screen and online, where the server keeps them.
func commandsOf(sc Screen) int {
	if c, ok := sc.(CommandCounter); ok {
		return c.Commands()
	}
	return 0
}

// Draw implements ebiten.Game. A frame in which nothing changed is not drawn: the screen
// keeps its pixels, and Ebitengine does not present it again (redraw.go).
func (w *Window) Draw(screen *ebiten.Image) {
	if !w.redraw.draw() {
		return
	}
	top := w.stack.Top()
	if w.opts.BenchBlank {
		screen.Fill(color.RGBA{28, 30, 27, 255})
	} else {
		sw, sh := w.stack.Size()
		top.Draw(screen, sw, sh)
	}
	if !w.shown {
		w.shown = true
		if w.opts.FirstFrame != nil {
			w.opts.FirstFrame()
		}
	}
	w.frames++
	if w.opts.Bench > 0 {
		w.time()
	}
	if w.shots > 0 && w.opts.ShotsDir != "" {
		w.shots = 0
		// The game and the buttons first, the picture last (written whole, then renamed): a
		// test that sees the picture appear reads them complete, of this very frame.
		if s, ok := top.(ShotSaver); ok && w.opts.SaveOnShot {
			if err := s.SaveForShot(); err != nil {
				w.shotErr = err
			}
		}
		path := filepath.Join(w.opts.ShotsDir, fmt.Sprintf("shot-%06d.png", w.frames))
		if err := saveScreenshot(screen, path); err != nil {
			w.shotErr = err
		}
	}
	if w.opts.Screenshot != "" && w.frames >= w.opts.Frames && !w.done {
		w.shotErr = saveScreenshot(screen, w.opts.Screenshot)
		w.done = true
	}
}
