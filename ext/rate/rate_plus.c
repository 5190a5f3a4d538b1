/* SPDX-License-Identifier: MIT */
/*
** rate_plus.c: the "advanced" implications of SE's Dynamic Forcing Chains
** (+) (Chaining level 1): when a dynamic chain has nothing left to follow,
** SE looks on its working grid for the first of these rules that applies
** there but not on the grid the chain started from:
**
**   locked candidates (pointing and claiming), hidden pairs, naked pairs
**   and X-wings,
**
** or, when a variant adds units or peers, SukakuExplainer's set for
** variants: generalized intersections, hidden pairs (the variant's units
** too), generalized naked pairs and X-wings (non-consecutive keeps the
** plain set),
**
** and adds every candidate that rule removes as an off potential whose
** parents are the removals the rule needed (SE's getRuleParents).  The
** rules are searched in SE's order, and each hint's removals are listed in
** the order of SE's HashMap of cells (by cell index modulo the table
** size, then in the order added), since the order in which potentials are
** added decides the chains found later.
*/
#include "rate_forcing.h"

#include <string.h>

/* The rule hint being built: its parents and its removals; and aChg,
** the digits (bit e) that the chain removed somewhere in each unit.  A
** rule's parents are removals in the units it looks at, so where none
** were made its hints are not the chain's and need no search. */
typedef struct Hint Hint;
struct Hint {
  int nPar;
  short aPar[81*2];
  ChainRem rem;
  unsigned aChg[RATE_MAX_UNIT];
};

static void hint_clear(Hint *h){ h->nPar = h->rem.n = 0; }

/* Add the removal of digit e from cell c. */
static void hint_remove(Hint *h, int c, int e){ chain_rem_add(&h->rem, c, e); }

/* Add parent: candidate x removed by the chain. */
static void hint_parent(Hint *h, int x){
  h->aPar[h->nPar++] = (short)(2*x);
}

/*
** The order in which SE's HashMap of cells (capacity 16, doubled past
** 3/4 full) gives the n cells aCell (listed in the order added): by cell
** index modulo the capacity, then as added.  aOrder gets their indexes.
*/
static void hint_map_order(const unsigned char *aCell, int n, int *aOrder){
  int cap = 16, i;
  while( n > cap*3/4 ) cap *= 2;
  for(i=0; i<n; i++){
    int j = i;
    while( j>0 && (aCell[aOrder[j-1]] & (cap-1)) > (aCell[i] & (cap-1)) ){
      aOrder[j] = aOrder[j-1];
      j--;
    }
    aOrder[j] = i;
  }
}

/*
** Add a hint's removals r to the advanced list A, in the order of SE's
** map, as off potentials with the parents aPar[0..nPar-1] and the nested
** hint `nest` (-1: none), while there is room.
*/
void chain_adv_add(ChainAdv *A, const ChainRem *r, const short *aPar,
                   int nPar, int nest){
  int i, order[81];
  hint_map_order(r->aCell, r->n, order);
  for(i=0; i<r->n; i++){
    int c = r->aCell[order[i]];
    unsigned v;
    for(v=r->aBits[order[i]]; v; v&=v-1){
      if( A->n>=729 || A->nPool+nPar>CHAIN_ADV_POOL ) return;
      A->aX[A->n] = (short)(c*9+__builtin_ctz(v));
      A->aFirst[A->n] = A->nPool;
      A->aNest[A->n] = nest;
      A->aNPar[A->n++] = (short)nPar;
      memcpy(&A->aPool[A->nPool], aPar, sizeof(short)*(size_t)nPar);
      A->nPool += nPar;
    }
  }
}

/* Emit hint h into the advanced list of E when it has parents. */
static void hint_emit(ChainEngine *E, const Hint *h){
  if( h->nPar>0 ) chain_adv_add(&E->adv, &h->rem, h->aPar, h->nPar, -1);
}

/* The 81-bit set of the cells at positions pos of unit u. */
static RateBits unit_cells(int u, unsigned pos){
  RateBits m = 0;
  for(; pos; pos&=pos-1) m |= RATE_BIT(rate_unit[u][__builtin_ctz(pos)]);
  return m;
}

/* SE's Locking (pointing and claiming): a digit's places in a unit all
** in a crossing unit remove it from that unit's other cells.  Pairs of
** unit types in SE's order: box/column, box/row, column/box, row/box. */
static void locking(ChainEngine *E, Hint *h){
  static const int aType[4][2] = { {0,2}, {0,1}, {2,0}, {1,0} };
  int t, e, k1, i, lo;
  for(t=0; t<4; t++) for(e=0; e<9; e++) for(k1=0; k1<9; k1++){
    int u1 = rate_se_region(aType[t][0], k1), u2;
    unsigned pos = E->aPos[u1][e];
    RateBits cells1, in1, in2;
    if( !(h->aChg[u1]>>e & 1) || rate_popc(pos)<2 ) continue;
    /* quick test: the positions of a box's column are i%3, of a box's
    ** row, a line's box, i/3 */
    lo = __builtin_ctz(pos);
    if( pos & ~(t==0 ? 0x49u<<(lo%3) : 7u<<(3*(lo/3))) ) continue;
    /* the one crossing unit that could hold them all: the first's */
    cells1 = unit_cells(u1, pos);
    u2 = rate_se_region_of(rate_lowest_cell(cells1), aType[t][1]);
    in1 = rate_bits(rate_unit_bits[u1]);
    in2 = rate_bits(rate_unit_bits[u2]);
    if( (cells1 & ~in2)!=0 ) continue;
    hint_clear(h);
    for(i=0; i<9; i++){
      int c = rate_unit[u2][i];
      if( !(in1 & RATE_BIT(c)) && (E->cand[c]>>e & 1) ) hint_remove(h, c, e);
    }
    if( h->rem.n==0 ) continue;
    for(i=0; i<9; i++){
      int c = rate_unit[u1][i];
      if( (E->base[c]>>e & 1) && !(E->cand[c]>>e & 1) && !(in2 & RATE_BIT(c)) ){
        hint_parent(h, c*9+e);
      }
    }
    hint_emit(E, h);
  }
}

/* SE's HiddenSet(2): two digits with the same two places in a unit
** remove the other digits of those cells. */
static void hidden_pairs(ChainEngine *E, Hint *h){
  int j, hi, lo, i;
  for(j=0; j<27; j++){
    int u = rate_se_unit(j);
    unsigned two = 0;      /* the digits with two places in u */
    if( E->aEmpty[u]<=4 || h->aChg[u]==0 ) continue;
    for(i=0; i<9; i++) two |= (unsigned)(rate_popc(E->aPos[u][i])==2)<<i;
    for(hi=1; hi<9; hi++) for(lo=0; lo<hi; lo++){
      unsigned a = E->aPos[u][lo], b = E->aPos[u][hi];
      unsigned keep = (1u<<lo)|(1u<<hi);
      if( (two & keep)!=keep || (h->aChg[u] & keep)==0 || a!=b ) continue;
      hint_clear(h);
      for(i=0; i<9; i++){
        int c = rate_unit[u][i];
        unsigned m;
        if( (a|b)>>i & 1 ){
          for(m=E->cand[c] & ~keep; m; m&=m-1) hint_remove(h, c, __builtin_ctz(m));
        }else{
          for(m=E->base[c] & keep; m; m&=m-1) hint_parent(h, c*9+__builtin_ctz(m));
        }
      }
      hint_emit(E, h);
    }
  }
}

/* The parents of a naked pair in cells p and q of digits `pair`: their
** other candidates, which the chain removed. */
static void pair_parents(const ChainEngine *E, Hint *h, int p, int q,
                         unsigned pair){
  unsigned m;
  for(m=E->base[p] & ~pair; m; m&=m-1) hint_parent(h, p*9+__builtin_ctz(m));
  for(m=E->base[q] & ~pair; m; m&=m-1) hint_parent(h, q*9+__builtin_ctz(m));
}

/* SE's NakedSet(2): two cells of a unit with the same two digits remove
** them from the unit's other cells. */
static void naked_pairs(ChainEngine *E, Hint *h){
  int j, hi, lo, i;
  for(j=0; j<27; j++){
    int u = rate_se_unit(j);
    if( E->aEmpty[u]<4 || h->aChg[u]==0 ) continue;
    for(hi=1; hi<9; hi++) for(lo=0; lo<hi; lo++){
      int p = rate_unit[u][lo], q = rate_unit[u][hi];
      unsigned a = E->cand[p], b = E->cand[q], m;
      if( rate_popc(a)<2 || rate_popc(b)<2 || rate_popc(a|b)!=2 ) continue;
      if( ((E->base[p] | E->base[q]) & ~(a|b))==0 ) continue;  /* no parent */
      hint_clear(h);
      for(i=0; i<9; i++){
        int c = rate_unit[u][i];
        if( i==lo || i==hi ) continue;
        for(m=E->cand[c] & (a|b); m; m&=m-1) hint_remove(h, c, __builtin_ctz(m));
      }
      if( h->rem.n==0 ) continue;
      pair_parents(E, h, p, q, a|b);
      hint_emit(E, h);
    }
  }
}

/* SE's Fisherman(2): X-wings, with columns as base then rows. */
static void x_wings(ChainEngine *E, Hint *h){
  int t, hi, lo, e, i, j;
  for(t=0; t<2; t++){
    int base = t==0 ? 2 : 1, cover = t==0 ? 1 : 2;
    unsigned two[9];       /* the base lines with two places of digit e */
    for(e=0; e<9; e++){
      two[e] = 0;
      for(i=0; i<9; i++){
        unsigned pos = E->aPos[rate_se_region(base, i)][e];
        two[e] |= (unsigned)(rate_popc(pos)==2)<<i;
      }
    }
    for(hi=1; hi<9; hi++) for(lo=0; lo<hi; lo++) for(e=0; e<9; e++){
      int u1 = rate_se_region(base, lo), u2 = rate_se_region(base, hi);
      unsigned a, b, lines = (1u<<lo)|(1u<<hi);
      if( (two[e] & lines)!=lines || E->nPlaced[e]+4>9
       || !((h->aChg[u1] | h->aChg[u2])>>e & 1) ){
        continue;
      }
      a = E->aPos[u1][e];
      b = E->aPos[u2][e];
      if( a!=b ) continue;
      hint_clear(h);
      for(i=0; i<9; i++){
        int uc = rate_se_region(cover, i);
        unsigned m;
        if( !((a|b)>>i & 1) ) continue;
        m = E->aPos[uc][e] & ~lines;
        for(; m; m&=m-1) hint_remove(h, rate_unit[uc][__builtin_ctz(m)], e);
      }
      if( h->rem.n==0 ) continue;
      for(j=0; j<2; j++){
        int ub = j==0 ? u1 : u2;
        for(i=0; i<9; i++){
          int c = rate_unit[ub][i];
          if( (a|b)>>i & 1 ) continue;     /* in a cover line */
          if( (E->base[c]>>e & 1) && !(E->cand[c]>>e & 1) ) hint_parent(h, c*9+e);
        }
      }
      hint_emit(E, h);
    }
  }
}

/*
** The units of E's variant in the order SE's rule looks at them: boxes,
** rows and columns (colsFirst: columns, then rows), then the variant's
** units kind by kind (rate_geom.c adds them in SE's order of kinds).
** aU gets them, aEnd[k] the end of the k-th kind's; returns the number
** of kinds.
*/
static int var_kinds(const RateGeom *G, int colsFirst, int *aU, int *aEnd){
  static const int aFirst[2][3] = { { 18, 0, 9 }, { 18, 9, 0 } };
  int n = 0, nKind = 0, k, u;
  for(k=0; k<27; k++){
    aU[n++] = aFirst[colsFirst][k/9] + k%9;
    if( k%9==8 ) aEnd[nKind++] = n;
  }
  for(u=27; u<G->nUnit; u++){
    aU[n++] = u;
    if( u+1==G->nUnit || G->kind[u+1]!=G->kind[u] ) aEnd[nKind++] = n;
  }
  return nKind;
}

/* The places (bit i: cell i of unit u) of digit e on E's working grid. */
static unsigned var_pos(const ChainEngine *E, int u, int e){
  unsigned pos = 0;
  int i;
  for(i=0; i<9; i++) pos |= (unsigned)(E->cand[E->geom->unit[u][i]]>>e & 1)<<i;
  return pos;
}

/* The parents of a rule on unit u: the candidates of digits `digits`
** the chain removed from the cells of u outside pos. */
static void var_unit_parents(ChainEngine *E, Hint *h, int u, unsigned pos,
                             unsigned digits){
  int i;
  for(i=0; i<9; i++){
    int c = E->geom->unit[u][i];
    unsigned m;
    if( pos>>i & 1 ) continue;
    for(m=E->base[c] & digits; m; m&=m-1) hint_parent(h, c*9+__builtin_ctz(m));
  }
}

/* SE's VLocking (generalized intersections): a digit's 2 to 6 places in
** a unit remove it from the cells that see them all; kind by kind, digits
** within a kind, units within a digit. */
static void var_locking(ChainEngine *E, Hint *h){
  const RateGeom *G = E->geom;
  int aU[RATE_MAX_UNIT], aEnd[RATE_N_KIND], nKind, k, j0, j, e;
  nKind = var_kinds(G, 0, aU, aEnd);
  for(k=0, j0=0; k<nKind; j0=aEnd[k++]) for(e=0; e<9; e++){
    for(j=j0; j<aEnd[k]; j++){
      int u = aU[j], n;
      unsigned pos, m;
      RateBits victims = ~(RateBits)0, b;
      if( !(h->aChg[u]>>e & 1) ) continue;
      pos = var_pos(E, u, e);
      n = rate_popc(pos);
      if( n<2 || n>6 ) continue;
      for(m=pos; m; m&=m-1){
        victims &= rate_bits(G->peerBits[G->unit[u][__builtin_ctz(m)]]);
      }
      hint_clear(h);
      for(b=victims; b; b&=b-1){
        int c = rate_lowest_cell(b);
        if( E->cand[c]>>e & 1 ) hint_remove(h, c, e);
      }
      if( h->rem.n==0 ) continue;
      var_unit_parents(E, h, u, pos, 1u<<e);
      hint_emit(E, h);
    }
  }
}

/* SE's HiddenSet(2) over the variant's units too. */
static void var_hidden_pairs(ChainEngine *E, Hint *h){
  int aU[RATE_MAX_UNIT], aEnd[RATE_N_KIND], j, hi, lo, i, e;
  int nUnit = aEnd[var_kinds(E->geom, 1, aU, aEnd)-1];
  for(j=0; j<nUnit; j++){
    int u = aU[j];
    unsigned aPos[9];
    if( E->aEmpty[u]<=4 || h->aChg[u]==0 ) continue;
    for(e=0; e<9; e++) aPos[e] = var_pos(E, u, e);
    for(hi=1; hi<9; hi++) for(lo=0; lo<hi; lo++){
      unsigned keep = (1u<<lo)|(1u<<hi), m;
      if( rate_popc(aPos[lo])!=2 || aPos[lo]!=aPos[hi]
       || (h->aChg[u] & keep)==0 ){
        continue;
      }
      hint_clear(h);
      for(i=0; i<9; i++){
        int c = E->geom->unit[u][i];
        if( !(aPos[lo]>>i & 1) ) continue;
        for(m=E->cand[c] & ~keep; m; m&=m-1){
          hint_remove(h, c, __builtin_ctz(m));
        }
      }
      if( h->rem.n==0 ) continue;
      var_unit_parents(E, h, u, aPos[lo], keep);
      hint_emit(E, h);
    }
  }
}

/* SE's NakedSetGen(2): two cells of a unit with the same two digits
** remove each from the cells that see both. */
static void var_naked_pairs(ChainEngine *E, Hint *h){
  const RateGeom *G = E->geom;
  int aU[RATE_MAX_UNIT], aEnd[RATE_N_KIND], j, hi, lo;
  int nUnit = aEnd[var_kinds(G, 1, aU, aEnd)-1];
  for(j=0; j<nUnit; j++){
    int u = aU[j];
    if( E->aEmpty[u]<4 ) continue;
    for(hi=1; hi<9; hi++) for(lo=0; lo<hi; lo++){
      int p = G->unit[u][lo], q = G->unit[u][hi];
      unsigned a = E->cand[p], b = E->cand[q], m;
      RateBits victims;
      if( rate_popc(a)<2 || rate_popc(b)<2 || rate_popc(a|b)!=2 ) continue;
      if( ((E->base[p] | E->base[q]) & ~(a|b))==0 ) continue;  /* no parent */
      victims = rate_bits(G->peerBits[p]) & rate_bits(G->peerBits[q]);
      hint_clear(h);
      for(m=a|b; m; m&=m-1){
        int e = __builtin_ctz(m);
        RateBits v;
        for(v=victims; v; v&=v-1){
          int c = rate_lowest_cell(v);
          if( E->cand[c]>>e & 1 ) hint_remove(h, c, e);
        }
      }
      if( h->rem.n==0 ) continue;
      pair_parents(E, h, p, q, a|b);
      hint_emit(E, h);
    }
  }
}

/*
** SE's getAdvancedPotentials: the first rule with a hint that needs the
** chain's removals gives its removals, into E->adv, as the new off
** potentials of the chain (rate_run.c lists them); from level 2 on,
** nested chaining producers follow the simple rules.
*/
void chain_advanced(ChainEngine *E){
  static void (*const aRule[2][4])(ChainEngine*, Hint*) = {
    { locking, hidden_pairs, naked_pairs, x_wings },
    { var_locking, var_hidden_pairs, var_naked_pairs, x_wings }
  };
  Hint h;
  ChainAdv *A = &E->adv;
  int k, e, var = E->geom && E->geom->extra;
  A->n = A->nPool = 0;
  for(k=0; k<(E->geom ? E->geom->nUnit : 27); k++){
    h.aChg[k] = 0;
    for(e=0; e<9; e++){
      h.aChg[k] |= (unsigned)(E->aCnt[k][e]!=E->aBaseCnt[k][e])<<e;
    }
  }
  for(k=0; k<4 && A->n==0; k++) aRule[var][k](E, &h);
  if( A->n==0 && E->level>=2 && E->xNested(E)<0 ) E->oom = 1;
}
