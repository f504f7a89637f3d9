package clipboard

// Paste is what reading the clipboard gave (Read).
type Paste struct {
	Text string // the text on the clipboard
	Err  error  // why there is none: a sentence for the player
}
