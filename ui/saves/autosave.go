package saves

import "time"

// AutosaveEvery is the most often the game in play is written to the autosave slot: a
// computer game at full speed gives many commands a second, and a crash loses at most this.
const AutosaveEvery = time.Second

// Autosaver keeps the game in play in the autosave slot: every command marks it, and the
// table's update writes it when a second has passed since the last write, so that nothing
// more than the last second is lost if the program dies.
type Autosaver struct {
	dirty bool
	last  time.Time
	// wrap, when set, adds what the table keeps beside the game (the seats the computer
	// plays) to each save.
	wrap func([]byte) []byte
}

// Mark notes that the game changed.
func (a *Autosaver) Mark() { a.dirty = true }

// Flush writes the game when it changed and the last write is a second old; a failed write
// is tried again at the next update.
func (a *Autosaver) Flush(store Store, save func() ([]byte, error)) {
	if !a.dirty || time.Since(a.last) < AutosaveEvery {
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
	if store.Write(AutosaveSlot, data) == nil {
		a.dirty, a.last = false, time.Now()
	}
}
