package borrowedtime

import (
	"fmt"
	"slices"
	"testing"
)

// Tests for the defects of issue 26's rulebook audit. Each quotes the sentence it enforces.

// Section V Search: "A natural roll of '6' on a Wits Test is a Critical Success"; ruling R8:
// "One more card from the Salvage deck". Section XIII, Patches: "they draw two cards from the
// Salvage Deck and choose one to keep". A critical search gives Patches a second pair even
// while he has still to choose from the first.
func TestPatchesCriticalSearchDrawsASecondPair(t *testing.T) {
	s := testScenario(t, ``, ``, fmt.Sprintf(`{"id":"patches","at":[%v,40]},{"id":"leo","at":[10,10]}`, 40-0.5-r25))
	t.Run("two pairs wait for two choices", func(t *testing.T) {
		g := newGame(t, s, Options{TableDice: true})
		g.state.Deck = []string{"machete", "flashlight", "grenade", "medkit", "loud-crash"}
		mustApply(t, g, Command{Type: CmdSearch, Survivor: "patches", Location: "stash", Dice: []int{6, 2, 2, 2, 2}})
		if p := g.state.Pending; p == nil || !slices.Equal(p.Cards, []string{"flashlight", "machete", "grenade", "medkit"}) {
			t.Fatalf("pending %+v; want both pairs offered", g.state.Pending)
		}
		mustRefuse(t, g, Command{Type: CmdEndActivation}, "must first choose")
		mustApply(t, g, Command{Type: CmdChoose, Survivor: "patches", Item: "medkit"})
		if p := g.state.Pending; p == nil || !slices.Equal(p.Cards, []string{"flashlight", "machete"}) {
			t.Fatalf("pending %+v after the first choice; want the other pair", g.state.Pending)
		}
		mustApply(t, g, Command{Type: CmdChoose, Survivor: "patches", Item: "flashlight"})
		pa := mdl(g, "patches")
		if g.state.Pending != nil || !has(pa, "medkit") || !has(pa, "flashlight") || has(pa, "grenade") || carried(pa, "machete") != nil {
			t.Fatalf("Patches carries %v %v; want the Medkit and the Flashlight", pa.Items, pa.Weapons)
		}
		if !slices.Contains(g.state.Discard, "grenade") || !slices.Contains(g.state.Discard, "machete") {
			t.Fatalf("discards %v; want the Grenade and the Machete", g.state.Discard)
		}
	})
	t.Run("a pair with one card to keep is kept at once", func(t *testing.T) {
		g := newGame(t, s, Options{TableDice: true})
		g.state.Deck = []string{"machete", "flashlight", "grenade", "car-keys", "loud-crash"}
		mustApply(t, g, Command{Type: CmdSearch, Survivor: "patches", Location: "stash", Dice: []int{6, 2, 2, 2, 2}})
		if !has(mdl(g, "patches"), "grenade") {
			t.Fatal("the second pair's one card was not kept")
		}
		if p := g.state.Pending; p == nil || !slices.Equal(p.Cards, []string{"flashlight", "machete"}) {
			t.Fatalf("pending %+v; want the first pair", g.state.Pending)
		}
	})
}
