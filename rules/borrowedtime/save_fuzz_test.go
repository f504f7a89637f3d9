package borrowedtime

import (
	"github.com/tidwall/gjson"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

// FuzzLoadSave feeds the save loader changed and broken files: it must refuse them with an
// error or load a game that reaches the fingerprint it recorded, and never panic.
func FuzzLoadSave(f *testing.F) {
	s, err := BuiltinScenario("last-stop-gas")
	if err != nil {
		f.Fatal(err)
	}
	g, err := New(s, Options{}, 5)
	if err != nil {
		f.Fatal(err)
	}
	// Commands that need no route graph (a straight move, the phases) keep each load fast
	// enough for the fuzzer to try many.
	to := physics.Vec{X: 11.5, Y: 8.5}
	for _, c := range []Command{Move{Survivor: "leo", To: &to}, EndActivation{}, EndSurvivorPhase{}, EndSpending{}} {
		if _, err := g.Apply(c); err != nil {
			f.Fatal(err)
		}
	}
	data, err := g.Save()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`{"format":"borrowed-time-save","version":1}`))
	f.Add([]byte(`{"format":"borrowed-time-save","version":1,"scenario":{},"commands":[{"type":"move"}]}`))
	f.Add([]byte(`[]`))
	f.Add([]byte(``))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<20 {
			return
		}
		g, err := Load(data)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("a refusal without a reason")
			}
			return
		}
		if h := gjson.GetBytes(data, "hash").String(); g.Hash() != h {
			t.Fatalf("loaded a game at %s, the file says %s", g.Hash(), h)
		}
	})
}
