# SPDX-License-Identifier: MIT
# pglib.tcl: throwaway PostgreSQL clusters for the tests of the
# PostgreSQL extension (tests/pg*.test), which source this file.
#
#   pg_start a              -- initdb and start cluster `a` on a free port
#   pg_sql a {SELECT 1}     -- run SQL with psql: {0 output} or {1 error}
#   pg_stop a               -- stop it and remove its directory
#
# Each cluster lives in a directory of its own under /tmp (the server's
# user must reach it), listens on 127.0.0.1 and on a socket there, trusts
# local connections, and is made and run by the user `postgres` when the
# tests run as root (the server refuses to run as root), else by the
# caller.  Its programs run in the cluster's directory, never in the
# caller's: the clone may be in a folder only its owner can enter (what
# `mktemp -d` makes), where `postgres` could not start.  The extension
# must be installed in the system's PostgreSQL (make -C pg install, which
# `make test` does).  PostgreSQL's programs run without the sanitizer
# runtime that `make test-asan` preloads into tclsh (LD_PRELOAD): its leak
# check would fail them at exit.

set ::PGBIN [exec env -u LD_PRELOAD pg_config --bindir]

# A TCP port on 127.0.0.1 that nothing listens on now.
proc pg_free_port {} {
  set s [socket -server {apply {{c a p} {close $c}}} -myaddr 127.0.0.1 0]
  set port [lindex [fconfigure $s -sockname] 2]
  close $s
  return $port
}

# Run a command of cluster NAME in its directory as the server's user:
# `postgres` for root, else oneself.
proc pg_as_owner {name args} {
  set run [list env -u LD_PRELOAD -C $::PG($name,dir)]
  if {$::tcl_platform(user) eq "root"} {
    lappend run runuser -u postgres --
  }
  return [exec {*}$run {*}$args]
}

# Create and start cluster NAME, with extra postgresql.conf lines CONF;
# returns its port.  On failure nothing is left behind.
proc pg_start {name {conf {}}} {
  set dir /tmp/sudoku-pg-[pid]-[clock clicks]
  set ::PG($name,dir) $dir
  set ::PG($name,port) [pg_free_port]
  if {[catch {pg_create $name $conf} msg opts]} {
    pg_stop $name
    return -options $opts $msg
  }
  return $::PG($name,port)
}

# pg_start's work: cluster NAME in its directory, on its port.
proc pg_create {name conf} {
  set dir $::PG($name,dir)
  set port $::PG($name,port)
  file mkdir $dir
  if {$::tcl_platform(user) eq "root"} {
    file attributes $dir -owner postgres -permissions 0700
  }
  pg_as_owner $name $::PGBIN/initdb -D $dir/data -U postgres --auth=trust \
    --no-sync -E UTF8 --locale=C.UTF-8 >/dev/null 2>@1
  set f [open $dir/data/postgresql.conf a]
  puts $f "port = $port\nlisten_addresses = '127.0.0.1'"
  puts $f "unix_socket_directories = '$dir'\nfsync = off"
  puts $f "shared_buffers = 32MB\nmax_connections = 20"
  puts $f $conf
  close $f
  pg_as_owner $name $::PGBIN/pg_ctl -D $dir/data -l $dir/log -w -t 60 start \
    >/dev/null
}

# The psql command that reaches cluster NAME, database DB.
proc pg_psql {name {db postgres}} {
  list env -u LD_PRELOAD psql -X -q -At -v ON_ERROR_STOP=1 \
    -h $::PG($name,dir) -p $::PG($name,port) -U postgres -d $db
}

# Run SQL on cluster NAME: {0 output} (rows one a line, columns split by
# '|') or {1 message} with PostgreSQL's "ERROR:  " taken off.
proc pg_sql {name sql {db postgres}} {
  if {[catch {exec {*}[pg_psql $name $db] -c $sql 2>@1} out]} {
    regsub -all -line {^(psql:[^ ]* )?ERROR:  } $out {} out
    regsub {\nchild process exited abnormally$} $out {} out
    return [list 1 [string trim $out]]
  }
  list 0 $out
}

# Run SQL on cluster NAME and return its output; an error is an error.
proc pg_eval {name sql {db postgres}} {
  lassign [pg_sql $name $sql $db] rc out
  if {$rc} { error "PostgreSQL $name: $out" }
  return $out
}

# Stop cluster NAME (at once) and remove its directory.
proc pg_stop {name} {
  if {![info exists ::PG($name,dir)]} return
  catch {pg_as_owner $name $::PGBIN/pg_ctl -D $::PG($name,dir)/data \
           -m immediate -w stop >/dev/null 2>@1}
  file delete -force $::PG($name,dir)
  unset ::PG($name,dir) ::PG($name,port)
}

# Create table TABLE(id integer, puzzle text) on cluster NAME holding
# PUZZLES, numbered from 1 (only those whose number modulo MOD is REM),
# loaded with COPY.
proc pg_puzzles {name table puzzles {mod 1} {rem 0}} {
  set rows {}
  set id 0
  foreach p $puzzles {
    if {[incr id] % $mod == $rem} { lappend rows "$id\t$p" }
  }
  pg_eval $name "CREATE TABLE ${table} (id integer PRIMARY KEY,
                                        puzzle text NOT NULL)"
  exec {*}[pg_psql $name] -c "COPY ${table} FROM STDIN" \
    << [join $rows \n]\n
  pg_eval $name "ANALYZE ${table}"
}
