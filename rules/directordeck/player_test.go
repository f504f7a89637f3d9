package directordeck

import (
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
)

// Survivors move in turn from the first player, up to 3 hexes through free hexes, never onto
// a model (§6).
func TestMovementOrderAndReach(t *testing.T) {
	g := newGame(t, "", false)
	s := toPhase(t, g, PhaseMove)
	quiet(g)
	first := s.First
	if s.Active != first {
		t.Fatalf("survivor %d moves first, not the first player %d", s.Active, first)
	}
	other := (first + 1) % len(s.Survivors)
	mustRefuse(t, g, Stay{Survivor: sid(other + 1)})
	me := s.Survivors[first].At
	mustRefuse(t, g, Move{Survivor: sid(first + 1), To: s.Survivors[other].At})
	mustRefuse(t, g, Move{Survivor: sid(first + 1), To: me.Add(hex.Hex{Q: 4})})
	to := me.Add(hex.Hex{Q: 1, R: -2})
	mustApply(t, g, Move{Survivor: sid(first + 1), To: to})
	if g.State().Survivors[first].At != to || g.State().Active != other {
		t.Fatalf("after the move: at %v, active %d", g.State().Survivors[first].At, g.State().Active)
	}
}

// Entering a tile no survivor has entered lays a tile from the tile deck at each of its open
// exits, with its sleeping zombies placed by D6 (§6, reveal new tiles).
func TestEnteringANewTileRevealsTilesAtItsExits(t *testing.T) {
	g := newGame(t, "", true)
	s := g.State()
	s.Phase, s.Active, s.First = PhaseMove, 0, 0
	for i := range s.Survivors {
		s.Survivors[i].Done = i != 0
	}
	quiet(g)
	r := rulesOf(g)
	b := r.board(s)
	tile, target := -1, hex.Hex{}
	for k := 1; k < len(s.Tiles); k++ {
		if len(r.openExits(s, b, k)) > 0 {
			tile = k
			break
		}
	}
	if tile < 0 {
		t.Skip("no tile beside the start has an open exit on this seed")
	}
	reach := r.reach(s, b, 0)
	reach.Reached(func(h hex.Hex, k int) {
		if tileAt(b, h) == tile {
			target = h
		}
	})
	exits := len(r.openExits(s, b, tile))
	before, deck := len(s.Tiles), len(s.TileDeck)
	sleepers := 0
	for _, c := range s.TileDeck[:exits] {
		sleepers += tileCards[c].Sleepers
	}
	dice := make([]int, sleepers)
	for i := range dice {
		dice[i] = i%6 + 1
	}
	mustApply(t, g, Move{Survivor: sid(1), To: target}, dice...)
	s = g.State()
	if !s.Entered[tile] {
		t.Fatal("the tile is not marked entered")
	}
	laid := len(s.Tiles) - before
	if laid+len(s.Blocked) < exits || deck-len(s.TileDeck) != laid {
		t.Fatalf("%d tiles laid, %d exits blocked, for %d open exits", laid, len(s.Blocked), exits)
	}
	asleep := 0
	for _, z := range s.Zombies {
		if !z.Active {
			asleep++
		}
	}
	if laid == exits && asleep != sleepers {
		t.Fatalf("%d sleeping zombies placed, want %d", asleep, sleepers)
	}
}

// "If a player goes into a hex with an item, they may collect that item for free (if they have
// space to carry it). If the Item is a weapon they may immediately equip it (discarding the
// current weapon is nessacery). New weapons have a full ammo supply and full clip." (§6)
func TestCollectingItemsIsAChoice(t *testing.T) {
	setup := func(t *testing.T) (*game.Game[State], int, []hex.Hex) {
		g := newGame(t, "", false)
		s := toPhase(t, g, PhaseMove)
		quiet(g)
		i := s.Active
		var path []hex.Hex
		rulesOf(g).reach(s, rulesOf(g).board(s), i).Reached(func(h hex.Hex, k int) {
			if k == 2 && path == nil {
				path = rulesOf(g).reach(s, rulesOf(g).board(s), i).Path(h)
			}
		})
		s.Items = []Item{{ID: "item1", Kind: ItemKind(Shotgun), At: path[1]}, {ID: "item2", Kind: AmmoBox, At: path[2]}}
		s.Survivors[i].Items = nil
		s.Survivors[i].Guns = append(s.Survivors[i].Guns[:1], Gun{Kind: AssaultRifle, Deck: []Card{{ID: "x", Value: 3}}})
		mustApply(t, g, Move{Survivor: sid(i + 1), To: path[2]})
		return g, i, path
	}
	t.Run("walking over items offers them and waits for the answers", func(t *testing.T) {
		g, i, _ := setup(t)
		s := g.State()
		if len(s.Items) != 2 || len(s.Offer) != 2 || s.Survivors[i].Done || s.Active != i {
			t.Fatalf("items %v offer %v done %v", s.Items, s.Offer, s.Survivors[i].Done)
		}
		mustRefuse(t, g, Stay{Survivor: sid(i + 1)})
		acts := rulesOf(g).Actions(s, PlayerSeat(s.Survivors[i].Seat), "")
		if len(acts) != 2 || len(acts[0].Choices) != 2 || !strings.Contains(acts[0].Choices[0].Help, "Assault Rifle") {
			t.Fatalf("offer actions %+v", acts)
		}
	})
	t.Run("leaving the shotgun keeps the Assault Rifle and leaves the shotgun lying", func(t *testing.T) {
		g, i, path := setup(t)
		mustApply(t, g, Collect{Survivor: sid(i + 1), Item: "item1"})
		mustApply(t, g, Collect{Survivor: sid(i + 1), Item: "item2", Take: true})
		s := g.State()
		sv := s.Survivors[i]
		if sv.Guns[1].Kind != AssaultRifle || len(s.Items) != 1 || s.Items[0].At != path[1] || len(sv.Items) != 1 || sv.Items[0] != AmmoBox {
			t.Fatalf("guns %+v items %v carried %v", sv.Guns, s.Items, sv.Items)
		}
		if len(s.Offer) != 0 || s.Active == i && !sv.Done {
			t.Fatal("the move should be over once every item is answered")
		}
	})
	t.Run("equipping the shotgun discards the rifle, the new one full", func(t *testing.T) {
		g, i, _ := setup(t)
		mustApply(t, g, Collect{Survivor: sid(i + 1), Item: "item1", Take: true})
		sv := g.State().Survivors[i]
		gun := held(&sv)
		if len(sv.Guns) != 2 || gun.Kind != Shotgun || len(gun.Hand) != weapons[Shotgun].Hand || len(gun.Deck)+len(gun.Hand) != len(weapons[Shotgun].Deck) {
			t.Fatalf("the shotgun in hand: %+v", sv.Guns)
		}
	})
}

// actPhase puts the game in the action step with survivor 1 to act, the board empty.
func actPhase(t *testing.T, g *game.Game[State]) *State {
	s := g.State()
	s.Phase, s.Active, s.First = PhaseAct, 0, 0
	for i := range s.Survivors {
		s.Survivors[i].Done = false
	}
	quiet(g)
	return s
}

// An attack spends up to the weapon's rate of cards at a zombie in range; their values are
// its damage; the noise wakes sleeping zombies within 5 hexes (§6).
func TestAttacksByWeapon(t *testing.T) {
	g := newGame(t, "", false)
	s := actPhase(t, g)
	me := s.Survivors[0].At // Rosa: assault rifle, range 6, two cards an attack
	c := setHand(s, 0, 1, 1, 2)
	far := addZombie(s, Walker, me.Add(hex.Hex{Q: 0, R: -2}), true)
	sleeper := addZombie(s, Walker, me.Add(hex.Hex{Q: 2, R: 2}), false)
	mustRefuse(t, g, Attack{Survivor: sid(1), Target: far, Cards: c})
	if why := mustRefuse(t, g, Attack{Survivor: sid(1), Target: "z99", Cards: c[:1]}); !strings.Contains(why, "no such zombie") {
		t.Fatalf("no such zombie: %q", why)
	}
	evs := mustApply(t, g, Attack{Survivor: sid(1), Target: far, Cards: c[:2]})
	s = g.State()
	if zombieIndex(s, far) >= 0 {
		t.Fatalf("1 + 1 did not destroy a zombie of 2 hit points: %v", evs)
	}
	if !strings.Contains(evs[0].Text, "1 + 1 = 2 damage. It is destroyed.") {
		t.Fatalf("the attack reads %q", evs[0].Text)
	}
	if !s.Zombies[zombieIndex(s, sleeper)].Active {
		t.Fatal("the shots did not wake the sleeping zombie within 5 hexes")
	}
	if len(held(&s.Survivors[0]).Hand) != 1 {
		t.Fatal("the spent cards are still in hand")
	}
}

func TestAttackRangeAndSight(t *testing.T) {
	g := newGame(t, "", false)
	s := actPhase(t, g)
	s.Survivors[0].Hold = 0 // the pistol: range 4
	c := setHand(s, 0, 3)
	out := addZombie(s, Walker, s.Survivors[0].At.Add(hex.Hex{Q: 5}), true)
	if why := mustRefuse(t, g, Attack{Survivor: sid(1), Target: out, Cards: c}); !strings.Contains(why, "range") {
		t.Fatalf("out of range: %q", why)
	}
}

// A pinned survivor may attack only with the pistol; one a special attack pins, not at all (§6).
func TestPinnedAttacks(t *testing.T) {
	g := newGame(t, "", false)
	s := actPhase(t, g)
	z := addZombie(s, Walker, s.Survivors[0].At.Add(hex.Hex{Q: 2}), true)
	c := setHand(s, 0, 2)
	s.Survivors[0].Pinned = true
	mustRefuse(t, g, Attack{Survivor: sid(1), Target: z, Cards: c})
	s.Survivors[0].Hold = 0
	p := setHand(s, 0, 2)
	s.Survivors[0].HeldBy = "z77"
	mustRefuse(t, g, Attack{Survivor: sid(1), Target: z, Cards: p})
	s.Survivors[0].HeldBy = ""
	mustApply(t, g, Attack{Survivor: sid(1), Target: z, Cards: p})
}

// Shooting the Hunter dead frees the survivor it held (§6: "to assist players pinned by
// special attacks").
func TestShootingTheHunterFreesItsVictim(t *testing.T) {
	g := newGame(t, "", false)
	s := actPhase(t, g)
	h := addZombie(s, Hunter, s.Survivors[1].At.Neighbour(hex.SouthWest), true)
	s.Survivors[1].HeldBy, s.Survivors[1].Pinned = h, true
	c := setHand(s, 0, 2, 1)
	mustApply(t, g, Attack{Survivor: sid(1), Target: h, Cards: c})
	if g.State().Survivors[1].HeldBy != "" {
		t.Fatal("the dead Hunter's token is still on its victim")
	}
}

// Reload returns the hand to the deck, shuffles and draws a full hand; the pistol's spent
// cards come back (§6, alternative 1).
func TestReload(t *testing.T) {
	g := newGame(t, "", false)
	s := actPhase(t, g)
	s.Survivors[0].Hold = 0
	p := held(&s.Survivors[0])
	all := len(p.Hand) + len(p.Deck)
	p.Spent, p.Deck, p.Hand = append(p.Hand, p.Deck[:3]...), p.Deck[3:], nil
	mustApply(t, g, Reload{Survivor: sid(1)})
	p = held(&g.State().Survivors[0])
	if len(p.Hand) != weapons[Pistol].Hand || len(p.Hand)+len(p.Deck) != all || len(p.Spent) != 0 {
		t.Fatalf("after a reload: %d in hand, %d in the deck, %d spent", len(p.Hand), len(p.Deck), len(p.Spent))
	}
	if g.State().Active == 0 {
		t.Fatal("reloading did not end the survivor's action")
	}
}

// Swapping changes weapon; each keeps its own hand (§6, alternative 2).
func TestSwapKeepsEachHand(t *testing.T) {
	g := newGame(t, "", false)
	s := actPhase(t, g)
	rifle := setHand(s, 0, 3, 3)
	mustApply(t, g, Swap{Survivor: sid(1)})
	sv := g.State().Survivors[0]
	if held(&sv).Kind != Pistol || sv.Guns[1].Hand[0].ID != rifle[0] || len(sv.Guns[1].Hand) != 2 {
		t.Fatalf("after the swap: %+v", sv.Guns)
	}
	s = g.State()
	s.Active = 3 // June carries only the pistol
	mustRefuse(t, g, Swap{Survivor: sid(4)})
}

// Melee stuns up to three zombies beside; a stunned Hunter lets go (§6, alternative 3).
func TestMeleeStunsThree(t *testing.T) {
	g := newGame(t, "", false)
	s := actPhase(t, g)
	me := s.Survivors[0].At
	s.Survivors[1].At = hex.Hex{Q: 2, R: 1}
	s.Survivors[2].At = hex.Hex{Q: -2, R: 2}
	s.Survivors[3].At = hex.Hex{Q: 1, R: -2}
	mustRefuse(t, g, Melee{Survivor: sid(1)})
	h := addZombie(s, Hunter, me.Neighbour(hex.East), true)
	s.Survivors[1].HeldBy = h
	for _, d := range []hex.Direction{hex.NorthEast, hex.NorthWest, hex.West} {
		addZombie(s, Walker, me.Neighbour(d), true)
	}
	mustApply(t, g, Melee{Survivor: sid(1)})
	s = g.State()
	n := 0
	for _, z := range s.Zombies {
		if z.Stunned {
			n++
		}
	}
	if n != 3 || !s.Zombies[zombieIndex(s, h)].Stunned || s.Survivors[1].HeldBy != "" {
		t.Fatalf("%d stunned (want 3, the Hunter first), the Hunter's victim held by %q", n, s.Survivors[1].HeldBy)
	}
}

// Items: a medkit heals 3 on oneself or a survivor beside; a pipe bomb destroys the ordinary
// zombies within 2 hexes (§6, alternative 4).
func TestItems(t *testing.T) {
	g := newGame(t, "", false)
	s := actPhase(t, g)
	s.Active = 3 // June: a medkit and a pipe bomb
	s.Survivors[0].HP = 1
	s.Survivors[3].At = s.Survivors[0].At.Neighbour(hex.NorthEast).Neighbour(hex.NorthEast)
	mustRefuse(t, g, UseItem{Survivor: sid(4), Item: Medkit, Target: sid(1)})
	mustRefuse(t, g, UseItem{Survivor: sid(4), Item: AmmoBox})
	s.Survivors[3].At = s.Survivors[0].At.Neighbour(hex.NorthEast)
	mustApply(t, g, UseItem{Survivor: sid(4), Item: Medkit, Target: sid(1)})
	s = g.State()
	if s.Survivors[0].HP != 4 || len(s.Survivors[3].Items) != 1 {
		t.Fatalf("after the medkit: %d hit points, %v carried", s.Survivors[0].HP, s.Survivors[3].Items)
	}
	s.Phase, s.Active = PhaseAct, 3
	s.Survivors[3].Done = false
	me := s.Survivors[3].At
	addZombie(s, Walker, me.Add(hex.Hex{Q: 2}), true)
	addZombie(s, Brute, me.Add(hex.Hex{Q: -2, R: 0}), true)
	addZombie(s, Walker, me.Add(hex.Hex{Q: 3}), true)
	mustApply(t, g, UseItem{Survivor: sid(4), Item: PipeBomb})
	s = g.State()
	if len(s.Zombies) != 2 || s.Zombies[0].Kind != Brute || !s.Zombies[0].Stunned {
		t.Fatalf("after the pipe bomb: %+v", s.Zombies)
	}
}

// Revive brings a pinned teammate beside on 0 hit points back to 1, if the reviver has taken
// no damage this round (§6, alternative 5).
func TestRevive(t *testing.T) {
	g := newGame(t, "", false)
	s := actPhase(t, g)
	s.Survivors[1].Pinned, s.Survivors[1].HP = true, -1 // Dev, beside Rosa
	s.Survivors[0].Hurt = true
	if why := mustRefuse(t, g, Revive{Survivor: sid(1), Target: sid(2)}); !strings.Contains(why, "no damage") {
		t.Fatalf("a hurt reviver: %q", why)
	}
	s.Survivors[0].Hurt = false
	mustApply(t, g, Revive{Survivor: sid(1), Target: sid(2)})
	if hp := g.State().Survivors[1].HP; hp != 1 {
		t.Fatalf("revived to %d hit points", hp)
	}
}

// At the end of the round the un-pinned are freed, the first-player token passes clockwise
// and the next round draws its Director cards (§6, admin; §1).
func TestEndOfRound(t *testing.T) {
	g := newGame(t, "", false)
	s := actPhase(t, g)
	s.Survivors[2].Pinned = true
	deck := len(s.Director)
	for i := 0; i < 4; i++ {
		mustApply(t, g, Pass{Survivor: sid(i + 1)})
	}
	s = g.State()
	if s.First != 1 || s.Round != 2 || s.Phase != PhaseSuppress || len(s.Director) != deck-1 || s.Survivors[2].Pinned {
		t.Fatalf("after the round: first %d, round %d, phase %s, %d cards left of %d, pinned %v", s.First, s.Round, s.Phase, len(s.Director), deck, s.Survivors[2].Pinned)
	}
}

// The cards drawn each round: one; a second every third round at Hard; one more per noisy tile a
// survivor stands on (§1).
func TestCardsDrawnByDifficultyAndTiles(t *testing.T) {
	g := newGame(t, `{"difficulty":"hard"}`, false)
	s, r := g.State(), rulesOf(g)
	if n := r.cardsThisRound(s); n != 1 {
		t.Fatalf("round 1 at Hard draws %d", n)
	}
	s.Round = 3
	if n := r.cardsThisRound(s); n != 2 {
		t.Fatalf("round 3 at Hard draws %d", n)
	}
	g = newGame(t, "", false)
	s, r = g.State(), rulesOf(g)
	s.Tiles[0].Card = indexOfTile("Gas Station")
	if n := r.cardsThisRound(s); n != 2 {
		t.Fatalf("standing on a noisy tile draws %d", n)
	}
}

// The survivors win when every living one stands in the safe house, none pinned; they lose
// when the Director deck runs out (director-deck.md §V).
func TestVictoryAndDefeat(t *testing.T) {
	g := newGame(t, "", false)
	s, r := g.State(), rulesOf(g)
	s.Tiles[0].Card = indexOfTile("Safe House")
	s.Survivors[3].Dead = true
	s.Survivors[2].Pinned = true
	if r.checkWin(s, func(game.Event) {}) {
		t.Fatal("won with a survivor pinned")
	}
	s.Survivors[2].Pinned = false
	if !r.checkWin(s, func(game.Event) {}) || !s.Result.Won || !strings.Contains(s.Result.Reason, "3 of 4") {
		t.Fatalf("not won: %+v", s.Result)
	}
	g = newGame(t, "", false)
	s = actPhase(t, g)
	s.Director = nil
	for i := 0; i < 4; i++ {
		mustApply(t, g, Pass{Survivor: sid(i + 1)})
	}
	if o, over := g.Outcome(); !over || len(o.Winners) != 0 || o.Victor != "The horde" {
		t.Fatalf("an empty Director deck did not end the game, won by the horde: %+v", o)
	}
}

// A round that should draw more cards than are left draws what is left.
func TestTheLastCardIsDrawn(t *testing.T) {
	g := newGame(t, `{"difficulty":"hard"}`, false)
	s := actPhase(t, g)
	s.Round = 2 // round 3 draws two at Hard
	s.Director = s.Director[:1]
	for i := 0; i < 4; i++ {
		mustApply(t, g, Pass{Survivor: sid(i + 1)})
	}
	if s := g.State(); s.Phase != PhaseSuppress || len(s.Drawn) != 1 || len(s.Director) != 0 {
		t.Fatalf("phase %s, %d drawn, %d left", s.Phase, len(s.Drawn), len(s.Director))
	}
}

// A move's preview warns when it ends beside a sleeping zombie, which then wakes (§4).
func TestAMovePreviewWarnsOfASleepingZombieBesideItsEnd(t *testing.T) {
	g := newGame(t, "", false)
	s := toPhase(t, g, PhaseMove)
	quiet(g)
	first := s.First
	to := s.Survivors[first].At.Add(hex.Hex{Q: 1, R: -2})
	r := rulesOf(g)
	at := r.centre(to)
	seat, model := PlayerSeat(s.Survivors[first].Seat), sid(first+1)
	if pv := g.Preview(seat, model, actMove, game.Picks{To: &at}); !pv.OK || strings.Contains(pv.Text, "sleeping") {
		t.Fatalf("with no zombie about the preview says %+v", pv)
	}
	s.Zombies = append(s.Zombies, Zombie{ID: "z1", Kind: Walker, At: to.Add(hex.Hex{Q: 1}), HP: 1})
	if pv := g.Preview(seat, model, actMove, game.Picks{To: &at}); !pv.OK || !strings.Contains(pv.Text, "beside 1 sleeping zombie: it wakes") {
		t.Fatalf("beside a sleeping zombie the preview says %+v", pv)
	}
}
