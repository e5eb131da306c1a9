"""Fuzzing every input a user controls through the service the bot and console share.

A few thousand generated inputs: the compact scenario form (built from the grammar's
own pieces, real card names, numbers of every size and junk), YAML documents, and every
slash command option (/ruling, /card, /rule, /settings, the three autocompletes). Every
call must return a Reply (no exception escapes), every page must be within Discord's
limits, and each answer must come back within 2 s (a bound on the worst case; the
figures are measured in bench/bench_bot.py).
"""

from __future__ import annotations

import time

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot import limits
from bot.service import JudgeService, Reply, RulingRequest
from engine.core.cards import YamlCatalog
from engine.games import GAMES

BOUND = 2.0
FUZZ = settings(
    max_examples=400,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

_catalog = YamlCatalog()
NAMES = sorted({c.full_name for g in GAMES for c in _catalog.all(g)})
games = st.one_of(st.sampled_from([*GAMES, None]), st.text(max_size=20))
junk = st.text(max_size=60)
numbers = st.one_of(
    st.integers(-5, 100).map(str),
    st.integers(10**3, 10**60).map(str),
    st.just("9" * 4400),
)
names = st.one_of(st.sampled_from(NAMES), junk)
zones = st.sampled_from(["ground arena", "space arena", "hand", "field", "battle", "deck", "x"])


@st.composite
def placements(draw) -> str:  # noqa: ANN001
    count = draw(st.one_of(st.just(""), numbers.map(lambda n: f"{n}x ")))
    state = draw(
        st.one_of(
            st.just(""),
            numbers.map(lambda n: f" ({n} damage)"),
            st.just(" (exhausted)"),
            junk.map(lambda j: f" ({j})"),
        )
    )
    return f"{count}{draw(names)}{state}"


@st.composite
def statements(draw) -> str:  # noqa: ANN001
    player = draw(st.sampled_from(["A", "B", "C", "a", ""]))
    kind = draw(st.integers(0, 6))
    if kind == 0:
        cards = " + ".join(draw(st.lists(placements(), min_size=1, max_size=3)))
        return f"{player}: {cards} in {draw(zones)}"
    if kind == 1:
        return f"{player} plays {draw(names)}" + draw(
            st.one_of(st.just(""), names.map(lambda n: f" on {n}"))
        )
    if kind == 2:
        return f"{player} attacks with {draw(names)}"
    if kind == 3:
        return f"answer: {draw(junk)}"
    if kind == 4:
        return f"game: {draw(games) or ''}"
    if kind == 5:
        return f"{player} chooses {draw(junk)}"
    return draw(junk)


hostile = st.lists(statements(), min_size=1, max_size=8).map("; ".join)


def _zones(game: str, card: str | None = None) -> list[str]:
    """The zones of a game; for a card, the zones its type may start in (when declared)."""
    from engine.rulesets import get_ruleset, get_spec

    spec = get_spec(game)
    if card is not None and spec is not None:
        ctype = spec.card_types.get(_catalog.get(game, card).type)
        if ctype is not None:
            return sorted(z.replace("_", " ") for z in ctype.zones)
    return sorted(z.replace("_", " ") for z in get_ruleset(game).zones)


@st.composite
def plausible(draw) -> tuple[str, str]:  # noqa: ANN001
    """A scenario of one game, from its own cards and zones, often one that runs."""
    game = draw(st.sampled_from(sorted(GAMES)))
    cards = sorted(c.full_name for c in _catalog.all(game))
    parts = []
    for _ in range(draw(st.integers(0, 4))):
        count = draw(st.sampled_from(["", "", "2x ", "3x "]))
        card = draw(st.sampled_from(cards))
        parts.append(
            f"{draw(st.sampled_from('AB'))}: {count}{card} "
            f"in {draw(st.sampled_from(_zones(game, card)))}"
        )
    for _ in range(draw(st.integers(1, 2))):
        verb = draw(st.sampled_from(["plays", "attacks with", "activates", "uses"]))
        action = f"{draw(st.sampled_from('AB'))} {verb} {draw(st.sampled_from(cards))}"
        if draw(st.booleans()):
            action += f" on {draw(st.sampled_from(cards))}"
        parts.append(action)
    if draw(st.booleans()):
        parts.append(draw(statements()))
    return game, "; ".join(parts)


compact = st.one_of(hostile, plausible().map(lambda pair: pair[1]))
yaml_values = st.recursive(
    st.one_of(
        st.none(), st.booleans(), st.integers(), st.text(max_size=20), st.sampled_from(NAMES)
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(
            st.sampled_from(["game", "zones", "actions", "answers", "players", "card", "play"]),
            inner,
            max_size=4,
        ),
    ),
    max_leaves=20,
)
yaml_docs = st.one_of(
    st.fixed_dictionaries(
        {"game": games, "actions": yaml_values},
        optional={"zones": yaml_values, "answers": yaml_values, "players": yaml_values},
    ).map(lambda d: yaml.safe_dump(d, sort_keys=False)),
    st.text(max_size=200).map(lambda t: "game: swu\n" + t),
)


def check(service_call, *args, **kwargs) -> Reply:  # noqa: ANN001
    started = time.monotonic()
    reply = service_call(*args, **kwargs)
    elapsed = time.monotonic() - started
    assert isinstance(reply, Reply)
    assert reply.pages, "every answer has at least one page"
    for page in reply.pages:
        assert limits.violations(page) == []
    assert all(len(v) <= limits.SELECT_VALUE for _, v in reply.candidates)
    assert elapsed < BOUND, f"{elapsed:.2f} s for {args!r}"[:300]
    return reply


def check_choices(pairs: list[tuple[str, str]]) -> None:
    assert len(pairs) <= limits.CHOICES
    for name, value in pairs:
        assert name and len(value) <= limits.CHOICE_VALUE


@settings(FUZZ, max_examples=500)
@given(text=hostile, game=games, active=st.sampled_from([None, "A", "B", "Z"]))
def test_fuzz_compact_rulings(service: JudgeService, text: str, game, active) -> None:  # noqa: ANN001
    reply = check(service.ruling, RulingRequest(game, text, active))
    assert reply.kind in {"ruling", "error", "candidates"}


KINDS: dict[str, int] = {}


@settings(FUZZ, max_examples=700)
@given(pair=plausible(), active=st.sampled_from([None, "A", "B"]), named=st.booleans())
def test_fuzz_plausible_rulings(service: JudgeService, pair, active, named: bool) -> None:  # noqa: ANN001
    game, text = pair
    reply = check(service.ruling, RulingRequest(game if named else None, text, active))
    KINDS[reply.kind] = KINDS.get(reply.kind, 0) + 1


def test_fuzz_reached_the_engine() -> None:
    """The plausible inputs above really ran rulings, not only parse errors."""
    if KINDS:  # empty when only this test was selected
        assert KINDS.get("ruling", 0) >= 50, KINDS


@FUZZ
@given(doc=yaml_docs, game=games)
def test_fuzz_yaml_rulings(service: JudgeService, doc: str, game) -> None:  # noqa: ANN001
    check(service.ruling, RulingRequest(game, doc))


@FUZZ
@given(name=st.one_of(names, st.text(max_size=200)), game=games)
def test_fuzz_card_option(service: JudgeService, name: str, game) -> None:  # noqa: ANN001
    if game is not None and game not in GAMES:
        game = None  # Discord only sends listed choices; the cog maps them
    check(service.card, name, game)
    check(service.card_by_key, f"{game}|{name}")
    check_choices(service.card_choices(name, game))


@FUZZ
@given(
    query=st.one_of(
        st.text(max_size=200), st.from_regex(r"\d{1,3}(\.\d{1,3}){0,3}", fullmatch=True)
    ),
    game=st.sampled_from(list(GAMES)),
    subrules=st.booleans(),
)
def test_fuzz_rule_options(service: JudgeService, query: str, game: str, subrules: bool) -> None:
    check(service.rule, query, game, children=subrules)
    check_choices(service.rule_choices(query, game))


@FUZZ
@given(current=st.one_of(compact, st.text(max_size=120)), game=games)
def test_fuzz_scenario_autocomplete(service: JudgeService, current: str, game) -> None:  # noqa: ANN001
    if game is not None and game not in GAMES:
        game = None
    check_choices(service.scenario_choices(current, game))


@settings(FUZZ, max_examples=100)
@given(game=games, guild=st.integers(1, 2**63 - 1))
def test_fuzz_settings_option(service: JudgeService, game, guild: int) -> None:  # noqa: ANN001
    reply = check(service.set_game, guild, str(game))
    assert reply.kind == ("settings" if game in GAMES else "error")
