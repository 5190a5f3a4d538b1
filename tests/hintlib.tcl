# SPDX-License-Identifier: MIT
# hintlib.tcl: checking the steps of sudoku_explain against Sudoku
# Explainer's (SE) own description of the same step, for the tests of the
# steps' patterns (tests/hint_*.test, which source this file).
#
# Our step k of a puzzle is SE's step k.  A case gives SE's short
# description of it (serate's %s, e.g. "XY-Wing: Cells r1c7,r1c1,r9c7 on
# value 7"), its placements and eliminations, and how the cells SE names
# map to roles (a family, below); hint_check compares our step with all
# of that:
#
#   hint_check NAME PUZZLE K FAMILY SE-TEXT SE-PLACED SE-REMOVED
#
# and hint_why gives the step's sentence.  The pattern is compared as a
# set of role:name texts, candidates by their cells and their digits
# apart (SE's text names a subset's cells and digits, not which digit is
# in which cell):
#
#   unit:box 2   line:column 5   cell:r3c4   pivot:r1c7   target:r8c2
#   cand:r3c4    digit:7
#
# Families and the parts SE's text gives:
#   single   "r1c4: 1 in block" (unit of that kind, the candidate) or
#            "r5c6: 5" (naked: the cell, the candidate)
#   last     a hidden single that is a unit's last empty cell: the unit,
#            the cell, the candidate
#   locked   "Cells r4c5,r6c5: 8 in block and column": the first unit is
#            the base, the second the cover; the digit's candidates in
#            the base.  Direct ("5 of block in row"): also the unit of the
#            base's kind holding the placed cell, and that cell (target)
#   subset   "Cells r1c8,r4c8: 7,9 in column": the unit, the cells, the
#            candidates (cells and digits); direct: the placed cell
#   fish     "Cells ...: 6 in 2 rows and 2 columns": base units of the
#            first kind, cover units of the second, the candidates
#   wing     "Cells P,A,B on value 7": pivot P, pincers A and B
#   wxyz     "Cells A,B,C,Y on value 1": pincers A, B, C, pivot Y
#   (wings: the candidates of all their cells; SE's text does not say
#   their digits, so those of ours are left out of the comparison)

# Step k of puzzle p, as sudoku_explain writes it.
proc hint_step {p k} {
  db one {SELECT value FROM json_each(sudoku_explain($p)) WHERE key=$k-1}
}

# Step k's sentence.
proc hint_why {p k} {
  set step [hint_step $p $k]
  db one {SELECT $step->>'why'}
}

# "r3c4" -> {row col box}, each 1..9.
proc hint_rcb {cell} {
  scan $cell r%dc%d r c
  list $r $c [expr {($r-1)/3*3 + ($c-1)/3 + 1}]
}

# The unit of a kind (row, column, box, as SE's row/column/block) holding
# a cell: "box 2".
proc hint_unit_of {kind cell} {
  lassign [hint_rcb $cell] r c b
  switch -- $kind {
    row {return "row $r"}
    column {return "column $c"}
    block - box {return "box $b"}
  }
  error "hint_unit_of: no kind $kind"
}

# Our step's pattern as sorted role:name texts (see the top).
proc hint_parts {step} {
  db eval {
    SELECT DISTINCT x FROM (
      SELECT (value->>'role') || ':' || (value->>'unit') AS x
        FROM json_each($step, '$.pattern.units')
      UNION ALL
      SELECT (value->>'role') || ':' || (value->>'cell')
        FROM json_each($step, '$.pattern.cells')
      UNION ALL
      SELECT 'cand:' || (value->>'cell')
        FROM json_each($step, '$.pattern.candidates')
      UNION ALL
      SELECT 'digit:' || (value->>'digit')
        FROM json_each($step, '$.pattern.candidates')
    ) ORDER BY x
  }
}

# The parts SE's text te of family fam names, with the placed cells
# (direct techniques' targets), as sorted role:name texts.
proc hint_se_parts {fam te placed} {
  set cells [regexp -all -inline {r[1-9]c[1-9]} $te]
  set out {}
  foreach cell $cells { lappend out cand:$cell }
  set digits {}
  if {[regexp {: ([1-9](,[1-9])*) (in|of)} $te -> ds]} {
    set digits [split $ds ,]
  } elseif {[regexp {^[^:]*: r[1-9]c[1-9]: ([1-9])} $te -> d]} {
    set digits $d
  }
  foreach d $digits { lappend out digit:$d }
  set target [lindex [split [lindex $placed 0] =] 0]
  switch -- $fam {
    single - last {
      if {[regexp { in (row|column|block)$} $te -> kind]} {
        lappend out unit:[hint_unit_of $kind [lindex $cells 0]]
      }
      if {$fam eq "last" || ![regexp { in } $te]} {
        lappend out cell:[lindex $cells 0]
      }
    }
    locked {
      if {[regexp {in (row|column|block) and (row|column|block)$} $te \
             -> k1 k2]} {
        # pointing or claiming: base, then cover
      } else {
        regexp {of (row|column|block) in (row|column|block)$} $te -> k1 k2
        lappend out unit:[hint_unit_of $k1 $target] target:$target
      }
      foreach k [list $k1 $k2] {
        set role [expr {$k eq "block" ? "box" : "line"}]
        lappend out $role:[hint_unit_of $k [lindex $cells 0]]
      }
    }
    subset {
      regexp { in (row|column|block)$} $te -> kind
      lappend out unit:[hint_unit_of $kind [lindex $cells 0]]
      foreach cell $cells { lappend out cell:$cell }
      if {$target ne ""} { lappend out target:$target }
    }
    fish {
      regexp {in [0-9] (rows|columns) and [0-9] (rows|columns)$} $te -> kb kc
      foreach cell $cells {
        lappend out base:[hint_unit_of [string trimright $kb s] $cell]
        lappend out cover:[hint_unit_of [string trimright $kc s] $cell]
      }
    }
    wing - wxyz {
      set pivot [lindex $cells [expr {$fam eq "wing" ? 0 : "end"}]]
      foreach cell $cells {
        lappend out [expr {$cell eq $pivot ? "pivot" : "pincer"}]:$cell
      }
    }
  }
  lsort -unique $out
}

# Our step k of p against SE's: technique, placements and eliminations
# (sorted), and the pattern's parts SE's text names.
proc hint_check {name p k fam te placed removed} {
  set step [hint_step $p $k]
  set tech [db one {SELECT $step->>'technique'}]
  set got [list $tech \
    [lsort [db eval {SELECT value FROM json_each($step, '$.placements')}]] \
    [lsort [db eval {SELECT value FROM json_each($step, '$.eliminations')}]]]
  # SE's name, without a wing's digits ("WXYZ-Wing 138")
  regexp {^([^:]*?)( [0-9]+)?:} $te -> seTech
  set want [list $seTech [lsort $placed] [lsort $removed]]
  do_test $name.step [list set _ $got] $want
  set parts [hint_parts $step]
  if {$fam in {wing wxyz}} {
    set parts [lsearch -all -inline -not -glob $parts digit:*]
  }
  do_test $name.parts [list set _ $parts] [hint_se_parts $fam $te $placed]
}
