// Package pngtest holds what tests that look at pictures share: reading a PNG and comparing
// a pixel's colour with a tolerance.
package pngtest

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"testing"
)

// Read decodes a PNG file, failing the test when it cannot.
func Read(t testing.TB, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// Near reports whether a colour is within tol of want in each of red, green and blue.
func Near(c color.Color, want color.RGBA, tol int) bool {
	r, g, b, _ := c.RGBA()
	d := func(x uint32, y uint8) int {
		v := int(x>>8) - int(y)
		if v < 0 {
			return -v
		}
		return v
	}
	return d(r, want.R) <= tol && d(g, want.G) <= tol && d(b, want.B) <= tol
}
