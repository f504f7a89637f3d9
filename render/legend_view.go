package render

import (
	"math"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// The legend of a game drawn from its view: the kinds of square and edge on its board, the
// kinds of marker by the names the game gives them, and its models by name.

// squareWords says what each kind of square the drawing knows is.
var squareWords = map[string]string{
	"street": "street or yard: open ground", "yard": "yard: open ground", "floor": "inside a building",
	"helipad": "the helipad", "hidden": "a face-down tile: turns over when a model steps on it",
	"fountain": "the fountain", "fence": "the fence", "car": "the car",
	"search-1": "search pile, tier 1", "search-2": "search pile, tier 2", "search-3": "search pile, tier 3",
}

// edgeWords says what each kind of edge is.
var edgeWords = map[string]string{
	"wall": "wall: blocks moves and sight", "door": "closed door", "open door": "open door",
	"broken door": "destroyed door: open for good", "blocked door": "blocked door",
	"window": "window", "broken window": "broken window", "fence": "fence",
}

// board lists the kinds of square and edge on a board, in the order they first appear.
func (l *legend) board(b *game.Squares) {
	l.heading("The board")
	var kinds []string
	for y := 0; y < b.Rows; y++ {
		for x := 0; x < b.Cols; x++ {
			if k := b.KindAt(x, y); k != "" && !slices.Contains(kinds, k) {
				kinds = append(kinds, k)
			}
		}
	}
	px := l.px
	for _, k := range kinds {
		text := squareWords[k]
		if text == "" {
			text = strings.ReplaceAll(k, "-", " ")
		}
		l.row(22*px, text, func(c physics.Vec) {
			mini := &game.Squares{Origin: c.Sub(physics.Vec{X: 9 * px, Y: 9 * px}), Size: 18 * px, Cols: 1, Rows: 1,
				Ground: []string{"k"}, Kinds: map[string]string{"k": k}}
			drawSquareGround(l.cv, mini, 0, 0)
			if k == "helipad" {
				l.cv.Text(c, "H", 12, rgba(230, 196, 60, 255), AlignCenter)
			}
		})
	}
	l.edgeRows(distinctKinds(b.Edges, func(e game.EdgeMark) string { return e.Kind }), func(k string, c physics.Vec) {
		mini := &game.Squares{Origin: c.Sub(physics.Vec{X: 9 * px, Y: 0}), Size: 18 * px, Cols: 1, Rows: 1}
		drawEdgeMark(l.cv, mini, game.EdgeMark{Kind: k})
	})
	if len(b.Links) > 0 {
		l.row(22*px, "hatch: joins the two squares marked so", func(c physics.Vec) {
			mini := &game.Squares{Origin: c.Sub(physics.Vec{X: 9 * px, Y: 9 * px}), Size: 18 * px, Cols: 1, Rows: 1}
			drawSquareLink(l.cv, mini, game.SquareLink{})
		})
	}
}

// viewMarkers lists each kind of marker a game's view shows, by the name the game gives it.
func (l *legend) viewMarkers(sc *Scene) {
	// One row a name ("Medkit, 2 on the table"); a kind of marker with more than two names
	// (a scenario's objectives, each named) is one row for the kind.
	type group struct {
		first Marker
		names []string
		count int
	}
	var groups []*group
	byKind := map[string]*group{}
	for _, m := range sc.Markers {
		if m.Kind == "door" && sc.Squares != nil {
			continue // the board's own row says it
		}
		g := byKind[m.Kind]
		if g == nil {
			g = &group{first: m}
			byKind[m.Kind] = g
			groups = append(groups, g)
		}
		g.count++
		if name := strings.TrimRight(m.Name, " 0123456789"); !slices.Contains(g.names, name) {
			g.names = append(g.names, name)
		}
	}
	if len(sc.zones()) == 0 && len(groups) == 0 {
		return // no heading over nothing
	}
	l.heading("Markers")
	if len(sc.zones()) > 0 {
		l.row(22*l.px, "a side's starting zone", func(c physics.Vec) {
			box := rectPts(c.X-9*l.px, c.Y-7*l.px, c.X+9*l.px, c.Y+7*l.px)
			l.cv.FillPolygon(box, colStartZone)
			l.cv.StrokePolyline(box, true, 1.5, colStartEdge)
		})
	}
	for _, g := range groups {
		var rows []Marker
		var texts []string
		if len(g.names) <= 2 {
			for _, name := range g.names {
				n, first := 0, Marker{}
				for _, m := range sc.Markers {
					if m.Kind == g.first.Kind && strings.TrimRight(m.Name, " 0123456789") == name {
						if n == 0 {
							first = m
						}
						n++
					}
				}
				rows, texts = append(rows, first), append(texts, name+countWords(n))
			}
		} else {
			rows, texts = append(rows, g.first), append(texts, markerKindWords(g.first.Kind)+countWords(g.count))
		}
		for k, m := range rows {
			text := texts[k]
			if m.Kind == "search" || m.Kind == "supplies" {
				text += markerNumberWords[m.Kind]
			}
			m.Used = false
			l.row(22*l.px, text, func(c physics.Vec) { m.At = c; DrawMarker(l.cv, m, 8*l.px) })
		}
	}
	l.accessRow(sc.Scenario)
}

// accessRow explains the stairs (or ladder) between a building's floor and its roof, where a
// scenario has them.
func (l *legend) accessRow(s *maps.Scenario) {
	if s == nil {
		return
	}
	for _, t := range s.Terrain {
		if len(t.Access) > 0 {
			l.row(22*l.px, "stairs or ladder to the roof (Climb there)", func(c physics.Vec) { drawAccess(l.cv, c, 8*l.px) })
			return
		}
	}
}

// countWords is how many of a row's markers the table has, when more than one.
func countWords(n int) string {
	if n < 2 {
		return ""
	}
	return onTable(n)
}

// markerKindWords names a kind of marker for a legend row of markers with many names.
func markerKindWords(kind string) string {
	switch kind {
	case "objective":
		return "an objective (each has its name)"
	case "search":
		return "a place to search (each has its name)"
	case "supplies":
		return "supplies or an item on the ground"
	case "entry", "spawn":
		return "a zombie entry point"
	}
	return strings.ReplaceAll(kind, "-", " ")
}

// markerNumberWords says what the number on a kind of marker counts.
var markerNumberWords = map[string]string{
	"search":   " (the number: searches left)",
	"supplies": " (the number: how many)",
}

// hexWords says what each kind of hex the drawing knows is.
var hexWords = map[string]string{
	"street": "street: open ground", "yard": "yard or park: open ground", "floor": "inside a building",
	"rubble": "rubble: open ground", "hidden": "a face-down tile",
}

// hexBoard lists what a board of hexes shows: each kind of hex on it, the walls and doors on
// their sides, the tiles' exits and the numbered hexes, in the order they first appear.
func (l *legend) hexBoard(b *game.Hexes) {
	l.heading("The board")
	px := l.px
	mini := func(c physics.Vec) *game.Hexes {
		return &game.Hexes{Origin: c, Size: 10 * px}
	}
	var kinds []string
	numbered := false
	for _, c := range b.Cells {
		if c.Kind != "" && !slices.Contains(kinds, c.Kind) {
			kinds = append(kinds, c.Kind)
		}
		numbered = numbered || c.Number > 0
	}
	for _, k := range kinds {
		text := hexWords[k]
		if text == "" {
			text = squareWords[k]
		}
		if text == "" {
			text = strings.ReplaceAll(k, "-", " ")
		}
		l.row(24*px, text, func(c physics.Vec) { drawHexGround(l.cv, mini(c), game.HexCell{Kind: k}) })
	}
	l.edgeRows(distinctKinds(b.Edges, func(e game.HexSide) string { return e.Kind }), func(k string, c physics.Vec) {
		drawBarrier(l.cv, c.Sub(physics.Vec{X: 9 * px}), c.Add(physics.Vec{X: 9 * px}), k)
	})
	open, joined := false, false
	for _, x := range b.Exits {
		open, joined = open || x.Open, joined || !x.Open
	}
	if open {
		l.row(24*px, "an open exit: the next tile may be laid beyond it", func(c physics.Vec) {
			big := &game.Hexes{Origin: c.Sub(physics.Vec{X: 24 * px * math.Sqrt(3) / 2}), Size: 24 * px} // its east side at c
			drawHexExit(l.cv, big, game.HexExit{Dir: 0, Open: true})
		})
	}
	if joined {
		l.row(24*px, "a way through from one tile to the next", func(c physics.Vec) {
			big := &game.Hexes{Origin: c.Sub(physics.Vec{X: 24 * px * math.Sqrt(3) / 2}), Size: 24 * px}
			drawHexExit(l.cv, big, game.HexExit{Dir: 0})
		})
	}
	if numbered {
		l.row(24*px, "a hex's number on its tile (1–6): a die picks it", func(c physics.Vec) {
			drawHexNumber(l.cv, &game.Hexes{Origin: c, Size: 26 * px}, game.HexCell{Number: 3})
		})
	}
}

// edgeRows lists each kind of edge (wall, door, window) with its words and its icon.
func (l *legend) edgeRows(kinds []string, icon func(kind string, c physics.Vec)) {
	for _, k := range kinds {
		text := edgeWords[k]
		if text == "" {
			text = k
		}
		l.row(22*l.px, text, func(c physics.Vec) { icon(k, c) })
	}
}

// distinctKinds lists the kinds of xs, each once, in the order they first appear.
func distinctKinds[T any](xs []T, kind func(T) string) []string {
	var out []string
	for _, x := range xs {
		if k := kind(x); !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}
