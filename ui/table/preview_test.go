package table

import (
	"path/filepath"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/rules"
)

// TestEveryAttackHasAHoverPreview plays a game of each game with its computer players, and
// at every step points at every target of every attack the seat to play may make: the rules
// preview it with words (the dice, what they do) and the line of sight, or say why not with
// the line blocked.
func TestEveryAttackHasAHoverPreview(t *testing.T) {
	for _, scenario := range []string{"dockside-depot", "zombie-marines", "school-grounds", "director-deck"} {
		t.Run(scenario, func(t *testing.T) {
			sc, _, err := rules.Open(scenario)
			if err != nil {
				t.Fatal(err)
			}
			s, err := rules.New(sc, game.Setup{Seed: 9})
			if err != nil {
				t.Fatal(err)
			}
			p := New(s, Options{SaveFile: filepath.Join(t.TempDir(), "save.json")}, nil, nil, nil)
			previewed := 0
			for step := 0; step < 300 && previewed < 30; step++ {
				for _, seat := range s.Turn() {
					for _, tk := range s.View(seat).Tokens {
						if tk.Side != seat {
							continue
						}
						for _, a := range s.Actions(seat, tk.ID) {
							if !a.Enabled || a.Needs != game.PickModel {
								continue
							}
							for _, target := range a.Targets {
								tt, ok := tokenOf(s.View(seat), target)
								friends := tt.Kind == "survivor" && tk.Kind == "survivor" && scenario != "dockside-depot" // one side of survivors
								if !ok || tt.Side == seat || friends {
									continue // healing, giving: not an attack
								}
								pv := s.Preview(seat, tk.ID, a.ID, game.Picks{Target: target})
								previewed++
								if pv.Text == "" || pv.OK && len(pv.Sight) != 2 {
									t.Fatalf("step %d: %s's %q at %s previews %+v", step, tk.Name, a.Label, tt.Name, pv)
								}
							}
						}
					}
				}
				if _, over := s.Outcome(); over || !computerStepFor(p) {
					break
				}
			}
			t.Logf("%d targets previewed", previewed)
			if previewed == 0 {
				t.Error("no attack was previewed")
			}
		})
	}
}

// tokenOf finds a model in a view.
func tokenOf(v game.View, id string) (game.Token, bool) {
	for _, t := range v.Tokens {
		if t.ID == id {
			return t, true
		}
	}
	return game.Token{}, false
}

// Pointing at another side's model that an open action of the picked model may target
// previews it in every game, even where the rules prefer no action for a click (a School
// Grounds play-test saw only the zombie's hit points); the click still only picks it.
func TestPointingAtATargetPreviewsTheAttack(t *testing.T) {
	p := newTestSession(t, "dockside-depot", 5, nil)
	var mine, theirs game.Token
	for _, tk := range p.view.Tokens {
		switch {
		case tk.Side == p.seat && mine.ID == "":
			mine = tk
		case tk.Side != p.seat && !tk.Fallen && theirs.ID == "":
			theirs = tk
		}
	}
	if mine.ID == "" || theirs.ID == "" {
		t.Skip("no models of both sides on the table")
	}
	p.Game = &modelActions{p.Game, []game.Action{{ID: "shoot", Label: "Shoot", Needs: game.PickModel, Enabled: true, Targets: []string{theirs.ID}}}}
	p.selected, p.listed = mine.ID, nil
	p.pointer = theirs.Body.Pos
	p.aimAtPointer()
	if p.aiming == nil || p.aiming.action.ID != "shoot" || p.aiming.clicks {
		t.Fatalf("pointing at %s with %s picked aims %+v", theirs.Name, mine.Name, p.aiming)
	}
}

// modelActions offers the same actions to every model.
type modelActions struct {
	game.Session
	acts []game.Action
}

func (f *modelActions) Actions(_ game.SeatID, model string) []game.Action {
	if model == "" {
		return nil
	}
	return f.acts
}
