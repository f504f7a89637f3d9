package directordeck

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// Each seat reads its own hand's values and only the count of the others'.
func TestViewsShowOnlyOnesOwnHand(t *testing.T) {
	g := newGame(t, "", false)
	s := g.State()
	setHand(s, 0, 3, 0, 3)
	setHand(s, 1, 1, 1)
	mineRosa := cardOf(g.View(PlayerSeat(1)), sid(1))
	theirs := cardOf(g.View(PlayerSeat(2)), sid(1))
	if !strings.Contains(mineRosa, "hand 3, 0, 3") {
		t.Fatalf("Rosa's player does not read her hand: %q", mineRosa)
	}
	if strings.Contains(theirs, "hand 3") || !strings.Contains(theirs, "3 cards in hand") {
		t.Fatalf("Dev's player reads Rosa's card as %q", theirs)
	}
	raw, _ := json.Marshal(g.View(PlayerSeat(2)))
	if strings.Contains(string(raw), "test#0-") {
		t.Fatal("another seat's view holds Rosa's card ids")
	}
	var pub publicState
	json.Unmarshal(g.View(PlayerSeat(1)).State, &pub)
	if len(pub.Hand) != 3 || pub.Hand[0].Value != 3 {
		t.Fatalf("Rosa's own state holds the hand %+v", pub.Hand)
	}
}

func TestPanelWords(t *testing.T) {
	g := newGame(t, "", false)
	s := g.State()
	s.Drawn[0] = directorID(len(directorDeck) - 1) // Last Light
	v := g.View(PlayerSeat(1))
	joined := strings.Join(v.Lines, "\n")
	if !strings.Contains(joined, "Now: Last Light, Horde 8. Hunter at 5 or less; Medkit at 8 or more.") {
		t.Fatalf("the card in play reads %q", joined)
	}
	s.Last = &Suppression{Card: "Last Light", Horde: 8, Values: []int{2, 3, 1}, Total: 6, Zombies: 2}
	v = g.View(PlayerSeat(1))
	if joined := strings.Join(v.Lines, "\n"); !strings.Contains(joined, "Last pile: 2, 3, 1 = 6 against Horde Level 8: the shortfall brought 2 zombies.") {
		t.Fatalf("the last pile reads %q", joined)
	}
	for _, l := range v.Lines {
		if len(l) > 90 {
			t.Errorf("a line too long for the panel: %q", l)
		}
	}
	if !strings.HasPrefix(v.Status, "Round 1 · suppressing fire: waiting for Rosa Quint, Dev Marsh") {
		t.Fatalf("status %q", v.Status)
	}
	for _, a := range g.Actions(PlayerSeat(1), "") {
		if a.ID == actCommit && (len(a.Choices) == 0 || a.Choices[0].Label == "" || strings.Contains(a.Choices[0].Label, "#")) {
			t.Fatalf("the choices of a card to add: %+v", a.Choices)
		}
	}
}

func cardOf(v game.View, model string) string {
	for _, c := range v.Cards {
		if c.Model == model {
			return strings.Join(c.Lines, "\n")
		}
	}
	return ""
}

// A blocked exit is no exit on the drawing: a wall stands there.
func TestBlockedExitsAreDrawnAsWalls(t *testing.T) {
	g := newGame(t, "", false)
	s := g.State()
	r := rulesOf(g)
	x := r.board(s).OpenExits()[0]
	s.Blocked = append(s.Blocked, x)
	h := g.View(PlayerSeat(1)).Hexes
	for _, e := range h.Exits {
		if e.Q == x.Hex.Q && e.R == x.Hex.R && e.Dir == int(x.Dir) {
			t.Fatal("the blocked exit is still drawn as an exit")
		}
	}
	wall := false
	for _, e := range h.Edges {
		wall = wall || e.Q == x.Hex.Q && e.R == x.Hex.R && e.Dir == int(x.Dir) && e.Kind == "wall"
	}
	if !wall {
		t.Fatal("no wall where the exit is blocked")
	}
}
