//go:build !js

package table

// thinkYield returns what a search calls between rollouts: nothing on the desktop, where
// the search's goroutine runs on a thread of its own and the runtime interrupts it when
// the window's goroutine needs the processor.
func thinkYield() func() { return func() {} }
