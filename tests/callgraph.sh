#!/bin/sh
# SPDX-License-Identifier: MIT
# callgraph.sh: fail on a call cycle between source files.
#
#   sh tests/callgraph.sh [-v] DIR_OR_OBJECT...
#
# Every object named, or found below a folder named, is a node; object A
# depends on object B when A leaves a symbol undefined that B defines
# (nm).  A cycle is a set of two or more objects that reach each other.
# Each cycle is printed (its objects, and the symbols each takes from the
# next one of the set it depends on) and the exit status is 1; with none
# it is 0.  -v prints every dependency.  Only the objects named take
# part: symbols from elsewhere (libc, sqlite3) are no edges.
set -e
verbose=0
while [ $# -gt 0 ]; do
  case $1 in
    -v) verbose=1; shift ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || { echo "usage: callgraph.sh [-v] DIR_OR_OBJECT..." >&2; exit 2; }
command -v nm >/dev/null || { echo "callgraph.sh: needs nm" >&2; exit 2; }

for p in "$@"; do
  [ -e "$p" ] || { echo "callgraph.sh: no such object or folder: $p" >&2; exit 2; }
done
objs=$(for p in "$@"; do
  if [ -d "$p" ]; then find "$p" -name '*.o' -type f; else echo "$p"; fi
done | sort -u)
[ -n "$objs" ] || { echo "callgraph.sh: no objects in $*" >&2; exit 2; }

# One line a symbol: "D object symbol" (defined) or "U object symbol".
for o in $objs; do
  nm -P "$o" | awk -v o="$o" '
    $2=="U" { print "U", o, $1; next }
    $2 ~ /^[A-TV-Z]$/ { print "D", o, $1 }'
done | awk -v verbose="$verbose" '
  $1=="D" { def[$3] = $2; next }
  { use[++nu] = $2 SUBSEP $3 }
  END {
    # the edges, with the symbols that make them
    for(i=1; i<=nu; i++){
      split(use[i], p, SUBSEP)
      if( !(p[2] in def) || def[p[2]]==p[1] ) continue
      e = p[1] SUBSEP def[p[2]]
      if( !(e in why) ){ nadj[p[1]]++; adj[p[1], nadj[p[1]]] = def[p[2]]; node[p[1]]; node[def[p[2]]] }
      why[e] = why[e] " " p[2]
    }
    if( verbose ) for(e in why){ split(e, p, SUBSEP); print p[1] " -> " p[2] ":" why[e] }
    # what each object reaches (depth-first from each: the graphs are small)
    for(a in node){
      delete seen; n = 0; stack[++n] = a
      while( n>0 ){
        v = stack[n--]
        for(k=1; k<=nadj[v]; k++){ w = adj[v, k]; if( !(w in seen) ){ seen[w]; stack[++n] = w } }
      }
      for(w in seen) reach[a, w]
    }
    # cycles: the classes of objects that reach each other
    bad = 0
    for(a in node){
      if( (a in done) || !((a, a) in reach) ) continue
      m = 0; delete cyc
      for(b in node) if( ((a, b) in reach) && ((b, a) in reach) ){ cyc[++m] = b; done[b] }
      for(i=2; i<=m; i++) for(j=i; j>1 && cyc[j-1]>cyc[j]; j--){ t = cyc[j]; cyc[j] = cyc[j-1]; cyc[j-1] = t }
      names = ""
      for(i=1; i<=m; i++){ t = cyc[i]; sub(/.*\//, "", t); names = names (i>1 ? " " : "") t }
      print "call cycle of " m " files: " names
      for(i=1; i<=m; i++) for(j=1; j<=m; j++){
        if( (cyc[i], cyc[j]) in why ) print "  " cyc[i] " -> " cyc[j] ":" why[cyc[i], cyc[j]]
      }
      bad = 1
    }
    exit bad
  }'
