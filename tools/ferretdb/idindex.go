package main

// FerretDB 1.24's SQLite backend filters by _id with the SQL path expression
// `_ferretdb_sjson->'$._id'` (metadata.IDColumn in internal/backends/sqlite), but the
// unique index it creates for _id is on `_ferretdb_sjson->"_id"`, a different expression,
// so SQLite scans the whole table for every lookup, update and delete by _id. This file
// adds an index on exactly the expression those statements use, to every collection table.

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver FerretDB itself uses: no CGO
)

const (
	// idExpr is metadata.IDColumn of FerretDB 1.24's SQLite backend.
	idExpr = `_ferretdb_sjson->'$._id'`
	// idIndexSuffix names our index "<table>_peernet_id_expr"; FerretDB names its own
	// indexes "<table>_<mongo index name>" and drops only those it recorded.
	idIndexSuffix = "_peernet_id_expr"
	// metadataTable is FerretDB's list of collections in each database file.
	metadataTable = "_ferretdb_collections"
)

// byIDStatements are the statements FerretDB 1.24 runs by _id (internal/backends/sqlite/
// collection.go: Query with a filter of only a string or ObjectID _id, UpdateAll, DeleteAll),
// with %q standing for the table.
var byIDStatements = []struct{ name, sql string }{
	{"find", `SELECT _ferretdb_sjson FROM %q WHERE ` + idExpr + ` = ?`},
	{"update", `UPDATE %q SET _ferretdb_sjson = ? WHERE ` + idExpr + ` = ?`},
	{"delete", `DELETE FROM %q WHERE ` + idExpr + ` IN (?)`},
}

// openFile opens an existing database file (never creates one) with a busy timeout, so a
// moment of FerretDB's write lock makes us wait instead of fail.
func openFile(file string) (*sql.DB, error) {
	u := url.URL{Scheme: "file", OmitHost: true, Path: file}
	db, err := sql.Open("sqlite", u.String()+"?mode=rw&_pragma=busy_timeout(5000)")
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	return db, nil
}

// idIndexer adds the _id expression index to every collection table of the database
// files in dir. Safe for concurrent use; runs one pass at a time.
type idIndexer struct {
	dir      string
	mu       sync.Mutex
	reported map[string]bool // problems already written to stderr, so each appears once
}

func newIDIndexer(dir string) *idIndexer {
	return &idIndexer{dir: dir, reported: map[string]bool{}}
}

// ensure makes one pass over every database file and returns how many indexes it created.
func (x *idIndexer) ensure(ctx context.Context) int {
	x.mu.Lock()
	defer x.mu.Unlock()
	files, _ := filepath.Glob(filepath.Join(x.dir, "*.sqlite"))
	created := 0
	for _, f := range files {
		n, err := ensureFile(ctx, f)
		created += n
		if err != nil && ctx.Err() == nil {
			x.report(fmt.Sprintf("cannot add the _id index in %s: %v", filepath.Base(f), err))
		}
	}
	return created
}

func (x *idIndexer) report(msg string) {
	if x.reported[msg] {
		return
	}
	x.reported[msg] = true
	fmt.Fprintf(os.Stderr, "ferretdb: %s\n", msg)
}

// missingTables lists the collection tables of db that lack our index.
func missingTables(ctx context.Context, db *sql.DB) ([]string, error) {
	rows, err := db.QueryContext(ctx, fmt.Sprintf(`
		SELECT c.table_name FROM %q c
		WHERE EXISTS (SELECT 1 FROM sqlite_schema t WHERE t.type = 'table' AND t.name = c.table_name)
		  AND NOT EXISTS (SELECT 1 FROM sqlite_schema i WHERE i.type = 'index' AND i.name = c.table_name || ?)`,
		metadataTable), idIndexSuffix)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var tables []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			return nil, err
		}
		tables = append(tables, t)
	}
	return tables, rows.Err()
}

// ensureFile indexes the tables of one database file; each CREATE INDEX is its own short
// write transaction (about 0.2 s at 100,000 documents).
func ensureFile(ctx context.Context, file string) (int, error) {
	db, err := openFile(file)
	if err != nil {
		return 0, err
	}
	defer db.Close()
	tables, err := missingTables(ctx, db)
	if err != nil {
		// A file FerretDB has just created or is dropping has no metadata table (yet).
		if strings.Contains(err.Error(), "no such table") || errors.Is(err, os.ErrNotExist) {
			return 0, nil
		}
		return 0, err
	}
	created := 0
	for _, t := range tables {
		q := fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %q ON %q (%s)`, t+idIndexSuffix, t, idExpr)
		if _, err := db.ExecContext(ctx, q); err != nil {
			if strings.Contains(err.Error(), "no such table") {
				continue // dropped meanwhile
			}
			return created, err
		}
		created++
	}
	return created, nil
}

// explainFile prints, for every collection table of file, SQLite's query plan of each
// statement FerretDB runs by _id: "<table>\t<find|update|delete>\t<plan detail>".
func explainFile(file string) error {
	if _, err := os.Stat(file); err != nil {
		return err
	}
	db, err := openFile(file)
	if err != nil {
		return err
	}
	defer db.Close()
	ctx := context.Background()
	rows, err := db.QueryContext(ctx, fmt.Sprintf(`SELECT table_name FROM %q ORDER BY table_name`, metadataTable))
	if err != nil {
		return err
	}
	var tables []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			rows.Close()
			return err
		}
		tables = append(tables, t)
	}
	rows.Close()
	for _, t := range tables {
		for _, s := range byIDStatements {
			args := make([]any, strings.Count(s.sql, "?")) // the driver wants every parameter bound
			for i := range args {
				args[i] = `"x"`
			}
			plan, err := db.QueryContext(ctx, "EXPLAIN QUERY PLAN "+fmt.Sprintf(s.sql, t), args...)
			if err != nil {
				return err
			}
			for plan.Next() {
				var id, parent, notused int
				var detail string
				if err := plan.Scan(&id, &parent, &notused, &detail); err != nil {
					plan.Close()
					return err
				}
				fmt.Printf("%s\t%s\t%s\n", t, s.name, detail)
			}
			plan.Close()
		}
	}
	return nil
}
