//go:build !js

package main

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/online/server"
	"github.com/borrowed-time/tabletop/rules"
	"github.com/borrowed-time/tabletop/ui/table"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// serverProcess is cmd/server running as a process of its own, so that it can be killed.
type serverProcess struct {
	cmd  *exec.Cmd
	base string
}

// runServer starts the built server on addr with the database db and the browser build web.
func runServer(t *testing.T, bin, addr, db, web string) *serverProcess {
	t.Helper()
	cmd := exec.Command(bin, "-addr", addr, "-db", db, "-web", web, "-chosen-seeds")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "listening on ") {
		t.Fatalf("the server said %q (%v)", line, err)
	}
	return &serverProcess{cmd: cmd, base: strings.Fields(strings.TrimPrefix(line, "listening on "))[0]}
}

// kill ends the server at once, as a power cut would.
func (p *serverProcess) kill() {
	p.cmd.Process.Signal(syscall.SIGKILL)
	p.cmd.Wait()
}

// step is one command a player gives at the table: the model to click first ("" for none),
// the button's label and its key.
type step struct {
	model      game.Token
	label, key string
}

// nextStep finds, through a watcher on the seat, a command the seat's player can give with
// a click on a model and a button (or its key) and nothing more to pick.
func nextStep(ctx context.Context, t *testing.T, watch *online.Client) step {
	t.Helper()
	st := watch.State()
	models := []game.Token{{}}
	for _, tk := range st.View.Tokens {
		if tk.Side == st.Seat {
			models = append(models, tk)
		}
	}
	for _, tk := range st.View.Tokens {
		if tk.Side == "" {
			models = append(models, tk)
		}
	}
	prefer := []string{"Roll off", "Done deploying", "Let the table choose", "End activation", "Activate"}
	for _, label := range prefer {
		for _, tk := range models {
			as, err := watch.Actions(ctx, tk.ID)
			if err != nil {
				t.Fatalf("the watcher's actions for %q: %v", tk.ID, err)
			}
			for _, a := range as {
				if a.Enabled && a.Needs == game.PickNothing && a.Key != "" && a.Label == label {
					return step{model: tk, label: a.Label, key: a.Key}
				}
			}
		}
	}
	t.Fatalf("%s has nothing to do by a click and a button at state %d", st.Seat, st.State)
	return step{}
}

// TestOnlineGameBetweenWindowAndBrowserSurvivesAServerRestart plays a game of Survivors
// between the desktop table under Xvfb and the browser table in Chromium, each playing its
// own seat with the mouse and keys, through a real server that is killed in the middle and
// started again on the same database. Both tables reconnect by themselves, the game goes on,
// and both end on the state a replay of the stored log reaches.
func TestOnlineGameBetweenWindowAndBrowserSurvivesAServerRestart(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("starts the window, Chromium and the server")
	}
	web := buildWeb(t)
	dir := t.TempDir()
	bin, db := serverBinary(t), filepath.Join(dir, "games.db")
	srv := runServer(t, bin, "127.0.0.1:0", db, web)
	addr := strings.TrimPrefix(srv.base, "http://")
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	seed := uint64(5)
	reply, err := online.CreateRoom(ctx, srv.base, online.CreateRequest{Scenario: survivorsScenario, Seed: &seed}, "")
	if err != nil {
		t.Fatal(err)
	}
	sc, _, err := rules.Open(survivorsScenario)
	if err != nil {
		t.Fatal(err)
	}
	watch := map[game.SeatID]*online.Client{}
	for _, inv := range reply.Seats {
		c, err := online.Dial(ctx, inv.Link, online.ClientOptions{Name: "watcher", NoQueue: true})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		watch[inv.Seat] = c
	}
	windowSeat, browserSeat := reply.Seats[0].Seat, reply.Seats[1].Seat

	ts := startTable(t, sc.Width, sc.Height, "-join", reply.Seats[0].Link, "-name", "Ana")
	bs := openPage(t, reply.Seats[1].Link)
	bs.cam.Fit(sc.Width, sc.Height, 1280-table.PanelWidth, 800)

	byWindow := func(s step) {
		if s.model.ID != "" {
			ts.click(s.model.Body.Pos.X, s.model.Body.Pos.Y)
		}
		for k := 0; k < 8; k++ { // the table lists the actions once the server has answered
			ts.snap()
			if ts.hasButton(s.label) {
				ts.pressButton(s.label)
				return
			}
			time.Sleep(500 * time.Millisecond)
		}
		t.Fatalf("the window never offered %q; buttons %v; table: %s", s.label, ts.buttons(), ts.stderr.String())
	}
	byBrowser := func(s step) {
		if s.model.ID != "" {
			bs.click(s.model.Body.Pos)
		}
		time.Sleep(time.Second) // the table asks the server for the model's actions
		bs.namedKey(s.key)
	}
	watcher := watch[windowSeat]
	play := func(commands int) {
		for range commands {
			st := watcher.State()
			if st.Outcome != nil {
				return
			}
			if len(st.Turn) == 0 {
				t.Fatalf("nobody's turn at state %d", st.State)
			}
			seat := st.Turn[0]
			if slices.Contains(st.Turn, windowSeat) {
				seat = windowSeat
			}
			s := nextStep(ctx, t, watch[seat])
			for try := 0; watcher.State().State == st.State; try++ {
				if try == 3 {
					bs.screenshot()
					ts.snap()
					t.Fatalf("%s's %q (model %q) never reached the server at state %d; page problems %v; table: %s",
						seat, s.label, s.model.Name, st.State, bs.errors(), ts.stderr.String())
				}
				if seat == browserSeat {
					byBrowser(s)
				} else {
					byWindow(s)
				}
				for end := time.Now().Add(10 * time.Second); watcher.State().State == st.State && time.Now().Before(end); {
					time.Sleep(50 * time.Millisecond)
				}
			}
			t.Logf("state %d: %s pressed %q (%s)", watcher.State().State, seat, s.label, s.model.Name)
		}
	}
	play(6)

	srv.kill()
	before := watcher.State().State
	srv = runServer(t, bin, addr, db, web)
	for seat, c := range watch {
		for st := c.State(); !st.Connected || st.Reconnects == 0; st = c.State() {
			if ctx.Err() != nil {
				t.Fatalf("%s's watcher never reconnected", seat)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	if got := watcher.State().State; got != before {
		t.Fatalf("the restarted server is at state %d; it had acknowledged %d", got, before)
	}
	waitStatus := func(what string, read func() table.OnlineStatus) table.OnlineStatus {
		for end := time.Now().Add(40 * time.Second); ; {
			st := read()
			if st.Connected && st.Reconnects > 0 && st.State == watcher.State().State {
				return st
			}
			if time.Now().After(end) {
				t.Fatalf("the %s never came back: %+v (server at %d)", what, st, watcher.State().State)
			}
			time.Sleep(time.Second)
		}
	}
	waitStatus("window", ts.onlineStatus)
	waitStatus("browser", bs.onlineStatus)
	t.Logf("the server was killed and started again at state %d; both tables are back", before)
	play(6)

	w, b := waitStatus("window", ts.onlineStatus), waitStatus("browser", bs.onlineStatus)
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
	if w.State < before+2 {
		t.Errorf("the game did not go on after the restart: state %d, %d before", w.State, before)
	}
	// While the server was down Chromium may log a refused connection of the page's retries
	// (to /ws?v=2, protocol 2's): those are the browser's words, not the page's.
	for _, p := range bs.errors() {
		if !strings.Contains(p, "WebSocket connection to 'ws://"+addr+"/ws") || !strings.Contains(p, "ERR_CONNECTION_REFUSED") {
			t.Errorf("the page logged a problem: %s", p)
		}
	}
}

// onlineStatus presses F12 and reads where the table says it stands with its server.
func (ts *tableSession) onlineStatus() table.OnlineStatus {
	ts.t.Helper()
	ts.snap()
	var st table.OnlineStatus
	data, err := os.ReadFile(ts.save + ".online.json")
	if err == nil {
		err = json.Unmarshal(data, &st)
	}
	if err != nil {
		ts.t.Fatalf("the table's online status: %v", err)
	}
	return st
}

// onlineStatus reads where the page's table says it stands with its server.
func (bs *browserSession) onlineStatus() table.OnlineStatus {
	bs.t.Helper()
	data, err := chromedp.Run(bs.ctx, chromedp.Evaluate[string](`JSON.stringify(window.tabletopOnline || {})`))
	if err != nil {
		bs.t.Fatal(err)
	}
	var st table.OnlineStatus
	if err := json.Unmarshal([]byte(data), &st); err != nil {
		bs.t.Fatalf("the page's online status %q: %v", data, err)
	}
	return st
}

// namedKey presses a key by the name an action gives it ("E", "Enter").
func (bs *browserSession) namedKey(name string) {
	if len(name) == 1 && name[0] >= 'A' && name[0] <= 'Z' {
		bs.letterKey(strings.ToLower(name))
		return
	}
	codes := map[string]int64{"Enter": 13, "Space": 32, "Escape": 27}
	vk, ok := codes[name]
	if !ok {
		bs.t.Fatalf("no key %q in the test", name)
	}
	text := map[string]string{"Enter": "\r", "Space": " "}[name]
	bs.key(input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeKeyDown, Key: name, Code: name, Text: text, WindowsVirtualKeyCode: vk})
	time.Sleep(400 * time.Millisecond)
	bs.key(input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeKeyUp, Key: name, Code: name, WindowsVirtualKeyCode: vk})
	time.Sleep(300 * time.Millisecond)
}
