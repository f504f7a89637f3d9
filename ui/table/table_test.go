package table

import (
	"image"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/render/ebitenrender"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/borrowed-time/tabletop/ui/widget"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/rules"
)

// newTestSession starts a game of a built-in scenario on the generic table, with no window.
func newTestSession(t *testing.T, scenario string, seed uint64, computer SeatChoice) *Table {
	t.Helper()
	sc, _, err := rules.Open(scenario)
	if err != nil {
		t.Skipf("no scenario %s: %v", scenario, err)
	}
	s, err := rules.New(sc, game.Setup{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	o := Options{SaveFile: filepath.Join(t.TempDir(), "save.json")}
	return New(s, o, computer, nil, nil)
}

// tableAction finds an action the side may take with nothing picked, by label.
func tableAction(t *testing.T, p *Table, label string) game.Action {
	t.Helper()
	for _, a := range p.actions() {
		if a.Label == label {
			return a.Action
		}
	}
	t.Fatalf("no action %q among %v", label, p.actions())
	return game.Action{}
}

func TestGenericTableActsSavesLoadsAndUndoes(t *testing.T) {
	p := newTestSession(t, "dockside-depot", 5, nil)
	first := p.seat
	p.choose(tableAction(t, p, "Roll off"), "")
	if len(p.Game.Log()) != 1 || p.message.tone == toneProblem {
		t.Fatalf("Roll off was not applied: log %d, message %q", len(p.Game.Log()), p.message.text)
	}
	if len(p.tray) == 0 {
		t.Errorf("the roll-off's dice are not in the tray")
	}
	if p.seat != first && !strings.Contains(p.message.text, "to play") {
		t.Errorf("the turn passed to %s without a word: %q", p.seat, p.message.text)
	}
	hash := p.Game.Hash()
	p.overlay = overlaySave
	p.pickSlot(1)
	if p.message.tone != toneDone {
		t.Fatalf("saving: %q", p.message.text)
	}
	if got := p.slotSummary(1); !strings.Contains(got, "Survivors: Dockside Depot") {
		t.Errorf("slot 1 reads %q", got)
	}
	p.undo()
	if len(p.Game.Log()) != 0 || p.Game.Hash() == hash {
		t.Fatalf("undo left %d commands", len(p.Game.Log()))
	}
	p.overlay = overlayLoad
	p.pickSlot(1)
	if p.Game.Hash() != hash || len(p.Game.Log()) != 1 {
		t.Fatalf("loading slot 1 gave %s (%d commands), want %s: %q", p.Game.Hash(), len(p.Game.Log()), hash, p.message.text)
	}
}

func TestGenericTableSaysTheRulesRefusalInTheirWords(t *testing.T) {
	p := newTestSession(t, "dockside-depot", 5, nil)
	// A move before the game has begun: the rules refuse it, and the table says why.
	to := p.view.Tokens[0].Body.Pos.Add(physics.Vec{X: 2, Y: 2}) // a move somewhere: no drop on the spot it stands
	cmd, err := p.Game.Build(game.Host, p.view.Tokens[0].ID, "move", game.Picks{To: &to})
	if err != nil {
		t.Skipf("the rules build no move now: %v", err)
	}
	_, want := p.Game.Apply(p.seat, game.Entry{Cmd: cmd})
	if want == nil {
		t.Skip("the rules accept a move now")
	}
	if p.apply(p.seat, cmd) {
		t.Fatal("a refused command was applied")
	}
	if p.message.tone != toneProblem || p.message.text != refusalWords(want) {
		t.Errorf("the message line says %q, want the rules' %q", p.message.text, refusalWords(want))
	}
}

func TestGenericTableComputerSeatsPlayAGameToItsEnd(t *testing.T) {
	p := newTestSession(t, "dockside-depot", 2, SeatChoice{"band-1": true, "band-2": true})
	p.fastFwd = true // no moves to wait for
	for i := 0; i < 20000; i++ {
		if _, over := p.Game.Outcome(); over {
			if p.verdict(mustOutcome(p.Game)) == "" {
				t.Error("no verdict")
			}
			return
		}
		p.wait = 0
		p.computerStep()
	}
	t.Fatalf("the computers did not finish: %s", p.view.Status)
}

func mustOutcome(s game.Session) game.Outcome {
	o, _ := s.Outcome()
	return o
}

func TestGenericTableAsksForRealDice(t *testing.T) {
	sc, _, err := rules.Open("dockside-depot")
	if err != nil {
		t.Skip(err)
	}
	s, err := rules.New(sc, game.Setup{Seed: 5, TableDice: true})
	if err != nil {
		t.Fatal(err)
	}
	p := New(s, Options{SaveFile: filepath.Join(t.TempDir(), "save.json")}, nil, nil, nil)
	p.choose(tableAction(t, p, "Roll off"), "")
	if p.diceAsk == nil || len(p.Game.Log()) != 0 {
		t.Fatalf("the roll-off did not ask for the dice: %+v, log %d, message %q", p.diceAsk, len(p.Game.Log()), p.message.text)
	}
	dice := []int{6, 5}
	for _, d := range dice {
		if p.diceAsk == nil {
			t.Fatalf("stopped asking after %d of %v", len(p.Game.Log()), dice)
		}
		p.typeDie(d)
	}
	if p.diceAsk != nil || len(p.Game.Log()) != 1 {
		t.Fatalf("two unequal dice did not settle the roll-off: still asking %+v, message %q", p.diceAsk, p.message.text)
	}
	if got := p.Game.Log()[0].Dice; len(got) != len(dice) || got[0] != 6 {
		t.Errorf("the log keeps the dice %v, want %v", got, dice)
	}
}

// fakeSession is a game with one seat and two actions, one that asks first and one that
// needs a choice: the shapes no built-in ruleset uses yet.
type fakeSession struct {
	game.Session // nil: what the table must not need here
	applied      []string
}

type fakeRuleset struct{ game.Ruleset }

func (fakeRuleset) Name() string { return "Fake" }

type fakeCommand struct{ What string }

func (fakeCommand) CommandType() game.CommandType { return "fake" }

func (f *fakeSession) Ruleset() game.Ruleset { return fakeRuleset{} }
func (f *fakeSession) Scenario() *maps.Scenario {
	return &maps.Scenario{Name: "Nowhere", Width: 10, Height: 10}
}
func (f *fakeSession) Setup() game.Setup      { return game.Setup{} }
func (f *fakeSession) Seats() []game.SeatSpec { return []game.SeatSpec{{ID: "a", Name: "Side A"}} }
func (f *fakeSession) Turn() []game.SeatID    { return []game.SeatID{"a"} }
func (f *fakeSession) View(seat game.SeatID) game.View {
	return game.View{Seat: seat, Status: "Round 1"}
}
func (f *fakeSession) Outcome() (game.Outcome, bool) { return game.Outcome{}, false }
func (f *fakeSession) Log() []game.Entry             { return make([]game.Entry, len(f.applied)) }

func (f *fakeSession) Actions(seat game.SeatID, model string) []game.Action {
	if model != "" {
		return nil
	}
	return []game.Action{
		{ID: "end", Label: "End the round", Confirm: "2 characters have not acted.", Enabled: true},
		{ID: "pick", Label: "Call", Needs: game.PickChoice, Enabled: true, Choices: []game.Choice{{ID: "heads", Label: "Heads"}, {ID: "tails", Label: "Tails"}}},
	}
}

func (f *fakeSession) Build(seat game.SeatID, model string, a game.ActionID, p game.Picks) (game.Command, error) {
	return fakeCommand{What: string(a) + ":" + p.Choice}, nil
}

func (f *fakeSession) Apply(seat game.SeatID, e game.Entry) ([]game.Event, error) {
	f.applied = append(f.applied, e.Cmd.(fakeCommand).What)
	return []game.Event{{Type: game.EvNote, Text: "done"}}, nil
}

func TestGenericTableAsksFirstAndOffersChoices(t *testing.T) {
	f := &fakeSession{}
	p := New(f, Options{}, nil, nil, nil)
	end := tableAction(t, p, "End the round")
	p.choose(end, "")
	if len(f.applied) != 0 || !strings.Contains(p.message.text, "2 characters have not acted.") {
		t.Fatalf("an action that asks first went ahead (%v) or did not ask: %q", f.applied, p.message.text)
	}
	p.panelActions(0, 800, 0, uiMeasure(nil))
	if b := buttonLabelled(p, "Yes, end the round"); b == nil {
		t.Errorf("the asking button does not say Yes: %v", p.buttons)
	}
	p.choose(end, "")
	if len(f.applied) != 1 || f.applied[0] != "end:" {
		t.Fatalf("asked twice, the action was not taken: %v", f.applied)
	}

	p.choose(tableAction(t, p, "Call"), "")
	p.buttons = p.buttons[:0]
	p.panelActions(0, 800, 0, uiMeasure(nil))
	b := buttonLabelled(p, "Call: Tails")
	if b == nil {
		t.Fatalf("the choices are not offered as buttons: %v", p.buttons)
	}
	b.Do()
	if len(f.applied) != 2 || f.applied[1] != "pick:tails" || p.pending != nil {
		t.Fatalf("the choice was not taken: %v, pending %v", f.applied, p.pending)
	}
}

func buttonLabelled(p *Table, label string) *widget.Button {
	for i := range p.buttons {
		if p.buttons[i].Label == label {
			return &p.buttons[i]
		}
	}
	return nil
}

func TestSaveSlotsLoadEveryGameOnTheOneTable(t *testing.T) {
	p := newTestSession(t, "dockside-depot", 5, nil)
	lsg, err := bt.BuiltinScenario("last-stop-gas")
	if err != nil {
		t.Fatal(err)
	}
	g, err := bt.New(lsg, bt.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.store.Write(2, data); err != nil {
		t.Fatal(err)
	}
	p.overlay = overlaySave
	p.pickSlot(1) // the Survivors game
	p.overlay = overlayLoad
	p.pickSlot(2)
	if p.Game.Ruleset().ID() != bt.Ruleset.ID(bt.Ruleset{}) || p.Game.Hash() != g.Hash() {
		t.Fatalf("the Borrowed Time save was not loaded at this table: %q", p.message.text)
	}

}

// hotSeatTable is Last Stop Gas with secret agendas (a seat with secrets) at a table of people.
func hotSeatTable(t *testing.T, font *ebitenrender.Font) *Table {
	t.Helper()
	sc, _, err := rules.Open(maps.DefaultScenario)
	if err != nil {
		t.Fatal(err)
	}
	s, err := rules.New(sc, game.Setup{Seed: 3, Options: []byte(`{"agendas":"random"}`)})
	if err != nil {
		t.Fatal(err)
	}
	return New(s, Options{SaveFile: filepath.Join(t.TempDir(), "save.json")}, nil, font, nil)
}

// playUntilTheTurnPasses plays the fallback commands until another seat is to play.
func playUntilTheTurnPasses(t *testing.T, p *Table) {
	t.Helper()
	from := p.seat
	for i := 0; i < 40 && p.seat == from; i++ {
		seat, cmd, ok := p.Game.Fallback()
		if !ok {
			t.Fatal("the game ended")
		}
		if _, err := p.Game.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
			t.Fatal(err)
		}
		p.version++
		p.refresh()
	}
	if p.seat == from {
		t.Fatalf("the turn never passed from %s", from)
	}
}

// In a hot-seat game where a seat holds secrets (Borrowed Time's agendas, kept from the
// Director), the screen is covered while it passes from one player to the next, the view is
// the seat's at the screen, and a line of the log only one seat may read shows to it alone.
func TestHotSeatHandsTheScreenOverAndKeepsSecrets(t *testing.T) {
	p := hotSeatTable(t, nil)
	first := p.seat
	p.logFor("a secret of "+string(first), []game.SeatID{first})
	playUntilTheTurnPasses(t, p)
	if p.overlay != overlayHandover {
		t.Errorf("the screen was not covered when it passed from %s to %s", first, p.seat)
	}
	if p.view.Seat != p.seat {
		t.Errorf("the screen shows %s's view to %s", p.view.Seat, p.seat)
	}
	if log := strings.Join(p.visibleLog(), "\n"); strings.Contains(log, "a secret of") {
		t.Errorf("%s can read %s's secret in the log:\n%s", p.viewer(), first, log)
	}
	p.seat, p.told = first, first // back at the first seat's screen, its secret shows
	if log := strings.Join(p.visibleLog(), "\n"); !strings.Contains(log, "a secret of") {
		t.Errorf("%s cannot read its own secret in the log", first)
	}
}

// diceRecorder is a table-dice game that wants a d20 and then a d6, and records the dice
// each try was given (it refuses the full set too, so that nothing else is asked of it).
type diceRecorder struct {
	game.Session
	tries [][]int
}

func (d *diceRecorder) Setup() game.Setup { return game.Setup{TableDice: true} }

func (d *diceRecorder) Apply(_ game.SeatID, e game.Entry) ([]game.Event, error) {
	d.tries = append(d.tries, append([]int(nil), e.Dice...))
	if len(e.Dice) < 2 {
		return nil, &game.DiceWanted{Need: 2, Given: len(e.Dice), Sides: []int{20, 6}[len(e.Dice)]}
	}
	return nil, game.Refuse("recorded")
}

// A d20 is typed as its number: a digit that could begin a bigger number waits for the next
// digit or Enter; one that could not (a 3) is the die at once; a d6 is one key.
func TestTableDiceOfTwentySidesAreTypedAsNumbers(t *testing.T) {
	for _, c := range []struct {
		keys string
		want []int
	}{
		{"156", []int{15, 6}}, {"36", []int{3, 6}}, {"1\n6", []int{1, 6}}, {"206", []int{20, 6}}, {"0056", []int{5, 6}},
	} {
		rec := &diceRecorder{}
		p := &Table{Game: rec}
		p.applyEntry(game.Host, game.Entry{})
		if p.diceAsk == nil || p.diceAsk.sides != 20 {
			t.Fatalf("the first ask: %+v", p.diceAsk)
		}
		for _, k := range c.keys {
			if k == '\n' {
				v := p.diceAsk.partial
				p.diceAsk.partial = 0
				p.typeDie(v) // what Enter does
				continue
			}
			p.typeDigit(int(k - '0'))
		}
		if last := rec.tries[len(rec.tries)-1]; !slices.Equal(last, c.want) {
			t.Errorf("typing %q gave the dice %v, want %v (tries %v)", c.keys, last, c.want, rec.tries)
		}
	}
}

func TestTheVerdictNamesASideNoSeatPlays(t *testing.T) {
	p := newTestSession(t, "dockside-depot", 2, nil)
	for _, c := range []struct {
		o    game.Outcome
		want string
	}{
		{game.Outcome{Winners: []game.SeatID{"band-1"}}, "Winner: " + p.seatName("band-1")},
		{game.Outcome{Victor: "The horde"}, "Winner: The horde"},
		{game.Outcome{}, "A draw"},
	} {
		if got := p.verdict(c.o); got != c.want {
			t.Errorf("%+v reads %q, want %q", c.o, got, c.want)
		}
	}
}

// The hot-seat cover hides the panel, so a click on it presses none of the panel's buttons;
// its own button lets one person play every seat with the table in view.
func TestTheHotSeatCoverPressesNoHiddenButtonAndCanBeTurnedOff(t *testing.T) {
	font, err := ebitenrender.LoadFont()
	if err != nil {
		t.Fatal(err)
	}
	p := hotSeatTable(t, font)
	pressed := false
	passTurn := func() {
		t.Helper()
		p.buttons = append(p.buttons[:0], widget.Button{Rect: image.Rect(0, 0, 4000, 4000), Label: "everywhere", Enabled: true,
			Do: func() { pressed = true }}) // a panel button, as the last frame left it
		playUntilTheTurnPasses(t, p)
	}
	passTurn()
	if p.overlay != overlayHandover {
		t.Fatal("the screen was not covered")
	}
	if b := widget.ButtonIn(p.buttons, 10, 10); b != nil {
		t.Errorf("under the cover, the panel's %q can be pressed", b.Label)
	}
	p.drawHandover(ebiten.NewImage(1280, 800), 1280, 800)
	var off *widget.Button
	for i := range p.buttons {
		if strings.Contains(p.buttons[i].Label, "stop covering") {
			off = &p.buttons[i]
		}
	}
	if off == nil || pressed {
		t.Fatalf("the cover's buttons: %+v (a hidden one pressed: %v)", p.buttons, pressed)
	}
	off.Do()
	if p.overlay != overlayNone {
		t.Fatal("the cover stayed")
	}
	passTurn()
	if p.overlay == overlayHandover {
		t.Error("the cover came back after one person took every seat")
	}
}

// refusingSession refuses every command: "no line of sight".
type refusingSession struct{ game.Session }

func (refusingSession) Build(game.SeatID, string, game.ActionID, game.Picks) (game.Command, error) {
	return nil, nil
}

func (refusingSession) DiceNeeded(game.SeatID, game.Command) (int, error) {
	return 0, game.Refuse("no line of sight")
}

// A click on a model that is not a target of the waiting action says why, in the rules' words.
func TestAModelThatIsNotATargetSaysWhy(t *testing.T) {
	p := newTestSession(t, "dockside-depot", 2, nil)
	p.Game = refusingSession{p.Game}
	me, other := p.view.Tokens[0], p.view.Tokens[1]
	if got, want := p.notATarget(me.ID, game.Action{ID: "shoot", Label: "Shoot"}, other.ID), other.Name+": no line of sight. "; got != want {
		t.Errorf("a click on %s reads %q, want %q", other.Name, got, want)
	}
	if got := p.notATarget(me.ID, game.Action{ID: "shoot"}, ""); got != "" {
		t.Errorf("a click on no model reads %q", got)
	}
}
