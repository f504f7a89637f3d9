//go:build !js

package main

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/online/server"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/rules"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/borrowed-time/tabletop/ui/table"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// btOnline is a game of Borrowed Time on a server, the survivors played in the window and
// the Director in the browser, with a watcher per seat that reads what each seat sees.
type btOnline struct {
	t     *testing.T
	ctx   context.Context
	ts    *tableSession
	bs    *browserSession
	watch map[game.SeatID]*online.Client
	start time.Time
	// picked is the survivor last clicked in the window.
	picked string
}

// state is the number of commands the server has applied.
func (o *btOnline) state() int { return o.watch[bt.Survivors].State().State }

// pos is where a model stands, as the seat sees it.
func (o *btOnline) pos(seat game.SeatID, id string) physics.Vec {
	o.t.Helper()
	for _, tk := range o.watch[seat].State().View.Tokens {
		if tk.ID == id {
			return tk.Body.Pos
		}
	}
	o.t.Fatalf("%s sees no %q", seat, id)
	return physics.Vec{}
}

// action is a seat's action whose id starts with id, as the server lists it now.
func (o *btOnline) action(seat game.SeatID, model, id string) game.Action {
	o.t.Helper()
	acts, err := o.watch[seat].Actions(o.ctx, model)
	if err != nil {
		o.t.Fatal(err)
	}
	for _, a := range acts {
		if strings.HasPrefix(string(a.ID), id) {
			if !a.Enabled {
				o.t.Fatalf("%s's %s (%q) is not offered: %s", seat, a.Label, model, a.Why)
			}
			return a
		}
	}
	o.t.Fatalf("%s has no action %s for %q", seat, id, model)
	return game.Action{}
}

// step gives one command by input: try is done again (up to three times) until the server
// has applied a command.
func (o *btOnline) step(what string, try func()) {
	o.t.Helper()
	before := o.state()
	for k := 0; o.state() == before; k++ {
		if k == 3 {
			o.bs.screenshot()
			o.ts.snap()
			o.t.Fatalf("%s never reached the server at state %d; page problems %v; table: %s", what, before, o.bs.errors(), o.ts.stderr.String())
		}
		try()
		for end := time.Now().Add(10 * time.Second); o.state() == before && time.Now().Before(end); {
			time.Sleep(50 * time.Millisecond)
		}
	}
	o.t.Logf("%5.1f s: state %d: %s", time.Since(o.start).Seconds(), o.state(), what)
}

// button presses the window's button for a survivors' action where the window drew it, once
// the table lists it, and again when it asks to be confirmed (the same button, now "Yes, …").
func (o *btOnline) button(a game.Action) {
	o.t.Helper()
	var drawn []widget.ButtonSpot
	for k := 0; k < 10; k++ {
		o.ts.snap()
		drawn = o.ts.buttons()
		if b, ok := spotLabelled(drawn, a.Label); ok {
			o.ts.press(b.X, b.Y)
			if a.Confirm != "" {
				o.ts.press(b.X, b.Y)
			}
			return
		}
		time.Sleep(300 * time.Millisecond)
	}
	o.t.Logf("the window drew no enabled %q among %v", a.Label, drawn)
}

// spotLabelled is the enabled button drawn with a label (the chosen mark aside).
func spotLabelled(spots []widget.ButtonSpot, label string) (widget.ButtonSpot, bool) {
	for _, b := range spots {
		if b.Enabled && strings.TrimPrefix(b.Label, "» ") == label {
			return b, true
		}
	}
	return widget.ButtonSpot{}, false
}

// press takes a survivors' action with the window's button.
func (o *btOnline) press(model, id string) {
	o.t.Helper()
	a := o.action(bt.Survivors, model, id)
	o.step("the window pressed "+a.Label, func() { o.button(a) })
}

// drag drags a survivor in the window to a point. A survivor not picked yet is clicked
// first: the table asks the server what it may do, and a press on it then starts a drag.
func (o *btOnline) drag(model string, to physics.Vec) {
	o.t.Helper()
	from := o.pos(bt.Survivors, model)
	tries := 0
	o.step("the window dragged "+model, func() {
		if tries++; o.picked != model || tries > 1 {
			o.ts.click(from.X, from.Y)
			o.picked = model
		}
		time.Sleep(400 * time.Millisecond) // the table asks the server for the model's actions
		o.ts.dragHolding(from, to)
	})
}

// dragHolding drags as dragTable does, holding still at the end until the server's preview
// of the drop has come back (the table does not act on a preview it is still asking for).
func (ts *tableSession) dragHolding(from, to physics.Vec) {
	ts.dragTo(from, to)
	time.Sleep(600 * time.Millisecond)
	ts.mouseButton(false)
}

// directorKey takes one of the Director's actions by its key in the browser (twice when it
// asks to be confirmed).
func (o *btOnline) directorKey(id string) {
	o.t.Helper()
	a := o.action(bt.Director, "", id)
	o.step("the browser pressed "+a.Label, func() {
		o.pageCaughtUp()
		o.bs.namedKey(a.Key)
		if a.Confirm != "" {
			o.bs.namedKey(a.Key)
		}
	})
}

// pageCaughtUp waits until the page has what the server last applied, then a moment more
// while it asks the server for its seat's actions.
func (o *btOnline) pageCaughtUp() {
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		if o.bs.onlineStatus().State == o.state() {
			break
		}
	}
	time.Sleep(500 * time.Millisecond)
}

// pageButton is where the page's table drew the enabled button labelled label
// (window.tabletopButtons), waiting for it a while.
func (o *btOnline) pageButton(label string) widget.ButtonSpot {
	o.t.Helper()
	var spots []widget.ButtonSpot
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		data, err := chromedp.Run(o.bs.ctx, chromedp.Evaluate[string](`JSON.stringify(window.tabletopButtons || [])`))
		if err != nil {
			o.t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(data), &spots); err != nil {
			o.t.Fatalf("the page's buttons %q: %v", data, err)
		}
		if b, ok := spotLabelled(spots, label); ok {
			return b
		}
		if time.Now().After(end) {
			o.t.Fatalf("the page drew no enabled %q among %v", label, spots)
		}
	}
}

// spawn spends the Director's Heat on a Shambler in the browser: the menu's button, then a
// click on the glowing spawn point.
func (o *btOnline) spawn(at physics.Vec) {
	o.t.Helper()
	a := o.action(bt.Director, "", "director:spawn-shambler")
	if !containsVec(a.Spots, at) {
		o.t.Fatalf("%v is not among the spawn points %v", at, a.Spots)
	}
	o.step("the browser spawned a Shambler", func() {
		o.pageCaughtUp()
		b := o.pageButton(a.Label)
		o.bs.click(o.bs.cam.ToWorld(float64(b.X), float64(b.Y)))
		o.bs.click(at)
	})
}

func containsVec(vs []physics.Vec, v physics.Vec) bool {
	for _, w := range vs {
		if w == v {
			return true
		}
	}
	return false
}

// TestOnlineBorrowedTime plays Last Stop Gas online between the desktop table under Xvfb
// (the survivors) and the browser table in headless Chromium (the Director), by mouse and
// keys, over three rounds: a survivor dragged onto the garage's side door ends touching it
// and opens it; Leo runs for the clinic a Move a drag; Ramirez closes in and shoots a
// Shambler; the Director spends Heat on a Shambler at a glowing spawn point and the zombies
// activate; the server is killed with SIGKILL, started again on its database, both tables
// come back, and Leo opens the clinic and searches it. Both tables end on the hash of the
// stored log's replay.
func TestOnlineBorrowedTime(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("starts the window, Chromium and the server")
	}
	start := time.Now()
	web := buildWeb(t)
	dir := t.TempDir()
	bin, db := serverBinary(t), filepath.Join(dir, "games.db")
	srv := runServer(t, bin, "127.0.0.1:0", db, web)
	addr := strings.TrimPrefix(srv.base, "http://")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	// Seed 3: Ramirez's shot kills the Shambler it aims at, and nobody falls before Leo
	// reaches the clinic.
	seed := uint64(3)
	const scenario = "last-stop-gas"
	reply, err := online.CreateRoom(ctx, srv.base, online.CreateRequest{Scenario: scenario, Seed: &seed}, "")
	if err != nil {
		t.Fatal(err)
	}
	sc, _, err := rules.Open(scenario)
	if err != nil {
		t.Fatal(err)
	}
	o := &btOnline{t: t, ctx: ctx, start: start, watch: map[game.SeatID]*online.Client{}}
	links := map[game.SeatID]string{}
	for _, inv := range reply.Seats {
		c, err := online.Dial(ctx, inv.Link, online.ClientOptions{Name: "watcher", NoQueue: true})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		o.watch[inv.Seat], links[inv.Seat] = c, inv.Link
	}
	o.ts = startTable(t, sc.Width, sc.Height, "-join", links[bt.Survivors], "-name", "Ana")
	o.bs = openPage(t, links[bt.Director])
	o.bs.cam.Fit(sc.Width, sc.Height, 1280-table.PanelWidth, 800)
	t.Logf("both tables are up after %.0f s", time.Since(start).Seconds())
	door := func(id string) physics.Vec {
		for _, d := range sc.Doors() {
			if d.ID == id {
				return d.Centre
			}
		}
		t.Fatalf("no door %s", id)
		return physics.Vec{}
	}
	sideDoor, clinicDoor := door("garage-side-door"), door("clinic-door")

	// Round 1. Dr. Sharma is dropped on the garage's side door: she ends touching it, and
	// opens it.
	o.drag("sharma", sideDoor)
	if d := o.pos(bt.Survivors, "sharma").Dist(sideDoor); d > 1 {
		t.Fatalf("Sharma stands %.1f\" from the side door's middle after the drop on it", d)
	}
	o.press("sharma", "door")
	o.press("sharma", "end-activation")
	// Leo runs for the clinic door, one Move a drag; Ramirez closes in on Shambler 3.
	for range 3 {
		o.drag("leo", clinicDoor)
	}
	for range 3 {
		o.drag("ramirez", o.pos(bt.Survivors, "shambler-3"))
	}
	o.press("", "end-survivor-phase") // Grizz has not acted: the button asks again
	o.directorKey("end-spending")
	o.directorKey("activate-all")
	o.directorKey("end-round")

	// Round 2. Ramirez steps up and shoots Shambler 3: the shot's noise is the Director's Heat.
	o.drag("ramirez", o.pos(bt.Survivors, "shambler-3"))
	shoot := o.action(bt.Survivors, "ramirez", "attack:service-pistol")
	o.step("the window shot Shambler 3", func() {
		o.button(shoot)
		z := o.pos(bt.Survivors, "shambler-3")
		o.ts.click(z.X, z.Y)
	})
	for _, tk := range o.watch[bt.Survivors].State().View.Tokens {
		if tk.ID == "shambler-3" && !tk.Fallen {
			t.Fatalf("Shambler 3 stands after the shot (seed %d kills it)", seed)
		}
	}
	o.press("ramirez", "end-activation")
	for range 3 {
		o.drag("leo", clinicDoor)
	}
	o.press("", "end-survivor-phase")
	zombies := len(o.watch[bt.Director].State().View.Tokens)
	o.spawn(sc.SpawnPoints[2].At) // the West Alley, far from everyone
	if n := len(o.watch[bt.Director].State().View.Tokens); n != zombies+1 {
		t.Fatalf("%d models after the spawn, %d before", n, zombies)
	}

	// The server dies in the middle of the Director's phase and comes back on its database.
	srv.kill()
	before := o.state()
	srv = runServer(t, bin, addr, db, web)
	for seat, c := range o.watch {
		for st := c.State(); !st.Connected || st.Reconnects == 0; st = c.State() {
			if ctx.Err() != nil {
				t.Fatalf("%s's watcher never reconnected", seat)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	if got := o.state(); got != before {
		t.Fatalf("the restarted server is at state %d; it had acknowledged %d", got, before)
	}
	back := func(what string, read func() table.OnlineStatus) table.OnlineStatus {
		for end := time.Now().Add(40 * time.Second); ; {
			st := read()
			if st.Connected && st.Reconnects > 0 && st.State == o.state() {
				return st
			}
			if time.Now().After(end) {
				t.Fatalf("the %s never came back: %+v (server at %d)", what, st, o.state())
			}
			time.Sleep(500 * time.Millisecond)
		}
	}
	back("window", o.ts.onlineStatus)
	back("browser", o.bs.onlineStatus)
	t.Logf("%5.1f s: the server was killed and started again at state %d; both tables are back", time.Since(start).Seconds(), before)

	o.directorKey("end-spending")
	o.directorKey("activate-all")
	o.directorKey("end-round")

	// Round 3. Leo opens the clinic door, steps in to the supply room and searches it.
	o.press("leo", "door")
	o.drag("leo", sc.SearchLocations[1].At)
	o.press("leo", "search")

	w, b := back("window", o.ts.onlineStatus), back("browser", o.bs.onlineStatus)
	srv.kill()
	stored, err := server.New(server.Options{DB: db, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer stored.Close()
	replayed := stored.RoomHash(reply.Room)
	if w.Hash != replayed || b.Hash != replayed {
		t.Errorf("the window ended on %s (state %d), the browser on %s (state %d); the stored log replays to %s",
			w.Hash, w.State, b.Hash, b.State, replayed)
	}
	// While the server was down Chromium logged each refused connection of the page's
	// retries (to /ws, or /ws?v=2 for protocol 2): those are the browser's words, not the page's.
	for _, p := range o.bs.errors() {
		if !strings.Contains(p, "WebSocket connection to 'ws://"+addr+"/ws") || !strings.Contains(p, "ERR_CONNECTION_REFUSED") {
			t.Errorf("the page logged a problem: %s", p)
		}
	}
	t.Logf("%d commands in %.0f s", w.State, time.Since(start).Seconds())
}
