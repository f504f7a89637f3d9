package borrowedtime

import (
	"slices"
	"strconv"
)

// threatEvents resolves the scenario's Threat events (its Event Trigger spaces, section
// VIII.2) on the spaces the marker landed on or passed going from one value to another: the
// zombies they place (each at its spawn point, or the nearest free spot within 3") and the
// fires they start. Each event happens once a game (ruling R31).
func (c *applyCtx) threatEvents(from, to int) {
	for i, e := range c.g.scenario.ThreatEvents {
		if e.Threat <= from || e.Threat > to || slices.Contains(c.st.EventsResolved, i) {
			continue
		}
		c.st.EventsResolved = append(c.st.EventsResolved, i)
		c.emit(Event{Type: EvNote, Text: "Threat event (space " + strconv.Itoa(e.Threat) + "): " + e.Text})
		for _, z := range e.Spawn {
			sp := c.spawnIndex(z.SpawnPoint)
			if sp < 0 || c.spawnAt(z.Type, sp, z.Models) == nil {
				c.emit(Event{Type: EvNote, Text: "there is no room for the " + zombieProfiles[z.Type].Name + " at " + z.SpawnPoint})
			}
		}
		for _, f := range e.Fires {
			c.startFire(f.At, f.Radius)
		}
	}
}

// spawnIndex returns the index of a spawn point by its id, or -1.
func (c *applyCtx) spawnIndex(id string) int {
	for i, p := range c.g.scenario.SpawnPoints {
		if p.ID == id {
			return i
		}
	}
	return -1
}
