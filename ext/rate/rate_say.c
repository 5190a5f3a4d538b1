/* SPDX-License-Identifier: MIT */
/*
** rate_say.c: lists of cells and digits for the sentences of a step's
** why (see rate_say.h).
*/
#include "rate_say.h"

/* The separator before item i of n: none, ", ", or " <zLast> ". */
static void say_sep(RateWhy *w, int i, int n, const char *zLast){
  if( i==0 ) return;
  if( i<n-1 ) rate_why_say(w, ", ");
  else rate_why_say(w, " %s ", zLast);
}

void rate_say_cells(RateWhy *w, RateBits m){
  int n = rate_bits_count(m), i;
  for(i=0; m; m&=m-1, i++){
    int c = rate_lowest_cell(m);
    say_sep(w, i, n, "and");
    rate_why_say(w, "r%dc%d", c/9+1, c%9+1);
  }
}

void rate_say_cell_list(RateWhy *w, const unsigned char *aCell, int n,
                        const char *zLast){
  int i;
  for(i=0; i<n; i++){
    say_sep(w, i, n, zLast);
    rate_why_say(w, "r%dc%d", aCell[i]/9+1, aCell[i]%9+1);
  }
}

void rate_say_places(const RateState *s, RateWhy *w, int u, int d){
  unsigned char aCell[9];
  char z[RATE_UNIT_NAME_MAX];
  unsigned m;
  int n = 0;
  for(m=rate_places(s, u, d); m; m&=m-1){
    aCell[n] = (unsigned char)rate_unit_cell(s, u, __builtin_ctz(m));
    rate_why_cand(w, RATE_ROLE_PATTERN, aCell[n++], d);
  }
  rate_why_say(w, "In %s, %d can only go in ", rate_why_unit_name(w, u, z),
               d);
  rate_say_cell_list(w, aCell, n, "or");
}

void rate_say_digits(RateWhy *w, unsigned mask, const char *zLast){
  int n = rate_popc(mask), i;
  for(i=0; mask; mask&=mask-1, i++){
    say_sep(w, i, n, zLast);
    rate_why_say(w, "%d", rate_low_digit(mask));
  }
}

void rate_say_group(RateWhy *w, RateBits m){
  int c0 = rate_lowest_cell(m), sameRow = 1, sameCol = 1;
  RateBits k;
  for(k=m; k; k&=k-1){
    int c = rate_lowest_cell(k);
    sameRow &= c/9==c0/9;
    sameCol &= c%9==c0%9;
  }
  if( !sameRow && !sameCol ){
    rate_say_cells(w, m);
    return;
  }
  rate_why_say(w, "r");
  for(k=m; k && sameCol; k&=k-1) rate_why_say(w, "%d", rate_lowest_cell(k)/9+1);
  if( !sameCol ) rate_why_say(w, "%d", c0/9+1);
  rate_why_say(w, "c");
  for(k=m; k && sameRow; k&=k-1) rate_why_say(w, "%d", rate_lowest_cell(k)%9+1);
  if( !sameRow ) rate_why_say(w, "%d", c0%9+1);
}

const char *rate_say_set_name(int n){
  static const char *const az[] = {
    "pair", "triple", "quad", "quint", "sextet", "septet"
  };
  return n>=2 && n<=7 ? az[n-2] : "set";
}

unsigned rate_find_digits(const RateFind *f){
  unsigned d = 0;
  int i;
  for(i=0; i<f->n; i++) d |= DBIT(f->a[i].digit);
  return d;
}

RateBits rate_find_cells(const RateFind *f){
  RateBits m = 0;
  int i;
  for(i=0; i<f->n; i++) m |= RATE_BIT(f->a[i].cell);
  return m;
}
