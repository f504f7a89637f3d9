package table

import (
	"strings"
	"time"

	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"

	"github.com/borrowed-time/tabletop/audio"
	"github.com/borrowed-time/tabletop/game"
)

// Sounds plays the game's events.
type Sounds struct {
	Player    *audio.Player // the speakers (silent when muted or where there are none)
	lastGroan time.Time
}

func (s *Sounds) toggle() { s.Player.SetMuted(!s.Player.Muted()) }

// play picks the sound for an event.
func (s *Sounds) play(e bt.Event) {
	if s == nil || s.Player.Silent() {
		return
	}
	switch {
	case strings.Contains(e.Text, "explode") || strings.Contains(e.Text, "bursts") || strings.Contains(e.Text, "grenade goes off"):
		s.Player.Play(audio.Explosion)
	case e.Type == bt.EvShot:
		s.Player.Play(audio.Gunshot)
	case e.Type == bt.EvRoll:
		s.Player.Play(audio.Dice)
	case e.Type == bt.EvWound:
		s.Player.Play(audio.Blow)
	case e.Type == bt.EvSpawn || (e.Type == bt.EvMove && !isSurvivorID(e.Model)):
		if time.Since(s.lastGroan) > 2*time.Second {
			s.lastGroan = time.Now()
			s.Player.Play(audio.Groan)
		}
	}
}

func isSurvivorID(id string) bool {
	_, ok := bt.SurvivorProfileOf(id)
	return ok
}

// playEvent picks the sound for an event of any game: dice for a roll; the rest by the words
// the event uses, as the shared events have no other kinds.
func (s *Sounds) playEvent(e game.Event) {
	if s == nil || s.Player.Silent() {
		return
	}
	text := strings.ToLower(e.Text)
	switch {
	case strings.Contains(text, "explode") || strings.Contains(text, "bursts"):
		s.Player.Play(audio.Explosion)
	case strings.Contains(text, "shoots") || strings.Contains(text, "fires"):
		s.Player.Play(audio.Gunshot)
	case e.Type == game.EvRoll:
		s.Player.Play(audio.Dice)
	}
}
