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

// readSetup is the batch's set-up: its seed, and the -options object checked by the ruleset
// itself (a game is set up with it once), so a bad option is refused before any game is
// played, with the ruleset's own words.
func readSetup(rs game.Ruleset, s *maps.Scenario, spec batchSpec) (game.Setup, error) {
	setup := game.Setup{Seed: spec.seed}
	if strings.TrimSpace(spec.options) == "" {
		return setup, nil
	}
	var obj map[string]any
	if err := json.Unmarshal([]byte(spec.options), &obj); err != nil {
		return setup, fmt.Errorf("-options %s: not a JSON object such as '{\"mode\":\"solo\"}': %v", spec.options, err)
	}
	compact, _ := json.Marshal(obj)
	setup.Options = compact
	if _, err := rs.New(s, setup); err != nil {
		return setup, fmt.Errorf("-options %s: %v", spec.options, err)
	}
	return setup, nil
}

// writeGeneric prints a batch's balance report: each seat's wins with a 95% interval, games
// nobody won, the reasons games ended, their length, and the scores.
func writeGeneric(w io.Writer, rs game.Ruleset, s *maps.Scenario, setup game.Setup, results []game.Played) {
	n := len(results)
	seed := setup.Seed
	g, _ := rs.New(s, setup)
	seats := g.Seats()
	wins := map[game.SeatID]int{}
	reasons := map[string]int{}
	rounds := map[int]int{}
	score := map[game.SeatID]int{}
	none, refused, commands, problems := 0, 0, 0, 0
	first := ""
	for i, r := range results {
		if r.Problem != "" {
			if problems == 0 {
				first = fmt.Sprintf("game %d: %s", i, r.Problem)
			}
			problems++
			continue
		}
		if len(r.Outcome.Winners) == 0 {
			none++
		}
		for _, s := range r.Outcome.Winners {
			wins[s]++
		}
		reasons[endingKind(r.Outcome.Reason)]++
		rounds[r.Outcome.Round]++
		for s, v := range r.Outcome.Score {
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
		lo, hi := game.Wilson(wins[st.ID], n)
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
}

// pct is k of n as a percentage.
func pct(k, n int) float64 {
	if n == 0 {
		return 0
	}
	return 100 * float64(k) / float64(n)
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
