package zombiemarines

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/physics"
)

func TestViewsShowMarinesAndZombiesAtSquareCentresAndHideFaceDownTiles(t *testing.T) {
	g := sceneGame(t, "", 3, 7)
	addMarine(g, 1, Medic, sq(4, 6))
	z := addZombie(g, sq(10, 2))
	zombie(g, z).Down = true
	v := g.View(MarineSeat(2))
	var saw int
	for _, tk := range v.Tokens {
		switch tk.ID {
		case "m1":
			saw++
			if tk.Kind != "survivor" || tk.Team != 1 || tk.Side != MarineSeat(1) || tk.Body.Pos.X != 4.5 || tk.Body.Pos.Y != 6.5 || tk.Wounds != 3 {
				t.Errorf("marine token %+v", tk)
			}
		case z:
			saw++
			if tk.Kind != "shambler" || !tk.Down || tk.Body.Pos.X != 10.5 {
				t.Errorf("zombie token %+v", tk)
			}
		}
	}
	if saw != 2 {
		t.Fatalf("tokens %+v", v.Tokens)
	}
	var st State
	if err := json.Unmarshal(v.State, &st); err != nil || st.Deck[3] != -1 || st.Deck[7] != -1 || st.Deck[0] == -1 || st.RNG != 0 {
		t.Fatalf("the view's state shows deck %v (rng %d): %v", st.Deck, st.RNG, err)
	}
	secrets := g.Secrets()[""]
	if len(secrets) != 2 || !strings.HasPrefix(secrets[0], "Test Plain") {
		t.Fatalf("secrets %v", secrets)
	}
	all, _ := json.Marshal(v)
	for _, sec := range secrets {
		if strings.Contains(string(all), sec) {
			t.Fatalf("the view names %q, a face-down tile", sec)
		}
	}
}

func TestAMovesPreviewListsThePathAndActionsNameTargets(t *testing.T) {
	g := sceneGame(t, "", 1)
	addMarine(g, 1, Grunt, sq(5, 3))
	z := addZombie(g, sq(5, 6))
	to := physics.Vec{X: 7.5, Y: 3.5}
	pv := g.Preview(MarineSeat(1), "m1", actMove, game.Picks{To: &to})
	if !pv.OK || len(pv.Path) != 3 || !strings.Contains(pv.Text, "turns over") {
		t.Fatalf("preview %+v", pv)
	}
	// A square one past its speed, and one within it: only the first is a sprint.
	grunt, st := profiles[Grunt].Speed, g.State()
	sprinted, walked := 0, 0
	for x := 0; x < 12; x++ {
		for y := 0; y < 12; y++ {
			path, _ := g.Rules().(*rules).marineRoute(st, &st.Marines[0], sq(x, y))
			if path == nil || !st.Flipped[posOf(sq(x, y))] {
				continue
			}
			at := physics.Vec{X: float64(x) + 0.5, Y: float64(y) + 0.5}
			pv := g.Preview(MarineSeat(1), "m1", actMove, game.Picks{To: &at})
			switch sprint := strings.Contains(pv.Text, "a sprint: no attack"); {
			case len(path)-1 > grunt && !sprint, len(path)-1 <= grunt && sprint:
				t.Fatalf("a move of %d squares (speed %d) reads %q", len(path)-1, grunt, pv.Text)
			case sprint:
				sprinted++
			default:
				walked++
			}
		}
	}
	if sprinted == 0 || walked == 0 {
		t.Fatalf("%d sprints and %d walks previewed", sprinted, walked)
	}
	far := physics.Vec{X: 20.5, Y: 3.5}
	if pv := g.Preview(MarineSeat(1), "m1", actMove, game.Picks{To: &far}); pv.OK || !strings.Contains(pv.Text, "cannot get there") {
		t.Fatalf("preview %+v", pv)
	}
	var attack *game.Action
	acts := g.Actions(MarineSeat(1), "m1")
	for i := range acts {
		if acts[i].ID == "attack:0" {
			attack = &acts[i]
		}
	}
	if attack == nil || !attack.Enabled || len(attack.Targets) != 1 || attack.Targets[0] != z {
		t.Fatalf("attack action %+v", attack)
	}
	for _, a := range g.Actions(MarineSeat(2), "m1") {
		if a.Enabled {
			t.Fatalf("another seat may %s with marine 1", a.ID)
		}
	}
	cmd, err := g.Build(MarineSeat(1), "m1", actMove, game.Picks{To: &to})
	if err != nil || cmd != (Move{Marine: "m1", To: sq(7, 3)}) {
		t.Fatalf("built %+v %v", cmd, err)
	}
}

func TestAViewsStateRebuildsTheFaceUpMapForDrawing(t *testing.T) {
	g := sceneGame(t, "", 1)
	g.State().Doors = []Door{{Edge: grid.Edge{X: 3, Y: 2, West: true}}, {Edge: grid.Edge{X: 3, Y: 3, West: true}, Broken: true}}
	var st State
	if err := json.Unmarshal(g.View(SeatZombies).State, &st); err != nil {
		t.Fatal(err)
	}
	setup := g.Rules().(*rules).setup
	b := MapBoard(setup, &st)
	if b.At(grid.Edge{X: 3, Y: 1, West: true}) != grid.Wall || b.At(grid.Edge{X: 10, Y: 1, West: true}) != grid.None {
		t.Fatal("walls of a face-up tile missing, or of a face-down one shown")
	}
	if b.At(grid.Edge{X: 3, Y: 2, West: true}) != grid.DoorClosed || b.At(grid.Edge{X: 3, Y: 3, West: true}) != grid.DoorBroken {
		t.Fatal("doors wrong")
	}
	if GroundAt(setup, &st, sq(31, 30)) != Helipad || GroundAt(setup, &st, sq(8, 1)) != 0 || GroundAt(setup, &st, sq(1, 1)) != Outdoor {
		t.Fatal("grounds wrong")
	}
}

// Choosing a marine, its tip says what it carries, and a Sergeant that it has no reloads.
func TestAMarinesKitIsSaidWhenItIsChosen(t *testing.T) {
	sgt := kitWords(profiles[Sergeant])
	for _, want := range []string{"Speed 4", "Auto-Shotgun (+2 to hit, 8 rounds, automatic)", "Knife (in contact)", "No reloads"} {
		if !strings.Contains(sgt, want) {
			t.Errorf("the Sergeant reads %q: no %q", sgt, want)
		}
	}
	if g := kitWords(profiles[Grunt]); strings.Contains(g, "No reloads") || !strings.Contains(g, "Rifle Reload") {
		t.Errorf("the Grunt reads %q", g)
	}
}
