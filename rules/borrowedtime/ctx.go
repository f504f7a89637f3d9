package borrowedtime

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// applyCtx is one command being applied to a working copy of the state.
type applyCtx struct {
	g      *Rules
	st     *State
	events []Event
	// dice serve the command's dice: the game's generator's, or the players' real ones.
	dice *game.Dice
	// ended is the place plus one in events of the line ending an activation (finishActivation),
	// 0 for none: endsLast moves it after the action's own lines.
	ended int
}

func reject(format string, args ...any) error {
	return &Rejection{Reason: fmt.Sprintf(format, args...)}
}

// run dispatches a command to its handler, which reads it as its own type.
func (c *applyCtx) run(cmd Command) error {
	if c.st.Phase == PhaseOver {
		return reject("the game is over: %s", c.st.WinReason)
	}
	if _, choosing := cmd.(Choose); c.st.Pending != nil && !choosing {
		p := c.st.Pending
		return reject("%s must first choose which card to keep: %s", name(c.st.Model(p.Survivor)), itemNames(p.Cards))
	}
	if def, ok := commands[cmd.CommandType()]; ok {
		err := def.apply(c, cmd)
		c.endsLast()
		return err
	}
	return reject("there is no command %q", cmd.CommandType())
}

// endsLast moves the line that ends an activation after the lines that follow it about the
// same action: an action paid for before it is resolved (a search, whose card is drawn after
// the last AP is spent) would otherwise log "…'s activation ends" before its own outcome (a
// play-test read the search's trap after the end of the activation). Only the events' order
// changes, and only where no other activation or phase follows.
func (c *applyCtx) endsLast() {
	i := c.ended - 1
	c.ended = 0
	if i < 0 || i >= len(c.events)-1 {
		return
	}
	for _, e := range c.events[i+1:] {
		if e.Type == EvActivation || e.Type == EvPhase {
			return
		}
	}
	end := c.events[i]
	copy(c.events[i:], c.events[i+1:])
	c.events[len(c.events)-1] = end
}

func (c *applyCtx) emit(e Event) { c.events = append(c.events, e) }

// takeEvents returns a copy of the command's events (nil for none) and gives their buffer back
// to the game for the next command.
func (c *applyCtx) takeEvents() []Event {
	out := slices.Clone(c.events)
	if len(out) == 0 {
		out = nil
	}
	clear(c.events) // the buffer keeps no strings or paths alive
	c.g.eventBuf = c.events[:0]
	return out
}

// roll rolls n dice: the game's generator's, or the next n table dice from the command.
func (c *applyCtx) roll(n int) []int { return c.dice.Roll(n, 6) }

// count returns the successes (4+) and complications (1s) among dice.
func count(dice []int) (successes, complications int) {
	for _, d := range dice {
		if d >= 4 {
			successes++
		}
		if d == 1 {
			complications++
		}
	}
	return
}

// addHeat raises the Heat track, up to its maximum; Heat beyond it is lost (section XI).
func (c *applyCtx) addHeat(n int, why string) {
	if n <= 0 {
		return
	}
	max := c.g.scenario.HeatMax
	gained := min(n, max-c.st.Heat)
	c.st.Heat += gained
	text := "+" + strconv.Itoa(gained) + " Heat (" + why + "): Heat " + strconv.Itoa(c.st.Heat)
	if gained < n {
		text += fmt.Sprintf(", %d lost at the maximum", n-gained)
	}
	c.emit(Event{Type: EvHeat, Heat: gained, Text: text})
}

// addThreat advances the Threat track and ends the game if it reaches its maximum; else the
// Director resolves the events of the spaces it lands on or passes (section VIII.2).
func (c *applyCtx) addThreat(n int, why string) {
	from := c.st.Threat
	c.st.Threat += n
	c.emit(Event{Type: EvThreat, Threat: n, Text: fmt.Sprintf("Threat +%d (%s): Threat %d of %d", n, why, c.st.Threat, c.g.scenario.ThreatMax)})
	if c.st.Threat >= c.g.scenario.ThreatMax {
		c.st.Threat = c.g.scenario.ThreatMax
		c.win("director", fmt.Sprintf("the Threat track reached %d", c.g.scenario.ThreatMax))
		return
	}
	c.threatEvents(from, c.st.Threat)
}

// win ends the game.
func (c *applyCtx) win(side, reason string) {
	if c.st.Phase == PhaseOver {
		return
	}
	c.st.Phase, c.st.Winner, c.st.WinReason = PhaseOver, side, reason
	who := map[string]string{"director": "The Director wins", "survivors": "The survivors win"}[side]
	c.emit(Event{Type: EvVictory, Winner: side, Text: who + ": " + reason})
}

// model returns a model by id, refusing unknown ones.
func (c *applyCtx) model(id, role string) (*Model, error) {
	if id == "" {
		return nil, reject("say which %s", role)
	}
	m := c.st.Model(id)
	if m == nil {
		return nil, reject("there is no model %q", id)
	}
	return m, nil
}

// body returns the table base of a model (kept in step with the working state).
func (c *applyCtx) body(m *Model) physics.BodyID {
	i := c.st.index(m.ID)
	c.g.syncBody(c.st, i)
	b, _ := c.g.bases.ID(i)
	return b
}

// place moves a model and its base.
func (c *applyCtx) place(m *Model, p physics.Vec) {
	m.Pos = p
	c.g.syncBody(c.st, c.st.index(m.ID))
}

// name returns a model's display name.
func name(m *Model) string {
	if m.IsSurvivor() {
		return survivorProfiles[m.ID].Name
	}
	return zombieName(m)
}

// zombieName names a zombie model as players do: its type and its number ("Shambler 3"). It
// runs for every event text of a simulated game, so it is one lookup and one join.
func zombieName(m *Model) string {
	z, ok := zombieProfiles[m.Kind]
	if !ok {
		return maps.ReadableID(m.ID)
	}
	if i := strings.LastIndexByte(m.ID, '-'); i >= 0 && i+1 < len(m.ID) {
		return z.Name + " " + m.ID[i+1:]
	}
	return z.Name
}
