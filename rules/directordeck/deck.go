package directordeck

// Effect is what a Director card's event does.
type Effect string

// The events a Director card may carry (rules §1: special attacks and items).
const (
	SpawnHunter  Effect = "hunter"   // a Hunter leaps on a survivor
	SpawnBrute   Effect = "brute"    // a Brute joins the horde
	Scream       Effect = "screamer" // every sleeping zombie wakes, and two more zombies come
	PlaceItem    Effect = "item"     // an item is found on the tile
	ExtraZombies Effect = "zombies"  // more zombies come (Count of them)
)

// Condition says when an event happens, judged on the suppression total.
type Condition string

// When an event happens.
const (
	Always  Condition = ""        // whatever the suppression total
	AtMost  Condition = "at most" // the total is this or less (the team failed badly)
	AtLeast Condition = "at least"
)

// CardEvent is one event on a Director card.
type CardEvent struct {
	When   Condition
	Total  int // the suppression total the condition names
	Effect Effect
	Item   ItemKind // for PlaceItem
	Count  int      // for ExtraZombies
}

// DirectorCard is a card of the Director deck: its description, Horde Level and events
// (rules §1).
type DirectorCard struct {
	Name   string
	Horde  int // for four survivors; fewer survivors lower it (director-deck.md §D2)
	Events []CardEvent
}

func hunterIf(t int) CardEvent { return CardEvent{When: AtMost, Total: t, Effect: SpawnHunter} }
func bruteIf(t int) CardEvent  { return CardEvent{When: AtMost, Total: t, Effect: SpawnBrute} }
func itemIf(t int, k ItemKind) CardEvent {
	return CardEvent{When: AtLeast, Total: t, Effect: PlaceItem, Item: k}
}
func item(k ItemKind) CardEvent { return CardEvent{Effect: PlaceItem, Item: k} }

// directorDeck is the 30 Director cards (director-deck.md §D). The first is the text's own
// example: Horde Level 10, and a Hunter if the suppression total is 7 or less.
var directorDeck = []DirectorCard{
	{Name: "They Smell You", Horde: 10, Events: []CardEvent{hunterIf(7)}},
	{Name: "A Quiet Street", Horde: 4},
	{Name: "A Quiet Street", Horde: 4, Events: []CardEvent{item(Medkit)}},
	{Name: "Stragglers", Horde: 5},
	{Name: "Stragglers", Horde: 5, Events: []CardEvent{itemIf(5, AmmoBox)}},
	{Name: "Shuffling Feet", Horde: 6},
	{Name: "Shuffling Feet", Horde: 6, Events: []CardEvent{itemIf(6, ItemKind(Shotgun))}},
	{Name: "Moaning in the Dark", Horde: 7},
	{Name: "Moaning in the Dark", Horde: 7, Events: []CardEvent{hunterIf(3)}},
	{Name: "Abandoned Cruiser", Horde: 6, Events: []CardEvent{item(ItemKind(AssaultRifle))}},
	{Name: "Pharmacy Shelf", Horde: 6, Events: []CardEvent{item(Medkit)}},
	{Name: "Gun Shop Window", Horde: 7, Events: []CardEvent{itemIf(6, ItemKind(HuntingRifle))}},
	{Name: "Road Flares", Horde: 6, Events: []CardEvent{itemIf(5, PipeBomb)}},
	{Name: "Spilled Duffel Bag", Horde: 7, Events: []CardEvent{itemIf(6, AmmoBox)}},
	{Name: "The Pack", Horde: 8},
	{Name: "The Pack", Horde: 8, Events: []CardEvent{hunterIf(4)}},
	{Name: "Something Big", Horde: 7, Events: []CardEvent{bruteIf(4)}},
	{Name: "Something Big", Horde: 8, Events: []CardEvent{bruteIf(5)}},
	{Name: "Crashing Through", Horde: 6, Events: []CardEvent{{Effect: SpawnBrute}}},
	{Name: "A Scream Down the Street", Horde: 6, Events: []CardEvent{{Effect: Scream}}},
	{Name: "A Scream Down the Street", Horde: 7, Events: []CardEvent{{When: AtMost, Total: 4, Effect: Scream}}},
	{Name: "Leaper on the Roof", Horde: 5, Events: []CardEvent{{Effect: SpawnHunter}}},
	{Name: "Leaper on the Roof", Horde: 6, Events: []CardEvent{hunterIf(5)}},
	{Name: "Car Alarm", Horde: 9, Events: []CardEvent{{When: AtMost, Total: 5, Effect: ExtraZombies, Count: 2}}},
	{Name: "Car Alarm", Horde: 9},
	{Name: "Flood of the Dead", Horde: 11, Events: []CardEvent{itemIf(9, Medkit)}},
	{Name: "Flood of the Dead", Horde: 10, Events: []CardEvent{bruteIf(5)}},
	{Name: "A Breather", Horde: 3, Events: []CardEvent{item(AmmoBox)}},
	{Name: "A Breather", Horde: 3, Events: []CardEvent{item(PipeBomb)}},
	{Name: "Last Light", Horde: 8, Events: []CardEvent{hunterIf(5), itemIf(8, Medkit)}},
}
