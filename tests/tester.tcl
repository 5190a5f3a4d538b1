# SPDX-License-Identifier: MIT
# tester.tcl: a small test harness in the manner of SQLite's own.
#
#   do_execsql_test NAME SQL EXPECTED   -- [db eval SQL] must equal EXPECTED
#   do_catchsql_test NAME SQL EXPECTED  -- {0 result} or {1 {error text}}
#   do_test NAME SCRIPT EXPECTED        -- the script's result must equal it
#
# Each test file starts with [reset_db]: a fresh in-memory database `db`
# with the extension loaded.  The extension and CLI under test come from
# $SUDOKU_EXT and $SUDOKUDB (default ./sudoku.so, ./sudokudb), so the same
# files test the plain, the sanitizer and the coverage builds.

package require sqlite3

# Sourced once, by all.tcl: the counts must not start again mid-run.
if {[info exists ::T(passed)]} {
  error "tester.tcl sourced twice: a test file must not source it (all.tcl does)"
}
set ::T(passed) 0
set ::T(failed) 0
set ::T(failures) {}
set ::T(root) [file normalize [file join [file dirname [info script]] ..]]
set ::T(ext) [expr {[info exists ::env(SUDOKU_EXT)] ? $::env(SUDOKU_EXT) : "sudoku.so"}]
set ::T(cli) [expr {[info exists ::env(SUDOKUDB)] ? $::env(SUDOKUDB) : "sudokudb"}]
set ::T(ext) [file normalize [file join $::T(root) $::T(ext)]]
set ::T(cli) [file normalize [file join $::T(root) $::T(cli)]]
# The bench programs some tests run: $SUDOKU_BENCH (default build/bench).
set ::T(bench) [expr {[info exists ::env(SUDOKU_BENCH)] ? $::env(SUDOKU_BENCH) : "build/bench"}]
set ::T(bench) [file normalize [file join $::T(root) $::T(bench)]]

# Open database FILE (default in-memory) as command NAME with the extension.
proc open_db {{name db} {file :memory:}} {
  sqlite3 $name $file
  $name enable_load_extension 1
  $name eval {SELECT load_extension($::T(ext))}
  return $name
}

# Close `db` if open and open a fresh in-memory one with the extension.
proc reset_db {} {
  catch {db close}
  open_db db
}

# What loading the extension adds to the rows of SQL (a pragma's list):
# those of `db` that a plain connection lacks, sorted.
proc added_by_load {sql} {
  sqlite3 plain :memory:
  set before [plain eval $sql]
  plain close
  set added {}
  foreach x [db eval $sql] {
    if {$x ni $before} { lappend added $x }
  }
  lsort $added
}

proc test_report {name ok expected got} {
  if {$ok} {
    incr ::T(passed)
  } else {
    incr ::T(failed)
    lappend ::T(failures) $name
    puts "! $name failed"
    puts "!   expected: [string range $expected 0 600]"
    puts "!   got:      [string range $got 0 600]"
  }
}

# Run only tests whose name matches $::T(filter), when one is given.
proc test_wanted {name} {
  expr {![info exists ::T(filter)] || [string match $::T(filter) $name]}
}

proc do_test {name script expected} {
  if {![test_wanted $name]} return
  if {[catch {uplevel 1 $script} got]} {
    set got "error: $got"
  }
  test_report $name [expr {$got eq $expected}] $expected $got
}

proc do_execsql_test {name sql expected} {
  if {![test_wanted $name]} return
  if {[catch {uplevel 1 [list db eval $sql]} got]} {
    set got "error: $got"
  }
  test_report $name [expr {$got eq [list {*}$expected]}] $expected $got
}

proc do_catchsql_test {name sql expected} {
  if {![test_wanted $name]} return
  set rc [catch {uplevel 1 [list db eval $sql]} got]
  set got [list $rc $got]
  test_report $name [expr {$got eq $expected}] $expected $got
}

# Path of sample file NAME in tests/data.  The suite reads no puzzles from
# outside the repository: tests/data/README.md says where each sample came from.
proc test_data {name} {
  file join $::T(root) tests data $name
}

# The first N 9x9 puzzles of sample file NAME (comment lines skipped); an
# error when it holds fewer, so that no test quietly checks less.
proc test_puzzles {name n} {
  set f [open [test_data $name]]
  set out {}
  while {[llength $out] < $n && [gets $f line] >= 0} {
    if {[string index $line 0] eq "#" || [string length $line] < 81} continue
    lappend out [string range $line 0 80]
  }
  close $f
  if {[llength $out] < $n} {
    error "tests/data/$name: [llength $out] puzzles, $n wanted"
  }
  return $out
}

# A very sparse 16x16: a minimal puzzle from tests/data with its first 41
# cells emptied (exact cover, sudoku_solutions, stops at the work budget
# on it rather than search for hours).
proc sparse16_puzzle {} {
  set minimal [lindex [split [read_file [test_data sudoku16.txt]] \n] 1]
  return [string repeat . 41][string range $minimal 41 255]
}

# Run the CLI with ARGS, feeding STDIN; returns {exitcode stdout stderr}.
proc run_cli {args} {
  set stdin ""
  if {[lindex $args 0] eq "-stdin"} {
    set stdin [lindex $args 1]
    set args [lrange $args 2 end]
  }
  set outfile [file join [temp_dir] stdout.txt]
  set errfile [file join [temp_dir] stderr.txt]
  set code 0
  if {[catch {exec $::T(cli) {*}$args << $stdin > $outfile 2> $errfile} msg opts]} {
    set ec [dict get $opts -errorcode]
    set code [expr {[lindex $ec 0] eq "CHILDSTATUS" ? [lindex $ec 2] : "error: $msg"}]
  }
  list $code [string trimright [read_file $outfile] \n] [string trim [read_file $errfile]]
}

# The database schema of version 8 (before the canon and canon_version
# columns and their index), from tests/data/schema_v9.sql: for the tests of the
# upgrades from older versions.
proc schema_v8 {} {
  string map [list \
    "  gen_moves      TEXT,                  -- gen_from (its id): sudokudb generate --from
  canon          TEXT,                  -- sudoku_canonical(puzzle) of a plain 9x9 or
                                        -- 4x4 puzzle; NULL otherwise or not yet known
  canon_version  INTEGER                -- the canonicalizer's version that made canon
" \
    "  gen_moves      TEXT                   -- gen_from (its id): sudokudb generate --from
" \
    "CREATE INDEX puzzle_by_canon ON puzzle(canon) WHERE canon IS NOT NULL;\n" "" \
    "PRAGMA user_version = 9;" "PRAGMA user_version = 8;"] \
    [schema_v9]
}

# The schema of version 9 (the puzzle table of text, before puzzle_store).
proc schema_v9 {} {
  read_file [file join $::T(root) tests data schema_v9.sql]
}

# The schema of version 10 (puzzle_store with a canonical form in every
# row and a unique index over the cells, before puzzle_class).
proc schema_v10 {} {
  read_file [file join $::T(root) tests data schema_v10.sql]
}

# The schema of version 7 (before the gen_from and gen_moves columns).
proc schema_v7 {} {
  string map [list \
    "  ed             REAL,                  -- rating (sudoku_ratings: EP, ED)
  gen_from       INTEGER,               -- made by local moves from puzzle
  gen_moves      TEXT                   -- gen_from (its id): sudokudb generate --from
" \
    "  ed             REAL                   -- rating (sudoku_ratings: EP, ED)
" \
    "PRAGMA user_version = 8;" "PRAGMA user_version = 7;"] \
    [schema_v8]
}

# The schema of version 6 (before the ep and ed columns).
proc schema_v6 {} {
  string map [list \
    "  rules          TEXT NOT NULL DEFAULT '',
                                        -- the variant's rules (JSON), '' = plain
  ep             REAL,                  -- pearl and diamond ratings beside
  ed             REAL                   -- rating (sudoku_ratings: EP, ED)
" \
    "  rules          TEXT NOT NULL DEFAULT ''
                                        -- the variant's rules (JSON), '' = plain
" \
    "PRAGMA user_version = 7;" "PRAGMA user_version = 6;"] \
    [schema_v7]
}

# The schema of version 5 (no rules column, the key on the puzzle alone).
proc schema_v5 {} {
  string map [list \
    "  gen_version    INTEGER,               -- sudoku_generate_version() that made it
  rules          TEXT NOT NULL DEFAULT ''
                                        -- the variant's rules (JSON), '' = plain
" \
    "  gen_version    INTEGER                -- sudoku_generate_version() that made it
" \
    "ON puzzle(puzzle, rules);" "ON puzzle(puzzle);" \
    "PRAGMA user_version = 6;" "PRAGMA user_version = 5;"] \
    [schema_v6]
}

# The contents of a file, bytes as they are.
proc read_file {path} {
  set f [open $path]
  fconfigure $f -translation binary
  set data [read $f]
  close $f
  return $data
}

# Every file below folder DIR of the repository ("" for all of it), as
# paths from its top; build output, hidden folders and node_modules are
# left out.
proc tree_files {{dir ""}} {
  set out {}
  set todo [list $dir]
  while {[llength $todo]} {
    set todo [lassign $todo dir]
    foreach f [glob -nocomplain -directory [file join $::T(root) $dir] \
                 -tails *] {
      set p [expr {$dir eq "" ? $f : "$dir/$f"}]
      if {[file isdirectory [file join $::T(root) $p]]} {
        if {$p ni {build node/node_modules}} { lappend todo $p }
      } else {
        lappend out $p
      }
    }
  }
  return $out
}

# A scratch directory for this run, removed at the end.
proc temp_dir {} {
  if {![info exists ::T(tmp)]} {
    set ::T(tmp) [file join [pwd] build test-tmp-[pid]]
    file mkdir $::T(tmp)
  }
  return $::T(tmp)
}

# Write CONTENT to a scratch file NAME (binary-safe) and return its path.
proc write_file {name content {translation binary}} {
  set path [file join [temp_dir] $name]
  set f [open $path w]
  fconfigure $f -translation $translation
  puts -nonewline $f $content
  close $f
  return $path
}

# Decode an 8-bit RGB or RGBA PNG into {width height rows}: each row a
# list of gray levels (0 black .. 255 white).
proc png_gray {path} {
  set f [open $path rb]
  set data [read $f]
  close $f
  set pos 8
  set idat ""
  while {$pos < [string length $data]} {
    binary scan $data @${pos}Ia4 len type
    set body [string range $data [expr {$pos+8}] [expr {$pos+7+$len}]]
    switch $type {
      IHDR { binary scan $body IIcucu w h depth ctype }
      IDAT { append idat $body }
    }
    incr pos [expr {12+$len}]
  }
  if {$depth != 8 || ($ctype != 2 && $ctype != 6)} {
    error "png_gray: unsupported PNG (depth $depth, colour type $ctype)"
  }
  set bpp [expr {$ctype == 6 ? 4 : 3}]
  set raw [zlib decompress $idat]
  set stride [expr {$w*$bpp}]
  set prev [lrepeat $stride 0]
  set rows {}
  for {set y 0} {$y < $h} {incr y} {
    set off [expr {$y*($stride+1)}]
    binary scan $raw @${off}cu filter
    binary scan $raw @[expr {$off+1}]cu$stride line
    set cur {}
    for {set i 0} {$i < $stride} {incr i} {
      set x [lindex $line $i]
      set a [expr {$i >= $bpp ? [lindex $cur end-[expr {$bpp-1}]] : 0}]
      set b [lindex $prev $i]
      set c [expr {$i >= $bpp ? [lindex $prev [expr {$i-$bpp}]] : 0}]
      switch $filter {
        0 { set v $x }
        1 { set v [expr {($x+$a) & 255}] }
        2 { set v [expr {($x+$b) & 255}] }
        3 { set v [expr {($x+($a+$b)/2) & 255}] }
        4 {
          set p [expr {$a+$b-$c}]
          set pa [expr {abs($p-$a)}]
          set pb [expr {abs($p-$b)}]
          set pc [expr {abs($p-$c)}]
          if {$pa <= $pb && $pa <= $pc} {
            set pr $a
          } elseif {$pb <= $pc} {
            set pr $b
          } else {
            set pr $c
          }
          set v [expr {($x+$pr) & 255}]
        }
      }
      lappend cur $v
    }
    set prev $cur
    set gray {}
    for {set i 0} {$i < $stride} {incr i $bpp} {
      lassign [lrange $cur $i [expr {$i+2}]] r g b
      if {$bpp == 4 && [lindex $cur [expr {$i+3}]] == 0} {
        lappend gray 255
      } else {
        lappend gray [expr {($r+$g+$b)/3}]
      }
    }
    lappend rows $gray
  }
  list $w $h $rows
}

# The darkest pixel inside the rectangle [x0,x1) x [y0,y1) of rows.
proc darkest {rows x0 y0 x1 y1} {
  set m 255
  for {set y $y0} {$y < $y1} {incr y} {
    foreach v [lrange [lindex $rows $y] $x0 [expr {$x1-1}]] {
      if {$v < $m} { set m $v }
    }
  }
  return $m
}

# Render the page at URL (a file: URL) in headless Chromium, W x H CSS
# pixels at SCALE device pixels each, to a PNG; return its path.  As root
# and without a display (CI): no sandbox, a throwaway profile; the
# sanitizer runtime of test-asan is not preloaded into it.
proc chromium_png {url w h {scale 1}} {
  set out [file join [temp_dir] chromium.png]
  set profile [file join [temp_dir] chromium-profile]
  file delete -force $out $profile
  exec env -u LD_PRELOAD -u ASAN_OPTIONS -u LSAN_OPTIONS -u UBSAN_OPTIONS \
    timeout 120 chromium --headless --no-sandbox --disable-gpu \
    --user-data-dir=$profile --hide-scrollbars \
    --force-device-scale-factor=$scale --window-size=$w,$h \
    --screenshot=$out $url >/dev/null 2>/dev/null
  file delete -force $profile
  return $out
}

# SQLite's test files end with finish_test; here all.tcl reports once at
# the end, so in a test file it does nothing.
proc finish_test {} {}

# Print the closing count and exit (non-zero when a test failed).
proc report_and_exit {} {
  catch {db close}
  if {[info exists ::T(tmp)]} { file delete -force $::T(tmp) }
  if {$::T(failed)} { puts "failures: $::T(failures)" }
  puts "$::T(passed) passed, $::T(failed) failed"
  exit [expr {$::T(failed) ? 1 : 0}]
}
