// Package clipboard reads and writes the system's clipboard for the table's screens: an
// invite link pasted into the join line, a link copied to send. On the desktop it uses the
// clipboard tool it finds (wl-clipboard, xclip, xsel, pbcopy, Windows' own); in the browser,
// the page's clipboard, as far as the browser allows.
package clipboard
