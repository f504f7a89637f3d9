package screen

import (
	"fmt"
	"io"
)

// At rest the window draws nothing: Ebitengine keeps the last frame on the screen (the window
// turns off its clearing, SetScreenClearedEveryFrame(false)), and a frame in which Draw
// touches no pixel is not presented at all (its examples/skipdraw). Update still runs at the
// full tick rate, so computer seats, online messages and the autosave go on while nobody
// touches anything; only the drawing waits for something to change.

// redrawGate decides, once a tick, whether the next frame is drawn: after input, while the
// screen is busy, when its stamp changed, when the window changed size, or when asked (a
// screenshot waiting). It also counts the ticks and the frames drawn, for -frame-stats.
type redrawGate struct {
	pending bool // the next Draw draws
	last    any  // the stamp as of the last tick
	ticks   int  // Update calls
	frames  int  // frames drawn
	quiet   int  // ticks since the last that wanted a frame
	resting bool // at rest, as last told to the page
	// stats, when not nil, gets a line of counts every statsEvery ticks.
	stats io.Writer
}

// statsEvery is how many ticks pass between two lines of -frame-stats: a second at 60 TPS.
const statsEvery = 60

// want makes the next frame draw.
func (g *redrawGate) want() { g.pending = true }

// tick is called at the end of every Update with what happened in it.
func (g *redrawGate) tick(input bool, s Screen, commands int) {
	g.ticks++
	st := s.Stamp()
	if input || s.Busy() || st != g.last || g.pending {
		g.pending = true
		g.quiet = 0
	} else {
		g.quiet++
	}
	g.last = st
	if g.stats != nil && g.ticks%statsEvery == 0 {
		fmt.Fprintf(g.stats, "frame-stats ticks=%d frames=%d commands=%d\n", g.ticks, g.frames, commands)
	}
}

// restTicks is how many ticks in which nothing wanted a frame make the table at rest: half a
// second at 60 TPS.
const restTicks = 30

// atRest reports whether the table is at rest (restTicks without a frame wanted), and
// whether that changed since the last call: the web page asks for fewer animation frames at
// rest.
func (g *redrawGate) atRest() (rest, changed bool) {
	rest = g.quiet >= restTicks
	changed = rest != g.resting
	g.resting = rest
	return rest, changed
}

// draw reports whether this Draw should draw, and counts it if so.
func (g *redrawGate) draw() bool {
	if !g.pending {
		return false
	}
	g.pending = false
	g.frames++
	return true
}
