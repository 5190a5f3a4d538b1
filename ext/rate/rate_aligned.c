/* SPDX-License-Identifier: MIT */
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
** is applied.  Sets whose cells and possible excluders are as they were
** when the finder last found nothing (the memo) are passed over.
*/
#include "rateint.h"
#include "rate_say.h"

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

/* 1 when cells a and b see each other (under s's rules). */
static inline int sees(const RateState *s, int a, int b){
  return (int)(rate_peer_set(s, a)>>b & 1);
}

/* The cells that see some cell of m (under s's rules). */
static inline RateBits peers_of(const RateState *s, RateBits m){
  RateBits r = 0;
  for(; m; m&=m-1) r |= rate_peer_set(s, rate_lowest_cell(m));
  return r;
}

/* The cells that see two cells of m or more. */
static inline RateBits seeing_two(const RateState *s, RateBits m){
  RateBits one = 0, two = 0;
  for(; m; m&=m-1){
    RateBits p = rate_peer_set(s, rate_lowest_cell(m));
    two |= one & p;
    one |= p;
  }
  return two;
}

/*
** Describe the step on the base cells a[0..n-1] (n = degree) found in f:
** the base cells (cell) and their candidates (pattern), the excluders (the
** cells with 2 to n candidates that see them all) and their candidates
** (excluder), and the sentence.
*/
static void describe_aligned(const RateState *s, const int *a, int n,
                             RateFind *f){
  RateWhy *w = f->why;
  RateBits excl = ~(RateBits)0, base = 0, m;
  int i, k, see = 0;
  for(i=0; i<n; i++){
    unsigned d;
    rate_why_cell(w, RATE_ROLE_CELL, a[i]);
    for(d=s->cand[a[i]]; d; d&=d-1){
      rate_why_cand(w, RATE_ROLE_PATTERN, a[i], rate_low_digit(d));
    }
    excl &= rate_peer_set(s, a[i]);
    base |= RATE_BIT(a[i]);
    for(k=0; k<i; k++) see |= sees(s, a[i], a[k]);
  }
  for(m=excl; m; m&=m-1){
    int c = rate_lowest_cell(m);
    if( rate_popc(s->cand[c])<2 || rate_popc(s->cand[c])>n ) excl &= ~RATE_BIT(c);
  }
  rate_say_cells(w, base);
  rate_why_say(w, " %s see ", n==2 ? "both" : "all");
  for(m=excl, i=0; m; m&=m-1, i++){
    int c = rate_lowest_cell(m);
    unsigned d;
    rate_why_cell(w, RATE_ROLE_EXCLUDER, c);
    for(d=s->cand[c]; d; d&=d-1){
      rate_why_cand(w, RATE_ROLE_EXCLUDER, c, rate_low_digit(d));
    }
    rate_why_say(w, "%s", i==0 ? "" : (m & (m-1)) ? ", " : " and ");
    rate_why_say(w, "r%dc%d (", c/9+1, c%9+1);
    rate_say_digits(w, s->cand[c], "or");
    rate_why_say(w, ")");
  }
  rate_why_say(w, ": together they cannot take every candidate of one of "
               "those cells%s. Every combination that puts ",
               see ? ", nor one digit twice where they see each other" : "");
  for(i=0, k=0; i<f->n; i++){
    const RateAction *x = &f->a[i];
    int last = i+1==f->n || f->a[i+1].cell!=x->cell;
    if( i>0 ) rate_why_say(w, f->a[i-1].cell!=x->cell ? ", or " : last ? " or " : ", ");
    rate_why_say(w, "%d", x->digit);
    if( last ){
      rate_why_say(w, " in r%dc%d", x->cell/9+1, x->cell%9+1);
      k++;
    }
  }
  rate_why_say(w, "%s breaks one of these rules, so ", k>1 ? "," : "");
  if( k>1 ){
    rate_why_say(w, "those candidates go.");
    return;
  }
  rate_why_say(w, "r%dc%d cannot be ", f->a[0].cell/9+1, f->a[0].cell%9+1);
  for(i=0; i<f->n; i++){
    rate_why_say(w, "%s%d", i==0 ? "" : i+1<f->n ? ", " : " or ",
                 f->a[i].digit);
  }
  rate_why_say(w, ".");
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
  swu = sees(s, a[iw], a[iu]);
  swv = n==3 && sees(s, a[iw], a[iv]);
  suv = n==3 && sees(s, a[iu], a[iv]);
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
      /* pu is used: the other pv matter only to w and v */
      if( aUsed[iw]==cw && aUsed[iv]==cv ) break;
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
  if( found && x->f->why ) describe_aligned(s, a, n, x->f);
  return found;
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

/* List the common excluders `common` of pair p. */
static void list_excluders(const Aligned *x, Pair *p, RateBits common){
  p->nExcl = 0;
  for(; common; common&=common-1){
    int c = rate_lowest_cell(common);
    p->aCell[p->nExcl] = (unsigned char)c;
    p->aCand[p->nExcl++] = x->s->cand[c];
  }
}

/*
** The triplets of the pair a0<a1 with common excluders `common`, in SE's
** order: the third cell is an excluder of a0, or else of a1, that is a
** base cell and sees two of the common excluders.  Only third cells in
** `fresh` make triplets that are not as they were at the memo.
*/
static int try_triplets(Aligned *x, int a0, int a1, RateBits common,
                        RateBits fresh){
  RateBits e0 = x->aExcl[a0], e1 = x->aExcl[a1], third, m;
  Pair p;
  int k;
  third = (e0 | e1) & x->base & fresh & ~RATE_BIT(a0) & ~RATE_BIT(a1);
  if( third==0 ) return 0;
  third &= seeing_two(x->s, common);
  if( third==0 ) return 0;
  p.a[0] = a0;
  p.a[1] = a1;
  list_excluders(x, &p, common);
  for(k=0; k<2; k++){
    for(m=third & (k ? ~e0 : e0); m; m&=m-1){
      unsigned short aE[20];
      RateBits near;
      int nE = 0, j;
      p.a[2] = rate_lowest_cell(m);
      if( met_before(x, p.a) ) continue;
      near = rate_peer_set(x->s, p.a[2]);
      for(j=0; j<p.nExcl; j++){
        if( near>>p.aCell[j] & 1 ){
          aE[nE++] = p.aCand[j];
        }
      }
      if( exclude(x, p.a, aE, nE) ) return 1;
    }
  }
  return 0;
}

/* Try the pair a0<a1 with its common excluders `common` (two or more)
** and, for triplets, its third cells in SE's order. */
static int try_pair(Aligned *x, int a0, int a1, RateBits common){
  const RateState *s = x->s;
  RateBits near = rate_peer_set(s, a0) & rate_peer_set(s, a1);
  RateBits fresh = ~(RateBits)0;
  Pair p;
  unsigned u = 0;
  int k;
  /* a set whose cells and common peers (its possible excluders) are as
  ** they were when the memo was taken gave nothing then: with a0 and a1
  ** unchanged, a new set has a changed cell or a changed excluder, which
  ** the new cell sees */
  if( ((x->changed>>a0 | x->changed>>a1) & 1)==0 ){
    fresh = x->changed | peers_of(s, near & x->changedExcl);
    if( x->degree==2 && (near & x->changedExcl)==0 ) return 0;
  }
  if( x->degree==3 ) return try_triplets(x, a0, a1, common, fresh);
  p.a[0] = a0;
  p.a[1] = a1;
  list_excluders(x, &p, common);
  /* a cell loses a digit only when the other has at most one digit
  ** outside the excluders' candidates (another would pair with it) */
  for(k=0; k<p.nExcl; k++) u |= p.aCand[k];
  if( rate_popc(s->cand[a0] & ~u)>1 && rate_popc(s->cand[a1] & ~u)>1 ){
    return 0;
  }
  return exclude(x, p.a, p.aCand, p.nExcl);
}

/*
** The cells that can make a pair with the unchanged base cell a1 whose
** sets are not as they were at the memo: changed cells, cells sharing
** with a1 a peer that was or is an excluder and changed, and for
** triplets the cells that a changed third cell is an excluder of
** (nearThird), or any cell when it is one of a1's.
*/
static RateBits new_partners(const Aligned *x, int a1, RateBits nearThird){
  RateBits r = x->changed
           | peers_of(x->s, x->changedExcl & rate_peer_set(x->s, a1));
  if( x->degree==3 ){
    if( x->aExcl[a1] & x->changed & x->base ) return ~(RateBits)0;
    r |= nearThird;
  }
  return r;
}

/* Aligned exclusion over sets of `degree` (2 or 3) base cells. */
int rate_find_aligned(const RateState *s, RateFind *f, int degree){
  Aligned x;
  RateBits excluders = 0, single = 0, m, nearThird = 0;
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
    RateBits peers = rate_peer_set(s, c);
    if( rate_popc(s->cand[c])<2 || (peers & single)!=0 ) continue;
    x.aExcl[c] = peers & excluders;
    if( x.aExcl[c] ) x.base |= RATE_BIT(c);
  }
  /* the third cells that changed, and the cells they are excluders of */
  if( degree==3 && x.changed!=~(RateBits)0 ){
    nearThird = peers_of(s, x.base & excluders & x.changed);
  }
  /* pairs by their second cell, then their first; those with fewer than
  ** two common excluders are passed over */
  for(m=x.base; m; m&=m-1){
    int a1 = rate_lowest_cell(m);
    RateBits first = x.base & (RATE_BIT(a1)-1);
    if( x.changed!=~(RateBits)0 && !(x.changed>>a1 & 1) ){
      first &= new_partners(&x, a1, nearThird);
    }
    if( first ) first &= seeing_two(s, x.aExcl[a1]);
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
