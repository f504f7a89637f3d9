package borrowedtime

// Names for the scenario's places in event and refusal texts: the file's names, or words made
// from the id (maps.Scenario.PlaceName), never a bare id.

// placeName names a place of the scenario: "the East Manhole".
func (c *applyCtx) placeName(id string) string { return "the " + c.g.scenario.PlaceName(id) }

// doorName names a door: its own name, or else its building's door ("the Clinic's door").
func (c *applyCtx) doorName(di int) string {
	d := c.g.doors[di]
	t := c.g.scenario.Terrain[d.piece]
	if n := t.Doors[d.opening].Name; n != "" {
		return "the " + n
	}
	return "the " + describePossessive(c.g.scenario.PlaceName(t.ID)) + " door"
}

// itemNames names a list of item ids: "Grenade, Medkit".
func itemNames(ids []string) string {
	out := ""
	for i, id := range ids {
		if i > 0 {
			out += ", "
		}
		out += NameOf(id)
	}
	return out
}
