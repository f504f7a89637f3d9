package borrowedtime

import (
	"math"
	"sort"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// The scenario objectives the computer survivors know (maps.Scenario.Objective).
const (
	objectiveEscape = "escape-plan"       // Last Stop Gas: supplies into the ambulance, then all aboard
	objectiveSignal = "signal-for-rescue" // The Rooftop Signal: breach, climb, fire the flare, hold
)

// suppliesNeeded are the cards the ambulance needs in Last Stop Gas.
var suppliesNeeded = [...]string{"gas-can", "medkit"}

// neededItems lists the cards the survivors must still deliver to win.
func neededItems(v *view) []string {
	var out []string
	for _, it := range suppliesNeeded {
		if stillNeeded(v, it) {
			out = append(out, it)
		}
	}
	return out
}

// stillNeeded reports whether the scenario's escape still waits for the supply item.
func stillNeeded(v *view, item string) bool {
	return v.g.Scenario().Objective == objectiveEscape && !contains(v.st.Delivered, item)
}

// objective chooses the survivor's next step towards winning the scenario.
func objective(v *view, m *Model) (Command, bool) {
	switch v.g.Scenario().Objective {
	case objectiveEscape:
		return escape(v, m)
	case objectiveSignal:
		return signalGoal(v, m)
	}
	if cmd, ok := searchNearest(v, m); ok {
		return cmd, true
	}
	for _, o := range v.g.Scenario().Objectives {
		if cmd, ok := act(v, m, o.At, o.Level, Interact{Survivor: m.ID, Location: o.ID}); ok {
			return cmd, true
		}
	}
	return nil, false
}

// escape plays Last Stop Gas: carry what the ambulance needs to its back doors; search for
// what nobody has found yet; then everyone gathers at the ambulance.
func escape(v *view, m *Model) (Command, bool) {
	doors, ok := marker(v, "ambulance-doors")
	if !ok {
		return nil, false
	}
	needed := neededItems(v)
	for _, it := range needed {
		if carries(m, it) {
			return act(v, m, doors.At, doors.Level, Interact{Survivor: m.ID, Location: doors.ID})
		}
	}
	for _, it := range needed {
		if carriedByAnyone(v, it) {
			continue
		}
		for _, gi := range v.st.Ground {
			if gi.Item == it {
				return act(v, m, gi.Pos, gi.Level, PickUp{Survivor: m.ID, Item: it})
			}
		}
		if loc, ok := searchPost(v, m); ok {
			sl := v.g.Scenario().SearchLocations[loc]
			return act(v, m, sl.At, sl.Level, Search{Survivor: m.ID, Location: sl.ID})
		}
		break // the others search: this one waits at the ambulance
	}
	// Everything is found: gather within 2" of the ambulance and hold there.
	amb := terrain(v, "ambulance")
	if amb == nil {
		return moveToward(v, m, doors.At, baseRadius(v, m)+1.2)
	}
	if v.tb.DistanceToOutline(v.body(m.ID), amb.Polygon) <= 1.8 {
		return nil, false
	}
	return moveToward(v, m, doors.At, baseRadius(v, m)+1.2)
}

// signal plays The Rooftop Signal: breach the Med-Tower, everyone up the stairwell, fire the
// flare once all are on the roof, and hold.
func signalGoal(v *view, m *Model) (Command, bool) {
	s := v.g.Scenario()
	if !v.st.Breached {
		if entrance, ok := marker(v, "tower-entrance"); ok {
			cmd := Interact{Survivor: m.ID, Location: entrance.ID}
			if touches(v, m, entrance.At, entrance.Level) && v.legal(cmd) {
				return cmd, true
			}
			if inReach(v, m, entrance.At, entrance.Level) {
				return nil, false // at the doors without the 2 AP: next activation
			}
			return moveToward(v, m, entrance.At, baseRadius(v, m)+0.45)
		}
	}
	if m.Level == 0 {
		for _, t := range s.Terrain {
			for _, a := range t.Access {
				return act(v, m, a.At, 0, Climb{Survivor: m.ID})
			}
		}
		return nil, false
	}
	if v.st.SignalRound == 0 {
		if flare, ok := marker(v, "roof-signal"); ok {
			for _, o := range v.survivors() {
				if o.Level == 0 {
					return nil, false // wait on the roof for the others
				}
			}
			return act(v, m, flare.At, flare.Level, Interact{Survivor: m.ID, Location: flare.ID})
		}
	}
	return nil, false // hold the roof
}

// searchersPerLocation is how many survivors search one location at most. One: a second
// searcher mostly stands in the first one's way, and the survivors win more often when
// the others wait at the goal (28% against 25% at Last Stop Gas over 1,000 games).
const searchersPerLocation = 1

// searchPost returns the search location this survivor should search: the free-handed
// survivors are shared out among the locations with searches left, each to the nearest in
// time (inches over Move), at most searchersPerLocation to a marker. False: the others
// have it in hand.
func searchPost(v *view, m *Model) (int, bool) {
	s := v.g.Scenario()
	type pair struct {
		loc  int
		who  string
		time float64
	}
	var pairs []pair
	for i, sl := range s.SearchLocations {
		if i < len(v.st.SearchesLeft) && v.st.SearchesLeft[i] == 0 {
			continue
		}
		for _, o := range v.survivors() {
			if o.Standing() && o.Level == sl.Level && !carriesObjective(v, o) {
				pairs = append(pairs, pair{i, o.ID, sl.At.Dist(o.Pos) / SurvivorMove(o.ID)})
			}
		}
	}
	sort.SliceStable(pairs, func(a, b int) bool { return pairs[a].time < pairs[b].time })
	load := map[int]int{}
	taken := map[string]bool{}
	for _, p := range pairs {
		if load[p.loc] >= searchersPerLocation || taken[p.who] {
			continue
		}
		load[p.loc]++
		taken[p.who] = true
		if p.who == m.ID {
			return p.loc, true
		}
	}
	return 0, false
}

// searchNearest searches the nearest search location with searches left.
func searchNearest(v *view, m *Model) (Command, bool) {
	s := v.g.Scenario()
	best, bestDist := -1, math.Inf(1)
	for i, sl := range s.SearchLocations {
		if i < len(v.st.SearchesLeft) && v.st.SearchesLeft[i] == 0 || sl.Level != m.Level {
			continue
		}
		if d := sl.At.Dist(m.Pos); d < bestDist {
			best, bestDist = i, d
		}
	}
	if best < 0 {
		return nil, false
	}
	sl := s.SearchLocations[best]
	return act(v, m, sl.At, sl.Level, Search{Survivor: m.ID, Location: sl.ID})
}

// act does cmd if the rules allow it now; otherwise it heads for the place it is done at,
// opening a closed door on the way when the place cannot be reached.
func act(v *view, m *Model, at physics.Vec, level int, cmd Command) (Command, bool) {
	// The rules refuse these away from the place: no trial run (a copy of the state) then.
	if touches(v, m, at, level) && v.legal(cmd) {
		return cmd, true
	}
	if level != m.Level || inReach(v, m, at, level) {
		return nil, false
	}
	// A place inside a shut building: the way in is a door (searching for a route first
	// would search the whole table in vain).
	if b := buildingAt(v, at); b >= 0 && !physics.PointInPolygon(v.g.Scenario().Terrain[b].Polygon, m.Pos) && !anyDoorOpen(v, b) {
		if door, ok := openDoorToward(v, m, at); ok {
			return door, true
		}
	}
	return moveToward(v, m, at, baseRadius(v, m)+0.45)
}

// buildingAt returns the index of the building whose footprint holds a point, or -1.
func buildingAt(v *view, p physics.Vec) int {
	for i, t := range v.g.Scenario().Terrain {
		if t.IsBuilding() && physics.PointInPolygon(t.Polygon, p) {
			return i
		}
	}
	return -1
}

// anyDoorOpen reports whether a building has an open door.
func anyDoorOpen(v *view, building int) bool {
	for i, d := range v.g.Rules.sceneDoors {
		if d.Terrain == building && i < len(v.st.DoorsOpen) && v.st.DoorsOpen[i] {
			return true
		}
	}
	return false
}

// touches reports whether the survivor is close enough to a place to act on it, as the rules
// measure it (MarkerReach; inReach keeps a little inside that).
func touches(v *view, m *Model, at physics.Vec, level int) bool {
	return level == m.Level && v.tb.DistanceToPoint(v.body(m.ID), at) <= MarkerReach
}

// inReach reports whether a survivor's base is in contact with a marker at a point.
func inReach(v *view, m *Model, at physics.Vec, level int) bool {
	return level == m.Level && v.tb.DistanceToPoint(v.body(m.ID), at) <= 0.5
}

// openDoorToward opens, or heads for, the closed door nearest a place the survivor cannot
// reach.
func openDoorToward(v *view, m *Model, goal physics.Vec) (Command, bool) {
	var closed []maps.DoorRef
	for i, d := range v.g.Rules.sceneDoors {
		if (i < len(v.st.DoorsOpen) && v.st.DoorsOpen[i]) || d.Door.Barricaded {
			continue
		}
		closed = append(closed, d)
	}
	best := -1
	for i, d := range closed {
		if best < 0 || d.Centre.Dist(goal) < closed[best].Centre.Dist(goal) {
			best = i
		}
	}
	if best < 0 {
		return nil, false
	}
	d := closed[best]
	// The rules want the base touching the door: no trial run from further than its half
	// width and the wall's thickness from its middle.
	near := d.Door.Width/2 + v.g.Scenario().Terrain[d.Terrain].WallThickness + physics.ContactTolerance + 0.01
	if cmd := (OpenDoor{Survivor: m.ID, Location: d.ID}); v.tb.DistanceToPoint(v.body(m.ID), d.Centre) <= near && v.legal(cmd) {
		return cmd, true
	}
	return moveToward(v, m, d.Centre, baseRadius(v, m)+0.03) // touching the door
}

func marker(v *view, id string) (maps.Objective, bool) {
	for _, o := range v.g.Scenario().Objectives {
		if o.ID == id {
			return o, true
		}
	}
	return maps.Objective{}, false
}

func terrain(v *view, id string) *maps.Terrain {
	s := v.g.Scenario()
	for i := range s.Terrain {
		if s.Terrain[i].ID == id {
			return &s.Terrain[i]
		}
	}
	return nil
}

func carriedByAnyone(v *view, item string) bool {
	for _, s := range v.survivors() {
		if carries(s, item) {
			return true
		}
	}
	return false
}
