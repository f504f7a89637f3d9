package audio

import (
	"encoding/binary"
	"math"
	"testing"
)

func TestSoundsAreMadeAndAudible(t *testing.T) {
	s := synth()
	for _, name := range []string{Dice, Gunshot, Blow, Groan, Explosion} {
		pcm := s[name]
		if len(pcm) < SampleRate/10*4 {
			t.Errorf("%s: %d bytes, too short", name, len(pcm))
			continue
		}
		peak, sum := 0.0, 0.0
		for i := 0; i+1 < len(pcm); i += 4 {
			v := float64(int16(binary.LittleEndian.Uint16(pcm[i:]))) / 32768
			peak = math.Max(peak, math.Abs(v))
			sum += v * v
		}
		rms := math.Sqrt(sum / float64(len(pcm)/4))
		if peak < 0.2 || rms < 0.01 {
			t.Errorf("%s: peak %.2f, rms %.3f: too quiet", name, peak, rms)
		}
	}
	again := synth()
	if string(again[Explosion]) != string(s[Explosion]) {
		t.Error("the same sounds should come out every time")
	}
}
