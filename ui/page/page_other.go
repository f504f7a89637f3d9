//go:build !js

package page

import "github.com/hajimehoshi/ebiten/v2"

// Ready tells the web page that the table is drawn; on the desktop there is no page.
func Ready() {}

// Failed shows why the app stopped on the web page; on the desktop stderr has said it.
func Failed(string) {}

// Rest tells a web page whether the table is at rest; a window paces itself (ui/screen's
// redraw gate).
func Rest(bool) {}

// WatchesFiles says whether the app can read files and see them change (-preview).
const WatchesFiles = true

// ShowOnlineStatus puts an online game's title on the window (status, JSON, is for the web
// page).
func ShowOnlineStatus(title, _ string) { ebiten.SetWindowTitle(title) }

// PublishesButtons: a window has no page to give its buttons to (-save-on-shot writes them
// to a file instead).
const PublishesButtons = false

// ShowButtons gives a web page where the buttons are; on the desktop there is no page.
func ShowButtons(string) {}
