package directordeck

import "github.com/borrowed-time/tabletop/engine"

// computer plays a survivor.
type computer struct{}

// Next proposes the seat's next command.
func (computer) Next(sess engine.Session, seat engine.SeatID) (engine.Command, bool) {
	g, ok := sess.(*engine.Game[State])
	if !ok {
		return nil, false
	}
	fs, cmd, ok := g.Fallback()
	return cmd, ok && fs == seat
}
