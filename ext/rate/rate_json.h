/* SPDX-License-Identifier: MIT */
/*
** rate_json.h: the rater's steps as JSON, the shape sudoku_explain and
** sudoku_hint return (docs/hints.md describes it for app developers).
**
** A step at RATE_JSON_FULL:
**   {"step":1,"technique":"X-Wing","score":3.2,
**    "placements":[],"eliminations":["r5c9<>6"],
**    "why":"...a sentence...",
**    "pattern":{"units":[{"unit":"row 2","role":"base"},...],
**               "cells":[{"cell":"r2c4","role":"pivot"},...],
**               "candidates":[{"cell":"r2c4","digit":6,"role":"pattern"}],
**               "chains":[{"depth":0,"links":[{"from":...,"to":...,
**                           "type":"strong","unit":"row 2"},...]}]}}
** RATE_JSON_PATTERN leaves out the placements, eliminations and the
** sentence; RATE_JSON_NUDGE gives the technique, its score and where to
** look ("look": the units of the pattern, or its cells).
*/
#ifndef SUDOKU_RATE_JSON_H
#define SUDOKU_RATE_JSON_H

#include "json_out.h"
#include "rate.h"

enum { RATE_JSON_NUDGE = 1, RATE_JSON_PATTERN, RATE_JSON_FULL };

/* Write step v as a JSON object at the given level (RATE_JSON_*). */
void rate_json_step(JsonOut *j, const RateStepView *v, int level);

#endif
