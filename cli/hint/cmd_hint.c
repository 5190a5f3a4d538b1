/* SPDX-License-Identifier: MIT */
/*
** cmd_hint.c: `sudokudb hint PUZZLE [STATE]` and `sudokudb explain
** PUZZLE [STATE]`: the next step, or every step, of a puzzle from the
** givens or a player's state, as text, as the JSON of sudoku_hint and
** sudoku_explain, or drawn as SVG (ext/fn/fn_hintpic.h).
*/
#include "cli.h"
#include "args.h"
#include "fn.h"
#include "fn_hintpic.h"
#include "fn_play.h"
#include "hint_input.h"
#include "hint_sheet.h"
#include "rate.h"
#include "rate_json.h"
#include "rate_why.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char zHintHelp[] =
"usage: sudokudb hint PUZZLE [STATE] [--format text|json|svg]\n"
"                     [--level nudge|pattern|full] [--size N] [--rules JSON]\n"
"\n"
"Print the next step of a 9x9 puzzle from its givens, or from a player's\n"
"STATE: their grid of values, their pencil marks (729 characters, a block\n"
"of 9 per cell) or a JSON object, as sudoku_hint takes it (docs/sql.md).\n"
"PUZZLE and STATE are the text itself, or the name of a file holding it,\n"
"or - for standard input (both -: the first line is the puzzle, the rest\n"
"the state).\n"
"\n"
"  --format text   one line: \"N. Technique (score): why => r3c4=7, r5c2<>7\"\n"
"                  (the default)\n"
"  --format json   sudoku_hint's JSON\n"
"  --format svg    the step drawn: its pattern by role, links as arrows,\n"
"                  eliminations struck out, the placement green\n"
"  --level L       json: nudge, pattern or full (the default)\n"
"  --size N        svg: the picture's side in pixels (default 450)\n"
"  --rules JSON    a variant's rules, as sudoku_hint takes them: the\n"
"                  variants SukakuExplainer rates (diagonals, windoku,\n"
"                  antiknight, antiking, nonconsecutive, disjointgroups,\n"
"                  girandola, asterisk, centredot), e.g. '{\"diagonals\":true}'\n"
"\n"
"A state with mistakes prints them (sudoku_hint's JSON) instead of a\n"
"step.  Exit status: 0 done (a solved grid prints nothing), 1 failed or\n"
"the state has mistakes, 2 usage error.\n";

static const char zExplainHelp[] =
"usage: sudokudb explain PUZZLE [STATE] [--format text|json|svg]\n"
"                        [--min SCORE] [--size N] [--rules JSON]\n"
"\n"
"Print every step that solves a 9x9 puzzle from its givens, or from a\n"
"player's STATE (as `sudokudb hint` takes them; see its --help).\n"
"\n"
"  --format text   a line a step: \"N. Technique (score): why => r3c4=7\"\n"
"                  (the default)\n"
"  --format json   sudoku_explain's JSON\n"
"  --format svg    one SVG of the steps drawn one below the other, each\n"
"                  under its number, technique, score and sentence\n"
"  --min SCORE     svg: only the steps of this score and above (the\n"
"                  others are counted in the caption of the next one)\n"
"  --size N        svg: each picture's side in pixels (default 450)\n"
"  --rules JSON    a variant's rules, as `sudokudb hint` takes them\n"
"\n"
"A state with mistakes prints them (JSON) instead of the steps.  Exit\n"
"status: 0 done, 1 failed or the state has mistakes, 2 usage error.\n";

enum { FORMAT_TEXT, FORMAT_JSON, FORMAT_SVG };

/* What the command was asked. */
typedef struct HintArgs HintArgs;
struct HintArgs {
  const char *zCmd;
  int isHint;
  int eFormat;
  int level;                /* RATE_JSON_*, for hint's json */
  int size;                 /* svg: pixels */
  int minScore;             /* svg of explain: tenths */
  const char *zRules;       /* --rules, or NULL */
  int nArg;                 /* PUZZLE [STATE] */
  char *azArg[2];
};

/* The steps being printed or drawn. */
typedef struct HintRun HintRun;
struct HintRun {
  const HintArgs *a;
  const Grid *g;
  const Rules *r;           /* the variant's rules, or NULL */
  FnHintPic *h;             /* svg */
  HintSvg svg;
  int nEasy;                /* svg: steps below --min since the last drawn */
  int nomem;
};

/* Print step v as a line of text. */
static void print_text(const RateStepView *v){
  const RateWhy *w = v->why;
  int k;
  printf("%d. %s (%.1f)", v->iStep+1, rate_tech_name(v->tech),
         v->score/10.0);
  if( w && w->say.n>0 ) printf(": %s", w->say.z);
  for(k=0; k<v->n; k++){
    const RateAction *x = &v->a[k];
    printf("%s r%dc%d%s%d", k ? "," : " =>", x->cell/9+1, x->cell%9+1,
           x->place ? "=" : "<>", x->digit);
  }
  putchar('\n');
}

/* Draw step v, or count it as easy (below --min). */
static int draw_step(HintRun *r, const RateStepView *v){
  char zFirst[80];
  if( v->score<r->a->minScore ){
    r->nEasy++;
    return 0;
  }
  if( fn_hintpic_step(r->h, r->g, v) ){
    r->nomem = 1;
    return 1;
  }
  if( r->nEasy>0 ){
    snprintf(zFirst, sizeof(zFirst), "(%d easier step%s before)", r->nEasy,
             r->nEasy==1 ? "" : "s");
  }
  hint_svg_add(&r->svg, r->h, r->nEasy>0 ? zFirst : 0);
  r->nEasy = 0;
  return 0;
}

static int each_step(void *pArg, const RateStepView *v){
  HintRun *r = (HintRun*)pArg;
  if( r->a->eFormat==FORMAT_TEXT ){
    print_text(v);
    return 0;
  }
  return draw_step(r, v);
}

/* Report o's error, or its answer of the state's mistakes; returns the
** exit code. */
static int report(const HintArgs *a, const FnOut *o){
  if( o->eType==FN_ERROR ){
    fprintf(stderr, "sudokudb %s: %.*s\n", a->zCmd, (int)o->n, o->z);
  }else if( o->eType==FN_JSON ){
    printf("%.*s\n", (int)o->n, o->z);   /* the mistakes */
  }else{
    fprintf(stderr, "sudokudb %s: the puzzle has not exactly one "
            "solution\n", a->zCmd);
  }
  return EXIT_FAIL;
}

/* Text or SVG: the steps of g under the rules r (NULL: plain) through
** rate_from.  Returns an exit code. */
static int run_steps(const HintArgs *a, const Grid *g, const Rules *r,
                     const FnPlay *play, Work *w){
  RateOptions opt = { 0, 0, 0, 0, 0 };
  RateResult res;
  RateWhy why;
  HintRun run;
  FnOut o;
  int ok, rc = EXIT_OK;
  memset(&run, 0, sizeof(run));
  run.a = a;
  run.g = g;
  run.r = r;
  if( a->eFormat==FORMAT_SVG ){
    run.h = (FnHintPic*)malloc(sizeof(FnHintPic));
    if( run.h==0 ){
      fprintf(stderr, "sudokudb %s: out of memory\n", a->zCmd);
      return EXIT_FAIL;
    }
    fn_hintpic_init(run.h);
    hint_svg_open(&run.svg, a->size, r);
  }
  rate_why_init(&why);
  fn_init(&o);
  opt.maxSteps = a->isHint ? 1 : 0;
  opt.why = &why;
  opt.xStep = each_step;
  opt.pArg = &run;
  ok = fn_rate_from(&o, g, play, r, &opt, &res, w);
  if( !ok ){
    rc = report(a, &o);
  }else if( run.nomem || why.oom ){
    fprintf(stderr, "sudokudb %s: out of memory\n", a->zCmd);
    rc = EXIT_FAIL;
  }
  if( run.h ){
    char *z = hint_svg_close(&run.svg);
    if( z==0 && rc==EXIT_OK ){
      fprintf(stderr, "sudokudb %s: out of memory\n", a->zCmd);
      rc = EXIT_FAIL;
    }
    /* a solved grid, or no step at --min: nothing drawn */
    if( rc==EXIT_OK && res.nStep>0 && run.svg.h>0 ) fputs(z, stdout);
    free(z);
    fn_hintpic_free(run.h);
    free(run.h);
  }
  fn_free(&o);
  rate_why_free(&why);
  return rc;
}

/* The command's run on its puzzle and state texts.  Returns an exit
** code. */
static int run(const HintArgs *a, char **azText){
  FnPlay play;
  FnOut o;
  Grid g;
  Rules rules, *r = 0;
  Work w = {.limit = 50*WORK_DEFAULT_LIMIT, .threads = 1,
           .memLimit = WORK_DEFAULT_MEMORY};
  int rc = EXIT_OK;
  fn_init(&o);
  if( !fn_grid(&o, "puzzle", azText[0], strlen(azText[0]), &g) ){
    return report(a, &o);
  }
  if( g.box!=3 ){
    fprintf(stderr, "sudokudb %s: only 9x9 puzzles are explained\n",
            a->zCmd);
    return EXIT_FAIL;
  }
  if( a->zRules ){
    if( !fn_rules(&o, a->zRules, strlen(a->zRules), &g, &rules) ){
      return report(a, &o);
    }
    r = &rules;
  }
  if( a->nArg>1 ){
    Grid sol;
    unsigned long long n;
    if( !fn_play_read(&o, azText[1], strlen(azText[1]), &g, &play) ){
      return report(a, &o);
    }
    /* a state's mistakes are printed in every format, instead of steps */
    if( !fn_solve_grid(&o, &g, r, 2, &sol, 0, &w, &n) || n!=1
     || !fn_play_check(&o, &g, &sol, r, &play) ){
      rc = report(a, &o);
      fn_free(&o);
      return rc;
    }
  }
  if( a->eFormat!=FORMAT_JSON ){
    return run_steps(a, &g, r, a->nArg>1 ? &play : 0, &w);
  }
  if( a->isHint ) fn_hint(&o, &g, a->nArg>1 ? &play : 0, a->level, r, &w);
  else fn_explain(&o, &g, a->nArg>1 ? &play : 0, r, &w);
  if( o.eType==FN_JSON ){
    printf("%.*s\n", (int)o.n, o.z);
  }else if( o.eType!=FN_NULL || !a->isHint ){
    rc = report(a, &o);
  }
  fn_free(&o);
  return rc;
}

/* Read the options into a; returns -1 when done (help), else 0, or an
** exit code > 0 after a usage error. */
static int read_args(HintArgs *a, const char *zHelp, int argc, char **argv){
  const char *zFormat = "text", *zLevel = 0, *zSize = 0, *zMin = 0;
  int i = 1, rc;
  while( i<argc ){
    if( cli_is_help(argv[i]) ){
      fputs(zHelp, stdout);
      return -1;
    }
    if( (rc = args_value(argc, argv, &i, "--format", &zFormat))
     || (rc = args_value(argc, argv, &i, "--size", &zSize))
     || (rc = args_value(argc, argv, &i, "--rules", &a->zRules))
     || (a->isHint && (rc = args_value(argc, argv, &i, "--level", &zLevel)))
     || (!a->isHint && (rc = args_value(argc, argv, &i, "--min", &zMin))) ){
      if( rc<0 ) return EXIT_USAGE;
    }else if( (argv[i][0]=='-' && argv[i][1]) || a->nArg==2 ){
      return cli_bad_argument(a->zCmd, argv[i]);
    }else{
      a->azArg[a->nArg++] = argv[i++];
    }
  }
  if( a->nArg==0 ) return cli_missing(a->zCmd, "PUZZLE");
  if( strcmp(zFormat, "text")==0 ) a->eFormat = FORMAT_TEXT;
  else if( strcmp(zFormat, "json")==0 ) a->eFormat = FORMAT_JSON;
  else if( strcmp(zFormat, "svg")==0 ) a->eFormat = FORMAT_SVG;
  else return cli_usage_error("%s: --format must be text, json or svg",
                              a->zCmd);
  a->level = RATE_JSON_FULL;
  if( zLevel ){
    FnOut o;
    fn_init(&o);
    if( !fn_hint_level(&o, zLevel, strlen(zLevel), &a->level) ){
      return cli_usage_error("%s: --%.*s", a->zCmd, (int)o.n, o.z);
    }
  }
  a->size = 450;
  if( zSize ){
    long n = args_positive("--size", zSize);
    if( n<0 ) return EXIT_USAGE;
    if( n<SVG_MIN_SIZE || n>SVG_MAX_SIZE ){
      return cli_usage_error("%s: --size must be from %d to %d", a->zCmd,
                             SVG_MIN_SIZE, SVG_MAX_SIZE);
    }
    a->size = (int)n;
  }
  if( zMin && (a->minScore = args_score("explain: --min", zMin))<0 ){
    return EXIT_USAGE;
  }
  return 0;
}

/* hint (isHint 1) or explain. */
static int hint_command(int isHint, int argc, char **argv){
  const char *zHelp = isHint ? zHintHelp : zExplainHelp;
  HintArgs a;
  char *azText[2];
  int rc;
  memset(&a, 0, sizeof(a));
  a.zCmd = isHint ? "hint" : "explain";
  a.isHint = isHint;
  cli_set_help(zHelp);
  rc = read_args(&a, zHelp, argc, argv);
  if( rc ) return rc<0 ? EXIT_OK : rc;
  if( hint_input_read(a.zCmd, a.nArg, a.azArg, azText) ) return EXIT_FAIL;
  rc = run(&a, azText);
  free(azText[0]);
  if( a.nArg>1 ) free(azText[1]);
  return rc;
}

int cmd_hint(int argc, char **argv){
  return hint_command(1, argc, argv);
}

int cmd_explain(int argc, char **argv){
  return hint_command(0, argc, argv);
}
