// Command layerbench times redraws of the window's cached table layer (render.DrawStatic on
// a smooth ebitenrender.Canvas, as cmd/tabletop draws it at each pan or zoom) in a real
// window, and prints the mean. BenchmarkTableLayer runs it under Xvfb.
package main

import (
	"flag"
	"fmt"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"image"
	"image/color"
	"os"
	"time"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/hajimehoshi/ebiten/v2"
)

// bench redraws the layer once a frame, each time at a slightly different scale (as a zoom
// does), and reads a pixel back so that the time includes the GPU's work.
type bench struct {
	scene  *render.Scene
	layer  *ebiten.Image
	frames int
	times  []time.Duration
}

func (b *bench) Update() error {
	if len(b.times) < b.frames+1 {
		return nil
	}
	var total time.Duration
	for _, t := range b.times[1:] { // the first includes starting up
		total += t
	}
	fmt.Printf("first %.1f ms, mean %.1f ms over %d redraws\n", ms(b.times[0]), ms(total)/float64(b.frames), b.frames)
	return ebiten.Termination
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func (b *bench) Draw(screen *ebiten.Image) {
	font, err := ebitenrender.LoadFont()
	if err != nil {
		panic(err)
	}
	start := time.Now()
	b.layer.Fill(color.RGBA{28, 30, 27, 255})
	scale := 16 + 0.01*float64(len(b.times)%2)
	cv := &ebitenrender.Canvas{Dst: b.layer, Scale: scale, Offset: physics.Vec{X: 86, Y: 16}, Font: font, Smooth: true}
	render.DrawStatic(cv, b.scene)
	px := make([]byte, 4)
	b.layer.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(px)
	b.times = append(b.times, time.Since(start))
	screen.DrawImage(b.layer, nil)
}

func (b *bench) Layout(w, h int) (int, int) { return w, h }

func main() {
	frames := flag.Int("frames", 10, "redraws to time")
	name := flag.String("scenario", "last-stop-gas", "built-in scenario")
	flag.Parse()
	s, err := bt.BuiltinScenario(*name)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	g, err := bt.New(s, bt.Options{}, 1)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	b := &bench{scene: &render.Scene{Scenario: s, Table: g.Table(), Grid: true}, frames: *frames}
	b.layer = ebiten.NewImageWithOptions(image.Rect(0, 0, 940, 800), &ebiten.NewImageOptions{Unmanaged: true})
	ebiten.SetWindowSize(1280, 800)
	if err := ebiten.RunGame(b); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
