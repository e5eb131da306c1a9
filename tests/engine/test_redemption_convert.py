"""Convert (REG Convert): which clauses compile, and what the verb does to real cards."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_phrases import compile_sentence
from engine.api import run_ruling
from engine.games.redemption import effects
from engine.games.redemption.model import alignment, brigades, types_of
from engine.games.redemption.verbs import VERBS


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


HUMAN_EC = {"type": ["evil_character"], "facts": {"human": True}}


# ---------------------------------------------------------------------- compiling
@pytest.mark.parametrize(
    ("text", "step"),
    [
        (  # bare: the other alignment, the brigade of the converting card (engine)
            "Convert an evil human.",
            {"verb": "convert", "target": {"one": HUMAN_EC}, "to": "hero"},
        ),
        (
            "Convert a human Evil Character to a clay Hero.",
            {"verb": "convert", "target": {"one": HUMAN_EC}, "to": "hero", "brigade": "clay"},
        ),
        (  # a description without a fact of its own reaches humans only
            "Convert all Evil Characters in battle to blue Heroes.",
            {
                "verb": "convert",
                "target": {"all": {"zone": "battle", **HUMAN_EC}},
                "to": "hero",
                "brigade": "blue",
            },
        ),
        (  # a brigade alone says the alignment: black is an evil brigade
            "Convert a Hero in a territory to black.",
            {
                "verb": "convert",
                "target": {
                    "one": {"zone": "territory", "type": ["hero"], "facts": {"human": True}}
                },
                "to": "evil_character",
                "brigade": "black",
            },
        ),
        (  # gold is a good and an evil brigade: the type printed says which
            "Convert a human Evil Character to a gold Hero.",
            {"verb": "convert", "target": {"one": HUMAN_EC}, "to": "hero", "brigade": "gold"},
        ),
    ],
)
def test_convert_clauses_compile(text, step):
    assert compile_sentence(text, "hero") == ([step], False, "special")


@pytest.mark.parametrize(
    "text",
    [
        "Convert a Hero of yours to an Evil Character for the rest of the turn.",  # a duration
        "You may convert this card to meek.",  # meek is not a conversion of alignment
        "Convert this card to an Artifact.",  # not a character
        "Convert a human Evil Character to a black Hero.",  # black is no brigade of a Hero
        "Convert a human Hero to gold.",  # good or evil gold: not said
        "Convert a human Evil Character to an Evil Character.",  # nothing would change
    ],
)
def test_convert_clauses_not_read(text):
    assert compile_sentence(text, "hero") is None


def test_convert_refuses_an_unknown_brigade():
    with pytest.raises(ValueError, match="unknown brigade 'pink'"):
        VERBS.get("convert").validate(
            {"verb": "convert", "target": {"one": HUMAN_EC}, "to": "hero", "brigade": "pink"}
        )


# ---------------------------------------------------------------------- running
def _run(catalog, enhancement: str, bearer: str, them: list[dict], answers=None):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": [{"card": bearer, "flags": {"human": True}}], "hand": [enhancement]},
            "B": {"battle": them},
        },
        "actions": [{"player": "A", "play": enhancement, "on": bearer}],
        "answers": answers or [],
    }
    return run_ruling(scenario, catalog=catalog)


def _card(result, label: str):
    return next(o for o in result.state.objects.values() if o.label == label)


def test_a_converted_blocker_becomes_a_hero_and_leaves_the_battle(catalog):
    # Forgiveness of Joseph, FooF: every human Evil Character in battle becomes a blue Hero
    result = _run(
        catalog,
        "Forgiveness of Joseph, FooF",
        "Demetrius",
        [{"card": "Abiram", "flags": {"human": True}}],
    )
    effect = [s.text for s in result.steps if s.kind == "effect"]
    assert effect[0] == (
        "Forgiveness of Joseph, FooF (a1) completes: Abiram is converted to a blue hero and "
        "returns to B's territory (it cannot block as one)"
    )
    abiram = _card(result, "Abiram")
    assert (types_of(abiram), alignment(abiram), brigades(abiram)) == ({"hero"}, "good", {"blue"})
    assert abiram.zone == ("B", "territory")
    assert abiram.controller == "B"  # converting does not change who controls it
    step = next(s for s in result.steps if s.kind == "effect")
    assert "Convert" in step.rules


def test_a_non_human_is_not_converted(catalog):
    result = _run(
        catalog,
        "Forgiveness of Joseph, FooF",
        "Demetrius",
        [{"card": "Abiram", "flags": {"human": False}}],
    )
    assert not [s for s in result.steps if s.kind == "effect" and "(a1)" in s.text]
    assert alignment(_card(result, "Abiram")) == "evil"


def test_a_hero_converted_to_an_evil_character_by_an_evil_enhancement(catalog):
    # Corrupted: a human Hero becomes a brown brigade Evil Character
    result = _run(catalog, "Corrupted", "Abiram", [{"card": "Agabus", "flags": {"human": True}}])
    effect = [s.text for s in result.steps if s.kind == "effect" and "(a1)" in s.text]
    assert effect == [
        "Corrupted (a1) completes: Agabus is converted to a brown evil character and returns "
        "to B's territory (it cannot attack as one)"
    ]
    agabus = _card(result, "Agabus")
    assert (types_of(agabus), brigades(agabus)) == ({"evil_character"}, {"brown"})


def test_without_a_brigade_printed_the_converting_cards_brigade_is_taken(catalog):
    definition = catalog.get("redemption", "I Am Redemption, Roots")
    own = brigades_of(definition)
    result = _run(
        catalog,
        "I Am Redemption, Roots",
        "Demetrius",
        [{"card": "Abiram", "flags": {"human": True}}],
    )
    assert len(own) == 1
    assert brigades(_card(result, "Abiram")) == own


def brigades_of(definition) -> set[str]:
    raw = str(definition.fields.get("brigade", "")).lower()
    return {b.strip() for b in raw.replace("(", "/").replace(")", "/").split("/") if b.strip()}


def test_a_multi_brigade_card_without_a_brigade_printed_converts_nothing(catalog):
    # Ninevites Repent is green and white: which one the converted card takes is not printed
    result = _run(
        catalog, "Ninevites Repent", "Demetrius", [{"card": "Abiram", "flags": {"human": True}}]
    )
    info = [s.text for s in result.steps if s.kind == "info" and "brigade" in s.text]
    assert info == [
        "Ninevites Repent has no single brigade (green/white) for the converted character to "
        "take, and none is printed: the conversion is not made"
    ]
    assert alignment(_card(result, "Abiram")) == "evil"


def test_undoing_the_completion_unconverts_the_card(catalog):
    result = _run(catalog, "Corrupted", "Abiram", [{"card": "Agabus", "flags": {"human": True}}])
    state = result.state
    act = next(a for a in state.info["_acts"].values() if a.label == "Corrupted (a1)")
    back, stuck = effects.undo(state, act)
    agabus = _card(result, "Agabus")
    assert back == "Agabus returns to B's battle; Agabus is no longer converted"
    assert stuck == []
    assert (types_of(agabus), alignment(agabus), agabus.zone) == ({"hero"}, "good", ("B", "battle"))


def test_a_brigade_of_the_players_choice_compiles_as_a_choice():
    text = "Convert a human Evil Character to a Hero in the brigade of your choice."
    steps, _, _ = compile_sentence(text, "hero")
    assert steps == [
        {"verb": "convert", "target": {"one": HUMAN_EC}, "to": "hero", "brigade": "choice"}
    ]
    steps, _, _ = compile_sentence("Convert a human Hero to any evil brigade.", "hero")
    assert (steps[0]["to"], steps[0]["brigade"]) == ("evil_character", "choice")


def test_the_player_picks_the_brigade_as_the_targets_are_declared(catalog):
    them = [{"card": "Abiram", "flags": {"human": True}}]
    answers = [{"player": "A", "kind": "choose", "answer": "teal"}]
    result = _run(catalog, "Fishers of Men, Ap", "Gaius", them, answers)
    chosen = [s.text for s in result.steps if s.kind == "choice" and "brigade" in s.text]
    assert chosen == ["A chooses the brigade for Fishers of Men, Ap (a1): teal"]
    assert brigades(_card(result, "Abiram")) == {"teal"}


def test_without_an_answer_the_converting_cards_brigade_is_shown_first(catalog):
    them = [{"card": "Abiram", "flags": {"human": True}}]
    result = _run(catalog, "Fishers of Men, Ap", "Gaius", them)
    own = brigades_of(catalog.get("redemption", "Fishers of Men, Ap"))
    chosen = [s for s in result.steps if s.kind == "choice" and "brigade" in s.text]
    assert chosen[0].text == (
        f"A chooses the brigade for Fishers of Men, Ap (a1): {next(iter(own))} "
        "(default shown: the converting card's own brigade)"
    )
    assert brigades(_card(result, "Abiram")) == own
