/* SPDX-License-Identifier: MIT */
/*
** rate_forcing.h: the engine of SE's chaining producers beyond cycles and
** forcing chains (rate_forcing.c), its advanced implications
** (rate_plus.c) and the nested producers they call (rate_nested.c).
**
** A Run is what one assumption implies (SE's doChaining): the candidates
** found on and off, in the order found, and the parents of each potential
** (pid = 2*candidate + on), so that a hint's complexity can be counted.
** An Engine is one of SE's chaining producers with its working grid and
** the runs it keeps while it looks at one cell.  A producer either keeps
** its best hint, or (nested in another's chains) lists every hint as an
** NHint: its rating, what it removes, and what its chains rely on.
*/
#ifndef SUDOKU_RATE_FORCING_H
#define SUDOKU_RATE_FORCING_H

#include "rate_chain.h"
#include "pool.h"

#define RUN_FRESH 1458           /* pid slot of a contradiction's unlisted
                                 ** half */
#define ADV_POOL  65536          /* parents of one advanced step */
#define RUN_NESTED 0x8000        /* aNPar flag: a nested hint id follows
                                 ** the parents (two 15-bit halves) */

/* The potential (2*x+on) of candidate x. */
#define PID(x, on) (2*(x)+(on))

/* Sets over the 729 candidates x, as 12 words. */
static inline int xset_has(const unsigned long long *m, int x){
  return (int)(m[x>>6]>>(x&63) & 1);
}
static inline void xset_put(unsigned long long *m, int x){
  m[x>>6] |= 1ULL<<(x&63);
}

/* Causes of an on potential: how SE's chain made it true (CAUSE_BOX+k:
** the region of SE kind k, see rate_se_region). */
enum { CAUSE_NONE, CAUSE_CELL, CAUSE_BOX, CAUSE_ROW, CAUSE_COL };

typedef struct Run Run;
struct Run {
  int nOn, nOff;
  short aOn[729], aOff[729];     /* candidates found on / off, in order */
  unsigned long long on[12], off[12];   /* the same as sets */
  int aFirst[RUN_FRESH+1];       /* parents of pid: aPool[aFirst[pid]..] */
  unsigned short aNPar[RUN_FRESH+1];    /* their number, | RUN_NESTED */
  unsigned char aCause[RUN_FRESH+1];    /* a CAUSE_* of on pids */
  int nPool;
  int overflow;                  /* parents were dropped (out of memory) */
  int absurd;                    /* candidate found on and off, or -1 */
  int absurdFreshOn;             /* 1: its on half is RUN_FRESH */
  int nPoolAlloc;
  short *aPool;                  /* the parents, grown as needed */
  RateBits seenCells;            /* what the run read of the grid: cells */
  unsigned seenUnits[9];         /* and units of each digit (bit u) */
};

/* What a nested hint's chains rely on (SE's getRuleParents): their on
** potentials made by a naked single (cells) or a hidden single (bit
** 9u+e: digit e in unit u).  The candidates that the outer chain removed
** there are the parents of what the nested hint removes. */
typedef struct RuleSpec RuleSpec;
struct RuleSpec {
  RateBits cells;
  unsigned long long hidden[4];
};

/* What a hint removes: its cells in the order first added (SE's map of
** them) and the digits (bit e) it removes from each. */
typedef struct RemMap RemMap;
struct RemMap {
  int n;
  unsigned char aCell[81];
  unsigned short aBits[81];
};

/* Add the removal of digit e (0..8) from cell c to r. */
static inline void remmap_add(RemMap *r, int c, int e){
  int k;
  for(k=0; k<r->n && r->aCell[k]!=c; k++){}
  if( k==r->n ){
    r->aCell[r->n] = (unsigned char)c;
    r->aBits[r->n++] = 0;
  }
  r->aBits[k] |= (unsigned short)(1u<<e);
}

/* Add to sp what on potential x (candidate) made by `cause` relies on. */
static inline void spec_add(RuleSpec *sp, int x, int cause){
  int c = x/9, e = x%9, u;
  if( cause==CAUSE_CELL ){
    sp->cells |= RATE_BIT(c);
  }else if( cause!=CAUSE_NONE ){
    u = rate_se_region_of(c, cause-CAUSE_BOX);
    sp->hidden[(9*u+e)/64] |= 1ULL<<((9*u+e)%64);
  }
}

/* A hint of a nested producer. */
typedef struct NHint NHint;
struct NHint {
  double d;
  int c, sk, seq;                /* complexity, sort key, order found */
  unsigned long long sig;        /* its chains' potentials, hashed: SE
                                 ** counts equal chains once */
  RuleSpec spec;
  RemMap rem;                    /* what it removes */
};

typedef struct NList NList;
struct NList {
  int n, nAlloc, oom;
  NHint *a;
};

/* Which of aTech names a hint. */
enum { TECH_CELL, TECH_REGION, TECH_CONTRADICTION, TECH_DOUBLE, N_TECH };

/* The off potentials an advanced step adds, with their parents and the
** nested hint (id, or -1) that removes them. */
typedef struct Adv Adv;
struct Adv {
  int n, nPool;
  short aX[729];
  int aFirst[729];
  short aNPar[729];
  int aNest[729];
  short aPool[ADV_POOL];
};

typedef struct Search Search;     /* rate_chains.c's search */
typedef struct Reach Reach;       /* rate_reach.c's sets */

/*
** The static links of a grid's potentials (pid = 2*candidate + on), made
** by rate_reach.c: what pid v makes true (v off) or false (v on) is
** aTo[aFirst[v] .. aFirst[v+1]), in SE's order, with the causes
** (CAUSE_*); the cell links come first, the unit links from aUnit[v] on.
*/
typedef struct Links Links;
struct Links {
  int aFirst[2*729+1], aUnit[2*729];
  short aTo[729*32];
  unsigned char aCause[729*32];
};

typedef struct SeenTable SeenTable;   /* rate_seen.c's lists by grid */
typedef struct Pool Pool;             /* pool.h's threads */
typedef struct Engine Engine;
struct Engine {
  int multiple, dynamic, nishio, level;   /* SE's Chaining(...) flags */
  int nestingLimit;              /* the level of a level 4's nested
                                 ** dynamic chains */
  double base_d;                 /* base difficulty of its hints */
  const unsigned char *sol;      /* the solution's digits, when the grid
                                 ** holds it (top level), else NULL */
  int aTech[N_TECH];             /* RateTech of each kind of hint */
  unsigned short base[81];       /* the grid the producer looks at */
  RateBits basePlaces[9];
  unsigned short cand[81];       /* the working grid of a dynamic run */
  RateBits places[9];
  unsigned char aCnt[27][9];     /* places of each digit in each unit on
                                 ** the working grid, and on the base */
  unsigned char aBaseCnt[27][9];
  unsigned char nPlaced[9];      /* cells holding each digit */
  unsigned char aEmpty[27];      /* empty cells of each unit */
  unsigned short aPos[27][9];    /* rate_plus.c: places of digits in units
                                 ** on the working grid, kept up to date
                                 ** from level 1 on (rate_positions), and
                                 ** on the base */
  unsigned short aBasePos[27][9];
  unsigned long long *pProp;     /* potentials listed, for the work
                                 ** charge */
  /* the best hint so far: its target, complexity, sort key */
  int found, bestC, bestSk, bestX, bestPlace, bestTech;
  NList *collect;                /* list every hint here, not the best */
  int nSeq;
  /* ancestor counting, and the hint being counted */
  unsigned stamp;
  unsigned aSeen[RUN_FRESH+1];
  short aStack[RUN_FRESH+1];
  RuleSpec spec;
  /* nested hints used by this producer's chains: complexities */
  int nNest, nNestAlloc;
  int *aNestC;
  unsigned long long *aNestSig;
  unsigned *aNestSeen;
  int *aNestHash;                /* ids by signature (open addressing) */
  unsigned nestStamp;
  unsigned long long sig;        /* the hint being counted, hashed */
  Engine *pSub;                  /* the nested producer (rate_nested.c) */
  Search *pSearch;               /* the nested forcing chains' search */
  SeenTable *pSeen;              /* its hints on recent grids (the
                                 ** state's, shared by every producer) */
  int reachShared;               /* pReach is a search's (not freed) */
  Reach *pReach;                 /* a static producer's sets of what
                                 ** each assumption can imply */
  int oom;
  Adv adv;                       /* rate_plus.c's working list */
  Run off;                       /* a candidate assumed false */
  Run *aOn[729];                 /* each candidate assumed true: made
                                 ** once per grid (cells and regions share
                                 ** them), kept for the next grid */
  unsigned char aOnValid[729];   /* 1: kept from the last call, 2: made
                                 ** (or charged) in this one */
  unsigned short prevBase[81];   /* the grid of the last call (0s: none) */
  unsigned char aNishio[729];    /* Nishio's contradictions of x on (bit
                                 ** 1) and off (bit 0), when known (bits
                                 ** 3, 2), for the places aNishioKey */
  RateBits aNishioKey[9];
  /* a top-level producer's threads (rate_chaining's first phase) */
  Pool *pPool;               /* the rating's, or NULL: one thread */
  int nWorker;                   /* engines made for its workers */
  Engine *apWorker[WORK_MAX_THREADS-1];
  Run *aOffRun[729];             /* each candidate assumed false, made in
                                 ** the first phase */
  unsigned char aOffReady[729];  /* 1: aOffRun[x] is this call's */
};

/* The producers kept in a rater's state: their engines (made on first
** use) and the forcing chains' search. */
enum { PROD_NISHIO = RATE_CHAIN_NISHIO, PROD_MULTIPLE = RATE_CHAIN_MULTIPLE,
       PROD_DYNAMIC = RATE_CHAIN_DYNAMIC, PROD_PLUS = RATE_CHAIN_PLUS,
       PROD_NESTED = RATE_CHAIN_NESTED2, N_PROD = PROD_NESTED+6 };
struct RateChainMem {
  Engine *aEngine[N_PROD];
  Search *pSearch;
  SeenTable *pSeen;              /* the nested searches' hints by grid */
  Pool *pPool;               /* the rating's threads, made on first
                                 ** use when it may have more than one */
  int bPoolTried;
};

/* rate_run.c */
void run_chain(Engine *E, Run *R, int pid);
int run_listed_off(const Run *R, int x);
void run_list(Run *R, int x, int on, const short *aPar, int nPar,
              int nest);

/* rate_forcing.c */
void engine_init(Engine *E, int multiple, int dynamic, int nishio,
                 int level, double base);
void engine_free(Engine *E);
void rate_chaining(Engine *E, const unsigned short *cand,
                   const unsigned char *nPlaced);

/* rate_plus.c */
int rate_advanced(Engine *E, Run *R);
void adv_add(Adv *A, const RemMap *r, const short *aPar, int nPar, int nest);

/* rate_chains.c */
Search *search_new(void);
void search_free(Search *q);
Reach *search_reach(Search *q);
void engine_share_reach(Engine *E, Search *q);
unsigned long long search_collect(Search *q, const unsigned short *cand,
                                  NList *L);

/* rate_reach.c */
Reach *reach_new(void);
void reach_build(Reach *r, const unsigned short *cand,
                 const RateBits *places);
const Links *reach_links(const Reach *r);
int reach_meet(const Reach *r, const int *aX, int n);
int reach_has(const Reach *r, int from, int to);
int reach_cycle(const Reach *r, int pid);

/* rate_seen.c */
SeenTable *seen_new(void);
void seen_free(SeenTable *t);
unsigned long long seen_collect(SeenTable *t, Search *q,
                                const unsigned short *cand, NList *L);

/* rate_nested.c */
NHint *nlist_add(NList *L);
int nested_advanced(Engine *E);
int nest_id(Engine *E, int c, unsigned long long sig);
unsigned long long chain_mix(unsigned long long x);

#endif
