package start

import (
	"encoding/json"

	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/borrowed-time/tabletop/ui/table"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Options are the command line's settings.
type Options struct {
	Scenario       string // -scenario: a built-in scenario of any game, or a scenario file
	Seed           uint64 // the game's seed
	Quickstart     bool   // skip the start screen: play the scenario with the rulebook's rules
	TableDice      bool   // roll real dice and type them in
	heatCheck      string
	bleedOut       string
	complications  string
	keepZombieHeat bool
	Agendas        string       // Borrowed Time's secret agendas: "", own or random
	SaveFile       string       // the file Ctrl+S saves to and Ctrl+O loads (the other slots are named after it)
	ShotsDir       string       // F12 writes a screenshot into this folder
	SaveOnShot     bool         // F12 also saves the game, and where the buttons are
	Screenshot     string       // write the window to this PNG after Frames frames, then quit
	Frames         int          // frames to draw before Screenshot
	SelectID       string       // the model picked at the start
	Hover          *physics.Vec // a table point to point at, in inches (with -screenshot)
	Width, Height  int          // the window's size in pixels
	Mute           bool         // no sound
	Bench          int          // frames to time, then print and quit
	BenchBlank     bool         // with bench: draw nothing but a filled window
	FrameStats     bool         // print the ticks and the frames drawn every second
	Stress         int          // extra zombies on the table, for measuring
	team           []string
	pointLimit     int
	// houseRules are Borrowed Time's options as the start screen chose them, by its option
	// specs (text values); nil: the flags' choices.
	houseRules    map[string]string
	Preview       string         // a scenario file to watch and draw
	AutoDirector  bool           // the computer plays the Director
	AutoSurvivors bool           // the computer plays every survivor
	FastForward   bool           // start with fast-forward on
	Tutorial      bool           // the guided first game
	game          game.RulesetID // the game -scenario names
	scenarioFile  *maps.Scenario // the scenario -scenario names, loaded
	ComputerSeats []string       // with -quickstart, in a game other than Borrowed Time: the seats the computer plays
	Generic       bool           // -generic, read and ignored: every game is played on the one table
	Join          string         // an invite link (or code, with server) of an online game to join
	Server        string         // the game server hosting and codes use
	Host          bool           // Start hosts the game on the server
	PlayerName    string         // the name the other players see online
	CreateKey     string         // the server's room-creation key, if it has one

	// levels are the computer seats' levels (search.Choices) by seat; levelAll, the level
	// of the seats not named (-level).
	Levels   map[game.SeatID]string
	levelAll string
}

func (o Options) gameOptions() bt.Options {
	if o.houseRules != nil {
		raw, _ := json.Marshal(o.houseRules)
		if g, err := bt.ReadOptions(raw); err == nil { // the specs' own values always read
			g.TableDice = o.TableDice
			return g
		}
	}
	g := bt.Options{HeatCheck: o.heatCheck, BleedOut: o.bleedOut, Complications: o.complications,
		KeepZombieHeat: o.keepZombieHeat, TableDice: o.TableDice, Agendas: o.Agendas,
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
func (o Options) tableOptions() table.Options {
	return table.Options{SaveFile: o.SaveFile, Seed: o.Seed, FastForward: o.FastForward, Hover: o.Hover}
}
