package game

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
)

// SharedViewer is an optional interface of Rules: rules whose seats all see the same, so that
// a seat's view differs from another's only in its Seat field (Zombie Marines: what is face
// down is face down for everyone). The engine then works the view out once for each state
// and gives every seat a copy, instead of once per seat: a server sends each command's
// update to every seat of the room.
type SharedViewer interface {
	// ViewsShared reports whether every seat's view is the same but for its Seat.
	ViewsShared() bool
}

// sharedView is a Game's view kept for the state it was worked out for.
type sharedView struct {
	on      bool   // the rules share their views
	version uint64 // the state's version the view is of; 0 for none
	view    View
}

// stateChanged marks the game's state as a new one: views kept for the old one are stale.
func (g *Game[S]) stateChanged() { g.version++ }

// viewOf returns seat's view, from the kept shared view when the rules share them.
func (g *Game[S]) viewOf(seat SeatID) View {
	if !g.shared.on {
		return g.rules.View(&g.state, seat)
	}
	if g.shared.version != g.version {
		g.shared.view, g.shared.version = g.rules.View(&g.state, seat), g.version
	}
	v := g.shared.view
	v.Seat = seat
	// The seats' views share their lists (a view is read, never written: View's doc), which
	// also lets a server's encoder see at once that two seats' fields are equal. Clipped, an
	// append to one makes a list of its own instead of writing where another's would grow.
	v.Tokens, v.Markers, v.Cards = slices.Clip(v.Tokens), slices.Clip(v.Markers), slices.Clip(v.Cards)
	v.Tracks, v.Lines = slices.Clip(v.Tracks), slices.Clip(v.Lines)
	return v
}

// CheckSharedViews works every seat's view out afresh and reports how it differs from the
// first seat's but for Seat, when the rules say their seats all see the same (nil when they
// do not say so): a game that hid something from one seat and shared its views would show
// every seat what the first one may see.
func (g *Game[S]) CheckSharedViews() error {
	if !g.shared.on {
		return nil
	}
	seats := g.rules.Seats()
	if len(seats) == 0 {
		return nil
	}
	first := g.rules.View(&g.state, seats[0].ID)
	first.Seat = ""
	for _, s := range seats[1:] {
		v := g.rules.View(&g.state, s.ID)
		v.Seat = ""
		if !reflect.DeepEqual(first, v) {
			a, _ := json.Marshal(first)
			b, _ := json.Marshal(v)
			return fmt.Errorf("the rules share their views, but %s sees %s and %s sees %s", seats[0].ID, a, s.ID, b)
		}
	}
	return nil
}
