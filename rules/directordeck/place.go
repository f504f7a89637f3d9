package directordeck

import (
	"fmt"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
)

// spawnTile is the tile new zombies and items come on: the tile of the survivor holding the
// first-player token, or of the next living survivor clockwise (director-deck.md §R1: the
// text's "need to add tile selection").
func (r *rules) spawnTile(s *State) int {
	b := r.board(s)
	n := len(s.Survivors)
	for k := 0; k < n; k++ {
		if sv := s.Survivors[(s.First+k)%n]; !sv.Dead {
			if t := tileAt(b, sv.At); t >= 0 {
				return t
			}
		}
	}
	return 0
}

// dropHex rolls a D6 for a hex of the tile and shifts to the nearest hex that ok allows when
// that one is taken (rules §3: "place the zombie in an adjacent space as close to the
// numbered hex as possible"); false when no hex is left.
func (r *rules) dropHex(s *State, tile int, d *game.Dice, ok func(hex.Hex) bool) (hex.Hex, int, bool) {
	b := r.board(s)
	n := d.D6()
	h, found := b.Numbered(tile, n)
	if !found {
		return hex.Hex{}, n, false
	}
	if ok(h) {
		return h, n, true
	}
	at, found := b.Nearest(h, ok)
	return at, n, found
}

// placeZombie puts a new zombie of a kind on a tile by D6.
func (r *rules) placeZombie(s *State, k ZombieKind, tile int, active bool, d *game.Dice, emit func(game.Event)) (int, bool) {
	b := r.board(s)
	at, n, ok := r.dropHex(s, tile, d, freeOn(s, b))
	if !ok {
		emit(game.Event{Type: game.EvNote, Text: fmt.Sprintf("No hex is free for another %s (rolled %d).", zombieProfiles[k].Name, n), Dice: []int{n}})
		return -1, false
	}
	return r.putZombie(s, k, at, active, fmt.Sprintf("on a %d", n), []int{n}, emit), true
}

// putZombie puts a new zombie on a hex; dice are the die that chose the hex, if one did (for
// the dice tray).
func (r *rules) putZombie(s *State, k ZombieKind, at hex.Hex, active bool, how string, dice []int, emit func(game.Event)) int {
	s.Made++
	z := Zombie{ID: fmt.Sprintf("z%d", s.Made), Kind: k, At: at, HP: zombieProfiles[k].HP, Active: active}
	s.Zombies = append(s.Zombies, z)
	state := "standing"
	if !active {
		state = "asleep"
	}
	emit(game.Event{Type: "place", Text: fmt.Sprintf("%s rises %s (%s).", capital(article(lower(zombieProfiles[k].Name))), how, state), Model: z.ID, Dice: dice})
	return len(s.Zombies) - 1
}

// placeItem puts an item on a tile by D6, on a hex with no model and no other item.
func (r *rules) placeItem(s *State, k ItemKind, tile int, d *game.Dice, emit func(game.Event)) {
	b := r.board(s)
	ok := func(h hex.Hex) bool { return freeOn(s, b)(h) && itemAt(s, h) < 0 }
	at, n, found := r.dropHex(s, tile, d, ok)
	if !found {
		emit(game.Event{Type: game.EvNote, Text: fmt.Sprintf("No hex is free for %s (rolled %d).", article(itemNames[k]), n), Dice: []int{n}})
		return
	}
	s.Made++
	s.Items = append(s.Items, Item{ID: fmt.Sprintf("item%d", s.Made), Kind: k, At: at})
	emit(game.Event{Type: game.EvNote, Text: fmt.Sprintf("%s lies on the %s (rolled %d).", capital(article(itemNames[k])), tileOf(s.Tiles[tile]).Name, n), Dice: []int{n}})
}

// itemAt returns the item on a hex, or -1.
func itemAt(s *State, h hex.Hex) int {
	for i, it := range s.Items {
		if it.At == h {
			return i
		}
	}
	return -1
}

func lower(s string) string {
	if s == "" {
		return s
	}
	return string(s[0]|0x20) + s[1:]
}

// article puts "a" or "an" before a name.
func article(n string) string {
	if n != "" && strings.ContainsRune("aeiouAEIOU", rune(n[0])) {
		return "an " + n
	}
	return "a " + n
}
