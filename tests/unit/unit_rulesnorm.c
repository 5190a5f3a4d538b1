/* SPDX-License-Identifier: MIT */
/*
** unit_rulesnorm.c: the normal form of rules (ext/rules/rulesnorm.c): the same
** rules written differently give the same text, the plain rules give "",
** and the text reads back as the same rules.
*/
#include "unit.h"
#include "rules.h"

#include <stdio.h>
#include <string.h>

/* The normal form of zJson for a grid of `side` into z ("error" when the
** rules do not parse). */
static const char *normal(const char *zJson, int side, char *z){
  Rules r;
  char zErr[JSON_ERR_MAX];
  if( rules_parse(&r, zJson, -1, side, zErr) ) return strcpy(z, "error");
  rules_normal(&r, z);
  return z;
}

void unit_rulesnorm(void){
  static char z1[RULES_NORMAL_MAX], z2[RULES_NORMAL_MAX];
  static const char *aSame[][2] = {
    { "{}", "{\"diagonals\":false,\"box\":\"2x2\"}" },
    { "{\"antiking\":true,\"diagonals\":true}",
      "{\"diagonals\":true,\"cages\":[],\"antiking\":true}" },
    { "{\"regions\":\"AABBAABBCCDDCCDD\"}",
      "{\"regions\":\"ddccddccbbaabbaa\"}" },
    { "{\"cages\":[[7,[3,2]],[3,[1,0]]]}",
      "{\"cages\":[[3,[0,1]],[7,[2,3]]]}" },
  };
  int i;
  CHECK_STR("rulesnorm-1.1", normal("{}", 9, z1), "");
  CHECK_STR("rulesnorm-1.2", normal(0, 6, z1), "");
  CHECK_STR("rulesnorm-1.3", normal("{\"box\":\"3x2\"}", 6, z1),
            "{\"box\":\"3x2\"}");
  CHECK_STR("rulesnorm-1.4", normal("{\"nonconsecutive\":true,\"cages\":"
            "[[9,[10,1]]],\"windoku\":true}", 9, z1),
            "{\"windoku\":true,\"nonconsecutive\":true,\"cages\":"
            "[[9,[1,10]]]}");
  CHECK_STR("rulesnorm-1.5", normal("{\"regions\":\"BBAABBAADDCCDDCC\"}",
            4, z1), "{\"regions\":\"AABBAABBCCDDCCDD\"}");
  for(i=0; i<(int)(sizeof(aSame)/sizeof(aSame[0])); i++){
    char zName[32];
    snprintf(zName, sizeof(zName), "rulesnorm-2.%d", i+1);
    CHECK_STR(zName, normal(aSame[i][0], 4, z1), normal(aSame[i][1], 4, z2));
    CHECK_INT(zName, strcmp(z1, "error")!=0, 1);
  }
  /* The normal form reads back as itself. */
  normal("{\"antiknight\":true,\"cages\":[[10,[79,80,70]],[3,[0,1]]]}", 9,
         z1);
  CHECK_STR("rulesnorm-3.1", normal(z1, 9, z2), z1);
}
