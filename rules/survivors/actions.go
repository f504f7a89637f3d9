package survivors

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// Action ids the panel offers. Attacks and reloads name the weapon: "attack:pistol".
const (
	ActRollOff       game.ActionID = "roll-off"
	ActDeploy        game.ActionID = "deploy"
	ActEndDeployment game.ActionID = "end-deployment"
	ActMove          game.ActionID = "move"
	ActAdvance       game.ActionID = "advance"
	ActClimb         game.ActionID = "climb"
	ActAttack        game.ActionID = "attack"
	ActReload        game.ActionID = "reload"
	ActSearch        game.ActionID = "search"
	ActCollect       game.ActionID = "collect"
	ActPass          game.ActionID = "pass"
	ActEnd           game.ActionID = "end-activation"
	ActZombie        game.ActionID = "activate-zombie"
	ActPickZombie    game.ActionID = "pick-zombie" // the same, choosing the zombie among those that glow
	ActPlace         game.ActionID = "place-zombie"
	ActTableChooses  game.ActionID = "table-chooses"
)

const oneCP = "1 command point"

// mayAct reports whether seat may give the game's next command.
func (r *rules) mayAct(s *State, seat game.SeatID) bool {
	c := r.current(s)
	return c >= 0 && (seat == game.Host || seat == seatOf(c))
}

// Actions lists what seat may do now with the model ("" for nothing selected).
func (r *rules) Actions(s *State, seat game.SeatID, model string) []game.Action {
	r.Sync(s)
	if !r.mayAct(s, seat) {
		return nil
	}
	i, m := s.model(model)
	switch {
	case model == "":
		return r.tableActions(s)
	case m == nil || m.Out:
		return nil
	case m.Zombie:
		return r.zombieActions(s, i)
	case s.Phase == PhaseDeploy && m.Band == s.Deployer:
		return []game.Action{{ID: ActDeploy, Label: "Place", Help: "Move this character anywhere in the band's start zone.", Key: "M",
			Needs: game.PickPoint, Prompt: "Click where the character stands", Enabled: true, Drag: true}}
	case s.Phase == PhaseActivation && m.Band == s.Turn:
		return r.characterActions(s, i)
	}
	return nil
}

// tableActions are the actions with nothing selected.
func (r *rules) tableActions(s *State) []game.Action {
	switch s.Phase {
	case PhaseRollOff:
		return []game.Action{{ID: ActRollOff, Label: "Roll off", Help: "Both bands roll a die; the higher deploys first.", Key: "R", Enabled: true}}
	case PhaseDeploy:
		return []game.Action{{ID: ActEndDeployment, Label: "Done deploying", Help: "Confirm the band's positions.", Key: "Enter", Enabled: true}}
	case PhaseActivation:
		if s.Active >= 0 {
			return []game.Action{{ID: ActEnd, Label: "End activation", Help: "Stop here: disturbance rolls follow.", Key: "E", Enabled: true, Ends: true}}
		}
	case PhaseEvents, PhaseSurge:
		place := game.Action{ID: ActPlace, Label: "Place a zombie", Help: "A new zombie within 3\" of an entry point.", Key: "P",
			Needs: game.PickPlace, Prompt: "Click an entry point"}
		for _, sp := range r.scen.SpawnPoints {
			place.Targets = append(place.Targets, sp.ID)
		}
		switch {
		case s.Phase == PhaseEvents && s.Event.Places == 0:
			place.Why = "Activate the zombies near the disturbance first."
		case s.Phase == PhaseSurge && s.Surge.Wander:
			place.Why = "This surge moves far-off zombies: click one."
		default:
			place.Enabled = true
		}
		return []game.Action{r.pickZombie(s), place, {ID: ActTableChooses, Label: "Let the table choose", Help: "The table makes the next zombie choice by the one-player priorities.", Key: "T", Enabled: true}}
	}
	return nil
}

// pickZombie is activating a zombie chosen on the table, among those that glow: the ones an
// activity event or a wandering surge may move now.
func (r *rules) pickZombie(s *State) game.Action {
	a := game.Action{ID: ActPickZombie, Label: "Activate a zombie", Key: "Z", Needs: game.PickModel,
		Help:   "Choose which zombie acts now: the ones that may glow. It moves by the guidelines, then attacks whoever it reaches.",
		Prompt: "Click a glowing zombie"}
	switch {
	case s.Phase == PhaseEvents && s.Event.Acts > 0:
		a.Targets = slices.Clone(s.Event.Eligible)
	case s.Phase == PhaseSurge && s.Surge.Wander:
		c := &ctx{r: r, s: s}
		for _, zi := range c.wanderers() {
			a.Targets = append(a.Targets, s.Models[zi].ID)
		}
	}
	switch {
	case len(a.Targets) > 0:
		a.Enabled = true
	case s.Phase == PhaseEvents:
		a.Why = "No more zombies act in this event: place new ones."
	default:
		a.Why = "This surge places new zombies."
	}
	return a
}

// zombieActions: a zombie the chooser may activate.
func (r *rules) zombieActions(s *State, zi int) []game.Action {
	a := game.Action{ID: ActZombie, Label: "Activate", Help: "The zombie moves by the guidelines, then attacks whoever it reaches.", Key: "A"}
	c := &ctx{r: r, s: s}
	switch {
	case s.Phase == PhaseEvents && s.Event.Acts == 0:
		a.Why = "No more zombies act in this event: place new ones."
	case s.Phase == PhaseEvents && !containsID(s.Event.Eligible, s.Models[zi].ID):
		a.Why = fmt.Sprintf("It is not within %g\" of the disturbance, or has acted.", s.Event.Radius)
	case s.Phase == PhaseSurge && !s.Surge.Wander:
		a.Why = "This surge places new zombies."
	case s.Phase == PhaseSurge && !containsInt(c.wanderers(), zi):
		a.Why = fmt.Sprintf("Only zombies more than %g\" from the living wander.", surgeQuiet)
	case s.Phase != PhaseEvents && s.Phase != PhaseSurge:
		a.Why = "Zombies act only when disturbed or in a surge."
	default:
		a.Enabled = true
	}
	return []game.Action{a}
}

// characterActions: what the selected character of the band to act may do.
func (r *rules) characterActions(s *State, i int) []game.Action {
	m := &s.Models[i]
	why := ""
	switch {
	case s.Active >= 0 && s.Active != i:
		why = s.Models[s.Active].Name + " is activating."
	case s.Active < 0 && m.Done:
		why = m.Name + " has already activated this round."
	}
	gate := func(a game.Action, needCP bool, own string) game.Action {
		switch {
		case why != "":
			a.Why = why
		case needCP && m.CP < 1:
			a.Why = "No command points left."
		case own != "":
			a.Why = own
		default:
			a.Enabled = true
		}
		if needCP {
			a.Cost = oneCP
		}
		return a
	}
	moved := ""
	if s.Active == i && s.Activation.Moved {
		moved = "Only one Move or Advance each activation."
	}
	out := []game.Action{
		gate(game.Action{ID: ActMove, Label: "Move", Help: fmt.Sprintf("Up to %g\", quietly.", profiles[m.Archetype].Move), Key: "M",
			Needs: game.PickPoint, Prompt: "Click or drag to where the character goes", Drag: true}, true, moved),
		gate(game.Action{ID: ActAdvance, Label: "Advance", Help: fmt.Sprintf("Up to %g\", but noisy: a disturbance roll.", 2*profiles[m.Archetype].Move), Key: "V",
			Needs: game.PickPoint, Prompt: "Click where the character runs to"}, true, moved),
	}
	climbWhy := ""
	if why == "" {
		if _, _, _, err := r.climbTo(s, i); err != nil {
			climbWhy = reason(err)
		}
	}
	out = append(out, gate(game.Action{ID: ActClimb, Label: "Climb", Help: "Up onto a raised area from its wall, or down from its edge.", Key: "C"}, true, climbWhy))
	out = append(out, r.attackActions(s, i, gate)...)
	out = append(out, r.searchActions(s, i, gate)...)
	pass, passWhy := r.passAction(s, i)
	out = append(out, gate(pass, false, passWhy))
	out = append(out, gate(game.Action{ID: ActEnd, Label: "End activation", Help: "Stop here: disturbance rolls follow.", Key: "E", Ends: true}, false, ""))
	return out
}

// passAction offers passing supplies to the friends who may take them, or says why not.
func (r *rules) passAction(s *State, i int) (game.Action, string) {
	m := &s.Models[i]
	pass := game.Action{ID: ActPass, Label: "Pass supplies and end", Ends: true, Help: "Hand supplies to a friend within 1\" and end the activation.", Key: "G",
		Needs: game.PickModel, Prompt: "Click the friend who takes them"}
	for k := range s.Models {
		if r.passCheck(s, i, k) == nil {
			pass.Targets = append(pass.Targets, s.Models[k].ID)
		}
	}
	switch {
	case m.Supplies == 0:
		return pass, m.Name + " carries no supplies."
	case len(pass.Targets) == 0:
		return pass, "No friend within 1\" can take supplies now."
	}
	return pass, ""
}

// attackActions: one Attack per usable weapon and one Reload per unloaded one.
func (r *rules) attackActions(s *State, i int, gate func(game.Action, bool, string) game.Action) []game.Action {
	m := &s.Models[i]
	var out []game.Action
	ids := []string{Unarmed}
	for _, ws := range m.Weapons {
		ids = append(ids, ws.ID)
	}
	for _, id := range ids {
		w, ws, err := weaponOf(m, id)
		if ws != nil && ws.Unloaded && !ws.Broken {
			out = append(out, gate(game.Action{ID: game.ActionID(string(ActReload) + ":" + id), Label: "Reload " + w.Name,
				Help: "An Attack action that only reloads.", Key: "R"}, true, ""))
			continue
		}
		a := game.Action{ID: game.ActionID(string(ActAttack) + ":" + id), Label: "Attack: " + w.Name, Help: weaponLine(w, WeaponState{}),
			Key: "A", Needs: game.PickModel, Prompt: "Click the target"}
		own := ""
		if err != nil {
			own = reason(err)
		} else {
			a.Targets = r.targets(s, i, w)
			if len(a.Targets) == 0 {
				own = "No target in reach and in sight."
			}
		}
		out = append(out, gate(a, true, own))
	}
	preferAttacks(m, out)
	return out
}

// preferAttacks says which attack a click on each target means (game.Action.Prefer): of
// the weapons that reach it, a weapon before bare hands, a hand weapon before a gun (in base
// contact a shot may be loud for nothing), then the most attack dice, the first listed on a
// tie. Without it a click on a zombie picked the zombie, and pointing at it previewed the
// first attack listed: bare hands.
func preferAttacks(m *Model, acts []game.Action) {
	dice := func(a game.Action) int {
		_, weapon, _ := strings.Cut(string(a.ID), ":")
		w, _, err := weaponOf(m, weapon)
		switch {
		case err != nil:
			return -1
		case weapon == Unarmed:
			return 0 // the last resort
		case !w.Ranged:
			return 100 + w.Attacks
		}
		return w.Attacks
	}
	best := map[string]int{} // target: the index in acts of its attack
	rank := make([]int, len(acts))
	for i, a := range acts {
		if a.Needs != game.PickModel || !strings.HasPrefix(string(a.ID), string(ActAttack)+":") {
			continue
		}
		rank[i] = dice(a)
		for _, t := range a.Targets {
			if b, ok := best[t]; !ok || rank[i] > rank[b] {
				best[t] = i
			}
		}
	}
	for i := range acts {
		for _, t := range acts[i].Targets {
			if b, ok := best[t]; ok && b == i {
				acts[i].Prefer = append(acts[i].Prefer, t)
			}
		}
	}
}

// targets lists the models character i may attack with w.
func (r *rules) targets(s *State, i int, w Weapon) []string {
	var out []string
	for k := range s.Models {
		t := &s.Models[k]
		if k == i || t.Out || (!t.Zombie && t.Band == s.Models[i].Band) || edgeGap(s.Models[i].Pos, t.Pos) > w.Range+0.01 {
			continue
		}
		if r.canStrike(s, i, k, w) == nil {
			out = append(out, t.ID)
		}
	}
	return out
}

// searchActions: Search and Collect.
func (r *rules) searchActions(s *State, i int, gate func(game.Action, bool, string) game.Action) []game.Action {
	search := game.Action{ID: ActSearch, Label: "Search", Help: "Roll on the search table: 2 dice if fresh, 1 if looted.", Key: "S",
		Needs: game.PickPlace, Prompt: "Click the Search objective"}
	why := "No Search objective within 1\"."
	for k := range s.Objectives {
		o := &s.Objectives[k]
		if o.Removed || pointGap(s.Models[i].Pos, o.At) > searchReach {
			continue
		}
		if err := r.canSearch(s, i, o); err != nil {
			why = reason(err)
			continue
		}
		search.Targets = append(search.Targets, o.ID)
	}
	if len(search.Targets) > 0 {
		why = ""
	}
	collect := game.Action{ID: ActCollect, Label: "Collect supplies", Help: "Pick up supplies lying within 1\".", Key: "L",
		Needs: game.PickPlace, Prompt: "Click the supplies"}
	for _, p := range s.Piles {
		if p.Count > 0 && p.Level == s.Models[i].Level && pointGap(s.Models[i].Pos, p.At) <= searchReach {
			collect.Targets = append(collect.Targets, p.ID)
		}
	}
	cwhy := ""
	switch {
	case len(collect.Targets) == 0:
		cwhy = "No supplies lie within 1\"."
	case s.Models[i].Supplies >= maxSupplies:
		cwhy = "Already carrying the most a model can."
	}
	return []game.Action{gate(search, true, why), gate(collect, true, cwhy)}
}

// Build makes the command an action means.
func (r *rules) Build(s *State, seat game.SeatID, model string, a game.ActionID, p game.Picks) (game.Command, error) {
	to := func() (physics.Vec, error) {
		if p.To == nil {
			return physics.Vec{}, game.Refuse("choose a point on the table")
		}
		return *p.To, nil
	}
	kind, weapon, _ := strings.Cut(string(a), ":")
	switch game.ActionID(kind) {
	case ActRollOff:
		return RollOff{}, nil
	case ActEndDeployment:
		return EndDeployment{}, nil
	case ActDeploy:
		pt, err := to()
		return Deploy{Model: model, To: pt}, err
	case ActMove, ActAdvance:
		return r.buildMove(s, model, game.ActionID(kind), p)
	case ActClimb:
		return Climb{Model: model}, nil
	case ActAttack:
		return Attack{Model: model, Target: p.Target, Weapon: weapon}, nil
	case ActReload:
		return Reload{Model: model, Weapon: weapon}, nil
	case ActSearch:
		return Search{Model: model, Objective: p.Target}, nil
	case ActCollect:
		return Collect{Model: model, Pile: p.Target}, nil
	case ActPass:
		return PassSupplies{Model: model, To: p.Target}, nil
	case ActEnd:
		if model == "" && s.Active >= 0 {
			model = s.Models[s.Active].ID
		}
		return EndActivation{Model: model}, nil
	case ActZombie:
		return ActivateZombie{Zombie: model, To: p.To, Target: p.Target}, nil
	case ActPickZombie:
		return ActivateZombie{Zombie: p.Target}, nil
	case ActPlace:
		return PlaceZombie{Entry: p.Target, At: p.To}, nil
	case ActTableChooses:
		_, cmd, ok := r.Fallback(s)
		if !ok {
			return nil, game.Refuse("the game is over")
		}
		return cmd, nil
	}
	return nil, game.Refuse("%q is not an action of Survivors", trunc(string(a)))
}

// Preview works out a move's route and cost, or why not.
func (r *rules) Preview(s *State, seat game.SeatID, model string, a game.ActionID, p game.Picks) game.Preview {
	r.Sync(s)
	i, m := s.model(model)
	if m == nil || m.Out {
		return game.Preview{}
	}
	if kind, weapon, ok := strings.Cut(string(a), ":"); ok && game.ActionID(kind) == ActAttack {
		return r.attackPreview(s, i, weapon, p.Target)
	}
	if p.To == nil {
		return game.Preview{}
	}
	switch a {
	case ActMove, ActAdvance:
		return r.previewMove(s, i, a, p)
	case ActDeploy:
		zone := zoneOf(r.scen, r.bandSides()[max(0, m.Band)])
		if zone == nil || !baseInZone(zone.Polygon, *p.To) {
			return game.Preview{Text: "Outside the start zone"}
		}
		return game.Preview{OK: true, Path: []physics.Vec{m.Pos, *p.To}, Text: "Place here"}
	}
	return game.Preview{}
}

// attackPreview says what an attack would roll: the dice, what hits, what the target needs.
func (r *rules) attackPreview(s *State, i int, weapon, target string) game.Preview {
	m := &s.Models[i]
	w, _, err := weaponOf(m, weapon)
	ti, t := s.model(target)
	switch {
	case err != nil:
		return game.Preview{Text: reason(err)}
	case t == nil:
		return game.Preview{}
	}
	if err := r.canStrike(s, i, ti, w); err != nil {
		return game.Preview{Text: reason(err)}
	}
	p := profiles[m.Archetype]
	skill := p.Melee
	if w.Ranged {
		skill = p.Shoot
	}
	if w.Clumsy {
		skill++
	}
	tp := zombieProfile
	if !t.Zombie {
		tp = profiles[t.Archetype]
	}
	def, cover, by := tp.Defence, "", ""
	sight := []physics.Vec{m.Pos, t.Pos}
	if w.Ranged {
		cv, k := r.table.RangedCover(r.body(s, i), r.body(s, ti))
		def -= int(cv)
		if cv != 0 {
			cover = fmt.Sprintf(" (%s cover)", cv)
			if k >= 0 && k < len(r.scen.Terrain) {
				by = r.scen.Terrain[k].Name
				if by == "" {
					by = r.scen.Terrain[k].Kind
				}
				cover = fmt.Sprintf(" (%s cover from the %s)", cv, by)
			}
		}
		if from, to, ok := r.table.SightLine(r.body(s, i), r.body(s, ti), physics.SightOptions{}); ok {
			sight = []physics.Vec{from, to}
		}
	}
	ctr := tp.Counter
	if w.Fire && t.Zombie {
		ctr = 6
	}
	text := fmt.Sprintf("%s hitting on %d+ · %s defends on %d+%s, counters on %d+ · %s", game.Plural(w.Attacks, "die", "dice"),
		need(skill), t.Name, need(def), cover, need(ctr), oneCP)
	return game.Preview{OK: true, Sight: sight, Cover: by, Dice: w.Attacks, Text: text}
}

// reason is a refusal's words.
func reason(err error) string {
	var rej *game.Rejection
	if errors.As(err, &rej) {
		return rej.Reason
	}
	return err.Error()
}

func containsID(ids []string, id string) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}
