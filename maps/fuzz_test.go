package maps

import (
	"strings"
	"testing"
)

// FuzzLoad feeds the loader arbitrary documents: it must never panic, and whatever it accepts
// must be whole: a table that builds, and every position on it.
func FuzzLoad(f *testing.F) {
	for _, name := range testCatalog().NamesFor(BorrowedTime) {
		data, _ := testCatalog().Source(name)
		f.Add(data)
		f.Add([]byte(strings.Replace(string(data), `"polygon"`, `"polygon":[],"x"`, 1)))
	}
	f.Add([]byte(doc("")))
	f.Add([]byte(doc(`,"terrain":[{"id":"f","kind":"building","polygon":[[10,10],[20,10],[20,20],[10,20]],"doors":[{"edge":1,"offset":5,"width":2}],"roof":true,"access":[{"id":"s","at":[15,15]}]}]`)))
	f.Add([]byte(`{"version":1e999}`))
	f.Add([]byte(`{"terrain":[{"polygon":[[0,0],[1e308,1e308],[-1e308,5]]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Load("fuzz", data)
		if err != nil {
			if s != nil {
				t.Fatal("scenario returned with an error")
			}
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		if _, err := s.NewTable(); err != nil {
			t.Fatalf("accepted scenario's table does not build: %v", err)
		}
		for _, sp := range s.SpawnPoints {
			if sp.At.X < 0 || sp.At.Y < 0 || sp.At.X > s.Width || sp.At.Y > s.Height {
				t.Fatalf("spawn point off the table: %v", sp.At)
			}
		}
	})
}
