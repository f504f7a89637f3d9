package server

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/search"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/rules"
)

// BadRequest is a room request the server refuses: Reason says what to change.
type BadRequest struct{ Reason string }

func (e *BadRequest) Error() string { return e.Reason }

func badRequest(format string, args ...any) error {
	return &BadRequest{Reason: fmt.Sprintf(format, args...)}
}

// Create makes a room, stores it, and returns the invite for each seat. base is the server's
// address for the links (Options.PublicURL wins when set).
func (s *Server) Create(ctx context.Context, req online.CreateRequest, base string) (online.CreateReply, error) {
	if len(req.ScenarioFile) > s.opt.MaxScenario {
		return online.CreateReply{}, badRequest("the scenario file is %d bytes; this server takes at most %d", len(req.ScenarioFile), s.opt.MaxScenario)
	}
	scen, rs, err := scenarioOf(req)
	if err != nil {
		return online.CreateReply{}, err
	}
	if req.Seed != nil && !s.opt.ChosenSeeds {
		return online.CreateReply{}, badRequest("this server chooses every room's seed itself: a seed a player knows tells the dice to come and the other seats' secrets")
	}
	seed, err := seedOf(req.Seed)
	if err != nil {
		return online.CreateReply{}, err
	}
	setup := game.Setup{Options: req.Options, Seed: seed}
	sess, err := rs.New(scen, setup)
	if err != nil {
		return online.CreateReply{}, badRequest("%s cannot start that game: %v", rs.Name(), err)
	}
	if err := checkOptions(rs, req.Options, sess.Setup()); err != nil {
		return online.CreateReply{}, err
	}
	r, row, reply, err := s.newRoom(rs, sess, req.Computer, req.Levels)
	if err != nil {
		return online.CreateReply{}, err
	}
	row.Scenario, row.Options, row.Seed = scen.Source, []byte(req.Options), seed
	if err := s.store.addRoom(ctx, row); err != nil {
		return online.CreateReply{}, fmt.Errorf("the server could not store the room: %v", err)
	}
	s.mu.Lock()
	s.rooms[r.id] = r
	s.mu.Unlock()
	r.mu.Lock()
	r.wakeComputers() // a game that opens with the computer's turn
	r.mu.Unlock()
	if s.opt.PublicURL != "" {
		base = s.opt.PublicURL
	}
	reply.Scenario = scen.ID
	for i := range reply.Seats {
		if code := reply.Seats[i].Code; code != "" {
			reply.Seats[i].Link = online.Link(base, code)
		}
	}
	reply.Watch.Link = online.Link(base, reply.Watch.Code)
	return reply, nil
}

// scenarioOf loads the request's scenario: a built-in one by id (never a file of the
// server's), or the document sent.
func scenarioOf(req online.CreateRequest) (*maps.Scenario, game.Ruleset, error) {
	var data []byte
	source := "the scenario sent"
	switch {
	case req.Scenario != "" && len(req.ScenarioFile) > 0:
		return nil, nil, badRequest("give a built-in scenario's id or a scenario file, not both")
	case req.Scenario != "":
		b, err := rules.BuiltinSource(req.Scenario)
		if err != nil {
			return nil, nil, badRequest("%q is not a built-in scenario (they are: %s)", maps.Truncate(req.Scenario, 40), strings.Join(rules.BuiltinNames(), ", "))
		}
		data, source = b, req.Scenario
	case len(req.ScenarioFile) > 0:
		data = req.ScenarioFile
	default:
		return nil, nil, badRequest("no scenario: give \"scenario\" (a built-in id: %s) or \"scenarioFile\"", strings.Join(rules.BuiltinNames(), ", "))
	}
	scen, rs, err := rules.Load(source, data)
	if err != nil {
		return nil, nil, badRequest("%v", err)
	}
	if req.Ruleset != "" && req.Ruleset != rs.ID() {
		return nil, nil, badRequest("the scenario is for %s, not %q", rs.Name(), maps.Truncate(string(req.Ruleset), 40))
	}
	return scen, rs, nil
}

func seedOf(seed *uint64) (uint64, error) {
	if seed != nil {
		return *seed, nil
	}
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0, fmt.Errorf("no randomness for a seed: %v", err)
	}
	return binary.LittleEndian.Uint64(b[:]), nil
}

// newRoom makes a room's seats: a secret for each person's seat, a computer player for each
// seat asked for (at its level: scripted unless levels names another), and the watchers'
// secret.
func (s *Server) newRoom(rs game.Ruleset, sess game.Session, computer []game.SeatID, levels map[game.SeatID]string) (*room, *roomRow, online.CreateReply, error) {
	var reply online.CreateReply
	id, err := newRoomID()
	if err != nil {
		return nil, nil, reply, err
	}
	for _, c := range computer {
		if !slices.ContainsFunc(sess.Seats(), func(sp game.SeatSpec) bool { return sp.ID == c }) {
			return nil, nil, reply, badRequest("%q is not a seat of this game (they are: %s)", maps.Truncate(string(c), 40), seatList(sess))
		}
	}
	for seat, level := range levels {
		if !slices.Contains(computer, seat) {
			return nil, nil, reply, badRequest("%q is given a level but is not one of the computer's seats (\"computer\": %s)", maps.Truncate(string(seat), 40), seatIDs(computer))
		}
		if _, err := search.ParseLevel(level); err != nil {
			return nil, nil, reply, badRequest("the level of %s: %v", seat, err)
		}
	}
	searchSeed, err := seedOf(nil)
	if err != nil {
		return nil, nil, reply, err
	}
	r := &room{id: id, srv: s, rs: rs, sess: sess, conns: map[*conn]struct{}{}, sent: map[game.SeatID]*online.EncodedView{}, idleSince: time.Now()}
	row := &roomRow{ID: id, Ruleset: string(rs.ID()), Created: time.Now().Unix()}
	reply = online.CreateReply{Room: id, Ruleset: rs.ID()}
	for _, spec := range sess.Seats() {
		if spec.ID == online.Spectator || spec.ID == game.Host {
			return nil, nil, reply, fmt.Errorf("%s has a seat named %q, which the server keeps for watchers", rs.Name(), spec.ID)
		}
		st := &seat{spec: spec}
		inv := online.Invite{Seat: spec.ID, Name: spec.Name}
		if slices.Contains(computer, spec.ID) {
			pl, ok := rs.Computer(spec.ID)
			if !ok {
				return nil, nil, reply, badRequest("%s has no computer player for %s", rs.Name(), spec.Name)
			}
			level, _ := search.ParseLevel(levels[spec.ID])
			st.computer, inv.Computer = pl, true
			st.level, st.searcher, inv.Level = level.ID, newSearcher(level, searchSeed), level.ID
		} else {
			secret, err := newSecret()
			if err != nil {
				return nil, nil, reply, err
			}
			st.hash, inv.Code = hashSecret(secret), online.Code(id, secret)
		}
		r.seats = append(r.seats, st)
		row.Seats = append(row.Seats, seatRow{Seat: string(spec.ID), Hash: st.hash, Computer: st.computer != nil, Level: st.level})
		reply.Seats = append(reply.Seats, inv)
	}
	watch, err := newSecret()
	if err != nil {
		return nil, nil, reply, err
	}
	r.watchHash, row.WatchHash = hashSecret(watch), hashSecret(watch)
	reply.Watch = online.Invite{Seat: online.Spectator, Name: "Watchers", Code: online.Code(id, watch)}
	return r, row, reply, nil
}

// seatIDs lists seat ids for a refusal ("none" for none).
func seatIDs(ids []game.SeatID) string {
	if len(ids) == 0 {
		return "none"
	}
	var out []string
	for _, id := range ids {
		out = append(out, maps.Truncate(string(id), 40))
	}
	return strings.Join(out, ", ")
}

func seatList(sess game.Session) string {
	var ids []string
	for _, sp := range sess.Seats() {
		ids = append(ids, string(sp.ID))
	}
	return strings.Join(ids, ", ")
}
