"""Sentences of Redemption cards in play that name their own moment act at that moment.

"If put in play, <effect>" on a lost soul, fortress or site acts once as the card is put into
play (REG Ability Activation Order), not all the time it is in play. Each test plays a real
card of the export and checks what its ability did then.
"""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog
from red_printed import printed_sentence

from cards_db.parsers.redemption_moments import retime
from engine.api import run_ruling
from engine.core.cards import AbilityDefinition
from engine.core.errors import ScenarioError

DREAD = 'Lost Soul "Dread" [Exodus 15:16], 1st Print - K'


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def play(catalog: Any, zones: dict[str, Any], card: str) -> Any:
    scenario = {"game": "redemption", "zones": zones, "actions": [{"player": "A", "play": card}]}
    return run_ruling(scenario, catalog=catalog)


def in_play(text: str) -> AbilityDefinition:
    return AbilityDefinition.from_dict(
        {"id": "a1", "kind": "static", "timing": "in_play", "text": text, "modelled": "timing_only"}
    )


def test_a_lost_soul_put_into_play_searches_as_it_arrives(catalog):
    zones = {"A": {"hand": [DREAD], "deck": ["Gaius", "Pharaoh (H)"]}}
    result = play(catalog, zones, DREAD)
    assert [(s.kind, s.text) for s in result.steps] == [
        ("action", f"A puts {DREAD} into land of bondage"),
        ("resolve", f"{DREAD} (a1): its ability begins to activate"),
        ("choice", f"A uses {DREAD} (a1) (default shown: optional abilities are shown as used)"),
        ("effect", f"{DREAD} (a1) completes: A searches their deck and takes Pharaoh, H into hand"),
    ]
    assert result.steps[-1].rules == ["Special Ability", "Search"]
    assert [o.label for o in result.state.cards_in("A", "hand")] == ["Pharaoh, H"]
    assert [o.label for o in result.state.cards_in("A", "land_of_bondage")] == [DREAD]


def test_with_no_such_card_in_the_deck_the_search_finds_nothing(catalog):
    result = play(catalog, {"A": {"hand": [DREAD], "deck": ["Gaius"]}}, DREAD)
    assert result.steps[-1].text == f"{DREAD} (a1) completes: nothing happens"
    assert [o.label for o in result.state.cards_in("A", "deck")] == ["Gaius"]


def test_a_card_already_in_play_does_not_use_its_put_into_play_ability(catalog):
    result = run_ruling(
        {"game": "redemption", "zones": {"A": {"land_of_bondage": [DREAD]}}, "actions": []},
        catalog=catalog,
    )
    assert not [s for s in result.steps if s.card == DREAD]


def test_only_the_plain_moment_is_retimed():
    plain = retime(in_play("If put in play, you may draw 1."), "hero", {})
    assert (plain.timing, plain.kind, plain.optional, plain.effect) == (
        "played",
        "special",
        True,
        ({"verb": "draw", "amount": 1, "who": "you"},),
    )
    unread = retime(in_play("If put in play, you may select a card."), "hero", {})
    assert (unread.timing, unread.effect, unread.modelled) == ("played", (), "timing_only")
    for text in (
        "If put in play by an opposing Evil Character, you may draw 3.",
        "If put in play (or if rescued), you may draw 1.",
        "If put in play and every Hero you control is a Judge, you may draw 2.",
        "Protect this card from discard.",
    ):
        assert retime(in_play(text), "hero", {}).timing == "in_play", text


SINAI = "Wilderness of Sinai, L"  # its second ability: a lone Exodus hero's attack draws
SOUL = "Lost Soul Ecclesiastes 10:15"


def attack(catalog: Any, territory: list[str], heroes: str) -> Any:
    zones = {
        "A": {"territory": [SINAI, *territory], "deck": ["Agabus"]},
        "B": {"land_of_bondage": [SOUL]},
    }
    scenario = {
        "game": "redemption",
        "zones": zones,
        "actions": [{"player": "A", "attack": heroes}],
    }
    return run_ruling(scenario, catalog=catalog)


def test_a_lone_exodus_hero_attacking_makes_the_site_draw(catalog):
    result = attack(catalog, ["Moses, Pr"], "Moses, Pr")
    steps = [(s.kind, s.text) for s in result.steps if s.card == SINAI]
    assert steps == [
        ("info", f"Moses, Pr makes a rescue attempt alone, so {SINAI} (a2) activates"),
        ("resolve", f"{SINAI} (a2): its ability begins to activate"),
        ("choice", f"A uses {SINAI} (a2) (default shown: optional abilities are shown as used)"),
        ("effect", f"{SINAI} (a2) completes: A draws 1 card(s)"),
    ]
    assert result.steps[-4].rules == ["Rescue Attempt", "Ability Activation Order"]
    assert [o.label for o in result.state.cards_in("A", "hand")] == ["Agabus"]


def test_no_draw_when_the_hero_is_not_exodus_or_not_alone(catalog):
    other = attack(catalog, ["Agabus"], "Agabus")
    assert not [s for s in other.steps if s.card == SINAI]
    banded = attack(catalog, ["Moses, Pr", "Gaius"], "Moses, Pr and Gaius")
    assert not [s for s in banded.steps if s.card == SINAI]
    assert [o.label for o in banded.state.cards_in("A", "deck")] == ["Agabus"]


def rescue(catalog: Any, soul: str) -> Any:
    zones = {
        "A": {"land_of_bondage": [soul], "deck": ["Gaius"]},
        "B": {"territory": ["Agabus"], "deck": ["Demetrius"]},
    }
    actions = [
        {"player": "B", "attack": "Agabus"},
        {"player": "B", "verb": "resolves", "words": "the battle"},
    ]
    return run_ruling({"game": "redemption", "zones": zones, "actions": actions}, catalog=catalog)


def test_a_rescued_lost_soul_lets_the_player_who_held_it_draw(catalog):
    fat = 'Lost Soul "Fat" [I Samuel 2:29 - L]'
    result = rescue(catalog, fat)
    texts = [s.text for s in result.steps]
    rescued = texts.index(f"B rescues {fat} to their land of redemption")
    assert texts[rescued + 1 :] == [
        f"{fat} was rescued from A's land of bondage, so its ability (a1) activates for A",
        f"{fat} (a1): its ability begins to activate",
        f"A uses {fat} (a1) (default shown: optional abilities are shown as used)",
        f"{fat} (a1) completes: A draws 1 card(s)",
        "The battle ends: Agabus returns to territory",
    ]
    assert [o.label for o in result.state.cards_in("A", "hand")] == ["Gaius"]
    assert [o.label for o in result.state.cards_in("B", "land_of_redemption")] == [fat]


def test_a_rescued_lost_soul_that_makes_each_player_draw(catalog):
    rejoice = 'Lost Soul "Rejoice" [Luke 15:6 - J]'
    result = rescue(catalog, rejoice)
    done = next(s for s in result.steps if s.kind == "effect" and s.ability == "a1")
    assert done.text == f"{rejoice} (a1) completes: A draws 1 card(s); B draws 1 card(s)"
    assert [o.label for o in result.state.cards_in("B", "hand")] == ["Demetrius"]


def test_a_site_played_searches_as_it_arrives(catalog):
    result = play(
        catalog,
        {"A": {"hand": ["Patmos, RoJ"], "deck": ["Gaius", "Bartholomew (Nathaniel) (Ap)"]}},
        "Patmos, RoJ",
    )
    assert result.steps[-1].text == (
        "Patmos, RoJ (a1) completes: A searches their deck and takes Bartholomew (Nathaniel), "
        "Ap into hand"
    )
    assert [o.label for o in result.state.cards_in("A", "deck")] == ["Gaius"]


def test_the_attack_and_rescue_moments_are_read_only_where_they_fit():
    sinai = printed_sentence("Wilderness of Sinai [L]", "If your lone")
    lone = retime(in_play(sinai), "hero", {})
    assert (lone.timing, lone.extra["lone"], lone.extra["attacker"]) == (
        "your_attack",
        True,
        {"type": ["hero"], "book": ["exodus"]},
    )
    unread = in_play("If your equipped N.T. Hero attacks, you may draw 2.")
    assert retime(unread, "hero", {}).timing == "in_play"  # who must attack is not read
    soul = retime(in_play("If rescued, you may draw 1."), "hero", {}, "lost_soul")
    assert (soul.timing, soul.effect) == ("rescued", ({"verb": "draw", "amount": 1, "who": "you"},))
    site = retime(in_play("If rescued, you may draw 1."), "hero", {}, "site")
    assert site.timing == "in_play"
    played = retime(in_play("When you play this Site, you may draw 1."), "hero", {})
    assert played.timing == "played"


def upkeep(catalog: Any, player: str) -> Any:
    zones = {"A": {"territory": ["Garden of Eden, RR2"], "deck": ["Gaius", "Measuring Line"]}}
    scenario = {
        "game": "redemption",
        "zones": zones,
        "actions": [{"player": player, "upkeep": True}],
    }
    return run_ruling(scenario, catalog=catalog)


def test_in_its_players_upkeep_a_fortress_takes_a_blue_enhancement(catalog):
    result = upkeep(catalog, "A")
    garden = "Garden of Eden, RR2"
    assert [
        (s.kind, s.text)
        for s in result.steps
        if s.ability == "a2" or s.kind in ("action", "choice")
    ] == [
        ("action", "A's upkeep phase begins"),
        ("info", f"{garden} (a2) activates in its player's upkeep"),
        ("resolve", f"{garden} (a2): its ability begins to activate"),
        ("choice", f"A uses {garden} (a2) (default shown: optional abilities are shown as used)"),
        (
            "effect",
            f"{garden} (a2) completes: A searches their deck and takes Measuring Line into hand",
        ),
    ]
    assert [o.label for o in result.state.cards_in("A", "deck")] == ["Gaius"]


def test_in_another_players_upkeep_it_is_shown_as_printed(catalog):
    result = upkeep(catalog, "B")
    shown = [s for s in result.steps if s.kind == "not_modelled"]
    upkeep_text = printed_sentence("Garden of Eden [RR2]", "Each upkeep")
    assert [s.text for s in shown] == [
        f"Garden of Eden, RR2: not modelled — resolve as printed: “{upkeep_text}”"
    ]
    assert [o.label for o in result.state.cards_in("A", "deck")] == ["Gaius", "Measuring Line"]


def test_no_upkeep_in_the_middle_of_a_battle(catalog):
    zones = {"A": {"territory": ["Gaius"]}, "B": {"land_of_bondage": [SOUL]}}
    actions = [
        {"player": "A", "attack": "Gaius"},
        {"player": "A", "verb": "begins", "words": "their upkeep"},
    ]
    with pytest.raises(ScenarioError, match="a battle is under way: the upkeep phase comes before"):
        run_ruling({"game": "redemption", "zones": zones, "actions": actions}, catalog=catalog)


def test_a_blocked_hero_lets_its_players_site_search(catalog):
    land = "Promised Land, II"  # its second ability: a blocked hero's player searches
    zones = {
        "A": {"territory": [land, "Gaius"], "deck": ["Agabus", "Pharaoh (H)"]},
        "B": {"territory": ["Abiram"], "land_of_bondage": [SOUL]},
    }
    actions = [{"player": "A", "attack": "Gaius"}, {"player": "B", "block": "Abiram"}]
    result = run_ruling({"game": "redemption", "zones": zones, "actions": actions}, catalog=catalog)
    steps = [(s.kind, s.text) for s in result.steps if s.card == land and s.ability == "a2"]
    assert steps == [
        ("info", f"Gaius is blocked, so {land} (a2) activates"),
        ("resolve", f"{land} (a2): its ability begins to activate"),
        ("effect", f"{land} (a2) completes: A searches their deck and takes Pharaoh, H into hand"),
    ]
    info = next(s for s in result.steps if s.kind == "info" and s.card == land)
    assert info.rules == ["Block", "Ability Activation Order"]
    assert [o.label for o in result.state.cards_in("A", "deck")] == ["Agabus"]
    unblocked = run_ruling(
        {"game": "redemption", "zones": zones, "actions": actions[:1]}, catalog=catalog
    )
    assert not [s for s in unblocked.steps if s.card == land and s.ability == "a2"]


def test_blocks_and_is_blocked_are_read_for_the_right_side():
    blocks = retime(in_play("If your lone musician blocks, you may draw 1."), "hero", {})
    assert (blocks.timing, blocks.extra["attacker"]["type"]) == ("your_block", ["evil_character"])
    blocked = retime(in_play("If your musician is blocked, you may draw 1."), "hero", {})
    assert (blocked.timing, blocked.extra["attacker"]["type"]) == ("your_blocked", ["hero"])
