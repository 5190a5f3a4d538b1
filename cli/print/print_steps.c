/* SPDX-License-Identifier: MIT */
/*
** print_steps.c: the step pages of `sudokudb print --steps` (see
** print_steps.h): each plain 9x9 puzzle's hard steps drawn two to a page
** with their hints (ext/fn/fn_hintpic.h, cli/hint/hint_sheet.h), each
** under its technique, score and sentence, the easier steps before it
** counted by technique.
*/
#include "db.h"
#include "fn_hintpic.h"
#include "grid.h"
#include "hint_sheet.h"
#include "print_steps.h"
#include "rate.h"
#include "rate_why.h"

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Two steps to a page, each in a half of its body: its caption's lines
** (font size and line height), then its picture. */
#define STEP_FONT 110
#define STEP_LINE 150

/* The step pages of one puzzle being drawn. */
typedef struct StepPages StepPages;
struct StepPages {
  const Booklet *b;
  int iNum;                 /* the puzzle's number in the booklet */
  sqlite3_int64 id;
  const Grid *g;
  int minScore;             /* a hard step's score, in tenths */
  int k;                    /* the half of the page to draw in next */
  int nEasy;                /* easier steps since the last one drawn */
  int aEasy[RATE_N_TECH];   /* ... by technique */
  FnHintPic *h;
  int nomem;
};

/* The first line of a hard step's caption: the puzzle's number and the
** easier steps before it, by technique, into z (n bytes). */
static void easy_line(StepPages *p, char *z, size_t n){
  size_t i;
  int t, first = 1;
  i = (size_t)snprintf(z, n, "Puzzle %d", p->iNum);
  if( p->nEasy>0 && i<n ){
    i += (size_t)snprintf(z+i, n-i, ", after %d easier step%s:", p->nEasy,
                          p->nEasy==1 ? "" : "s");
  }
  for(t=0; t<RATE_N_TECH && i<n; t++){
    int u, nSame = p->aEasy[t];
    if( nSame==0 ) continue;
    /* techniques of one name (SE's scores of a single by unit) as one */
    for(u=t+1; u<RATE_N_TECH; u++){
      if( strcmp(rate_tech_name(u), rate_tech_name(t))==0 ){
        nSame += p->aEasy[u];
        p->aEasy[u] = 0;
      }
    }
    i += (size_t)snprintf(z+i, n-i, "%s %d %s", first ? "" : ",", nSame,
                          rate_tech_name(t));
    first = 0;
  }
  p->nEasy = 0;
  memset(p->aEasy, 0, sizeof(p->aEasy));
}

/* Draw step h in the next half page.  Returns 0, or -1 when out of
** memory. */
static int draw_step(StepPages *p){
  PrintOut *o = p->b->o;
  HintCaption cap;
  Picture pic;
  PrintBox body;
  char zFirst[400];
  long half, y0, x, side;
  int i;
  print_body(&o->paper, &body);
  half = body.h/2;
  side = half - HINT_CAPTION_LINES*STEP_LINE - 60;
  if( side>body.w ) side = body.w;
  y0 = body.y + half*p->k;
  x = body.x + (body.w - side)/2;
  if( p->k==0 ){
    print_out_begin(o);
    booklet_head(p->b, 0);
  }
  easy_line(p, zFirst, sizeof(zFirst));
  hint_caption(&cap, p->h, zFirst, body.w*16/10/STEP_FONT);
  for(i=0; i<cap.nLine; i++){
    print_out_label(o, body.x, y0 + STEP_LINE*(i+1), STEP_FONT,
                    cap.azLine[i], PRINT_LEFT, 0, "#000000");
  }
  memset(&pic, 0, sizeof(pic));
  fn_hintpic_set(p->h, &pic);
  if( picture_draw(&pic, &o->c, x, y0 + half - side, side)<0 ){
    return -1;
  }
  if( ++p->k==2 ){
    p->k = 0;
    return print_out_end(o);
  }
  return 0;
}

/* rate_from's callback: a hard step drawn, an easier one counted. */
static int step_page(void *pArg, const RateStepView *v){
  StepPages *p = (StepPages*)pArg;
  if( v->score<p->minScore ){
    p->nEasy++;
    p->aEasy[v->tech]++;
    return 0;
  }
  if( fn_hintpic_step(p->h, p->g, v) || draw_step(p) ){
    p->nomem = 1;
    return 1;
  }
  return 0;
}

/* The step pages of puzzle zPuzzle; a puzzle that cannot be
** explained (a variant, another size, not one solution, over the work
** budget) is named on stderr and left out.  Returns 0, or -1 when out of
** memory. */
static int draw_steps(StepPages *p, const char *zPuzzle, const char *zRules){
  RateOptions opt = { 0, 0, 0, 0, 0 };
  RateResult res;
  RateWhy why;
  FnOut o;
  Grid g;
  Work w = {.limit = 50*WORK_DEFAULT_LIMIT, .threads = 1,
           .memLimit = WORK_DEFAULT_MEMORY};
  int ok;
  fn_init(&o);
  if( (zRules && zRules[0]) || !fn_grid(&o, 0, zPuzzle, strlen(zPuzzle), &g)
   || g.box!=3 ){
    fprintf(stderr, "sudokudb print: puzzle %d (id %lld): no steps (only "
            "plain 9x9 puzzles are explained)\n", p->iNum, (long long)p->id);
    return 0;
  }
  p->g = &g;
  p->k = p->nEasy = 0;
  memset(p->aEasy, 0, sizeof(p->aEasy));
  rate_why_init(&why);
  opt.why = &why;
  opt.xStep = step_page;
  opt.pArg = p;
  ok = fn_rate_from(&o, &g, 0, 0, &opt, &res, &w);
  if( why.oom ) p->nomem = 1;
  rate_why_free(&why);
  if( !ok && !p->nomem ){
    fprintf(stderr, "sudokudb print: puzzle %d (id %lld): no steps (%.*s)\n",
            p->iNum, (long long)p->id, o.eType==FN_ERROR ? (int)o.n : 22,
            o.eType==FN_ERROR ? o.z : "not exactly 1 solution");
  }
  fn_free(&o);
  if( p->nomem ) return -1;
  if( p->k ){
    p->k = 0;
    return print_out_end(p->b->o);
  }
  return 0;
}

int print_steps(const Booklet *b, int minScore){
  sqlite3_stmt *pStmt = 0;
  StepPages p;
  int rc = 0, i;
  if( sqlite3_prepare_v2(b->db, "SELECT puzzle, rules FROM puzzle WHERE id=?1",
                         -1, &pStmt, 0) ){
    db_report(b->db, "print", "reading puzzles");
    return -1;
  }
  memset(&p, 0, sizeof(p));
  p.b = b;
  p.minScore = minScore;
  p.h = (FnHintPic*)malloc(sizeof(FnHintPic));
  if( p.h ) fn_hintpic_init(p.h);
  for(i=0; rc==0 && p.h && i<b->sel->n; i++){
    const char *zPuzzle;
    sqlite3_bind_int64(pStmt, 1, b->sel->a[i].id);
    if( sqlite3_step(pStmt)!=SQLITE_ROW ){
      db_report(b->db, "print", "reading puzzles");
      rc = -2;
      break;
    }
    zPuzzle = (const char*)sqlite3_column_text(pStmt, 0);
    p.id = b->sel->a[i].id;
    p.iNum = i+1;
    if( zPuzzle ){
      rc = draw_steps(&p, zPuzzle,
                      (const char*)sqlite3_column_text(pStmt, 1));
    }
    sqlite3_reset(pStmt);
  }
  if( p.h==0 || rc==-1 ){
    fputs("sudokudb print: out of memory\n", stderr);
  }
  if( p.h ){
    fn_hintpic_free(p.h);
    free(p.h);
  }
  sqlite3_finalize(pStmt);
  return p.h==0 || rc ? -1 : 0;
}
