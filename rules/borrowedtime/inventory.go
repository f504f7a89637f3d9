package borrowedtime

import "fmt"

// carryLimit is how many Salvage cards a survivor carries; a Backpack adds one. The rulebook
// speaks of a "normal limit" without a number (docs/rules-interpretations.md).
const carryLimit = 4

// has reports whether a survivor carries an item, as a Salvage card or starting kit.
func has(m *Model, item string) bool { return indexOf(m.Items, item) >= 0 || indexOf(m.Kit, item) >= 0 }

// HasMedkit reports whether a survivor carries a Medkit to use: their own, or a found one.
func HasMedkit(m *Model) bool { return has(m, "personal-medkit") || has(m, "medkit") }

// takeItem removes one item from a survivor's cards or kit; false when they have none.
func takeItem(m *Model, item string) bool {
	if i := indexOf(m.Items, item); i >= 0 {
		m.Items = removeOne(m.Items, item)
		return true
	}
	if i := indexOf(m.Kit, item); i >= 0 {
		m.Kit = removeOne(m.Kit, item)
		return true
	}
	return false
}

// limit returns how many Salvage cards a survivor may carry.
func limit(m *Model) int {
	if has(m, "backpack") {
		return carryLimit + 1
	}
	return carryLimit
}

// cards counts the Salvage cards a survivor carries: items and found weapons.
func cards(m *Model) int {
	n := len(m.Items)
	for _, w := range m.Weapons {
		if w.Found {
			n++
		}
	}
	return n
}

// stow gives a survivor a card if they have room; otherwise it is left at their feet.
func (c *applyCtx) stow(m *Model, card string, w *WeaponState) {
	if cards(m) >= limit(m) {
		g := GroundItem{Item: card, Pos: m.Pos, Level: m.Level}
		if w != nil {
			g.Shots = w.Shots
		}
		c.st.Ground = append(c.st.Ground, g)
		c.emit(Event{Type: EvNote, Model: m.ID, Card: card, Text: fmt.Sprintf("%s cannot carry more than %s: the %s is left on the ground", name(m), Plural(limit(m), "card", "cards"), NameOf(card))})
		return
	}
	if w != nil {
		w.Found = true
		m.Weapons = append(m.Weapons, *w)
		return
	}
	m.Items = append(m.Items, card)
}
