package physics

// Bases keeps the bases of a game's models on a Table, one per model index, where the game's
// states say they are. A base keeps its id for as long as the table lives: taken off (a
// model out of play, or a model a later state does not have), it goes back under the same
// id when a state has that model again. So table order, the order queries list bases in and
// break ties between equal routes by, stays the models' order whatever states the table
// was set to before (a game's tried commands, a searching player's samples and rollouts),
// and a game on a table that served them plays exactly as on a fresh one. Nor does the
// table grow with each state it is set to.
type Bases struct {
	table *Table
	ids   []BodyID // per model index: its base's id, or -1 before it was first placed
	on    []bool   // per model index: the base is on the table
}

// NewBases keeps models' bases on t.
func NewBases(t *Table) *Bases { return &Bases{table: t} }

// Place puts model i's base b on the table, or moves it there, and returns its id.
func (s *Bases) Place(i int, b Body) BodyID {
	for len(s.ids) <= i {
		s.ids, s.on = append(s.ids, -1), append(s.on, false)
	}
	switch id := s.ids[i]; {
	case id < 0:
		s.ids[i], s.on[i] = s.table.AddBody(b), true
	case !s.on[i]:
		s.table.RestoreBody(id, b)
		s.on[i] = true
	default:
		if s.table.bodies[id].Base != b.Base {
			s.table.RemoveBody(id)
			s.table.RestoreBody(id, b)
		} else {
			s.table.MoveBody(id, b.Pos, b.Facing, b.Level)
		}
	}
	return s.ids[i]
}

// Off takes model i's base off the table (its id kept for Place).
func (s *Bases) Off(i int) {
	if i < len(s.ids) && s.on[i] {
		s.table.RemoveBody(s.ids[i])
		s.on[i] = false
	}
}

// Keep takes off the bases of every model from index n on: a state with n models.
func (s *Bases) Keep(n int) {
	for i := n; i < len(s.ids); i++ {
		s.Off(i)
	}
}

// Clear takes every base off the table, for a game that starts again.
func (s *Bases) Clear() { s.Keep(0) }

// ID returns model i's base, and whether it is on the table.
func (s *Bases) ID(i int) (BodyID, bool) {
	if i < 0 || i >= len(s.ids) || !s.on[i] {
		return -1, false
	}
	return s.ids[i], true
}

// Len is one more than the highest model index ever placed.
func (s *Bases) Len() int { return len(s.ids) }
