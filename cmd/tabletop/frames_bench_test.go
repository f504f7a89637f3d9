package main

import (
	"bytes"
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"testing"
)

// frameMean reads the mean frame time from -bench's report.
var frameMean = regexp.MustCompile(`mean ([0-9.]+) ms`)

// BenchmarkFrames times the real window under Xvfb with software OpenGL, b.N frames a run:
// a blank window (what the machine can do at that moment), the table, and the table with
// 200 models and the line of sight drawn. It reports milliseconds and frames a second:
//
//	go test ./cmd/tabletop -run '^$' -bench Frames -benchtime 300x
func BenchmarkFrames(b *testing.B) {
	xvfb, err := exec.LookPath("xvfb-run")
	if err != nil {
		b.Skip("xvfb-run not installed (scripts/test installs it)")
	}
	bin := tableBinary(b)
	cases := []struct {
		name string
		args []string
	}{
		{"blank", []string{"-bench-blank"}},
		{"7-models", []string{"-quickstart", "-seed", "3"}},
		{"200-models-sight", []string{"-quickstart", "-seed", "3", "-stress", "193", "-select", "ramirez", "-hover", "24.9,25.6"}},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			frames := max(b.N, 30)
			args := append([]string{"-a", "-s", "-screen 0 1280x800x24", bin, "-mute", "-bench", fmt.Sprint(frames)}, c.args...)
			var stderr bytes.Buffer
			cmd := exec.Command(xvfb, args...)
			cmd.Stderr = &stderr
			if err := cmd.Run(); err != nil {
				b.Fatalf("tabletop: %v\n%s", err, stderr.String())
			}
			m := frameMean.FindStringSubmatch(stderr.String())
			if m == nil {
				b.Fatalf("no frame report in:\n%s", stderr.String())
			}
			ms, _ := strconv.ParseFloat(m[1], 64)
			b.ReportMetric(ms, "ms/frame")
			b.ReportMetric(1000/ms, "fps")
		})
	}
}
