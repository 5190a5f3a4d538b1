/*
** unit_rate.c: rate_tech_name() outside the techniques (the SQL layer only
** names techniques it got from a step), against rate.h's list.
*/
#include "unit.h"
#include "rate.h"

void unit_rate(void){
  CHECK_STR("rate-1.1", rate_tech_name(RATE_SEARCH), "Search");
  CHECK_STR("rate-1.2", rate_tech_name(RATE_N_TECH), "?");
  CHECK_STR("rate-1.3", rate_tech_name(-1), "?");
}
