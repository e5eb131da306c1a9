"""Epic Battles: OCTGN ``set.xml`` card definitions (one file per set).

Reprints across sets are one identity with several printings; the fan-made sets are
marked so answers can keep them apart from Score's official sets.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from ..records import ImportedCard, Printing
from .base import ImportFailure, files_in, merge, to_int

FAN_SETS = {"Marvel Vs Capcom", "Street Fighter 2"}
_TYPO = {"evemt": "event", "attak": "attack"}
TYPES = ("attack", "block", "event", "character", "kamidogu")
# "Attack" property -> (card type it implies, height)
ZONE_PROPERTY = {
    "high attack": ("attack", "high"),
    "low attack": ("attack", "low"),
    "high block": ("block", "high"),
    "low block": ("block", "low"),
}
KINDS = {
    "punch", "kick", "throw", "projectile", "weapon", "slam", "electric", "bite", "special",
}  # fmt: skip
_KIND_TYPO = {"prorjectile": "projectile", "projectiles": "projectile", "kicks": "kick"}
# The properties definition.xml declares; each one lands in a field the ruleset reads.
PROPERTIES = (
    "ImageFile", "Number", "Rarity", "Card Type", "Attack", "Attack Type", "Link", "Cost",
    "Damage", "Text",
)  # fmt: skip


def kind_word(value: str) -> str:
    word = value.strip().lower()
    return _KIND_TYPO.get(word, word)


def card_type_of(props: dict[str, str]) -> str:
    """The card type, trusting the Attack property over a mistyped Card Type.

    The export types a few attacks and events as Character (and one Low Attack as Block);
    the height property and a text that starts with "Flip" say what they are. A card with
    neither type nor stats (two MK promos) is ``untyped``.
    """
    raw = props.get("Card Type", "").strip().lower()
    declared = _TYPO.get(raw, raw)
    implied = ZONE_PROPERTY.get(props.get("Attack", "").strip().lower())
    if implied and declared in ("", "character", "block", "attack"):
        return implied[0]
    text = props.get("Text", "").lower()
    # Two events are typed Character in the export (their text opens with "Flip ..."); a
    # character that only mentions flipping ("When you flip an event ...") stays a character.
    if declared == "character" and re.match(r"\s*flip\b", text):
        return "event"
    if declared == "" and _flip_timing(text):
        return "event"
    if declared in TYPES:
        return declared
    return "untyped"


_FLIPS = (
    ("when you attack", "attack"),
    ("when your rival blocks a punch", "rival_blocks_punch"),
    ("when one of your punches is blocked", "rival_blocks_punch"),
    ("at the start of draw", "start_of_draw"),
    ("at the start of the draw", "start_of_draw"),
    ("at the start of set", "start_of_set"),
    ("at the start of battle", "start_of_battle"),
    ("at the start of discard", "start_of_discard"),
    ("at the end of draw", "end_of_draw"),
    ("at the end of set", "end_of_set"),
    ("at the end of battle", "end_of_battle"),
    ("at the end of discard", "end_of_discard"),
    ("at the end of", "end_of_step"),
    ("as an action", "action"),
    ("during set", "during_set"),
    ("when your rival attacks", "rival_attacks"),
    ("when you finish an attack that hit", "finish_hit"),
    ("after you finish an attack that hit", "finish_hit"),
    ("when you play", "you_play"),
    ("when you pass", "you_pass"),
    ("after you finish a combo", "finish_combo"),
    ("when your rival flips an event", "rival_flips_event"),
    ("when", "other"),
)


def _flip_timing(text: str) -> str:
    """The moment a set event may be flipped, from its "Flip ..." sentence."""
    m = re.search(r"\bflip (?:this )?(.{0,60})", text)
    if not m:
        return ""
    rest = m.group(1)
    return next((t for words, t in _FLIPS if rest.startswith(words)), "other")


def read(path: Path) -> list[ImportedCard]:
    cards: list[ImportedCard] = []
    for file in files_in(path, "*.xml"):
        try:
            root = ET.parse(file).getroot()
        except ET.ParseError as exc:
            raise ImportFailure(file, "file", "XML", f"is not well-formed ({exc})") from None
        if root.tag != "set":
            if path.is_dir():
                continue  # definition.xml and other non-set files in a folder
            raise ImportFailure(file, "file", "root", f"is <{root.tag}>, expected <set>")
        set_name = root.get("name") or file.stem
        for n, el in enumerate(root.iter("card"), 1):
            cards.append(_card(file, set_name, n, el))
    return merge(cards)


def _card(file: Path, set_name: str, n: int, el: ET.Element) -> ImportedCard:
    name = (el.get("name") or "").strip()
    if not name:
        raise ImportFailure(file, f"card {n}", "name", "is missing or empty")
    where = f"card {n} ({name})"
    props = {p.get("name", ""): (p.get("value") or "").strip() for p in el.iter("property")}
    props = {k: ("" if v == "--" else v) for k, v in props.items()}
    unknown = sorted(set(props) - set(PROPERTIES))
    if unknown:
        raise ImportFailure(file, where, unknown[0], "is not a property definition.xml declares")
    card_type = card_type_of(props)
    stats = {
        k: v
        for k, v in (("damage", to_int(props.get("Damage"), file, where, "Damage")),)
        if v is not None
    }
    zone = ZONE_PROPERTY.get(props.get("Attack", "").strip().lower())
    kind = kind_word(props.get("Attack Type", ""))
    link = props.get("Link", "").strip().lower()
    fields = {
        "height": zone[1] if zone else "",
        "kind": kind,
        "link": _KIND_TYPO.get(link, link),
        "flip": _flip_timing(props.get("Text", "").lower()) if card_type == "event" else "",
        "rarity": props.get("Rarity", "").strip().lower(),
        "number": props.get("Number", ""),
        "image": props.get("ImageFile", ""),
        "set": set_name,
        "fan_set": set_name in FAN_SETS,
    }
    return ImportedCard(
        game="epic_battles",
        name=name,
        type=card_type,
        cost=to_int(props.get("Cost"), file, where, "Cost"),
        stats=stats,
        traits=[kind] if kind else [],
        fields={k: v for k, v in fields.items() if v not in ("", None)},
        printed_text=props.get("Text", ""),
        printings=[
            Printing(
                set_code=set_name,
                number=props.get("Number", ""),
                rarity=props.get("Rarity", ""),
                reference=el.get("id", ""),
            )
        ],
    )
