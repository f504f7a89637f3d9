package schoolgrounds

import (
	"fmt"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
)

// maxRollOffs bounds the roll-off's rerolls of ties: past it (only ever with table dice given
// short), the tied seat with the lowest number wins.
const maxRollOffs = 20

// rollOff: "Each player rolls a d6. The player who throws highest may first choose one of the
// character. … The rest of the players follow suit in clockwise direction from the player who
// got to pick first." Ties for the highest roll again (school-grounds.md S1).
func (r *rules) rollOff(s *State, d *game.Dice, emit func(game.Event)) error {
	if s.Phase != PhasePick || len(s.PickOrder) > 0 {
		return game.Refuse("the roll-off for the characters is over")
	}
	tied := make([]int, r.opt.Players)
	for k := range tied {
		tied[k] = k + 1
	}
	for round := 0; len(tied) > 1 && round < maxRollOffs; round++ {
		rolls := d.Roll(len(tied), 6)
		top := slices.Max(rolls)
		var said []string
		var next []int
		for k, seat := range tied {
			said = append(said, fmt.Sprintf("player %d rolls %d", seat, rolls[k]))
			if rolls[k] == top {
				next = append(next, seat)
			}
		}
		emit(game.Event{Type: game.EvRoll, Dice: rolls, Text: capital(strings.Join(said, ", ")) + "."})
		tied = next
	}
	first := tied[0]
	for k := 0; k < r.opt.Players; k++ {
		s.PickOrder = append(s.PickOrder, (first-1+k)%r.opt.Players+1)
	}
	note(emit, "Player %d chooses first; the others follow clockwise.", first)
	return nil
}

// nextPicker is the seat number to choose a character next: the roll-off's order, or player 1
// to make the roll-off.
func (r *rules) nextPicker(s *State) int {
	if len(s.PickOrder) == 0 {
		return 1
	}
	return s.PickOrder[len(s.Survivors)]
}

// insertBySeat adds a chosen survivor keeping the survivors in seat order, whatever the order
// of choosing (nothing refers to a survivor's index before play begins).
func insertBySeat(s *State, sv Survivor) {
	k := 0
	for k < len(s.Survivors) && s.Survivors[k].Seat < sv.Seat {
		k++
	}
	s.Survivors = slices.Insert(s.Survivors, k, sv)
}
