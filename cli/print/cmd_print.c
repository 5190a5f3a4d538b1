/* SPDX-License-Identifier: MIT */
/*
** cmd_print.c: `sudokudb print DB -o FILE`: a booklet of the puzzles of
** DB: its options, and the parts in order.  The rows and their order are
** print_select.c's, the page plan print_layout.c's, the puzzle and
** answer pages print_booklet.c's, the step pages print_steps.c's, the
** output kinds print_out.c's (PDF and PNG through cairo, print_cairo.c;
** SVG and HTML as text, ext/picture/svg.c); the pictures are
** ext/picture/picture.c's layout.
*/
#include "cli.h"
#include "args.h"
#include "db.h"
#include "print_booklet.h"
#include "print_steps.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char zPrintHelp[] =
"usage: sudokudb print DB -o FILE.pdf|.png|.svg|.html [--title TEXT]\n"
"                         [--subtitle TEXT] [--order ORDER] [--limit N]\n"
"                         [--collection NAME] [--where SQL] [--paper SIZE]\n"
"                         [--per-page N] [--answers [--answers-per-page N]]\n"
"                         [--show-rating] [--dpi N]\n"
"                         [--steps [--steps-from SCORE]]\n"
"\n"
"Write a booklet of the puzzles of DB: a title block on the first page,\n"
"page numbers, the puzzles numbered 1..N in print order, each under its\n"
"number, its variant's name (Killer, Jigsaw, Sudoku X, ...) or its size\n"
"(other than 9x9) and its grade (Easy ... Extreme), a variant's rule in a\n"
"line under it; then, with --answers, the answers, small, each under its\n"
"puzzle's number.  The output's kind follows the file's extension: PDF,\n"
"PNG or SVG (one file per page: FILE.png for one page, else FILE-1.png,\n"
"FILE-2.png, ...), or HTML (a page per sheet when printed, as wide as the\n"
"screen on a narrower one).\n"
"\n"
"  -o FILE              the output file (.pdf, .png, .svg or .html)\n"
"  --title TEXT         the booklet's title (default Sudoku; also the\n"
"                       PDF's, HTML's and SVG's title; '' for none)\n"
"  --subtitle TEXT      a line under the title\n"
"  --order ORDER        id (default), rating (easy to hard, the unrated\n"
"                       last), grade (the same, each page headed by the\n"
"                       grades of its puzzles), givens (most first), or\n"
"                       random:SEED (the same order for the same seed)\n"
"  --limit N            the first N puzzles of that order\n"
"  --collection NAME    only puzzles of this collection\n"
"  --where SQL          only rows matching this condition on the puzzle\n"
"                       table (no ORDER BY or LIMIT: see the two above)\n"
"  --paper SIZE         A4 (default), Letter, A5, or WxH in millimetres\n"
"                       (such as 120x180); margins of 13 mm (12 mm on\n"
"                       paper under 180 mm wide)\n"
"  --per-page N         puzzles a page, 1 to 12 (default 4; 2 for 16x16\n"
"                       and 1 for larger grids)\n"
"  --answers            answer pages after the puzzles (the stored\n"
"                       solution, else one computed under the rules)\n"
"  --answers-per-page N answers a page, 1 to 20 (default 12, 9 on paper\n"
"                       under 180 mm wide; 4 for 16x16, 2 for larger)\n"
"  --show-rating        each puzzle's rating beside its caption\n"
"  --dpi N              PNG: pixels an inch, 36 to 600 (default 150)\n"
"  --steps              after them, each plain 9x9 puzzle's step-by-step\n"
"                       solution: its hard steps drawn two to a page, each\n"
"                       with its hint (pattern, links, eliminations) under\n"
"                       its technique, score and sentence; the easier steps\n"
"                       before each counted by technique in a line\n"
"  --steps-from SCORE   the score of a hard step (default 4.0)\n"
"\n"
"Exit status: 0 done, 1 failed, 2 usage error.\n";

/* A count option's value from lo to hi, or -1 after a usage error. */
static int count_option(const char *zName, const char *zValue, int lo,
                        int hi){
  char c;
  int n;
  if( sscanf(zValue, "%d%c", &n, &c)!=1 || n<lo || n>hi ){
    cli_usage_error("print: %s must be from %d to %d", zName, lo, hi);
    return -1;
  }
  return n;
}

/* The puzzles a page for the largest grid maxSide, unless given. */
static int default_per_page(int maxSide){
  return maxSide<=9 ? 4 : maxSide<=16 ? 2 : 1;
}

/* The answers a page for the largest grid maxSide on paper p. */
static int default_answers_per_page(int maxSide, const PrintPaper *p){
  if( maxSide>16 ) return 2;
  if( maxSide>9 ) return 4;
  return p->wMm<180 ? 9 : 12;
}

/* The options of a print. */
typedef struct PrintArgs PrintArgs;
struct PrintArgs {
  const char *zDb, *zOut, *zPer, *zAnsPer, *zFrom, *zOrder, *zLimit;
  const char *zPaper, *zDpi;
  int answers, steps, showRating;
};

/* Print the booklet of the rows of q into o.  Returns an exit code. */
static int print_booklet(sqlite3 *db, PrintOut *o, Booklet *b,
                         const PrintQuery *q, const PrintArgs *a,
                         int minScore){
  PrintSel sel;
  int rc;
  if( print_select(db, q, &sel) ) return EXIT_FAIL;
  if( sel.n==0 ){
    fputs("sudokudb print: no puzzles to print\n", stderr);
    print_sel_free(&sel);
    return EXIT_FAIL;
  }
  b->o = o;
  b->db = db;
  b->sel = &sel;
  b->order = q->order;
  if( b->perPage==0 ) b->perPage = default_per_page(sel.maxSide);
  if( b->answersPerPage==0 ){
    b->answersPerPage = default_answers_per_page(sel.maxSide, &o->paper);
  }
  if( print_out_open(o) ){
    print_sel_free(&sel);
    return EXIT_FAIL;
  }
  rc = booklet_puzzles(b);
  if( rc==0 && a->answers ) rc = booklet_answers(b);
  if( rc==0 && a->steps ) rc = print_steps(b, minScore);
  print_sel_free(&sel);
  return print_out_close(o, rc);
}

/* Read the options into a, q and b; returns -1 when they are right, else the exit code to leave with. */
static int read_options(int argc, char **argv, PrintArgs *a, PrintQuery *q,
                        Booklet *b){
  int i = 1, rc;
  while( i<argc ){
    if( cli_is_help(argv[i]) ){
      fputs(zPrintHelp, stdout);
      return EXIT_OK;
    }
    if( strcmp(argv[i], "--answers")==0 ){
      a->answers = 1;
      i++;
    }else if( strcmp(argv[i], "--steps")==0 ){
      a->steps = 1;
      i++;
    }else if( strcmp(argv[i], "--show-rating")==0 ){
      b->showRating = 1;
      i++;
    }else if( (rc = args_value(argc, argv, &i, "-o", &a->zOut))
     || (rc = args_value(argc, argv, &i, "--steps-from", &a->zFrom))
     || (rc = args_value(argc, argv, &i, "--per-page", &a->zPer))
     || (rc = args_value(argc, argv, &i, "--answers-per-page", &a->zAnsPer))
     || (rc = args_value(argc, argv, &i, "--order", &a->zOrder))
     || (rc = args_value(argc, argv, &i, "--limit", &a->zLimit))
     || (rc = args_value(argc, argv, &i, "--paper", &a->zPaper))
     || (rc = args_value(argc, argv, &i, "--dpi", &a->zDpi))
     || (rc = args_value(argc, argv, &i, "--title", &b->zTitle))
     || (rc = args_value(argc, argv, &i, "--subtitle", &b->zSubtitle))
     || (rc = args_value(argc, argv, &i, "--where", &q->zWhere))
     || (rc = args_value(argc, argv, &i, "--collection", &q->zCollection)) ){
      if( rc<0 ) return EXIT_USAGE;
    }else if( argv[i][0]=='-' || a->zDb ){
      return cli_bad_argument("print", argv[i]);
    }else{
      a->zDb = argv[i++];
    }
  }
  return -1;
}

/* Check the options read and settle what they set; returns -1 when they
** are right, else the exit code to leave with. */
static int check_options(PrintArgs *a, PrintQuery *q, Booklet *b,
                         PrintOut *o, int *pMinScore){
  const char *zTail;
  int e;
  if( a->zDb==0 ) return cli_missing("print", "DB");
  if( a->zOut==0 ) return cli_missing("print", "-o FILE (the sheets to write)");
  if( (e = print_kind(a->zOut))<0 ){
    return cli_usage_error("print: %s: name a .pdf, .png, .svg or .html file",
                           a->zOut);
  }
  o->e = (PrintKind)e;
  o->zPath = a->zOut;
  if( a->zFrom ){
    if( !a->steps ) return cli_usage_error("print: --steps-from needs --steps");
    if( (*pMinScore = args_score("print: --steps-from", a->zFrom))<0 ){
      return EXIT_USAGE;
    }
  }
  if( a->zAnsPer && !a->answers ){
    return cli_usage_error("print: --answers-per-page needs --answers");
  }
  if( a->zPer
   && (b->perPage = count_option("--per-page", a->zPer, 1, 12))<0 ){
    return EXIT_USAGE;
  }
  if( a->zAnsPer && (b->answersPerPage = count_option("--answers-per-page",
                                                   a->zAnsPer, 1, 20))<0 ){
    return EXIT_USAGE;
  }
  if( a->zLimit
   && (q->limit = count_option("--limit", a->zLimit, 1, 1000000000))<0 ){
    return EXIT_USAGE;
  }
  if( a->zDpi && (o->dpi = count_option("--dpi", a->zDpi, 36, 600))<0 ){
    return EXIT_USAGE;
  }
  if( a->zOrder && print_order(a->zOrder, q) ){
    return cli_usage_error("print: --order %s: use id, rating, grade, givens"
                           " or random:SEED", a->zOrder);
  }
  if( print_paper(a->zPaper ? a->zPaper : "A4", &o->paper) ){
    return cli_usage_error("print: --paper %s: use A4, Letter, A5 or WxH in"
                           " millimetres (50 to 1000 each)", a->zPaper);
  }
  if( q->zWhere && (zTail = print_where_tail(q->zWhere))!=0 ){
    return cli_usage_error("print: --where takes a condition, not %s: use %s",
                           zTail, zTail[0]=='L' ? "--limit N"
                           : "--order id|rating|grade|givens|random:SEED");
  }
  if( b->zTitle==0 ) b->zTitle = "Sudoku";
  if( b->zTitle[0]==0 ) b->zTitle = 0;
  o->zTitle = b->zTitle;
  return -1;
}

int cmd_print(int argc, char **argv){
  PrintArgs a;
  PrintQuery q;
  Booklet b;
  PrintOut o;
  sqlite3 *db;
  int rc, minScore = 40;
  cli_set_help(zPrintHelp);
  memset(&a, 0, sizeof(a));
  memset(&q, 0, sizeof(q));
  memset(&b, 0, sizeof(b));
  memset(&o, 0, sizeof(o));
  q.limit = -1;
  o.dpi = 150;
  if( (rc = read_options(argc, argv, &a, &q, &b))>=0 ) return rc;
  if( (rc = check_options(&a, &q, &b, &o, &minScore))>=0 ) return rc;
  rc = db_open("print", a.zDb, DB_OPEN_READ, &db);
  if( rc ) return rc;
  if( q.zCollection && db_check_collection(db, "print", q.zCollection) ){
    sqlite3_close(db);
    return EXIT_FAIL;
  }
  rc = print_booklet(db, &o, &b, &q, &a, minScore);
  sqlite3_close(db);
  return rc;
}
