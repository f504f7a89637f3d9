package saves

import (
	"errors"
	"testing"
	"time"
)

// memStore is a save store in memory, counting writes.
type memStore struct {
	slots  map[int][]byte
	writes int
	fail   bool
}

func (m *memStore) Write(slot int, data []byte) error {
	if m.fail {
		return errors.New("disk full")
	}
	m.writes++
	m.slots[slot] = data
	return nil
}
func (m *memStore) Read(slot int) ([]byte, error) { return m.slots[slot], nil }
func (m *memStore) Saved(slot int) (time.Time, bool) {
	_, ok := m.slots[slot]
	return time.Time{}, ok
}
func (m *memStore) Where(slot int) string { return SlotName("save.json", slot) }

// The game in play is written to its own slot after it changes, at most once a second, and a
// failed write is tried again: a crash loses at most the last second.
func TestTheGameInPlayIsKeptAsItGoes(t *testing.T) {
	if got := SlotName("game.json", AutosaveSlot); got != "game-autosave.json" {
		t.Fatalf("the autosave is kept in %q", got)
	}
	if SlotName("game.json", 1) != "game.json" || SlotName("game.json", 3) != "game-3.json" {
		t.Fatal("the players' slots moved")
	}
	store := &memStore{slots: map[int][]byte{}}
	save := func() ([]byte, error) { return []byte("the game"), nil }
	var a Autosaver
	a.Flush(store, save)
	if store.writes != 0 {
		t.Fatal("an unchanged game was written")
	}
	a.Mark()
	a.Flush(store, save)
	if store.writes != 1 || string(store.slots[AutosaveSlot]) != "the game" {
		t.Fatalf("%d writes", store.writes)
	}
	a.Mark()
	a.Flush(store, save) // within the second: it waits
	if store.writes != 1 {
		t.Fatal("written twice within a second")
	}
	a.last = a.last.Add(-AutosaveEvery)
	store.fail = true
	a.Flush(store, save)
	store.fail = false
	a.Flush(store, save) // the failed write is tried again
	if store.writes != 2 || a.dirty {
		t.Fatalf("%d writes, dirty %v", store.writes, a.dirty)
	}
}
