/* SPDX-License-Identifier: MIT */
/*
** rate_forcing.h: the chain engine, every name of it prefixed chain_,
** Chain or CHAIN_: SE's chaining producers beyond cycles and forcing
** chains (rate_forcing.c), one assumption followed (rate_run.c), its
** advanced implications (rate_plus.c), the nested producers they call
** (rate_nested.c), the forcing chains' search and its links (rate_chains.c,
** rate_reach.c, rate_seen.c) and the hint records they share
** (rate_hints.c).  rate_chaining.c's finder makes the engines.
**
** A ChainRun is what one assumption implies (SE's doChaining): the
** candidates found on and off, in the order found, and the parents of
** each potential (pid = 2*candidate + on), so that a hint's complexity can
** be counted.  A ChainEngine is one of SE's chaining producers with its
** working grid and the runs it keeps while it looks at one cell.  A
** producer either keeps its best hint, or (nested in another's chains)
** lists every hint as a ChainHint: its rating, what it removes, and what
** its chains rely on.
*/
#ifndef SUDOKU_RATE_FORCING_H
#define SUDOKU_RATE_FORCING_H

#include "rate_chain.h"
#include "pool.h"

#define CHAIN_FRESH 1458           /* pid slot of a contradiction's unlisted
                                 ** half */
#define CHAIN_ADV_POOL  65536          /* parents of one advanced step */
#define CHAIN_PAR_NESTED 0x8000        /* aNPar flag: a nested hint id follows
                                 ** the parents (two 15-bit halves) */

/* The potential (2*x+on) of candidate x. */
#define CHAIN_PID(x, on) (2*(x)+(on))

/* Sets over the 729 candidates x, as 12 words. */
static inline int chain_xset_has(const unsigned long long *m, int x){
  return (int)(m[x>>6]>>(x&63) & 1);
}
static inline void chain_xset_put(unsigned long long *m, int x){
  m[x>>6] |= 1ULL<<(x&63);
}

/* Causes of an on potential: how SE's chain made it true (CHAIN_CAUSE_BOX+k:
** the region of SE kind k, see rate_se_region). */
enum { CHAIN_CAUSE_NONE, CHAIN_CAUSE_CELL, CHAIN_CAUSE_BOX, CHAIN_CAUSE_ROW,
       CHAIN_CAUSE_COL };

typedef struct ChainRun ChainRun;
struct ChainRun {
  int nOn, nOff;
  short aOn[729], aOff[729];     /* candidates found on / off, in order */
  unsigned long long on[12], off[12];   /* the same as sets */
  int aFirst[CHAIN_FRESH+1];       /* parents of pid: aPool[aFirst[pid]..] */
  unsigned short aNPar[CHAIN_FRESH+1];    /* their number, | RUN_NESTED */
  unsigned char aCause[CHAIN_FRESH+1];    /* a CAUSE_* of on pids */
  int nPool;
  int overflow;                  /* parents were dropped (out of memory) */
  int root;                      /* the assumption (pid) followed */
  int absurd;                    /* candidate found on and off, or -1 */
  int absurdFreshOn;             /* 1: its on half is CHAIN_FRESH */
  int nPoolAlloc;
  short *aPool;                  /* the parents, grown as needed */
  RateBits seenCells;            /* what the run read of the grid: cells */
  unsigned seenUnits[9];         /* and units of each digit (bit u) */
};

/* What a nested hint's chains rely on (SE's getRuleParents): their on
** potentials made by a naked single (cells) or a hidden single (bit
** 9u+e: digit e in unit u, a variant's units too).  The candidates that
** the outer chain removed there are the parents of what the nested hint
** removes. */
typedef struct ChainSpec ChainSpec;
struct ChainSpec {
  RateBits cells;
  unsigned long long hidden[(9*RATE_MAX_UNIT+63)/64];
};

/* What a hint removes: its cells in the order first added (SE's map of
** them) and the digits (bit e) it removes from each. */
typedef struct ChainRem ChainRem;
struct ChainRem {
  int n;
  unsigned char aCell[81];
  unsigned short aBits[81];
};

/* Add the removal of digit e (0..8) from cell c to r. */
static inline void chain_rem_add(ChainRem *r, int c, int e){
  int k;
  for(k=0; k<r->n && r->aCell[k]!=c; k++){}
  if( k==r->n ){
    r->aCell[r->n] = (unsigned char)c;
    r->aBits[r->n++] = 0;
  }
  r->aBits[k] |= (unsigned short)(1u<<e);
}

/* Add to sp what on potential x (candidate) made by `cause` relies on
** (g: a variant's units, or NULL). */
static inline void chain_spec_add(ChainSpec *sp, const RateGeom *g, int x,
                                  int cause){
  int c = x/9, e = x%9, u;
  if( cause==CHAIN_CAUSE_CELL ){
    sp->cells |= RATE_BIT(c);
  }else if( cause!=CHAIN_CAUSE_NONE ){
    int kind = cause-CHAIN_CAUSE_BOX;
    u = kind<3 ? rate_se_region_of(c, kind) : g->cellUnit[c][kind];
    sp->hidden[(9*u+e)/64] |= 1ULL<<((9*u+e)%64);
  }
}

/* A hint of a nested producer. */
typedef struct ChainHint ChainHint;
struct ChainHint {
  double d;
  int c, sk, seq;                /* complexity, sort key, order found */
  unsigned long long sig;        /* its chains' potentials, hashed: SE
                                 ** counts equal chains once */
  ChainSpec spec;
  ChainRem rem;                  /* what it removes */
};

typedef struct ChainHints ChainHints;
struct ChainHints {
  int n, nAlloc, oom;
  ChainHint *a;
};

/* Which of aTech names a hint. */
enum { CHAIN_TECH_CELL, CHAIN_TECH_REGION, CHAIN_TECH_CONTRADICTION,
       CHAIN_TECH_DOUBLE, CHAIN_N_TECH };

/* The off potentials an advanced step adds, with their parents and the
** nested hint (id, or -1) that removes them. */
typedef struct ChainAdv ChainAdv;
struct ChainAdv {
  int n, nPool;
  short aX[729];
  int aFirst[729];
  short aNPar[729];
  int aNest[729];
  short aPool[CHAIN_ADV_POOL];
};

/*
** Describing a hint of an engine E (rate_nest_why.c): while one of its
** branches is made again, E->pRec notes, for each candidate that a nested
** hint removed, the first such hint (rate_nested.c): the working grid its
** producer listed it on, which producer (the forcing chains' search or
** E's sub-producer), its number in the listing (ChainHint.seq) and its id
** in E.  Making that listing again on that grid finds the hint.
*/
typedef struct ChainNestRec ChainNestRec;
struct ChainNestRec {
  int nGrid, nGridAlloc, oom;
  unsigned short (*aGrid)[81];   /* the grids, as noted */
  int aGridOf[729];              /* per candidate: its grid, or -1 */
  int aSeq[729], aId[729];
  unsigned char aSearch[729];    /* 1: the search's hint */
};

typedef struct ChainSearch ChainSearch;     /* rate_chains.c's search */
typedef struct ChainReach ChainReach;       /* rate_reach.c's sets */

/*
** The static links of a grid's potentials (pid = 2*candidate + on), made
** by rate_reach.c: what pid v makes true (v off) or false (v on) is
** aTo[aFirst[v] .. aFirst[v+1]), in SE's order, with the causes
** (CAUSE_*); the cell links come first, the unit links from aUnit[v] on.
*/
typedef struct ChainLinks ChainLinks;
#define CHAIN_MAX_LINKS (729*48)
struct ChainLinks {
  int aFirst[2*729+1], aUnit[2*729];
  int overflow;                  /* a variant's links did not fit */
  short aTo[CHAIN_MAX_LINKS];
  unsigned char aCause[CHAIN_MAX_LINKS];
};

typedef struct ChainSeen ChainSeen;   /* rate_seen.c's lists by grid */
typedef struct Pool Pool;             /* pool.h's threads */
typedef struct ChainEngine ChainEngine;
struct ChainEngine {
  int multiple, dynamic, nishio, level;   /* SE's Chaining(...) flags */
  int nestingLimit;              /* the level of a level 4's nested
                                 ** dynamic chains */
  double base_d;                 /* base difficulty of its hints */
  const unsigned char *sol;      /* the solution's digits, when the grid
                                 ** holds it (top level), else NULL */
  int aTech[CHAIN_N_TECH];             /* RateTech of each kind of hint */
  unsigned short base[81];       /* the grid the producer looks at */
  RateBits basePlaces[9];
  unsigned short cand[81];       /* the working grid of a dynamic run */
  RateBits places[9];
  const RateGeom *geom;          /* a variant's units and peers, or 0 */
  unsigned char aCnt[RATE_MAX_UNIT][9];  /* places of each digit in each
                                 ** unit on the working grid, and on the
                                 ** base */
  unsigned char aBaseCnt[RATE_MAX_UNIT][9];
  unsigned char nPlaced[9];      /* cells holding each digit */
  unsigned char aEmpty[RATE_MAX_UNIT];   /* empty cells of each unit */
  unsigned short aPos[27][9];    /* rate_plus.c: places of digits in units
                                 ** on the working grid, kept up to date
                                 ** from level 1 on (rate_positions), and
                                 ** on the base */
  unsigned short aBasePos[27][9];
  unsigned long long *pProp;     /* potentials listed, for the work
                                 ** charge */
  /* the best hint so far: its target, complexity, sort key */
  int found, bestC, bestSk, bestX, bestPlace, bestTech;
  /* and its branches: the assumption (pid) each follows, the potential
  ** each ends at (for describing it: rate_chain_why.c) */
  int nBest, aBestRoot[9], aBestPid[9];
  ChainHints *collect;           /* list every hint here, not the best */
  int nSeq;
  int whySeq;                    /* describing: the listed hint (its seq)
                                 ** to keep as the best too, else -1 */
  ChainNestRec *pRec;            /* describing: the nested hints given to
                                 ** the run being made, else NULL */
  /* ancestor counting, and the hint being counted */
  unsigned stamp;
  unsigned aSeen[CHAIN_FRESH+1];
  short aStack[CHAIN_FRESH+1];
  ChainSpec spec;
  /* nested hints used by this producer's chains: complexities */
  int nNest, nNestAlloc;
  int *aNestC;
  unsigned long long *aNestSig;
  unsigned *aNestSeen;
  int *aNestHash;                /* ids by signature (open addressing) */
  unsigned nestStamp;
  unsigned long long sig;        /* the hint being counted, hashed */
  ChainEngine *pSub;             /* the nested producer (rate_nested.c) */
  int (*xNested)(ChainEngine*);  /* from level 2 on, the nested producers
                                 ** (chain_nested), set by the engine's
                                 ** maker: the engine calls them without
                                 ** depending on rate_nested.c */
  ChainSearch *pSearch;          /* the nested forcing chains' search */
  ChainSeen *pSeen;              /* its hints on recent grids (the
                                 ** state's, shared by every producer) */
  int reachShared;               /* pReach is a search's (not freed) */
  ChainReach *pReach;            /* a static producer's sets of what
                                 ** each assumption can imply */
  int oom;
  ChainAdv adv;                  /* rate_plus.c's working list */
  ChainRun off;                  /* a candidate assumed false */
  ChainRun *aOn[729];            /* each candidate assumed true: made
                                 ** once per grid (cells and regions share
                                 ** them), kept for the next grid */
  unsigned char aOnValid[729];   /* 1: kept from the last call, 2: made
                                 ** (or charged) in this one */
  unsigned short prevBase[81];   /* the grid of the last call (0s: none) */
  unsigned char aNishio[729];    /* Nishio's contradictions of x on (bit
                                 ** 1) and off (bit 0), when known (bits
                                 ** 3, 2), for the places aNishioKey */
  RateBits aNishioKey[9];
  /* a top-level producer's threads (chain_produce's first phase) */
  Pool *pPool;               /* the rating's, or NULL: one thread */
  int nWorker;                   /* engines made for its workers */
  ChainEngine *apWorker[WORK_MAX_THREADS-1];
  ChainRun *aOffRun[729];        /* each candidate assumed false, made in
                                 ** the first phase */
  unsigned char aOffReady[729];  /* 1: aOffRun[x] is this call's */
};

/* The producers kept in a rater's state: their engines (made on first
** use) and the forcing chains' search. */
enum { CHAIN_PROD_NISHIO = RATE_CHAIN_NISHIO,
       CHAIN_PROD_MULTIPLE = RATE_CHAIN_MULTIPLE,
       CHAIN_PROD_DYNAMIC = RATE_CHAIN_DYNAMIC,
       CHAIN_PROD_PLUS = RATE_CHAIN_PLUS,
       CHAIN_PROD_NESTED = RATE_CHAIN_NESTED2,
       CHAIN_N_PROD = CHAIN_PROD_NESTED+6 };
struct RateChainMem {
  ChainEngine *aEngine[CHAIN_N_PROD];
  ChainSearch *pSearch;
  ChainSeen *pSeen;              /* the nested searches' hints by grid */
  Pool *pPool;               /* the rating's threads, made on first
                                 ** use when it may have more than one */
  int bPoolTried;
};

/* rate_run.c */
void chain_run(ChainEngine *E, ChainRun *R, int pid);

/* rate_forcing.c */
void chain_engine_init(ChainEngine *E, int multiple, int dynamic,
                       int nishio, int level, double base);
void chain_engine_free(ChainEngine *E);
void chain_produce(ChainEngine *E, const unsigned short *cand,
                   const unsigned char *nPlaced);

/* rate_plus.c */
void chain_advanced(ChainEngine *E);
void chain_adv_add(ChainAdv *A, const ChainRem *r, const short *aPar,
                   int nPar, int nest);

/* rate_chains.c */
ChainSearch *chain_search_new(const RateGeom *geom);
void chain_search_free(ChainSearch *q);
ChainReach *chain_search_reach(ChainSearch *q);
void chain_engine_share_reach(ChainEngine *E, ChainSearch *q);
unsigned long long chain_search_collect(ChainSearch *q,
                                        const unsigned short *cand,
                                        ChainHints *L);
int chain_search_why(ChainSearch *q, const unsigned short *cand, int seq,
                     RateWhy *w, int depth, int parent);

/* rate_reach.c */
int chain_units_of(const RateGeom *g, int c, int *aOut);
int chain_var_on_to_off(const RateGeom *g, const unsigned short *cand,
                        int x, int cellLinks, short *aOut,
                        unsigned char *aCause, int *pnCell);
ChainReach *chain_reach_new(void);
void chain_reach_build(ChainReach *r, const RateGeom *geom,
                       const unsigned short *cand,
                       const RateBits *places);
const ChainLinks *chain_reach_links(const ChainReach *r);
int chain_reach_meet(const ChainReach *r, const int *aX, int n);
int chain_reach_has(const ChainReach *r, int from, int to);
int chain_reach_cycle(const ChainReach *r, int pid);

/* rate_seen.c */
ChainSeen *chain_seen_new(void);
void chain_seen_free(ChainSeen *t);
unsigned long long chain_seen_collect(ChainSeen *t, ChainSearch *q,
                                      const unsigned short *cand,
                                      ChainHints *L);

/* rate_nested.c */
int chain_nested(ChainEngine *E);

/* rate_chain_why.c */
int chain_why_unit(int x, int y, int yOn, int cause);
void chain_why_say_chain(RateWhy *w, int i, int cap);
void chain_why_run_links(RateWhy *w, const ChainRun *R, int pid,
                         unsigned char *aSeen);
int chain_why_run_nest(const ChainRun *R, int x);
void chain_why_say_engine(ChainEngine *E, RateWhy *w, int absurd);

/* rate_nest_why.c */
void chain_why_engine(ChainEngine *E, RateWhy *w);

/* rate_hints.c */
ChainHint *chain_hint_add(ChainHints *L);
int chain_nest_id(ChainEngine *E, int c, unsigned long long sig);
unsigned long long chain_mix(unsigned long long x);

#endif
