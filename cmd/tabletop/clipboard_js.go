//go:build js

package main

import (
	"errors"
	"syscall/js"
)

// readClipboard asks the browser for the clipboard's text (it may ask the player first) and
// sends it on done when the browser answers.
func readClipboard(done chan<- pasteResult) {
	clip := js.Global().Get("navigator").Get("clipboard")
	if clip.Type() != js.TypeObject || clip.Get("readText").Type() != js.TypeFunction {
		done <- pasteResult{err: errors.New("this browser does not let the page read the clipboard: type the code instead")}
		return
	}
	var ok, fail js.Func
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- pasteResult{text: args[0].String()}
		ok.Release()
		fail.Release()
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- pasteResult{err: errors.New("the browser did not let the page read the clipboard: type the code instead")}
		ok.Release()
		fail.Release()
		return nil
	})
	clip.Call("readText").Call("then", ok, fail)
}
