/* SPDX-License-Identifier: MIT */
/*
** unit_progress.c: the CLI's progress line (cli/base/progress.c) with a clock
** of the test's own: what it says in each phase, that it is cut to the
** terminal's width by display width (never wrapping, keeping the ETA),
** and that it is
** drawn at most once per PROGRESS_INTERVAL; and display widths
** (cli/base/textwidth.c).
*/
#include "unit.h"
#include "progress.h"
#include "textwidth.h"

#include <stdlib.h>
#include <string.h>

/* The line for a view at a time, at a width. */
static const char *line(const ProgressView *v, double t, int nCol){
  static char z[512];
  progress_format(v, t, nCol, z, sizeof(z));
  return z;
}

void unit_progress(void){
  ProgressView v;
  Progress p;
  char *zOut = 0;
  size_t nOut = 0;
  FILE *out;
  int nDraw = 0, i;

  CHECK_INT("width-1.1", text_width("abc", 3), 3);
  CHECK_INT("width-1.2", text_width("na\xc3\xafve", 6), 5);       /* ï */
  CHECK_INT("width-1.3", text_width("\xe6\xbc\xa2\xe5\xad\x97", 6), 4);
  CHECK_INT("width-1.4", text_width("e\xcc\x81", 3), 1);  /* e + accent */
  CHECK_INT("width-1.5", text_width("\xff" "a", 2), 2);   /* bad byte: 1 */
  /* Cutting never splits a character, nor a wide one past the width. */
  CHECK_INT("width-2.1", text_fit("\xe6\xbc\xa2\xe5\xad\x97", 6, 3), 3);
  CHECK_INT("width-2.2", text_fit("ab\xc3\xaf", 4, 3), 4);
  CHECK_INT("width-2.3", text_fit("ab\xc3\xaf", 4, 2), 2);

  memset(&v, 0, sizeof(v));
  v.zWhat = "import big.txt";
  v.zPhase = "reading";
  v.nRows = 4000;
  v.nDone = 400;
  v.nTotal = 1000;
  v.tPhase = 10.0;
  CHECK_STR("progress-1.1", line(&v, 12.0, 200),
            "import big.txt: reading 4000 rows, 40.0%, 2000 rows/s, "
            "ETA 0:03 (0:02)");
  /* Another phase says so, with its own count and clock. */
  v.zPhase = "inserting";
  v.bRowsOfTotal = 1;
  v.nRows = v.nDone = 250000;
  v.nTotal = 1000000;
  CHECK_STR("progress-1.2", line(&v, 11.0, 200),
            "import big.txt: inserting 250000 of 1000000 rows, 25.0%, "
            "250000 rows/s, ETA 0:03 (0:01)");
  /* A phase without counts shows only its clock. */
  v.zPhase = "committing";
  v.nRows = v.nDone = v.nTotal = 0;
  v.bRowsOfTotal = 0;
  CHECK_STR("progress-1.3", line(&v, 75.0, 200),
            "import big.txt: committing (1:05)");
  /* Cut to one column less than the terminal, by display width: a name
  ** of wide characters is not split, the line never wraps. */
  v.zWhat = "import \xe6\xbc\xa2\xe5\xad\x97.txt";
  CHECK_STR("progress-2.1", line(&v, 75.0, 12),
            "import \xe6\xbc\xa2\xe5\xad\x97");
  CHECK_STR("progress-2.2", line(&v, 75.0, 11), "import \xe6\xbc\xa2");
  CHECK_STR("progress-2.3", line(&v, 75.0, 9), "import ");
  CHECK_INT("progress-2.4", text_width(line(&v, 75.0, 30), strlen(line(&v,
            75.0, 30)))<=29, 1);

  /* At 80 columns the ETA stays: the rate gives way first, then the
  ** middle of the file's name. */
  v.zWhat = "import kaggle200k.csv";
  v.zPhase = "reading";
  v.bRowsOfTotal = 0;
  v.nRows = 169141;
  v.nDone = 846;
  v.nTotal = 1000;
  v.tPhase = 10.0;
  CHECK_STR("progress-2.5", line(&v, 11.0, 80),
            "import kaggle200k.csv: reading 169141 rows, 84.6%, ETA 0:00 "
            "(0:01)");
  v.zWhat = "import /home/someone/data/collections/kaggle200k.csv";
  CHECK_STR("progress-2.6", line(&v, 11.0, 80),
            "import ...llections/kaggle200k.csv: reading 169141 rows, "
            "84.6%, ETA 0:00 (0:01)");
  CHECK_STR("progress-2.7", line(&v, 11.0, 200),
            "import /home/someone/data/collections/kaggle200k.csv: reading "
            "169141 rows, 84.6%, 169141 rows/s, ETA 0:00 (0:01)");
  /* Too narrow even for that: cut at the end, as before. */
  CHECK_STR("progress-2.8", line(&v, 11.0, 30),
            "import /home/someone/data/col");

  /* Drawn at most once per interval, and again at the first poll after
  ** one: polls every 0.1 s for 2 s draw at 0.3, 0.6, ..., 1.8 s. */
  memset(&p, 0, sizeof(p));
  p.v = v;
  p.tLast = 0.0001;
  out = open_memstream(&zOut, &nOut);
  for(i=1; i<=20; i++) nDraw += progress_poll(&p, 0.0001+0.1*i, out, 80);
  fclose(out);
  CHECK_INT("progress-3.1", nDraw, 6);
  /* Each drawing returns to the line's start and clears what was left. */
  CHECK_INT("progress-3.2", zOut && strncmp(zOut, "\r", 1)==0
            && strstr(zOut, "\033[K")!=0, 1);
  free(zOut);
}
