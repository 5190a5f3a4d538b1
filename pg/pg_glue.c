/* SPDX-License-Identifier: MIT */
/*
** pg_glue.c: the PostgreSQL extension's module: its GUCs sudoku.budget,
** sudoku.memory_limit and sudoku.threads, the interrupt test the core's searches consult
** (ext/work.h), and the conversion of the core's results (ext/fn/fn.h)
** into Datums and errors.
**
**   CREATE EXTENSION sudoku;
**   SET sudoku.budget = 1000000000;      -- or SELECT sudoku_budget(...)
**   SET sudoku.memory_limit = 4294967296; -- or sudoku_memory_limit(...)
**   SET sudoku.threads = 2;              -- or SELECT sudoku_threads(...)
**   SELECT sudoku_rate(puzzle) FROM puzzles;
*/
#include "pgglue.h"

#include "miscadmin.h"
#include "catalog/pg_type.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/jsonb.h"
#include "utils/numeric.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>

PG_MODULE_MAGIC;

PGDLLEXPORT void _PG_init(void);

/* sudoku.budget as text (the GUC's variable) and as a number. */
static char *zBudget;
static unsigned long long budget = WORK_DEFAULT_LIMIT;
/* 1 while sudoku.budget has its built-in default (no SET, no setting in
** a configuration file): a search with a default of its own may take it. */
static int budgetDefault = 1;

/* sudoku.memory_limit as text and as a number of bytes. */
static char *zMemory;
static unsigned long long memLimit = WORK_DEFAULT_MEMORY;

/* sudoku.threads: the threads a call may use.  1 unless set: a server
** runs a backend per session, and PostgreSQL's own parallel workers are
** what its settings count and bound; a session that rates alone may
** raise it. */
static int threads = 1;

/* Read zVal as a budget or a memory limit: 1 with *pOut; 0 when it is a
** negative integer, -1 when it is no integer of 64 bits ('abc', '1e3',
** 20 digits). */
static int budget_parse(const char *zVal, unsigned long long *pOut){
  char *zEnd;
  long long v;
  errno = 0;
  v = strtoll(zVal, &zEnd, 10);
  if( errno || zEnd==zVal || *zEnd ) return -1;
  if( v<0 ) return 0;
  *pOut = (unsigned long long)v;
  return 1;
}

/* A size GUC's check: a non-negative integer (0: no bound).  A negative
** one gets the message of the SQL function that sets it (xArg); another
** text says what the value counts (zUnits). */
static bool setting_check(const char *zNew, int (*xArg)(FnOut*, long long),
                          const char *zWhat, const char *zUnits){
  unsigned long long v;
  FnOut o;
  int rc = budget_parse(zNew, &v);
  if( rc>0 ) return true;
  if( rc==0 ){
    fn_init(&o);
    xArg(&o, -1);
    GUC_check_errdetail("%s", o.z);
  }else{
    GUC_check_errdetail("the %s must be a whole number of %s, "
                        "0 (no bound) to %lld", zWhat, zUnits, LLONG_MAX);
  }
  return false;
}

/* sudoku.budget's check hook, as sudoku_budget(n) checks it.  Its extra
** says whether the value is the built-in default: the source reaches
** only this hook, and the assign hook gets the extra. */
static bool budget_check(char **pzNew, void **pExtra, GucSource source){
  int *pDefault;
  if( !setting_check(*pzNew, fn_budget_arg, "budget", "work units") ){
    return false;
  }
  pDefault = malloc(sizeof(*pDefault));
  if( pDefault==0 ){
    GUC_check_errcode(ERRCODE_OUT_OF_MEMORY);
    return false;
  }
  *pDefault = source==PGC_S_DEFAULT;
  *pExtra = pDefault;
  return true;
}

/* The GUC's assign hook. */
static void budget_assign(const char *zNew, void *pExtra){
  budget_parse(zNew, &budget);
  budgetDefault = pExtra ? *(int*)pExtra : 0;
}

/* sudoku.memory_limit's check hook, as sudoku_memory_limit(n) checks it. */
static bool memory_check(char **pzNew, void **pExtra, GucSource source){
  (void)pExtra;
  (void)source;
  return setting_check(*pzNew, fn_memory_arg, "memory limit", "bytes");
}

static void memory_assign(const char *zNew, void *pExtra){
  (void)pExtra;
  budget_parse(zNew, &memLimit);
}

/* The core's interrupt test: a cancel or a termination is pending. */
static int pg_interrupted(void){
  return QueryCancelPending || ProcDiePending;
}

void _PG_init(void){
  DefineCustomStringVariable("sudoku.budget",
    "Work units a call of a sudoku function may spend (0: no bound).",
    "A unit is about 10 ns; the default keeps a call under a second.",
    &zBudget, "100000000", PGC_USERSET, 0, budget_check, budget_assign, 0);
  DefineCustomStringVariable("sudoku.memory_limit",
    "Bytes the searches of a call of a sudoku function may hold (0: no "
    "bound).",
    "What grows with a search: clause learning's clauses, watches and "
    "implication lists.  The default is 1 GiB.",
    &zMemory, "1073741824", PGC_USERSET, 0, memory_check, memory_assign, 0);
  DefineCustomIntVariable("sudoku.threads",
    "Threads a call of a sudoku function may use (the rater's chains).",
    "The results are the same whatever the number; 1 keeps a call on "
    "its backend's thread.",
    &threads, 1, 1, WORK_MAX_THREADS, PGC_USERSET, 0, 0, 0, 0);
  MarkGUCPrefixReserved("sudoku");
  work_interrupted = pg_interrupted;
}

unsigned long long pg_budget(void){
  return budget;
}

unsigned long long pg_memory_limit(void){
  return memLimit;
}

void pg_work(Work *w){
  w->used = 0;
  w->limit = budget;
  w->threads = threads;
  w->memLimit = memLimit;
  w->memHeld = 0;
  w->memOver = 0;
  w->limitDefault = budgetDefault;
}

int pg_threads(void){
  return threads;
}

int pg_int_arg(FunctionCallInfo fcinfo, int i, long long *pv){
  Datum num = PG_GETARG_DATUM(i);
  Datum whole;
  if( numeric_is_nan(DatumGetNumeric(num))
   || numeric_is_inf(DatumGetNumeric(num)) ){
    return 0;
  }
  whole = DirectFunctionCall2(numeric_trunc, num, Int32GetDatum(0));
  if( !DatumGetBool(DirectFunctionCall2(numeric_eq, num, whole))
   || DatumGetBool(DirectFunctionCall2(numeric_gt, num,
                      NumericGetDatum(int64_to_numeric(PG_INT64_MAX))))
   || DatumGetBool(DirectFunctionCall2(numeric_lt, num,
                      NumericGetDatum(int64_to_numeric(PG_INT64_MIN)))) ){
    return 0;
  }
  *pv = (long long)DatumGetInt64(DirectFunctionCall1(numeric_int8, num));
  return 1;
}

char *pg_text_arg(FunctionCallInfo fcinfo, int i, size_t *pn){
  text *t = PG_GETARG_TEXT_PP(i);
  *pn = VARSIZE_ANY_EXHDR(t);
  return text_to_cstring(t);
}

/* A search stopped by a pending cancel ends in its "over budget" or, for
** sudoku_generate without a budget, its "not found" error: the cancel is
** what to report. */
void pg_fail(FnOut *o, const char *zName){
  int code = ERRCODE_INVALID_PARAMETER_VALUE;
  char *zMsg;
  if( fn_cut_short(o) && pg_interrupted() ){
    fn_free(o);
    CHECK_FOR_INTERRUPTS();
    ereport(ERROR, (errcode(ERRCODE_QUERY_CANCELED),
                    errmsg("%s: interrupted", zName)));
  }
  if( fn_cut_short(o) ){
    code = ERRCODE_PROGRAM_LIMIT_EXCEEDED;
  }else if( o->eErr==FN_ERR_NOMEM ){
    code = ERRCODE_OUT_OF_MEMORY;
  }
  zMsg = psprintf("%s: %.*s", zName, (int)o->n, o->z);
  fn_free(o);
  ereport(ERROR, (errcode(code), errmsg_internal("%s", zMsg)));
}

Datum pg_result(FunctionCallInfo fcinfo, FnOut *o, Oid type,
                const char *zName){
  volatile Datum d = (Datum)0;
  if( o->eType==FN_ERROR ) pg_fail(o, zName);
  PG_TRY();
  {
    if( o->eType==FN_NULL ){
      fcinfo->isnull = true;
    }else if( o->eType==FN_INT ){
      d = type==INT8OID ? Int64GetDatum(o->i) : Int32GetDatum((int32)o->i);
    }else if( o->eType==FN_REAL ){
      d = Float8GetDatum(o->r);
    }else if( type==BYTEAOID ){        /* FN_BLOB, or FN_TEXT's bytes */
      bytea *p = (bytea*)palloc(VARHDRSZ + o->n);
      SET_VARSIZE(p, VARHDRSZ + o->n);
      memcpy(VARDATA(p), o->z, o->n);
      d = PointerGetDatum(p);
    }else if( o->eType==FN_TEXT ){
      d = PointerGetDatum(cstring_to_text_with_len(o->z, (int)o->n));
    }else{
      d = DirectFunctionCall1(jsonb_in,
                              CStringGetDatum(pnstrdup(o->z, o->n)));
    }
  }
  PG_FINALLY();
  {
    fn_free(o);
  }
  PG_END_TRY();
  return d;
}
