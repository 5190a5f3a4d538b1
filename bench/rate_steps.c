/* SPDX-License-Identifier: MIT */
/*
** rate_steps.c: the rater's next step against Sudoku Explainer's, state by
** state.
**
**   build/bench/rate_steps DUMP [--show NAME] [--serate-defaults]
**
** DUMP is what SukakuExplainer's serate prints with
**   --format='F %g %r' --before='B %m' --after='A %r %s'
** for a list of puzzles: before each of its steps the 729-character
** pencilmarks ("B ..."), after it the step's difficulty and text
** ("A 4.2 XY-Wing: ..."), and after the last step the puzzle ("F ...").
** The marks do not tell a placed cell from an empty one with one mark,
** which SE's rules treat differently: the cells placed are followed from
** the steps' texts (note_placed), or read from SE's values when the dump
** was made with --before='B %m %i'.  For every step, the rater is put in
** SE's state and asked for its next step; the step matches when it has
** SE's difficulty and leaves the grid
** as SE's next state shows it.  Prints, per SE technique (the text before
** the colon, without trailing digits), the steps seen and the shares that
** match in difficulty and in full.  --show NAME prints each mismatch of
** that technique: the state, SE's step and its eliminations, and ours.
** The rater tries the Sudoku Exchange bank's technique set, as ratings
** do; --serate-defaults adds the rest of serate's own defaults (UVWXYZ-
** and TUVWXYZ-wings), for dumps made with serate's default settings.
*/
#include "rateint.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LINE 4096
#define MAX_NAMES 200

/* 1 with --serate-defaults: the dump was made with serate's own default
** technique set, not the Sudoku Exchange bank's that ratings follow. */
static int bSerateDefaults = 0;

typedef struct Tally Tally;
struct Tally { char zName[64]; int n, nScore, nFull; };

static Tally aTally[MAX_NAMES];
static int nTally = 0;

/* The tally of technique zName, created on first use. */
static Tally *tally(const char *zName){
  int i;
  for(i=0; i<nTally; i++) if( strcmp(aTally[i].zName, zName)==0 ) break;
  if( i==nTally ){
    if( nTally==MAX_NAMES ) return &aTally[MAX_NAMES-1];
    snprintf(aTally[nTally++].zName, sizeof(aTally[0].zName), "%s", zName);
  }
  return &aTally[i];
}

/* SE's technique name from a step text: up to the colon, without the
** digit codes some names end with ("Grouped 2 Strong links 101"). */
static void technique_name(const char *zText, char *zName, size_t nName){
  size_t n = strcspn(zText, ":");
  if( n>=nName ) n = nName-1;
  memcpy(zName, zText, n);
  zName[n] = 0;
  while( n>0 && (isdigit((unsigned char)zName[n-1]) || zName[n-1]==' ') ){
    zName[--n] = 0;
  }
}

/* Candidate masks of the 81 cells from 729 pencilmark characters. */
static int parse_marks(const char *z, unsigned short *aMask){
  int c, k;
  if( strlen(z)<729 ) return 0;
  for(c=0; c<81; c++){
    aMask[c] = 0;
    for(k=0; k<9; k++){
      if( z[9*c+k]>='1' && z[9*c+k]<='9' ) aMask[c] |= DBIT(z[9*c+k]-'0');
    }
  }
  return 1;
}

/* One of SE's steps: the state before it, its difficulty and text. */
typedef struct Step Step;
struct Step {
  unsigned short marks[81];
  int hasValues;            /* the B line also gave SE's values (%i) */
  unsigned char placed[81]; /* then: 1 for a cell SE has placed */
  double score;
  char zText[256];
};
#define MAX_STEPS 400

/* SE's values (%i: 81 characters, '.' or '0' for an empty cell) after
** the marks of a B line, when the dump has them. */
static void parse_values(const char *z, Step *p){
  int c;
  while( *z==' ' ) z++;
  p->hasValues = strlen(z)>=81;
  for(c=0; p->hasValues && c<81; c++){
    p->placed[c] = z[c]>='1' && z[c]<='9';
  }
}

/* Build a rater state from SE's marks and the cells SE has placed. */
static void load_state(RateState *s, RateMemo *aMemo, const unsigned short *m,
                       const unsigned char *placed){
  int c;
  rate_state_init(s, aMemo, 0);
  for(c=0; c<81; c++){
    int isPlaced = placed[c];
    s->cand[c] = isPlaced ? 0 : m[c];
    s->val[c] = isPlaced ? (unsigned char)rate_low_digit(m[c]) : 0;
  }
  rate_index(s);
}

/* The marks SE would show for state s. */
static void state_marks(const RateState *s, unsigned short *m){
  int c;
  for(c=0; c<81; c++) m[c] = s->val[c] ? DBIT(s->val[c]) : s->cand[c];
}

/* Print marks a as a list "r1c2<>5 ..." of the candidates b lacks. */
static void print_removed(const unsigned short *a, const unsigned short *b){
  int c, d;
  for(c=0; c<81; c++){
    for(d=1; d<=9; d++){
      if( (a[c] & DBIT(d)) && !(b[c] & DBIT(d)) ){
        printf(" r%dc%d<>%d", c/9+1, c%9+1, d);
      }
    }
  }
  printf("\n");
}

/* Print the state as 9 lines of candidate lists. */
static void print_marks(const unsigned short *m){
  int r, c, d;
  for(r=0; r<9; r++){
    printf("   ");
    for(c=0; c<9; c++){
      char z[10];
      int n = 0;
      for(d=1; d<=9; d++) if( m[9*r+c] & DBIT(d) ) z[n++] = (char)('0'+d);
      z[n] = 0;
      printf(" %-9s", z);
    }
    printf("\n");
  }
}


/* Compare the rater with SE's step p, whose next state is `after` (NULL
** after a puzzle's last step). */
static void compare(const Step *p, const unsigned short *after,
                    const unsigned char *placed, const char *zShow){
  RateState s;
  RateMemo aMemo[RATE_N_FINDER];
  RateFind f;
  unsigned short mine[81];
  char zName[64];
  Tally *t;
  int found, okScore, okFull;
  technique_name(p->zText, zName, sizeof(zName));
  t = tally(zName);
  if( p->hasValues ) placed = p->placed;
  load_state(&s, aMemo, p->marks, placed);
  s.serateDefaults = bSerateDefaults;
  rate_find_init(&f, 0);
  found = rate_next_step(&s, &f);
  okScore = found==1 && f.score==(int)(p->score*10+0.5);
  if( found==1 ) rate_apply(&s, &f);
  state_marks(&s, mine);
  okFull = okScore && (after==0 || memcmp(mine, after, sizeof(mine))==0);
  rate_state_free(&s);
  t->n++;
  t->nScore += okScore;
  t->nFull += okFull;
  if( zShow && strcmp(zShow, zName)==0 && !okFull ){
    printf("-- SE %.1f %s\n", p->score, p->zText);
    print_marks(p->marks);
    if( after ){ printf("   SE removes:"); print_removed(p->marks, after); }
    if( found==1 ){
      printf("   ours %.1f %s removes:", f.score/10.0, rate_tech_name(f.tech));
      print_removed(p->marks, mine);
    }else{
      printf("   ours: no step\n");
    }
  }
}

/* The cell named "rXcY" at z, or -1. */
static int cell_at(const char *z){
  if( z[0]!='r' || z[1]<'1' || z[1]>'9' || z[2]!='c' ) return -1;
  if( z[3]<'1' || z[3]>'9' ) return -1;
  return (z[1]-'1')*9 + z[3]-'1';
}

/* The unit type (0 row, 1 column, 2 box) SE's word at z names, or -1. */
static int unit_type(const char *z){
  if( strncmp(z, "row", 3)==0 ) return 0;
  if( strncmp(z, "column", 6)==0 ) return 1;
  if( strncmp(z, "block", 5)==0 ) return 2;
  return -1;
}

/*
** The cells where a direct step's text says its placement lies, as flags
** in aMay.  "Direct Hidden Pair: Cells r1c7,r1c8: 2,3 in block": the
** subset's unit.  "Direct Pointing: Cells r6c2,r6c3: 3 of block in row":
** outside the block and the row, in another unit of the block's type
** that crosses the row.  0 when the text is not understood.
*/
static int direct_cells(const char *zText, unsigned char *aMay){
  const char *zCells = strstr(zText, "Cells ");
  const char *zOf = strstr(zText, " of ");
  const char *zIn = strrchr(zText, ' ');
  int first, t1, t2, c, i;
  if( zCells==0 || zIn==0 || (first = cell_at(zCells+6))<0 ) return 0;
  t2 = unit_type(zIn+1);
  t1 = zOf ? unit_type(zOf+4) : t2;
  if( t1<0 || t2<0 ) return 0;
  for(c=0; c<81; c++){
    int u1 = rate_cell_unit[first][t1], u2 = rate_cell_unit[first][t2];
    int uc = rate_cell_unit[c][t1], crosses = 0;
    if( zOf==0 ){
      aMay[c] = uc==u1;
      continue;
    }
    for(i=0; i<9; i++) crosses |= rate_cell_unit[rate_unit[u2][i]][t1]==uc;
    aMay[c] = uc!=u1 && rate_cell_unit[c][t2]!=u2 && crosses;
  }
  return 1;
}

/*
** The cell a "direct" step (Direct Pointing, Direct Hidden Pair, ...)
** placed, whose text does not name it: among the cells its text allows
** (direct_cells), the cell left with one mark v, not placed before, such
** that every other cell that lost a mark at this step is a peer that lost
** v (placing it took v from its peers, and nothing else went), and at
** least one did (the pattern's cell that had v).  -1 when none fits.
*/
static int direct_placed(const Step *p, const unsigned short *after,
                         const unsigned char *placed){
  unsigned char aMay[81];
  int c, q;
  if( !direct_cells(p->zText, aMay) ) return -1;
  for(c=0; c<81; c++){
    unsigned v = after[c];
    int nPeer = 0, nOther = 0;
    if( !aMay[c] || placed[c] || rate_popc(v)!=1 || (p->marks[c] & v)==0 ){
      continue;
    }
    for(q=0; q<81; q++){
      unsigned lost = p->marks[q] & ~after[q];
      if( q==c || lost==0 ) continue;
      if( lost==v && rate_sees(c, q) ) nPeer++; else nOther++;
    }
    if( nPeer>0 && nOther==0 ) return c;
  }
  return -1;
}

/*
** Mark the cell step p placed, given the state after it: the cell named
** by a single's text ("Hidden Single: r6c1: 1 in column"), by a chain's
** result ("Forcing Chain: r2c8.4 on") or by a contradiction's assumption
** that the digit is off ("Nishio Forcing Chain: r2c1.9 off ==> r9c5.1
** both on & off"), or the one a direct step placed.  No other step
** places a cell.
*/
static void note_placed(const Step *p, const unsigned short *after,
                        unsigned char *placed){
  const char *z = strstr(p->zText, "Single: ");
  const char *zSrc = strstr(p->zText, ": ");
  size_t n = strlen(p->zText);
  int c = -1;
  if( z ){
    c = cell_at(z+8);
  }else if( n>8 && strcmp(p->zText+n-3, " on")==0 ){
    for(z=p->zText+n-4; z>p->zText && z[0]!=' '; z--){}
    c = cell_at(z+1);
  }else if( zSrc && strstr(p->zText, " both on & off")
         && strncmp(zSrc+8, " off ==>", 8)==0 ){
    c = cell_at(zSrc+2);
  }else if( strncmp(p->zText, "Direct ", 7)==0 ){
    c = direct_placed(p, after, placed);
  }
  if( c>=0 ) placed[c] = 1;
}

/* Compare every step of one puzzle, whose givens are zPuzzle. */
static void compare_puzzle(const Step *aStep, int nStep, const char *zPuzzle,
                           const char *zShow){
  unsigned char placed[81];
  int c, k;
  for(c=0; c<81; c++) placed[c] = zPuzzle[c]>='1' && zPuzzle[c]<='9';
  for(k=0; k<nStep; k++){
    const unsigned short *after = k+1<nStep ? aStep[k+1].marks : 0;
    compare(&aStep[k], after, placed, zShow);
    if( after ) note_placed(&aStep[k], after, placed);
  }
}

int main(int argc, char **argv){
  static Step aStep[MAX_STEPS];
  const char *zShow = 0;
  char zLine[MAX_LINE];
  FILE *in;
  int i, nStep = 0, nTot = 0, nScore = 0, nFull = 0;
  if( argc<2 ){
    fprintf(stderr, "usage: %s DUMP [--show NAME] [--serate-defaults]\n",
            argv[0]);
    return 2;
  }
  for(i=2; i<argc; i++){
    if( strcmp(argv[i], "--show")==0 && i+1<argc ) zShow = argv[++i];
    if( strcmp(argv[i], "--serate-defaults")==0 ) bSerateDefaults = 1;
  }
  in = fopen(argv[1], "r");
  if( in==0 ){ perror(argv[1]); return 1; }
  while( fgets(zLine, sizeof(zLine), in) ){
    zLine[strcspn(zLine, "\r\n")] = 0;
    if( zLine[0]=='B' && nStep<MAX_STEPS ){
      const char *z = zLine+1;
      while( *z==' ' ) z++;
      if( parse_marks(z, aStep[nStep].marks) ){
        parse_values(z+729, &aStep[nStep]);
        nStep++;
      }
    }else if( zLine[0]=='A' && nStep>0 ){
      char *zEnd;
      Step *p = &aStep[nStep-1];
      p->score = strtod(zLine+2, &zEnd);
      snprintf(p->zText, sizeof(p->zText), "%s", zEnd+(*zEnd==' '));
    }else if( zLine[0]=='F' && strlen(zLine)>=83 ){
      compare_puzzle(aStep, nStep, zLine+2, zShow);
      nStep = 0;
    }
  }
  fclose(in);
  printf("%-40s %7s %7s %7s\n", "SE technique", "steps", "score", "full");
  for(i=0; i<nTally; i++){
    Tally *t = &aTally[i];
    printf("%-40s %7d %6.1f%% %6.1f%%\n", t->zName, t->n,
           100.0*t->nScore/t->n, 100.0*t->nFull/t->n);
    nTot += t->n; nScore += t->nScore; nFull += t->nFull;
  }
  if( nTot ){
    printf("%-40s %7d %6.1f%% %6.1f%%\n", "all", nTot,
           100.0*nScore/nTot, 100.0*nFull/nTot);
  }
  return 0;
}
