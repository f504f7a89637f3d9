package layout

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/internal/tabletest"
	"github.com/borrowed-time/tabletop/physics"
)

func TestLayoutWatchReloadsAndKeepsTheLastGoodLayout(t *testing.T) {
	path := filepath.Join(t.TempDir(), "table.json")
	good := tabletest.RooftopFile(t)
	os.WriteFile(path, []byte(good), 0o644)
	w := newLayoutWatch(path)
	if w.scene == nil || len(w.problem) > 0 {
		t.Fatalf("the scenario did not load: %v", w.problem)
	}
	if w.check() {
		t.Fatal("an unchanged file counts as changed")
	}

	broken := strings.Replace(good, `"id": "leo"`, `"id": "leopold"`, 1)
	if broken == good {
		t.Fatal("the test's edit did not apply")
	}
	time.Sleep(10 * time.Millisecond)
	os.WriteFile(path, []byte(broken), 0o644)
	if !w.check() {
		t.Fatal("the edit was not seen")
	}
	if w.scene == nil {
		t.Fatal("the last good layout was dropped")
	}
	if len(w.problem) == 0 || !strings.Contains(strings.Join(w.problem, "\n"), "survivors[") {
		t.Fatalf("problems %v, want the survivor's path", w.problem)
	}

	os.Remove(path)
	w.check()
	if len(w.problem) != 1 || !strings.Contains(w.problem[0], "cannot read") {
		t.Fatalf("problems %v for a deleted file", w.problem)
	}

	moved := strings.Replace(good, `"at": [2.5, 13.5]`, `"at": [2.5, 16]`, 1)
	os.WriteFile(path, []byte(moved), 0o644)
	w.check()
	if len(w.problem) > 0 {
		t.Fatalf("problems %v after the fix", w.problem)
	}
	if got := w.scene.Scenario.SpawnPoints[0].At; got != (physics.Vec{X: 2.5, Y: 16}) {
		t.Fatalf("the first spawn point is at %v after the edit", got)
	}
}
