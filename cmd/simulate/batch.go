package main

import (
	"fmt"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"strings"
)

// gameResult is what one simulated game tells the report. Workers send them as JSON lines.
type gameResult struct {
	Index    int            `json:"i"`
	Winner   string         `json:"winner"`
	Reason   string         `json:"reason"`
	Rounds   int            `json:"rounds"`
	Dead     []string       `json:"dead,omitempty"`     // survivors who died
	Heat     map[string]int `json:"heat,omitempty"`     // Heat spent, by Director action
	Refused  int            `json:"refused,omitempty"`  // commands the rules refused (policy mistakes)
	Problem  string         `json:"problem,omitempty"`  // a game that could not be played
	Survivor []string       `json:"team,omitempty"`     // the survivors who played
	Commands int            `json:"commands,omitempty"` // commands applied
}

// maxCommands bounds one game (a guard: whole games take a few hundred).
const maxCommands = 20000

// gameSeed derives game i's seed from the batch seed (SplitMix64), so that any worker can
// play any game and the same batch seed gives the same games.
func gameSeed(batch uint64, i int) uint64 {
	z := batch + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// playGame plays game i of a batch with computer players on both sides.
func playGame(s *maps.Scenario, batch uint64, i int, table *physics.Table, routes *physics.NavCache) gameResult {
	r := gameResult{Index: i}
	g, err := bt.NewOnTable(s, bt.Options{}, gameSeed(batch, i), table)
	if err != nil {
		r.Problem = err.Error()
		return r
	}
	if err := g.ShareRoutes(routes); err != nil {
		r.Problem = err.Error()
		return r
	}
	cmds, refused, err := bt.PlayOut(g, &bt.ComputerDirector{}, &bt.ComputerSurvivors{}, maxCommands)
	r.Commands, r.Refused = cmds, refused
	if err != nil {
		r.Problem = err.Error()
	}
	st := g.State()
	r.Winner, r.Reason, r.Rounds = st.Winner, st.WinReason, st.Round
	for _, m := range st.Models {
		if m.IsSurvivor() {
			r.Survivor = append(r.Survivor, m.ID)
			if m.Removed {
				r.Dead = append(r.Dead, m.ID)
			}
		}
	}
	for _, c := range g.Log() {
		if c.Type != bt.CmdDirectorAction {
			continue
		}
		if cost, ok := bt.DirectorActionCost(c.Action); ok {
			if r.Heat == nil {
				r.Heat = map[string]int{}
			}
			key := c.Action
			if c.Action == "spawn-special" {
				key += ":" + c.Kind
			}
			r.Heat[key] += cost
		}
	}
	return r
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
