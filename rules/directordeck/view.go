package directordeck

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// View returns what a seat may see: the board, the models, the items, every survivor's
// weapons and hit points, how many cards each holds; its own hands' values; never another
// seat's hand, the cards face down in the pile, or the decks.
func (r *rules) View(s *State, seat game.SeatID) game.View {
	b := r.board(s)
	v := game.View{Seat: seat, Status: r.status(s), Hexes: game.HexesOf(b), Health: "hit point", States: tokenStates}
	exits := v.Hexes.Exits[:0]
	for _, x := range v.Hexes.Exits { // a blocked exit is drawn as the wreck that blocks it
		if x.Open && containsSide(s.Blocked, sideOf(x)) {
			v.Hexes.Edges = append(v.Hexes.Edges, game.HexSide{Q: x.Q, R: x.R, Dir: x.Dir, Kind: "wall"})
			continue
		}
		exits = append(exits, x)
	}
	v.Hexes.Exits = exits
	for i := range s.Survivors {
		sv := &s.Survivors[i]
		ch := characters[sv.Seat-1]
		if !sv.Dead {
			v.Tokens = append(v.Tokens, game.Token{ID: SurvivorID(sv.Seat), Name: ch.Name, Kind: "survivor", Side: PlayerSeat(sv.Seat), Team: sv.Seat,
				Label: ch.Label, Body: physics.Body{Base: physics.Base25mm, Pos: r.centre(sv.At)}, Wounds: max(0, sv.HP), MaxWounds: SurvivorHP,
				Down: sv.Pinned, Spent: s.Phase != PhaseSuppress && sv.Done})
		}
		v.Cards = append(v.Cards, r.survivorCard(s, i, seat == game.Host || seat == PlayerSeat(sv.Seat)))
	}
	for _, z := range s.Zombies {
		p := zombieProfiles[z.Kind]
		label := "Z"
		if p.Special {
			label = p.Name[:1]
		}
		v.Tokens = append(v.Tokens, game.Token{ID: z.ID, Name: zombieName(z), Kind: p.Token, Label: label,
			Body: physics.Body{Base: physics.Base25mm, Pos: r.centre(z.At)}, Wounds: max(0, z.HP), MaxWounds: p.HP, Down: !z.Active || z.Stunned})
		v.Cards = append(v.Cards, game.Card{Model: z.ID, Title: zombieName(z), Lines: []string{zombieLine(z)}})
	}
	for _, it := range s.Items {
		v.Markers = append(v.Markers, game.Marker{ID: it.ID, Name: itemNames[it.Kind], Kind: "supplies", At: r.centre(it.At), Count: 1,
			Help: itemWords(it.Kind) + " A survivor whose move takes them onto its hex may take it or leave it."})
	}
	for k, l := range s.Tiles {
		c := tileOf(l)
		if c.Safe || c.Noisy {
			kind := "Noisy" // drawn as a disc with its initial
			if c.Safe {
				kind = "objective"
			}
			v.Markers = append(v.Markers, game.Marker{ID: fmt.Sprintf("tile-%d", k+1), Name: c.Name, Kind: kind, At: r.centre(l.At), Help: c.Text})
		}
	}
	v.Tracks = []game.Track{{Name: "Round", Value: s.Round}, {Name: "Director deck", Value: len(s.Director), Max: len(directorDeck)},
		{Name: "Tiles left", Value: len(s.TileDeck), Max: len(tileCards)}, {Name: "Zombies", Value: len(s.Zombies)}}
	if s.Phase == PhaseSuppress {
		v.Tracks = append(v.Tracks, game.Track{Name: "Cards face down", Value: len(s.Pile)})
	}
	v.Lines = r.lines(s)
	v.State, _ = json.Marshal(r.public(s, seat))
	return v
}

func zombieName(z Zombie) string { return zombieProfiles[z.Kind].Name + " " + z.ID[1:] }

func zombieLine(z Zombie) string {
	p := zombieProfiles[z.Kind]
	state := "standing"
	switch {
	case !z.Active:
		state = "asleep"
	case z.Stunned:
		state = "stunned"
	}
	return fmt.Sprintf("%d of %d hit points · %s · %s a round", max(0, z.HP), p.HP, state, game.Plural(p.Wounds, "wound", "wounds"))
}

// lines are the goal, the card in play and the last pile, short enough for the panel.
func (r *rules) lines(s *State) []string {
	out := []string{"Win: the living all in the Safe House, none pinned, at a round's end.",
		"Lose: all dead, or the Director deck runs out."}
	if s.Phase != PhaseOver && r.allSafe(s) {
		out = append(out, "All in the Safe House: hold it to the end of this round to win.")
	}
	if len(s.Drawn) > 0 && s.Phase == PhaseSuppress {
		c := directorCard(s.Drawn[0])
		out = append(out, fmt.Sprintf("Now: %s, Horde %d.%s", c.Name, r.horde(c), eventWords(c)))
	}
	if l := s.Last; l != nil {
		out = append(out, fmt.Sprintf("Last pile: %s = %d against Horde Level %d: the shortfall brought %s.", valueList(l.Values), l.Total, l.Horde,
			shortfallZombies(l.Zombies)))
	}
	return out
}

// eventWords says a Director card's events, briefly.
func eventWords(c DirectorCard) string {
	var out []string
	for _, ev := range c.Events {
		what := map[Effect]string{SpawnHunter: "Hunter", SpawnBrute: "Brute", Scream: "Screamer",
			ExtraZombies: game.Plural(ev.Count, "more zombie", "more zombies"), PlaceItem: itemNames[ev.Item]}[ev.Effect]
		switch ev.When {
		case AtMost:
			what += fmt.Sprintf(" at %d or less", ev.Total)
		case AtLeast:
			what += fmt.Sprintf(" at %d or more", ev.Total)
		}
		out = append(out, what)
	}
	if len(out) == 0 {
		return ""
	}
	return " " + strings.Join(out, "; ") + "."
}

// survivorCard describes a survivor; its own player (mine) reads the values in its hands.
func (r *rules) survivorCard(s *State, i int, mine bool) game.Card {
	sv := &s.Survivors[i]
	ch := characters[sv.Seat-1]
	c := game.Card{Model: SurvivorID(sv.Seat), Title: ch.Name + ", " + ch.Tagline}
	state := fmt.Sprintf("%d of %d hit points", sv.HP, SurvivorHP)
	switch {
	case sv.Dead:
		state = "Dead"
	case sv.HeldBy != "":
		state += " · pinned by a Hunter"
	case sv.Pinned:
		state += " · pinned"
	}
	if sv.Hurt && !sv.Dead {
		state += " · hurt this round"
	}
	c.Lines = append(c.Lines, state)
	for k, g := range sv.Guns {
		w := weapons[g.Kind]
		line := fmt.Sprintf("%s%s: range %d, %s a shot · %s in hand, %d in the deck", w.Name, map[bool]string{true: " (held)"}[k == sv.Hold],
			w.Range, game.Plural(w.Rate, "card", "cards"), game.Plural(len(g.Hand), "card", "cards"), len(g.Deck))
		if mine && len(g.Hand) > 0 {
			line += " · hand " + valueList(values(g.Hand))
		}
		c.Lines = append(c.Lines, line)
	}
	for _, k := range sv.Items {
		c.Lines = append(c.Lines, itemNames[k])
	}
	return c
}

// publicState is the state as one seat may see it.
type publicState struct {
	Phase     Phase            `json:"phase"`
	Round     int              `json:"round"`
	First     string           `json:"first"`
	Director  int              `json:"directorLeft"`
	Pile      int              `json:"pile"` // cards face down
	Last      *Suppression     `json:"last,omitempty"`
	Survivors []publicSurvivor `json:"survivors"`
	Hand      []Card           `json:"hand,omitempty"` // the seat's own hand in hand
}

type publicSurvivor struct {
	Name   string `json:"name"`
	HP     int    `json:"hp"`
	Pinned bool   `json:"pinned,omitempty"`
	Dead   bool   `json:"dead,omitempty"`
	Weapon string `json:"weapon"`
	Cards  int    `json:"cards"`
	Done   bool   `json:"done,omitempty"`
}

func (r *rules) public(s *State, seat game.SeatID) publicState {
	p := publicState{Phase: s.Phase, Round: s.Round, First: name(s, s.First), Director: len(s.Director), Pile: len(s.Pile), Last: s.Last}
	for i := range s.Survivors {
		sv := &s.Survivors[i]
		p.Survivors = append(p.Survivors, publicSurvivor{Name: name(s, i), HP: sv.HP, Pinned: sv.Pinned, Dead: sv.Dead,
			Weapon: weapons[held(sv).Kind].Name, Cards: len(held(sv).Hand), Done: sv.Done})
		if PlayerSeat(sv.Seat) == seat {
			p.Hand = held(sv).Hand
		}
	}
	return p
}

// status says where the game stands.
func (r *rules) status(s *State) string {
	switch s.Phase {
	case PhaseSuppress:
		var waiting []string
		for i, sv := range s.Survivors {
			if !sv.Done {
				waiting = append(waiting, name(s, i))
			}
		}
		return fmt.Sprintf("Round %d · suppressing fire: waiting for %s", s.Round, strings.Join(waiting, ", "))
	case PhaseMove:
		return fmt.Sprintf("Round %d · %s moves", s.Round, name(s, s.Active))
	case PhaseAct:
		return fmt.Sprintf("Round %d · %s attacks or acts", s.Round, name(s, s.Active))
	}
	if s.Result != nil {
		return "Game over: " + s.Result.Reason
	}
	return ""
}

// tokenStates is what a Director Deck token's marks mean, for the table's key.
var tokenStates = game.TokenStates{
	SurvivorDown: "pinned: surrounded, held, or at 0 hit points",
	ZombieDown:   "inactive (asleep) or stunned: it does not act",
	Spent:        "has acted this phase",
}

// itemWords says what an item or weapon lying on the board does, for its tip.
func itemWords(k ItemKind) string {
	if isWeapon(k) {
		w := weapons[WeaponKind(k)]
		return fmt.Sprintf("%s: range %s, %s a shot.", w.Name, game.Plural(w.Range, "hex", "hexes"), game.Plural(w.Rate, "card", "cards"))
	}
	return itemNames[k] + ": " + itemHelp[k]
}
