/* SPDX-License-Identifier: MIT */
/*
** oom_cli.c: out-of-memory injection over the CLI's import, solve and
** rate (part of build/oom/oom, see oom.h).  The CLI is linked in, its
** main() renamed sudokudb_main (the Makefile compiles cli/base/main.c so).
**
** Each scenario makes a base database (or none), runs its command once
** on a copy for the right result, then for N = 1, 2, ... on a fresh copy
** with the Nth allocation failing (in a second pass, every one after it
** too), until a run makes fewer than N allocations.  Each run is a child
** process (fork), which must:
**
**   - exit 0, or exit 1 with "out of memory" (or strerror(ENOMEM)) in its
**     output (no signal, no sanitizer report);
**   - give back every byte of SQLite's and every block of malloc's, and
**     close every file it opened.
**
** and after it the database must pass PRAGMA integrity_check, keep every
** row of the base, hold no row that is neither the base's nor the right
** result's, be the right result when the run exited 0 without reporting
** "out of memory", and reach the right result when the command is run
** again without failures.
*/
#include "oom.h"
#include "oom_alloc.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

int sudokudb_main(int argc, char **argv);

#define MAX_ARGS 8

/*
** A scenario: the commands that make the base database (none: no base
** file), and the command under test.  "DB" in a command stands for the
** database file.
*/
typedef struct Scenario Scenario;
struct Scenario {
  const char *zName;
  const char *azSetup[3][MAX_ARGS];
  const char *azCmd[MAX_ARGS];
};

#define FILE_A "tests/oom/oom_a.txt"
#define FILE_B "tests/oom/oom_b.csv"

static const Scenario aScenario[] = {
  { "import-new", { {0} },
    { "import", "DB", FILE_A } },
  { "import-more", { { "import", "DB", FILE_A } },
    { "import", "DB", FILE_B } },
  { "solve", { { "import", "DB", FILE_A, FILE_B } },
    { "solve", "DB", "--jobs", "2" } },
  { "rate", { { "import", "DB", FILE_A, FILE_B }, { "solve", "DB" } },
    { "rate", "DB", "--jobs", "2" } },
};

/* The rows of a database that the checks compare, as "table key" ->
** value, sorted by key. */
static const char zDumpSql[] =
  "SELECT 'collection ' || name, '' FROM collection "
  "UNION SELECT 'source ' || c.name || ' ' || s.file || ' ' || s.format, ''"
  "  FROM source s JOIN collection c ON c.id=s.collection_id "
  "UNION SELECT 'puzzle ' || p.puzzle, quote(p.size) || '|' || "
  "    quote(p.givens) || '|' || quote(p.consistent) || '|' || c.name || "
  "    '|' || s.file || '|' || quote(p.source_line) || '|' || "
  "    quote(p.note) || '|' || quote(p.solution) || '|' || "
  "    quote(p.solutions) || '|' || quote(p.rating) || '|' || "
  "    quote(p.grade)"
  "  FROM puzzle p JOIN collection c ON c.id=p.collection_id"
  "  JOIN source s ON s.id=p.source_id "
  "UNION SELECT 'duplicate ' || p.puzzle || ' ' || c.name || ' ' || "
  "    d.source_file || ' ' || d.source_line, ''"
  "  FROM duplicate d JOIN puzzle p ON p.id=d.puzzle_id"
  "  JOIN collection c ON c.id=d.collection_id "
  "UNION SELECT 'reject ' || c.name || ' ' || r.source_file || ' ' || "
  "    r.source_line || ' ' || r.reason || ' ' || quote(r.raw), ''"
  "  FROM reject r JOIN collection c ON c.id=r.collection_id "
  "ORDER BY 1";

typedef struct Dump Dump;
struct Dump {
  int n;
  char **azKey;
  char **azVal;
};

/*
** What the processes tell each other, in memory they share: a child
** running the CLI tells its job how many allocations it made, a job
** tells the test how many checks passed and failed.
*/
typedef struct JobReport JobReport;
struct JobReport {
  long nSeen;        /* allocations the last CLI run made */
  long nInjected;    /* of which failed */
  int nPass, nFail;  /* checks of the job */
};

/* The work files of the job. */
static char zDir[256];
static char zBase[300], zDb[300], zOut[300], zLog[300];
static JobReport *pReport;

static void dump_free(Dump *p){
  int i;
  for(i=0; i<p->n; i++){
    sqlite3_free(p->azKey[i]);
    sqlite3_free(p->azVal[i]);
  }
  sqlite3_free(p->azKey);
  sqlite3_free(p->azVal);
  memset(p, 0, sizeof(*p));
}

/* Append one row to the dump.  Returns 0, or -1 out of memory. */
static int dump_add(Dump *p, const char *zKey, const char *zVal){
  char **azKey = sqlite3_realloc64(p->azKey, sizeof(char*)*(p->n+1));
  char **azVal = azKey ? sqlite3_realloc64(p->azVal, sizeof(char*)*(p->n+1))
                       : 0;
  if( azKey ) p->azKey = azKey;
  if( azVal ) p->azVal = azVal;
  if( azVal==0 ) return -1;
  p->azKey[p->n] = sqlite3_mprintf("%s", zKey);
  p->azVal[p->n] = sqlite3_mprintf("%s", zVal);
  p->n++;
  return 0;
}

/* The value of zKey in p, or NULL. */
static const char *dump_find(const Dump *p, const char *zKey){
  int lo = 0, hi = p->n-1;
  while( lo<=hi ){
    int mid = (lo+hi)/2, c = strcmp(p->azKey[mid], zKey);
    if( c==0 ) return p->azVal[mid];
    if( c<0 ) lo = mid+1; else hi = mid-1;
  }
  return 0;
}

/*
** Check database zFile and read its rows into *p.  A missing file, or one
** without tables, has no rows.  Returns 0, or -1 after putting the
** problem in zErr.
*/
static int dump_db(const char *zFile, Dump *p, char *zErr, int nErr){
  sqlite3 *db = 0;
  sqlite3_stmt *pStmt = 0;
  int rc;
  memset(p, 0, sizeof(*p));
  if( access(zFile, F_OK)!=0 ) return 0;
  rc = sqlite3_open_v2(zFile, &db, SQLITE_OPEN_READWRITE, 0);
  if( rc==SQLITE_OK ){
    rc = sqlite3_prepare_v2(db, "PRAGMA integrity_check", -1, &pStmt, 0);
  }
  if( rc==SQLITE_OK && (sqlite3_step(pStmt)!=SQLITE_ROW
       || strcmp((const char*)sqlite3_column_text(pStmt, 0), "ok")!=0) ){
    snprintf(zErr, (size_t)nErr, "integrity_check: %s",
             sqlite3_column_text(pStmt, 0));
    rc = SQLITE_CORRUPT;
  }
  sqlite3_finalize(pStmt);
  pStmt = 0;
  if( rc==SQLITE_OK ){
    sqlite3_prepare_v2(db, "SELECT count(*) FROM sqlite_schema", -1, &pStmt,
                       0);
    if( sqlite3_step(pStmt)==SQLITE_ROW && sqlite3_column_int(pStmt, 0)>0 ){
      sqlite3_finalize(pStmt);
      rc = sqlite3_prepare_v2(db, zDumpSql, -1, &pStmt, 0);
      while( rc==SQLITE_OK && sqlite3_step(pStmt)==SQLITE_ROW ){
        if( dump_add(p, (const char*)sqlite3_column_text(pStmt, 0),
                     (const char*)sqlite3_column_text(pStmt, 1)) ){
          rc = SQLITE_NOMEM;
        }
      }
    }
    sqlite3_finalize(pStmt);
  }
  if( rc!=SQLITE_OK && rc!=SQLITE_CORRUPT ){
    snprintf(zErr, (size_t)nErr, "reading the database: %s",
             db ? sqlite3_errmsg(db) : "out of memory");
  }
  sqlite3_close(db);
  return rc==SQLITE_OK ? 0 : -1;
}

/* Open file descriptors of this process. */
static int count_fds(void){
  DIR *d = opendir("/proc/self/fd");
  struct dirent *e;
  int n = 0;
  if( d==0 ) return -1;
  while( (e = readdir(d))!=0 ) n += e->d_name[0]!='.';
  closedir(d);
  return n;
}

/* In the child: run the CLI on argv with output to zOut, then check that
** it gave everything back, and exit with its status (98: it did not). */
static void child_main(int argc, char **argv, long iFailAt, int bPersist){
  int fd = open(zOut, O_WRONLY|O_CREAT|O_TRUNC, 0644), rc, nFd;
  sqlite3_int64 nMem;
  long nBlock;
  if( fd<0 || dup2(fd, 1)<0 || dup2(fd, 2)<0 ) _exit(99);
  close(fd);
  nFd = count_fds();
  nMem = sqlite3_memory_used();
  nBlock = oom_core_blocks();
  oom_arm(iFailAt ? iFailAt : LONG_MAX, bPersist);
  rc = sudokudb_main(argc, argv);
  pReport->nSeen = oom_seen();
  pReport->nInjected = oom_disarm();
  /* the extension stays registered for the life of the process */
  sqlite3_reset_auto_extension();
  fflush(stdout);
  if( sqlite3_memory_used()!=nMem || oom_core_blocks()!=nBlock
   || count_fds()!=nFd ){
    fprintf(stderr, "oom: not given back: %lld bytes of SQLite's, %ld "
            "blocks of malloc's, %d files\n",
            (long long)(sqlite3_memory_used()-nMem),
            oom_core_blocks()-nBlock, count_fds()-nFd);
    rc = 98;
  }
  _exit(rc);
}

/*
** Run the command azCmd on zFile in a child, with allocation iFailAt
** failing (0: none), its output in zOut and its allocations counted in
** *pReport.  Returns the exit status, or -1 after a signal.
*/
static int run_cli(const char *const *azCmd, const char *zFile,
                   long iFailAt, int bPersist){
  char *azArg[MAX_ARGS+2];
  int argc = 0, status;
  pid_t pid;
  azArg[argc++] = "sudokudb";
  for(; argc<=MAX_ARGS && azCmd[argc-1]; argc++){
    azArg[argc] = (char*)(strcmp(azCmd[argc-1], "DB")==0 ? zFile
                                                       : azCmd[argc-1]);
  }
  azArg[argc] = 0;
  memset(pReport, 0, sizeof(*pReport));
  fflush(stdout);
  pid = fork();
  if( pid==0 ) child_main(argc, azArg, iFailAt, bPersist);
  if( pid<0 || waitpid(pid, &status, 0)!=pid ) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* The output of the last run (at most the first nBuf-1 bytes). */
static void read_output(char *zBuf, size_t nBuf){
  FILE *in = fopen(zOut, "rb");
  size_t n = in ? fread(zBuf, 1, nBuf-1, in) : 0;
  zBuf[n] = 0;
  if( in ) fclose(in);
}

/* Remove database zPath and its journal files. */
static void remove_db(const char *zPath){
  static const char *const azSuffix[] = { "", "-wal", "-shm", "-journal" };
  char zName[340];
  size_t i;
  for(i=0; i<sizeof(azSuffix)/sizeof(azSuffix[0]); i++){
    snprintf(zName, sizeof(zName), "%s%s", zPath, azSuffix[i]);
    unlink(zName);
  }
}

/* Copy database zFrom (if it exists) over zTo. */
static int copy_file(const char *zFrom, const char *zTo){
  char aBuf[65536];
  FILE *in, *out;
  size_t n;
  int rc = 0;
  remove_db(zTo);
  if( (in = fopen(zFrom, "rb"))==0 ) return 0;
  if( (out = fopen(zTo, "wb"))==0 ){
    fclose(in);
    return -1;
  }
  while( (n = fread(aBuf, 1, sizeof(aBuf), in))>0 ){
    if( fwrite(aBuf, 1, n, out)!=n ) rc = -1;
  }
  fclose(in);
  if( fclose(out) ) rc = -1;
  return rc;
}

/*
** Check the rows a after a run against the base b and the right result
** r: every row of b is kept; every row of a is b's or r's.  Returns 0, or
** -1 after reporting the first problem against zName.
*/
static int check_rows(const char *zName, const Dump *a, const Dump *b,
                      const Dump *r){
  int i;
  for(i=0; i<b->n; i++){
    if( dump_find(a, b->azKey[i])==0 ){
      oom_fail(zName, "lost row %s", b->azKey[i]);
      return -1;
    }
  }
  for(i=0; i<a->n; i++){
    const char *zB = dump_find(b, a->azKey[i]);
    const char *zR = dump_find(r, a->azKey[i]);
    if( (zB==0 || strcmp(zB, a->azVal[i]))
     && (zR==0 || strcmp(zR, a->azVal[i])) ){
      oom_fail(zName, "wrong row %s: %s (base: %s, right: %s)",
               a->azKey[i], a->azVal[i], zB ? zB : "none", zR ? zR : "none");
      return -1;
    }
  }
  return 0;
}

/* 1 when dumps a and b hold the same rows. */
static int dump_same(const Dump *a, const Dump *b){
  int i;
  if( a->n!=b->n ) return 0;
  for(i=0; i<a->n; i++){
    if( strcmp(a->azKey[i], b->azKey[i]) || strcmp(a->azVal[i], b->azVal[i]) ){
      return 0;
    }
  }
  return 1;
}

/*
** One run of scenario p with allocation n failing: the checks of the top
** of the file.  Returns the failures injected, or -1 after a failure.
*/
static long check_run(const Scenario *p, long n, int bPersist,
                      const Dump *pBase, const Dump *pRight){
  char zName[64], zErr[300], zOutput[4096];
  Dump a;
  int rc, bOom, bFail = 0;
  long nInjected;
  snprintf(zName, sizeof(zName), "%s %ld%s", p->zName, n,
           bPersist ? "+" : "");
  if( copy_file(zBase, zDb) ){
    oom_fail(zName, "cannot copy the base database");
    return -1;
  }
  rc = run_cli(p->azCmd, zDb, n, bPersist);
  nInjected = pReport->nInjected;
  read_output(zOutput, sizeof(zOutput));
  bOom = strstr(zOutput, "out of memory")!=0
      || strstr(zOutput, strerror(ENOMEM))!=0;
  if( rc!=0 && (rc!=1 || !bOom) ){
    oom_fail(zName, "exit status %d, output:\n%s", rc, zOutput);
    return -1;
  }
  if( dump_db(zDb, &a, zErr, (int)sizeof(zErr)) ){
    oom_fail(zName, "%s; output:\n%s", zErr, zOutput);
    return -1;
  }
  if( check_rows(zName, &a, pBase, pRight) ){
    printf("  output:\n%s", zOutput);
    bFail = 1;
  }else if( rc==0 && !bOom && !dump_same(&a, pRight) ){
    oom_fail(zName, "exit status 0, no error, but not the right result");
    bFail = 1;
  }else if( !dump_same(&a, pRight) && !dump_same(&a, pBase) ){
    /* the command run again without failures completes the work */
    dump_free(&a);
    rc = run_cli(p->azCmd, zDb, 0, 0);
    if( rc!=0 || dump_db(zDb, &a, zErr, (int)sizeof(zErr))
     || !dump_same(&a, pRight) ){
      read_output(zOutput, sizeof(zOutput));
      oom_fail(zName, "a re-run gives exit status %d and not the right "
               "result; output:\n%s", rc, zOutput);
      bFail = 1;
    }
  }
  dump_free(&a);
  if( bFail ) return -1;
  oom_nPass++;
  return nInjected;
}

/* Make the base database of scenario p, and the right result.  Returns 0,
** or -1 after a failure. */
static int prepare(const Scenario *p, Dump *pBase, Dump *pRight){
  char zErr[300], zOutput[4096];
  int i;
  remove_db(zBase);
  for(i=0; i<3 && p->azSetup[i][0]; i++){
    if( run_cli(p->azSetup[i], zBase, 0, 0)!=0 ){
      read_output(zOutput, sizeof(zOutput));
      oom_fail(p->zName, "setup command %d fails:\n%s", i+1, zOutput);
      return -1;
    }
  }
  if( dump_db(zBase, pBase, zErr, (int)sizeof(zErr))
   || copy_file(zBase, zDb) ){
    oom_fail(p->zName, "base database: %s", zErr);
    return -1;
  }
  if( run_cli(p->azCmd, zDb, 0, 0)!=0
   || dump_db(zDb, pRight, zErr, (int)sizeof(zErr)) ){
    read_output(zOutput, sizeof(zOutput));
    oom_fail(p->zName, "the command fails:\n%s", zOutput);
    return -1;
  }
  if( oom_bVerbose ){
    printf("%s: %ld allocations, %d rows\n", p->zName, pReport->nSeen,
           pRight->n);
  }
  return 0;
}

/* Name the work files of job iJob. */
static void name_files(int iJob){
  snprintf(zBase, sizeof(zBase), "%s/base-%d.db", zDir, iJob);
  snprintf(zDb, sizeof(zDb), "%s/work-%d.db", zDir, iJob);
  snprintf(zOut, sizeof(zOut), "%s/output-%d.txt", zDir, iJob);
  snprintf(zLog, sizeof(zLog), "%s/log-%d.txt", zDir, iJob);
}

/* Remove the work files of job iJob. */
static void remove_files(int iJob){
  name_files(iJob);
  remove_db(zBase);
  remove_db(zDb);
  unlink(zOut);
  unlink(zLog);
}

/* The job: scenario p with single (bPersist 0) or persistent failures,
** every N. */
static void run_job(const Scenario *p, int bPersist){
  Dump base, right;
  long n, nInjected = 1;
  memset(&base, 0, sizeof(base));
  memset(&right, 0, sizeof(right));
  if( prepare(p, &base, &right)==0 ){
    for(n=oom_iOnly ? oom_iOnly : 1; nInjected>0; n++){
      nInjected = check_run(p, n, bPersist, &base, &right);
      if( oom_iOnly ) break;
    }
  }
  dump_free(&base);
  dump_free(&right);
}

/*
** Start job iJob (scenario iJob/2; odd jobs persistent) in a process of
** its own, its output in its log file.  Returns its process id, or -1.
*/
static pid_t start_job(int iJob, JobReport *aReport){
  pid_t pid;
  fflush(stdout);
  pid = fork();
  if( pid==0 ){
    int fd;
    name_files(iJob);
    pReport = &aReport[iJob];
    fd = open(zLog, O_WRONLY|O_CREAT|O_TRUNC, 0644);
    if( fd<0 || dup2(fd, 1)<0 ) _exit(99);
    close(fd);
    oom_nPass = oom_nFail = 0;
    run_job(&aScenario[iJob/2], iJob%2);
    fflush(stdout);
    pReport->nPass = oom_nPass;
    pReport->nFail = oom_nFail;
    _exit(0);
  }
  return pid;
}

/* Wait for a job to end, count its checks and show its log.  Returns
** 0, or -1 when there was no job to wait for. */
static int end_job(const pid_t *aPid, int nJob, JobReport *aReport){
  char aBuf[4096];
  int i, status;
  size_t n;
  FILE *in;
  pid_t pid = wait(&status);
  for(i=0; i<nJob && aPid[i]!=pid; i++){}
  if( pid<0 || i==nJob ) return -1;
  name_files(i);
  if( (in = fopen(zLog, "rb"))!=0 ){
    while( (n = fread(aBuf, 1, sizeof(aBuf), in))>0 ){
      fwrite(aBuf, 1, n, stdout);
    }
    fclose(in);
  }
  oom_nPass += aReport[i].nPass;
  oom_nFail += aReport[i].nFail;
  if( !WIFEXITED(status) || WEXITSTATUS(status)!=0 ){
    oom_fail(aScenario[i/2].zName, "the job stopped (status %d)", status);
  }
  remove_files(i);
  return 0;
}

void oom_cli_tests(const char *zOnly, int nWorker){
  enum { N_JOB = 2*sizeof(aScenario)/sizeof(aScenario[0]) };
  pid_t aPid[N_JOB];
  JobReport *aReport;
  int i, nRunning = 0;
  /* a memory file system when there is one: the CLI syncs its commits */
  snprintf(zDir, sizeof(zDir), "%s/sudokudb-oom-XXXXXX",
           access("/dev/shm", W_OK)==0 ? "/dev/shm" : "/tmp");
  aReport = mmap(0, sizeof(JobReport)*N_JOB, PROT_READ|PROT_WRITE,
                 MAP_SHARED|MAP_ANONYMOUS, -1, 0);
  if( aReport==MAP_FAILED || mkdtemp(zDir)==0 ){
    oom_fail("cli", "cannot make a work directory");
    return;
  }
  memset(aReport, 0, sizeof(JobReport)*N_JOB);
  for(i=0; i<N_JOB; i++){
    aPid[i] = -1;
    if( zOnly && strncmp(aScenario[i/2].zName, zOnly, strlen(zOnly)) ){
      continue;
    }
    if( nRunning==nWorker && end_job(aPid, N_JOB, aReport)==0 ) nRunning--;
    aPid[i] = start_job(i, aReport);
    if( aPid[i]<0 ) oom_fail(aScenario[i/2].zName, "cannot start a job");
    else nRunning++;
  }
  while( nRunning>0 && end_job(aPid, N_JOB, aReport)==0 ) nRunning--;
  rmdir(zDir);
  munmap(aReport, sizeof(JobReport)*N_JOB);
}
