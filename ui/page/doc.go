// Package page talks to the web page the table runs in, in the browser: the table is drawn,
// the program failed and why, an online game's status, where the buttons are. On the desktop
// there is no page, and its functions do nothing (or put the status in the window's title).
package page
