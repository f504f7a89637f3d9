package borrowedtime

import (
	"fmt"
	"github.com/borrowed-time/tabletop/game"
	"math"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// search: 1 AP in base contact with a search location: a Wits test; with a success, draw a
// salvage card (two with a natural 6: the critical success); Trouble is resolved at once and
// Junk thrown away (section V). Searching adds no Heat of its own.
func (c *applyCtx) search(cmd Search) error {
	m, err := c.actor(cmd.Survivor, 1)
	if m == nil {
		return err // refused, or the survivor fell in the flames as the activation began
	}
	li := -1
	for i, l := range c.g.scenario.SearchLocations {
		if l.ID == cmd.Location {
			li = i
		}
	}
	if li < 0 {
		return reject("there is no search location %q", cmd.Location)
	}
	loc := c.g.scenario.SearchLocations[li]
	if loc.Level != m.Level || c.g.table.DistanceToPoint(c.body(m), loc.At) > markerReach {
		return reject("%s is not in base contact with %s", name(m), locName(loc.Name, loc.ID))
	}
	if c.st.SearchesLeft[li] == 0 {
		return reject("%s has been searched out", locName(loc.Name, loc.ID))
	}
	if c.st.SearchesLeft[li] > 0 {
		c.st.SearchesLeft[li]--
	}
	dice := survivorProfiles[m.ID].Wits
	if c.hasRule("right-place-right-time") && loc.Terrain == "clinic" {
		dice++ // Right Place, Right Time: the clinic is well stocked
	}
	if has(m, "flashlight") {
		dice++
	}
	r := c.pressYourLuck(m, c.roll(dice))
	s, comp := count(r)
	crit := indexOfInt(r, 6) >= 0
	c.emit(Event{Type: EvRoll, Model: m.ID, Dice: r, Successes: s, Complications: comp,
		Text: name(m) + " searches " + locName(loc.Name, loc.ID) + ": Wits " + diceText(r) + ", " + successes(s)})
	c.complications(m, comp)
	c.spend(m, 1, "search")
	if s == 0 {
		c.emit(Event{Type: EvNote, Model: m.ID, Text: "nothing but dust and disappointment"})
		return nil
	}
	draws := 1
	if crit {
		draws = 2
		c.emit(Event{Type: EvNote, Model: m.ID, Text: "critical success: a second card"})
	}
	// Every draw is made now, Patches' too: a choice he has still to make does not stop the
	// critical success's second draw (ruling R8: "one more card"). His pairs with two cards to
	// keep wait together for his choose commands (ruling C22).
	var choices []string
	for i := 0; i < draws && c.st.Phase != PhaseOver && m.Standing(); i++ {
		if m.ID == "patches" {
			choices = append(choices, c.knowsWhereToLook(m)...)
		} else {
			c.draw(m)
		}
		m = c.st.Model(m.ID) // a card may have put a zombie on the table
	}
	if len(choices) > 0 && c.st.Phase != PhaseOver {
		c.st.Pending = &Choice{Survivor: m.ID, Cards: choices}
	}
	return nil
}

func locName(n, id string) string {
	if n != "" {
		return "the " + n
	}
	return "the " + maps.ReadableID(id)
}

func indexOfInt(xs []int, x int) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return -1
}

// takeTop takes the top salvage card. An empty deck is made again from the discards,
// shuffled; with no discards there is nothing to find.
func (c *applyCtx) takeTop(m *Model) (string, bool) {
	if len(c.st.Deck) == 0 {
		if len(c.st.Discard) == 0 {
			c.emit(Event{Type: EvNote, Model: m.ID, Text: "the salvage deck is empty"})
			return "", false
		}
		c.st.Deck, c.st.Discard = c.st.Discard, nil
		game.Shuffle(&c.st.RNG, c.st.Deck)
		c.emit(Event{Type: EvNote, Text: "the discards are shuffled into a new salvage deck"})
	}
	card := c.st.Deck[0]
	c.st.Deck = c.st.Deck[1:]
	c.emit(Event{Type: EvCard, Model: m.ID, Card: card, Text: name(m) + " draws " + NameOf(card)})
	return card, true
}

// draw takes the top salvage card for a survivor: Trouble is resolved, Junk thrown away, the
// rest kept.
func (c *applyCtx) draw(m *Model) {
	card, ok := c.takeTop(m)
	if !ok {
		return
	}
	switch {
	case troubleCards[card]:
		c.st.Discard = append(c.st.Discard, card)
		c.trouble(m, card)
	case junkCards[card]:
		c.st.Discard = append(c.st.Discard, card)
		if e := c.lastWords(); e != nil && e.Card == card {
			e.Text += " (junk: thrown away)" // a name alone does not say the card is nothing
		}
	default:
		c.gain(m, card)
	}
}

// gain puts a found card with a survivor: weapons join the weapons (the starter deck's Hunting
// Rifle needs a Reload action to equip; the others come ready), the rest the items.
func (c *applyCtx) gain(m *Model, card string) {
	if wp, ok := weapons[card]; ok {
		w := WeaponState{ID: card, Shots: wp.Shots}
		if card == "hunting-rifle" {
			w.Shots, w.Unready = 0, true
		}
		c.stow(m, card, &w)
		return
	}
	c.stow(m, card, nil)
}

// trouble resolves a Trouble card (the salvage deck's Trouble! category).
func (c *applyCtx) trouble(m *Model, card string) {
	switch card {
	case "loud-crash":
		c.addHeat(2, "Loud Crash!")
	case "its-a-trap":
		c.wound(m, 1, nil, causeOther)
	case "the-biter":
		if z := c.spawnNear("shambler", m); z != nil {
			m = c.st.Model(m.ID) // the spawn may have moved the models in memory
			as, ds := c.meleeExchange(z, m, nil)
			c.wound(m, as-ds, z, causeMelee)
		}
	case "infested":
		c.addHeat(1, "Infested!")
		if sp := c.nearestSpawn(m.Pos); sp >= 0 {
			c.spawnAt("shambler", sp, 0)
		}
	}
}

// spawnNear places a new zombie in base contact with a model, on the first free spot round it.
func (c *applyCtx) spawnNear(kind string, m *Model) *Model {
	b := zombieProfiles[kind].Base
	dist := b.BoundingRadius() + physics.Base25mm.Radius + physics.ContactTolerance/2
	for k := 0; k < 16; k++ {
		a := float64(k) * math.Pi / 8
		p := m.Pos.Add(physics.Vec{X: math.Cos(a), Y: math.Sin(a)}.Scale(dist))
		if c.g.table.CheckPlacement(physics.Body{Base: b, Pos: p, Level: m.Level}) == nil {
			z := newZombie(c.st, kind, p, m.Level, 0, 0)
			c.st.Models = append(c.st.Models, z)
			c.g.syncBody(c.st, len(c.st.Models)-1)
			c.emit(Event{Type: EvSpawn, Model: z.ID, Text: fmt.Sprintf("a %s lunges out at %s", zombieProfiles[kind].Name, name(m))})
			return &c.st.Models[len(c.st.Models)-1]
		}
	}
	c.emit(Event{Type: EvNote, Text: "no room for the zombie to appear"})
	return nil
}

// nearestSpawn returns the spawn point nearest to p (the Director's choice made for them: the
// worst place for the survivors), or -1.
func (c *applyCtx) nearestSpawn(p physics.Vec) int {
	best, bestD := -1, math.Inf(1)
	for i, sp := range c.g.scenario.SpawnPoints {
		if d := sp.At.Dist(p); d < bestD {
			best, bestD = i, d
		}
	}
	return best
}
