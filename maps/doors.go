package maps

import (
	"fmt"

	"github.com/borrowed-time/tabletop/physics"
)

// DoorRef is a building's door as players and the game name it.
type DoorRef struct {
	// ID is the door's own id, or "building-id/n" for the n-th door of a building without one.
	ID      string
	Terrain int         // the building's index in Terrain
	Opening int         // the door's index among the building's doors
	Door    Opening     // the door as the file gives it
	Centre  physics.Vec // the middle of the door, on the building's outline
}

// Doors lists the scenario's doors in the order a game keeps their state: buildings in
// scenario order, each one's doors in order.
func (s *Scenario) Doors() []DoorRef {
	var out []DoorRef
	for ti, t := range s.Terrain {
		for di, d := range t.Doors {
			id := d.ID
			if id == "" {
				id = fmt.Sprintf("%s/%d", t.ID, di)
			}
			a, b := t.Polygon[d.Edge], t.Polygon[(d.Edge+1)%len(t.Polygon)]
			out = append(out, DoorRef{ID: id, Terrain: ti, Opening: di, Door: d, Centre: a.Add(b.Sub(a).Unit().Scale(d.Offset))})
		}
	}
	return out
}
