/**
 * @file swisscore.h
 * @brief Umbrella header of libswisscore: includes every public header.
 */
#ifndef SWISSCORE_SWISSCORE_H
#define SWISSCORE_SWISSCORE_H

#include "common.h"
#include "version.h"
#include "tournament.h"
#include "player.h"
#include "round.h"
#include "pairing.h"
#include "trf.h"
#include "json.h"
#include "tiebreak.h"
#include "prizes.h"
#include "xiangqi.h"
#include "analysis.h"
#include "card.h"
#include "arena.h"
#include "knockout.h"
#include "grades.h"
#include "report.h"
#include "journal.h"
#include "team.h"
#include "teamtiebreak.h"

#endif /* SWISSCORE_SWISSCORE_H */
