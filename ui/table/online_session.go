package table

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/rules"
)

// remoteSession is a game kept by a game server, seen from one seat: an game.Session the
// generic table plays unchanged. The table must never wait on the network in a frame (it
// also runs in a browser), so what it asks (actions, previews) is answered from a cache and
// fetched in the background, and a command is sent in the background; what happened comes
// back later through poll.
type remoteSession struct {
	c     *online.Client
	local game.Session // a throw-away game of the room's scenario: seats, rules, terrain

	mu       sync.Mutex
	state    int // the state number the caches are for
	actions  map[string][]game.Action
	previews map[string]game.Preview
	lastPv   map[string]game.Preview // per model and action: the newest preview had
	asking   map[string]bool         // requests under way
	fresh    int                     // bumped when an answer arrives: the table looks again
	seen     int                     // fresh as of the last poll
	notes    []online.ServerMessage  // problems with commands sent, for poll

	shown OnlineStatus // what the title last said (read and written by frames only)
	// present is who was connected to each seat as of the last frame, for the log's lines on
	// players joining and leaving (frames only); nil until the first look.
	present         map[game.SeatID]int
	presenceChanges int
}

// remoteCommand is an action with its picks, for the server to build and apply.
type remoteCommand struct {
	model  string
	action game.ActionID
	picks  game.Picks
}

// CommandType implements game.Command.
func (remoteCommand) CommandType() game.CommandType { return "online-act" }

// errKeptByServer is why an online game cannot be saved or taken back here.
var errKeptByServer = errors.New("an online game is kept by its server: it cannot be saved or undone at this table")

// newRemoteSession wraps a connected client: it reads the room's scenario document to have
// the game's rules, seats and table (never its seed: the server keeps the dice).
func newRemoteSession(c *online.Client) (*remoteSession, error) {
	snap := c.State()
	sc, _, err := rules.Load("the room's scenario", snap.ScenarioFile)
	if err != nil {
		return nil, fmt.Errorf("room %s: %w", snap.Room, err)
	}
	local, err := rules.New(sc, game.Setup{Options: snap.Options, Seed: 1})
	if err != nil {
		return nil, fmt.Errorf("room %s: %w", snap.Room, err)
	}
	return &remoteSession{c: c, local: local, state: snap.State, actions: map[string][]game.Action{},
		previews: map[string]game.Preview{}, lastPv: map[string]game.Preview{}, asking: map[string]bool{}}, nil
}

// seat is the seat this screen plays.
func (r *remoteSession) seat() game.SeatID { return r.c.State().Seat }

// Ruleset implements game.Session.
func (r *remoteSession) Ruleset() game.Ruleset { return r.local.Ruleset() }

// Scenario implements game.Session.
func (r *remoteSession) Scenario() *maps.Scenario { return r.local.Scenario() }

// Setup implements game.Session: the room's options; the seed stays on the server.
func (r *remoteSession) Setup() game.Setup { return game.Setup{Options: r.c.State().Options} }

// Seats implements game.Session.
func (r *remoteSession) Seats() []game.SeatSpec { return r.local.Seats() }

// Turn implements game.Session.
func (r *remoteSession) Turn() []game.SeatID { return r.c.State().Turn }

// Apply implements game.Session: an action is sent to the server in the background; its
// events come later through poll, and a refusal as a problem.
func (r *remoteSession) Apply(_ game.SeatID, e game.Entry) ([]game.Event, error) {
	cmd, ok := e.Cmd.(remoteCommand)
	if !ok {
		return nil, game.Refuse("an online game takes only the actions its server lists")
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		_, err := r.c.Act(ctx, cmd.model, cmd.action, cmd.picks)
		if err == nil {
			return
		}
		var stale *online.Stale
		reason := err.Error()
		if errors.As(err, &stale) {
			reason = "The game moved on before that arrived: look again and do it again if you still want to."
		}
		r.mu.Lock()
		r.notes = append(r.notes, online.Problem{Reason: reason})
		r.mu.Unlock()
	}()
	return nil, nil
}

// DiceNeeded implements game.Session: the server rolls every die of an online game.
func (r *remoteSession) DiceNeeded(game.SeatID, game.Command) (int, error) { return 0, nil }

// Actions implements game.Session from the cache; a model not asked about yet on this
// state is asked about in the background (none listed meanwhile).
func (r *remoteSession) Actions(_ game.SeatID, model string) []game.Action {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.checkState()
	if a, ok := r.actions[model]; ok {
		return a
	}
	key := "a:" + model
	if !r.asking[key] && r.c.State().Connected { // while the line is down, nothing to ask
		r.asking[key] = true
		go r.fetchActions(model, r.state)
	}
	return nil
}

// asked reports whether the server's actions for model are not here yet (asked for, or to
// be asked on the next look).
func (r *remoteSession) asked(model string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.checkState()
	_, ok := r.actions[model]
	return !ok
}

// previewing reports whether a preview is on its way from the server.
func (r *remoteSession) previewing() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.asking["p"]
}

func (r *remoteSession) fetchActions(model string, state int) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	acts, err := r.c.Actions(ctx, model)
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.asking, "a:"+model)
	if err != nil || state != r.state {
		return // asked again on the next look
	}
	if acts == nil {
		acts = []game.Action{}
	}
	r.actions[model] = acts
	r.fresh++
}

// Build implements game.Session: the server builds the command from the action.
func (r *remoteSession) Build(_ game.SeatID, model string, a game.ActionID, p game.Picks) (game.Command, error) {
	return remoteCommand{model: model, action: a, picks: p}, nil
}

// Preview implements game.Session from the cache, asking one question at a time so that
// a dragged pointer does not flood the server.
func (r *remoteSession) Preview(_ game.SeatID, model string, a game.ActionID, p game.Picks) game.Preview {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.checkState()
	key := fmt.Sprintf("%s|%s|%s|%s|%v|%v", model, a, p.Target, p.Choice, p.To, p.Via)
	if pv, ok := r.previews[key]; ok {
		return pv
	}
	if !r.asking["p"] {
		r.asking["p"] = true
		go r.fetchPreview(key, model, a, p, r.state)
	}
	// Meanwhile the route last had for the action stands in, but never as one to act on:
	// dropped now, a drag would go where that older answer said.
	wait := game.Preview{Text: askingServer}
	if pv, ok := r.lastPv[model+"|"+string(a)]; ok {
		wait.Path = pv.Path
	}
	return wait
}

// askingServer is the words of a preview that stands in while the server's is on its way.
const askingServer = "Still asking the server: hold still a moment."

func (r *remoteSession) fetchPreview(key, model string, a game.ActionID, p game.Picks, state int) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	pv, err := r.c.Preview(ctx, model, a, p)
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.asking, "p")
	if err != nil || state != r.state {
		return
	}
	if len(r.previews) > 500 {
		clear(r.previews)
	}
	r.previews[key], r.lastPv[model+"|"+string(a)] = pv, pv
	r.fresh++
}

// checkState forgets every cached answer once the game has moved on. Called with mu held.
func (r *remoteSession) checkState() {
	if s := r.c.State().State; s != r.state {
		r.state = s
		clear(r.actions)
		clear(r.previews)
		clear(r.lastPv)
	}
}

// View implements game.Session: the server sends only this seat's view.
func (r *remoteSession) View(game.SeatID) game.View { return r.c.State().View }

// Secrets implements game.Session: none to hide here, each player has their own screen.
func (r *remoteSession) Secrets() map[game.SeatID][]string { return nil }

// Outcome implements game.Session.
func (r *remoteSession) Outcome() (game.Outcome, bool) {
	if o := r.c.State().Outcome; o != nil {
		return *o, true
	}
	return game.Outcome{}, false
}

// Fallback implements game.Session: moving the game on is a player's action online.
func (r *remoteSession) Fallback() (game.SeatID, game.Command, bool) { return "", nil, false }

// Hash implements game.Session: the server's fingerprint of the state.
func (r *remoteSession) Hash() string { return r.c.State().Hash }

// Log implements game.Session: the log stays on the server.
func (r *remoteSession) Log() []game.Entry { return nil }

// Codec implements game.Session.
func (r *remoteSession) Codec() game.Codec { return r.local.Codec() }

// Undo implements game.Session: refused.
func (r *remoteSession) Undo(int) error { return errKeptByServer }

// Save implements game.Session: refused.
func (r *remoteSession) Save() ([]byte, error) { return nil, errKeptByServer }

// Table implements game.Session: the scenario's table, for its terrain.
func (r *remoteSession) Table() *physics.Table { return r.local.Table() }

// poll returns what arrived since the last poll (the server's messages, and problems with
// the commands sent), and whether an answer the table asked for came in.
func (r *remoteSession) poll() ([]online.ServerMessage, bool) {
	msgs := r.c.Poll()
	r.mu.Lock()
	defer r.mu.Unlock()
	msgs = append(msgs, r.notes...)
	r.notes = nil
	changed := r.seen != r.fresh
	r.seen = r.fresh
	return msgs, changed
}
