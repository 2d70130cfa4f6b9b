"""The structs and enums the binding copies by hand, checked against the C
headers: a C program compiled here prints sizeof/offsetof of every struct
member and the value of every enum constant, and the ctypes declarations
must say the same. A field added to a header, an enum member left out, or a
value changed fails here instead of corrupting memory at run time."""

import ctypes
import enum
import os
import re
import shlex
import subprocess

import pytest

from conftest import BUILD_ROOT, SOURCE_ROOT

import swisscore
from swisscore import _native, analysis, card, enums, events, journal, prizes, report, standings, teams, xiangqi
from swisscore import teamtiebreak

HEADERS = os.path.join(SOURCE_ROOT, "include", "swisscore")

#: Python struct -> C struct.
STRUCTS = {
    _native.PlayerInfo: "swc_player_info",
    _native.PlayerRoundInfo: "swc_player_round_info",
    _native.TournamentOptions: "swc_tournament_options",
    _native.TrfReadOptions: "swc_trf_read_options",
    _native.TrfError: "swc_trf_error",
    _native.TrfWriteOptions: "swc_trf_write_options",
    _native.TrfWarning: "swc_trf_warning",
    _native.JsonReadOptions: "swc_json_read_options",
    _native.JsonError: "swc_json_error",
    _native.JsonWriteOptions: "swc_json_write_options",
    standings.StandingsOptions: "swc_standings_options",
    standings.StandingsRow: "swc_standings_row",
    standings.CriterionInfo: "swc_criterion_info",
    standings.RulesetInfo: "swc_ruleset_info",
    prizes.PrizesOptions: "swc_prizes_options",
    prizes.PrizesInfo: "swc_prizes_info",
    prizes.PrizeTableInfo: "swc_prize_table_info",
    prizes.PrizeAward: "swc_prize_award",
    prizes.PrizeTeam: "swc_prize_team",
    prizes.PrizeRulesInfo: "swc_prize_rules_info",
    analysis.CheckOptions: "swc_check_options",
    analysis.CheckRoundInfo: "swc_check_round_info",
    analysis.CheckBoardInfo: "swc_check_board_info",
    analysis.GenerateOptions: "swc_generate_options",
    analysis.CStatsRow: "swc_stats_row",
    card.CardOptions: "swc_card_options",
    card.CCardInfo: "swc_card_info",
    card.CCardRound: "swc_card_round",
    card.CCardTiebreak: "swc_card_tiebreak",
    xiangqi.XqOptions: "swc_xq_options",
    xiangqi.XqCounterInfo: "swc_xq_counter_info",
    xiangqi.XqMoveInfo: "swc_xq_move_info",
    xiangqi.XqRepetition: "swc_xq_repetition",
    events.ArenaOptions: "swc_arena_options",
    events.ArenaGame: "swc_arena_game",
    events.CArenaRow: "swc_arena_row",
    events.ArenaInfo: "swc_arena_info",
    events.ArenaPresetInfo: "swc_arena_preset_info",
    events.KnockoutOptions: "swc_knockout_options",
    events.KnockoutGame: "swc_knockout_game",
    events.CKnockoutPair: "swc_knockout_pair",
    events.CKnockoutPlayer: "swc_knockout_player",
    events.KnockoutPresetInfo: "swc_knockout_preset_info",
    events.GradesOptions: "swc_grades_options",
    events.GradesParams: "swc_grades_params",
    events.CGradeRow: "swc_grade_row",
    events.GradeTableInfo: "swc_grade_table_info",
    report.ReportOptions: "swc_report_options",
    report.ReportColumnInfo: "swc_report_column_info",
    report.ReportCellInfo: "swc_report_cell_info",
    journal.CJournalEntry: "swc_journal_entry",
    teams.TeamInfo: "swc_team_info",
    teams.TeamMatchInfo: "swc_team_match_info",
    teams.CTeamResult: "swc_team_result",
    teamtiebreak.TeamStandingRow: "swc_team_standing",
    teamtiebreak.BoardRankC: "swc_board_rank",
}

#: C structs the binding deliberately does not copy (it passes NULL or an
#: opaque pointer instead).
NOT_COPIED = {"swc_allocator"}

#: Python enum -> (C enum, prefix of its constants).
ENUMS = {
    enums.Status: ("swc_status", "SWC_"),
    enums.Setting: ("swc_setting", "SWC_SET_"),
    enums.TextSetting: ("swc_text_setting", "SWC_TEXT_"),
    enums.Colour: ("swc_colour", "SWC_COLOUR_"),
    enums.PairingSystem: ("swc_pairing_system", "SWC_SYSTEM_"),
    enums.Acceleration: ("swc_acceleration", "SWC_ACCEL_"),
    enums.TpnOrder: ("swc_tpn_order", "SWC_TPN_"),
    enums.SequentialTiebreak: ("swc_sequential_tiebreak", "SWC_SEQ_TB_"),
    enums.PlayerFlag: ("swc_player_flag", "SWC_PLAYER_"),
    enums.RoundKind: ("swc_round_kind", "SWC_RK_"),
    enums.Result: ("swc_result", "SWC_RESULT_"),
    enums.TrfReadFlag: ("swc_trf_read_flag", "SWC_TRF_"),
    enums.TrfReportFlag: ("swc_trf_report_flag", "SWC_TRF_REPORT_"),
    enums.TrfEncoding: ("swc_trf_encoding", "SWC_TRF_ENCODING_"),
    enums.TrfFormat: ("swc_trf_format", "SWC_"),
    enums.Eol: ("swc_trf_eol", "SWC_TRF_EOL_"),
    standings.Unplayed: ("swc_unplayed_rule", "SWC_UNPLAYED_"),
    standings.Pairings: ("swc_pairings_kind", "SWC_PAIRINGS_"),
    report.ReportKind: ("swc_report_kind", "SWC_REPORT_"),
    report.ColumnType: ("swc_column_type", "SWC_COLUMN_"),
    prizes.PrizeKind: ("swc_prize_kind", "SWC_PRIZE_"),
    analysis.CheckReason: ("swc_check_reason", "SWC_CHECK_"),
    analysis.CheckSide: ("swc_check_side", "SWC_CHECK_"),
    card.CardLang: ("swc_card_lang", "SWC_CARD_LANG_"),
    card.CardPairing: ("swc_card_pairing", "SWC_CARD_"),
    card.CardDecision: ("swc_card_decision", "SWC_CARD_"),
    card.CardPref: ("swc_card_pref", "SWC_CARD_PREF_"),
    card.CardFloat: ("swc_card_float", "SWC_CARD_FLOAT_"),
    xiangqi.Side: ("swc_xq_side", "SWC_XQ_"),
    xiangqi.PlyFlag: ("swc_xq_ply_flag", "SWC_XQ_PLY_"),
    xiangqi.Start: ("swc_xq_start", "SWC_XQ_START_"),
    xiangqi.Rule: ("swc_xq_rule", "SWC_XQ_RULE_"),
    xiangqi.CounterSetting: ("swc_xq_counter_setting", "SWC_XQ_SET_"),
    xiangqi.CounterState: ("swc_xq_counter_state", "SWC_XQ_COUNTER_"),
    xiangqi.Piece: ("swc_xq_piece", "SWC_XQ_"),
    journal.JournalKind: ("swc_journal_kind", "SWC_JOURNAL_"),
    events.ArenaSetting: ("swc_arena_setting", "SWC_ARENA_"),
    events.ArenaText: ("swc_arena_text", "SWC_ARENA_"),
    events.ArenaWhen: ("swc_arena_when", "SWC_ARENA_"),
    events.ArenaBoundary: ("swc_arena_boundary", "SWC_ARENA_BOUNDARY_"),
    events.ArenaStatus: ("swc_arena_status", "SWC_ARENA_"),
    events.KnockoutSetting: ("swc_knockout_setting", "SWC_KO_"),
    events.KoPairing: ("swc_ko_pairing", "SWC_KO_PAIR_"),
    events.KoDrawRule: ("swc_ko_draw_rule", "SWC_KO_"),
    events.KoRepechage: ("swc_ko_repechage", "SWC_KO_REPECHAGE_"),
    events.KoMark: ("swc_ko_mark", "SWC_KO_MARK_"),
    events.KoStatus: ("swc_ko_status", "SWC_KO_"),
    events.KoHow: ("swc_ko_how", "SWC_KO_"),
    events.GradeKind: ("swc_grade_kind", "SWC_GRADE_"),
    events.GradeRateBasis: ("swc_grade_rate_basis", "SWC_GRADE_RATE_"),
    teams.TeamSetting: ("swc_team_setting", "SWC_TEAM_"),
    teams.MatchKind: ("swc_team_match_kind", "SWC_TEAM_MATCH_"),
    teams.TeamSystem: ("swc_team_system", "SWC_TEAM_"),
    teams.TeamColourType: ("swc_team_colour_type", "SWC_TEAM_COLOURS_"),
}

#: Python-only members: another name for a C constant, or the empty flag set.
ALIASES = {enums.Colour: {"RED"}, xiangqi.PlyFlag: {"NONE"}}

#: Members renamed because the C name is a Python keyword.
RENAMED = {xiangqi.XqMoveInfo: {"from_": "from"}}

#: Plain constants copied into the binding.
CONSTANTS = {
    "SWC_POINTS_UNIT": lambda: swisscore.tournament.UNIT,
    "SWC_MAX_ROUNDS": lambda: swisscore.MAX_ROUNDS,
    "SWC_MAX_PLAYERS": lambda: swisscore.MAX_PLAYERS,
    "SWC_MAX_PLAYERS_MODEL": lambda: swisscore.MAX_PLAYERS_MODEL,
    "SWC_MAX_BOARDS": lambda: swisscore.teams.MAX_BOARDS,
    "SWC_MAX_TEAM_MEMBERS": lambda: swisscore.teams.MAX_TEAM_MEMBERS,
}


def _strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def _headers_text():
    out = []
    for name in sorted(os.listdir(HEADERS)):
        if name.endswith(".h"):
            with open(os.path.join(HEADERS, name), encoding="utf-8") as f:
                out.append(_strip_comments(f.read()))
    return "\n".join(out)


def _member_names(body):
    names = []
    for decl in body.split(";"):
        decl = " ".join(decl.split())
        if not decl:
            continue
        fn = re.search(r"\(\s*\*\s*(\w+)\s*\)", decl)
        if fn:
            names.append(fn.group(1))
            continue
        declarators = decl.split(",")
        for d in declarators:
            d = re.sub(r"\[[^\]]*\]", "", d).strip()
            names.append(re.findall(r"\w+", d)[-1])
    return names


def parse_headers():
    """C structs (name -> member names in order) and enums (name -> constants)."""
    text = _headers_text()
    structs = {m.group(1): _member_names(m.group(2)) for m in re.finditer(
        r"typedef\s+struct\s+(\w+)\s*\{(.*?)\}\s*\1\s*;", text, re.S)}
    enums_ = {}
    for m in re.finditer(r"\benum\s+(\w+)\s*\{(.*?)\}", text, re.S):
        enums_[m.group(1)] = [re.match(r"\s*(\w+)", item).group(1)
                              for item in m.group(2).split(",") if item.strip()]
    return structs, enums_


STRUCTS_C, ENUMS_C = parse_headers()


def _compiler():
    cc = os.environ.get("SWC_CC") or os.environ.get("CC") or "cc"
    return shlex.split(cc)


@pytest.fixture(scope="module")
def c_facts(tmp_path_factory):
    """What the C compiler says: {("sizeof", struct): n, ("offsetof", struct,
    member): n, ("sizeof", struct, member): n, ("value", CONST): n}."""
    lines = ["#include <stddef.h>", "#include <stdio.h>",
             "#include <swisscore/swisscore.h>", "int main(void)", "{"]
    for cname in STRUCTS.values():
        lines.append('    printf("sizeof %s %%zu\\n", sizeof(%s));' % (cname, cname))
        for member in STRUCTS_C[cname]:
            lines.append('    printf("offsetof %s %s %%zu\\n", offsetof(%s, %s));'
                         % (cname, member, cname, member))
            lines.append('    printf("sizeof %s %s %%zu\\n", sizeof(((%s *)0)->%s));'
                         % (cname, member, cname, member))
    for consts in ENUMS_C.values():
        for const in consts:
            lines.append('    printf("value %s %%lld\\n", (long long)%s);' % (const, const))
    for const in CONSTANTS:
        lines.append('    printf("value %s %%lld\\n", (long long)%s);' % (const, const))
    lines += ["    return 0;", "}"]
    tmp = tmp_path_factory.mktemp("layout")
    src = tmp / "layout.c"
    src.write_text("\n".join(lines) + "\n", encoding="utf-8")
    exe = tmp / "layout"
    includes = ["-I" + os.path.join(SOURCE_ROOT, "include"), "-I" + HEADERS]
    if BUILD_ROOT:  # the generated version.h
        includes.append("-I" + os.path.join(BUILD_ROOT, "include", "swisscore"))
    cmd = _compiler() + ["-std=c11"] + includes + [str(src), "-o", str(exe)]
    try:
        subprocess.run(cmd, check=True, capture_output=True, text=True)
    except FileNotFoundError:
        pytest.fail("no C compiler (%s): install Debian package gcc" % cmd[0])
    except subprocess.CalledProcessError as exc:
        pytest.fail("compiling the layout probe failed:\n%s" % exc.stderr)
    out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout
    facts = {}
    for line in out.splitlines():
        *key, value = line.split()
        facts[tuple(key)] = int(value)
    return facts


def test_the_header_parser_sees_every_struct_and_enum():
    # A parser that found nothing would make the other tests vacuous.
    assert len(STRUCTS_C) >= 25
    assert STRUCTS_C["swc_player_info"][:3] == ["struct_size", "name", "rating"]
    assert STRUCTS_C["swc_check_options"][-2:] == ["progress", "progress_user"]
    assert STRUCTS_C["swc_trf_error"][-1] == "message"
    assert len(ENUMS_C) >= 25
    assert ENUMS_C["swc_status"][:2] == ["SWC_OK", "SWC_EINVAL"]


def test_every_c_struct_is_copied():
    copied = set(STRUCTS.values())
    assert set(STRUCTS_C) - copied == NOT_COPIED


def test_every_ctypes_struct_is_checked():
    found = set()
    for module in (_native, standings, prizes, analysis, card, xiangqi, events, report, journal, teams,
                   teamtiebreak):
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, ctypes.Structure) \
                    and value.__module__ == module.__name__:
                found.add(value)
    assert found == set(STRUCTS)


@pytest.mark.parametrize("py", list(STRUCTS), ids=lambda c: STRUCTS[c])
def test_struct_layout_matches_the_header(py, c_facts):
    cname = STRUCTS[py]
    renamed = RENAMED.get(py, {})
    py_fields = [f[0] for f in py._fields_]
    c_fields = [renamed.get(f, f) for f in py_fields]
    assert c_fields == STRUCTS_C[cname], "members of %s differ from the header" % cname
    assert ctypes.sizeof(py) == c_facts[("sizeof", cname)], "sizeof(%s)" % cname
    for field, cfield in zip(py_fields, c_fields):
        desc = getattr(py, field)
        assert desc.offset == c_facts[("offsetof", cname, cfield)], "offsetof(%s, %s)" % (cname, cfield)
        assert desc.size == c_facts[("sizeof", cname, cfield)], "sizeof(%s.%s)" % (cname, cfield)


def test_every_c_enum_is_copied():
    assert set(ENUMS_C) == {cname for cname, _ in ENUMS.values()}


@pytest.mark.parametrize("py", list(ENUMS), ids=lambda e: ENUMS[e][0])
def test_enum_matches_the_header(py, c_facts):
    cname, prefix = ENUMS[py]
    consts = ENUMS_C[cname]
    assert all(c.startswith(prefix) for c in consts)
    py_names = set(py.__members__) - ALIASES.get(py, set())
    assert py_names == {c[len(prefix):] for c in consts}, "members of enum %s" % cname
    for const in consts:
        assert int(py[const[len(prefix):]]) == c_facts[("value", const)], const
    assert issubclass(py, enum.IntEnum) or issubclass(py, enum.IntFlag)


@pytest.mark.parametrize("const", list(CONSTANTS))
def test_constant_matches_the_header(const, c_facts):
    assert CONSTANTS[const]() == c_facts[("value", const)]
