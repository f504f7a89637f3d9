package main

import (
	"github.com/borrowed-time/tabletop/physics"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"math"
)

// The panel's actions that find their own target: the nearest search location, door or
// objective marker, or the survivor in contact who needs help.

func (p *play) nearest(points map[string]physics.Vec) string {
	me, ok := p.g.Body(p.selected)
	if !ok {
		return ""
	}
	best, bestD := "", math.Inf(1)
	for id, pt := range points {
		if d := p.g.Table().DistanceToPoint(me, pt); d < bestD || (d == bestD && id < best) {
			best, bestD = id, d
		}
	}
	return best
}

func (p *play) searchHere() {
	pts := map[string]physics.Vec{}
	for _, l := range p.g.Scenario().SearchLocations {
		pts[l.ID] = l.At
	}
	p.apply(bt.Search{Survivor: p.selected, Location: p.nearest(pts)})
}

func (p *play) interactHere() {
	pts := map[string]physics.Vec{}
	for _, o := range p.g.Scenario().Objectives {
		pts[o.ID] = o.At
	}
	p.apply(bt.Interact{Survivor: p.selected, Location: p.nearest(pts)})
}

// doorHere opens the nearest door, or closes it if open.
func (p *play) doorHere() {
	pts := map[string]physics.Vec{}
	doors := p.g.Scenario().Doors()
	for _, d := range doors {
		pts[d.ID] = d.Centre
	}
	door := p.nearest(pts)
	st := p.g.State()
	open := true
	for i, d := range doors {
		if d.ID == door {
			open = !st.DoorsOpen[i]
		}
	}
	if open {
		p.apply(bt.OpenDoor{Survivor: p.selected, Location: door})
	} else {
		p.apply(bt.CloseDoor{Survivor: p.selected, Location: door})
	}
}

// helpHere revives a Downed survivor in contact, or uses a Medkit on the most hurt one in
// contact (or yourself).
func (p *play) helpHere() {
	st := p.g.State()
	me, ok := p.g.Body(p.selected)
	if !ok {
		return
	}
	var hurt string
	worst := 99
	for _, m := range st.Models {
		if !m.IsSurvivor() || m.Removed {
			continue
		}
		b, _ := p.g.Body(m.ID)
		inReach := m.ID == p.selected || p.g.Table().InContact(me, b)
		if !inReach {
			continue
		}
		if m.Downed {
			p.apply(bt.Revive{Survivor: p.selected, Target: m.ID})
			return
		}
		if m.Wounds < worst {
			hurt, worst = m.ID, m.Wounds
		}
	}
	p.apply(bt.Medkit{Survivor: p.selected, Target: hurt})
}

// pickUpHere picks up the nearest item lying in reach.
func (p *play) pickUpHere() {
	st := p.g.State()
	me, ok := p.g.Body(p.selected)
	if !ok {
		return
	}
	best, bestD := "", math.Inf(1)
	for _, g := range st.Ground {
		if d := p.g.Table().DistanceToPoint(me, g.Pos); d < bestD {
			best, bestD = g.Item, d
		}
	}
	if best == "" {
		p.problem("there is nothing lying here")
		return
	}
	p.apply(bt.PickUp{Survivor: p.selected, Item: best})
}

// juryRigHere: Sparky jury-rigs the nearest objective marker.
func (p *play) juryRigHere() {
	pts := map[string]physics.Vec{}
	for _, o := range p.g.Scenario().Objectives {
		pts[o.ID] = o.At
	}
	p.apply(bt.JuryRig{Survivor: p.selected, Location: p.nearest(pts)})
}
