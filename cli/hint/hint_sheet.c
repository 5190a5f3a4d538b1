/* SPDX-License-Identifier: MIT */
/*
** hint_sheet.c: steps drawn with their captions (hint_sheet.h).
*/
#include "hint_sheet.h"
#include "rate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A caption's font size and line height, in tenths of a pixel. */
#define CAPTION_FONT 130
#define CAPTION_LINE 180

/* Split the text at z into lines of at most nWidth characters (at
** spaces, where there are) appended to c; z is in c's buffer. */
static void wrap(HintCaption *c, char *z, int nWidth){
  while( *z && c->nLine<HINT_CAPTION_LINES ){
    size_t n = strlen(z), cut;
    c->azLine[c->nLine++] = z;
    if( n<=(size_t)nWidth ) return;
    for(cut=(size_t)nWidth; cut>0 && z[cut]!=' '; cut--){}
    if( cut==0 ) cut = (size_t)nWidth;
    if( z[cut]==' ' ){
      z[cut] = 0;
      z += cut+1;
    }else{
      /* a word longer than a line: cut it, keeping its next letter */
      memmove(z+cut+1, z+cut, n-cut+1);
      z[cut] = 0;
      z += cut+1;
    }
  }
}

void hint_caption(HintCaption *c, const FnHintPic *h, const char *zFirst,
                  int nWidth){
  size_t n = 0;
  c->nLine = 0;
  if( zFirst ){
    n = (size_t)snprintf(c->zBuf, sizeof(c->zBuf), "%s", zFirst);
    if( n>=sizeof(c->zBuf)/2 ) n = sizeof(c->zBuf)/2 - 1;
    c->zBuf[n] = 0;
    wrap(c, c->zBuf, nWidth);
    if( c->nLine>0 ){
      const char *zLast = c->azLine[c->nLine-1];
      n = (size_t)(zLast - c->zBuf) + strlen(zLast);
    }
    n++;
  }
  snprintf(c->zBuf+n, sizeof(c->zBuf)-n, "Step %d: %s (%.1f)", h->iStep,
           rate_tech_name(h->tech), h->score/10.0);
  if( c->nLine<HINT_CAPTION_LINES ) c->azLine[c->nLine++] = c->zBuf+n;
  n += strlen(c->zBuf+n) + 1;
  if( h->zSay && n+1<sizeof(c->zBuf) ){
    /* room is kept for wrap's one cut of a word */
    snprintf(c->zBuf+n, sizeof(c->zBuf)-n-HINT_CAPTION_LINES, "%s",
             h->zSay);
    wrap(c, c->zBuf+n, nWidth);
  }
}

void hint_svg_open(HintSvg *s, int size, const Rules *rules){
  memset(&s->body, 0, sizeof(s->body));
  s->size = size*10L;
  s->h = 0;
  s->rules = rules;
}

void hint_svg_add(HintSvg *s, const FnHintPic *h, const char *zFirst){
  HintCaption cap;
  Picture pic;
  Canvas c;
  long m = picture_margin(s->size);
  int i;
  hint_caption(&cap, h, zFirst, (int)(s->size*16/10/CAPTION_FONT));
  for(i=0; i<cap.nLine; i++){
    s->h += CAPTION_LINE;
    svg_caption(&s->body, m, s->h, CAPTION_FONT, cap.azLine[i]);
  }
  memset(&pic, 0, sizeof(pic));
  fn_hintpic_set(h, &pic);
  pic.rules = s->rules;
  svg_canvas(&s->body, &c);
  if( picture_draw(&pic, &c, 0, s->h, s->size)<0 ) s->body.oom = 1;
  s->h += s->size;
}

char *hint_svg_close(HintSvg *s){
  Buf t;
  svg_open(&t, s->size, s->h);
  if( s->body.oom ) t.oom = 1;
  else buf_printf(&t, "%s", s->body.z ? s->body.z : "");
  free(s->body.z);
  return svg_close(&t);
}
