//go:build js

package screen

import "syscall/js"

// echoTo is the echo of the browser table: the page's global InputEchoGlobal.
func echoTo(Options) inputEcho { return inputEcho{on: true} }

// publish sets the page's global to the line.
func (e *inputEcho) publish(line string) { js.Global().Set(InputEchoGlobal, line) }
