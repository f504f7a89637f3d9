package main

// saveStore is where Ctrl+S puts the game and Ctrl+O finds it: a file on the desktop, the
// browser's local storage on the web.
type saveStore interface {
	// Write replaces the save; a failed write keeps the old one.
	Write(data []byte) error
	// Read returns the save.
	Read() ([]byte, error)
	// Where names the save for the player.
	Where() string
}
