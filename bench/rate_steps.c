/*
** rate_steps.c: the rater's next step against Sudoku Explainer's, state by
** state.
**
**   build/bench/rate_steps DUMP [--show NAME] [--max N]
**
** DUMP is what SukakuExplainer's serate prints with
**   --format='F %g %r' --before='B %m' --after='A %r %s'
** for a list of puzzles: before each of its steps the 729-character
** pencilmarks ("B ..."), after it the step's difficulty and text
** ("A 4.2 XY-Wing: ..."), and after the last step the puzzle ("F ...").
** For every step, the rater is put in SE's state and asked for its next
** step; the step matches when it has SE's difficulty and leaves the grid
** as SE's next state shows it.  Prints, per SE technique (the text before
** the colon, without trailing digits), the steps seen and the shares that
** match in difficulty and in full.  --show NAME prints each mismatch of
** that technique: the state, SE's step and its eliminations, and ours.
*/
#include "../ext/rateint.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LINE 4096
#define MAX_NAMES 200

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

/* Build a rater state from SE's marks and the cells known placed; a
** cell with one mark that no peer has is placed too (SE places such
** cells of the puzzle before its first step). */
static void load_state(RateState *s, RateMemo *aMemo, const unsigned short *m,
                       const unsigned char *placed){
  int c, i;
  rate_state_init(s, aMemo, 0);
  for(c=0; c<81; c++){
    int isPlaced = placed[c];
    if( !isPlaced && rate_popc(m[c])==1 ){
      for(i=0; i<20 && !(m[rate_peer[c][i]] & m[c]); i++){}
      isPlaced = i==20;
    }
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

/* One of SE's steps: the state before it, its difficulty and text. */
typedef struct Step Step;
struct Step {
  unsigned short marks[81];
  double score;
  char zText[256];
};
#define MAX_STEPS 400

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
  load_state(&s, aMemo, p->marks, placed);
  rate_find_init(&f);
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
    {
      int c;
      printf("   open singles:");
      for(c=0; c<81; c++){
        if( !placed[c] && rate_popc(p->marks[c])==1 ) printf(" r%dc%d", c/9+1, c%9+1);
      }
      printf("\n");
    }
    if( after ){ printf("   SE removes:"); print_removed(p->marks, after); }
    if( found==1 ){
      printf("   ours %.1f %s removes:", f.score/10.0, rate_tech_name(f.tech));
      print_removed(p->marks, mine);
    }else{
      printf("   ours: no step\n");
    }
  }
}

/*
** Mark the cells step p placed, given the state after it: a cell named
** by a single's text ("Hidden Single: r6c1: 1 in column"), and a cell
** left with one mark whose digit went from all its peers at this step.
*/
static void note_placed(const Step *p, const unsigned short *after,
                        unsigned char *placed){
  const char *z = strstr(p->zText, "Single: r");
  int c, i;
  if( z && isdigit((unsigned char)z[9]) && z[10]=='c' ){
    placed[(z[9]-'1')*9 + z[11]-'1'] = 1;
  }
  for(c=0; c<81; c++){
    int gone = !placed[c] && rate_popc(p->marks[c])>1
               && rate_popc(after[c])==1;
    for(i=0; gone && i<20; i++){
      int q = rate_peer[c][i];
      if( !(p->marks[q] & after[c]) ) continue;
      if( after[q] & after[c] ) gone = 0;
    }
    if( gone ) placed[c] = 1;
  }
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
    fprintf(stderr, "usage: %s DUMP [--show NAME]\n", argv[0]);
    return 2;
  }
  for(i=2; i<argc; i++){
    if( strcmp(argv[i], "--show")==0 && i+1<argc ) zShow = argv[++i];
  }
  in = fopen(argv[1], "r");
  if( in==0 ){ perror(argv[1]); return 1; }
  while( fgets(zLine, sizeof(zLine), in) ){
    zLine[strcspn(zLine, "\r\n")] = 0;
    if( zLine[0]=='B' && nStep<MAX_STEPS ){
      const char *z = zLine+1;
      while( *z==' ' ) z++;
      if( parse_marks(z, aStep[nStep].marks) ) nStep++;
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
