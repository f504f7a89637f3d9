package main

import (
	"fmt"
	"hash/fnv"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/search"
)

// seatPlayer is who plays one seat, as -players names it: the scripted computer player, or a
// searching one with its budget.
type seatPlayer struct {
	search bool
	budget search.Budget
	text   string // as given, for the report
}

// parsePlayers reads -players, 'SEAT=KIND[:BUDGET],…' (KIND scripted or search; BUDGET a
// level or a number of rollouts), checking every seat against the game's.
func parsePlayers(spec string, seats []game.SeatSpec) (map[game.SeatID]seatPlayer, error) {
	out := map[game.SeatID]seatPlayer{}
	if strings.TrimSpace(spec) == "" {
		return out, nil
	}
	var names []string
	for _, s := range seats {
		names = append(names, string(s.ID))
	}
	for _, part := range strings.Split(spec, ",") {
		seat, kind, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			return nil, fmt.Errorf("-players %q: write SEAT=KIND[:BUDGET], such as survivors=search:strong", part)
		}
		if !seatIn(game.SeatID(seat), seats) {
			return nil, fmt.Errorf("-players: %q is not a seat of this game (its seats: %s)", seat, strings.Join(names, ", "))
		}
		kind, budget, _ := strings.Cut(kind, ":")
		switch kind {
		case "scripted":
			if budget != "" {
				return nil, fmt.Errorf("-players %q: the scripted player takes no budget", part)
			}
			out[game.SeatID(seat)] = seatPlayer{text: part}
		case "search":
			b, err := search.ParseBudget(budget)
			if err != nil {
				return nil, fmt.Errorf("-players %q: %v", part, err)
			}
			out[game.SeatID(seat)] = seatPlayer{search: true, budget: b, text: part}
		default:
			return nil, fmt.Errorf("-players %q: the kind is scripted or search, not %q", part, kind)
		}
	}
	return out, nil
}

func seatIn(id game.SeatID, seats []game.SeatSpec) bool {
	for _, s := range seats {
		if s.ID == id {
			return true
		}
	}
	return false
}

// computerFor is the player of seat in the game seeded seed: a searching one where -players
// says so (its own seed drawn from the game's and the seat's, so that the same batch seed
// plays the same games), else the ruleset's scripted one.
func (p *player) computerFor(seat game.SeatID, seed uint64) (game.Player, bool) {
	if sp, ok := p.seats[seat]; ok && sp.search {
		h := fnv.New64a()
		h.Write([]byte(seat))
		return search.New(sp.budget, gameSeed(seed, int(h.Sum64()%1_000_003))), true
	}
	return p.rs.Computer(seat)
}
