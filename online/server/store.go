package server

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"runtime"
	"slices"
	"sync"
	"time"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver, "sqlite"
)

// store keeps rooms and their command logs in one SQLite file. Writes go through one
// goroutine that commits whatever is waiting in one transaction (group commit), so many
// rooms' commands share one sync to disk; each writer is answered only after the commit.
type store struct {
	db     *sql.DB
	insert *sql.Stmt // a command's row: prepared once, not parsed again for every command
	writes chan write
	done   chan struct{}

	mu     sync.RWMutex // guards closed, so that nothing is sent on a closed channel
	closed bool
}

// roomRow is a room as stored.
type roomRow struct {
	ID        string
	Ruleset   string
	Scenario  []byte // the scenario's JSON source
	Options   []byte
	Seed      uint64
	WatchHash []byte
	Created   int64
	Seats     []seatRow
}

type seatRow struct {
	Seat     string
	Hash     []byte // the invite secret's hash; nil for a computer seat
	Computer bool
	Level    string // the computer's level ("": scripted, as in rooms stored before levels)
}

// commandRow is one entry of a room's log: its number (from 1), the seat that gave it, the
// entry as the ruleset's codec writes it, and the state's fingerprint after it.
type commandRow struct {
	Room  string
	N     int
	Seat  string
	Entry []byte
	Hash  string
}

// chatRow is one chat line of a room, as the room's members saw it.
type chatRow struct {
	Room string
	N    int
	Seat string
	Name string
	Text string
	At   int64
}

// write is one unit of work for the writer: a new room, commands to append, or a chat line.
type write struct {
	room     *roomRow
	commands []commandRow
	chat     *chatRow
	done     chan error
}

const schema = `
CREATE TABLE IF NOT EXISTS rooms (
	id TEXT PRIMARY KEY, ruleset TEXT NOT NULL, scenario BLOB NOT NULL, options BLOB,
	seed INTEGER NOT NULL, watch_hash BLOB NOT NULL, created INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
	room TEXT NOT NULL, seat TEXT NOT NULL, secret_hash BLOB, computer INTEGER NOT NULL,
	level TEXT NOT NULL DEFAULT '', PRIMARY KEY (room, seat)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS commands (
	room TEXT NOT NULL, n INTEGER NOT NULL, seat TEXT NOT NULL, entry BLOB NOT NULL,
	hash TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (room, n)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS chat (
	room TEXT NOT NULL, n INTEGER NOT NULL, seat TEXT NOT NULL, name TEXT NOT NULL,
	text TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (room, n)) WITHOUT ROWID;
`

// openStore opens (or creates) the database file at path. sync is SQLite's synchronous
// setting: "full" (a commit survives the machine losing power) or "normal" (it survives the
// server being killed, not a power cut; commits are much cheaper).
func openStore(path, sync string) (*store, error) {
	if path == "" {
		return nil, errors.New("no database file given")
	}
	switch sync {
	case "":
		sync = "full"
	case "full", "normal":
	default:
		return nil, fmt.Errorf("the sync setting %q is neither full nor normal", sync)
	}
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() && fi.Size() == 0 {
		return nil, fmt.Errorf("the database %s is an empty file: if it held rooms, restore it from a backup; to start afresh, delete it", path)
	}
	dsn := "file:" + url.PathEscape(path) + "?_pragma=journal_mode(WAL)&_pragma=synchronous(" + sync + ")&_pragma=busy_timeout(10000)"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("cannot open the database %s: %v", path, err)
	}
	db.SetMaxOpenConns(1) // one connection: the writer's transactions and the loads' reads take turns
	if err := checkDB(db, path); err != nil {
		db.Close()
		return nil, err
	}
	if _, err := db.Exec(schema); err != nil {
		db.Close()
		return nil, fmt.Errorf("cannot use the database %s: %v", path, err)
	}
	if err := addLevels(db); err != nil {
		db.Close()
		return nil, fmt.Errorf("cannot use the database %s: %v", path, err)
	}
	insert, err := db.Prepare(insertCommand)
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("cannot use the database %s: %v", path, err)
	}
	s := &store{db: db, insert: insert, writes: make(chan write, 1024), done: make(chan struct{})}
	go s.writer()
	return s, nil
}

// close stops the writer once the writes already asked for are committed.
func (s *store) close() error {
	s.mu.Lock()
	s.closed = true
	close(s.writes)
	s.mu.Unlock()
	<-s.done
	s.insert.Close()
	return s.db.Close()
}

// checkDB refuses a file that is not a sound SQLite database (SQLite's quick_check), or
// one that holds another program's tables and none of the server's: starting on it with no
// rooms would hide that the wrong file was given, or a damaged one.
func checkDB(db *sql.DB, path string) error {
	var verdict string
	if err := db.QueryRow(`PRAGMA quick_check`).Scan(&verdict); err != nil {
		return fmt.Errorf("the database %s cannot be read (%v): is it a SQLite file of this server? Restore it from a backup, or give -db a new file", path, err)
	}
	if verdict != "ok" {
		return fmt.Errorf("the database %s is damaged (SQLite's quick_check says: %s): restore it from a backup", path, verdict)
	}
	var tables, ours int
	err := db.QueryRow(`SELECT count(*), count(CASE WHEN name = 'rooms' THEN 1 END) FROM sqlite_schema WHERE type = 'table'`).Scan(&tables, &ours)
	if err != nil {
		return fmt.Errorf("the database %s cannot be read: %v", path, err)
	}
	if tables > 0 && ours == 0 {
		return fmt.Errorf("the database %s holds another program's tables and no rooms: give -db this server's file, or a new one", path)
	}
	return nil
}

// addLevels gives a database made before computer seats had levels their column: every
// computer seat stored in it is scripted, as it was played.
func addLevels(db *sql.DB) error {
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM pragma_table_info('seats') WHERE name = 'level'`).Scan(&n); err != nil || n > 0 {
		return err
	}
	_, err := db.Exec(`ALTER TABLE seats ADD COLUMN level TEXT NOT NULL DEFAULT ''`)
	return err
}

// addRoom stores a new room and its seats; it returns once they are committed.
func (s *store) addRoom(ctx context.Context, r *roomRow) error {
	return s.do(ctx, write{room: r})
}

// appendCommands stores commands of one room; it returns once they are committed.
func (s *store) appendCommands(ctx context.Context, rows []commandRow) error {
	return s.do(ctx, write{commands: rows})
}

// addChat stores a chat line; it returns once it is committed.
func (s *store) addChat(ctx context.Context, c chatRow) error {
	return s.do(ctx, write{chat: &c})
}

func (s *store) do(ctx context.Context, w write) error {
	w.done = make(chan error, 1)
	s.mu.RLock()
	if s.closed {
		s.mu.RUnlock()
		return errors.New("the server is shutting down")
	}
	select {
	case s.writes <- w:
	case <-ctx.Done():
		s.mu.RUnlock()
		return ctx.Err()
	}
	s.mu.RUnlock()
	return <-w.done // once queued, the write is committed or fails: wait for which
}

// writer commits the waiting writes together, at most maxBatch in one transaction. Before
// it commits, it lets the goroutines that are ready run (yields) a few times, so that on a
// busy server the commands being applied meanwhile join the same transaction: a commit
// writes its pages to the log whatever it holds. On an idle server nothing else is ready
// and the yields return at once.
func (s *store) writer() {
	defer close(s.done)
	const maxBatch, yields = 512, 4
	for w := range s.writes {
		batch := []write{w}
		open := true
		for y := 0; open && y <= yields && len(batch) < maxBatch; y++ {
			if y > 0 {
				runtime.Gosched()
			}
			batch, open = gather(s.writes, batch, maxBatch)
		}
		err := s.commit(batch)
		for _, w := range batch {
			w.done <- err
		}
	}
}

// gather adds the writes waiting to the batch, up to most; false once the channel closed.
func gather(writes <-chan write, batch []write, most int) ([]write, bool) {
	for len(batch) < most {
		select {
		case w, ok := <-writes:
			if !ok {
				return batch, false
			}
			batch = append(batch, w)
		default:
			return batch, true
		}
	}
	return batch, true
}

func (s *store) commit(batch []write) error {
	tx, err := s.db.Begin()
	if err != nil {
		return fmt.Errorf("cannot store: %v", err)
	}
	now := time.Now().Unix()
	insert := tx.Stmt(s.insert)
	for _, w := range batch {
		if err := s.put(tx, insert, w, now); err != nil {
			tx.Rollback()
			return fmt.Errorf("cannot store: %v", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("cannot store: %v", err)
	}
	return nil
}

// insertCommand stores one command.
const insertCommand = `INSERT INTO commands (room, n, seat, entry, hash, at) VALUES (?,?,?,?,?,?)`

func (s *store) put(tx *sql.Tx, insert *sql.Stmt, w write, now int64) error {
	if r := w.room; r != nil {
		if _, err := tx.Exec(`INSERT INTO rooms (id, ruleset, scenario, options, seed, watch_hash, created) VALUES (?,?,?,?,?,?,?)`,
			r.ID, r.Ruleset, r.Scenario, r.Options, int64(r.Seed), r.WatchHash, r.Created); err != nil {
			return err
		}
		for _, st := range r.Seats {
			if _, err := tx.Exec(`INSERT INTO seats (room, seat, secret_hash, computer, level) VALUES (?,?,?,?,?)`, r.ID, st.Seat, st.Hash, st.Computer, st.Level); err != nil {
				return err
			}
		}
	}
	if c := w.chat; c != nil {
		if _, err := tx.Exec(`INSERT INTO chat (room, n, seat, name, text, at) VALUES (?,?,?,?,?,?)`, c.Room, c.N, c.Seat, c.Name, c.Text, c.At); err != nil {
			return err
		}
	}
	for _, c := range w.commands {
		if _, err := insert.Exec(c.Room, c.N, c.Seat, c.Entry, c.Hash, now); err != nil {
			return err
		}
	}
	return nil
}

// roomCount counts the stored rooms.
func (s *store) roomCount() (int, error) {
	var n int
	err := s.db.QueryRow(`SELECT count(*) FROM rooms`).Scan(&n)
	return n, err
}

// room reads one stored room with its seats (nil: no such room).
func (s *store) room(id string) (*roomRow, error) {
	r := &roomRow{}
	var seed int64
	err := s.db.QueryRow(`SELECT id, ruleset, scenario, options, seed, watch_hash, created FROM rooms WHERE id = ?`, id).
		Scan(&r.ID, &r.Ruleset, &r.Scenario, &r.Options, &seed, &r.WatchHash, &r.Created)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	r.Seed = uint64(seed)
	seats, err := s.db.Query(`SELECT seat, secret_hash, computer, level FROM seats WHERE room = ?`, id)
	if err != nil {
		return nil, err
	}
	defer seats.Close()
	for seats.Next() {
		var st seatRow
		if err := seats.Scan(&st.Seat, &st.Hash, &st.Computer, &st.Level); err != nil {
			return nil, err
		}
		r.Seats = append(r.Seats, st)
	}
	return r, seats.Err()
}

// chat reads a room's last n chat lines, oldest first, and the number of its last line.
func (s *store) chat(room string, n int) ([]chatRow, int, error) {
	rows, err := s.db.Query(`SELECT n, seat, name, text, at FROM chat WHERE room = ? ORDER BY n DESC LIMIT ?`, room, n)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var out []chatRow
	for rows.Next() {
		c := chatRow{Room: room}
		if err := rows.Scan(&c.N, &c.Seat, &c.Name, &c.Text, &c.At); err != nil {
			return nil, 0, err
		}
		out = append(out, c)
	}
	slices.Reverse(out)
	last := 0
	if len(out) > 0 {
		last = out[len(out)-1].N
	}
	return out, last, rows.Err()
}

// commands reads a room's log in order.
func (s *store) commands(room string) ([]commandRow, error) {
	rows, err := s.db.Query(`SELECT n, seat, entry, hash FROM commands WHERE room = ? ORDER BY n`, room)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []commandRow
	for rows.Next() {
		c := commandRow{Room: room}
		if err := rows.Scan(&c.N, &c.Seat, &c.Entry, &c.Hash); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}
