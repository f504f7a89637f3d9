package main

import (
	"encoding/json"
	"slices"
	"strings"

	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"

	"github.com/borrowed-time/tabletop/game"
)

// A save remembers who played: the seats the computer played, and the level of each that
// searched, go into the save file beside the game (fields the engine's loader passes over),
// and a game loaded or continued gives the computer the same seats at the same levels again. On Borrowed Time's own table the computer plays the
// Director's seat and single survivors: those are kept as "director" and "survivor:ID".

// computerSeatsKey and computerLevelsKey are the save file's fields of the seats the
// computer played and of the levels of those that searched (search.Level's ID by seat).
const (
	computerSeatsKey  = "computerSeats"
	computerLevelsKey = "computerLevels"
)

// withComputerSeats returns a save with the seats the computer plays, and the searching
// ones' levels, written into it.
func withComputerSeats(data []byte, seats []string, levels map[string]string) ([]byte, error) {
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

// levelsIn reads the levels of the seats the computer played from a save (none: scripted).
func levelsIn(data []byte) map[game.SeatID]string {
	var f struct {
		Levels map[game.SeatID]string `json:"computerLevels"`
	}
	if json.Unmarshal(data, &f) != nil {
		return nil
	}
	return f.Levels
}

// computerSeatsIn reads the seats the computer played from a save (none when it says none).
func computerSeatsIn(data []byte) []string {
	var f struct {
		Seats []string `json:"computerSeats"`
	}
	if json.Unmarshal(data, &f) != nil {
		return nil
	}
	return f.Seats
}

// seatChoiceIn is the generic table's choice of computer seats a save holds.
func seatChoiceIn(data []byte) seatChoice {
	c := seatChoice{}
	for _, s := range computerSeatsIn(data) {
		c[game.SeatID(s)] = true
	}
	return c
}

// saveData is the game in play as a save: the game and the seats the computer plays.
func (p *sessionPlay) saveData() ([]byte, error) {
	data, err := p.s.Save()
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
	return withComputerSeats(data, seats, levels)
}

// seatComputers gives the computer the seats chosen (and the people the others).
func (p *sessionPlay) seatComputers(computer seatChoice) {
	p.computers, p.humans = map[game.SeatID]game.Player{}, 0
	for _, seat := range p.s.Seats() {
		if computer[seat.ID] && seat.Computer {
			if pl, ok := p.s.Ruleset().Computer(seat.ID); ok {
				p.computers[seat.ID] = pl
				continue
			}
		}
		p.humans++
	}
}

// btSeats is what Borrowed Time's table keeps of the seats the computer plays.
func (p *play) btSeats() []string {
	var seats []string
	if p.computer.director != nil {
		seats = append(seats, string(bt.Director))
	}
	for id, on := range p.computer.survivors {
		if on {
			seats = append(seats, "survivor:"+id)
		}
	}
	return seats
}

// withSeats writes the seats the computer plays into a save of Borrowed Time's table (the
// autosave's and the slots').
func (p *play) withSeats(data []byte) []byte {
	if out, err := withComputerSeats(data, p.btSeats(), nil); err == nil {
		return out
	}
	return data
}

// takeSeats gives the computer the seats a save of Borrowed Time says it played.
func (p *play) takeSeats(data []byte) {
	seats := computerSeatsIn(data)
	if seats == nil {
		return // an older save: the seats as they are
	}
	p.computer.director, p.computer.survivors = nil, map[string]bool{}
	for _, s := range seats {
		switch {
		case s == string(bt.Director):
			p.computer.director = &bt.ComputerDirector{}
		case strings.HasPrefix(s, "survivor:"):
			p.computer.survivors[strings.TrimPrefix(s, "survivor:")] = true
		}
	}
}
