package hex_test

import (
	"fmt"

	"github.com/borrowed-time/tabletop/hex"
	"github.com/borrowed-time/tabletop/physics"
)

// A start tile is placed, a model walks to an exit, the tile beyond is revealed, a zombie
// rolled onto a taken numbered hex shifts to the nearest free hex, and sight is checked.
func Example() {
	// A corridor tile: three hexes in a row, an exit at each end, no numbered hexes.
	corridor := hex.Tile{Name: "Corridor",
		Hexes: []hex.TileHex{{Hex: hex.Hex{Q: -1}, Kind: "floor"}, {Hex: hex.Hex{}, Kind: "floor"}, {Hex: hex.Hex{Q: 1}, Kind: "floor"}},
		Exits: []hex.Side{{Hex: hex.Hex{Q: -1}, Dir: hex.West}, {Hex: hex.Hex{Q: 1}, Dir: hex.East}},
	}
	// A room: a hex and its six neighbours numbered 1–6 from the east, one way in (west), a wall
	// inside.
	room := hex.Tile{Name: "Room", Hexes: []hex.TileHex{{Hex: hex.Hex{}, Kind: "floor"}}}
	for d := hex.East; d <= hex.SouthEast; d++ {
		room.Hexes = append(room.Hexes, hex.TileHex{Hex: hex.Hex{}.Neighbour(d), Kind: "floor", Number: int(d) + 1})
	}
	room.Exits = []hex.Side{{Hex: hex.Hex{Q: -1}, Dir: hex.West}}
	room.Walls = []hex.Side{{Hex: hex.Hex{}, Dir: hex.NorthEast}}

	b, _ := hex.NewBoard(hex.Layout{Origin: physics.Vec{X: 6, Y: 24}, Size: 1})
	b.Place(corridor, hex.Placement{})
	fmt.Println("open exits:", b.OpenExits())

	// A model enters the corridor: a tile for each open exit; the room goes east.
	p, err := b.Reveal(b.OpenExits()[1], room, 0)
	fmt.Println("room laid at", p.At, "turned", p.Turn, err)

	// A zombie rolls a 4 (the room's west hex, where a model stands): it shifts.
	four, _ := b.Numbered(1, 4)
	taken := map[hex.Hex]bool{four: true}
	at, _ := b.Nearest(four, func(h hex.Hex) bool { return !taken[h] })
	fmt.Println("hex 4 is", four, "so the zombie goes to", at)

	fmt.Println("the corridor's end sees the room's far side:", b.Sees(hex.Hex{Q: -1}, hex.Hex{Q: 4}, nil))
	fmt.Println("hexes within 2 steps of the corridor's west end:", b.Reachable(hex.Hex{Q: -1}, 2, nil).Hexes())
	// Output:
	// open exits: [the west side of (-1,0) the east side of (1,0)]
	// room laid at (3,0) turned 0 <nil>
	// hex 4 is (2,0) so the zombie goes to (3,-1)
	// the corridor's end sees the room's far side: true
	// hexes within 2 steps of the corridor's west end: 3
}
