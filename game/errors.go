package game

import "fmt"

// Rejection is a refused command: the reason, in words a player reads. Nothing changed.
type Rejection struct{ Reason string }

func (r *Rejection) Error() string { return r.Reason }

// Refuse returns a *Rejection with the reason formatted as fmt.Sprintf does.
func Refuse(format string, args ...any) error {
	return &Rejection{Reason: fmt.Sprintf(format, args...)}
}

// DiceWanted is the refusal of a command in a table-dice game that carries the wrong number
// of real dice: the table asks the players for Need dice and sends the command again. Read
// it with errors.As, never from the words.
type DiceWanted struct {
	Need, Given int
	Sides       int // the dice wanted: 6 for D6 (mixed dice name the first short one's)
}

func (d *DiceWanted) Error() string {
	return fmt.Sprintf("this needs %s, not %d", Plural(d.Need, "die", "dice"), d.Given)
}

// LoadError says why a save was refused.
type LoadError struct{ Reason string }

func (e *LoadError) Error() string { return "cannot load the save: " + e.Reason }

// Plural says a count with its noun: "1 die", "3 dice".
func Plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}
