/*
 * The exhaustive C.04.6 reference of the team pairing tests
 * (team-reference.c) and the helpers that build and play their events.
 */
#ifndef SWC_TESTS_TEAM_REFERENCE_H
#define SWC_TESTS_TEAM_REFERENCE_H

#include <stdint.h>
#include <swisscore/swisscore.h>

/* The tests' random numbers: set rng_state, then rnd(n) is 0..n-1. */
extern uint64_t rng_state;
uint32_t rnd(uint32_t n);

/* A team event of nteams teams of `boards` players (ratings falling with
 * the team number) and `rounds` planned rounds. */
swc_tournament *event_with(int nteams, int boards, int rounds, const swc_allocator *a);
swc_tournament *event(int nteams, int boards, int rounds);
/* Every board of a round drawn, random results, or results that cycle
 * with the board and round number k (the same in every run). */
void play_draws(swc_tournament *t, swc_round *r);
void play(swc_round *r);
void play_cycle(swc_round *r, uint32_t k);

/* Pair every round of one generated event and compare each with the
 * reference; nforbid random team pairs are forbidden first (and never
 * meet), nbyes random byes are asked for in rounds 2 and later; ctype 0,
 * 1, 2: colour preferences of type A, B, none; nosec: no secondary score. */
int run_event_full(int nteams, int boards, int rounds, int ctype, int gp, int accel, int nforbid, int nbyes,
                   int nosec, int *compared);
int run_event_forbidding(int nteams, int boards, int rounds, int typeb, int gp, int accel, int nforbid,
                         int *compared);
int run_event(int nteams, int boards, int rounds, int typeb, int gp, int accel, int *compared);

/* Round k's match i as white-black (black 0 for a bye); whether a and b
 * meet in round k; a match whose first-named team wins `won` boards. */
void match_of(swc_tournament *t, uint32_t k, uint32_t i, uint32_t *w, uint32_t *b);
int meet(swc_tournament *t, uint32_t k, uint32_t a, uint32_t b);
void score_match(swc_tournament *t, swc_round *r, uint32_t k, uint32_t first, int boards, int won);

/* The checker's verdict on round k (1-based) of t; its text in text.
 * verdict() reads the report's k-th entry and asserts it is round k;
 * verdict_of_round() finds round k wherever the report lists it. */
swc_check_round_info verdict(swc_tournament *t, uint32_t k, char *text, size_t cap);
swc_check_round_info verdict_of_round(swc_tournament *t, uint32_t k, char *text, size_t cap);

#endif
