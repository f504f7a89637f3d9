package directordeck

import (
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

func TestScenarioFieldsAreRead(t *testing.T) {
	s, err := BuiltinScenario("director-deck")
	if err != nil {
		t.Fatal(err)
	}
	st := s.Rules.(*Setup)
	if s.Ruleset != string(ID) || st.HexSize != 1.2 || st.Start.X != 7 || st.Start.Y != 20 {
		t.Fatalf("read %+v of %s", st, s.Ruleset)
	}
	bad := `{"format":"tabletop-scenario","version":1,"ruleset":"director-deck","id":"x","name":"X","table":{"width":48,"height":40},"board":{"hexSize":9,"start":[60,1],"tiles":3}}`
	_, err = maps.LoadWith("bad", []byte(bad), extension{})
	if err == nil {
		t.Fatal("a bad board was read")
	}
	for _, want := range []string{"board.hexSize", "board.start", "board.tiles"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems do not name %s: %v", want, err)
		}
	}
}

func TestOptionsAreCheckedAndNamed(t *testing.T) {
	s, _ := BuiltinScenario("director-deck")
	for _, bad := range []string{`{"players":"5"}`, `{"players":"1"}`, `{"speed":"2"}`, `{"difficulty":"nightmare"}`, `[1]`} {
		if _, err := (Ruleset{}).New(s, game.Setup{Seed: 1, Options: []byte(bad)}); err == nil {
			t.Errorf("options %s accepted", bad)
		}
	}
	g, err := Ruleset{}.New(s, game.Setup{Seed: 1, Options: []byte(`{"players":"2"}`)})
	if err != nil || len(g.Seats()) != 2 {
		t.Fatalf("two survivors: %v, %d seats", err, len(g.Seats()))
	}
}
