/*
** rate_wings.c: XY-wing and XYZ-wing (a pivot cell and two wing cells
** that force a digit into one of the wings), unique rectangles (types 1,
** 2 and 4: they rely on the puzzle having one solution, which the rater
** has checked) and BUG+1.
*/
#include "rateint.h"

/*
** Wings: pivot p with candidates {x,y} (XY) or {x,y,z} (XYZ), wing a
** {x,z} and wing b {y,z}, both seeing p.  z goes from the cells that see
** both wings (and the pivot too for XYZ, when xyz is 1).
*/
int rate_find_wing(const RateState *s, RateFind *f, int xyz){
  int p, i, j;
  for(p=0; p<81; p++){
    unsigned pc = s->cand[p];
    if( rate_popc(pc)!=(xyz ? 3 : 2) ) continue;
    for(i=0; i<20; i++){
      int a = rate_peer[p][i];
      unsigned ac = s->cand[a], z;
      if( rate_popc(ac)!=2 || rate_popc(ac & pc)!=(xyz ? 2 : 1) ) continue;
      z = xyz ? ac : (ac & ~pc);
      for(j=i+1; j<20; j++){
        int b = rate_peer[p][j], c;
        unsigned bc = s->cand[b];
        if( rate_popc(bc)!=2 || bc==ac ) continue;
        if( xyz ){
          if( (bc & ~pc) || rate_popc(ac & bc)!=1 ) continue;
        }else{
          if( (bc & z)==0 || (bc & ~z)!=(pc & ~ac) ) continue;
        }
        {
          unsigned zz = xyz ? (ac & bc) : z;
          int d = rate_low_digit(zz);
          rate_find_start(f, xyz ? RATE_XYZ_WING : RATE_XY_WING,
                          xyz ? 44 : 42);
          for(c=0; c<81; c++){
            if( c==a || c==b || c==p ) continue;
            if( rate_sees(c, a) && rate_sees(c, b)
             && (!xyz || rate_sees(c, p)) ){
              rate_find_elim(f, s, c, d);
            }
          }
          if( f->n ) return 1;
        }
      }
    }
  }
  return 0;
}

/* 1 when digit d's places in the unit shared by cells a and b are just
** a and b (a strong link), trying the row/column and the box. */
static int strong_pair(const RateState *s, int a, int b, int d){
  int k;
  for(k=0; k<3; k++){
    int u = rate_cell_unit[a][k];
    if( u==rate_cell_unit[b][k] ){
      unsigned m = rate_places(s, u, d);
      if( rate_popc(m)==2 ) return 1;
    }
  }
  return 0;
}

/*
** One rectangle: floor cells f1,f2 hold exactly the pair {x,y}; roof
** cells r1,r2 (sharing a row, column or box) hold it too, plus extras.
** Type 1 (one roof cell is also exactly the pair: handled as f1/f2 and
** r1 exact): remove x,y from the other roof.  Type 2: both roofs have
** the same single extra z: z goes from cells seeing both roofs.  Type 4:
** x is strongly linked between the roofs: y goes from both.
*/
static int rectangle(const RateState *s, RateFind *f, int f1, int f2,
                     int r1, int r2){
  unsigned pair = s->cand[f1];
  unsigned e1 = s->cand[r1] & ~pair, e2 = s->cand[r2] & ~pair;
  int c, d;
  if( rate_popc(pair)!=2 || s->cand[f2]!=pair ) return 0;
  if( (s->cand[r1] & pair)!=pair || (s->cand[r2] & pair)!=pair ) return 0;
  rate_find_start(f, RATE_UNIQUE_RECTANGLE, 45);
  if( e1==0 && e2 ){
    for(d=1; d<=9; d++) if( pair & DBIT(d) ) rate_find_elim(f, s, r2, d);
    return f->n>0;
  }
  if( e1 && e1==e2 && rate_popc(e1)==1 ){
    for(c=0; c<81; c++){
      if( c!=r1 && c!=r2 && rate_sees(c, r1) && rate_sees(c, r2) ){
        rate_find_elim(f, s, c, rate_low_digit(e1));
      }
    }
    if( f->n ) return 1;
  }
  if( e1 && e2 ){
    for(d=1; d<=9; d++){
      if( (pair & DBIT(d)) && strong_pair(s, r1, r2, d) ){
        int other = rate_low_digit(pair & ~DBIT(d));
        rate_find_elim(f, s, r1, other);
        rate_find_elim(f, s, r2, other);
        if( f->n ) return 1;
      }
    }
  }
  return 0;
}

int rate_find_unique_rectangle(const RateState *s, RateFind *f,
                               int variant){
  unsigned aEmpty[9];   /* per row, the columns of its empty cells */
  int r1, r2, c1, c2;
  (void)variant;
  for(r1=0; r1<9; r1++){
    aEmpty[r1] = 0;
    for(c1=0; c1<9; c1++) aEmpty[r1] |= (unsigned)(s->cand[r1*9+c1]!=0)<<c1;
  }
  for(r1=0; r1<9; r1++) for(r2=r1+1; r2<9; r2++){
    unsigned both = aEmpty[r1] & aEmpty[r2], m1, m2;
    for(m1=both; m1; m1&=m1-1) for(m2=m1&(m1-1); m2; m2&=m2-1){
      int a, b, c, d;
      unsigned common;
      c1 = __builtin_ctz(m1);
      c2 = __builtin_ctz(m2);
      if( (r1/3==r2/3)==(c1/3==c2/3) ) continue;   /* must span 2 boxes */
      a = r1*9+c1; b = r1*9+c2; c = r2*9+c1; d = r2*9+c2;
      /* every corner holds the pair: with fewer than 2 digits common to
      ** the four, no side can be the floor */
      common = s->cand[a] & s->cand[b] & s->cand[c] & s->cand[d];
      if( (common & (common-1))==0 ) continue;
      /* each side of the rectangle as the floor in turn */
      if( rectangle(s, f, a, b, c, d) || rectangle(s, f, c, d, a, b)
       || rectangle(s, f, a, c, b, d) || rectangle(s, f, b, d, a, c)
       || rectangle(s, f, a, d, b, c) || rectangle(s, f, b, c, a, d) ){
        return 1;
      }
    }
  }
  return 0;
}

/*
** BUG+1: every empty cell has two candidates except one with three.  Of
** those three, the digit that appears three times in the cell's row is
** the cell's value (else the grid would have two solutions).
*/
int rate_find_bug(const RateState *s, RateFind *f, int variant){
  int c, tri = -1, i, d;
  (void)variant;
  for(c=0; c<81; c++){
    int n = rate_popc(s->cand[c]);
    if( s->val[c] ) continue;
    if( n==3 && tri<0 ){
      tri = c;
    }else if( n!=2 ){
      return 0;
    }
  }
  if( tri<0 ) return 0;
  for(d=1; d<=9; d++){
    int n = 0;
    if( !(s->cand[tri] & DBIT(d)) ) continue;
    for(i=0; i<9; i++){
      if( s->cand[rate_unit[rate_cell_unit[tri][0]][i]] & DBIT(d) ) n++;
    }
    if( n==3 ){
      rate_find_start(f, RATE_BUG, 56);
      rate_find_place(f, tri, d);
      return 1;
    }
  }
  return 0;
}
