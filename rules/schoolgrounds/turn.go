package schoolgrounds

import (
	"fmt"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

// choose places a player's survivor on a fountain square (rules: start of game).
func (r *rules) choose(s *State, c Choose, emit func(game.Event)) error {
	ch, ok := characterByID(c.Char)
	switch {
	case s.Phase != PhasePick:
		return game.Refuse("the characters are chosen")
	case len(s.PickOrder) == 0:
		return game.Refuse("roll off first: the highest d6 chooses first")
	case c.Seat != r.nextPicker(s):
		return game.Refuse("player %d chooses next", r.nextPicker(s))
	case !ok:
		return game.Refuse("there is no character %q", maps.Truncate(c.Char, 40))
	case slices.ContainsFunc(s.Survivors, func(sv Survivor) bool { return sv.Char == c.Char }):
		return game.Refuse("%s is taken", ch.Name)
	case !slices.Contains(r.board.Fountain, c.At):
		return game.Refuse("survivors start on the fountain's squares")
	case !empty(s, c.At):
		return game.Refuse("someone stands there")
	}
	insertBySeat(s, Survivor{Seat: c.Seat, Char: c.Char, At: c.At, HP: SurvivorHP, Life: Alive, Hand: []string{}})
	note(emit, "Player %d plays %s.", c.Seat, ch.Name)
	if len(s.Survivors) == r.opt.Players {
		s.Phase, s.Round = PhaseSurvivors, 1
		note(emit, "Turn 1: the survivors move out from the fountain.")
	}
	return nil
}

// actor checks that a survivor may take an action now, and returns its index.
func (r *rules) actor(s *State, id string) (int, error) {
	i := survivorByID(s, id)
	switch {
	case s.Phase != PhaseSurvivors:
		return -1, game.Refuse("it is not the survivors' turn")
	case i < 0:
		return -1, game.Refuse("there is no survivor %q", maps.Truncate(id, 40))
	case s.Pending != nil:
		return -1, game.Refuse("%s must answer first", r.name(s, s.Pending.Survivor))
	case s.Strike != nil:
		return -1, game.Refuse("roll the damage of the attack first")
	}
	sv := &s.Survivors[i]
	switch {
	case sv.Life != Alive:
		return -1, game.Refuse("%s is not among the living", r.name(s, i))
	case sv.Done:
		return -1, game.Refuse("%s has had a turn this round", r.name(s, i))
	case s.Active >= 0 && s.Active != i:
		return -1, game.Refuse("it is %s's turn until it ends", r.name(s, s.Active))
	case sv.Acts >= ActionsPerTurn:
		return -1, game.Refuse("%s has taken both actions", r.name(s, i))
	}
	return i, nil
}

// acted counts an action of survivor i and makes its turn the one going on.
func acted(s *State, i int) {
	s.Survivors[i].Acts++
	s.Active = i
}

// name is how players read a survivor: "Milo".
func (r *rules) name(s *State, i int) string {
	ch, _ := characterByID(s.Survivors[i].Char)
	return ch.Name
}

func (r *rules) endTurnCmd(s *State, c EndTurn) error {
	i, err := r.actor(s, c.Survivor)
	if err != nil {
		return err
	}
	s.Active = i
	s.Survivors[i].Acts = ActionsPerTurn
	return nil
}

// settle moves the game on after a command: a turn with both actions taken ends, a round
// whose survivors have all played passes to the master, and a finished game is scored.
func (r *rules) settle(s *State, d *game.Dice, emit func(game.Event)) {
	for s.Result == nil && s.Phase == PhaseSurvivors && s.Pending == nil && s.Strike == nil {
		if s.Active >= 0 {
			sv := &s.Survivors[s.Active]
			if sv.Life == Alive && sv.Acts < ActionsPerTurn {
				break
			}
			r.endTurn(s, s.Active, emit)
			continue
		}
		if slices.ContainsFunc(s.Survivors, func(sv Survivor) bool { return sv.Life == Alive && !sv.Done }) {
			break
		}
		r.endSurvivors(s, d, emit)
		break
	}
	r.checkEnd(s, emit)
}

// endTurn ends survivor i's turn: infection bites, a block left behind ends, the
// ability's rest counts down (rules: infection, block; Milo).
func (r *rules) endTurn(s *State, i int, emit func(game.Event)) {
	s.Active = -1
	sv := &s.Survivors[i]
	sv.Done, sv.Declined = true, false
	if sv.Life != Alive {
		return
	}
	if sv.Rest > 0 {
		sv.Rest--
	}
	for di := range s.Doors {
		if s.Doors[di].Blocker == i+1 && !r.atDoor(di, sv.At) {
			s.Doors[di].Blocker = 0
			note(emit, "%s left %s: it is no longer blocked.", r.name(s, i), r.doorName(di))
		}
	}
	if sv.Infected {
		note(emit, "The infection costs %s %d hit points.", r.name(s, i), InfectDamage)
		r.hurt(s, i, InfectDamage, emit)
	}
}

// endSurvivors ends the survivors' part of the round: after the second, the master is
// chosen; from then on the master plays after the survivors.
func (r *rules) endSurvivors(s *State, d *game.Dice, emit func(game.Event)) {
	if s.Master == 0 && s.Round >= 2 {
		r.chooseMaster(s, d, emit)
	}
	if s.Master == 0 || s.Round < 3 {
		r.newRound(s, emit)
		return
	}
	s.Phase = PhaseMaster
	s.Spawn = s.Spawn%MaxSpawn + 1 // 1, 2 … 5, then 1 again (rules: spawning)
	s.Left = min(s.Spawn, MaxNormals-r.count(s, Normal))
	s.Placing = s.Left > 0 && len(r.spawnSquares(s)) > 0
	s.Acted = false
	for i := range s.Zombies {
		s.Zombies[i].Acts = zombieActions(s.Zombies[i].Kind)
	}
	note(emit, "Turn %d: the zombie master's turn (%s to spawn).", s.Round, game.Plural(s.Left, "zombie", "zombies"))
}

func zombieActions(k ZombieKind) int {
	switch k {
	case Brute:
		return BruteActions
	case TurnedZ:
		return TurnedActions
	}
	return NormalActions
}

// newRound starts the next round's survivors' turns; blocks made last round end.
func (r *rules) newRound(s *State, emit func(game.Event)) {
	if r.opt.Rounds > 0 && s.Round >= r.opt.Rounds && s.Master != 0 {
		s.Phase = PhaseOver
		s.Result = &Result{Winners: []int{s.Master}, Reason: fmt.Sprintf("The survivors did not get away in %d turns: the dead overran the school.", r.opt.Rounds)}
		return
	}
	s.Round++
	s.Phase, s.Active = PhaseSurvivors, -1
	for i := range s.Survivors {
		s.Survivors[i].Acts, s.Survivors[i].Done = 0, false
	}
	for i := range s.Doors {
		s.Doors[i].Blocker = 0
	}
	note(emit, "Turn %d: the survivors' turns.", s.Round)
}

// chooseMaster picks the zombie master at random among the living players (or the player
// the master option names, while that player's survivor lives); that player's survivor
// leaves the board, its cards left where it stood (school-grounds.md §6).
func (r *rules) chooseMaster(s *State, d *game.Dice, emit func(game.Event)) {
	var living []int
	for i, sv := range s.Survivors {
		if sv.Life == Alive {
			living = append(living, i)
		}
	}
	if len(living) == 0 {
		return
	}
	i := -1
	for _, l := range living {
		if r.opt.Master != 0 && s.Survivors[l].Seat == r.opt.Master {
			i = l
		}
	}
	if i < 0 {
		i = living[d.Hidden(len(living))]
	}
	sv := &s.Survivors[i]
	s.Master = sv.Seat
	sv.Life = Gone
	r.drop(s, sv)
	emit(game.Event{Type: game.EvAnnounce, Text: fmt.Sprintf("Player %d is the zombie master!", sv.Seat)})
	emit(game.Event{Type: game.EvLeave, Model: survivorID(sv.Seat)})
	note(emit, "%s walks off into the dark; from now on the dead obey Player %d.", r.name(s, i), sv.Seat)
}

// drop leaves a survivor's item cards on its square.
func (r *rules) drop(s *State, sv *Survivor) {
	if len(sv.Hand) > 0 {
		s.Packs = append(s.Packs, Pack{At: sv.At, Cards: sv.Hand})
	}
	sv.Hand, sv.Equipped = []string{}, ""
}

// hurt takes hit points from survivor i; at 0 it dies and rises as its player's zombie
// with its last weapon (rules: dying).
func (r *rules) hurt(s *State, i, n int, emit func(game.Event)) {
	sv := &s.Survivors[i]
	if sv.Life != Alive || n <= 0 {
		return
	}
	sv.HP -= n
	if sv.HP > 0 {
		return
	}
	sv.HP, sv.Life, sv.Infected = 0, Turned, false
	for di := range s.Doors {
		if s.Doors[di].Blocker == i+1 {
			s.Doors[di].Blocker = 0
		}
	}
	if s.Active == i {
		s.Active = -1
		sv.Done = true
	}
	s.Zombies = append(s.Zombies, Zombie{ID: fmt.Sprintf("t%d", sv.Seat), Kind: TurnedZ, At: sv.At, HP: TurnedHP, Survivor: i + 1, Mod: r.weaponMod(sv)})
	// Said over the table too: the player goes on with a zombie now, which the table does
	// not otherwise say (a play-test waited, not knowing).
	emit(game.Event{Type: game.EvAnnounce, Text: fmt.Sprintf("%s dies, and rises again as a zombie with %d hit points: %s plays it now.",
		r.name(s, i), TurnedHP, fmt.Sprintf("player %d", sv.Seat))})
}

// weaponMod is the damage modifier of a survivor's last weapon.
func (r *rules) weaponMod(sv *Survivor) int {
	if it, ok := cardItem(sv.Equipped); ok && slices.Contains(sv.Hand, sv.Equipped) {
		return it.Mod
	}
	ch, _ := characterByID(sv.Char)
	return ch.Weapon
}

// checkEnd ends the game when no survivor lives.
func (r *rules) checkEnd(s *State, emit func(game.Event)) {
	if s.Result != nil || s.Phase == PhasePick {
		if s.Result != nil {
			s.Phase = PhaseOver
		}
		return
	}
	if slices.ContainsFunc(s.Survivors, func(sv Survivor) bool { return sv.Life == Alive }) {
		return
	}
	s.Phase = PhaseOver
	if s.Master != 0 {
		s.Result = &Result{Winners: []int{s.Master}, Reason: "Every survivor is dead: the zombie master wins."}
	} else {
		s.Result = &Result{Winners: []int{}, Reason: "Every survivor died before the dead found a master."}
	}
	emit(game.Event{Type: game.EvVictory, Text: s.Result.Reason})
}

// doorName is how players read a door or hatch: "the north-west door", "the Boiler tunnel
// hatch".
func (r *rules) doorName(i int) string {
	o := r.board.Doors[i]
	if o.Hatch {
		return "the " + o.Name + " hatch"
	}
	return "the " + strings.TrimPrefix(placeName(o.B), "the ") + " door"
}
