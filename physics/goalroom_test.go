package physics

import (
	"math"
	"testing"
)

// A survivor ringed by zombies leaves no room for another to reach them: the search sees it
// at the goal and stops, taking the closest place (ruling G9); with one zombie gone there is
// room, and the route reaches contact.
func TestRoomAtGoal(t *testing.T) {
	tb := mustTable(t)
	survivor := round(tb, 24, 24)
	d := 2*Base25mm.Radius + ContactTolerance/4
	var ring []BodyID
	for k := 0; k < 6; k++ { // six bases, touching, fill the ring
		s, c := math.Sincos(float64(k)*math.Pi/3 + math.Pi/6)
		ring = append(ring, round(tb, 24+c*d, 24+s*d))
	}
	walker := round(tb, 24, 10)
	key := navKey{radius: Base25mm.Radius}
	reach := 2*Base25mm.Radius + ContactTolerance/2
	goal := pathGoal{point: Vec{24, 24}, reach: reach, target: survivor, contact: true}
	if tb.roomAtGoal(key, walker, goal, MoveOptions{}) {
		t.Fatal("room found beside a survivor ringed by six zombies")
	}
	p, err := tb.PathToContact(walker, survivor, MoveOptions{})
	if err != nil || p.Reached {
		t.Fatalf("reached a ringed survivor: %+v %v", p, err)
	}
	if end := p.Points[len(p.Points)-1]; end.Dist(Vec{24, 24}) > 4 {
		t.Errorf("stopped %.1f\" from the ring, not as close as it could get", end.Dist(Vec{24, 24}))
	}
	tb.RemoveBody(ring[4]) // the one on the walker's side
	if !tb.roomAtGoal(key, walker, goal, MoveOptions{}) {
		t.Fatal("no room found in the gap")
	}
	if p, err := tb.PathToContact(walker, survivor, MoveOptions{}); err != nil || !p.Reached {
		t.Fatalf("no route into the gap: %+v %v", p, err)
	}
	point := pathGoal{point: Vec{24, 24}, reach: 1, target: -1, contact: true}
	if tb.roomAtGoal(key, walker, point, MoveOptions{}) != true {
		t.Error("no room within 1\" of a survivor with a gap beside them")
	}
}

// A wall across the table with a 1.9" doorway parts its sides for a Horde's 2" tray (routed
// as its rectangle) but not for a 25mm base; the tray's search still ends, short of the goal,
// on its own side. Through a doorway exactly 2" wide the tray passes, touching both jambs.
func TestTerrainApart(t *testing.T) {
	tb := mustTable(t,
		PieceSpec{ID: "west", Outline: rect(0, 23.5, 23.05, 24.5), Movement: MoveImpassable},
		PieceSpec{ID: "east", Outline: rect(24.95, 23.5, 48, 24.5), Movement: MoveImpassable})
	from, to := Vec{10, 10}, Vec{30, 40}
	small := tb.AddBody(Body{Base: Base25mm, Pos: from})
	tray := tb.AddBody(Body{Base: HordeTray, Pos: Vec{40, 10}})
	for _, c := range []struct {
		id    BodyID
		apart bool
	}{{small, false}, {tray, true}} {
		key := tb.bodies[c.id].navKey(MoveOptions{}, tb.trayRoutes)
		g := tb.navFor(key)
		starts, _ := tb.findAnchors(g, key, pathGoal{point: tb.bodies[c.id].Pos}, nil)
		goals, _ := tb.findAnchors(g, key, pathGoal{point: to}, nil)
		if got := g.apart(starts, goals); got != c.apart {
			t.Errorf("radius %.2f: apart = %v, want %v", key.radius, got, c.apart)
		}
	}
	if p, err := tb.PathTo(small, to, MoveOptions{}); err != nil || !p.Reached {
		t.Fatalf("a 25mm base through the doorway: %+v %v", p, err)
	}
	p, err := tb.PathTo(tray, to, MoveOptions{})
	if err != nil || p.Reached || p.Points[len(p.Points)-1].Y > 24 {
		t.Fatalf("a tray too wide for the doorway: %+v %v", p, err)
	}
	wide := mustTable(t,
		PieceSpec{ID: "west", Outline: rect(0, 23.5, 23, 24.5), Movement: MoveImpassable},
		PieceSpec{ID: "east", Outline: rect(25, 23.5, 48, 24.5), Movement: MoveImpassable})
	tray = wide.AddBody(Body{Base: HordeTray, Pos: Vec{40, 10}})
	if p, err := wide.PathTo(tray, to, MoveOptions{}); err != nil || !p.Reached {
		t.Fatalf("a 2\" tray through a 2\" doorway: %+v %v", p, err)
	}
}
