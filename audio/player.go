package audio

import (
	"os"
	"path/filepath"
	"runtime"

	ebaudio "github.com/hajimehoshi/ebiten/v2/audio"
)

// Player plays the table's sounds, or nothing when there is no device or it is muted.
type Player struct {
	ctx    *ebaudio.Context
	device bool // there is somewhere to send sound: the context is opened at the first sound
	sounds map[string][]byte
	muted  bool
}

// NewPlayer makes the player. Without a sound device (a server, a virtual display) it is
// silent: creating an audio context there would stop the window from running. With one, the
// audio context is opened when the first sound plays: once open it keeps a thread busy (in a
// browser about 2–3% of a core), which a table that has made no sound need not pay (a web
// page also suspends it while the table is at rest: web/index.html).
func NewPlayer(wantSound bool) *Player {
	return &Player{sounds: synth(), muted: !wantSound, device: wantSound && DeviceAvailable()}
}

// DeviceAvailable reports whether the machine seems to have somewhere to send sound: a
// browser, any desktop other than Linux, or on Linux a PulseAudio server or an ALSA device.
func DeviceAvailable() bool {
	if runtime.GOOS != "linux" {
		return true
	}
	if os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		if _, err := os.Stat(filepath.Join(dir, "pulse", "native")); err == nil {
			return true
		}
	}
	pcm, _ := filepath.Glob("/dev/snd/pcmC*D*p")
	return len(pcm) > 0
}

// Silent reports whether nothing will be heard (no device, or muted).
func (p *Player) Silent() bool { return !p.device || p.muted }

// SetMuted mutes or unmutes.
func (p *Player) SetMuted(m bool) { p.muted = m }

// Muted reports whether the player is muted.
func (p *Player) Muted() bool { return p.muted }

// Play starts a sound by name.
func (p *Player) Play(name string) {
	if p.Silent() {
		return
	}
	if pcm, ok := p.sounds[name]; ok {
		if p.ctx == nil {
			p.ctx = ebaudio.NewContext(SampleRate)
		}
		p.ctx.NewPlayerFromBytes(pcm).Play()
	}
}

// PCM returns a sound's samples (for tests and previews).
func (p *Player) PCM(name string) []byte { return p.sounds[name] }
