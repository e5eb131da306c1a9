"""The resolver on the project's own query set over the real pools, and its design rules.

The query set (name_queries.py) is generated with a fixed seed from the five real pools;
accuracy per kind is reported in docs/benchmarks.md (``python -m bench names``).
"""

from __future__ import annotations

import pytest
from cdb_paths import EXPORTS
from name_queries import KINDS, accuracy, build_queries, judge, load_rows

from cards_db import open_database
from cards_db.names import allowed_edits, name_key

POOLS = ("swu", "altered", "redemption", "grand_archive", "epic_battles")


@pytest.fixture(scope="module")
def real_rows(real_db):
    return load_rows(real_db.path)


@pytest.mark.parametrize("game", [*POOLS, None])
def test_query_set_accuracy_at_least_97_percent(real_db, real_rows, game):
    queries = build_queries(real_rows, game)
    kinds = {q.kind for q in queries}
    assert {"exact", "typo", "prefix", "word order", "nonsense"} <= kinds
    table = accuracy(queries, real_db.resolve_card)
    right, total = table["all"]
    wrong = [
        (q.kind, q.text, real_db.resolve_card(q.text, q.game).message)
        for q in queries
        if not judge(q, real_db.resolve_card(q.text, q.game))
    ]
    assert total >= 300
    assert right / total >= 0.97, wrong[:20]
    for kind in KINDS:
        if kind in table:
            ok, n = table[kind]
            assert ok / n >= 0.9, (kind, wrong[:20])


def test_query_set_is_fixed_by_its_seed(real_rows):
    assert build_queries(real_rows, "swu") == build_queries(real_rows, "swu")
    assert build_queries(real_rows, "swu", seed=1) != build_queries(real_rows, "swu")


def test_rare_printings_are_one_card_with_the_common(real_db):
    res = real_db.resolve_card("Achiles", "altered")  # a typo: no longer "ambiguous"
    assert res.status == "fuzzy" and res.card.full_name == "Achilles"
    res = real_db.resolve_card("Achilles", "altered")
    assert res.status == "exact" and res.card.full_name == "Achilles"
    assert {c.full_name for c in res.candidates} == {
        "Achilles, Rare (Bravos)",
        "Achilles, Rare (Ordis)",
    }
    assert real_db.resolve_card("Achilles, Rare (Ordis)", "altered").card.subtitle == "Rare (Ordis)"
    assert real_db.resolve_card("Achilles Rare Ord", "altered").card.subtitle == "Rare (Ordis)"
    res = real_db.resolve_card("Achilles Rare", "altered")  # a printing, but which one?
    assert res.status == "ambiguous"
    assert [c.full_name for c in res.candidates] == [
        "Achilles, Rare (Bravos)",
        "Achilles, Rare (Ordis)",
    ]
    assert real_db.resolve_card("Achil", "altered").card.full_name == "Achilles"


def test_apostrophes_keep_their_meaning(real_db):
    res = real_db.resolve_card("gills", "epic_battles")
    assert res.status == "ambiguous"
    assert {c.full_name for c in res.candidates} >= {"Gill's Resurrection", "Gill's Cyber Lariat"}
    assert real_db.resolve_card("Alexs Hyper Bomb", "epic_battles").card.full_name == (
        "Alex's Hyper Bomb"
    )
    assert name_key("Gill’s  Resurrection") == "gills resurrection"


def test_whole_words_beat_partial_prefixes(real_db):
    res = real_db.resolve_card("Vader", "swu")
    assert res.status == "ambiguous"
    assert {c.name for c in res.candidates} == {"Darth Vader"}


def test_nonsense_is_no_such_card(real_db):
    for text in ("Zzyzx Qwerty", "Brovak Tenim", "Xqz"):
        res = real_db.resolve_card(text, "swu")
        assert res.status == "not_found" and res.card is None, text
        assert res.message.startswith(f"No Star Wars: Unlimited card named '{text}'")


def test_same_name_in_two_games_is_asked_without_a_game(real_db):
    res = real_db.resolve_card("Rage")
    assert res.status == "ambiguous"
    assert {c.game for c in res.candidates} == {"altered", "redemption"}


def test_edit_allowance_grows_with_length():
    assert [allowed_edits(n) for n in (3, 4, 7, 8, 13, 14, 22, 23)] == [0, 1, 1, 2, 2, 3, 3, 4]


def test_short_queries_are_not_fuzzy_matched(loaded):
    assert loaded.resolve_card("Owx", "altered").status == "not_found"
    assert loaded.resolve_card("Sand Wyrn", "swu").card.full_name == "Sand Wyrm"


def test_one_index_per_file_shared_and_refreshed_on_import(loaded):
    other = open_database(loaded.path)
    try:
        assert other.names is loaded.names
        before = loaded.names
        assert loaded.resolve_card("Clockwork Owl", "altered").status == "exact"
        other.import_cards("swu", EXPORTS / "swu_cards.json")  # unchanged: same version
        assert loaded.names is before
        with other.db.conn:
            other.db.execute(
                "UPDATE cards SET name = 'Renamed Owl', full_name = 'Renamed Owl'"
                " WHERE full_name = 'Clockwork Owl'"
            )
            other._bump_data_version()
        assert loaded.names is not before  # the other handle's change is seen here
        assert loaded.resolve_card("Renamed Owl", "altered").status == "exact"
    finally:
        other.close()


def test_definition_cache_follows_the_data_version(loaded):
    catalog = loaded.catalog()
    vex = "Captain Vex, Keeper of Maps"  # imported, not hand-written: the row's cost counts
    first = catalog.get("swu", vex)
    assert catalog.get("swu", vex) is first  # cached: no queries, no decoding
    assert loaded.catalog().get("swu", vex) is first  # shared by every handle
    with loaded.db.conn:
        loaded.db.execute("UPDATE cards SET cost = 9 WHERE full_name = ?", (vex,))
        loaded._bump_data_version()
    changed = catalog.get("swu", vex)
    assert changed is not first and changed.cost == 9


def test_a_miss_is_cached_and_still_raises_with_candidates(loaded):
    from engine.core.cards import CardNotFound

    catalog = loaded.catalog()
    for _ in range(2):
        with pytest.raises(CardNotFound) as err:
            catalog.get("swu", "Captain Vex")
        assert sorted(err.value.candidates) == [
            "Captain Vex, Keeper of Maps",
            "Captain Vex, Lost in Fog",
        ]
