package main

import (
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/hajimehoshi/ebiten/v2"
)

// tablePlay is a game at the table without a window, at the window's default zoom.
func tablePlay(t *testing.T, scenario string, seed uint64) *play {
	t.Helper()
	s, err := bt.BuiltinScenario(scenario)
	if err != nil {
		if s, err = maps.LoadFile(scenario); err != nil {
			t.Fatal(err)
		}
	}
	font, err := ebitenrender.LoadFont()
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlay(s, options{seed: seed, saveFile: t.TempDir() + "/save.json"}, font, nil)
	if err != nil {
		t.Fatal(err)
	}
	p.tableW = 1280 - panelWidth
	p.cam.fit(s.Width, s.Height, float64(p.tableW), 800)
	return p
}

// dropAt picks a survivor up and drops them at a table point, as a drag does.
func dropAt(t *testing.T, p *play, who string, at physics.Vec) {
	t.Helper()
	p.selectSurvivor(who)
	p.pointer = at
	p.drag = dragState{on: true, from: physics.Vec{X: -99, Y: -99}}
	p.previewMove()
	p.commitMove()
}

func TestDropOnAZombieSnapsToBaseContact(t *testing.T) {
	for _, c := range []struct {
		name string
		drop physics.Vec
	}{
		{"on its centre", physics.Vec{X: 18, Y: 10}},
		{"a fifth of an inch short of its base", physics.Vec{X: 18 - 0.5 - 0.2, Y: 10.1}},
		{"beside it, on the far side", physics.Vec{X: 18.3, Y: 10.75}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := tablePlay(t, "testdata/skirmish.json", 7)
			dropAt(t, p, "leo", c.drop)
			leo, _ := p.g.Body("leo")
			z, _ := p.g.Body("shambler-1")
			if !p.g.Table().InContact(leo, z) {
				st := p.g.State()
				t.Fatalf("Leo is at %v, not in base contact with the Shambler at (18, 10) (%.3f\" apart); message %q",
					st.Model("leo").Pos, p.g.Table().EdgeDistance(leo, z), p.message.text)
			}
			// And the fight can start: the click on the zombie is accepted.
			p.attack("shambler-1")
			if _, ok := p.g.Log()[len(p.g.Log())-1].(bt.Attack); !ok {
				t.Fatalf("the attack after the snap was refused: %q", p.message.text)
			}
		})
	}
}

func TestDropOnAZombieOutOfReachGoesAsFarAsItCanAndSaysWhy(t *testing.T) {
	p := tablePlay(t, "testdata/skirmish.json", 7)
	st := p.g.State()
	start := st.Model("ramirez").Pos
	dropAt(t, p, "ramirez", physics.Vec{X: 36, Y: 36}) // the other Shambler, 36" away
	st = p.g.State()
	ram := st.Model("ramirez")
	if d := ram.Pos.Dist(start); d < 14.9 || d > 15.01 {
		t.Fatalf("Ramirez moved %.2f\" towards the Shambler out of reach, want the 15\" of her 3 Moves", d)
	}
	me, _ := p.g.Body("ramirez")
	z, _ := p.g.Body("shambler-2")
	if p.g.Table().InContact(me, z) {
		t.Fatal("in contact with a Shambler 36\" away")
	}
	if p.message.tone != toneHint || !strings.Contains(p.message.text, "cannot reach") {
		t.Fatalf("the table does not say why she stopped short: %+v", p.message)
	}
}

func TestContactWithNoAPLeftSaysTheFightWaits(t *testing.T) {
	p := tablePlay(t, "testdata/skirmish.json", 7)
	dropAt(t, p, "ramirez", physics.Vec{X: 10, Y: 12}) // 1 Move
	dropAt(t, p, "ramirez", physics.Vec{X: 18, Y: 10}) // into contact, 7.3" away: her last 2 Moves
	if p.apLeft() != 0 {
		t.Fatalf("Ramirez has %d AP left: the set-up did not spend them all", p.apLeft())
	}
	if !strings.Contains(p.message.text, "no AP left") {
		t.Fatalf("after moving into contact with no AP left the table says %q", p.message.text)
	}
}

func TestDropOnADoorStandsAtIt(t *testing.T) {
	for _, door := range []string{"garage-side-door", "garage-door"} {
		t.Run(door, func(t *testing.T) {
			p := tablePlay(t, "last-stop-gas", 9)
			var ref maps.DoorRef
			for _, d := range p.g.Scenario().Doors() {
				if d.ID == door {
					ref = d
				}
			}
			dropAt(t, p, "leo", ref.Centre)
			leo, _ := p.g.Body("leo")
			if d := p.g.Table().DistanceToOutline(leo, p.doorOutline(ref)); d > physics.ContactTolerance {
				t.Fatalf("Leo stands %.3f\" from the door after the drop; message %q", d, p.message.text)
			}
			st := p.g.State()
			if !physics.PointInPolygon(p.g.Scenario().Terrain[ref.Terrain].Polygon, st.Model("leo").Pos) {
				t.Errorf("Leo went to the outside of the door: a drop right on a door keeps his side")
			}
			// D works the door he touches, and only that one.
			was := append([]bool(nil), st.DoorsOpen...)
			p.doorHere()
			st = p.g.State()
			for i, d := range p.g.Scenario().Doors() {
				if want := was[i] != (d.ID == door); st.DoorsOpen[i] != want {
					t.Errorf("after D at %s: %s open %v, want %v; message %q", door, d.ID, st.DoorsOpen[i], want, p.message.text)
				}
			}
		})
	}
}

func TestALongDragGoesAsFarAsTheAPAllow(t *testing.T) {
	p := tablePlay(t, "testdata/skirmish.json", 7)
	dropAt(t, p, "leo", physics.Vec{X: 10, Y: 44}) // 30" south; Leo moves 7" a Move
	st := p.g.State()
	leo := st.Model("leo")
	if d := leo.Pos.Dist(physics.Vec{X: 10, Y: 14}); d < 20.9 || d > 21.01 {
		t.Fatalf("Leo moved %.2f\", want the 21\" of his 3 Moves (at %v); %q", d, leo.Pos, p.message.text)
	}
}

func TestADropAHairPastWholeMovesSpendsNoExtraAP(t *testing.T) {
	p := tablePlay(t, "testdata/skirmish.json", 7)
	dropAt(t, p, "leo", physics.Vec{X: 10, Y: 14 + 14.1}) // two Moves and a tenth
	st := p.g.State()
	leo := st.Model("leo")
	if leo.AP != 1 {
		t.Fatalf("Leo has %d AP after a 14.1\" drag with Move 7, want 1 (the crumb is not worth an AP)", leo.AP)
	}
}

func TestTheAKeyAims(t *testing.T) {
	p := tablePlay(t, "testdata/skirmish.json", 7)
	p.selectSurvivor("ramirez")
	img := ebiten.NewImage(1280, 800)
	p.drawPanel(img, 1280, 800)
	b := buttonForKey(p.buttons, func(k ebiten.Key) bool { return k == ebiten.KeyA })
	if b == nil || b.label != "Aim (A)" {
		t.Fatalf("pressing A finds %+v, want the Aim button", b)
	}
	b.do()
	if last := p.g.Log()[len(p.g.Log())-1]; last != (bt.Aim{Survivor: "ramirez"}) {
		t.Fatalf("the A key's button sent %+v", last)
	}
}

func TestUndoTakesBackAWholeDrag(t *testing.T) {
	p := tablePlay(t, "testdata/skirmish.json", 7)
	end := p.startAction()
	dropAt(t, p, "leo", physics.Vec{X: 10, Y: 44}) // three Moves
	end()
	end = p.startAction()
	dropAt(t, p, "ramirez", physics.Vec{X: 10, Y: 8})
	end()
	p.undo()
	if st := p.g.State(); st.Model("ramirez").Pos != (physics.Vec{X: 10, Y: 10}) || len(p.g.Log()) != 3 {
		t.Fatalf("one Undo did not take back just Ramirez's move: log %v", p.g.Log())
	}
	p.undo()
	if n := len(p.g.Log()); n != 0 {
		t.Fatalf("a second Undo left %d of Leo's commands", n)
	}
}

func TestDroppedOnAZombieWithAGunTheSurvivorFightsWithAMeleeWeapon(t *testing.T) {
	p := tablePlay(t, "testdata/skirmish.json", 7)
	dropAt(t, p, "ramirez", physics.Vec{X: 18, Y: 10})
	if p.weapon != "nightstick" {
		t.Fatalf("after a drop into contact Ramirez holds %q, want her Nightstick", p.weapon)
	}
	p.attack("shambler-1")
	if last, ok := p.g.Log()[len(p.g.Log())-1].(bt.Attack); !ok || last.Weapon != "nightstick" {
		t.Fatalf("the click on the zombie sent %+v", last)
	}
}
