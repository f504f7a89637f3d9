package borrowedtime

import (
	"github.com/borrowed-time/tabletop/physics"
)

// view is what a computer player looks at for one decision: the state, and the table for
// measuring. It changes nothing.
type view struct {
	g      *Game
	st     *State // the game's own state: read, never changed
	tb     *physics.Table
	routes *routeCache // the survivors' kept routes, or nil
}

func look(g *Game) *view { return &view{g: g, st: g.ReadState(), tb: g.Table()} }

// legal reports whether the game would accept a command now (without rolling or changing
// anything).
func (v *view) legal(cmd Command) bool {
	_, err := v.g.DiceNeeded(cmd)
	return err == nil
}

func (v *view) body(id string) physics.BodyID {
	b, ok := v.g.Body(id)
	if !ok {
		return -1
	}
	return b
}

// zombies returns the zombies on the table.
func (v *view) zombies() []*Model {
	var out []*Model
	for i := range v.st.Models {
		m := &v.st.Models[i]
		if !m.IsSurvivor() && m.OnTable() {
			out = append(out, m)
		}
	}
	return out
}

// survivors returns the survivors on the table (standing or Downed).
func (v *view) survivors() []*Model {
	var out []*Model
	for i := range v.st.Models {
		m := &v.st.Models[i]
		if m.IsSurvivor() && m.OnTable() {
			out = append(out, m)
		}
	}
	return out
}

// edge is the distance between two models' bases, edge to edge.
func (v *view) edge(a, b *Model) float64 {
	ba, bb := v.body(a.ID), v.body(b.ID)
	if ba < 0 || bb < 0 {
		return a.Pos.Dist(b.Pos)
	}
	return v.tb.EdgeDistance(ba, bb)
}

// carries reports whether a survivor carries an item (a card).
func carries(m *Model, item string) bool {
	for _, it := range m.Items {
		if it == item {
			return true
		}
	}
	return false
}

func contains(xs []string, x string) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}
