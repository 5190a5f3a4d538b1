/* SPDX-License-Identifier: MIT */
/*
** unit_canon.c: canon_grid against a brute-force canonical form.
**
** brute_form() is the definition of docs/canonical.md written out: every
** arrangement (transposed or not; every order of the rows that keeps the
** bands together, likewise the columns), each relabelled in order of first
** appearance, and the smallest string kept.  Its only shortcut is to stop
** reading an arrangement at the first cell where it is already larger
** than the smallest so far.  On a sample of puzzles from tests/data and
** made-up grids (sparse, inconsistent, complete, 4x4) the two must agree,
** random disguises must get the same form, and puzzles of different
** classes (told apart by the brute force) must get different forms.
*/
#include "unit.h"
#include "canon.h"

#include <stdio.h>
#include <string.h>

#define CANON_MAX_ORDERS 1296               /* line orders of a 9x9: 6^4 */

/* The orders of box items (box 2 or 3) into aPerm; returns how many. */
static int item_orders(int box, unsigned char aPerm[6][3]){
  int a, b, c, n = 0;
  for(a=0; a<box; a++){
    for(b=0; b<box; b++){
      if( b==a ) continue;
      if( box==2 ){
        aPerm[n][0] = (unsigned char)a;
        aPerm[n++][1] = (unsigned char)b;
        continue;
      }
      c = 3-a-b;
      aPerm[n][0] = (unsigned char)a;
      aPerm[n][1] = (unsigned char)b;
      aPerm[n++][2] = (unsigned char)c;
    }
  }
  return n;
}

/* Every order of the lines that keeps the bands together: the band order
** and the order inside each band, one item order each.  Returns how many. */
static int line_orders(int box, unsigned char aOrder[][9]){
  unsigned char aPerm[6][3];
  int nPerm = item_orders(box, aPerm), nOrder = 1, i, k, b, r;
  for(b=0; b<=box; b++) nOrder *= nPerm;
  for(i=0; i<nOrder; i++){
    int code = i, band = code % nPerm;
    code /= nPerm;
    for(b=0; b<box; b++){
      k = code % nPerm;
      code /= nPerm;
      for(r=0; r<box; r++){
        aOrder[i][b*box+r] = (unsigned char)(aPerm[band][b]*box + aPerm[k][r]);
      }
    }
  }
  return nOrder;
}

/* The smallest relabelled string over all arrangements of g into aBest. */
static void brute_form(const Grid *g, unsigned char *aBest){
  static unsigned char aOrder[CANON_MAX_ORDERS][9];
  unsigned char aRows[81], aCur[81];
  int nOrder = line_orders(g->box, aOrder), flip, ir, ic, r, c, have = 0;
  int n = g->side;
  for(flip=0; flip<2; flip++){
    for(ir=0; ir<nOrder; ir++){
      /* the rows in order ir (of g or of its transpose) */
      for(r=0; r<n; r++){
        for(c=0; c<n; c++){
          int sr = aOrder[ir][r];
          aRows[r*n+c] = flip ? g->v[c*n+sr] : g->v[sr*n+c];
        }
      }
      for(ic=0; ic<nOrder; ic++){
        const unsigned char *aCol = aOrder[ic];
        unsigned char label[10] = {0};
        int nLabel = 0, cmp = have ? 0 : -1, i = 0;
        for(r=0; r<n && cmp<=0; r++){
          for(c=0; c<n; c++, i++){
            int d = aRows[r*n + aCol[c]];
            if( d && label[d]==0 ) label[d] = (unsigned char)++nLabel;
            aCur[i] = label[d];
            if( cmp==0 && aCur[i]!=aBest[i] ){
              cmp = aCur[i]<aBest[i] ? -1 : 1;
              if( cmp>0 ) break;
            }
          }
        }
        if( cmp<0 ){
          memcpy(aBest, aCur, (size_t)g->ncell);
          have = 1;
        }
      }
    }
  }
}

/* A random disguise of g: relabelled, lines reordered, maybe transposed. */
static void disguise(const Grid *g, Grid *out, unsigned *pRand){
  static unsigned char aOrder[CANON_MAX_ORDERS][9];
  int nOrder = line_orders(g->box, aOrder), n = g->side, r, c, i;
  int ir = (int)(unit_rand(pRand) % (unsigned)nOrder);
  int ic = (int)(unit_rand(pRand) % (unsigned)nOrder);
  int flip = (int)(unit_rand(pRand) & 1);
  unsigned char aValue[10];
  for(i=0; i<=n; i++) aValue[i] = (unsigned char)i;
  for(i=n; i>1; i--){
    int j = 1 + (int)(unit_rand(pRand) % (unsigned)i);
    unsigned char tmp = aValue[i];
    aValue[i] = aValue[j];
    aValue[j] = tmp;
  }
  grid_init(out, g->box);
  for(r=0; r<n; r++){
    for(c=0; c<n; c++){
      int sr = aOrder[ir][r], sc = aOrder[ic][c];
      int v = flip ? g->v[sc*n+sr] : g->v[sr*n+sc];
      out->v[r*n+c] = aValue[v];
    }
  }
}

/* The sample: puzzles of the tests' data and made-up grids. */
#define CANON_SAMPLE 400
typedef struct Sample Sample;
struct Sample {
  int n;
  Grid a[CANON_SAMPLE];
};

/* Add every step-th of the first puzzles of zFile, up to nWant of them. */
static void sample_file(Sample *s, const char *zFile, int step, int nWant){
  FILE *in = fopen(zFile, "r");
  char zLine[256], zErr[GRID_ERR_MAX];
  int iLine = 0, nGot = 0;
  CHECK_INT("canon-0.1 opens", in!=0, 1);
  if( in==0 ) return;
  while( nGot<nWant && s->n<CANON_SAMPLE && fgets(zLine, sizeof(zLine), in) ){
    if( zLine[0]=='#' || (iLine++ % step)!=0 ) continue;
    if( grid_parse(&s->a[s->n], zLine, 81, GRID_ALPHA_AUTO, zErr)==0 ){
      s->n++;
      nGot++;
    }
  }
  fclose(in);
}

/* Add nGrid made-up grids of side box*box, each with nClue givens in
** random cells of the first nRow rows, of random digits from 1 to nDigit
** (few digits or rows make clashes, a digit twice in one cell of equal
** columns, which the search orders apart). */
static void sample_made(Sample *s, int box, int nClue, int nRow, int nDigit,
                        int nGrid, unsigned *pRand){
  int k, i;
  for(k=0; k<nGrid && s->n<CANON_SAMPLE; k++){
    Grid *g = &s->a[s->n++];
    grid_init(g, box);
    for(i=0; i<nClue; i++){
      g->v[unit_rand(pRand) % (unsigned)(nRow*g->side)] =
          (unsigned char)(1 + unit_rand(pRand) % (unsigned)nDigit);
    }
  }
}

/* Add the puzzle spelled z. */
static void sample_text(Sample *s, const char *z){
  char zErr[GRID_ERR_MAX];
  CHECK_INT("canon-0.2 parses", grid_parse(&s->a[s->n], z, strlen(z),
                                           GRID_ALPHA_AUTO, zErr), 0);
  s->n++;
}

/* A complete grid (the pattern solution) of boxes of side box. */
static void sample_complete(Sample *s, int box){
  Grid *g = &s->a[s->n++];
  int r, c, n = box*box;
  grid_init(g, box);
  for(r=0; r<n; r++){
    for(c=0; c<n; c++){
      g->v[r*n+c] = (unsigned char)(((r%box)*box + r/box + c) % n + 1);
    }
  }
}

/* How many of the disguises of each puzzle of s get a form other than
** aForm's. */
static int disguise_misses(const Sample *s, const Grid *aForm,
                           unsigned *pRand){
  Grid other, otherForm;
  int i, k, nMiss = 0;
  for(i=0; i<s->n; i++){
    for(k=0; k<4; k++){
      disguise(&s->a[i], &other, pRand);
      canon_grid(&other, &otherForm);
      nMiss += memcmp(otherForm.v, aForm[i].v, (size_t)other.ncell)!=0;
    }
  }
  return nMiss;
}

void unit_canon(void){
  static Sample s, big;
  static unsigned char aBrute[CANON_SAMPLE][81];
  static Grid aForm[CANON_SAMPLE];
  unsigned seed = 2463534242u;
  int i, j, nBad = 0, nPair = 0, n17;

  /* canon-1.*: a sample against the brute force. */
  s.n = 0;
  sample_file(&s, "tests/data/17_clue_3000.txt", 97, 20);
  sample_file(&s, "tests/data/magictour_top1465.txt", 53, 15);
  sample_file(&s, "tests/data/forum_hardest_2000.txt", 71, 15);
  sample_complete(&s, 3);
  sample_complete(&s, 2);
  grid_init(&s.a[s.n++], 3);                 /* empty */
  /* A digit twice in a cell of equal columns: the new digit met in more
  ** columns comes first ("112", not "122"). */
  sample_text(&s, "............................................."
              "...........................313......");
  sample_text(&s, "565.........6....5..........................."
              "....................................");
  sample_made(&s, 3, 1, 9, 9, 3, &seed);
  sample_made(&s, 3, 6, 9, 9, 6, &seed);
  sample_made(&s, 3, 20, 9, 9, 6, &seed);
  sample_made(&s, 3, 45, 9, 9, 2, &seed);
  sample_made(&s, 3, 8, 9, 2, 5, &seed);
  sample_made(&s, 3, 6, 1, 3, 5, &seed);
  sample_made(&s, 3, 10, 2, 3, 5, &seed);
  sample_made(&s, 2, 3, 4, 4, 20, &seed);
  sample_made(&s, 2, 6, 4, 4, 20, &seed);
  sample_made(&s, 2, 12, 4, 4, 10, &seed);
  sample_made(&s, 2, 6, 4, 2, 12, &seed);
  CHECK_INT("canon-1.0 sample size", s.n, 149);
  for(i=0; i<s.n; i++){
    const Grid *g = &s.a[i];
    brute_form(g, aBrute[i]);
    if( canon_grid(g, &aForm[i])
     || memcmp(aForm[i].v, aBrute[i], (size_t)g->ncell) ){
      char z[100];
      if( nBad++<3 ){
        grid_format_line(g, GRID_ALPHA_AUTO, z);
        CHECK_STR("canon-1.1 brute force differs", z, "");
      }
    }
  }
  CHECK_INT("canon-1.1 forms equal to brute force", nBad, 0);
  CHECK_INT("canon-1.2 disguises share the form",
            disguise_misses(&s, aForm, &seed), 0);
  /* Different classes (by the brute force) have different forms. */
  for(i=0; i<s.n; i++){
    for(j=i+1; j<s.n; j++){
      if( s.a[j].box!=s.a[i].box
       || memcmp(aBrute[i], aBrute[j], (size_t)s.a[i].ncell)==0 ) continue;
      nPair += memcmp(aForm[i].v, aForm[j].v, (size_t)s.a[i].ncell)==0;
    }
  }
  CHECK_INT("canon-1.3 different classes, different forms", nPair, 0);

  /* canon-2.*: more of the test data, without the brute force: every
  ** disguise gets the form, and the 17-clue puzzles (one per class, by
  ** the list's making) get different forms. */
  big.n = 0;
  sample_file(&big, "tests/data/17_clue_3000.txt", 15, 200);
  n17 = big.n;
  sample_file(&big, "tests/data/magictour_top1465.txt", 15, 100);
  sample_file(&big, "tests/data/forum_hardest_2000.txt", 20, 100);
  CHECK_INT("canon-2.0 sample size", big.n, 398);
  for(i=0; i<big.n; i++) canon_grid(&big.a[i], &aForm[i]);
  CHECK_INT("canon-2.1 disguises share the form",
            disguise_misses(&big, aForm, &seed), 0);
  nPair = 0;
  for(i=0; i<n17; i++){
    for(j=i+1; j<n17; j++){
      nPair += memcmp(aForm[i].v, aForm[j].v, 81)==0;
    }
  }
  CHECK_INT("canon-2.2 different 17-clue puzzles, different forms", nPair, 0);
}
