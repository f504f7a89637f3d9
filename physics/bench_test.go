package physics_test

import (
	"math/rand/v2"
	"testing"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// lastStopGas60 is the Last Stop Gas table with its 4 survivors, 3 starting Shamblers and 53
// more zombies scattered where they can legally stand (seeded): 60 models.
func lastStopGas60(b *testing.B) (*physics.Table, []physics.BodyID, []physics.BodyID) {
	s, err := maps.LoadFile("../rules/borrowedtime/scenarios/last-stop-gas.json")
	if err != nil {
		b.Fatal(err)
	}
	tb, err := s.NewTable()
	if err != nil {
		b.Fatal(err)
	}
	var survivors, zombies []physics.BodyID
	for _, sv := range s.Survivors {
		survivors = append(survivors, tb.AddBody(physics.Body{Base: physics.Base25mm, Pos: sv.At}))
	}
	for _, z := range s.Zombies {
		zombies = append(zombies, tb.AddBody(physics.Body{Base: maps.ZombieBase(z.Type), Pos: z.At}))
	}
	rng := rand.New(rand.NewPCG(60, 60))
	for len(survivors)+len(zombies) < 60 {
		p := physics.Vec{X: 1 + rng.Float64()*46, Y: 12 + rng.Float64()*35}
		body := physics.Body{Base: physics.Base25mm, Pos: p}
		if tb.CheckPlacement(body) == nil {
			zombies = append(zombies, tb.AddBody(body))
		}
	}
	return tb, survivors, zombies
}

// BenchmarkSightAndCover: line of sight plus ranged cover between two bases, cycling over
// every survivor–zombie pair on the table.
func BenchmarkSightAndCover(b *testing.B) {
	tb, survivors, zombies := lastStopGas60(b)
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		s, z := survivors[i%len(survivors)], zombies[(i/len(survivors))%len(zombies)]
		if tb.LineOfSight(s, z, physics.SightOptions{}) {
			tb.RangedCover(s, z)
		}
		i++
	}
}

// BenchmarkLineOfSight: the line-of-sight query alone (it must not allocate).
func BenchmarkLineOfSight(b *testing.B) {
	tb, survivors, zombies := lastStopGas60(b)
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		tb.LineOfSight(survivors[i%len(survivors)], zombies[(i/len(survivors))%len(zombies)], physics.SightOptions{})
		i++
	}
}

// BenchmarkZombiePath: a zombie's route into base contact with a survivor, round terrain and
// the other models (the terrain graph is built once per table and base size, before timing).
func BenchmarkZombiePath(b *testing.B) {
	tb, survivors, zombies := lastStopGas60(b)
	if _, err := tb.PathToContact(zombies[0], survivors[0], physics.MoveOptions{}); err != nil && err != physics.ErrNoRoute {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		tb.PathToContact(zombies[i%len(zombies)], survivors[i%len(survivors)], physics.MoveOptions{})
		i++
	}
}

// BenchmarkNavGraphBuild: building the terrain graph for 25mm bases on Last Stop Gas (done
// once per table, base size and door change).
func BenchmarkNavGraphBuild(b *testing.B) {
	s, _ := maps.LoadFile("../rules/borrowedtime/scenarios/last-stop-gas.json")
	for b.Loop() {
		tb, _ := s.NewTable()
		id := tb.AddBody(physics.Body{Base: physics.Base25mm, Pos: physics.Vec{X: 5, Y: 5}})
		tb.PathTo(id, physics.Vec{X: 40, Y: 30}, physics.MoveOptions{})
	}
}

// BenchmarkZombiePathOpen: the common case on the street — a zombie whose target is in the
// open within 12", among the same 60 models.
func BenchmarkZombiePathOpen(b *testing.B) {
	tb, _, zombies := lastStopGas60(b)
	target := tb.AddBody(physics.Body{Base: physics.Base25mm, Pos: physics.Vec{X: 20, Y: 30}})
	var near []physics.BodyID
	for _, z := range zombies {
		if d := tb.EdgeDistance(z, target); d < 12 {
			near = append(near, z)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		tb.PathToContact(near[i%len(near)], target, physics.MoveOptions{})
		i++
	}
}
