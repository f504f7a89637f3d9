//go:build !js

package screen

import (
	"os"
	"path/filepath"
)

// echoTo is the echo of a desktop window: InputEchoFile in the shots folder, if there is one.
func echoTo(o Options) inputEcho {
	if o.ShotsDir == "" {
		return inputEcho{}
	}
	return inputEcho{on: true, path: filepath.Join(o.ShotsDir, InputEchoFile)}
}

// publish writes the line whole under another name, then renames it, so that a reader never
// sees half a line.
func (e *inputEcho) publish(line string) {
	tmp := e.path + ".part"
	if os.WriteFile(tmp, []byte(line), 0o644) == nil {
		os.Rename(tmp, e.path)
	}
}
