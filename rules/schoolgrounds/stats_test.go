package schoolgrounds

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// TestComputerPlayStatistics measures how far the computer survivors get, beyond who wins
// (docs/balance.md): SCHOOLGROUNDS_STATS=1000 plays seeds 1 to 1000 with the options in
// SCHOOLGROUNDS_OPTIONS and prints the survivors' wins, zombies killed, car parts found and
// put in the car, and piles searched per tier. Skipped without SCHOOLGROUNDS_STATS.
func TestComputerPlayStatistics(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("SCHOOLGROUNDS_STATS"))
	if n <= 0 {
		t.Skip("set SCHOOLGROUNDS_STATS to a number of games")
	}
	var opts []byte
	if o := os.Getenv("SCHOOLGROUNDS_OPTIONS"); o != "" {
		opts = []byte(o)
	}
	wins, kills, inCar, rounds := 0, 0, 0, 0
	found, put := map[int]int{}, map[int]int{}
	var searched [3]int
	for seed := 1; seed <= n; seed++ {
		g0, err := Ruleset{}.New(scenario(t), game.Setup{Seed: uint64(seed), Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		g := g0.(*game.Game[State])
		most := playCounting(g)
		s := g.State()
		if s.Result != nil && len(s.Result.Winners) > 0 && s.Result.Winners[0] != s.Master {
			wins++
		}
		kills, inCar, rounds = kills+s.Kills, inCar+len(s.Car), rounds+s.Round
		found[most]++
		put[len(s.Car)]++
		for i, tile := range g.Rules().(*rules).board.Search {
			if s.Used[i] {
				searched[tile.Tier-1]++
			}
		}
	}
	f := func(v int) float64 { return float64(v) / float64(n) }
	fmt.Printf("%d games: survivors escape in %d; per game %.1f turns, %.1f zombies killed, %.2f parts in the car; piles searched per game %.1f / %.1f / %.2f (tiers 1/2/3)\n",
		n, wins, f(rounds), f(kills), f(inCar), f(searched[0]), f(searched[1]), f(searched[2]))
	fmt.Printf("most parts found at once (in the car or living hands), games: %v; parts in the car at the end, games: %v\n", found, put)
}

// playCounting plays a game by the computer in every seat, as cmd/simulate does, and returns
// the most car parts that were ever found at once.
func playCounting(g *game.Game[State]) int {
	most := 0
	for k := 0; k < 40000; k++ {
		if _, over := g.Outcome(); over {
			break
		}
		seat := g.Turn()[0]
		if cmd, ok := (computer{}).Next(g, seat); ok {
			if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err == nil {
				most = max(most, partsInHand(g.State()))
				continue
			}
		}
		fs, c, _ := g.Fallback()
		g.Apply(fs, game.Entry{Cmd: c})
	}
	return most
}
