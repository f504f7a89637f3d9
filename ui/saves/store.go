package saves

import (
	"fmt"
	"strings"
	"time"
)

// Slots is how many saves the players can keep side by side.
const Slots = 5

// Store is where the game's saves are kept, in numbered slots (1 to Slots): files
// on the desktop, the browser's local storage on the web.
type Store interface {
	// Write replaces a slot's save; a failed write keeps the old one.
	Write(slot int, data []byte) error
	// Read returns a slot's save.
	Read(slot int) ([]byte, error)
	// Saved says when a slot was last written, and false for an empty slot.
	Saved(slot int) (time.Time, bool)
	// Where names a slot's save for the player.
	Where(slot int) string
}

// AutosaveSlot is the slot the tables keep the game in play in, written as it goes on (not one
// of the players' five): the start screen's Continue reads it.
const AutosaveSlot = 0

// SlotName is where slot k is kept, given the name of slot 1: "game.json", "game-2.json", and
// for the autosave "game-autosave.json".
func SlotName(base string, slot int) string {
	if slot == 1 {
		return base
	}
	tag := fmt.Sprint(slot)
	if slot == AutosaveSlot {
		tag = "autosave"
	}
	if i := strings.LastIndex(base, "."); i > 0 && !strings.Contains(base[i:], "/") {
		return fmt.Sprintf("%s-%s%s", base[:i], tag, base[i:])
	}
	return fmt.Sprintf("%s-%s", base, tag)
}
