package table

import (
	"slices"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// Under fast-forward a frame plays the computer seats' commands on without a pause, many to
// a frame, and stops at a person's turn; without it, one command and then the table's pace.
func TestFastForwardPlaysTheComputersTurnsInBursts(t *testing.T) {
	computers := SeatChoice{"marine-2": true, "marine-3": true, "marine-4": true, "zombies": true}
	p := newTestSession(t, "zombie-marines", 1, computers)
	p.fastFwd = true
	most, humanTurns := 0, 0
	for i := 0; i < 3000; i++ {
		if _, over := p.Game.Outcome(); over {
			break
		}
		turn := p.Game.Turn()
		mine := !slices.ContainsFunc(turn, func(s game.SeatID) bool { return computers[s] })
		n := len(p.Game.Log())
		p.wait = 0
		p.computerStep()
		played := len(p.Game.Log()) - n
		if mine {
			humanTurns++
			if played > 0 {
				t.Fatalf("the computer played %d commands on %v's turn, a person's", played, turn)
			}
			p.applyFallbackFor(t, turn[0])
			continue
		}
		most = max(most, played)
	}
	if humanTurns == 0 || most < 2 {
		t.Fatalf("a frame played at most %d commands; the person's turn came %d times", most, humanTurns)
	}

	t.Logf("at most %d commands a frame; the person's turn %d times", most, humanTurns)

	q := newTestSession(t, "zombie-marines", 1, SeatChoice{"marine-1": true, "marine-2": true, "marine-3": true, "marine-4": true, "zombies": true})
	q.computerStep()
	if n := len(q.Game.Log()); n != 1 || q.wait != computerPace {
		t.Fatalf("without fast-forward a frame played %d commands and waits %d frames", n, q.wait)
	}
}

// applyFallbackFor plays a person's seat on by its fallback, as a player pressing on would.
func (p *Table) applyFallbackFor(t *testing.T, seat game.SeatID) {
	t.Helper()
	fs, cmd, ok := p.Game.Fallback()
	if !ok || fs != seat {
		t.Fatalf("the fallback is %s's, not %s's", fs, seat)
	}
	if !p.apply(fs, cmd) {
		t.Fatalf("%s's fallback is refused: %s", seat, p.message.text)
	}
}
