"""Ongoing abilities of Redemption cards in play change what the rules allow (REG Ongoing Ability).

Each test runs a real card of the export in play next to an ability it concerns, and checks the
difference it makes: a protected card is no legal target, a negated character's ability does
not activate, a character that may not band does not band, a protected deck keeps its top card.
The same scenario without the ongoing card is run where the difference is the point.
"""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog

from engine.api import run_ruling
from engine.core.errors import ScenarioError


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def run(catalog: Any, zones: dict[str, Any], actions: list[dict[str, Any]]) -> Any:
    return run_ruling({"game": "redemption", "zones": zones, "actions": actions}, catalog=catalog)


def texts(result: Any, card: str | None = None) -> list[str]:
    return [s.text for s in result.steps if card is None or s.card == card]


def attack_with(hero: str) -> list[dict[str, Any]]:
    return [{"player": "A", "attack": hero}]


def test_protected_heroes_in_territory_are_no_legal_target_for_an_evil_card(catalog):
    zones = {
        "A": {"territory": ["Gaius", "Agabus"]},
        "B": {
            "territory": ["Assyrian Archer"],
            "land_of_bondage": ["Lost Soul Ecclesiastes 10:15"],
        },
    }
    actions = [*attack_with("Gaius"), {"player": "B", "block": "Assyrian Archer"}]
    plain = run(catalog, zones, actions)
    assert "Assyrian Archer (a1) completes: Agabus is discarded" in texts(plain)
    zones["A"]["territory"].append("Twelve Gates, RoJ")
    guarded = run(catalog, zones, actions)
    steps = texts(guarded)
    assert (
        "Twelve Gates, RoJ (a3), ongoing while it is in play: Gaius, Agabus are protected "
        "from evil cards" in steps
    )
    why = steps.index(
        "Agabus (A's territory) is protected from Assyrian Archer (a1) by Twelve Gates, RoJ (a3), "
        "which holds while it is in play"
    )
    assert steps[why + 1] == "Assyrian Archer (a1) has no legal target"
    assert [o.label for o in guarded.state.cards_in("A", "territory")] == [
        "Agabus",
        "Twelve Gates, RoJ",
    ]


def test_a_negated_character_does_not_activate_its_ability(catalog):
    zones = {
        "A": {"territory": ["Angel of the Harvest"]},
        "B": {"artifact_pile": ["Covenant with Death, FooF"], "deck": ["Abiram"]},
    }
    result = run(catalog, zones, attack_with("Angel of the Harvest"))
    steps = texts(result)
    assert (
        "Angel of the Harvest is negated by Covenant with Death, FooF (a1), an ongoing ability, "
        "so Angel of the Harvest (a1) does not activate"
    ) in steps
    assert [o.label for o in result.state.cards_in("B", "deck")] == ["Abiram"]
    negated = next(s for s in result.steps if "is negated by" in s.text)
    assert negated.rules == ["Negate", "Ongoing Ability"]


def test_a_protected_deck_keeps_its_top_card_and_a_protected_hand_is_not_looked_at(catalog):
    zones = {
        "A": {"territory": ["Angel of the Harvest"]},
        "B": {"artifact_pile": ["Tables of the Law"], "deck": ["Abiram"], "hand": ["Er"]},
    }
    result = run(catalog, zones, attack_with("Angel of the Harvest"))
    steps = texts(result)
    assert (
        "Abiram (B's deck) is protected from Angel of the Harvest (a1) by Tables of the Law (a1), "
        "which holds while it is in play"
    ) in steps
    assert [o.label for o in result.state.cards_in("B", "deck")] == ["Abiram"]
    zones["A"]["territory"] = ["Ham's Wife"]
    looked = texts(run(catalog, zones, attack_with("Ham's Wife")))
    assert not any("looks at B's hand" in t for t in looked)
    assert any(t.startswith("Er (B's hand) is protected from Ham's Wife (a1)") for t in looked)


def test_without_the_protection_the_deck_is_discarded_from(catalog):
    zones = {"A": {"territory": ["Angel of the Harvest"]}, "B": {"deck": ["Abiram"]}}
    result = run(catalog, zones, attack_with("Angel of the Harvest"))
    assert "Angel of the Harvest (a1) completes: the top of B's deck is discarded: Abiram" in texts(
        result
    )


def test_heroes_may_not_band_while_household_idols_is_in_play(catalog):
    zones = {
        "A": {"territory": ["Righteous Seeker", "Agabus"]},
        "B": {"artifact_pile": ["Household Idols"]},
    }
    result = run(catalog, zones, attack_with("Righteous Seeker"))
    steps = texts(result)
    assert (
        "Household Idols (a1), ongoing while it is in play: Righteous Seeker, Agabus may not band"
        in steps
    )
    assert (
        "Righteous Seeker may not band while Household Idols (a1) is in play, "
        "so Righteous Seeker (a1) does nothing"
    ) in steps
    assert [o.label for o in result.state.cards_in("A", "battle")] == ["Righteous Seeker"]


def test_negating_opponents_band_abilities_spares_your_own(catalog):
    soul = 'Lost Soul "Forsaken" [Hebrews 10:25]'
    zones = {"A": {"territory": ["Righteous Seeker", "Agabus"]}, "B": {"land_of_bondage": [soul]}}
    theirs = run(catalog, zones, attack_with("Righteous Seeker"))
    assert any(t.startswith(f"Righteous Seeker is negated by {soul} (a1)") for t in texts(theirs))
    assert [o.label for o in theirs.state.cards_in("A", "battle")] == ["Righteous Seeker"]
    zones = {
        "A": {"territory": ["Righteous Seeker", "Agabus"], "land_of_bondage": [soul]},
        "B": {},
    }
    mine = run(catalog, zones, attack_with("Righteous Seeker"))
    assert "Righteous Seeker (a1) completes: Agabus is banded into battle" in texts(mine)


def test_an_unpreventable_kind_of_ability_carries_the_rider(catalog):
    zones = {
        "A": {"territory": ["Gaius"]},
        "B": {"territory": ["Babylon, T2C", "King Cushan-Rishathaim, Roots"]},
    }
    zones["A"]["territory"].append("Agabus")
    actions = [*attack_with("Gaius"), {"player": "B", "block": "King Cushan-Rishathaim, Roots"}]
    steps = texts(run(catalog, zones, actions))
    assert (
        "King Cushan-Rishathaim, Roots (a2) cannot be prevented: Babylon, T2C (a2) says so "
        "while it is in play"
    ) in steps
    assert not any("King Cushan-Rishathaim, Roots (a1) cannot be prevented" in t for t in steps)


def test_a_while_condition_decides_whether_it_applies(catalog):
    chemosh = "Land of Chemosh"
    zones = {"A": {"territory": [chemosh]}, "B": {"battle": ["Agabus"]}}
    idle = [s for s in run(catalog, zones, []).steps if s.card == chemosh and s.ability == "a1"]
    assert [(s.kind, s.text) for s in idle] == [
        (
            "info",
            f"{chemosh} (a1), ongoing while it is in play: it does not apply now — its 'while' "
            "condition does not hold",
        )
    ]
    zones["A"]["battle"] = ["Moabite Marauders"]
    live = [s for s in run(catalog, zones, []).steps if s.card == chemosh and s.ability == "a1"]
    assert [(s.kind, s.text) for s in live] == [
        (
            "effect",
            f"{chemosh} (a1), ongoing while it is in play: the protect abilities of Agabus are negated",
        )
    ]
    assert live[0].rules == ["Ongoing Ability", "Ongoing Ability 4", "Negate", "Ongoing Ability 2"]


def test_a_negated_cards_ongoing_ability_does_not_apply(catalog):
    soul = 'Lost Soul "Forsaken" [Hebrews 10:25]'
    zones = {
        "A": {"land_of_bondage": [soul], "battle": ["Agabus"]},
        "B": {"artifact_pile": ["Altar of Ahaz, RR2"]},
    }
    steps = [s for s in run(catalog, zones, []).steps if s.card == soul]
    assert [(s.kind, s.text) for s in steps] == [
        (
            "info",
            f"{soul} (a1), ongoing while it is in play: it does not apply now — {soul} is "
            "negated by Altar of Ahaz, RR2 (a1)",
        )
    ]


def test_a_restricted_dominant_cannot_be_played(catalog):
    zones = {"A": {"hand": ["Son of God, A"]}, "B": {"artifact_pile": ["The Cross, GoC"]}}
    with pytest.raises(ScenarioError) as refused:
        run(catalog, zones, [{"player": "A", "play": "Son of God, A"}])
    assert (
        "A cannot play Son of God, A: The Cross, GoC (a1) restricts it while it is in play"
        in str(refused.value)
    )


def test_restricting_evil_dominants_leaves_good_ones_playable(catalog):
    zones = {
        "A": {"hand": ["Son of God, A"], "land_of_bondage": ["Lost Soul Ecclesiastes 10:15"]},
        "B": {"artifact_pile": ["The Golden Lampstand, RR2"], "hand": ["Burial, B"]},
    }
    played = run(catalog, zones, [{"player": "A", "play": "Son of God, A"}])
    assert "A plays the dominant Son of God, A (at any time, without initiative)" in texts(played)
    with pytest.raises(ScenarioError, match="restricts it while it is in play"):
        run(catalog, zones, [{"player": "B", "play": "Burial, B"}])


def test_an_ongoing_increase_decides_the_battle(catalog):
    zones: dict[str, Any] = {"A": {"territory": ["Agabus"]}, "B": {"territory": ["Abiram"]}}
    actions = [
        *attack_with("Agabus"),
        {"player": "B", "block": "Abiram"},
        {"player": "A", "verb": "resolves", "words": "the battle"},
    ]
    lost = texts(run(catalog, zones, actions))
    assert (
        "Battle outcome: the evil characters win (heroes 5/4 against evil characters 5/7): "
        "the heroes are defeated"
    ) in lost
    zones["A"]["artifact_pile"] = ["Elijah's Mantle"]
    won = texts(run(catalog, zones, actions))
    assert (
        "Elijah's Mantle (a1), ongoing while it is in play: Agabus gets +2/+2 (now Agabus 7/6)"
        in won
    )
    assert (
        "Battle outcome: the heroes win (heroes 7/6 against evil characters 5/7): "
        "the evil characters are defeated"
    ) in won


@pytest.mark.parametrize(("hero", "rescued"), [("Gaius", True), ("Bathsheba", False)])
def test_a_lost_soul_protected_from_rescue_except_by_a_new_testament_hero(catalog, hero, rescued):
    soul = 'Lost Soul "N.T. Only" [Acts 11:18 - RR2]'
    zones = {"A": {"territory": [hero]}, "B": {"land_of_bondage": [soul]}}
    actions = [*attack_with(hero), {"player": "A", "verb": "resolves", "words": "the battle"}]
    result = run(catalog, zones, actions)
    assert (
        f"{soul} (a1), ongoing while it is in play: {soul} is protected from rescue abilities, "
        "except by an N.T. hero"
    ) in texts(result)
    protected = f"{soul} is protected from rescue by {hero} ({soul} (a1) holds while it is in play)"
    assert (protected in texts(result)) is not rescued
    assert [o.label for o in result.state.cards_in("A", "land_of_redemption")] == (
        [soul] if rescued else []
    )


def test_a_protected_deck_is_named_by_its_first_cards(catalog):
    deck = ["Abiram", "Er", "Gaius", "Agabus", "Bathsheba", "Demetrius", "Centurion", "Phygellus"]
    zones = {"A": {"artifact_pile": ["Tables of the Law"], "deck": deck}, "B": {}}
    steps = [
        s.text
        for s in run(catalog, zones, []).steps
        if s.card == "Tables of the Law" and s.ability == "a1"
    ]
    assert steps == [
        "Tables of the Law (a1), ongoing while it is in play: Abiram, Er, Gaius, Agabus, "
        "Bathsheba, Demetrius and 2 more are protected from opponents' cards"
    ]


def test_a_card_put_into_play_holds_from_then_on(catalog):
    zones = {"A": {"hand": ["Household Idols"], "territory": ["Righteous Seeker", "Agabus"]}}
    actions = [{"player": "A", "play": "Household Idols"}, *attack_with("Righteous Seeker")]
    result = run(catalog, {**zones, "B": {}}, actions)
    shown = [(s.kind, s.depth, s.text) for s in result.steps if s.card == "Household Idols"]
    assert shown[:2] == [
        ("action", 0, "A puts Household Idols into artifact pile"),
        (
            "effect",
            1,
            "Household Idols (a1), ongoing while it is in play: Righteous Seeker, Agabus may not band",
        ),
    ]
    assert shown[2][0] == "not_modelled"  # its other sentence, as printed
    assert [o.label for o in result.state.cards_in("A", "battle")] == ["Righteous Seeker"]


@pytest.mark.parametrize(
    ("hero", "negated"), [("Angel of the Harvest", True), ("Seraiah the High Priest", False)]
)
def test_negating_characters_leaves_out_the_ones_it_excepts(catalog, hero, negated):
    zones = {"A": {"territory": [hero]}, "B": {"artifact_pile": ["Holy of Holies, Roots"]}}
    steps = texts(run(catalog, zones, attack_with(hero)))
    stopped = f"{hero} is negated by Holy of Holies, Roots (a1), an ongoing ability, so {hero} (a1) does not activate"
    assert (stopped in steps) is negated
    assert (f"{hero} (a1): its ability begins to activate" in steps) is not negated
