package directordeck

import (
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Setup is what a Director-deck scenario file says beyond the shared sections: where the
// start tile's middle hex lies and how big a hex is.
type Setup struct {
	Start   physics.Vec // the middle of the start tile, in inches from the table's corner
	HexSize float64     // from a hex's middle to a corner, in inches
}

// extension reads the game's own fields of a scenario file:
//
//	"board": {"start": [6, 20], "hexSize": 1}
type extension struct{}

func (extension) Fields() []string { return []string{"board"} }

func (extension) StartSides() []string { return nil }

func (extension) Read(f *maps.Fields, s *maps.Scenario) any {
	st := &Setup{Start: physics.Vec{X: 6, Y: s.Height / 2}, HexSize: 1}
	bf, ok := f.Object("board", false, "start", "hexSize")
	if !ok {
		return st
	}
	st.HexSize = bf.Num("hexSize", false, 1, 0.5, 3)
	if bf.Has("start") {
		if p, ok := bf.Point("start", s); ok {
			st.Start = p
		}
	}
	return st
}
