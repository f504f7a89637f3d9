//go:build js

package main

import (
	"errors"
	"fmt"
	"syscall/js"
)

// browserStore keeps the save in the browser's local storage under a key.
type browserStore struct{ key string }

func newSaveStore(name string) saveStore { return browserStore{key: name} }

func localStorage() (js.Value, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return js.Value{}, errors.New("this browser has no local storage")
	}
	return ls, nil
}

// Write stores the save; a full or refused storage leaves the old save in place.
func (s browserStore) Write(data []byte) (err error) {
	ls, err := localStorage()
	if err != nil {
		return err
	}
	defer func() { // setItem throws when the storage is full or disabled
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser refused to store the save: %v", r)
		}
	}()
	ls.Call("setItem", s.key, string(data))
	return nil
}

func (s browserStore) Read() ([]byte, error) {
	ls, err := localStorage()
	if err != nil {
		return nil, err
	}
	v := ls.Call("getItem", s.key)
	if v.IsNull() {
		return nil, errors.New("no game is saved in this browser yet")
	}
	return []byte(v.String()), nil
}

func (s browserStore) Where() string { return "the browser's storage" }
