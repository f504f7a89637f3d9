package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/rules"
)

// replayGeneric replays a save of a ruleset other than Borrowed Time, printing each command
// with what happened, then where the game stands.
func replayGeneric(path string, data []byte, stdout, stderr io.Writer) int {
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
			fmt.Fprintf(&log, "        %s\n", ev.Text)
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
	if o, over := g.Outcome(); over {
		fmt.Fprintf(stdout, "Over in round %d: %s\n", o.Round, o.Reason)
	}
	return 0
}
