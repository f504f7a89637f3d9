package maps

import (
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

func TestThreatEventsDarknessAndLockedDoorsLoad(t *testing.T) {
	s, err := Load("e", []byte(doc(`,
	"tracks": {"threatMax": 12},
	"darkness": 1,
	"terrain": [{"id":"shop","kind":"building","polygon":[[10,10],[20,10],[20,20],[10,20]],"doors":[{"edge":0,"offset":5,"width":2,"locked":true}]}],
	"spawnPoints": [{"id":"alley","at":[1,24]}],
	"threatEvents": [{"threat": 6, "text": "A tanker's alarm wails.", "spawn": [{"type":"horde","at":"alley","models":2},{"type":"shambler","at":"alley"}], "fires": [{"at":[30,30]}]}]`)))
	if err != nil {
		t.Fatal(err)
	}
	if s.Darkness != 1 || !s.Terrain[0].Doors[0].Locked {
		t.Errorf("darkness %d, locked %v", s.Darkness, s.Terrain[0].Doors[0].Locked)
	}
	want := ThreatEvent{Threat: 6, Text: "A tanker's alarm wails.",
		Spawn: []EventSpawn{{Type: "horde", SpawnPoint: "alley", Models: 2}, {Type: "shambler", SpawnPoint: "alley"}},
		Fires: []EventFire{{At: physics.Vec{X: 30, Y: 30}, Radius: 1.5}}}
	if len(s.ThreatEvents) != 1 {
		t.Fatalf("%d Threat events", len(s.ThreatEvents))
	}
	got := s.ThreatEvents[0]
	if got.Threat != want.Threat || got.Text != want.Text || len(got.Spawn) != 2 || got.Spawn[0] != want.Spawn[0] || got.Spawn[1] != want.Spawn[1] || len(got.Fires) != 1 || got.Fires[0] != want.Fires[0] {
		t.Errorf("Threat event %+v, want %+v", got, want)
	}
}

func TestThreatEventProblemsAreNamed(t *testing.T) {
	got := problems(t, doc(`,
	"tracks": {"threatMax": 12},
	"darkness": 5,
	"terrain": [{"id":"shop","kind":"building","polygon":[[10,10],[20,10],[20,20],[10,20]],
		"doors":[{"edge":0,"offset":3,"width":2,"locked":true,"open":true},{"edge":0,"offset":7,"width":2,"locked":true,"barricaded":true}]}],
	"spawnPoints": [{"id":"alley","at":[1,24]}],
	"threatEvents": [
		{"threat": 12, "text": "Too late.", "fires": [{"at":[30,30]}]},
		{"threat": 3, "text": " ", "spawn": [{"type":"ghoul","at":"sewer"},{"type":"shambler","at":"alley","models":2}]},
		{"threat": 4, "text": "Nothing happens."},
		{"threat": 5, "text": "Fire!", "fires": [{"at":[60,3],"radius":9}], "heat": 2}
	]`))
	for _, want := range []string{
		"darkness: 5 is outside 0..3",
		"terrain[0].doors[0].open: a barricaded or locked door starts closed",
		"terrain[0].doors[1].locked: a barricaded door opens only by the scenario's own action",
		"threatEvents[0].threat: 12 is not before the track's last space (12)",
		"threatEvents[1].text: is empty",
		"threatEvents[1].spawn[0].type: \"ghoul\" is not one of",
		"threatEvents[1].spawn[0].at: no spawn point has the id \"sewer\"",
		"threatEvents[1].spawn[1].models: only a horde has models on a tray",
		"threatEvents[2]: does nothing",
		"threatEvents[3].fires[0].at: (60, 3) is outside the 48x48 table",
		"threatEvents[3].fires[0].radius: 9 is outside 0.5..6",
		"threatEvents[3].heat: is not a field here",
	} {
		wantProblem(t, got, want)
	}
}
