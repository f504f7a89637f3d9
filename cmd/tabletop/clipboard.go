package main

// pasteResult is what reading the clipboard gave.
type pasteResult struct {
	text string
	err  error
}
