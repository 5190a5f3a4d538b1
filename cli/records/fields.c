/* SPDX-License-Identifier: MIT */
/*
** fields.c: the named values of CSV and JSON records, checked and turned
** into a record (see fields.h).
*/
#include "fields.h"
#include "generate.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

const char *const fields_grades[] = {
  "easy", "medium", "hard", "expert", "extreme", "unrated", "variant", 0
};

static const struct { const char *zName; FieldKind e; } aName[] = {
  { "puzzle", FIELD_PUZZLE }, { "quizzes", FIELD_PUZZLE },
  { "quiz", FIELD_PUZZLE }, { "puzzles", FIELD_PUZZLE },
  { "question", FIELD_PUZZLE }, { "problem", FIELD_PUZZLE },
  { "grid", FIELD_PUZZLE }, { "sudoku", FIELD_PUZZLE },
  { "board", FIELD_PUZZLE },
  { "solution", FIELD_SOLUTION }, { "answer", FIELD_SOLUTION },
  { "solutions", FIELD_SOLUTIONS }, { "rating", FIELD_RATING },
  { "grade", FIELD_GRADE }, { "rater", FIELD_RATER },
  { "collection", FIELD_COLLECTION }, { "note", FIELD_NOTE },
  { "gen_seed", FIELD_GEN_SEED }, { "gen_options", FIELD_GEN_OPTIONS },
  { "gen_version", FIELD_GEN_VERSION }, { "rules", FIELD_RULES },
  { "ep", FIELD_EP }, { "ed", FIELD_ED },
  { "size", FIELD_IGNORED }, { "givens", FIELD_IGNORED },
  { "consistent", FIELD_IGNORED },
};

/* Keys of an exported JSON object that say where the row was. */
static const char *const azJsonWhere[] = { "id", "file", "line", 0 };

FieldKind fields_kind(const char *zName, int bJson){
  size_t i;
  for(i=0; i<sizeof(aName)/sizeof(aName[0]); i++){
    if( strcasecmp(zName, aName[i].zName)==0 ) return aName[i].e;
  }
  for(i=0; bJson && azJsonWhere[i]; i++){
    if( strcasecmp(zName, azJsonWhere[i])==0 ) return FIELD_IGNORED;
  }
  return FIELD_OTHER;
}

void fields_reset(Fields *f){
  memset(f->az, 0, sizeof(f->az));
  memset(f->an, 0, sizeof(f->an));
  f->other.n = 0;
}

int fields_add(Fields *f, FieldKind e, const char *zName, const char *z,
               size_t n){
  size_t i0;
  if( n==0 || e==FIELD_IGNORED ) return 0;
  if( e!=FIELD_OTHER ){
    if( f->az[e]==0 ){     /* the first of two columns of a kind counts */
      f->az[e] = z;
      f->an[e] = n;
    }
    return 0;
  }
  if( f->other.n ) buf_putc(&f->other, ' ');
  buf_printf(&f->other, "%s=", zName);
  i0 = f->other.n;
  buf_append(&f->other, z, n);
  if( f->other.oom ) return -1;
  for(; i0<f->other.n; i0++){
    /* A note is one line: line breaks of a multi-line field go. */
    if( f->other.z[i0]=='\n' || f->other.z[i0]=='\r' ) f->other.z[i0] = ' ';
  }
  return 0;
}

/* A whole number in z (blanks around allowed) into *pv; 0 or -1. */
static int whole_number(const char *z, long *pv){
  char *zEnd;
  long v = strtol(z, &zEnd, 10);
  while( *zEnd==' ' ) zEnd++;
  if( zEnd==z || *zEnd ) return -1;
  *pv = v;
  return 0;
}

/* A version number (of the rater or the generator) of column zName, a
** whole number from 1, into *pn.  Returns 0, or -1 after rejecting the
** record. */
static int check_version(RecordReader *p, Record *r, const char *z,
                         const char *zName, const char *zWhat, int *pn){
  long v;
  if( whole_number(z, &v) || v<1 || v>1000000 ){
    records_reject(p, r, "%s: '%.40s' is not a %s version (a whole "
                   "number, 1 or more)", zName, z, zWhat);
    return -1;
  }
  *pn = (int)v;
  return 0;
}

/* A rating of column zName (rating, ep, ed) in z: 0 with *pb set and the
** value in *px, or -1 after rejecting the record. */
static int check_rating(RecordReader *p, Record *r, const char *z,
                        const char *zName, int *pb, double *px){
  char *zEnd;
  double x = strtod(z, &zEnd);
  while( *zEnd==' ' ) zEnd++;
  if( zEnd==z || *zEnd || !isfinite(x) || x<0 ){
    records_reject(p, r, "%s: '%.40s' is not a rating (a number, 0 or more)",
                   zName, z);
    return -1;
  }
  *pb = 1;
  *px = x;
  return 0;
}

/* Check the count, ratings, grade and rater.  Returns 0, or -1 after
** rejecting the record. */
static int check_numbers(RecordReader *p, Fields *f, Record *r){
  const char *z;
  long v;
  int i;
  if( (z = f->az[FIELD_COUNT])!=0 ){
    if( whole_number(z, &v) || v<0 || v>2 ){
      records_reject(p, r, "solutions: '%.40s' is not a solution count (0, "
                     "1, or 2 for two or more)", z);
      return -1;
    }
    if( v==0 && r->pSolution ){
      records_reject(p, r, "solutions: 0, but a solution is given");
      return -1;
    }
    if( v>0 && r->pSolution==0 ){
      records_reject(p, r, "solutions: %s without the solution (give it, "
                     "or leave the count empty for `sudokudb solve`)", z);
      return -1;
    }
    r->nSolutions = (int)v;
  }
  if( ((z = f->az[FIELD_RATING])!=0
       && check_rating(p, r, z, "rating", &r->bRating, &r->rating))
   || ((z = f->az[FIELD_EP])!=0 && check_rating(p, r, z, "ep", &r->bEp, &r->ep))
   || ((z = f->az[FIELD_ED])!=0 && check_rating(p, r, z, "ed", &r->bEd, &r->ed)) ){
    return -1;
  }
  if( (z = f->az[FIELD_GRADE])!=0 ){
    for(i=0; fields_grades[i] && strcmp(z, fields_grades[i])!=0; i++){}
    if( fields_grades[i]==0 ){
      records_reject(p, r, "grade: '%.40s' is not a grade (easy, medium, "
                     "hard, expert, extreme, unrated or variant)", z);
      return -1;
    }
    r->iGrade = i;
  }
  if( (z = f->az[FIELD_RATER])!=0
   && check_version(p, r, z, "rater", "rater", &r->nRater) ){
    return -1;
  }
  return 0;
}

/* Check what the generator made the puzzle from: a seed and options,
** given together, and its version.  Returns 0, or -1 after rejecting the
** record. */
static int check_generator(RecordReader *p, Fields *f, Record *r){
  const char *zSeed = f->az[FIELD_GEN_SEED];
  const char *zOpt = f->az[FIELD_GEN_OPTIONS];
  const char *z;
  char zErr[GEN_ERR_MAX];
  GenOptions o;
  if( (zSeed==0)!=(zOpt==0) ){
    records_reject(p, r, "%s without %s (sudoku_generate(gen_seed, "
                   "gen_options) makes the puzzle again: give both or "
                   "neither)", zSeed ? "gen_seed" : "gen_options",
                   zSeed ? "gen_options" : "gen_seed");
    return -1;
  }
  if( zSeed ){
    char *zEnd;
    long long seed;
    errno = 0;
    seed = strtoll(zSeed, &zEnd, 10);
    while( *zEnd==' ' ) zEnd++;
    if( zEnd==zSeed || *zEnd || errno==ERANGE ){
      records_reject(p, r, "gen_seed: '%.40s' is not a seed (a 64-bit "
                     "integer)", zSeed);
      return -1;
    }
    if( gen_options_parse(&o, zOpt, (int)f->an[FIELD_GEN_OPTIONS], zErr) ){
      records_reject(p, r, "gen_options: %s", zErr);
      return -1;
    }
    r->bGenSeed = 1;
    r->genSeed = seed;
    r->zGenOptions = zOpt;
    r->nGenOptions = f->an[FIELD_GEN_OPTIONS];
  }
  if( (z = f->az[FIELD_GEN_VERSION])!=0
   && check_version(p, r, z, "gen_version", "generator", &r->nGenVersion) ){
    return -1;
  }
  return 0;
}

int fields_finish(RecordReader *p, Fields *f, Record *r){
  char zErr[GRID_ERR_MAX];
  const char *zSol = f->az[FIELD_SOLUTION];
  int hasRules;
  if( f->az[FIELD_PUZZLE]==0 ){
    records_reject(p, r, "no puzzle in the record");
    return 0;
  }
  if( grid_parse(&r->puzzle, f->az[FIELD_PUZZLE], f->an[FIELD_PUZZLE],
                 GRID_ALPHA_AUTO, zErr) ){
    records_reject(p, r, "%s", zErr);
    return 0;
  }
  r->zRulesGiven = f->az[FIELD_RULES];
  r->nRulesGiven = f->an[FIELD_RULES];
  if( (hasRules = records_rules(p, r))<0 ) return 0;
  if( zSol ){
    if( grid_parse(&p->solution, zSol, f->an[FIELD_SOLUTION],
                   GRID_ALPHA_AUTO, zErr) ){
      records_reject(p, r, "solution: %s", zErr);
      return 0;
    }
    if( !records_solves(hasRules ? &p->rules : 0, &r->puzzle,
                        &p->solution) ){
      records_reject(p, r, "the given solution does not solve the puzzle");
      return 0;
    }
    r->pSolution = &p->solution;
  }
  if( check_numbers(p, f, r) || check_generator(p, f, r) ) return 0;
  if( f->az[FIELD_COLLECTION] ){
    r->zCollection = f->az[FIELD_COLLECTION];
    r->nCollection = f->an[FIELD_COLLECTION];
  }
  /* The note: the note field, then the other fields. */
  return records_note(p, r, f->az[FIELD_NOTE], f->an[FIELD_NOTE], f->other.z,
                      f->other.n);
}

void fields_free(Fields *f){
  buf_free(&f->other);
  memset(f, 0, sizeof(*f));
}
