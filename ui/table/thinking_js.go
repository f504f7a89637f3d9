//go:build js

package table

import "time"

// thinkSlice is how long a search in the browser computes before it gives the page the
// thread back: a WebAssembly program has one thread, and Go never interrupts a goroutine
// that computes, so without this the page would freeze (no frames, no input) until the
// decision is made.
const thinkSlice = 8 * time.Millisecond

// thinkYield returns what a search calls between rollouts: after each thinkSlice of work it
// sleeps a millisecond, and with every goroutine asleep the Go runtime returns to the
// browser's event loop, which draws a frame and hands over the input meanwhile.
func thinkYield() func() {
	last := time.Now()
	return func() {
		if time.Since(last) >= thinkSlice {
			time.Sleep(time.Millisecond)
			last = time.Now()
		}
	}
}
