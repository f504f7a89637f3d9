package schoolgrounds

import "testing"

// The master's chances fall as the car is mended; a living survivor's rise; a dead one's
// are nothing; before the master is chosen, staying alive is what counts.
func TestEvaluateFollowsTheMasterAndTheCar(t *testing.T) {
	g := started(t, "", false)
	before, _ := g.Evaluate(PlayerSeat(1))
	if before <= 0.1 || before > 1 {
		t.Errorf("a living survivor before the master is chosen: %v", before)
	}
	s := withMaster(g)
	master0, _ := g.Evaluate(PlayerSeat(5))
	alive0, _ := g.Evaluate(PlayerSeat(1))
	s.Car = []string{"a", "b"}
	master2, _ := g.Evaluate(PlayerSeat(5))
	alive2, _ := g.Evaluate(PlayerSeat(1))
	if !(master2 < master0 && alive2 > alive0) {
		t.Errorf("two parts in the car: master %v → %v, survivor %v → %v", master0, master2, alive0, alive2)
	}
	// Once the master is chosen, a survivor's health counts even with the car empty, and a
	// part found counts before it is in the car.
	s.Car = nil
	whole, _ := g.Evaluate(PlayerSeat(1))
	s.Survivors[0].HP = SurvivorHP / 3
	hurt, _ := g.Evaluate(PlayerSeat(1))
	s.Survivors[1].Hand = append(s.Survivors[1].Hand, "car-keys#1")
	found, _ := g.Evaluate(PlayerSeat(1))
	if !(hurt < whole && hurt > 0 && found > hurt) {
		t.Errorf("with the car empty: whole %v, hurt %v, hurt with the keys found %v", whole, hurt, found)
	}
	s.Survivors[0].Life = Dead
	if v, _ := g.Evaluate(PlayerSeat(1)); v != 0 {
		t.Errorf("a dead survivor's chances: %v", v)
	}
}
