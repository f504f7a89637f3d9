package layout

import (
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/rules"
)

// layoutWatch keeps a scenario file's layout up to date while its designer edits it: it
// reloads the file whenever it changes on disk and keeps the last layout that loaded,
// together with the problems of the newest version when that one does not.
type layoutWatch struct {
	path string

	mod     time.Time
	size    int64
	seen    bool // the file has been looked at once
	scene   *render.Scene
	problem []string // what is wrong with the file as it is now; empty: it loaded
	loaded  time.Time
	version int // goes up at every reload, for redrawing
}

func newLayoutWatch(path string) *layoutWatch {
	w := &layoutWatch{path: path}
	w.check()
	return w
}

// check reloads the file if it changed since the last look, and reports whether it did.
func (w *layoutWatch) check() bool {
	info, err := os.Stat(w.path)
	if err != nil {
		msg := "cannot read the file: " + err.Error()
		if len(w.problem) == 1 && w.problem[0] == msg {
			return false
		}
		w.problem, w.seen = []string{msg}, false
		w.version++
		return true
	}
	if w.seen && info.ModTime().Equal(w.mod) && info.Size() == w.size {
		return false
	}
	w.mod, w.size, w.seen = info.ModTime(), info.Size(), true
	w.reload()
	w.version++
	return true
}

// reload reads and checks the file, keeping the last good layout when the new one has problems.
func (w *layoutWatch) reload() {
	s, _, err := rules.Open(w.path)
	var ve *maps.ValidationError
	switch {
	case errors.As(err, &ve):
		w.problem = w.problem[:0]
		for _, p := range ve.Problems {
			w.problem = append(w.problem, p.String())
		}
		return
	case err != nil:
		w.problem = []string{err.Error()}
		return
	}
	v, tb, err := rules.Opening(s)
	if err != nil {
		w.problem = []string{fmt.Sprintf("the table cannot be set up: %v", err)}
		return
	}
	w.scene = render.ViewScene(v, s, tb)
	w.scene.Grid = true
	w.problem = nil
	w.loaded = time.Now()
}
