package table

import (
	"encoding/json"
	"slices"

	"github.com/borrowed-time/tabletop/game"
)

// A save remembers who played: the seats the computer played, and the level of each that
// searched, go into the save file beside the game (fields the engine's loader passes over),
// and a game loaded or continued gives the computer the same seats at the same levels again.
// (Saves from Borrowed Time's former table may also name single survivors, "survivor:ID":
// the one table gives the computer whole seats, and passes those over.)

// computerSeatsKey and computerLevelsKey are the save file's fields of the seats the
// computer played and of the levels of those that searched (search.Level's ID by seat).
const (
	computerSeatsKey  = "computerSeats"
	computerLevelsKey = "computerLevels"
)

// WithComputerSeats returns a save with the seats the computer plays, and the searching
// ones' levels, written into it.
func WithComputerSeats(data []byte, seats []string, levels map[string]string) ([]byte, error) {
	var f map[string]json.RawMessage
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	slices.Sort(seats)
	for key, v := range map[string]any{computerSeatsKey: seats, computerLevelsKey: levels} {
		raw, err := json.Marshal(v) // a map's keys come out sorted
		if err != nil {
			return nil, err
		}
		if len(seats) == 0 || (key == computerLevelsKey && len(levels) == 0) {
			delete(f, key)
		} else {
			f[key] = raw
		}
	}
	return json.MarshalIndent(f, "", " ")
}

// LevelsIn reads the levels of the seats the computer played from a save (none: scripted).
func LevelsIn(data []byte) map[game.SeatID]string {
	var f struct {
		Levels map[game.SeatID]string `json:"computerLevels"`
	}
	if json.Unmarshal(data, &f) != nil {
		return nil
	}
	return f.Levels
}

// ComputerSeatsIn reads the seats the computer played from a save (none when it says none).
func ComputerSeatsIn(data []byte) []string {
	var f struct {
		Seats []string `json:"computerSeats"`
	}
	if json.Unmarshal(data, &f) != nil {
		return nil
	}
	return f.Seats
}

// SeatChoiceIn is the generic table's choice of computer seats a save holds.
func SeatChoiceIn(data []byte) SeatChoice {
	c := SeatChoice{}
	for _, s := range ComputerSeatsIn(data) {
		c[game.SeatID(s)] = true
	}
	return c
}

// saveData is the game in play as a save: the game and the seats the computer plays.
func (p *Table) saveData() ([]byte, error) {
	data, err := p.Game.Save()
	if err != nil {
		return nil, err
	}
	var seats []string
	levels := map[string]string{}
	for s, pl := range p.computers {
		seats = append(seats, string(s))
		if th, ok := pl.(*thinker); ok {
			levels[string(s)] = th.level.ID
		}
	}
	return WithComputerSeats(data, seats, levels)
}

// seatComputers gives the computer the seats chosen (and the people the others).
func (p *Table) seatComputers(computer SeatChoice) {
	p.computers, p.humans = map[game.SeatID]game.Player{}, 0
	for _, seat := range p.Game.Seats() {
		if computer[seat.ID] && seat.Computer {
			if pl, ok := p.Game.Ruleset().Computer(seat.ID); ok {
				p.computers[seat.ID] = pl
				continue
			}
		}
		p.humans++
	}
}

// handOver gives the seat whose turn it is to the computer, or takes it back from it (Y): a
// player who must leave the table, or who wants to see how the computer would go on. Saves
// remember it as they remember the seats chosen on the start screen. Online, the server
// keeps the seats.
func (p *Table) handOver() {
	turn := p.Game.Turn()
	if p.remote() != nil || len(turn) == 0 {
		return
	}
	seat := turn[0]
	if _, ok := p.computers[seat]; ok {
		delete(p.computers, seat)
		p.humans++
		p.message = notice{text: p.seatName(seat) + " is played at the table again (Y hands it back to the computer).", tone: toneHint}
		return
	}
	pl, ok := p.Game.Ruleset().Computer(seat)
	if !ok || !slices.ContainsFunc(p.Game.Seats(), func(s game.SeatSpec) bool { return s.ID == seat && s.Computer }) {
		p.problem("The computer cannot play " + p.seatName(seat) + ".")
		return
	}
	if p.computers == nil {
		p.computers = map[game.SeatID]game.Player{}
	}
	p.computers[seat] = pl
	p.humans--
	p.pending, p.drag.on, p.choosing = nil, false, nil
	p.message = notice{text: "The computer plays " + p.seatName(seat) + " now (Y takes it back).", tone: toneHint}
}
