//go:build js

package clipboard

import (
	"errors"
	"syscall/js"
)

// Read asks the browser for the clipboard's text (it may ask the player first) and
// sends it on done when the browser answers.
func Read(done chan<- Paste) {
	clip := js.Global().Get("navigator").Get("clipboard")
	if clip.Type() != js.TypeObject || clip.Get("readText").Type() != js.TypeFunction {
		done <- Paste{Err: errors.New("This browser keeps its clipboard from the page: type the code instead.")}
		return
	}
	var ok, fail js.Func
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- Paste{Text: args[0].String()}
		ok.Release()
		fail.Release()
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- Paste{Err: errors.New("The browser did not let the page read the clipboard: type the code instead.")}
		ok.Release()
		fail.Release()
		return nil
	})
	clip.Call("readText").Call("then", ok, fail)
}

// Write asks the browser to put text on the clipboard and sends the outcome on done.
func Write(text string, done chan<- error) {
	clip := js.Global().Get("navigator").Get("clipboard")
	if clip.Type() != js.TypeObject || clip.Get("writeText").Type() != js.TypeFunction {
		done <- errors.New("This browser keeps its clipboard from the page: the link is in the log below.")
		return
	}
	var ok, fail js.Func
	ok = js.FuncOf(func(js.Value, []js.Value) any {
		done <- nil
		ok.Release()
		fail.Release()
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		done <- errors.New("The browser did not let the page copy: the link is in the log below.")
		ok.Release()
		fail.Release()
		return nil
	})
	clip.Call("writeText", text).Call("then", ok, fail)
}
