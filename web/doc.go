// Package web owns the browser build of the table: the page that loads it (index.html, with
// its loading indicator), building cmd/tabletop to WebAssembly beside the page, and serving
// the result on localhost with the WebAssembly compressed.
package web
