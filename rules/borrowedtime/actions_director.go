package borrowedtime

import (
	"fmt"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// menuOrder is the Director's menu in the rulebook's order (section VI); a scenario's own
// action joins it when the scenario has the special rule.
var menuOrder = []struct{ id, rule string }{
	{"sudden-lunge", ""}, {"spawn-shambler", ""}, {"reanimate", ""}, {"thematic-event", ""},
	{"spawn-horde", ""}, {"spawn-special", ""}, {"all-hell", ""}, {"crumbling-facade", "crumbling-facade"},
}

// specialKinds are the special infected the Director may spawn, in the rulebook's order.
var specialKinds = []string{"screamer", "brute", "hunter", "bloater"}

// directorMenu is what the Director may spend Heat on now, each with its cost and what it
// needs picked, and stopping.
func (r *Rules) directorMenu(st *State) []game.Action {
	var out []game.Action
	for _, e := range menuOrder {
		if e.rule != "" && !slices.Contains(r.scenario.SpecialRules, e.rule) {
			continue
		}
		if e.id == "spawn-special" {
			for _, k := range specialKinds {
				out = append(out, r.menuAction(st, e.id, k))
			}
			continue
		}
		out = append(out, r.menuAction(st, e.id, ""))
	}
	stop := game.Action{ID: ActEndSpending, Label: "Stop spending Heat", Key: "Enter", Enabled: true, Ends: true,
		Help: "The zombies act next."}
	if st.Heat > 0 {
		stop.Confirm = fmt.Sprintf("The Director has %d Heat left. Stop spending it?", st.Heat)
	}
	return append(out, stop)
}

// menuAction is one entry of the Director's menu.
func (r *Rules) menuAction(st *State, id, kind string) game.Action {
	cost := directorCosts[id]
	// The help is the action's words without the cost before them (Describe's summary): the
	// cost goes beside the button, and a table may add it to the tip.
	a := game.Action{ID: actionID(ActDirector, id), Label: DirectorActionName(id), Help: sentence(directorActionTexts[id]), Cost: fmt.Sprintf("%d Heat", cost)}
	if kind != "" {
		a.ID = actionID(ActDirector, id, kind)
		a.Label = "Spawn " + NameOf(kind)
	}
	cmd := DirectorAction{Action: id, Kind: kind}
	if st.Heat < cost {
		a.Why = fmt.Sprintf("The Director has only %d Heat.", st.Heat)
		return a
	}
	switch id {
	case "spawn-shambler", "spawn-horde", "spawn-special":
		a.Needs, a.Prompt = game.PickPoint, "Click a spawn point"
		for _, sp := range r.scenario.SpawnPoints {
			cmd.Spawn = sp.ID
			if _, err := r.try(st, cmd); err == nil {
				a.Spots = append(a.Spots, sp.At)
			} else if a.Why == "" {
				a.Why = why(err)
			}
		}
		a.Enabled = len(a.Spots) > 0
	case "thematic-event":
		a.Needs, a.Prompt, a.Enabled = game.PickPoint, "Click where the fire starts: 2\" or more from every survivor", true
	case "sudden-lunge", "reanimate", "crumbling-facade":
		a.Needs, a.Prompt = game.PickModel, "Click the zombie"
		if id == "reanimate" {
			a.Prompt = "Click the mark where a Shambler fell this round"
		}
		for i := range st.Models {
			z := &st.Models[i]
			if z.IsSurvivor() || (z.Removed != (id == "reanimate")) {
				continue
			}
			cmd.Target = z.ID
			if _, err := r.try(st, cmd); err == nil {
				a.Targets = append(a.Targets, z.ID)
			} else if a.Why == "" {
				a.Why = why(err)
			}
		}
		a.Enabled = len(a.Targets) > 0
	default:
		r.judge(st, &a, cmd)
	}
	if a.Enabled {
		a.Why = ""
	} else if a.Why == "" {
		a.Why = "There is nowhere to do that now."
	}
	return a
}

// zombieActions are the Director's once the Heat is spent: each zombie activates, or all of
// them in turn, then the round ends.
func (r *Rules) zombieActions(st *State, model string) []game.Action {
	pick := game.Action{ID: ActActivate, Label: "Activate a zombie", Key: "Z", Needs: game.PickModel,
		Help: "The zombie acts by its behaviour: it moves on the nearest survivor it notices and attacks in base contact.", Prompt: "Click a zombie that has not acted"}
	for i := range st.Models {
		z := &st.Models[i]
		if z.IsSurvivor() || !z.OnTable() {
			continue
		}
		if _, err := r.try(st, ActivateZombie{Target: z.ID}); err == nil {
			pick.Targets = append(pick.Targets, z.ID)
		}
	}
	pick.Enabled = len(pick.Targets) > 0
	if !pick.Enabled {
		pick.Why = "Every zombie has acted."
	}
	if model != "" && slices.Contains(pick.Targets, model) {
		pick.Label, pick.Needs, pick.Prompt = "Activate "+NameOf(model), game.PickNothing, ""
		pick.ID = actionID(ActActivate, model)
	}
	all := game.Action{ID: ActActivateAll, Label: "Activate every zombie", Key: "Space", Help: "Every zombie that has not acted acts, one after another."}
	if slices.ContainsFunc(st.Models, func(z Model) bool { return !z.IsSurvivor() && z.OnTable() && !z.Acted }) {
		r.judge(st, &all, ActivateAllZombies{})
	} else {
		all.Why = "Every zombie has acted: end the round."
	}
	end := game.Action{ID: ActEndRound, Label: "End the round", Key: "Enter", Ends: true, Help: "Threat rises, fires burn down, and the next round begins."}
	r.judge(st, &end, EndRound{})
	return []game.Action{all, end, pick}
}

// nearestSpawn is the spawn point nearest a point.
func (r *Rules) nearestSpawn(p physics.Vec) string {
	best, bestD := "", 0.0
	for _, sp := range r.scenario.SpawnPoints {
		if d := sp.At.Dist(p); best == "" || d < bestD {
			best, bestD = sp.ID, d
		}
	}
	return best
}

// DirectorMenu is every action the Director's menu may offer, in its order: each special
// infected its own spawn, a scenario's own action included.
func DirectorMenu() []game.ActionID {
	var out []game.ActionID
	for _, e := range menuOrder {
		if e.id != "spawn-special" {
			out = append(out, actionID(ActDirector, e.id))
			continue
		}
		for _, k := range specialKinds {
			out = append(out, actionID(ActDirector, e.id, k))
		}
	}
	return out
}
