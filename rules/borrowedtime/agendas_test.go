package borrowedtime

import (
	"fmt"
	"testing"
)

func TestAgendasAreDealtAndJudged(t *testing.T) {
	g := lastStopGas(t, Options{Agendas: "own"}, 1)
	want := map[string]string{"ramirez": "code-of-conduct", "grizz": "king-of-the-swing", "sharma": "the-hoarder", "leo": "urban-explorer"}
	for _, r := range g.Agendas() {
		if want[r.Survivor] != r.Agenda.ID {
			t.Errorf("%s dealt %s, want %s", r.Survivor, r.Agenda.ID, want[r.Survivor])
		}
		if r.Final {
			t.Error("a result is final before the game ends")
		}
	}
	a, b := lastStopGas(t, Options{Agendas: "random"}, 5), lastStopGas(t, Options{Agendas: "random"}, 5)
	seen := map[string]bool{}
	for _, r := range a.Agendas() {
		if seen[r.Agenda.ID] {
			t.Errorf("agenda %s dealt twice", r.Agenda.ID)
		}
		seen[r.Agenda.ID] = true
	}
	if fmt.Sprint(a.Agendas()) != fmt.Sprint(b.Agendas()) {
		t.Error("the same seed dealt different agendas")
	}
	if lastStopGas(t, Options{}, 1).Agendas() != nil {
		t.Error("agendas dealt when the game plays none")
	}
}

func TestAgendaConditions(t *testing.T) {
	g := lastStopGas(t, Options{Agendas: "own"}, 1)
	st := g.ReadState()
	result := func(id string) bool {
		for _, r := range g.Agendas() {
			if r.Survivor == id {
				return r.Achieved
			}
		}
		t.Fatalf("no agenda for %s", id)
		return false
	}
	if !result("ramirez") || result("grizz") || result("leo") || result("sharma") {
		t.Fatal("at the start only Code of Conduct holds")
	}
	st.Model("grizz").MeleeKills = 2
	st.Model("leo").MeleeKills = 1
	if !result("grizz") {
		t.Error("Grizz leads the melee kills: King of the Swing")
	}
	st.Model("leo").Removed, st.Model("sharma").Removed = true, true
	if result("ramirez") {
		t.Error("two others dead: Code of Conduct is broken")
	}
	st.Model("sharma").Removed = false
	st.Model("sharma").Items = []string{"medkit"}
	st.Winner, st.Phase = "survivors", PhaseOver
	if !result("sharma") {
		t.Error("Sharma escapes with a found Medkit and her own: The Hoarder")
	}
}

func TestUrbanExplorer(t *testing.T) {
	b := func(id string, x0, y0 float64) string {
		return fmt.Sprintf(`{"id":"%s","kind":"building","polygon":[[%v,%v],[%v,%v],[%v,%v],[%v,%v]],"doors":[{"edge":0,"offset":2,"width":2,"open":true}]}`,
			id, x0, y0, x0+4, y0, x0+4, y0+4, x0, y0+4)
	}
	terrain := b("a", 10, 10) + "," + b("b", 20, 10) + "," + b("c", 30, 10)
	s := testScenario(t, terrain, ``, `{"id":"leo","at":[12,8]},{"id":"grizz","at":[40,40]}`)
	g := newGame(t, s, Options{Agendas: "own"})
	for _, x := range []float64{12, 22, 32} {
		g.ReadState().Model("leo").Pos = physicsVec(x, 8)
		g.ReadState().Model("leo").Activated, g.ReadState().Active = false, ""
		g.sync(g.ReadState())
		mustApply(t, g, Move{Survivor: "leo", To: pt(x, 12)})
		mustApply(t, g, EndActivation{})
	}
	if g.ReadState().Explorer != "leo" {
		t.Fatalf("Leo went into three buildings: explorer %q, buildings %v", g.ReadState().Explorer, mdl(g, "leo").Buildings)
	}
}
