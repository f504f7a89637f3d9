package zombiemarines

import (
	"errors"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/maps"
)

func TestTheBuiltInTilesAreValid(t *testing.T) {
	ts := DefaultTiles()
	if err := CheckTiles(ts); err != nil {
		t.Fatal(err)
	}
	for _, tl := range ts {
		if len(tl.Walls) < minWalls {
			t.Errorf("%s has %d walls", tl.Name, len(tl.Walls))
		}
	}
}

func TestBadTilesAreRefusedWithLineAndColumn(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{strings.Replace(plainTile, ". . .|. . . .", ". . .|. X . .", 1), `line 3 column 9: 'X' is not a square`},
		{strings.Replace(plainTile, " +-+ + + + +", " +-+ +|+ + +", 1), `line 12 column 7: '|' between two squares of a column`},
		{strings.Replace(plainTile, ". . .|. . . .", ". . .-. . . .", 1), `line 3 column 6: '-' between two squares of a row`},
		{strings.Replace(plainTile, " +-+ + + + +", " +-+ + # + +", 1), `line 12 column 8: '#' at a corner`},
		{plainTile + "\n. . . . . . .", "has 14 lines"},
		{strings.ReplaceAll(plainTile, "|", " "), "1 wall section"},
	} {
		_, err := ParseTile("Bad", c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v, want %q", err, c.want)
		}
	}
}

const head = `{"format":"tabletop-scenario","version":1,"ruleset":"zombie-marines","id":"x","name":"X","table":{"width":35,"height":35}`

func TestScenarioFieldProblemsHaveTheirPaths(t *testing.T) {
	for _, c := range []struct{ doc, path, want string }{
		{head + `,"marines":{"default":9,"max":6}}`, "marines.default", "more than the 6"},
		{head + `,"marines":{"max":13}}`, "marines.max", ""},
		{head + `,"tiles":[{"name":"A","squares":["."]}]}`, "tiles[0].squares", "has 1 lines"},
		{head + `,"tiles":[{"name":"A","squares":` + lines(plainTile) + `}]}`, "tiles", "25"},
		{head + `,"tiles":[{"squares":` + lines(plainTile) + `}]}`, "tiles[0].name", ""},
		{strings.Replace(head, `"width":35`, `"width":30`, 1) + `}`, "table", "35 × 35"},
		{head + `,"helipad":1}`, "helipad", ""},
	} {
		_, err := LoadScenario("x.json", []byte(c.doc))
		var ve *maps.ValidationError
		if !errors.As(err, &ve) {
			t.Errorf("%s: %v", c.doc, err)
			continue
		}
		found := false
		for _, p := range ve.Problems {
			found = found || (p.Path == c.path && strings.Contains(p.Message, c.want))
		}
		if !found {
			t.Errorf("%s: %v, want a problem at %s saying %q", c.doc, ve, c.path, c.want)
		}
	}
}

func lines(text string) string {
	ls := strings.Split(strings.Trim(text, "\n"), "\n")
	return `["` + strings.Join(ls, `","`) + `"]`
}

func TestAScenarioMayBringItsOwnTiles(t *testing.T) {
	var tiles []string
	tiles = append(tiles, `{"name":"Pad","squares":`+lines(strings.Replace(plainTile, ". . .|. . . .\n + + + + + +\n. . .|. . . .", ". . .|. . . .\n + + + + + +\n. . .|H . . .", 1))+`}`)
	for i := 1; i < 25; i++ {
		tiles = append(tiles, `{"name":"T`+itoa(i)+`","squares":`+lines(plainTile)+`}`)
	}
	s, err := LoadScenario("x.json", []byte(head+`,"tiles":[`+strings.Join(tiles, ",")+`]}`))
	if err != nil {
		t.Fatal(err)
	}
	if st := s.Rules.(*Setup); len(st.Tiles) != 25 || st.Tiles[0].Name != "Pad" || st.DefaultMarines != 4 {
		t.Fatalf("%+v", st.Tiles[0])
	}
}
