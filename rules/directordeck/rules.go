package directordeck

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
	"github.com/borrowed-time/tabletop/maps"
)

// rules judges one game: what never changes during it (the scenario, the layout, options).
type rules struct {
	scen   *maps.Scenario
	setup  *Setup
	layout hex.Layout
	opt    Options
	seats  []game.SeatSpec
	// cache is the last board built and the tiles it was built from (board).
	cache struct {
		board *hex.Board
		tiles []Laid
	}
}

var (
	_ game.Rules[State]  = (*rules)(nil)
	_ game.Cloner[State] = (*rules)(nil)
)

func newRules(s *maps.Scenario, raw json.RawMessage) (*rules, error) {
	st, ok := s.Rules.(*Setup)
	if !ok || st == nil {
		return nil, fmt.Errorf("%s is not a Director-deck scenario (load it with the Director-deck reader)", s.ID)
	}
	opt, err := parseOptions(raw)
	if err != nil {
		return nil, err
	}
	l, err := hex.NewLayout(st.Start, st.HexSize)
	if err != nil {
		return nil, err
	}
	r := &rules{scen: s, setup: st, layout: l, opt: opt}
	for n := 1; n <= opt.Players; n++ {
		r.seats = append(r.seats, game.SeatSpec{ID: PlayerSeat(n), Name: characters[n-1].Name, Computer: true})
	}
	return r, nil
}

// startHexes are where the survivors begin: the start tile's middle and three hexes beside it.
var startHexes = []hex.Hex{{Q: 0, R: 0}, {Q: -1, R: 0}, {Q: 0, R: 1}, {Q: -1, R: 1}}

// Start deals the game: the start tile and the tiles beyond its exits (the survivors stand on
// it, so it counts as entered), the shuffled Director and tile decks, each survivor's weapons
// with a full hand, and the first round's Director cards. Set-up rolls come from the game's
// generator, as its shuffles do.
func (r *rules) Start(seed uint64) (State, error) {
	st := State{RNG: game.RNG(seed), Round: 1, Tiles: []Laid{{Card: -1}}, Entered: []bool{false}}
	d := game.NewDice(&st.RNG, false, nil)
	for i := range directorDeck {
		st.Director = append(st.Director, directorID(i))
	}
	game.Shuffle(&st.RNG, st.Director)
	var deck []int
	safe := -1
	for i, c := range tileCards {
		if c.Safe {
			safe = i
			continue
		}
		deck = append(deck, i)
	}
	game.Shuffle(&st.RNG, deck)
	at := len(deck) - SafeDepth + 1 + st.RNG.Intn(SafeDepth)
	st.TileDeck = slices.Insert(deck, at, safe)
	for n := 1; n <= r.opt.Players; n++ {
		ch := characters[n-1]
		sv := Survivor{Seat: n, At: startHexes[n-1], HP: SurvivorHP, Items: slices.Clone(ch.Items)}
		sv.Guns = append(sv.Guns, newGun(&st, Pistol, d))
		if ch.Weapon != "" {
			sv.Guns = append(sv.Guns, newGun(&st, ch.Weapon, d))
			sv.Hold = 1
		}
		st.Survivors = append(st.Survivors, sv)
	}
	r.enter(&st, 0, d, func(game.Event) {})
	r.beginRound(&st, d, func(game.Event) {})
	return st, nil
}

func directorID(i int) string { return fmt.Sprintf("director#%02d", i+1) }

// directorCard returns the card an id names.
func directorCard(id string) DirectorCard {
	var n int
	fmt.Sscanf(id, "director#%d", &n)
	if n < 1 || n > len(directorDeck) {
		return DirectorCard{Name: "?"}
	}
	return directorDeck[n-1]
}

// Clone copies a state deeply.
func (r *rules) Clone(s *State) State {
	c := *s
	c.Tiles = slices.Clone(s.Tiles)
	c.Entered = slices.Clone(s.Entered)
	c.Blocked = slices.Clone(s.Blocked)
	c.TileDeck = slices.Clone(s.TileDeck)
	c.Director = slices.Clone(s.Director)
	c.Drawn = slices.Clone(s.Drawn)
	c.Spent = slices.Clone(s.Spent)
	c.Pile = slices.Clone(s.Pile)
	c.Offer = slices.Clone(s.Offer)
	if s.Last != nil {
		l := *s.Last
		l.Values = slices.Clone(l.Values)
		c.Last = &l
	}
	c.Survivors = make([]Survivor, len(s.Survivors))
	for i, sv := range s.Survivors {
		sv.Items = slices.Clone(sv.Items)
		guns := make([]Gun, len(sv.Guns))
		for k, g := range sv.Guns {
			guns[k] = Gun{Kind: g.Kind, Deck: slices.Clone(g.Deck), Hand: slices.Clone(g.Hand), Spent: slices.Clone(g.Spent)}
		}
		sv.Guns = guns
		c.Survivors[i] = sv
	}
	c.Zombies = slices.Clone(s.Zombies)
	c.Items = slices.Clone(s.Items)
	if s.Result != nil {
		res := *s.Result
		c.Result = &res
	}
	return c
}

// RNG returns the generator kept in s.
func (r *rules) RNG(s *State) *game.RNG { return &s.RNG }

// Seats returns one seat per survivor.
func (r *rules) Seats() []game.SeatSpec { return slices.Clone(r.seats) }

// Turn lists the seats that may act now: every survivor still to add to the pile (they add
// at the same time), or the one survivor whose move or action it is.
func (r *rules) Turn(s *State) []game.SeatID {
	switch s.Phase {
	case PhaseSuppress:
		var out []game.SeatID
		for _, sv := range s.Survivors {
			if !sv.Done {
				out = append(out, PlayerSeat(sv.Seat))
			}
		}
		return out
	case PhaseMove, PhaseAct:
		return []game.SeatID{PlayerSeat(s.Survivors[s.Active].Seat)}
	}
	return nil
}

// Actor names the seat a command belongs to: its survivor's player.
func (r *rules) Actor(s *State, cmd game.Command) game.SeatID {
	if i := survivorIndex(s, survivorOf(cmd)); i >= 0 {
		return PlayerSeat(s.Survivors[i].Seat)
	}
	return ""
}

// survivorIndex finds a survivor by model id, or -1.
func survivorIndex(s *State, id string) int {
	for i, sv := range s.Survivors {
		if SurvivorID(sv.Seat) == id {
			return i
		}
	}
	return -1
}

// Apply judges one command, then runs the steps that need nobody until the game waits for a
// player again.
func (r *rules) Apply(s *State, cmd game.Command, d *game.Dice, emit func(game.Event)) error {
	if s.Phase == PhaseOver {
		return game.Refuse("the game is over")
	}
	i := survivorIndex(s, survivorOf(cmd))
	if i < 0 {
		return game.Refuse("that command names no survivor of this game")
	}
	var err error
	switch c := cmd.(type) {
	case Commit:
		err = r.commit(s, i, c, emit)
	case Move:
		err = r.move(s, i, c.To, d, emit)
	case Stay:
		err = r.stay(s, i, emit)
	case Attack:
		err = r.attack(s, i, c, emit)
	case Reload:
		err = r.reload(s, i, d, emit)
	case Swap:
		err = r.swap(s, i, emit)
	case Melee:
		err = r.melee(s, i, emit)
	case UseItem:
		err = r.useItem(s, i, c, d, emit)
	case Revive:
		err = r.revive(s, i, c, emit)
	case Pass:
		err = r.pass(s, i, emit)
	case Collect:
		err = r.collect(s, i, c, d, emit)
	default:
		return game.Refuse("that is not a command of the Director deck game")
	}
	if err != nil {
		return err
	}
	r.advance(s, d, emit)
	return nil
}

// Outcome says how the game ended.
func (r *rules) Outcome(s *State) (game.Outcome, bool) {
	if s.Result == nil {
		return game.Outcome{}, false
	}
	o := game.Outcome{Reason: s.Result.Reason, Round: s.Round}
	if s.Result.Won {
		for _, sv := range s.Survivors {
			o.Winners = append(o.Winners, PlayerSeat(sv.Seat))
		}
	} else {
		o.Victor = "The horde" // the Director deck plays no seat
	}
	return o, true
}

// Secrets: each survivor's hands of attack cards and the cards it has added face down are
// its player's; the ammunition decks, the Director deck and the cards of the suppression
// pile once others' are nobody's.
func (r *rules) Secrets(s *State) map[game.SeatID][]string {
	out := map[game.SeatID][]string{}
	var none []string
	for _, sv := range s.Survivors {
		seat := PlayerSeat(sv.Seat)
		for _, g := range sv.Guns {
			for _, c := range g.Hand {
				out[seat] = append(out[seat], c.ID)
			}
			for _, c := range g.Deck {
				none = append(none, c.ID)
			}
		}
	}
	for _, c := range s.Pile {
		seat := PlayerSeat(s.Survivors[c.Survivor].Seat)
		out[seat] = append(out[seat], c.Card.ID)
	}
	none = append(none, s.Director...)
	out[""] = none
	return out
}

func note(emit func(game.Event), format string, args ...any) {
	emit(game.Event{Type: game.EvNote, Text: fmt.Sprintf(format, args...)})
}

// private tells one survivor's player alone.
// Its words name the survivor, never "you": once the game is over every seat's log may show
// it (a play-test read "You added 2" under the computer's survivor).
func private(emit func(game.Event), seat int, format string, args ...any) {
	emit(game.Event{Type: game.EvNote, Text: fmt.Sprintf(format, args...), Only: []game.SeatID{PlayerSeat(seat)}})
}

// name is a survivor's name.
func name(s *State, i int) string { return characters[s.Survivors[i].Seat-1].Name }
