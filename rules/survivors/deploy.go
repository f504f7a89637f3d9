package survivors

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// rollOff: both bands roll a D6, ties again; the higher deploys first (R7).
func (c *ctx) rollOff() error {
	a, b := c.rollPair()
	c.s.Deployer = 0
	if b > a {
		c.s.Deployer = 1
	}
	c.roll("", []int{a, b}, 0, "Deployment roll-off: %s %d, %s %d. First to deploy: %s",
		c.r.bandName(0), a, c.r.bandName(1), b, c.r.bandName(c.s.Deployer))
	c.s.Phase = PhaseDeploy
	return nil
}

// rollPair rolls a D6 for each band; a tie is rolled again once, and a second tie is
// settled by a coin nobody rolls (R1, R7), so a command never needs more than four dice.
func (c *ctx) rollPair() (int, int) {
	a, b := c.d.D6(), c.d.D6()
	if a == b {
		c.roll("", []int{a, b}, 0, "A tie (%d and %d): rolled again", a, b)
		a, b = c.d.D6(), c.d.D6()
	}
	if a == b {
		if c.d.Hidden(2) == 0 {
			return 2, 1
		}
		return 1, 2
	}
	return a, b
}

// deploy moves a character of the deploying band within its zone (R7).
func (c *ctx) deploy(cmd Deploy) error {
	i, m, err := c.character(cmd.Model, c.s.Deployer)
	if err != nil {
		return err
	}
	zone := zoneOf(c.r.scen, c.r.bandSides()[c.s.Deployer])
	if !baseInZone(zone.Polygon, cmd.To) {
		return game.Refuse("%s must stand wholly inside %s's start zone", m.Name, c.r.bandName(c.s.Deployer))
	}
	if err := c.r.table.CheckPlacement(physics.Body{Base: physics.Base25mm, Pos: cmd.To}, c.r.body(c.s, i)); err != nil {
		return game.Refuse("%s cannot stand there: %v", m.Name, err)
	}
	from := m.Pos
	c.place(i, cmd.To, 0)
	c.emit(game.Event{Type: game.EvMove, Model: m.ID, Path: []physics.Vec{from, cmd.To}, Text: m.Name + " takes up a new position"})
	return nil
}

// endDeployment confirms the deploying band; after the last, round 1 begins (R7).
func (c *ctx) endDeployment() error {
	s := c.s
	s.Deployed[s.Deployer] = true
	c.note("Deployed: %s", c.r.bandName(s.Deployer))
	if c.r.bands() == 2 && !s.Deployed[1-s.Deployer] {
		s.Deployer = 1 - s.Deployer
		return nil
	}
	c.startRound()
	return nil
}
