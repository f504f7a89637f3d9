package borrowedtime

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Borrowed Time reports a batch of simulated games its own way (cmd/simulate): the
// survivors' win rate, the game lengths, the causes of defeat, each survivor's death rate and
// the Heat spent by Director action, as text and as a chart.
var (
	_ game.Reporter = Ruleset{}
	_ game.Charter  = Ruleset{}
	_ game.Batcher  = Ruleset{}
)

// played is what one game tells the report beyond its outcome.
type played struct {
	Team []string       `json:"team,omitempty"` // the survivors who played
	Dead []string       `json:"dead,omitempty"` // those who died
	Heat map[string]int `json:"heat,omitempty"` // Heat spent, by Director action
}

// Result reads what a finished game tells the report.
func (Ruleset) Result(s game.Session) json.RawMessage {
	g, ok := GameOf(s)
	if !ok {
		return nil
	}
	var d played
	st := g.ReadState()
	for _, m := range st.Models {
		if m.IsSurvivor() {
			d.Team = append(d.Team, m.ID)
			if m.Removed {
				d.Dead = append(d.Dead, m.ID)
			}
		}
	}
	for _, e := range g.eng.Log() {
		c, ok := e.Cmd.(DirectorAction)
		if !ok {
			continue
		}
		if cost, ok := directorCosts[c.Action]; ok {
			if d.Heat == nil {
				d.Heat = map[string]int{}
			}
			key := c.Action
			if c.Action == "spawn-special" {
				key += ":" + c.Kind
			}
			d.Heat[key] += cost
		}
	}
	out, _ := json.Marshal(d)
	return out
}

// Report writes the batch's report.
func (Ruleset) Report(w io.Writer, s *maps.Scenario, seed uint64, games []game.Played) {
	summarize(s, seed, games).write(w)
}

// Chart draws the batch's report as a PNG.
func (Ruleset) Chart(path string, s *maps.Scenario, seed uint64, games []game.Played) error {
	return summarize(s, seed, games).chart(path)
}

// NewBatch sets up the games of a batch on one measured table, each game on a copy of it,
// sharing route graphs and routes (which changes no game: see physics.NavCache).
func (rs Ruleset) NewBatch(s *maps.Scenario) (func(game.Setup) (game.Session, error), error) {
	tb, err := s.NewTable()
	if err != nil {
		return nil, err
	}
	routes := physics.NewNavCache()
	return func(setup game.Setup) (game.Session, error) {
		opts, err := ReadOptions(setup.Options)
		if err != nil {
			return nil, err
		}
		opts.TableDice = opts.TableDice || setup.TableDice
		canon, err := opts.setup(setup.Seed)
		if err != nil {
			return nil, err
		}
		g, err := startGame(s, opts, canon, tb.Fresh())
		if err != nil {
			return nil, err
		}
		if err := g.ShareRoutes(routes); err != nil {
			return nil, err
		}
		return g.eng, nil
	}, nil
}

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

func summarize(s *maps.Scenario, seed uint64, results []game.Played) *report {
	r := &report{scenario: s.Name, seed: seed, games: len(results), lengthWins: map[int]int{}, lengthLosses: map[int]int{},
		causes: map[string]int{}, deaths: map[string]int{}, played: map[string]int{}, heat: map[string]int{}}
	for _, g := range results {
		var d played
		json.Unmarshal(g.Detail, &d) // a game that could not be played has none
		r.refused += g.Refused
		if g.Problem != "" {
			if r.problems == 0 {
				r.firstProblem = fmt.Sprintf("game %d: %s", g.Index, g.Problem)
			}
			r.problems++
		}
		if len(g.Outcome.Winners) == 1 && g.Outcome.Winners[0] == Survivors {
			r.wins++
			r.lengthWins[g.Outcome.Round]++
		} else {
			r.lengthLosses[g.Outcome.Round]++
			r.causes[defeatCause(g.Outcome.Reason)]++
		}
		for _, id := range d.Team {
			r.played[id]++
		}
		for _, id := range d.Dead {
			r.deaths[id]++
		}
		for a, h := range d.Heat {
			r.heat[a] += h
		}
	}
	return r
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
	name := DirectorActionName(action)
	if kind != "" {
		name += " (" + ZombieName(kind) + ")"
	}
	return name
}

func survivorName(id string) string {
	if p, ok := SurvivorProfileOf(id); ok {
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
	lo, hi := game.Wilson(r.wins, r.games)
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

// defeatCause names why the Director won, from the game's reason, for counting.
func defeatCause(reason string) string {
	switch {
	case strings.Contains(reason, "Threat"):
		return "the Threat track filled up"
	case strings.Contains(reason, "every survivor is dead"):
		return "every survivor died"
	case strings.Contains(reason, "dead"):
		return "too many survivors died"
	case reason == "":
		return "no result"
	}
	return fmt.Sprint(reason)
}
