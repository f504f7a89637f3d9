package server

import (
	"context"
	"runtime"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/search"
)

// The computer seats play after the command that gave them the turn is acknowledged, on a
// goroutine of the room's own (one at a time, started by wakeComputers), never while a
// client waits for its answer:
//
//   - Scripted seats answer at once: their moves in a row are applied under the room's
//     locks, stored together and sent as one update, as a player's command is.
//   - A searching seat (a level of search.Levels) thinks for up to seconds. It thinks on a
//     fork of the game (game.Forker: the state copied under the room's lock, then rules
//     and a measured table of its own), holding no lock, so the room answers everyone
//     meanwhile: actions, previews, chat, joins and the other seats' commands. Its move
//     then goes through the one validated entry point, Session.Apply, under the locks, and
//     only if the game is still where it was when the search began; else it thinks again.
//     Each move is stored and sent as it comes; presence says the seat is thinking.

// searchTimeCap bounds a searching seat's decision on a busy server: the levels' work
// keeps one under a second or two on a quiet machine, and a search past this takes the
// best it has.
const searchTimeCap = 10 * time.Second

// newSearcher makes the searching player of a seat at a level (nil for the scripted level).
func newSearcher(l search.Level, seed uint64) *search.Player {
	if l.ID == search.Scripted {
		return nil
	}
	b := l.Budget
	b.Time = searchTimeCap
	return search.New(b, seed)
}

// wakeComputers starts the goroutine that plays the computer seats, when it is a computer
// seat's turn and none runs. r.mu is held.
func (r *room) wakeComputers() {
	if r.driving || r.gone || r.broken != "" || r.computerToAct() == nil {
		return
	}
	if r.srv.goDrive(r.drive) {
		r.driving = true
	}
}

// goDrive runs f on a goroutine the server waits for when it closes; false once it closes.
func (s *Server) goDrive(f func()) bool {
	s.driveMu.Lock()
	defer s.driveMu.Unlock()
	if s.closing {
		return false
	}
	s.drivers.Add(1)
	go func() {
		defer s.drivers.Done()
		f()
	}()
	return true
}

// stopping reports that the server is closing.
func (s *Server) stopping() bool {
	select {
	case <-s.stop:
		return true
	default:
		return false
	}
}

// drive plays the computer seats while it is their turn, at most maxComputerCommands in a
// row (a computer that never ends its turn must not play forever; the next command or
// join wakes it again).
func (r *room) drive() {
	for played := 0; played < maxComputerCommands; {
		n, more := r.computerTurn()
		if !more {
			return
		}
		played += n
	}
	r.srv.logf("room %s: the computer seats played %d commands in a row; they wait for a player now", r.id, maxComputerCommands)
	r.mu.Lock()
	r.driving = false
	r.mu.Unlock()
}

// computerTurn plays the next computer move (or a scripted run of them) and returns how
// many commands it stored; more is false when there is nothing more to play now (the
// driving flag is then cleared under the same lock that saw it).
func (r *room) computerTurn() (n int, more bool) {
	r.mu.Lock()
	s := r.computerToAct()
	if s == nil || r.gone || r.broken != "" || r.srv.stopping() {
		r.driving = false
		r.mu.Unlock()
		return 0, false
	}
	if s.searcher == nil {
		r.mu.Unlock()
		return r.playScripted(nil)
	}
	state, changes := r.state(), r.changes.Load()
	p := *s.searcher
	slot := r.srv.thinkSlot()
	hook := r.srv.thinkHook
	p.Pause = func() bool {
		if hook != nil {
			hook(s.spec.ID)
		}
		return slot.take(r.srv.stop) && r.changes.Load() == changes
	}
	thought, err := p.Think(r.sess, s.spec.ID)
	if err != nil {
		r.srv.logf("room %s: %s's computer cannot think away from the game (%v): it plays by script", r.id, s.spec.ID, err)
		r.mu.Unlock()
		return r.playScripted(s)
	}
	s.thinking = true
	r.presence(s.spec.ID)
	r.mu.Unlock()

	t := <-thought
	slot.release()
	r.cmdMu.Lock()
	defer r.cmdMu.Unlock()
	r.mu.Lock()
	s.thinking = false
	r.presence(s.spec.ID)
	if r.gone || r.broken != "" || r.srv.stopping() || r.state() != state {
		r.mu.Unlock()
		return 0, true // the game moved on (or closes): look again
	}
	if t.Err != nil {
		r.srv.logf("room %s: %v", r.id, t.Err)
	}
	a, ok := r.computerApply(s, t.Command)
	r.mu.Unlock()
	if !ok {
		r.srv.logf("room %s: the computer player of %s has nothing to do and cannot move the game on", r.id, s.spec.ID)
		r.mu.Lock()
		r.driving = false
		r.mu.Unlock()
		return 0, false
	}
	r.store([]applied{a})
	return 1, true
}

// playScripted applies the scripted computer seats' moves in a row (first's first, when a
// searching seat could not search), stores them and tells everyone, as one update.
func (r *room) playScripted(first *seat) (int, bool) {
	r.cmdMu.Lock()
	defer r.cmdMu.Unlock()
	r.mu.Lock()
	var batch []applied
	if first != nil {
		if a, ok := r.computerMove(first); ok {
			batch = append(batch, a)
		}
	}
	batch = r.playComputers(batch)
	if len(batch) == 0 {
		r.driving = false // a computer with nothing to do: it waits for the next command
		r.mu.Unlock()
		return 0, false
	}
	r.mu.Unlock()
	r.store(batch)
	return len(batch), true
}

// store commits computer moves already applied and tells everyone; a batch that cannot be
// stored is taken back. cmdMu is held, r.mu not.
func (r *room) store(batch []applied) {
	err := r.commit(context.Background(), batch)
	r.mu.Lock()
	defer r.mu.Unlock()
	if err != nil {
		r.takeBack(batch)
		return
	}
	r.record(batch[0].seat, batch)
}

// computerApply applies a command a computer seat thought of, or its scripted player's,
// or the fallback if it is the seat's: the same path as every computer move.
func (r *room) computerApply(s *seat, cmd game.Command) (applied, bool) {
	if cmd != nil {
		e := game.Entry{Cmd: cmd}
		if evs, err := r.sess.Apply(s.spec.ID, e); err == nil {
			return applied{seat: s.spec.ID, entry: e, events: evs, hash: r.sess.Hash()}, true
		}
	}
	return r.computerMove(s)
}

// thinkSlots bounds the searches that run at once to the processors: more would only make
// each slower, and hold more forks in memory.
func newThinkSlots() chan struct{} { return make(chan struct{}, max(2, runtime.NumCPU())) }

// slot is one search's place among the server's thinkSlots, taken at its first pause.
type slot struct {
	slots chan struct{}
	held  bool
}

func (s *Server) thinkSlot() *slot { return &slot{slots: s.thinkSlots} }

// take waits for a place (once) and reports whether the search may go on: false when the
// server closes.
func (sl *slot) take(stop <-chan struct{}) bool {
	if !sl.held {
		select {
		case sl.slots <- struct{}{}:
			sl.held = true
		case <-stop:
			return false
		}
	}
	select {
	case <-stop:
		return false
	default:
		return true
	}
}

// release gives the place back, after the thought arrived.
func (sl *slot) release() {
	if sl.held {
		<-sl.slots
		sl.held = false
	}
}
