package borrowedtime

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
)

// markers are what lies on the table besides models, as a view lists them: the search
// locations with their searches left, the objective markers, the spawn points, the fires
// burning and the kit lying on the ground, each with its name and what it is for.
func (r *Rules) markers(st *State) []game.Marker {
	sc := r.scenario
	var out []game.Marker
	for i, l := range sc.SearchLocations {
		left := l.Searches
		if i < len(st.SearchesLeft) {
			left = st.SearchesLeft[i]
		}
		m := game.Marker{ID: l.ID, Name: sc.PlaceName(l.ID), Kind: "search", At: l.At, Level: l.Level, Count: left,
			Help: MarkerMeaning(MarkerSearchLocation).Summary}
		if left == 0 {
			m.Used, m.Help = true, MarkerMeaning(MarkerSearchedOut).Summary
		}
		out = append(out, m)
	}
	for _, o := range sc.Objectives {
		out = append(out, game.Marker{ID: o.ID, Name: sc.PlaceName(o.ID), Kind: "objective", At: o.At, Level: o.Level,
			Help: MarkerMeaning(MarkerObjective).Summary})
	}
	for _, sp := range sc.SpawnPoints {
		out = append(out, game.Marker{ID: sp.ID, Name: "Spawn point: " + sc.PlaceName(sp.ID), Kind: "entry", At: sp.At, Level: sp.Level,
			Help: MarkerMeaning(MarkerSpawnPoint).Summary})
	}
	for i, f := range st.Fires {
		out = append(out, game.Marker{ID: fmt.Sprintf("fire-%d", i+1), Name: "Fire (" + Plural(f.RoundsLeft, "round", "rounds") + " left)",
			Kind: "fire", At: f.Center, Radius: f.Radius, Count: f.RoundsLeft, Help: MarkerMeaning(MarkerFire).Summary})
	}
	for i, g := range st.Ground {
		out = append(out, game.Marker{ID: fmt.Sprintf("ground-%d", i+1), Name: NameOf(g.Item) + " (lying here)", Kind: "dropped-kit",
			At: g.Pos, Level: g.Level, Help: MarkerMeaning(MarkerDroppedKit).Summary})
	}
	return out
}
