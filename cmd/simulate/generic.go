package main

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

// genericResult is one game of a ruleset other than Borrowed Time, played by its computer
// players in every seat.
type genericResult struct {
	Winners  []game.SeatID
	Reason   string
	Rounds   int
	Score    map[game.SeatID]int
	Commands int
	Refused  int
	Problem  string
}

// maxGenericCommands bounds one game, a guard against players that make no progress.
const maxGenericCommands = 20000

// playGeneric plays one game by computer in every seat: a refused proposal is replaced by the
// session's fallback, so the game always goes on.
func playGeneric(rs game.Ruleset, s *maps.Scenario, setup game.Setup) (r genericResult) {
	defer func() {
		if p := recover(); p != nil {
			r.Problem = fmt.Sprintf("panic: %v", p)
		}
	}()
	g, err := rs.New(s, setup)
	if err != nil {
		return genericResult{Problem: err.Error()}
	}
	players := map[game.SeatID]game.Player{}
	for _, seat := range g.Seats() {
		if p, ok := rs.Computer(seat.ID); ok {
			players[seat.ID] = p
		}
	}
	for r.Commands < maxGenericCommands {
		if o, over := g.Outcome(); over {
			r.Winners, r.Reason, r.Rounds, r.Score = o.Winners, o.Reason, o.Round, o.Score
			return r
		}
		r.Commands++
		turn := g.Turn()
		if len(turn) == 0 {
			r.Problem = "the game is not over but no seat may act"
			return r
		}
		seat := turn[0]
		if p, ok := players[seat]; ok {
			if cmd, ok := p.Next(g, seat); ok {
				if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err == nil {
					continue
				}
				r.Refused++
			}
		}
		fs, cmd, ok := g.Fallback()
		if !ok {
			r.Problem = "the game has no way on"
			return r
		}
		if _, err := g.Apply(fs, game.Entry{Cmd: cmd}); err != nil {
			r.Problem = fmt.Sprintf("the fallback %s is refused: %v", cmd.CommandType(), err)
			return r
		}
	}
	r.Problem = fmt.Sprintf("the game did not end within %d commands", maxGenericCommands)
	return r
}

// genericSetup is the batch's set-up: its seed, and the -options object checked by the
// ruleset itself (a game is set up with it once), so a bad option is refused before any
// game is played, with the ruleset's own words.
func genericSetup(rs game.Ruleset, s *maps.Scenario, o simOptions) (game.Setup, error) {
	setup := game.Setup{Seed: o.spec.seed}
	if strings.TrimSpace(o.options) == "" {
		return setup, nil
	}
	var obj map[string]any
	if err := json.Unmarshal([]byte(o.options), &obj); err != nil {
		return setup, fmt.Errorf("-options %s: not a JSON object such as '{\"mode\":\"solo\"}': %v", o.options, err)
	}
	compact, _ := json.Marshal(obj)
	setup.Options = compact
	if _, err := rs.New(s, setup); err != nil {
		return setup, fmt.Errorf("-options %s: %v", o.options, err)
	}
	return setup, nil
}

// runGeneric plays a batch of a ruleset other than Borrowed Time, one game after another in
// this process: the geometry (resolv's package-level buffers) rules out goroutines, and
// other games do not use Borrowed Time's worker processes yet. Each game's seed is fixed by
// its number.
func runGeneric(rs game.Ruleset, s *maps.Scenario, setup game.Setup, o simOptions, progress func()) []genericResult {
	results := make([]genericResult, o.games)
	for i := range results {
		game := setup
		game.Seed = gameSeed(o.spec.seed, i)
		results[i] = playGeneric(rs, s, game)
		progress()
	}
	return results
}

// writeGeneric prints a batch's balance report: each seat's wins with a 95% interval, games
// nobody won, the reasons games ended, their length, and the scores.
func writeGeneric(w io.Writer, rs game.Ruleset, s *maps.Scenario, setup game.Setup, results []genericResult) (problems int) {
	n := len(results)
	seed := setup.Seed
	g, _ := rs.New(s, setup)
	seats := g.Seats()
	wins := map[game.SeatID]int{}
	reasons := map[string]int{}
	rounds := map[int]int{}
	score := map[game.SeatID]int{}
	none, refused, commands := 0, 0, 0
	first := ""
	for i, r := range results {
		if r.Problem != "" {
			if problems == 0 {
				first = fmt.Sprintf("game %d: %s", i, r.Problem)
			}
			problems++
			continue
		}
		if len(r.Winners) == 0 {
			none++
		}
		for _, s := range r.Winners {
			wins[s]++
		}
		reasons[endingKind(r.Reason)]++
		rounds[r.Rounds]++
		for s, v := range r.Score {
			score[s] += v
		}
		refused += r.Refused
		commands += r.Commands
	}
	fmt.Fprintf(w, "%s (%s) — %d games, the computer in every seat, seed %d\n", s.Name, rs.Name(), n, seed)
	if len(setup.Options) > 0 {
		fmt.Fprintf(w, "Options: %s\n", setup.Options)
	}
	fmt.Fprintln(w)
	for _, st := range seats {
		lo, hi := wilson(wins[st.ID], n)
		fmt.Fprintf(w, "%-24s wins %5.1f%%  (95%% interval %.1f–%.1f%%)", st.Name, pct(wins[st.ID], n), 100*lo, 100*hi)
		if len(score) > 0 {
			fmt.Fprintf(w, "  average score %.2f", float64(score[st.ID])/float64(max(n, 1)))
		}
		fmt.Fprintln(w)
	}
	if none > 0 { // a game no seat won: the zombies, when no seat plays them
		fmt.Fprintf(w, "%-24s       %5.1f%%\n", "no seat won", pct(none, n))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "How the games ended (N: a number that differs from game to game):")
	type kv struct {
		k string
		v int
	}
	var rs2 []kv
	for k, v := range reasons {
		rs2 = append(rs2, kv{k, v})
	}
	sort.Slice(rs2, func(i, j int) bool { return rs2[i].v > rs2[j].v || rs2[i].v == rs2[j].v && rs2[i].k < rs2[j].k })
	for _, e := range rs2 {
		fmt.Fprintf(w, "  %5.1f%%  %s\n", pct(e.v, n), strings.TrimSpace(e.k))
	}
	fmt.Fprintln(w, "\nGame length in rounds:")
	var ks []int
	for k := range rounds {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	for _, k := range ks {
		fmt.Fprintf(w, "  %2d: %5.1f%%\n", k, pct(rounds[k], n))
	}
	fmt.Fprintf(w, "\nCommands per game: %.1f; computer proposals refused: %.2f per game\n", float64(commands)/float64(max(n, 1)), float64(refused)/float64(max(n, 1)))
	if problems > 0 {
		fmt.Fprintf(w, "\nPROBLEMS: %d games failed; the first: %s\n", problems, first)
	}
	return problems
}

// endingKind is a game's reason for ending with its numbers replaced by "N", so that games
// that ended the same way count together ("After 6 rounds: the Reds N, the Blues N").
func endingKind(reason string) string {
	var b strings.Builder
	inNumber := false
	for _, r := range reason {
		if r >= '0' && r <= '9' {
			if !inNumber {
				b.WriteByte('N')
			}
			inNumber = true
			continue
		}
		inNumber = false
		b.WriteRune(r)
	}
	return b.String()
}
