package main

import (
	"encoding/json"

	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// options are the command line's settings.
type options struct {
	scenario       string
	seed           uint64
	quickstart     bool
	tableDice      bool
	heatCheck      string
	bleedOut       string
	complications  string
	keepZombieHeat bool
	agendas        string
	saveFile       string
	shotsDir       string
	saveOnShot     bool
	screenshot     string
	frames         int
	selectID       string
	hover          *physics.Vec
	width, height  int
	mute           bool
	bench          int  // frames to time, then print and quit
	benchBlank     bool // with bench: draw nothing but a filled window
	frameStats     bool // print the ticks and the frames drawn every second
	stress         int  // extra zombies on the table, for measuring
	team           []string
	pointLimit     int
	// houseRules are Borrowed Time's options as the start screen chose them, by its option
	// specs (text values); nil: the flags' choices.
	houseRules    map[string]string
	preview       string         // a scenario file to watch and draw
	autoDirector  bool           // the computer plays the Director
	autoSurvivors bool           // the computer plays every survivor
	fastForward   bool           // start with fast-forward on
	tutorial      bool           // the guided first game
	game          game.RulesetID // the game -scenario names
	scenarioFile  *maps.Scenario // the scenario -scenario names, loaded
	computerSeats []string       // with -quickstart, in a game other than Borrowed Time: the seats the computer plays
	generic       bool           // -generic, read and ignored: every game is played on the one table
	join          string         // an invite link (or code, with server) of an online game to join
	server        string         // the game server hosting and codes use
	host          bool           // Start hosts the game on the server
	playerName    string         // the name the other players see online
	createKey     string         // the server's room-creation key, if it has one

	// levels are the computer seats' levels (search.Choices) by seat; levelAll, the level
	// of the seats not named (-level).
	levels   map[game.SeatID]string
	levelAll string
}

func (o options) gameOptions() bt.Options {
	if o.houseRules != nil {
		raw, _ := json.Marshal(o.houseRules)
		if g, err := bt.ReadOptions(raw); err == nil { // the specs' own values always read
			g.TableDice = o.tableDice
			return g
		}
	}
	g := bt.Options{HeatCheck: o.heatCheck, BleedOut: o.bleedOut, Complications: o.complications,
		KeepZombieHeat: o.keepZombieHeat, TableDice: o.tableDice, Agendas: o.agendas,
		Survivors: o.team, PointLimit: o.pointLimit}
	if g.HeatCheck == "table" {
		g.HeatCheck = ""
	}
	if g.BleedOut == "d6" {
		g.BleedOut = ""
	}
	if g.Complications == "attack" {
		g.Complications = ""
	}
	return g
}

// tableOptions are the settings the table reads.
func (o options) tableOptions() tableOptions {
	return tableOptions{saveFile: o.saveFile, seed: o.seed, fastForward: o.fastForward, hover: o.hover}
}
