/* SPDX-License-Identifier: MIT */
/*
** dlx.c: Algorithm X with dancing links (see dlx.h for the contract).
**
** All nodes live in one array.  Node 0 is the root, nodes 1..nCol the
** column headers (column c is node c+1), the rest are the 1s of the
** matrix, row after row.  Primary headers are linked into the root's
** left-right list; secondary headers link only to themselves, so they are
** never chosen but still take part in covering.
**
** The search keeps an explicit stack of the row node chosen at each
** level.  dlx_next() runs the loop "descend until a solution or a dead
** end, then backtrack to the next untried row" and returns at each
** solution with the links in place, so the next call resumes from there.
**
** The assert()s check that the links are symmetric where cover() takes a
** node out and that uncover() puts it back where it was taken from, that
** no column's size goes below zero, and that the stack stays in bounds.
** Built with DLX_DEBUG, each solution also recounts every column.
*/
#include "dlx.h"
#include "buf.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

typedef struct DlxNode DlxNode;
struct DlxNode {
  int L, R, U, D;    /* neighbours in the row and the column lists */
  int col;           /* header node of this node's column */
  int row;           /* row number; -1 for headers and the root */
};

/* Where the search stands between dlx_next() calls. */
enum { DLX_FRESH, DLX_PAUSED, DLX_DONE };

struct Dlx {
  int nCol, nPrimary;
  int nRow;
  int nNode, nAlloc;          /* nodes used and allocated */
  DlxNode *a;                 /* root, headers, then the 1s */
  int *aSize;                 /* rows left in each column, by header node */
  int *aMark;                 /* per column: 1 + last row that used it */
  int eState;
  int nLevel;                 /* depth of the current partial solution */
  int *aStack;                /* chosen row node per level (nPrimary+1) */
  int *aSol;                  /* row numbers of the last solution */
  int nSol;
  unsigned long long nFound, nNodes, limit;
  unsigned long long nSteps;  /* link updates and columns looked at */
  Work *work;                 /* charged for nSteps, or NULL */
};

Dlx *dlx_new(int nCol, int nPrimary){
  Dlx *p;
  int i;
  if( nCol<0 || nCol>DLX_MAX_COLS || nPrimary<0 || nPrimary>nCol ) return 0;
  p = calloc(1, sizeof(*p));
  if( p==0 ) return 0;
  p->nCol = nCol;
  p->nPrimary = nPrimary;
  p->nAlloc = nCol+1 + 64;
  p->a = malloc(sizeof(DlxNode)*(size_t)p->nAlloc);
  p->aSize = calloc((size_t)nCol+1, sizeof(int));
  p->aMark = calloc((size_t)nCol+1, sizeof(int));
  if( p->a==0 || p->aSize==0 || p->aMark==0 ){
    dlx_free(p);
    return 0;
  }
  for(i=0; i<=nCol; i++){
    DlxNode *x = &p->a[i];
    x->U = x->D = x->col = i;
    x->row = -1;
    if( i<=nPrimary ){
      x->L = i==0 ? nPrimary : i-1;
      x->R = i==nPrimary ? 0 : i+1;
    }else{
      x->L = x->R = i;
    }
  }
  p->nNode = nCol+1;
  return p;
}

void dlx_free(Dlx *p){
  if( p==0 ) return;
  free(p->a);
  free(p->aSize);
  free(p->aMark);
  free(p->aStack);
  free(p->aSol);
  free(p);
}

/* Make room for n more nodes.  Returns DLX_OK or DLX_NOMEM. */
static int dlx_reserve(Dlx *p, int n){
  if( n>0x7fffffff-p->nNode
   || !buf_room(&p->a, &p->nAlloc, p->nNode+n, sizeof(DlxNode), 0) ){
    return DLX_NOMEM;
  }
  return DLX_OK;
}

int dlx_add_row(Dlx *p, const int *aCol, int n){
  int i, first = p->nNode, rc;
  if( p->eState!=DLX_FRESH || p->aStack ) return DLX_MISUSE;
  if( n<0 || p->nRow==0x7fffffff ) return DLX_RANGE;
  for(i=0, rc=DLX_OK; rc==DLX_OK && i<n; i++){
    int c = aCol[i];
    if( c<0 || c>=p->nCol ){
      rc = DLX_RANGE;
    }else if( p->aMark[c+1]==p->nRow+1 ){
      rc = DLX_DUP;
    }else{
      p->aMark[c+1] = p->nRow+1;
    }
  }
  if( rc==DLX_OK ) rc = dlx_reserve(p, n);
  if( rc ){
    /* Forget the marks set, so the next row may use this row number. */
    int nMarked = rc==DLX_NOMEM ? n : i-1;
    for(i=0; i<nMarked; i++) p->aMark[aCol[i]+1] = 0;
    return rc;
  }
  for(i=0; i<n; i++){
    int h = aCol[i]+1, x = first+i;
    DlxNode *nd = &p->a[x];
    nd->col = h;
    nd->row = p->nRow;
    nd->L = i==0 ? first+n-1 : x-1;
    nd->R = i==n-1 ? first : x+1;
    nd->D = h;
    nd->U = p->a[h].U;
    p->a[p->a[h].U].D = x;
    p->a[h].U = x;
    p->aSize[h]++;
  }
  p->nNode += n;
  p->nRow++;
  return DLX_OK;
}

int dlx_row_count(const Dlx *p){ return p->nRow; }

void dlx_set_limit(Dlx *p, unsigned long long limit){ p->limit = limit; }

unsigned long long dlx_found(const Dlx *p){ return p->nFound; }

unsigned long long dlx_nodes(const Dlx *p){ return p->nNodes; }

int dlx_solution(const Dlx *p, const int **paRow){
  *paRow = p->aSol;
  return p->nSol;
}

/* Remove column header h and every row that has a 1 in it. */
static void cover(Dlx *p, int h){
  DlxNode *a = p->a;
  int i, j;
  unsigned long long n = 1;
  assert( h>0 && h<=p->nCol && a[h].col==h );
  assert( a[a[h].R].L==h && a[a[h].L].R==h );
  a[a[h].R].L = a[h].L;
  a[a[h].L].R = a[h].R;
  for(i=a[h].D; i!=h; i=a[i].D){
    assert( a[i].col==h && a[a[i].D].U==i );
    for(j=a[i].R; j!=i; j=a[j].R){
      assert( a[a[j].D].U==j && a[a[j].U].D==j );
      assert( p->aSize[a[j].col]>0 );
      a[a[j].D].U = a[j].U;
      a[a[j].U].D = a[j].D;
      p->aSize[a[j].col]--;
      n++;
    }
  }
  p->nSteps += 2*n;           /* uncover() will undo as many */
}

/* Undo cover(p, h), restoring links in exactly the reverse order. */
static void uncover(Dlx *p, int h){
  DlxNode *a = p->a;
  int i, j;
  for(i=a[h].U; i!=h; i=a[i].U){
    for(j=a[i].L; j!=i; j=a[j].L){
      assert( a[a[j].D].U==a[j].U && a[a[j].U].D==a[j].D );
      p->aSize[a[j].col]++;
      a[a[j].D].U = j;
      a[a[j].U].D = j;
    }
  }
  assert( a[a[h].R].L==a[h].L && a[a[h].L].R==a[h].R );
  a[a[h].R].L = h;
  a[a[h].L].R = h;
}

/* Cover the other columns of the row containing node r. */
static void cover_row(Dlx *p, int r){
  int j;
  for(j=p->a[r].R; j!=r; j=p->a[j].R) cover(p, p->a[j].col);
}

/* Undo cover_row(p, r). */
static void uncover_row(Dlx *p, int r){
  int j;
  for(j=p->a[r].L; j!=r; j=p->a[j].L) uncover(p, p->a[j].col);
}

/*
** The first primary column with at most one row left (no choice to
** make), else the one with the fewest rows, leftmost on a tie.
*/
static int choose_column(Dlx *p){
  int h, best = p->a[0].R, nBest = p->aSize[best];
  unsigned long long n = 1;
  for(h=p->a[best].R; h!=0 && nBest>1; h=p->a[h].R){
    n++;
    if( p->aSize[h]<nBest ){
      best = h;
      nBest = p->aSize[h];
    }
  }
  p->nSteps += n;
  return best;
}

/* Take row node r at the current level and go one level deeper. */
static void push_row(Dlx *p, int r){
  assert( r>p->nCol && r<p->nNode && p->nLevel<=p->nPrimary );
  p->aStack[p->nLevel++] = r;
  cover_row(p, r);
  p->nNodes++;
}

/*
** Undo levels until one has an untried row left, then take it.  Returns 0
** when the whole tree has been searched.
*/
static int backtrack(Dlx *p){
  while( p->nLevel>0 ){
    int r = p->aStack[--p->nLevel];
    int h = p->a[r].col;
    uncover_row(p, r);
    r = p->a[r].D;
    assert( p->a[r].col==h );
    if( r!=h ){
      push_row(p, r);
      return 1;
    }
    uncover(p, h);
  }
  return 0;
}

#ifdef DLX_DEBUG
/* Every column holds as many nodes as its size says. */
static void check_sizes(const Dlx *p){
  int h, i, n;
  for(h=1; h<=p->nCol; h++){
    for(n=0, i=p->a[h].D; i!=h; i=p->a[i].D) n++;
    assert( n==p->aSize[h] );
  }
}
#endif

/* Copy the current partial solution, which is complete, to aSol. */
static void record_solution(Dlx *p){
  int i;
#ifdef DLX_DEBUG
  check_sizes(p);
#endif
  for(i=0; i<p->nLevel; i++) p->aSol[i] = p->a[p->aStack[i]].row;
  p->nSol = p->nLevel;
  p->nFound++;
}

void dlx_set_work(Dlx *p, Work *work){ p->work = work; }

/*
** Charge the steps taken since `start` to the Work; returns rc, or
** DLX_OVER_BUDGET (ending the search) when that went over the limit.
*/
static int charge(Dlx *p, unsigned long long start, int rc){
  unsigned long long n = p->nSteps-start;
  if( work_charge(p->work, (n+WORK_DLX_UPDATES-1)/WORK_DLX_UPDATES) ){
    p->eState = DLX_DONE;
    return DLX_OVER_BUDGET;
  }
  return rc;
}

/* dlx_next's search, allowed `steps` more steps; see dlx_next. */
static int search_on(Dlx *p, unsigned long long steps){
  unsigned long long start = p->nSteps, look = 0;
  if( p->limit && p->nFound>=p->limit ){
    p->eState = DLX_DONE;
    return 0;
  }
  if( p->eState==DLX_FRESH ){
    if( p->aStack==0 ){
      size_t n = (size_t)p->nPrimary+1;
      p->aStack = malloc(n*sizeof(int));
      p->aSol = malloc(n*sizeof(int));
      if( p->aStack==0 || p->aSol==0 ){
        free(p->aStack);
        free(p->aSol);
        p->aStack = p->aSol = 0;
        return DLX_NOMEM;
      }
    }
  }else if( !backtrack(p) ){
    p->eState = DLX_DONE;
    return 0;
  }
  for(;;){
    int h;
    if( p->a[0].R==0 ){
      record_solution(p);
      p->eState = DLX_PAUSED;
      return 1;
    }
    if( p->nSteps-start>look && work_look(p->nSteps-start, steps, &look) ){
      return DLX_OVER_BUDGET;
    }
    h = choose_column(p);
    if( p->aSize[h]>0 ){
      cover(p, h);
      push_row(p, p->a[h].D);
    }else if( !backtrack(p) ){
      p->eState = DLX_DONE;
      return 0;
    }
  }
}

int dlx_next(Dlx *p){
  unsigned long long start = p->nSteps;
  unsigned long long steps = work_steps_left(p->work, 1);
  int rc;
  if( p->eState==DLX_DONE ) return 0;
  steps = steps>~0ULL/WORK_DLX_UPDATES ? ~0ULL : steps*WORK_DLX_UPDATES;
  rc = search_on(p, steps);
  return charge(p, start, rc);
}
