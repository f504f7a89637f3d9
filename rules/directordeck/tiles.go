package directordeck

import "github.com/borrowed-time/tabletop/hex"

// Way is an exit of a tile card, as seen from the exit the survivors came in by.
type Way int

// The ways a tile may lead on (director-deck.md §T).
const (
	Ahead Way = iota
	AheadLeft
	AheadRight
)

// TileCard is a map tile and its tile card's rules (rules §6: "keep the Tile Card out and next
// to the tile, so that any special rules relating to that tile can be referred to").
type TileCard struct {
	Name     string
	Ground   string // the hexes' kind, as the drawing knows it
	Ways     []Way
	Walls    []hex.Side // in the tile's own frame, its way in on the west
	Sleepers int        // inactive zombies placed by D6 when it is laid
	Noisy    bool       // one more Director card a round while a survivor stands on it
	Safe     bool       // the safe house: the survivors' goal
	Text     string     // the card's rules in words
}

// TileRadius is a tile's radius in hexes: each tile is a hexagon of 19 hexes.
const TileRadius = 2

// wayIn is the side of a tile the survivors come in by (its exit 0), and wayOut each way on:
// side k is the side hex (2,-1) turned k sixths, facing East turned k sixths, so that tiles
// laid through these sides always meet edge to edge on one lattice and never overlap.
func tileSide(k int) hex.Side {
	return hex.Side{Hex: hex.Hex{Q: 2, R: -1}.Rotate(k), Dir: hex.East.Turn(k)}
}

var wayOut = map[Way]int{Ahead: 0, AheadLeft: 1, AheadRight: 5}

// buildTile makes the hex tile a card shows: 19 hexes, the six outer corners numbered 1 to 6
// counter-clockwise from the east, the way in (west) first among the exits.
func buildTile(c TileCard, start bool) hex.Tile {
	t := hex.Tile{Name: c.Name, Walls: c.Walls}
	for _, h := range hex.Within(hex.Hex{}, TileRadius) {
		n := 0
		for d := hex.East; d <= hex.SouthEast; d++ {
			if h == hex.Directions[d].Add(hex.Directions[d]) {
				n = int(d) + 1
			}
		}
		t.Hexes = append(t.Hexes, hex.TileHex{Hex: h, Kind: c.Ground, Number: n})
	}
	if !start {
		t.Exits = append(t.Exits, tileSide(3))
	}
	for _, w := range c.Ways {
		t.Exits = append(t.Exits, tileSide(wayOut[w]))
	}
	return t
}

func side(q, r int, d hex.Direction) hex.Side { return hex.Side{Hex: hex.Hex{Q: q, R: r}, Dir: d} }

// startTile is the tile the survivors begin on.
var startTile = TileCard{Name: "Crash Site", Ground: "street", Ways: []Way{Ahead, AheadLeft, AheadRight},
	Text: "Where the survivors start: the bus lies on its side."}

// tileCards are the tile deck (director-deck.md §T), the Safe House last.
var tileCards = []TileCard{
	{Name: "Main Street", Ground: "street", Ways: []Way{Ahead, AheadLeft}, Sleepers: 1, Text: "One zombie sleeps here."},
	{Name: "Gas Station", Ground: "yard", Ways: []Way{Ahead, AheadRight}, Noisy: true, Text: "Noisy: one more Director card each round while a survivor stands here."},
	{Name: "Diner", Ground: "floor", Ways: []Way{Ahead}, Sleepers: 2, Walls: []hex.Side{side(0, 0, hex.NorthEast), side(0, 0, hex.NorthWest), side(-1, 0, hex.NorthWest)},
		Text: "Two zombies sleep among the tables."},
	{Name: "Crossroads", Ground: "street", Ways: []Way{Ahead, AheadLeft, AheadRight}, Text: "Roads lead three ways."},
	{Name: "Parking Lot", Ground: "yard", Ways: []Way{Ahead, AheadRight}, Sleepers: 2, Text: "Two zombies sleep between the cars."},
	{Name: "Hospital Lobby", Ground: "floor", Ways: []Way{AheadLeft, AheadRight}, Sleepers: 1, Noisy: true,
		Walls: []hex.Side{side(1, 0, hex.West), side(1, 0, hex.SouthWest), side(0, 1, hex.West)},
		Text:  "One zombie sleeps here. Noisy: one more Director card each round while a survivor stands here."},
	{Name: "Alley", Ground: "rubble", Ways: []Way{Ahead}, Sleepers: 1,
		Walls: []hex.Side{side(0, -1, hex.SouthWest), side(0, -1, hex.West), side(0, 1, hex.NorthEast), side(0, 1, hex.East)},
		Text:  "One zombie sleeps in the rubble."},
	{Name: "Church Yard", Ground: "yard", Ways: []Way{AheadLeft, Ahead}, Sleepers: 3, Text: "Three zombies sleep among the graves."},
	{Name: "Park", Ground: "yard", Ways: []Way{Ahead, AheadRight}, Text: "Open grass."},
	{Name: "Safe House", Ground: "floor", Safe: true, Walls: []hex.Side{side(1, -1, hex.West), side(1, 0, hex.NorthWest), side(1, 1, hex.NorthWest)},
		Text: "The goal: every living survivor inside, none of them pinned, wins the game."},
}

// SafeDepth is how deep in the tile deck the Safe House is shuffled: among the last cards.
const SafeDepth = 4
