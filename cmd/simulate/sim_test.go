package main

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMain lets the test binary serve as a simulation worker, as the real binary does.
func TestMain(m *testing.M) {
	if os.Getenv(workerEnv) != "" {
		os.Exit(runWorker(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

func simulateOut(t *testing.T, args ...string) string {
	t.Helper()
	var out, errb bytes.Buffer
	if code := run(args, &out, &errb); code != 0 {
		t.Fatalf("simulate %v: exit %d\n%s%s", args, code, out.String(), errb.String())
	}
	return out.String()
}

// Both scenarios simulate whole games; the same seed gives the same report whether the games
// are played in this process or split between worker processes; no policy command is refused.
func TestSimulationIsDeterministicBySeed(t *testing.T) {
	for _, scenario := range []string{"last-stop-gas", "rooftop-signal"} {
		t.Run(scenario, func(t *testing.T) {
			chart := filepath.Join(t.TempDir(), "chart.png")
			one := simulateOut(t, "-scenario", scenario, "-games", "6", "-seed", "5", "-workers", "1")
			two := simulateOut(t, "-scenario", scenario, "-games", "6", "-seed", "5", "-workers", "2", "-png", chart)
			if one != two {
				t.Fatalf("one process and two workers disagree:\n%s\n---\n%s", one, two)
			}
			other := simulateOut(t, "-scenario", scenario, "-games", "6", "-seed", "6", "-workers", "1")
			if other == one {
				t.Error("another seed gave the very same report")
			}
			for _, want := range []string{"win rate", "95% confidence interval", "Game length", "Causes of defeat", "Death rate", "Heat spent", "Commands the rules refused: 0\n"} {
				if !strings.Contains(one, want) {
					t.Errorf("the report lacks %q:\n%s", want, one)
				}
			}
			f, err := os.Open(chart)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			img, err := png.Decode(f)
			if err != nil || img.Bounds().Dx() < 800 {
				t.Fatalf("chart: %v %v", err, img.Bounds())
			}
		})
	}
}

func TestSimulateBadFlags(t *testing.T) {
	for _, args := range [][]string{{"-games", "0"}, {"-workers", "0"}, {"-bogus"}, {"extra"}} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != 2 || errb.Len() == 0 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"-scenario", "/no/such.json", "-games", "1"}, &out, &errb); code != 1 || !strings.Contains(errb.String(), "no such") {
		t.Errorf("missing scenario: exit %d, %q", code, errb.String())
	}
}
