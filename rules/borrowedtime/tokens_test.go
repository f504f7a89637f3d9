package borrowedtime

import "testing"

// A zombie removed this round leaves a fresh mark where it fell, listed before the models;
// survivors and tough zombies carry their most wounds for the hollow pips.
func TestTokensMarkFallenZombies(t *testing.T) {
	g := newComputerGame(t, "last-stop-gas", 1)
	st := g.ReadState()
	var fell *Model
	for i := range st.Models {
		if st.Models[i].Kind == "shambler" {
			fell = &st.Models[i]
			break
		}
	}
	fell.Removed, fell.RemovedRound = true, st.Round
	tokens := Tokens(g)
	if !tokens[0].Fallen || !tokens[0].Fresh || tokens[0].ID != fell.ID || tokens[0].Body.Pos != fell.Pos {
		t.Fatalf("first token %+v, want the fresh mark of %s at %v", tokens[0], fell.ID, fell.Pos)
	}
	for _, tk := range tokens[1:] {
		if tk.ID == fell.ID {
			t.Errorf("%s is drawn standing after it fell", fell.ID)
		}
		if tk.Kind == "survivor" && tk.MaxWounds == 0 {
			t.Errorf("%s has no most wounds", tk.ID)
		}
	}
	st.Round++
	if tokens := Tokens(g); !tokens[0].Fallen || tokens[0].Fresh {
		t.Errorf("a round later the mark is %+v, want not fresh", tokens[0])
	}
}
