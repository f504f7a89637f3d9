package start

import (
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/search"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/rules"
	"github.com/borrowed-time/tabletop/ui/table"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// borrowedTime reports whether the game chosen is Borrowed Time, whose start screen items
// are its own.
func (s *startScreen) borrowedTime() bool {
	return len(s.games) == 0 || s.games[s.game].ID() == game.RulesetID(maps.BorrowedTime)
}

// drawGames: the first row, one button per game the table plays.
func (s *startScreen) drawGames(txt func(string, float64, float64, float64, color.RGBA), add func(string, string, int, int, func())) {
	txt("Game", 80, 155, 16, widget.ColWhite)
	s.labels = append(s.labels, labelTip(140, "Game", "Which game to play at this table: each has its own rules, scenarios and house rules, explained on hover."))
	// As many games as there are share the row's 940 pixels.
	w := min(210, (940-10*(len(s.games)-1))/max(1, len(s.games)))
	for i, rs := range s.games {
		label := rs.Name()
		if i == s.game {
			label = "» " + label
		}
		add(label, rs.Blurb(), 300+i*(w+10), w, func() {
			if s.game != i {
				s.game, s.problem = i, ""
				if !s.borrowedTime() {
					s.other = newOtherGame(rs, Options{Seed: s.seed})
				}
			}
		})
	}
}

// otherGame holds the start screen's choices for a game driven through game.Session: its
// scenario, its options, the dice and who plays each seat.
type otherGame struct {
	rs        game.Ruleset
	scenarios []*maps.Scenario // the game's built-in scenarios (and the -scenario file)
	choice    int
	picks     []int // per option of rs.Options(), the value chosen
	tableDice bool
	computer  table.SeatChoice
	levels    map[game.SeatID]string // the computer's level per seat ("": scripted)
	seats     []game.SeatSpec
	seatsKey  string // the scenario and options the seats were read for
	problem   string // why the game cannot start as chosen
}

func newOtherGame(rs game.Ruleset, o Options) otherGame {
	g := otherGame{rs: rs, computer: table.SeatChoice{}, levels: map[game.SeatID]string{}, tableDice: o.TableDice}
	for _, id := range rules.Builtins(rs.ID()) {
		data, err := rules.BuiltinSource(id)
		if err != nil {
			continue
		}
		if sc, _, err := rules.Load(id, data); err == nil {
			g.scenarios = append(g.scenarios, sc)
		}
	}
	if o.scenarioFile != nil && o.scenarioFile.Ruleset == string(rs.ID()) {
		g.choice = -1
		for i, sc := range g.scenarios {
			if sc.ID == o.scenarioFile.ID {
				g.choice, g.scenarios[i] = i, o.scenarioFile
			}
		}
		if g.choice < 0 {
			g.scenarios = append(g.scenarios, o.scenarioFile)
			g.choice = len(g.scenarios) - 1
		}
	}
	for _, opt := range rs.Options() {
		pick := -1 // the default is none of the values: the scenario decides
		for i, v := range opt.Values {
			if v.ID == opt.Default {
				pick = i
			}
		}
		g.picks = append(g.picks, pick)
	}
	for _, seat := range o.ComputerSeats {
		g.computer[game.SeatID(seat)] = true
		g.levels[game.SeatID(seat)] = o.LevelOf(game.SeatID(seat))
	}
	return g
}

// scenario is the scenario chosen, or nil when the game has none.
func (g *otherGame) scenario() *maps.Scenario {
	if g.choice < 0 || g.choice >= len(g.scenarios) {
		return nil
	}
	return g.scenarios[g.choice]
}

// pick chooses value vi of option oi; a preset's value also chooses the values it sets in
// their rows, which may be changed after.
func (g *otherGame) pick(oi, vi int) {
	opts := g.rs.Options()
	g.picks[oi] = vi
	if vi < 0 || vi >= len(opts[oi].Values) {
		return
	}
	for key, id := range opts[oi].Values[vi].Sets {
		for k, opt := range opts {
			if opt.Key != key {
				continue
			}
			for j, v := range opt.Values {
				if v.ID == id {
					g.picks[k] = j
				}
			}
		}
	}
}

// optionsJSON is the options object the choices make: the options changed from their
// defaults, and those a preset chosen sets (whatever they are now: the rows say what is
// played), each value as its id.
func (g *otherGame) optionsJSON() json.RawMessage {
	obj := map[string]string{}
	opts := g.rs.Options()
	preset := map[string]bool{}
	for i, opt := range opts {
		if i < len(g.picks) && g.picks[i] >= 0 && g.picks[i] < len(opt.Values) {
			for key := range opt.Values[g.picks[i]].Sets {
				preset[key] = true
			}
		}
	}
	for i, opt := range opts {
		if i >= len(g.picks) || g.picks[i] < 0 || g.picks[i] >= len(opt.Values) {
			continue
		}
		if id := opt.Values[g.picks[i]].ID; id != opt.Default || preset[opt.Key] {
			obj[opt.Key] = id
		}
	}
	if len(obj) == 0 {
		return nil
	}
	data, _ := json.Marshal(obj)
	return data
}

// setup is what the game starts from.
func (g *otherGame) setup(seed uint64) game.Setup {
	return game.Setup{Options: g.optionsJSON(), Seed: seed, TableDice: g.tableDice}
}

// readSeats asks a game set up as chosen for its seats (the options may change them).
func (g *otherGame) readSeats() {
	sc := g.scenario()
	if sc == nil {
		g.seats, g.problem = nil, g.rs.Name()+" has no scenario to play yet."
		return
	}
	key := sc.ID + string(g.optionsJSON())
	if key == g.seatsKey {
		return
	}
	g.seatsKey = key
	s, err := g.rs.New(sc, g.setup(1))
	if err != nil {
		g.seats, g.problem = nil, err.Error()
		return
	}
	g.seats, g.problem = s.Seats(), ""
}

// start sets up the game as chosen.
func (g *otherGame) start(seed uint64) (game.Session, error) {
	sc := g.scenario()
	if sc == nil {
		return nil, fmt.Errorf("%s has no scenario to play yet", g.rs.Name())
	}
	return g.rs.New(sc, g.setup(seed))
}

// draw lays out the game's scenarios, options, dice, seats, seed and Start, on a screen sh
// pixels high.
func (g *otherGame) draw(txt func(string, float64, float64, float64, color.RGBA), add func(string, string, int, int, func()), y *int, sh int, s *startScreen) {
	row := func(label, help string) {
		txt(label, 80, float64(*y+15), 16, widget.ColWhite)
		s.labels = append(s.labels, labelTip(*y, label, help))
	}
	row("Scenario", "The table, the bands and what each side must do.")
	for i, sc := range g.scenarios {
		label := sc.Name
		if i == g.choice {
			label = "» " + label
		}
		add(label, sc.Description, 300+i*220, 210, func() { g.choice = i })
	}
	*y += 36
	if sc := g.scenario(); sc != nil {
		for i, l := range widget.Wrap(sc.Description, 150) {
			if i < 2 {
				txt(l, 300, float64(*y+8+18*i), 13, widget.ColDim)
			}
		}
		*y += 44
	}
	// Each option, the dice and each seat a row; seats two to a row (narrower) when they do
	// not fit one to a row above the seed, Start and the tip line; rows closer together and
	// buttons lower when even that does not fit (Zombie Marines' twelve marines).
	g.readSeats()
	rows := 1 // the dice
	for _, opt := range g.rs.Options() {
		if len(opt.Values) > 0 {
			rows++
		}
	}
	step := 36
	if rows > 7 {
		step = 32
	}
	room := sh - *y - 110 // below: the seed and Start, the tip line
	seatRows, twoSeatsARow := len(g.seats), false
	if step*(rows+seatRows) > room {
		seatRows, twoSeatsARow = (len(g.seats)+1)/2, true
	}
	if step*(rows+seatRows) > room {
		step = max(24, room/(rows+seatRows))
		s.buttonH = step - 2
	}
	row = func(label, help string) {
		txt(label, 80, float64(*y+s.buttonH/2), 16, widget.ColWhite)
		s.labels = append(s.labels, labelTip(*y, label, help))
	}
	for oi, opt := range g.rs.Options() {
		if len(opt.Values) == 0 {
			continue
		}
		row(opt.Label, opt.Help)
		values := opt.Values
		if !slices.ContainsFunc(values, func(c game.Choice) bool { return c.ID == opt.Default }) {
			// A default that is none of the values (the scenario's own) is a choice too.
			help := "What the scenario is made for."
			if sc := g.scenario(); sc != nil {
				help = "What " + sc.Name + " is made for: " + sc.Description
			}
			values = append([]game.Choice{{ID: opt.Default, Label: "As the scenario says", Help: help}}, values...)
		}
		// As wide as the longest label needs, while the row stays on the screen.
		bw := 210
		for _, v := range values {
			bw = max(bw, len(v.Label)*7+34)
		}
		bw = min(bw, 950/len(values)-10)
		for k, v := range values {
			vi := k
			if len(values) > len(opt.Values) {
				vi-- // -1: the scenario's own
			}
			label := v.Label
			if len(label)*7+34 > bw && len(v.ID) < len(label) {
				label = v.ID // many choices: "4" for "4 marines", the row's name and the tip say the rest
			}
			if vi == g.picks[oi] {
				label = "» " + label
			}
			help := v.Help
			if help == "" {
				help = opt.Help
			}
			add(label, help, 300+k*(bw+10), bw, func() { g.pick(oi, vi) })
		}
		*y += step
	}
	row("Dice", "Let the table roll, or roll real dice at the table and type what they show.")
	for i, v := range []string{"rolled by the table", "real dice (typed in)"} {
		label := v
		if (i == 1) == g.tableDice {
			label = "» " + label
		}
		add(label, map[int]string{0: "The table rolls every die.", 1: "Roll real dice when the table asks, and type what they show."}[i], 300+i*220, 210, func() { g.tableDice = i == 1 })
	}
	*y += step
	if twoSeatsARow {
		for i := 0; i < len(g.seats); i += 2 {
			g.drawSeat(txt, add, s, g.seats[i], *y, 80)
			if i+1 < len(g.seats) {
				g.drawSeat(txt, add, s, g.seats[i+1], *y, 680)
			}
			*y += step
		}
	} else {
		for _, seat := range g.seats {
			g.drawSeat(txt, add, s, seat, *y, 0)
			*y += step
		}
	}
	*y += 10
	s.buttonH = 30
	txt(fmt.Sprintf("Seed %d", s.seed), 80, float64(*y+15), 16, widget.ColWhite)
	add("New seed", "The seed rolls the dice: the same seed and the same moves give the same game.", 300, 210, func() { s.seed = s.seed*6364136223846793005 + 1442695040888963407 })
	add("Start (Enter)", "Start the game with these choices.", 520, 210, func() {})
	s.onlineButtons(func(label, help string, x, w int, do func()) { add(label, help, x+220, w, do) })
	if g.problem != "" {
		txt(g.problem, 80, float64(*y+60), 14, widget.ColRed)
	}
}

// drawSeat draws who plays a seat on the row at y: across the whole row (x 0), or compact
// in a half row from x.
func (g *otherGame) drawSeat(txt func(string, float64, float64, float64, color.RGBA), add func(string, string, int, int, func()), s *startScreen, seat game.SeatSpec, y, x int) {
	help := "Who plays " + seat.Name + ": a player at this table, or the computer, and how well: scripted moves at once, steady and strong think before each move."
	labelX, whoX, whoW, whoStep := 80, 300, 210, 220
	if x > 0 { // the buttons start clear of the seat's name
		labelX, whoX, whoW, whoStep = x, x+max(110, int(s.measure(seat.Name, 16))+14), 85, 95
	}
	txt(seat.Name, float64(labelX), float64(y+s.buttonH/2), 16, widget.ColWhite)
	s.labels = append(s.labels, widget.TipArea{Rect: image.Rect(labelX, y, whoX-10, y+s.buttonH), Tip: widget.Tip{Title: seat.Name, Body: help}})
	who := []string{"a player"}
	if seat.Computer {
		who = append(who, "the computer")
	}
	for i, v := range who {
		label := v
		if x > 0 {
			label = strings.TrimPrefix(strings.TrimPrefix(v, "a "), "the ")
		}
		scripted := g.levels[seat.ID] == "" || g.levels[seat.ID] == search.Scripted
		if i == 0 && !g.computer[seat.ID] || i == 1 && g.computer[seat.ID] && scripted {
			label = "» " + label
		}
		help := "A player at this table plays " + seat.Name + ", taking turns at the mouse (hot-seat)."
		if i == 1 {
			help = "The computer plays " + seat.Name + " by the game's written policy, at once, without looking ahead."
		}
		add(label, help, whoX+i*whoStep, whoW, func() {
			g.computer[seat.ID] = i == 1
			if i == 1 {
				g.levels[seat.ID] = search.Scripted
			}
		})
	}
	if !seat.Computer {
		return
	}
	choose := func(l string) { g.computer[seat.ID], g.levels[seat.ID] = true, l }
	for k, l := range search.Levels() { // the computer that thinks before each move
		label := "computer, " + strings.ToLower(l.Label)
		if x > 0 {
			label = strings.ToLower(l.Label)
		}
		if g.computer[seat.ID] && g.levels[seat.ID] == l.ID {
			label = "» " + label
		}
		add(label, "The computer plays "+seat.Name+": "+l.Help, whoX+(2+k)*whoStep, whoW, func() { choose(l.ID) })
	}
}

// onlineButtons: Host online game and Join online game, beside Start (add's x is Start's
// plus 220).
func (s *startScreen) onlineButtons(add func(string, string, int, int, func())) {
	add("Host online game", "Make a room for this game on the game server ("+s.server+") and play its first seat people play; the other players join with the invite links the table shows.", 520, 210, func() { s.host = true })
	add("Join online game", joinButtonHelp(s.server), 740, 210, func() { s.asked, s.problem = intentJoin, "" })
}

// labelTip makes a row's label on the start screen explain itself.
func labelTip(y int, title, body string) widget.TipArea {
	return widget.TipArea{Rect: image.Rect(80, y, 290, y+30), Tip: widget.Tip{Title: title, Body: body}}
}
