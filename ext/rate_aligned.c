/*
** rate_aligned.c: Sudoku Explainer's aligned pair exclusion (6.2) and
** aligned triplet exclusion (7.5).
**
** A few base cells take one digit each; a combination of digits is
** impossible when two base cells that see each other take the same digit,
** or when it takes every candidate of an "excluder": a cell seeing all the
** base cells, with at most as many candidates as there are base cells.  A
** candidate of a base cell that no possible combination uses goes.
**
** SE's search, followed here so that the same step is found first: the
** base cells are the empty cells with an excluder (a peer with 2 to
** `degree` candidates) and no peer holding a single candidate, listed by
** cell.  Pairs of them are taken as (0,1), (0,2), (1,2), (0,3), ...; for
** a triplet, the third cell is an excluder of the first or of the second
** (those of the first, then the others, each by cell) that is a base cell
** too.  A set needs two common excluders; the first with an elimination
** is applied.
*/
#include "rateint.h"

#include <string.h>

typedef struct Aligned Aligned;
struct Aligned {
  const RateState *s;
  RateFind *f;
  int degree;                 /* base cells: 2 or 3 */
  RateBits base;              /* the base cells */
  RateBits changed;           /* cells changed since the memo */
  RateBits changedExcl;       /* those of them that were or are excluders */
  RateBits aExcl[81];         /* excluders of each base cell */
  unsigned long long nWork;   /* sets and combinations tried */
};

/* A pair of base cells a[0]<a[1] (a[2]: the third cell of a triplet) and
** their common excluders: the cells and their candidates. */
typedef struct Pair Pair;
struct Pair {
  int a[3];
  int nExcl;
  unsigned char aCell[20];
  unsigned short aCand[20];
};

/* The cells that see two cells of m or more. */
static RateBits seeing_two(RateBits m){
  RateBits one = 0, two = 0;
  for(; m; m&=m-1){
    RateBits p = rate_bits(rate_peer_bits[rate_lowest_cell(m)]);
    two |= one & p;
    one |= p;
  }
  return two;
}

/*
** The base cells a[0..n-1] (n = degree) with the candidates aE[0..nE-1]
** of their common excluders: list the candidates no possible combination
** uses.  Returns 1 when there is one.
**
** The widest base cell w is done a whole candidate set at a time: for
** each digit pair (pu,pv) of the other two (u and v; for a pair, v is a
** dummy with one digit), the digits of w that the pair leaves are those
** not in an excluder with them, nor equal to a digit of a base cell w
** sees.
*/
static int exclude(Aligned *x, const int *a, const unsigned short *aE,
                   int nE){
  const RateState *s = x->s;
  unsigned aNbr[9] = {0};   /* digits in a two-digit excluder with d+1 */
  unsigned aTri[20];        /* the three-digit excluders */
  unsigned aUsed[4] = {0};  /* digits used, per base cell (3: the dummy) */
  unsigned cw, cu, cv, mu, mv;
  int nTri = 0, n = x->degree, iw = 0, iu, iv, i, swu, swv, suv;
  int found = 0;
  x->nWork++;
  for(i=0; i<nE; i++){
    unsigned e = aE[i];
    if( rate_popc(e)==2 ){
      int d1 = __builtin_ctz(e), d2 = __builtin_ctz(e & (e-1));
      aNbr[d1] |= 1u<<d2;
      aNbr[d2] |= 1u<<d1;
    }else{
      aTri[nTri++] = e;
    }
  }
  for(i=1; i<n; i++){
    if( rate_popc(s->cand[a[i]])>rate_popc(s->cand[a[iw]]) ) iw = i;
  }
  iu = iw==0 ? 1 : 0;
  iv = n==3 ? 3-iw-iu : 3;
  cw = s->cand[a[iw]];
  cu = s->cand[a[iu]];
  cv = n==3 ? s->cand[a[iv]] : 1;
  swu = rate_sees(a[iw], a[iu]);
  swv = n==3 && rate_sees(a[iw], a[iv]);
  suv = n==3 && rate_sees(a[iu], a[iv]);
  aUsed[3] = 1;
  for(mu=cu; mu; mu&=mu-1){
    unsigned pu = mu & -mu;
    unsigned nu = aNbr[__builtin_ctz(pu)];
    for(mv=cv; mv; mv&=mv-1){
      unsigned pv = mv & -mv, kill, left;
      x->nWork++;
      if( n==3 ){
        if( pu==pv ){
          if( suv ) continue;
          kill = nu;
        }else{
          int t;
          if( nu & pv ) continue;       /* {pu,pv} is an excluder */
          kill = nu | aNbr[__builtin_ctz(pv)];
          for(t=0; t<nTri; t++){
            if( (aTri[t] & (pu|pv))==(pu|pv) ) kill |= aTri[t] & ~(pu|pv);
          }
        }
        if( swv ) kill |= pv;
      }else{
        kill = nu;
      }
      if( swu ) kill |= pu;
      left = cw & ~kill;
      if( left==0 ) continue;
      aUsed[iw] |= left;
      aUsed[iu] |= pu;
      aUsed[iv] |= pv;
    }
    if( aUsed[iw]==cw && aUsed[iu]==cu && aUsed[iv]==cv ) return 0;
  }
  for(i=0; i<n; i++){
    unsigned gone = s->cand[a[i]] & ~aUsed[i];
    if( gone==0 ) continue;
    if( !found ) rate_find_start(x->f, n==2 ? RATE_ALIGNED_PAIR
                                 : RATE_ALIGNED_TRIPLET, n==2 ? 62 : 75);
    found = 1;
    for(; gone; gone&=gone-1){
      rate_find_elim(x->f, s, a[i], rate_low_digit(gone));
    }
  }
  return found;
}

/*
** 1 when a base cell may lose a candidate p, from the numbers fj and fk
** of digits outside the excluders' candidates in the other two base cells
** (sjk: those two see each other).  Digits q and r outside them, other
** than p (and q!=r when the two cells see each other), would make a
** combination with p that no excluder rules out.
*/
static int may_lose(int fj, int fk, int sjk){
  return fj<=1 || fk<=1 || (fj<=2 && fk<=2 && sjk);
}

/*
** 1 when SE met the triplet a[] before its pair a[0]<a[1] with a[2] as
** the third cell: pairs go by their second cell, then their first, and a
** pair's third cells are the base cells among their excluders.
*/
static int met_before(const Aligned *x, const int *a){
  RateBits e0 = x->aExcl[a[0]], e1 = x->aExcl[a[1]], e2 = x->aExcl[a[2]];
  if( a[2]>a[1] ) return 0;
  if( a[2]>a[0] ) return (int)((e0 | e2)>>a[1] & 1);
  return (int)(((e2 | e0)>>a[1] & 1) | ((e2 | e1)>>a[0] & 1));
}

/* The third cells of pair p (set up with its excluders `common`), in SE's
** order: 1 when one of them makes a triplet with an elimination. */
static int try_triplets(Aligned *x, Pair *p, RateBits common, int fresh){
  const RateState *s = x->s;
  int *a = p->a;
  RateBits e0 = x->aExcl[a[0]], e1 = x->aExcl[a[1]], part[2], m;
  RateBits near = rate_bits(rate_peer_bits[a[0]])
                & rate_bits(rate_peer_bits[a[1]]);
  unsigned u = 0;   /* the candidates of the pair's common excluders */
  int k, f0, f1, s01 = rate_sees(a[0], a[1]);
  for(k=0; k<p->nExcl; k++) u |= p->aCand[k];
  f0 = rate_popc(s->cand[a[0]] & ~u);
  f1 = rate_popc(s->cand[a[1]] & ~u);
  /* the excluders of the first cell, then the other ones of the second;
  ** the set needs two common excluders */
  part[0] = e0 & ~RATE_BIT(a[1]);
  part[1] = e1 & ~e0 & ~RATE_BIT(a[0]);
  if( !fresh ){
    /* then so are the cells seeing all three: the third cell must change */
    part[0] &= x->changed;
    part[1] &= x->changed;
  }
  for(k=0; k<2; k++){
    for(m=part[k] & x->base & seeing_two(common); m; m&=m-1){
      unsigned short aE[20];
      RateBits peers;
      int ft, nE = 0, j;
      a[2] = rate_lowest_cell(m);
      /* a triplet's excluders are some of the pair's: u bounds them */
      ft = rate_popc(s->cand[a[2]] & ~u);
      if( !may_lose(f0, f1, s01)
       && !may_lose(f0, ft, rate_sees(a[0], a[2]))
       && !may_lose(f1, ft, rate_sees(a[1], a[2])) ) continue;
      if( met_before(x, a) ) continue;
      peers = rate_bits(rate_peer_bits[a[2]]);
      if( !fresh && !(x->changed>>a[2] & 1)
       && (near & peers & x->changedExcl)==0 ) continue;
      for(j=0; j<p->nExcl; j++){
        if( peers>>p->aCell[j] & 1 ) aE[nE++] = p->aCand[j];
      }
      if( exclude(x, a, aE, nE) ) return 1;
    }
  }
  return 0;
}

/* Try the pair a[0]<a[1] with its common excluders `common` (two or
** more) and, for triplets, its third cells in SE's order. */
static int try_pair(Aligned *x, int a0, int a1, RateBits common){
  const RateState *s = x->s;
  Pair p;
  RateBits m, near;
  int fresh;
  p.a[0] = a0;
  p.a[1] = a1;
  p.nExcl = 0;
  for(m=common; m; m&=m-1){
    int c = rate_lowest_cell(m);
    p.aCell[p.nExcl] = (unsigned char)c;
    p.aCand[p.nExcl++] = s->cand[c];
  }
  /* a pair whose cells and common peers (its possible excluders) are as
  ** they were when the memo was taken gave nothing then */
  near = rate_bits(rate_peer_bits[a0]) & rate_bits(rate_peer_bits[a1]);
  fresh = ((x->changed>>a0 | x->changed>>a1) & 1)!=0
       || (near & x->changedExcl)!=0;
  if( x->degree==3 ) return try_triplets(x, &p, common, fresh);
  if( !fresh ) return 0;
  /* a cell loses p only when the other has no two digits outside the
  ** excluders' candidates */
  {
    unsigned u = 0;
    int k;
    for(k=0; k<p.nExcl; k++) u |= p.aCand[k];
    if( rate_popc(s->cand[a0] & ~u)>1 && rate_popc(s->cand[a1] & ~u)>1 ){
      return 0;
    }
  }
  return exclude(x, p.a, p.aCand, p.nExcl);
}

/* Aligned exclusion over sets of `degree` (2 or 3) base cells. */
int rate_find_aligned(const RateState *s, RateFind *f, int degree){
  Aligned x;
  RateBits excluders = 0, single = 0, m;
  int c;
  x.s = s;
  x.f = f;
  x.degree = degree;
  x.base = 0;
  x.nWork = 0;
  x.changed = x.changedExcl = 0;
  for(c=0; c<81 && s->memo && s->memo->valid; c++){
    int was = rate_popc(s->memo->cand[c]), now = rate_popc(s->cand[c]);
    /* a cell with one candidate kept its peers out of the search: their
    ** sets may not have been tried */
    if( was==1 ) break;
    if( s->cand[c]==s->memo->cand[c] ) continue;
    x.changed |= RATE_BIT(c);
    if( (was>=2 && was<=degree) || (now>=2 && now<=degree) ){
      x.changedExcl |= RATE_BIT(c);
    }
  }
  if( s->memo==0 || !s->memo->valid || c<81 ){
    x.changed = x.changedExcl = ~(RateBits)0;
  }
  for(c=0; c<81; c++){
    int k = rate_popc(s->cand[c]);
    if( k==1 ) single |= RATE_BIT(c);
    if( k>=2 && k<=degree ) excluders |= RATE_BIT(c);
  }
  for(c=0; c<81; c++){
    RateBits peers = rate_bits(rate_peer_bits[c]);
    if( rate_popc(s->cand[c])<2 || (peers & single)!=0 ) continue;
    x.aExcl[c] = peers & excluders;
    if( x.aExcl[c] ) x.base |= RATE_BIT(c);
  }
  /* pairs by their second cell, then their first; those with fewer than
  ** two common excluders are passed over */
  for(m=x.base; m; m&=m-1){
    int a1 = rate_lowest_cell(m);
    RateBits first = x.base & seeing_two(x.aExcl[a1]) & (RATE_BIT(a1)-1);
    for(; first; first&=first-1){
      int a0 = rate_lowest_cell(first);
      x.nWork++;
      if( try_pair(&x, a0, a1, x.aExcl[a0] & x.aExcl[a1]) ){
        work_charge(s->work, x.nWork);
        return 1;
      }
    }
  }
  work_charge(s->work, x.nWork);
  return 0;
}
