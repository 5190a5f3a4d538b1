# SPDX-License-Identifier: MIT
# covreport.awk: merge gcov's branch counts (`gcov -b -c` output, one
# .gcov file per object and source) and report branch coverage of ext/ and sqlite/.
#
#   awk -v uncovered=FILE -f tests/covreport.awk build/cov/gcov/*/*.gcov
#
# The same source can come from several objects (the glue is built for
# sudoku.so and for the CLI; a header is compiled into many files): a
# branch is keyed by file, line and its position among the line's
# branches, and counts as taken when any object took it.  Prints a table
# per file (lines run, branches taken) with core and glue subtotals, and
# writes every line with an untaken branch to FILE as
# `ext/DIR/x.c:LINE: K of N untaken: source text`.
# Portable awk (Debian's default is mawk): sorting is left to sort(1).

# The branches of the line just read: a line compiled into several
# objects should have as many branches in each.
function end_line(){
  if( nbr > 0 ){
    if( (key in nbrSeen) && nbrSeen[key] != nbr ) mismatch++
    nbrSeen[key] = nbr
  }
  nbr = 0
}

# A new .gcov file: its "Source:" line names the file it covers.
FNR == 1 { end_line(); src = "" }

/^ *-: *0:Source:/ {
  src = $0
  sub(/^ *-: *0:Source:/, "", src)
  if( !match(src, /(^|\/)(ext|sqlite)\/.+$/) ){ src = ""; next }
  src = substr(src, RSTART)
  sub(/^\//, "", src)
  files[src] = 1
  next
}

src == "" { next }

# A source line: "COUNT:LINE:text", COUNT being "-" (no code), "#####"
# or "=====" (never run), or a number, maybe followed by "*".
/^ *(-|#####|=====|[0-9]+\*?): *[0-9]+:/ {
  split($0, f, ":")
  cnt = f[1]; gsub(/[ *]/, "", cnt)
  end_line()
  ln = f[2] + 0
  if( ln == 0 ) next
  key = src SUBSEP ln
  if( !(key in text) ){
    t = $0
    sub(/^[^:]*:[^:]*:/, "", t)
    gsub(/^[ \t]+/, "", t)
    text[key] = t
  }
  if( cnt == "-" ) next
  code[key] = 1
  if( cnt ~ /^[0-9]+$/ && cnt > 0 ) ran[key] = 1
  next
}

# "branch  N taken C" or "branch  N never executed".
/^branch +[0-9]+ / {
  if( ln == 0 ) next
  bkey = key SUBSEP nbr
  nbr++
  if( nbr > width[key] ) width[key] = nbr
  if( $3 == "taken" && $4 + 0 > 0 ) taken[bkey] = 1
  next
}

# The SQLite glue is sqlite/; everything in ext/ is the core.
function group(file){
  return file ~ /^sqlite\// ? "glue" : "core"
}

function pct(a, b){
  return b ? sprintf("%5.1f%%", 100*a/b) : "    -"
}

function row(name, lr, ln, bt, bn){
  printf "%-22s %6d/%-6d %s %6d/%-6d %s %6d\n", name, lr, ln, pct(lr, ln),
         bt, bn, pct(bt, bn), bn - bt
}

END {
  end_line()
  for( key in code ){
    split(key, k, SUBSEP)
    nline[k[1]]++
    if( key in ran ) nran[k[1]]++
  }
  sortcmd = "sort -t: -k1,1 -k2,2n"
  if( uncovered != "" ) sortcmd = sortcmd " > " uncovered
  for( key in width ){
    split(key, k, SUBSEP)
    miss = 0
    for( i = 0; i < width[key]; i++ ){
      if( !((key SUBSEP i) in taken) ) miss++
    }
    nb[k[1]] += width[key]
    nt[k[1]] += width[key] - miss
    if( miss ){
      printf("%s:%d: %d of %d untaken%s: %s\n", k[1], k[2], miss, width[key],
             (key in ran) ? "" : " (line never run)", text[key]) | sortcmd
    }
  }
  close(sortcmd)

  printf "\n%-22s %15s %7s %15s %7s %6s\n", "file", "lines run", "",
         "branches taken", "", "untaken"
  n = 0
  for( file in files ) list[++n] = file
  for( i = 2; i <= n; i++ ){          # insertion sort: a few dozen names
    v = list[i]
    for( j = i - 1; j >= 1 && list[j] > v; j-- ) list[j+1] = list[j]
    list[j+1] = v
  }
  for( i = 1; i <= n; i++ ){
    file = list[i]
    if( !nline[file] ) continue
    row(file, nran[file], nline[file], nt[file], nb[file])
    g = group(file)
    glr[g] += nran[file]; gln[g] += nline[file]
    gbt[g] += nt[file];   gbn[g] += nb[file]
  }
  print ""
  row("core (ext/)", glr["core"], gln["core"], gbt["core"], gbn["core"])
  row("glue (sqlite/)", glr["glue"], gln["glue"], gbt["glue"], gbn["glue"])
  bt = gbt["core"] + gbt["glue"]; bn = gbn["core"] + gbn["glue"]
  row("total", glr["core"] + glr["glue"], gln["core"] + gln["glue"], bt, bn)
  printf "branches taken at least once: %d of %d (%.1f%%)\n", bt, bn,
         bn ? 100*bt/bn : 0
  if( uncovered != "" ) printf "untaken branches by line: %s\n", uncovered
  if( mismatch ){
    printf "note: %d lines have more branches in one object than in " \
           "another (each counted at its widest)\n", mismatch
  }
}
