package borrowedtime

import (
	"fmt"
	"math"
	"slices"

	"github.com/borrowed-time/tabletop/physics"
)

// markerReach is how close a base's edge must come to a marker's centre point to be in base
// contact with it: markers are 1" tokens.
const markerReach = 0.5 + physics.ContactTolerance

// MarkerReach is how close a survivor's base must come to a marker, a search location or
// an item on the ground to act on it (search, pick up, interact), edge to centre, in inches.
const MarkerReach = markerReach

// engagedBy returns the standing zombies in base contact with a model.
func (c *applyCtx) engagedBy(m *Model) []*Model {
	var out []*Model
	me := c.body(m)
	for i := range c.st.Models {
		z := &c.st.Models[i]
		if z.IsSurvivor() || !z.OnTable() {
			continue
		}
		if c.g.table.InContact(me, c.body(z)) {
			out = append(out, z)
		}
	}
	return out
}

// move: 1 AP, up to Move inches along a legal route, difficult terrain counting double; not
// while engaged (section V).
// moveSlack is how far past a Move, in inches, a route may run and still be that Move: a
// thousandth of an inch, far below what a table or a tape measure shows, so that a route
// found again to a point of another (a drag cut where the Move ends) is not refused for the
// last digits of its sum.
const moveSlack = 1e-3

func (c *applyCtx) move(cmd Move) error {
	m, err := c.actor(cmd.Survivor, 1)
	if m == nil {
		return err // refused, or the survivor fell in the flames as the activation began
	}
	if z := c.engagedBy(m); len(z) > 0 {
		return reject("%s is engaged with %s and cannot move", name(m), name(z[0]))
	}
	if cmd.To == nil {
		return reject("say where to move (\"to\": {\"X\": …, \"Y\": …})")
	}
	dest := *cmd.To
	path, err := c.route(m, cmd.Via, dest)
	if err != nil {
		return err
	}
	move := survivorProfiles[m.ID].Move
	if path.Cost > move+moveSlack {
		return reject("that is %.1f\" of movement; %s moves %g\" per action", path.Cost, name(m), move)
	}
	c.place(m, dest)
	c.emit(Event{Type: EvMove, Model: m.ID, Path: path.Points, Distance: physics.PathLength(path.Points),
		Text: name(m) + " moves " + moveWords(physics.PathLength(path.Points), path.Cost)})
	c.burnAlong(m, path.Points)
	c.noteBuildings(m)
	if m.Standing() {
		c.spend(m, 1, "move")
	}
	return nil
}

// moveWords says how far a move went, and what it cost where that is more (difficult
// terrain counts double).
func moveWords(distance, cost float64) string {
	if tenths(cost) == tenths(distance) {
		return tenths(distance) + "\""
	}
	return tenths(distance) + "\", " + tenths(cost) + "\" of movement"
}

// aim: 1 AP; the next shot this activation gets +1 die and ignores light cover (section V).
func (c *applyCtx) aim(cmd Aim) error {
	m, err := c.actor(cmd.Survivor, 1)
	if m == nil {
		return err // refused, or the survivor fell in the flames as the activation began
	}
	if !hasLoadedGun(m) {
		return reject("%s has no loaded ranged weapon to aim", name(m))
	}
	if m.Aimed {
		return reject("%s is already aiming", name(m))
	}
	m.Aimed = true
	c.spend(m, 1, "aim")
	return nil
}

func hasLoadedGun(m *Model) bool {
	for _, w := range m.Weapons {
		if weapons[w.ID].Ranged && w.Shots > 0 {
			return true
		}
	}
	return false
}

// reload: 1 AP, an empty ranged weapon back to full, one Reload marked off (section V).
func (c *applyCtx) reload(cmd Reload) error {
	m, err := c.actor(cmd.Survivor, 1)
	if m == nil {
		return err // refused, or the survivor fell in the flames as the activation began
	}
	w := carried(m, cmd.Weapon)
	switch {
	case w == nil:
		return reject("%s does not carry a %s", name(m), NameOf(cmd.Weapon))
	case !weapons[w.ID].Ranged:
		return reject("the %s is not a ranged weapon", weapons[w.ID].Name)
	case w.Shots > 0:
		return reject("the %s is not empty (%s left)", weapons[w.ID].Name, Plural(w.Shots, "shot", "shots"))
	case m.Reloads == 0 && !w.Unready:
		return reject("%s has no Reloads left", name(m))
	}
	if w.Unready { // equipping a found Hunting Rifle uses the action, not a Reload
		w.Unready = false
	} else {
		m.Reloads--
	}
	w.Shots = weapons[w.ID].Shots
	c.emit(Event{Type: EvReload, Model: m.ID, Text: fmt.Sprintf("%s reloads the %s (%s left)", name(m), weapons[w.ID].Name, Plural(m.Reloads, "Reload", "Reloads"))})
	c.spend(m, 1, "reload")
	return nil
}

func carried(m *Model, id string) *WeaponState {
	for i := range m.Weapons {
		if m.Weapons[i].ID == id {
			return &m.Weapons[i]
		}
	}
	return nil
}

// hunker: 1 AP, in contact with terrain that gives cover; shooters take one more die off
// until the survivor's next activation (section V).
func (c *applyCtx) hunker(cmd Hunker) error {
	m, err := c.actor(cmd.Survivor, 1)
	if m == nil {
		return err // refused, or the survivor fell in the flames as the activation began
	}
	if len(c.g.table.PiecesTouching(nil, c.body(m))) == 0 {
		return reject("%s is not in contact with terrain that gives cover", name(m))
	}
	m.Hunkered = true
	c.spend(m, 1, "hunker down")
	return nil
}

// door opens or closes a door the survivor's base touches (Interact, 1 AP).
func (c *applyCtx) door(survivor, location string, open bool) error {
	m, err := c.actor(survivor, 1)
	if m == nil {
		return err // refused, or the survivor fell in the flames as the activation began
	}
	di := c.g.doorIndex(location)
	if di < 0 {
		return reject("there is no door %q", location)
	}
	d := c.g.doors[di]
	spec := c.g.scenario.Terrain[d.piece].Doors[d.opening]
	if spec.Barricaded && open {
		return reject("%s is barricaded", c.doorName(di))
	}
	if c.st.DoorsOpen[di] == open {
		return reject("%s is already %s", c.doorName(di), map[bool]string{true: "open", false: "closed"}[open])
	}
	if c.g.table.DistanceToOutline(c.body(m), d.outline) > physics.ContactTolerance {
		return reject("%s is not at %s", name(m), c.doorName(di))
	}
	if open && spec.Locked && !slices.Contains(c.st.Unlocked, d.id) {
		if !c.unlock(m) {
			c.spend(m, 1, "try a locked door")
			return nil
		}
		c.st.Unlocked = append(c.st.Unlocked, d.id)
	}
	c.st.DoorsOpen[di] = open
	c.g.table.SetDoorOpen(d.piece, d.opening, open)
	if !open { // nobody may stand in the doorway
		for i := range c.st.Models {
			o := &c.st.Models[i]
			if o.OnTable() && c.g.table.CheckPlacement(physics.Body{Base: baseOf(o), Pos: o.Pos, Facing: o.Facing, Level: o.Level}, c.body(o)) != nil {
				return reject("%s stands in the doorway", name(o))
			}
		}
	}
	verb := map[bool]string{true: "opens", false: "closes"}[open]
	c.emit(Event{Type: EvDoor, Model: m.ID, Text: fmt.Sprintf("%s %s %s", name(m), verb, c.doorName(di))})
	c.spend(m, 1, verb[:len(verb)-1]+" a door")
	return nil
}

// unlock opens a locked door's lock: a Crowbar pries it open; without one, a Wits test (the
// stat for "picking a lock", section IX) must score a success (ruling C34).
func (c *applyCtx) unlock(m *Model) bool {
	for _, w := range m.Weapons {
		if wp := weapons[w.ID]; wp.PriesDoors {
			c.emit(Event{Type: EvNote, Model: m.ID, Text: name(m) + " pries the locked door open with the " + wp.Name})
			return true
		}
	}
	r := c.pressYourLuck(m, c.roll(survivorProfiles[m.ID].Wits))
	s, comp := count(r)
	c.emit(Event{Type: EvRoll, Model: m.ID, Dice: r, Successes: s, Complications: comp,
		Text: name(m) + " works at the lock: Wits " + diceText(r) + ", " + successes(s)})
	c.complications(m, comp)
	if s == 0 {
		c.emit(Event{Type: EvNote, Model: m.ID, Text: "the lock holds"})
	}
	return s > 0
}

// doorIndex finds a door by its id, or as "piece-id/n" (the building's n-th door in the
// scenario's list).
func (r *Rules) doorIndex(ref string) int {
	for i, d := range r.doors {
		if ref != "" && (d.id == ref || fmt.Sprintf("%s/%d", r.scenario.Terrain[d.piece].ID, d.opening) == ref) {
			return i
		}
	}
	return -1
}

// survivorInContact returns the survivor target, in base contact with m.
func (c *applyCtx) survivorInContact(m *Model, target string, allowSelf bool) (*Model, error) {
	t, err := c.model(target, "survivor")
	if err != nil {
		return nil, err
	}
	if !t.IsSurvivor() || t.Removed {
		return nil, reject("%s is not a living survivor", t.ID)
	}
	if t == m {
		if allowSelf {
			return t, nil
		}
		return nil, reject("%s cannot do that to themselves", name(m))
	}
	if !c.g.table.InContact(c.body(m), c.body(t)) {
		return nil, reject("%s is not in base contact with %s", name(m), name(t))
	}
	return t, nil
}

// revive: Interact, 1 AP: a Downed survivor in contact stands up with 1 Wound (section VII).
func (c *applyCtx) revive(cmd Revive) error {
	m, err := c.actor(cmd.Survivor, 1)
	if m == nil {
		return err // refused, or the survivor fell in the flames as the activation began
	}
	t, err := c.standUpInContact(m, cmd.Target)
	if err != nil {
		return err
	}
	c.emit(Event{Type: EvRevived, Model: m.ID, Target: t.ID, Text: fmt.Sprintf("%s revives %s (1 Wound)", name(m), name(t))})
	c.spend(m, 1, "revive")
	return nil
}

// standUpInContact stands up the Downed survivor target, in base contact with m, with 1 Wound: the
// common part of a revive and an Adrenaline Shot.
func (c *applyCtx) standUpInContact(m *Model, target string) (*Model, error) {
	t, err := c.survivorInContact(m, target, false)
	if err != nil {
		return nil, err
	}
	if !t.Downed {
		return nil, reject("%s is not Downed", name(t))
	}
	t.Downed, t.Wounds = false, 1
	return t, nil
}

// medkit: Interact, 1 AP: remove up to 2 Wounds from yourself or a survivor in contact, not
// Downed; the Medkit is used up (section VII).
func (c *applyCtx) medkit(cmd Medkit) error {
	m, err := c.actor(cmd.Survivor, 1)
	if m == nil {
		return err // refused, or the survivor fell in the flames as the activation began
	}
	if !HasMedkit(m) {
		return reject("%s has no Medkit", name(m))
	}
	kit := "personal-medkit" // a survivor's own Medkit goes first; found ones are worth keeping
	if !has(m, kit) {
		kit = "medkit"
	}
	t, err := c.survivorInContact(m, cmd.Target, true)
	if err != nil {
		return err
	}
	if t.Downed {
		return reject("%s is Downed: revive them first", name(t))
	}
	max := survivorProfiles[t.ID].Wounds
	if t.Wounds >= max {
		return reject("%s has no Wounds to heal", name(t))
	}
	heal := 2
	if m.ID == "sharma" { // Triage: a Wits test, each success one Wound more
		r := c.pressYourLuck(m, c.roll(survivorProfiles[m.ID].Wits))
		s, comp := count(r)
		c.emit(Event{Type: EvRoll, Model: m.ID, Dice: r, Successes: s, Complications: comp, Text: fmt.Sprintf("Triage: Wits %v", r)})
		c.complications(m, comp)
		heal += s
	}
	healed := min(heal, max-t.Wounds)
	t.Wounds += healed
	takeItem(m, kit)
	c.emit(Event{Type: EvHealed, Model: m.ID, Target: t.ID, Wounds: healed, Text: fmt.Sprintf("%s uses a Medkit on %s: %s healed", name(m), name(t), wounds(healed))})
	c.spend(m, 1, "medkit")
	return nil
}

func removeOne(xs []string, x string) []string {
	if i := indexOf(xs, x); i >= 0 {
		return append(xs[:i:i], xs[i+1:]...)
	}
	return xs
}

// trade: 1 AP: hand one item or weapon to a survivor in base contact (section V).
func (c *applyCtx) trade(cmd Trade) error {
	m, err := c.actor(cmd.Survivor, 1)
	if m == nil {
		return err // refused, or the survivor fell in the flames as the activation began
	}
	t, err := c.survivorInContact(m, cmd.Target, false)
	if err != nil {
		return err
	}
	switch {
	case has(m, cmd.Item):
		takeItem(m, cmd.Item)
		t.Items = append(t.Items, cmd.Item)
	case carried(m, cmd.Item) != nil:
		w := *carried(m, cmd.Item)
		for i := range m.Weapons {
			if m.Weapons[i].ID == w.ID {
				m.Weapons = append(m.Weapons[:i:i], m.Weapons[i+1:]...)
				break
			}
		}
		t.Weapons = append(t.Weapons, w)
	default:
		return reject("%s does not carry a %s", name(m), NameOf(cmd.Item))
	}
	// The carrying limit (ruling C5) holds on both sides once the item has changed hands: a
	// card or a found weapon counts for the taker, and handing over a Backpack lowers the
	// giver's own limit. A refused trade leaves the state as it was (Apply's working copy).
	if cards(t) > limit(t) {
		return reject("%s cannot carry more than %s", name(t), Plural(limit(t), "card", "cards"))
	}
	if cards(m) > limit(m) {
		return reject("without it %s could carry only %s and holds %d", name(m), Plural(limit(m), "card", "cards"), cards(m))
	}
	c.emit(Event{Type: EvNote, Model: m.ID, Target: t.ID, Text: fmt.Sprintf("%s hands the %s to %s", name(m), NameOf(cmd.Item), name(t))})
	c.spend(m, 1, "trade")
	return nil
}

// survivorMoveOptions: Leo's Slippery lets him move through Shamblers.
func (c *applyCtx) survivorMoveOptions(m *Model) physics.MoveOptions {
	var opt physics.MoveOptions
	if m.ID == "leo" {
		for i := range c.st.Models {
			if z := &c.st.Models[i]; z.Kind == "shambler" && z.OnTable() {
				opt.PassThrough = append(opt.PassThrough, c.body(z))
			}
		}
	}
	return opt
}

// route is the way a survivor's move goes: the route the player chose (the via corners, then
// dest), or else the cheapest route to dest.
func (c *applyCtx) route(m *Model, via []physics.Vec, dest physics.Vec) (physics.Path, error) {
	finite := func(p physics.Vec) bool { return !math.IsNaN(p.X+p.Y) && !math.IsInf(p.X+p.Y, 0) }
	ok := finite(dest)
	for _, p := range via {
		ok = ok && finite(p)
	}
	if !ok {
		return physics.Path{}, reject("a move's points must be numbers of inches")
	}
	if len(via) > 0 {
		pts := append(append(make([]physics.Vec, 0, len(via)+1), via...), dest)
		cost, err := c.g.table.CheckRoute(c.body(m), pts, c.survivorMoveOptions(m))
		if err != nil {
			return physics.Path{}, reject("%s cannot move that way: %v", name(m), err)
		}
		return physics.Path{Points: append([]physics.Vec{m.Pos}, pts...), Cost: cost, Reached: true}, nil
	}
	// A move sent without its route is a player's: the search is complete (no bound of
	// ruling G9), so that "no way there" is never said of a place a route reaches.
	opt := c.survivorMoveOptions(m)
	opt.Complete = true
	path, err := c.g.table.PathTo(c.body(m), dest, opt)
	if err != nil {
		return path, reject("%s cannot stand at (%.1f, %.1f): %v", name(m), dest.X, dest.Y, err)
	}
	if !path.Reached {
		return path, reject("there is no way for %s to get to (%.1f, %.1f)", name(m), dest.X, dest.Y)
	}
	return path, nil
}
