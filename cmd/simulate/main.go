// Command simulate runs games without a window.
//
//	simulate [-scenario NAME|FILE] [-games 1000] [-seed 1] [-workers N] [-png chart.png] [-options JSON]
//
// plays whole games with computer survivors against the automatic Director (package ai), in
// worker processes on every core, and prints the survivors' win rate with its confidence
// interval, the game lengths, the causes of defeat, each survivor's death rate and the Heat
// spent by Director action; the same seed gives the same report. For a scenario of another
// ruleset (Survivors), its computer plays every seat and -options '{"mode":"solo"}' gives the
// ruleset's options object.
//
//	simulate replay FILE
//
// replays a saved game, checking it against its recorded state, and prints every command's
// events and the final state, so anyone can check a game without the table.
package main

import (
	"fmt"
	"github.com/borrowed-time/tabletop/game"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/tidwall/gjson"
	"io"
	"os"
	"runtime/debug"
	"sort"
	"strings"
)

func main() {
	if os.Getenv("GOGC") == "" {
		// Games allocate briefly and keep little: collecting less often is 10% faster
		// (25 MB a process instead of 15 MB; past 400 it gains nothing more).
		debug.SetGCPercent(gcPercent)
	}
	if os.Getenv(workerEnv) != "" {
		os.Exit(runWorker(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// gcPercent is the garbage collector's setting for simulations (GOGC overrides it).
const gcPercent = 400

const usage = `usage: simulate [flags]      play games, computer against computer, and report
       simulate replay FILE  replay a saved game: print the event log and the final state

flags:
`

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "replay" {
		return simulate(args, stdout, stderr)
	}
	switch args[0] {
	case "replay":
		if len(args) != 2 {
			fmt.Fprint(stderr, "simulate replay: name one save file\n\n"+usage)
			return 2
		}
		return replay(args[1], stdout, stderr)
	}
	fmt.Fprintf(stderr, "simulate: unknown command %q\n\n%s", args[0], usage)
	return 2
}

func replay(path string, stdout, stderr io.Writer) int {
	data, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintln(stderr, "simulate:", err)
		return 1
	}
	if gjson.GetBytes(data, "format").String() == game.SaveFormat {
		return replayGeneric(path, data, stdout, stderr)
	}
	f, err := bt.ParseSave(data)
	if err != nil {
		fmt.Fprintf(stderr, "simulate: %s: %v\n", path, err)
		return 1
	}
	var log strings.Builder
	g, err := f.Replay(func(i int, cmd bt.Command, events []bt.Event) {
		fmt.Fprintf(&log, "%4d  %s\n", i+1, describe(cmd))
		for _, e := range events {
			fmt.Fprintf(&log, "        %s\n", e.Text)
		}
	})
	if err != nil {
		fmt.Fprintf(stderr, "simulate: %s: %v\n", path, err)
		return 1
	}
	s := g.Scenario()
	fmt.Fprintf(stdout, "%s — seed %d, %d commands\n\n", s.Name, g.Seed(), len(g.Log()))
	io.WriteString(stdout, log.String())
	printState(stdout, g)
	return 0
}

func describe(c bt.Command) string {
	parts := []string{c.Type}
	add := func(k, v string) {
		if v != "" {
			parts = append(parts, k+"="+v)
		}
	}
	add("survivor", c.Survivor)
	add("target", c.Target)
	add("weapon", c.Weapon)
	add("action", c.Action)
	add("spawn", c.Spawn)
	add("kind", c.Kind)
	add("location", c.Location)
	add("item", c.Item)
	add("victim", c.Victim)
	if c.To != nil {
		add("to", fmt.Sprintf("(%.2f, %.2f)", c.To.X, c.To.Y))
	}
	if len(c.Dice) > 0 {
		add("dice", fmt.Sprint(c.Dice))
	}
	return strings.Join(parts, " ")
}

func printState(w io.Writer, g *bt.Game) {
	st := g.State()
	s := g.Scenario()
	fmt.Fprintf(w, "\nFinal state (hash %s)\n", g.Hash())
	fmt.Fprintf(w, "  round %d, %s phase", st.Round, st.Phase)
	if st.Step != "" {
		fmt.Fprintf(w, " (%s)", st.Step)
	}
	fmt.Fprintf(w, "; Heat %d/%d; Threat %d/%d\n", st.Heat, s.HeatMax, st.Threat, s.ThreatMax)
	if st.Winner != "" {
		fmt.Fprintf(w, "  winner: %s — %s\n", st.Winner, st.WinReason)
	}
	fmt.Fprintf(w, "  salvage deck: %d cards, %d discarded\n", len(st.Deck), len(st.Discard))
	models := append([]bt.Model(nil), st.Models...)
	sort.SliceStable(models, func(i, j int) bool { return models[i].IsSurvivor() && !models[j].IsSurvivor() })
	for _, m := range models {
		status := "on the table"
		switch {
		case m.Removed && m.IsSurvivor():
			status = "dead"
		case m.Removed:
			status = "removed"
		case m.Downed:
			status = "Downed"
		}
		fmt.Fprintf(w, "  %-16s %-9s (%5.2f, %5.2f)  wounds %2d  %s", m.ID, m.Kind, m.Pos.X, m.Pos.Y, m.Wounds, status)
		if m.IsSurvivor() {
			var kit []string
			for _, wp := range m.Weapons {
				kit = append(kit, fmt.Sprintf("%s(%d)", wp.ID, wp.Shots))
			}
			kit = append(kit, m.Items...)
			fmt.Fprintf(w, "  reloads %d  kit %s", m.Reloads, strings.Join(kit, ", "))
		}
		fmt.Fprintln(w)
	}
	if results := g.Agendas(); len(results) > 0 {
		fmt.Fprintln(w, "  secret agendas:")
		for _, r := range results {
			verdict := map[bool]string{true: "achieved", false: "not achieved"}[r.Achieved]
			if !r.Final {
				verdict += " so far"
			}
			fmt.Fprintf(w, "    %-15s %s (%s): %s\n", r.Survivor, r.Agenda.Name, r.Agenda.Goal, verdict)
		}
	}
}
