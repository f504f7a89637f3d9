package main

import (
	"fmt"
	"strings"
	"time"
)

// saveSlots is how many saves the players can keep side by side.
const saveSlots = 5

// saveStore is where the game's saves are kept, in numbered slots (1 to saveSlots): files
// on the desktop, the browser's local storage on the web.
type saveStore interface {
	// Write replaces a slot's save; a failed write keeps the old one.
	Write(slot int, data []byte) error
	// Read returns a slot's save.
	Read(slot int) ([]byte, error)
	// Saved says when a slot was last written, and false for an empty slot.
	Saved(slot int) (time.Time, bool)
	// Where names a slot's save for the player.
	Where(slot int) string
}

// autosaveSlot is the slot the tables keep the game in play in, written as it goes on (not one
// of the players' five): the start screen's Continue reads it.
const autosaveSlot = 0

// slotName is where slot k is kept, given the name of slot 1: "game.json", "game-2.json", and
// for the autosave "game-autosave.json".
func slotName(base string, slot int) string {
	if slot == 1 {
		return base
	}
	tag := fmt.Sprint(slot)
	if slot == autosaveSlot {
		tag = "autosave"
	}
	if i := strings.LastIndex(base, "."); i > 0 && !strings.Contains(base[i:], "/") {
		return fmt.Sprintf("%s-%s%s", base[:i], tag, base[i:])
	}
	return fmt.Sprintf("%s-%s", base, tag)
}
