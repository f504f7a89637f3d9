package table

import (
	"slices"
	"strings"
	"testing"
)

// Where a person's marine shares the marines' turn with the computer's, the computer's
// marines wait until the person's is done (the table does not change while they plan), and
// the panel says who plays after them.
func TestComputerSeatsWaitForThePersonSharingTheTurn(t *testing.T) {
	p := newTestSession(t, "zombie-marines", 1, SeatChoice{"marine-2": true, "marine-3": true, "marine-4": true, "zombies": true})
	shared := 0
	for step := 0; step < 400 && shared < 5; step++ {
		if _, over := p.Game.Outcome(); over {
			break
		}
		if !p.humanTurn() {
			if p.computerMove() == computerIdle {
				t.Fatalf("step %d: no person on turn (%v), and the computer does nothing", step, p.Game.Turn())
			}
			p.anim = nil
			continue
		}
		if turn := p.Game.Turn(); slices.Contains(turn, "marine-2") || slices.Contains(turn, "marine-3") {
			shared++
			before := len(p.Game.Log())
			if got := p.computerMove(); got != computerIdle || len(p.Game.Log()) != before {
				t.Fatalf("step %d: with marine 1 on turn beside %v the computer moved (%v)", step, turn, got)
			}
			if after := p.computersAfter(); !strings.Contains(after, "Marine") || !strings.Contains(after, "computer") {
				t.Fatalf("step %d: the panel says %q of the computer's marines", step, after)
			}
		}
		pl, _ := p.Game.Ruleset().Computer(p.seat)
		if cmd, ok := pl.Next(p.Game, p.seat); !ok || !p.apply(p.seat, cmd) {
			fs, fc, _ := p.Game.Fallback()
			if !p.apply(fs, fc) {
				t.Fatalf("step %d: %s cannot move the game on: %q", step, p.seat, p.message.text)
			}
		}
		p.anim = nil
	}
	if shared == 0 {
		t.Fatal("marine 1 never shared the turn with the computer's marines")
	}
}
