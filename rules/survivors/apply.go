package survivors

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// ctx is one command being applied: the working state, its dice and where events go.
type ctx struct {
	r    *rules
	s    *State
	d    *game.Dice
	emit func(game.Event)
}

// Apply judges one command: one handler per command type, each in its own file.
func (r *rules) Apply(s *State, cmd game.Command, d *game.Dice, emit func(game.Event)) error {
	r.Sync(s)
	if r.Actor(s, cmd) == "" {
		return game.Refuse("that cannot be done now: %s", r.waitingFor(s))
	}
	c := &ctx{r: r, s: s, d: d, emit: emit}
	var err error
	switch cmd := cmd.(type) {
	case RollOff:
		err = c.rollOff()
	case Deploy:
		err = c.deploy(cmd)
	case EndDeployment:
		err = c.endDeployment()
	case Move:
		err = c.move(cmd.Model, cmd.To, cmd.Via, false)
	case Advance:
		err = c.move(cmd.Model, cmd.To, cmd.Via, true)
	case Climb:
		err = c.climb(cmd)
	case Attack:
		err = c.attack(cmd)
	case Reload:
		err = c.reload(cmd)
	case Search:
		err = c.search(cmd)
	case Collect:
		err = c.collect(cmd)
	case PassSupplies:
		err = c.pass(cmd)
	case EndActivation:
		err = c.endActivationCmd(cmd)
	case ActivateZombie:
		err = c.activateZombieCmd(cmd)
	case PlaceZombie:
		err = c.placeZombieCmd(cmd)
	default:
		err = game.Refuse("%s is not a command of Survivors", cmd.CommandType())
	}
	if err != nil {
		return err
	}
	c.checkWipeout()
	return nil
}

// waitingFor says in words what the game waits for.
func (r *rules) waitingFor(s *State) string {
	switch s.Phase {
	case PhaseRollOff:
		return "the bands roll off for deployment"
	case PhaseDeploy:
		return r.bandName(s.Deployer) + " is deploying"
	case PhaseActivation:
		return r.bandName(s.Turn) + " is to activate a character"
	case PhaseEvents:
		return r.bandName(s.Event.Chooser) + " is resolving zombie activity"
	case PhaseSurge:
		return r.bandName(s.Surge.Order[0]) + " is resolving the zombie surge"
	}
	return "the game is over"
}

// note emits a line for the log.
func (c *ctx) note(format string, args ...any) {
	c.emit(game.Event{Type: game.EvNote, Text: fmt.Sprintf(format, args...)})
}

// roll emits a roll event.
func (c *ctx) roll(model string, dice []int, hits int, format string, args ...any) {
	c.emit(game.Event{Type: game.EvRoll, Model: model, Dice: dice, Hits: hits, Text: fmt.Sprintf(format, args...)})
}

// model finds a model by id.
func (s *State) model(id string) (int, *Model) {
	for i := range s.Models {
		if s.Models[i].ID == id {
			return i, &s.Models[i]
		}
	}
	return -1, nil
}

// character finds a character of the given band on the table, or says why not.
func (c *ctx) character(id string, band int) (int, *Model, error) {
	i, m := c.s.model(id)
	switch {
	case m == nil:
		return -1, nil, game.Refuse("there is no model %q", trunc(id))
	case m.Zombie:
		return -1, nil, game.Refuse("%s is a zombie: nobody commands the dead", m.Name)
	case m.Out:
		return -1, nil, game.Refuse("%s is out of action", m.Name)
	case m.Band != band:
		return -1, nil, game.Refuse("%s belongs to %s", m.Name, c.r.bandName(m.Band))
	}
	return i, m, nil
}

// place moves model i to p on level, keeping the table in step.
func (c *ctx) place(i int, p physics.Vec, level int) {
	c.s.Models[i].Pos, c.s.Models[i].Level = p, level
	c.r.syncBody(c.s, i)
}

// addZombie puts a new zombie on the table at p; false at the cap of 40 (P4).
func (c *ctx) addZombie(p physics.Vec) (int, bool) {
	if c.s.zombiesOnTable() >= maxZombies {
		c.note("There are already %d zombies on the table: no more arrive", maxZombies)
		return -1, false
	}
	c.s.Models = append(c.s.Models, newZombie(c.s, p))
	i := len(c.s.Models) - 1
	c.r.syncBody(c.s, i)
	return i, true
}

func (s *State) zombiesOnTable() int {
	n := 0
	for i := range s.Models {
		if s.Models[i].Zombie && !s.Models[i].Out {
			n++
		}
	}
	return n
}

func trunc(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
