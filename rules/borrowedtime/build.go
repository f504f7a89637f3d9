package borrowedtime

import (
	"strings"

	"github.com/borrowed-time/tabletop/game"
)

// Build makes the command an action means with the picks; Apply stays the judge of it.
func (r *Rules) Build(st *State, seat game.SeatID, model string, a game.ActionID, p game.Picks) (game.Command, error) {
	cmd, err := r.command(st, model, a, p)
	if err != nil {
		return nil, err
	}
	return cmd, nil
}

// command is Build with the game's own command type.
func (r *Rules) command(st *State, model string, a game.ActionID, p game.Picks) (Command, error) {
	kind, names := splitAction(a)
	named := strings.Join(names, ":")
	switch kind {
	case ActMove:
		if p.To == nil {
			return nil, game.Refuse("say where the survivor goes")
		}
		cmd := Move{Survivor: model, To: p.To, Via: p.Via}
		if len(p.Via) == 0 {
			if plan, err := r.planMove(st, model, *p.To, p.Near); err == nil && len(plan.path.Points) > 1 {
				pts := plan.path.Points
				cmd.To, cmd.Via = &pts[len(pts)-1], via(pts)
			}
		}
		return cmd, nil
	case ActAttack, ActKnockDown:
		return Attack{Survivor: model, Target: p.Target, Weapon: named, KnockDown: kind == ActKnockDown}, nil
	case ActFightBack:
		return Attack{Survivor: model, Target: p.Target, Weapon: named, Withdraw: 1}, nil
	case ActAim:
		return Aim{Survivor: model}, nil
	case ActHunker:
		return Hunker{Survivor: model}, nil
	case ActClimb:
		return Climb{Survivor: model}, nil
	case ActReload:
		return Reload{Survivor: model, Weapon: named}, nil
	case ActRevive:
		return Revive{Survivor: model, Target: p.Target}, nil
	case ActMedkit:
		return Medkit{Survivor: model, Target: p.Target}, nil
	case ActRally:
		return Rally{Survivor: model, Target: p.Target}, nil
	case ActSearch, ActDoor, ActInteract, ActJuryRig, ActGive, ActPickUp:
		return r.chosen(st, model, a, p.Choice)
	case ActUse:
		return UseItem{Survivor: model, To: p.To, Item: named}, nil
	case ActChoose:
		if st.Pending == nil {
			return nil, game.Refuse("there is no card to choose")
		}
		return Choose{Survivor: st.Pending.Survivor, Item: p.Choice}, nil
	case ActEndActivation:
		return EndActivation{}, nil
	case ActEndPhase:
		return EndSurvivorPhase{}, nil
	case ActDirector:
		return r.menuCommand(names, p)
	case ActEndSpending:
		return EndSpending{}, nil
	case ActActivate:
		target := p.Target
		if named != "" {
			target = named
		}
		return ActivateZombie{Target: target}, nil
	case ActActivateAll:
		return ActivateAllZombies{}, nil
	case ActEndRound:
		return EndRound{}, nil
	}
	return nil, game.Refuse("Borrowed Time has no action %q", a)
}

// chosen is the command of a place action: the option chosen, or the only one the rules take.
func (r *Rules) chosen(st *State, model string, a game.ActionID, choice string) (Command, error) {
	m := st.Model(model)
	if m == nil || !m.IsSurvivor() {
		return nil, game.Refuse("pick a survivor first")
	}
	var only []game.Action
	for _, act := range r.survivorActions(st, m) {
		if act.ID == a {
			only = append(only, act)
		}
	}
	if len(only) == 0 {
		return nil, game.Refuse("%s cannot do that", name(m))
	}
	act := only[0]
	if !act.Enabled {
		return nil, game.Refuse("%s", act.Why)
	}
	if choice == "" && len(act.Choices) == 1 {
		choice = act.Choices[0].ID
	}
	for _, o := range r.optionsFor(st, m, a) {
		if o.id == choice {
			return o.cmd, nil
		}
	}
	return nil, game.Refuse("choose which")
}

// optionsFor are the options of a place action.
func (r *Rules) optionsFor(st *State, m *Model, a game.ActionID) []option {
	switch a {
	case ActSearch:
		return r.searchOptions(st, m)
	case ActDoor:
		return r.doorOptions(st, m)
	case ActInteract:
		return r.objectiveOptions(st, m, func(loc string) Command { return Interact{Survivor: m.ID, Location: loc} })
	case ActJuryRig:
		return r.objectiveOptions(st, m, func(loc string) Command { return JuryRig{Survivor: m.ID, Location: loc} })
	case ActGive:
		return r.giveOptions(st, m)
	case ActPickUp:
		return r.pickUpOptions(st, m)
	}
	return nil
}

// menuCommand is the Director's menu entry with its picks: a spawn point clicked near, a
// zombie, a point for the fire.
func (r *Rules) menuCommand(names []string, p game.Picks) (Command, error) {
	if len(names) == 0 {
		return nil, game.Refuse("say which Director action")
	}
	cmd := DirectorAction{Action: names[0], Target: p.Target}
	if len(names) > 1 {
		cmd.Kind = names[1]
	}
	switch names[0] {
	case "spawn-shambler", "spawn-horde", "spawn-special":
		if p.To == nil {
			return nil, game.Refuse("click a spawn point")
		}
		cmd.Spawn = r.nearestSpawn(*p.To)
	case "thematic-event":
		cmd.To = p.To
	}
	return cmd, nil
}

// Preview works out what an action would do with the picks, changing nothing: a move's
// route and AP, an attack's sight, cover and dice, and for anything else whether the rules
// take it.
func (r *Rules) Preview(st *State, seat game.SeatID, model string, a game.ActionID, p game.Picks) game.Preview {
	kind, _ := splitAction(a)
	if kind == ActMove {
		return r.previewMove(st, model, p)
	}
	cmd, err := r.command(st, model, a, p)
	if err != nil {
		return game.Preview{Text: why(err)}
	}
	if attack, ok := cmd.(Attack); ok && attack.Target != "" {
		return r.previewAttack(st, attack)
	}
	n, err := r.try(st, cmd)
	if err != nil {
		return game.Preview{Text: why(err)}
	}
	pv := game.Preview{OK: true, Dice: n}
	if n > 0 {
		pv.Text = Plural(n, "die", "dice")
	}
	return pv
}
