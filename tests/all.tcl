# all.tcl: run every tests/*.test file (or those named on the command
# line, e.g. `tclsh tests/all.tcl solve`), then print the closing count.
# A second argument filters test names by glob, e.g. `solve solve-2.*`.
source [file join [file dirname [info script]] tester.tcl]

set files [lsort [glob -directory [file join $::T(root) tests] *.test]]
if {[llength $argv] >= 1} {
  set files [list [file join $::T(root) tests [lindex $argv 0].test]]
}
if {[llength $argv] >= 2} { set ::T(filter) [lindex $argv 1] }
cd $::T(root)
foreach f $files {
  set before [expr {$::T(passed) + $::T(failed)}]
  reset_db
  if {[catch {source $f} msg]} {
    incr ::T(failed)
    lappend ::T(failures) [file tail $f]
    puts "! [file tail $f] stopped with an error: $msg"
    puts $::errorInfo
  }
  puts "[file tail $f]: [expr {$::T(passed) + $::T(failed) - $before}] tests"
}
finish_test
