/* SPDX-License-Identifier: MIT */
/*
** solstream.c: a puzzle's solutions one at a time, depth-first and then,
** when that runs long, by clause learning (see solstream.h).
*/
#include "solstream.h"
#include "cdcl.h"
#include "cover_sudoku.h"
#include "solvevarint.h"

#include <stdlib.h>
#include <string.h>

struct SolStream {
  Grid g;                  /* the puzzle */
  Rules r;                 /* its rules */
  VarModel *pModel;        /* compiled (with dancing links: at the
                           ** hand-over) */
  int useCover;            /* plain rules, square boxes: dancing links */
  SudokuCover sc;
  VarSearch *pSearch;      /* else the search of variants */
  VarLearn *pLearn;        /* clause learning, once handed over */
  unsigned char *aKept;    /* the first SWITCH_KEEP solutions given */
  unsigned long long nGiven;
  int done;
};

SolStream *solstream_new(const Grid *g, const Rules *r){
  SolStream *p = calloc(1, sizeof(SolStream));
  int ok;
  if( p==0 ) return 0;
  p->g = *g;
  p->r = *r;
  p->aKept = malloc((size_t)SWITCH_KEEP*(size_t)g->ncell);
  p->useCover = g->box && rules_plain(r);
  if( p->useCover ){
    ok = sudoku_cover_init(&p->sc, g, 0)==DLX_OK;
  }else{
    ok = (p->pModel = varmodel_new(r))!=0
      && (p->pSearch = varsearch_new(p->pModel, g))!=0;
  }
  if( !ok || p->aKept==0 ){
    solstream_free(p);
    return 0;
  }
  return p;
}

void solstream_free(SolStream *p){
  if( p==0 ) return;
  sudoku_cover_free(&p->sc);
  varsearch_free(p->pSearch);
  varlearn_free(p->pLearn);
  varmodel_free(p->pModel);
  free(p->aKept);
  free(p);
}

/* The host asked to stop: an over-budget that is no allowance's. */
static int interrupted(void){
  return work_interrupted && work_interrupted();
}

/*
** Dancing links' next solution into *out.  With canHand, the search may
** use SOLSTREAM_COVER_UNITS at most (when *work allows more): past them it
** returns 2, the search to be handed over.
*/
static int cover_next(SolStream *p, Grid *out, Work *work, int canHand){
  Work w = *work;
  int rc, capped = canHand && (work->limit==0
                   || (work->used<work->limit
                       && work->limit-work->used>SOLSTREAM_COVER_UNITS));
  if( capped ) w.limit = work->used + SOLSTREAM_COVER_UNITS;
  if( p->sc.pDlx==0 ) return 0;            /* the givens conflict */
  dlx_set_work(p->sc.pDlx, &w);
  rc = sudoku_cover_next(&p->sc, out);
  dlx_set_work(p->sc.pDlx, 0);
  work->used = w.used;
  if( rc==DLX_OVER_BUDGET ){
    return capped && !interrupted() ? 2 : SOLSTREAM_OVER_BUDGET;
  }
  return rc==DLX_NOMEM ? SOLSTREAM_NOMEM : rc;
}

/* The variants search's next solution, as cover_next (SWITCH_NODES
** states with canHand). */
static int search_next(SolStream *p, Grid *out, Work *work, int canHand){
  int rc = varsearch_next_within(p->pSearch, out, work,
                                 canHand ? SWITCH_NODES : ~0ULL);
  if( rc==VARSEARCH_NODE_CAP ) return canHand ? 2 : SOLSTREAM_OVER_BUDGET;
  if( rc==VARSEARCH_OVER_BUDGET ) return SOLSTREAM_OVER_BUDGET;
  return rc==VARSEARCH_NOMEM ? SOLSTREAM_NOMEM : rc;
}

/* Go on by clause learning from the givens' propagated state, the
** solutions given so far excluded, its memory held on *work: 1, 0 when
** none can be left, SOLSTREAM_NOMEM, or SOLSTREAM_OVER_BUDGET when the
** memory limit refused it.  Depth-first search's memory goes. */
static int hand_over(SolStream *p, Work *work){
  VarSearch *q = p->pSearch;
  const Mask *cand;
  int rc;
  if( q==0 && (p->pModel = varmodel_new(&p->r))!=0 ){
    q = varsearch_new(p->pModel, &p->g);
  }
  cand = q ? varsearch_root(q) : 0;
  rc = q==0 ? SOLSTREAM_NOMEM : cand!=0;
  if( cand ){
    p->pLearn = varlearn_new(p->pModel, cand, p->aKept, (int)p->nGiven,
                             work);
    if( p->pLearn==0 ){
      rc = work && work->memOver ? SOLSTREAM_OVER_BUDGET : SOLSTREAM_NOMEM;
    }
  }
  varsearch_free(q);
  p->pSearch = 0;
  sudoku_cover_free(&p->sc);
  return rc;
}

/* Clause learning's next solution into *out, as solstream_next. */
static int learn_next(SolStream *p, Grid *out, Work *work){
  unsigned char v[GRID_MAX_CELLS];
  int rc = varlearn_next(p->pLearn, v, work);
  if( rc==CDCL_SAT ){
    *out = p->g;
    memcpy(out->v, v, (size_t)p->g.ncell);
    return 1;
  }
  if( rc==CDCL_OVER_BUDGET ) return SOLSTREAM_OVER_BUDGET;
  return rc==CDCL_NOMEM ? SOLSTREAM_NOMEM : 0;
}

int solstream_next(SolStream *p, Grid *out, Work *work){
  int canHand = p->nGiven<=SWITCH_KEEP && !p->g.marked, rc;
  if( p->done ) return 0;
  if( p->pLearn ){
    rc = learn_next(p, out, work);
  }else{
    rc = p->useCover ? cover_next(p, out, work, canHand)
                     : search_next(p, out, work, canHand);
    if( rc==2 ){
      rc = hand_over(p, work);
      if( rc==1 ) rc = learn_next(p, out, work);
    }else if( rc==1 && p->nGiven<SWITCH_KEEP ){
      memcpy(p->aKept + (size_t)p->nGiven*(size_t)p->g.ncell, out->v,
             (size_t)p->g.ncell);
    }
  }
  if( rc==1 ) p->nGiven++;
  else p->done = 1;
  return rc;
}
