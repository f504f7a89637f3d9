package main

import (
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"math"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/hajimehoshi/ebiten/v2"
)

// Dropping a survivor means what the player obviously means: dropped on or beside a model,
// into base contact with it; dropped on or beside a door, touching that door on the side the
// pointer is; elsewhere, at the pointer. Base contact is a gap under 0.04" (less than a pixel
// at the usual zoom), so it is found by the geometry, not by the hand. Shift places freely.

// snapPixels is how near (on screen) a drop must be to a model or a door to snap to it.
const snapPixels = 12

// snapInches is the least snap distance on the table, however far the view is zoomed in.
const snapInches = 0.3

// dropKind is what a drop aims at.
type dropKind int

const (
	dropPlace   dropKind = iota // a place on the table
	dropContact                 // base contact with a model
	dropDoor                    // touching a door
)

// dropTarget is what a drop at a point means.
type dropTarget struct {
	kind  dropKind
	model string       // dropContact: the model
	door  maps.DoorRef // dropDoor: the door
	stand physics.Vec  // dropDoor: where the survivor stands touching it
}

// what names what the drop aims at: "the Shambler", "the side door".
func (t dropTarget) what(p *play) string {
	switch t.kind {
	case dropContact:
		return p.hoverName(t.model)
	case dropDoor:
		return p.doorName(t.door)
	}
	return "there"
}

// describe is the tape's label for the target: "contact with the Shambler".
func (t dropTarget) describe(p *play) string {
	switch t.kind {
	case dropContact:
		return "contact with " + t.what(p)
	case dropDoor:
		return "at " + t.what(p)
	}
	return ""
}

func (p *play) doorName(d maps.DoorRef) string {
	if d.Door.Name != "" {
		return "the " + d.Door.Name
	}
	return "the " + p.g.Scenario().PlaceName(d.ID)
}

// snapReach is the snap distance in inches at the current zoom.
func (p *play) snapReach() float64 { return max(snapInches, snapPixels/p.cam.scale) }

// dropTargetAt works out what dropping the picked survivor at pt means.
func (p *play) dropTargetAt(pt physics.Vec) dropTarget {
	if ebiten.IsKeyPressed(ebiten.KeyShift) {
		return dropTarget{}
	}
	return p.snapTarget(pt, p.snapReach())
}

// snapTarget is dropTargetAt without the keyboard: the rules' reading of the drop (the
// nearest model within reach of pt by base edge, else the nearest door within reach, else a
// plain place).
func (p *play) snapTarget(pt physics.Vec, reach float64) dropTarget {
	model, door, isDoor := p.g.SnapTarget(p.selected, pt, reach)
	switch {
	case model != "":
		return dropTarget{kind: dropContact, model: model}
	case isDoor:
		return dropTarget{kind: dropDoor, door: door, stand: p.g.DoorStand(p.selected, door, pt)}
	}
	return dropTarget{}
}

// doorNear returns the door whose opening passes within reach of pt.
func (p *play) doorNear(pt physics.Vec, reach float64) (maps.DoorRef, bool) {
	return p.g.DoorNear(pt, reach)
}

// doorOutline is the door's polygon on the table.
func (p *play) doorOutline(d maps.DoorRef) []physics.Vec { return p.g.DoorOutline(d) }

// routeTo finds the picked survivor's route for a drop target.
func (p *play) routeTo(t dropTarget, pt physics.Vec) (physics.Path, error) {
	me, _ := p.g.Body(p.selected)
	tb := p.g.Table()
	switch t.kind {
	case dropContact:
		it, _ := p.g.Body(t.model)
		return tb.PathToContact(me, it, physics.MoveOptions{})
	case dropDoor:
		return tb.PathTo(me, t.stand, physics.MoveOptions{})
	}
	return tb.PathTo(me, pt, physics.MoveOptions{})
}

// apLeft is what the picked survivor can still spend: their AP while activating, 3 before
// their activation, none after it.
func (p *play) apLeft() int {
	st := p.g.State()
	m := st.Model(p.selected)
	switch {
	case m == nil || m.Activated && st.Active != m.ID:
		return 0
	case st.Active == m.ID:
		return m.AP
	}
	return 3
}

// fitMove settles how many Move actions a route takes and cuts it where the player
// obviously meant it to end: a plain drop a hair past a whole number of Moves (under
// trimInches) stops at that number rather than spending an AP on the crumb; a drop past what
// the AP left can pay for goes as far as it can along the route (towards the model or the
// door, for a snapped drop, and the tape says it falls short).
func (p *play) fitMove(t dropTarget, path physics.Path) (physics.Path, int, string) {
	st := p.g.State()
	m := st.Model(p.selected)
	move := bt.SurvivorMove(p.selected)
	ap := p.apLeft()
	moves := int(math.Ceil(path.Cost/move - 1e-9))
	name := bt.ModelName(m)
	cut := func(budget float64) physics.Path {
		pts := p.g.Table().TruncatePath(m.Level, path.Points, budget, false)
		return physics.Path{Points: pts, Cost: p.g.Table().PathCost(m.Level, pts, false), Reached: true}
	}
	if ap == 0 {
		return path, moves, name + " has no AP left this round"
	}
	if t.kind != dropPlace {
		// Contact or the door is the point of a snapped drop: it is not cut short of it,
		// except when the AP cannot pay for it at all.
		if moves <= ap {
			return path, moves, ""
		}
		return cut(float64(ap) * move), ap, ""
	}
	if whole := math.Floor(path.Cost/move + 1e-9); moves > 1 && path.Cost-whole*move < trimInches && int(whole) <= ap {
		return cut(whole * move), int(whole), ""
	}
	if moves > ap {
		return cut(float64(ap) * move), ap, ""
	}
	return path, moves, ""
}

// trimInches: how far past a whole number of Moves a plain drop may be and still be read
// as that number of Moves.
const trimInches = 0.5
