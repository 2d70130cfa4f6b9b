/*
 * Games the arbiters voided for the bounty (棋士挑战大师奖 clause 7: a game
 * found irregular, arranged or otherwise unfair earns no bounty). The
 * result stands in the standings; only the bounty leaves it out.
 */
#include <stdio.h>
#include <string.h>

#include "pz.h"

static int number(const char **s, uint32_t *out, uint32_t max)
{
    uint64_t v = 0;
    const char *p = *s;
    if (*p < '0' || *p > '9')
        return -1;
    while (*p >= '0' && *p <= '9') {
        v = v * 10 + (uint64_t)(*p - '0');
        if (v > max)
            return -1;
        p++;
    }
    *s = p;
    *out = (uint32_t)v;
    return 0;
}

int pz_voids_parse(pz_voids *out, const swc_mem *mem, const char *text, char *err, size_t errcap)
{
    memset(out, 0, sizeof *out);
    const char *s = text ? text : "";
    while (*s) {
        if (*s == ' ' || *s == ',' || *s == '\t' || *s == '\n' || *s == '\r') {
            s++;
            continue;
        }
        const char *start = s;
        uint32_t a = 0, b = 0, c = 0, nums = 1;
        int bad = number(&s, &a, 99999999);
        while (!bad && *s == ':' && nums < 3) {
            s++;
            bad = number(&s, nums == 1 ? &b : &c, 99999999);
            nums++;
        }
        if (bad || nums < 2 || (*s && *s != ' ' && *s != ',' && *s != '\t' && *s != '\n' && *s != '\r')) {
            size_t len = strcspn(start, " ,\t\r\n");
            snprintf(err, errcap, "bounty_void: '%.*s' is not [SECTION:]ROUND:ID", (int)(len > 40 ? 40 : len),
                     start);
            pz_voids_free(out, mem);
            return SWC_EPARSE;
        }
        pz_void v = nums == 3 ? (pz_void){ a, b, c } : (pz_void){ 1, a, b };
        if (v.section == 0 || v.round == 0 || v.id == 0) {
            snprintf(err, errcap, "bounty_void: sections, rounds and ids count from 1");
            pz_voids_free(out, mem);
            return SWC_EPARSE;
        }
        v.section--;
        if (swc_mem_reserve(mem, (void **)&out->v, &out->cap, out->n + 1, sizeof *out->v)) {
            snprintf(err, errcap, "out of memory");
            pz_voids_free(out, mem);
            return SWC_ENOMEM;
        }
        out->v[out->n++] = v;
    }
    return SWC_OK;
}

int pz_voids_has(const pz_voids *vs, uint32_t section, uint32_t round, uint32_t id)
{
    for (size_t i = 0; i < vs->n; i++)
        if (vs->v[i].section == section && vs->v[i].round == round && vs->v[i].id == id)
            return 1;
    return 0;
}

void pz_voids_free(pz_voids *vs, const swc_mem *mem)
{
    swc_mem_free(mem, vs->v, vs->cap * sizeof *vs->v);
    memset(vs, 0, sizeof *vs);
}
