/* SPDX-License-Identifier: MIT */
/*
** rateint.h: what the rater's files (ext/rate/rate*.c) share: the candidate
** grid, the grid geometry, and the "find" record a technique fills in.
**
** A technique is a RateFinder: int find(const RateState*, RateFind*,
** int variant) returns 1 after describing one step in the RateFind
** (technique, score, placements, eliminations), 0 when it does not
** apply, and RATE_FIND_NOMEM when it could not allocate its working
** memory (rating then stops: a step skipped would change the rating).
** rate.c tries them in order and applies the first step found.
** Finders only read the state; rate.c keeps its places index (see
** rate_index) up to date for each round.
**
** The files depend on each other in one direction: the finders call the
** helpers of rate_step.c, rate_index.c and rate_units.c (which call no
** finder), and rate.c, the driver, calls the finders
** (tests/callgraph.sh checks that no file calls back into one that
** calls it).
*/
#ifndef SUDOKU_RATEINT_H
#define SUDOKU_RATEINT_H

#include "rate.h"
#include "rate_why.h"

/* Candidates of a cell: bit d-1 for digit d. */
#define DBIT(d) (1u<<((d)-1))
#define ALL9 0x1ffu

/*
** The candidates when a finder last found nothing (valid=1).  Candidates
** only ever go, so a part of the grid (a unit, a digit) whose candidates
** are as they were then still gives nothing, and a finder whose result
** on that part depends on nothing else may skip it.
*/
typedef struct RateMemo RateMemo;
struct RateMemo {
  int valid;
  unsigned short cand[81];
};

/* The chain finders' working memory (rate_forcing.c), kept from one step
** to the next. */
typedef struct RateChainMem RateChainMem;

/* The strong links of each digit (rate_links.c), kept likewise. */
typedef struct RateLinkMem RateLinkMem;

/*
** The units a variant adds to the 27 (SukakuExplainer's extra regions,
** rate_geom.c): units 27.. in the order SE looks at them, and the peers
** they add.  A state under the plain rules has none (geom NULL) and the
** finders read the constant tables below alone.
*/
#define RATE_MAX_XUNIT 23   /* nine disjoint groups, nine windows, two
                            ** diagonals, girandola, asterisk, centre dot */
#define RATE_MAX_UNIT (27+RATE_MAX_XUNIT)
/* SE's region kinds: RATE_KIND_* (rate_why.h). */
typedef struct RateGeom RateGeom;
struct RateGeom {
  int nUnit;                                /* 27 + the extra units */
  int group0;                               /* disjoint groups: the first
                                            ** of the 9, else 0 */
  int window0;                              /* windoku: the first of its
                                            ** 9 windows, else 0 */
  int nc;                                   /* non-consecutive */
  int extra;                                /* extra units or peers: SE's
                                            ** variant technique set */
  unsigned char unit[RATE_MAX_UNIT][9];     /* cells, in SE's order */
  unsigned char kind[RATE_MAX_UNIT];        /* SE's region kind of unit u
                                            ** (RATE_KIND_*), and its */
  unsigned char index[RATE_MAX_UNIT];       /* index among that kind's */
  signed char cellUnit[81][RATE_N_KIND];    /* the unit of each kind
                                            ** holding the cell, or -1 */
  unsigned long long cellUnits[81];         /* the units holding the
                                            ** cell, as bits 1<<u */
  unsigned long long unitBits[RATE_MAX_UNIT][2];
  unsigned long long peerBits[81][2];       /* every unit's peers */
  unsigned char nPeer[81];
  unsigned char peer[81][80];
};

typedef struct RateState RateState;
struct RateState {
  unsigned short cand[81];  /* candidates of empty cells, 0 when filled */
  unsigned char val[81];    /* 0 = empty, else the digit */
  int serateDefaults;       /* 1: also the techniques of serate's default
                            ** set that the Sudoku Exchange bank's set
                            ** lacks (UVWXYZ- and TUVWXYZ-wings) */
  RateMemo *memo;           /* the running finder's memo, or NULL */
  Work *work;               /* charged for the work done, or NULL */
  const unsigned char *sol; /* the solution's digits when known, else
                            ** NULL: the chain producers skip the
                            ** assumptions it shows can give no hint */
  RateMemo *aMemo;          /* one memo per finder (RATE_N_FINDER) */
  RateChainMem *chain;      /* NULL when it could not be allocated */
  RateLinkMem *links;       /* NULL when it could not be allocated */
  const RateGeom *geom;     /* the variant's units, or NULL: plain */
  const unsigned long long (*peerBits)[2];  /* the peers of each cell:
                            ** rate_peer_bits, or the variant's */
  unsigned short places[RATE_MAX_UNIT][9];  /* rate_places() index, by
                            ** rate_index(); units 27.. with geom only */
};

typedef struct RateFind RateFind;
struct RateFind {
  int tech;
  int score;                        /* tenths */
  int n;
  RateAction a[RATE_MAX_ACTIONS];
  unsigned short elim[81];          /* digits already listed per cell,
                                    ** and RATE_PLACE_LISTED */
  RateWhy *why;                     /* describe the step here (see
                                    ** rate_why.h), or NULL: rating only */
};
#define RATE_PLACE_LISTED 0x200

/* What a finder returns when out of memory, and when a variant's puzzle
** goes past what it can rate exactly (rating then stops: refused,
** RATE_VARIANT_LINKS). */
#define RATE_FIND_NOMEM (-1)
#define RATE_FIND_BEYOND (-2)

/* Geometry (rate_units.c): units 0-8 rows, 9-17 columns, 18-26 boxes. */
extern const unsigned char rate_unit[27][9];
extern const unsigned char rate_cell_unit[81][3];
extern const unsigned rate_cell_units[81];   /* the same, as bits 1<<u */
extern const unsigned char rate_peer[81][20];
extern const unsigned long long rate_unit_bits[27][2];
extern const unsigned long long rate_peer_bits[81][2];
extern const unsigned char rate_bitcount[512];
extern const unsigned short rate_subset9[5][127];

/* A set of cells as an 81-bit mask. */
typedef unsigned __int128 RateBits;
#define RATE_BIT(c) (((RateBits)1)<<(c))
static inline RateBits rate_bits(const unsigned long long *w){
  return ((RateBits)w[1]<<64) | w[0];
}

/* The lowest cell of a non-empty 81-bit set. */
static inline int rate_lowest_cell(RateBits m){
  unsigned long long lo = (unsigned long long)m;
  unsigned long long hi = (unsigned long long)(m>>64);
  return lo ? __builtin_ctzll(lo) : 64+__builtin_ctzll(hi);
}

/* The cells that see some cell of the 81-bit set m. */
static inline RateBits rate_peers_of(RateBits m){
  RateBits r = 0;
  for(; m; m&=m-1) r |= rate_bits(rate_peer_bits[rate_lowest_cell(m)]);
  return r;
}

/* The number of cells in an 81-bit set. */
static inline int rate_bits_count(RateBits m){
  return __builtin_popcountll((unsigned long long)m)
       + __builtin_popcountll((unsigned long long)(m>>64));
}

/* Bits set in a 9-bit mask (a table: the build has no popcnt). */
static inline int rate_popc(unsigned x){ return rate_bitcount[x & ALL9]; }

/* The lowest digit in a candidate mask (mask must not be 0). */
static inline int rate_low_digit(unsigned m){ return __builtin_ctz(m)+1; }

/* The k-th unit (0..26) in the order SE looks at units: boxes, columns,
** rows. */
static inline int rate_se_unit(int k){
  return k<9 ? 18+k : k<18 ? k : k-18;
}

/* SE's regions by kind, 0 a box, 1 a row, 2 a column: the unit of the
** region of that kind with index k (0..8), and the one holding cell c. */
static inline int rate_se_region(int kind, int k){
  return (kind==0 ? 18 : kind==1 ? 0 : 9) + k;
}
static inline int rate_se_region_of(int c, int kind){
  return rate_cell_unit[c][kind==0 ? 2 : kind-1];
}

/* 1 when cells a and b share a row, column or box. */
static inline int rate_sees(int a, int b){
  return a/9==b/9 || a%9==b%9 || (a/27==b/27 && a%9/3==b%9/3);
}

/* Positions (bit i = rate_unit[u][i]) where digit d may go in unit u,
** as of the last rate_index(s). */
static inline unsigned rate_places(const RateState *s, int u, int d){
  return s->places[u][d-1];
}

/* Cell i of unit u, a variant's unit (27..) too. */
static inline int rate_unit_cell(const RateState *s, int u, int i){
  return u<27 ? rate_unit[u][i] : s->geom->unit[u][i];
}

/* The number of units of s: 27, and a variant's. */
static inline int rate_n_unit(const RateState *s){
  return s->geom ? s->geom->nUnit : 27;
}

/* The peers of cell c as 81 bits, the variant's when s has one. */
static inline RateBits rate_peer_set(const RateState *s, int c){
  return rate_bits(s->peerBits[c]);
}

/* The number of empty cells in unit u. */
static inline int rate_empty_in(const RateState *s, int u){
  int i, n = 0;
  for(i=0; i<9; i++) n += s->val[rate_unit_cell(s, u, i)]==0;
  return n;
}

/* rate_geom.c: the units of rules r (9x9) into g.  Returns 0, or the key
** of the first rule the rater does not rate. */
const char *rate_geom_init(RateGeom *g, const Rules *r);

/* rate_geom.c: 1 when the rules of s could break a deadly pattern through
** cell c holding the digits `pair`, as SE checks it for unique loops and
** BUG: a cell a knight's or king's move away (in no unit with c) holds
** one of them, or an orthogonal neighbour (non-consecutive) a digit next
** to one of them. */
int rate_geom_restricted(const RateState *s, int c, unsigned pair);

/*
** Name the units of w's chain links that only the variant g makes (the
** chain finders know the 27 units alone and leave them RATE_WHY_NONE): a
** link between the same digit in two cells of a unit of g's is in that
** unit; a weak link between cells that see each other through a knight's
** or a king's move, or consecutive digits of neighbours under
** non-consecutive rules, is RATE_WHY_PEER.
*/
void rate_geom_why_links(const RateGeom *g, RateWhy *w);

/* The number of finders in the longer of rate.c's lists, plain and
** variant (the size of a state's aMemo). */
#define RATE_N_FINDER 50

/* rate.c, the driver: a state (made with every finder's memory), the
** next step (the finders in order). */
void rate_state_init(RateState *s, RateMemo *aMemo, Work *work);
void rate_state_free(RateState *s);
int rate_next_step(RateState *s, RateFind *f);

/* rate_step.c: filling a RateFind, applying it to a state. */
void rate_find_init(RateFind *f, RateWhy *why);
void rate_find_start(RateFind *f, int tech, int score);
void rate_find_elim(RateFind *f, const RateState *s, int cell, int d);
void rate_find_place(RateFind *f, int cell, int d);
void rate_place(RateState *s, int cell, int d);
void rate_apply(RateState *s, const RateFind *f);

/* rate_index.c: the places index, the cells of each digit, what changed
** since the running finder's memo. */
void rate_index(RateState *s);
void rate_index_update(RateState *s, const unsigned short *before);
void rate_positions(const unsigned short *cand, unsigned short aPos[27][9]);
void rate_digit_cells(const unsigned short *cand, RateBits aCells[9]);
unsigned rate_changed_units(const RateState *s);
unsigned rate_changed_digits(const RateState *s);

/*
** The techniques.  Every finder has the same shape so that rate.c can try
** them from one table; `variant` selects a member of a family (a subset
** size, a box or a line, ...) and is ignored by the others.
*/
typedef int (*RateFinder)(const RateState *s, RateFind *f, int variant);

/* rate_basic.c: singles and locked candidates. */
#define RATE_LOCKED_POINTING 1   /* box -> line, else line -> box */
#define RATE_LOCKED_DIRECT   2   /* the hidden single it leaves, placed */
int rate_find_last_value(const RateState*, RateFind*, int);
int rate_find_hidden_single(const RateState*, RateFind*, int inBox);
int rate_find_naked_single(const RateState*, RateFind*, int);
int rate_find_locked(const RateState*, RateFind*, int variant);
/* Under a variant's rules (rating only: these describe no why). */
int rate_find_vlocking(const RateState*, RateFind*, int);
int rate_find_locked_extra(const RateState*, RateFind*, int);

/* rate_nc.c: non-consecutive sudoku's forcing cells and locking (rating
** only: no why). */
int rate_find_nc_forcing_cell(const RateState*, RateFind*, int);
int rate_find_nc_locked(const RateState*, RateFind*, int);

/* rate_subset.c: naked and hidden subsets, and fish; k is 2, 3 or 4. */
#define RATE_SUBSET_DIRECT 8     /* the hidden single a hidden subset leaves,
                                 ** placed */
#define RATE_SUBSET_GEN 16       /* naked subsets: SE's generalized ones,
                                 ** eliminating from every common peer */
int rate_find_naked_subset(const RateState*, RateFind*, int k);
int rate_find_hidden_subset(const RateState*, RateFind*, int kAndDirect);
int rate_find_fish(const RateState*, RateFind*, int k);

/* rate_links.c: chains of n (2, 3 or 4) strong links on one digit. */
int rate_find_strong_links(const RateState*, RateFind*, int n);
RateLinkMem *rate_link_mem_new(void);
void rate_link_mem_free(RateLinkMem *m);

/* rate_wings.c: XY/XYZ-wing (xyz 0/1). */
int rate_find_wing(const RateState*, RateFind*, int xyz);

/* rate_unique.c: unique rectangles and loops, types 1-4. */
int rate_find_unique_loop(const RateState*, RateFind*, int);

/* rate_bug.c: bivalue universal grave, types 1-4. */
int rate_find_bug(const RateState*, RateFind*, int);

/* rate_wxyz.c: WXYZ- to TUVWXYZ-wings, sets of n (3 to 6) cells. */
int rate_find_wxyz_wing(const RateState*, RateFind*, int n);

/* rate_aligned.c: aligned pair and triplet exclusion (degree 2 or 3). */
int rate_find_aligned(const RateState*, RateFind*, int degree);

/* rate_chains.c: SE's forcing chains and cycles (one producer). */
int rate_find_forcing_chain(const RateState*, RateFind*, int);

/* rate_chaining.c: SE's Nishio, multiple, dynamic and nested forcing
** chains (their engine: rate_forcing.h). */
#define RATE_CHAIN_NISHIO    0  /* Nishio forcing chains */
#define RATE_CHAIN_MULTIPLE  1  /* cell and region forcing chains */
#define RATE_CHAIN_DYNAMIC   2  /* dynamic forcing chains */
#define RATE_CHAIN_PLUS      3  /* dynamic forcing chains (+) */
#define RATE_CHAIN_NESTED2   4  /* nested level 2; 5 level 3; 6-9 level 4
                                ** with nesting limits 0 to 3 */
int rate_find_chaining(const RateState*, RateFind*, int producer);
RateChainMem *rate_chain_mem_new(void);
void rate_chain_mem_free(RateChainMem *m);

#endif
