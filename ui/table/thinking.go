package table

import (
	"fmt"
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/search"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// A computer seat at a searching level (search.Levels) thinks for up to seconds before a
// move. It thinks off the drawing loop: search.Player.Think copies the game on the update
// loop and works on its own copy (rules and measured table of its own) on a goroutine of
// its own, so the window keeps drawing and taking input. Its move arrives on a channel; the
// update loop applies it through the session's one entry point (Apply) only if the game is
// still where it was (an undo or a load meanwhile makes it think again). The table shows a
// sign while a decision has taken over half a second. In the browser, where goroutines
// share one thread and a computing one is never interrupted, the search gives the page the
// thread back between rollouts (thinkYield).

// thinkSign is how long a decision runs before the table says the computer is thinking.
const thinkSign = 500 * time.Millisecond

// Time caps per level at the table: the levels' work keeps a decision to a second or two on
// this kind of machine; a busy machine, or the browser, takes the best found by then.
var thinkCaps = map[string]time.Duration{"steady": 3 * time.Second, "strong": 12 * time.Second}

// thinker is a computer seat that searches. It is a game.Player: Next hands over the move
// once thinking says it is ready (or the scripted player's, when the search could not run).
type thinker struct {
	level    search.Level
	pl       *search.Player
	scripted game.Player // the game's own player, for a game that cannot be copied
	// The decision under way (waiting != nil): when it began, for which seat, and the game
	// then (its log's length and fingerprint).
	waiting <-chan search.Thought
	since   time.Time
	seat    game.SeatID
	at      int
	hash    string
	// ready is the move thought for the game as it is now; failed, that the search could not
	// run (the scripted player plays instead).
	ready  game.Command
	has    bool
	failed bool
}

var _ game.Player = (*thinker)(nil)

// newThinker makes a searching player of the level for a seat of s; nil for the scripted
// level or a seat the game has no computer for.
func newThinker(s game.Session, seat game.SeatID, level string, seed uint64) *thinker {
	l, err := search.ParseLevel(level)
	if err != nil || l.ID == search.Scripted {
		return nil
	}
	scripted, ok := s.Ruleset().Computer(seat)
	if !ok {
		return nil
	}
	b := l.Budget
	b.Time = thinkCaps[l.ID]
	pl := search.New(b, seed)
	yield := thinkYield()
	pl.Pause = func() bool {
		yield()
		return true
	}
	return &thinker{level: l, pl: pl, scripted: scripted}
}

// thinking starts or follows seat's decision in s and reports whether it is still under
// way: false once its move is ready for Next.
func (t *thinker) thinking(s game.Session, seat game.SeatID) bool {
	if t.failed || (t.has && t.seat == seat && t.at == len(s.Log()) && t.hash == s.Hash()) {
		return false
	}
	t.has = false
	if t.waiting == nil {
		ch, err := t.pl.Think(s, seat)
		if err != nil {
			t.failed = true
			return false
		}
		t.waiting, t.since, t.seat, t.at, t.hash = ch, time.Now(), seat, len(s.Log()), s.Hash()
		return true
	}
	select {
	case th := <-t.waiting:
		t.waiting = nil
		if t.seat != seat || t.at != len(s.Log()) || t.hash != s.Hash() {
			return t.thinking(s, seat) // made for a game that has moved on: think again
		}
		if th.Err != nil || th.Command == nil {
			t.failed = th.Err != nil
			return false // Next falls back to the scripted player
		}
		t.ready, t.has = th.Command, true
		return false
	default:
		return true
	}
}

// Next hands over the move thought for the game as it is, or the scripted player's.
func (t *thinker) Next(s game.Session, seat game.SeatID) (game.Command, bool) {
	if t.has && t.seat == seat && t.at == len(s.Log()) && t.hash == s.Hash() {
		t.has = false
		return t.ready, true
	}
	return t.scripted.Next(s, seat)
}

// thinkingFor is how long seat's decision has run (0: none under way).
func (t *thinker) thinkingFor() time.Duration {
	if t.waiting == nil {
		return 0
	}
	return time.Since(t.since)
}

// UseLevels gives the table's computer seats their levels: a searching level makes the
// seat's player a thinker.
func (p *Table) UseLevels(levels map[game.SeatID]string, seed uint64) {
	for seat := range p.computers {
		if th := newThinker(p.Game, seat, levels[seat], seed); th != nil {
			p.computers[seat] = th
		}
	}
}

// thinkingNow is the sign to show, "" for none: a local seat's decision past thinkSign, or
// the server's computer thinking (as the room's presence says).
func (p *Table) thinkingNow() (sign string, secs int) {
	if r := p.remote(); r != nil {
		var names []string
		for _, s := range r.c.State().Seats {
			if s.Computer && s.Thinking {
				names = append(names, s.Name)
			}
		}
		if len(names) == 0 {
			return "", 0
		}
		return strings.Join(names, " and ") + " (the server's computer) thinking…", 0
	}
	for seat, pl := range p.computers {
		if th, ok := pl.(*thinker); ok {
			if d := th.thinkingFor(); d > thinkSign {
				return thinkingWords(p.seatName(seat), th, d)
			}
		}
	}
	return "", 0
}

// thinkingWords is the sign for a seat whose decision has run for d.
func thinkingWords(name string, th *thinker, d time.Duration) (string, int) {
	return fmt.Sprintf("%s (the computer, %s) is thinking…", name, strings.ToLower(th.level.Label)), int(d / time.Second)
}

// thinkingStamp changes when the sign appears, goes, or its seconds tick: the redraw gate
// draws a frame then.
func (p *Table) thinkingStamp() string { return signStamp(p.thinkingNow()) }

func signStamp(sign string, secs int) string {
	if sign == "" {
		return ""
	}
	return fmt.Sprint(sign, secs)
}

// drawThinking draws the sign at the top of the table (w wide) while the computer thinks.
func (p *Table) drawThinking(table *ebiten.Image, w int) {
	sign, secs := p.thinkingNow()
	drawSign(table, p.font, sign, secs, w)
}

// drawSign draws a thinking sign at the top of a table w wide ("": none).
func drawSign(table *ebiten.Image, font fontSource, sign string, secs, w int) {
	if sign == "" {
		return
	}
	if secs > 0 {
		sign += fmt.Sprintf(" %d s", secs)
	}
	bw := float32(len(sign)*8 + 40)
	x := float32(w)/2 - bw/2
	vector.FillRect(table, x, 72, bw, 30, color.RGBA{14, 15, 13, 220}, false)
	vector.StrokeRect(table, x, 72, bw, 30, 1, widget.ColDim, false)
	ebitenrender.DrawText(table, font, sign, float64(w)/2, 87, 14, widget.ColWhite, render.AlignCenter)
}
