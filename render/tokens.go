package render

import (
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Token is a model to draw: a survivor (Kind "survivor", ID its survivor id) or a zombie
// (Kind the zombie type), or the mark where a zombie fell (Fallen).
type Token struct {
	Kind  string
	ID    string
	Label string // replaces the survivor's monogram when set
	Name  string // the model's name for the legend, when the game gives one
	Body  physics.Body
	// Models is, for a Horde, the models left on the tray.
	Models int
	// Wounds is the wounds left and MaxWounds the most the model has: pips round the base
	// (filled for those left, hollow for those lost) when MaxWounds > 1 or Wounds > 0.
	Wounds, MaxWounds int
	Downed            bool // a survivor knocked out of the fight
	Stunned           bool // a zombie knocked down: it loses its next activation
	Level             int  // 1: on a roof
	// UnderRoof marks a model on the ground floor of a building whose roof is drawn over it.
	UnderRoof bool
	Selected  bool
	// Fallen marks where a zombie was removed; Fresh that it fell this round, so a Shambler
	// there may still be brought back by Reanimate.
	Fallen, Fresh bool
	// Team is the band a model belongs to in a game of several bands (0: none, as in Borrowed
	// Time): a ring in the team's colour round the base, and a survivor without a look of its
	// own is filled with it.
	Team int
	// Spent marks a model that has acted this round: it is drawn faded.
	Spent bool
}

// underRoof reports whether a point lies inside a building with a roof models stand on.
func underRoof(s *maps.Scenario, p physics.Vec) bool {
	for _, t := range s.Terrain {
		if t.IsBuilding() && t.Roof && inside(t.Polygon, p) {
			return true
		}
	}
	return false
}
