package schoolgrounds

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/physics"
)

// doorOn returns the index of the door on an edge, or of the hatch named.
func doorOn(t *testing.T, g *game.Game[State], e grid.Edge, hatch string) int {
	t.Helper()
	for i, o := range g.Rules().(*rules).board.Doors {
		if hatch == "" && !o.Hatch && o.Edge == e || hatch != "" && o.Name == hatch {
			return i
		}
	}
	t.Fatalf("no door %+v %q", e, hatch)
	return -1
}

func windowOn(t *testing.T, g *game.Game[State], e grid.Edge) int {
	t.Helper()
	i := slices.Index(g.Rules().(*rules).board.Windows, e)
	if i < 0 {
		t.Fatalf("no window on %+v", e)
	}
	return i
}

func TestPlayersChooseDifferentCharactersOnTheFountain(t *testing.T) {
	g := newGame(t, "", true)
	mustRefuse(t, g, Choose{Seat: 1, Char: "milo", At: sq2(13, 7)}, "roll off first")
	rollOff(t, g, true)
	mustRefuse(t, g, Choose{Seat: 2, Char: "milo", At: sq2(13, 7)}, "player 1 chooses next")
	mustRefuse(t, g, Choose{Seat: 1, Char: "milo", At: sq2(12, 7)}, "fountain")
	mustRefuse(t, g, Choose{Seat: 1, Char: "bob", At: sq2(13, 7)}, "no character")
	mustApply(t, g, Choose{Seat: 1, Char: "milo", At: sq2(13, 7)})
	mustRefuse(t, g, Choose{Seat: 2, Char: "milo", At: sq2(14, 7)}, "taken")
	mustRefuse(t, g, Choose{Seat: 2, Char: "ellie", At: sq2(13, 7)}, "someone")
}

func TestAMoveIsFiveSquaresAndJanetsSix(t *testing.T) {
	g := started(t, "", false)
	put(g, 1, sq2(16, 10))
	mustRefuse(t, g, Move{Survivor: "s1", To: sq2(22, 10)}, "no open route of 5 squares")
	mustRefuse(t, g, Move{Survivor: "s1", To: sq2(19, 12)}, "no open route") // inside the shed's walls
	mustApply(t, g, Move{Survivor: "s1", To: sq2(21, 10)})
	put(g, 5, sq2(16, 9))
	mustRefuse(t, g, Move{Survivor: "s5", To: sq2(17, 9)}, "Milo's turn") // one survivor's turn at a time
	mustApply(t, g, Move{Survivor: "s1", To: sq2(21, 9)})
	mustApply(t, g, Move{Survivor: "s5", To: sq2(22, 9)}) // Milo's two actions ended his turn: Janet's six squares
	if s := g.State(); !s.Survivors[0].Done || s.Active != 4 {
		t.Fatalf("Milo done %v, active %d", s.Survivors[0].Done, s.Active)
	}
}

func TestMovesNeverPassZombiesOrClosedDoors(t *testing.T) {
	g := started(t, "", false)
	put(g, 1, sq2(11, 5))
	door := doorOn(t, g, grid.Edge{X: 11, Y: 5, West: true}, "")
	mustRefuse(t, g, Move{Survivor: "s1", To: sq2(9, 5)}, "no open route")
	mustApply(t, g, Open{Survivor: "s1", Door: door})
	addZombie(g, Normal, sq2(10, 5))
	mustRefuse(t, g, Move{Survivor: "s1", To: sq2(9, 5)}, "no open route") // the zombie stands in the doorway
	g.State().Zombies = nil
	mustApply(t, g, Move{Survivor: "s1", To: sq2(9, 5)})
}

func TestABrokenWindowCostsTwoHitPointsEachPass(t *testing.T) {
	g := started(t, "", false)
	put(g, 1, sq2(11, 2))
	w := windowOn(t, g, grid.Edge{X: 11, Y: 2, West: true})
	mustRefuse(t, g, Move{Survivor: "s1", To: sq2(10, 2)}, "no open route")
	mustApply(t, g, BreakWindow{Survivor: "s1", Window: w})
	evs := mustApply(t, g, Move{Survivor: "s1", To: sq2(10, 2)})
	if hp := g.State().Survivors[0].HP; hp != SurvivorHP-WindowDamage {
		t.Fatalf("Milo has %d hit points", hp)
	}
	if !strings.Contains(evs[len(evs)-1].Text, "window") {
		t.Fatalf("events %v", evs)
	}
	if v := g.View(game.Host); !slices.ContainsFunc(v.Squares.Edges, func(e game.EdgeMark) bool { return e.X == 11 && e.Y == 2 && e.West && e.Kind == "broken window" }) {
		t.Fatal("the view does not draw the broken window")
	}
}

func TestAHatchJoinsTwoSquaresApartOnceOpened(t *testing.T) {
	g := started(t, "", false)
	h := doorOn(t, g, grid.Edge{}, "Boiler tunnel")
	put(g, 1, sq2(9, 6))
	mustRefuse(t, g, Move{Survivor: "s1", To: sq2(9, 14)}, "no open route")
	mustApply(t, g, Open{Survivor: "s1", Door: h})
	pv := g.Preview(game.Host, "s1", actMove, game.Picks{To: ptr(centre(sq2(9, 14)))})
	if !pv.OK || len(pv.Path) != 2 {
		t.Fatalf("preview %+v: one step through the hatch", pv)
	}
	mustApply(t, g, Move{Survivor: "s1", To: sq2(9, 14)})
}

func TestSearchingDrawsASecretCardOnceAndThePurplePilesWaitForKills(t *testing.T) {
	g := started(t, `{"unlock":"8"}`, false)
	s := g.State()
	put(g, 1, sq2(12, 14))
	top := s.Piles[0][0]
	evs := mustApply(t, g, Search{Survivor: "s1"})
	if !slices.Equal(s.Survivors[0].Hand, []string{top}) {
		t.Fatalf("hand %v, want %s", s.Survivors[0].Hand, top)
	}
	mustRefuse(t, g, Search{Survivor: "s1"}, "has been searched")
	name := cardName(top)
	for _, e := range evs {
		if strings.Contains(e.Text, name) && !slices.Equal(e.Only, []game.SeatID{PlayerSeat(1)}) {
			t.Fatalf("%q is told to %v", e.Text, e.Only)
		}
	}
	if !slices.Contains(g.Secrets()[PlayerSeat(1)], top) {
		t.Fatal("the card is not listed as player 1's secret")
	}
	mine, _ := json.Marshal(g.View(PlayerSeat(1)))
	theirs, _ := json.Marshal(g.View(PlayerSeat(2)))
	if !strings.Contains(string(mine), top) || strings.Contains(string(theirs), top) || strings.Contains(string(theirs), name+"\"") {
		t.Fatal("the card should be in its player's view only")
	}
	mustApply(t, g, EndTurn{Survivor: "s1"})
	put(g, 2, sq2(36, 6))
	mustRefuse(t, g, Search{Survivor: "s2"}, "purple piles open once 8 zombies")
	s.Kills = 8
	mustApply(t, g, Search{Survivor: "s2"})
}

func TestFrankyLooksAtTwoCardsAndKeepsOne(t *testing.T) {
	g := started(t, "", false)
	s := g.State()
	put(g, 3, sq2(12, 14))
	two := slices.Clone(s.Piles[0][:2])
	size := len(s.Piles[0])
	mustApply(t, g, Search{Survivor: "s3"})
	if s.Pending == nil || !slices.Equal(s.Pending.Cards, two) || g.Turn()[0] != PlayerSeat(3) {
		t.Fatalf("pending %+v", s.Pending)
	}
	mustRefuse(t, g, Keep{Survivor: "s3", Card: "chainsaw#22"}, "not one of the two")
	mustApply(t, g, Keep{Survivor: "s3", Card: two[1]})
	if !slices.Equal(s.Survivors[2].Hand, two[1:]) || len(s.Piles[0]) != size-1 || !slices.Contains(s.Piles[0], two[0]) {
		t.Fatalf("hand %v, pile %v", s.Survivors[2].Hand, s.Piles[0])
	}
}

func TestMilosFirstAidRestsForTwoOfHisTurns(t *testing.T) {
	g := started(t, "", false)
	s := withMaster(g)
	put(g, 1, sq2(16, 12))
	put(g, 2, sq2(16, 13))
	s.Survivors[1].HP = 3
	mustApply(t, g, Ability{Survivor: "s1", Target: "s2"})
	if s.Survivors[1].HP != 6 {
		t.Fatalf("Ellie has %d hit points", s.Survivors[1].HP)
	}
	for turn := 1; turn <= 2; turn++ {
		endRound(t, g)
		mustRefuse(t, g, Ability{Survivor: "s1", Target: "s2"}, "rests")
	}
	endRound(t, g)
	mustApply(t, g, Ability{Survivor: "s1", Target: "s2"})
}

// endRound ends every survivor's turn still going, then the master's if there is one.
// endRound plays the turn out by the fallback commands, and returns its events.
func endRound(t *testing.T, g *game.Game[State]) []game.Event {
	t.Helper()
	r := g.State().Round
	var all []game.Event
	for g.State().Round == r {
		seat, cmd, _ := g.Fallback()
		evs, err := g.Apply(seat, game.Entry{Cmd: cmd})
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, evs...)
	}
	return all
}

func TestChayttsHolyWaterCuresOrBringsBackOnAFourOrMore(t *testing.T) {
	g := started(t, "", true)
	s := withMaster(g)
	put(g, 4, sq2(16, 12))
	s.Survivors[0].Life, s.Survivors[0].HP = Turned, 0
	s.Zombies = append(s.Zombies, Zombie{ID: "t1", Kind: TurnedZ, At: sq2(17, 12), HP: TurnedHP, Survivor: 1})
	mustApply(t, g, Ability{Survivor: "s4", Target: "t1"}, 3)
	if s.Survivors[0].Life != Turned {
		t.Fatal("a 3 does nothing")
	}
	mustApply(t, g, Ability{Survivor: "s4", Target: "t1"}, 4)
	if sv := s.Survivors[0]; sv.Life != Alive || sv.HP != TurnedHP || sv.At != sq2(17, 12) || zombieByID(s, "t1") >= 0 {
		t.Fatalf("Milo %+v", sv)
	}
}

func TestATradeNeedsTheOthersYesAndADeclineCostsNothingButEndsTradingForTheTurn(t *testing.T) {
	g := started(t, "", false)
	s := g.State()
	put(g, 1, sq2(16, 12))
	put(g, 2, sq2(17, 12))
	s.Survivors[0].Hand = []string{"bandages#06"}
	s.Survivors[1].Hand = []string{"kitchen-knife#02"}
	mustApply(t, g, Trade{Survivor: "s1", With: "s2", Give: []string{"bandages#06"}})
	if g.Turn()[0] != PlayerSeat(2) {
		t.Fatalf("turn %v: Ellie answers", g.Turn())
	}
	mustApply(t, g, Answer{Survivor: "s2", Accept: false})
	if s.Survivors[0].Acts != 0 || !slices.Equal(s.Survivors[0].Hand, []string{"bandages#06"}) {
		t.Fatalf("declined: Milo %+v", s.Survivors[0])
	}
	// Once turned down, no more offers this turn: else offer and refusal could go round for ever.
	mustRefuse(t, g, Trade{Survivor: "s1", With: "s2", Give: []string{"bandages#06"}}, "turned down")
	for _, a := range g.Actions(PlayerSeat(1), "s1") {
		if strings.HasPrefix(string(a.ID), actTrade) && (a.Enabled || a.Why == "") {
			t.Fatalf("after a refusal the trade action is %+v, want it disabled with a reason", a)
		}
	}
	s.Survivors[0].Declined = false // as the next turn starts
	mustApply(t, g, Trade{Survivor: "s1", With: "s2", Give: []string{"bandages#06"}})
	mustApply(t, g, Answer{Survivor: "s2", Accept: true, Give: []string{"kitchen-knife#02"}})
	if !slices.Equal(s.Survivors[0].Hand, []string{"kitchen-knife#02"}) || !slices.Equal(s.Survivors[1].Hand, []string{"bandages#06"}) || s.Survivors[0].Acts != 1 {
		t.Fatalf("Milo %v, Ellie %v", s.Survivors[0].Hand, s.Survivors[1].Hand)
	}
}

func TestTheRepairedCarTakesAwayThoseOnOrBesideIt(t *testing.T) {
	g := started(t, "", false)
	s := withMaster(g)
	put(g, 1, sq2(37, 8))
	put(g, 2, sq2(40, 9))
	put(g, 3, sq2(30, 8))
	s.Car = []string{"car-keys#01", "car-battery#13"}
	s.Survivors[0].Hand = []string{"fuel-can#19"}
	mustRefuse(t, g, Escape{Survivor: "s1"}, "needs 1 part")
	mustApply(t, g, UseItem{Survivor: "s1", Card: "fuel-can#19"})
	mustApply(t, g, Escape{Survivor: "s1"})
	o, over := g.Outcome()
	if !over || !slices.Equal(o.Winners, []game.SeatID{PlayerSeat(1), PlayerSeat(2)}) {
		t.Fatalf("outcome %+v: Milo and Ellie by the car win, Franky is left behind", o)
	}
}

func TestAnInfectionIsCuredByAntibiotics(t *testing.T) {
	g := started(t, "", false)
	s := g.State()
	put(g, 1, sq2(16, 12))
	s.Survivors[0].Infected = true
	s.Survivors[0].Hand = []string{"antibiotics#17"}
	mustApply(t, g, UseItem{Survivor: "s1", Card: "antibiotics#17", Target: "s1"})
	if s.Survivors[0].Infected || len(s.Survivors[0].Hand) != 0 {
		t.Fatal("not cured")
	}
}

// "Each player rolls a d6. The player who throws highest may first choose one of the
// character. … The rest of the players follow suit in clockwise direction from the player
// who got to pick first." (S1)
func TestTheHighestD6ChoosesFirstThenClockwise(t *testing.T) {
	g := newGame(t, "", true)
	mustApply(t, g, RollOff{}, 2, 6, 3, 6, 1, 4, 5) // players 2 and 4 tie at 6; again: 4, 5
	s := g.State()
	if !slices.Equal(s.PickOrder, []int{4, 5, 1, 2, 3}) {
		t.Fatalf("pick order %v, want player 4 first then clockwise", s.PickOrder)
	}
	mustRefuse(t, g, Choose{Seat: 1, Char: "milo", At: sq2(13, 7)}, "player 4 chooses next")
	mustApply(t, g, Choose{Seat: 4, Char: "milo", At: sq2(13, 7)})
	mustApply(t, g, Choose{Seat: 5, Char: "ellie", At: sq2(14, 7)})
	if s.Survivors[0].Seat != 4 || s.Survivors[1].Seat != 5 {
		t.Fatalf("survivors %+v", s.Survivors)
	}
	mustApply(t, g, Choose{Seat: 1, Char: "janet", At: sq2(15, 7)})
	if s.Survivors[0].Seat != 1 {
		t.Fatal("the survivors stay in seat order")
	}
	mustRefuse(t, g, RollOff{}, "over", 6, 6, 6, 6, 6)
}

// A search on a survivor's last action keeps the turn with it until its player has seen the
// card: the table covers the screen as soon as the turn passes to another seat.
func TestASearcherSeesTheCardBeforeTheTurnPasses(t *testing.T) {
	g := started(t, "", false)
	s := g.State()
	put(g, 1, sq2(12, 13))
	mustApply(t, g, Move{Survivor: "s1", To: sq2(12, 14)}) // onto the green pile in the yard
	mustApply(t, g, Search{Survivor: "s1"})
	if s.Pending == nil || s.Pending.Kind != PendSeen || s.Active != 0 {
		t.Fatalf("the turn should wait on the card being seen: %+v active %d", s.Pending, s.Active)
	}
	if turn := g.Turn(); len(turn) != 1 || turn[0] != PlayerSeat(1) {
		t.Fatalf("the turn passed before the card was seen: %v", turn)
	}
	acts := g.Rules().(*rules).Actions(s, PlayerSeat(1), "")
	if len(acts) != 1 || acts[0].ID != actSeen || !strings.Contains(acts[0].Help, cardName(s.Survivors[0].Hand[0])) {
		t.Fatalf("actions %+v", acts)
	}
	mustApply(t, g, Seen{Survivor: "s1"})
	if s.Pending != nil || !s.Survivors[0].Done {
		t.Fatal("seen, the turn ends")
	}
}

// A trade carries as many cards as the players pick, each way, through the actions the
// table offers: the rules' "an unlimited amount of items in a single trading action".
func TestATradeOffersAndGivesBackSeveralCardsThroughTheActions(t *testing.T) {
	g := started(t, "", false)
	s := g.State()
	put(g, 1, sq2(16, 12))
	put(g, 2, sq2(17, 12))
	s.Survivors[0].Hand = []string{"bandages#06", "fuel-can#19", "car-keys#01"}
	s.Survivors[1].Hand = []string{"kitchen-knife#02", "car-battery#13"}
	var trade game.Action
	for _, a := range g.Actions(PlayerSeat(1), "s1") {
		if strings.HasPrefix(string(a.ID), actTrade) {
			trade = a
		}
	}
	if trade.Needs != game.PickChoices || len(trade.Choices) != 3 {
		t.Fatalf("the trade action %+v: want a pick of any of Milo's three cards", trade)
	}
	cmd, err := g.Build(PlayerSeat(1), "s1", trade.ID, game.Picks{Chosen: []string{"bandages#06", "car-keys#01"}})
	if err != nil {
		t.Fatal(err)
	}
	mustApply(t, g, cmd)
	var accept game.Action
	for _, a := range g.Actions(PlayerSeat(2), "") {
		if a.ID == actAccept {
			accept = a
		}
	}
	if accept.Needs != game.PickChoices || len(accept.Choices) != 2 {
		t.Fatalf("the answer %+v: want a pick of any of Ellie's two cards", accept)
	}
	cmd, err = g.Build(PlayerSeat(2), "", actAccept, game.Picks{Chosen: []string{"kitchen-knife#02", "car-battery#13"}})
	if err != nil {
		t.Fatal(err)
	}
	mustApply(t, g, cmd)
	if !slices.Equal(s.Survivors[0].Hand, []string{"fuel-can#19", "kitchen-knife#02", "car-battery#13"}) ||
		!slices.Equal(s.Survivors[1].Hand, []string{"bandages#06", "car-keys#01"}) {
		t.Fatalf("Milo %v, Ellie %v", s.Survivors[0].Hand, s.Survivors[1].Hand)
	}
}

// A move dropped past what one move reaches goes as far as one move takes the survivor
// towards it, and says so (a play-test's long drag was refused); the command is the short
// move.
func TestAMovePastOneMoveGoesPartWay(t *testing.T) {
	g := started(t, "", false)
	put(g, 1, sq2(16, 10))
	far := physics.Vec{X: 24.5, Y: 10.5} // eight squares east, past a move of five
	pv := g.Preview(game.Host, "s1", actMove, game.Picks{To: &far})
	if !pv.OK || !strings.Contains(pv.Text, "ends short") {
		t.Fatalf("a drop eight squares off previews %+v", pv)
	}
	cmd, err := g.Build(game.Host, "s1", actMove, game.Picks{To: &far})
	if err != nil {
		t.Fatal(err)
	}
	mv, ok := cmd.(Move)
	if !ok || mv.To == sq2(24, 10) {
		t.Fatalf("the drop builds %+v", cmd)
	}
	mustApply(t, g, mv)
}
