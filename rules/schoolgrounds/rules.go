package schoolgrounds

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

// rules judges one game: what never changes during it (scenario, board, options).
type rules struct {
	scen  *maps.Scenario
	board *Board
	opt   Options
	seats []game.SeatSpec
	// sides and hatches index the board for fast routes (index).
	sides   [][4]edgeRef
	hatches [][]hatchEnd
	// doors keeps what was built for the last few states of the doors and windows
	// (doorState); lastDoors is the one asked for last, nextDoors the one filled last, and
	// doorKey the key's room.
	doors                [doorStates]doorState
	lastDoors, nextDoors int
	doorKey              []byte
	// spareReach are reaches given back by routes' callers (done), for the next routes.
	spareReach []*reach
	// spare is a state the engine threw away (Recycle), whose lists the next Clone fills
	// instead of allocating: every command, and every rollout's, copies the state.
	spare State
}

var (
	_ game.Rules[State]    = (*rules)(nil)
	_ game.Cloner[State]   = (*rules)(nil)
	_ game.Recycler[State] = (*rules)(nil)
)

func newRules(s *maps.Scenario, raw json.RawMessage) (*rules, error) {
	st, ok := s.Rules.(*Setup)
	if !ok || st == nil || st.Board == nil {
		return nil, fmt.Errorf("%s is not a School Grounds scenario (load it with the School Grounds reader)", s.ID)
	}
	opt, err := parseOptions(raw)
	if err != nil {
		return nil, err
	}
	r := &rules{scen: s, board: st.Board, opt: opt}
	r.index()
	for n := 1; n <= opt.Players; n++ {
		r.seats = append(r.seats, game.SeatSpec{ID: PlayerSeat(n), Name: fmt.Sprintf("Player %d", n), Computer: true})
	}
	return r, nil
}

// Start shuffles the three item piles; the players then choose their characters.
func (r *rules) Start(seed uint64) (State, error) {
	st := State{RNG: game.RNG(seed), Phase: PhasePick, Active: -1, Survivors: []Survivor{}, Car: []string{}}
	n := 0
	for _, it := range items {
		for c := 0; c < it.Copies; c++ {
			n++
			id := fmt.Sprintf("%s#%02d", it.Slug, n)
			st.Piles[it.Tier-1] = append(st.Piles[it.Tier-1], id)
			if it.Rounds > 0 {
				st.Guns = append(st.Guns, Ammo{Card: id, Rounds: it.Rounds})
			}
		}
	}
	for t := range st.Piles {
		game.Shuffle(&st.RNG, st.Piles[t])
	}
	st.Doors = make([]DoorState, len(r.board.Doors))
	for i, o := range r.board.Doors {
		st.Doors[i].Open = o.Open
	}
	st.Broken = make([]bool, len(r.board.Windows))
	st.Used = make([]bool, len(r.board.Search))
	return st, nil
}

// Clone copies a state deeply.
func (r *rules) Clone(s *State) State {
	sp := r.spare
	r.spare = State{}
	c := *s
	survivors := sp.Survivors[:0]
	if survivors == nil {
		survivors = make([]Survivor, 0, len(s.Survivors))
	}
	for i, sv := range s.Survivors {
		var hand []string
		if i < len(sp.Survivors) {
			hand = sp.Survivors[i].Hand // read before the append below writes over it
		}
		sv.Hand = game.Refill(hand, sv.Hand)
		survivors = append(survivors, sv)
	}
	c.Survivors = survivors
	c.Zombies = game.Refill(sp.Zombies, s.Zombies)
	c.Doors = game.Refill(sp.Doors, s.Doors)
	c.Broken = game.Refill(sp.Broken, s.Broken)
	c.Used = game.Refill(sp.Used, s.Used)
	for t := range s.Piles {
		c.Piles[t] = game.Refill(sp.Piles[t], s.Piles[t])
	}
	c.Car = game.Refill(sp.Car, s.Car)
	c.Guns = game.Refill(sp.Guns, s.Guns)
	c.Packs = make([]Pack, len(s.Packs))
	for i, p := range s.Packs {
		p.Cards = slices.Clone(p.Cards)
		c.Packs[i] = p
	}
	c.PickOrder = slices.Clone(s.PickOrder)
	if s.Pending != nil {
		p := *s.Pending
		p.Cards = slices.Clone(p.Cards)
		p.Dice = slices.Clone(p.Dice)
		c.Pending = &p
	}
	if s.Strike != nil {
		st := *s.Strike
		c.Strike = &st
	}
	if s.Result != nil {
		res := *s.Result
		res.Winners = slices.Clone(res.Winners)
		c.Result = &res
	}
	return c
}

// Recycle keeps a state the engine threw away, for the next Clone to fill its lists. The
// lists Clone fills never share memory with one another in a state (a pack's cards may be a
// hand's old memory, so packs are always copied afresh).
func (r *rules) Recycle(s *State) { r.spare = *s }

// RNG returns the generator kept in s.
func (r *rules) RNG(s *State) *game.RNG { return &s.RNG }

// Seats returns one seat per player.
func (r *rules) Seats() []game.SeatSpec { return slices.Clone(r.seats) }

// Turn lists the seats that may act now.
func (r *rules) Turn(s *State) []game.SeatID {
	if s.Strike != nil {
		return []game.SeatID{PlayerSeat(s.Strike.Seat)}
	}
	switch s.Phase {
	case PhasePick:
		return []game.SeatID{PlayerSeat(r.nextPicker(s))}
	case PhaseSurvivors:
		if s.Pending != nil {
			return []game.SeatID{PlayerSeat(s.Survivors[s.Pending.Survivor].Seat)}
		}
		if s.Active >= 0 {
			return []game.SeatID{PlayerSeat(s.Survivors[s.Active].Seat)}
		}
		var out []game.SeatID
		for _, sv := range s.Survivors {
			if sv.Life == Alive && !sv.Done {
				out = append(out, PlayerSeat(sv.Seat))
			}
		}
		return out
	case PhaseMaster:
		var out []game.SeatID
		if !s.Placing {
			for _, z := range s.Zombies {
				if z.Kind == TurnedZ && z.Acts > 0 {
					out = append(out, PlayerSeat(s.Survivors[z.Survivor-1].Seat))
				}
			}
		}
		return append(out, PlayerSeat(s.Master))
	}
	return nil
}

// Actor names the seat a command belongs to now.
func (r *rules) Actor(s *State, cmd game.Command) game.SeatID {
	switch c := cmd.(type) {
	case Choose:
		if c.Seat >= 1 && c.Seat <= r.opt.Players {
			return PlayerSeat(c.Seat)
		}
		return ""
	case RollOff:
		if s.Phase == PhasePick && len(s.PickOrder) == 0 {
			return PlayerSeat(1)
		}
		return ""
	case Damage:
		if s.Strike != nil {
			return PlayerSeat(s.Strike.Seat)
		}
		return ""
	case Spawn, MakeBrute, StopSpawning, EndMaster:
		return r.masterSeat(s)
	case ZombieMove:
		return r.zombieOwner(s, c.Zombie)
	case Hold:
		return r.zombieOwner(s, c.Zombie)
	case ZombieAttack:
		return r.zombieOwner(s, c.Zombie)
	case Bash:
		return r.zombieOwner(s, c.Zombie)
	}
	if id, ok := survivorOf(cmd); ok {
		if i := survivorByID(s, id); i >= 0 {
			return PlayerSeat(s.Survivors[i].Seat)
		}
	}
	return ""
}

func (r *rules) masterSeat(s *State) game.SeatID {
	if s.Master == 0 {
		return ""
	}
	return PlayerSeat(s.Master)
}

// zombieOwner is the seat that moves a zombie: a turned zombie's own player, under the
// master's orders, or the master (rules: dying).
func (r *rules) zombieOwner(s *State, id string) game.SeatID {
	i := zombieByID(s, id)
	if i < 0 {
		return ""
	}
	if z := s.Zombies[i]; z.Kind == TurnedZ {
		return PlayerSeat(s.Survivors[z.Survivor-1].Seat)
	}
	return r.masterSeat(s)
}

// survivorOf returns the survivor a survivor's command is for.
func survivorOf(cmd game.Command) (string, bool) {
	switch c := cmd.(type) {
	case Move:
		return c.Survivor, true
	case Attack:
		return c.Survivor, true
	case Open:
		return c.Survivor, true
	case Block:
		return c.Survivor, true
	case BreakWindow:
		return c.Survivor, true
	case Search:
		return c.Survivor, true
	case Keep:
		return c.Survivor, true
	case UseItem:
		return c.Survivor, true
	case Ability:
		return c.Survivor, true
	case Trade:
		return c.Survivor, true
	case Answer:
		return c.Survivor, true
	case PickUp:
		return c.Survivor, true
	case Escape:
		return c.Survivor, true
	case EndTurn:
		return c.Survivor, true
	case Reroll:
		return c.Survivor, true
	case Seen:
		return c.Survivor, true
	}
	return "", false
}

// Apply judges one command: one case per command.
func (r *rules) Apply(s *State, cmd game.Command, d *game.Dice, emit func(game.Event)) error {
	if s.Phase == PhaseOver {
		return game.Refuse("the game is over")
	}
	if _, ok := cmd.(Damage); s.Strike != nil && !ok {
		return game.Refuse("roll the damage of the attack first")
	}
	var err error
	switch c := cmd.(type) {
	case Damage:
		err = r.damage(s, emit, d)
	case Choose:
		err = r.choose(s, c, emit)
	case RollOff:
		err = r.rollOff(s, d, emit)
	case Reroll:
		err = r.reroll(s, c, d, emit)
	case Seen:
		err = r.seen(s, c)
	case Move:
		err = r.move(s, c, emit)
	case Attack:
		err = r.attack(s, c, d, emit)
	case Open:
		err = r.open(s, c, emit)
	case Block:
		err = r.block(s, c, emit)
	case BreakWindow:
		err = r.breakWindow(s, c, emit)
	case Search:
		err = r.search(s, c, emit)
	case Keep:
		err = r.keep(s, c, d, emit)
	case UseItem:
		err = r.useItem(s, c, emit)
	case Ability:
		err = r.ability(s, c, d, emit)
	case Trade:
		err = r.trade(s, c, emit)
	case Answer:
		err = r.answer(s, c, emit)
	case PickUp:
		err = r.pickUp(s, c, emit)
	case Escape:
		err = r.escape(s, c, emit)
	case EndTurn:
		err = r.endTurnCmd(s, c)
	case Spawn:
		err = r.spawn(s, c, emit)
	case MakeBrute:
		err = r.makeBrute(s, c, emit)
	case StopSpawning:
		err = r.stopSpawning(s)
	case ZombieMove:
		err = r.zombieMove(s, c, emit)
	case ZombieAttack:
		err = r.zombieAttack(s, c, d, emit)
	case Bash:
		err = r.bash(s, c, d, emit)
	case Hold:
		err = r.hold(s, c)
	case EndMaster:
		err = r.endMaster(s, emit)
	default:
		return game.Refuse("that is not a command of School Grounds")
	}
	if err != nil {
		return err
	}
	r.settle(s, d, emit)
	return nil
}

// Outcome says how the game ended.
func (r *rules) Outcome(s *State) (game.Outcome, bool) {
	if s.Result == nil {
		return game.Outcome{}, false
	}
	o := game.Outcome{Reason: s.Result.Reason, Round: s.Round}
	for _, n := range s.Result.Winners {
		o.Winners = append(o.Winners, PlayerSeat(n))
	}
	return o, true
}

// Secrets: each player's item cards in hand (and Franky's two drawn cards, and cards
// offered in a trade) are that seat's; the piles and the cards left on the board nobody's.
func (r *rules) Secrets(s *State) map[game.SeatID][]string {
	out := map[game.SeatID][]string{}
	for _, sv := range s.Survivors {
		seat := PlayerSeat(sv.Seat)
		out[seat] = append(out[seat], sv.Hand...)
	}
	if p := s.Pending; p != nil {
		owner := p.Survivor
		if p.Kind == PendTrade {
			owner = p.From
		}
		seat := PlayerSeat(s.Survivors[owner].Seat)
		out[seat] = append(out[seat], p.Cards...)
	}
	var none []string
	for _, pile := range s.Piles {
		none = append(none, pile...)
	}
	for _, p := range s.Packs {
		none = append(none, p.Cards...)
	}
	out[""] = none
	return out
}

func note(emit func(game.Event), format string, args ...any) {
	emit(game.Event{Type: game.EvNote, Text: fmt.Sprintf(format, args...)})
}

// private tells one seat alone.
func private(emit func(game.Event), seat int, format string, args ...any) {
	emit(game.Event{Type: game.EvNote, Text: fmt.Sprintf(format, args...), Only: []game.SeatID{PlayerSeat(seat)}})
}
