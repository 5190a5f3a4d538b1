/* SPDX-License-Identifier: MIT */
/*
** unit_target.c: target sudoku's entry points with the arguments the SQL
** layer never passes (a node counter, a grid that is not 9x9, the score
** of a partial grid; weights by hand from target.h: 6 on the outer ring,
** 10 in the centre), the identity the search rests on (a solution's score
** is 2745 plus its reduced score, target_bound.c), and the best score and
** the tie rule's solution against an exhaustive enumeration of every
** completion, on puzzles with up to a few thousand of them.  The NOIP 2009
** sample's answer is the one the problem statement gives.
*/
#include "unit.h"
#include "target.h"
#include "target_bound.h"
#include "solve.h"

#include <stdio.h>
#include <string.h>

/* What the brute force found: completions, the best score, its grid. */
typedef struct Brute Brute;
struct Brute {
  unsigned char v[81];
  unsigned short row[9], col[9], box[9];
  long count;
  int best;
  unsigned char bestV[81];
};

/* The tie rule's order (target.h): scored cells, then the whole grid. */
static int tie_less(const unsigned char *a, const unsigned char *b){
  int k, c;
  for(k=0; k<TBOUND_NCELL; k++){
    int i = tbound_cell[k];
    if( a[i]!=b[i] ) return a[i]<b[i];
  }
  c = memcmp(a, b, 81);
  return c<0;
}

static int box_of(int i){ return (i/27)*3 + (i%9)/3; }

/* Every completion from cell i on, by plain backtracking in cell order. */
static void brute_from(Brute *p, int i){
  int d;
  while( i<81 && p->v[i] ) i++;
  if( i==81 ){
    Grid g;
    int score;
    grid_init(&g, 3);
    memcpy(g.v, p->v, 81);
    score = target_grid_score(&g);
    p->count++;
    if( score>p->best || (score==p->best && tie_less(p->v, p->bestV)) ){
      p->best = score;
      memcpy(p->bestV, p->v, 81);
    }
    return;
  }
  for(d=1; d<=9; d++){
    unsigned short bit = (unsigned short)(1u<<d);
    if( (p->row[i/9] | p->col[i%9] | p->box[box_of(i)]) & bit ) continue;
    p->row[i/9] ^= bit;
    p->col[i%9] ^= bit;
    p->box[box_of(i)] ^= bit;
    p->v[i] = (unsigned char)d;
    brute_from(p, i+1);
    p->v[i] = 0;
    p->row[i/9] ^= bit;
    p->col[i%9] ^= bit;
    p->box[box_of(i)] ^= bit;
  }
}

/* Enumerate the completions of g (givens assumed consistent). */
static void brute(const Grid *g, Brute *p){
  int i;
  memset(p, 0, sizeof(*p));
  p->best = -1;
  memcpy(p->v, g->v, 81);
  for(i=0; i<81; i++){
    unsigned short bit = (unsigned short)(1u<<g->v[i]);
    if( g->v[i]==0 ) continue;
    p->row[i/9] |= bit;
    p->col[i%9] |= bit;
    p->box[box_of(i)] |= bit;
  }
  brute_from(p, 0);
}

/* A small deterministic generator for the puzzles below. */
static unsigned next_rand(unsigned *pState){
  *pState = *pState*1103515245u + 12345u;
  return *pState>>16;
}

/*
** A puzzle from the complete grid `sol`: every cell holding one of the
** digits of `mask` emptied, and nMore picks of a cell at random.  Checked
** against brute force when it has at most `most` completions; returns 1
** then, else 0.
*/
static int check_against_brute(const char *zName, const Grid *sol,
                                unsigned mask, int nMore, unsigned *pRng,
                                unsigned long long most){
  Grid g, best;
  Brute b;
  char zCheck[64];
  int i, score;
  g = *sol;
  for(i=0; i<81; i++){
    if( mask & (1u<<g.v[i]) ) g.v[i] = 0;
  }
  for(i=0; i<nMore; i++) g.v[next_rand(pRng)%81] = 0;
  if( solve_grid(&g, most+1, 0, 0, 0)>most ) return 0;
  brute(&g, &b);
  score = target_best(&g, &best, 0, 0);
  snprintf(zCheck, sizeof(zCheck), "%s.score", zName);
  CHECK_INT(zCheck, score, b.best);
  snprintf(zCheck, sizeof(zCheck), "%s.grid", zName);
  CHECK_INT(zCheck, memcmp(best.v, b.bestV, 81), 0);
  return 1;
}

void unit_target(void){
  static const char zSample[] =
    "7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6"
    ".8.4.8.5.4.12";
  static const char zSolved[] =
    "534678912672195348198342567859761423426853791713924856961537284"
    "287419635345286179";
  char zErr[GRID_ERR_MAX], zName[32];
  unsigned long long nodes = 0;
  unsigned rng = 2009;
  Grid g, best, sol;
  int n, k;
  grid_init(&g, 3);
  g.v[0] = 1;             /* corner: weight 6 */
  g.v[40] = 9;            /* centre: weight 10 */
  g.v[10] = 2;            /* second ring: weight 7 */
  CHECK_INT("target-1.1", target_grid_score(&g), 6 + 90 + 14);
  CHECK_INT("target-1.2", target_weight(40), 10);
  grid_init(&g, 2);
  g.v[0] = 1;
  CHECK_INT("target-1.3", target_grid_score(&g), 0);
  CHECK_INT("target-2.1", target_best(&g, 0, 0, 0), -1);
  grid_init(&g, 3);
  g.v[0] = g.v[1] = 5;    /* conflicting givens: no solution */
  CHECK_INT("target-2.2", target_best(&g, 0, 0, 0), -1);

  CHECK_INT("target-3.1", grid_parse(&g, zSample, strlen(zSample),
                                     GRID_ALPHA_AUTO, zErr), 0);
  CHECK_INT("target-3.2", target_best(&g, &best, &nodes, 0), 2829);
  CHECK_INT("target-3.3", target_grid_score(&best), 2829);
  CHECK_INT("target-3.4", nodes>0, 1);
  /* a complete grid: the root is the only search state */
  CHECK_INT("target-3.5", target_best(&best, 0, &nodes, 0), 2829);
  CHECK_INT("target-3.6", nodes, 1);

  /* 4.x: the score is 2745 plus the reduced score, on relabelled grids */
  CHECK_INT("target-4.0", grid_parse(&sol, zSolved, strlen(zSolved),
                                     GRID_ALPHA_AUTO, zErr), 0);
  for(n=0; n<9; n++){
    Grid h = sol;
    int i;
    for(i=0; i<81; i++) h.v[i] = (unsigned char)((sol.v[i]+n)%9 + 1);
    snprintf(zName, sizeof(zName), "target-4.%d", n+1);
    CHECK_INT(zName, target_grid_score(&h), TBOUND_BASE + tbound_score(h.v));
  }

  /* 5.x: the best score and the tie rule's grid against brute force */
  for(n=0; n<9; n++){
    for(k=0; k<3; k++){
      unsigned mask = (1u<<(n+1)) | (1u<<((n+3+k)%9 + 1))
                    | (1u<<((n+5+k)%9 + 1));
      snprintf(zName, sizeof(zName), "target-5.%d.%d", n, k);
      check_against_brute(zName, &sol, mask, 3*k, &rng, 5000);
    }
  }
  for(n=0; n<12; ){
    snprintf(zName, sizeof(zName), "target-6.%d", n);
    n += check_against_brute(zName, &sol, 0, 90, &rng, 20000);
  }
}
