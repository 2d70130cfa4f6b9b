/* Prize lists as sheets, one per table (swisscore prizes --format csv|html
 * and the site's prize page). */
#include <stdio.h>
#include <stdlib.h>

#include "sheets.h"

static void amount_cell(sheet *s, int64_t v, int has_amounts)
{
    char buf[40];
    if (v == SWC_PRIZE_NO_AMOUNT || !has_amounts) {
        sheet_cell(s, NULL);
        return;
    }
    unsigned long long a = v < 0 ? (unsigned long long)(-(v + 1)) + 1u : (unsigned long long)v;
    snprintf(buf, sizeof buf, "%s%llu.%02llu", v < 0 ? "-" : "", a / 100, a % 100);
    sheet_cell(s, buf);
}

int cli_prizes_sheets(sheet **out, size_t *out_n, const swc_prizes *pz, swc_tournament *const *sections)
{
    uint32_t nt = swc_prizes_table_count(pz);
    sheet *sheets = calloc(nt ? nt : 1, sizeof *sheets);
    *out = sheets;
    *out_n = 0;
    if (!sheets)
        return -1;
    char buf[48];
    for (uint32_t k = 0; k < nt; k++) {
        swc_prize_table_info ti = SWC_PRIZE_TABLE_INFO_INIT;
        swc_prizes_table(&ti, pz, k);
        sheet *s = &sheets[k];
        sheet_init(s, ti.title && *ti.title ? ti.title : ti.name);
        *out_n = k + 1;
        sheet_column_add(s, "place", cli_tr("Rank"), 0);
        sheet_column_add(s, "group", cli_tr("Group"), 0);
        sheet_column_add(s, "id", cli_tr("ID"), 1);
        sheet_column_add(s, "name", cli_tr("Name"), 0);
        sheet_column_add(s, "prize", cli_tr("Prizes"), 1);
        for (uint32_t a = ti.first_award; a < ti.first_award + ti.award_count; a++) {
            swc_prize_award aw = SWC_PRIZE_AWARD_INIT;
            swc_prizes_award(&aw, pz, a);
            if (aw.first_place == aw.last_place)
                snprintf(buf, sizeof buf, "%lu", (unsigned long)aw.first_place);
            else
                snprintf(buf, sizeof buf, "%lu-%lu", (unsigned long)aw.first_place, (unsigned long)aw.last_place);
            sheet_cell(s, buf);
            sheet_cell(s, aw.group);
            snprintf(buf, sizeof buf, "%lu", (unsigned long)aw.id);
            sheet_cell(s, buf);
            sheet_cell(s, swc_player_name(swc_tournament_player(sections[aw.section], aw.id)));
            amount_cell(s, aw.amount, ti.has_amounts);
        }
        for (uint32_t m = ti.first_team; m < ti.first_team + ti.team_count; m++) {
            swc_prize_team tm = SWC_PRIZE_TEAM_INIT;
            swc_prizes_team(&tm, pz, m);
            snprintf(buf, sizeof buf, "%lu%s", (unsigned long)tm.rank, tm.shared ? "=" : "");
            sheet_cell(s, tm.rank ? buf : "");
            sheet_cell(s, NULL);
            sheet_cell(s, NULL);
            sheet_cell(s, tm.name);
            amount_cell(s, tm.amount, ti.has_amounts);
        }
        if (ti.note)
            sheet_note(s, cli_tr(ti.note));
    }
    return 0;
}

void cli_prizes_sheets_free(sheet *sheets, size_t n)
{
    for (size_t k = 0; k < n; k++)
        sheet_free(&sheets[k]);
    free(sheets);
}
