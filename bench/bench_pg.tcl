# SPDX-License-Identifier: MIT
# bench_pg.tcl: the measurements of bench/bench_pg.sh (see there).
package require sqlite3
set root [file normalize [file join [file dirname [info script]] ..]]
source [file join $root tests pglib.tcl]
# The benchmark data: $BENCH_DATA (bench/lib.sh: bench_pg.sh checks it),
# relative to the project root.
set data [file join $root [expr {[info exists env(BENCH_DATA)] ? $env(BENCH_DATA) : "../shared/data"}]]
set nSolve [expr {[info exists env(PG_BENCH_SOLVE)] ? $env(PG_BENCH_SOLVE) : 49158}]
set nRate [expr {[info exists env(PG_BENCH_RATE)] ? $env(PG_BENCH_RATE) : 1000}]

# The first N puzzles of a file of the benchmark data.
proc puzzles {file n} {
  set f [open [file join $::data $file]]
  set out {}
  while {[llength $out] < $n && [gets $f line] >= 0} {
    if {[string index $line 0] ne "#"} { lappend out [string range $line 0 80] }
  }
  close $f
  return $out
}

# Seconds of SQL on cluster NAME after SETUP (other statements): its
# execution time as EXPLAIN ANALYZE measures it (no connection or client
# time).
proc pg_seconds {name setup sql} {
  set plan [pg_eval $name "$setup; EXPLAIN (ANALYZE, TIMING OFF) $sql"]
  regexp {Execution Time: ([0-9.]+) ms} $plan -> ms
  expr {$ms / 1000.0}
}

# CPU seconds (user and system) process PID has used so far.
set ::tck [exec getconf CLK_TCK]
proc cpu_of {pid} {
  set f [open /proc/$pid/stat]
  set stat [read $f]
  close $f
  set rest [string range $stat [expr {[string last ")" $stat] + 2}] end]
  expr {([lindex $rest 11] + [lindex $rest 12]) / double($::tck)}
}

# CPU seconds of SQL in SQLite (this process).
proc lite_cpu {sql} {
  set t [cpu_of [pid]]
  db eval $sql
  expr {[cpu_of [pid]] - $t}
}

# CPU seconds of one-row SQL in the session of psql channel CH, whose
# server process is PID.
proc pg_cpu {ch pid sql} {
  set t [cpu_of $pid]
  puts $ch $sql
  gets $ch
  expr {[cpu_of $pid] - $t}
}

# The best (smallest) time of 3 alternating runs of each script.
proc best3 {args} {
  set best [lrepeat [llength $args] 1e99]
  for {set i 0} {$i < 3} {incr i} {
    set k 0
    foreach s $args {
      set t [uplevel 1 $s]
      if {$t < [lindex $best $k]} { lset best $k $t }
      incr k
    }
  }
  return $best
}

set solveSet [puzzles 17_clue.txt $nSolve]
set rateSet [puzzles se_rated.txt $nRate]

sqlite3 db :memory:
db enable_load_extension 1
db eval {SELECT load_extension($::root || '/sudoku.so')}
foreach {t set} {solve_p solveSet rate_p rateSet} {
  db eval "CREATE TABLE ${t} (id INTEGER PRIMARY KEY, puzzle TEXT NOT NULL)"
  db transaction {
    foreach p [set $set] { db eval "INSERT INTO ${t} (puzzle) VALUES (\$p)" }
  }
}

try {
  pg_start a "max_parallel_workers_per_gather = 2"
  pg_eval a {CREATE EXTENSION sudoku}
  pg_puzzles a solve_p $solveSet
  pg_puzzles a rate_p $rateSet
  pg_eval a {ALTER TABLE rate_p SET (parallel_workers = 2)}

  # One session of psql, its server process's CPU time read around each
  # statement (CPU time: the machine is shared, wall time would measure
  # the others too).
  set ch [open |[pg_psql a] r+]
  fconfigure $ch -buffering line
  puts $ch "SET max_parallel_workers_per_gather = 0; SELECT pg_backend_pid();"
  set pid [gets $ch]
  puts "== PostgreSQL vs SQLite, one core, CPU time, best of 3 (rows/s) =="
  puts [format "%-14s %8s %12s %12s %8s" function rows SQLite PostgreSQL pg/lite]
  # Each of the 17-clue puzzles is solved 5 times (a table `reps` of 5
  # rows), for enough CPU time to measure in clock ticks.
  db eval {CREATE TABLE reps(n); INSERT INTO reps VALUES (1),(2),(3),(4),(5)}
  puts $ch "CREATE TABLE reps AS SELECT generate_series(1, 5) AS n;"
  foreach {fn t n} [list sudoku_solve "solve_p, reps" [expr {5*$nSolve}] \
                         sudoku_rate rate_p $nRate] {
    set sql "SELECT count($fn\(puzzle)) FROM $t;"
    lassign [best3 [list lite_cpu $sql] [list pg_cpu $ch $pid $sql]] lite pg
    puts [format "%-14s %8d %12.0f %12.0f %7.2fx" $fn $n [expr {$n/$lite}] \
            [expr {$n/$pg}] [expr {$lite/$pg}]]
  }
  close $ch

  puts "\n== parallel query: CREATE TABLE AS SELECT sudoku_rate, $nRate rows, wall time =="

  set ctas {CREATE TABLE rated AS SELECT id, sudoku_rate(puzzle) FROM rate_p}
  set drop {DROP TABLE IF EXISTS rated}
  lassign [best3 \
    [list pg_seconds a "$drop; SET max_parallel_workers_per_gather = 0" $ctas] \
    [list pg_seconds a "$drop; SET max_parallel_workers_per_gather = 2" $ctas]] one two
  puts [format "no workers %.2f s, 2 workers %.2f s: speed-up %.2fx" \
          $one $two [expr {$one/$two}]]
  puts [regexp -inline {Workers Launched: [0-9]+} \
          [pg_eval a "$drop; EXPLAIN (ANALYZE, TIMING OFF) $ctas"]]

  puts "\n== three servers (postgres_fdw, async) vs one, $nRate rows, wall time =="
  foreach k {1 2} {
    pg_start r$k
    pg_eval r$k {CREATE EXTENSION sudoku}
    pg_puzzles r$k share $rateSet 2 [expr {$k % 2}]
    pg_eval r$k "CREATE VIEW rated AS SELECT id, sudoku_rate(puzzle) AS rate,
                   $k AS shard FROM share"
    pg_eval a "CREATE EXTENSION IF NOT EXISTS postgres_fdw;
      CREATE SERVER r$k FOREIGN DATA WRAPPER postgres_fdw
        OPTIONS (host '127.0.0.1', port '$::PG(r$k,port)', dbname 'postgres',
                 async_capable 'true');
      CREATE USER MAPPING FOR postgres SERVER r$k OPTIONS (user 'postgres')"
  }
  pg_eval a {CREATE TABLE fdw_rated (id integer, rate double precision,
               shard integer) PARTITION BY LIST (shard);
    CREATE FOREIGN TABLE fdw_rated_1 PARTITION OF fdw_rated FOR VALUES IN (1)
      SERVER r1 OPTIONS (table_name 'rated');
    CREATE FOREIGN TABLE fdw_rated_2 PARTITION OF fdw_rated FOR VALUES IN (2)
      SERVER r2 OPTIONS (table_name 'rated')}
  lassign [best3 \
    [list pg_seconds a "$drop; SET max_parallel_workers_per_gather = 0" $ctas] \
    [list pg_seconds a $drop \
       "CREATE TABLE rated AS SELECT id, rate FROM fdw_rated"]] one three
  puts [format "one server %.2f s, three servers %.2f s: speed-up %.2fx" \
          $one $three [expr {$one/$three}]]
  puts "(2 cores shared by every server here: 2x at best)"
} finally {
  foreach n {a r1 r2} { pg_stop $n }
}
