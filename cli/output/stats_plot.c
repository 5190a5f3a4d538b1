/* SPDX-License-Identifier: MIT */
/*
** stats_plot.c: the histogram of ratings of `sudokudb stats --plot` (see
** stats_plot.h).  One bar per band of one point on the Sudoku Explainer
** scale (band 4 holds the ratings 4.0 to 4.9), from band 1 (or lower) to
** band 10 (or higher; 20 holds 20 and up), each as high as its count on a
** count axis with round ticks; counts are written with thousands
** separators (12,345), and the plot starts right of the widest tick
** label, which the axis's title stands clear of.  Every bar is a <rect class="bar"> with
** data-band and data-count attributes, so that a program (the tests) can
** read the figures back.
*/
#include "cli.h"
#include "stats_plot.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#define PLOT_MAX_BAND 20

/* The picture: its size and the plot area, in pixels (the left edge of
** the plot follows the tick labels' width: plot_left). */
#define PLOT_W      660
#define PLOT_H      400
#define PLOT_RIGHT  640
#define PLOT_TOP     70
#define PLOT_BASE   340

/* Ratings per band of the collection zCollection (NULL: all), rounded to
** tenths as they are shown; 20 holds PLOT_MAX_BAND and up. */
static const char zBandSql[] =
  "SELECT min(CAST(round(rating*10) AS INT)/10, 20), count(*)"
  " FROM puzzle WHERE rating IS NOT NULL AND (?1 IS NULL OR collection_id="
  "(SELECT id FROM collection WHERE name=?1)) GROUP BY 1 ORDER BY 1";

/* Count the rated puzzles of each band into an (PLOT_MAX_BAND+1 of them).
** Returns an SQLite code. */
static int read_bands(sqlite3 *db, const char *zCollection, long long *an){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(db, zBandSql, -1, &pStmt, 0);
  if( rc ) return rc;
  if( zCollection ){
    sqlite3_bind_text(pStmt, 1, zCollection, -1, SQLITE_STATIC);
  }
  while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    int b = sqlite3_column_int(pStmt, 0);
    an[b<0 ? 0 : b] += sqlite3_column_int64(pStmt, 1);
  }
  sqlite3_finalize(pStmt);
  return rc==SQLITE_DONE ? SQLITE_OK : rc;
}

/* The step of the count axis: 1, 2 or 5 times a power of ten, the
** smallest that reaches nMax in at most five steps. */
static long long tick_step(long long nMax){
  long long step = 1;
  for(;;){
    static const int aMul[] = { 1, 2, 5 };
    int i;
    for(i=0; i<3; i++){
      if( nMax <= 5*step*aMul[i] ) return step*aMul[i];
    }
    step *= 10;
  }
}

/* Count n with a comma between each three digits into z (32 bytes). */
static void with_commas(long long n, char *z){
  char zDigits[32];
  int len = snprintf(zDigits, sizeof(zDigits), "%lld", n), i, j = 0;
  for(i=0; i<len; i++){
    if( i>0 && zDigits[i-1]!='-' && (len-i)%3==0 ) z[j++] = ',';
    z[j++] = zDigits[i];
  }
  z[j] = 0;
}

/* The title of the count axis is 13 px high with its baseline this far
** from the left edge; the tick labels end 8 px left of the axis; a 12 px
** label's characters are at most 7 px wide.  The plot's left edge:
** the widest label (yMax's) and a 12 px gap right of the title. */
#define PLOT_TITLE_X 20
static int plot_left(long long yMax){
  char z[32];
  with_commas(yMax, z);
  return PLOT_TITLE_X + 12 + 7*(int)strlen(z) + 8;
}

/* Text z with the characters XML gives a meaning escaped. */
static void put_escaped(FILE *f, const char *z){
  for(; *z; z++){
    switch( *z ){
      case '<':  fputs("&lt;", f);   break;
      case '>':  fputs("&gt;", f);   break;
      case '&':  fputs("&amp;", f);  break;
      case '"':  fputs("&quot;", f); break;
      default:   fputc(*z, f);       break;
    }
  }
}

/* The axes, their ticks and titles, for counts up to yMax in steps, the
** plot's left edge at `left`. */
static void put_axes(FILE *f, long long yMax, long long step, int left){
  long long v;
  char z[32];
  for(v=0; v<=yMax; v+=step){
    double y = PLOT_BASE - (double)v*(PLOT_BASE-PLOT_TOP)/(double)yMax;
    with_commas(v, z);
    fprintf(f, "<line x1=\"%d\" y1=\"%.2f\" x2=\"%d\" y2=\"%.2f\" "
            "stroke=\"%s\" stroke-width=\"1\"/>\n", left-5, y,
            PLOT_RIGHT, y, v ? "#dddddd" : "#000000");
    fprintf(f, "<text class=\"tick\" x=\"%d\" y=\"%.2f\" "
            "font-size=\"12\" text-anchor=\"end\">%s</text>\n",
            left-8, y+4, z);
  }
  fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
          "stroke=\"#000000\" stroke-width=\"1\"/>\n",
          left, PLOT_TOP, left, PLOT_BASE);
  fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"13\" "
          "text-anchor=\"middle\">rating band (Sudoku Explainer scale; "
          "4 holds 4.0 to 4.9)</text>\n",
          (left+PLOT_RIGHT)/2, PLOT_BASE+45);
  fprintf(f, "<text transform=\"rotate(-90)\" x=\"%d\" y=\"%d\" "
          "font-size=\"13\" text-anchor=\"middle\">puzzles</text>\n",
          -(PLOT_TOP+PLOT_BASE)/2, PLOT_TITLE_X);
}

/* The picture of the counts an[lo..hi] (nAll in all) into f. */
static void put_plot(FILE *f, const char *zCollection, const long long *an,
                     int lo, int hi, long long nAll){
  long long nMax = 0, step, yMax;
  double slot;
  int b, left;
  char z[32];
  for(b=lo; b<=hi; b++) if( an[b]>nMax ) nMax = an[b];
  step = tick_step(nMax ? nMax : 1);
  yMax = (nMax+step-1)/step*step;
  if( yMax==0 ) yMax = step;
  left = plot_left(yMax);
  slot = (double)(PLOT_RIGHT-left)/(hi-lo+1);
  fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
          "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">\n"
          "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" "
          "fill=\"#ffffff\"/>\n", PLOT_W, PLOT_H, PLOT_W, PLOT_H,
          PLOT_W, PLOT_H);
  fprintf(f, "<text x=\"%d\" y=\"30\" font-size=\"18\" "
          "text-anchor=\"middle\">Ratings: ", PLOT_W/2);
  put_escaped(f, zCollection ? zCollection : "all collections");
  with_commas(nAll, z);
  fprintf(f, "</text>\n<text x=\"%d\" y=\"50\" font-size=\"12\" "
          "text-anchor=\"middle\">%s rated puzzle%s%s</text>\n", PLOT_W/2,
          z, nAll==1 ? "" : "s",
          nAll ? "" : " (run sudokudb rate)");
  put_axes(f, yMax, step, left);
  for(b=lo; b<=hi; b++){
    double x = left + slot*(b-lo);
    double h = (double)an[b]*(PLOT_BASE-PLOT_TOP)/(double)yMax;
    fprintf(f, "<rect class=\"bar\" data-band=\"%d\" data-count=\"%lld\" "
            "x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" "
            "fill=\"#4a7ab8\"/>\n", b, an[b], x+slot*0.1, PLOT_BASE-h,
            slot*0.8, h);
    if( an[b] ){
      with_commas(an[b], z);
      fprintf(f, "<text class=\"count\" x=\"%.2f\" y=\"%.2f\" "
              "font-size=\"11\" text-anchor=\"middle\">%s</text>\n",
              x+slot/2, PLOT_BASE-h-4, z);
    }
    fprintf(f, "<text class=\"band\" x=\"%.2f\" y=\"%d\" "
            "font-size=\"12\" text-anchor=\"middle\">%d%s</text>\n",
            x+slot/2, PLOT_BASE+18,
            b, b==PLOT_MAX_BAND ? "+" : "");
  }
  fputs("</svg>\n", f);
}

int stats_plot(sqlite3 *db, const char *zCollection, const char *zPath){
  long long an[PLOT_MAX_BAND+1], nAll = 0;
  int lo = 1, hi = 10, b, rc;
  FILE *f;
  memset(an, 0, sizeof(an));
  if( (rc = read_bands(db, zCollection, an))!=SQLITE_OK ){
    fprintf(stderr, "sudokudb stats: reading the ratings: %s\n",
            sqlite3_errstr(rc));
    return EXIT_FAIL;
  }
  for(b=0; b<=PLOT_MAX_BAND; b++){
    nAll += an[b];
    if( an[b] && b<lo ) lo = b;
    if( an[b] && b>hi ) hi = b;
  }
  if( (f = fopen(zPath, "w"))==0 ){
    fprintf(stderr, "sudokudb stats: cannot write %s: %s\n", zPath,
            strerror(errno));
    return EXIT_FAIL;
  }
  put_plot(f, zCollection, an, lo, hi, nAll);
  if( ferror(f) | fclose(f) ){
    fprintf(stderr, "sudokudb stats: writing %s failed: %s\n", zPath,
            strerror(errno));
    return EXIT_FAIL;
  }
  if( nAll==0 ){
    fprintf(stderr, "sudokudb stats: no rated puzzles to plot in %s (run "
            "sudokudb rate)\n", zPath);
  }
  return EXIT_OK;
}
