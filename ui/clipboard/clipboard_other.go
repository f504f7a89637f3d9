//go:build !js

package clipboard

import (
	"errors"
	"os/exec"
	"strings"
)

// clipboardTools are the programs that print the clipboard, tried in order: Wayland, X11,
// macOS, Windows. Ebitengine has no clipboard of its own.
func clipboardTools() [][]string {
	return [][]string{
		{"wl-paste", "--no-newline"},
		{"xclip", "-selection", "clipboard", "-o"},
		{"xsel", "--clipboard", "--output"},
		{"pbpaste"},
		{"powershell", "-NoProfile", "-Command", "Get-Clipboard"},
	}
}

// readClipboard reads the clipboard in the background and sends what it holds on done.
func Read(done chan<- Paste) {
	go func() {
		for _, tool := range clipboardTools() {
			if _, err := exec.LookPath(tool[0]); err != nil {
				continue
			}
			out, err := exec.Command(tool[0], tool[1:]...).Output()
			if err == nil {
				done <- Paste{Text: strings.TrimSpace(string(out))}
				return
			}
		}
		done <- Paste{Err: errors.New("No clipboard here (xclip would give one): type the code instead.")}
	}()
}

// clipboardWriters are the programs that fill the clipboard from their input, tried in order.
func clipboardWriters() [][]string {
	return [][]string{
		{"wl-copy"},
		{"xclip", "-selection", "clipboard", "-i"},
		{"xsel", "--clipboard", "--input"},
		{"pbcopy"},
		{"clip"},
	}
}

// writeClipboard puts text on the clipboard in the background and sends the outcome on done.
func Write(text string, done chan<- error) {
	go func() {
		for _, tool := range clipboardWriters() {
			if _, err := exec.LookPath(tool[0]); err != nil {
				continue
			}
			cmd := exec.Command(tool[0], tool[1:]...)
			cmd.Stdin = strings.NewReader(text)
			if err := cmd.Start(); err != nil {
				continue
			}
			// xclip and xsel stay behind to serve the clipboard: do not wait for them to end.
			go cmd.Wait()
			done <- nil
			return
		}
		done <- errors.New("No clipboard here (xclip would give one): the link is in the log below.")
	}()
}
