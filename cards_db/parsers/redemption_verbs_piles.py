"""One-shot clauses that take a card out of the player's own piles (deck, discard pile,
Reserve), or act on the deck itself, which ``redemption_phrases._sentence`` does not read:

- "search [through] [your] deck, discard pile or Reserve for X [and add it to hand]" (REG
  Search: into hand), "... and put it in play" / "... and play it" (REG Play);
- "take X from deck, discard pile or Reserve" (three or more piles: Search); "take A from
  deck or B from Reserve": the piles searched in that order, each for its own kind of card;
- "play X from deck, discard pile or Reserve" (Play); "play a Lost Soul from a deck" (or from
  an opponent's deck, or from each deck): into its owner's land of bondage;
- "underdeck / topdeck / shuffle / discard / banish / reserve X from discard pile or
  Reserve": one card of the player's own piles named, moved by that verb;
- "place X beneath owner's deck" / "return X to the bottom of owner's deck" (REG Underdeck);
- "search discard pile for X and place it beneath deck" (or "shuffle it into deck"): the card
  found goes to the bottom of the player's deck (or into it, shuffled) instead of to hand;
- "draw N from bottom of deck" (REG Draw, from the other end);
- "shuffle your deck" / "shuffle your draw pile" (REG Shuffle: its order is unknown after; a
  bare "Shuffle draw pile." is read as the player's own by ``redemption_labels.reading``).

A pile printed without an owner ("deck", "discard pile", "Reserve") is the player's own, as
the one-pile forms of the phrase compiler already read it. Only a description every word of
which is understood compiles.
"""

from __future__ import annotations

import re
from typing import Any

Compiled = tuple[list[dict[str, Any]], bool, str]

_PILE = r"(?:your |own )?(?:deck|draw pile|discard pile|reserve)"
_PILES = rf"({_PILE}(?:(?:,|,? or|,? and/or) {_PILE})*)"
_PILE_OF = {"deck": "deck", "draw pile": "deck", "discard pile": "discard", "reserve": "reserve"}
_IT = r"(?:it|them|him|her|that card)"
_TO_HAND = rf" and (?:add|put|take|place) (?:{_IT} )?(?:in|into|to) (?:your |their )?hand"
_TO_PLAY = (
    rf" and (?:(?:put|place) (?:{_IT} )?(?:in|into) play|play {_IT}"
    rf"|(?:add|put|place) (?:{_IT} )?(?:to|in|into) (?:your )?(artifact pile|territory))"
)
_SEARCH = re.compile(rf"^search (?:through )?{_PILES} for (.+?)(?:({_TO_HAND})|({_TO_PLAY}))?$")
_TAKE = re.compile(rf"^take (.+?) from {_PILES}(?: (?:in|into|to) (?:your )?hand)?$")
_PLAY = re.compile(rf"^play (.+?) from {_PILES}$")
_PLAY_SOUL = re.compile(
    r"^play (?:a|one) lost soul from (a|any|each|an opponent'?s'?|opponent'?s'?|each opponent'?s'?) "
    r"(?:deck|draw pile)$"
)
_SOUL_DECKS = {"a": "any", "any": "any", "each": "each"}
_TAKE_EITHER = re.compile(rf"^take (.+?) from {_PILES} or ((?:a|an|one) .+?) from {_PILES}$")
_MOVE = re.compile(rf"^(underdeck|topdeck|shuffle|discard|banish|reserve) (.+?) from {_PILES}$")
_SHUFFLE_DECK = re.compile(r"^shuffle (?:your|own) (?:deck|draw pile)$")
_OWNERS = r"(?:its |their )?(?:owner'?s'? |owners'? |your |own )?(?:deck|draw pile)s?"
_BENEATH = re.compile(
    rf"^(?:(?:place|put) (.+?) beneath {_OWNERS}|return (.+?) to the bottom of {_OWNERS})$"
)
# "... and place it beneath deck" / "... and shuffle it into deck" after a search or a take
_INTO_DECK = re.compile(
    rf"^(?:search (?:through )?{_PILES} for (.+?)|take (.+?) from {_PILES}) and "
    rf"(?:(?:place|put) {_IT} beneath|(shuffle) {_IT} into) (?:your |own )?(?:deck|draw pile)$"
)
_DRAW_BOTTOM = re.compile(
    r"^draw (\w+)(?: cards?)? from (?:the )?bottom of (?:your )?(?:deck|draw pile)$"
)
_COUNTS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "1": 1, "2": 2, "3": 3, "4": 4}
# Cards these verbs may put into play from a pile (engine.games.redemption.verbs.PLAYABLE).
_PLAYABLE = {
    "city", "hero", "evil_character", "lost_soul", "fortress", "site", "artifact", "covenant",
    "curse",
}  # fmt: skip


def pile_list(words: str) -> list[str]:
    """ "deck, discard pile or Reserve" -> ["deck", "discard", "reserve"] (printed order)."""
    parts = re.split(r",? and/or |,? or |, ", words)
    zones = [_PILE_OF[re.sub(r"^(?:your|own) ", "", p.strip())] for p in parts]
    return list(dict.fromkeys(zones))


def _one_card(words: str) -> dict[str, Any] | None:
    """The description of one card, with no place of its own (the piles say where)."""
    from .redemption_phrases import target_phrase

    found = target_phrase(words)
    if not isinstance(found, dict) or "one" not in found:
        return None
    inner = found["one"]
    if {"zone", "side", "not_self", "chooser"} & set(inner):
        return None
    if any({"zone", "side"} & set(alt) for alt in inner.get("either", [])):
        return None
    return inner


def _playable(find: dict[str, Any]) -> bool:
    types = set(find.get("type") or [])
    return bool(types) and not types - _PLAYABLE and not find.get("either")


def _home_is(find: dict[str, Any], place: str | None) -> bool:
    """ "add it to your Artifact pile": only a card whose place in play that is."""
    if place is None:
        return True
    homes = {"artifact pile": {"artifact", "covenant", "curse"}}
    homes["territory"] = {"hero", "evil_character", "fortress", "site", "city"}
    return set(find["type"]) <= homes[place]


def _search_and_play(
    find: dict[str, Any], zones: list[str], place: str | None, optional: bool
) -> Compiled | None:
    """ "Search deck for X and put it in play / play it": X ("it", the card found) is played
    from those piles (REG Play). A kind of card that is not put into play from a pile (an
    Enhancement, a Dominant) is still read as printed: the play verb's arguments refuse it,
    so the ability is stored with that reason; a place named ("put it in territory") must be
    where every kind of card found sits."""
    alts = find.get("either") or [find]
    playable = all(_playable(a) for a in alts)
    if place is not None and not (playable and all(_home_is(a, place) for a in alts)):
        return None
    verb = "play_either" if find.get("either") and playable else "play"
    return [{"verb": verb, "find": find, "zones": zones}], optional, "special"


def compile_piles(low: str, optional: bool) -> Compiled | None:
    """(steps, optional, kind) for one of this module's forms, else None."""
    if _SHUFFLE_DECK.match(low):
        return [{"verb": "shuffle_deck"}], optional, "special"
    if m := _BENEATH.match(low):
        from .redemption_phrases import target_phrase

        target = target_phrase(m.group(1) or m.group(2))
        if not isinstance(target, dict):
            return None
        return [{"verb": "underdeck", "target": target}], optional, "special"
    if m := _INTO_DECK.match(low):
        find = _one_card(m.group(2) or m.group(3))
        if find is None:
            return None
        zones = pile_list(m.group(1) or m.group(4))
        end = "shuffle" if m.group(5) else "bottom"
        step = {"verb": "search_to_deck", "find": find, "zones": zones, "end": end}
        return [step], optional, "special"
    if m := _DRAW_BOTTOM.match(low):
        n = _COUNTS.get(m.group(1))
        if n is None:
            return None
        return [{"verb": "draw_bottom", "amount": n}], optional, "special"
    if m := _SEARCH.match(low):
        find = _one_card(m.group(2))
        if find is None:
            return None
        zones = pile_list(m.group(1))
        if m.group(4):  # "... and put it in play" (or into the place a card of its kind sits)
            return _search_and_play(find, zones, m.group(5), optional)
        return [{"verb": "search", "find": find, "zones": zones}], optional, "special"
    if m := _PLAY_SOUL.match(low):  # a Lost Soul of a deck goes to its owner's land of bondage
        whose = _SOUL_DECKS.get(m.group(1), "opponent")
        return [{"verb": "play_soul", "whose": whose}], optional, "special"
    if m := _TAKE_EITHER.match(low):  # "take A from deck or B from Reserve"
        first, second = _one_card(m.group(1)), _one_card(m.group(3))
        if first is None or second is None or "either" in first or "either" in second:
            return None
        zones = [pile_list(m.group(2)), pile_list(m.group(4))]
        alts = [
            {**find, "zone": z[0] if len(z) == 1 else z}
            for find, z in zip((first, second), zones, strict=True)
        ]
        step = {
            "verb": "search",
            "find": {"either": alts},
            "zones": list(dict.fromkeys(zones[0] + zones[1])),
        }
        return [step], optional, "special"
    if m := _TAKE.match(low):
        find = _one_card(m.group(1))
        if find is None:
            return None
        step = {"verb": "search", "find": find, "zones": pile_list(m.group(2))}
        return [step], optional, "special"
    if m := _PLAY.match(low):
        find = _one_card(m.group(1))
        if find is None or not _playable(find):
            return None
        step = {"verb": "play", "find": find, "zones": pile_list(m.group(2))}
        return [step], optional, "special"
    if m := _MOVE.match(low):
        find = _one_card(m.group(2))
        zones = pile_list(m.group(3))
        if find is None or (m.group(1) == "shuffle" and "deck" in zones):
            return None
        spec = {**find, "zone": zones if len(zones) > 1 else zones[0], "side": "self"}
        return [{"verb": m.group(1), "target": {"one": spec}}], optional, "special"
    return None
