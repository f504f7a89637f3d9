package search

import (
	"encoding/json"

	"github.com/borrowed-time/tabletop/game"
)

// candidates lists the commands seat could send now in root (a sample of the game as seat
// knows it), each once and each one the rules accept: the scripted player's proposal first,
// then the alternatives it names (game.Alternatives), up to half of limit, then the others,
// those picked from a list of targets or choices before those that go to a spot, each group
// in an order drawn from rng; at most limit of them (0: no limit). Where the scripted player
// says its proposal is routine (game.Routine), the proposal alone.
func candidates(root game.Session, seat game.SeatID, limit int, rng *game.RNG) []game.Command {
	var out []game.Command
	seen := map[string]bool{}
	add := func(cmd game.Command) bool {
		data, err := json.Marshal(cmd)
		if err != nil {
			return false
		}
		key := string(cmd.CommandType()) + string(data)
		if seen[key] {
			return false
		}
		seen[key] = true
		if _, err := root.DiceNeeded(seat, cmd); err != nil {
			return false
		}
		out = append(out, cmd)
		return true
	}
	if pl, ok := root.Ruleset().Computer(seat); ok {
		if cmd, ok := pl.Next(root, seat); ok {
			add(cmd)
		}
		if rt, ok := pl.(game.Routine); ok && len(out) > 0 && rt.Routine(root, seat) {
			return out // the proposal is as good as any: nothing to weigh
		}
		if alt, ok := pl.(game.Alternatives); ok && len(out) > 0 {
			most := len(out) + max(1, limit/2)
			if limit <= 0 {
				most = len(out) + 8
			}
			for _, cmd := range alt.Alternatives(root, seat, most-len(out)) {
				if len(out) >= most {
					break
				}
				add(cmd)
			}
		}
	}
	picked, spots := actionCommands(root, seat)
	game.Shuffle(rng, picked)
	game.Shuffle(rng, spots)
	for _, cmd := range append(picked, spots...) {
		if limit > 0 && len(out) >= limit {
			break
		}
		add(cmd)
	}
	return out
}

// actionCommands builds every enabled action of seat with every pick its action lists: for
// each model the seat's view shows and with none selected. Commands that go to a spot are
// returned apart (there are many, and most are alike).
func actionCommands(g game.Session, seat game.SeatID) (picked, spots []game.Command) {
	models := []string{""}
	for _, tk := range g.View(seat).Tokens {
		if !tk.Fallen {
			models = append(models, tk.ID)
		}
	}
	for _, m := range models {
		for _, a := range g.Actions(seat, m) {
			if !a.Enabled {
				continue
			}
			for _, pk := range picksOf(a) {
				cmd, err := g.Build(seat, m, a.ID, pk)
				if err != nil || cmd == nil {
					continue
				}
				if pk.To != nil {
					spots = append(spots, cmd)
				} else {
					picked = append(picked, cmd)
				}
			}
		}
	}
	return picked, spots
}

// picksOf lists every way to complete action a from what it lists: each target, each
// choice, each spot; a point pick with no spots listed is left to the scripted player.
func picksOf(a game.Action) []game.Picks {
	switch a.Needs {
	case game.PickNothing:
		return []game.Picks{{}}
	case game.PickModel, game.PickPlace:
		out := make([]game.Picks, 0, len(a.Targets))
		for _, t := range a.Targets {
			out = append(out, game.Picks{Target: t})
		}
		return out
	case game.PickChoice:
		out := make([]game.Picks, 0, len(a.Choices))
		for _, c := range a.Choices {
			out = append(out, game.Picks{Choice: c.ID})
		}
		return out
	case game.PickChoices: // none, each alone, and all: the subsets between are left to the scripted player
		out := []game.Picks{{Chosen: []string{}}}
		for _, c := range a.Choices {
			out = append(out, game.Picks{Chosen: []string{c.ID}})
		}
		if len(a.Choices) > 1 {
			all := make([]string, len(a.Choices))
			for i, c := range a.Choices {
				all[i] = c.ID
			}
			out = append(out, game.Picks{Chosen: all})
		}
		return out
	case game.PickPoint:
		out := make([]game.Picks, 0, len(a.Spots))
		for _, sp := range a.Spots {
			out = append(out, game.Picks{To: &sp})
		}
		return out
	}
	return nil
}
