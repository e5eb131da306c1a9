"""Compile Altered printed text (the official export's wording) into verb steps.

The export writes trigger symbols as ``{J}`` (join), ``{H}`` (played from Hand),
``{R}`` (played from Reserve), costs as ``{T}`` (exhaust me), ``{D}`` (discard me
from Reserve) and ``{1}`` (mana), ``{I}`` before a support reaction, keywords as
``[[Fleeting]]`` or ``[Sabotage]``, and "Choose one:" / "On a:" heads followed by
"•" bullets. Each sentence of an effect becomes one step (6.1.c); an effect with
any sentence the compiler does not know is left uncompiled (never half-compiled).
"""

from __future__ import annotations

import re
from typing import Any

Step = dict[str, Any]

NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "another": 1,
}
NUM = r"(\d+|a|an|one|two|three|four|five|six)"
STATUSES = {"anchored": "Anchored", "asleep": "Asleep", "fleeting": "Fleeting"}


def number(word: str) -> int:
    word = word.lower()
    return int(word) if word.isdigit() else NUMBERS[word]


def clean(text: str) -> str:
    """One line of plain text: no rare markers, reminders, odd spaces or empty brackets."""
    text = text.replace("#", "").replace("\xa0", " ").replace("[]", "")
    previous = None
    while previous != text:
        previous, text = text, re.sub(r"\s*\([^()]*\)", "", text)
    return " ".join(text.split()).strip()


# -- targets ----------------------------------------------------------------------------
_TARGET = re.compile(
    r"^(?P<upto>up to (?P<n>\w+) )?(?P<another>another )?target "
    r"(?P<kind>Characters? or Permanents?|Characters?|Permanents?|Landmarks?|cards?|Gears?)"
    r"(?P<ctrl> you control| controlled by another player| an opponent controls| your opponents control)?"
    r"(?P<where> in play or in Reserve| in Expedition or in Reserve| in an opponent's Reserve| in any Reserve| in a Reserve| in Reserve| in your Reserve| in my Expedition| in the Expedition facing me| facing me)?"
    r"(?: with (?:Hand |Base )?Cost \{(?P<cost>\d+)\} or (?P<cmp>less|more))?$",
    re.I,
)
GROUPS: dict[str, dict[str, Any]] = {
    "characters you control": {"who": "each", "controller": "you"},
    "all characters you control": {"who": "each", "controller": "you"},
    "each character you control": {"who": "each", "controller": "you"},
    "other characters you control": {"who": "each", "controller": "you", "other": True},
    "all other characters you control": {"who": "each", "controller": "you", "other": True},
    "characters in your reserve": {"who": "each", "controller": "you", "where": "reserve"},
    "each character in my expedition": {"who": "each", "my_expedition": True},
    "characters in my expedition": {"who": "each", "my_expedition": True},
    "other characters in my expedition": {"who": "each", "my_expedition": True, "other": True},
}
_KINDS = {
    "character": ["character"],
    "permanent": ["permanent"],
    "landmark": ["landmark"],
    "gear": ["expedition_permanent"],
    "card": ["card"],
    "character or permanent": ["character", "permanent"],
}


def target(phrase: str) -> dict[str, Any] | None:
    """A target phrase ("another target Character you control with Hand Cost {3} or less")."""
    phrase = phrase.strip()
    found = re.search(r"target ((?:(?:\[\[\w+\]\]|exhausted)(?:, | or )?)+) ", phrase, re.I)
    if found:
        words = re.findall(r"\[\[(\w+)\]\]|(exhausted)", found[1], re.I)
        statuses = [a.capitalize() if a else "exhausted" for a, b in words]
        inner = target(phrase.replace(found[1] + " ", "", 1))
        if inner is None or not statuses:
            return None
        return {**inner, "statuses": statuses}
    if phrase.lower() == "it":
        return {"who": "chosen"}
    phrase = re.sub(r"^target another ", "another target ", phrase, flags=re.I)
    phrase = re.sub(r" from (a|any) Reserve$", r" in \1 Reserve", phrase)
    if phrase.lower() in ("me", "i"):
        return {"who": "self"}
    if phrase.lower() in ("we both", "we"):
        return {"who": "self_and_chosen"}
    group = GROUPS.get(phrase.lower())
    if group is not None:
        return dict(group)
    m = re.match(r"^(?:all |other )?([A-Z][a-z]+)s you control$", phrase)
    if m and m[1] not in ("Character", "Permanent", "Card"):
        out = {"who": "each", "controller": "you", "subtype": m[1]}
        if phrase.lower().startswith("other "):
            out["other"] = True
        return out
    m = re.match(
        r"^(?:(up to \w+)|an?|another) (exhausted )?(cards?|Characters?) in (your |an opponent's |a |any )?Reserve$",
        phrase,
        re.I,
    )
    if m:
        out: dict[str, Any] = {
            "who": "target",
            "kinds": [re.sub(r"s$", "", m[3].lower())],
            "where": "reserve",
        }
        if m[1]:
            out.update(up_to=True, count=number(m[1].split()[-1]))
        if m[2]:
            out["statuses"] = ["exhausted"]
        owner = (m[4] or "").strip().lower()
        if owner == "your":
            out["controller"] = "you"
        elif owner == "an opponent's":
            out["controller"] = "opponent"
        return out
    m = _TARGET.match(phrase)
    if not m:
        return None
    kind = re.sub(r"s\b", "", m["kind"].lower())
    out: dict[str, Any] = {"who": "target", "kinds": _KINDS[kind]}
    if m["upto"]:
        out["up_to"] = True
        out["count"] = number(m["n"])
    if m["another"]:
        out["other"] = True
    ctrl = (m["ctrl"] or "").strip().lower()
    if ctrl == "you control":
        out["controller"] = "you"
    elif ctrl:
        out["controller"] = "opponent"
    where = (m["where"] or "").strip().lower()
    if where in ("in play or in reserve", "in expedition or in reserve"):
        out["where"] = "play_or_reserve"
    elif where == "in an opponent's reserve":
        out["where"] = "reserve"
        out["controller"] = "opponent"
    elif where in ("in any reserve", "in a reserve", "in reserve"):
        out["where"] = "reserve"
    elif where == "in your reserve":
        out["where"] = "reserve"
        out["controller"] = "you"
    elif where == "in my expedition":
        out["my_expedition"] = True
    elif where in ("in the expedition facing me", "facing me"):
        out["facing"] = True
    if "card" in out["kinds"] and "where" not in out:
        return None  # "target card" alone names no zone
    if m["cost"]:
        out["max_cost" if m["cmp"].lower() == "less" else "min_cost"] = int(m["cost"])
    return out


# -- one sentence -> steps ---------------------------------------------------------------
_TOKEN = re.compile(
    r"^create (?P<n>\d+|an?|one|two|three|four|five|six) \[(?P<name>[^\]]+?)(?: (?P<f>\d+)/(?P<m>\d+)/(?P<o>\d+))?\](?: [A-Z][a-z]+)*? tokens? "
    r"in (?P<where>target Expedition|each of your Expeditions|my Expedition|your hero Expedition|"
    r"your companion Expedition|your Landmarks|your Landmark zone|target opponent's Companion Expedition|"
    r"target player's Landmarks)$",
    re.I,
)
_TOKEN_WHERE = {
    "target expedition": "target_expedition",
    "each of your expeditions": "each_expedition",
    "my expedition": "my_expedition",
    "your hero expedition": "hero_expedition",
    "your companion expedition": "companion_expedition",
    "your landmarks": "landmarks",
    "your landmark zone": "landmarks",
    "target opponent's companion expedition": "opponent_companion_expedition",
    "target player's landmarks": "target_player_landmarks",
}
_NEXT = re.compile(
    r"^the next (?P<kind>card|Character|Spell|Permanent|Landmark(?: Permanent)?) you play"
    r"(?P<hand> from your hand)? this (?P<dur>turn|Afternoon)"
    r"(?: (?:costs \{(?P<less>\d+)\} less|gains (?P<boosts>\d+) boosts?|loses \[\[Fleeting\]\]))$",
    re.I,
)


# Milling one card into the Mana zone: the player's own deck, or every player's.
_TOP_TO_MANA = (
    (re.compile(r"put the top card of your deck\sin your mana zone"), "you"),
    (re.compile(r"each player puts the top card\sof their deck in their mana zone"), "each"),
)


def sentence(s: str) -> list[Step] | None:
    """Steps for one sentence of an effect, or None when the compiler does not know it."""
    s = s.strip().rstrip(".").strip()
    s = re.sub(r"^then,? ", "", s, flags=re.I)
    low = s.lower()
    if not s:
        return []
    plain = {
        "[resupply]": [{"verb": "resupply"}],
        "[resupply] again": [{"verb": "resupply"}],
        "resupply": [{"verb": "resupply"}],
        "[sabotage]": [{"verb": "sabotage"}],
        "sabotage": [{"verb": "sabotage"}],
        "[exhausted resupply]": [{"verb": "exhausted_resupply"}],
        "sacrifice me": [{"verb": "sacrifice", "what": "me"}],
        "sacrifice a character": [{"verb": "sacrifice", "what": "character"}],
        "sacrifice a permanent": [{"verb": "sacrifice", "what": "permanent"}],
        "sacrifice a character in my expedition": [
            {"verb": "sacrifice", "what": "character", "my_expedition": True}
        ],
        "my expedition moves forward one region": [
            {"verb": "expedition_moves", "direction": "forward"}
        ],
        "my expedition moves backwards one region": [
            {"verb": "expedition_moves", "direction": "backward"}
        ],
        "my expedition moves backward one region": [
            {"verb": "expedition_moves", "direction": "backward"}
        ],
        "send me to reserve": [{"verb": "move_to", "zone": "reserve", "target": {"who": "self"}}],
        "each player does [resupply]": [{"verb": "resupply_all", "who": "each"}],
        "each player resupplies": [{"verb": "resupply_all", "who": "each"}],
        "[after you]": [{"verb": "after_you"}],
        "roll a die": [{"verb": "roll_die"}],
        "sacrifice two characters": [{"verb": "sacrifice", "what": "character", "count": 2}],
        "sacrifice one character": [{"verb": "sacrifice", "what": "character"}],
        "put me in your mana zone": [
            {"verb": "move_to", "zone": "mana", "verb_word": "put", "target": {"who": "self"}}
        ],
        "reveal the top card of your deck": [{"verb": "reveal_top", "count": 1}],
        "your opponent's expedition facing me moves backwards one region": [
            {"verb": "expedition_moves", "direction": "backward", "which": "facing"}
        ],
        "put a card from your hand in reserve": [{"verb": "hand_to_reserve"}],
        "target player sacrifices a character": [
            {"verb": "sacrifice", "what": "character", "chooser": "target_player"}
        ],
        "each player sacrifices a character": [{"verb": "each_player_sacrifices"}],
        "target opponent discards a card from their hand": [
            {"verb": "discard_from_hand", "who": "opponent"}
        ],
        "exhaust it": [{"verb": "exhaust", "amount": 1, "target": {"who": "moved"}}],
        "discard another card from your reserve": [
            {
                "verb": "move_to",
                "zone": "discard",
                "verb_word": "discard",
                "target": {
                    "who": "target",
                    "kinds": ["card"],
                    "where": "reserve",
                    "controller": "you",
                    "other": True,
                },
            }
        ],
        "exhaust them": [{"verb": "exhaust", "amount": 1, "target": {"who": "moved"}}],
        "target expedition moves forward one region": [
            {"verb": "expedition_moves", "direction": "forward", "which": "target"}
        ],
        "target expedition moves backwards one region": [
            {"verb": "expedition_moves", "direction": "backward", "which": "target"}
        ],
    }
    if low in plain:
        return plain[low]
    for pattern, who in _TOP_TO_MANA:
        if pattern.fullmatch(low):
            return [{"verb": "top_to_mana", "who": who}]
    m = re.match(r"^you may (.+)$", s, re.I)
    if m:
        inner, optional = effect(m[1][0].upper() + m[1][1:])
        if inner is not None and not optional:
            return [{"verb": "may", "steps": inner}]
    m = re.match(r"^(.+) after Rest$", s)
    if m:
        inner, optional = effect(m[1])
        if inner is not None and not optional:
            return [{"verb": "after_rest", "steps": inner}]
    m = re.match(r"^(.+?) gains? X boosts?, where X is the (?:final )?result$", s, re.I)
    if m:
        t = target(m[1])
        if t is not None:
            return [{"verb": "gain_boost", "amount": 1, "target": t, "from_roll": True}]
    m = _TOKEN.match(s)
    if m:
        return [token_step(m)]
    m = _NEXT.match(s)
    if m:
        return [next_step(m)]
    m = re.match(
        rf"^(?:(?P<who>each player|target opponent|your opponent) )?draws? {NUM} cards?$", s, re.I
    )
    if m:
        who = (m["who"] or "").lower()
        return [
            {
                "verb": "draw",
                "count": number(m[2]),
                "who": "each" if who == "each player" else "opponent" if who else "you",
            }
        ]
    m = re.match(rf"^I gain {NUM} (boosts?|[A-Z][a-z]+ counters?) per (.+)$", s)
    if m and m[3].lower() in PER:
        word = m[2].split()[0]
        if word.lower().startswith("boost"):
            return [{"verb": "gain_boost", "amount": number(m[1]), "per": PER[m[3].lower()]}]
        return [
            {
                "verb": "gain_counters",
                "counter": word,
                "amount": number(m[1]),
                "per": PER[m[3].lower()],
            }
        ]
    m = re.match(r"^\[Augment\] (.+)$", s, re.I)
    if m:
        t = target(m[1])
        return (
            [{"verb": "augment", "target": t}] if t is not None and t.get("count", 1) == 1 else None
        )
    m = re.match(
        r"^activate the \{j\} abilities of (target Permanent you control)$", s, re.I
    ) or re.match(r"^(target Permanent you control) activates its \{j\} abilities$", s, re.I)
    if m:
        return [{"verb": "activate_join", "target": target(m[1])}]
    m = re.match(rf"^I (gain|lose) {NUM} boosts?(?:, up to a max of (\d+))?$", s, re.I)
    if m:
        step: Step = {"verb": f"{m[1].lower()}_boost", "amount": number(m[2])}
        if m[3]:
            step["max_total"] = int(m[3])
        return [step]
    m = re.match(rf"^I gain {NUM} ([A-Z][a-z]+) counters?(?:, up to a max of (\d+))?$", s)
    if m and m[2].lower() != "boost":
        step = {"verb": "gain_counters", "counter": m[2], "amount": number(m[1])}
        if m[3]:
            step["max_total"] = int(m[3])
        return [step]
    m = re.match(r"^(I|.+?) (gains?|loses?) \[\[(Anchored|Asleep|Fleeting)\]\]$", s, re.I)
    if m:
        t = {"who": "self"} if m[1].lower() == "i" else target(m[1])
        if t is not None:
            verb = "gain" if m[2].lower().startswith("gain") else "lose"
            return [{"verb": verb, "status": STATUSES[m[3].lower()], "target": t}]
    m = re.match(rf"^(.+?) gains? {NUM} boosts? per (.+)$", s, re.I)
    if m and m[1].lower() != "i" and m[3].lower() in PER:
        t = target(m[1])
        if t is not None:
            return [
                {
                    "verb": "gain_boost",
                    "amount": number(m[2]),
                    "target": t,
                    "per": PER[m[3].lower()],
                }
            ]
    m = re.match(rf"^remove (up to )?{NUM} counters? from (.+)$", s, re.I)
    if m:
        t = target(m[3])
        if t is not None:
            return [
                {
                    "verb": "remove_counters",
                    "amount": number(m[2]),
                    "target": t,
                    "up_to": bool(m[1]),
                }
            ]
    m = re.match(r"^\{T\} ?: (.+)$", s)
    if m:
        steps, optional = effect(m[1])
        if steps is not None and not optional:
            return [{"verb": "pay_cost", "parts": [{"kind": "exhaust_me"}], "steps": steps}]
    m = re.match(rf"^(.+?) gains? {NUM} boosts?$", s, re.I)
    if m and m[1].lower() != "i":
        t = target(m[1])
        if t is not None:
            return [{"verb": "gain_boost", "amount": number(m[2]), "target": t}]
    m = re.match(rf"^(.+?) gains? {NUM} ([A-Z][a-z]+) counters?$", s)
    if m and m[1].lower() != "i" and m[3].lower() != "boost":
        t = target(m[1])
        if t is not None:
            return [{"verb": "gain_counters", "counter": m[3], "amount": number(m[2]), "target": t}]
    m = re.match(
        rf"^(.+?) gains? {NUM} boosts? and loses \[\[(Anchored|Asleep|Fleeting)\]\]$", s, re.I
    )
    if m:
        t = target(m[1])
        if t is not None:
            return [
                {"verb": "gain_boost", "amount": number(m[2]), "target": t},
                {"verb": "lose", "status": STATUSES[m[3].lower()], "target": {"who": "chosen"}},
            ]
    m = re.match(
        rf"^have (.+?) lose \[\[(Anchored|Asleep|Fleeting)\]\] and gain {NUM} boosts?$", s, re.I
    )
    if m:
        t = target(m[1])
        if t is not None:
            return [
                {"verb": "lose", "status": STATUSES[m[2].lower()], "target": t},
                {"verb": "gain_boost", "amount": number(m[3]), "target": {"who": "chosen"}},
            ]
    m = re.match(r"^have me (lose) \[\[(Anchored|Asleep|Fleeting)\]\]$", s, re.I)
    if m:
        return [{"verb": "lose", "status": STATUSES[m[2].lower()], "target": {"who": "self"}}]
    if re.match(r"^have me switch Expeditions$", s, re.I):
        return [{"verb": "switch_expeditions", "amount": 1, "target": {"who": "self"}}]
    m = re.match(r"^have (me|.+?) gain \[\[(Anchored|Asleep|Fleeting)\]\]$", s, re.I)
    if m:
        t = {"who": "self"} if m[1].lower() == "me" else target(m[1])
        if t is not None:
            return [{"verb": "gain", "status": STATUSES[m[2].lower()], "target": t}]
    m = re.match(
        r"^return (another )?(?:a |target )?(card|Character|Spell|Permanent) from your Reserve to your hand$",
        s,
        re.I,
    )
    if m:
        kind = m[2].lower()
        t = {
            "who": "target",
            "kinds": ["card" if kind == "spell" else kind],
            "where": "reserve",
            "controller": "you",
        }
        if m[1]:
            t["other"] = True
        return [{"verb": "move_to", "zone": "hand", "target": t, "verb_word": "return"}]
    m = re.match(
        r"^(up to (?:two|three|\d+) target Characters?) each gains? " + NUM + r" boosts?$", s, re.I
    )
    if m:
        t = target(m[1])
        if t is not None:
            return [{"verb": "gain_boost", "amount": number(m[2]), "target": t}]
    m = re.match(r"^(target .+?), it (.+)$", s, re.I)
    if m:
        t = target(re.sub(r"^target (?:a|an) ", "target ", m[1], flags=re.I))
        parts = [sentence("It " + p.strip()) for p in re.split(r" and (?=gains?|loses?)", m[2])]
        if t is not None and t.get("who") == "target" and all(p is not None for p in parts):
            return [{"verb": "choose_target", "target": t}, *[x for p in parts for x in p or []]]
    m = re.match(r"^give (it|.+?) " + NUM + r" boosts?$", s, re.I)
    if m:
        t = target(m[1])
        if t is not None:
            return [{"verb": "gain_boost", "amount": number(m[2]), "target": t}]
    m = re.match(r"^target an opponent, they draw " + NUM + r" cards?$", s, re.I)
    if m:
        return [{"verb": "draw", "count": number(m[1]), "who": "opponent"}]
    m = re.match(r"^discard up to (two|three) targets, Characters or Permanents$", s, re.I)
    if m:
        t = {
            "who": "target",
            "kinds": ["character", "permanent"],
            "up_to": True,
            "count": number(m[1]),
        }
        return [{"verb": "move_to", "zone": "discard", "verb_word": "discard", "target": t}]
    m = re.match(r"^one of your Expeditions moves (forward|backwards?) one region$", s, re.I)
    if m:
        return [
            {
                "verb": "expedition_moves",
                "direction": "forward" if m[1].lower() == "forward" else "backward",
                "which": "yours",
            }
        ]
    m = re.match(r"^(target (?:a |an )?.+)$", s, re.I)
    if m and not re.search(r" (gains?|loses?|switches|activates) ", s):
        t = target(re.sub(r"^target (?:a|an) ", "target ", m[1], flags=re.I))
        if t is not None and t.get("who") == "target":
            return [{"verb": "choose_target", "target": t}]
    m = re.match(r"^pay \{(\d+)\}$", s, re.I)
    if m:
        return [{"verb": "pay_cost", "parts": [{"kind": "mana", "amount": int(m[1])}], "steps": []}]
    m = re.match(r"^if (.+?), (.+)$", s, re.I)
    if m:
        cond = condition(m[1])
        steps, optional = effect(m[2])
        if cond is None or steps is None or optional:
            return None
        return [{"verb": "if_then", **cond, "steps": steps}]
    return move_sentence(s)


PER = {
    "character you control": "character_you_control",
    "other character in my expedition": "other_in_my_expedition",
    "card in your reserve": "card_in_your_reserve",
    "mana orb in your mana zone": "mana_orb",
    "character target opponent controls": "character_opponent_controls",
    "card in your hand": "card_in_your_hand",
    "character in the expeditions facing me": "character_facing",
    "character in the expedition facing me": "character_facing",
}

CONDITIONS: tuple[tuple[str, str], ...] = (
    (r"^I have (\d+) or more boosts$", "my_boosts"),
    (r"^I'm \[\[Boosted\]\]$", "boosted"),
    (r"^I am \[\[Boosted\]\]$", "boosted"),
    (r"^your hand is empty$", "hand_empty"),
    (r"^your Reserve is empty$", "reserve_empty"),
    (r"^you are (?:the )?first player$", "first_player"),
    (r"^your opponent is (?:the )?first player$", "not_first_player"),
    (r"^you control (\w+) or more other Characters$", "other_characters"),
    (r"^you control (\w+) or more Characters$", "characters"),
    (r"^you control (\w+) or more Landmarks$", "landmarks"),
    (r"^you do$", "did"),
    (r"^I'm facing a Character$", "facing_character"),
    (r"^you have (?:less|fewer) cards in Reserve than target opponent$", "fewer_reserve"),
    (r"^my Expedition is behind$", "behind"),
    (r"^there are (\w+) or more exhausted cards in Reserve$", "exhausted_in_reserve"),
    (r"^you don't$", "did_not"),
)


def condition(text: str) -> dict[str, Any] | None:
    """An "If …," condition the engine can check, or None."""
    for rx, name in CONDITIONS:
        m = re.match(rx, text.strip(), re.I)
        if m:
            out: dict[str, Any] = {"condition": name}
            if m.groups():
                try:
                    out["value"] = number(m[1])
                except KeyError:
                    return None
            return out
    return None


def next_step(m: re.Match[str]) -> Step:
    kind = m["kind"].lower().split()[0]
    step: Step = {"verb": "next_play", "kind": kind, "duration": m["dur"].lower()}
    if m["hand"]:
        step["from_hand"] = True
    if m["less"]:
        step["less"] = int(m["less"])
    elif m["boosts"]:
        step["boosts"] = int(m["boosts"])
    else:
        step["lose_fleeting"] = True
    return step


def token_step(m: re.Match[str]) -> Step:
    name = m["name"].strip()
    if name.isupper():
        name = name.replace("_", " ").title()
    step: Step = {
        "verb": "create",
        "token": name,
        "count": number(m["n"]),
        "where": _TOKEN_WHERE[m["where"].lower()],
    }
    if m["f"]:
        step["stats"] = [int(m["f"]), int(m["m"]), int(m["o"])]
    return step


_MOVES = (
    (
        re.compile(r"^send (.+?) to (?:its owner's )?Reserve(, then exhaust (?:it|them))?$", re.I),
        "reserve",
        "send",
    ),
    (re.compile(r"^send to Reserve (.+?)(, then exhaust (?:it|them))?$", re.I), "reserve", "send"),
    (re.compile(r"^return (.+?) to its owner's hand()$", re.I), "hand", "return"),
    (re.compile(r"^return (.+?) to the top of its owner's deck()$", re.I), "deck", "return"),
    (re.compile(r"^discard (.+?)()$", re.I), "discard", "discard"),
    (re.compile(r"^put (.+?) in its owner's Mana zone()$", re.I), "mana", "put"),
    (re.compile(r"^exhaust (.+?)()$", re.I), "", "exhaust"),
    (re.compile(r"^ready (.+?)()$", re.I), "", "ready"),
    (re.compile(r"^(.+?) switches Expeditions()$", re.I), "", "switch"),
)


def move_sentence(s: str) -> list[Step] | None:
    for rx, zone, word in _MOVES:
        m = rx.match(s)
        if not m:
            continue
        t = target(m[1])
        if t is None:
            return None
        if word == "exhaust":
            return [{"verb": "exhaust", "amount": 1, "target": t}]
        if word == "ready":
            return [{"verb": "ready", "amount": 1, "target": t}]
        if word == "switch":
            return [{"verb": "switch_expeditions", "amount": 1, "target": t}]
        step: Step = {"verb": "move_to", "zone": zone, "target": t, "verb_word": word}
        if m[2]:
            step["exhaust"] = True
        return [step]
    return None


def effect(body: str) -> tuple[list[Step] | None, bool]:
    """All steps of an effect ("you may" makes it optional), or None if any part is unknown."""
    body = re.sub(r",? then,?$", "", clean(body), flags=re.I)
    optional = False
    m = re.match(r"^you may (.+)$", body, re.I | re.S)
    if m:
        optional = True
        body = m.group(1)
        body = body[0].upper() + body[1:]
    steps: list[Step] = []
    paid = cost_then(body)
    if paid is not None:
        return paid, optional
    roll = re.match(r"^(.*?)roll a die[.:,]?\s*(on a .+)$", body, re.I | re.S)
    if roll:
        before, _ = effect(roll[1]) if roll[1].strip() else ([], False)
        results = []
        for lo, hi, plus, text in re.findall(
            r"on a (\d)(?:-(\d)|(\+))?\s*[,:]\s*(.+?)(?=\s*on a \d|$)", roll[2], re.I | re.S
        ):
            got, opt = effect(text)
            if got is None or opt:
                return None, optional
            results.append([int(lo), int(hi) if hi else 6 if plus else int(lo), got])
        if before is None or not results:
            return None, optional
        return [*before, {"verb": "roll_table", "results": results}], optional
    sentences = [p for p in re.split(r"(?<=[.!])\s+", body) if p.strip()]
    for i, text in enumerate(sentences):
        part_steps: list[Step] = []
        for part in re.split(r",? then ", text):
            got = sentence(part)
            if got is None:
                return None, optional
            part_steps.extend(got)
        if i == 0 and optional and len(sentences) > 1:
            # "You may X. Then Y": only X is optional (6.5.c); "If you do" reads whether it was done.
            part_steps = [{"verb": "may", "steps": part_steps}]
        steps.extend(part_steps)
    if optional and len(sentences) > 1:
        optional = False
    return (steps or None), optional


# -- "Choose one:" and "On a:" blocks ----------------------------------------------------
def modes(head: str, bullets: list[str]) -> list[Step] | None:
    """One choose_modes / roll_table step from a head and its bullets."""
    h = clean(head).lower()
    m = re.match(
        r"^choose (up to )?(one|two|three)(?:[,.] you may (?:choose|pick) the same option multiple times)?[:.]?$",
        h,
    )
    if m:
        compiled = []
        for b in bullets:
            steps, optional = effect(b.lstrip("• ").strip())
            if steps is None or optional:
                return None
            compiled.append(steps)
        if len(compiled) < 2:
            return None
        step: Step = {"verb": "choose_modes", "choose": number(m[2]), "modes": compiled}
        if m[1]:
            step["up_to"] = True
        if "same option" in h:
            step["repeat"] = True
        return [step]
    if h in ("roll a die. on a:", "on a:"):
        results = []
        for b in bullets:
            mb = re.match(r"^•?\s*(\d)(?:-(\d)|(\+))?\s*[:,]\s*(.+)$", clean(b))
            if not mb:
                return None
            lo = int(mb[1])
            hi = int(mb[2]) if mb[2] else 6 if mb[3] else lo
            steps, optional = effect(mb[4])
            if steps is None or optional:
                return None
            results.append([lo, hi, steps])
        return [{"verb": "roll_table", "results": results}]
    return None


# -- costs inside effects ("you may pay {1} to …") and quick-action costs ---------------------
COST_PARTS: tuple[tuple[str, Any], ...] = (
    (r"^pay \{(\d+)\}$", lambda m: {"kind": "mana", "amount": int(m[1])}),
    (r"^put a card from your hand in Reserve$", lambda m: {"kind": "hand_to_reserve"}),
    (
        r"^spend (\w+) of my boosts$",
        lambda m: {"kind": "spend", "amount": number(m[1]), "counter": "boost"},
    ),
    (
        r"^spend (\w+) of my ([A-Z][a-z]+) counters?$",
        lambda m: {"kind": "spend", "amount": number(m[1]), "counter": m[2]},
    ),
    (
        r"^sacrifice (?:a|another) (Character|Permanent)$",
        lambda m: {"kind": "sacrifice", "what": m[1].lower()},
    ),
    (r"^sacrifice me$", lambda m: {"kind": "sacrifice", "what": "me"}),
    (r"^discard (?:a|another) card from your Reserve$", lambda m: {"kind": "discard_reserve"}),
    (r"^exhaust me(?: \{T\})?$", lambda m: {"kind": "exhaust_me"}),
    (r"^exhaust a card in your Reserve$", lambda m: {"kind": "exhaust_reserve"}),
)


def cost_parts(text: str) -> list[dict[str, Any]] | None:
    """The parts of a cost ("pay {1} and spend 2 of my Kelon counters"), or None."""
    out = []
    for part in re.split(r",? and |, ", clean(text).replace("({T})", "{T}")):
        part = part.strip()
        for rx, build in COST_PARTS:
            m = re.match(rx, part, re.I)
            if m:
                try:
                    out.append(build(m))
                except KeyError:
                    return None
                break
        else:
            return None
    return out or None


def cost_then(body: str) -> list[Step] | None:
    """ "<cost> to <effect>": one pay_cost step whose effect runs once the cost is paid."""
    m = re.match(r"^(.+?) to (.+)$", body, re.I | re.S)
    if not m:
        return None
    parts = cost_parts(m[1])
    if parts is None:
        return None
    effect_text = m[2].strip()
    steps, optional = effect(effect_text[0].upper() + effect_text[1:])
    if steps is None or optional:
        return None
    return [{"verb": "pay_cost", "parts": parts, "steps": steps}]
