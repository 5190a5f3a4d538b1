# SPDX-License-Identifier: MIT
# all.tcl: run every tests/*.test file (or those named on the command
# line, e.g. `tclsh tests/all.tcl solve`), then print the closing count.
# A second argument filters test names by glob, e.g. `solve solve-2.*`.
# `-quick` runs every file but the slow ones (`make test`), `-slow` only
# those (`make test-slow`).
source [file join [file dirname [info script]] tester.tcl]

# The slow suites: searches run to the work budget (budget), the hardest
# 25x25 grids (big), the rater's rare corners (coverage_rate).
set slow {big budget coverage_rate}

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
# Test files run at global level, so the loop keeps its state in ::T.
foreach ::T(file) $files {
  set ::T(before) [expr {$::T(passed) + $::T(failed)}]
  reset_db
  if {[catch {source $::T(file)} msg]} {
    incr ::T(failed)
    lappend ::T(failures) [file tail $::T(file)]
    puts "! [file tail $::T(file)] stopped with an error: $msg"
    puts $::errorInfo
  }
  puts "[file tail $::T(file)]: [expr {$::T(passed) + $::T(failed) - $::T(before)}] tests"
}
report_and_exit
