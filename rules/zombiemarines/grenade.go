package zombiemarines

import (
	"fmt"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/physics"
)

// throwWhy says why a marine may not throw a grenade at a square now, or "" (A14).
func throwWhy(s *State, b *grid.Board, m *Marine, at grid.Square) string {
	switch {
	case !hasItem(m, Grenade):
		return marineName(m) + " has no grenade"
	case canAct(m, false) != "":
		return marineName(m) + " cannot throw: " + canAct(m, false)
	case !onMap(at) || !s.Flipped[posOf(at)]:
		return "a grenade is thrown at a square of a tile that is face up"
	case !b.Sees(m.At, at):
		return marineName(m) + " cannot see that square"
	}
	return ""
}

// throwPreview shows a grenade's blast before it is thrown: the squares it reaches (walls
// shield the others), and in words who it would kill and the doors it would break.
func (r *rules) throwPreview(s *State, model string, at grid.Square) game.Preview {
	mi := marineByID(s, model)
	if mi < 0 {
		return game.Preview{}
	}
	m := &s.Marines[mi]
	b := r.sight(s)
	if why := throwWhy(s, b, m, at); why != "" {
		return game.Preview{Text: capital(why) + "."}
	}
	var area [][]physics.Vec
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if q := (grid.Square{X: at.X + dx, Y: at.Y + dy}); onMap(q) && inBlast(b, at, q) {
				area = append(area, squareOutline(q))
			}
		}
	}
	bl := r.blastAt(s, b, at)
	var hit []string
	for _, zi := range bl.zombies {
		hit = append(hit, zombieName(&s.Zombies[zi]))
	}
	if r.opt.FriendlyFire {
		for _, mi := range bl.marines {
			hit = append(hit, marineName(&s.Marines[mi]))
		}
	}
	caught, doors := len(bl.marines) > 0, len(bl.doors)
	parts := []string{"Grenade: " + blastWords(hit)}
	if doors > 0 {
		parts = append(parts, "breaks "+game.Plural(doors, "door", "doors"))
	}
	if caught && !r.opt.FriendlyFire {
		parts = append(parts, "marines in the blast are unharmed")
	}
	parts = append(parts, "walls shield the squares behind them")
	return game.Preview{OK: true, Sight: []physics.Vec{squareCentre(m.At), squareCentre(at)}, Area: area, Text: strings.Join(parts, " · ")}
}

// blast is what a grenade landing on a square reaches (A14): the zombies and the living
// marines in its 3 × 3 that walls do not shield, and the closed doors round its square,
// each as its place in the state's list.
type blast struct {
	zombies, marines, doors []int
}

// blastAt works out the blast of a grenade landing at a square: the throw's and its
// preview's one account of it.
func (r *rules) blastAt(s *State, b *grid.Board, at grid.Square) blast {
	var bl blast
	for i := range s.Zombies {
		if inBlast(b, at, s.Zombies[i].At) {
			bl.zombies = append(bl.zombies, i)
		}
	}
	for i := range s.Marines {
		if m := &s.Marines[i]; !m.Dead && inBlast(b, at, m.At) {
			bl.marines = append(bl.marines, i)
		}
	}
	for _, dir := range grid.Orthogonal {
		e, _ := grid.Between(at, at.Add(dir))
		if di := doorAt(s, e); di >= 0 && !s.Doors[di].Broken {
			bl.doors = append(bl.doors, di)
		}
	}
	return bl
}

// blastWords says who a blast would kill.
func blastWords(hit []string) string {
	switch len(hit) {
	case 0:
		return "nobody in the blast"
	case 1:
		return "kills " + hit[0]
	}
	return fmt.Sprintf("kills %s and %s", strings.Join(hit[:len(hit)-1], ", "), hit[len(hit)-1])
}

// squareOutline is a square's outline on the table, corner to corner.
func squareOutline(q grid.Square) []physics.Vec {
	x, y := float64(q.X), float64(q.Y)
	return []physics.Vec{{X: x, Y: y}, {X: x + 1, Y: y}, {X: x + 1, Y: y + 1}, {X: x, Y: y + 1}}
}
