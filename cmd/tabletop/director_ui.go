package main

import (
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// directorUI is the Director's hot-seat controls: an action waiting for its target.
type directorUI struct {
	pending string // a Director action waiting for a click on the table
	kind    string // spawn-special: which infected
}

// directorAction is one entry of the Director's menu: what it needs clicked, and the
// scenario special rule it belongs to, if it is one scenario's own.
type directorAction struct {
	id, label, needs string
	rule             string
}

// directorActions are the menu in its order (section VI).
var directorActions = []directorAction{
	{id: "sudden-lunge", label: "Sudden Lunge", needs: "a Shambler that sees a survivor"},
	{id: "spawn-shambler", label: "Spawn Shambler", needs: "a spawn point"},
	{id: "reanimate", label: "Reanimate", needs: "the mark where a Shambler fell this round"},
	{id: "thematic-event", label: "Thematic Event: fire", needs: "a point 2\" from every survivor"},
	{id: "spawn-horde", label: "Spawn Horde", needs: "a spawn point"},
	{id: "spawn-special", label: "Spawn Special", needs: "a spawn point"},
	{id: "all-hell", label: "All Hell Breaks Loose"},
	{id: "crumbling-facade", label: "Crumbling Facade", needs: "a zombie on the ground", rule: "crumbling-facade"},
}

// menu is the Director's menu in this scenario.
func (p *play) menu() []directorAction {
	out := make([]directorAction, 0, len(directorActions))
	for _, a := range directorActions {
		if a.rule == "" || slices.Contains(p.g.Scenario().SpecialRules, a.rule) {
			out = append(out, a)
		}
	}
	return out
}

// directorInput: a click answers the pending action's target.
func (p *play) directorInput(inTable bool) {
	if !inTable || !inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		return
	}
	st := p.g.State()
	if st.Step != bt.StepSpend || p.director.pending == "" {
		if p.hover != "" {
			p.hint(p.describeModel(p.hover))
		}
		return
	}
	a := p.director.pending
	cmd := bt.DirectorAction{Action: a, Kind: p.director.kind}
	switch a {
	case "spawn-shambler", "spawn-horde", "spawn-special":
		sp := p.spawnAt()
		if sp == "" {
			p.hint("click a spawn point (they glow on the table)")
			return
		}
		cmd.Spawn = sp
	case "thematic-event":
		to := p.pointer
		cmd.To = &to
	case "reanimate":
		cmd.Target = p.fallenShamblerAt()
		if cmd.Target == "" {
			p.hint("click where a Shambler fell this round")
			return
		}
	default:
		if p.hover == "" {
			p.hint("click " + p.needs(a))
			return
		}
		cmd.Target = p.hover
	}
	if p.apply(cmd) {
		p.director.pending = ""
	}
}

func (p *play) needs(action string) string {
	for _, d := range directorActions {
		if d.id == action {
			return d.needs
		}
	}
	return "a target"
}

// spawnAt returns the spawn point under the pointer (within 1"), or "".
func (p *play) spawnAt() string {
	for _, sp := range p.g.Scenario().SpawnPoints {
		if sp.At.Dist(p.pointer) <= 1 {
			return sp.ID
		}
	}
	return ""
}

// fallenShamblerAt returns a Shambler removed this round whose last place is under the pointer.
func (p *play) fallenShamblerAt() string {
	st := p.g.State()
	for _, m := range st.Models {
		if m.Kind == "shambler" && m.Removed && m.RemovedRound == st.Round && m.Pos.Dist(p.pointer) <= 1 {
			return m.ID
		}
	}
	return ""
}

// nextZombie activates the next zombie that has not acted.
func (p *play) nextZombie() {
	st := p.g.State()
	for _, m := range st.Models {
		if !m.IsSurvivor() && m.OnTable() && !m.Acted {
			p.apply(bt.ActivateZombie{Target: m.ID})
			return
		}
	}
	p.hint("every zombie has acted: end the round")
}

// spawnChoices are the spawn points to light up: all of them while a Director action waits
// for one to be clicked.
func (p *play) spawnChoices(st *bt.State) []string {
	if st.Phase != bt.PhaseDirector || st.Step != bt.StepSpend {
		return nil
	}
	switch p.director.pending {
	case "spawn-shambler", "spawn-horde", "spawn-special":
	default:
		return nil
	}
	ids := make([]string, 0, len(p.g.Scenario().SpawnPoints))
	for _, sp := range p.g.Scenario().SpawnPoints {
		ids = append(ids, sp.ID)
	}
	return ids
}
