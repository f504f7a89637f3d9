package maps

import (
	"strings"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/tidwall/gjson"
)

// ThreatEvent is an Event Trigger space of the Threat track and the event the Director
// resolves when the marker lands on or passes it (section VIII.2: the scenario designates
// them). The event places zombies at spawn points and starts fires.
type ThreatEvent struct {
	Threat int          // the space, 1 to the track's maximum less one
	Text   string       // what the players read when it happens
	Spawn  []EventSpawn // zombies placed, each at its spawn point (or the nearest free spot within 3")
	Fires  []EventFire  // Burning areas started
}

// EventSpawn is a zombie a Threat event places.
type EventSpawn struct {
	Type       string // a zombie type
	SpawnPoint string // a spawn point's id
	Models     int    // hordes: models on the tray
}

// EventFire is a Burning area a Threat event starts (it burns for 3 rounds, as every fire).
type EventFire struct {
	At     physics.Vec
	Radius float64
}

// threatEvents reads the scenario's Threat events; the tracks and spawn points are read first.
func (r *reader) threatEvents(items []gjson.Result, s *Scenario) []ThreatEvent {
	spawns := map[string]bool{}
	for _, sp := range s.SpawnPoints {
		spawns[sp.ID] = true
	}
	var out []ThreatEvent
	for i, v := range items {
		path := index("threatEvents", i)
		o, ok := r.object(v, path, "threat", "text", "spawn", "fires")
		if !ok {
			continue
		}
		e := ThreatEvent{Threat: r.integer(o, "threat", true, 1, 1, 15), Text: r.str(o, "text", true, "")}
		if e.Threat >= s.ThreatMax {
			r.add(join(path, "threat"), "%d is not before the track's last space (%d), where the game ends", e.Threat, s.ThreatMax)
		}
		if o.has("text") && strings.TrimSpace(e.Text) == "" {
			r.add(join(path, "text"), "is empty")
		}
		for k, zv := range r.list(o, "spawn", false) {
			zo, ok := r.object(zv, index(join(path, "spawn"), k), "type", "at", "models")
			if !ok {
				continue
			}
			z := EventSpawn{Type: r.enum(zo, "type", true, "shambler", zombieTypes), SpawnPoint: r.str(zo, "at", true, "")}
			if zo.has("at") && !spawns[z.SpawnPoint] {
				r.add(join(zo.path, "at"), "no spawn point has the id %q", truncate(z.SpawnPoint, 40))
			}
			if z.Type == "horde" {
				z.Models = r.integer(zo, "models", false, 4, 1, 4)
			} else if zo.has("models") {
				r.add(join(zo.path, "models"), "only a horde has models on a tray")
			}
			e.Spawn = append(e.Spawn, z)
		}
		for k, fv := range r.list(o, "fires", false) {
			fo, ok := r.object(fv, index(join(path, "fires"), k), "at", "radius")
			if !ok {
				continue
			}
			f := EventFire{Radius: r.num(fo, "radius", false, 1.5, 0.5, 6)}
			if at, ok := r.pointField(fo, "at"); ok && r.onTable(join(fo.path, "at"), at, s) {
				f.At = at
			}
			e.Fires = append(e.Fires, f)
		}
		if len(e.Spawn) == 0 && len(e.Fires) == 0 {
			r.add(path, "does nothing: give it zombies to spawn or fires to start")
		}
		out = append(out, e)
	}
	return out
}
