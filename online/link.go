package online

import (
	"fmt"
	"net/url"
	"strings"
)

// An invite code is "ROOM-SECRET": the room's id and a seat's (or the watchers') secret.
// A link is the server's address with the code after "#", so that the secret never travels
// in a request line or a proxy's log: http://host:8090/join#ROOM-SECRET.

// Code joins a room id and a secret into an invite code.
func Code(room, secret string) string { return room + "-" + secret }

// SplitCode splits an invite code into its room id and secret.
func SplitCode(code string) (room, secret string, err error) {
	code = strings.TrimSpace(code)
	room, secret, ok := strings.Cut(code, "-")
	if !ok || room == "" || secret == "" {
		return "", "", fmt.Errorf("%q is not an invite code (it looks like room-secret)", truncate(code, 40))
	}
	return room, secret, nil
}

// Link is the invite link for a code on a server whose address (http or https) is base.
func Link(base, code string) string { return strings.TrimRight(base, "/") + "/join#" + code }

// ParseLink reads an invite link (http://host:port/join#CODE) into the server's address and
// the code.
func ParseLink(link string) (server, code string, err error) {
	u, err := url.Parse(strings.TrimSpace(link))
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return "", "", fmt.Errorf("%q is not an invite link (it looks like http://host:port/join#code)", truncate(link, 80))
	}
	if _, _, err := SplitCode(u.Fragment); err != nil {
		return "", "", fmt.Errorf("the link has no invite code after \"#\": %v", err)
	}
	return u.Scheme + "://" + u.Host, u.Fragment, nil
}

// SocketURL is the WebSocket address of a server whose address is base (http or https).
func SocketURL(base string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(base))
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("%q is not a server address (it looks like http://host:port)", truncate(base, 80))
	}
	switch u.Scheme {
	case "http", "ws":
		u.Scheme = "ws"
	case "https", "wss":
		u.Scheme = "wss"
	default:
		return "", fmt.Errorf("%q is not a server address: it must start with http:// or https://", truncate(base, 80))
	}
	u.Path, u.RawQuery, u.Fragment = "/ws", "", ""
	return u.String(), nil
}
