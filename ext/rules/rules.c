/* SPDX-License-Identifier: MIT */
/*
** rules.c: read, check and expand the rules of variants (rules.h).
*/
#include "rules.h"

#include <stdio.h>
#include <string.h>

/* The keys, a bit each in Rules.seen, in the order messages list them. */
static const char *const azKey[] = {
  "box", "regions", "diagonals", "windoku", "antiknight", "antiking",
  "nonconsecutive", "disjointgroups", "girandola", "asterisk", "centredot",
  "cages"
};
enum { KEY_BOX, KEY_REGIONS, KEY_DIAGONALS, KEY_WINDOKU, KEY_ANTIKNIGHT,
       KEY_ANTIKING, KEY_NONCONSECUTIVE, KEY_DISJOINTGROUPS, KEY_GIRANDOLA,
       KEY_ASTERISK, KEY_CENTREDOT, KEY_CAGES, N_KEY };

const char rules_key_list[] = "box, regions, diagonals, windoku, antiknight, "
                              "antiking, nonconsecutive, disjointgroups, "
                              "girandola, asterisk, centredot, cages";

/* The boolean keys come in the order of their flags' bits: key
** KEY_DIAGONALS+b sets flag 1<<b. */
_Static_assert(RULE_DIAGONALS==1u<<(KEY_DIAGONALS-KEY_DIAGONALS)
               && RULE_WINDOKU==1u<<(KEY_WINDOKU-KEY_DIAGONALS)
               && RULE_ANTIKNIGHT==1u<<(KEY_ANTIKNIGHT-KEY_DIAGONALS)
               && RULE_ANTIKING==1u<<(KEY_ANTIKING-KEY_DIAGONALS)
               && RULE_NONCONSECUTIVE==1u<<(KEY_NONCONSECUTIVE-KEY_DIAGONALS)
               && RULE_DISJOINTGROUPS==1u<<(KEY_DISJOINTGROUPS-KEY_DIAGONALS)
               && RULE_CENTREDOT==1u<<(KEY_CENTREDOT-KEY_DIAGONALS)
               && KEY_CAGES-KEY_DIAGONALS==RULE_N_FLAGS,
               "the flags' keys follow their bits");

/* The flag a key sets, 0 for the keys that are no flag. */
static unsigned key_flag(int k){
  return k>=KEY_DIAGONALS && k<KEY_CAGES ? 1u<<(k-KEY_DIAGONALS) : 0;
}

void rules_init(Rules *r){
  r->side = 0;
  r->boxr = r->boxc = 0;
  r->flags = 0;
  r->hasRegions = 0;
  r->nCage = 0;
  r->cageStart[0] = 0;
  r->askR = r->askC = 0;
  r->nRegionText = 0;
  r->seen = 0;
}

/* "RxC" into *pR, *pC (each 1..25); 0 when z is not such a shape. */
static int read_shape(const char *z, int *pR, int *pC){
  int n = 0;
  if( sscanf(z, "%2dx%2d%n", pR, pC, &n)!=2 || z[n]!=0 ) return 0;
  return *pR>=1 && *pC>=1 && *pR<=GRID_MAX_SIDE && *pC<=GRID_MAX_SIDE;
}

/* A whole number in lo..hi from v, or -1. */
static int whole(const JsonVal *v, int lo, int hi){
  if( v->kind!=JV_NUM || !v->isInt ) return -1;
  if( v->tenths<(long long)lo*10 || v->tenths>(long long)hi*10 ) return -1;
  return (int)(v->tenths/10);
}

/* One cage, [sum, [cell, ...]] (its '[' read), appended to r. */
static int read_cage(Rules *r, Json *j, JsonVal *v){
  static const char zMsg[] = "must be [[sum, [cell, ...]], ...]";
  int first = 1, k, sum, rc;
  if( json_more(j, &first, "cages", zMsg)!=1 ) return json_key_fail(j,
                                                      "cages", zMsg);
  if( json_value(j, v) ) return -1;
  if( (sum = whole(v, 1, 100000))<0 ){
    return json_key_fail(j, "cages", "sums must be whole numbers from 1 to "
                                     "100000");
  }
  if( json_more(j, &first, "cages", zMsg)!=1 ) return json_key_fail(j,
                                                      "cages", zMsg);
  if( json_value(j, v) ) return -1;
  if( v->kind!=JV_ARRAY ) return json_key_fail(j, "cages", zMsg);
  k = r->cageStart[r->nCage];
  first = 1;
  while( (rc = json_more(j, &first, "cages", zMsg))==1 ){
    int c;
    if( json_value(j, v) ) return -1;
    if( (c = whole(v, 0, GRID_MAX_CELLS-1))<0 ){
      return json_key_fail(j, "cages", "has a cell that is no cell number "
                           "(cells are numbered row by row from 0)");
    }
    if( k>=GRID_MAX_CELLS ){
      return json_key_fail(j, "cages", "has more cells than any grid");
    }
    r->cageCell[k++] = (unsigned short)c;
  }
  if( rc<0 ) return -1;
  if( k==r->cageStart[r->nCage] ){
    return json_key_fail(j, "cages", "has a cage without cells");
  }
  if( json_peek(j)!=']' ) return json_key_fail(j, "cages", zMsg);
  j->i++;
  r->cageSum[r->nCage] = (unsigned short)(sum>65535 ? 65535 : sum);
  r->cageStart[++r->nCage] = (unsigned short)k;
  return 0;
}

int rules_key(Rules *r, Json *j, const char *zKey, JsonVal *v){
  int k, first = 1, rc;
  for(k=0; k<N_KEY && strcmp(zKey, azKey[k]); k++){}
  if( k==N_KEY ) return 1;
  if( r->seen & (1u<<k) ) return json_key_fail(j, zKey, "is given twice");
  r->seen |= 1u<<k;
  if( v->kind==JV_NULL ){
    r->seen &= ~(1u<<k);
    return 0;
  }
  switch( k ){
    case KEY_BOX:
      if( v->kind!=JV_STR || !read_shape(v->zStr, &r->askR, &r->askC) ){
        return json_key_fail(j, zKey, "must be \"RxC\", rows by columns "
                             "of a box, as \"2x3\"");
      }
      return 0;
    case KEY_REGIONS:
      if( v->kind!=JV_STR ){
        return json_key_fail(j, zKey, "must be a string with one letter "
                             "per cell naming its region");
      }
      memcpy(r->zRegion, v->zStr, (size_t)v->nStr+1);
      r->nRegionText = v->nStr;
      return 0;
    case KEY_CAGES:
      if( v->kind!=JV_ARRAY ){
        return json_key_fail(j, zKey, "must be [[sum, [cell, ...]], ...]");
      }
      while( (rc = json_more(j, &first, zKey,
                             "must be [[sum, [cell, ...]], ...]"))==1 ){
        if( json_value(j, v) ) return -1;
        if( v->kind!=JV_ARRAY ){
          return json_key_fail(j, zKey, "must be [[sum, [cell, ...]], ...]");
        }
        if( read_cage(r, j, v) ) return -1;
      }
      return rc;
    default:
      if( v->kind!=JV_TRUE && v->kind!=JV_FALSE ){
        return json_key_fail(j, zKey, "must be true or false");
      }
      if( v->kind==JV_TRUE ) r->flags |= key_flag(k);
      return 0;
  }
}

/* Report "<zWho>: \"zKey\" <printf message>"; returns -1. */
static int finish_fail(char *zErr, const char *zWho, const char *zKey,
                       const char *zMsg){
  if( zKey ){
    snprintf(zErr, JSON_ERR_MAX, "%s: \"%s\" %s", zWho, zKey, zMsg);
  }else{
    snprintf(zErr, JSON_ERR_MAX, "%s: %s", zWho, zMsg);
  }
  return -1;
}

/* The regions text into r->region.  0 or -1 with a message. */
static int finish_regions(Rules *r, const char *zWho, char *zErr){
  int ncell = r->side*r->side, n = 0, i, nName = 0;
  unsigned char aId[256];
  int aCount[GRID_MAX_SIDE];
  char zMsg[100];
  memset(aId, 0xff, sizeof(aId));
  memset(aCount, 0, sizeof(aCount));
  for(i=0; i<r->nRegionText; i++){
    unsigned char c = (unsigned char)r->zRegion[i];
    if( json_is_blank(c) ) continue;
    if( n>=ncell ){ n++; continue; }
    if( aId[c]==0xff ){
      if( nName>=r->side ){
        snprintf(zMsg, sizeof(zMsg), "names more than %d regions", r->side);
        return finish_fail(zErr, zWho, "regions", zMsg);
      }
      aId[c] = (unsigned char)nName++;
    }
    aCount[aId[c]]++;
    r->region[n++] = aId[c];
  }
  if( n!=ncell ){
    snprintf(zMsg, sizeof(zMsg), "must have %d cells (one per cell of the "
             "%dx%d grid), got %d", ncell, r->side, r->side, n);
    return finish_fail(zErr, zWho, "regions", zMsg);
  }
  for(i=0; i<256; i++){
    if( aId[i]!=0xff && aCount[aId[i]]!=r->side ){
      snprintf(zMsg, sizeof(zMsg), "region '%c' has %d cells, not %d",
               i, aCount[aId[i]], r->side);
      return finish_fail(zErr, zWho, "regions", zMsg);
    }
  }
  r->hasRegions = 1;
  return 0;
}

/* The least and the most k distinct values of 1..side add up to. */
static int least_sum(int k){ return k*(k+1)/2; }
static int most_sum(int k, int side){ return k*side - k*(k-1)/2; }

/* Check the cages against the grid.  0 or -1 with a message. */
static int finish_cages(Rules *r, const char *zWho, char *zErr){
  unsigned char aIn[GRID_MAX_CELLS];
  int ncell = r->side*r->side, k, i;
  char zMsg[120];
  if( r->nCage==0 ) return 0;
  memset(aIn, 0, sizeof(aIn));
  for(k=0; k<r->nCage; k++){
    int n = r->cageStart[k+1]-r->cageStart[k];
    for(i=r->cageStart[k]; i<r->cageStart[k+1]; i++){
      int c = r->cageCell[i];
      if( c>=ncell ){
        snprintf(zMsg, sizeof(zMsg), "has cell %d, outside the %dx%d grid "
                 "(cells 0 to %d)", c, r->side, r->side, ncell-1);
        return finish_fail(zErr, zWho, "cages", zMsg);
      }
      if( aIn[c] ){
        snprintf(zMsg, sizeof(zMsg), "overlap: cell %d is in two cages", c);
        return finish_fail(zErr, zWho, "cages", zMsg);
      }
      aIn[c] = 1;
    }
    if( n>r->side ){
      snprintf(zMsg, sizeof(zMsg), "has a cage of %d cells, more than the "
               "%d values", n, r->side);
      return finish_fail(zErr, zWho, "cages", zMsg);
    }
    if( r->cageSum[k]<least_sum(n) || r->cageSum[k]>most_sum(n, r->side) ){
      snprintf(zMsg, sizeof(zMsg), "has a cage of %d cells adding up to %d, "
               "which no %d different values of 1..%d do", n, r->cageSum[k],
               n, r->side);
      return finish_fail(zErr, zWho, "cages", zMsg);
    }
  }
  return 0;
}

int rules_finish(Rules *r, int side, const char *zWho, char *zErr){
  char zMsg[120];
  r->side = side;
  if( r->askR && (r->seen & (1u<<KEY_REGIONS)) ){
    return finish_fail(zErr, zWho, 0, "give \"box\" or \"regions\", not "
                       "both");
  }
  if( r->askR ){
    if( r->askR*r->askC!=side || r->askR<2 || r->askC<2 ){
      snprintf(zMsg, sizeof(zMsg), "must be RxC with R*C = %d (the side) "
               "and R, C >= 2, got \"%dx%d\"", side, r->askR, r->askC);
      return finish_fail(zErr, zWho, "box", zMsg);
    }
    r->boxr = r->askR;
    r->boxc = r->askC;
  }else if( r->seen & (1u<<KEY_REGIONS) ){
    if( finish_regions(r, zWho, zErr) ) return -1;
  }else{
    grid_box_shape(side, &r->boxr, &r->boxc);
    if( r->boxr==0 ){
      snprintf(zMsg, sizeof(zMsg), "a %dx%d grid has no boxes (%d is "
               "prime); give \"regions\"", side, side, side);
      return finish_fail(zErr, zWho, 0, zMsg);
    }
  }
  if( (r->flags & RULE_DISJOINTGROUPS) && r->boxr==0 ){
    return finish_fail(zErr, zWho, "disjointgroups", "needs boxes (a "
                       "group is the cells at one place of every box)");
  }
  if( (r->flags & (RULE_GIRANDOLA|RULE_ASTERISK|RULE_CENTREDOT))
   && (side!=9 || r->boxr!=3 || r->boxc!=3) ){
    return finish_fail(zErr, zWho, rules_flag_key(__builtin_ctz(r->flags
                       & (RULE_GIRANDOLA|RULE_ASTERISK|RULE_CENTREDOT))),
                       "needs the 9x9 grid with 3x3 boxes");
  }
  if( (r->flags & RULE_WINDOKU) ){
    int br, bc;
    grid_box_shape(side, &br, &bc);
    if( r->boxr==0 && br==0 ){
      return finish_fail(zErr, zWho, "windoku", "needs a side with boxes "
                         "(the windows have a box's shape)");
    }
  }
  return finish_cages(r, zWho, zErr);
}

/* json_members's callback: every key must be a rules key. */
static int rules_only_key(void *pArg, Json *j, const char *zKey,
                          JsonVal *v){
  int rc = rules_key((Rules*)pArg, j, zKey, v);
  if( rc==1 ){
    snprintf(j->zErr, JSON_ERR_MAX, "rules: unknown key \"%.40s\" (keys: "
             "%s)", zKey, rules_key_list);
    return -1;
  }
  return rc;
}

int rules_read(Rules *r, const char *z, int n, char *zErr){
  rules_init(r);
  if( z && (n==0 || (n<0 && z[0]==0)) ) z = 0;   /* '': plain sudoku */
  return z && json_parse(z, n, "rules", zErr, rules_only_key, r) ? -1 : 0;
}

int rules_parse(Rules *r, const char *z, int n, int side, char *zErr){
  if( rules_read(r, z, n, zErr) ) return -1;
  return rules_finish(r, side, "rules", zErr);
}

void rules_plain_of(Rules *r, int side){
  rules_init(r);
  r->side = side;
  grid_box_shape(side, &r->boxr, &r->boxc);
}

int rules_plain(const Rules *r){
  int br, bc;
  grid_box_shape(r->side, &br, &bc);
  return r->flags==0 && r->nCage==0 && !r->hasRegions
      && r->boxr==br && r->boxc==bc;
}

const char *rules_flag_key(int bit){
  return bit>=0 && bit<RULE_N_FLAGS ? azKey[KEY_DIAGONALS+bit] : 0;
}

const char *rules_variant_key(const Rules *r){
  if( rules_plain(r) ) return 0;
  if( r->hasRegions ) return azKey[KEY_REGIONS];
  if( r->flags ) return rules_flag_key(__builtin_ctz(r->flags));
  return azKey[r->nCage ? KEY_CAGES : KEY_BOX];
}

/* The box shape windows take: the rules' boxes, else the side's. */
static void window_shape(const Rules *r, int *pR, int *pC){
  if( r->boxr ){
    *pR = r->boxr;
    *pC = r->boxc;
  }else{
    grid_box_shape(r->side, pR, pC);
  }
}

int rules_units(const Rules *r, short *cell){
  int side = r->side, n = 0, u, k;
  short *p = cell;
  for(u=0; u<side; u++){
    for(k=0; k<side; k++) *p++ = (short)(u*side + k);
  }
  for(u=0; u<side; u++){
    for(k=0; k<side; k++) *p++ = (short)(k*side + u);
  }
  n = 2*side;
  if( r->hasRegions ){
    for(u=0; u<side; u++){
      for(k=0; k<side*side; k++){
        if( r->region[k]==u ) *p++ = (short)k;
      }
    }
    n += side;
  }else if( r->boxr ){
    for(u=0; u<side; u++){
      int rr = (u/(side/r->boxc))*r->boxr, cc = (u%(side/r->boxc))*r->boxc;
      for(k=0; k<side; k++){
        *p++ = (short)((rr + k/r->boxc)*side + cc + k%r->boxc);
      }
    }
    n += side;
  }
  if( r->flags & RULE_DIAGONALS ){
    for(k=0; k<side; k++) *p++ = (short)(k*side + k);
    for(k=0; k<side; k++) *p++ = (short)(k*side + side-1-k);
    n += 2;
  }
  k = rules_windows(r, p);
  p += k*side;
  n += k;
  return n + rules_groups(r, p);
}

/* The fixed nine cells of girandola, asterisk and centre dot (9x9). */
static const short aGirandola[9] = { 0, 8, 13, 37, 40, 43, 67, 72, 80 };
static const short aAsterisk[9] = { 13, 20, 24, 37, 40, 43, 56, 60, 67 };
static const short aCentreDot[9] = { 10, 13, 16, 37, 40, 43, 64, 67, 70 };

int rules_groups(const Rules *r, short *cell){
  int side = r->side, n = 0, k, b;
  if( r->flags & RULE_DISJOINTGROUPS ){
    int nbc = side/r->boxc;      /* boxes across */
    for(k=0; k<side; k++){       /* the place in the box */
      for(b=0; b<side; b++){     /* the box */
        *cell++ = (short)(((b/nbc)*r->boxr + k/r->boxc)*side
                          + (b%nbc)*r->boxc + k%r->boxc);
      }
      n++;
    }
  }
  if( r->flags & RULE_GIRANDOLA ){
    memcpy(cell, aGirandola, sizeof(aGirandola));
    cell += 9;
    n++;
  }
  if( r->flags & RULE_ASTERISK ){
    memcpy(cell, aAsterisk, sizeof(aAsterisk));
    cell += 9;
    n++;
  }
  if( r->flags & RULE_CENTREDOT ){
    memcpy(cell, aCentreDot, sizeof(aCentreDot));
    n++;
  }
  return n;
}

int rules_windows(const Rules *r, short *cell){
  int side = r->side, n = 0, k, br, bc, r0, c0;
  if( !(r->flags & RULE_WINDOKU) ) return 0;
  window_shape(r, &br, &bc);
  for(r0=1; r0+br<=side; r0+=br+1){
    for(c0=1; c0+bc<=side; c0+=bc+1){
      for(k=0; k<side; k++){
        *cell++ = (short)((r0 + k/bc)*side + c0 + k%bc);
      }
      n++;
    }
  }
  return n;
}

void rules_cage_of(const Rules *r, short *aCage){
  int k, i;
  for(i=0; i<r->side*r->side; i++) aCage[i] = -1;
  for(k=0; k<r->nCage; k++){
    for(i=r->cageStart[k]; i<r->cageStart[k+1]; i++){
      aCage[r->cageCell[i]] = (short)k;
    }
  }
}

/* 1 when the values of the cells of list c[0..n-1] are distinct. */
static int distinct(const Grid *g, const short *c, int n){
  unsigned seen = 0;
  int i;
  for(i=0; i<n; i++){
    unsigned bit = (1u<<g->v[c[i]])>>1;
    if( seen & bit ) return 0;
    seen |= bit;
  }
  return 1;
}

/* 1 when no two cells at an offset of aOff[0..nOff-1] (row, column
** pairs) hold the same value, or (bConsec) values one apart. */
static int distance_ok(const Grid *g, const int (*aOff)[2], int nOff,
                       int bConsec){
  int side = g->side, i, k;
  for(i=0; i<g->ncell; i++){
    int r = i/side, c = i%side, v = g->v[i];
    if( v==0 ) continue;
    for(k=0; k<nOff; k++){
      int r2 = r+aOff[k][0], c2 = c+aOff[k][1], w;
      if( r2<0 || r2>=side || c2<0 || c2>=side ) continue;
      w = g->v[r2*side+c2];
      if( w==0 ) continue;
      if( bConsec ? (w==v+1 || w==v-1) : w==v ) return 0;
    }
  }
  return 1;
}

int rules_consistent(const Rules *r, const Grid *g){
  static const int aKnight[4][2] = { {1,2}, {1,-2}, {2,1}, {2,-1} };
  static const int aKing[2][2] = { {1,1}, {1,-1} };
  static const int aOrtho[2][2] = { {0,1}, {1,0} };
  short cell[RULES_MAX_UNITS*GRID_MAX_SIDE];
  int n, k, ok = 1;
  if( g->box && rules_plain(r) ) return grid_consistent(g);
  n = rules_units(r, cell);
  for(k=0; k<n && ok; k++) ok = distinct(g, cell + k*r->side, r->side);
  if( ok && (r->flags & RULE_ANTIKNIGHT) ) ok = distance_ok(g, aKnight, 4, 0);
  if( ok && (r->flags & RULE_ANTIKING) ) ok = distance_ok(g, aKing, 2, 0);
  if( ok && (r->flags & RULE_NONCONSECUTIVE) ){
    ok = distance_ok(g, aOrtho, 2, 1);
  }
  for(k=0; k<r->nCage && ok; k++){
    const unsigned short *c = r->cageCell + r->cageStart[k];
    int m = r->cageStart[k+1]-r->cageStart[k], i, sum = 0, open = 0;
    short aC[GRID_MAX_SIDE];
    for(i=0; i<m; i++){
      aC[i] = (short)c[i];
      sum += g->v[c[i]];
      open += g->v[c[i]]==0;
    }
    ok = distinct(g, aC, m) && (open ? sum<r->cageSum[k]
                                     : sum==r->cageSum[k]);
  }
  return ok;
}
