//go:build !js

package saves

import (
	"os"
	"time"
)

// fileStore keeps each slot's save in a file next to the first.
type fileStore struct{ path string }

// Open is the store of the saves named after name (the -save file): slot 1 is that file,
// the others beside it (SlotName).
func Open(name string) Store { return fileStore{path: name} }

// Write writes through a temporary file, so a failed write loses nothing.
func (s fileStore) Write(slot int, data []byte) error {
	path := SlotName(s.path, slot)
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

func (s fileStore) Read(slot int) ([]byte, error) { return os.ReadFile(SlotName(s.path, slot)) }

func (s fileStore) Saved(slot int) (time.Time, bool) {
	fi, err := os.Stat(SlotName(s.path, slot))
	if err != nil {
		return time.Time{}, false
	}
	return fi.ModTime(), true
}

func (s fileStore) Where(slot int) string { return SlotName(s.path, slot) }
