package zombiemarines

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

// Action ids; those ending in ":" take an item index, a marine kind or a marine id after it.
const (
	actChooseStart game.ActionID = "choose-start"
	actPlaceDoor   game.ActionID = "place-door"
	actPlaceZombie game.ActionID = "place-zombie"
	actDeploy                    = "deploy:"
	actSpawn       game.ActionID = "spawn"
	actMove        game.ActionID = "move"
	actAttack                    = "attack:"
	actStand                     = "stand:"
	actFireAgain   game.ActionID = "fire-again"
	actReload                    = "reload:"
	actThrow       game.ActionID = "throw"
	actHeal        game.ActionID = "heal"
	actHealStand   game.ActionID = "heal-stand"
	actOrder       game.ActionID = "order"
	actGive                      = "give:"
	actTake                      = "take:"
	actEndTurn     game.ActionID = "end-turn"
	actZombieMove  game.ActionID = "zombie-move"
	actBreakDoor   game.ActionID = "break-door"
	actEndZombies  game.ActionID = "end-zombies"
)

// inTurn reports whether seat may act now (the Host always may).
func (r *rules) inTurn(s *State, seat game.SeatID) bool {
	return seat == game.Host || slices.Contains(r.Turn(s), seat)
}

func enable(a game.Action, why string) game.Action {
	a.Enabled, a.Why = why == "", why
	return a
}

// Actions lists what seat may do now with the model ("": with nothing selected).
func (r *rules) Actions(s *State, seat game.SeatID, model string) []game.Action {
	if s.Phase == PhaseOver {
		return nil
	}
	if mi := marineByID(s, model); mi >= 0 {
		return r.marineActions(s, seat, &s.Marines[mi])
	}
	if zi := zombieByID(s, model); zi >= 0 {
		return r.zombieActions(s, seat, &s.Zombies[zi])
	}
	if model != "" {
		return nil
	}
	mine := r.inTurn(s, seat)
	why := ""
	if !mine {
		why = "It is not your turn."
	}
	switch s.Phase {
	case PhaseStartTile:
		var ts []string
		for p := 0; p < tileCount; p++ {
			if edgePos(p) {
				ts = append(ts, tileMarker(p))
			}
		}
		return []game.Action{enable(game.Action{ID: actChooseStart, Label: "Choose the start tile", Key: "T", Needs: game.PickPlace, Targets: ts,
			Prompt: "Click a face-down tile on the map's edge.", Help: "The marines start on this tile; it turns over with the centre tile."}, why)}
	case PhaseDoors:
		return []game.Action{enable(game.Action{ID: actPlaceDoor, Label: "Place a door counter", Needs: game.PickPoint,
			Spots:  edgeSpots(r.tileWalls(s, s.Populating[0].Pos)),
			Prompt: "Click a wall of the new tile.", Help: "A door lets marines through; zombies must break it."}, why)}
	case PhaseTileZombies, PhaseSpawnZombies:
		return []game.Action{enable(game.Action{ID: actPlaceZombie, Label: fmt.Sprintf("Place a zombie (%d left)", s.Placing), Needs: game.PickPoint,
			Spots: squareSpots(r.zombieSquares(s)), Prompt: "Click an empty outdoor square where zombies may rise."}, why)}
	case PhaseSpawn:
		return []game.Action{enable(game.Action{ID: actSpawn, Label: "Roll for new zombies", Key: "R", Help: r.spawnHelp(s)}, why)}
	case PhaseZombies:
		return []game.Action{enable(game.Action{ID: actEndZombies, Label: "End the zombies' turn", Key: "E", Ends: true,
			Help: "Every standing zombie attacks the marines beside it; the fallen stand up."}, why)}
	case PhaseDeploy:
		return r.deployActions(s, seat)
	}
	return nil
}

func tileMarker(pos int) string { return fmt.Sprintf("tile-%d", pos) }

func (r *rules) deployActions(s *State, seat game.SeatID) []game.Action {
	var out []game.Action
	n := r.seatNumber(s, seat)
	for _, k := range kindOrder {
		if k == Lieutenant && !r.opt.Lieutenant {
			continue
		}
		p := profiles[k]
		why := ""
		switch {
		case n == 0:
			why = "Every marine of yours is on the map."
		case k == Lieutenant && slices.ContainsFunc(s.Marines, func(m Marine) bool { return m.Kind == Lieutenant }):
			why = "There is already a Lieutenant."
		}
		out = append(out, enable(game.Action{ID: game.ActionID(actDeploy + string(k)), Label: "Place a " + p.Name, Needs: game.PickPoint,
			Spots: squareSpots(r.startSquares(s)), Prompt: "Click a square of the start tile.", Help: kitWords(p)}, why))
	}
	return out
}

// seatNumber is the marine seat (1-based) that places next for seat, or 0.
func (r *rules) seatNumber(s *State, seat game.SeatID) int {
	if s.Phase != PhaseDeploy {
		return 0
	}
	for _, t := range r.Turn(s) {
		if seat == game.Host || t == seat {
			n, _ := strconv.Atoi(strings.TrimPrefix(string(t), "marine-"))
			return n
		}
	}
	return 0
}

// marineActions lists a marine's actions for seat.
func (r *rules) marineActions(s *State, seat game.SeatID, m *Marine) []game.Action {
	base := ""
	switch {
	case seat != game.Host && seat != MarineSeat(m.Seat):
		base = "That marine is not yours."
	case s.Phase != PhaseMarines:
		base = "It is not the marines' turn."
	case m.Dead:
		base = "That marine is dead."
	case m.Turn.Done:
		base = "That marine has ended its turn."
	}
	if base != "" { // not this seat's to act: no targets to work out
		return []game.Action{{ID: actMove, Label: "Move", Enabled: false, Why: base}, {ID: actEndTurn, Label: "End turn", Enabled: false, Ends: true, Why: base}}
	}
	b := r.sight(s)
	var out []game.Action
	mv := game.Action{ID: actMove, Label: "Move", Key: "M", Needs: game.PickPoint, Drag: true, Prompt: "Drag to a square.", Spots: r.marineSpots(s, m),
		Help: "Square by square, never diagonally; one square more if it does not attack this turn."}
	out = append(out, enable(mv, first(base, moveWhy(m), cond(len(mv.Spots) == 0, "No free square is within its reach."))))
	if s.Burst != nil && s.Burst.Marine == m.ID {
		ts := r.burstTargets(s, b, m)
		out = append(out, enable(game.Action{ID: actFireAgain, Label: "Keep firing", Key: "F", Needs: game.PickModel, Targets: ts,
			Prompt: "Click the same zombie or one beside it.", Help: "Automatic fire goes on until a 1 is rolled; each shot uses a round."}, first(base, none(ts, r.noBurstTarget(s, b, m)))))
	}
	for i := -1; i < len(m.Items); i++ {
		w, why := weaponOf(m, i)
		if !w.Attack {
			continue
		}
		ts := r.attackTargets(s, b, m, w)
		idx := strconv.Itoa(i)
		why = first(base, why, canAct(m, false), none(ts, "No zombie is in reach and in sight."))
		out = append(out, enable(game.Action{ID: game.ActionID(actAttack + idx), Label: attackLabel(w), Needs: game.PickModel, Targets: ts,
			Prompt: "Click a zombie.", Help: fmt.Sprintf("1D6%s, the die showing: %s. A zombie already knocked down dies on a knock-down.", modText(w.Mod), strings.Join(r.faceWords(w.Mod, false), ", "))}, why))
		steady := "Stands still to aim"
		if w.Melee {
			steady = "Stands its ground to strike with care"
		}
		out = append(out, enable(game.Action{ID: game.ActionID(actStand + idx), Label: "Steady: " + w.buttonName(), Needs: game.PickModel, Targets: ts,
			Prompt: "Click a zombie.", Help: steady + ": +1 to the rolls, and no move this turn."}, first(why, canAct(m, true))))
		if w.Ammo > 0 && i >= 0 {
			hasReload := slices.ContainsFunc(m.Items, func(it Item) bool { return items[it.Kind].Reloads == m.Items[i].Kind })
			out = append(out, enable(game.Action{ID: game.ActionID(actReload + idx), Label: "Reload " + w.buttonName(), Help: "Back to full; counts as the turn's attack."},
				first(base, canAct(m, false), cond(!hasReload, "It has no reload for this weapon."),
					cond(m.Items[i].Ammo >= w.Ammo, "It is full already."))))
		}
	}
	if slices.ContainsFunc(m.Items, func(it Item) bool { return it.Kind == Grenade }) {
		out = append(out, enable(game.Action{ID: actThrow, Label: "Throw a grenade", Key: "G", Needs: game.PickPoint, Prompt: "Click a square in sight.", Spots: r.grenadeSpots(s, b, m),
			Help: "Kills everything in a 3 × 3 blast not behind a wall; destroys doors beside the square."}, first(base, canAct(m, false))))
	}
	out = append(out, r.supportActions(s, b, m, base)...)
	out = append(out, enable(game.Action{ID: actEndTurn, Label: "End turn", Key: "E", Ends: true, Help: "This marine is done for the turn: what it has not used is lost. The zombies move once every marine is done."}, base))
	return out
}

// supportActions are a marine's healing, orders and swaps.
func (r *rules) supportActions(s *State, b *grid.Board, m *Marine, base string) []game.Action {
	var out []game.Action
	if slices.ContainsFunc(m.Items, func(it Item) bool { return it.Kind == Medkit }) {
		var ts []string
		for _, o := range s.Marines {
			if !o.Dead && o.ID != m.ID && grid.Adjacent(o.At, m.At) {
				ts = append(ts, o.ID)
			}
		}
		why := first(base, canAct(m, false), none(ts, "No living marine is beside him."))
		out = append(out, enable(game.Action{ID: actHeal, Label: "Heal", Key: "H", Needs: game.PickModel, Targets: ts, Prompt: "Click a marine beside him.",
			Help: "1D6: 4–5 restores 1 hit point, 6 restores 2."}, why))
		out = append(out, enable(game.Action{ID: actHealStand, Label: "Heal, steady (+1)", Needs: game.PickModel, Targets: ts, Prompt: "Click a marine beside him.",
			Help: "+1 to the roll; the medic may not move this turn."}, first(why, canAct(m, true))))
	}
	if profiles[m.Kind].Orders {
		var ts []string
		for _, o := range s.Marines {
			if !o.Dead && o.ID != m.ID && !o.Turn.Done && o.Turn.Bonus == 0 && b.Sees(m.At, o.At) {
				ts = append(ts, o.ID)
			}
		}
		out = append(out, enable(game.Action{ID: actOrder, Label: "Order forward", Key: "O", Needs: game.PickModel, Targets: ts, Prompt: "Click a marine in sight.",
			Help: "That marine moves one square further this turn."}, first(base, canAct(m, false), none(ts, "No marine in sight can take an order."))))
	}
	var living []string
	for _, o := range s.Marines {
		if o.ID != m.ID && besideOrthogonally(o.At, m.At) {
			if !o.Dead {
				living = append(living, o.ID)
			}
			var cs []game.Choice
			for i, it := range o.Items {
				cs = append(cs, game.Choice{ID: strconv.Itoa(i), Label: itemLabel(it)})
			}
			out = append(out, enable(game.Action{ID: game.ActionID(actTake + o.ID), Label: "Take from " + marineName(&o), Needs: game.PickChoice, Choices: cs},
				first(base, cond(len(cs) == 0, "They carry nothing."))))
		}
	}
	if len(living) == 0 && len(m.Items) > 0 { // one button, not one per item
		out = append(out, game.Action{ID: actGive + "none", Label: "Give equipment", Why: "No living marine is side by side with him."})
	}
	for i, it := range m.Items {
		if len(living) == 0 {
			break
		}
		out = append(out, enable(game.Action{ID: game.ActionID(actGive + strconv.Itoa(i)), Label: "Give " + itemButton(it), Needs: game.PickModel, Targets: living,
			Prompt: "Click a marine beside him (not diagonally)."}, base))
	}
	return out
}

// attackLabel is an attack's button: "Fire Rifle", "Strike: Knife".
func attackLabel(w ItemSpec) string {
	if w.Melee || w.Ammo == 0 {
		return "Strike: " + w.buttonName()
	}
	return "Fire " + w.buttonName()
}

// itemButton is an item as a button names it: "Rifle (12/20)".
func itemButton(it Item) string {
	sp := items[it.Kind]
	if sp.Ammo > 0 {
		return fmt.Sprintf("%s (%d/%d)", sp.buttonName(), it.Ammo, sp.Ammo)
	}
	return sp.buttonName()
}

// kitWords says what a kind of marine is: its speed, hit points and what it carries (each
// weapon's modifier, rounds and automatic fire; the reloads, or that it has none).
func kitWords(p Profile) string {
	var kit []string
	reloads := false
	for _, k := range p.Items {
		sp := items[k]
		w := sp.Name
		var about []string
		if sp.Mod != 0 {
			about = append(about, modText(sp.Mod)[1:]+" to hit")
		}
		if sp.Ammo > 0 {
			about = append(about, fmt.Sprintf("%d rounds", sp.Ammo))
		}
		if sp.Auto {
			about = append(about, "automatic")
		}
		if sp.Melee {
			about = append(about, "in contact")
		}
		if len(about) > 0 {
			w += " (" + strings.Join(about, ", ") + ")"
		}
		reloads = reloads || sp.Reloads != ""
		kit = append(kit, w)
	}
	out := fmt.Sprintf("Speed %d, %d hit points. Carries: %s.", p.Speed, p.HP, strings.Join(kit, ", "))
	if !reloads {
		out += " No reloads: its guns are empty once their rounds are spent."
	}
	if p.Orders {
		out += " Orders another marine to run faster."
	}
	return out
}

func itemLabel(it Item) string {
	sp := items[it.Kind]
	if sp.Ammo > 0 {
		return fmt.Sprintf("%s (%d/%d)", sp.Name, it.Ammo, sp.Ammo)
	}
	return sp.Name
}

func moveWhy(m *Marine) string {
	switch {
	case m.Turn.Stood:
		return "It stood still for its bonus this turn."
	case m.Turn.Acted && m.Turn.MovedFirst:
		return "It moved before attacking: it cannot move again."
	case speedLeft(m) <= 0:
		return "It has no movement left."
	}
	return ""
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

func none(ts []string, why string) string { return cond(len(ts) == 0, why) }

// attackTargets lists the zombies a marine may attack with a weapon.
func (r *rules) attackTargets(s *State, b *grid.Board, m *Marine, w ItemSpec) []string {
	var out []string
	for i := range s.Zombies {
		if r.targetWhy(s, b, m, w, &s.Zombies[i]) == "" {
			out = append(out, s.Zombies[i].ID)
		}
	}
	return out
}

// burstTargets lists the zombies automatic fire may go on at.
func (r *rules) burstTargets(s *State, b *grid.Board, m *Marine) []string {
	var out []string
	for _, z := range s.Zombies {
		if (z.At == s.Burst.Last || grid.Adjacent(z.At, s.Burst.Last)) && b.Sees(m.At, z.At) {
			out = append(out, z.ID)
		}
	}
	return out
}

// noBurstTarget says why automatic fire has no target: no zombie is on or beside the last
// target's square (edgewise or diagonally), or those that are are out of the marine's sight.
func (r *rules) noBurstTarget(s *State, b *grid.Board, m *Marine) string {
	var hidden []string
	for _, z := range s.Zombies {
		if z.At == s.Burst.Last || grid.Adjacent(z.At, s.Burst.Last) {
			hidden = append(hidden, zombieName(&z))
		}
	}
	if len(hidden) == 0 {
		return "No zombie is on or beside the last target's square (edgewise or diagonally)."
	}
	verb := "is"
	if len(hidden) > 1 {
		verb = "are"
	}
	names := strings.Join(hidden, ", ")
	if k := len(hidden) - 1; k > 0 {
		names = strings.Join(hidden[:k], ", ") + " and " + hidden[k]
	}
	return fmt.Sprintf("Beside the last target, %s %s out of its sight: a wall or closed door is in the way.", names, verb)
}

// zombieActions lists a zombie's actions for seat.
func (r *rules) zombieActions(s *State, seat game.SeatID, z *Zombie) []game.Action {
	why := ""
	switch {
	case seat != game.Host && seat != SeatZombies:
		why = "The zombies are the zombie player's."
	case s.Phase != PhaseZombies:
		why = "It is not the zombies' turn."
	case z.Down:
		why = "It is knocked down: it stands up at the end of the turn."
	case z.Steps >= zombieSpeed:
		why = "It has used its move."
	}
	shamble := game.Action{ID: actZombieMove, Label: "Shamble", Key: "M", Needs: game.PickPoint, Drag: true, Prompt: "Drag to a square.", Help: "Up to two squares, never diagonally.",
		Spots: spotsIf(why == "", func() []physics.Vec { return r.zombieSpots(s, z) })}
	return []game.Action{
		enable(shamble, first(why, cond(len(shamble.Spots) == 0, "No free square is within its reach."))),
		enable(game.Action{ID: actBreakDoor, Label: "Break a door", Key: "B", Needs: game.PickPoint, Prompt: "Click the square beyond a closed door beside it.",
			Spots: squareSpots(closedDoorsBeside(s, z.At)),
			Help:  "A 6 on 1D6 smashes it and the zombie steps through; the try costs a square."}, first(why, cond(len(closedDoorsBeside(s, z.At)) == 0, "No closed door is beside it."))),
	}
}

// closedDoorsBeside lists the squares beyond closed doors on a square's sides.
func closedDoorsBeside(s *State, q grid.Square) []grid.Square {
	var out []grid.Square
	for _, dir := range grid.Orthogonal {
		n := q.Add(dir)
		e, _ := grid.Between(q, n)
		if di := doorAt(s, e); di >= 0 && !s.Doors[di].Broken && onMap(n) && empty(s, n) {
			out = append(out, n)
		}
	}
	return out
}

// squareAt is the square under a point of the table.
func squareAt(p *physics.Vec) (grid.Square, bool) {
	if p == nil || math.IsNaN(p.X) || math.IsNaN(p.Y) || p.X < 0 || p.Y < 0 || p.X >= MapSide || p.Y >= MapSide {
		return grid.Square{}, false
	}
	return grid.Square{X: int(p.X), Y: int(p.Y)}, true
}

// nearestSquare returns the square of qs nearest a point.
func nearestSquare(qs []grid.Square, p *physics.Vec) (grid.Square, bool) {
	if p == nil || len(qs) == 0 {
		return grid.Square{}, false
	}
	best, bd := qs[0], math.Inf(1)
	for _, q := range qs {
		if d := math.Hypot(float64(q.X)+0.5-p.X, float64(q.Y)+0.5-p.Y); d < bd {
			best, bd = q, d
		}
	}
	return best, true
}

// edgeMid is the middle of an edge on the table.
func edgeMid(e grid.Edge) physics.Vec {
	if e.West {
		return physics.Vec{X: float64(e.X), Y: float64(e.Y) + 0.5}
	}
	return physics.Vec{X: float64(e.X) + 0.5, Y: float64(e.Y)}
}

var errPick = errors.New("pick a place on the map")

// Build turns an action and the player's picks into a command.
func (r *rules) Build(s *State, seat game.SeatID, model string, a game.ActionID, p game.Picks) (game.Command, error) {
	id := string(a)
	switch {
	case a == actChooseStart:
		n, err := strconv.Atoi(strings.TrimPrefix(p.Target, "tile-"))
		if err != nil {
			return nil, errors.New("pick a tile on the map's edge")
		}
		return ChooseStart{Tile: n}, nil
	case a == actPlaceDoor:
		if s.Phase != PhaseDoors || p.To == nil {
			return nil, errPick
		}
		walls := r.tileWalls(s, s.Populating[0].Pos)
		if len(walls) == 0 {
			return nil, errors.New("the tile has no free wall")
		}
		best := walls[0]
		for _, e := range walls {
			if edgeMid(e).Sub(*p.To).Len() < edgeMid(best).Sub(*p.To).Len() {
				best = e
			}
		}
		return PlaceDoor{Edge: best}, nil
	case a == actPlaceZombie:
		q, ok := nearestSquare(r.zombieSquares(s), p.To)
		if !ok {
			return nil, errPick
		}
		return PlaceZombie{At: q}, nil
	case strings.HasPrefix(id, actDeploy):
		n := r.seatNumber(s, seat)
		q, ok := nearestSquare(r.startSquares(s), p.To)
		if n == 0 || !ok {
			return nil, errPick
		}
		return Deploy{Seat: n, Kind: Kind(strings.TrimPrefix(id, actDeploy)), At: q}, nil
	case a == actSpawn:
		return Spawn{}, nil
	case a == actEndZombies:
		return EndZombies{}, nil
	case a == actZombieMove, a == actBreakDoor:
		q, ok := squareAt(p.To)
		if !ok {
			return nil, errPick
		}
		if a == actBreakDoor {
			zi := zombieByID(s, model)
			if zi < 0 {
				return nil, errors.New("pick a zombie")
			}
			if q, ok = nearestSquare(closedDoorsBeside(s, s.Zombies[zi].At), p.To); !ok {
				return nil, errors.New("no closed door is beside it")
			}
			return BreakDoor{Zombie: model, To: q}, nil
		}
		return ZombieMove{Zombie: model, To: q}, nil
	}
	return r.buildMarine(s, model, id, p)
}

// zombieSquares lists the squares a zombie may be placed on now: the new tile's middle
// while populating it (P6), else the spawn squares (T1).
func (r *rules) zombieSquares(s *State) []grid.Square {
	if s.Phase == PhaseTileZombies {
		return r.tileZombieSquares(s, s.Populating[0].Pos)
	}
	return r.spawnSquares(s)
}

// spotsIf works the spots out only when the action may be taken.
func spotsIf(ok bool, f func() []physics.Vec) []physics.Vec {
	if !ok {
		return nil
	}
	return f()
}

// startSquares lists the empty squares of the start tile.
func (r *rules) startSquares(s *State) []grid.Square {
	if s.StartTile < 0 {
		return nil
	}
	o := tileOrigin(s.StartTile)
	var out []grid.Square
	for y := 0; y < TileSide; y++ {
		for x := 0; x < TileSide; x++ {
			if q := (grid.Square{X: o.X + x, Y: o.Y + y}); empty(s, q) {
				out = append(out, q)
			}
		}
	}
	return out
}

func (r *rules) buildMarine(s *State, model, id string, p game.Picks) (game.Command, error) {
	num := func(prefix string) int {
		n, err := strconv.Atoi(strings.TrimPrefix(id, prefix))
		if err != nil {
			return -2
		}
		return n
	}
	switch {
	case id == string(actMove), id == string(actThrow):
		q, ok := squareAt(p.To)
		if !ok {
			return nil, errPick
		}
		if id == string(actThrow) {
			return Throw{Marine: model, At: q}, nil
		}
		return Move{Marine: model, To: q}, nil
	case strings.HasPrefix(id, actAttack):
		return Attack{Marine: model, Weapon: num(actAttack), Target: p.Target}, nil
	case strings.HasPrefix(id, actStand):
		return Attack{Marine: model, Weapon: num(actStand), Target: p.Target, Stand: true}, nil
	case id == string(actFireAgain):
		return FireAgain{Marine: model, Target: p.Target}, nil
	case strings.HasPrefix(id, actReload):
		return Reload{Marine: model, Weapon: num(actReload)}, nil
	case id == string(actHeal), id == string(actHealStand):
		return Heal{Marine: model, Target: p.Target, Stand: id == string(actHealStand)}, nil
	case id == string(actOrder):
		return Order{Marine: model, Target: p.Target}, nil
	case strings.HasPrefix(id, actGive):
		return Give{Marine: model, To: p.Target, Item: num(actGive)}, nil
	case strings.HasPrefix(id, actTake):
		n, err := strconv.Atoi(p.Choice)
		if err != nil {
			return nil, errors.New("pick an item")
		}
		return Take{Marine: model, From: strings.TrimPrefix(id, actTake), Item: n}, nil
	case id == string(actEndTurn):
		return EndTurn{Marine: model}, nil
	}
	return nil, fmt.Errorf("%q is not an action of Zombie Marines", id)
}

// Preview works out a move's route (or why not), changing nothing.
func (r *rules) Preview(s *State, seat game.SeatID, model string, a game.ActionID, p game.Picks) game.Preview {
	if p.Target != "" {
		if pv, ok := r.attackPreview(s, model, a, p.Target); ok {
			return pv
		}
	}
	q, ok := squareAt(p.To)
	if !ok && (a == actMove || a == actZombieMove || a == actThrow) {
		return game.Preview{Text: "Pick a square on the map."}
	}
	if a == actThrow {
		return r.throwPreview(s, model, q)
	}
	var path []grid.Square
	why := "nothing to show"
	switch a {
	case actMove:
		if mi := marineByID(s, model); mi >= 0 {
			path, why = r.marineRoute(s, &s.Marines[mi], q)
		}
	case actZombieMove:
		if zi := zombieByID(s, model); zi >= 0 {
			path, why = r.zombieRoute(s, &s.Zombies[zi], q)
		}
	default:
		return game.Preview{OK: true}
	}
	if path == nil {
		return game.Preview{Text: "Cannot move there: " + why + "."}
	}
	text := game.Plural(len(path)-1, "square", "squares")
	if a == actMove {
		if mi := marineByID(s, model); mi >= 0 {
			if m := &s.Marines[mi]; !m.Turn.Acted && m.Turn.Moved+len(path)-1 > profiles[m.Kind].Speed+m.Turn.Bonus {
				text += " · a sprint: no attack this turn"
			}
		}
	}
	if !s.Flipped[posOf(q)] {
		text += " · the tile turns over"
	}
	return game.Preview{OK: true, Path: centres(path), Text: text}
}
