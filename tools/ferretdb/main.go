// Command ferretdb runs an embedded FerretDB 1.24 with the SQLite handler, so the
// product has a MongoDB-compatible server on machines where mongod cannot be
// downloaded. It prints "READY <mongodb-uri>" on stdout once it accepts
// connections and exits cleanly on SIGINT/SIGTERM.
//
// It holds an exclusive lock on <dir>/LOCK, so a second engine on the same folder is
// refused with the pid of the first; with -watch-parent it stops when its stdin closes or
// its parent process changes, so it never outlives the BFF (see process.go).
//
// It also gives every collection table the index FerretDB's own lookups by _id need
// (see idindex.go): at start, before READY, then for tables created later by a check
// every -index-every (2 s) and at once on SIGUSR1. `-explain FILE.sqlite` prints the
// query plans of FerretDB's by-_id statements for each collection table of that file.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	dir := flag.String("dir", "data/ferretdb", "folder that keeps the SQLite database files")
	listen := flag.String("listen", "127.0.0.1:0", "TCP address to listen on (port 0 picks a free one)")
	verbose := flag.Bool("verbose", false, "log FerretDB's own messages to stderr")
	indexEvery := flag.Duration("index-every", 2*time.Second, "how often to look for collection tables that lack the _id index")
	watch := flag.Bool("watch-parent", false, "stop when stdin reaches end of file or the parent process changes")
	explain := flag.String("explain", "", "print the query plans of FerretDB's by-_id SQL for each table of this .sqlite file, then exit")
	flag.Parse()

	if *explain != "" {
		if err := explainFile(*explain); err != nil {
			fail("explain %s: %v", *explain, err)
		}
		return
	}

	abs, err := filepath.Abs(*dir)
	if err != nil {
		fail("data folder %q: %v", *dir, err)
	}
	if err := os.MkdirAll(abs, 0o700); err != nil {
		fail("cannot create data folder %q: %v", abs, err)
	}
	lock, err := lockDataFolder(abs)
	if err != nil {
		fail("%v", err)
	}
	defer lock.Close()

	// Resolve port 0 ourselves so that the URI is known before Run starts serving.
	addr := *listen
	if host, port, err := net.SplitHostPort(addr); err == nil && port == "0" {
		l, err := net.Listen("tcp", addr)
		if err != nil {
			fail("cannot find a free port on %s: %v", host, err)
		}
		addr = l.Addr().String()
		l.Close()
	}

	level := slog.LevelError
	var out io.Writer = io.Discard
	if *verbose {
		level = slog.LevelInfo
		out = os.Stderr
	}
	logger := slog.New(slog.NewTextHandler(out, &slog.HandlerOptions{Level: level}))

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: addr},
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/",
		Logger:    logger,
	})
	if err != nil {
		fail("cannot start FerretDB: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *watch {
		ctx, stop = context.WithCancel(ctx)
		defer stop()
		var once sync.Once
		watchParent(func(reason string) {
			once.Do(func() {
				fmt.Fprintf(os.Stderr, "ferretdb: stopping: %s\n", reason)
				stop()
				// A clean stop closes the SQLite files; never linger past a few seconds.
				time.AfterFunc(5*time.Second, func() { os.Exit(0) })
			})
		})
	}

	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = f.Run(ctx)
	}()

	// Announce readiness only once the port accepts connections.
	deadline := time.Now().Add(30 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", addr, 500*time.Millisecond)
		if err == nil {
			c.Close()
			break
		}
		if time.Now().After(deadline) {
			fail("FerretDB did not accept connections on %s within 30 s", addr)
		}
		time.Sleep(50 * time.Millisecond)
	}
	// Index the tables that already exist before anyone connects, then keep watching.
	// SIGUSR1 is caught before READY, so an early one never ends the process.
	ix := newIDIndexer(abs)
	usr1 := make(chan os.Signal, 1)
	signal.Notify(usr1, syscall.SIGUSR1)
	ix.ensure(ctx)
	indexed := make(chan struct{})
	go func() {
		defer close(indexed)
		watchTables(ctx, ix, *indexEvery, usr1)
	}()

	fmt.Printf("READY mongodb://%s/\n", addr)

	<-done
	<-indexed
}

// watchTables indexes new collection tables every period and on SIGUSR1 until ctx ends.
func watchTables(ctx context.Context, ix *idIndexer, period time.Duration, usr1 chan os.Signal) {
	defer signal.Stop(usr1)
	tick := time.NewTicker(period)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		case <-usr1:
		}
		ix.ensure(ctx)
	}
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "ferretdb: "+format+"\n", args...)
	os.Exit(1)
}
