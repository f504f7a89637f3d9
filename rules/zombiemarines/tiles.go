package zombiemarines

import (
	"fmt"
	"strings"

	"github.com/borrowed-time/tabletop/grid"
)

// TileSide is the number of squares on a tile's side; MapTiles the tiles on the map's side.
const (
	TileSide = 7
	MapTiles = 5
	MapSide  = TileSide * MapTiles
	// tileLines is the lines (and characters per line) of a tile's text (§8).
	tileLines = 2*TileSide - 1
	// tileCount is the number of tiles of a game.
	tileCount = MapTiles * MapTiles
	// minWalls is the fewest wall sections a tile has, so that 6 door counters always fit (M6).
	minWalls = 6
)

// Ground is what a square is.
type Ground byte

// The kinds of square (M5).
const (
	Outdoor Ground = '.'
	Indoor  Ground = ':'
	Helipad Ground = 'H'
)

// Tile is one 7 × 7 tile: its squares and its wall sections, in the tile's own squares.
type Tile struct {
	Name    string
	Squares [TileSide][TileSide]Ground // [y][x]
	Walls   []grid.Edge                // never on the tile's border (M6)
}

// HasHelipad reports whether the tile is the helipad tile.
func (t *Tile) HasHelipad() bool {
	for y := range t.Squares {
		for x := range t.Squares[y] {
			if t.Squares[y][x] == Helipad {
				return true
			}
		}
	}
	return false
}

// ParseTile reads a tile's text (zombie-marines.md §8); a problem names the line and column.
func ParseTile(name, text string) (Tile, error) {
	t := Tile{Name: name}
	lines := strings.Split(strings.Trim(text, "\n"), "\n")
	if len(lines) != tileLines {
		return t, fmt.Errorf("tile %q has %d lines; a tile has %d", name, len(lines), tileLines)
	}
	for r, line := range lines {
		if len(line) > tileLines {
			return t, fmt.Errorf("tile %q line %d has %d characters; at most %d", name, r+1, len(line), tileLines)
		}
		line += strings.Repeat(" ", tileLines-len(line))
		for c := 0; c < tileLines; c++ {
			if err := t.read(r, c, line[c]); err != "" {
				return t, fmt.Errorf("tile %q line %d column %d: %s", name, r+1, c+1, err)
			}
		}
	}
	if len(t.Walls) < minWalls {
		return t, fmt.Errorf("tile %q has %d wall sections; a tile needs at least %d for the door counters", name, len(t.Walls), minWalls)
	}
	return t, nil
}

// read reads one character of a tile's text at row r, column c, or says what is wrong.
func (t *Tile) read(r, c int, ch byte) string {
	switch {
	case r%2 == 0 && c%2 == 0:
		switch g := Ground(ch); g {
		case Outdoor, Indoor, Helipad:
			t.Squares[r/2][c/2] = g
			return ""
		}
		return fmt.Sprintf("%q is not a square ('.' outdoor, ':' indoor, 'H' helipad)", ch)
	case r%2 == 0: // between two squares of a row
		switch ch {
		case ' ':
			return ""
		case '|':
			t.Walls = append(t.Walls, grid.Edge{X: (c + 1) / 2, Y: r / 2, West: true})
			return ""
		}
		return fmt.Sprintf("%q between two squares of a row should be '|' (a wall) or a space", ch)
	case c%2 == 0: // between two squares of a column
		switch ch {
		case ' ':
			return ""
		case '-':
			t.Walls = append(t.Walls, grid.Edge{X: c / 2, Y: (r + 1) / 2})
			return ""
		}
		return fmt.Sprintf("%q between two squares of a column should be '-' (a wall) or a space", ch)
	}
	if ch != '+' && ch != ' ' {
		return fmt.Sprintf("%q at a corner should be '+' or a space", ch)
	}
	return ""
}

// CheckTiles checks a tile set: 25 tiles, names unique, exactly one helipad tile.
func CheckTiles(ts []Tile) error {
	if len(ts) != tileCount {
		return fmt.Errorf("a tile set has %d tiles, not %d", tileCount, len(ts))
	}
	seen, pads := map[string]bool{}, 0
	for _, t := range ts {
		if seen[t.Name] {
			return fmt.Errorf("two tiles are named %q", t.Name)
		}
		seen[t.Name] = true
		if t.HasHelipad() {
			pads++
		}
	}
	if pads != 1 {
		return fmt.Errorf("a tile set has exactly one helipad tile, not %d", pads)
	}
	return nil
}

// DefaultTiles returns the game's own 25 tiles (tiledata.go).
func DefaultTiles() []Tile {
	out := make([]Tile, 0, len(tileSource))
	for _, src := range tileSource {
		t, err := ParseTile(src.Name, src.Text)
		if err != nil { // the built-in tiles are checked by a test
			panic(err)
		}
		out = append(out, t)
	}
	return out
}
