/* SPDX-License-Identifier: MIT */
/*
** input.c: buffered line reading of import files (see input.h).
*/
#include "input.h"

#include <errno.h>
#include <signal.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define INPUT_BLOCK 65536

/* The stamp of a file from its stat. */
static void stamp_of(const struct stat *st, InputStamp *pStamp){
  pStamp->dev = st->st_dev;
  pStamp->ino = st->st_ino;
  pStamp->nSize = (long long)st->st_size;
  pStamp->mtimeSec = (long long)st->st_mtim.tv_sec;
  pStamp->mtimeNsec = (long long)st->st_mtim.tv_nsec;
}

/* How file st differs from stamp a, into z (n bytes); 0 when it does
** not. */
static int stamp_differs(const InputStamp *a, const struct stat *st, char *z,
                         size_t n){
  InputStamp b;
  stamp_of(st, &b);
  if( a->dev!=b.dev || a->ino!=b.ino ){
    snprintf(z, n, "it was replaced by another file");
  }else if( a->nSize!=b.nSize ){
    snprintf(z, n, "its size went from %lld to %lld bytes", a->nSize,
             b.nSize);
  }else if( a->mtimeSec!=b.mtimeSec || a->mtimeNsec!=b.mtimeNsec ){
    snprintf(z, n, "it was written to");
  }else{
    return 0;
  }
  return 1;
}

/* Fail the read: the file changed, as z says. */
static int input_changed(Input *p, const char *z){
  p->eFail = INPUT_CHANGED;
  snprintf(p->zChange, sizeof(p->zChange), "%s", z);
  return -1;
}

int input_verify(Input *p){
  struct stat st;
  char z[sizeof(p->zChange)];
  int rc;
  if( p->eFail==INPUT_CHANGED ) return -1;
  if( !p->bStamp ) return 0;
  /* The file itself, or through its name when a decompressor reads it. */
  rc = p->pidDecompress ? stat(p->zName, &st) : fstat(fileno(p->in), &st);
  if( rc!=0 ) return input_changed(p, "it is gone");
  if( stamp_differs(&p->stamp, &st, z, sizeof(z)) ) return input_changed(p, z);
  return 0;
}

/* Read more bytes after iEnd, growing the buffer when it is full.  A
** plain file read to the size it had when opened (or to the end of its
** range) is checked against its stamp; one that ends before is cut
** short.  Returns 0, or -1 with p->eFail set. */
static int input_fill(Input *p){
  size_t n, nWant;
  if( p->iStart>0 ){
    memmove(p->buf, p->buf+p->iStart, p->iEnd-p->iStart);
    p->iEnd -= p->iStart;
    p->iStart = 0;
  }
  if( p->nAlloc-p->iEnd < INPUT_BLOCK ){
    size_t nNew = p->nAlloc ? p->nAlloc*2 : 4*INPUT_BLOCK;
    char *pNew = realloc(p->buf, nNew);
    if( pNew==0 ){
      p->eFail = INPUT_NOMEM;
      return -1;
    }
    p->buf = pNew;
    p->nAlloc = nNew;
  }
  nWant = p->nAlloc-p->iEnd;
  if( p->nLeft>=0 && (long long)nWant>p->nLeft ) nWant = (size_t)p->nLeft;
  n = nWant>0 ? fread(p->buf+p->iEnd, 1, nWant, p->in) : 0;
  if( p->nLeft>=0 ) p->nLeft -= (long long)n;
  p->iEnd += n;
  if( n==0 ){
    if( ferror(p->in) ){
      p->eFail = INPUT_ERROR;
      p->errnoFail = errno;
      return -1;
    }
    if( p->bStamp && input_verify(p) ) return -1;
    if( nWant>0 && p->nLeft>0 ){
      return input_changed(p, "it ended before the size it had when "
                           "opened");
    }
    p->eof = 1;
  }
  return 0;
}

/* In a child process: write the n bytes at z, then the rest of stdin, to
** fd; then exit. */
static void feed_stdin(int fd, const char *z, size_t n){
  FILE *out = fdopen(fd, "wb");
  char aBuf[INPUT_BLOCK];
  size_t m;
  int bOk = out!=0 && fwrite(z, 1, n, out)==n;
  while( bOk && (m = fread(aBuf, 1, sizeof(aBuf), stdin))>0 ){
    bOk = fwrite(aBuf, 1, m, out)==m;
  }
  _exit(bOk && out && fclose(out)==0 ? 0 : 1);
}

/*
** Replace p->in with the output of `zProg -dc`: of file zName, or of stdin
** when zName is NULL.  Stdin's first bytes are already in p->buf: a child
** of ours (p->pidFeed, reading stdin through the same stdio buffer) writes
** them to the decompressor ahead of the rest.  Returns 0 or -1.
*/
static int start_decompress(Input *p, const char *zName, const char *zProg){
  int fdOut[2], fdIn[2] = {-1, -1};
  pid_t pid;
  if( pipe(fdOut)!=0 ) return -1;
  p->errLog = tmpfile();
  if( zName==0 && (pipe(fdIn)!=0 || (p->pidFeed = fork())<0) ){
    p->pidFeed = 0;
    close(fdOut[0]);
    close(fdOut[1]);
    if( fdIn[0]>=0 ){ close(fdIn[0]); close(fdIn[1]); }
    return -1;
  }
  if( zName==0 && p->pidFeed==0 ){
    close(fdOut[0]);
    close(fdOut[1]);
    close(fdIn[0]);
    feed_stdin(fdIn[1], p->buf, p->iEnd);
  }
  pid = fork();
  if( pid==0 ){
    dup2(fdOut[1], 1);
    if( p->errLog ) dup2(fileno(p->errLog), 2);
    close(fdOut[0]);
    close(fdOut[1]);
    if( zName==0 ){
      dup2(fdIn[0], 0);
      close(fdIn[0]);
      close(fdIn[1]);
      execlp(zProg, zProg, "-dc", (char*)0);
    }else{
      execlp(zProg, zProg, "-dc", "--", zName, (char*)0);
    }
    _exit(127);
  }
  close(fdOut[1]);
  if( zName==0 ){
    close(fdIn[0]);
    close(fdIn[1]);
  }
  if( pid<0 ){
    close(fdOut[0]);
    return -1;
  }
  if( zName ) fclose(p->in);
  p->in = fdopen(fdOut[0], "rb");
  p->pidDecompress = pid;
  p->zDecompress = zProg;
  if( p->in==0 ){
    close(fdOut[0]);
    return -1;
  }
  return 0;
}

/* 1 when the 10 bytes at z start a bzip2 stream: "BZh", a block size
** 1-9, then a block's magic number or the end of the stream's. */
static int is_bzip2(const char *z){
  return memcmp(z, "BZh", 3)==0 && z[3]>='1' && z[3]<='9'
      && (memcmp(z+4, "1AY&SY", 6)==0
          || memcmp(z+4, "\x17\x72\x45\x38\x50\x90", 6)==0);
}

/* The program that decompresses the buffer's bytes, told by their magic
** bytes (gzip, bzip2, xz, zstd), or NULL for none. */
static const char *decompressor_of(const Input *p){
  static const struct { const char *zMagic; size_t n; const char *zProg; }
  aMagic[] = {
    { "\x1f\x8b", 2, "gzip" },
    { "\xfd" "7zXZ\0", 6, "xz" },
    { "\x28\xb5\x2f\xfd", 4, "zstd" },
  };
  size_t i;
  for(i=0; i<sizeof(aMagic)/sizeof(aMagic[0]); i++){
    if( p->iEnd>=aMagic[i].n
     && memcmp(p->buf, aMagic[i].zMagic, aMagic[i].n)==0 ){
      return aMagic[i].zProg;
    }
  }
  return p->iEnd>=10 && is_bzip2(p->buf) ? "bzip2" : 0;
}

/* Open file zName for reading (not a directory); *pbPlain set when it is
** a plain file, its stamp then in *pStamp.  Returns the file, or NULL
** after writing why to zErr. */
static FILE *open_named(const char *zName, int *pbPlain, InputStamp *pStamp,
                        char *zErr, size_t nErr){
  struct stat st;
  FILE *in = fopen(zName, "rb");
  *pbPlain = 0;
  if( in==0 ){
    snprintf(zErr, nErr, "cannot open %s: %s", zName, strerror(errno));
    return 0;
  }
  if( fstat(fileno(in), &st)==0 ){
    if( S_ISDIR(st.st_mode) ){
      snprintf(zErr, nErr, "%s is a directory; name the files in it", zName);
      fclose(in);
      return 0;
    }
    if( S_ISREG(st.st_mode) ){
      *pbPlain = 1;
      stamp_of(&st, pStamp);
    }
  }
  return in;
}

int input_check(const char *zName, char *zErr, size_t nErr){
  InputStamp stamp;
  int bPlain;
  FILE *in;
  if( strcmp(zName, "-")==0 ) return 0;
  in = open_named(zName, &bPlain, &stamp, zErr, nErr);
  if( in==0 ) return -1;
  fclose(in);
  return 0;
}

/* The message for a failed read of p, into zErr. */
static void input_failure(const Input *p, char *zErr, size_t nErr){
  switch( p->eFail ){
    case INPUT_NOMEM:
      snprintf(zErr, nErr, "out of memory reading %s", p->zName);
      break;
    case INPUT_CHANGED:
      snprintf(zErr, nErr, "%s changed while it was read (%s); read it "
               "again when it is complete", p->zName, p->zChange);
      break;
    default:
      snprintf(zErr, nErr, "error reading %s: %s", p->zName,
               strerror(p->errnoFail ? p->errnoFail : EIO));
      break;
  }
}

int input_open(Input *p, const char *zName, char *zErr, size_t nErr){
  int bStdin = strcmp(zName, "-")==0;
  const char *zProg;
  memset(p, 0, sizeof(*p));
  p->zName = bStdin ? "standard input" : zName;
  p->nSize = -1;
  p->nLeft = -1;
  p->in = bStdin ? stdin : open_named(zName, &p->bStamp, &p->stamp, zErr,
                                      nErr);
  if( p->in==0 ) return -1;
  if( p->bStamp ) p->nSize = p->nLeft = p->stamp.nSize;
  if( input_fill(p) ){
    input_failure(p, zErr, nErr);
    return -1;
  }
  if( (zProg = decompressor_of(p))!=0 ){
    int rc = start_decompress(p, bStdin ? 0 : zName, zProg);
    p->iStart = p->iEnd = 0;
    p->eof = 0;
    p->nSize = p->nLeft = -1;
    if( rc || input_fill(p) ){
      snprintf(zErr, nErr, "cannot run %s -dc on %s: %s", zProg, p->zName,
               strerror(errno));
      return -1;
    }
  }
  if( p->iEnd>=3 && memcmp(p->buf, "\xEF\xBB\xBF", 3)==0 ){
    p->iStart = 3;
    p->nConsumed = 3;
  }
  return 0;
}

int input_open_range(Input *p, const char *zName, const InputStamp *pStamp,
                     long long iOffset, long long nBytes, char *zErr,
                     size_t nErr){
  struct stat st;
  char z[sizeof(p->zChange)];
  memset(p, 0, sizeof(*p));
  p->zName = zName;
  p->nSize = nBytes;
  p->nLeft = nBytes;
  p->bStamp = 1;
  p->stamp = *pStamp;
  p->in = fopen(zName, "rb");
  if( p->in==0 ){
    snprintf(zErr, nErr, "cannot read %s: %s", zName, strerror(errno));
    return -1;
  }
  if( fstat(fileno(p->in), &st)==0 && stamp_differs(pStamp, &st, z, sizeof(z)) ){
    input_changed(p, z);
  }else if( fseeko(p->in, (off_t)iOffset, SEEK_SET)!=0 ){
    p->eFail = INPUT_ERROR;
    p->errnoFail = errno;
  }
  if( p->eFail || input_fill(p) ){
    input_failure(p, zErr, nErr);
    return -1;
  }
  return 0;
}

int input_limit(Input *p, long long nEnd){
  long long nRead = p->nConsumed + (long long)(p->iEnd - p->iStart);
  if( nRead>nEnd ) return -1;
  p->nLeft = nEnd - nRead;
  p->eof = 0;
  return 0;
}

const char *input_peek(Input *p, size_t *pn){
  *pn = p->iEnd-p->iStart;
  return p->buf ? p->buf+p->iStart : "";
}

const char *input_line_end(const char *z, size_t nAvail, int bEof,
                           size_t *pnEnd){
  const char *zNl = memchr(z, '\n', nAvail);
  const char *zCr = memchr(z, '\r', zNl ? (size_t)(zNl-z) : nAvail);
  const char *zAfter;
  if( zCr==0 ){
    *pnEnd = 1;
    return zNl;
  }
  for(zAfter=zCr; zAfter<z+nAvail && *zAfter=='\r'; zAfter++){}
  if( zAfter==z+nAvail && !bEof ) return 0;
  *pnEnd = zAfter<z+nAvail && *zAfter=='\n' ? (size_t)(zAfter-zCr)+1 : 1;
  return zCr;
}

/*
** The line at iStart is longer than INPUT_LINE_MAX (read whole, or no line
** ending in the bytes read): keep its first bytes and skip the rest,
** reading on a block at a time, to its line ending; it is returned as an
** empty line.  As input_line.
*/
static int input_skip_long(Input *p, const char **pz, size_t *pn){
  size_t nHead = INPUT_LONG_HEAD;
  long long nLong = 0;
  memcpy(p->aLongHead, p->buf+p->iStart, nHead);
  for(;;){
    const char *z = p->buf+p->iStart, *zEnd;
    size_t nAvail = p->iEnd-p->iStart, nEnd = 0, k;
    zEnd = input_line_end(z, nAvail, p->eof, &nEnd);
    if( zEnd || p->eof ){
      k = zEnd ? (size_t)(zEnd-z) : nAvail;
      if( zEnd==0 ) nEnd = 0;
      p->bCrEnd = nEnd==1 && *zEnd=='\r';
      nLong += (long long)k;
      p->iStart += k + nEnd;
      p->nConsumed += (long long)(k + nEnd);
      break;
    }
    /* A run of '\r' at the end is kept: the next byte tells how the line
    ** ends (CRLF or a lone CR). */
    for(k=nAvail; k>0 && z[k-1]=='\r'; k--){}
    nLong += (long long)k;
    p->iStart += k;
    p->nConsumed += (long long)k;
    if( input_fill(p) ) return -1;
  }
  p->nLine++;
  p->nLongCount++;
  p->nLongLine = p->nLine;
  p->nLongBytes = nLong;
  *pz = p->aLongHead;
  *pn = 0;
  return 1;
}

int input_line(Input *p, const char **pz, size_t *pn){
  const char *zEnd;
  size_t n, nEnd = 0;
  for(;;){
    zEnd = input_line_end(p->buf+p->iStart, p->iEnd-p->iStart, p->eof, &nEnd);
    if( zEnd || p->eof ) break;
    if( p->iEnd-p->iStart >= INPUT_LINE_MAX ) return input_skip_long(p, pz, pn);
    if( input_fill(p) ) return -1;
  }
  if( zEnd==0 && p->iStart==p->iEnd ) return 0;
  *pz = p->buf+p->iStart;
  n = zEnd ? (size_t)(zEnd-*pz) : p->iEnd-p->iStart;
  if( n>INPUT_LINE_MAX ) return input_skip_long(p, pz, pn);
  if( zEnd==0 ) nEnd = 0;
  p->bCrEnd = nEnd==1 && *zEnd=='\r';
  p->iStart += n + nEnd;
  p->nConsumed += (long long)(n + nEnd);
  *pn = n;
  p->nLine++;
  return 1;
}

/* The first line that is not blank of what the decompressor wrote to
** its stderr, trimmed, into z[0..n-1] ("" when none). */
static void decompressor_said(Input *p, char *z, size_t n){
  size_t k = 0;
  z[0] = 0;
  if( p->errLog==0 ) return;
  rewind(p->errLog);
  while( k==0 && fgets(z, (int)n, p->errLog) ){
    for(k=strlen(z); k>0 && ((unsigned char)z[k-1]<=' ' || z[k-1]==';');
        k--){}
  }
  z[k] = 0;
}

int input_close(Input *p, char *zErr, size_t nErr){
  int rc = 0;
  if( p->in && p->eFail!=INPUT_NOMEM ){
    if( p->eFail==INPUT_OK && ferror(p->in) ){
      p->eFail = INPUT_ERROR;
      p->errnoFail = EIO;
    }
    if( p->eFail!=INPUT_OK || input_verify(p) ){
      input_failure(p, zErr, nErr);
      rc = -1;
    }
  }
  if( p->in && p->in!=stdin ) fclose(p->in);
  if( p->pidFeed>0 ){
    /* Done, or not needed any more (the reading stopped early). */
    int status;
    kill(p->pidFeed, SIGTERM);
    waitpid(p->pidFeed, &status, 0);
  }
  if( p->pidDecompress>0 ){
    /* Killed by SIGPIPE: the reading stopped early (an "end" line). */
    int status = 0;
    if( (waitpid(p->pidDecompress, &status, 0)<0
         || (WIFSIGNALED(status) ? WTERMSIG(status)!=SIGPIPE
                                 : WEXITSTATUS(status)!=0)) && rc==0 ){
      if( WIFEXITED(status) && WEXITSTATUS(status)==127 ){
        snprintf(zErr, nErr, "cannot run %s -dc on %s (is %s installed?)",
                 p->zDecompress, p->zName, p->zDecompress);
      }else{
        char zSaid[160];
        decompressor_said(p, zSaid, sizeof(zSaid));
        snprintf(zErr, nErr, "%s -dc failed on %s (a corrupt or truncated "
                 "file?)%s%s", p->zDecompress, p->zName, zSaid[0] ? ": " : "",
                 zSaid);
      }
      rc = -1;
    }
  }
  if( p->errLog ) fclose(p->errLog);
  free(p->buf);
  memset(p, 0, sizeof(*p));
  return rc;
}
