//go:build !js

package main

import "os"

// fileStore keeps the save in a file.
type fileStore struct{ path string }

func newSaveStore(name string) saveStore { return fileStore{path: name} }

// Write writes through a temporary file, so a failed write loses nothing.
func (s fileStore) Write(data []byte) error {
	tmp := s.path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, s.path)
}

func (s fileStore) Read() ([]byte, error) { return os.ReadFile(s.path) }

func (s fileStore) Where() string { return s.path }
