package main

import "time"

// autosaveEvery is the most often the game in play is written to the autosave slot: a
// computer game at full speed gives many commands a second, and a crash loses at most this.
const autosaveEvery = time.Second

// autosaver keeps the game in play in the autosave slot: every command marks it, and the
// table's update writes it when a second has passed since the last write, so that nothing
// more than the last second is lost if the program dies.
type autosaver struct {
	dirty bool
	last  time.Time
	// wrap, when set, adds what the table keeps beside the game (the seats the computer
	// plays) to each save.
	wrap func([]byte) []byte
}

// mark notes that the game changed.
func (a *autosaver) mark() { a.dirty = true }

// flush writes the game when it changed and the last write is a second old; a failed write
// is tried again at the next update.
func (a *autosaver) flush(store saveStore, save func() ([]byte, error)) {
	if !a.dirty || time.Since(a.last) < autosaveEvery {
		return
	}
	data, err := save()
	if err != nil {
		a.dirty = false // the game cannot be saved (an online game): nothing to keep
		return
	}
	if a.wrap != nil {
		data = a.wrap(data)
	}
	if store.Write(autosaveSlot, data) == nil {
		a.dirty, a.last = false, time.Now()
	}
}
