/* SPDX-License-Identifier: MIT */
/*
** rate_wings.c: XY-wing and XYZ-wing (a pivot cell and two wing cells
** that force a digit into one of the wings).
*/
#include "rateint.h"
#include "rate_say.h"

/*
** Describe the wing of pivot p and pincers a and b on digit d, whose
** eliminations f lists: "r5c5 is 3 or 8; if 3, r5c1 is 6; if 8, r2c5 is
** 6; so r2c1, which sees both, cannot be 6."
*/
static void say_wing(const RateState *s, RateFind *f, int p, int a, int b,
                     int d, int xyz){
  RateWhy *w = f->why;
  unsigned char aGone[RATE_MAX_ACTIONS];
  int aWing[3], i, k;
  aWing[0] = p;
  aWing[1] = a;
  aWing[2] = b;
  rate_why_cell(w, RATE_ROLE_PIVOT, p);
  rate_why_cell(w, RATE_ROLE_PINCER, a);
  rate_why_cell(w, RATE_ROLE_PINCER, b);
  for(i=0; i<3; i++){
    unsigned m;
    for(m=s->cand[aWing[i]]; m; m&=m-1){
      rate_why_cand(w, RATE_ROLE_PATTERN, aWing[i], rate_low_digit(m));
    }
  }
  rate_why_say(w, "r%dc%d is ", p/9+1, p%9+1);
  rate_say_digits(w, s->cand[p], "or");
  for(k=1; k<=9; k++){
    /* each pivot digit but d puts d in the pincer without it */
    int pincer = (s->cand[a] & DBIT(k)) ? a : b;
    if( (s->cand[p] & DBIT(k))==0 || k==d ) continue;
    rate_why_say(w, "; if %d, r%dc%d is %d", k, pincer/9+1, pincer%9+1, d);
  }
  for(i=0; i<f->n; i++) aGone[i] = f->a[i].cell;
  rate_why_say(w, "; so ");
  if( xyz ) rate_why_say(w, "one of the three is %d, and ", d);
  rate_say_cell_list(w, aGone, f->n, "and");
  rate_why_say(w, ", which %s %s, cannot be %d.", f->n>1 ? "see" : "sees",
               xyz ? "all three" : "both", d);
}

/*
** Wings: pivot p with candidates {x,y} (XY) or {x,y,z} (XYZ), wing a
** {x,z} and wing b {y,z}, both seeing p.  z goes from the cells that see
** both wings (and the pivot too for XYZ, when xyz is 1); the first wing
** with an elimination is the step.
*/
int rate_find_wing(const RateState *s, RateFind *f, int xyz){
  RateBits aHas[9];
  int p, i, j;
  rate_digit_cells(s->cand, aHas);
  for(p=0; p<81; p++){
    unsigned pc = s->cand[p];
    const unsigned char *aPeer = s->geom ? s->geom->peer[p] : rate_peer[p];
    int nPeer = s->geom ? s->geom->nPeer[p] : 20;
    if( rate_popc(pc)!=(xyz ? 3 : 2) ) continue;
    for(i=0; i<nPeer; i++){
      int a = aPeer[i];
      unsigned ac = s->cand[a], z;
      if( rate_popc(ac)!=2 || rate_popc(ac & pc)!=(xyz ? 2 : 1) ) continue;
      z = xyz ? ac : (ac & ~pc);
      for(j=i+1; j<nPeer; j++){
        int b = aPeer[j];
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
          RateBits m = rate_peer_set(s, a) & rate_peer_set(s, b) & aHas[d-1];
          if( xyz ) m &= rate_peer_set(s, p);
          m &= ~RATE_BIT(p);
          if( m==0 ) continue;
          rate_find_start(f, xyz ? RATE_XYZ_WING : RATE_XY_WING,
                          xyz ? 44 : 42);
          for(; m; m&=m-1) rate_find_elim(f, s, rate_lowest_cell(m), d);
          if( f->why ) say_wing(s, f, p, a, b, d, xyz);
          return 1;
        }
      }
    }
  }
  return 0;
}
