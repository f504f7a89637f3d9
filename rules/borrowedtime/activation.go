package borrowedtime

import "strconv"

// actionPoints is each survivor's AP per activation (section V).
const actionPoints = 3

// actor returns the survivor id (the one the command names), starting their activation if
// need be, once it is certain they may act and have cost AP left. It returns no survivor and no error when the
// survivor is Downed by the flames as the activation starts: the command is accepted and does
// nothing more.
func (c *applyCtx) actor(id string, cost int) (*Model, error) {
	if c.st.Phase != PhaseSurvivors {
		return nil, reject("survivors act in the Survivor phase; it is the %s phase", c.st.Phase)
	}
	m, err := c.model(id, "survivor")
	if err != nil {
		return nil, err
	}
	switch {
	case !m.IsSurvivor():
		return nil, reject("%s is not a survivor", name(m))
	case m.Removed:
		return nil, reject("%s is dead", name(m))
	case m.Downed:
		return nil, reject("%s is Downed and cannot act until revived", name(m))
	case c.st.Active != "" && c.st.Active != m.ID:
		other := c.st.Model(c.st.Active)
		return nil, reject("%s is still activating (%d AP left): end that activation first", name(other), other.AP)
	case c.st.Active == "" && m.Activated:
		return nil, reject("%s has already activated this round", name(m))
	}
	if c.st.Active == "" {
		c.st.Active = m.ID
		m.Activated, m.AP, m.Aimed, m.Hunkered, m.MeleeDone = true, actionPoints+m.BonusAP, false, false, false
		m.BonusAP = 0
		c.emit(Event{Type: EvActivation, Model: m.ID, Text: name(m) + " activates (" + strconv.Itoa(actionPoints) + " AP)"})
		c.burnAtStart(m)
		if !m.Standing() {
			return nil, nil // burned down at the start: nothing more happens this activation
		}
	}
	if m.AP < cost {
		return nil, reject("%s has %d AP left; that costs %d", name(m), m.AP, cost)
	}
	return m, nil
}

// spend takes AP for an action, ending the activation when none are left.
func (c *applyCtx) spend(m *Model, cost int, action string) {
	m.AP -= cost
	ap := strconv.Itoa(cost) + " AP, " + strconv.Itoa(m.AP) + " left"
	if last := c.lastWords(); last != nil && last.Model == m.ID && last.Type != EvRoll && last.Type != EvActivation && last.Type != EvAP {
		// The action said what it did in one line (a move, a door opened): its cost joins
		// that line rather than taking one of its own.
		last.Text += " (" + ap + ")"
		c.emit(Event{Type: EvAP, Model: m.ID, AP: cost})
	} else {
		c.emit(Event{Type: EvAP, Model: m.ID, AP: cost, Text: name(m) + ": " + action + " (" + ap + ")"})
	}
	if m.AP == 0 {
		c.finishActivation(m)
	}
}

func (c *applyCtx) finishActivation(m *Model) {
	c.st.Active = ""
	m.AP = 0
	c.emit(Event{Type: EvActivation, Model: m.ID, Text: name(m) + activationEnds})
	c.ended = len(c.events)
}

// activationEnds ends the line that says an activation is over.
const activationEnds = "'s activation ends"

// endActivation ends the current survivor's activation; unspent AP are lost.
func (c *applyCtx) endActivation(cmd EndActivation) error {
	if c.st.Phase != PhaseSurvivors || c.st.Active == "" {
		return reject("no survivor is activating")
	}
	if cmd.Survivor != "" && cmd.Survivor != c.st.Active {
		return reject("%s is not the survivor activating", cmd.Survivor)
	}
	c.finishActivation(c.st.Model(c.st.Active))
	return nil
}

// lastWords is the command's last event that has words, or nil.
func (c *applyCtx) lastWords() *Event {
	for i := len(c.events) - 1; i >= 0; i-- {
		if c.events[i].Text != "" {
			return &c.events[i]
		}
	}
	return nil
}
