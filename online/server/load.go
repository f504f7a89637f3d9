package server

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/search"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/rules"
)

// replay sets up the room's game as it was created and applies its stored commands in
// order, each for the seat that gave it, checking the fingerprint after each.
func (s *Server) replay(r *room, row *roomRow) error {
	scen, rs, err := rules.Load("room "+row.ID+"'s scenario", row.Scenario)
	if err != nil {
		return err
	}
	if string(rs.ID()) != row.Ruleset {
		return fmt.Errorf("its scenario is for %s, but it was stored as %q", rs.Name(), row.Ruleset)
	}
	sess, err := rs.New(scen, game.Setup{Options: row.Options, Seed: row.Seed})
	if err != nil {
		return err
	}
	r.rs, r.sess = rs, sess
	if err := r.restoreSeats(row); err != nil {
		return err
	}
	cmds, err := s.store.commands(row.ID)
	if err != nil {
		return err
	}
	codec := sess.Codec()
	for i, c := range cmds {
		if c.N != i+1 {
			return fmt.Errorf("command %d is missing from the log", i+1)
		}
		e, err := codec.Decode(c.Entry)
		if err != nil {
			return fmt.Errorf("command %d: %v", c.N, err)
		}
		evs, err := sess.Apply(game.SeatID(c.Seat), e)
		if err != nil {
			return fmt.Errorf("command %d (%s) is refused: %v", c.N, e.Cmd.CommandType(), err)
		}
		if h := sess.Hash(); h != c.Hash {
			return fmt.Errorf("after command %d the state is %s, not the %s stored", c.N, h, c.Hash)
		}
		r.hashes = append(r.hashes, c.Hash)
		for _, ev := range evs {
			r.events = append(r.events, online.Event{N: int64(len(r.events) + 1), State: c.N, Event: ev})
		}
	}
	return nil
}

// restoreSeats gives the room its stored seats, with their computer players.
func (r *room) restoreSeats(row *roomRow) error {
	searchSeed, err := seedOf(nil)
	if err != nil {
		return err
	}
	stored := map[game.SeatID]seatRow{}
	for _, st := range row.Seats {
		stored[game.SeatID(st.Seat)] = st
	}
	for _, spec := range r.sess.Seats() {
		st, ok := stored[spec.ID]
		if !ok {
			return fmt.Errorf("seat %s was not stored", spec.ID)
		}
		s := &seat{spec: spec, hash: st.Hash}
		if st.Computer {
			pl, ok := r.rs.Computer(spec.ID)
			if !ok {
				return fmt.Errorf("%s no longer has a computer player for %s", r.rs.Name(), spec.Name)
			}
			level, err := search.ParseLevel(st.Level)
			if err != nil { // a level this server no longer has: the scripted player
				r.srv.logf("room %s: %s: %v; the scripted player plays it", r.id, spec.ID, err)
				level, _ = search.ParseLevel(search.Scripted)
			}
			s.computer, s.level, s.searcher = pl, level.ID, newSearcher(level, searchSeed)
		}
		r.seats = append(r.seats, s)
	}
	return nil
}
