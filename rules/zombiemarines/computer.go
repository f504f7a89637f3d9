package zombiemarines

import "github.com/borrowed-time/tabletop/engine"

// zombiePlayer and marinePlayer are the computer players (placeholders until their policy
// lands): they propose the fallback when it is theirs.
type zombiePlayer struct{}
type marinePlayer struct{}

func (zombiePlayer) Next(g engine.Session, seat engine.SeatID) (engine.Command, bool) {
	return fallbackFor(g, seat)
}

func (marinePlayer) Next(g engine.Session, seat engine.SeatID) (engine.Command, bool) {
	return fallbackFor(g, seat)
}

func fallbackFor(g engine.Session, seat engine.SeatID) (engine.Command, bool) {
	fs, cmd, ok := g.Fallback()
	if !ok || fs != seat {
		return nil, false
	}
	return cmd, true
}
