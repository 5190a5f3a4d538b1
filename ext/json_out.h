/* SPDX-License-Identifier: MIT */
/*
** json_out.h: writing JSON text into a Buf (buf.h): objects, arrays, keys
** and values, with the commas and the escaping done here.
**
**   JsonOut j; json_out_init(&j);
**   json_out_open(&j, '{');
**   json_out_key(&j, "technique"); json_out_str(&j, "X-Wing");
**   json_out_key(&j, "score");     json_out_num(&j, "%.1f", 3.2);
**   json_out_close(&j, '}');
**   z = buf_take(&j.b);           -- NULL when out of memory
*/
#ifndef SUDOKU_JSON_OUT_H
#define SUDOKU_JSON_OUT_H

#include "buf.h"

#define JSON_OUT_DEPTH 32

typedef struct JsonOut JsonOut;
struct JsonOut {
  Buf b;
  int depth;                      /* containers open */
  int afterKey;                   /* a key was written, its value is due */
  unsigned char aCount[JSON_OUT_DEPTH];  /* values in each open container
                                  ** (saturating: only 0 matters) */
};

void json_out_init(JsonOut *j);

/* Open ('{' or '[') and close ('}' or ']') a container. */
void json_out_open(JsonOut *j, char c);
void json_out_close(JsonOut *j, char c);

/* A key of the open object: its value comes next. */
void json_out_key(JsonOut *j, const char *zKey);

/* Values: a string (escaped), a printf-formatted string, a number
** (printf-formatted: "%d", "%.1f"), true/false. */
void json_out_str(JsonOut *j, const char *z);
void json_out_strf(JsonOut *j, const char *zFmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 2, 3)))
#endif
  ;
void json_out_num(JsonOut *j, const char *zFmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 2, 3)))
#endif
  ;
void json_out_bool(JsonOut *j, int b);

#endif
