/* SPDX-License-Identifier: MIT */
/*
** cdcl.c: the conflict-driven clause-learning solver of cdcl.h.
**
** State: a value per literal (1 true, -1 false, 0 free), per variable its
** decision level, its reason (none, a clause in the arena, or "implied by
** a clause of two" with the other literal), and its activity.
** The trail lists the true literals in the order they were set.
**
** Clauses of two literals given before the first solve are implication
** lists (binStart/binLit, by the literal that sets them off): the
** at-most-one halves of exactly-one constraints, which are most of a
** sudoku's clauses, cost no watch.  Longer clauses, clauses added later
** and learned clauses live in one arena of ints: [size, flags | glue<<4,
** where the last search for a watch stopped, literals...], each watched
** by its first two literals with a blocker.
**
** The assert()s check the trail (a literal set is free before, true on
** it; levels never fall along it; trailLim matches the decision level),
** the watches (a clause watched for literal p holds p's negation among
** its first two) and the reasons (a clause's first literal is the one it
** implied; a reason survives a reduce; the first UIP is found at the
** conflict's level).  Built with CDCL_DEBUG, propagation also checks that
** each reason clause is unit (its other literals all false), which costs
** the length of the clause.
*/
#include "cdcl.h"
#include "cdclopt.h"

#include <assert.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define CR_NONE      0xffffffffu   /* reason of a decision or a unit */
#define CR_BIN       0x80000000u   /* reason: CR_BIN | the other literal */
#define CR_BINCONFL  0xfffffffeu   /* conflict of a clause of two */

#define CL_LEARNT  1
#define CL_DELETED 2
#define CL_USED    4               /* took part in a conflict lately */

#define CL_HEADER  3               /* ints before the literals */
#define CL_POS     2               /* header: where the last watch search
                                   ** stopped (Gent's saved position) */

/* The tuning constants (reduces, decay, restarts, the accounting of
** work) are the options of cdclopt.h, in s->opt. */

/* A watch of a clause: its place in the arena and a literal of it that,
** when true, spares a look at the clause. */
typedef struct Watch Watch;
struct Watch { unsigned cref; int blocker; };

typedef struct WatchList WatchList;
struct WatchList { Watch *a; int n, cap; };

struct Cdcl {
  int nvar;
  signed char *val;          /* per literal */
  int *level;                /* per variable, the rest too */
  unsigned *reason;
  unsigned char *seen;
  unsigned char *mark;       /* shrinking: the literals of a level's block */
  int *markList;
  double *act, varInc;
  int *heap, *heapPos, nHeap; /* free variables by activity, a max-heap */
  int *trail, nTrail, qhead;
  int *trailLim, nLevel;     /* where each decision level starts */
  int *binStart, *binLit;    /* implications, built by the first solve */
  int *pair;                 /* clauses of two until then */
  size_t nPair, pairCap;
  int *arena;
  size_t nArena, arenaCap;
  WatchList *watch;          /* per literal: clauses watching its negation */
  unsigned *learnt;          /* learned clauses in the arena */
  int nLearnt, learntCap;
  size_t learntLits;
  int *buf, *stack, *toClear;/* conflict analysis, nvar+1 each */
  int nToClear;
  unsigned *stamp, stampNow; /* glue: levels seen, per level */
  int conflLits[2];
  unsigned long long conflicts, decisions, ticks;
  unsigned long long overhead;   /* other work, in ticks (cdcl_work) */
  unsigned long long nextReduce, reduceStep;
  unsigned long long nextRestart; /* stable mode: Luby restarts */
  int lubyIndex;
  int stable;                /* mode: stable (else focused) */
  unsigned long long modeEnd, modeLen, lastRestart;
  double glueFast, glueSlow; /* moving averages of learned glue */
  double trailAvg;           /* of the trail's length at conflicts */
  unsigned long long noRestartUntil; /* focused mode: restarts held off */
  signed char *target;       /* per variable: its value in the longest
                             ** conflict-free trail of this stable mode
                             ** (1, -1; 0 when it had none) */
  int targetLen;             /* that trail's length */
  signed char *best;         /* the same over the whole search (the best
                             ** phases), the targets of each stable mode
                             ** to start from */
  int bestLen;
  int useTarget;             /* decide by target (cdcl_target_phases) */
  int frozen, unsat, oom;
  int over;                  /* over budget while building, or refused
                             ** memory: every call now says so */
  int varCap;                /* variables the per-variable arrays hold */
  Work *work;                /* the call's: charged for building, and
                             ** for the memory held (cdcl_new) */
  size_t held;               /* bytes taken from work */
  unsigned long long buildSteps; /* building steps not charged yet */
  CdclOptions opt;           /* cdcl_options when made */
};

/* ---- memory, taken from the call's Work (work_mem_take) ---- */

/* Take n more bytes; 0, or 1 when refused (s->over set). */
static int mem_take(Cdcl *s, size_t n){
  if( work_mem_take(s->work, n) ){
    s->over = 1;
    return 1;
  }
  s->held += n;
  return 0;
}

static void mem_give(Cdcl *s, size_t n){
  work_mem_give(s->work, n);
  s->held -= n;
}

/* An out-of-memory result is over budget when the memory was refused. */
static int result(const Cdcl *s, int rc){
  return rc==CDCL_NOMEM && s->over ? CDCL_OVER_BUDGET : rc;
}

/* ---- growable arrays ---- */

/* Make room for `need` items of `size` bytes in *pa (capacity *pcap).
** 0 on success, 1 when out of memory or refused (nothing changed). */
static int grow(Cdcl *s, void *pa, size_t *pcap, size_t need, size_t size){
  void **pp = (void**)pa;
  size_t cap = *pcap ? *pcap : 16;
  void *pNew;
  if( need<=*pcap ) return 0;
  while( cap<need ) cap *= 2;
  if( mem_take(s, (cap-*pcap)*size) ) return 1;
  pNew = realloc(*pp, cap*size);
  if( pNew==0 ){
    mem_give(s, (cap-*pcap)*size);
    return 1;
  }
  *pp = pNew;
  *pcap = cap;
  return 0;
}

static int watch_push(Cdcl *s, WatchList *w, unsigned cref, int blocker){
  if( w->n==w->cap ){
    size_t cap = (size_t)w->cap;
    if( grow(s, &w->a, &cap, (size_t)w->n+1, sizeof(Watch)) ) return 1;
    w->cap = (int)cap;
  }
  w->a[w->n].cref = cref;
  w->a[w->n].blocker = blocker;
  w->n++;
  return 0;
}

/* ---- the activity heap ---- */

static int heap_less(const Cdcl *s, int a, int b){
  return s->act[a]>s->act[b] || (s->act[a]==s->act[b] && a<b);
}

static void heap_up(Cdcl *s, int i){
  int v = s->heap[i];
  while( i>0 ){
    int parent = (i-1)/2;
    if( !heap_less(s, v, s->heap[parent]) ) break;
    s->heap[i] = s->heap[parent];
    s->heapPos[s->heap[i]] = i;
    i = parent;
  }
  s->heap[i] = v;
  s->heapPos[v] = i;
}

static void heap_down(Cdcl *s, int i){
  int v = s->heap[i];
  for(;;){
    int c = 2*i+1;
    if( c>=s->nHeap ) break;
    if( c+1<s->nHeap && heap_less(s, s->heap[c+1], s->heap[c]) ) c++;
    if( !heap_less(s, s->heap[c], v) ) break;
    s->heap[i] = s->heap[c];
    s->heapPos[s->heap[i]] = i;
    i = c;
  }
  s->heap[i] = v;
  s->heapPos[v] = i;
}

static void heap_insert(Cdcl *s, int v){
  if( s->heapPos[v]>=0 ) return;
  s->heap[s->nHeap] = v;
  s->heapPos[v] = s->nHeap++;
  heap_up(s, s->nHeap-1);
}

static int heap_pop(Cdcl *s){
  int v = s->heap[0];
  s->heapPos[v] = -1;
  if( --s->nHeap>0 ){
    s->heap[0] = s->heap[s->nHeap];
    s->heapPos[s->heap[0]] = 0;
    heap_down(s, 0);
  }
  return v;
}

/* Raise v's activity; all are scaled down before they overflow. */
static void bump(Cdcl *s, int v){
  if( (s->act[v] += s->varInc)>1e100 ){
    int i;
    for(i=0; i<s->nvar; i++) s->act[i] *= 1e-100;
    s->varInc *= 1e-100;
  }
  if( s->heapPos[v]>=0 ) heap_up(s, s->heapPos[v]);
}

/* ---- creation ---- */

/* The arrays of one item per variable (or two, per literal), each at its
** place in struct Cdcl, and the bytes of an item. */
static const struct { size_t off; unsigned char size, perLit; } aVarArray[] = {
  { offsetof(Cdcl, val),      1,                 1 },
  { offsetof(Cdcl, watch),    sizeof(WatchList), 1 },
  { offsetof(Cdcl, level),    sizeof(int),       0 },
  { offsetof(Cdcl, reason),   sizeof(unsigned),  0 },
  { offsetof(Cdcl, seen),     1,                 0 },
  { offsetof(Cdcl, mark),     1,                 0 },
  { offsetof(Cdcl, markList), sizeof(int),       0 },
  { offsetof(Cdcl, act),      sizeof(double),    0 },
  { offsetof(Cdcl, heap),     sizeof(int),       0 },
  { offsetof(Cdcl, heapPos),  sizeof(int),       0 },
  { offsetof(Cdcl, trail),    sizeof(int),       0 },
  { offsetof(Cdcl, trailLim), sizeof(int),       0 },
  { offsetof(Cdcl, buf),      sizeof(int),       0 },
  { offsetof(Cdcl, stack),    sizeof(int),       0 },
  { offsetof(Cdcl, toClear),  sizeof(int),       0 },
  { offsetof(Cdcl, stamp),    sizeof(unsigned),  0 },
  { offsetof(Cdcl, target),   1,                 0 },
  { offsetof(Cdcl, best),     1,                 0 },
};
#define N_VAR_ARRAY (int)(sizeof(aVarArray)/sizeof(aVarArray[0]))

/* Bytes of the per-variable arrays for n variables (one more is kept). */
static size_t var_bytes(int n){
  size_t b = 0;
  int i;
  for(i=0; i<N_VAR_ARRAY; i++){
    b += aVarArray[i].size*(aVarArray[i].perLit ? 2u : 1u);
  }
  return b*((size_t)n+1);
}

/* Grow the per-variable arrays to nvar variables (nvar > s->nvar), the new
** ones zeroed, and add variables s->nvar..nvar-1: free, of no activity,
** without clauses.  At level 0.  0, or 1 out of memory or refused. */
static int add_vars(Cdcl *s, int nvar){
  int i, v;
  if( s->val==0 || nvar>s->varCap ){
    int cap = s->varCap, had = s->val!=0;
    while( cap<nvar ) cap = cap<nvar/2 ? nvar : cap + cap/2 + 1;
    if( mem_take(s, var_bytes(cap) - (had ? var_bytes(s->varCap) : 0)) ){
      return 1;
    }
    for(i=0; i<N_VAR_ARRAY; i++){
      void **pp = (void**)((char*)s + aVarArray[i].off);
      size_t k = aVarArray[i].perLit ? 2 : 1, item = aVarArray[i].size;
      size_t nOld = had ? k*((size_t)s->varCap+1) : 0;
      size_t nNew = k*((size_t)cap+1);
      void *pNew = realloc(*pp, nNew*item);
      if( pNew==0 ){
        /* the arrays grown so far keep their room: count them as is */
        return 1;
      }
      memset((char*)pNew + nOld*item, 0, (nNew-nOld)*item);
      *pp = pNew;
    }
    s->varCap = cap;
  }
  if( s->frozen && s->binStart ){
    /* the new literals' implication lists are empty */
    size_t nlit = 2*(size_t)s->nvar, nNew = 2*(size_t)nvar, k;
    int *p;
    if( mem_take(s, (nNew-nlit)*sizeof(int)) ) return 1;
    p = realloc(s->binStart, (nNew+1)*sizeof(int));
    if( p==0 ) return 1;
    s->binStart = p;
    for(k=nlit+1; k<=nNew; k++) p[k] = p[nlit];
  }
  for(v=s->nvar; v<nvar; v++){
    s->reason[v] = CR_NONE;
    s->heapPos[v] = -1;
  }
  v = s->nvar;
  s->nvar = nvar;
  for(; v<nvar; v++) heap_insert(s, v);
  return 0;
}

Cdcl *cdcl_new(int nvar, Work *work){
  Cdcl *s = calloc(1, sizeof(Cdcl));
  if( s==0 ) return 0;
  s->work = work;
  s->opt = cdcl_options;
  s->varInc = 1.0;
  s->nextReduce = (unsigned long long)s->opt.REDUCE_FIRST;
  s->reduceStep = (unsigned long long)s->opt.REDUCE_FIRST;
  s->modeLen = s->modeEnd = (unsigned long long)s->opt.MODE_FIRST;
  if( mem_take(s, sizeof(Cdcl)) || add_vars(s, nvar) ){
    cdcl_free(s);
    return 0;
  }
  return s;
}

void cdcl_free(Cdcl *s){
  int i;
  if( s==0 ) return;
  if( s->watch ){
    for(i=0; i<2*s->nvar; i++) free(s->watch[i].a);
  }
  for(i=0; i<N_VAR_ARRAY; i++) free(*(void**)((char*)s + aVarArray[i].off));
  free(s->binStart); free(s->binLit); free(s->pair); free(s->arena);
  free(s->learnt);
  work_mem_give(s->work, s->held);
  free(s);
}

/* ---- assignment ---- */

static void assign(Cdcl *s, int lit, unsigned reason){
  int v = lit>>1;
  assert( lit>=0 && v<s->nvar && s->val[lit]==0 && s->val[lit^1]==0 );
  assert( s->nTrail<s->nvar );
  assert( s->nLevel==0 || s->trailLim[s->nLevel-1]<=s->nTrail );
  assert( s->nTrail==0 || s->level[s->trail[s->nTrail-1]>>1]<=s->nLevel );
  s->val[lit] = 1;
  s->val[lit^1] = -1;
  s->level[v] = s->nLevel;
  s->reason[v] = reason;
  s->trail[s->nTrail++] = lit;
}

/* Undo every assignment above decision level `lvl`. */
static void backtrack(Cdcl *s, int lvl){
  int i;
  if( s->nLevel<=lvl ) return;
  assert( lvl>=0 && s->trailLim[lvl]<=s->nTrail );
  for(i=s->nTrail-1; i>=s->trailLim[lvl]; i--){
    int lit = s->trail[i], v = lit>>1;
    assert( s->val[lit]>0 && s->level[v]>lvl );
    s->val[lit] = 0;
    s->val[lit^1] = 0;
    heap_insert(s, v);
  }
  s->nTrail = s->trailLim[lvl];
  s->qhead = s->nTrail;
  s->nLevel = lvl;
}

/* ---- clauses ---- */

/* Put a clause of n >= 2 literals in the arena and watch its first two.
** Returns its place, or CR_NONE when out of memory. */
static unsigned clause_new(Cdcl *s, const int *lits, int n, int learnt,
                           int glue){
  size_t need = s->nArena + CL_HEADER + (size_t)n;
  unsigned cref = (unsigned)s->nArena;
  assert( n>=2 && (lits[0]>>1)!=(lits[1]>>1) );
  if( need>=CR_BIN || grow(s, &s->arena, &s->arenaCap, need, sizeof(int)) ){
    return CR_NONE;
  }
  s->arena[cref] = n;
  s->arena[cref+1] = (learnt ? CL_LEARNT : 0) | (glue<<4);
  s->arena[cref+CL_POS] = 2;
  memcpy(s->arena + cref + CL_HEADER, lits, (size_t)n*sizeof(int));
  s->nArena = need;
  if( watch_push(s, &s->watch[lits[0]^1], cref, lits[1])
   || watch_push(s, &s->watch[lits[1]^1], cref, lits[0]) ){
    return CR_NONE;
  }
  if( learnt ){
    size_t cap = (size_t)s->learntCap;
    if( grow(s, &s->learnt, &cap, (size_t)s->nLearnt+1, sizeof(unsigned)) ){
      return CR_NONE;
    }
    s->learntCap = (int)cap;
    s->learnt[s->nLearnt++] = cref;
    s->learntLits += (size_t)n;
  }
  return cref;
}

static int cmp_int(const void *a, const void *b){
  int x = *(const int*)a, y = *(const int*)b;
  return (x>y) - (x<y);
}

/* Charge the building of the formula to the call's Work: `steps` more
** literals handled.  0, or 1 when over budget or the host interrupts. */
static int build_charge(Cdcl *s, unsigned long long steps){
  s->buildSteps += steps;
  unsigned long long perUnit = (unsigned long long)s->opt.BUILD_LITS_PER_UNIT;
  if( s->buildSteps<(unsigned long long)s->opt.BUILD_LOOK ) return 0;
  if( work_charge(s->work, s->buildSteps/perUnit) ) s->over = 1;
  s->buildSteps %= perUnit;
  return s->over;
}

int cdcl_add_clause(Cdcl *s, const int *lits, int n){
  int *c, i, m = 0;
  if( s->over ) return CDCL_OVER_BUDGET;
  if( s->unsat ) return 0;
  if( build_charge(s, (unsigned long long)n+1) ) return CDCL_OVER_BUDGET;
  backtrack(s, 0);
  c = malloc(((size_t)n+1)*sizeof(int));
  if( c==0 ) return CDCL_NOMEM;
  memcpy(c, lits, (size_t)n*sizeof(int));
  qsort(c, (size_t)n, sizeof(int), cmp_int);
  /* Drop repeats and literals false for good; a tautology or a literal
  ** true for good makes the clause useless. */
  for(i=0; i<n; i++){
    if( s->val[c[i]]>0 || (i>0 && c[i]==(c[i-1]^1)) ) break;
    if( s->val[c[i]]<0 || (m>0 && c[m-1]==c[i]) ) continue;
    c[m++] = c[i];
  }
  if( i<n ){
    m = -1;
  }else if( m==0 ){
    s->unsat = 1;
  }else if( m==1 ){
    assign(s, c[0], CR_NONE);
  }else if( m==2 && !s->frozen ){
    if( grow(s, &s->pair, &s->pairCap, 2*s->nPair+2, sizeof(int)) ){
      m = -2;
    }else{
      s->pair[2*s->nPair] = c[0];
      s->pair[2*s->nPair+1] = c[1];
      s->nPair++;
    }
  }else if( clause_new(s, c, m, 0, 0)==CR_NONE ){
    m = -2;
  }
  free(c);
  return m==-2 ? result(s, CDCL_NOMEM) : 0;
}

/*
** At most one of the literals lits[0..n-1] true, n > CDCL_PAIRWISE_MAX:
** Sinz's sequential counter over n-1 new variables s_i, "one of
** lits[0..i] is true": lits[i] implies s_i, s_i implies s_{i+1}, and
** lits[i+1] is false when s_i is true.  3n clauses of two; when one
** literal is true, the counter's values follow from it.
*/
static int at_most_one_seq(Cdcl *s, const int *lits, int n){
  int first = s->nvar, i, rc = 0, l[2];
  if( add_vars(s, s->nvar + n-1) ) return result(s, CDCL_NOMEM);
  for(i=0; i<n && rc==0; i++){
    if( i<n-1 ){
      l[0] = lits[i]^1;                          /* lits[i] -> s_i */
      l[1] = CDCL_POS(first+i);
      rc = cdcl_add_clause(s, l, 2);
    }
    if( i>0 && rc==0 ){
      l[0] = CDCL_NEG(first+i-1);                /* s_{i-1} -> not lits[i] */
      l[1] = lits[i]^1;
      rc = cdcl_add_clause(s, l, 2);
    }
    if( i>0 && i<n-1 && rc==0 ){
      l[0] = CDCL_NEG(first+i-1);                /* s_{i-1} -> s_i */
      l[1] = CDCL_POS(first+i);
      rc = cdcl_add_clause(s, l, 2);
    }
  }
  return rc;
}

int cdcl_add_exactly_one(Cdcl *s, const int *vars, int n){
  int *lits = calloc((size_t)n+1, sizeof(int));
  int i, j, rc;
  if( lits==0 ) return CDCL_NOMEM;
  for(i=0; i<n; i++) lits[i] = CDCL_POS(vars[i]);
  rc = cdcl_add_clause(s, lits, n);
  if( n>CDCL_PAIRWISE_MAX ){
    if( rc==0 ) rc = at_most_one_seq(s, lits, n);
  }else{
    for(i=0; i<n && rc==0; i++){
      for(j=i+1; j<n && rc==0; j++){
        int pair[2];
        pair[0] = CDCL_NEG(vars[i]);
        pair[1] = CDCL_NEG(vars[j]);
        rc = cdcl_add_clause(s, pair, 2);
      }
    }
  }
  free(lits);
  return rc;
}

/* Turn the clauses of two into implication lists, sorted, no repeats. */
static int freeze(Cdcl *s){
  size_t nlit = 2*(size_t)s->nvar, k;
  int *count;
  s->frozen = 1;
  s->overhead += (unsigned long long)s->opt.FREEZE_TICKS*2*s->nPair;
  if( mem_take(s, (nlit+1 + 2*s->nPair+1)*sizeof(int)) ) return 1;
  s->binStart = calloc(nlit+1, sizeof(int));
  s->binLit = malloc((2*s->nPair+1)*sizeof(int));
  count = calloc(nlit+1, sizeof(int));
  if( s->binStart==0 || s->binLit==0 || count==0 ){
    free(count);
    return 1;
  }
  for(k=0; k<2*s->nPair; k++) count[s->pair[k]^1]++;
  for(k=0; k<nlit; k++) s->binStart[k+1] = s->binStart[k] + count[k];
  memcpy(count, s->binStart, nlit*sizeof(int));
  for(k=0; k<s->nPair; k++){
    int a = s->pair[2*k], b = s->pair[2*k+1];
    s->binLit[count[a^1]++] = b;
    s->binLit[count[b^1]++] = a;
  }
  /* Sort each list and squeeze out repeats (a pair in two units). */
  {
    int out = 0;
    for(k=0; k<nlit; k++){
      int lo = s->binStart[k], hi = s->binStart[k+1], i;
      qsort(s->binLit+lo, (size_t)(hi-lo), sizeof(int), cmp_int);
      s->binStart[k] = out;
      for(i=lo; i<hi; i++){
        if( i==lo || s->binLit[i]!=s->binLit[i-1] ){
          s->binLit[out++] = s->binLit[i];
        }
      }
    }
    s->binStart[nlit] = out;
  }
  free(count);
  free(s->pair);
  mem_give(s, s->pairCap*sizeof(int));
  s->pair = 0;
  s->nPair = s->pairCap = 0;
  return 0;
}

/* ---- propagation ---- */

/*
** Set every literal the clauses imply.  Returns CR_NONE, or the conflict:
** a clause whose literals are all false (CR_BINCONFL: the two in
** conflLits).  Sets s->oom and returns CR_NONE when a watch list cannot
** grow.
*/
static unsigned propagate(Cdcl *s){
  while( s->qhead<s->nTrail ){
    int p = s->trail[s->qhead++], np = p^1;
    const int *b = s->binLit + s->binStart[p];
    const int *bEnd = s->binLit + s->binStart[p+1];
    WatchList *wl = &s->watch[p];
    Watch *i, *j, *end;
    assert( s->val[p]>0 && s->level[p>>1]<=s->nLevel );
    s->ticks += (unsigned long long)(bEnd - b) + (unsigned)wl->n;
    for(; b<bEnd; b++){
      int q = *b;
      if( s->val[q]>0 ) continue;
      if( s->val[q]<0 ){
        s->conflLits[0] = q;
        s->conflLits[1] = np;
        return CR_BINCONFL;
      }
      assign(s, q, CR_BIN | (unsigned)np);
    }
    if( wl->n==0 ) continue;
    for(i=j=wl->a, end=wl->a+wl->n; i<end; ){
      Watch w = *i++;
      int *lits, first, k, size, pos;
      if( s->val[w.blocker]>0 ){
        *j++ = w;
        continue;
      }
      lits = s->arena + w.cref + CL_HEADER;
      size = s->arena[w.cref];
      assert( w.cref<s->nArena && size>=2 );
      assert( (s->arena[w.cref+1] & CL_DELETED)==0 );
      assert( lits[0]==np || lits[1]==np );
      if( lits[0]==np ){
        lits[0] = lits[1];
        lits[1] = np;
      }
      first = lits[0];
      w.blocker = first;
      if( s->val[first]>0 ){
        *j++ = w;
        continue;
      }
      /* A new watch: from where the last search stopped, round to 2. */
      pos = s->arena[w.cref+CL_POS];
      for(k=pos; k<size && s->val[lits[k]]<0; k++){}
      if( k==size ){
        for(k=2; k<pos && s->val[lits[k]]<0; k++){}
        if( k==pos ) k = size;
      }
      if( k<size ){
        s->arena[w.cref+CL_POS] = k;
        lits[1] = lits[k];
        lits[k] = np;
        if( watch_push(s, &s->watch[lits[1]^1], w.cref, first)==0 ) continue;
        lits[k] = lits[1];
        lits[1] = np;
        s->oom = 1;
      }
      *j++ = w;
      if( s->oom || s->val[first]<0 ){
        while( i<end ) *j++ = *i++;
        wl->n = (int)(j - wl->a);
        return s->oom ? CR_NONE : w.cref;
      }
#ifdef CDCL_DEBUG
      for(k=1; k<size; k++) assert( s->val[lits[k]]<0 );
#endif
      assign(s, first, w.cref);
    }
    wl->n = (int)(j - wl->a);
  }
  return CR_NONE;
}

/* ---- conflict analysis ---- */

/* The literals of a reason other than the one it implied: *pn of them. */
static const int *reason_lits(Cdcl *s, unsigned r, int *tmp, int *pn){
  assert( r!=CR_NONE && r!=CR_BINCONFL );
  if( r & CR_BIN ){
    tmp[0] = (int)(r & ~CR_BIN);
    *pn = 1;
    return tmp;
  }
  *pn = s->arena[r] - 1;
  return s->arena + r + CL_HEADER + 1;
}

static unsigned abstract_level(const Cdcl *s, int v){
  return 1u << (s->level[v] & 31);
}

/* 1 when literal p of a learned clause follows from its other literals
** (MiniSat's recursive minimization); marks what it visits as seen. */
static int redundant(Cdcl *s, int p, unsigned levels){
  int top = s->nToClear, nStack = 0;
  s->stack[nStack++] = p;
  while( nStack>0 ){
    int q = s->stack[--nStack], n, k, tmp[1];
    const int *lits = reason_lits(s, s->reason[q>>1], tmp, &n);
    for(k=0; k<n; k++){
      int v = lits[k]>>1;
      if( s->seen[v] || s->level[v]==0 ) continue;
      if( s->reason[v]!=CR_NONE && (abstract_level(s, v) & levels) ){
        s->seen[v] = 1;
        s->stack[nStack++] = lits[k];
        s->toClear[s->nToClear++] = lits[k];
      }else{
        int i;
        for(i=top; i<s->nToClear; i++) s->seen[s->toClear[i]>>1] = 0;
        s->nToClear = top;
        return 0;
      }
    }
  }
  return 1;
}

/* The number of distinct decision levels among lits. */
static int glue(Cdcl *s, const int *lits, int n){
  int i, g = 0;
  s->stampNow++;
  for(i=0; i<n; i++){
    int l = s->level[lits[i]>>1];
    if( s->stamp[l]!=s->stampNow ){
      s->stamp[l] = s->stampNow;
      g++;
    }
  }
  return g;
}

/*
** Drop from the learned clause s->buf[0..n-1] each literal ~q for which
** a clause of two (buf[0] or q) holds: resolving on q leaves the clause
** without it (Glucose's binary minimization).  With "at most one" pairs
** this strikes, for a learned "not a, or ...", the "b" of each b that
** shares a cell or unit with a.  Returns the new length.
*/
static int binary_minimize(Cdcl *s, int n){
  const int *b, *bEnd;
  int i, j;
  if( n<=2 ) return n;
  b = s->binLit + s->binStart[s->buf[0]^1];
  bEnd = s->binLit + s->binStart[(s->buf[0]^1)+1];
  for(i=1; i<n; i++) s->seen[s->buf[i]>>1] = 1;
  for(; b<bEnd; b++){
    if( s->seen[*b>>1]==1 && s->val[*b]>0 ) s->seen[*b>>1] = 2;
  }
  for(i=j=1; i<n; i++){
    int v = s->buf[i]>>1;
    if( s->seen[v]!=2 ) s->buf[j++] = s->buf[i];
    s->seen[v] = 0;
  }
  return j;
}

/*
** Replace the literals lits[0..n-1] (n >= 2) of the learned clause that
** share decision level lvl by the one literal of that level that implies
** them with the clause's literals of lower levels (the level's "block
** UIP"), when there is one: the walk resolves back along the level's
** trail from its end, as first-UIP analysis does at the conflict level,
** and gives up on a reason with a literal of a lower level that the
** clause does not imply.  Returns the literal to put in their place, or
** -1.
*/
static int block_uip(Cdcl *s, const int *lits, int n, int lvl,
                     unsigned levels){
  int open = n, nMark = 0, uip = -1, i, k;
  for(i=0; i<n; i++){
    s->mark[lits[i]>>1] = 1;
    s->markList[nMark++] = lits[i]>>1;
  }
  /* Level lvl (below the conflict's) ends where level lvl+1 starts. */
  for(k=s->trailLim[lvl]-1; k>=0; k--){
    int t = s->trail[k], v = t>>1, nl, j, tmp[1];
    const int *rl;
    if( !s->mark[v] ) continue;
    if( open==1 ){
      uip = t^1;
      break;
    }
    if( s->reason[v]==CR_NONE ) break;
    rl = reason_lits(s, s->reason[v], tmp, &nl);
    for(j=0; j<nl; j++){
      int q = rl[j], w = q>>1;
      if( s->level[w]==lvl ){
        if( !s->mark[w] ){
          s->mark[w] = 1;
          s->markList[nMark++] = w;
          open++;
        }
      }else if( s->level[w]>0 && !s->seen[w] ){
        if( s->reason[w]==CR_NONE || !(abstract_level(s, w) & levels)
         || !redundant(s, q, levels) ){
          break;
        }
        s->seen[w] = 1;
        s->toClear[s->nToClear++] = q;
      }
    }
    if( j<nl ) break;
    open--;
  }
  for(i=0; i<nMark; i++) s->mark[s->markList[i]] = 0;
  return uip;
}

/*
** Shrink the learned clause s->buf[0..n-1] (all-UIP shrinking, Fleury
** and Biere): each lower decision level with several literals in the
** clause keeps one, its block UIP, where it has one.  Returns the new
** length.
*/
static int shrink(Cdcl *s, int n, unsigned levels){
  int i, j, out;
  if( n<=2 ) return n;
  /* Sort buf[1..n-1] by level, highest first (insertion sort: short). */
  for(i=2; i<n; i++){
    int x = s->buf[i], lx = s->level[x>>1];
    for(j=i; j>1 && s->level[s->buf[j-1]>>1]<lx; j--) s->buf[j] = s->buf[j-1];
    s->buf[j] = x;
  }
  for(i=out=1; i<n; i=j){
    int lvl = s->level[s->buf[i]>>1], uip;
    for(j=i+1; j<n && s->level[s->buf[j]>>1]==lvl; j++){}
    if( j-i>=2 && (uip = block_uip(s, s->buf+i, j-i, lvl, levels))>=0 ){
      if( !s->seen[uip>>1] ){
        s->seen[uip>>1] = 1;
        s->toClear[s->nToClear++] = uip;
      }
      s->buf[out++] = uip;
    }else{
      memmove(s->buf+out, s->buf+i, (size_t)(j-i)*sizeof(int));
      out += j-i;
    }
  }
  return out;
}

/*
** First-UIP analysis of conflict `confl`: the learned clause goes to
** s->buf (its asserting literal first, a literal of the level to jump to
** second); returns its length and sets *pLevel to that level.
*/
static int analyze(Cdcl *s, unsigned confl, int *pLevel){
  int pathC = 0, p = -1, n = 1, idx = s->nTrail-1, i, j, k;
  unsigned levels = 0;
  for(;;){
    const int *lits;
    int nl, tmp[1];
    if( confl==CR_BINCONFL ){
      lits = s->conflLits;
      nl = 2;
    }else if( p<0 ){
      lits = s->arena + confl + CL_HEADER;
      nl = s->arena[confl];
    }else{
      lits = reason_lits(s, confl, tmp, &nl);
    }
    if( !(confl & CR_BIN) && (s->arena[confl+1] & CL_LEARNT) ){
      s->arena[confl+1] |= CL_USED;
    }
    for(k=0; k<nl; k++){
      int v = lits[k]>>1;
      if( s->seen[v] || s->level[v]==0 ) continue;
      s->seen[v] = 1;
      bump(s, v);
      if( s->level[v]>=s->nLevel ) pathC++;
      else s->buf[n++] = lits[k];
    }
    while( !s->seen[s->trail[idx]>>1] ) idx--;
    assert( idx>=0 );
    p = s->trail[idx--];
    confl = s->reason[p>>1];
    assert( s->val[p]>0 && s->level[p>>1]==s->nLevel );
    assert( pathC==1 || confl!=CR_NONE );
    assert( confl==CR_NONE || (confl & CR_BIN)
         || s->arena[confl+CL_HEADER]==p );
    s->seen[p>>1] = 0;
    if( --pathC==0 ) break;
  }
  s->buf[0] = p^1;

  /* Drop the literals implied by the others. */
  s->nToClear = 0;
  for(i=1; i<n; i++){
    levels |= abstract_level(s, s->buf[i]>>1);
    s->toClear[s->nToClear++] = s->buf[i];
  }
  for(i=j=1; i<n; i++){
    int v = s->buf[i]>>1;
    if( s->reason[v]==CR_NONE || !redundant(s, s->buf[i], levels) ){
      s->buf[j++] = s->buf[i];
    }
  }
  n = j;
  n = shrink(s, n, levels);
  for(i=0; i<s->nToClear; i++) s->seen[s->toClear[i]>>1] = 0;
  n = binary_minimize(s, n);

  /* The second watch: a literal of the highest level below this one. */
  *pLevel = 0;
  if( n>1 ){
    int best = 1;
    for(i=2; i<n; i++){
      if( s->level[s->buf[i]>>1]>s->level[s->buf[best]>>1] ) best = i;
    }
    k = s->buf[1];
    s->buf[1] = s->buf[best];
    s->buf[best] = k;
    *pLevel = s->level[s->buf[1]>>1];
  }
  return n;
}

/* ---- learned clause database ---- */

/* Sort keys of clauses to delete, the worst first: higher glue, then
** older (lower place), as (0xfffffff-glue)<<32 | place. */
static int cmp_key(const void *a, const void *b){
  unsigned long long x = *(const unsigned long long*)a;
  unsigned long long y = *(const unsigned long long*)b;
  return (x>y) - (x<y);
}

/* 1 when clause cref is the reason of an assignment. */
static int locked(const Cdcl *s, unsigned cref){
  int lit = s->arena[cref+CL_HEADER];
  return s->val[lit]>0 && s->reason[lit>>1]==cref;
}

/*
** Drop the clauses marked deleted: their watches go, the live clauses
** move to the front of the arena in order, and the watches, reasons and
** the learned list follow them.  0, or 1 when out of memory.
*/
static int collect_garbage(Cdcl *s){
  size_t nMap = (s->nArena+1)*sizeof(unsigned), from = 0, to = 0;
  unsigned *map;
  int i, j, k;
  if( mem_take(s, nMap) ) return 1;
  if( (map = malloc(nMap))==0 ){
    mem_give(s, nMap);
    return 1;
  }
  while( from<s->nArena ){
    size_t len = CL_HEADER + (size_t)s->arena[from];
    if( s->arena[from+1] & CL_DELETED ){
      map[from] = CR_NONE;
    }else{
      map[from] = (unsigned)to;
      memmove(s->arena+to, s->arena+from, len*sizeof(int));
      to += len;
    }
    from += len;
  }
  s->nArena = to;
  for(i=0; i<2*s->nvar; i++){
    WatchList *w = &s->watch[i];
    for(j=k=0; k<w->n; k++){
      unsigned r = map[w->a[k].cref];
      if( r!=CR_NONE ){
        w->a[j].cref = r;
        w->a[j++].blocker = w->a[k].blocker;
      }
    }
    w->n = j;
  }
  for(i=0; i<s->nTrail; i++){
    int v = s->trail[i]>>1;
    unsigned r = s->reason[v];
    if( r!=CR_NONE && !(r & CR_BIN) ){
      assert( map[r]!=CR_NONE );     /* a reason is locked, never deleted */
      s->reason[v] = map[r];
    }
  }
  for(i=j=0; i<s->nLearnt; i++){
    unsigned r = map[s->learnt[i]];
    if( r!=CR_NONE ) s->learnt[j++] = r;
  }
  s->nLearnt = j;
  free(map);
  mem_give(s, nMap);
  return 0;
}

/*
** Delete half the learned clauses of glue above the KEEP_GLUE option that
** are neither reasons nor used since the last reduce, the worst first
** (when over MAX_LEARNT_LITS: every one that is no reason), then compact
** the arena.
** 0, or 1 when out of memory.
*/
static int reduce(Cdcl *s){
  unsigned long long *cand = malloc(((size_t)s->nLearnt+1)*sizeof(*cand));
  int i, nCand = 0, nDel, keepGlue = s->opt.KEEP_GLUE;
  int full = s->learntLits>(size_t)s->opt.MAX_LEARNT_LITS;
  if( cand==0 ) return 1;
  for(i=0; i<s->nLearnt; i++){
    unsigned c = s->learnt[i];
    int flags = s->arena[c+1];
    if( locked(s, c) || (!full && (flags>>4)<=keepGlue) ) continue;
    if( (flags & CL_USED) && !full ){
      s->arena[c+1] = flags & ~CL_USED;
      continue;
    }
    cand[nCand++] = ((unsigned long long)(0xfffffff - (flags>>4))<<32) | c;
  }
  qsort(cand, (size_t)nCand, sizeof(*cand), cmp_key);
  nDel = full ? nCand : nCand/2;
  for(i=0; i<nDel; i++){
    unsigned c = (unsigned)cand[i];
    s->arena[c+1] |= CL_DELETED;
    s->learntLits -= (size_t)s->arena[c];
  }
  free(cand);
  return collect_garbage(s);
}

/* ---- search ---- */

/* Forget the target phases; with best, the best phases too. */
static void target_clear(Cdcl *s, int best){
  memset(s->target, 0, (size_t)s->nvar);
  s->targetLen = 0;
  if( best ){
    memset(s->best, 0, (size_t)s->nvar);
    s->bestLen = 0;
  }
}

/* Copy the values of the first n literals of the trail to phases ph. */
static void phases_save(const Cdcl *s, signed char *ph, int n){
  int i;
  for(i=0; i<n; i++){
    int lit = s->trail[i];
    ph[lit>>1] = (lit & 1) ? -1 : 1;
  }
}

/*
** At a conflict in stable mode: when the trail below the current decision
** level (propagated without conflict) is the longest yet, its values
** become the target phases, which the decisions of stable mode follow
** (CaDiCaL's "target phases"): the search keeps to the assignment that
** got furthest and repairs it, which finds the solutions of satisfiable
** grids with fewer conflicts.  The longest such trail of the whole
** search, in either mode, is kept as the best phases, which each stable
** mode starts from (CaDiCaL's "best phases" and rephasing to them).
*/
static void target_update(Cdcl *s){
  int n = s->trailLim[s->nLevel-1];
  if( !s->useTarget ) return;
  if( n>s->bestLen ){
    phases_save(s, s->best, n);
    s->bestLen = n;
  }
  if( s->stable && n>s->targetLen ){
    phases_save(s, s->target, n);
    s->targetLen = n;
  }
}

/*
** At a conflict: keep the average length of the trail, and when looking
** for one model in focused mode, hold restarts off for BLOCK_SPAN
** conflicts when the trail is BLOCK_TRAIL times longer than usual
** (Glucose's restart blocking: the search may be close to a model).
*/
static void trail_watch(Cdcl *s){
  unsigned long long trailSpan = (unsigned long long)s->opt.TRAIL_SPAN;
  double span = s->conflicts<trailSpan ? (double)s->conflicts
                                       : (double)trailSpan;
  if( s->useTarget && !s->stable && s->conflicts>trailSpan
   && s->nTrail>s->opt.BLOCK_TRAIL*s->trailAvg ){
    s->noRestartUntil = s->conflicts
                      + (unsigned long long)s->opt.BLOCK_SPAN;
  }
  s->trailAvg += (s->nTrail - s->trailAvg)/span;
}

/* The Luby sequence 1 1 2 1 1 2 4 ...: its x-th term (from 0). */
static unsigned long long luby(int x){
  unsigned long long size = 1, term = 1;
  int seq = 0;
  while( size<(unsigned long long)x+1 ){
    seq++;
    size = 2*size+1;
  }
  while( size-1!=(unsigned long long)x ){
    size = (size-1)>>1;
    seq--;
    x = (int)((unsigned long long)x % size);
  }
  while( seq-->0 ) term *= 2;
  return term;
}

/*
** 1 when the search should restart now; switches modes too, each mode
** lasting twice as long as the time before.  Focused mode restarts when
** the recent glue runs GLUE_MARGIN times the long-run one (the search is
** doing worse than usual); stable mode at Luby intervals of STABLE_UNIT
** conflicts (STABLE_UNIT_SAT with target phases on), its targets starting
** from the best phases.
*/
static int restart_due(Cdcl *s){
  if( s->conflicts>=s->modeEnd ){
    s->stable = !s->stable;
    target_clear(s, 0);
    if( s->stable && s->useTarget ){
      memcpy(s->target, s->best, (size_t)s->nvar);
    }
    if( !s->stable ) s->modeLen *= 2;
    s->modeEnd = s->conflicts + s->modeLen;
    s->nextRestart = s->conflicts;
    s->lastRestart = s->conflicts;
    return 1;
  }
  if( s->stable ){
    if( s->conflicts<s->nextRestart ) return 0;
    s->nextRestart = s->conflicts
      + (unsigned long long)(s->useTarget ? s->opt.STABLE_UNIT_SAT
                                          : s->opt.STABLE_UNIT)
        *luby(s->lubyIndex++);
    return 1;
  }
  if( s->conflicts-s->lastRestart>=(unsigned long long)s->opt.RESTART_GAP
   && s->conflicts>=s->noRestartUntil
   && s->glueFast>s->opt.GLUE_MARGIN*s->glueSlow ){
    s->lastRestart = s->conflicts;
    return 1;
  }
  return 0;
}

/* Record the learned clause in s->buf[0..n-1] and assert its first
** literal at the current level.  0, or 1 when out of memory. */
static int learn(Cdcl *s, int n){
  unsigned cref;
  int g = glue(s, s->buf, n);
  unsigned long long glueSlow = (unsigned long long)s->opt.GLUE_SLOW;
  double slow = 1.0/(double)(s->conflicts<glueSlow ? s->conflicts : glueSlow);
  s->glueFast += (g - s->glueFast)/s->opt.GLUE_FAST;
  s->glueSlow += (g - s->glueSlow)*slow;
  assert( n==1 || s->level[s->buf[1]>>1]==s->nLevel );
  if( n==1 ){
    assert( s->nLevel==0 );
    assign(s, s->buf[0], CR_NONE);
    return 0;
  }
  cref = clause_new(s, s->buf, n, 1, g);
  if( cref==CR_NONE ) return 1;
  assign(s, s->buf[0], cref);
  return 0;
}

/*
** Search on from the current state for at most maxTicks more ticks; the
** host's interrupt is looked at when `look` is set.  Stops, when out of
** ticks, only between a propagation without conflict and the next
** decision, so that a later search_on() can go on from there.
*/
static int search_on(Cdcl *s, unsigned long long maxTicks, int look){
  unsigned long long lookTicks = (unsigned long long)s->opt.LOOK_TICKS;
  unsigned long long startWork = cdcl_work(s), nextLook = s->ticks + lookTicks;
  if( s->over ) return CDCL_OVER_BUDGET;
  if( s->oom ) return CDCL_NOMEM;
  if( s->unsat ) return CDCL_UNSAT;
  if( !s->frozen && freeze(s) ){
    s->oom = 1;
    return CDCL_NOMEM;
  }
  for(;;){
    unsigned confl = propagate(s);
    if( s->oom ) return CDCL_NOMEM;
    if( confl!=CR_NONE ){
      int n, lvl;
      s->conflicts++;
      if( s->nLevel==0 ){
        s->unsat = 1;
        return CDCL_UNSAT;
      }
      target_update(s);
      trail_watch(s);
      n = analyze(s, confl, &lvl);
      backtrack(s, lvl);
      if( learn(s, n) ){
        s->oom = 1;
        return CDCL_NOMEM;
      }
      s->varInc /= s->opt.VAR_DECAY;
      /* A host's interrupt (work.h), which the allowance taken up front
      ** would not see: the budget's bound is tens of seconds here. */
      if( look && (s->conflicts & 255)==0 && work_interrupted
       && work_interrupted() ){
        return CDCL_OVER_BUDGET;
      }
      if( s->conflicts>=s->nextReduce
       || s->learntLits>(size_t)s->opt.MAX_LEARNT_LITS ){
        s->reduceStep += (unsigned long long)s->opt.REDUCE_STEP;
        s->nextReduce = s->conflicts + s->reduceStep;
        if( reduce(s) ){
          s->oom = 1;
          return CDCL_NOMEM;
        }
      }
    }else{
      int v = -1;
      if( cdcl_work(s)-startWork>maxTicks ) return CDCL_OVER_BUDGET;
      /* and between conflicts, which long propagations make rare */
      if( look && s->ticks>=nextLook ){
        if( work_interrupted && work_interrupted() ) return CDCL_OVER_BUDGET;
        nextLook = s->ticks + lookTicks;
      }
      if( restart_due(s) ){
        backtrack(s, 0);
        continue;
      }
      while( s->nHeap>0 ){
        v = heap_pop(s);
        s->overhead += (unsigned long long)s->opt.HEAP_POP_TICKS;
        if( s->val[2*v]==0 ) break;
        v = -1;
      }
      if( v<0 ) return CDCL_SAT;
      s->decisions++;
      s->trailLim[s->nLevel++] = s->nTrail;
      assign(s, s->stable && s->target[v]<0 ? CDCL_NEG(v) : CDCL_POS(v),
             CR_NONE);
    }
  }
}

int cdcl_solve(Cdcl *s, Work *work){
  unsigned long long maxTicks, startWork = cdcl_work(s);
  int rc;
  backtrack(s, 0);
  maxTicks = work_steps_left(work, WORK_CDCL_TICK);
  rc = search_on(s, maxTicks, work!=0);
  work_charge(work, (cdcl_work(s)-startWork)*WORK_CDCL_TICK);
  return result(s, rc);
}

int cdcl_run(Cdcl *s, unsigned long long ticks){
  return result(s, search_on(s, ticks, 0));
}

unsigned long long cdcl_ticks(const Cdcl *s){ return s->ticks; }

unsigned long long cdcl_work(const Cdcl *s){ return s->ticks + s->overhead; }

void cdcl_shuffle(Cdcl *s, unsigned seed){
  int i;
  for(i=0; i<s->nvar; i++){
    unsigned h = ((unsigned)i + 1u)*0x9e3779b1u ^ seed*0x85ebca6bu;
    h ^= h>>16;
    h *= 0x7feb352du;
    h ^= h>>15;
    s->act[i] = (double)h*1e-12;
  }
  for(i=s->nHeap/2-1; i>=0; i--) heap_down(s, i);
}

int cdcl_value(const Cdcl *s, int var){
  return s->val[CDCL_POS(var)]>0;
}

int cdcl_block_model(Cdcl *s){
  int i, n = s->nLevel, rc;
  int *lits = malloc(((size_t)n+1)*sizeof(int));
  if( lits==0 ) return CDCL_NOMEM;
  for(i=0; i<n; i++) lits[i] = s->trail[s->trailLim[i]]^1;
  /* Targets would lead back to the model excluded; the search for another
  ** one (mostly a proof that there is none) goes without. */
  cdcl_target_phases(s, 0);
  rc = cdcl_add_clause(s, lits, n);
  free(lits);
  return result(s, rc);
}

void cdcl_target_phases(Cdcl *s, int on){
  s->useTarget = on;
  target_clear(s, 1);
  if( on && s->conflicts==0 ) s->stable = 1;
}

unsigned long long cdcl_conflicts(const Cdcl *s){ return s->conflicts; }
unsigned long long cdcl_decisions(const Cdcl *s){ return s->decisions; }
