package directordeck

import (
	"fmt"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
	"github.com/borrowed-time/tabletop/physics"
)

// The actions a survivor's player may take.
const (
	actCommit   game.ActionID = "commit"
	actMove     game.ActionID = "move"
	actStay     game.ActionID = "stay"
	actAttack   game.ActionID = "attack"
	actReload   game.ActionID = "reload"
	actSwap     game.ActionID = "swap"
	actMelee    game.ActionID = "melee"
	actRevive   game.ActionID = "revive"
	actPass     game.ActionID = "pass"
	actUsePref                = "use-"     // + the item's kind
	actCollect                = "collect:" // + the item's id
	choiceTake                = "take"
	choiceLeave               = "leave"
)

// seatSurvivor is the survivor a seat plays with a model picked (or none: the seat's own).
func seatSurvivor(s *State, seat game.SeatID, model string) int {
	if model != "" {
		i := survivorIndex(s, model)
		if i < 0 || seat != game.Host && PlayerSeat(s.Survivors[i].Seat) != seat {
			return -1
		}
		return i
	}
	if n := seatNumber(seat); n >= 1 && n <= len(s.Survivors) {
		return n - 1
	}
	return -1
}

func enable(a game.Action, why string) game.Action {
	a.Enabled, a.Why = why == "", why
	return a
}

// Actions lists what a survivor's player may do now.
func (r *rules) Actions(s *State, seat game.SeatID, model string) []game.Action {
	i := seatSurvivor(s, seat, model)
	if i < 0 {
		return nil
	}
	switch s.Phase {
	case PhaseSuppress:
		return []game.Action{r.commitAction(s, i)}
	case PhaseMove:
		return r.moveActions(s, i)
	case PhaseAct:
		return r.actActions(s, i)
	}
	return nil
}

// commitAction offers the cards of the hand in hand, one choice per value (two cards at once
// for a weapon that adds two).
func (r *rules) commitAction(s *State, i int) game.Action {
	sv := &s.Survivors[i]
	a := game.Action{ID: actCommit, Label: "Add a card", Key: "C", Needs: game.PickChoice,
		Help:   "Add an attack card face down to the suppression pile. Its value counts against the Horde Level; the card is spent.",
		Prompt: "Choose the card to add face down."}
	why := r.commitWhy(s, i)
	if sv.Done && why == "" {
		why = "Already added to the pile: waiting for the others."
	}
	if why == "" {
		a.Choices = commitChoices(held(sv))
		if w := weapons[held(sv).Kind]; w.Suppress > 1 {
			a.Help += fmt.Sprintf(" The %s may add up to %d cards at once (a weapon's suppressing fire).", w.Name, w.Suppress)
		}
	}
	return enable(a, why)
}

// commitChoices are the cards (or pairs of cards) a hand may add, one per distinct value.
func commitChoices(g *Gun) []game.Choice {
	var out []game.Choice
	seen := map[string]bool{}
	hand := slices.Clone(g.Hand)
	slices.SortStableFunc(hand, func(a, b Card) int { return b.Value - a.Value })
	add := func(label string, cs ...Card) {
		if seen[label] {
			return
		}
		seen[label] = true
		var ids []string
		for _, c := range cs {
			ids = append(ids, c.ID)
		}
		out = append(out, game.Choice{ID: strings.Join(ids, ","), Label: label, Help: fmt.Sprintf("Adds %d to the pile.", total(cs))})
	}
	for _, c := range hand {
		add(fmt.Sprint(c.Value), c)
	}
	if weapons[g.Kind].Suppress > 1 {
		for a := range hand {
			for b := a + 1; b < len(hand); b++ {
				add(fmt.Sprintf("%d and %d", hand[a].Value, hand[b].Value), hand[a], hand[b])
			}
		}
	}
	return out
}

func (r *rules) moveActions(s *State, i int) []game.Action {
	if len(s.Offer) > 0 && s.Active == i {
		return r.offerActions(s, i)
	}
	why := stepWhy(s, i, PhaseMove)
	mv := game.Action{ID: actMove, Label: "Move", Key: "M", Needs: game.PickPoint, Drag: true,
		Help:   fmt.Sprintf("Move up to %s through free hexes. You may take the items on the way; entering a new tile lays tiles beyond its open exits.", game.Plural(Speed, "hex", "hexes")),
		Prompt: "Click a gold hex."}
	if why == "" {
		mv.Spots = r.moveSpots(s, i)
	}
	stay := game.Action{ID: actStay, Label: "Stay", Key: "S", Help: "Stay where you stand this round."}
	return []game.Action{enable(mv, first(why, cond(why == "" && len(mv.Spots) == 0, "No free hex within reach."))), enable(stay, why)}
}

// offerActions are the items the survivor went into this move: take or leave each (rules §6).
func (r *rules) offerActions(s *State, i int) []game.Action {
	sv := &s.Survivors[i]
	var out []game.Action
	for _, id := range s.Offer {
		k := itemByID(s, id)
		if k < 0 {
			continue
		}
		it := s.Items[k]
		nm := itemNames[it.Kind]
		take := game.Choice{ID: choiceTake, Label: "Take the " + nm, Help: "Into your supply, free. " + itemWords(it.Kind)}
		if isWeapon(it.Kind) {
			take.Label, take.Help = "Equip the "+nm, "In hand at once, with a full deck and hand."
			if len(sv.Guns) > 1 {
				old := weapons[sv.Guns[1].Kind].Name
				take.Help += fmt.Sprintf(" The %s and its ammunition are discarded.", old)
			}
		}
		cs := []game.Choice{take, {ID: choiceLeave, Label: "Leave it", Help: "It stays on its hex."}}
		why := ""
		if !isWeapon(it.Kind) && len(sv.Items) >= MaxItems {
			cs, why = cs[1:], ""
		}
		out = append(out, enable(game.Action{ID: game.ActionID(actCollect + id), Label: "The " + nm, Key: "T", Needs: game.PickChoice, Choices: cs,
			Prompt: "Take it or leave it.", Help: fmt.Sprintf("You went into the %s's hex: you may collect it.", nm)}, why))
	}
	return out
}

// moveSpots are the middles of the hexes a survivor may move to.
func (r *rules) moveSpots(s *State, i int) []physics.Vec {
	var out []physics.Vec
	r.reach(s, r.board(s), i).Reached(func(h hex.Hex, k int) {
		if k > 0 {
			out = append(out, r.centre(h))
		}
	})
	return out
}

func first(ws ...string) string {
	for _, w := range ws {
		if w != "" {
			return w
		}
	}
	return ""
}

func cond(b bool, w string) string {
	if b {
		return w
	}
	return ""
}

func (r *rules) actActions(s *State, i int) []game.Action {
	why := stepWhy(s, i, PhaseAct)
	sv := &s.Survivors[i]
	g := held(sv)
	w := weapons[g.Kind]
	b := r.board(s)
	atk := game.Action{ID: actAttack, Label: "Attack", Key: "A", Needs: game.PickModel, Prompt: "Click a zombie in range.",
		Help: fmt.Sprintf("Spend up to %s from the %s's hand at a zombie within %s and in sight; their values are its damage. The fewest cards that destroy it are spent.",
			game.Plural(w.Rate, "card", "cards"), w.Name, game.Plural(w.Range, "hex", "hexes"))}
	for _, z := range s.Zombies {
		if r.inReach(s, b, i, z) {
			atk.Targets = append(atk.Targets, z.ID)
		}
	}
	out := []game.Action{enable(atk, first(why, attackWhy(s, i), cond(len(atk.Targets) == 0, "No zombie is in range and in sight.")))}
	out = append(out, enable(game.Action{ID: actReload, Label: "Reload", Key: "R",
		Help: fmt.Sprintf("Shuffle the hand back into the %s's deck and draw %s.", w.Name, game.Plural(w.Hand, "card", "cards"))},
		first(why, cond(len(g.Deck)+len(g.Spent) == 0, "No ammunition left to draw."))))
	if len(sv.Guns) > 1 {
		other := weapons[sv.Guns[1-sv.Hold].Kind].Name
		out = append(out, enable(game.Action{ID: actSwap, Label: "Switch to the " + other, Help: "Put the " + weapons[g.Kind].Name + " away and hold the " + other + " (this round's action); each weapon keeps its own hand of cards."}, why))
	}
	out = append(out, enable(game.Action{ID: actMelee, Label: "Melee", Key: "F", Help: "Stun up to 3 zombies beside you: they neither move nor wound next round, and a stunned Hunter lets go."},
		first(why, cond(sv.HeldBy != "", "Held by a special zombie: a teammate's melee beside it stuns it and frees you."),
			cond(sv.Pinned, "Pinned: no fighting hand to hand."), cond(len(meleeTargets(s, i)) == 0, "No zombie beside you."))))
	for _, k := range sv.Items {
		if slices.ContainsFunc(out, func(a game.Action) bool { return a.ID == game.ActionID(actUsePref+string(k)) }) {
			continue
		}
		a := game.Action{ID: game.ActionID(actUsePref + string(k)), Label: itemNames[k], Help: itemHelp[k]}
		if k == Medkit {
			a.Needs, a.Prompt, a.Targets = game.PickModel, "Click yourself or a survivor beside you.", r.medkitTargets(s, i)
		}
		out = append(out, enable(a, why))
	}
	rv := game.Action{ID: actRevive, Label: "Revive", Needs: game.PickModel, Prompt: "Click a pinned teammate beside you.", Help: "Bring a pinned teammate beside you with no hit points back to 1."}
	reviveNo := "No pinned teammate with no hit points beside you."
	for t := range s.Survivors {
		if w := reviveWhy(s, i, t); w == "" {
			rv.Targets = append(rv.Targets, SurvivorID(s.Survivors[t].Seat))
		} else if sv.Pinned || sv.Hurt {
			reviveNo = w
		}
	}
	if len(rv.Targets) > 0 || s.anyDown() {
		out = append(out, enable(rv, first(why, cond(len(rv.Targets) == 0, reviveNo))))
	}
	out = append(out, enable(game.Action{ID: actPass, Label: "Pass", Key: "P", Ends: true, Help: "Do nothing more this round."}, why))
	return out
}

// anyDown reports whether some survivor is pinned on no hit points.
func (s *State) anyDown() bool {
	for _, sv := range s.Survivors {
		if !sv.Dead && sv.Pinned && sv.HP <= 0 {
			return true
		}
	}
	return false
}

func (r *rules) medkitTargets(s *State, i int) []string {
	var out []string
	for _, t := range alive(s) {
		if t == i || hex.Adjacent(s.Survivors[t].At, s.Survivors[i].At) {
			out = append(out, SurvivorID(s.Survivors[t].Seat))
		}
	}
	return out
}

// Build makes the command an action means.
func (r *rules) Build(s *State, seat game.SeatID, model string, a game.ActionID, p game.Picks) (game.Command, error) {
	i := seatSurvivor(s, seat, model)
	if i < 0 {
		return nil, game.Refuse("choose one of your survivors")
	}
	id := SurvivorID(s.Survivors[i].Seat)
	switch a {
	case actCommit:
		if p.Choice == "" {
			return nil, game.Refuse("choose a card to add")
		}
		return Commit{Survivor: id, Cards: strings.Split(p.Choice, ",")}, nil
	case actMove:
		if p.To == nil {
			return nil, game.Refuse("click a hex to move to")
		}
		return Move{Survivor: id, To: r.layout.HexAt(*p.To)}, nil
	case actStay:
		return Stay{Survivor: id}, nil
	case actAttack:
		zi := zombieIndex(s, p.Target)
		if zi < 0 {
			return nil, game.Refuse("click a zombie")
		}
		return Attack{Survivor: id, Target: p.Target, Cards: ids(bestCards(held(&s.Survivors[i]), s.Zombies[zi].HP))}, nil
	case actReload:
		return Reload{Survivor: id}, nil
	case actSwap:
		return Swap{Survivor: id}, nil
	case actMelee:
		return Melee{Survivor: id}, nil
	case actRevive:
		return Revive{Survivor: id, Target: p.Target}, nil
	case actPass:
		return Pass{Survivor: id}, nil
	}
	if item, ok := strings.CutPrefix(string(a), actCollect); ok {
		if p.Choice != choiceTake && p.Choice != choiceLeave {
			return nil, game.Refuse("choose to take it or leave it")
		}
		return Collect{Survivor: id, Item: item, Take: p.Choice == choiceTake}, nil
	}
	if k, ok := strings.CutPrefix(string(a), actUsePref); ok {
		return UseItem{Survivor: id, Item: ItemKind(k), Target: p.Target}, nil
	}
	return nil, game.Refuse("that is not an action of the Director deck game")
}

// bestCards picks the cards an attack spends: the fewest (then the smallest total) whose
// values reach the zombie's hit points, or else the highest the weapon may spend at once.
func bestCards(g *Gun, hp int) []Card {
	rate := weapons[g.Kind].Rate
	var best []Card
	try := func(cs []Card) {
		t := total(cs)
		switch {
		case best == nil:
			best = cs
		case t >= hp && total(best) < hp:
			best = cs
		case t >= hp && total(best) >= hp && (len(cs) < len(best) || len(cs) == len(best) && t < total(best)):
			best = cs
		case t < hp && total(best) < hp && t > total(best):
			best = cs
		}
	}
	for a := range g.Hand {
		try([]Card{g.Hand[a]})
		if rate > 1 {
			for b := a + 1; b < len(g.Hand); b++ {
				try([]Card{g.Hand[a], g.Hand[b]})
			}
		}
	}
	return best
}

func ids(cs []Card) []string {
	out := []string{}
	for _, c := range cs {
		out = append(out, c.ID)
	}
	return out
}

// Preview says where a move would go and what it costs, or why not.
func (r *rules) Preview(s *State, seat game.SeatID, model string, a game.ActionID, p game.Picks) game.Preview {
	i := seatSurvivor(s, seat, model)
	if a == actAttack && i >= 0 && p.Target != "" {
		return r.attackPreview(s, i, p.Target)
	}
	if a != actMove || i < 0 || p.To == nil {
		return game.Preview{OK: true}
	}
	if why := stepWhy(s, i, PhaseMove); why != "" {
		return game.Preview{Text: why}
	}
	to := r.layout.HexAt(*p.To)
	b := r.board(s)
	if !b.On(to) {
		return game.Preview{Text: "Off the board: point at a hex."}
	}
	path := r.reach(s, b, i).Path(to)
	if path == nil || len(path) < 2 {
		return game.Preview{Text: "Out of reach: " + game.Plural(Speed, "hex", "hexes") + " through free hexes."}
	}
	text := game.Plural(len(path)-1, "hex", "hexes")
	sleeping := 0
	for _, z := range s.Zombies {
		if !z.Active && hex.Adjacent(z.At, to) {
			sleeping++
		}
	}
	if sleeping > 0 { // ending beside a sleeping zombie wakes it (rules §4)
		text += " · beside " + game.Plural(sleeping, "sleeping zombie: it wakes", "sleeping zombies: they wake")
	}
	return game.Preview{OK: true, Path: r.route(path), Text: text}
}

// attackPreview says what an attack at a zombie would do: the line of sight, the cards it
// would spend from the hand (the fewest that destroy the zombie, as Build chooses them), the
// damage against the zombie's hit points; or why not.
func (r *rules) attackPreview(s *State, i int, target string) game.Preview {
	zi := zombieIndex(s, target)
	if zi < 0 {
		return game.Preview{}
	}
	sv, z := &s.Survivors[i], s.Zombies[zi]
	line := []physics.Vec{r.centre(sv.At), r.centre(z.At)}
	g := held(sv)
	w := weapons[g.Kind]
	zname := zombieProfiles[z.Kind].Name + " " + z.ID[1:]
	if why := attackWhy(s, i); why != "" {
		return game.Preview{Text: why}
	}
	b := r.board(s)
	if !b.Sees(sv.At, z.At, nil) {
		return game.Preview{Blocked: true, Text: "Out of sight: a wall or a closed door is in the way."}
	}
	if d := hex.Distance(sv.At, z.At); d > w.Range {
		return game.Preview{Sight: line, Text: fmt.Sprintf("Out of range: %s away; the %s reaches %s.", game.Plural(d, "hex", "hexes"), w.Name, game.Plural(w.Range, "hex", "hexes"))}
	}
	cs := bestCards(g, z.HP)
	dmg := total(cs)
	text := fmt.Sprintf("%s: %s from the %s's hand (%s damage) against %s", zname, game.Plural(len(cs), "card", "cards"), w.Name, sum(values(cs)), game.Plural(z.HP, "hit point", "hit points"))
	if dmg >= z.HP {
		text += ": destroyed"
	} else {
		text += fmt.Sprintf(": %s left", game.Plural(z.HP-dmg, "hit point", "hit points"))
	}
	return game.Preview{OK: true, Sight: line, Dice: len(cs), Text: text}
}
