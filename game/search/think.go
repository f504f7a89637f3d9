package search

import (
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"

	"github.com/borrowed-time/tabletop/game"
)

// Scripted is the level of the games' own scripted players (game.Ruleset.Computer), which
// the table and the server offer beside the searching levels: they answer at once.
const Scripted = "scripted"

// Choices lists every level a computer seat may be given, the scripted players first, then
// the searching levels (Levels) weakest first.
func Choices() []Level {
	out := []Level{{ID: Scripted, Label: "Scripted", Help: "Plays at once by the game's written policy, without looking ahead."}}
	return append(out, Levels()...)
}

// ParseLevel reads a computer seat's level: "" (the scripted players), Scripted or a
// searching level's id. It says which levels there are when s is none of them.
func ParseLevel(s string) (Level, error) {
	if s == "" {
		s = Scripted
	}
	var ids []string
	for _, l := range Choices() {
		if l.ID == s {
			return l, nil
		}
		ids = append(ids, l.ID)
	}
	if len(s) > 24 || strings.IndexFunc(s, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0 {
		return Level{}, fmt.Errorf("that is not a computer player's level (they are: %s)", strings.Join(ids, ", "))
	}
	return Level{}, fmt.Errorf("%q is not a computer player's level (they are: %s)", s, strings.Join(ids, ", "))
}

// Thought is a decision made away from the game: the command for Seat (nil when the search
// found none), worked out on a fork of the game as it stood when Think was called.
type Thought struct {
	Seat    game.SeatID
	Command game.Command
	// Err says why there is no decision (the game cannot be forked, or the search failed).
	Err error
	// Took is how long the decision took, the fork included.
	Took time.Duration
}

// ErrNoFork is Think's answer for a session that is not a game.Forker.
var ErrNoFork = errors.New("this game cannot be copied for a computer player to think on")

// Think starts seat's next decision on a fork of s (game.Forker) and returns at once: the
// state is copied now, on the caller's goroutine (where s is used), and everything else —
// the fork's own rules and table, the rollouts — runs on a goroutine of its own, which
// never touches s. The channel receives one Thought. A panic in the rules or the players
// while thinking becomes the Thought's Err. The decision is the one Decide would make on s.
func (p *Player) Think(s game.Session, seat game.SeatID) (<-chan Thought, error) {
	f, ok := s.(game.Forker)
	if !ok {
		return nil, ErrNoFork
	}
	start := time.Now()
	build := f.Fork(seat, game.RNG(mix(p.decisionSeed(s, seat), 0)))
	out := make(chan Thought, 1)
	go func() {
		t := Thought{Seat: seat}
		defer func() {
			if r := recover(); r != nil {
				t.Command, t.Err = nil, fmt.Errorf("the computer player of %s failed: %v", seat, r)
			}
			t.Took = time.Since(start)
			out <- t
		}()
		fork, err := build()
		if err != nil {
			t.Err = err
			return
		}
		t.Command = p.Decide(fork, seat).Command
	}()
	return out, nil
}
