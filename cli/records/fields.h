/* SPDX-License-Identifier: MIT */
/*
** fields.h: the named values of a CSV or JSON record (a column of the
** header, a key of the object) and what the import makes of them:
**
**   puzzle, quizzes, quiz, puzzles, question, problem, grid, sudoku, board
**                        the puzzle
**   solution, answer     a solution: checked against the puzzle
**   solutions            a solution when no solution/answer column names
**                        one (Kaggle's quizzes,solutions) and, in JSON, when
**                        its value is a string; else the solution count:
**                        0, 1 or 2 (two or more), as `sudokudb solve` stores
**   rating               a number >= 0 (Sudoku Explainer scale)
**   grade                one of sudoku_grade's labels, 'unrated' or 'variant'
**   rater                the rater's version, a whole number >= 1
**   collection           the collection the record's puzzle joins
**   gen_seed, gen_options what sudokudb generate made the puzzle from
**                        (sudoku_generate(gen_seed, gen_options)): an
**                        integer and options the generator accepts, given
**                        together
**   gen_version          the generator's version, a whole number >= 1
**   rules                the rules of a variant (a JSON object, as text or
**                        in JSON as an object), checked against the puzzle
**                        and stored in normal form; empty: the file's
**                        --rules, else plain sudoku
**   note                 the note, as it is
**   size, givens, consistent, and in JSON id, file, line
**                        ignored: they follow from the puzzle or say where
**                        it was in the database it was exported from
**   anything else        "name=value" after the note (line breaks as blanks)
**
** Empty values (and JSON null) are absent values.  A value that fails its
** check rejects the record with a reason naming the column.
*/
#ifndef SUDOKUDB_FIELDS_H
#define SUDOKUDB_FIELDS_H

#include "records.h"

typedef enum FieldKind {
  FIELD_OTHER, FIELD_PUZZLE, FIELD_SOLUTION, FIELD_SOLUTIONS, FIELD_COUNT,
  FIELD_RATING, FIELD_GRADE, FIELD_RATER, FIELD_COLLECTION, FIELD_NOTE,
  FIELD_GEN_SEED, FIELD_GEN_OPTIONS, FIELD_GEN_VERSION, FIELD_RULES,
  FIELD_EP, FIELD_ED, FIELD_IGNORED, FIELD_N
} FieldKind;

/*
** The kind of a column or key named zName.  bJson: a JSON key (id, file and
** line are ignored).  A "solutions" name comes back as FIELD_SOLUTIONS:
** the reader decides between solution and count, by the rule above (CSV
** by the header, JSON by the value).
*/
FieldKind fields_kind(const char *zName, int bJson);

/* The values of one record, collected before they are checked. */
typedef struct Fields Fields;
struct Fields {
  const char *az[FIELD_N];   /* the value of each kind, NUL-terminated */
  size_t an[FIELD_N];
  Buf other;                 /* "name=value ..." of the other fields */
};

/* Start a record (keeps other's memory). */
void fields_reset(Fields *f);

/* Add value z[0..n) (NUL-terminated) of a field named zName of kind e;
** an empty value is absent.  Returns 0, or -1 when out of memory. */
int fields_add(Fields *f, FieldKind e, const char *zName, const char *z,
               size_t n);

/*
** Check the record's values and fill r: the puzzle, the solution, count,
** rating, grade, rater, collection, generator's seed, options and version
** and note, or r->zReason.  The texts of
** r point into f and p's buffers until the next record.  Returns 0, or -1
** when out of memory.
*/
int fields_finish(RecordReader *p, Fields *f, Record *r);

void fields_free(Fields *f);

/* The grade labels the import accepts (sudoku_grade's, then 'unrated'),
** NULL-terminated. */
extern const char *const fields_grades[];

#endif
