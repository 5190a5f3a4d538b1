/* SPDX-License-Identifier: MIT */
/*
** records.h: turn the lines of an import file into puzzle records, in one
** of the accepted formats, detected from the start of the file or forced:
**
**   lines  one puzzle per line (any size, or a 9x9 pencil-mark puzzle's
**          729 characters), with anything else on the line
**          (a hash before, a rating after) kept as the record's note, but
**          for its solution after it (or glued to it: 162 characters); a
**          line "end" ends the input (the judge stream); blank lines and
**          lines starting with '#' are skipped
**   grid   grids of N lines of N cells (4, 9, 16 or 25), with or without
**          '|', '+', '-' borders, '.' or '0' for empty, cells optionally
**          separated by blanks (.sdk, .ss); a text line before a grid
**          ("Grid 01") becomes its note
**   csv    a header line naming the puzzle column (quizzes, puzzle, quiz,
**          question, problem, grid, sudoku, board) and optionally others:
**          the solution, count, rating, grade, rater, collection and note
**          (fields.h), each checked; the other columns become the note as
**          name=value pairs; a quoted field may span lines
**   json   JSON objects with the same names as keys, one after the other
**          (ndjson) or in an array, an object on one line or several
**   opensudoku  the XML of the OpenSudoku app: <game data="..."> tags
*/
#ifndef SUDOKUDB_RECORDS_H
#define SUDOKUDB_RECORDS_H

#include "buf.h"
#include "grid.h"
#include "input.h"
#include "json.h"
#include "rules.h"

typedef enum RecordFormat {
  FORMAT_AUTO = 0, FORMAT_LINES, FORMAT_GRID, FORMAT_CSV, FORMAT_JSON,
  FORMAT_XML
} RecordFormat;

/* The format named zName ("lines", "judge", "grid", "csv", "json",
** "ndjson", "opensudoku", "xml"), or -1. */
int records_format_from_name(const char *zName);

/* The name of a format, for messages. */
const char *records_format_name(RecordFormat e);

/* One record: a puzzle, or the reason it was rejected. */
typedef struct Record Record;
struct Record {
  long long nLine;          /* line where the record starts */
  const char *zRaw;         /* the record's text as read */
  size_t nRaw;
  const char *zReason;      /* non-NULL: rejected for this reason */
  /* Checked values given with the puzzle (CSV and JSON, fields.h): */
  int nSolutions;           /* the solution count (0, 1, 2), or -1 */
  int bRating;              /* a rating is given: */
  double rating;
  int bEp, bEd;             /* the pearl and diamond ratings given: */
  double ep, ed;
  int iGrade;               /* the grade, in fields_grades[], or -1 */
  int nRater;               /* the rater's version, or 0 */
  int bGenSeed;             /* made by the generator from: */
  long long genSeed;        /* this seed */
  const char *zGenOptions;  /* and these options */
  size_t nGenOptions;
  int nGenVersion;          /* the generator's version, or 0 */
  const char *zCollection;  /* the collection named, or NULL */
  size_t nCollection;
  long long iCollection;    /* its id, set by the importer (0: the file's) */
  const char *zRulesGiven;  /* its rules field (JSON), or NULL */
  size_t nRulesGiven;
  Grid puzzle;              /* the puzzle (when not rejected) */
  const char *zRules;       /* the rules it is under (its field, else the
                            ** file's), in normal form (rules_normal); ""
                            ** for plain sudoku */
  size_t nRules;
  int consistent;           /* 1 when no given breaks the rules */
  const char *zNote;        /* the rest of the record, or NULL */
  size_t nNote;
  const Grid *pSolution;    /* a checked solution given with it, or NULL */
};

/* The values of a CSV or JSON record (fields.h). */
typedef struct Fields Fields;

typedef struct RecordReader RecordReader;
struct RecordReader {
  Input *pIn;
  RecordFormat eFormat;
  int bDone;                /* an "end" line was seen */
  char **azHeader;          /* CSV column names */
  int *aKind;               /* and their kinds (FieldKind, fields.h) */
  int nHeader;
  char cSep;                /* the CSV delimiter: ',', ';' or a tab */
  Fields *pFields;          /* CSV, JSON: the values of a record */
  Buf text;                 /* assembled raw text, note and reason */
  Buf note;
  Buf join;                 /* CSV lines joined inside a quoted field */
  char zReason[JSON_ERR_MAX+64];    /* a JSON reader's message, and more */
  Grid solution;
  const char *zPending;     /* a grid-format line to look at again, the
                            ** rest of a JSON line after an object */
  size_t nPending;
  long long nPendingLine;
  int bNomem;               /* out of memory: the read stops */
  long long nLongDone;      /* the input's lines too long to read
                            ** (Input.nLongCount) rejected so far */
  const char *zFileRules;   /* the rules of every record without its own
                            ** (import --rules), or NULL */
  Rules rules;              /* a record's rules, parsed */
  char zRulesBuf[RULES_NORMAL_MAX];   /* and in normal form */
};

/* What records_open and records_next return when out of memory. */
#define RECORDS_NOMEM (-2)

/*
** Start reading records from pIn in format eFormat (FORMAT_AUTO: detect
** it).  Returns 0, or -1 after writing why to zErr: a binary file, a CSV
** header without a puzzle column; or RECORDS_NOMEM ("out of memory").
** An empty input (no data line) is no error: it has no records.
*/
int records_open(RecordReader *p, Input *pIn, RecordFormat eFormat,
                 char *zErr, size_t nErr);

/* Start reading pIn as the lines format, without detection or checks:
** for the later parts of a file read in parts. */
void records_open_lines(RecordReader *p, Input *pIn);

/* The next record.  Returns 1, 0 at the end, -1 on a read error,
** RECORDS_NOMEM when out of memory (never a reject for that: the record
** would be lost). */
int records_next(RecordReader *p, Record *pRec);

void records_close(RecordReader *p);

/* The text a record is assembled in, for the readers (records_text.c,
** which calls nothing of the readers). */

/* Append z[0..n) to p's buffer of the lines one record spans (a CSV
** quoted field, a JSON object, an XML tag).  Returns 0 or -1. */
int records_join(RecordReader *p, const char *z, size_t n);

/* Set r's note to z A and B joined by a blank (either may be empty), in
** p's note buffer.  Returns 0 or -1 (out of memory). */
int records_note(RecordReader *p, Record *r, const char *zA, size_t nA,
                 const char *zB, size_t nB);

/* Reject record r for a reason (printf-style, into p->zReason). */
void records_reject(RecordReader *p, Record *r, const char *zFmt, ...);

/* Settle the rules of record r, a puzzle (recrules.c): set r->zRules,
** r->nRules and r->consistent.  Returns 1 when p->rules holds them, 0 for
** the plain rules of a square side (not parsed), -1 after rejecting r
** for rules it cannot be under. */
int records_rules(RecordReader *p, Record *r);

/* 1 when complete grid s solves puzzle g under the rules pRules (NULL:
** the plain rules of a square side) (recrules.c). */
int records_solves(const Rules *pRules, const Grid *g, const Grid *s);

/* The next record of the JSON format (records_json.c), as records_next. */
int records_json_next(RecordReader *p, Record *r);

/* The next record of the OpenSudoku format (records_xml.c), as
** records_next. */
int records_xml_next(RecordReader *p, Record *r);

/* What a file in format e looks like, for a warning when none of its
** lines made a record ("one puzzle per line, ..."). */
const char *records_format_expects(RecordFormat e);

/* The format detection would pick for the input's first lines. */
RecordFormat records_detect(Input *pIn);

#endif
