/*
** rate_bent.c: WXYZ- and VWXYZ-wings (SE's ratings 5.5-5.7).  A bent set
** is n cells lying in one box and one line through it (some outside the
** line, some outside the box, and a pivot in both that sees them all)
** whose candidates are n digits between them.
** Each digit whose cells in the set all see each other fills at most one
** of them; if exactly one digit z is not like that, then without z the n
** cells would get at most n-1 digits, so z is in one of its cells of the
** set and goes from every cell seeing all of them.
*/
#include "rateint.h"

typedef struct Bent Bent;
struct Bent {
  const RateState *s;
  RateFind *f;
  int n;                 /* cells (and digits) wanted */
  int nPool;             /* box-only cells, then shared, then line-only */
  int nBoxOnly, nLineOnly;
  unsigned char aPool[15];
  int box, line;
  unsigned char aPick[5];
};

/* 1 when every pair of cells in a[0..n-1] that hold d see each other. */
static int restricted(const RateState *s, const unsigned char *a, int n,
                      int d){
  int i, j;
  for(i=0; i<n; i++){
    if( !(s->cand[a[i]] & DBIT(d)) ) continue;
    for(j=i+1; j<n; j++){
      if( (s->cand[a[j]] & DBIT(d)) && !rate_sees(a[i], a[j]) ) return 0;
    }
  }
  return 1;
}

/* Test the picked cells as a bent set; 1 when it eliminates something. */
static int try_set(Bent *b, unsigned digits){
  const RateState *s = b->s;
  const unsigned char *a = b->aPick;
  int i, c, z = 0, nLoose = 0, biggest = 0;
  unsigned m;
  for(i=0; i<b->n; i++){
    if( rate_popc(s->cand[a[i]])>biggest ) biggest = rate_popc(s->cand[a[i]]);
  }
  for(m=digits; m; m&=m-1){
    int d = rate_low_digit(m);
    if( !restricted(s, a, b->n, d) ){
      z = d;
      nLoose++;
    }
  }
  if( nLoose!=1 ) return 0;
  /* SE: 5.5 for WXYZ (5.6 when the largest cell has 3 candidates), 5.7
  ** for VWXYZ */
  rate_find_start(b->f, RATE_BENT_WING,
                  b->n==4 ? (biggest==3 ? 56 : 55) : 57);
  for(c=0; c<81; c++){
    int ok = s->cand[c] & DBIT(z) ? 1 : 0;
    for(i=0; i<b->n && ok; i++){
      if( c==a[i] || ((s->cand[a[i]] & DBIT(z)) && !rate_sees(c, a[i])) ){
        ok = 0;
      }
    }
    if( ok ) rate_find_elim(b->f, s, c, z);
  }
  return b->f->n>0;
}

/*
** Pick cells aPool[from..] into aPick[k..] keeping at most n digits.  The
** first pick is a box-only cell and the last a line-only one (else the
** set is a naked subset of one unit), and one is shared by the box and
** the line (the pivot, which sees every other cell: SE's wings).
*/
static int pick(Bent *b, int k, int from, unsigned digits, int shared){
  int i, last = b->nPool-(b->n-k);
  int sharedEnd = b->nPool-b->nLineOnly;
  if( k==b->n ) return rate_popc(digits)==b->n && try_set(b, digits);
  if( k==0 && last>=b->nBoxOnly ) last = b->nBoxOnly-1;
  if( k==b->n-2 && !shared && last>=sharedEnd ) last = sharedEnd-1;
  if( k==b->n-1 && from<sharedEnd ) from = sharedEnd;
  for(i=from; i<=last; i++){
    unsigned u = digits | b->s->cand[b->aPool[i]];
    if( rate_popc(u)>b->n ) continue;
    b->aPick[k] = b->aPool[i];
    if( pick(b, k+1, i+1, u, shared || (i>=b->nBoxOnly && i<sharedEnd)) ){
      return 1;
    }
  }
  return 0;
}

/* Add the cells of m to the pool, in increasing order (which is the
** order of any unit holding them). */
static void pool_add(Bent *b, RateBits m){
  for(; m; m&=m-1) b->aPool[b->nPool++] = (unsigned char)rate_lowest_cell(m);
}

/* Bent sets of n (4 or 5) cells. */
int rate_find_bent_wing(const RateState *s, RateFind *f, int n){
  Bent b;
  unsigned todo = rate_changed_units(s);
  RateBits few = 0;   /* empty cells with at most n candidates */
  int k, c;
  for(c=80; c>=0; c--){
    few = few<<1 | (s->cand[c]!=0 && rate_popc(s->cand[c])<=n);
  }
  b.s = s;
  b.f = f;
  b.n = n;
  for(b.box=18; b.box<27; b.box++){
    int first = rate_unit[b.box][0];
    for(k=0; k<6; k++){
      RateBits box, line;
      /* the box's three rows, then its three columns */
      b.line = k<3 ? first/9+k : 9+first%9+k-3;
      /* the set lies in the box and the line: unchanged, nothing new */
      if( (todo>>b.box & 1)==0 && (todo>>b.line & 1)==0 ) continue;
      box = few & rate_bits(rate_unit_bits[b.box]);
      line = few & rate_bits(rate_unit_bits[b.line]);
      b.nPool = 0;
      pool_add(&b, box & ~line);
      b.nBoxOnly = b.nPool;
      pool_add(&b, box & line);
      b.nLineOnly = b.nPool;
      pool_add(&b, line & ~box);
      b.nLineOnly = b.nPool-b.nLineOnly;
      if( b.nBoxOnly && b.nLineOnly && pick(&b, 0, 0, 0, 0) ) return 1;
    }
  }
  return 0;
}
