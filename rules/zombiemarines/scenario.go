package zombiemarines

import (
	"fmt"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/maps"
)

// Setup is what a Zombie Marines scenario file says beyond the shared sections: the scenario
// keeps it in maps.Scenario.Rules.
type Setup struct {
	DefaultMarines, MaxMarines int
	Tiles                      []Tile
}

// extension reads Zombie Marines' own fields of a scenario file:
//
//	"marines": {"default": 4, "max": 12}
//	"tiles": [{"name": "Pub", "squares": ["13 lines of the tile format"]}, … 25 of them]
type extension struct{}

func (extension) Fields() []string { return []string{"marines", "tiles"} }

func (extension) StartSides() []string { return nil }

func (extension) Read(f *maps.Fields, s *maps.Scenario) any {
	warnHard(&s.Briefing)
	st := &Setup{DefaultMarines: 4, MaxMarines: 12}
	if mf, ok := f.Object("marines", false, "default", "max"); ok {
		st.MaxMarines = mf.Int("max", false, 12, 1, 12)
		st.DefaultMarines = mf.Int("default", false, min(4, st.MaxMarines), 1, 12)
		if st.DefaultMarines > st.MaxMarines {
			mf.Problem(mf.At("default"), "is %d, more than the %d marines the scenario allows", st.DefaultMarines, st.MaxMarines)
			st.DefaultMarines = st.MaxMarines
		}
	}
	const need = MapSide
	if s.Width < need || s.Height < need {
		f.Problem("table", "a Zombie Marines map is %d × %d one-inch squares; the table is %g × %g", need, need, s.Width, s.Height)
	}
	if !f.Has("tiles") {
		st.Tiles = DefaultTiles()
		return st
	}
	st.Tiles = readTiles(f)
	return st
}

// readTiles reads a scenario's own tile set, reporting each problem at its JSON path.
func readTiles(f *maps.Fields) []Tile {
	var out []Tile
	for i, tf := range f.List("tiles", false, "name", "squares") {
		name := tf.Str("name", true, fmt.Sprintf("tile %d", i+1))
		lines := tf.Strings("squares", true)
		if !tf.Has("squares") {
			continue
		}
		t, err := ParseTile(name, strings.Join(lines, "\n"))
		if err != nil {
			tf.Problem(tf.At("squares"), "%v", err)
			continue
		}
		out = append(out, t)
	}
	if f.Problems() > 0 {
		return DefaultTiles()
	}
	if err := CheckTiles(out); err != nil {
		f.Problem(f.At("tiles"), "%v", err)
		return DefaultTiles()
	}
	return out
}

// HardWarning is the tip every Zombie Marines briefing carries: the text's own numbers are
// hard on the marines (docs/balance.md, Zombie Marines), and the start screen's "first game"
// choice is the way in (house rule H4).
const HardWarning = "Played as written this is a hard game for the marines: a squad of four wins about one game in nine, and a patrol that walks into the open can lose its Sergeant in the first turn. For a first game, choose \"First game\" in the Difficulty row of the start screen, if it is not chosen already; keep together and shoot only what can reach you."

// warnHard adds HardWarning to a briefing's tips, once, when there is room.
func warnHard(b *maps.Briefing) {
	if slices.Contains(b.Tips, HardWarning) || len(b.Tips) >= maps.MaxBriefingItems {
		return
	}
	b.Tips = append([]string{HardWarning}, b.Tips...)
}
