/*
 * Standings of a xiangqi Swiss with a Chinese ruleset: read a TRF file and
 * rank it by 方庄象棋积分编排赛 rules (积分, 对手分, 中间分, 胜局数, 直胜分,
 * 索伯分; players still tied share the place), or by any cascade written
 * with Chinese names.
 *
 *   standings_chinese IN.trf [CASCADE]
 *
 * e.g. standings_chinese open.trf "对手分,累进分,胜局数,后手胜局数,抽签"
 */
#include <stdio.h>
#include <swisscore/swisscore.h>

/* Print a value with the decimals its column asks for. */
static void print_value(int64_t v, const swc_criterion_info *c)
{
    if (v == SWC_TB_UNDEFINED) {
        printf("  %7s", "-");
        return;
    }
    if (c->scale == 1) {
        printf("  %7lld", (long long)v);
        return;
    }
    long long whole = (long long)(v / c->scale), frac = (long long)(v % c->scale);
    if (frac < 0)
        frac = -frac;
    printf("  %*lld.%0*lld", 6 - c->decimals, whole, c->decimals, frac);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s IN.trf [CASCADE]\n", argv[0]);
        return 2;
    }
    swc_tournament *t = NULL;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    if (swc_trf_read_file(&t, argv[1], NULL, &err) != SWC_OK) {
        fprintf(stderr, "%s:%s\n", argv[1], err.message);
        return 1;
    }

    swc_standings_options opts = SWC_STANDINGS_OPTIONS_INIT;
    if (argc > 2)
        opts.tiebreaks = argv[2];
    else
        opts.ruleset = "方庄象棋积分编排赛";  /* Chinese or English name: fangzhuang-xiangqi */
    swc_standings *st = NULL;
    if (swc_standings_compute(&st, t, &opts) != SWC_OK) {
        fprintf(stderr, "standings: %s\n", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return 1;
    }

    uint32_t ncol = swc_standings_criteria_count(st);
    printf("名次  编号");
    for (uint32_t c = 0; c < ncol; c++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        swc_standings_criterion(&ci, st, c);
        printf("  %7s", ci.code);
    }
    printf("  姓名\n");
    for (uint32_t i = 0; i < swc_standings_count(st); i++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        swc_standings_row_get(&row, st, i);
        printf("%3u%s  %4u", row.rank, row.shared ? "=" : " ", row.id);
        for (uint32_t c = 0; c < ncol; c++) {
            swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
            int64_t v = 0;
            swc_standings_criterion(&ci, st, c);
            swc_standings_value(&v, st, i, c);
            print_value(v, &ci);
        }
        printf("  %s\n", swc_player_name(swc_tournament_player(t, row.id)));
    }
    swc_standings_free(st);
    swc_tournament_free(t);
    return 0;
}
