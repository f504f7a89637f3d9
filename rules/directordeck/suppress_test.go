package directordeck

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// The text's worked example (rules §3): a Director card with Horde Level 10 that sends a
// Hunter if the suppression check is 7 or less; the pile shows 2, 2, 1, 1, totalling 6: four
// zombies are placed by D6, and the Hunter attacks.
func TestWorkedSuppressionExample(t *testing.T) {
	if c := directorDeck[0]; c.Horde != 10 || len(c.Events) != 1 || c.Events[0] != hunterIf(7) {
		t.Fatalf("the example card is %+v", c)
	}
	g := newGame(t, "", true)
	s := quiet(g)
	s.Drawn = []string{directorID(0)}
	var cards [4][]string
	for i, v := range []int{2, 2, 1, 1} {
		cards[i] = setHand(s, i, v, 0)
	}
	for i := 0; i < 3; i++ {
		mustApply(t, g, Commit{Survivor: sid(i + 1), Cards: cards[i][:1]})
	}
	if g.State().Last != nil && g.State().Last.Card == directorDeck[0].Name {
		t.Fatal("the pile was revealed before every survivor had added to it")
	}
	// The last card reveals the pile: four D6 place the four zombies on hexes 1, 2, 3 and 6.
	mustApply(t, g, Commit{Survivor: sid(4), Cards: cards[3][:1]}, 1, 2, 3, 6)
	s = g.State()
	l := s.Last
	if l.Horde != 10 || l.Total != 6 || l.Zombies != 4 || len(l.Values) != 4 {
		t.Fatalf("suppression %+v, want horde 10, total 6, 4 zombies", l)
	}
	walkers, hunters := 0, 0
	for _, z := range s.Zombies {
		switch z.Kind {
		case Walker:
			walkers++
		case Hunter:
			hunters++
		}
	}
	if walkers != 4 || hunters != 1 {
		t.Fatalf("%d zombies and %d Hunters, want 4 and 1", walkers, hunters)
	}
	held := 0
	for _, sv := range s.Survivors {
		if sv.HeldBy != "" {
			held++
			if !sv.Pinned {
				t.Fatal("the Hunter's victim is not pinned")
			}
		}
	}
	if held != 1 {
		t.Fatalf("%d survivors held by the Hunter, want 1", held)
	}
}

func TestAHigherTotalAvoidsTheHunter(t *testing.T) {
	g := newGame(t, "", true)
	s := quiet(g)
	s.Drawn = []string{directorID(0)}
	for i, v := range []int{3, 2, 2, 1} {
		c := setHand(s, i, v)
		if i < 3 {
			mustApply(t, g, Commit{Survivor: sid(i + 1), Cards: c})
		} else {
			mustApply(t, g, Commit{Survivor: sid(i + 1), Cards: c}, 1, 2)
		}
	}
	for _, z := range g.State().Zombies {
		if z.Kind == Hunter {
			t.Fatal("a total of 8 (more than 7) brought the Hunter")
		}
	}
	if n := len(g.State().Zombies); n != 2 {
		t.Fatalf("%d zombies for 8 against 10, want 2", n)
	}
}

// A card added face down is in no other seat's view or events until the pile is revealed;
// its own player is told which it was.
func TestTheFaceDownCardIsSecret(t *testing.T) {
	g := newGame(t, "", false)
	s := g.State()
	c := setHand(s, 0, 3, 1)
	evs := mustApply(t, g, Commit{Survivor: sid(1), Cards: c[:1]})
	for _, seat := range []game.SeatID{PlayerSeat(2), PlayerSeat(3), PlayerSeat(4)} {
		v, _ := json.Marshal(g.View(seat))
		if strings.Contains(string(v), c[0]) {
			t.Fatalf("%s's view holds the card added face down", seat)
		}
		for _, e := range game.FilterEvents(seat, evs) {
			if strings.Contains(e.Text, "3") {
				t.Fatalf("%s reads %q", seat, e.Text)
			}
		}
	}
	mine := game.FilterEvents(PlayerSeat(1), evs)
	if !strings.Contains(mine[len(mine)-1].Text, "3") {
		t.Fatalf("its own player is not told the card: %+v", mine)
	}
	if secrets := g.Secrets()[PlayerSeat(1)]; !strings.Contains(strings.Join(secrets, " "), c[0]) {
		t.Fatal("the face-down card is not among its player's secrets")
	}
	if got := g.Turn(); len(got) != 3 {
		t.Fatalf("turn %v: the other three add at the same time", got)
	}
	mustRefuse(t, g, Commit{Survivor: sid(1), Cards: c[1:]})
}

func TestCommitRefusals(t *testing.T) {
	g := newGame(t, "", false)
	s := g.State()
	c := setHand(s, 1, 2, 2, 1) // Dev: a shotgun adds one card
	if why := mustRefuse(t, g, Commit{Survivor: sid(2), Cards: c[:2]}); !strings.Contains(why, "1 card") {
		t.Fatalf("two shotgun cards: %q", why)
	}
	mustRefuse(t, g, Commit{Survivor: sid(2), Cards: []string{"ammo#9999"}})
	mustRefuse(t, g, Commit{Survivor: sid(2), Cards: nil})
	r := setHand(s, 0, 1, 1, 1) // Rosa: the assault rifle adds up to two
	mustApply(t, g, Commit{Survivor: sid(1), Cards: r[:2]})
	if len(g.State().Pile) != 2 {
		t.Fatal("the assault rifle did not add two cards")
	}
}

// Survivors who may not add a card are passed over: pinned by a special attack, or pinned
// without the pistol in hand (rules §6).
func TestPinnedSurvivorsAddOnlyWithThePistol(t *testing.T) {
	g := newGame(t, "", false)
	s := g.State()
	r := rulesOf(g)
	s.Survivors[0].Pinned = true // Rosa holds the assault rifle
	if r.commitWhy(s, 0) == "" {
		t.Fatal("a pinned survivor with a rifle may add a card")
	}
	s.Survivors[0].Hold = 0
	if r.commitWhy(s, 0) != "" {
		t.Fatal("a pinned survivor with the pistol may not add a card")
	}
	s.Survivors[0].HeldBy = "z1"
	if r.commitWhy(s, 0) == "" {
		t.Fatal("a survivor a Hunter holds may add a card")
	}
}

func TestHordeLevelByPlayersAndDifficulty(t *testing.T) {
	c := directorDeck[0]
	for _, tc := range []struct {
		opts string
		want int
	}{{"", 10}, {`{"players":"2"}`, 6}, {`{"difficulty":"easy"}`, 8}, {`{"difficulty":"hard"}`, 12}, {`{"players":"2","difficulty":"easy"}`, 4}, {`{"players":"1"}`, 0}} {
		if tc.want == 0 {
			s, _ := BuiltinScenario("director-deck")
			if _, err := (Ruleset{}).New(s, game.Setup{Seed: 1, Options: []byte(tc.opts)}); err == nil {
				t.Errorf("%s: a team of one was accepted", tc.opts)
			}
			continue
		}
		if h := rulesOf(newGame(t, tc.opts, false)).horde(c); h != tc.want {
			t.Errorf("%s: Horde Level %d, want %d", tc.opts, h, tc.want)
		}
	}
}
