package maps

import (
	"strings"
	"testing"
)

func TestBuiltinScenariosHaveBriefings(t *testing.T) {
	for _, id := range testCatalog().NamesFor(BorrowedTime) {
		s, err := builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		b := s.Briefing
		if b.Empty() || b.Story == "" || b.SurvivorsWin == "" || b.DirectorWins == "" || len(b.Tips) < 3 {
			t.Errorf("%s: the briefing is incomplete: %+v", id, b)
		}
		if len(b.SpecialRules) != len(s.SpecialRules) {
			t.Errorf("%s: the briefing explains %d special rules; the scenario plays %d", id, len(b.SpecialRules), len(s.SpecialRules))
		}
	}
	s, _ := builtin("last-stop-gas")
	if !strings.Contains(s.Briefing.DirectorWins, "12") || s.Briefing.SpecialRules[0].Name != "Highly Flammable!" {
		t.Errorf("Last Stop Gas's briefing: %+v", s.Briefing)
	}
}

func TestBriefingIsOptionalAndRead(t *testing.T) {
	s, err := Load("n", []byte(doc("")))
	if err != nil {
		t.Fatal(err)
	}
	if !s.Briefing.Empty() {
		t.Errorf("a scenario without a briefing has one: %+v", s.Briefing)
	}
	s, err = Load("b", []byte(doc(`,"briefing":{"story":"Run.","survivorsWin":"Reach the van.","directorWins":"Eat them.",
		"specialRules":[{"name":"Fog","text":"Nobody sees past 12\"."}],"tips":["Stay together."]}`)))
	if err != nil {
		t.Fatal(err)
	}
	want := Briefing{Story: "Run.", SurvivorsWin: "Reach the van.", DirectorWins: "Eat them.",
		SpecialRules: []BriefingRule{{Name: "Fog", Text: "Nobody sees past 12\"."}}, Tips: []string{"Stay together."}}
	got := s.Briefing
	if got.Story != want.Story || got.SurvivorsWin != want.SurvivorsWin || got.DirectorWins != want.DirectorWins ||
		len(got.SpecialRules) != 1 || got.SpecialRules[0] != want.SpecialRules[0] || len(got.Tips) != 1 || got.Tips[0] != want.Tips[0] {
		t.Errorf("briefing read as %+v, want %+v", got, want)
	}
}

func TestBriefingProblemsAreNamed(t *testing.T) {
	got := problems(t, doc(`,"briefing":{"story":" ","survivorsWin":3,"plot":"x",
		"specialRules":[{"name":"Fog"},{"name":"","text":"t"},"rain"],
		"tips":["ok", 5, "", "`+strings.Repeat("y", MaxBriefingText+1)+`"]}`))
	for _, want := range []string{
		"briefing.plot: is not a field here",
		"briefing.story: is empty",
		"briefing.survivorsWin: should be text",
		"briefing.specialRules[0].text: is missing",
		"briefing.specialRules[1].name: is empty",
		"briefing.specialRules[2]: should be an object",
		"briefing.tips[1]: should be text",
		"briefing.tips[2]: is empty",
		"briefing.tips[3]: is 1001 characters",
	} {
		wantProblem(t, got, want)
	}
	got = problems(t, doc(`,"briefing":{"tips":[`+strings.Repeat(`"a",`, MaxBriefingItems)+`"a"]}`))
	wantProblem(t, got, "briefing.tips: has 13 entries")
	got = problems(t, doc(`,"briefing":"read me"`))
	wantProblem(t, got, "briefing: should be an object")
}
