/*
** rate_turbot.c: two-strong-link patterns on one digit (SE's turbot fish
** family).  Two strong links (a digit with two places in a unit) whose
** inner ends see each other: one of the outer ends holds the digit, so
** the cells seeing both outer ends lose it.  Skyscraper (both links in
** parallel lines) 4.0, two-string kite (a row and a column) 4.1, turbot
** fish (a box link) 4.2, and the empty rectangle 4.3, where the box side
** is a group: the digit's places in a box lie on one row and one column.
*/
#include "rateint.h"

/* A strong link: the two places of a digit in a unit. */
typedef struct Link Link;
struct Link { int unit, a, b; };

/* Strong links of digit d; returns how many. */
static int strong_links(const RateState *s, int d, Link *aLink){
  int u, n = 0;
  for(u=0; u<27; u++){
    unsigned m = rate_places(s, u, d);
    if( rate_popc(m)!=2 ) continue;
    aLink[n].unit = u;
    aLink[n].a = rate_unit[u][__builtin_ctz(m)];
    aLink[n].b = rate_unit[u][31-__builtin_clz(m)];
    n++;
  }
  return n;
}

/* SE's score for two links by unit kind: rows 0-8, columns 9-17, boxes. */
static int link_pair_score(int u1, int u2){
  if( u1>=18 || u2>=18 ) return 42;
  return (u1<9)==(u2<9) ? 40 : 41;
}

/* Ends x1-x2 and y1-y2 with x2 seeing y1: list eliminations of d (whose
** places are dBits) from cells seeing both x1 and y2. */
static void outer_ends(const RateState *s, RateFind *f, int d, RateBits dBits,
                       int x1, int x2, int y1, int y2){
  RateBits m;
  if( x1==y1 || x1==y2 || x2==y1 || x2==y2 || !rate_sees(x2, y1) ) return;
  m = dBits & rate_bits(rate_peer_bits[x1]) & rate_bits(rate_peer_bits[y2]);
  for(; m; m &= m-1) rate_find_elim(f, s, rate_lowest_cell(m), d);
}

/* The cells where d is a candidate, as a bit set. */
static RateBits digit_bits(const RateState *s, int d){
  RateBits m = 0;
  int c;
  for(c=0; c<81; c++) if( s->cand[c] & DBIT(d) ) m |= RATE_BIT(c);
  return m;
}

int rate_find_turbot_fish(const RateState *s, RateFind *f, int variant){
  Link aLink[9][27];
  int anLink[9];
  RateBits aBits[9];
  unsigned todo = rate_changed_digits(s);
  int score, d, i, j;
  (void)variant;
  for(d=1; d<=9; d++){
    anLink[d-1] = todo & DBIT(d) ? strong_links(s, d, aLink[d-1]) : 0;
    aBits[d-1] = anLink[d-1]>1 ? digit_bits(s, d) : 0;
  }
  for(score=40; score<=42; score++){
    for(d=1; d<=9; d++){
      int n = anLink[d-1];
      RateBits dBits = aBits[d-1];
      for(i=0; i<n; i++){
        for(j=i+1; j<n; j++){
          const Link *p = &aLink[d-1][i], *q = &aLink[d-1][j];
          if( link_pair_score(p->unit, q->unit)!=score ) continue;
          rate_find_start(f, RATE_TURBOT_FISH, score);
          outer_ends(s, f, d, dBits, p->a, p->b, q->a, q->b);
          outer_ends(s, f, d, dBits, p->a, p->b, q->b, q->a);
          outer_ends(s, f, d, dBits, p->b, p->a, q->a, q->b);
          outer_ends(s, f, d, dBits, p->b, p->a, q->b, q->a);
          if( f->n ) return 1;
        }
      }
    }
  }
  return 0;
}

/*
** Empty rectangle: in box bx the places of d lie on row r and column c
** (on both, not just one).  A strong link in a line outside the box, with
** one end a2 on r (or c), means: either its other end a1 holds d, or the
** box's d is on c (or r).  Cells seeing a1 and all of the box's places on
** c (or r) lose d.
*/
int rate_find_empty_rectangle(const RateState *s, RateFind *f, int variant){
  Link aLink[27];
  unsigned todo = rate_changed_digits(s);
  int d, bx, i, k, c;
  (void)variant;
  for(d=1; d<=9; d++){
    int n;
    if( (todo & DBIT(d))==0 ) continue;
    n = strong_links(s, d, aLink);
    for(bx=18; bx<27; bx++){
      unsigned m = rate_places(s, bx, d);
      int r0 = rate_unit[bx][0]/9, c0 = rate_unit[bx][0]%9, r, col;
      if( rate_popc(m)<3 ) continue;
      for(r=r0; r<r0+3; r++) for(col=c0; col<c0+3; col++){
        /* box positions: 3 per row, row by row */
        unsigned onRow = m & 7u<<(3*(r-r0));
        unsigned onCol = m & 0x49u<<(col-c0);
        if( (onRow|onCol)!=m || onRow==m || onCol==m ) continue;
        for(i=0; i<n; i++){
          const Link *p = &aLink[i];
          int e, a1, a2, side;
          if( p->unit>=18 || rate_cell_unit[p->a][2]==bx
           || rate_cell_unit[p->b][2]==bx ) continue;
          for(e=0; e<2; e++){
            a2 = e ? p->a : p->b;
            a1 = e ? p->b : p->a;
            /* a2 on the row: the far side is the column part, and back */
            for(side=0; side<2; side++){
              unsigned far = side ? onRow : onCol;
              if( side ? a2%9!=col : a2/9!=r ) continue;
              rate_find_start(f, RATE_EMPTY_RECTANGLE, 43);
              for(c=0; c<81; c++){
                int ok = c!=a1 && rate_cell_unit[c][2]!=bx && rate_sees(c, a1);
                for(k=0; k<9 && ok; k++){
                  if( (far>>k & 1) && !rate_sees(c, rate_unit[bx][k]) ) ok = 0;
                }
                if( ok ) rate_find_elim(f, s, c, d);
              }
              if( f->n ) return 1;
            }
          }
        }
      }
    }
  }
  return 0;
}
