package zombiemarines

import (
	"encoding/json"
	"fmt"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/maps"
)

// rules judges one game: what never changes during it (scenario, tiles, options).
type rules struct {
	scen   *maps.Scenario
	setup  *Setup
	opt    Options
	seats  []game.SeatSpec
	boards [2]keyedCache[*grid.Board] // the boards built last for the zombies and for the marines (boardFor)
	key    []byte                     // boardFor's and terrainOf's scratch key
	// goalFields are the squad's walks to a tile kept for a state of the tiles and doors
	// (keptGoalField), under goalKey's key.
	goalFields map[string][]int
	goalKey    []byte
	// marineField keeps the zombies' field of routes to an attack (zombieField) the marines'
	// players last asked for: a marine's every command asks for it, and only a marine's
	// move, a door or a tile changes it.
	marineField fieldMemo
	walls       keyedCache[terrainWalls] // the walls and doors of the terrains built last (terrainOf)
	// shortcuts are door counters' shortcuts (doorShortcut) kept by keptShortcut, under
	// shortcutKey's key.
	shortcuts   map[string]int
	shortcutKey []byte
	spare       State // a state the engine threw away, whose lists Clone fills (Recycle)
}

var (
	_ game.Rules[State]  = (*rules)(nil)
	_ game.Cloner[State] = (*rules)(nil)
)

func newRules(s *maps.Scenario, raw json.RawMessage) (*rules, error) {
	st, ok := s.Rules.(*Setup)
	if !ok || st == nil {
		return nil, fmt.Errorf("%s is not a Zombie Marines scenario (load it with the Zombie Marines reader)", s.ID)
	}
	opt, err := parseOptions(raw, st)
	if err != nil {
		return nil, err
	}
	r := &rules{scen: s, setup: st, opt: opt}
	r.seats = []game.SeatSpec{{ID: SeatZombies, Name: "The Zombies", Computer: true}}
	for n := 1; n <= opt.Marines; n++ {
		r.seats = append(r.seats, game.SeatSpec{ID: MarineSeat(n), Name: fmt.Sprintf("Marine %d", n), Computer: true})
	}
	return r, nil
}

// Start deals the 25 tiles face down, shuffled by the seed, the helipad never at the centre (M2, M3).
func (r *rules) Start(seed uint64) (State, error) {
	st := State{RNG: game.RNG(seed), Phase: PhaseStartTile, StartTile: -1, Marines: []Marine{}}
	st.Deck = make([]int, tileCount)
	for i := range st.Deck {
		st.Deck[i] = i
	}
	game.Shuffle(&st.RNG, st.Deck)
	if r.setup.Tiles[st.Deck[centrePos]].HasHelipad() {
		st.Deck[centrePos], st.Deck[0] = st.Deck[0], st.Deck[centrePos]
	}
	st.Flipped = make([]bool, tileCount)
	return st, nil
}

// Clone copies a state deeply.
func (r *rules) Clone(s *State) State {
	sp := r.spare
	r.spare = State{}
	c := *s
	c.Deck = game.Refill(sp.Deck, s.Deck)
	c.Flipped = game.Refill(sp.Flipped, s.Flipped)
	c.Doors = game.Refill(sp.Doors, s.Doors)
	c.Zombies = game.Refill(sp.Zombies, s.Zombies)
	c.Populating = game.Refill(sp.Populating, s.Populating)
	marines := sp.Marines[:0]
	if marines == nil {
		marines = make([]Marine, 0, len(s.Marines))
	}
	for i, m := range s.Marines {
		var items []Item
		if i < len(sp.Marines) {
			items = sp.Marines[i].Items // read before the append below writes over it
		}
		m.Items = game.Refill(items, m.Items)
		marines = append(marines, m)
	}
	c.Marines = marines
	if s.Burst != nil {
		b := *s.Burst
		c.Burst = &b
	}
	if s.Result != nil {
		res := *s.Result
		c.Result = &res
	}
	return c
}

// Recycle keeps a state the engine threw away, for the next Clone to fill (game.Recycler):
// the searching players' rollouts copy the state at every command.
func (r *rules) Recycle(s *State) { r.spare = *s }

// RNG returns the generator kept in s.
func (r *rules) RNG(s *State) *game.RNG { return &s.RNG }

// Seats returns the zombie player's seat and one seat per marine.
func (r *rules) Seats() []game.SeatSpec { return slices.Clone(r.seats) }

// Turn lists the seats that may act now.
func (r *rules) Turn(s *State) []game.SeatID {
	switch s.Phase {
	case PhaseStartTile:
		return []game.SeatID{MarineSeat(1)}
	case PhaseDoors:
		return []game.SeatID{doorSeat(s)}
	case PhaseTileZombies, PhaseSpawn, PhaseSpawnZombies, PhaseZombies:
		return []game.SeatID{SeatZombies}
	case PhaseDeploy:
		var out []game.SeatID
		for n := 1; n <= r.opt.Marines; n++ {
			if marineOfSeat(s, n) < 0 {
				out = append(out, MarineSeat(n))
			}
		}
		return out
	case PhaseMarines:
		var out []game.SeatID
		for _, m := range s.Marines {
			if !m.Dead && !m.Turn.Done {
				out = append(out, MarineSeat(m.Seat))
			}
		}
		return out
	}
	return nil
}

// doorSeat is the seat placing the next door counter (P2, P4).
func doorSeat(s *State) game.SeatID {
	p := s.Populating[0]
	if p.ZombieNext {
		return SeatZombies
	}
	return MarineSeat(p.Seat)
}

// marineOfSeat returns the index of the seat's marine, or -1 before it deploys.
func marineOfSeat(s *State, seat int) int {
	for i, m := range s.Marines {
		if m.Seat == seat {
			return i
		}
	}
	return -1
}

// marineByID returns the index of a marine, or -1.
func marineByID(s *State, id string) int {
	for i, m := range s.Marines {
		if m.ID == id {
			return i
		}
	}
	return -1
}

// zombieByID returns the index of a zombie, or -1.
func zombieByID(s *State, id string) int {
	for i, z := range s.Zombies {
		if z.ID == id {
			return i
		}
	}
	return -1
}

// Actor names the seat a command belongs to now.
func (r *rules) Actor(s *State, cmd game.Command) game.SeatID {
	switch c := cmd.(type) {
	case ChooseStart:
		return MarineSeat(1)
	case PlaceDoor:
		if s.Phase == PhaseDoors {
			return doorSeat(s)
		}
		return ""
	case Deploy:
		if c.Seat >= 1 && c.Seat <= r.opt.Marines {
			return MarineSeat(c.Seat)
		}
		return ""
	case PlaceZombie, Spawn, ZombieMove, BreakDoor, EndZombies:
		return SeatZombies
	}
	if id, ok := marineOf(cmd); ok {
		if i := marineByID(s, id); i >= 0 {
			return MarineSeat(s.Marines[i].Seat)
		}
	}
	return ""
}

// marineOf returns the marine a marine's command is for.
func marineOf(cmd game.Command) (string, bool) {
	switch c := cmd.(type) {
	case Move:
		return c.Marine, true
	case Attack:
		return c.Marine, true
	case FireAgain:
		return c.Marine, true
	case Reload:
		return c.Marine, true
	case Throw:
		return c.Marine, true
	case Heal:
		return c.Marine, true
	case Order:
		return c.Marine, true
	case Give:
		return c.Marine, true
	case Take:
		return c.Marine, true
	case EndTurn:
		return c.Marine, true
	}
	return "", false
}

// Apply judges one command: one case per command, each in its own file.
func (r *rules) Apply(s *State, cmd game.Command, d *game.Dice, emit func(game.Event)) error {
	if s.Phase == PhaseOver {
		return game.Refuse("the game is over")
	}
	emit = sentences(emit)
	if _, again := cmd.(FireAgain); !again {
		s.Burst = nil // anything else ends automatic fire (A10)
	}
	var err error
	switch c := cmd.(type) {
	case ChooseStart:
		err = r.chooseStart(s, c, d, emit)
	case PlaceDoor:
		err = r.placeDoor(s, c, d, emit)
	case PlaceZombie:
		err = r.placeZombie(s, c, emit)
	case Deploy:
		err = r.deploy(s, c, emit)
	case Spawn:
		err = r.spawn(s, d, emit)
	case Move:
		err = r.move(s, c, d, emit)
	case Attack:
		err = r.attack(s, c, d, emit)
	case FireAgain:
		err = r.fireAgain(s, c, d, emit)
	case Reload:
		err = r.reload(s, c, emit)
	case Throw:
		err = r.throw(s, c, emit)
	case Heal:
		err = r.heal(s, c, d, emit)
	case Order:
		err = r.order(s, c, emit)
	case Give:
		err = r.give(s, c, emit)
	case Take:
		err = r.take(s, c, emit)
	case EndTurn:
		err = r.endTurn(s, c, emit)
	case ZombieMove:
		err = r.zombieMove(s, c, d, emit)
	case BreakDoor:
		err = r.breakDoor(s, c, d, emit)
	case EndZombies:
		err = r.endZombies(s, emit)
	default:
		return game.Refuse("that is not a command of Zombie Marines")
	}
	if err != nil {
		return err
	}
	r.maybeEndMarines(s, emit)
	r.checkVictory(s, emit)
	return nil
}

// Outcome says how the game ended.
func (r *rules) Outcome(s *State) (game.Outcome, bool) {
	if s.Result == nil {
		return game.Outcome{}, false
	}
	o := game.Outcome{Reason: s.Result.Reason, Round: s.Round}
	if s.Result.Marines {
		for n := 1; n <= r.opt.Marines; n++ {
			o.Winners = append(o.Winners, MarineSeat(n))
		}
	} else {
		o.Winners = []game.SeatID{SeatZombies}
	}
	return o, true
}

// Secrets lists what nobody may see: the names of the tiles still face down (M2).
func (r *rules) Secrets(s *State) map[game.SeatID][]string {
	var hidden []string
	for p, up := range s.Flipped {
		if !up {
			hidden = append(hidden, r.setup.Tiles[s.Deck[p]].Name)
		}
	}
	return map[game.SeatID][]string{"": hidden}
}

func refuseMarine(s *State, id string) (*Marine, error) {
	i := marineByID(s, id)
	switch {
	case s.Phase != PhaseMarines:
		return nil, game.Refuse("it is not the marines' turn")
	case i < 0:
		return nil, game.Refuse("there is no marine %q", maps.Truncate(id, 40))
	case s.Marines[i].Dead:
		return nil, game.Refuse("%s is dead", marineName(&s.Marines[i]))
	case s.Marines[i].Turn.Done:
		return nil, game.Refuse("%s has ended its turn", marineName(&s.Marines[i]))
	}
	return &s.Marines[i], nil
}

// marineName is how players read a marine: "the Medic (marine 2)".
func marineName(m *Marine) string {
	return fmt.Sprintf("the %s (marine %d)", profiles[m.Kind].Name, m.Seat)
}

// zombieName is how players read a zombie: "zombie 7".
func zombieName(z *Zombie) string { return "zombie " + z.ID[1:] }

// livingMarines counts the marines alive, or the marines to come before they deploy (P5).
func (r *rules) livingMarines(s *State) int {
	if s.Round == 0 {
		return r.opt.Marines
	}
	n := 0
	for _, m := range s.Marines {
		if !m.Dead {
			n++
		}
	}
	return n
}

// spawnHelp says what rolling for new zombies will do, house rules included.
func (r *rules) spawnHelp(s *State) string {
	if r.opt.QuietStreets && s.Round%2 == 0 {
		return "The streets are quiet this turn (house rule): no zombies rise."
	}
	if r.opt.DicePerSix {
		return "1d4 for every six marines (house rule), placed on spawn squares."
	}
	return "1d4 for every three marines, placed on spawn squares."
}

// groupsFor is the number of d4 for a tile turning over (tile) or the spawn phase: groups,
// but a tile's dice per started six marines in a first game (house rule H4: measured, four
// marines win about half their games; with the spawn phase's dice per six as well, four in
// five).
func (r *rules) groupsFor(s *State, tile bool) int {
	if r.opt.FirstGame && tile {
		return max(1, (r.livingMarines(s)+5)/6)
	}
	return r.groups(s)
}

// groups is the number of d4 rolled for new zombies: one per started three marines (P5,
// T1), or per started six with house rule H2.
func (r *rules) groups(s *State) int {
	if r.opt.DicePerSix {
		return max(1, (r.livingMarines(s)+5)/6)
	}
	return max(1, (r.livingMarines(s)+2)/3)
}

func note(emit func(game.Event), format string, args ...any) {
	emit(game.Event{Type: game.EvNote, Text: fmt.Sprintf(format, args...)})
}

// sentences passes events on with their text starting in capitals ("The Grunt (marine 1)
// fires…"): names are written for the middle of a sentence.
func sentences(emit func(game.Event)) func(game.Event) {
	return func(e game.Event) {
		if r, n := utf8.DecodeRuneInString(e.Text); n > 0 && unicode.IsLower(r) {
			e.Text = string(unicode.ToUpper(r)) + e.Text[n:]
		}
		emit(e)
	}
}
