/*
** rate_chains.c: static alternating chains.  A chain starts by assuming a
** candidate true and alternates weak links (a true candidate removes the
** others in its cell and its digit from its peers) with strong links (a
** false candidate forces the other candidate of a bivalue cell, or the
** other place of a digit with two places in a unit).  A chain that comes
** back to the starting candidate as false removes it.  This covers every
** elimination of X-chains/turbot fish and X-cycles (one digit, unit links
** only), XY-chains (bivalue cells only) and general AICs.
**
** Chains are found breadth first, so each is as short as possible, and
** rated like SE: a base for the kind plus a tenth per length threshold.
** Kinds are tried in order (X, XY, AIC) and the first kind with a chain
** makes the step: its lowest rated elimination, with every other one of
** that kind rated no higher than that or than the hardest step so far
** (which cannot raise the rating, and saves searching again); the step's
** score is the highest among those it takes.
*/
#include "rateint.h"

#include <string.h>

/* Longest chain tried, in links: longer ones rate 7.5 and more, where
** the forcing techniques take over. */
#define CHAIN_MAX_LINKS 16

enum { MODE_X, MODE_XY, MODE_AIC };

typedef struct ChainSearch ChainSearch;
struct ChainSearch {
  const RateState *s;
  int mode;
  short partner[81][9][3];         /* other place of d in unit k, or -1 */
  unsigned stamp;                  /* current search's visit mark */
  unsigned seen[729*2];            /* state (node*2+on) visited mark */
  short queue[729*2];
  unsigned char depth[729*2];
};

/* Fill in the unit partners: the other place of a digit that has two
** places in a unit. */
static void find_partners(ChainSearch *cs){
  int u, d;
  memset(cs->partner, 0xff, sizeof(cs->partner));
  for(u=0; u<27; u++){
    for(d=1; d<=9; d++){
      unsigned m = rate_places(cs->s, u, d);
      int a, b;
      if( rate_popc(m)!=2 ) continue;
      a = rate_unit[u][__builtin_ctz(m)];
      b = rate_unit[u][31-__builtin_clz(m)];
      cs->partner[a][d-1][u/9] = (short)b;
      cs->partner[b][d-1][u/9] = (short)a;
    }
  }
}

/* Visit state (node, on) at depth dep unless seen: 1 if newly queued. */
static int visit(ChainSearch *cs, int *pTail, int node, int on, int dep){
  int st = node*2+on;
  if( cs->seen[st]==cs->stamp ) return 0;
  cs->seen[st] = cs->stamp;
  cs->queue[*pTail] = (short)st;
  cs->depth[*pTail] = (unsigned char)dep;
  (*pTail)++;
  return 1;
}

/*
** Length in links of the shortest chain from "x true" to "x false"
** within maxLinks, or 0 when there is none.
*/
static int shortest_chain(ChainSearch *cs, int x, int maxLinks){
  const RateState *s = cs->s;
  int head = 0, tail = 0;
  cs->stamp++;
  visit(cs, &tail, x, 1, 0);
  while( head<tail ){
    int st = cs->queue[head], dep = cs->depth[head];
    int node = st>>1, c = node/9, d = node%9+1, i, k;
    head++;
    if( dep>=maxLinks ) continue;
    if( st & 1 ){
      /* true: weak links to the cell's other digits and d's peers */
      if( cs->mode==MODE_AIC ){
        unsigned m = s->cand[c] & ~DBIT(d);
        while( m ){
          int e = rate_low_digit(m);
          m &= m-1;
          visit(cs, &tail, c*9+e-1, 0, dep+1);
        }
      }
      for(i=0; i<20; i++){
        int p = rate_peer[c][i];
        if( s->cand[p] & DBIT(d) ){
          if( p*9+d-1==x ) return dep+1;
          visit(cs, &tail, p*9+d-1, 0, dep+1);
        }
      }
    }else{
      /* false: strong links to a bivalue partner and unit partners */
      if( cs->mode!=MODE_X && rate_popc(s->cand[c])==2 ){
        visit(cs, &tail, c*9+rate_low_digit(s->cand[c] & ~DBIT(d))-1, 1,
              dep+1);
      }
      if( cs->mode!=MODE_XY ){
        for(k=0; k<3; k++){
          int p = cs->partner[c][d-1][k];
          if( p>=0 ) visit(cs, &tail, p*9+d-1, 1, dep+1);
        }
      }
    }
  }
  return 0;
}

/* Rating of a chain of the current mode with n links. */
static int chain_score(int mode, int nLinks){
  return (mode==MODE_AIC ? 69 : 65) + rate_length_bonus(nLinks);
}

int rate_find_chain(const RateState *s, RateFind *f, int variant){
  static const int aTech[] = { RATE_X_CHAIN, RATE_XY_CHAIN, RATE_AIC };
  ChainSearch search, *cs = &search;
  short aScore[729];
  int best = 1000, mode, x;
  (void)variant;
  cs->s = s;
  cs->stamp = 0;
  memset(cs->seen, 0, sizeof(cs->seen));
  find_partners(cs);
  for(mode=MODE_X; mode<=MODE_AIC && best==1000; mode++){
    int maxLinks = CHAIN_MAX_LINKS, limit = 1000;
    cs->mode = mode;
    for(x=0; x<729; x++){
      int n;
      aScore[x] = 0;
      if( !(s->cand[x/9] & DBIT(x%9+1)) || maxLinks==0 ) continue;
      if( mode==MODE_XY && rate_popc(s->cand[x/9])!=2 ) continue;
      n = shortest_chain(cs, x, maxLinks);
      if( n==0 ) continue;
      aScore[x] = (short)chain_score(mode, n);
      if( aScore[x]<best ){
        best = aScore[x];
        limit = best>s->ceiling ? best : s->ceiling;
        while( maxLinks>0 && chain_score(mode, maxLinks)>limit ) maxLinks--;
      }
    }
    if( best==1000 ) continue;
    rate_find_start(f, aTech[mode], best);
    for(x=0; x<729; x++){
      if( aScore[x]==0 || aScore[x]>limit ) continue;
      rate_find_elim(f, s, x/9, x%9+1);
      if( aScore[x]>f->score ) f->score = aScore[x];
    }
  }
  return best<1000;
}
