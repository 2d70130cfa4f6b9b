/*
 * Entrants that are pairs or teams (the 2015 doubles events: 男子双人,
 * 女子双人, 男女混双): the document admits only pairs of the event's
 * composition, so an entrant of another composition is refused rather
 * than left out of the prize list. The composition is the entrant's
 * `sexes` tag, one letter per member (m or w); an entrant without the tag
 * is taken as registered, since the tournament cannot show its members.
 */
#include <stdio.h>
#include <string.h>

#include "pz.h"

static void count_letters(const char *s, size_t n, uint32_t *m, uint32_t *w, uint32_t *other)
{
    *m = *w = *other = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == 'm')
            (*m)++;
        else if (s[i] == 'w')
            (*w)++;
        else
            (*other)++;
    }
}

int pz_check_entrants(const pz_rules *r, const pz_field *f, char *err, size_t errcap)
{
    for (uint32_t k = 0; k < r->ntables; k++) {
        const pz_table *t = &r->tables[k];
        if (!t->entrant_sexes[0])
            continue;
        uint32_t rm, rw, rany;
        size_t rn = strlen(t->entrant_sexes);
        count_letters(t->entrant_sexes, rn, &rm, &rw, &rany);
        for (uint32_t i = 0; i < f->n; i++) {
            const pz_entry *e = &f->e[i];
            if (t->section == PZ_SECTION_GROUP && strcmp(e->group, t->group))
                continue;
            size_t len = 0;
            const char *v = pz_tag_value(e->tags, "sexes", &len);
            uint32_t m, w, other;
            if (!v)
                continue;
            count_letters(v, len, &m, &w, &other);
            if (len == rn && !other && m >= rm && w >= rw)
                continue;
            snprintf(err, errcap,
                     "table '%s': entrant %lu (%s) is sexes=%.*s; each entrant must be %lu members: %lu men, %lu "
                     "women and %lu of either sex (sexes=%s)",
                     t->name, (unsigned long)e->id, e->name ? e->name : "", (int)(len > 16 ? 16 : len), v,
                     (unsigned long)rn, (unsigned long)rm, (unsigned long)rw, (unsigned long)rany, t->entrant_sexes);
            return SWC_EINVAL;
        }
    }
    return SWC_OK;
}
