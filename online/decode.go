package online

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// clientKinds makes an empty message of each kind a client may send.
var clientKinds = map[Kind]func() ClientMessage{
	KindHello:   func() ClientMessage { return &Hello{} },
	KindCommand: func() ClientMessage { return &SendCommand{} },
	KindAct:     func() ClientMessage { return &Act{} },
	KindMoveOn:  func() ClientMessage { return &MoveOn{} },
	KindActions: func() ClientMessage { return &AskActions{} },
	KindPreview: func() ClientMessage { return &AskPreview{} },
	KindChat:    func() ClientMessage { return &Say{} },
	KindHashes:  func() ClientMessage { return &AskHashes{} },
}

// serverKinds makes an empty message of each kind the server sends.
var serverKinds = map[Kind]func() ServerMessage{
	KindWelcome:  func() ServerMessage { return &Welcome{} },
	KindUpdate:   func() ServerMessage { return &Update{} },
	KindAck:      func() ServerMessage { return &Ack{} },
	KindRefused:  func() ServerMessage { return &Refused{} },
	KindResync:   func() ServerMessage { return &Resync{} },
	KindActions:  func() ServerMessage { return &ActionList{} },
	KindPreview:  func() ServerMessage { return &PreviewReply{} },
	KindHashes:   func() ServerMessage { return &HashList{} },
	KindPresence: func() ServerMessage { return &Presence{} },
	KindChat:     func() ServerMessage { return &ChatLine{} },
	KindProblem:  func() ServerMessage { return &Problem{} },
}

// Encode writes a message as one JSON object, its kind in "t".
func Encode(m interface{ Kind() Kind }) ([]byte, error) {
	if w, ok := m.(fieldWriter); ok {
		t, _ := json.Marshal(m.Kind())
		b := append(append([]byte(`{"t":`), t...), ',')
		b, err := w.appendFields(b)
		if err != nil {
			return nil, err
		}
		return append(b, '}'), nil
	}
	fields, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	if len(fields) < 2 || fields[0] != '{' {
		return nil, fmt.Errorf("a %s message does not encode as an object", m.Kind())
	}
	t, _ := json.Marshal(m.Kind())
	var b bytes.Buffer
	b.Grow(len(fields) + len(t) + 6)
	b.WriteString(`{"t":`)
	b.Write(t)
	if rest := fields[1 : len(fields)-1]; len(rest) > 0 {
		b.WriteByte(',')
		b.Write(rest)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// DecodeClient reads one client message strictly: at most MaxClientMessage bytes, one JSON
// object of a known kind with only its own fields, and every field within its limits. The
// error says what is wrong in words; it never panics.
func DecodeClient(data []byte) (ClientMessage, error) {
	return DecodeClientUpTo(data, MaxClientMessage)
}

// DecodeClientUpTo is DecodeClient with another size limit: a server that takes bigger
// messages than MaxClientMessage (its -max-message) reads them with it.
func DecodeClientUpTo(data []byte, limit int) (ClientMessage, error) {
	if len(data) > limit {
		return nil, fmt.Errorf("the message is %d bytes; at most %d", len(data), limit)
	}
	kind, err := kindOf(data)
	if err != nil {
		return nil, err
	}
	mk, ok := clientKinds[kind]
	if !ok {
		return nil, fmt.Errorf("%q is not a message a client may send (known: %s)", truncate(string(kind), 40), knownClientKinds())
	}
	m := mk()
	if !decodeDirect(data, m) {
		m = mk()
		if err := strictDecode(data, m); err != nil {
			return nil, fmt.Errorf("a %s message: %v", kind, err)
		}
	}
	if err := validate(m); err != nil {
		return nil, fmt.Errorf("a %s message: %v", kind, err)
	}
	return deref(m), nil
}

// DecodeServer reads one server message. It is lenient about fields it does not know (a
// newer server may send more), strict about size and kind.
func DecodeServer(data []byte) (ServerMessage, error) {
	if len(data) > MaxServerMessage {
		return nil, fmt.Errorf("the message is %d bytes; at most %d", len(data), MaxServerMessage)
	}
	kind, err := kindOf(data)
	if err != nil {
		return nil, err
	}
	mk, ok := serverKinds[kind]
	if !ok {
		return nil, fmt.Errorf("%q is not a message the server sends", truncate(string(kind), 40))
	}
	m := mk()
	if err := json.Unmarshal(data, m); err != nil {
		return nil, fmt.Errorf("a %s message: %v", kind, err)
	}
	return derefServer(m), nil
}

// kindOf reads a message's kind. Encode writes it first, as {"t":"kind",…}: that is read
// without decoding the message twice (a view can be tens of KiB); anything else is decoded
// in full to find it. Either way the whole message is decoded and checked after.
func kindOf(data []byte) (Kind, error) {
	if k, ok := leadingKind(data); ok {
		return k, nil
	}
	var head struct {
		T *string `json:"t"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return "", fmt.Errorf("not a message: %v", err)
	}
	if head.T == nil {
		return "", errors.New("the message has no kind (\"t\")")
	}
	return Kind(*head.T), nil
}

// leadingKind reads the kind Encode puts first: letters and dashes in plain quotes.
func leadingKind(data []byte) (Kind, bool) {
	rest, ok := bytes.CutPrefix(data, []byte(`{"t":"`))
	if !ok {
		return "", false
	}
	for i, c := range rest {
		switch {
		case c == '"' && i > 0:
			return Kind(rest[:i]), true
		case c != '-' && (c < 'a' || c > 'z'):
			return "", false
		}
	}
	return "", false
}

// strictDecode fills m from data, refusing unknown fields and anything after the object.
func strictDecode(data []byte, m any) error {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return err
	}
	delete(fields, "t")
	rest, _ := json.Marshal(fields)
	dec := json.NewDecoder(bytes.NewReader(rest))
	dec.DisallowUnknownFields()
	if err := dec.Decode(m); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("more than one JSON value")
	}
	return nil
}

func knownClientKinds() string {
	return "hello, command, act, move-on, actions, preview, chat, hashes"
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// validate checks each field of a decoded client message against its limits.
func validate(m ClientMessage) error {
	switch m := m.(type) {
	case *Hello:
		return firstError(text("code", m.Code, MaxCodeLength, false), text("name", m.Name, MaxNameLength, true), count("last", m.Last))
	case *SendCommand:
		if len(bytes.TrimSpace(m.Command)) == 0 || bytes.Equal(bytes.TrimSpace(m.Command), []byte("null")) {
			return errors.New("it has no command")
		}
		return firstError(count("id", m.ID), count("state", int64(m.State)))
	case *Act:
		return firstError(count("id", m.ID), count("state", int64(m.State)), text("model", m.Model, MaxIDLength, true),
			text("action", string(m.Action), MaxIDLength, false), picks(m.Picks))
	case *MoveOn:
		return firstError(count("id", m.ID), count("state", int64(m.State)))
	case *AskActions:
		return firstError(count("id", m.ID), text("model", m.Model, MaxIDLength, true))
	case *AskPreview:
		return firstError(count("id", m.ID), text("model", m.Model, MaxIDLength, true),
			text("action", string(m.Action), MaxIDLength, false), picks(m.Picks))
	case *Say:
		if strings.TrimSpace(m.Text) == "" {
			return errors.New("the chat line is empty")
		}
		return text("text", m.Text, MaxChatLength, false)
	case *AskHashes:
		return firstError(count("id", m.ID), count("from", int64(m.From)))
	}
	return nil
}

func firstError(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func count(field string, n int64) error {
	if n < 0 {
		return fmt.Errorf("%q is %d; it may not be negative", field, n)
	}
	return nil
}

// text checks a string field: valid UTF-8, no control characters, at most max characters.
func text(field, s string, maxChars int, empty bool) error {
	switch {
	case !utf8.ValidString(s):
		return fmt.Errorf("%q is not valid UTF-8", field)
	case s == "" && !empty:
		return fmt.Errorf("%q is missing", field)
	case utf8.RuneCountInString(s) > maxChars:
		return fmt.Errorf("%q is %d characters; at most %d", field, utf8.RuneCountInString(s), maxChars)
	case strings.IndexFunc(s, unicode.IsControl) >= 0:
		return fmt.Errorf("%q holds a control character", field)
	}
	return nil
}

func picks(p game.Picks) error {
	if len(p.Via) > MaxRoute {
		return fmt.Errorf("the route has %d points; at most %d", len(p.Via), MaxRoute)
	}
	pts := p.Via
	if p.To != nil {
		pts = append([]physics.Vec{*p.To}, pts...)
	}
	for _, v := range pts {
		if math.IsNaN(v.X) || math.IsNaN(v.Y) || math.Abs(v.X) > 1e6 || math.Abs(v.Y) > 1e6 {
			return fmt.Errorf("a point (%g, %g) is off any table", v.X, v.Y)
		}
	}
	if len(p.Chosen) > MaxChosen {
		return fmt.Errorf("%d choices are picked; at most %d", len(p.Chosen), MaxChosen)
	}
	for _, c := range p.Chosen {
		if err := text("a choice picked", c, MaxIDLength, true); err != nil {
			return err
		}
	}
	return firstError(text("target", p.Target, MaxIDLength, true), text("choice", p.Choice, MaxIDLength, true))
}

// deref turns the pointer the decoder filled into the value the message types are used as.
func deref(m ClientMessage) ClientMessage {
	switch m := m.(type) {
	case *Hello:
		return *m
	case *SendCommand:
		return *m
	case *Act:
		return *m
	case *MoveOn:
		return *m
	case *AskActions:
		return *m
	case *AskPreview:
		return *m
	case *Say:
		return *m
	case *AskHashes:
		return *m
	}
	return m
}

func derefServer(m ServerMessage) ServerMessage {
	switch m := m.(type) {
	case *Welcome:
		return *m
	case *Update:
		return *m
	case *Ack:
		return *m
	case *Refused:
		return *m
	case *Resync:
		return *m
	case *ActionList:
		return *m
	case *PreviewReply:
		return *m
	case *HashList:
		return *m
	case *Presence:
		return *m
	case *ChatLine:
		return *m
	case *Problem:
		return *m
	}
	return m
}
