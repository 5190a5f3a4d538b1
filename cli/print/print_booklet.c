/* SPDX-License-Identifier: MIT */
/*
** print_booklet.c: the puzzle and answer pages of `sudokudb print` (see
** print_booklet.h).
*/
#include "db.h"
#include "grade.h"
#include "grid.h"
#include "print_booklet.h"
#include "print_variant.h"
#include "rules.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* One row to draw, read by id. */
typedef struct BookRow BookRow;
struct BookRow {
  const char *zPuzzle;
  const char *zSolution;    /* answers: the stored or computed one */
  const char *zRules;
  const char *zGrade;       /* a grade's name, or NULL */
  double rating;
  int rated;
};

void booklet_head(const Booklet *b, const char *zHeading){
  PrintOut *o = b->o;
  long x = o->paper.margin, y = o->paper.margin;
  if( b->zTitle && o->iPage==1 ){
    print_out_label(o, o->paper.w/2, y + 150, PRINT_TITLE_FONT, b->zTitle,
                    PRINT_CENTRE, 1, "#000000");
    if( b->zSubtitle ){
      print_out_label(o, o->paper.w/2, y + 255, PRINT_SUB_FONT, b->zSubtitle,
                      PRINT_CENTRE, 0, "#404040");
    }
  }else if( b->zTitle ){
    print_out_label(o, o->paper.w/2, y + 90, PRINT_RUNNING_FONT, b->zTitle,
                    PRINT_CENTRE, 0, "#606060");
  }
  if( zHeading ){
    print_out_label(o, x, y + PRINT_HEAD_H - 40, PRINT_HEADING_FONT,
                    zHeading, PRINT_LEFT, 1, "#000000");
  }
}

/* The font size that fits text z in width w, at most `size`. */
static long fit_font(const char *z, long w, long size){
  long n = (long)strlen(z), fit = n ? w*1000/(n*PRINT_CHAR_W) : size;
  return fit<size ? fit : size;
}

/* The caption of puzzle number iNum over the picture at (x, y) of side
** `size`: its number bold, then zWords; the rating of row r at the right
** end when shown (r NULL: an answer's caption, smaller). */
static void caption(const Booklet *b, int iNum, const char *zWords,
                    const BookRow *r, long x, long y, long size){
  PrintOut *o = b->o;
  char zNum[16], zRating[32];
  long m = picture_margin(size), yb = y - 40, wNum;
  long numFont = r ? PRINT_NUMBER_FONT : PRINT_CAPTION_FONT;
  snprintf(zNum, sizeof(zNum), "%d", iNum);
  wNum = (long)strlen(zNum)*numFont*PRINT_CHAR_W*12/10000;
  print_out_label(o, x + m, yb, numFont, zNum, PRINT_LEFT, 1, "#000000");
  if( zWords[0] ){
    print_out_label(o, x + m + wNum + numFont*6/10, yb,
                    fit_font(zWords, size - 2*m - wNum - 600,
                             PRINT_CAPTION_FONT),
                    zWords, PRINT_LEFT, 0, "#000000");
  }
  if( r && b->showRating && r->rated ){
    snprintf(zRating, sizeof(zRating), "rating %.1f", r->rating);
    print_out_label(o, x + size - m, yb, PRINT_CAPTION_FONT, zRating,
                    PRINT_RIGHT, 0, "#404040");
  }
}

/* Where rule line z breaks in two to fit width w at PRINT_RULE_MIN and
** more: after the "; " between clauses or before the " and " between
** units nearest its middle.  Returns the length of the first line (the
** second starts after the blank there), or 0 when z fits on one line or
** cannot break. */
static size_t rule_break(const char *z, long w){
  size_t n = strlen(z), best = 0, i;
  if( fit_font(z, w, PRINT_RULE_FONT)>=PRINT_RULE_MIN ) return 0;
  for(i=1; i+5<n; i++){
    size_t at = z[i]==';' && z[i+1]==' ' ? i+1
              : strncmp(z+i, " and ", 5)==0 ? i : 0;
    if( at && (best==0 || (at>n/2 ? at-n/2 : n/2-at)
                          < (best>n/2 ? best-n/2 : n/2-best)) ){
      best = at;
    }
  }
  return best;
}

/* The rule line z of a picture whose grid is w wide at x and ends at y:
** one line, or two (rule_break), in the largest font that fits. */
static void rule_lines(PrintOut *o, const char *z, long x, long y, long w){
  char zFirst[PRINT_VARIANT_MAX];
  size_t at = rule_break(z, w);
  long fs;
  if( at==0 ){
    print_out_label(o, x, y + PRINT_RULE_FONT*85/100,
                    fit_font(z, w, PRINT_RULE_FONT), z, PRINT_LEFT, 0,
                    "#404040");
    return;
  }
  snprintf(zFirst, sizeof(zFirst), "%.*s", (int)at, z);
  fs = fit_font(zFirst, w, PRINT_RULE_FONT);
  if( fit_font(z+at+1, w, PRINT_RULE_FONT)<fs ){
    fs = fit_font(z+at+1, w, PRINT_RULE_FONT);
  }
  print_out_label(o, x, y + fs*85/100, fs, zFirst, PRINT_LEFT, 0, "#404040");
  print_out_label(o, x, y + fs*195/100, fs, z+at+1, PRINT_LEFT, 0,
                  "#404040");
}

/* The words of a puzzle's caption into z (n bytes): its variant's name
** or its size (other than 9x9), then its grade, capitalised. */
static void caption_words(const Grid *g, const Rules *rules,
                          const BookRow *r, char *z, size_t n){
  char zName[PRINT_VARIANT_MAX];
  print_variant_name(rules, zName);
  if( zName[0]==0 && g->side!=9 ){
    snprintf(zName, sizeof(zName), "%dx%d", g->side, g->side);
  }
  snprintf(z, n, "%s%s%s", zName, zName[0] && r->zGrade ? "  \xc2\xb7  " : "",
           r->zGrade ? r->zGrade : "");
  if( r->zGrade ){
    size_t i = strlen(z) - strlen(r->zGrade);
    z[i] = (char)toupper((unsigned char)z[i]);
  }
}

/* Draw row r in slot k of the current page (a cols x rows grid over the
** body of the page, `below` under each picture for a rule line),
** numbered iNum; answers: small, with its solution.  Returns 0, or -1
** when out of memory. */
static int draw_slot(const Booklet *b, const BookRow *r, int iNum, int k,
                     int cols, int rows, long below, int answers){
  PrintOut *o = b->o;
  PrintBox body;
  Grid g, sol;
  Rules rules;
  Picture pic;
  char zErr[JSON_ERR_MAX], zWords[PRINT_VARIANT_MAX + 64];
  char zRule[PRINT_VARIANT_MAX];
  long x, y, size, m;
  memset(&pic, 0, sizeof(pic));
  if( grid_parse(&g, r->zPuzzle, strlen(r->zPuzzle), GRID_ALPHA_AUTO, zErr) ){
    return 0;   /* stored rows are normalized puzzles: not reached */
  }
  pic.puzzle = &g;
  if( rules_parse(&rules, r->zRules, -1, g.side, zErr) ){
    rules_plain_of(&rules, g.side);   /* stored rules are checked */
  }
  pic.rules = &rules;
  print_body(&o->paper, &body);
  print_slot(&body, cols, rows, k, below, &x, &y, &size);
  m = picture_margin(size);
  if( answers ){
    if( r->zSolution
     && grid_parse(&sol, r->zSolution, strlen(r->zSolution),
                   GRID_ALPHA_AUTO, zErr)==0 ){
      pic.solution = &sol;
    }
    caption(b, iNum, pic.solution ? "" : "(no solution)", 0, x, y, size);
  }else{
    caption_words(&g, &rules, r, zWords, sizeof(zWords));
    caption(b, iNum, zWords, r, x, y, size);
    print_variant_rule(&rules, zRule);
    if( zRule[0] ) rule_lines(o, zRule, x + m, y + size, size - 2*m);
  }
  return picture_draw(&pic, &o->c, x, y, size)<0 ? -1 : 0;
}

/* Read the row of pStmt (bound to its id, stepped) into r; its grade
** column's 'unrated' and 'variant' (rate's marks of rows it cannot rate)
** are no grade. */
static void read_row(sqlite3_stmt *pStmt, BookRow *r){
  int lo, hi;
  r->zPuzzle = (const char*)sqlite3_column_text(pStmt, 0);
  r->zSolution = (const char*)sqlite3_column_text(pStmt, 1);
  r->zRules = (const char*)sqlite3_column_text(pStmt, 2);
  r->zGrade = (const char*)sqlite3_column_text(pStmt, 3);
  if( r->zGrade && !grade_band(r->zGrade, &lo, &hi) ) r->zGrade = 0;
  r->rated = sqlite3_column_type(pStmt, 4)!=SQLITE_NULL;
  r->rating = sqlite3_column_double(pStmt, 4);
}

/* The heading of a grade's section into z (n bytes): the grade's name
** capitalised ("Easy", ..., "Extreme"), "Variants" for the rows rate
** marks 'variant', else "Unrated". */
static void grade_heading(const char *zGrade, char *z, size_t n){
  int lo, hi;
  if( zGrade && grade_band(zGrade, &lo, &hi) ){
    snprintf(z, n, "%s", zGrade);
    z[0] = (char)toupper((unsigned char)z[0]);
  }else{
    snprintf(z, n, "%s", zGrade && strcmp(zGrade, "variant")==0
                         ? "Variants" : "Unrated");
  }
}

/* The heading of a page of grade order into z (n bytes): the sections
** of its rows (i0 and the next, perPage at most) in order, "Easy" or
** "Easy Â· Medium".  Returns 0, or -1 after a message. */
static int page_heading(const Booklet *b, int i0, int perPage, char *z,
                        size_t n){
  sqlite3_stmt *pStmt = 0;
  char zLast[32], zThis[32];
  int i, rc = 0;
  z[0] = zLast[0] = 0;
  if( sqlite3_prepare_v2(b->db, "SELECT grade FROM puzzle WHERE id=?1", -1,
                         &pStmt, 0) ){
    db_report(b->db, "print", "reading puzzles");
    return -1;
  }
  for(i=i0; i<i0+perPage && i<b->sel->n; i++){
    sqlite3_bind_int64(pStmt, 1, b->sel->a[i].id);
    if( sqlite3_step(pStmt)!=SQLITE_ROW ){
      db_report(b->db, "print", "reading puzzles");
      rc = -1;
      break;
    }
    grade_heading((const char*)sqlite3_column_text(pStmt, 0), zThis,
                  sizeof(zThis));
    if( strcmp(zThis, zLast)!=0 ){
      size_t len = strlen(z);
      snprintf(z+len, n-len, "%s%s", len ? " \xc2\xb7 " : "", zThis);
      memcpy(zLast, zThis, sizeof(zLast));
    }
    sqlite3_reset(pStmt);
  }
  sqlite3_finalize(pStmt);
  return rc;
}

/* Draw every row of the selection, perPage a page (answers: with their
** solutions, the first answer page under the heading "Answers"; puzzles
** in grade order: each page under the sections of its rows).  Returns 0,
** or -1 after a message. */
static int draw_pages(const Booklet *b, int perPage, long below, int answers){
  static const char zSql[] =
    "SELECT puzzle, %s, rules, grade, rating FROM puzzle WHERE id=?1";
  PrintOut *o = b->o;
  PrintBox body;
  sqlite3_stmt *pStmt = 0;
  char *zQuery = sqlite3_mprintf(zSql, answers
      ? "coalesce(solution, sudoku_solve(puzzle, rules))" : "NULL");
  char zHeading[200];
  int i, k = 0, cols, rows, rc = 0;
  print_body(&o->paper, &body);
  print_grid(perPage, &body, below, &cols, &rows);
  if( zQuery==0 || sqlite3_prepare_v2(b->db, zQuery, -1, &pStmt, 0) ){
    sqlite3_free(zQuery);
    db_report(b->db, "print", "reading puzzles");
    return -1;
  }
  sqlite3_free(zQuery);
  for(i=0; rc==0 && i<b->sel->n; i++){
    BookRow r;
    if( k==0 ){
      zHeading[0] = 0;
      if( answers && i==0 ){
        snprintf(zHeading, sizeof(zHeading), "Answers");
      }else if( !answers && b->order==PRINT_BY_GRADE
             && page_heading(b, i, perPage, zHeading, sizeof(zHeading)) ){
        rc = -1;
        break;
      }
      print_out_begin(o);
      booklet_head(b, zHeading[0] ? zHeading : 0);
    }
    sqlite3_bind_int64(pStmt, 1, b->sel->a[i].id);
    if( sqlite3_step(pStmt)!=SQLITE_ROW ){
      db_report(b->db, "print", "reading puzzles");
      rc = -1;
      break;
    }
    read_row(pStmt, &r);
    if( r.zPuzzle==0
     || draw_slot(b, &r, i+1, k, cols, rows, below, answers) ){
      fputs("sudokudb print: out of memory\n", stderr);
      rc = -1;
    }
    sqlite3_reset(pStmt);
    if( rc==0 && ++k==perPage ){
      k = 0;
      rc = print_out_end(o);
    }
  }
  if( rc==0 && k>0 ) rc = print_out_end(o);
  sqlite3_finalize(pStmt);
  return rc;
}

/* The band under each picture for the rule lines of b's variants: none
** without variants, two lines when one breaks (rule_break) at the width
** of the pictures of a band of one line.  -1 after a message. */
static long rule_band(const Booklet *b){
  PrintBox body;
  sqlite3_stmt *pStmt = 0;
  long x, y, size, band = PRINT_RULE_H;
  int i, cols, rows;
  if( !b->sel->hasVariant ) return 0;
  print_body(&b->o->paper, &body);
  print_grid(b->perPage, &body, band, &cols, &rows);
  print_slot(&body, cols, rows, 0, band, &x, &y, &size);
  size -= 2*picture_margin(size);
  if( sqlite3_prepare_v2(b->db, "SELECT puzzle, rules FROM puzzle"
                         " WHERE id=?1", -1, &pStmt, 0) ){
    db_report(b->db, "print", "reading puzzles");
    return -1;
  }
  for(i=0; band==PRINT_RULE_H && i<b->sel->n; i++){
    const char *zPuzzle, *zRules;
    char zErr[JSON_ERR_MAX], zRule[PRINT_VARIANT_MAX];
    Grid g;
    Rules rules;
    if( !b->sel->a[i].variant ) continue;
    sqlite3_bind_int64(pStmt, 1, b->sel->a[i].id);
    if( sqlite3_step(pStmt)==SQLITE_ROW
     && (zPuzzle = (const char*)sqlite3_column_text(pStmt, 0))!=0
     && (zRules = (const char*)sqlite3_column_text(pStmt, 1))!=0
     && grid_parse(&g, zPuzzle, strlen(zPuzzle), GRID_ALPHA_AUTO, zErr)==0
     && rules_parse(&rules, zRules, -1, g.side, zErr)==0 ){
      print_variant_rule(&rules, zRule);
      if( rule_break(zRule, size) ) band = PRINT_RULE2_H;
    }
    sqlite3_reset(pStmt);
  }
  sqlite3_finalize(pStmt);
  return band;
}

int booklet_puzzles(const Booklet *b){
  long band = rule_band(b);
  return band<0 ? -1 : draw_pages(b, b->perPage, band, 0);
}

int booklet_answers(const Booklet *b){
  return draw_pages(b, b->answersPerPage, 0, 1);
}
