/* SPDX-License-Identifier: MIT */
/*
** json.h: the small JSON reader of the generator's options (gen_options.c)
** and the rules of variants (rules.c): one object of keys whose values are
** numbers, strings, true/false/null and arrays.  Numbers are kept in
** tenths (ratings have one decimal).  Every problem is reported as
** "<who>: <what> at offset N".
*/
#ifndef SUDOKU_JSON_H
#define SUDOKU_JSON_H

#include "grid.h"

/* Room for an error message, including the NUL. */
#define JSON_ERR_MAX 256

/* The longest string value read (a 9x9 pencil-mark grid, longer than a
** 25x25 pattern, and some room). */
#define JSON_STR_MAX (GRID_MARKS_CHARS+64)

/* A reader over z[0..n). */
typedef struct Json Json;
struct Json {
  const char *z;
  int n, i;
  const char *zWho;    /* "options" or "rules": the start of messages */
  char *zErr;          /* JSON_ERR_MAX bytes */
};

/* A value read: a number in tenths (isInt when it has no fraction), a
** string, a boolean, null, or the start of an array. */
typedef enum { JV_NUM, JV_STR, JV_TRUE, JV_FALSE, JV_NULL, JV_ARRAY } JvKind;
typedef struct JsonVal JsonVal;
struct JsonVal {
  JvKind kind;
  long long tenths;    /* JV_NUM: the value times 10 */
  int isInt;           /* JV_NUM: no fractional part */
  int nStr;            /* JV_STR: length of zStr */
  char zStr[JSON_STR_MAX+1];
};

/* Report "<who>: <zWhat> at offset N"; returns -1. */
int json_fail(Json *j, const char *zWhat);

/* Report "<who>: \"<zKey>\" <zMsg>"; returns -1. */
int json_key_fail(Json *j, const char *zKey, const char *zMsg);

/* 1 for JSON's blanks: space, tab, line feed, carriage return. */
int json_is_blank(int c);

/* The next character after blanks, or 0 at the end. */
char json_peek(Json *j);

/*
** Decode the JSON escape whose letter (after the backslash) is z[0], of n
** bytes: its UTF-8 into aOut (up to 4 bytes, *pnOut) and its code point
** into *pCode.  Returns the bytes of z it took (1, 5, or 11 for a
** surrogate pair), 0 for an escape JSON does not have, -1 for a lone
** surrogate.  (The CLI's JSON records use it too.)
*/
int json_unescape(const char *z, size_t n, char *aOut, int *pnOut,
                  unsigned long *pCode);

/* A string (the opening quote next), its escapes decoded (\n, \uXXXX as
** UTF-8, ...; \u0000 refused). */
int json_string(Json *j, JsonVal *v);

/* Any value; for an array only its '[' is read (json_more reads on). */
int json_value(Json *j, JsonVal *v);

/*
** Inside an array: 1 when another element follows (its ',' read when it
** is not the first, *pFirst cleared), 0 at the closing ']' (read), -1
** with the message for key zKey on anything else.
*/
int json_more(Json *j, int *pFirst, const char *zKey, const char *zMsg);

/*
** The keys of one object: calls xKey(pArg, j, zKey, &value) for each,
** which reads an array value's elements itself and returns 0, or -1 after
** a message.  Text after the object is an error.  Returns 0 or -1.
*/
int json_members(Json *j, int (*xKey)(void*, Json*, const char*, JsonVal*),
                void *pArg);

/*
** The offset of the first NUL byte of z[0..n), or -1 when there is none.
** JSON text holds no NUL (a "\u0000" escape is not one), and C's and
** SQLite's string functions would read text up to one as the whole: so
** every JSON argument with one is refused ("bad byte 0x00 at offset N",
** as a puzzle's is), here by json_parse.
*/
long json_nul_offset(const char *z, size_t n);

/* json_members over z[0..n) (n -1: up to a NUL; a NUL before n is an
** error), messages starting with zWho into zErr (JSON_ERR_MAX bytes).
** Returns 0 or -1. */
int json_parse(const char *z, int n, const char *zWho, char *zErr,
               int (*xKey)(void*, Json*, const char*, JsonVal*), void *pArg);

#endif
