package game

import "fmt"

// Dice serves one command's dice: from the game's seeded generator, or, in a table-dice
// game, from the real dice the players rolled and typed in (Entry.Dice), in the order the
// command rolls them. A ruleset rolls only through Dice, so that the engine can count what a
// command needs (DiceNeeded) and refuse a wrong count.
type Dice struct {
	rng   *RNG
	table bool
	given []int
	used  int
	short int // the sides of the first die asked for beyond those given (0: none)
	bad   error
}

// NewDice serves dice from rng, or in a table-dice game from given.
func NewDice(rng *RNG, table bool, given []int) *Dice {
	return &Dice{rng: rng, table: table, given: given}
}

// D6 rolls one six-sided die.
func (d *Dice) D6() int { return d.Die(6) }

// Die rolls one die with the given number of sides: one the players may roll at the table.
func (d *Dice) Die(sides int) int {
	if !d.table {
		return 1 + d.rng.Intn(sides)
	}
	i := d.used
	d.used++
	if i >= len(d.given) {
		if d.short == 0 {
			d.short = sides
		}
		return 1 // a stand-in, so the command runs on and its dice are counted
	}
	v := d.given[i]
	if (v < 1 || v > sides) && d.bad == nil {
		d.bad = Refuse("die %d is %d, but a %d-sided die shows 1 to %d", i+1, v, sides, sides)
		return 1
	}
	return v
}

// Roll rolls n dice with the given sides.
func (d *Dice) Roll(n, sides int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = d.Die(sides)
	}
	return out
}

// Hidden returns a number in [0, n) that no player rolls (a shuffle, a random pick): always
// from the game's generator, even in a table-dice game.
func (d *Dice) Hidden(n int) int { return d.rng.Intn(n) }

// Rolled is how many dice have been rolled so far (in a table-dice trial, with stand-ins
// for those not given).
func (d *Dice) Rolled() int { return d.used }

// RNG is the generator behind the dice, for shuffles (Shuffle).
func (d *Dice) RNG() *RNG { return d.rng }

// check says whether the dice given matched the dice rolled (table-dice games only).
func (d *Dice) check() error {
	if !d.table {
		if len(d.given) > 0 {
			return Refuse("this game rolls its own dice: leave out \"dice\" (or start it with table dice)")
		}
		return nil
	}
	if d.bad != nil {
		return d.bad
	}
	if d.used != len(d.given) {
		sides := d.short
		if sides == 0 {
			sides = 6 // too many dice given: none is short, so name the common die
		}
		return &DiceWanted{Need: d.used, Given: len(d.given), Sides: sides}
	}
	return nil
}

func (d *Dice) String() string { return fmt.Sprintf("dice %d of %d", d.used, len(d.given)) }
