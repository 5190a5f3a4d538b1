/* SPDX-License-Identifier: MIT */
/*
** rate_links.c: chains of n strong links on one digit (n = 2, 3 or 4),
** found and rated as Sukaku Explainer's StrongLinks(n) does: skyscrapers,
** string kites, turbot fish, empty rectangles and their longer kin.
**
** A strong link is a region (box, row or column) whose places for the
** digit form two ends, one of which holds it: two cells, or groups (a
** box's places on one row and one column of it, on two of its rows or on
** two of its columns; a line's places in two boxes).  A chain goes
** through n links whose regions have distinct places, the exit end of
** each sharing a region (a column, else a row, else a box) with the entry
** end of the next.  One of its outer ends holds the digit, so the cells
** seeing both lose it.  When the outer ends share a region too, the chain
** is a loop (SE's X-Loop) and the cells seeing both sides of any weak
** link lose the digit as well.
**
** Values (tenths): 40, 54 or 58 for 2, 3 or 4 links, plus 1 when the
** kinds of region mix (a box, or rows with columns), 2 with a box and
** both line kinds, 3 with any group.  SE gathers every chain, sorts them
** by value, then by eliminations (most first), then by a code of the
** links' kinds, then in the order it found them, and applies the first.
** chain_done() gives each chain a key in that order, so the step taken is
** SE's.
*/
#include "rateint.h"
#include "rate_say.h"

#include <stdlib.h>
#include <string.h>

#define LINKS_MAX RATE_VARIANT_MAX_LINKS  /* 27 regions, at most two
                          ** links each; a variant's digit with more is not
                          ** rated */
#define LINKS_MAX_N 4

/* An end of a link: its cells, the cells seeing all of them, and the
** unit of each kind holding all of them (or -1) in the order SE looks for
** a region two ends share: column, row, box, then a variant's disjoint
** group, window, girandola, asterisk, centre dot, main and anti-diagonal
** (aShareKind). */
typedef struct LinkEnd LinkEnd;
struct LinkEnd {
  RateBits cells;
  RateBits sees;
  signed char aUnit[RATE_N_KIND];
};
static const unsigned char aShareKind[RATE_N_KIND] = {
  RATE_KIND_COLUMN, RATE_KIND_ROW, RATE_KIND_BOX, RATE_KIND_GROUP,
  RATE_KIND_WINDOW, RATE_KIND_GIRANDOLA, RATE_KIND_ASTERISK,
  RATE_KIND_CENTREDOT, RATE_KIND_DIAGONAL, RATE_KIND_DIAGONAL+1 };

/* A strong link: its two ends, the region's places and cells, its unit
** and the region as SE numbers it (RATE_KIND_*; index 0-8), with the
** ordinal of this way of splitting the places when SE tries two. */
typedef struct Link Link;
struct Link {
  LinkEnd end[2];
  RateBits places;
  RateBits region;
  unsigned char unit, kind, index, ordinal, grouped;
};

/* The links of a digit, made from its cells (those depend on nothing
** else) and kept while they are unchanged.  Ends are numbered
** 2*link+side. */
typedef struct DigitLinks DigitLinks;
struct DigitLinks {
  int valid;                    /* 1: made from `cells` */
  RateBits cells;
  int nLink;
  Link aLink[LINKS_MAX];
  RateBits aNext[2*LINKS_MAX];  /* by exit end: entry ends it sees */
  RateBits aClash[LINKS_MAX];   /* by link: ends of links sharing places */
};

/* The links of each digit, kept by the rater's state from one call of
** the finder (any n) to the next. */
struct RateLinkMem {
  DigitLinks aDigit[9];
};

/* The search for one n: the links of digit d, and the best chain so far.
** A chain lists the ends it enters by. */
typedef struct Search Search;
struct Search {
  const RateState *s;
  int n, d;
  int nShare;                   /* kinds two ends may share: 3, or all
                                ** under a variant */
  int overflow;                 /* 1: a digit had more than LINKS_MAX */
  RateBits digitCells;
  DigitLinks *L;                /* digit d's */
  int aChain[LINKS_MAX_N];
  unsigned char aPermRank[256]; /* SE's order of chain orders */
  unsigned long long nWork;      /* work units: see rate_find_strong_links */
  int found, bestDigit, bestTech, bestScore;
  unsigned long long bestHi, bestLo;
  RateBits bestElim;
  int describe;                 /* 1: keep the best chain in aBest */
  int aBest[LINKS_MAX_N];
};

static const LinkEnd *end_of(const Search *p, int e){
  return &p->L->aLink[e>>1].end[e&1];
}

/* SE's region order: boxes, rows, columns, then a variant's kinds, each
** by index. */
static int link_depth(const Link *l){ return l->kind*9 + l->index; }

/* The unit holding both ends (the first in aShareKind's order), or -1. */
static int share_unit(const Search *p, const LinkEnd *a, const LinkEnd *b){
  int k;
  for(k=0; k<p->nShare; k++){
    if( a->aUnit[k]>=0 && a->aUnit[k]==b->aUnit[k] ) return a->aUnit[k];
  }
  return -1;
}

/* The cells of unit u as 81 bits. */
static RateBits unit_bits(const RateState *s, int u){
  return rate_bits(u<27 ? rate_unit_bits[u] : s->geom->unitBits[u]);
}

/* The end made of the cells at positions pos (bit i) of unit. */
static void end_init(const Search *p, LinkEnd *pEnd, int unit, unsigned pos){
  const RateState *s = p->s;
  int c = rate_unit_cell(s, unit, __builtin_ctz(pos));
  int single = (pos & (pos-1))==0, k;
  unsigned m;
  if( s->geom ){
    /* a variant's: the unit of each kind holding every cell of the end */
    const RateGeom *g = s->geom;
    for(k=0; k<RATE_N_KIND; k++){
      int u = g->cellUnit[c][aShareKind[k]];
      for(m=pos & (pos-1); m && u>=0; m &= m-1){
        if( g->cellUnit[rate_unit_cell(s, unit, __builtin_ctz(m))]
                       [aShareKind[k]]!=u ) u = -1;
      }
      pEnd->aUnit[k] = (signed char)u;
    }
  }else{
    pEnd->aUnit[0] = (signed char)rate_cell_unit[c][1];
    pEnd->aUnit[1] = (signed char)rate_cell_unit[c][0];
    pEnd->aUnit[2] = (signed char)rate_cell_unit[c][2];
    if( unit<18 ){
      /* a line's end lies in one box; the crossing line holds one cell */
      if( !single ) pEnd->aUnit[unit<9 ? 0 : 1] = -1;
    }else{
      int i = __builtin_ctz(pos);
      if( (pos & (7u<<(i/3*3)))!=pos ) pEnd->aUnit[1] = -1;
      if( (pos & (0x49u<<(i%3)))!=pos ) pEnd->aUnit[0] = -1;
    }
  }
  pEnd->cells = 0;
  pEnd->sees = ~(RateBits)0;
  for(m=pos; m; m &= m-1){
    c = rate_unit_cell(s, unit, __builtin_ctz(m));
    pEnd->cells |= RATE_BIT(c);
    pEnd->sees &= rate_peer_set(s, c);
  }
}

/* Add the link of unit (SE's kind and index) with ends at positions a
** and b of the unit. */
static void add_link(Search *p, int unit, int kind, int index,
                     unsigned a, unsigned b, int ordinal, int grouped){
  Link *l;
  if( p->L->nLink==LINKS_MAX ){
    p->overflow = 1;
    return;
  }
  l = &p->L->aLink[p->L->nLink++];
  end_init(p, &l->end[0], unit, a);
  end_init(p, &l->end[1], unit, b);
  l->region = unit_bits(p->s, unit);
  l->places = l->region & p->digitCells;
  l->unit = (unsigned char)unit;
  l->kind = (unsigned char)kind;
  l->index = (unsigned char)index;
  l->ordinal = (unsigned char)ordinal;
  l->grouped = (unsigned char)grouped;
}

/*
** SE's ways of splitting a region's places, tried in order: a box's
** configuration e < 9 crosses at position e (blade1 the rest of e's
** column, blade2 the rest of its row), 9-11 are pairs of rows and 12-14
** pairs of columns; a line's 0-2 leave out one of its three boxes.  The
** places must avoid `empty`.
*/
static void split_config(int kind, int e, unsigned *pEmpty, unsigned *pB1,
                         unsigned *pB2){
  static const unsigned char aPair[3][2] = { {0,1}, {0,2}, {1,2} };
  int a, b;
  if( kind==0 && e<9 ){
    unsigned row = 7u<<(3*(e/3)), col = 0x49u<<(e%3);
    *pB1 = col & ~(1u<<e);
    *pB2 = row & ~(1u<<e);
    *pEmpty = ALL9 & ~(row|col);
    return;
  }
  if( kind==0 ){
    a = aPair[(e-9)%3][0];
    b = aPair[(e-9)%3][1];
  }else{
    a = aPair[2-e][0];
    b = aPair[2-e][1];
  }
  if( kind==0 && e>=12 ){
    *pB1 = 0x49u<<a;
    *pB2 = 0x49u<<b;
  }else{
    *pB1 = 7u<<(3*a);
    *pB2 = 7u<<(3*b);
  }
  *pEmpty = ALL9 & ~(*pB1|*pB2);
}

/* 1 when positions i and j of unit share a row or a column. */
static int same_line(const RateState *s, int unit, int i, int j){
  int a = rate_unit_cell(s, unit, i), b = rate_unit_cell(s, unit, j);
  return a/9==b/9 || a%9==b%9;
}

/* The links SE takes from the region (kind, index), unit, for the digit.
** Disjoint groups and windows split as boxes do (their cells lie as a
** box's), but SE tries only their first three ways (crossing at their
** first three places); a variant's other units split as lines. */
static void region_links(Search *p, int unit, int kindSE, int index){
  int kind = kindSE==RATE_KIND_BOX || kindSE==RATE_KIND_GROUP
             || kindSE==RATE_KIND_WINDOW ? 0 : 1;
  unsigned P = rate_places(p->s, unit, p->d);
  int C = rate_popc(P), nCfg = kindSE==RATE_KIND_BOX ? 15 : 3, e, n1, n2;
  unsigned empty = 0, b1 = 0, b2 = 0, heart = 0;
  if( C<2 || C>6 ) return;
  if( C==2 ){
    unsigned a = P & (0u-P);
    if( kind==0 && same_line(p->s, unit, __builtin_ctz(P),
                             31-__builtin_clz(P)) ){
      return;
    }
    add_link(p, unit, kindSE, index, a, P^a, 0, 0);
    return;
  }
  for(e=0; e<nCfg; e++){
    if( kind==0 && e>8 && C<4 ) continue;
    split_config(kind, e, &empty, &b1, &b2);
    if( (P & empty)==0 ) break;
  }
  if( e==nCfg ) return;
  b1 &= P;
  b2 &= P;
  if( b1==0 || b2==0 ) return;
  if( kind==0 && e<9 ) heart = 1u<<e;
  n1 = rate_popc(b1);
  n2 = rate_popc(b2);
  if( n1==1 || n2==1 ){
    /* a single cell against the rest of the crossing line (an L of three
    ** places in a box: SE keeps only the row's arm as the single cell) */
    if( n1==1 && n2>1 ) add_link(p, unit, kindSE, index, b1, b2|heart, 0, 1);
    if( n2==1 ) add_link(p, unit, kindSE, index, b2, b1|heart, 1, 1);
  }else if( kind==0 && e>8 && C==4
         && same_line(p->s, unit, __builtin_ctz(b1), __builtin_ctz(b2))
         && same_line(p->s, unit, 31-__builtin_clz(b1),
                      31-__builtin_clz(b2)) ){
    /* four places in a rectangle: by rows, and by columns */
    unsigned lo = (b1 & (0u-b1)) | (b2 & (0u-b2));
    add_link(p, unit, kindSE, index, b1, b2, 0, 1);
    add_link(p, unit, kindSE, index, lo, P^lo, 1, 1);
  }else{
    if( P & heart ){
      b1 |= heart;
      b2 |= heart;
    }
    add_link(p, unit, kindSE, index, b1, b2, 0, 1);
  }
}

/*
** SE's code of the chain's region kinds (0 box, 1 row, 2 column, a
** variant's 3-9), into
** aOut: the kinds in chain order or reversed, whichever reads first.
** Without a row, columns are written as rows; with one, the code is the
** first to read of that, the same with rows and columns swapped, and the
** swapped one reversed.
*/
static void kind_code(const int *aKind, int n, int *aOut){
  int aRev[LINKS_MAX_N], aSwap[LINKS_MAX_N], aSwapRev[LINKS_MAX_N];
  int i, hasRow = 0;
  const int *pBest, *pAlt;
  for(i=0; i<n; i++) aRev[i] = aKind[n-1-i];
  pBest = aKind;
  for(i=0; i<n && aKind[i]==aRev[i]; i++){}
  if( i<n && aRev[i]<aKind[i] ) pBest = aRev;
  for(i=0; i<n; i++){
    aSwap[i] = pBest[i]==1 ? 2 : pBest[i]==2 ? 1 : pBest[i];
    if( pBest[i]==1 ) hasRow = 1;
  }
  if( !hasRow ){
    for(i=0; i<n; i++) aOut[i] = pBest[i]==2 ? 1 : pBest[i];
    return;
  }
  for(i=0; i<n; i++) aSwapRev[i] = aSwap[n-1-i];
  for(i=0; i<n && aSwap[i]==aSwapRev[i]; i++){}
  pAlt = (i<n && aSwapRev[i]>aSwap[i]) ? aSwap : aSwapRev;
  for(i=0; i<n && pBest[i]==pAlt[i]; i++){}
  if( i<n && pAlt[i]<pBest[i] ) pBest = pAlt;
  for(i=0; i<n; i++) aOut[i] = pBest[i];
}

/* The techniques by links-2, grouped, form (skyscraper, kite, strong
** links, loop); SE names no 4-string kite, so none has that form. */
static const unsigned char aTech[3][2][4] = {
  { { RATE_SKYSCRAPER, RATE_KITE2, RATE_LINKS2, RATE_LOOP2 },
    { RATE_GROUPED_SKYSCRAPER, RATE_GROUPED_KITE2, RATE_GROUPED_LINKS2,
      RATE_GROUPED_LOOP2 } },
  { { RATE_SKYSCRAPERS3, RATE_KITE3, RATE_LINKS3, RATE_LOOP3 },
    { RATE_GROUPED_SKYSCRAPERS3, RATE_GROUPED_KITE3, RATE_GROUPED_LINKS3,
      RATE_GROUPED_LOOP3 } },
  { { RATE_SKYSCRAPERS4, RATE_LINKS4, RATE_LINKS4, RATE_LOOP4 },
    { RATE_GROUPED_SKYSCRAPERS4, RATE_GROUPED_LINKS4, RATE_GROUPED_LINKS4,
      RATE_GROUPED_LOOP4 } },
};

/*
** A chain of n links in p->aChain: when SE would list it, work out its
** eliminations and its key, and keep it if it comes before the best.
** SE lists a chain in one direction only, the one whose first region
** comes before its last (extend_link_chain() sees to that), and a loop
** only from its first region, entered by its first end.  The key: value,
** eliminations (most first), kind code, then SE's listing order: the
** kinds of the regions (as a multiset, in SE's order of those), digit,
** regions and ordinals, the order of the links in the chain, the sides
** they are entered by.
*/
static void chain_done(Search *p){
  static const int aBaseScore[LINKS_MAX_N+1] = { 0, 0, 40, 54, 58 };
  const Link *aL[LINKS_MAX_N] = { 0, 0, 0, 0 };
  int n = p->n, first = p->aChain[0], last = p->aChain[n-1]^1;
  int aRank[LINKS_MAX_N], aKind[LINKS_MAX_N], aCode[LINKS_MAX_N];
  int w, i, ring, count, grouped = 0, has0 = 0, has2 = 0, hasX = 0;
  int score, form;
  unsigned long long hi, lo, kinds = 0, regions = 0, perm = 0, sides = 0;
  RateBits base = 0, elim, v;
  elim = end_of(p, first)->sees & end_of(p, last)->sees & p->digitCells;
  ring = share_unit(p, end_of(p, first), end_of(p, last));
  if( elim==0 && ring<0 ) return;
  for(w=0; w<n; w++){
    aL[w] = &p->L->aLink[p->aChain[w]>>1];
    base |= aL[w]->region;
  }
  elim &= ~base;
  if( ring>=0 ){
    if( first&1 ) return;
    for(w=1; w<n; w++) if( link_depth(aL[w])<link_depth(aL[0]) ) return;
    count = rate_bits_count(elim);
    for(w=0; w+1<n; w++){
      v = end_of(p, p->aChain[w]^1)->sees & end_of(p, p->aChain[w+1])->sees
        & p->digitCells & ~base;
      count += rate_bits_count(v);
      elim |= v;
    }
  }else{
    for(w=0; w+1<n; w++){
      int u = share_unit(p, end_of(p, p->aChain[w]^1),
                         end_of(p, p->aChain[w+1]));
      elim &= ~unit_bits(p->s, u);
    }
    count = rate_bits_count(elim);
  }
  if( count==0 ) return;

  for(w=0; w<n; w++){
    aRank[w] = 0;
    for(i=0; i<n; i++) aRank[w] += link_depth(aL[i])<link_depth(aL[w]);
    aKind[w] = aL[w]->kind;
    grouped += aL[w]->grouped;
    sides |= (unsigned long long)(p->aChain[w]&1)<<(n-1-w);
    perm |= (unsigned long long)aRank[w]<<(2*w);
  }
  for(w=0; w<n; w++){
    int r = aRank[w];
    unsigned long long k = 1;
    for(i=0; i<r; i++) k *= RATE_N_KIND;
    kinds += k*aL[w]->kind;
    regions |= (unsigned long long)(aL[w]->index*2 + aL[w]->ordinal)
               << (5*(LINKS_MAX_N-1-r));
  }
  kind_code(aKind, n, aCode);
  hi = (unsigned long long)grouped;
  for(w=0; w<n; w++){
    hi = hi*RATE_N_KIND + (unsigned long long)aCode[w];
    if( aCode[w]==0 ) has0 = 1;
    if( aCode[w]==2 ) has2 = 1;
    if( aCode[w]>2 ) hasX = 1;
  }
  score = aBaseScore[n] + (grouped || hasX ? 3 : has0 ? 1+has2 : has2);
  hi |= (unsigned long long)score<<32 | (unsigned long long)(1023-count)<<16;
  lo = ((((kinds*16 + (unsigned long long)p->d)<<20 | regions)<<5
         | p->aPermRank[perm])<<4) | sides;
  if( p->found && (hi>p->bestHi || (hi==p->bestHi && lo>=p->bestLo)) ){
    return;
  }
  form = ring>=0 ? 3 : (!has0 && !has2) ? 0 : !has0 ? 1 : 2;
  p->found = 1;
  p->bestHi = hi;
  p->bestLo = lo;
  p->bestDigit = p->d;
  p->bestScore = score;
  p->bestTech = aTech[n-2][grouped>0][form];
  p->bestElim = elim;
  if( p->describe ) memcpy(p->aBest, p->aChain, sizeof(p->aBest));
}

/* Extend the chain's first k links by every link whose entry end shares
** a region with the exit end of link k-1; blocked: the ends of links
** whose places meet the chain's.  The last link must come after the first
** in SE's order (links are made in that order), else SE lists the chain
** the other way round. */
static void extend_link_chain(Search *p, int k, RateBits blocked){
  int x = p->aChain[k-1]^1;
  RateBits m = p->L->aNext[x] & ~blocked;
  if( k+1==p->n ) m &= ~(((RateBits)2<<(p->aChain[0]|1))-1);
  for(; m; m &= m-1){
    int y = rate_lowest_cell(m);
    p->nWork++;
    p->aChain[k] = y;
    if( k+1==p->n ) chain_done(p);
    else extend_link_chain(p, k+1, blocked | p->L->aClash[y>>1]);
  }
}

/* Make the links of digit p->d (cells p->digitCells) in p->L, with the
** ends each exit end leads to and the links whose places clash. */
static void make_links(Search *p){
  DigitLinks *L = p->L;
  RateBits aIn[RATE_MAX_UNIT];  /* by unit: the ends lying in it */
  RateBits aAt[81];    /* by cell: the ends of links with a place there */
  int kind, index, x, k, u;
  RateBits m;
  L->nLink = 0;
  for(kind=0; kind<3; kind++){
    for(index=0; index<9; index++){
      region_links(p, rate_se_region(kind, index), kind, index);
    }
  }
  for(u=27; u<rate_n_unit(p->s); u++){
    region_links(p, u, p->s->geom->kind[u], p->s->geom->index[u]);
  }
  p->nWork += 16*(unsigned long long)L->nLink;
  for(m=p->digitCells; m; m &= m-1) aAt[rate_lowest_cell(m)] = 0;
  for(x=0; x<L->nLink; x++){
    for(m=L->aLink[x].places; m; m &= m-1){
      aAt[rate_lowest_cell(m)] |= (RateBits)3<<(2*x);
    }
  }
  for(x=0; x<L->nLink; x++){
    L->aClash[x] = 0;
    for(m=L->aLink[x].places; m; m &= m-1){
      L->aClash[x] |= aAt[rate_lowest_cell(m)];
    }
  }
  memset(aIn, 0, sizeof(aIn));
  for(x=0; x<2*L->nLink; x++){
    for(k=0; k<p->nShare; k++){
      u = end_of(p, x)->aUnit[k];
      if( u>=0 ) aIn[u] |= (RateBits)1<<x;
    }
  }
  for(x=0; x<2*L->nLink; x++){
    const LinkEnd *pEnd = end_of(p, x);
    m = 0;
    for(k=0; k<p->nShare; k++){
      if( pEnd->aUnit[k]>=0 ) m |= aIn[pEnd->aUnit[k]];
    }
    L->aNext[x] = m;
  }
  L->cells = p->digitCells;
  L->valid = !p->overflow;
}

/* Every chain of p->n links of digit p->d, its links in L (made unless
** they are those of the digit's cells). */
static void digit_chains(Search *p, DigitLinks *L){
  int x;
  p->L = L;
  if( !L->valid || L->cells!=p->digitCells ) make_links(p);
  if( L->nLink<p->n ) return;
  for(x=0; x<2*L->nLink; x++){
    p->aChain[0] = x;
    extend_link_chain(p, 1, L->aClash[x>>1]);
  }
}

/*
** SE's order of the orders of n links (Fuchs' countdown QuickPerm), as
** ranks by code (bits 2w: the link at place w).
*/
static void perm_ranks(int n, unsigned char *aRank){
  int q[LINKS_MAX_N], r[LINKS_MAX_N+1], s, t, w, k = 0;
  for(s=0; s<n; s++){
    q[s] = s;
    r[s] = s;
  }
  r[n] = n;
  for(;;){
    unsigned code = 0;
    for(w=0; w<n; w++) code |= (unsigned)q[w]<<(2*w);
    aRank[code] = (unsigned char)k++;
    for(s=1; s<n && r[s]==0; s++) r[s] = s;
    if( s>=n ) break;
    r[s]--;
    t = (s&1) ? r[s] : 0;
    w = q[t];
    q[t] = q[s];
    q[s] = w;
  }
}

/* The links' memory of a rater's state (NULL when out of memory: the
** finder then makes them on each call). */
RateLinkMem *rate_link_mem_new(void){
  RateLinkMem *m = (RateLinkMem*)malloc(sizeof(RateLinkMem));
  int d;
  for(d=0; m && d<9; d++) m->aDigit[d].valid = 0;
  return m;
}

void rate_link_mem_free(RateLinkMem *m){
  free(m);
}

/* The cell naming end e in the chain's links, as SE names it: in a box,
** the first of its cells sharing no row or column with the other end's
** (a group's cell at the crossing of an empty rectangle's lines is not
** the one named), else its first. */
static int end_cell(const Search *p, int e){
  const Link *l = &p->L->aLink[e>>1];
  RateBits m = end_of(p, e)->cells, other = end_of(p, e^1)->cells, k;
  if( l->kind==0 ){
    for(k=m; k; k&=k-1){
      int c = rate_lowest_cell(k);
      RateBits o;
      for(o=other; o; o&=o-1){
        int x = rate_lowest_cell(o);
        if( x/9==c/9 || x%9==c%9 ) break;
      }
      if( o==0 ) return c;
    }
  }
  return rate_lowest_cell(m);
}

/* The unit of SE's region of link l. */
static int link_unit(const Link *l){
  return l->unit;
}

/* " share row 3", or under a variant's knight's or king's move, where
** the ends share no unit (u<0), " see each other". */
static void say_share(RateWhy *w, int u){
  char z[RATE_UNIT_NAME_MAX];
  if( u<0 ) rate_why_say(w, " see each other");
  else rate_why_say(w, " share %s", rate_why_unit_name(w, u, z));
}

/*
** Describe the best chain in w: its links' units (role link), the
** digit's candidates at their ends (pattern), the chain of alternating
** strong and weak links from its first end off to its last end on (a
** loop closes with the weak link from the last end back to the first),
** and the sentence.  A group of places is named in a link by its first
** cell; its cells holding the digit are all pattern candidates (an empty
** rectangle's end also spans its crossing cell, which may not).  The digit's links are made
** again in L (they may have been those of another digit).
*/
static void describe_chain(Search *p, DigitLinks *L, RateWhy *w){
  char z[RATE_UNIT_NAME_MAX];
  int n = p->n, d = p->bestDigit, w0, r, ring, first, last, grouped = 0;
  const int *a = p->aBest;
  p->d = d;
  p->digitCells = 0;
  for(r=0; r<9; r++){
    p->digitCells |= (RateBits)rate_places(p->s, r, d)<<(9*r);
  }
  p->L = L;
  make_links(p);
  first = a[0];
  last = a[n-1]^1;
  ring = share_unit(p, end_of(p, first), end_of(p, last));
  rate_why_chain(w, 0, -1);
  for(w0=0; w0<n; w0++){
    const Link *l = &L->aLink[a[w0]>>1];
    int in = a[w0], out = in^1, k;
    RateBits m;
    rate_why_unit(w, RATE_ROLE_LINK, link_unit(l));
    for(k=0; k<2; k++){
      for(m=l->end[k].cells & p->digitCells; m; m&=m-1){
        rate_why_cand(w, RATE_ROLE_PATTERN, rate_lowest_cell(m), d);
      }
    }
    grouped |= l->grouped;
    rate_why_link(w, end_cell(p, in), d, 0, end_cell(p, out), d, 1,
                  link_unit(l), -1);
    if( w0+1<n ){
      rate_why_link(w, end_cell(p, out), d, 1, end_cell(p, a[w0+1]), d, 0,
                    share_unit(p, end_of(p, out), end_of(p, a[w0+1])), -1);
    }else if( ring>=0 ){
      rate_why_link(w, end_cell(p, out), d, 1, end_cell(p, first), d, 0,
                    ring, -1);
    }
  }
  /* the sentence */
  rate_why_say(w, "In ");
  for(w0=0; w0<n; w0++){
    rate_why_say(w, "%s%s", w0==0 ? "" : w0+1<n ? ", " : " and ",
                 rate_why_unit_name(w, link_unit(&L->aLink[a[w0]>>1]), z));
  }
  rate_why_say(w, ", %d can only go in two places%s each (", d,
               grouped ? " or groups of places" : "");
  for(w0=0; w0<n; w0++){
    rate_why_say(w, "%s", w0 ? ", " : "");
    rate_say_group(w, end_of(p, a[w0])->cells & p->digitCells);
    rate_why_say(w, " or ");
    rate_say_group(w, end_of(p, a[w0]^1)->cells & p->digitCells);
  }
  rate_why_say(w, "); ");
  for(w0=0; w0+1<n; w0++){
    int out = a[w0]^1, in = a[w0+1];
    rate_why_say(w, "%s", w0==0 ? "" : ring<0 && w0+2==n ? ", and " : ", ");
    rate_say_group(w, end_of(p, out)->cells & p->digitCells);
    rate_why_say(w, " and ");
    rate_say_group(w, end_of(p, in)->cells & p->digitCells);
    say_share(w, share_unit(p, end_of(p, out), end_of(p, in)));
  }
  if( ring>=0 ){
    rate_why_say(w, ", and ");
    rate_say_group(w, end_of(p, last)->cells & p->digitCells);
    rate_why_say(w, " and ");
    rate_say_group(w, end_of(p, first)->cells & p->digitCells);
    say_share(w, ring);
    rate_why_say(w, ", closing a loop: each of these pairs holds %d "
                 "exactly once, so ", d);
    rate_say_cells(w, p->bestElim);
    rate_why_say(w, ", which see%s both cells of a pair, cannot be %d.",
                 rate_bits_count(p->bestElim)==1 ? "s" : "", d);
    return;
  }
  rate_why_say(w, ", so one of ");
  rate_say_group(w, end_of(p, first)->cells & p->digitCells);
  rate_why_say(w, " and ");
  rate_say_group(w, end_of(p, last)->cells & p->digitCells);
  rate_why_say(w, " is %d, and ", d);
  rate_say_cells(w, p->bestElim);
  rate_why_say(w, ", which see%s both, cannot be %d.",
               rate_bits_count(p->bestElim)==1 ? "s" : "", d);
}

/*
** The finder.  Only digits whose candidates changed since it last found
** nothing are searched.  Work: a unit (about 10 ns) per chain link tried,
** 16 per link made with its ends and neighbours (measured).
*/
int rate_find_strong_links(const RateState *s, RateFind *f, int n){
  Search S;
  DigitLinks local;
  unsigned todo = rate_changed_digits(s);
  RateBits m;
  int r;
  S.s = s;
  S.n = n;
  S.nShare = s->geom ? RATE_N_KIND : 3;
  S.overflow = 0;
  S.nWork = 0;
  S.found = 0;
  S.describe = f->why!=0;
  perm_ranks(n, S.aPermRank);
  for(S.d=1; S.d<=9; S.d++){
    if( (todo & DBIT(S.d))==0 ) continue;
    S.digitCells = 0;
    for(r=0; r<9; r++){
      S.digitCells |= (RateBits)rate_places(s, r, S.d)<<(9*r);
    }
    if( s->links==0 ) local.valid = 0;
    digit_chains(&S, s->links ? &s->links->aDigit[S.d-1] : &local);
  }
  work_charge(s->work, S.nWork);
  if( S.overflow ) return RATE_FIND_BEYOND;
  if( !S.found ) return 0;
  rate_find_start(f, S.bestTech, S.bestScore);
  for(m=S.bestElim; m; m &= m-1){
    rate_find_elim(f, s, rate_lowest_cell(m), S.bestDigit);
  }
  if( f->why ) describe_chain(&S, &local, f->why);
  return 1;
}
