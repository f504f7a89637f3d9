package maps

import (
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

func TestBuiltinScenariosLoad(t *testing.T) {
	names := testCatalog().NamesFor(BorrowedTime)
	if len(names) != 2 {
		t.Fatalf("built-in scenarios: %v, want last-stop-gas and rooftop-signal", names)
	}
	for _, name := range names {
		s, err := builtin(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if s.ID != name {
			t.Errorf("%s: id %q", name, s.ID)
		}
		if _, err := s.NewTable(); err != nil {
			t.Errorf("%s: table: %v", name, err)
		}
	}
}

func terrainByID(s *Scenario, id string) *Terrain {
	for i := range s.Terrain {
		if s.Terrain[i].ID == id {
			return &s.Terrain[i]
		}
	}
	return nil
}

// The layout follows the rulebook's description of Last Stop Gas.
func TestLastStopGasLayoutFollowsTheRulebook(t *testing.T) {
	s, err := builtin("last-stop-gas")
	if err != nil {
		t.Fatal(err)
	}
	if s.Width != 48 || s.Height != 48 || s.HeatMax != 15 || s.ThreatMax != 12 {
		t.Errorf("table %gx%g, heat %d, threat %d", s.Width, s.Height, s.HeatMax, s.ThreatMax)
	}
	road := terrainByID(s, "road")
	// 12" wide: the band between the two long edges, measured across.
	if d := distToLine(road.Polygon[0], road.Polygon[1], road.Polygon[3]); d < 11.9 || d > 12.1 {
		t.Errorf("road is %.2f\" wide, want 12", d)
	}
	garage, amb := terrainByID(s, "garage"), terrainByID(s, "ambulance")
	if garage == nil || amb == nil || !garage.IsBuilding() {
		t.Fatal("no garage building or ambulance")
	}
	touching := false
	for _, p := range amb.Polygon {
		if p.Y == 10 { // the garage's bottom wall face
			touching = true
		}
	}
	if !touching {
		t.Error("the ambulance does not touch the garage")
	}
	corner := func(p []physics.Vec) physics.Vec { // centre of a polygon's bounds
		minX, minY, maxX, maxY := 1e9, 1e9, -1e9, -1e9
		for _, v := range p {
			minX, minY = min(minX, v.X), min(minY, v.Y)
			maxX, maxY = max(maxX, v.X), max(maxY, v.Y)
		}
		return physics.Vec{X: (minX + maxX) / 2, Y: (minY + maxY) / 2}
	}
	gc, sc := corner(garage.Polygon), corner(terrainByID(s, "gas-station").Polygon)
	if !(gc.X < 24 && gc.Y < 24 && sc.X > 24 && sc.Y > 24) {
		t.Errorf("garage (%v) and gas station (%v) are not in opposite corners", gc, sc)
	}
	cars := 0
	for _, tr := range s.Terrain {
		if tr.Kind == "vehicle" && tr.ID != "ambulance" {
			cars++
		}
	}
	if cars < 3 || cars > 4 {
		t.Errorf("%d wrecked cars, want 3-4", cars)
	}
	if len(s.SpawnPoints) != 4 || len(s.SearchLocations) != 2 || len(s.Objectives) != 3 || len(s.Zombies) != 3 || len(s.Survivors) != 4 {
		t.Errorf("spawn %d, search %d, objectives %d, zombies %d, survivors %d", len(s.SpawnPoints), len(s.SearchLocations), len(s.Objectives), len(s.Zombies), len(s.Survivors))
	}
	for _, sv := range s.Survivors {
		if !physics.PointInPolygon(garage.Polygon, sv.At) {
			t.Errorf("%s does not start inside the garage", sv.ID)
		}
	}
}

func distToLine(a, b, p physics.Vec) float64 {
	d := b.Sub(a)
	return abs(d.Cross(p.Sub(a))) / d.Len()
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func TestRooftopSignalLayoutFollowsTheRulebook(t *testing.T) {
	s, err := builtin("rooftop-signal")
	if err != nil {
		t.Fatal(err)
	}
	tower := terrainByID(s, "med-tower")
	if tower == nil || !tower.Roof || len(tower.Access) != 1 {
		t.Fatal("the Med-Tower needs a roof and exactly one stairwell")
	}
	if s.ThreatMax != 15 || len(s.SpawnPoints) != 6 {
		t.Errorf("threat %d, spawn points %d", s.ThreatMax, len(s.SpawnPoints))
	}
	tb, _ := s.NewTable()
	// A survivor can stand on the roof at the signal and not beside the tower.
	if err := tb.CheckPlacement(physics.Body{Base: physics.Base25mm, Pos: physics.Vec{X: 24, Y: 6}, Level: 1}); err != nil {
		t.Errorf("cannot stand on the roof: %v", err)
	}
	if err := tb.CheckPlacement(physics.Body{Base: physics.Base25mm, Pos: physics.Vec{X: 24, Y: 20}, Level: 1}); err == nil {
		t.Error("can stand at roof level over the street")
	}
	for _, sv := range s.Survivors {
		if sv.At.Y < 45 {
			t.Errorf("%s starts more than 3\" from the south edge", sv.ID)
		}
	}
	horde := s.Zombies[0]
	if horde.Type != "horde" || horde.Models != 4 {
		t.Errorf("first zombie %+v, want a horde of 4", horde)
	}
}

func TestDoorsAreNamedInStateOrder(t *testing.T) {
	s, err := builtin("last-stop-gas")
	if err != nil {
		t.Fatal(err)
	}
	doors := s.Doors()
	want := []string{"garage-door", "garage-side-door", "gas-station-door", "clinic-door"}
	if len(doors) != len(want) {
		t.Fatalf("%d doors, want %d", len(doors), len(want))
	}
	for i, d := range doors {
		if d.ID != want[i] {
			t.Errorf("door %d is %s, want %s", i, d.ID, want[i])
		}
	}
	// The clinic's door: edge 3 of the clinic, from (41, 25.5) to (41, 17), 4.25" along.
	if c := doors[3].Centre; c.Dist(physics.Vec{X: 41, Y: 21.25}) > 1e-9 {
		t.Errorf("the clinic door's centre is %v", c)
	}
	// A door without an id is named by its building and number.
	s.Terrain[doors[0].Terrain].Doors[1].ID = ""
	if got := s.Doors()[1].ID; got != "garage/1" {
		t.Errorf("an unnamed door is %q, want garage/1", got)
	}
}
