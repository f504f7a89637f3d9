package ebitenrender

import (
	"image"
	"image/color"
	"image/draw"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
)

// CPULayer draws a layer (the cached table: terrain, texture, markers) on the CPU with
// render.ImageCanvas, anti-aliased, and uploads the picture into an Ebitengine image. Under
// software OpenGL this is many times faster than anti-aliased vector paths on the GPU, each
// of which costs a stencil pass (docs/performance.md); the in-memory image is kept between
// redraws of the same size.
type CPULayer struct {
	cv *render.ImageCanvas
}

// Draw clears dst to bg, calls draw with a canvas of the given camera (screen = offset +
// inches × scale) over an image of dst's size, and writes the result into dst.
func (l *CPULayer) Draw(dst *ebiten.Image, scale float64, offset physics.Vec, bg color.RGBA, drawLayer func(cv render.Canvas)) error {
	b := dst.Bounds()
	if l.cv == nil || l.cv.Dst.Bounds().Size() != b.Size() {
		cv, err := render.NewImageCanvas(b.Dx(), b.Dy(), scale, offset, bg)
		if err != nil {
			return err
		}
		l.cv = cv
	} else {
		draw.Draw(l.cv.Dst, l.cv.Dst.Bounds(), image.NewUniform(bg), image.Point{}, draw.Src)
	}
	l.cv.Scale, l.cv.Offset = scale, offset
	drawLayer(l.cv)
	dst.WritePixels(l.cv.Dst.Pix)
	return nil
}
