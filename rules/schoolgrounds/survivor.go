package schoolgrounds

import (
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/maps"
)

// cardItem returns the item a card id ("pistol#07") is a card of.
func cardItem(card string) (Item, bool) {
	slug, _, ok := strings.Cut(card, "#")
	if !ok {
		return Item{}, false
	}
	return itemBySlug(slug)
}

// speed is how far a survivor moves in one move action (rules: move; Janet).
func speed(sv *Survivor) int {
	ch, _ := characterByID(sv.Char)
	return SurvivorMove + ch.ExtraStep
}

// survivorRoute is the route of survivor i to q this move, or why not: through other
// survivors but never through zombies, ending on an empty square.
func (r *rules) survivorRoute(s *State, i int, q grid.Square) ([]grid.Square, string) {
	sv := &s.Survivors[i]
	if !onBoard(q) {
		return nil, "that is off the board"
	}
	if q == sv.At {
		return nil, "it is already there"
	}
	if !empty(s, q) {
		return nil, "someone stands there"
	}
	rc := r.routes(s, sv.At, speed(sv), func(n grid.Square) bool { return zombieAt(s, n) < 0 })
	defer r.done(rc)
	p := rc.path(q)
	if p == nil {
		return nil, "no open route of " + game.Plural(speed(sv), "square", "squares") + " reaches it"
	}
	return p, ""
}

// shortMove is, for a drop at q that one move of survivor i does not reach (its caller has
// found survivorRoute refusing it) but several would, the route of the one move it takes
// along the way, and how many squares the whole way is: a player who drops a survivor far
// off means "go that way" (a play-test's long drag was refused). ok is false where no route
// reaches q.
func (r *rules) shortMove(s *State, i int, q grid.Square) (path []grid.Square, whole int, ok bool) {
	sv := &s.Survivors[i]
	if !onBoard(q) || q == sv.At {
		return nil, 0, false
	}
	rc := r.routes(s, sv.At, BoardW*BoardH, func(n grid.Square) bool { return zombieAt(s, n) < 0 })
	defer r.done(rc)
	way := rc.path(q)
	for k := min(speed(sv), len(way)-1); k > 0; k-- {
		if empty(s, way[k]) {
			return slices.Clone(way[:k+1]), len(way) - 1, true
		}
	}
	return nil, 0, false
}

// move moves a survivor; each broken window climbed costs 2 hit points (rules: windows).
func (r *rules) move(s *State, c Move, emit func(game.Event)) error {
	i, err := r.actor(s, c.Survivor)
	if err != nil {
		return err
	}
	path, why := r.survivorRoute(s, i, c.To)
	if path == nil {
		return game.Refuse("%s cannot move there: %s", r.name(s, i), why)
	}
	acted(s, i)
	s.Survivors[i].At = c.To
	emit(game.Event{Type: game.EvMove, Model: c.Survivor, Path: centres(path),
		Text: r.name(s, i) + " moves " + game.Plural(len(path)-1, "square", "squares") + "."})
	if w := r.windows(s, path); w > 0 {
		note(emit, "%s climbs through a broken window and loses %d hit points.", r.name(s, i), w*WindowDamage)
		r.hurt(s, i, w*WindowDamage, emit)
	}
	return nil
}

// doorFor checks that survivor i stands at door or hatch di.
func (r *rules) doorFor(s *State, i, di int) error {
	if di < 0 || di >= len(s.Doors) {
		return game.Refuse("there is no such door or hatch")
	}
	if !r.atDoor(di, s.Survivors[i].At) {
		return game.Refuse("%s is not at %s", r.name(s, i), r.doorName(di))
	}
	if s.Doors[di].Broken {
		return game.Refuse("%s is broken for good", capital(r.doorName(di)))
	}
	return nil
}

// open opens a closed door or hatch (rules: use an object).
func (r *rules) open(s *State, c Open, emit func(game.Event)) error {
	i, err := r.actor(s, c.Survivor)
	if err != nil {
		return err
	}
	if err := r.doorFor(s, i, c.Door); err != nil {
		return err
	}
	if s.Doors[c.Door].Open {
		return game.Refuse("%s is open already", capital(r.doorName(c.Door)))
	}
	acted(s, i)
	s.Doors[c.Door].Open, s.Doors[c.Door].Blocker = true, 0
	note(emit, "%s opens %s.", r.name(s, i), r.doorName(c.Door))
	return nil
}

// block shuts a door or hatch and holds it until the survivor's next turn (rules: block).
func (r *rules) block(s *State, c Block, emit func(game.Event)) error {
	i, err := r.actor(s, c.Survivor)
	if err != nil {
		return err
	}
	if err := r.doorFor(s, i, c.Door); err != nil {
		return err
	}
	if s.Doors[c.Door].Blocker == i+1 {
		return game.Refuse("%s already blocks %s", r.name(s, i), r.doorName(c.Door))
	}
	acted(s, i)
	s.Doors[c.Door].Open, s.Doors[c.Door].Blocker = false, i+1
	note(emit, "%s shuts and blocks %s.", r.name(s, i), r.doorName(c.Door))
	return nil
}

// windowsBeside lists the windows on the sides of a square.
func (r *rules) windowsBeside(q grid.Square) []int {
	var out []int
	for _, d := range grid.Orthogonal {
		e, _ := grid.Between(q, q.Add(d))
		if ref := r.board.edge(e); ref.Kind == edgeWindow {
			out = append(out, ref.Index)
		}
	}
	return out
}

// breakWindow breaks a window beside the survivor (rules: windows).
func (r *rules) breakWindow(s *State, c BreakWindow, emit func(game.Event)) error {
	i, err := r.actor(s, c.Survivor)
	if err != nil {
		return err
	}
	if !slices.Contains(r.windowsBeside(s.Survivors[i].At), c.Window) {
		return game.Refuse("no window is beside %s there", r.name(s, i))
	}
	if s.Broken[c.Window] {
		return game.Refuse("that window is broken already")
	}
	acted(s, i)
	s.Broken[c.Window] = true
	note(emit, "%s smashes a window.", r.name(s, i))
	return nil
}

// searchWhy says why survivor i cannot search where it stands, or "".
func (r *rules) searchWhy(s *State, i int) string {
	t := r.board.searchAt(s.Survivors[i].At)
	switch {
	case t < 0:
		return "It is not on a search pile."
	case s.Used[t]:
		return "That pile has been searched."
	case r.board.Search[t].Tier == 3 && s.Kills < r.opt.Unlock:
		return "The purple piles open once " + game.Plural(r.opt.Unlock, "zombie has", "zombies have") + " been killed."
	}
	return ""
}

// search draws a card from the pile of the tile's tier; Franky draws two and keeps one.
func (r *rules) search(s *State, c Search, emit func(game.Event)) error {
	i, err := r.actor(s, c.Survivor)
	if err != nil {
		return err
	}
	if why := r.searchWhy(s, i); why != "" {
		return game.Refuse("%s", why)
	}
	sv := &s.Survivors[i]
	t := r.board.searchAt(sv.At)
	tier := r.board.Search[t].Tier
	acted(s, i)
	s.Used[t] = true
	pile := &s.Piles[tier-1]
	ch, _ := characterByID(sv.Char)
	switch {
	case len(*pile) == 0:
		note(emit, "%s searches the pile and finds nothing of use.", r.name(s, i))
	case ch.LooksTwo && len(*pile) >= 2:
		s.Pending = &Pending{Kind: PendKeep, Survivor: i, Cards: slices.Clone((*pile)[:2]), Tier: tier}
		*pile = (*pile)[2:]
		note(emit, "%s searches the pile and looks at two cards.", r.name(s, i))
		private(emit, sv.Seat, "You drew the %s and the %s: keep one.", cardName(s.Pending.Cards[0]), cardName(s.Pending.Cards[1]))
	default:
		card := (*pile)[0]
		*pile = (*pile)[1:]
		sv.Hand = append(sv.Hand, card)
		note(emit, "%s searches the pile and takes a card.", r.name(s, i))
		private(emit, sv.Seat, "You found the %s.", cardName(card))
		r.showBeforePassing(s, i, []string{card})
	}
	return nil
}

// showBeforePassing keeps the turn with survivor i, when the action that drew cards was its
// last, until its player has seen them: the table covers the screen when the turn passes to
// another seat (issue 29).
func (r *rules) showBeforePassing(s *State, i int, cards []string) {
	if s.Survivors[i].Acts >= ActionsPerTurn && s.Survivors[i].Life == Alive {
		s.Pending = &Pending{Kind: PendSeen, Survivor: i, Cards: slices.Clone(cards)}
	}
}

// seen ends the wait for the searcher to read the card drawn.
func (r *rules) seen(s *State, c Seen) error {
	p := s.Pending
	if p == nil || p.Kind != PendSeen || survivorByID(s, c.Survivor) != p.Survivor {
		return game.Refuse("there is no card to look at")
	}
	s.Pending = nil
	return nil
}

// keep: Franky keeps one card and shuffles the other back into its pile.
func (r *rules) keep(s *State, c Keep, d *game.Dice, emit func(game.Event)) error {
	p := s.Pending
	if p == nil || p.Kind != PendKeep || survivorByID(s, c.Survivor) != p.Survivor {
		return game.Refuse("there is no card to keep")
	}
	k := slices.Index(p.Cards, c.Card)
	if k < 0 {
		return game.Refuse("that is not one of the two cards drawn")
	}
	sv := &s.Survivors[p.Survivor]
	sv.Hand = append(sv.Hand, c.Card)
	other := p.Cards[1-k]
	pile := &s.Piles[p.Tier-1]
	*pile = append(*pile, other)
	game.Shuffle(d.RNG(), *pile)
	s.Pending = nil
	note(emit, "%s keeps one card and shuffles the other back.", r.name(s, p.Survivor))
	private(emit, sv.Seat, "You keep the %s.", cardName(c.Card))
	return nil
}

// cardName is how players read a card: "Pistol".
func cardName(card string) string {
	if it, ok := cardItem(card); ok {
		return it.Name
	}
	return "card"
}

// helpTarget is the living survivor a heal or cure is for: oneself or one beside.
func (r *rules) helpTarget(s *State, i int, id string) (int, error) {
	t := survivorByID(s, id)
	if t < 0 || s.Survivors[t].Life != Alive {
		return -1, game.Refuse("pick a living survivor")
	}
	if t != i && !r.near(s, r.touchBoard(s), s.Survivors[i].At, s.Survivors[t].At) {
		return -1, game.Refuse("%s is not beside %s", r.name(s, t), r.name(s, i))
	}
	return t, nil
}

// heal restores hit points, never above the most a survivor has.
func (r *rules) heal(s *State, t, n int, emit func(game.Event)) {
	sv := &s.Survivors[t]
	got := min(n, SurvivorHP-sv.HP)
	sv.HP += got
	note(emit, "%s gets back %s.", r.name(s, t), game.Plural(got, "hit point", "hit points"))
}

// useItem uses an item card from the hand.
func (r *rules) useItem(s *State, c UseItem, emit func(game.Event)) error {
	i, err := r.actor(s, c.Survivor)
	if err != nil {
		return err
	}
	k := slices.Index(s.Survivors[i].Hand, c.Card)
	it, _ := cardItem(c.Card)
	if k < 0 {
		return game.Refuse("%s holds no such card", r.name(s, i))
	}
	switch it.Use {
	case UseHeal, UseCure:
		return r.useHealing(s, i, k, it, c.Target, emit)
	case UseAmmo:
		return r.reload(s, i, k, it, emit)
	case UseCarPart:
		return r.repair(s, i, k, it, emit)
	}
	return game.Refuse("the %s is used by attacking with it", it.Name)
}

// useHealing heals or cures survivor i or one beside with the card at k of its hand.
func (r *rules) useHealing(s *State, i, k int, it Item, target string, emit func(game.Event)) error {
	t, err := r.helpTarget(s, i, target)
	if err != nil {
		return err
	}
	if it.Use == UseCure && !s.Survivors[t].Infected {
		return game.Refuse("%s is not infected", r.name(s, t))
	}
	if it.Use == UseHeal && s.Survivors[t].HP >= SurvivorHP {
		return game.Refuse("%s is not hurt", r.name(s, t))
	}
	acted(s, i)
	sv := &s.Survivors[i]
	sv.Hand = slices.Delete(sv.Hand, k, k+1)
	note(emit, "%s uses %s on %s.", r.name(s, i), it.Name, r.name(s, t))
	if it.Use == UseCure {
		s.Survivors[t].Infected = false
		note(emit, "%s is cured of the infection.", r.name(s, t))
		return nil
	}
	r.heal(s, t, it.Amount, emit)
	return nil
}

// reload refills the emptiest gun of the card's kind in survivor i's hand.
func (r *rules) reload(s *State, i, k int, it Item, emit func(game.Event)) error {
	sv := &s.Survivors[i]
	g := r.gunToLoad(s, sv, it.Reloads)
	if g < 0 {
		return game.Refuse("%s has no %s to reload", r.name(s, i), strings.ToLower(mustItem(it.Reloads).Name))
	}
	acted(s, i)
	s.Guns[g].Rounds = mustItem(it.Reloads).Rounds
	sv.Hand = slices.Delete(sv.Hand, k, k+1)
	note(emit, "%s reloads.", r.name(s, i))
	return nil
}

// repair puts a car part into the car from on or beside it (rules: winning).
func (r *rules) repair(s *State, i, k int, it Item, emit func(game.Event)) error {
	sv := &s.Survivors[i]
	if !r.board.nearCar(sv.At) {
		return game.Refuse("%s must stand on or beside the car", r.name(s, i))
	}
	acted(s, i)
	card := sv.Hand[k]
	sv.Hand = slices.Delete(sv.Hand, k, k+1)
	s.Car = append(s.Car, card)
	note(emit, "%s puts the %s into the car (%d of 3).", r.name(s, i), it.Name, len(s.Car))
	return nil
}

func mustItem(slug string) Item { it, _ := itemBySlug(slug); return it }

// gunToLoad is the index in State.Guns of the emptiest gun of that kind in a hand, or -1.
func (r *rules) gunToLoad(s *State, sv *Survivor, slug string) int {
	best := -1
	for g, a := range s.Guns {
		if it, _ := cardItem(a.Card); it.Slug == slug && slices.Contains(sv.Hand, a.Card) && a.Rounds < it.Rounds {
			if best < 0 || a.Rounds < s.Guns[best].Rounds {
				best = g
			}
		}
	}
	return best
}

// rounds is a gun card's rounds left (-1: not a gun).
func rounds(s *State, card string) int {
	for _, a := range s.Guns {
		if a.Card == card {
			return a.Rounds
		}
	}
	return -1
}

// ability uses a character's active ability: Milo's first aid, Chaytt's holy water.
func (r *rules) ability(s *State, c Ability, d *game.Dice, emit func(game.Event)) error {
	i, err := r.actor(s, c.Survivor)
	if err != nil {
		return err
	}
	sv := &s.Survivors[i]
	ch, _ := characterByID(sv.Char)
	switch {
	case ch.Heals > 0:
		if sv.Rest > 0 {
			return game.Refuse("%s's first aid kit rests for %s more", ch.Name, game.Plural(sv.Rest, "turn", "turns"))
		}
		t, err := r.helpTarget(s, i, c.Target)
		if err != nil {
			return err
		}
		if s.Survivors[t].HP >= SurvivorHP {
			return game.Refuse("%s is not hurt", r.name(s, t))
		}
		acted(s, i)
		sv.Rest = ch.Cooldown + 1 // counted down at the end of each of Milo's turns, this one included
		note(emit, "%s patches up %s.", ch.Name, r.name(s, t))
		r.heal(s, t, ch.Heals, emit)
		return nil
	case ch.Cures:
		return r.holyWater(s, i, c.Target, d, emit)
	}
	return game.Refuse("%s has no ability to use: it works by itself", ch.Name)
}

// holyWater: on a 4+ cures an infection or brings a turned player back with 5 hit points.
func (r *rules) holyWater(s *State, i int, target string, d *game.Dice, emit func(game.Event)) error {
	sv := &s.Survivors[i]
	zi := zombieByID(s, target)
	if zi >= 0 {
		z := s.Zombies[zi]
		if z.Kind != TurnedZ || !r.near(s, r.touchBoard(s), sv.At, z.At) {
			return game.Refuse("holy water brings back a turned player beside Chaytt, not that zombie")
		}
	} else {
		t, err := r.helpTarget(s, i, target)
		if err != nil {
			return err
		}
		if !s.Survivors[t].Infected {
			return game.Refuse("%s is not infected", r.name(s, t))
		}
	}
	acted(s, i)
	roll := d.D6()
	emit(game.Event{Type: game.EvRoll, Model: survivorID(sv.Seat), Dice: []int{roll}, Text: "Chaytt sprinkles the holy water."})
	if roll < 4 {
		note(emit, "Nothing happens.")
		return nil
	}
	if zi < 0 {
		t := survivorByID(s, target)
		s.Survivors[t].Infected = false
		note(emit, "%s is cured of the infection.", r.name(s, t))
		return nil
	}
	z := s.Zombies[zi]
	t := z.Survivor - 1
	s.Zombies = slices.Delete(s.Zombies, zi, zi+1)
	back := &s.Survivors[t]
	back.Life, back.HP, back.At, back.Done, back.Acts = Alive, TurnedHP, z.At, true, 0
	note(emit, "%s comes back to the living with %d hit points.", r.name(s, t), TurnedHP)
	return nil
}

// trade offers cards to a survivor beside, who answers (rules: trading items).
func (r *rules) trade(s *State, c Trade, emit func(game.Event)) error {
	i, err := r.actor(s, c.Survivor)
	if err != nil {
		return err
	}
	t := survivorByID(s, c.With)
	if t < 0 || t == i || s.Survivors[t].Life != Alive || !r.near(s, r.touchBoard(s), s.Survivors[i].At, s.Survivors[t].At) {
		return game.Refuse("trade with a living survivor beside %s", r.name(s, i))
	}
	sv := &s.Survivors[i]
	if sv.Declined {
		// A refusal refunds the action; without this, offer and refusal could go round
		// for ever (two searching computers did, a thousand times).
		return game.Refuse("%s's offer was turned down this turn: no more trades until the next", r.name(s, i))
	}
	if err := holds(sv.Hand, c.Give); err != nil {
		return err
	}
	acted(s, i)
	for _, card := range c.Give {
		sv.Hand = slices.DeleteFunc(sv.Hand, func(h string) bool { return h == card })
		if sv.Equipped == card {
			sv.Equipped = ""
		}
	}
	s.Pending = &Pending{Kind: PendTrade, Survivor: t, From: i, Cards: slices.Clone(c.Give)}
	note(emit, "%s offers %s a trade (%s).", r.name(s, i), r.name(s, t), game.Plural(len(c.Give), "card", "cards"))
	emit(game.Event{Type: game.EvNote, Text: "Offered: " + names(c.Give) + ".", Only: []game.SeatID{PlayerSeat(sv.Seat), PlayerSeat(s.Survivors[t].Seat)}})
	return nil
}

// holds checks that a hand holds each card given once.
func holds(hand, give []string) error {
	seen := map[string]bool{}
	for _, card := range give {
		if seen[card] || !slices.Contains(hand, card) {
			return game.Refuse("%q is not a card in hand to give", maps.Truncate(card, 40))
		}
		seen[card] = true
	}
	return nil
}

func names(cards []string) string {
	if len(cards) == 0 {
		return "nothing"
	}
	var out []string
	for _, c := range cards {
		out = append(out, cardName(c))
	}
	return strings.Join(out, ", ")
}

// answer accepts a trade, giving cards back, or declines it: the offer comes back and the
// proposer's action is not spent.
func (r *rules) answer(s *State, c Answer, emit func(game.Event)) error {
	p := s.Pending
	if p == nil || p.Kind != PendTrade || survivorByID(s, c.Survivor) != p.Survivor {
		return game.Refuse("there is no trade to answer")
	}
	me, from := &s.Survivors[p.Survivor], &s.Survivors[p.From]
	if !c.Accept {
		from.Hand = append(from.Hand, p.Cards...)
		from.Acts--
		from.Declined = true
		s.Pending = nil
		note(emit, "%s turns the trade down.", r.name(s, p.Survivor))
		return nil
	}
	if err := holds(me.Hand, c.Give); err != nil {
		return err
	}
	for _, card := range c.Give {
		me.Hand = slices.DeleteFunc(me.Hand, func(h string) bool { return h == card })
		if me.Equipped == card {
			me.Equipped = ""
		}
	}
	me.Hand = append(me.Hand, p.Cards...)
	from.Hand = append(from.Hand, c.Give...)
	note(emit, "%s and %s trade: %s for %s.", r.name(s, p.From), r.name(s, p.Survivor),
		game.Plural(len(p.Cards), "card", "cards"), game.Plural(len(c.Give), "card", "cards"))
	emit(game.Event{Type: game.EvNote, Text: "Given back: " + names(c.Give) + ".", Only: []game.SeatID{PlayerSeat(me.Seat), PlayerSeat(from.Seat)}})
	s.Pending = nil
	return nil
}

// packNear is the pack on or beside survivor i's square, or -1.
func (r *rules) packNear(s *State, i int) int {
	b := r.touchBoard(s)
	for k, p := range s.Packs {
		if p.At == s.Survivors[i].At || r.near(s, b, p.At, s.Survivors[i].At) {
			return k
		}
	}
	return -1
}

// pickUp takes the cards a survivor left behind (school-grounds.md §7).
func (r *rules) pickUp(s *State, c PickUp, emit func(game.Event)) error {
	i, err := r.actor(s, c.Survivor)
	if err != nil {
		return err
	}
	k := r.packNear(s, i)
	if k < 0 {
		return game.Refuse("no cards lie on or beside %s's square", r.name(s, i))
	}
	acted(s, i)
	p := s.Packs[k]
	s.Packs = slices.Delete(s.Packs, k, k+1)
	sv := &s.Survivors[i]
	sv.Hand = append(sv.Hand, p.Cards...)
	note(emit, "%s picks up %s left behind.", r.name(s, i), game.Plural(len(p.Cards), "card", "cards"))
	private(emit, sv.Seat, "You picked up: %s.", names(p.Cards))
	r.showBeforePassing(s, i, p.Cards)
	return nil
}

// carReady reports whether the car has its keys, battery and fuel.
func carReady(s *State) bool { return len(s.Car) >= 3 }

// escape drives off with every living survivor on or beside the car (rules: winning).
func (r *rules) escape(s *State, c Escape, emit func(game.Event)) error {
	i, err := r.actor(s, c.Survivor)
	if err != nil {
		return err
	}
	if !carReady(s) {
		return game.Refuse("the car still needs %s", game.Plural(3-len(s.Car), "part", "parts"))
	}
	if !r.board.nearCar(s.Survivors[i].At) {
		return game.Refuse("%s must stand on or beside the car", r.name(s, i))
	}
	var winners []int
	var who []string
	for k := range s.Survivors {
		if sv := &s.Survivors[k]; sv.Life == Alive && r.board.nearCar(sv.At) {
			sv.Life = Escaped
			emit(game.Event{Type: game.EvLeave, Model: survivorID(sv.Seat)})
			winners = append(winners, sv.Seat)
			who = append(who, r.name(s, k))
		}
	}
	s.Phase = PhaseOver
	s.Result = &Result{Winners: winners, Reason: strings.Join(who, ", ") + " drove away in the repaired car."}
	emit(game.Event{Type: game.EvVictory, Text: s.Result.Reason})
	return nil
}
