/* SPDX-License-Identifier: MIT */
/*
** rate_wings.c: XY-wing and XYZ-wing (a pivot cell and two wing cells
** that force a digit into one of the wings).
*/
#include "rateint.h"

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
    if( rate_popc(pc)!=(xyz ? 3 : 2) ) continue;
    for(i=0; i<20; i++){
      int a = rate_peer[p][i];
      unsigned ac = s->cand[a], z;
      if( rate_popc(ac)!=2 || rate_popc(ac & pc)!=(xyz ? 2 : 1) ) continue;
      z = xyz ? ac : (ac & ~pc);
      for(j=i+1; j<20; j++){
        int b = rate_peer[p][j];
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
          RateBits m = rate_bits(rate_peer_bits[a])
                     & rate_bits(rate_peer_bits[b]) & aHas[d-1];
          if( xyz ) m &= rate_bits(rate_peer_bits[p]);
          m &= ~RATE_BIT(p);
          if( m==0 ) continue;
          rate_find_start(f, xyz ? RATE_XYZ_WING : RATE_XY_WING,
                          xyz ? 44 : 42);
          for(; m; m&=m-1) rate_find_elim(f, s, rate_lowest_cell(m), d);
          return 1;
        }
      }
    }
  }
  return 0;
}
