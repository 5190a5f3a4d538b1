/* SPDX-License-Identifier: MIT */
/*
** unit_hint_verify.c: an independent check of every step's pattern (the
** "why" of sudoku_explain and sudoku_hint, rate_why.h), on a sample of
** tests/data/se_rated.txt from SE 1.0 to 9, and the first steps of a
** puzzle of nested forcing chains.
**
** The check knows nothing of how the finders work.  From the state
** before the step (the candidates RateStepView hands over), it asks:
**
**   - Is the pattern well formed?  Every step but RATE_SEARCH has parts
**     and a sentence; a candidate of the pattern is a candidate of its
**     cell.
**   - Do the links hold?  A weak link (on -> off) joins two candidates
**     that cannot both be true (one cell, or one digit in cells that see
**     each other).  A strong link (off -> on) in a cell or a unit leaves
**     its end the only candidate there once the candidates the chain has
**     turned off so far are gone: for a static chain, a bivalue cell or a
**     bilocal unit.  A nested hint's chain starts with the candidates
**     its outer chain turned off for it (the sources of the links that
**     rest on it).
**   - Does each placement and elimination follow from the pattern alone?
**     For the techniques of pure logic without chains (singles, locked
**     candidates, subsets, fish, wings, strong-link patterns, aligned
**     exclusion) a small search over the pattern's cells proves it: with
**     the eliminated candidate true (or the placed one false), no
**     assignment of the pattern's cells from their candidates keeps
**     every digit of the pattern placeable in every unit of the pattern.
**     Digits outside the pattern are one wildcard that never conflicts,
**     so the search is a relaxation: a contradiction found is real.
**   - Uniqueness and BUG steps name guardians; chaining steps have a
**     chain ending at each conclusion or starting from the candidate
**     they remove.
*/
#include "unit.h"
#include "rate.h"
#include "rate_why.h"
#include "grid.h"

#include <stdio.h>
#include <string.h>

#define VERIFY_FILE "tests/data/se_rated.txt"
#define VERIFY_STRIDE 11          /* every 11th puzzle of the file */
#define VERIFY_MAX_ER 90          /* up to SE 9.0 (tenths) */

/* A puzzle of SE 11.0 (tests/data/se_hardest.txt) whose first steps are
** nested forcing chains (SE 10.0+ and 9.5+): their chains rest on the
** chains of nested hints. */
#define VERIFY_NESTED \
  "98.7..6..5...8..7...7..4...32.........94...8.....1...2.9...31....68...5.....9...7"
#define VERIFY_NESTED_STEPS 2

/* 1 when cells a and b (0..80) share a row, column or box. */
static int sees(int a, int b){
  return a!=b && (a/9==b/9 || a%9==b%9 || (a/27==b/27 && a%9/3==b%9/3));
}

/* 1 when cell c is in unit u (0-8 rows, 9-17 columns, 18-26 boxes). */
static int in_unit(int c, int u){
  if( u<9 ) return c/9==u;
  if( u<18 ) return c%9==u-9;
  return (c/27)*3 + (c%9)/3 == u-18;
}

/* ---- the search over a pattern's cells -------------------------------- */

#define OTHER 10                  /* the wildcard: a digit off the pattern */
#define MAX_VARS 40

typedef struct Csp Csp;
struct Csp {
  const RateStepView *v;
  int nVar;
  int aCell[MAX_VARS];
  unsigned aDom[MAX_VARS];        /* bits 1..9 and OTHER */
  int aVal[MAX_VARS];
  unsigned digits;                /* the pattern's digits, bits 1..9 */
  unsigned units;                 /* the pattern's units, bits 0..26 */
  long nodes;
};

static int var_of(const Csp *p, int cell){
  int i;
  for(i=0; i<p->nVar; i++) if( p->aCell[i]==cell ) return i;
  return -1;
}

static void add_var(Csp *p, int cell){
  unsigned m, dom = 0;
  int d;
  if( var_of(p, cell)>=0 || p->nVar>=MAX_VARS ) return;
  m = p->v->cand[cell];
  for(d=1; d<=9; d++){
    if( m & (1u<<(d-1)) ) dom |= (p->digits & (1u<<d)) ? 1u<<d : 1u<<OTHER;
  }
  if( p->v->val[cell] ) dom = (p->digits & (1u<<p->v->val[cell]))
                              ? 1u<<p->v->val[cell] : 1u<<OTHER;
  p->aCell[p->nVar] = cell;
  p->aDom[p->nVar] = dom;
  p->nVar++;
}

/* 1 when digit e can still go in unit u under the full assignment. */
static int unit_has_place(const Csp *p, int u, int e){
  int c, i;
  for(c=0; c<81; c++){
    int k;
    if( !in_unit(c, u) ) continue;
    if( p->v->val[c]==e ) return 1;
    k = var_of(p, c);
    if( k>=0 ){
      if( p->aVal[k]==e ) return 1;
      continue;
    }
    if( p->v->val[c] || (p->v->cand[c] & (1u<<(e-1)))==0 ) continue;
    for(i=0; i<p->nVar; i++){
      if( p->aVal[i]==e && sees(p->aCell[i], c) ) break;
    }
    if( i==p->nVar ) return 1;
  }
  return 0;
}

/* 1 when some assignment of the variables from k on keeps every rule. */
static int csp_search(Csp *p, int k){
  int val, i, u, e;
  if( ++p->nodes > 2000000 ) return 1;      /* too big: prove nothing */
  if( k==p->nVar ){
    for(u=0; u<27; u++){
      if( (p->units & (1u<<u))==0 ) continue;
      for(e=1; e<=9; e++){
        if( (p->digits & (1u<<e)) && !unit_has_place(p, u, e) ) return 0;
      }
    }
    return 1;
  }
  for(val=1; val<=OTHER; val++){
    if( (p->aDom[k] & (1u<<val))==0 ) continue;
    for(i=0; i<k; i++){
      if( val!=OTHER && p->aVal[i]==val && sees(p->aCell[i], p->aCell[k]) ){
        break;
      }
    }
    if( i<k ) continue;
    p->aVal[k] = val;
    if( csp_search(p, k+1) ) return 1;
  }
  return 0;
}

/* 1 when, from the pattern of v alone, cell can be digit (isTrue) or can
** be other than digit (!isTrue): when 0, the action follows. */
static int pattern_allows(const RateStepView *v, int cell, int digit,
                          int isTrue){
  const RateWhy *w = v->why;
  Csp p;
  int i, k;
  memset(&p, 0, sizeof(p));
  p.v = v;
  for(i=0; i<w->nPart; i++){
    const RateWhyPart *q = &w->aPart[i];
    if( q->kind==RATE_PART_CAND ) p.digits |= 1u<<q->digit;
    if( q->kind==RATE_PART_UNIT ) p.units |= 1u<<q->at;
  }
  p.digits |= 1u<<digit;
  for(i=0; i<w->nPart; i++){
    const RateWhyPart *q = &w->aPart[i];
    if( q->kind!=RATE_PART_UNIT ) add_var(&p, q->at);
  }
  for(i=0; i<w->nLink; i++){
    add_var(&p, w->aLink[i].fromCell);
    add_var(&p, w->aLink[i].toCell);
  }
  add_var(&p, cell);
  k = var_of(&p, cell);
  if( k<0 ) return 1;
  if( isTrue ){
    p.aDom[k] &= 1u<<digit;
  }else{
    p.aDom[k] &= ~(1u<<digit);
  }
  return csp_search(&p, 0);
}

/* ---- the checks of one step ------------------------------------------- */

typedef struct Tally Tally;
struct Tally {
  int aChecked[RATE_N_TECH];
  int aFailed[RATE_N_TECH];
  int nNested;                    /* steps with a nested hint's chains */
};

/* The kinds of logic a step rests on. */
enum { LOGIC_PLAIN, LOGIC_UNIQUE, LOGIC_CHAIN, LOGIC_NONE };
static int logic_of(int tech){
  switch( tech ){
    case RATE_UNIQUE_RECT1: case RATE_UNIQUE_RECT2: case RATE_UNIQUE_RECT3:
    case RATE_UNIQUE_RECT4: case RATE_UNIQUE_LOOP1: case RATE_UNIQUE_LOOP2:
    case RATE_UNIQUE_LOOP3: case RATE_UNIQUE_LOOP4: case RATE_BUG1:
    case RATE_BUG2: case RATE_BUG3: case RATE_BUG4:
      return LOGIC_UNIQUE;
    case RATE_SEARCH:
      return LOGIC_NONE;
    default:
      return tech>=RATE_X_CYCLE && tech!=RATE_TUVWXYZ_WING
          && tech!=RATE_ALIGNED_TRIPLET ? LOGIC_CHAIN : LOGIC_PLAIN;
  }
}

static int is_cycle(int tech){
  return tech==RATE_X_CYCLE || tech==RATE_Y_CYCLE || tech==RATE_XY_CYCLE;
}

/* 1 when candidate (cell, d) is in the state of v. */
static int has_cand(const RateStepView *v, int cell, int d){
  return v->val[cell]==0 && (v->cand[cell] & (1u<<(d-1)))!=0;
}

/* The candidates (bit d-1 of off[cell]) turned off before chain i of w
** starts: none for the step's own chains; for a chain of a nested hint,
** those its parent chain starts with and those that the links resting on
** the hint come from (the removals the nested hint relies on).  A nested
** hint's chains follow its first, which the links name. */
static void chain_seed(const RateWhy *w, int i, unsigned short *off){
  const RateWhyChain *c = &w->aChain[i], *p;
  int k, s = -1;
  if( c->depth==0 || c->parent<0 || c->parent>=i ) return;
  chain_seed(w, c->parent, off);
  p = &w->aChain[c->parent];
  for(k=0; k<p->n; k++){
    int n = w->aLink[p->first+k].nested;
    if( n<=i && n>s ) s = n;
  }
  for(k=0; k<p->n && s>=0; k++){
    const RateWhyLink *l = &w->aLink[p->first+k];
    if( l->nested==s && !l->fromOn ){
      off[l->fromCell] |= (unsigned short)(1u<<(l->fromDigit-1));
    }
  }
}

/* 1 when cell cc is in the group that cell b names in a link: a grouped
** link's end is the pattern's candidates of its digit in one box and one
** line, and the link names one of them (a group turned off is off
** whole). */
static int in_group(const RateWhy *w, int b, int cc, int d){
  int i;
  if( (cc/27!=b/27 || cc%9/3!=b%9/3) || (cc/9!=b/9 && cc%9!=b%9) ) return 0;
  for(i=0; i<w->nPart; i++){
    const RateWhyPart *q = &w->aPart[i];
    if( q->kind==RATE_PART_CAND && q->role==RATE_ROLE_PATTERN && q->at==cc
     && q->digit==d ){
      return 1;
    }
  }
  return 0;
}

/* The links of chain i of w hold (see the file's comment); zWhy gets the
** first that does not. */
static int links_hold(const RateStepView *v, int i, const RateWhy *w,
                      char *zWhy){
  const RateWhyChain *c = &w->aChain[i];
  unsigned short off[81];         /* digits (bit d-1) turned off so far */
  int k;
  memset(off, 0, sizeof(off));
  chain_seed(w, i, off);
  for(k=0; k<c->n; k++){
    const RateWhyLink *l = &w->aLink[c->first+k];
    int a = l->fromCell, b = l->toCell;
    if( !l->fromOn ) off[a] |= (unsigned short)(1u<<(l->fromDigit-1));
    if( l->fromOn && !l->toOn ){
      int ok = (a==b && l->fromDigit!=l->toDigit)
            || (l->fromDigit==l->toDigit && sees(a, b));
      if( !ok && l->unit!=RATE_WHY_NONE ){
        sprintf(zWhy, "weak link %d does not exclude", k);
        return 0;
      }
    }else if( !l->fromOn && l->toOn && l->unit!=RATE_WHY_NONE
           && l->nested<0 ){
      int left = 0, cc, d;
      if( l->unit==RATE_WHY_CELL ){
        for(d=1; d<=9; d++){
          left += d!=l->toDigit && has_cand(v, b, d)
               && !(off[b] & (1u<<(d-1)));
        }
      }else{
        for(cc=0; cc<81; cc++){
          left += cc!=b && in_unit(cc, l->unit) && has_cand(v, cc, l->toDigit)
               && !(off[cc] & (1u<<(l->toDigit-1)))
               && !in_group(w, b, cc, l->toDigit)
               && !(l->fromDigit==l->toDigit && in_group(w, a, cc, l->toDigit));
        }
      }
      if( left!=0 || !has_cand(v, b, l->toDigit) ){
        sprintf(zWhy, "strong link %d leaves %d other candidates", k, left);
        return 0;
      }
    }
    if( !l->toOn ) off[b] |= (unsigned short)(1u<<(l->toDigit-1));
  }
  return 1;
}

/* 1 when a cycle of w removes candidate (cell, d): going round its
** first chain, the cycle's candidates are true and false by turns, and
** going the other way the other way round; so of two of them with the
** digit d, one true and one false in the first chain, one is true
** either way, and a cell that sees both is not d; likewise a cell of the
** cycle with two candidates of opposite turns is one of them. */
static int cycle_removes(const RateWhy *w, int cell, int d){
  unsigned char aTurn[81][10];    /* 1 true, 2 false in chain 0 */
  const RateWhyChain *c = &w->aChain[0];
  int k, a, b;
  if( w->nChain==0 ) return 0;
  memset(aTurn, 0, sizeof(aTurn));
  for(k=0; k<c->n; k++){
    const RateWhyLink *l = &w->aLink[c->first+k];
    aTurn[l->fromCell][l->fromDigit] = l->fromOn ? 1 : 2;
    aTurn[l->toCell][l->toDigit] = l->toOn ? 1 : 2;
  }
  for(a=0; a<81; a++){
    if( aTurn[a][d]!=1 ) continue;
    for(b=0; b<81; b++){
      if( aTurn[b][d]==2 && sees(cell, a) && sees(cell, b) ) return 1;
    }
  }
  for(a=1; a<=9; a++){
    for(b=1; b<=9; b++){
      if( a!=d && b!=d && aTurn[cell][a]==1 && aTurn[cell][b]==2 ) return 1;
    }
  }
  return 0;
}

/* 1 when some chain of w ends at (cell, d, on) or starts from it. */
static int chain_reaches(const RateWhy *w, int cell, int d, int on){
  int i;
  for(i=0; i<w->nChain; i++){
    const RateWhyChain *c = &w->aChain[i];
    const RateWhyLink *f, *l;
    if( c->n==0 || c->depth>0 ) continue;
    f = &w->aLink[c->first];
    l = &w->aLink[c->first+c->n-1];
    if( l->toCell==cell && l->toDigit==d && l->toOn==on ) return 1;
    if( f->fromCell==cell && f->fromDigit==d ) return 1;
  }
  return 0;
}

/* Check step v; zWhy gets what is wrong. */
static int step_holds(const RateStepView *v, char *zWhy){
  const RateWhy *w = v->why;
  int logic = logic_of(v->tech), i;
  if( logic==LOGIC_NONE ) return 1;
  if( w->nPart==0 && w->nChain==0 ){
    strcpy(zWhy, "no pattern");
    return 0;
  }
  if( w->say.n==0 ){
    strcpy(zWhy, "no sentence");
    return 0;
  }
  for(i=0; i<w->nPart; i++){
    const RateWhyPart *q = &w->aPart[i];
    if( q->kind==RATE_PART_CAND && q->role!=RATE_ROLE_GUARDIAN
     && !has_cand(v, q->at, q->digit) ){
      sprintf(zWhy, "r%dc%d.%d is not a candidate", q->at/9+1, q->at%9+1,
              q->digit);
      return 0;
    }
  }
  for(i=0; i<w->nChain; i++){
    if( !links_hold(v, i, w, zWhy) ) return 0;
  }
  for(i=0; i<v->n; i++){
    const RateAction *a = &v->a[i];
    if( logic==LOGIC_PLAIN
     && pattern_allows(v, a->cell, a->digit, !a->place) ){
      sprintf(zWhy, "r%dc%d%s%d does not follow from the pattern",
              a->cell/9+1, a->cell%9+1, a->place ? "=" : "<>", a->digit);
      return 0;
    }
    if( logic==LOGIC_CHAIN && !a->place && is_cycle(v->tech) ){
      if( !cycle_removes(w, a->cell, a->digit) ){
        sprintf(zWhy, "no weak link of the cycle removes r%dc%d<>%d",
                a->cell/9+1, a->cell%9+1, a->digit);
        return 0;
      }
    }else if( logic==LOGIC_CHAIN
     && !chain_reaches(w, a->cell, a->digit, a->place) ){
      sprintf(zWhy, "no chain reaches r%dc%d%s%d", a->cell/9+1,
              a->cell%9+1, a->place ? "=" : "<>", a->digit);
      return 0;
    }
  }
  if( logic==LOGIC_UNIQUE ){
    int nGuard = 0;
    for(i=0; i<w->nPart; i++) nGuard += w->aPart[i].role==RATE_ROLE_GUARDIAN;
    if( nGuard==0 && v->tech!=RATE_UNIQUE_RECT1 && v->tech!=RATE_UNIQUE_LOOP1
     && v->tech!=RATE_BUG1 ){
      strcpy(zWhy, "no guardian");
      return 0;
    }
  }
  return 1;
}

typedef struct VerifyRun VerifyRun;
struct VerifyRun {
  Tally *t;
  const char *zPuzzle;
};

static int verify_step(void *pArg, const RateStepView *v){
  VerifyRun *r = (VerifyRun*)pArg;
  char zWhy[200];
  int i;
  r->t->aChecked[v->tech]++;
  zWhy[0] = 0;
  for(i=0; i<v->why->nChain && v->why->aChain[i].depth==0; i++){}
  r->t->nNested += i<v->why->nChain;
  if( !step_holds(v, zWhy) ){
    if( r->t->aFailed[v->tech]++ < 2 ){
      printf("! hint-verify: %s step %d (%s): %s\n", r->zPuzzle, v->iStep+1,
             rate_tech_name(v->tech), zWhy);
    }
  }
  return 0;
}

/* Check the steps of puzzle zLine (its first 81 characters), at most
** maxSteps of them (<=0: all), into t; 0 when it does not parse. */
static int verify_puzzle(Tally *t, char *zLine, int maxSteps){
  Grid g;
  char zErr[GRID_ERR_MAX];
  RateWhy why;
  RateStart st = { 0, 0, 0, 0, 0 };
  RateOptions opt = { 0, 0, 0, 0, 0 };
  RateResult res;
  VerifyRun run;
  if( grid_parse(&g, zLine, 81, GRID_ALPHA_AUTO, zErr) ) return 0;
  zLine[81] = 0;
  rate_why_init(&why);
  st.puzzle = &g;
  opt.maxSteps = maxSteps;
  opt.why = &why;
  opt.xStep = verify_step;
  run.t = t;
  run.zPuzzle = zLine;
  opt.pArg = &run;
  rate_from(&st, &opt, &res, 0);
  rate_why_free(&why);
  return 1;
}

void unit_hint_verify(void){
  static Tally t;
  FILE *in = fopen(VERIFY_FILE, "r");
  char zLine[300];
  int iLine = 0, nPuzzle = 0, tech, nTech = 0;
  CHECK_INT("hint-verify-1.0 " VERIFY_FILE " opens", in!=0, 1);
  if( in==0 ) return;
  memset(&t, 0, sizeof(t));
  while( fgets(zLine, sizeof(zLine), in) ){
    double er;
    if( zLine[0]=='#' || iLine++ % VERIFY_STRIDE ) continue;
    if( sscanf(zLine+82, "%lf", &er)!=1 || er*10 > VERIFY_MAX_ER+0.5 ){
      continue;
    }
    nPuzzle += verify_puzzle(&t, zLine, 0);
  }
  fclose(in);
  CHECK_INT("hint-verify-1.1 puzzles", nPuzzle>100, 1);
  strcpy(zLine, VERIFY_NESTED);
  verify_puzzle(&t, zLine, VERIFY_NESTED_STEPS);
  CHECK_INT("hint-verify-1.3 nested steps", t.nNested, VERIFY_NESTED_STEPS);
  for(tech=0; tech<RATE_N_TECH; tech++){
    char zName[100];
    if( t.aChecked[tech]==0 ) continue;
    nTech++;
    snprintf(zName, sizeof(zName), "hint-verify-2.%d %s (%d steps)", tech,
             rate_tech_name(tech), t.aChecked[tech]);
    CHECK_INT(zName, t.aFailed[tech], 0);
  }
  CHECK_INT("hint-verify-1.2 techniques met", nTech>=30, 1);
}
