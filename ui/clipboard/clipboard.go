package clipboard

// pasteResult is what reading the clipboard gave.
type Paste struct {
	Text string
	Err  error
}
