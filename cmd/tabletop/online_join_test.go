//go:build !js

package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/online"
)

// TestAFailedJoinLinkOpensTheJoinLineWithTheReason: a wrong or stale -join link (the
// browser's invite page passes its link so) no longer ends the table: the start screen's join
// line opens with the link and the server's reason. A watcher's log says it watches.
func TestAFailedJoinLinkOpensTheJoinLineWithTheReason(t *testing.T) {
	ts := startTestServer(t)
	o := options{server: ts.base, join: "nosuchroom-nosecret", saveFile: filepath.Join(t.TempDir(), "save.json")}
	a := newTestFlow(o)
	if err := a.goOnline(); err != nil {
		t.Fatalf("a stale link ended the table: %v", err)
	}
	if a.start.join == nil || string(a.start.join.text) != o.join || !strings.Contains(a.start.problem, "no such room") {
		t.Fatalf("after a stale link the join line is %+v and the reason %q", a.start.join, a.start.problem)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	reply, err := online.CreateRoom(ctx, ts.base, online.CreateRequest{Scenario: "dockside-depot"}, "")
	if err != nil {
		t.Fatal(err)
	}
	o.join = reply.Watch.Link
	a = newTestFlow(o)
	if err := a.goOnline(); err != nil || a.table == nil || a.table.remote() == nil {
		t.Fatalf("watching: %v (%s)", err, a.start.problem)
	}
	defer a.table.remote().c.Close()
	if first := a.table.log[0].text; !strings.Contains(first, "watching") || strings.Contains(first, "spectator") {
		t.Errorf("a watcher's log opens with %q", first)
	}
}

// testFlow is an app with its start screen and the table it seated last, as the window's
// stack would show them.
type testFlow struct {
	*app
	start *startScreen
	table *sessionPlay
}

func newTestFlow(o options) *testFlow {
	s := newStartScreen(o)
	return &testFlow{app: &app{opts: o}, start: &s}
}

// begin begins the game the start screen describes, as its Update does.
func (f *testFlow) begin() error {
	t, err := f.app.begin(f.start)
	if t != nil {
		f.table = t
	}
	return err
}

// goOnline joins or hosts the command line's online game, as the window's first screen does.
func (f *testFlow) goOnline() error {
	t, err := f.app.goOnline(f.start)
	if t != nil {
		f.table = t
	}
	return err
}
