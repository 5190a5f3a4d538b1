/* SPDX-License-Identifier: MIT */
/*
** cmd_print.c: `sudokudb print DB [--where SQL] [--collection NAME]
** [--per-page N] [--answers] [--steps [--steps-from SCORE]] -o
** FILE.pdf|.svg|.html`: printable sheets of puzzles (A4 pages, each
** puzzle under its id and rating), answer pages after them, and pages of
** the hard steps of each puzzle drawn with their hints
** (ext/fn/fn_hintpic.h, cli/hint/hint_sheet.h).  The pictures are ext/picture/picture.c's layout: PDF
** through cairo (print_pdf.c), SVG and HTML as text (ext/picture/svg.c).
*/
#include "cli.h"
#include "args.h"
#include "db.h"
#include "fn_hintpic.h"
#include "grid.h"
#include "hint_sheet.h"
#include "rate.h"
#include "rate_why.h"
#include "print_pdf.h"
#include "rules.h"
#include "svg.h"

#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char zPrintHelp[] =
"usage: sudokudb print DB -o FILE.pdf|FILE.svg|FILE.html [--per-page N]\n"
"                         [--answers] [--steps [--steps-from SCORE]]\n"
"                         [--collection NAME] [--where SQL]\n"
"\n"
"Write printable A4 sheets of the puzzles of DB (in id order), each under\n"
"its id and rating (a variant's: the keys of its rules, such as\n"
"diagonals) and drawn under its rules (regions, diagonals, windows,\n"
"cages); the output's kind follows the file's extension: PDF\n"
"(one page per sheet), SVG (the sheets one below the other) or HTML (one\n"
"inline SVG per sheet, a page break after each when printed).\n"
"\n"
"  -o FILE            the output file (.pdf, .svg or .html)\n"
"  --per-page N       puzzles per page: 1, 2, 4 or 6 (default 4)\n"
"  --answers          answer pages after the puzzles (the stored solution,\n"
"                     else one computed under the puzzle's rules)\n"
"  --steps            after them, each plain 9x9 puzzle's step-by-step\n"
"                     solution: its hard steps drawn two to a page, each\n"
"                     with its hint (pattern, links, eliminations) under\n"
"                     its technique, score and sentence; the easier steps\n"
"                     before each counted by technique in a line\n"
"  --steps-from SCORE the score of a hard step (default 4.0)\n"
"  --collection NAME  only puzzles of this collection\n"
"  --where SQL        only rows matching this condition on the puzzle table\n"
"\n"
"Exit status: 0 done, 1 failed, 2 usage error.\n";

/* An A4 page in tenths of a point, its margin, the gap between pages of
** an SVG, and a caption's font size and height. */
#define PAGE_W 5953
#define PAGE_H 8419
#define MARGIN 400
#define GAP 200
#define CAPTION 110
#define CAPTION_H 220

typedef enum { OUT_PDF, OUT_SVG, OUT_HTML } OutKind;

/* The output being written. */
typedef struct Sheets Sheets;
struct Sheets {
  OutKind e;
  const char *zPath;
  int perPage;              /* puzzles per page */
  int iPage;                /* the page being drawn */
  PdfDoc *pdf;
  Buf svg;                  /* SVG: the pages (svg_open'd at the end,
                            ** with their number); HTML: one page */
  FILE *html;
  Canvas c;
};

/* The slot of puzzle k of a page: its picture's corner and side, and
** where its caption goes. */
static void slot(const Sheets *s, int k, long *px, long *py, long *pSize){
  int cols = s->perPage==1 ? 1 : 2, rows = (s->perPage+cols-1)/cols;
  long w = (PAGE_W - 2*MARGIN)/cols, h = (PAGE_H - 2*MARGIN)/rows;
  long size = h - CAPTION_H < w ? h - CAPTION_H : w;
  *px = MARGIN + w*(k%cols) + (w-size)/2;
  *py = MARGIN + h*(k/cols) + CAPTION_H;
  *pSize = size;
  if( s->e==OUT_SVG ) *py += (long)s->iPage*(PAGE_H+GAP);
}

/* Start page iPage (0-based). */
static void page_begin(Sheets *s){
  if( s->e==OUT_HTML ){
    svg_open(&s->svg, PAGE_W, PAGE_H);
    svg_canvas(&s->svg, &s->c);
  }else if( s->e==OUT_PDF && s->iPage>0 ){
    pdf_next_page(s->pdf);
  }
}

/* End the current page; returns 0, or -1 when out of memory. */
static int page_end(Sheets *s){
  if( s->e==OUT_HTML ){
    char *z = svg_close(&s->svg);
    if( z==0 ) return -1;
    fprintf(s->html, "<div class=\"page\">\n%s</div>\n", z);
    free(z);
  }
  s->iPage++;
  return 0;
}

/* Caption z at (x, y) (its baseline) in font size `size`. */
static void caption(Sheets *s, long x, long y, long size, const char *z){
  if( s->e==OUT_PDF ){
    pdf_caption(s->pdf, x, y, size, z);
  }else{
    svg_caption(&s->svg, x, y, size, z);
  }
}

/* Draw puzzle text zPuzzle (with solution zSolution when not NULL) under
** its rules zRules (JSON text, '' or NULL: plain) in slot k under caption
** zCaption.  Returns 0, or -1 when out of memory. */
static int draw(Sheets *s, int k, const char *zPuzzle, const char *zSolution,
                const char *zRules, const char *zCaption){
  Grid g, sol;
  Rules rules;
  Picture pic;
  char zErr[JSON_ERR_MAX];   /* room for a grid's message too */
  long x, y, size;
  memset(&pic, 0, sizeof(pic));
  if( grid_parse(&g, zPuzzle, strlen(zPuzzle), GRID_ALPHA_AUTO, zErr) ){
    return 0;   /* stored rows are normalized puzzles: not reached */
  }
  pic.puzzle = &g;
  if( rules_parse(&rules, zRules, -1, g.side, zErr)==0 ){
    pic.rules = &rules;   /* stored rules are checked: always */
  }
  if( zSolution
   && grid_parse(&sol, zSolution, strlen(zSolution), GRID_ALPHA_AUTO,
                 zErr)==0 ){
    pic.solution = &sol;
  }
  slot(s, k, &x, &y, &size);
  caption(s, x, y - CAPTION_H/3, CAPTION, zCaption);
  return picture_draw(&pic, &s->c, x, y, size)<0 ? -1 : 0;
}

/* Draw every row of pStmt (id, puzzle, rating, solution, the keys of a
** variant's rules, and the rules), answers or puzzles, each under its
** rules.  A variant's caption names the keys of its rules.  Returns 0,
** or -1 after a message on stderr. */
static int draw_rows(Sheets *s, sqlite3 *db, sqlite3_stmt *pStmt,
                     int answers){
  int k = 0, rc;
  while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    char zCaption[80];
    const char *zPuzzle = (const char*)sqlite3_column_text(pStmt, 1);
    const char *zSol = (const char*)sqlite3_column_text(pStmt, 3);
    const char *zKeys = (const char*)sqlite3_column_text(pStmt, 4);
    const char *zRules = (const char*)sqlite3_column_text(pStmt, 5);
    sqlite3_int64 id = sqlite3_column_int64(pStmt, 0);
    if( k==0 ) page_begin(s);
    if( answers ){
      snprintf(zCaption, sizeof(zCaption), "#%lld answer%s", id,
               zSol ? "" : " (no solution)");
    }else if( zKeys ){
      snprintf(zCaption, sizeof(zCaption), "#%lld  variant: %.60s", id,
               zKeys);
    }else if( sqlite3_column_type(pStmt, 2)==SQLITE_NULL ){
      snprintf(zCaption, sizeof(zCaption), "#%lld  unrated", id);
    }else{
      snprintf(zCaption, sizeof(zCaption), "#%lld  rating %.1f", id,
               sqlite3_column_double(pStmt, 2));
    }
    if( zPuzzle==0
     || draw(s, k, zPuzzle, answers ? zSol : 0, zRules, zCaption) ){
      fputs("sudokudb print: out of memory\n", stderr);
      return -1;
    }
    if( ++k==s->perPage ){
      k = 0;
      if( page_end(s) ) return -1;
    }
  }
  if( rc!=SQLITE_DONE ){
    db_report(db, "print", "reading puzzles");
    return -1;
  }
  if( k>0 && page_end(s) ) return -1;
  return 0;
}

/* Prepare "SELECT zCols FROM puzzle" over the rows to print, in id
** order.  NULL after a message. */
static sqlite3_stmt *print_query(sqlite3 *db, const char *zCols,
                                 const char *zCollection, const char *zWhere){
  sqlite3_stmt *pStmt = 0;
  char *zSql = sqlite3_mprintf(
      "SELECT %s FROM puzzle WHERE (%s)%s ORDER BY id", zCols,
      zWhere ? zWhere : "1",
      zCollection ? " AND collection_id=(SELECT id FROM collection WHERE "
                    "name=?1)" : "");
  if( zSql==0 ){
    fputs("sudokudb print: out of memory\n", stderr);
    return 0;
  }
  if( sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0) ){
    db_report(db, "print", zWhere ? "in the query (check --where)"
                                  : "in the query");
    pStmt = 0;
  }else if( zCollection ){
    sqlite3_bind_text(pStmt, 1, zCollection, -1, SQLITE_STATIC);
  }
  sqlite3_free(zSql);
  return pStmt;
}

/* The number of rows to print, or -1 after a message. */
static int count_rows(sqlite3 *db, const char *zCollection,
                      const char *zWhere){
  sqlite3_stmt *pStmt = print_query(db, "count(*)", zCollection, zWhere);
  int n = -1;
  if( pStmt==0 ) return -1;
  if( sqlite3_step(pStmt)==SQLITE_ROW ){
    n = sqlite3_column_int(pStmt, 0);
  }else{
    db_report(db, "print", "reading puzzles");
  }
  sqlite3_finalize(pStmt);
  return n;
}

/* Draw the pages of the rows (answers: with their solutions, the stored
** one else one computed under the row's rules).  Returns 0, or -1 after
** a message. */
static int draw_pages(Sheets *s, sqlite3 *db, const char *zCollection,
                      const char *zWhere, int answers){
  sqlite3_stmt *pStmt = print_query(db, answers
      ? "id, puzzle, rating, coalesce(solution, sudoku_solve(puzzle, rules)),"
        " NULL, rules"
      : "id, puzzle, rating, NULL, CASE WHEN rules<>'' THEN (SELECT"
        " group_concat(key, ', ') FROM json_each(rules)) END, rules",
      zCollection, zWhere);
  int rc;
  if( pStmt==0 ) return -1;
  rc = draw_rows(s, db, pStmt, answers);
  sqlite3_finalize(pStmt);
  return rc;
}

/* The step pages: two steps to a page, each in a half: its caption's
** lines (font size and line height), then its picture. */
#define STEP_FONT 110
#define STEP_LINE 150
#define STEP_HALF ((PAGE_H - 2*MARGIN)/2)
#define STEP_PICTURE (STEP_HALF - HINT_CAPTION_LINES*STEP_LINE - 60)

/* The step pages of one puzzle being drawn. */
typedef struct StepPages StepPages;
struct StepPages {
  Sheets *s;
  sqlite3_int64 id;
  const Grid *g;
  int minScore;             /* a hard step's score, in tenths */
  int k;                    /* the half of the page to draw in next */
  int nEasy;                /* easier steps since the last one drawn */
  int aEasy[RATE_N_TECH];   /* ... by technique */
  FnHintPic *h;
  int nomem;
};

/* The first line of a hard step's caption: the puzzle's id and the
** easier steps before it, by technique, into z (n bytes). */
static void easy_line(StepPages *p, char *z, size_t n){
  size_t i;
  int t, first = 1;
  i = (size_t)snprintf(z, n, "#%lld", (long long)p->id);
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
  Sheets *s = p->s;
  HintCaption cap;
  Picture pic;
  char zFirst[400];
  long y0 = MARGIN + STEP_HALF*p->k, x = (PAGE_W - STEP_PICTURE)/2;
  int i;
  if( p->k==0 ) page_begin(s);
  if( s->e==OUT_SVG ) y0 += (long)s->iPage*(PAGE_H+GAP);
  easy_line(p, zFirst, sizeof(zFirst));
  hint_caption(&cap, p->h, zFirst, (PAGE_W - 2*MARGIN)*16/10/STEP_FONT);
  for(i=0; i<cap.nLine; i++){
    caption(s, MARGIN, y0 + STEP_LINE*(i+1), STEP_FONT, cap.azLine[i]);
  }
  memset(&pic, 0, sizeof(pic));
  fn_hintpic_set(p->h, &pic);
  if( picture_draw(&pic, &s->c, x, y0 + STEP_HALF - STEP_PICTURE,
                   STEP_PICTURE)<0 ){
    return -1;
  }
  if( ++p->k==2 ){
    p->k = 0;
    return page_end(s);
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

/* The step pages of puzzle zPuzzle (#id); a puzzle that cannot be
** explained (a variant, another size, not one solution, over the work
** budget) is named on stderr and left out.  Returns 0, or -1 when out of
** memory. */
static int draw_steps(StepPages *p, const char *zPuzzle, const char *zRules){
  RateOptions opt = { 0, 0, 0, 0, 0 };
  RateResult res;
  RateWhy why;
  FnOut o;
  Grid g;
  Work w = {0, 50*WORK_DEFAULT_LIMIT, 1, WORK_DEFAULT_MEMORY, 0, 0};
  int ok;
  fn_init(&o);
  if( (zRules && zRules[0]) || !fn_grid(&o, 0, zPuzzle, strlen(zPuzzle), &g)
   || g.box!=3 ){
    fprintf(stderr, "sudokudb print: #%lld: no steps (only plain 9x9 "
            "puzzles are explained)\n", (long long)p->id);
    return 0;
  }
  p->g = &g;
  p->k = p->nEasy = 0;
  memset(p->aEasy, 0, sizeof(p->aEasy));
  rate_why_init(&why);
  opt.why = &why;
  opt.xStep = step_page;
  opt.pArg = p;
  ok = fn_rate_from(&o, &g, 0, &opt, &res, &w);
  if( why.oom ) p->nomem = 1;
  rate_why_free(&why);
  if( !ok && !p->nomem ){
    fprintf(stderr, "sudokudb print: #%lld: no steps (%.*s)\n",
            (long long)p->id, o.eType==FN_ERROR ? (int)o.n : 22,
            o.eType==FN_ERROR ? o.z : "not exactly 1 solution");
  }
  fn_free(&o);
  if( p->nomem ) return -1;
  if( p->k ){
    p->k = 0;
    return page_end(p->s);
  }
  return 0;
}

/* The step pages of every row (minScore: a hard step's score, in
** tenths).  Returns 0, or -1 after a message. */
static int draw_step_pages(Sheets *s, sqlite3 *db, const char *zCollection,
                           const char *zWhere, int minScore){
  sqlite3_stmt *pStmt = print_query(db, "id, puzzle, rules", zCollection,
                                    zWhere);
  StepPages p;
  int rc = 0, rcStep;
  if( pStmt==0 ) return -1;
  memset(&p, 0, sizeof(p));
  p.s = s;
  p.minScore = minScore;
  p.h = (FnHintPic*)malloc(sizeof(FnHintPic));
  if( p.h ) fn_hintpic_init(p.h);
  while( rc==0 && p.h && (rcStep = sqlite3_step(pStmt))==SQLITE_ROW ){
    const char *zPuzzle = (const char*)sqlite3_column_text(pStmt, 1);
    p.id = sqlite3_column_int64(pStmt, 0);
    if( zPuzzle ){
      rc = draw_steps(&p, zPuzzle,
                      (const char*)sqlite3_column_text(pStmt, 2));
    }
  }
  if( p.h==0 || rc ){
    fputs("sudokudb print: out of memory\n", stderr);
    rc = -1;
  }else if( rcStep!=SQLITE_DONE ){
    db_report(db, "print", "reading puzzles");
    rc = -1;
  }
  if( p.h ){
    fn_hintpic_free(p.h);
    free(p.h);
  }
  sqlite3_finalize(pStmt);
  return rc;
}

/* Open the output; 0, or -1 after a message.  The file
** is created here for every kind, so that one that cannot be says why in
** the system's words (cairo's would be "error while writing to output
** stream"). */
static int sheets_open(Sheets *s){
  char zErr[200];
  s->iPage = 0;
  s->html = fopen(s->zPath, "wb");
  if( s->html==0 ){
    fprintf(stderr, "sudokudb print: cannot create %s: %s\n", s->zPath,
            strerror(errno));
    return -1;
  }
  if( s->e==OUT_PDF ){
    fclose(s->html);
    s->html = 0;
    s->pdf = pdf_open(s->zPath, PAGE_W, PAGE_H, zErr, (int)sizeof(zErr));
    if( s->pdf==0 ){
      fprintf(stderr, "sudokudb print: %s: %s\n", s->zPath, zErr);
      return -1;
    }
    pdf_canvas(s->pdf, &s->c);
    return 0;
  }
  if( s->e==OUT_SVG ){
    memset(&s->svg, 0, sizeof(s->svg));
    svg_canvas(&s->svg, &s->c);
  }else{
    fputs("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
          "<title>sudokudb</title>\n<style>@page { size: A4; margin: 0 }\n"
          "body { margin: 0 }\n.page { break-after: page }\n"
          ".page svg { display: block; width: 210mm; height: 297mm }"
          "</style></head>\n<body>\n", s->html);
  }
  return 0;
}

/* Finish the output; ok is 0 when everything was drawn.  Returns an
** exit code. */
static int sheets_close(Sheets *s, int ok){
  char zErr[200];
  int rc = ok;
  if( s->e==OUT_PDF ){
    if( pdf_close(s->pdf, zErr, (int)sizeof(zErr)) ){
      fprintf(stderr, "sudokudb print: %s: %s\n", s->zPath, zErr);
      rc = -1;
    }
    return rc ? EXIT_FAIL : EXIT_OK;
  }
  if( s->e==OUT_SVG ){
    Buf t;
    char *z;
    svg_open(&t, PAGE_W, (long)s->iPage*(PAGE_H+GAP) - GAP);
    if( s->svg.oom ) t.oom = 1;
    else buf_printf(&t, "%s", s->svg.z ? s->svg.z : "");
    free(s->svg.z);
    z = svg_close(&t);
    if( z ) fputs(z, s->html);
    else rc = -1;
    free(z);
  }else{
    fputs("</body></html>\n", s->html);
  }
  if( fclose(s->html)!=0 && rc==0 ){
    perror(s->zPath);
    rc = -1;
  }
  return rc ? EXIT_FAIL : EXIT_OK;
}

/* Print the sheets of db's rows into s (answers: answer pages; steps:
** step pages, a hard step's score minScore tenths).  Returns an exit
** code. */
static int print_sheets(sqlite3 *db, Sheets *s, const char *zCollection,
                        const char *zWhere, int answers, int steps,
                        int minScore){
  int n = count_rows(db, zCollection, zWhere), rc;
  if( n<0 ) return EXIT_FAIL;
  if( n==0 ){
    fputs("sudokudb print: no puzzles to print\n", stderr);
    return EXIT_FAIL;
  }
  if( sheets_open(s) ) return EXIT_FAIL;
  rc = draw_pages(s, db, zCollection, zWhere, 0);
  if( rc==0 && answers ) rc = draw_pages(s, db, zCollection, zWhere, 1);
  if( rc==0 && steps ){
    rc = draw_step_pages(s, db, zCollection, zWhere, minScore);
  }
  return sheets_close(s, rc);
}

/* The output kind of a file name, by its extension; -1 for none known. */
static int out_kind(const char *zPath){
  const char *zExt = strrchr(zPath, '.');
  if( zExt==0 ) return -1;
  if( strcmp(zExt, ".pdf")==0 ) return OUT_PDF;
  if( strcmp(zExt, ".svg")==0 ) return OUT_SVG;
  if( strcmp(zExt, ".html")==0 || strcmp(zExt, ".htm")==0 ) return OUT_HTML;
  return -1;
}

int cmd_print(int argc, char **argv){
  const char *zDb = 0, *zOut = 0, *zWhere = 0, *zCollection = 0;
  const char *zPer = "4", *zFrom = 0;
  Sheets s;
  sqlite3 *db;
  int i = 1, rc, answers = 0, steps = 0, minScore = 40, e;
  cli_set_help(zPrintHelp);
  while( i<argc ){
    if( cli_is_help(argv[i]) ){
      fputs(zPrintHelp, stdout);
      return EXIT_OK;
    }
    if( strcmp(argv[i], "--answers")==0 ){
      answers = 1;
      i++;
    }else if( strcmp(argv[i], "--steps")==0 ){
      steps = 1;
      i++;
    }else if( (rc = args_value(argc, argv, &i, "-o", &zOut))
     || (rc = args_value(argc, argv, &i, "--steps-from", &zFrom))
     || (rc = args_value(argc, argv, &i, "--per-page", &zPer))
     || (rc = args_value(argc, argv, &i, "--where", &zWhere))
     || (rc = args_value(argc, argv, &i, "--collection", &zCollection)) ){
      if( rc<0 ) return EXIT_USAGE;
    }else if( argv[i][0]=='-' || zDb ){
      return cli_bad_argument("print", argv[i]);
    }else{
      zDb = argv[i++];
    }
  }
  if( zDb==0 ) return cli_missing("print", "DB");
  if( zOut==0 ) return cli_missing("print", "-o FILE (the sheets to write)");
  if( (e = out_kind(zOut))<0 ){
    return cli_usage_error("print: %s: name a .pdf, .svg or .html file", zOut);
  }
  if( zFrom ){
    if( !steps ) return cli_usage_error("print: --steps-from needs --steps");
    if( (minScore = args_score("print: --steps-from", zFrom))<0 ){
      return EXIT_USAGE;
    }
  }
  memset(&s, 0, sizeof(s));
  s.e = (OutKind)e;
  s.zPath = zOut;
  s.perPage = atoi(zPer);
  if( s.perPage!=1 && s.perPage!=2 && s.perPage!=4 && s.perPage!=6 ){
    return cli_usage_error("print: --per-page must be 1, 2, 4 or 6");
  }
  rc = db_open("print", zDb, DB_OPEN_READ, &db);
  if( rc ) return rc;
  if( zCollection && db_check_collection(db, "print", zCollection) ){
    sqlite3_close(db);
    return EXIT_FAIL;
  }
  rc = print_sheets(db, &s, zCollection, zWhere, answers, steps, minScore);
  sqlite3_close(db);
  return rc;
}
