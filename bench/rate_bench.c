/* SPDX-License-Identifier: MIT */
/*
** rate_bench.c: how well and how fast the rater matches Sudoku Explainer.
**
**   build/bench/rate_bench FILE [--list]
**
** FILE has "puzzle ER ..." lines, the puzzle in 81 cells or 729 pencil
** marks (se_rated.txt of the benchmark data,
** $BENCH_DATA: bench/lib.sh).  Prints the
** Spearman rank correlation of our rating with ER (overall, over ER >= 5
** and over ER >= 8), the share of exact matches (to 0.1) and within 0.5,
** per SE band the exact share, the mean difference and the speed, a
** band-by-band confusion table, and the number of search steps and
** refused steps (a refused step is a technique bug; the test suite
** requires 0).  Where the lines also give EP and ED ("puzzle ER EP ED",
** serate's %r %p %d), prints how many of ours equal them and lists
** each puzzle that differs as "EP/ED puzzle SE's ours".
** With --list, prints "puzzle ER ours hardest-technique" per puzzle.
*/
#include "rate.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_PUZZLES 20000
#define NBAND 12

typedef struct Item Item;
struct Item { double a, b; double ra, rb; int idx; };

/* Per SE band: puzzles, exact matches, sum of |ours - SE|, CPU seconds. */
typedef struct Band Band;
struct Band { int n, exact; double diff, secs; };

/* Sort helpers for ranking by a or by b. */
static int by_a(const void *x, const void *y){
  double d = ((const Item*)x)->a - ((const Item*)y)->a;
  return d<0 ? -1 : d>0;
}
static int by_b(const void *x, const void *y){
  double d = ((const Item*)x)->b - ((const Item*)y)->b;
  return d<0 ? -1 : d>0;
}
static int by_idx(const void *x, const void *y){
  return ((const Item*)x)->idx - ((const Item*)y)->idx;
}

/* Give items average ranks by field a (useA) or b, ties sharing a rank. */
static void rank(Item *it, int n, int useA){
  int i = 0, j, k;
  qsort(it, (size_t)n, sizeof(Item), useA ? by_a : by_b);
  while( i<n ){
    double v = useA ? it[i].a : it[i].b;
    for(j=i; j<n && (useA ? it[j].a : it[j].b)==v; j++){}
    for(k=i; k<j; k++){
      if( useA ) it[k].ra = (i+j-1)/2.0; else it[k].rb = (i+j-1)/2.0;
    }
    i = j;
  }
}

/* Pearson correlation of the ranks: Spearman's rho with ties. */
static double spearman(Item *it, int n){
  double ma = 0, mb = 0, sab = 0, saa = 0, sbb = 0;
  int i;
  rank(it, n, 1);
  rank(it, n, 0);
  qsort(it, (size_t)n, sizeof(Item), by_idx);
  for(i=0; i<n; i++){ ma += it[i].ra; mb += it[i].rb; }
  ma /= n; mb /= n;
  for(i=0; i<n; i++){
    sab += (it[i].ra-ma)*(it[i].rb-mb);
    saa += (it[i].ra-ma)*(it[i].ra-ma);
    sbb += (it[i].rb-mb)*(it[i].rb-mb);
  }
  return sab/sqrt(saa*sbb);
}

/* Spearman's rho over the items with SE rating a >= lo (0 when fewer
** than 3). */
static double spearman_from(const Item *it, int n, double lo){
  static Item sub[MAX_PUZZLES];
  int i, m = 0;
  for(i=0; i<n; i++) if( it[i].a>=lo ){ sub[m] = it[i]; sub[m].idx = m; m++; }
  return m<3 ? 0.0 : spearman(sub, m);
}

/* Band of a rating: 1.x -> 0 ... 12.x (and above) -> 11. */
static int band(double r){
  int b = (int)r - 1;
  return b<0 ? 0 : b>=NBAND ? NBAND-1 : b;
}

/* One --list line: puzzle, SE's rating, ours, our hardest technique. */
static void print_hardest(const char *zLine, double er, const RateLog *log){
  int i, top = 0;
  for(i=1; i<log->nStep; i++){
    if( log->aStep[i].score>log->aStep[top].score ) top = i;
  }
  printf("%.81s %.1f %.1f %s\n", zLine, er,
         log->nStep ? log->aStep[top].score/10.0 : 0.0,
         log->nStep ? rate_tech_name(log->aStep[top].tech) : "-");
}

int main(int argc, char **argv){
  static Item it[MAX_PUZZLES];
  static int confusion[NBAND][NBAND];
  static Band aBand[NBAND];
  char line[1024];
  FILE *in;
  int n = 0, exact = 0, near = 0, nSearch = 0, nRejected = 0, i, j;
  int nPearl = 0, exactEp = 0, exactEd = 0;
  int list = argc>2 && strcmp(argv[2], "--list")==0;
  double secs = 0;
  if( argc<2 || (in = fopen(argv[1], "r"))==0 ){
    fprintf(stderr, "usage: %s SE_RATED_FILE [--list]\n", argv[0]);
    return 2;
  }
  while( n<MAX_PUZZLES && fgets(line, sizeof(line), in) ){
    static RateLog log;
    Grid g;
    RateResult res;
    char err[GRID_ERR_MAX];
    double er, ep, ed;
    size_t nPuzzle;
    clock_t t0;
    double dt;
    Band *pBand;
    nPuzzle = strcspn(line, " \t");
    if( line[0]=='#' || line[nPuzzle]==0 ) continue;
    if( grid_parse(&g, line, nPuzzle, GRID_ALPHA_AUTO, err) ) continue;
    er = atof(line+nPuzzle+1);
    if( sscanf(line+nPuzzle+1, "%*f %lf %lf", &ep, &ed)!=2 ) ep = ed = -1;
    t0 = clock();
    if( rate_grid(&g, 0, list ? &log : 0, &res, 0)!=RATE_OK ) continue;
    dt = (double)(clock()-t0)/CLOCKS_PER_SEC;
    secs += dt;
    pBand = &aBand[band(er)];
    pBand->n++;
    pBand->exact += (int)lround(er*10)==res.score;
    pBand->diff += fabs(er-res.score/10.0);
    pBand->secs += dt;
    nSearch += res.nSearch>0;
    nRejected += res.nRejected;
    it[n].a = er;
    it[n].b = res.score/10.0;
    it[n].idx = n;
    if( (int)lround(er*10)==res.score ) exact++;
    if( fabs(er-res.score/10.0)<=0.5 ) near++;
    confusion[band(er)][band(res.score/10.0)]++;
    if( ep>=0 ){
      nPearl++;
      exactEp += (int)lround(ep*10)==res.ep;
      exactEd += (int)lround(ed*10)==res.ed;
      if( (int)lround(ep*10)!=res.ep || (int)lround(ed*10)!=res.ed ){
        printf("EP/ED %.*s %.1f/%.1f %.1f/%.1f\n", (int)nPuzzle, line, ep, ed,
               res.ep/10.0, res.ed/10.0);
      }
    }
    if( list ) print_hardest(line, er, &log);
    n++;
  }
  fclose(in);
  if( n==0 ){
    fprintf(stderr, "no puzzles in %s\n", argv[1]);
    return 1;
  }
  printf("rated %d puzzles in %.2f s: %.0f puzzles/s\n", n, secs, n/secs);
  printf("spearman %.4f (SE >= 5: %.4f, SE >= 8: %.4f)  exact %.1f%%  "
         "within 0.5: %.1f%%\n", spearman_from(it, n, 0),
         spearman_from(it, n, 5.0), spearman_from(it, n, 8.0),
         100.0*exact/n, 100.0*near/n);
  if( nPearl ){
    printf("pearl (EP) exact %d of %d, diamond (ED) exact %d of %d\n",
           exactEp, nPearl, exactEd, nPearl);
  }
  printf("band   puzzles  exact  mean |diff|  puzzles/s\n");
  for(i=0; i<NBAND; i++){
    Band *b = &aBand[i];
    if( b->n==0 ) continue;
    printf("%2d.x %9d %5.1f%% %11.2f %10.0f\n", i+1, b->n,
           100.0*b->exact/b->n, b->diff/b->n,
           b->n/(b->secs>0 ? b->secs : 1e-9));
  }
  printf("puzzles needing search: %d  refused steps: %d\n", nSearch,
         nRejected);
  printf("confusion (rows: SE band, columns: ours)\n   ");
  for(j=0; j<NBAND; j++) printf("%4d.x", j+1);
  printf("\n");
  for(i=0; i<NBAND; i++){
    printf("%2d.x", i+1);
    for(j=0; j<NBAND; j++) printf("%6d", confusion[i][j]);
    printf("\n");
  }
  return nRejected ? 1 : 0;
}
