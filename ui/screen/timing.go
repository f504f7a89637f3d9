package screen

import (
	"fmt"
	"slices"
	"time"
)

// benchWarmUp is how many frames are drawn before -bench starts timing them.
const benchWarmUp = 10

// time notes how long the frame just drawn took since the last, and ends the run when
// enough frames were timed.
func (w *Window) time() {
	now := time.Now()
	if !w.lastDraw.IsZero() && w.frames > benchWarmUp {
		w.frameDur = append(w.frameDur, now.Sub(w.lastDraw))
	}
	w.lastDraw = now
	if len(w.frameDur) >= w.opts.Bench {
		w.done = true
	}
}

// FrameReport summarizes the timed frames (-bench).
func (w *Window) FrameReport() string {
	if len(w.frameDur) == 0 {
		return "no frames timed"
	}
	d := slices.Clone(w.frameDur)
	slices.Sort(d)
	var sum time.Duration
	for _, x := range d {
		sum += x
	}
	mean := sum / time.Duration(len(d))
	models := 0
	if m, ok := w.stack.Top().(ModelCounter); ok {
		models = m.Models()
	}
	what := fmt.Sprintf("%d models", models)
	if w.opts.BenchBlank {
		what = "blank window"
	}
	return fmt.Sprintf("%d frames, %s: mean %.2f ms (%.0f fps), median %.2f ms, 95th percentile %.2f ms",
		len(d), what, ms(mean), 1000/ms(mean), ms(d[len(d)/2]), ms(d[len(d)*95/100]))
}

func ms(d time.Duration) float64 { return float64(d) / 1e6 }
