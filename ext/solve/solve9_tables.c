/* SPDX-License-Identifier: MIT */
/*
** solve9_tables.c: the lookup tables of solve9_tables.h, computed by the
** compiler from the macros below (no run-time initialisation, so the
** solver has no mutable state to share between threads).
*/
#include "solve9_tables.h"

/* Expand F over the arguments m .. m+N-1, comma separated. */
#define T4(F,m)   F(m), F((m)+1), F((m)+2), F((m)+3)
#define T16(F,m)  T4(F,m), T4(F,(m)+4), T4(F,(m)+8), T4(F,(m)+12)
#define T64(F,m)  T16(F,m), T16(F,(m)+16), T16(F,(m)+32), T16(F,(m)+48)
#define T256(F,m) T64(F,m), T64(F,(m)+64), T64(F,(m)+128), T64(F,(m)+192)
#define T512(F)   T256(F,0), T256(F,256)

/* Bit i set when bits 3i..3i+2 of m are not all zero. */
#define TRIADS(m) ((((m)&7)!=0) | ((((m)&070)!=0)<<1) | ((((m)&0700)!=0)<<2))

const unsigned char solve9_triads[512] = { T512(TRIADS) };

/*
** The six ways to put a digit once in each row and box of a band, as
** triad sets (bit 3*row+box).  KEEP(s,p) is p when s holds all of p.
*/
#define KEEP(s,p) ((((s)&(p))==(p)) ? (p) : 0u)
#define PLACEABLE(s) (KEEP(s,0x111u) | KEEP(s,0x0A1u) | KEEP(s,0x10Au) \
                    | KEEP(s,0x062u) | KEEP(s,0x08Cu) | KEEP(s,0x054u))

/* Triad bit k of t becomes the three cell bits 3k..3k+2. */
#define SPREAD1(t,k) ((((t)>>(k))&1u) * (7u<<(3*(k))))
#define SPREAD(t) (SPREAD1(t,0) | SPREAD1(t,1) | SPREAD1(t,2) \
                 | SPREAD1(t,3) | SPREAD1(t,4) | SPREAD1(t,5) \
                 | SPREAD1(t,6) | SPREAD1(t,7) | SPREAD1(t,8))
#define LOCKED(s) SPREAD(PLACEABLE((unsigned)(s)))

const uint16_t solve9_placeable[512] = { T512(PLACEABLE) };

const uint32_t solve9_locked[512] = { T512(LOCKED) };

/* NPLACE(s): how many of the six placements lie inside triad set s. */
#define HAS(s,p) (((s)&(p))==(p))
#define NPLACE(s) (HAS(s,0x111u) + HAS(s,0x0A1u) + HAS(s,0x10Au) \
                 + HAS(s,0x062u) + HAS(s,0x08Cu) + HAS(s,0x054u))

const unsigned char solve9_nplace[512] = { T512(NPLACE) };
