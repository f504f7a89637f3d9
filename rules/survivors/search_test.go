package survivors

import "testing"

func TestSearchTable(t *testing.T) {
	for _, c := range []struct {
		name          string
		looted        bool
		dice          []int
		supplies      int
		looted2, gone bool
		zombieAppears bool
	}{
		{"basic supplies loot a fresh objective", false, []int{3, 4}, 1, true, false, false},
		{"good supplies", false, []int{5, 5}, 2, true, false, false},
		{"a cache leaves it fresh", false, []int{6, 6}, 2, false, false, false},
		{"nothing found", false, []int{1, 2}, 0, false, false, false},
		{"a zombie on a double one", false, []int{1, 1}, 0, false, true, true},
		{"a looted objective secured again is removed", true, []int{6}, 1, true, true, false},
		{"nothing left on a looted 1", true, []int{1}, 0, true, true, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, "")
			tb.at("ann", 6, 7.4, 0)
			tb.set(func(s *State) { s.Objectives[0].Looted = c.looted })
			tb.do(Search{Model: "ann", Objective: "crate"}, c.dice...)
			o := tb.st().Objectives[0]
			if tb.m("ann").Supplies != c.supplies || o.Looted != c.looted2 || o.Removed != c.gone {
				t.Fatalf("supplies %d, looted %v, removed %v", tb.m("ann").Supplies, o.Looted, o.Removed)
			}
			if got := tb.st().zombiesOnTable() == 1; got != c.zombieAppears {
				t.Fatalf("zombie placed: %v", got)
			}
			if c.zombieAppears {
				for _, m := range tb.st().Models {
					if m.Zombie && edgeGap(m.Pos, tb.m("ann").Pos) > 3 {
						t.Fatalf("the zombie is %.2f\" from the searcher", edgeGap(m.Pos, tb.m("ann").Pos))
					}
				}
			}
		})
	}
}

func TestSearchNeedsQuietAndReach(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 6, 9, 0)
	tb.refused(Search{Model: "ann", Objective: "crate"}, "not within 1\"")
	tb.at("ann", 6, 7.4, 0)
	tb.zombie(12, 6)
	tb.refused(Search{Model: "ann", Objective: "crate"}, "nobody can search")
}

func TestSuppliesBeyondThreeAreDropped(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 6, 7.4, 0)
	tb.set(func(s *State) { _, m := s.model("ann"); m.Supplies = 2 })
	tb.do(Search{Model: "ann", Objective: "crate"}, 5, 5)
	if tb.m("ann").Supplies != 3 || len(tb.st().Piles) != 1 || tb.st().Piles[0].Count != 1 {
		t.Fatalf("supplies %d, piles %+v; want 3 carried and 1 dropped", tb.m("ann").Supplies, tb.st().Piles)
	}
	tb.at("bo", 7.2, 7.4, 0)
	tb.do(EndActivation{Model: "ann"}) // no zombie near, the entry points far: no rolls
	tb.do(EndActivation{Model: "dee"})
	tb.do(Collect{Model: "bo", Pile: tb.st().Piles[0].ID})
	if tb.m("bo").Supplies != 1 {
		t.Fatal("Bo did not pick up the dropped supply")
	}
}

func TestPassingSupplies(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 10, 10, 0)
	tb.at("bo", 11.5, 10, 0)
	tb.set(func(s *State) { _, m := s.model("ann"); m.Supplies = 2 })
	z := tb.zombie(10, 16.5)
	tb.refused(PassSupplies{Model: "ann", To: "bo"}, "passes supplies")
	tb.set(func(s *State) { _, m := s.model(z); m.Out = true })
	tb.do(PassSupplies{Model: "ann", To: "bo", Count: 1})
	if tb.m("bo").Supplies != 1 || tb.m("ann").Supplies != 1 || !tb.m("ann").Done {
		t.Fatal("the pass did not move 1 supply and end Ann's activation")
	}
}

func TestPassCheckBothOption(t *testing.T) {
	tb := newTable(t, `{"passCheck":"both"}`)
	tb.at("ann", 10, 10, 0)
	tb.at("bo", 11.5, 10, 0)
	tb.set(func(s *State) { _, m := s.model("ann"); m.Supplies = 1 })
	tb.zombie(18, 10) // 7" from Ann, 5.5" from Bo
	tb.refused(PassSupplies{Model: "ann", To: "bo"}, "passes supplies")
}

func TestFallenCharactersDropSupplies(t *testing.T) {
	for _, c := range []struct {
		opts  string
		piles int
	}{{"", 1}, {`{"dropSupplies":"lost"}`, 0}} {
		tb := newTable(t, c.opts)
		tb.at("ann", 10, 10, 0)
		tb.at("eve", 10, 11.5, 0)
		tb.set(func(s *State) { _, m := s.model("eve"); m.Supplies, m.Health = 2, 1 })
		tb.do(Attack{Model: "ann", Target: "eve", Weapon: "machete"}, 6, 1, 1, 1)
		if !tb.m("eve").Out || len(tb.st().Piles) != c.piles {
			t.Fatalf("%q: Eve out %v, piles %+v", c.opts, tb.m("eve").Out, tb.st().Piles)
		}
	}
}

// "A Search objective requires the securing model to be within 1 inch, with no enemy or
// zombie models within 6 inches": of the objective by default (S3), of the searcher with the
// house rule quietFrom: searcher (S3a).
func TestTheSearchesSixInchesAreMeasuredFromTheChosenPoint(t *testing.T) {
	for _, c := range []struct {
		opts            string
		zy              float64
		refuse, allowed bool
	}{
		{"", 13.9, false, true}, // beyond 6" of the crate, within 6" of Ann
		{"", 0.2, true, false},  // within 6" of the crate, beyond 6" of Ann
		{`{"quietFrom":"searcher"}`, 13.9, true, false},
		{`{"quietFrom":"searcher"}`, 0.2, false, true},
	} {
		tb := newTable(t, c.opts)
		tb.at("ann", 6, 7.4, 0)
		tb.zombie(6, c.zy)
		if c.refuse {
			tb.refused(Search{Model: "ann", Objective: "crate"}, "nobody can search")
		} else {
			tb.do(Search{Model: "ann", Objective: "crate"}, 3, 4)
		}
	}
}
