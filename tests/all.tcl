# SPDX-License-Identifier: MIT
# all.tcl: run every tests/*.test file (or those named on the command
# line, e.g. `tclsh tests/all.tcl solve`), then print the closing count.
# A second argument filters test names by glob, e.g. `solve solve-2.*`.
# `-quick` runs every file but the slow ones (`make test`), `-slow` only
# those (`make test-slow`).  `-j N` first runs the files N at a time,
# each in a tclsh of its own (the Makefile passes the machine's cores);
# a file's output is printed whole when it ends, with its time.
source [file join [file dirname [info script]] tester.tcl]

# The slow suites: searches run to the work budget (budget), the hardest
# 25x25 grids (big), the rater's rare corners (coverage_rate).
set slow {big budget coverage_rate}
# The files that take longest, started first when files run in parallel
# so that no long one starts last (the longest first).
set longest {big cli import generate reliability_cli rate memory canon
             cli_ui svg pg budget}

set jobs 1
if {[lindex $argv 0] eq "-j"} {
  set jobs [lindex $argv 1]
  set argv [lrange $argv 2 end]
  if {![string is integer -strict $jobs] || $jobs < 1} {
    puts stderr "all.tcl: -j wants a number of files at a time, got \"$jobs\""
    exit 2
  }
}

set files [lsort [glob -directory [file join $::T(root) tests] *.test]]
switch -- [lindex $argv 0] {
  -quick {
    set files [lmap f $files {
      if {[file rootname [file tail $f]] in $slow} continue
      set f
    }]
  }
  -slow {
    set files [lmap n $slow { file join $::T(root) tests $n.test }]
  }
  default {
    if {[llength $argv] >= 1} {
      set files [list [file join $::T(root) tests [lindex $argv 0].test]]
    }
    if {[llength $argv] >= 2} { set ::T(filter) [lindex $argv 1] }
  }
}
cd $::T(root)

# ---- one file at a time, in this interpreter ----------------------------
proc run_here {files} {
  # Test files run at global level, so the loop keeps its state in ::T.
  foreach ::T(file) $files {
    set ::T(before) [expr {$::T(passed) + $::T(failed)}]
    reset_db
    if {[catch {uplevel #0 [list source $::T(file)]} msg]} {
      incr ::T(failed)
      lappend ::T(failures) [file tail $::T(file)]
      puts "! [file tail $::T(file)] stopped with an error: $msg"
      puts $::errorInfo
    }
    puts "[file tail $::T(file)]: [expr {$::T(passed) + $::T(failed) - $::T(before)}] tests"
  }
}

# ---- N files at a time, each in a tclsh of its own ----------------------
# A child's output is kept until it ends; then it is printed whole and its
# closing count ("P passed, F failed") is added to ours.  A child that
# ends without one (it crashed) counts as one failure of its file.
proc start_next {} {
  if {![llength $::queue]} return
  set f [lindex $::queue 0]
  set ::queue [lrange $::queue 1 end]
  set cmd [list [info nameofexecutable] [file join $::T(root) tests all.tcl] \
               [file rootname [file tail $f]] 2>@1]
  set ch [open |$cmd r]
  fconfigure $ch -blocking 0 -translation auto
  set ::out($ch) ""
  set ::name($ch) [file tail $f]
  set ::start($ch) [clock milliseconds]
  incr ::running
  fileevent $ch readable [list child_output $ch]
}

proc child_output {ch} {
  append ::out($ch) [read $ch]
  if {![eof $ch]} return
  fconfigure $ch -blocking 1
  catch {close $ch} msg
  set secs [expr {([clock milliseconds] - $::start($ch)) / 1000.0}]
  set lines [split [string trimright $::out($ch) \n] \n]
  set last [lindex $lines end]
  if {[regexp {^(\d+) passed, (\d+) failed$} $last -> p f]} {
    incr ::T(passed) $p
    incr ::T(failed) $f
    if {$f} { lappend ::T(failures) $::name($ch) }
    set lines [lrange $lines 0 end-1]
    if {[string match "failures: *" [lindex $lines end]]} {
      set lines [lrange $lines 0 end-1]
    }
  } else {
    incr ::T(failed)
    lappend ::T(failures) $::name($ch)
    lappend lines "! $::name($ch) ended without its count: $msg"
  }
  puts [join $lines \n]
  puts [format "(%s: %.1f s)" $::name($ch) $secs]
  flush stdout
  unset ::out($ch) ::name($ch) ::start($ch)
  incr ::running -1
  start_next
  if {$::running == 0} { set ::done 1 }
}

proc run_parallel {files jobs} {
  set first {}
  foreach n $::longest {
    set f [file join $::T(root) tests $n.test]
    if {$f in $files} { lappend first $f }
  }
  set ::queue $first
  foreach f $files { if {$f ni $first} { lappend ::queue $f } }
  set ::running 0
  for {set i 0} {$i < $jobs} {incr i} { start_next }
  if {$::running} { vwait ::done }
}

if {$jobs > 1 && [llength $files] > 1} {
  run_parallel $files $jobs
} else {
  run_here $files
}
report_and_exit
