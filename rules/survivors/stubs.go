package survivors

import "github.com/borrowed-time/tabletop/engine"

func (r *rules) Apply(s *State, cmd engine.Command, d *engine.Dice, emit func(engine.Event)) error {
	return engine.Refuse("not yet")
}
func (r *rules) Actions(s *State, seat engine.SeatID, model string) []engine.Action { return nil }
func (r *rules) Build(s *State, seat engine.SeatID, model string, a engine.ActionID, p engine.Picks) (engine.Command, error) {
	return nil, engine.Refuse("not yet")
}
func (r *rules) Preview(s *State, seat engine.SeatID, model string, a engine.ActionID, p engine.Picks) engine.Preview {
	return engine.Preview{}
}
func (r *rules) View(s *State, seat engine.SeatID) engine.View { return engine.View{Seat: seat} }
func (r *rules) Fallback(s *State) (engine.SeatID, engine.Command, bool) {
	return "", nil, false
}

type computer struct{}

func (computer) Next(engine.Session, engine.SeatID) (engine.Command, bool) { return nil, false }
