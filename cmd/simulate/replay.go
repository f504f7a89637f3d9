package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/rules"
)

// replaySave replays a save of any game, printing each command with what happened, then
// where the game stands: the tracks, the objectives and every model.
func replaySave(path string, data []byte, stdout, stderr io.Writer) int {
	saved, err := rules.LoadSave(data)
	if err != nil {
		fmt.Fprintf(stderr, "simulate: %s: %v\n", path, err)
		return 1
	}
	g, err := saved.Ruleset().New(saved.Scenario(), saved.Setup())
	if err != nil {
		fmt.Fprintf(stderr, "simulate: %s: %v\n", path, err)
		return 1
	}
	var log strings.Builder
	for i, e := range saved.Log() {
		enc, _ := g.Codec().Encode(e)
		fmt.Fprintf(&log, "%4d  %s\n", i+1, enc)
		evs, err := g.Apply(game.Host, e)
		if err != nil {
			fmt.Fprintf(stderr, "simulate: %s: command %d: %v\n", path, i+1, err)
			return 1
		}
		for _, ev := range evs {
			if ev.Text != "" { // an event without words (a cost said on the line before) has no line
				fmt.Fprintf(&log, "        %s\n", ev.Text)
			}
		}
	}
	s := g.Scenario()
	fmt.Fprintf(stdout, "%s (%s) — seed %d, %d commands\n\n", s.Name, g.Ruleset().Name(), g.Setup().Seed, len(g.Log()))
	io.WriteString(stdout, log.String())
	v := g.View(game.Host)
	fmt.Fprintf(stdout, "\n%s\n", v.Status)
	for _, t := range v.Tracks {
		fmt.Fprintf(stdout, "  %s: %d", t.Name, t.Value)
		if t.Max > 0 {
			fmt.Fprintf(stdout, " of %d", t.Max)
		}
		fmt.Fprintln(stdout)
	}
	for _, l := range v.Lines {
		fmt.Fprintf(stdout, "  %s\n", l)
	}
	fmt.Fprintf(stdout, "\nModels (hash %s)\n", g.Hash())
	for _, t := range v.Tokens {
		if t.Fallen {
			continue
		}
		fmt.Fprintf(stdout, "  %-16s %-9s (%5.2f, %5.2f)  wounds %2d", t.ID, t.Kind, t.Body.Pos.X, t.Body.Pos.Y, t.Wounds)
		if t.Down {
			fmt.Fprint(stdout, "  out of the fight")
		}
		fmt.Fprintln(stdout)
	}
	if o, over := g.Outcome(); over {
		fmt.Fprintf(stdout, "Over in round %d: %s\n", o.Round, o.Reason)
	}
	return 0
}
