package borrowedtime

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// Action ids the panel offers. Attacks, reloads and cards used name their weapon or card
// after a colon ("attack:service-pistol", "use:grenade"); the Director's menu names its
// action ("director:spawn-horde", "director:spawn-special:brute").
const (
	ActMove          game.ActionID = "move"
	ActAttack        game.ActionID = "attack"
	ActKnockDown     game.ActionID = "knock-down"
	ActFightBack     game.ActionID = "fight-step-back" // a fight, then up to 1" away if it is won
	ActAim           game.ActionID = "aim"
	ActHunker        game.ActionID = "hunker"
	ActReload        game.ActionID = "reload"
	ActSearch        game.ActionID = "search"
	ActDoor          game.ActionID = "door"
	ActInteract      game.ActionID = "interact"
	ActClimb         game.ActionID = "climb"
	ActRevive        game.ActionID = "revive"
	ActMedkit        game.ActionID = "medkit"
	ActGive          game.ActionID = "give"
	ActPickUp        game.ActionID = "pick-up"
	ActUse           game.ActionID = "use"
	ActRally         game.ActionID = "rally"
	ActJuryRig       game.ActionID = "jury-rig"
	ActChoose        game.ActionID = "choose"
	ActEndActivation game.ActionID = "end-activation"
	ActEndPhase      game.ActionID = "end-survivor-phase"
	ActDirector      game.ActionID = "director"
	ActEndSpending   game.ActionID = "end-spending"
	ActActivate      game.ActionID = "activate-zombie"
	ActActivateAll   game.ActionID = "activate-all"
	ActEndRound      game.ActionID = "end-round"
)

const oneAP = "1 AP"

// actionID joins an action's kind and what it names.
func actionID(kind game.ActionID, parts ...string) game.ActionID {
	return game.ActionID(strings.Join(append([]string{string(kind)}, parts...), ":"))
}

// splitAction reads an action id back into its kind and what it names.
func splitAction(a game.ActionID) (game.ActionID, []string) {
	parts := strings.Split(string(a), ":")
	return game.ActionID(parts[0]), parts[1:]
}

// Actions lists what seat may do now: with a survivor picked, what that survivor may do;
// with nothing picked (or a zombie), what the side whose phase it is may do.
func (r *Rules) Actions(st *State, seat game.SeatID, model string) []game.Action {
	if seat != game.Host && !slices.Contains(r.Turn(st), seat) {
		return nil
	}
	switch {
	case st.Pending != nil:
		return []game.Action{r.chooseAction(st)}
	case st.Phase == PhaseSurvivors:
		if m := st.Model(model); m != nil && m.IsSurvivor() {
			return r.survivorActions(st, m)
		}
		return r.survivorPhaseActions(st)
	case st.Phase == PhaseDirector && st.Step == StepSpend:
		return r.directorMenu(st)
	case st.Phase == PhaseDirector:
		return r.zombieActions(st, model)
	}
	return nil
}

// chooseAction is the card choice a survivor must make before anything else.
func (r *Rules) chooseAction(st *State) game.Action {
	p := st.Pending
	a := game.Action{ID: ActChoose, Label: "Keep a card", Needs: game.PickChoice, Enabled: true,
		Help:   fmt.Sprintf("%s found more than one card and keeps one of them.", NameOf(p.Survivor)),
		Prompt: "Choose the card to keep"}
	for _, c := range p.Cards {
		a.Choices = append(a.Choices, game.Choice{ID: c, Label: NameOf(c), Help: summaryOf(c)})
	}
	return a
}

// survivorPhaseActions are what the survivors may do with nobody picked.
func (r *Rules) survivorPhaseActions(st *State) []game.Action {
	var out []game.Action
	if st.Active != "" {
		out = append(out, game.Action{ID: ActEndActivation, Label: "End activation", Key: "E", Enabled: true, Ends: true,
			Help: fmt.Sprintf("%s stops here, AP unspent or not; another survivor may act next.", NameOf(st.Active))})
	}
	end := game.Action{ID: ActEndPhase, Label: "End the survivors' phase", Key: "Enter", Enabled: true, Ends: true,
		Help: "The survivors are done for this round: the Director's phase follows."}
	if waiting := r.notYetActed(st); len(waiting) > 0 {
		end.Confirm = fmt.Sprintf("%s not acted yet (%s). End the survivors' phase?", haveOrHas(len(waiting)), strings.Join(waiting, ", "))
	}
	return append(out, end)
}

// climbable reports whether the scenario has anywhere to climb: a roof, or a stairwell.
func (r *Rules) climbable() bool {
	for _, t := range r.scenario.Terrain {
		if t.Roof || len(t.Access) > 0 {
			return true
		}
	}
	return false
}

// notYetActed names the standing survivors who have not activated this round.
func (r *Rules) notYetActed(st *State) []string {
	var out []string
	for i := range st.Models {
		if m := &st.Models[i]; m.IsSurvivor() && m.Standing() && !m.Activated {
			out = append(out, name(m))
		}
	}
	return out
}

func haveOrHas(n int) string {
	if n == 1 {
		return "1 survivor has"
	}
	return fmt.Sprintf("%d survivors have", n)
}

// survivorActions are what one survivor may do now, each enabled or with the reason why not.
func (r *Rules) survivorActions(st *State, m *Model) []game.Action {
	var out []game.Action
	plain := func(id game.ActionID, label, help, key, cost string, cmd Command) {
		a := game.Action{ID: id, Label: label, Help: help, Key: key, Cost: cost}
		r.judge(st, &a, cmd)
		out = append(out, a)
	}
	move := game.Action{ID: ActMove, Label: "Move", Key: "M", Cost: oneAP + " a Move", Needs: game.PickPoint, Drag: true,
		Help:   fmt.Sprintf("Up to %g\" a Move for 1 AP each, difficult terrain counting double. Drop beside a model or a door to end in contact with it.", SurvivorMove(m.ID)),
		Prompt: "Drag the survivor to where they go"}
	move.Why = r.mayAct(st, m, 1)
	if move.Why == "" {
		r.sync(st)
		if z := (&applyCtx{g: r, st: st}).engagedBy(m); len(z) > 0 {
			move.Why = fmt.Sprintf("%s is engaged with %s: no Move until free (a fight won with Fight, then step back, frees them).", name(m), name(z[0]))
		}
	}
	move.Enabled = move.Why == ""
	out = append(out, move)
	out = append(out, r.attackActions(st, m)...)
	plain(ActAim, "Aim", "The next shot this activation rolls one more die.", "A", oneAP, Aim{Survivor: m.ID})
	plain(ActHunker, "Hunker Down", "Until their next activation, shots at them roll one die fewer.", "H", oneAP, Hunker{Survivor: m.ID})
	for _, w := range m.Weapons {
		if info := weapons[w.ID]; info.Ranged && w.Shots < info.Shots {
			plain(actionID(ActReload, w.ID), "Reload: "+info.Name, fmt.Sprintf("Refill the %s (%d of %d shots), using one of their %s.", info.Name, w.Shots, info.Shots, Plural(m.Reloads, "reload", "reloads")),
				"R", oneAP, Reload{Survivor: m.ID, Weapon: w.ID})
		}
	}
	out = append(out, r.placeAction(st, m, ActSearch, "Search", "Roll Wits at a search location in base contact: one success or more draws a salvage card, and a 6 (a critical success) a second.", "S", oneAP, r.searchOptions(st, m)))
	out = append(out, r.placeAction(st, m, ActDoor, "Open or close a door", "Open or close a door the survivor touches (a locked one may need a Wits test).", "D", oneAP, r.doorOptions(st, m)))
	out = append(out, r.objectiveAction(st, m))
	if r.climbable() { // a table with no roof to reach offers no Climb
		plain(ActClimb, "Climb", "Climb up or down where the building allows it.", "C", oneAP, Climb{Survivor: m.ID})
	}
	out = append(out, r.modelAction(st, m, ActRevive, "Revive", "Get a Downed survivor in base contact back on their feet.", "V", oneAP,
		func(t string) Command { return Revive{Survivor: m.ID, Target: t} }, r.survivorsOnTable(st, true)))
	if HasMedkit(m) || m.ID == "sharma" { // her own kit may have been handed on: she hears why not
		help := "Heal a survivor in base contact (or themselves)."
		switch {
		case has(m, "personal-medkit") && has(m, "medkit"):
			help += " Uses their own Medkit; the one found is kept."
		case has(m, "medkit"):
			help += " Uses up the Medkit found."
		}
		out = append(out, r.modelAction(st, m, ActMedkit, "Medkit", help, "K", oneAP,
			func(t string) Command { return Medkit{Survivor: m.ID, Target: t} }, r.survivorsOnTable(st, false)))
	}
	out = append(out, r.placeAction(st, m, ActGive, "Give a card", "Hand a card to a survivor in base contact.", "T", "", r.giveOptions(st, m)))
	out = append(out, r.placeAction(st, m, ActPickUp, "Pick up", "Pick up a card lying within reach.", "P", oneAP, r.pickUpOptions(st, m)))
	out = append(out, r.useActions(st, m)...)
	if m.ID == "father-michael" {
		out = append(out, r.modelAction(st, m, ActRally, "Rally the Faithful", summaryOf("rally-the-faithful"), "L", "",
			func(t string) Command { return Rally{Survivor: m.ID, Target: t} }, slices.DeleteFunc(r.survivorsOnTable(st, false), func(id string) bool { return id == m.ID })))
	}
	if m.ID == "sparky" {
		out = append(out, r.placeAction(st, m, ActJuryRig, "Jury-Rig", summaryOf("jury-rig"), "J", "2 AP",
			r.objectiveOptions(st, m, func(loc string) Command { return JuryRig{Survivor: m.ID, Location: loc} })))
	}
	end := game.Action{ID: ActEndActivation, Label: "End activation", Key: "E", Ends: true, Help: "Stop here, AP unspent or not."}
	switch {
	case st.Active == m.ID:
		end.Enabled = true
	case st.Active != "":
		end.Why = NameOf(st.Active) + " is the one activating."
	default:
		end.Why = name(m) + " has not begun an activation."
	}
	return append(out, end)
}

// judge enables an action when the rules take cmd now, or gives their reason.
func (r *Rules) judge(st *State, a *game.Action, cmd Command) {
	if _, err := r.try(st, cmd); err != nil {
		a.Why = why(err)
		return
	}
	a.Enabled = true
}

// option is one way to take an action that needs a place or a pairing chosen.
type option struct {
	id, label string
	at        physics.Vec // where it is, to tell the nearest refusal
	cmd       Command
}

// placeAction offers the options the rules take now: none needs no pick when there is one,
// a choice when there are several; with none, the reason the nearest one is refused.
func (r *Rules) placeAction(st *State, m *Model, id game.ActionID, label, help, key, cost string, opts []option) game.Action {
	a := game.Action{ID: id, Label: label, Help: help, Key: key, Cost: cost}
	bestD, reason := math.Inf(1), ""
	for _, o := range opts {
		_, err := r.try(st, o.cmd)
		if err == nil {
			a.Choices = append(a.Choices, game.Choice{ID: o.id, Label: o.label})
			continue
		}
		if d := o.at.Dist(m.Pos); d < bestD {
			bestD, reason = d, why(err)
		}
	}
	switch {
	case len(a.Choices) == 1:
		a.Enabled, a.Label = true, label+": "+a.Choices[0].Label
	case len(a.Choices) > 1:
		a.Enabled, a.Needs, a.Prompt = true, game.PickChoice, "Choose which"
	case reason != "":
		a.Why = reason
	default:
		a.Why = "There is nothing here for " + name(m) + " to do that with."
	}
	return a
}

// modelAction offers a survivor's action on another model (cmdFor's target), the models the
// rules take glowing.
func (r *Rules) modelAction(st *State, m *Model, id game.ActionID, label, help, key, cost string, cmdFor func(target string) Command, targets []string) game.Action {
	a := game.Action{ID: id, Label: label, Help: help, Key: key, Cost: cost, Needs: game.PickModel, Prompt: "Click the survivor"}
	reason := ""
	for _, t := range targets {
		_, err := r.try(st, cmdFor(t))
		if err == nil {
			a.Targets = append(a.Targets, t)
		} else if reason == "" {
			reason = why(err)
		}
	}
	if len(a.Targets) > 0 {
		a.Enabled = true
	} else if a.Why = reason; reason == "" {
		a.Why = "There is nobody for " + name(m) + " to do that for."
	}
	return a
}

// survivorsOnTable lists the survivors on the table (only the Downed ones, if downed).
func (r *Rules) survivorsOnTable(st *State, downed bool) []string {
	var out []string
	for i := range st.Models {
		if m := &st.Models[i]; m.IsSurvivor() && m.OnTable() && (!downed || m.Downed) {
			out = append(out, m.ID)
		}
	}
	return out
}

func (r *Rules) searchOptions(st *State, m *Model) []option {
	var out []option
	for _, l := range r.scenario.SearchLocations {
		out = append(out, option{id: l.ID, label: locName(l.Name, l.ID), at: l.At, cmd: Search{Survivor: m.ID, Location: l.ID}})
	}
	return out
}

func (r *Rules) doorOptions(st *State, m *Model) []option {
	var out []option
	for i, d := range r.doors {
		ref := r.doorRef(i)
		var verb string
		var cmd Command
		if st.DoorsOpen[i] {
			verb, cmd = "Close", CloseDoor{Survivor: m.ID, Location: ref}
		} else {
			verb, cmd = "Open", OpenDoor{Survivor: m.ID, Location: ref}
		}
		out = append(out, option{id: ref, label: verb + " " + r.doorName(i), at: centroid(d.outline), cmd: cmd})
	}
	return out
}

// objectiveOptions are the scenario's objective markers, each with the command cmdFor makes
// of it.
func (r *Rules) objectiveOptions(st *State, m *Model, cmdFor func(location string) Command) []option {
	var out []option
	for _, o := range r.scenario.Objectives {
		out = append(out, option{id: o.ID, label: "the " + r.scenario.PlaceName(o.ID), at: o.At, cmd: cmdFor(o.ID)})
	}
	return out
}

func (r *Rules) giveOptions(st *State, m *Model) []option {
	var cards []string
	for _, w := range m.Weapons {
		cards = append(cards, w.ID)
	}
	cards = append(cards, m.Items...)
	var out []option
	for _, to := range r.survivorsOnTable(st, false) {
		if to == m.ID {
			continue
		}
		friend := st.Model(to)
		for _, c := range cards {
			out = append(out, option{id: c + "@" + to, label: NameOf(c) + " to " + name(friend), at: friend.Pos,
				cmd: Trade{Survivor: m.ID, Target: to, Item: c}})
		}
	}
	return out
}

func (r *Rules) pickUpOptions(st *State, m *Model) []option {
	var out []option
	for _, g := range st.Ground {
		if slices.ContainsFunc(out, func(o option) bool { return o.id == g.Item }) {
			continue
		}
		out = append(out, option{id: g.Item, label: "the " + NameOf(g.Item), at: g.Pos, cmd: PickUp{Survivor: m.ID, Item: g.Item}})
	}
	return out
}

// useActions are the cards a survivor may use: each its own action, a thrown one aimed at a
// point.
func (r *Rules) useActions(st *State, m *Model) []game.Action {
	var out []game.Action
	for _, it := range m.Items {
		if _, ok := usable[it]; !ok || slices.ContainsFunc(out, func(a game.Action) bool { return a.ID == actionID(ActUse, it) }) {
			continue
		}
		a := game.Action{ID: actionID(ActUse, it), Label: "Use: " + NameOf(it), Help: summaryOf(it), Key: "U", Cost: usable[it]}
		if thrown[it] {
			a.Needs, a.Prompt = game.PickPoint, "Click where it lands"
			a.Why = r.mayAct(st, m, 1)
			a.Enabled = a.Why == ""
		} else {
			r.judge(st, &a, UseItem{Survivor: m.ID, Item: it})
		}
		out = append(out, a)
	}
	return out
}

// usable are the cards a survivor uses as an action, with what each costs; thrown ones need a
// point.
var (
	usable = map[string]string{"ammo-reload": "", "military-radio": oneAP, "adrenaline-shot": oneAP, "grenade": oneAP,
		"molotov-cocktail": oneAP, "climbing-gear": fmt.Sprintf("%d AP", climbGearAP)}
	thrown = map[string]bool{"grenade": true, "molotov-cocktail": true}
)

// doorRef is how commands name door i: its id, or "building-id/n".
func (r *Rules) doorRef(i int) string {
	d := r.doors[i]
	if d.id != "" {
		return d.id
	}
	return fmt.Sprintf("%s/%d", r.scenario.Terrain[d.piece].ID, d.opening)
}

// doorName names door i as players do.
func (r *Rules) doorName(i int) string {
	return (&applyCtx{g: r}).doorName(i)
}

// centroid is the middle of a polygon's corners.
func centroid(pts []physics.Vec) physics.Vec {
	var c physics.Vec
	for _, p := range pts {
		c = c.Add(p)
	}
	if len(pts) == 0 {
		return c
	}
	return c.Scale(1 / float64(len(pts)))
}

// mayAct says why a survivor cannot take an action of cost AP now ("" when they can), as the
// rules' activation judges it.
func (r *Rules) mayAct(st *State, m *Model, cost int) string {
	switch {
	case st.Phase != PhaseSurvivors:
		return "Survivors act in the survivors' phase."
	case m.Removed:
		return name(m) + " is dead."
	case m.Downed:
		return name(m) + " is Downed and cannot act until revived."
	case st.Active != "" && st.Active != m.ID:
		return NameOf(st.Active) + " is still activating: end that activation first."
	case st.Active == "" && m.Activated:
		return name(m) + " has already activated this round."
	case st.Active == m.ID && m.AP < cost:
		return fmt.Sprintf("%s has %s left.", name(m), Plural(m.AP, "AP", "AP"))
	}
	return ""
}

// summaryOf is what a piece of content does in play, in a sentence or two.
func summaryOf(id string) string {
	d, _ := Describe(id)
	return d.Summary
}

// ActionKinds are every kind of action the panel may offer, in the order of the constants
// above.
func ActionKinds() []game.ActionID {
	return []game.ActionID{ActMove, ActAttack, ActKnockDown, ActFightBack, ActAim, ActHunker, ActReload, ActSearch, ActDoor, ActInteract,
		ActClimb, ActRevive, ActMedkit, ActGive, ActPickUp, ActUse, ActRally, ActJuryRig, ActChoose, ActEndActivation,
		ActEndPhase, ActDirector, ActEndSpending, ActActivate, ActActivateAll, ActEndRound}
}
