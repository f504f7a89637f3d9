package schoolgrounds

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/physics"
)

// Action ids; those ending in ":" take a character, card, door, window or survivor after it.
const (
	actChoose                   = "choose:"
	actRollOff    game.ActionID = "roll-off"
	actReroll     game.ActionID = "reroll"
	actKeepRoll   game.ActionID = "keep-roll"
	actSeen       game.ActionID = "seen"
	actKeep       game.ActionID = "keep"
	actAccept     game.ActionID = "accept"
	actDecline    game.ActionID = "decline"
	actDamage     game.ActionID = "damage"
	actSpawn      game.ActionID = "spawn"
	actStop       game.ActionID = "stop-spawning"
	actBrute      game.ActionID = "make-brute"
	actEndMaster  game.ActionID = "end-master"
	actMove       game.ActionID = "move"
	actAttack                   = "attack:"
	actOpen                     = "open:"
	actBlock                    = "block:"
	actWindow                   = "window:"
	actSearch     game.ActionID = "search"
	actUse                      = "use:"
	actAbility    game.ActionID = "ability"
	actTrade                    = "trade:"
	actPickUp     game.ActionID = "pick-up"
	actEscape     game.ActionID = "escape"
	actEndTurn    game.ActionID = "end-turn"
	actZombieMove game.ActionID = "zombie-move"
	actZombieHit  game.ActionID = "zombie-attack"
	actBash                     = "bash:"
	actHold       game.ActionID = "hold"
	ownWeapon                   = "own"
)

func enable(a game.Action, why string) game.Action {
	a.Enabled, a.Why = why == "", why
	return a
}

// first returns the first non-empty reason.
func first(whys ...string) string {
	for _, w := range whys {
		if w != "" {
			return w
		}
	}
	return ""
}

func cond(c bool, why string) string {
	if c {
		return why
	}
	return ""
}

// inTurn reports whether seat may act now (the Host always may).
func (r *rules) inTurn(s *State, seat game.SeatID) bool {
	return seat == game.Host || slices.Contains(r.Turn(s), seat)
}

// Actions lists what seat may do now with the model ("": with nothing selected).
func (r *rules) Actions(s *State, seat game.SeatID, model string) []game.Action {
	if s.Phase == PhaseOver {
		return nil
	}
	if i := survivorByID(s, model); i >= 0 {
		return r.survivorActions(s, seat, i)
	}
	if zi := zombieByID(s, model); zi >= 0 {
		return r.zombieActions(s, seat, zi)
	}
	if model != "" {
		return nil
	}
	why := cond(!r.inTurn(s, seat), "It is not your turn.")
	if s.Strike != nil {
		return []game.Action{enable(game.Action{ID: actDamage, Label: "Roll the damage", Key: "D", Help: "A d6 for each blow that lands."}, why)}
	}
	switch s.Phase {
	case PhasePick:
		return r.pickActions(s, why)
	case PhaseSurvivors:
		if s.Pending != nil {
			return r.pendingActions(s, seat, why)
		}
	case PhaseMaster:
		return r.masterActions(s, seat)
	}
	return nil
}

func (r *rules) pickActions(s *State, why string) []game.Action {
	if len(s.PickOrder) == 0 {
		return []game.Action{enable(game.Action{ID: actRollOff, Label: "Roll off for the characters", Key: "R",
			Help: "Every player rolls a d6; the highest chooses a character first, the others after, clockwise."}, why)}
	}
	var spots []physics.Vec
	for _, q := range r.board.Fountain {
		if empty(s, q) {
			spots = append(spots, centre(q))
		}
	}
	var out []game.Action
	for _, ch := range characters {
		taken := slices.ContainsFunc(s.Survivors, func(sv Survivor) bool { return sv.Char == ch.ID })
		out = append(out, enable(game.Action{ID: game.ActionID(actChoose + ch.ID), Label: "Play " + ch.Name, Needs: game.PickPoint, Spots: spots,
			Prompt: "Click a square of the fountain.", Help: fmt.Sprintf("%s (%s), with the %s. %s", ch.Name, ch.Role, ch.Item, ch.Ability)},
			first(why, cond(taken, ch.Name+" is taken."))))
	}
	return out
}

// pendingActions are the choice a seat must make: Franky's card, or a trade's answer. Only
// the chooser's seat is shown the cards.
func (r *rules) pendingActions(s *State, seat game.SeatID, why string) []game.Action {
	p := s.Pending
	if why != "" {
		return []game.Action{{ID: actKeep, Label: "Wait for " + r.name(s, p.Survivor), Why: why}}
	}
	me := &s.Survivors[p.Survivor]
	switch p.Kind {
	case PendReroll:
		help := fmt.Sprintf("Your d20 shows %d against the master's %d.", p.Dice[0], p.Dice[1])
		return []game.Action{
			{ID: actReroll, Label: "Roll the d20 again", Key: "R", Enabled: true, Help: help + " The new roll stands, whatever it shows."},
			{ID: actKeepRoll, Label: "Keep the roll", Key: "K", Enabled: true, Help: help},
		}
	case PendSeen:
		return []game.Action{{ID: actSeen, Label: "Seen: end the turn", Key: "E", Enabled: true, Help: "You drew: " + names(p.Cards) + "."}}
	}
	if p.Kind == PendKeep {
		var cs []game.Choice
		for _, c := range p.Cards {
			cs = append(cs, game.Choice{ID: c, Label: cardName(c), Help: mustCard(c).Help})
		}
		return []game.Action{{ID: actKeep, Label: "Keep a card", Needs: game.PickChoice, Choices: cs, Enabled: true,
			Help: "Franky keeps one of the two cards; the other goes back into the pile, shuffled."}}
	}
	var cs []game.Choice
	for _, c := range me.Hand {
		cs = append(cs, game.Choice{ID: c, Label: "Give the " + cardName(c), Help: mustCard(c).Help})
	}
	offer := fmt.Sprintf("%s offers: %s.", r.name(s, p.From), names(p.Cards))
	return []game.Action{
		{ID: actAccept, Label: "Accept the trade", Needs: game.PickChoices, Choices: cs, Enabled: true, Prompt: "Pick the cards to give back, if any.",
			Help: offer + " Pick any of your cards to give back (or none), then accept."},
		{ID: actDecline, Label: "Turn the trade down", Enabled: true, Help: offer},
	}
}

func mustCard(card string) Item { it, _ := cardItem(card); return it }

func (r *rules) masterActions(s *State, seat game.SeatID) []game.Action {
	why := cond(seat != game.Host && seat != r.masterSeat(s), "Only the zombie master commands the spawning.")
	var spots []physics.Vec
	if s.Placing {
		spots = centres(r.spawnSquares(s))
	}
	var brutes []physics.Vec
	for _, z := range s.Zombies {
		if z.Kind == Normal && r.bruteGroup(s, z.At) != nil {
			brutes = append(brutes, centre(z.At))
		}
	}
	return []game.Action{
		enable(game.Action{ID: actSpawn, Label: fmt.Sprintf("Spawn a zombie (%d left)", s.Left), Key: "S", Needs: game.PickPoint, Spots: spots,
			Prompt: "Click an outdoor square on the board's edge.", Help: "A normal zombie with 4 hit points; rising uses one of its two actions."},
			first(why, cond(!s.Placing, "The spawning is over for this turn."))),
		enable(game.Action{ID: actStop, Label: "Stop spawning", Help: "Give up the zombies left to spawn this turn and start moving."},
			first(why, cond(!s.Placing, "The spawning is over for this turn."))),
		enable(game.Action{ID: actBrute, Label: "Make a brute", Key: "B", Needs: game.PickPoint, Spots: brutes, Prompt: "Click one of ten zombies standing together.",
			Help: "Swap ten normal zombies side by side for a brute: 8 hit points, 3 actions."},
			first(why, cond(s.Acted, "Brutes are made before any zombie acts."), cond(r.count(s, Brute) >= MaxBrutes, "There are 3 brutes already."), cond(len(brutes) == 0, "No ten normal zombies stand together."))),
		enable(game.Action{ID: actEndMaster, Label: "End the master's turn", Key: "E", Ends: true}, first(why, cond(s.Placing, "Place the zombies spawning this turn first."))),
	}
}

// survivorActions lists a survivor's actions for seat.
func (r *rules) survivorActions(s *State, seat game.SeatID, i int) []game.Action {
	sv := &s.Survivors[i]
	base := ""
	if seat != game.Host && seat != PlayerSeat(sv.Seat) {
		base = "That survivor is another player's."
	} else if _, err := r.actor(s, survivorID(sv.Seat)); err != nil {
		base = sentence(err.Error())
	}
	if base != "" {
		return []game.Action{{ID: actMove, Label: "Move", Why: base}, {ID: actEndTurn, Label: "End turn", Ends: true, Why: base}}
	}
	var out []game.Action
	out = append(out, r.moveAction(s, i))
	out = append(out, r.attackActions(s, i)...)
	out = append(out, r.objectActions(s, i)...)
	out = append(out, enable(game.Action{ID: actSearch, Label: "Search", Key: "S", Help: "Take a card from the pile of this tile's colour; each tile once."}, r.searchWhy(s, i)))
	out = append(out, r.itemActions(s, i)...)
	out = append(out, r.tradeActions(s, i)...)
	out = append(out, enable(game.Action{ID: actPickUp, Label: "Pick up cards", Help: "Take the cards a survivor left on or beside this square."},
		cond(r.packNear(s, i) < 0, "No cards lie here.")))
	if r.board.nearCar(sv.At) {
		out = append(out, enable(game.Action{ID: actEscape, Label: "Drive away", Help: "Everyone living on or beside the car escapes and wins; the rest are left behind."},
			cond(!carReady(s), fmt.Sprintf("The car still needs %s.", game.Plural(3-len(s.Car), "part", "parts")))))
	}
	return append(out, game.Action{ID: actEndTurn, Label: "End turn", Key: "E", Enabled: true, Ends: true, Help: "End this survivor's turn, giving up the actions left."})
}

func sentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

func (r *rules) moveAction(s *State, i int) game.Action {
	sv := &s.Survivors[i]
	rc := r.routes(s, sv.At, speed(sv), func(n grid.Square) bool { return zombieAt(s, n) < 0 })
	defer r.done(rc)
	var spots []physics.Vec
	for k, c := range rc.cost {
		if q := sq(k); c > 0 && empty(s, q) {
			spots = append(spots, centre(q))
		}
	}
	return enable(game.Action{ID: actMove, Label: "Move", Key: "M", Needs: game.PickPoint, Drag: true, Spots: spots, Cost: "1 action",
		Prompt: "Drag to a square.", Help: fmt.Sprintf("Up to %d squares, never diagonally; a broken window costs 2 hit points.", speed(sv))},
		cond(len(spots) == 0, "There is nowhere to go."))
}

func (r *rules) attackActions(s *State, i int) []game.Action {
	var out []game.Action
	cards := append([]string{""}, s.Survivors[i].Hand...)
	for _, card := range cards {
		if it, ok := cardItem(card); card != "" && (!ok || it.Use != UseWeapon) {
			continue
		}
		w, why := r.weaponOf(s, i, card)
		var ts []string
		if why == "" {
			for zi := range s.Zombies {
				if r.targetWhy(s, i, w, zi) == "" {
					ts = append(ts, s.Zombies[zi].ID)
				}
			}
		}
		id := card
		if id == "" {
			id = ownWeapon
		}
		kind := "hand to hand"
		if w.Range > 0 {
			kind = fmt.Sprintf("up to %d squares, no blow back", w.Range)
		}
		out = append(out, enable(game.Action{ID: game.ActionID(actAttack + id), Label: "Attack: " + w.Name, Key: "A", Needs: game.PickModel, Targets: ts, Cost: "1 action",
			Prompt: "Click a zombie.", Help: fmt.Sprintf("Opposed d20s; 1d6%+d damage, %s.", w.Mod, kind)},
			first(sentence(why), cond(len(ts) == 0, "No zombie is in reach."))))
	}
	return out
}

// objectActions are the doors, hatches and windows at the survivor's square.
func (r *rules) objectActions(s *State, i int) []game.Action {
	var out []game.Action
	at := s.Survivors[i].At
	for di, o := range r.board.Doors {
		if !r.atDoor(di, at) || s.Doors[di].Broken {
			continue
		}
		what := "door"
		if o.Hatch {
			what = "hatch"
		}
		n := strconv.Itoa(di)
		out = append(out, enable(game.Action{ID: game.ActionID(actOpen + n), Label: "Open the " + what, Cost: "1 action",
			Help: "It stays open until someone blocks it. Zombies cannot open doors or hatches, only batter them down."}, cond(s.Doors[di].Open, "It is open.")))
		out = append(out, enable(game.Action{ID: game.ActionID(actBlock + n), Label: "Block the " + what, Cost: "1 action",
			Help: "Shut it and hold it until your next turn: zombies need a 5 or 6 to damage it. Stay beside it to the end of your turn."},
			cond(s.Doors[di].Blocker == i+1, "You block it already.")))
	}
	for _, w := range r.windowsBeside(at) {
		if !s.Broken[w] {
			out = append(out, game.Action{ID: game.ActionID(actWindow + strconv.Itoa(w)), Label: "Break the window", Cost: "1 action", Enabled: true,
				Help: "Climbing through a broken window costs 2 hit points each time."})
		}
	}
	return out
}

// itemActions are the uses of the survivor's cards and its ability.
func (r *rules) itemActions(s *State, i int) []game.Action {
	sv := &s.Survivors[i]
	var out []game.Action
	help := r.helpTargets(s, i)
	for _, card := range sv.Hand {
		it, _ := cardItem(card)
		a := game.Action{ID: game.ActionID(actUse + card), Label: "Use the " + it.Name, Help: it.Help, Cost: "1 action"}
		switch it.Use {
		case UseHeal, UseCure:
			var ts []string
			for _, t := range help {
				if it.Use == UseHeal && s.Survivors[t].HP < SurvivorHP || it.Use == UseCure && s.Survivors[t].Infected {
					ts = append(ts, survivorID(s.Survivors[t].Seat))
				}
			}
			a.Needs, a.Targets, a.Prompt = game.PickModel, ts, "Click yourself or a survivor beside you."
			out = append(out, enable(a, cond(len(ts) == 0, "Nobody here needs it.")))
		case UseAmmo:
			out = append(out, enable(a, cond(r.gunToLoad(s, sv, it.Reloads) < 0, "No gun of yours needs it.")))
		case UseCarPart:
			out = append(out, enable(a, cond(!r.board.nearCar(sv.At), "Stand on or beside the car to put it in.")))
		}
	}
	ch, _ := characterByID(sv.Char)
	switch {
	case ch.Heals > 0:
		var ts []string
		for _, t := range help {
			if s.Survivors[t].HP < SurvivorHP {
				ts = append(ts, survivorID(s.Survivors[t].Seat))
			}
		}
		out = append(out, enable(game.Action{ID: actAbility, Label: "First aid", Needs: game.PickModel, Targets: ts, Cost: "1 action", Help: ch.Ability, Prompt: "Click yourself or a survivor beside you."},
			first(cond(sv.Rest > 0, fmt.Sprintf("The kit rests for %s more.", game.Plural(sv.Rest, "turn", "turns"))), cond(len(ts) == 0, "Nobody here is hurt."))))
	case ch.Cures:
		var ts []string
		for _, t := range help {
			if s.Survivors[t].Infected {
				ts = append(ts, survivorID(s.Survivors[t].Seat))
			}
		}
		b := r.touchBoard(s)
		for _, z := range s.Zombies {
			if z.Kind == TurnedZ && r.near(s, b, sv.At, z.At) {
				ts = append(ts, z.ID)
			}
		}
		out = append(out, enable(game.Action{ID: actAbility, Label: "Holy water", Needs: game.PickModel, Targets: ts, Cost: "1 action", Help: ch.Ability, Prompt: "Click an infected survivor or a turned player beside you."},
			cond(len(ts) == 0, "Nobody here is infected or turned.")))
	}
	return out
}

// helpTargets lists survivor i and the living survivors beside it.
func (r *rules) helpTargets(s *State, i int) []int {
	b := r.touchBoard(s)
	out := []int{i}
	for t, o := range s.Survivors {
		if t != i && o.Life == Alive && r.near(s, b, s.Survivors[i].At, o.At) {
			out = append(out, t)
		}
	}
	return out
}

func (r *rules) tradeActions(s *State, i int) []game.Action {
	var out []game.Action
	for _, t := range r.helpTargets(s, i)[1:] {
		var cs []game.Choice
		for _, c := range s.Survivors[i].Hand {
			cs = append(cs, game.Choice{ID: c, Label: "Offer the " + cardName(c), Help: mustCard(c).Help})
		}
		a := game.Action{ID: game.ActionID(actTrade + survivorID(s.Survivors[t].Seat)), Label: "Trade with " + r.name(s, t), Cost: "1 action",
			Needs: game.PickChoices, Choices: cs, Enabled: true, Prompt: "Pick the cards to offer (none: ask for theirs).",
			Help: "Offer any of your cards, or none to ask for theirs. They see the offer and may give cards back, or turn it down: then the action is not spent, but no more trades this turn."}
		if s.Survivors[i].Declined {
			a.Enabled, a.Choices = false, nil
			a.Why = "An offer was turned down this turn, so no more trades until the next one."
		}
		out = append(out, a)
	}
	return out
}

// zombieActions lists a zombie's actions for seat.
func (r *rules) zombieActions(s *State, seat game.SeatID, zi int) []game.Action {
	z := &s.Zombies[zi]
	why := ""
	owner := r.zombieOwner(s, z.ID)
	if seat != game.Host && seat != owner {
		why = "That zombie is not yours to command."
	} else if _, err := r.zombieActor(s, z.ID); err != nil {
		why = sentence(err.Error())
	}
	if why != "" {
		return []game.Action{{ID: actZombieMove, Label: "Shamble", Why: why}}
	}
	rc := r.routes(s, z.At, r.opt.ZombieSpeed, func(n grid.Square) bool { return survivorAt(s, n) < 0 })
	defer r.done(rc)
	var spots []physics.Vec
	for k, c := range rc.cost {
		if q := sq(k); c > 0 && empty(s, q) {
			spots = append(spots, centre(q))
		}
	}
	var ts []string
	b := r.touchBoard(s)
	for _, sv := range s.Survivors {
		if sv.Life == Alive && r.near(s, b, z.At, sv.At) {
			ts = append(ts, survivorID(sv.Seat))
		}
	}
	out := []game.Action{
		enable(game.Action{ID: actZombieMove, Label: "Shamble", Key: "M", Needs: game.PickPoint, Drag: true, Spots: spots, Cost: "1 action", Prompt: "Drag to a square.",
			Help: fmt.Sprintf("Up to %d squares, never diagonally.", r.opt.ZombieSpeed)}, cond(len(spots) == 0, "There is nowhere to go.")),
		enable(game.Action{ID: actZombieHit, Label: "Attack", Key: "A", Needs: game.PickModel, Targets: ts, Cost: "1 action", Prompt: "Click a survivor beside it.",
			Help: "Opposed d20s; a 20 infects."}, cond(len(ts) == 0, "No survivor is beside it.")),
	}
	out = append(out, game.Action{ID: actHold, Label: "Wait", Key: "W", Enabled: true, Ends: true, Help: "It does nothing more this turn."})
	for di := range r.board.Doors {
		if r.atDoor(di, z.At) && !s.Doors[di].Open && !s.Doors[di].Broken {
			out = append(out, game.Action{ID: game.ActionID(actBash + strconv.Itoa(di)), Label: "Batter " + r.doorName(di), Cost: "1 action", Enabled: true,
				Help: fmt.Sprintf("A d6: 4 or more damages it (5 or more when blocked); %s break it.", game.Plural(r.opt.DoorHP, "hit", "hits"))})
		}
	}
	return out
}

// squareAt is the square under a point of the table.
func squareAt(p *physics.Vec) (grid.Square, bool) {
	if p == nil || math.IsNaN(p.X) || math.IsNaN(p.Y) || p.X < 0 || p.Y < 0 || p.X >= BoardW || p.Y >= BoardH {
		return grid.Square{}, false
	}
	return grid.Square{X: int(p.X), Y: int(p.Y)}, true
}

var errPick = errors.New("pick a square on the board")

// Build turns an action and the player's picks into a command.
func (r *rules) Build(s *State, seat game.SeatID, model string, a game.ActionID, p game.Picks) (game.Command, error) {
	id := string(a)
	num := func(prefix string) int {
		n, err := strconv.Atoi(strings.TrimPrefix(id, prefix))
		if err != nil {
			return -1
		}
		return n
	}
	q, onBoard := squareAt(p.To)
	if i := survivorByID(s, model); a == actMove && onBoard && i >= 0 {
		if p, _ := r.survivorRoute(s, i, q); p == nil {
			if short, _, ok := r.shortMove(s, i, q); ok {
				q = short[len(short)-1] // a drop past one move goes as far as a move reaches towards it
			}
		}
	}
	switch {
	case strings.HasPrefix(id, actChoose):
		if !onBoard {
			return nil, errPick
		}
		return Choose{Seat: r.nextPicker(s), Char: strings.TrimPrefix(id, actChoose), At: q}, nil
	case a == actRollOff:
		return RollOff{}, nil
	case a == actReroll, a == actKeepRoll, a == actSeen:
		if s.Pending == nil {
			return nil, errors.New("there is nothing to answer")
		}
		who := survivorID(s.Survivors[s.Pending.Survivor].Seat)
		if a == actSeen {
			return Seen{Survivor: who}, nil
		}
		return Reroll{Survivor: who, Again: a == actReroll}, nil
	case a == actKeep:
		if s.Pending == nil {
			return nil, errors.New("there is nothing to choose")
		}
		return Keep{Survivor: survivorID(s.Survivors[s.Pending.Survivor].Seat), Card: p.Choice}, nil
	case a == actAccept, a == actDecline:
		if s.Pending == nil {
			return nil, errors.New("there is no trade to answer")
		}
		c := Answer{Survivor: survivorID(s.Survivors[s.Pending.Survivor].Seat), Accept: a == actAccept, Give: []string{}}
		if a == actAccept {
			c.Give = append(c.Give, p.Chosen...)
		}
		return c, nil
	case a == actSpawn, a == actBrute:
		if !onBoard {
			return nil, errPick
		}
		if a == actBrute {
			return MakeBrute{At: q}, nil
		}
		return Spawn{At: q}, nil
	case a == actDamage:
		return Damage{}, nil
	case a == actStop:
		return StopSpawning{}, nil
	case a == actEndMaster:
		return EndMaster{}, nil
	case a == actZombieMove:
		if !onBoard {
			return nil, errPick
		}
		return ZombieMove{Zombie: model, To: q}, nil
	case a == actZombieHit:
		return ZombieAttack{Zombie: model, Target: p.Target}, nil
	case a == actHold:
		return Hold{Zombie: model}, nil
	case strings.HasPrefix(id, actBash):
		return Bash{Zombie: model, Door: num(actBash)}, nil
	}
	return r.buildSurvivor(model, id, p, q, onBoard, num)
}

func (r *rules) buildSurvivor(model, id string, p game.Picks, q grid.Square, onBoard bool, num func(string) int) (game.Command, error) {
	switch {
	case id == string(actMove):
		if !onBoard {
			return nil, errPick
		}
		return Move{Survivor: model, To: q}, nil
	case strings.HasPrefix(id, actAttack):
		w := strings.TrimPrefix(id, actAttack)
		if w == ownWeapon {
			w = ""
		}
		return Attack{Survivor: model, Target: p.Target, Weapon: w}, nil
	case strings.HasPrefix(id, actOpen):
		return Open{Survivor: model, Door: num(actOpen)}, nil
	case strings.HasPrefix(id, actBlock):
		return Block{Survivor: model, Door: num(actBlock)}, nil
	case strings.HasPrefix(id, actWindow):
		return BreakWindow{Survivor: model, Window: num(actWindow)}, nil
	case id == string(actSearch):
		return Search{Survivor: model}, nil
	case strings.HasPrefix(id, actUse):
		return UseItem{Survivor: model, Card: strings.TrimPrefix(id, actUse), Target: p.Target}, nil
	case id == string(actAbility):
		return Ability{Survivor: model, Target: p.Target}, nil
	case strings.HasPrefix(id, actTrade):
		return Trade{Survivor: model, With: strings.TrimPrefix(id, actTrade), Give: append([]string{}, p.Chosen...)}, nil
	case id == string(actPickUp):
		return PickUp{Survivor: model}, nil
	case id == string(actEscape):
		return Escape{Survivor: model}, nil
	case id == string(actEndTurn):
		return EndTurn{Survivor: model}, nil
	}
	return nil, fmt.Errorf("%q is not an action of School Grounds", id)
}

// Preview works out a move's route (or why not), changing nothing.
func (r *rules) Preview(s *State, seat game.SeatID, model string, a game.ActionID, p game.Picks) game.Preview {
	if w, ok := strings.CutPrefix(string(a), actAttack); ok && p.Target != "" {
		if w == ownWeapon {
			w = ""
		}
		return r.attackPreview(s, model, w, p.Target)
	}
	if a != actMove && a != actZombieMove {
		return game.Preview{OK: true}
	}
	q, ok := squareAt(p.To)
	if !ok {
		return game.Preview{Text: "Pick a square on the board."}
	}
	var path []grid.Square
	why := "nothing to move"
	if i := survivorByID(s, model); a == actMove && i >= 0 {
		path, why = r.survivorRoute(s, i, q)
		if path == nil {
			if short, whole, ok := r.shortMove(s, i, q); ok {
				return game.Preview{OK: true, Path: centres(short), Text: fmt.Sprintf("towards there: %d of %d squares · 1 action · the move ends short of it", len(short)-1, whole)}
			}
		}
		if path != nil {
			text := game.Plural(len(path)-1, "square", "squares") + " · 1 action"
			if w := r.windows(s, path); w > 0 {
				text += fmt.Sprintf(" · %d hit points through broken windows", w*WindowDamage)
			}
			return game.Preview{OK: true, Path: centres(path), Text: text}
		}
	}
	if zi := zombieByID(s, model); a == actZombieMove && zi >= 0 {
		path, why = r.zombieRoute(s, zi, q)
		if path != nil {
			return game.Preview{OK: true, Path: centres(path), Text: game.Plural(len(path)-1, "square", "squares") + " · 1 action"}
		}
	}
	return game.Preview{Text: "Cannot move there: " + why + "."}
}
