package server

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
)

// One command through the whole server: a random legal move chosen from the actions the
// server lists, sent over a real WebSocket, applied, stored (SQLite, synchronous as given),
// acknowledged. ns/op is a move's round trip (including its questions about actions).
func BenchmarkMoveRoundTrip(b *testing.B) {
	for _, sync := range []string{"full", "normal"} {
		b.Run("sync-"+sync, func(b *testing.B) {
			rs := startBench(b, sync)
			rnd := rand.New(rand.NewPCG(1, 1))
			cs := benchRoom(b, rs, 1)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if cs["band-1"].State().Outcome != nil {
					b.StopTimer()
					cs = benchRoom(b, rs, uint64(i))
					b.StartTimer()
				}
				c := cs[cs["band-1"].State().Turn[0]]
				res, err := online.RandomMove(context.Background(), c, rnd)
				if err != nil {
					continue
				}
				for _, o := range cs {
					for o.State().State < res.State {
						runtime.Gosched()
					}
				}
			}
		})
	}
}

// benchRoom opens a two-band Survivors room with a client on each seat.
func benchRoom(b *testing.B, rs *running, seed uint64) map[game.SeatID]*online.Client {
	reply, err := online.CreateRoom(context.Background(), rs.base, online.CreateRequest{Scenario: "dockside-depot", Seed: &seed}, "")
	if err != nil {
		b.Fatal(err)
	}
	cs := map[game.SeatID]*online.Client{}
	for _, inv := range reply.Seats {
		c, err := online.DialCode(context.Background(), rs.base, inv.Code, online.ClientOptions{NoQueue: true})
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { c.Close() })
		cs[inv.Seat] = c
	}
	return cs
}

// Storing one command alone: one SQLite transaction, committed.
func BenchmarkStoreOneCommand(b *testing.B) {
	for _, sync := range []string{"full", "normal"} {
		b.Run("sync-"+sync, func(b *testing.B) {
			st, err := openStore(filepath.Join(b.TempDir(), "b.db"), sync)
			if err != nil {
				b.Fatal(err)
			}
			defer st.close()
			entry := []byte(`{"type":"move","model":"m1","to":{"X":3.5,"Y":7.25}}`)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if err := st.appendCommands(context.Background(), []commandRow{{Room: "r", N: i + 1, Seat: "band-1", Entry: entry, Hash: "0123456789abcdef"}}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func startBench(b *testing.B, sync string) *running {
	srv, err := New(Options{DB: filepath.Join(b.TempDir(), "games.db"), Sync: sync, Rate: 1e6, Burst: 1e6, Logf: func(string, ...any) {}})
	if err != nil {
		b.Fatal(err)
	}
	return serveOn(b, srv)
}

// Many rooms storing at once: their commands share commits (group commit), so the
// commands stored a second grow with the rooms writing, far past one commit's rate.
func BenchmarkStoreManyRoomsAtOnce(b *testing.B) {
	st, err := openStore(filepath.Join(b.TempDir(), "b.db"), "full")
	if err != nil {
		b.Fatal(err)
	}
	defer st.close()
	entry := []byte(`{"type":"move","model":"m1","to":{"X":3.5,"Y":7.25}}`)
	var n atomic.Int64
	b.SetParallelism(256)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		room := fmt.Sprint("r", n.Add(1))
		for i := 1; pb.Next(); i++ {
			if err := st.appendCommands(context.Background(), []commandRow{{Room: room, N: i, Seat: "band-1", Entry: entry, Hash: "0123456789abcdef"}}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
