//go:build js

package page

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// The page (web/index.html) defines window.tabletopPage with ready() and failed(text).
func pageCall(method string, args ...any) {
	page := js.Global().Get("tabletopPage")
	if page.Type() == js.TypeObject && page.Get(method).Type() == js.TypeFunction {
		page.Call(method, args...)
	}
}

// Ready hides the page's loading indicator once the first frame is drawn. It also gives the
// page window.tabletopWake, which the page calls on any input while the table is at rest:
// the table ticks at full pace again at once, so that the first tick after a click comes
// with the next frame rather than at the rest's pace.
func Ready() {
	js.Global().Set("tabletopWake", js.FuncOf(func(js.Value, []js.Value) any {
		ebiten.SetTPS(ebiten.DefaultTPS)
		return nil
	}))
	pageCall("ready")
}

// Rest tells the page whether the table is at rest (nothing drawn for a while): at rest the
// page asks for fewer animation frames (web/index.html), and the table ticks restTPS times a
// second instead of 60 (a tick costs a page more than a window), which still plays a
// computer seat's command or an online message within a fifth of a second.
func Rest(on bool) {
	pageCall("rest", on)
	if on {
		ebiten.SetTPS(restTPS)
	} else {
		ebiten.SetTPS(ebiten.DefaultTPS)
	}
}

// restTPS is the page's ticks a second at rest.
const restTPS = 5

// Failed shows on the page why the app stopped (a bad address parameter, a broken
// scenario), where the player looks, as well as on the console.
func Failed(text string) { pageCall("failed", text) }

// WatchesFiles says whether the app can read files and see them change (-preview): a page
// has no files.
const WatchesFiles = false

// ShowOnlineStatus gives the page an online game's title for its tab and its status as JSON
// (window.tabletopOnline, which scripted tests read).
func ShowOnlineStatus(title, status string) { pageCall("online", title, status) }

// PublishesButtons: the page is given where the panel's buttons are (ShowButtons).
const PublishesButtons = true

// ShowButtons gives the page where the panel's buttons are, as JSON
// (window.tabletopButtons, which scripted tests read to click a button as a player would).
func ShowButtons(spots string) { pageCall("buttons", spots) }
