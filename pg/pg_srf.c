/* SPDX-License-Identifier: MIT */
/*
** pg_srf.c: the set-returning functions exact_cover and sudoku_solutions
** of the PostgreSQL extension (SQLite's table-valued functions):
**
**   SELECT * FROM exact_cover('[[0,3],[1,2],[0,1,2,3]]');
**   SELECT n, solution FROM sudoku_solutions(p) LIMIT 5;
**   SELECT solution FROM sudoku_solutions(p, 10, '{"windoku":true}');
**
** Rows are found one per call (value-per-call mode), so LIMIT stops the
** search; the core's search state (ext/fn/fn_stream.h) is malloc'd and freed
** at the end of the rows or, when the query stops early or fails, by a
** reset callback of the call's memory context.
*/
#include "pgglue.h"
#include "fn_stream.h"

#include "funcapi.h"
#include "utils/builtins.h"

PG_FUNCTION_INFO_V1(exact_cover_fn);
PG_FUNCTION_INFO_V1(sudoku_solutions_fn);

/* A search and the callback that frees it with its memory context. */
typedef struct Stream Stream;
struct Stream {
  FnStream s;
  MemoryContextCallback cb;
};

/* Free the search of a set-returning call (the reset callback). */
static void stream_cleanup(void *p){
  fn_stream_free(&((Stream*)p)->s);
}

/*
** The shared first and next calls: xStart (NULL after the first call)
** sets up the search; each call returns the next row built by xRow, or
** ends the set.
*/
static Datum stream_call(FunctionCallInfo fcinfo, const char *zName,
                         int (*xStart)(FunctionCallInfo, FnStream*, FnOut*),
                         HeapTuple (*xRow)(FnStream*, TupleDesc)){
  FuncCallContext *fctx;
  FnStream *s;
  FnOut o;
  int rc;
  fn_init(&o);
  if( SRF_IS_FIRSTCALL() ){
    MemoryContext old;
    TupleDesc desc;
    Stream *p;
    Work w;
    fctx = SRF_FIRSTCALL_INIT();
    old = MemoryContextSwitchTo(fctx->multi_call_memory_ctx);
    if( get_call_result_type(fcinfo, 0, &desc)!=TYPEFUNC_COMPOSITE ){
      ereport(ERROR, (errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                      errmsg("%s: called where no row type is known",
                             zName)));
    }
    fctx->tuple_desc = BlessTupleDesc(desc);
    p = palloc(sizeof(*p));
    s = &p->s;
    pg_work(&w);
    fn_stream_init(s, &w);
    p->cb.func = stream_cleanup;
    p->cb.arg = p;
    MemoryContextRegisterResetCallback(fctx->multi_call_memory_ctx, &p->cb);
    fctx->user_fctx = s;
    MemoryContextSwitchTo(old);
    if( !xStart(fcinfo, s, &o) ) pg_fail(&o, zName);
  }
  fctx = SRF_PERCALL_SETUP();
  s = (FnStream*)fctx->user_fctx;
  rc = fn_stream_next(s, &o);
  if( rc<0 ) pg_fail(&o, zName);
  if( rc==0 ){
    fn_stream_free(s);
    SRF_RETURN_DONE(fctx);
  }
  SRF_RETURN_NEXT(fctx, HeapTupleGetDatum(xRow(s, fctx->tuple_desc)));
}

/* An optional integer argument i: there, an integer (pg_int_arg), its
** value. */
typedef struct IntArg { int there, isInt; long long v; } IntArg;
static IntArg int_arg(FunctionCallInfo fcinfo, int i){
  IntArg a = { 0, 0, 0 };
  a.there = PG_NARGS()>i;
  if( a.there ) a.isInt = pg_int_arg(fcinfo, i, &a.v);
  return a;
}

/* exact_cover(rows [, limit [, secondary]]): set up the search. */
static int cover_start(FunctionCallInfo fcinfo, FnStream *s, FnOut *o){
  size_t n;
  char *z = pg_text_arg(fcinfo, 0, &n);
  IntArg limit = int_arg(fcinfo, 1), secondary = int_arg(fcinfo, 2);
  return fn_cover_start(s, o, z, n, limit.there, limit.isInt, limit.v,
                        secondary.there, secondary.isInt, secondary.v);
}

/* exact_cover's row: (solution, row). */
static HeapTuple cover_row(FnStream *s, TupleDesc desc){
  Datum aVal[2];
  bool aNull[2] = { false, false };
  aVal[0] = Int64GetDatum(fn_stream_solution(s));
  aVal[1] = Int32GetDatum(fn_stream_cover_row(s));
  return heap_form_tuple(desc, aVal, aNull);
}

PGDLLEXPORT Datum exact_cover_fn(PG_FUNCTION_ARGS){
  return stream_call(fcinfo, "exact_cover", cover_start, cover_row);
}

/* sudoku_solutions(p [, limit [, rules]]): set up the search. */
static int solutions_start(FunctionCallInfo fcinfo, FnStream *s, FnOut *o){
  size_t n, nRules = 0;
  char *z = pg_text_arg(fcinfo, 0, &n);
  char *zRules = PG_NARGS()>2 ? pg_text_arg(fcinfo, 2, &nRules) : 0;
  IntArg limit = int_arg(fcinfo, 1);
  return fn_solutions_start(s, o, z, n, limit.there, limit.isInt, limit.v,
                            zRules, nRules);
}

/* sudoku_solutions' row: (n, solution). */
static HeapTuple solutions_row(FnStream *s, TupleDesc desc){
  Datum aVal[2];
  bool aNull[2] = { false, false };
  char zLine[GRID_MAX_CELLS+1];
  int n = grid_format_line(&s->sol, GRID_ALPHA_AUTO, zLine);
  aVal[0] = Int64GetDatum((int64)s->iRow);
  aVal[1] = PointerGetDatum(cstring_to_text_with_len(zLine, n));
  return heap_form_tuple(desc, aVal, aNull);
}

PGDLLEXPORT Datum sudoku_solutions_fn(PG_FUNCTION_ARGS){
  return stream_call(fcinfo, "sudoku_solutions", solutions_start,
                     solutions_row);
}
