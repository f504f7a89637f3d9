package main

import (
	"fmt"
	"github.com/borrowed-time/tabletop/maps"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"io"
	"math"
	"sort"
	"strings"
)

// report is what a batch of games says about a scenario's balance.
type report struct {
	scenario     string
	seed         uint64
	games        int
	wins         int
	lengthWins   map[int]int // rounds → games the survivors won in that many rounds
	lengthLosses map[int]int
	causes       map[string]int // why the Director won
	deaths       map[string]int // survivor → games they died in
	played       map[string]int // survivor → games they played
	heat         map[string]int // Director action → Heat spent over all games
	refused      int
	problems     int
	firstProblem string
}

func summarize(s *maps.Scenario, seed uint64, results []gameResult) *report {
	r := &report{scenario: s.Name, seed: seed, games: len(results), lengthWins: map[int]int{}, lengthLosses: map[int]int{},
		causes: map[string]int{}, deaths: map[string]int{}, played: map[string]int{}, heat: map[string]int{}}
	for _, g := range results {
		r.refused += g.Refused
		if g.Problem != "" {
			if r.problems == 0 {
				r.firstProblem = fmt.Sprintf("game %d: %s", g.Index, g.Problem)
			}
			r.problems++
		}
		if g.Winner == "survivors" {
			r.wins++
			r.lengthWins[g.Rounds]++
		} else {
			r.lengthLosses[g.Rounds]++
			r.causes[defeatCause(g.Reason)]++
		}
		for _, id := range g.Survivor {
			r.played[id]++
		}
		for _, id := range g.Dead {
			r.deaths[id]++
		}
		for a, h := range g.Heat {
			r.heat[a] += h
		}
	}
	return r
}

// wilson returns the 95% Wilson score interval of a proportion.
func wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p, nf := float64(k)/float64(n), float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return math.Max(0, mid-half), math.Min(1, mid+half)
}

func pct(k, n int) float64 {
	if n == 0 {
		return 0
	}
	return 100 * float64(k) / float64(n)
}

// sortedKeys returns a count map's keys, largest count first (ties by name).
func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	return keys
}

// actionLabel names a Director action (with the special infected's kind) for the report.
func actionLabel(key string) string {
	action, kind, _ := strings.Cut(key, ":")
	name := bt.DirectorActionName(action)
	if kind != "" {
		name += " (" + bt.ZombieName(kind) + ")"
	}
	return name
}

func survivorName(id string) string {
	if p, ok := bt.SurvivorProfileOf(id); ok {
		return p.Name
	}
	return id
}

// rounds returns the lengths that occur, in order.
func (r *report) rounds() []int {
	seen := map[int]bool{}
	for k := range r.lengthWins {
		seen[k] = true
	}
	for k := range r.lengthLosses {
		seen[k] = true
	}
	var out []int
	for k := range seen {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}

func (r *report) write(w io.Writer) {
	lo, hi := wilson(r.wins, r.games)
	fmt.Fprintf(w, "%s: %d games (seed %d), computer survivors against the automatic Director\n\n", r.scenario, r.games, r.seed)
	fmt.Fprintf(w, "Survivors' win rate: %.1f%% (%d of %d), 95%% confidence interval %.1f%%–%.1f%%\n\n", pct(r.wins, r.games), r.wins, r.games, 100*lo, 100*hi)

	fmt.Fprintln(w, "Game length in rounds (survivors' wins / Director's wins):")
	most := 1
	for _, k := range r.rounds() {
		most = max(most, r.lengthWins[k]+r.lengthLosses[k])
	}
	total := 0
	for _, k := range r.rounds() {
		n := r.lengthWins[k] + r.lengthLosses[k]
		total += k * n
		bar := strings.Repeat("█", (40*r.lengthWins[k]+most-1)/most) + strings.Repeat("░", (40*r.lengthLosses[k]+most-1)/most)
		fmt.Fprintf(w, "  %3d  %6d / %-6d %s\n", k, r.lengthWins[k], r.lengthLosses[k], bar)
	}
	fmt.Fprintf(w, "  mean %.2f rounds\n\n", float64(total)/float64(max(r.games, 1)))

	losses := r.games - r.wins
	fmt.Fprintln(w, "Causes of defeat:")
	if losses == 0 {
		fmt.Fprintln(w, "  none")
	}
	for _, c := range sortedKeys(r.causes) {
		fmt.Fprintf(w, "  %-32s %6d  %5.1f%% of defeats\n", c, r.causes[c], pct(r.causes[c], losses))
	}

	fmt.Fprintln(w, "\nDeath rate by survivor (games in which they died):")
	for _, id := range sortedKeys(r.played) {
		fmt.Fprintf(w, "  %-20s %5.1f%%  (%d of %d)\n", survivorName(id), pct(r.deaths[id], r.played[id]), r.deaths[id], r.played[id])
	}

	spent := 0
	for _, h := range r.heat {
		spent += h
	}
	fmt.Fprintf(w, "\nHeat spent by Director action (%.1f a game):\n", float64(spent)/float64(max(r.games, 1)))
	for _, a := range sortedKeys(r.heat) {
		fmt.Fprintf(w, "  %-34s %8d  %5.1f%%  %.2f a game\n", actionLabel(a), r.heat[a], pct(r.heat[a], spent), float64(r.heat[a])/float64(r.games))
	}
	fmt.Fprintf(w, "\nCommands the rules refused: %d\n", r.refused)
	if r.problems > 0 {
		fmt.Fprintf(w, "Games that could not be played: %d (first: %s)\n", r.problems, r.firstProblem)
	}
}
