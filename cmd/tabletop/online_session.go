package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/borrowed-time/tabletop/engine"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/rules"
)

// remoteSession is a game kept by a game server, seen from one seat: an engine.Session the
// generic table plays unchanged. The table must never wait on the network in a frame (it
// also runs in a browser), so what it asks (actions, previews) is answered from a cache and
// fetched in the background, and a command is sent in the background; what happened comes
// back later through poll.
type remoteSession struct {
	c     *online.Client
	local engine.Session // a throw-away game of the room's scenario: seats, rules, terrain

	mu       sync.Mutex
	state    int // the state number the caches are for
	actions  map[string][]engine.Action
	previews map[string]engine.Preview
	lastPv   map[string]engine.Preview // per model and action: the newest preview had
	asking   map[string]bool           // requests under way
	fresh    int                       // bumped when an answer arrives: the table looks again
	seen     int                       // fresh as of the last poll
	notes    []online.ServerMessage    // problems with commands sent, for poll

	shown onlineStatus // what the title last said (read and written by frames only)
}

// remoteCommand is an action with its picks, for the server to build and apply.
type remoteCommand struct {
	model  string
	action engine.ActionID
	picks  engine.Picks
}

// CommandType implements engine.Command.
func (remoteCommand) CommandType() engine.CommandType { return "online-act" }

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
	local, err := rules.New(sc, engine.Setup{Options: snap.Options, Seed: 1})
	if err != nil {
		return nil, fmt.Errorf("room %s: %w", snap.Room, err)
	}
	return &remoteSession{c: c, local: local, state: snap.State, actions: map[string][]engine.Action{},
		previews: map[string]engine.Preview{}, lastPv: map[string]engine.Preview{}, asking: map[string]bool{}}, nil
}

// seat is the seat this screen plays.
func (r *remoteSession) seat() engine.SeatID { return r.c.State().Seat }

// Ruleset implements engine.Session.
func (r *remoteSession) Ruleset() engine.Ruleset { return r.local.Ruleset() }

// Scenario implements engine.Session.
func (r *remoteSession) Scenario() *maps.Scenario { return r.local.Scenario() }

// Setup implements engine.Session: the room's options; the seed stays on the server.
func (r *remoteSession) Setup() engine.Setup { return engine.Setup{Options: r.c.State().Options} }

// Seats implements engine.Session.
func (r *remoteSession) Seats() []engine.SeatSpec { return r.local.Seats() }

// Turn implements engine.Session.
func (r *remoteSession) Turn() []engine.SeatID { return r.c.State().Turn }

// Apply implements engine.Session: an action is sent to the server in the background; its
// events come later through poll, and a refusal as a problem.
func (r *remoteSession) Apply(_ engine.SeatID, e engine.Entry) ([]engine.Event, error) {
	cmd, ok := e.Cmd.(remoteCommand)
	if !ok {
		return nil, engine.Refuse("an online game takes only the actions its server lists")
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

// DiceNeeded implements engine.Session: the server rolls every die of an online game.
func (r *remoteSession) DiceNeeded(engine.SeatID, engine.Command) (int, error) { return 0, nil }

// Actions implements engine.Session from the cache; a model not asked about yet on this
// state is asked about in the background (none listed meanwhile).
func (r *remoteSession) Actions(_ engine.SeatID, model string) []engine.Action {
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
		acts = []engine.Action{}
	}
	r.actions[model] = acts
	r.fresh++
}

// Build implements engine.Session: the server builds the command from the action.
func (r *remoteSession) Build(_ engine.SeatID, model string, a engine.ActionID, p engine.Picks) (engine.Command, error) {
	return remoteCommand{model: model, action: a, picks: p}, nil
}

// Preview implements engine.Session from the cache, asking one question at a time so that
// a dragged pointer does not flood the server.
func (r *remoteSession) Preview(_ engine.SeatID, model string, a engine.ActionID, p engine.Picks) engine.Preview {
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
	wait := engine.Preview{Text: "Still asking the server: hold still a moment."}
	if pv, ok := r.lastPv[model+"|"+string(a)]; ok {
		wait.Path = pv.Path
	}
	return wait
}

func (r *remoteSession) fetchPreview(key, model string, a engine.ActionID, p engine.Picks, state int) {
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

// View implements engine.Session: the server sends only this seat's view.
func (r *remoteSession) View(engine.SeatID) engine.View { return r.c.State().View }

// Secrets implements engine.Session: none to hide here, each player has their own screen.
func (r *remoteSession) Secrets() map[engine.SeatID][]string { return nil }

// Outcome implements engine.Session.
func (r *remoteSession) Outcome() (engine.Outcome, bool) {
	if o := r.c.State().Outcome; o != nil {
		return *o, true
	}
	return engine.Outcome{}, false
}

// Fallback implements engine.Session: moving the game on is a player's action online.
func (r *remoteSession) Fallback() (engine.SeatID, engine.Command, bool) { return "", nil, false }

// Hash implements engine.Session: the server's fingerprint of the state.
func (r *remoteSession) Hash() string { return r.c.State().Hash }

// Log implements engine.Session: the log stays on the server.
func (r *remoteSession) Log() []engine.Entry { return nil }

// Codec implements engine.Session.
func (r *remoteSession) Codec() engine.Codec { return r.local.Codec() }

// Undo implements engine.Session: refused.
func (r *remoteSession) Undo(int) error { return errKeptByServer }

// Save implements engine.Session: refused.
func (r *remoteSession) Save() ([]byte, error) { return nil, errKeptByServer }

// Table implements engine.Session: the scenario's table, for its terrain.
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
