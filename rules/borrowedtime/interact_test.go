package borrowedtime

import (
	"fmt"
	"testing"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

func TestDeadSurvivorsKitCanBePickedUp(t *testing.T) {
	s := testScenario(t, ``, ``, fmt.Sprintf(`{"id":"ramirez","at":[10,10]},{"id":"leo","at":[%v,10]},{"id":"grizz","at":[40,40]}`, 10+2*r25))
	g := newGame(t, s, Options{TableDice: true})
	g.ReadState().Model("ramirez").Wounds, g.ReadState().Model("ramirez").Downed = 0, true
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	mustApply(t, g, ActivateAllZombies{})
	mustApply(t, g, EndRound{}, 1) // she bleeds out
	if !mdl(g, "ramirez").Removed {
		t.Fatal("a 1 on the bleed-out roll did not kill her")
	}
	if len(g.ReadState().Ground) != 2 {
		t.Fatalf("ground: %+v, want her pistol and nightstick", g.ReadState().Ground)
	}
	mustApply(t, g, PickUp{Survivor: "leo", Item: "service-pistol"})
	if w := carried(mdl(g, "leo"), "service-pistol"); w == nil || w.Shots != 6 {
		t.Fatalf("Leo did not pick up the loaded pistol: %+v", mdl(g, "leo").Weapons)
	}
	mustApply(t, g, EndActivation{})
	mustRefuse(t, g, PickUp{Survivor: "grizz", Item: "nightstick"}, "within")
}

func TestInteractNeedsAScenarioRule(t *testing.T) {
	s := testScenario(t, ``, ``, `{"id":"leo","at":[44,5]}`)
	g := newGame(t, s, Options{})
	mustRefuse(t, g, Interact{Survivor: "leo", Location: "nowhere"}, "no objective marker")
	mustRefuse(t, g, Interact{Survivor: "leo", Location: "goal"}, "nothing to do")
}

func TestDiceNeededCountsWithoutChangingAnything(t *testing.T) {
	s := testScenario(t, ``, fmt.Sprintf(`{"type":"shambler","at":[%v,10]}`, 10+2*r25), `{"id":"grizz","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	before := g.Hash()
	n, err := g.DiceNeeded(Attack{Survivor: "grizz", Target: "shambler-1", Weapon: "tire-iron"})
	if err != nil || n != 7 {
		t.Fatalf("dice needed: %d, %v; want 7 (Fight 4+1, defence 2)", n, err)
	}
	if _, err := g.DiceNeeded(Attack{Survivor: "grizz", Target: "nobody"}); err == nil {
		t.Fatal("an illegal command needs no dice: it is refused")
	}
	if g.Hash() != before {
		t.Fatal("counting dice changed the game")
	}
}

// TestEachDoorOpensItself: a survivor touching any door of any building of the built-in
// scenarios opens that door and no other, whatever order the building lists its doors in.
func TestEachDoorOpensItself(t *testing.T) {
	for _, name := range []string{"last-stop-gas", "rooftop-signal"} {
		s, err := BuiltinScenario(name)
		if err != nil {
			t.Fatal(err)
		}
		s.Zombies = nil
		for ti := range s.Terrain {
			for di := range s.Terrain[ti].Doors {
				s.Terrain[ti].Doors[di].Open, s.Terrain[ti].Doors[di].Barricaded = false, false
			}
		}
		for i, d := range s.Doors() {
			g := newGame(t, s, Options{Survivors: []string{"leo"}})
			put(g, "leo", 0, 0, 0)
			at, ok := touchingSpot(g, s.Terrain[d.Terrain].Polygon, d)
			if !ok {
				t.Fatalf("%s: no room to stand at %s", name, d.ID)
			}
			put(g, "leo", at.X, at.Y, 0)
			mustApply(t, g, OpenDoor{Survivor: "leo", Location: d.ID})
			for j, o := range s.Doors() {
				open := g.ReadState().DoorsOpen[j]
				if open != (j == i) || g.table.DoorOpen(o.Terrain, o.Opening) != open {
					t.Errorf("%s: opening %s: %s is open %v (table: %v)", name, d.ID, o.ID, open, g.table.DoorOpen(o.Terrain, o.Opening))
				}
			}
		}
	}
}

// touchingSpot is where a 25mm base touches a door from outside its building (or, with no
// room there, from inside).
func touchingSpot(g *Game, outline []physics.Vec, d maps.DoorRef) (physics.Vec, bool) {
	a, b := outline[d.Door.Edge], outline[(d.Door.Edge+1)%len(outline)]
	n := b.Sub(a).Unit().Perp()
	if physics.PointInPolygon(outline, d.Centre.Add(n.Scale(0.5))) {
		n = n.Scale(-1) // outwards
	}
	wall := g.scenario.Terrain[d.Terrain].WallThickness
	leo, _ := g.bases.ID(g.ReadState().index("leo"))
	for _, p := range []physics.Vec{d.Centre.Add(n.Scale(r25 + 0.01)), d.Centre.Sub(n.Scale(wall + r25 + 0.01))} {
		if g.table.CheckPlacement(physics.Body{Base: physics.Base25mm, Pos: p}, leo) == nil {
			return p, true
		}
	}
	return physics.Vec{}, false
}
