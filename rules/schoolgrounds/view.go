package schoolgrounds

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/physics"
)

// View returns what a seat may see: everything but the piles, the cards left behind, and
// the other players' hands.
func (r *rules) View(s *State, seat game.SeatID) game.View {
	v := game.View{Seat: seat, Status: r.status(s), Squares: r.squares(s), Health: "hit point", States: tokenStates}
	for i := range s.Survivors {
		sv := &s.Survivors[i]
		ch, _ := characterByID(sv.Char)
		if sv.Life == Alive {
			v.Tokens = append(v.Tokens, game.Token{ID: survivorID(sv.Seat), Name: ch.Name, Kind: "survivor", Side: PlayerSeat(sv.Seat), Team: sv.Seat,
				Label: ch.Name[:1], Body: physics.Body{Base: physics.Base25mm, Pos: centre(sv.At)}, Wounds: sv.HP, MaxWounds: SurvivorHP, Spent: sv.Done})
		}
		v.Cards = append(v.Cards, r.survivorCard(s, i, seat == game.Host || seat == PlayerSeat(sv.Seat)))
	}
	for _, z := range s.Zombies {
		tk := game.Token{ID: z.ID, Name: capital(r.zombieName(s, &z)), Kind: "shambler", Label: "Z", Body: physics.Body{Base: physics.Base25mm, Pos: centre(z.At)},
			Wounds: z.HP, MaxWounds: NormalHP, Spent: s.Phase == PhaseMaster && z.Acts == 0}
		switch z.Kind {
		case Brute:
			tk.Kind, tk.Label, tk.MaxWounds = "brute", "B", BruteHP
		case TurnedZ:
			sv := s.Survivors[z.Survivor-1]
			tk.Name, tk.Label, tk.MaxWounds, tk.Side = r.name(s, z.Survivor-1)+"'s zombie", r.name(s, z.Survivor-1)[:1], TurnedHP, PlayerSeat(sv.Seat)
		}
		v.Tokens = append(v.Tokens, tk)
		v.Cards = append(v.Cards, r.zombieCard(s, &z, tk))
	}
	v.Markers = r.markers(s)
	v.Tracks = []game.Track{
		{Name: "Turn", Value: s.Round, Max: r.opt.Rounds, Help: "The turn the game is in, of the most it lasts: if the survivors have not driven away by the end of the last, the zombie master wins."},
		{Name: "Zombies killed", Value: s.Kills, Max: r.opt.Unlock, Help: "Zombies the survivors have killed. Once " + game.Plural(r.opt.Unlock, "is", "are") + " killed, the purple piles may be searched."},
		{Name: "Car parts", Value: len(s.Car), Max: 3, Help: "The keys, the battery and the fuel put in the car. With all three in, the survivors on or beside the car may drive away."},
		{Name: "Zombies", Value: r.count(s, Normal), Max: MaxNormals, Help: "Zombies on the board, of the most there can be: when all are on the board, no more come."},
		{Name: "Brutes", Value: r.count(s, Brute), Max: MaxBrutes, Help: "Brutes on the board, of the most there can be."}}
	if s.Master != 0 {
		v.Tracks = append(v.Tracks, game.Track{Name: "Spawn count", Value: s.Spawn, Max: MaxSpawn, Help: "Zombies the zombie master may spawn this turn: one more each turn, from 1 to 5, then 1 again."})
	}
	v.Lines = []string{"Survivors: put keys, battery, fuel in the car; escape.",
		"Zombie master: kill every survivor."}
	v.State, _ = json.Marshal(r.public(s, seat))
	return v
}

// capital starts a sentence with a capital letter ("zombie 3" → "Zombie 3"; "Milo's" stays).
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// squares describes the board for drawing.
func (r *rules) squares(s *State) *game.Squares {
	b := r.board
	sq := &game.Squares{Size: 1, Cols: BoardW, Rows: BoardH, Ground: slices.Clone(b.Ground), Kinds: map[string]string{}}
	for ch, k := range groundKinds {
		sq.Kinds[string(ch)] = k
	}
	for e, ref := range b.edges {
		sq.Edges = append(sq.Edges, game.EdgeMark{X: e.X, Y: e.Y, West: e.West, Kind: r.edgeLook(s, ref)})
	}
	slices.SortFunc(sq.Edges, func(a, c game.EdgeMark) int {
		if a.Y != c.Y {
			return a.Y - c.Y
		}
		if a.X != c.X {
			return a.X - c.X
		}
		return boolInt(a.West) - boolInt(c.West)
	})
	for _, o := range b.Doors {
		if o.Hatch {
			sq.Links = append(sq.Links, game.SquareLink{Name: o.Name, AX: o.A.X, AY: o.A.Y, BX: o.B.X, BY: o.B.Y})
		}
	}
	return sq
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// edgeLook is how an edge is drawn now.
func (r *rules) edgeLook(s *State, ref edgeRef) string {
	switch ref.Kind {
	case edgeWall:
		return "wall"
	case edgeFence:
		return "fence"
	case edgeWindow:
		if s.Broken[ref.Index] {
			return "broken window"
		}
		return "window"
	}
	d := s.Doors[ref.Index]
	switch {
	case d.Broken:
		return "broken door"
	case d.Blocker > 0:
		return "blocked door"
	case d.Open:
		return "open door"
	}
	return "door"
}

func (r *rules) markers(s *State) []game.Marker {
	var out []game.Marker
	colour := []string{"", "green", "red", "purple"}
	for i, t := range r.board.Search {
		if s.Used[i] { // the "searched" token on the tile; unsearched ones show by their colour
			out = append(out, game.Marker{ID: fmt.Sprintf("search-%d", i+1), Name: fmt.Sprintf("Searched pile (tier %d, %s)", t.Tier, colour[t.Tier]),
				Kind: "search", At: centre(t.At), Used: true})
		}
	}
	for i, o := range r.board.Doors {
		if !o.Hatch {
			continue
		}
		state := "closed"
		switch d := s.Doors[i]; {
		case d.Broken:
			state = "broken"
		case d.Blocker > 0:
			state = "blocked"
		case d.Open:
			state = "open"
		}
		for k, q := range []grid.Square{o.A, o.B} {
			out = append(out, game.Marker{ID: fmt.Sprintf("hatch-%d-%d", i, k), Name: fmt.Sprintf("%s (%s)", o.Name, state), Kind: "hatch", At: centre(q), Used: state != "closed",
				Help: "A hatch between two squares: a character beside it may go through it while it is open."})
		}
	}
	for i, p := range s.Packs {
		out = append(out, game.Marker{ID: fmt.Sprintf("pack-%d", i+1), Name: "Cards left behind", Kind: "supplies", At: centre(p.At), Count: len(p.Cards)})
	}
	c := r.board.Car[0]
	out = append(out, game.Marker{ID: "car", Name: fmt.Sprintf("The car (%d of 3 parts)", len(s.Car)), Kind: "objective", At: centre(c), Count: len(s.Car)})
	if s.Phase == PhaseMaster && s.Placing {
		for _, q := range r.spawnSquares(s) {
			out = append(out, game.Marker{ID: fmt.Sprintf("spawn-%d-%d", q.X, q.Y), Name: "Spawn square", Kind: "spawn", At: centre(q),
				Help: "The zombie master may place a new zombie here."})
		}
	}
	return out
}

// survivorCard describes a survivor; its player (mine) also reads the cards in hand.
func (r *rules) survivorCard(s *State, i int, mine bool) game.Card {
	sv := &s.Survivors[i]
	ch, _ := characterByID(sv.Char)
	c := game.Card{Model: survivorID(sv.Seat), Title: fmt.Sprintf("%s (player %d, %s)", ch.Name, sv.Seat, ch.Role)}
	switch sv.Life {
	case Alive:
		line := fmt.Sprintf("%d of %d hit points · %s of 2 taken", sv.HP, SurvivorHP, game.Plural(sv.Acts, "action", "actions"))
		if sv.Infected {
			line += " · infected"
		}
		c.Lines = append(c.Lines, line)
	case Turned:
		c.Lines = append(c.Lines, "Turned: a zombie under the master's orders.")
	case Dead:
		c.Lines = append(c.Lines, "Dead for good.")
	case Gone:
		c.Lines = append(c.Lines, "Left the board: this player is the zombie master.")
	case Escaped:
		c.Lines = append(c.Lines, "Escaped in the car.")
	}
	c.Lines = append(c.Lines, fmt.Sprintf("Carries the %s. %s", ch.Item, ch.Ability))
	if sv.Rest > 0 {
		c.Lines = append(c.Lines, fmt.Sprintf("The kit rests for %s.", game.Plural(sv.Rest, "turn", "turns")))
	}
	if w := sv.Equipped; w != "" {
		c.Lines = append(c.Lines, "Fights with the "+cardName(w)+".")
	}
	if !mine {
		c.Lines = append(c.Lines, game.Plural(len(sv.Hand), "item card", "item cards")+" in hand.")
		return c
	}
	var names []string
	for _, card := range sv.Hand {
		name := cardName(card)
		if n := rounds(s, card); n >= 0 {
			name += fmt.Sprintf(" (%d of %d rounds)", n, mustCard(card).Rounds)
		}
		names = append(names, name)
	}
	if len(names) == 0 {
		names = append(names, "none yet")
	}
	c.Lines = append(c.Lines, "Cards in hand: "+strings.Join(names, ", ")+".")
	return c
}

// zombieCard describes a zombie: its hit points and, in the master's turn, its actions left.
func (r *rules) zombieCard(s *State, z *Zombie, tk game.Token) game.Card {
	line := fmt.Sprintf("%d of %d hit points", z.HP, tk.MaxWounds)
	if s.Phase == PhaseMaster {
		line += " · " + game.Plural(z.Acts, "action", "actions") + " left this turn"
	} else {
		line += " · " + game.Plural(zombieActions(z.Kind), "action", "actions") + " a turn"
	}
	c := game.Card{Model: z.ID, Title: tk.Name, Lines: []string{line}}
	switch z.Kind {
	case Brute:
		c.Lines = append(c.Lines, "A brute: ten zombies in one.")
	case TurnedZ:
		c.Lines = append(c.Lines, fmt.Sprintf("A fallen player, under the master's orders; strikes with its last weapon (+%d).", z.Mod))
	}
	return c
}

// publicState is the state as one seat may see it.
type publicState struct {
	Phase     Phase            `json:"phase"`
	Round     int              `json:"round"`
	Master    int              `json:"master"`
	Kills     int              `json:"kills"`
	Car       []string         `json:"car"` // the parts' names
	Survivors []publicSurvivor `json:"survivors"`
	Hand      []handCard       `json:"hand,omitempty"` // the seat's own cards
}

type publicSurvivor struct {
	Seat     int         `json:"seat"`
	Char     string      `json:"char"`
	At       grid.Square `json:"at"`
	HP       int         `json:"hp"`
	Life     Life        `json:"life"`
	Cards    int         `json:"cards"`
	Weapon   string      `json:"weapon,omitempty"`
	Infected bool        `json:"infected,omitempty"`
}

type handCard struct {
	ID, Name string
	Rounds   int `json:",omitempty"`
}

func (r *rules) public(s *State, seat game.SeatID) publicState {
	p := publicState{Phase: s.Phase, Round: s.Round, Master: s.Master, Kills: s.Kills, Car: []string{}}
	for _, c := range s.Car {
		p.Car = append(p.Car, cardName(c))
	}
	for _, sv := range s.Survivors {
		ps := publicSurvivor{Seat: sv.Seat, Char: sv.Char, At: sv.At, HP: sv.HP, Life: sv.Life, Cards: len(sv.Hand), Infected: sv.Infected}
		if sv.Equipped != "" {
			ps.Weapon = cardName(sv.Equipped)
		}
		p.Survivors = append(p.Survivors, ps)
		if PlayerSeat(sv.Seat) == seat {
			for _, c := range sv.Hand {
				p.Hand = append(p.Hand, handCard{ID: c, Name: cardName(c), Rounds: max(0, rounds(s, c))})
			}
		}
	}
	return p
}

// status says where the game stands.
func (r *rules) status(s *State) string {
	switch s.Phase {
	case PhasePick:
		if len(s.PickOrder) == 0 {
			return "The players roll off for the characters"
		}
		return fmt.Sprintf("Player %d chooses a character", r.nextPicker(s)) // in the roll-off's order
	case PhaseSurvivors:
		switch {
		case s.Pending != nil && s.Pending.Kind == PendKeep:
			return fmt.Sprintf("Turn %d · %s chooses a card to keep", s.Round, r.name(s, s.Pending.Survivor))
		case s.Pending != nil && s.Pending.Kind == PendTrade:
			return fmt.Sprintf("Turn %d · %s answers %s's trade", s.Round, r.name(s, s.Pending.Survivor), r.name(s, s.Pending.From))
		case s.Pending != nil && s.Pending.Kind == PendSeen:
			return fmt.Sprintf("Turn %d · %s reads the card found", s.Round, r.name(s, s.Pending.Survivor))
		case s.Pending != nil && s.Pending.Kind == PendReroll:
			return fmt.Sprintf("Turn %d · %s may roll again", s.Round, r.name(s, s.Pending.Survivor))
		case s.Active >= 0:
			return fmt.Sprintf("Turn %d · %s's turn", s.Round, r.name(s, s.Active))
		}
		return fmt.Sprintf("Turn %d · the survivors' turns: any may go next", s.Round)
	case PhaseMaster:
		if s.Placing {
			return fmt.Sprintf("Turn %d · the zombie master spawns (%d left)", s.Round, s.Left)
		}
		return fmt.Sprintf("Turn %d · the zombie master's turn", s.Round)
	}
	if s.Result != nil {
		return "Game over: " + s.Result.Reason
	}
	return ""
}

// tokenStates is what a School Grounds token's marks mean, for the table's key: no model is
// ever down (a survivor at 0 hit points turns, and is drawn as the zombie it became).
var tokenStates = game.TokenStates{Spent: "has acted this turn"}
