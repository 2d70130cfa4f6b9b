"""The JSON document from Python: Tournament.from_json, to_json, save_json,
checked against the schema in doc/tournament.schema.json, and errors that
say where."""

import json
import os
from pathlib import Path

import pytest

import swisscore as sc
from conftest import EXAMPLE_TRF, SOURCE_ROOT

SCHEMA = os.path.join(SOURCE_ROOT, "doc", "tournament.schema.json")


def _validator():
    try:
        import jsonschema
    except ImportError:
        pytest.fail("the JSON tests need jsonschema: install Debian package python3-jsonschema")
    with open(SCHEMA, encoding="utf-8") as f:
        schema = json.load(f)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


def _played(rounds=3):
    t = sc.Tournament(rounds=rounds, system="dutch", name="春季公开赛")
    for i, name in enumerate(["王天一", "Carlsen, Magnus", "Ju, Wenjun", "Hou, Yifan", "Ding, Liren"]):
        t.add_player(name, 2800 - 50 * i, cn_title="特级大师" if i == 0 else "", sex="m")
    t.player(3).request_bye(2, "half_bye")
    t.player(2).conduct = -1
    for _ in range(rounds):
        r = t.pair_next_round()
        for b in r.boards:
            r.set_result(b.number, ("1-0", "½-½", "0-1")[b.number % 3])
    return t


def test_round_trip_keeps_everything():
    with _played() as t:
        text = t.to_json()
        doc = json.loads(text)
        _validator().validate(doc)
        assert doc["format"] == "swisscore" and doc["version"] == 1
        with sc.Tournament.from_json(text) as u:
            assert u.to_json() == text
            assert u.to_trf() == t.to_trf()
            assert u.name == "春季公开赛" and u.player(1).cn_title == "特级大师"
            assert u.player(2).conduct == -1
            assert [p.score() for p in u.players] == [p.score() for p in t.players]
            a = t.standings("fangzhuang-chess")
            b = u.standings("fangzhuang-chess")
            assert [(r.id, r.rank, r.values) for r in a] == [(r.id, r.rank, r.values) for r in b]


def test_bytes_paths_and_files(tmp_path):
    with _played(2) as t:
        text = t.to_json()
        one_line = t.to_json(indent=0)
        assert "\n" not in one_line.rstrip("\n") and json.loads(one_line) == json.loads(text)
        with sc.Tournament.from_json(text.encode("utf-8")) as u:
            assert u.to_json() == text
        path = tmp_path / "event.json"
        t.save_json(path)
        assert path.read_text(encoding="utf-8") == text
        with sc.Tournament.from_json(path) as v:
            assert v.to_json() == text
        for name in (path, str(path)):
            with sc.Tournament.from_json_file(name) as v:
                assert v.to_json() == text
        t.save_json(str(path), indent=4)
        assert json.loads(path.read_text(encoding="utf-8")) == json.loads(text)


def test_a_trf_event_as_json_validates_and_pairs_alike():
    with sc.Tournament.from_trf_file(EXAMPLE_TRF) as t, \
            sc.Tournament.from_json(t.to_json()) as u:
        _validator().validate(json.loads(t.to_json()))
        a, b = t.pair_next_round(), u.pair_next_round()
        assert a.boards == b.boards and a.byes == b.byes


def test_malformed_json_is_a_parse_error_with_line_and_column():
    with pytest.raises(ValueError) as exc:
        sc.Tournament.from_json('{"format": "swisscore",\n "version": 1, ]')
    err = exc.value
    assert isinstance(err, sc.ParseError)
    assert err.line == 2 and err.column > 0 and err.path == ""


def test_wrong_member_names_its_path():
    with _played(1) as t:
        doc = json.loads(t.to_json())
    doc["players"][3]["rating"] = "high"
    with pytest.raises(sc.ParseError) as exc:
        sc.Tournament.from_json(json.dumps(doc))
    assert exc.value.path == "players[3].rating"
    assert "players[3].rating" in str(exc.value)
    assert exc.value.line == 0


def test_contradictions_and_versions():
    with _played(1) as t:
        doc = json.loads(t.to_json())
    twice = json.loads(json.dumps(doc))
    twice["players"][1]["id"] = twice["players"][0]["id"]
    with pytest.raises(sc.InconsistentError) as exc:
        sc.Tournament.from_json(json.dumps(twice))
    assert exc.value.path.startswith("players[1]") and isinstance(exc.value, ValueError)
    newer = dict(doc, version=99)
    with pytest.raises(sc.UnsupportedError):
        sc.Tournament.from_json(json.dumps(newer))


def test_missing_file_is_a_file_error(tmp_path):
    with pytest.raises(sc.FileError) as exc:
        sc.Tournament.from_json(tmp_path / "none.json")
    assert isinstance(exc.value, OSError)
    with _played(1) as t:
        with pytest.raises(sc.FileError):
            t.save_json(Path(tmp_path / "no" / "such" / "dir.json"))


def test_a_string_is_a_document_never_a_file_name(tmp_path):
    # A file name given as text is read as the document it is, so the
    # error names that text's first token and nothing of the file.
    secret = tmp_path / "secret.txt"
    secret.write_text("TOPSECRET-4711 of the server\n", encoding="utf-8")
    for reader in (sc.Tournament.from_json, sc.Tournament.from_trf):
        with pytest.raises(sc.ParseError) as e:
            reader(str(secret))
        assert "TOPSECRET" not in str(e.value) and "server" not in str(e.value)
        assert e.value.line == 1
    # Reading the file itself quotes its offending token only.
    with pytest.raises(sc.ParseError) as e:
        sc.Tournament.from_json_file(str(secret))
    assert "server" not in str(e.value) and "4711 of" not in str(e.value)
    with pytest.raises(TypeError):
        sc.Tournament.from_json(42)  # type: ignore[arg-type]


def test_file_variants_read_files(tmp_path):
    with sc.Tournament.from_trf_file(EXAMPLE_TRF) as t:
        jpath, tpath = tmp_path / "e.json", tmp_path / "e.trf"
        t.save_json(jpath)
        t.save_trf(tpath)
        for name in (jpath, str(jpath)):
            with sc.Tournament.from_json_file(name) as u:
                assert u.to_trf() == t.to_trf()
        for name in (tpath, str(tpath)):
            with sc.Tournament.from_trf_file(name) as u, sc.Tournament.from_trf(tpath) as v:
                assert u.to_trf() == v.to_trf() == t.to_trf()
    with pytest.raises(sc.FileError):
        sc.Tournament.from_json_file(str(tmp_path / "none.json"))
