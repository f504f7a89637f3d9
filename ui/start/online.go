package start

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/search"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/rules"
	"github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/borrowed-time/tabletop/ui/table"
)

// DefaultServer is where "Host online game" makes its room when -server does not say.
const DefaultServer = "http://127.0.0.1:8090"

// onlineWithin bounds joining and hosting: the table waits for them once, before play.
const onlineWithin = 15 * time.Second

// dialOnline joins the game -join names: an invite link, or a code on the -server.
func dialOnline(o Options) (*online.Client, error) {
	ctx, cancel := context.WithTimeout(context.Background(), onlineWithin)
	defer cancel()
	opt := online.ClientOptions{Name: o.PlayerName}
	if strings.Contains(o.Join, "#") || strings.Contains(o.Join, "://") {
		return online.Dial(ctx, o.Join, opt)
	}
	return online.DialCode(ctx, o.serverURL(), o.Join, opt)
}

// serverURL is the game server -server names, or the default one on this computer.
func (o Options) serverURL() string {
	if o.Server != "" {
		return o.Server
	}
	return DefaultServer
}

// hostOnline makes a room on the server, joins its first seat that people play, and says
// the other seats' invite links on the terminal and in the table's log (showInvites).
func (a *app) hostOnline(req online.CreateRequest) (*table.Table, error) {
	ctx, cancel := context.WithTimeout(context.Background(), onlineWithin)
	defer cancel()
	reply, err := online.CreateRoom(ctx, a.opts.serverURL(), req, a.opts.CreateKey)
	if err != nil {
		return nil, err
	}
	var mine *online.Invite
	for i := range reply.Seats {
		if !reply.Seats[i].Computer && mine == nil {
			mine = &reply.Seats[i]
		}
	}
	if mine == nil {
		return nil, errors.New("every seat is the computer's: leave one for yourself to host a game")
	}
	c, err := online.Dial(ctx, mine.Link, online.ClientOptions{Name: a.opts.PlayerName})
	if err != nil {
		return nil, err
	}
	t, err := table.JoinOnline(c, a.opts.tableOptions(), a.font, a.snd)
	if err != nil {
		return nil, err
	}
	t.ShowInvites(reply, mine.Seat)
	if !a.opts.Quickstart {
		t.OpenOnBriefing() // a game hosted from the start screen opens on its briefing
	}
	return t, nil
}

// hostRequest is the room the start screen's choices make: the scenario (a built-in one
// by its id, or the document of the file it came from), the options and the computer's
// seats with their levels. The seed is the server's to choose, so that no player knows the
// dice to come.
func hostRequest(sc *maps.Scenario, file string, opts []byte, computer table.SeatChoice, levels map[game.SeatID]string, seats []game.SeatSpec) (online.CreateRequest, error) {
	req := online.CreateRequest{Scenario: sc.ID, Options: opts}
	if file != "" {
		data, err := os.ReadFile(file)
		if err != nil {
			return req, fmt.Errorf("cannot send the scenario %s to the server: %v", sc.Name, err)
		}
		req.Scenario, req.ScenarioFile = "", data
	}
	for _, s := range seats {
		if computer[s.ID] && s.Computer {
			req.Computer = append(req.Computer, s.ID)
			if l := levels[s.ID]; l != "" && l != search.Scripted {
				if req.Levels == nil {
					req.Levels = map[game.SeatID]string{}
				}
				req.Levels[s.ID] = l
			}
		}
	}
	return req, nil
}

// scenarioFileFor is the file a scenario was read from (the -scenario file), or "" for a
// built-in one.
func (a *app) scenarioFileFor(sc *maps.Scenario) string {
	if _, err := rules.BuiltinSource(a.opts.Scenario); err == nil {
		return ""
	}
	if sc == a.opts.scenarioFile || sc == a.scenario {
		return a.opts.Scenario
	}
	return ""
}

// hostFromStart hosts the game chosen on the start screen.
func (a *app) hostFromStart(start *startScreen) (*table.Table, error) {
	if start.borrowedTime() {
		return a.hostBorrowedTime(start)
	}
	g := &start.other
	g.readSeats()
	sc := g.scenario()
	if sc == nil {
		return nil, fmt.Errorf("%s has no scenario to play yet", g.rs.Name())
	}
	req, err := hostRequest(sc, a.scenarioFileFor(sc), g.optionsJSON(), g.computer, g.levelsChosen(), g.seats)
	if err != nil {
		return nil, err
	}
	return a.hostWithDice(req, g.tableDice)
}

// hostWithDice hosts the room and, where real dice were chosen, says in the log that the
// server rolls them online (a play-test chose real dice and was not told they went unused).
func (a *app) hostWithDice(req online.CreateRequest, realDice bool) (*table.Table, error) {
	t, err := a.hostOnline(req)
	if err == nil && realDice {
		t.LogLine("Real dice are for a game at one screen: online, the server rolls every die, so that no player can choose the dice to come.")
	}
	return t, err
}

// hostBorrowedTime hosts the game of Borrowed Time the start screen describes (its scenario,
// house rules, team and computer seats). Its room opens on the generic table, which plays
// any game online; the server rolls the dice, so the table-dice choice does not apply.
func (a *app) hostBorrowedTime(start *startScreen) (*table.Table, error) {
	o := start.options(a.opts)
	sc := a.scenario
	if name := start.scenarioName(); sc == nil || name != "" && name != sc.ID {
		var err error
		if sc, err = borrowedtime.BuiltinScenario(name); err != nil {
			return nil, err
		}
	}
	opts := o.gameOptions().SpecValues() // the server rolls: no table dice online
	computer := table.SeatChoice{borrowedtime.Director: o.AutoDirector, borrowedtime.Survivors: o.AutoSurvivors}
	seats := []game.SeatSpec{{ID: borrowedtime.Survivors, Computer: true}, {ID: borrowedtime.Director, Computer: true}}
	req, err := hostRequest(sc, a.scenarioFileFor(sc), opts, computer, o.levelsFor(computer), seats)
	if err != nil {
		return nil, err
	}
	return a.hostWithDice(req, o.TableDice)
}

// hostQuick hosts the -scenario with its rules as written (-quickstart with -host).
func (a *app) hostQuick() (*table.Table, error) {
	computer := table.SeatChoice{}
	for _, id := range a.opts.ComputerSeats {
		computer[game.SeatID(id)] = true
	}
	var seats []game.SeatSpec
	for _, id := range a.opts.ComputerSeats {
		seats = append(seats, game.SeatSpec{ID: game.SeatID(id), Computer: true})
	}
	var opts []byte
	if a.opts.game == game.RulesetID(maps.BorrowedTime) && !a.opts.Generic {
		computer[borrowedtime.Director], computer[borrowedtime.Survivors] = a.opts.AutoDirector, a.opts.AutoSurvivors
		seats = []game.SeatSpec{{ID: borrowedtime.Survivors, Computer: true}, {ID: borrowedtime.Director, Computer: true}}
		opts = a.opts.gameOptions().SpecValues() // the server rolls: no table dice online
	}
	req, err := hostRequest(a.scenario, a.scenarioFileFor(a.scenario), opts, computer, a.opts.levelsFor(computer), seats)
	if err != nil {
		return nil, err
	}
	return a.hostOnline(req)
}

// joinFailed is why an invite link or code could not be joined: the join line opens again
// with the link, under the reason.
type joinFailed struct {
	link string
	err  error
}

func (e *joinFailed) Error() string { return fmt.Sprintf("could not join: %v", e.err) }
func (e *joinFailed) Unwrap() error { return e.err }

// joinFromStart joins the game whose link or code the start screen's join line was given
// (or -join); when that fails, the error is a *joinFailed.
func (a *app) joinFromStart(start *startScreen, link string) (*table.Table, error) {
	t, err := a.joinLink(start, link)
	if err == nil {
		t.OpenOnBriefing() // a game joined on the start screen opens on its briefing, as one begun here does
	}
	return t, err
}

// joinLink joins the game an invite link names, its table as it stands (Continue's way back
// to a seat opens on the game, not its briefing).
func (a *app) joinLink(start *startScreen, link string) (*table.Table, error) {
	start.joinLink = ""
	o := a.opts
	o.Join = link
	c, err := dialOnline(o)
	var t *table.Table
	if err == nil {
		t, err = table.JoinOnline(c, a.opts.tableOptions(), a.font, a.snd)
	}
	if err != nil {
		return nil, &joinFailed{link: link, err: err}
	}
	return t, nil
}

// goOnline joins the -join game, or with -quickstart hosts the -scenario on the -host
// server, before the window opens. It returns the online game's table, or nil when there is
// none. A -join that fails (a wrong or stale link: the browser's page passes its link as
// -join) is a *joinFailed: the window opens on the start screen's join line with the link,
// under the reason, as a link typed there would.
func (a *app) goOnline(start *startScreen) (*table.Table, error) {
	switch {
	case a.opts.Join != "":
		return a.joinLink(start, a.opts.Join) // the invite page's link: the game at once (B shows the briefing)
	case a.opts.Host && a.opts.Quickstart:
		return a.hostQuick()
	}
	return nil, nil
}
