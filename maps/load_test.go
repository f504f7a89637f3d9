package maps

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func problems(t *testing.T, doc string) []string {
	t.Helper()
	s, err := Load("test.json", []byte(doc))
	if err == nil {
		t.Fatalf("loaded a broken scenario: %+v", s)
	}
	if s != nil {
		t.Fatal("a half-loaded scenario came back with the error")
	}
	var ve *ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("error is %T, want *ValidationError: %v", err, err)
	}
	var out []string
	for _, p := range ve.Problems {
		out = append(out, p.String())
	}
	return out
}

func wantProblem(t *testing.T, got []string, want string) {
	t.Helper()
	for _, g := range got {
		if strings.HasPrefix(g, want) || strings.Contains(g, want) {
			return
		}
	}
	t.Errorf("no problem matching %q in:\n  %s", want, strings.Join(got, "\n  "))
}

const minimal = `{"format":"borrowed-time-scenario","version":1,"id":"x","name":"X","survivors":[{"id":"leo"}]%s}`

func doc(extra string) string { return strings.Replace(minimal, "%s", extra, 1) }

func TestMinimalScenarioLoadsWithDefaults(t *testing.T) {
	s, err := Load("m", []byte(doc("")))
	if err != nil {
		t.Fatal(err)
	}
	if s.Width != 48 || s.Height != 48 || s.HeatMax != 15 || s.Salvage.Base != "starter" {
		t.Fatalf("defaults: %+v", s)
	}
}

func TestEveryProblemIsNamedWithItsPath(t *testing.T) {
	got := problems(t, doc(`,
	"terrain": [
		{"id":"a","kind":"wall","polygon":[[1,1],[5,1],[5,2]]},
		{"id":"b","kind":"wall","polygon":[[1,1],[5,1]]},
		{"id":"c","kind":"castle","polygon":[[1,1],[5,1],[5,5]]},
		{"id":"a","kind":"wall","polygon":[[1,1],[60,1],[5,5]]},
		{"id":"e","kind":"wall","polygon":[[0,0],[4,4],[4,0],[0,4]]},
		{"id":"f","kind":"building","polygon":[[10,10],[20,10],[20,20],[10,20]],"doors":[{"edge":7,"offset":1,"width":2}],"cover":"heavy"},
		{"id":"g","kind":"fence","polygon":[[30,30],[35,30],[35,31]],"cover":"thick","roof":true},
		{"id":"h","kind":"building","polygon":[[10,30],[14,30],[14,34],[10,34]],"doors":[{"edge":0,"offset":0.5,"width":2}]}
	],
	"spawnPoints": [{"id":"s1","at":[10,10]},{"id":"s2","at":[50,3]},{"id":"s3","at":"north"}],
	"zombies": [{"type":"ghoul","at":[40,40]},{"type":"shambler","at":[3,1.5]},{"type":"horde","at":[40,40],"models":9}],
	"tracks": {"heatMax": 20},
	"salvageDeck": {"base":"starter","stack":[{"card":"unicorn","from":"middle","within":5}]},
	"specialRules": ["free-pizza"],
	"colour": "red"`))
	for _, want := range []string{
		"terrain[1].polygon: needs at least 3 points",
		"terrain[2].kind: \"castle\" is not one of",
		"terrain[3].id: \"a\" is already used",
		"terrain[3].polygon[1]: (60, 1) is outside the 48x48 table",
		"terrain[4].polygon: edge",
		"terrain[5].doors[0].edge: 7 is not an edge",
		"terrain[5].cover: a building's walls",
		"terrain[6].cover: \"thick\" is not one of",
		"terrain[6].roof: only buildings have roof",
		"terrain[7].doors[0]: a 2\" opening centred 0.5\" along edge 0 does not fit",
		"spawnPoints[1].at: (50, 3) is outside the 48x48 table",
		"spawnPoints[2].at: should be a point [x, y]",
		"zombies[0].type: \"ghoul\" is not one of",
		"zombies[2].models: 9 is outside 1..4",
		"tracks.heatMax: 20 is outside 1..15",
		"salvageDeck.stack[0].card: \"unicorn\"",
		"salvageDeck.stack[0].from: \"middle\"",
		"specialRules[0]: \"free-pizza\" is not a known special rule",
		"colour: is not a field here",
	} {
		wantProblem(t, got, want)
	}
}

func TestPlacementProblemsNeedAValidTable(t *testing.T) {
	got := problems(t, doc(`,
	"terrain": [{"id":"car","kind":"vehicle","polygon":[[10,10],[14,10],[14,12],[10,12]]}],
	"spawnPoints": [{"id":"inside-car","at":[12,11]}],
	"zombies": [{"type":"shambler","at":[12,12.2]},{"type":"brute","at":[30,30]},{"type":"shambler","at":[30.5,30]}]`))
	wantProblem(t, got, "spawnPoints[0].at: a spawn point cannot stand at (12, 11): the base would overlap Car (terrain \"car\")")
	wantProblem(t, got, "zombies[0].at: the model cannot stand there: the base would overlap Car (terrain \"car\")")
	wantProblem(t, got, "zombies[2].at: the model cannot stand there: the base would overlap another model")
}

func TestNotJSONNamesLineAndColumn(t *testing.T) {
	got := problems(t, "{\n  \"version\": 1,\n  \"name\": \"x\"\n  \"id\": 3\n}")
	wantProblem(t, got, "not valid JSON at line 4, column")
	wantProblem(t, problems(t, `[1,2]`), "should be an object")
	wantProblem(t, problems(t, ``), "not valid JSON")
	wantProblem(t, problems(t, `{"format":"borrowed-time-scenario","version":7,"id":"x","name":"X","survivors":[]}`), "version: 7 is newer than this program reads")
}

func TestLoadFileReportsTheFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(path, []byte(doc(`,"tracks":{"threatMax":0}`)), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := LoadFile(path)
	if err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "tracks.threatMax: 0 is outside 1..15") {
		t.Fatalf("LoadFile error: %v", err)
	}
	if _, err := LoadFile(filepath.Join(dir, "missing.json")); err == nil {
		t.Fatal("a missing file loads")
	}
}
