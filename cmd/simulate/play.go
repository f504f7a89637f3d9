package main

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/rules"
)

// maxCommands bounds one game, a guard against players that make no progress (whole games
// take a few hundred).
const maxCommands = 20000

// gameSeed derives game i's seed from the batch seed (SplitMix64), so that any worker can
// play any game and the same batch seed gives the same games.
func gameSeed(batch uint64, i int) uint64 {
	z := batch + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// batchSpec says which games to play: of which scenario, with which options, from which seed.
type batchSpec struct {
	scenario string // built-in name or file
	options  string // the ruleset's options object, as JSON ("" for its defaults)
	seed     uint64
	from, to int // game indexes [from, to)
	// players is -players: who plays which seat ("": the scripted players everywhere).
	players string
}

// player plays games of one batch in this process: every game of every ruleset the same way,
// through its Session and its computer players.
type player struct {
	rs      game.Ruleset
	s       *maps.Scenario
	setup   game.Setup
	newGame func(game.Setup) (game.Session, error)
	seats   map[game.SeatID]seatPlayer // -players
	err     error
}

// newPlayer opens the batch's scenario and its ruleset's way of setting up its games.
func newPlayer(spec batchSpec) *player {
	p := &player{}
	p.s, p.rs, p.err = rules.Open(spec.scenario)
	if p.err != nil {
		return p
	}
	p.setup, p.err = readSetup(p.rs, p.s, spec)
	if p.err != nil {
		return p
	}
	p.newGame = func(setup game.Setup) (game.Session, error) { return p.rs.New(p.s, setup) }
	if g, err := p.rs.New(p.s, p.setup); err == nil {
		if p.seats, p.err = parsePlayers(spec.players, g.Seats()); p.err != nil {
			return p
		}
	}
	if b, ok := p.rs.(game.Batcher); ok {
		p.newGame, p.err = b.NewBatch(p.s)
	}
	return p
}

// play plays games [from, to), handing each result to out in order.
func (p *player) play(from, to int, out func(game.Played)) {
	for i := from; i < to; i++ {
		if p.err != nil {
			out(game.Played{Index: i, Problem: p.err.Error()})
			continue
		}
		out(p.playOne(i))
	}
}

// playOne plays game i by computer in every seat: a refused proposal is replaced by the
// session's fallback, so the game always goes on.
func (p *player) playOne(i int) (r game.Played) {
	r.Index = i
	defer func() {
		if e := recover(); e != nil {
			r.Problem = fmt.Sprintf("panic: %v", e)
		}
	}()
	setup := p.setup
	setup.Seed = gameSeed(p.setup.Seed, i)
	g, err := p.newGame(setup)
	if err != nil {
		r.Problem = err.Error()
		return r
	}
	players := map[game.SeatID]game.Player{}
	for _, seat := range g.Seats() {
		if pl, ok := p.computerFor(seat.ID, setup.Seed); ok {
			players[seat.ID] = pl
		}
	}
	r.Problem = drive(g, players, &r)
	r.Outcome, r.Over = g.Outcome()
	if rep, ok := p.rs.(game.Reporter); ok {
		r.Detail = rep.Result(g)
	}
	return r
}

// drive plays a game to its end, counting its commands and the refused proposals; it says
// what went wrong, if anything did.
func drive(g game.Session, players map[game.SeatID]game.Player, r *game.Played) string {
	for r.Commands < maxCommands {
		if _, over := g.Outcome(); over {
			return ""
		}
		turn := g.Turn()
		if len(turn) == 0 {
			return "the game is not over but no seat may act"
		}
		r.Commands++
		seat := turn[0]
		if pl, ok := players[seat]; ok {
			if cmd, ok := pl.Next(g, seat); ok {
				if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err == nil {
					continue
				}
				r.Refused++
			}
		}
		fs, cmd, ok := g.Fallback()
		if !ok {
			return "the game has no way on"
		}
		if _, err := g.Apply(fs, game.Entry{Cmd: cmd}); err != nil {
			return fmt.Sprintf("round %d: the fallback %s is refused: %v", roundOf(g), cmd.CommandType(), err)
		}
	}
	return fmt.Sprintf("the game did not end within %d commands", maxCommands)
}

// roundOf is the round a game is in, from its view's "Round" track (0 when it has none).
func roundOf(g game.Session) int {
	for _, t := range g.View(game.Host).Tracks {
		if t.Name == "Round" {
			return t.Value
		}
	}
	return 0
}
