//go:build !js

package main

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
func readClipboard(done chan<- pasteResult) {
	go func() {
		for _, tool := range clipboardTools() {
			if _, err := exec.LookPath(tool[0]); err != nil {
				continue
			}
			out, err := exec.Command(tool[0], tool[1:]...).Output()
			if err == nil {
				done <- pasteResult{text: strings.TrimSpace(string(out))}
				return
			}
		}
		done <- pasteResult{err: errors.New("the table found no way to read this computer's clipboard (installing xclip gives it one): type the code instead")}
	}()
}
