package table

import (
	"math"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/rules"
)

// TestEveryBoardIsFramedWhenAGameStarts: the board each game is played on (its squares, its
// hex tiles laid so far, or its table in inches) is whole in the table's part of a 1280×800
// window, centred, and fills it across or down, not a corner of an empty table.
func TestEveryBoardIsFramedWhenAGameStarts(t *testing.T) {
	for _, scenario := range []string{"dockside-depot", "zombie-marines", "school-grounds", "director-deck", "last-stop-gas"} {
		t.Run(scenario, func(t *testing.T) {
			s := openSession(t, scenario, game.Setup{Seed: 3})
			p := &Table{Game: s, view: s.View(game.Host)}
			w, h := 1280-PanelWidth, 800
			p.Frame(w, h)
			seen := p.cam.visible(float64(w), float64(h))
			if !seen.contains(p.board) {
				t.Fatalf("the board %v is not whole in the window's %v", p.board, seen)
			}
			bw, bh := p.board.size().X*p.cam.Scale, p.board.size().Y*p.cam.Scale
			if bw < float64(w)-2*margin-1 && bh < float64(h)-2*margin-1 {
				t.Errorf("the board is %.0f×%.0f pixels in a table of %d×%d: it fills neither", bw, bh, w, h)
			}
			mid := p.board.min.Add(p.board.size().Scale(0.5))
			if x, y := p.cam.ToScreen(mid); math.Abs(x-float64(w)/2) > 1 || math.Abs(y-float64(h)/2) > 1 {
				t.Errorf("the board's middle is drawn at %.0f,%.0f, not the table's %d,%d", x, y, w/2, h/2)
			}

			if v := p.view; v.Hexes != nil {
				// Every hex laid is inside the frame, and the frame is not the whole table.
				if p.board.size().X >= s.Scenario().Width && p.board.size().Y >= s.Scenario().Height {
					t.Errorf("a board of %d hexes is framed as the whole %gx%g table", len(v.Hexes.Cells), s.Scenario().Width, s.Scenario().Height)
				}
			}
		})
	}
}

// TestZoomKeepsThePointUnderThePointer: the wheel zooms about the pointer, on every board.
func TestZoomKeepsThePointUnderThePointer(t *testing.T) {
	for _, scenario := range []string{"dockside-depot", "zombie-marines", "school-grounds", "director-deck"} {
		s := openSession(t, scenario, game.Setup{Seed: 3})
		p := &Table{Game: s, view: s.View(game.Host)}
		p.Frame(1280-PanelWidth, 800)
		for _, f := range []float64{1.15, 1.15, 1 / 1.15, 1.15 * 1.15 * 1.15, 1 / 1.15} {
			x, y := 300.0, 250.0
			before := p.cam.ToWorld(x, y)
			p.cam.zoomAt(x, y, f)
			if after := p.cam.ToWorld(x, y); after.Dist(before) > 1e-9 {
				t.Errorf("%s: zooming by %.2f moved the point under the pointer from %v to %v", scenario, f, before, after)
			}
		}
	}
}

// TestABoardThatGrowsIsFramedAgain: a tile laid beyond what the window shows frames the board
// again; one laid inside it leaves the players' zoom alone.
func TestABoardThatGrowsIsFramedAgain(t *testing.T) {
	sc, _, err := rules.Open("director-deck")
	if err != nil {
		t.Fatal(err)
	}
	s, err := rules.New(sc, game.Setup{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	p := &Table{Game: s, view: s.View(game.Host)}
	p.Frame(1280-PanelWidth, 800)
	p.cam.zoomAt(400, 400, 3) // the players zoom in
	zoomed := p.cam
	p.keepBoardInView() // nothing grew
	if p.cam != zoomed {
		t.Fatalf("the camera moved with the same board: %+v, was %+v", p.cam, zoomed)
	}
	h := *p.view.Hexes
	far := h.Cells[0]
	far.Q += 12
	h.Cells = append(append([]game.HexCell(nil), h.Cells...), far)
	p.view.Hexes = &h
	p.keepBoardInView()
	if !p.cam.visible(float64(p.tableW), p.cam.viewH).contains(BoardOf(p.view, sc.Width, sc.Height)) {
		t.Errorf("a hex laid far off is not brought into view")
	}
}
