package start

import (
	"fmt"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/search"
	"github.com/borrowed-time/tabletop/ui/table"
)

// The computer seats' levels (search.Choices): scripted, the games' own players, who move
// at once; steady and strong, who search before each move (package table, thinking.go).

// ReadLevels reads -level: one level for every computer seat, or SEAT=LEVEL pairs.
func (o *Options) ReadLevels(flag string) error {
	if flag == "" {
		return nil
	}
	if !strings.Contains(flag, "=") {
		l, err := search.ParseLevel(flag)
		if err != nil {
			return fmt.Errorf("-level: %v", err)
		}
		o.levelAll = l.ID
		return nil
	}
	o.Levels = map[game.SeatID]string{}
	for _, pair := range strings.Split(flag, ",") {
		seat, level, ok := strings.Cut(strings.TrimSpace(pair), "=")
		if !ok || seat == "" {
			return fmt.Errorf("-level %q: give SEAT=LEVEL pairs, or one level for every seat", pair)
		}
		l, err := search.ParseLevel(level)
		if err != nil {
			return fmt.Errorf("-level %s: %v", seat, err)
		}
		o.Levels[game.SeatID(seat)] = l.ID
	}
	return nil
}

// LevelOf is the level -level gives a seat ("" : scripted).
func (o Options) LevelOf(seat game.SeatID) string {
	if l, ok := o.Levels[seat]; ok {
		return l
	}
	return o.levelAll
}

// levelsFor is the levels -level gives the computer's seats.
func (o Options) levelsFor(computer table.SeatChoice) map[game.SeatID]string {
	out := map[game.SeatID]string{}
	for seat, on := range computer {
		if l := o.LevelOf(seat); on && l != "" {
			out[seat] = l
		}
	}
	return out
}

// levelsChosen is the levels the start screen gives the computer's seats.
func (g *otherGame) levelsChosen() map[game.SeatID]string {
	out := map[game.SeatID]string{}
	for seat, on := range g.computer {
		if l := g.levels[seat]; on && l != "" {
			out[seat] = l
		}
	}
	return out
}

// levelHelp explains a choice of Borrowed Time's start screen: a computer's level
// ("level:ID"), or one of bt.Describe's options.
func levelHelp(id string) string {
	if l, ok := strings.CutPrefix(id, "level:"); ok {
		if lv, err := search.ParseLevel(l); err == nil {
			return "The computer plays this side: " + lv.Help + ""
		}
	}
	return table.SummaryOf(id)
}

// setLevel gives a seat the level a start screen choice names ("level:ID"; any other: the
// scripted players).
func (o *Options) setLevel(seat game.SeatID, id string) {
	if o.Levels == nil {
		o.Levels = map[game.SeatID]string{}
	}
	l, ok := strings.CutPrefix(id, "level:")
	if !ok {
		l = search.Scripted
	}
	o.Levels[seat] = l
}
