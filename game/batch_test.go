package game

import "testing"

func TestWilsonInterval(t *testing.T) {
	lo, hi := Wilson(50, 100)
	if lo < 0.40 || lo > 0.41 || hi < 0.59 || hi > 0.60 {
		t.Errorf("50 of 100: %.4f–%.4f, want about 0.4038–0.5962", lo, hi)
	}
	if lo, hi := Wilson(0, 10); lo != 0 || hi < 0.27 || hi > 0.28 {
		t.Errorf("0 of 10: %.4f–%.4f", lo, hi)
	}
}
