package audio

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
)

// SampleRate is the rate the sounds are made at.
const SampleRate = 44100

// Sound names.
const (
	Dice      = "dice"
	Gunshot   = "gunshot"
	Blow      = "blow"
	Groan     = "groan"
	Explosion = "explosion"
)

// synth builds every sound as 16-bit stereo little-endian PCM. Its noise comes from its own
// generator: cosmetic randomness never touches the game's dice.
func synth() map[string][]byte {
	noise := rand.New(rand.NewPCG(0x5eed, 0xd1ce))
	n := func() float64 { return noise.Float64()*2 - 1 }
	out := map[string][]byte{}
	out[Dice] = render(0.32, func(t float64) float64 {
		v := 0.0
		for _, at := range []float64{0, 0.07, 0.16, 0.22} {
			if d := t - at; d >= 0 && d < 0.02 {
				v += n() * math.Exp(-d*250) * 0.6
			}
		}
		return v
	})
	out[Gunshot] = render(0.4, func(t float64) float64 {
		return n()*math.Exp(-t*18)*0.8 + math.Sin(2*math.Pi*70*t)*math.Exp(-t*25)*0.6
	})
	out[Blow] = render(0.18, func(t float64) float64 {
		return math.Sin(2*math.Pi*90*t)*math.Exp(-t*30)*0.8 + n()*math.Exp(-t*60)*0.3
	})
	out[Groan] = render(0.9, func(t float64) float64 {
		f := 95 - 25*t + 4*math.Sin(2*math.Pi*6*t)
		saw := 2*math.Mod(f*t, 1) - 1
		env := math.Min(t*8, 1) * math.Exp(-t*2.5)
		return saw * env * 0.45
	})
	last := 0.0
	out[Explosion] = render(1.3, func(t float64) float64 {
		last = last*0.92 + n()*0.08 // a rough low-pass: rumble, not hiss
		return last*math.Exp(-t*3)*4 + math.Sin(2*math.Pi*45*t)*math.Exp(-t*4)*0.5
	})
	return out
}

// render samples f over a duration into PCM, clipped to [-1, 1].
func render(seconds float64, f func(t float64) float64) []byte {
	frames := int(seconds * SampleRate)
	buf := make([]byte, frames*4)
	for i := 0; i < frames; i++ {
		v := math.Max(-1, math.Min(1, f(float64(i)/SampleRate)))
		s := uint16(int16(v * 32000))
		binary.LittleEndian.PutUint16(buf[i*4:], s)
		binary.LittleEndian.PutUint16(buf[i*4+2:], s)
	}
	return buf
}
