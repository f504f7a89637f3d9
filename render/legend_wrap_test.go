package render

import (
	"image/color"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// textsCanvas keeps the texts drawn on it and draws nothing else.
type textsCanvas struct{ texts []string }

func (c *textsCanvas) FillPolygon([]physics.Vec, color.RGBA)                   {}
func (c *textsCanvas) StrokePolyline([]physics.Vec, bool, float32, color.RGBA) {}
func (c *textsCanvas) FillCircle(physics.Vec, float64, color.RGBA)             {}
func (c *textsCanvas) StrokeCircle(physics.Vec, float64, float32, color.RGBA)  {}
func (c *textsCanvas) Text(_ physics.Vec, s string, _ float64, _ color.RGBA, _ Align) {
	c.texts = append(c.texts, s)
}
func (c *textsCanvas) PixelsPerInch() float64 { return 1 }

// TestTheLegendWrapsLongLines: a line too long for the legend's width goes on more lines,
// whole, never cut with an ellipsis.
func TestTheLegendWrapsLongLines(t *testing.T) {
	long := "Sergeant Alexandra Montgomery-Whitfield of the Fourth Quarantine Patrol"
	sc := &Scene{Scenario: &maps.Scenario{Width: 10, Height: 10},
		Tokens: []Token{{Kind: "survivor", ID: "a", Name: long, Body: physics.Body{Base: physics.Base25mm}}}}
	cv := &textsCanvas{}
	DrawLegend(cv, sc, Rect{Max: physics.Vec{X: 220, Y: 600}})
	all := strings.Join(cv.texts, " ")
	if strings.Contains(all, "…") || !strings.Contains(all, "Montgomery-Whitfield") || !strings.Contains(all, "Patrol") {
		t.Errorf("the legend wrote %q", cv.texts)
	}
}
