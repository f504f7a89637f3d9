package ebitenrender

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// layerMean reads the mean redraw time from layerbench's report.
var layerMean = regexp.MustCompile(`mean ([0-9.]+) ms`)

// BenchmarkTableLayer times redraws of the window's textured table layer (Last Stop Gas at
// the default zoom) in a real window under Xvfb with software OpenGL, b.N redraws a run:
//
//	go test ./render/ebitenrender -run '^$' -bench TableLayer -benchtime 20x
func BenchmarkTableLayer(b *testing.B) {
	xvfb, err := exec.LookPath("xvfb-run")
	if err != nil {
		b.Skip("xvfb-run not installed (scripts/test installs it)")
	}
	bin := filepath.Join(b.TempDir(), "layerbench")
	if out, err := exec.Command("go", "build", "-o", bin, "./testdata/layerbench").CombinedOutput(); err != nil {
		b.Fatalf("build: %v\n%s", err, out)
	}
	out, err := exec.Command(xvfb, "-a", "-s", "-screen 0 1280x800x24", bin, "-frames", fmt.Sprint(max(b.N, 3))).CombinedOutput()
	if err != nil {
		b.Fatalf("layerbench: %v\n%s", err, out)
	}
	m := layerMean.FindSubmatch(out)
	if m == nil {
		b.Fatalf("no report in:\n%s", out)
	}
	v, _ := strconv.ParseFloat(string(m[1]), 64)
	b.ReportMetric(v, "ms/redraw")
}
