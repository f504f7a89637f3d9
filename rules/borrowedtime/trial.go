package borrowedtime

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/borrowed-time/tabletop/game"
)

// try judges cmd against a copy of st, as Apply would with the players' own dice still to
// come, and puts the table back as st has it: nil when the rules take it, else the refusal.
// dice is how many dice it would roll (with 1s standing in for those that decide whether more
// are rolled). Actions and previews ask it; nothing changes.
func (r *Rules) try(st *State, cmd Command) (dice int, err error) {
	work := r.Clone(st)
	d := game.NewDice(&work.RNG, true, nil)
	defer func() {
		if p := recover(); p != nil {
			err = &game.RulesFault{Cmd: cmd.CommandType(), Panic: p}
		}
		r.Recycle(&work)
		r.sync(st)
	}()
	c := &applyCtx{g: r, st: &work, dice: d, events: r.eventBuf[:0]}
	err = c.run(cmd)
	c.takeEvents()
	return d.Rolled(), err
}

// why is a refusal as a player reads it: the rules' reason, with a capital and a stop.
func why(err error) string {
	var rj *Rejection
	if errors.As(err, &rj) {
		return sentence(rj.Reason)
	}
	return sentence(err.Error())
}

// sentence starts a text with a capital and ends it with a stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	if r, size := utf8.DecodeRuneInString(s); unicode.IsLower(r) {
		s = string(unicode.ToUpper(r)) + s[size:]
	}
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") && !strings.HasSuffix(s, "?") {
		s += "."
	}
	return s
}
