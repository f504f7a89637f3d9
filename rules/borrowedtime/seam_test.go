package borrowedtime

import (
	"slices"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// seamAction finds an action by id in a seat's list for a model.
func seamAction(t *testing.T, s game.Session, seat game.SeatID, model string, id game.ActionID) game.Action {
	t.Helper()
	for _, a := range s.Actions(seat, model) {
		if a.ID == id {
			return a
		}
	}
	var ids []string
	for _, a := range s.Actions(seat, model) {
		ids = append(ids, string(a.ID))
	}
	t.Fatalf("%s has no action %s for %q (it has %v)", seat, id, model, ids)
	return game.Action{}
}

// seamDo builds an action with its picks as a seat would and applies it as that seat.
func seamDo(t *testing.T, s game.Session, seat game.SeatID, model string, id game.ActionID, p game.Picks) []game.Event {
	t.Helper()
	cmd, err := s.Build(seat, model, id, p)
	if err != nil {
		t.Fatalf("%s: build: %v", id, err)
	}
	evs, err := s.Apply(seat, game.Entry{Cmd: cmd})
	if err != nil {
		t.Fatalf("%s: %v", id, err)
	}
	return evs
}

// A game of Borrowed Time is played through the seam alone, as an online seat plays it:
// a survivor dragged onto a door ends touching it and opens it, another fights the zombie
// beside him with the dice previewed, the phase ends after a warning, and the Director
// spends Heat on a spawn point, activates a zombie and ends the round.
func TestBorrowedTimeIsPlayedThroughItsActions(t *testing.T) {
	s, err := BuiltinScenario("last-stop-gas")
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(s, Options{}, 3)
	if err != nil {
		t.Fatal(err)
	}
	sess := g.Session()

	// The Director may not act in the survivors' phase, nor command a survivor.
	if acts := sess.Actions(Director, "leo"); len(acts) != 0 {
		t.Fatalf("the Director is offered %d actions in the survivors' phase", len(acts))
	}

	// Leo is dragged onto the garage's side door: he ends touching it, then opens it.
	var side maps.DoorRef
	for _, d := range s.Doors() {
		if d.ID == "garage-side-door" {
			side = d
		}
	}
	move := seamAction(t, sess, Survivors, "leo", ActMove)
	if !move.Enabled || !move.Drag || move.Needs != game.PickPoint {
		t.Fatalf("Leo's move: %+v", move)
	}
	pv := sess.Preview(Survivors, "leo", ActMove, game.Picks{To: &side.Centre})
	if !pv.OK || !strings.Contains(pv.Text, "Garage Side Door") || len(pv.Path) < 2 {
		t.Fatalf("a drop on the side door previews %+v", pv)
	}
	end := pv.Path[len(pv.Path)-1]
	seamDo(t, sess, Survivors, "leo", ActMove, game.Picks{To: &end, Via: via(pv.Path)})
	door := seamAction(t, sess, Survivors, "leo", ActDoor)
	if !door.Enabled || !strings.Contains(door.Label, "Open the Garage Side Door") {
		t.Fatalf("at the side door, Leo is offered %+v", door)
	}
	seamDo(t, sess, Survivors, "leo", ActDoor, game.Picks{})
	if !g.ReadState().DoorsOpen[g.doorIndex("garage-side-door")] {
		t.Fatal("the side door is still shut")
	}
	seamDo(t, sess, Survivors, "", ActEndActivation, game.Picks{})

	// A Shambler stands beside Grizz: his fight glows on it and previews the dice.
	st := g.ReadState()
	grizz, z := st.Model("grizz"), st.Model("shambler-3")
	z.Pos = grizz.Pos.Add(physics.Vec{X: 1.0 + physics.ContactTolerance/4})
	g.sync(st)
	fight := seamAction(t, sess, Survivors, "grizz", actionID(ActAttack, "tire-iron"))
	if !fight.Enabled || !slices.Contains(fight.Targets, "shambler-3") || slices.Contains(fight.Targets, "shambler-1") {
		t.Fatalf("Grizz's fight: %+v", fight)
	}
	shoot := seamAction(t, sess, Survivors, "ramirez", actionID(ActAttack, "service-pistol"))
	if shoot.Enabled == (len(shoot.Targets) == 0) || (!shoot.Enabled && shoot.Why == "") {
		t.Fatalf("Ramirez's shot: %+v", shoot)
	}
	pv = sess.Preview(Survivors, "grizz", fight.ID, game.Picks{Target: "shambler-3"})
	if !pv.OK || pv.Dice == 0 || !strings.Contains(pv.Text, "Grizz rolls") || len(pv.Sight) != 2 {
		t.Fatalf("the fight previews %+v", pv)
	}
	evs := seamDo(t, sess, Survivors, "grizz", fight.ID, game.Picks{Target: "shambler-3"})
	if !slices.ContainsFunc(evs, func(e game.Event) bool { return e.Type == game.EvRoll && len(e.Dice) > 0 }) {
		t.Fatalf("the fight rolled no dice: %+v", evs)
	}

	// Ending the phase with survivors yet to act asks first.
	endPhase := seamAction(t, sess, Survivors, "", ActEndPhase)
	if !strings.Contains(endPhase.Confirm, "not acted") {
		t.Fatalf("ending the phase asks %q", endPhase.Confirm)
	}
	seamDo(t, sess, Survivors, "", ActEndPhase, game.Picks{})

	// The Director spends Heat on a Shambler at a glowing spawn point.
	g.ReadState().Heat = 3
	spawn := seamAction(t, sess, Director, "", actionID(ActDirector, "spawn-shambler"))
	if !spawn.Enabled || spawn.Needs != game.PickPoint || len(spawn.Spots) == 0 || spawn.Cost != "2 Heat" {
		t.Fatalf("Spawn Shambler: %+v", spawn)
	}
	before := len(g.ReadState().Models)
	seamDo(t, sess, Director, "", spawn.ID, game.Picks{To: &spawn.Spots[0]})
	if len(g.ReadState().Models) != before+1 || g.ReadState().Heat != 1 {
		t.Fatalf("after the spawn: %d models (was %d), Heat %d", len(g.ReadState().Models), before, g.ReadState().Heat)
	}
	horde := seamAction(t, sess, Director, "", actionID(ActDirector, "spawn-horde"))
	if horde.Enabled || !strings.Contains(horde.Why, "Heat") {
		t.Fatalf("a horde with 1 Heat: %+v", horde)
	}
	stop := seamAction(t, sess, Director, "", ActEndSpending)
	if !strings.Contains(stop.Confirm, "1 Heat left") {
		t.Fatalf("stopping with Heat left asks %q", stop.Confirm)
	}
	seamDo(t, sess, Director, "", ActEndSpending, game.Picks{})

	// The zombies act one by one, then all, then the round ends.
	pick := seamAction(t, sess, Director, "", ActActivate)
	if !pick.Enabled || len(pick.Targets) == 0 {
		t.Fatalf("activating a zombie: %+v", pick)
	}
	seamDo(t, sess, Director, "", ActActivate, game.Picks{Target: pick.Targets[0]})
	if _, err := sess.Build(Survivors, "", ActEndRound, game.Picks{}); err != nil {
		t.Fatal(err)
	}
	seamDo(t, sess, Director, "", ActActivateAll, game.Picks{})
	if all := seamAction(t, sess, Director, "", ActActivateAll); all.Enabled || !strings.Contains(all.Why, "acted") {
		t.Fatalf("once every zombie has acted, Activate every zombie is %+v", all)
	}
	seamDo(t, sess, Director, "", ActEndRound, game.Picks{})
	if st := g.ReadState(); st.Round != 2 || st.Phase != PhaseSurvivors {
		t.Fatalf("after the round: round %d, %s", st.Round, st.Phase)
	}
}

// A seat cannot take the other seat's action, even built by hand.
func TestTheOtherSeatsActionIsRefused(t *testing.T) {
	s, _ := BuiltinScenario("last-stop-gas")
	g, err := New(s, Options{}, 3)
	if err != nil {
		t.Fatal(err)
	}
	cmd, err := g.Session().Build(Director, "", ActEndPhase, game.Picks{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Session().Apply(Director, game.Entry{Cmd: cmd}); err == nil {
		t.Fatal("the Director ended the survivors' phase")
	}
}

// A survivor in base contact may fight and step back: the panel's "Fight, then step back"
// is a fight with the best melee weapon, and a fight in which the survivor rolls at least as
// many successes as the zombie leaves them 1" further from it, out of base contact (section
// VII).
func TestFightThenStepBackThroughItsAction(t *testing.T) {
	s := testScenario(t, ``, `{"type":"shambler","at":`+east(10, 10)+`}`, `{"id":"grizz","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	strip(g, "grizz")
	sess := g.Session()
	back := seamAction(t, sess, Survivors, "grizz", actionID(ActFightBack, ""))
	if !back.Enabled || !slices.Contains(back.Targets, "shambler-1") || back.Key != "W" {
		t.Fatalf("fight and step back: enabled %v, targets %v, key %q (why %q)", back.Enabled, back.Targets, back.Key, back.Why)
	}
	cmd, err := sess.Build(Survivors, "grizz", back.ID, game.Picks{Target: "shambler-1"})
	if err != nil {
		t.Fatal(err)
	}
	if a, ok := cmd.(Attack); !ok || a.Withdraw != 1 || a.Weapon != "" || a.KnockDown {
		t.Fatalf("the action builds %#v, want a bare-handed fight that withdraws 1\"", cmd)
	}
	zombie := mdl(g, "shambler-1").Pos
	before := mdl(g, "grizz").Pos.Dist(zombie)
	// 2,2,2,2 against 2,2: no success on either side, so no Wound, and Grizz, with as many
	// successes as the Shambler, may step back.
	if _, err := sess.Apply(Survivors, game.Entry{Cmd: cmd, Dice: []int{2, 2, 2, 2, 2, 2}}); err != nil {
		t.Fatal(err)
	}
	z := mdl(g, "shambler-1")
	if z.Removed {
		t.Fatal("a fight without successes killed the Shambler")
	}
	if d := mdl(g, "grizz").Pos.Dist(z.Pos); d < before+0.99 {
		t.Fatalf("Grizz held the fight but is %.2f\" from the zombie's centre, was %.2f\"", d, before)
	}
}

// A survivor dropped on a search location ends in base contact with it, ready to search,
// and a drop past one Move says how far of the way it goes; an engaged survivor's Move is
// closed, and says by whom.
func TestADropOnAMarkerEndsInContactWithIt(t *testing.T) {
	s := testScenario(t, ``, `{"type":"shambler","at":[10,33]}`, `{"id":"sharma","at":[37,37]},{"id":"leo","at":[10,30]}`)
	g := newGame(t, s, Options{})
	sess := g.Session()
	stash := physics.Vec{X: 40, Y: 40}
	pv := sess.Preview(Survivors, "sharma", ActMove, game.Picks{To: &stash})
	if !pv.OK || !strings.Contains(pv.Text, "at the Stash") || len(pv.Path) < 2 {
		t.Fatalf("a drop on the stash previews %+v", pv)
	}
	end := pv.Path[len(pv.Path)-1]
	seamDo(t, sess, Survivors, "sharma", ActMove, game.Picks{To: &end, Via: via(pv.Path)})
	if search := seamAction(t, sess, Survivors, "sharma", ActSearch); !search.Enabled {
		t.Fatalf("dropped on the stash, Sharma cannot search: %+v", search)
	}
	seamDo(t, sess, Survivors, "", ActEndActivation, game.Picks{})
	st := g.ReadState()
	st.Model("shambler-1").Pos = st.Model("leo").Pos.Add(physics.Vec{Y: 2*r25 + physics.ContactTolerance/4})
	g.sync(st)
	if mv := seamAction(t, sess, Survivors, "leo", ActMove); mv.Enabled || !strings.Contains(mv.Why, "engaged with Shambler") {
		t.Fatalf("Leo, in contact with a Shambler, may move: %+v", mv)
	}
}

// A roll that counts successes tells the table which dice they are (4 or more); a roll that
// does not (a lone 1 to 3, the Heat check's die) marks none.
func TestARollSaysWhichDiceSucceed(t *testing.T) {
	if ge := engineEvent(&Event{Type: EvRoll, Dice: []int{6, 4, 2, 1}, Successes: 2}); ge.Success != 4 {
		t.Errorf("an attack's 6, 4, 2, 1 with 2 successes marks from %d", ge.Success)
	}
	if ge := engineEvent(&Event{Type: EvRoll, Dice: []int{5}}); ge.Success != 0 {
		t.Errorf("a die that counts no successes marks from %d", ge.Success)
	}
}

// A drop by the stairwell from the street ends in contact with the stairs, ready to climb,
// not with a survivor standing on the roof above them (a browser play-test's drop snapped to
// Officer Ramirez on the roof).
func TestADropByTheStairsTouchesTheStairsNotTheRoof(t *testing.T) {
	g := builtin(t, "rooftop-signal", Options{})
	g.ReadState().Breached = true
	g.ReadState().DoorsOpen[0] = true
	put(g, "ramirez", 38.5, 4.6, 1) // on the roof, right by the stairs
	put(g, "sharma", 36, 6, 0)      // inside the tower, below
	sess := g.Session()
	stairs := physics.Vec{X: 38.5, Y: 3.9}
	pv := sess.Preview(Survivors, "sharma", ActMove, game.Picks{To: &stairs})
	if !pv.OK || strings.Contains(pv.Text, "Ramirez") || !strings.Contains(pv.Text, "Stairwell") {
		t.Fatalf("a drop by the stairs from below previews %+v", pv)
	}
	end := pv.Path[len(pv.Path)-1]
	seamDo(t, sess, Survivors, "sharma", ActMove, game.Picks{To: &end, Via: via(pv.Path)})
	if climb := seamAction(t, sess, Survivors, "sharma", ActClimb); !climb.Enabled {
		t.Fatalf("dropped by the stairs, Sharma cannot climb: %+v", climb)
	}
}

// The objective's button says what it does there and what it costs ("Breach the doors: the
// Med-Tower Main Entrance", 2 AP), not "Objective" without a cost (a browser play-test could
// not tell the breach's button for what it was).
func TestTheObjectiveSaysWhatItDoes(t *testing.T) {
	g := builtin(t, "rooftop-signal", Options{})
	put(g, "grizz", 24, 13.3, 0) // at the entrance
	a := seamAction(t, g.Session(), Survivors, "grizz", ActInteract)
	if !a.Enabled || !strings.HasPrefix(a.Label, "Breach the doors") || a.Cost != "2 AP" || !strings.Contains(a.Help, "barricaded") {
		t.Fatalf("at the tower's entrance the objective reads %q (%s): %s; %s", a.Label, a.Cost, a.Help, a.Why)
	}
}

// A drop where the base cannot stand (on a car) goes to the nearest place it can, as a
// player means it, not refused outright (a browser play-test's long drag onto a car was).
func TestADropOnACarGoesBesideIt(t *testing.T) {
	g := builtin(t, "last-stop-gas", Options{})
	var car []physics.Vec
	for _, tr := range g.Scenario().Terrain {
		if tr.Kind == "vehicle" {
			car = tr.Polygon
			break
		}
	}
	if car == nil {
		t.Skip("no vehicle on the table")
	}
	var mid physics.Vec
	for _, v := range car {
		mid = mid.Add(v.Scale(1 / float64(len(car))))
	}
	put(g, "leo", mid.X, mid.Y-6, 0)
	pv := g.Session().Preview(Survivors, "leo", ActMove, game.Picks{To: &mid})
	if !pv.OK || len(pv.Path) < 2 || !strings.Contains(pv.Text, "the Ambulance") {
		t.Fatalf("a drop on the car previews %+v", pv)
	}
}

// A drop just inside a shut door means standing at it on the survivor's own side: the
// inside is out of reach (a play-test's Sharma went to the building's corner, the preview
// said "at the Clinic Door", and the door stayed out of reach). A drop on a place no route
// reaches says so, not "at".
func TestADropOnAShutDoorStandsOnTheSurvivorsSide(t *testing.T) {
	g := builtin(t, "last-stop-gas", Options{})
	put(g, "sharma", 37, 21, 0) // west of the Clinic, its door shut: x 41, y 20.25–22.25
	inside := physics.Vec{X: 41.3, Y: 21.25}
	pv := g.Session().Preview(Survivors, "sharma", ActMove, game.Picks{To: &inside})
	if !pv.OK || len(pv.Path) < 2 || !strings.Contains(pv.Text, "at the Clinic Door") {
		t.Fatalf("a drop inside the shut door previews %+v", pv)
	}
	end := pv.Path[len(pv.Path)-1]
	seamDo(t, g.Session(), Survivors, "sharma", ActMove, game.Picks{To: &end, Via: via(pv.Path)})
	if door := seamAction(t, g.Session(), Survivors, "sharma", ActDoor); !door.Enabled {
		t.Fatalf("dropped at the door, Sharma cannot open it: %+v", door)
	}
	crate := g.Scenario().SearchLocations[0].At
	for _, l := range g.Scenario().SearchLocations {
		if l.At.X > 41 && l.At.X < 47.5 && l.At.Y > 17 && l.At.Y < 25.5 {
			crate = l.At // the Clinic's, behind the shut door
		}
	}
	put(g, "leo", 37, 30, 0)
	pv = g.Session().Preview(Survivors, "leo", ActMove, game.Picks{To: &crate})
	if strings.Contains(pv.Text, "at the") || pv.OK && !strings.Contains(pv.Text, "no way to") {
		t.Errorf("a drop on the crate behind a shut door previews %+v", pv)
	}
}
