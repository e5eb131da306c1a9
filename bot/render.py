"""Pure rendering: ruling results, cards and rules -> pages of Discord embed dicts.

Nothing here talks to Discord. The renderer owns the overflow policy: whatever the
engine produces, every page it returns is a valid message (see ``bot.limits``), and
pages are what the paginator view flips through. The console prints the same embeds
as text with :func:`embed_to_text`, so both front ends show one rendering.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot import limits
from engine.core.rules import version_text

Embed = dict[str, Any]
Page = list[Embed]

COLOURS = {
    "complete": 0x2ECC71,
    "game_over": 0x9B59B6,
    "paused": 0xF1C40F,
    "loop": 0xE67E22,
    "step_limit": 0xE67E22,
    "error": 0xE74C3C,
    "info": 0x3498DB,
}
# Characters kept free on every page for the footer ("... · page 12/12").
FOOTER_RESERVE = 300
EMBED_BUDGET = limits.MESSAGE_TOTAL - FOOTER_RESERVE
ELLIPSIS = "…"

_MD = re.compile(r"([\\*_`~|\[\]])")
_MD_LINE = re.compile(r"^([>#-])", re.M)
_MENTION = re.compile(r"@(everyone|here|[!&]?[0-9]{15,21})")


def clean(text: Any) -> str:
    """Text from users or data, made inert: no markdown effects and no mentions.

    Embeds never ping, but echoed text also lands in the console and could be
    copied into content; neutralising ``@everyone``/``<@id>`` here keeps it safe anywhere.
    """
    s = str(text)
    s = _MD.sub(r"\\\1", s)
    s = _MD_LINE.sub(r"\\\1", s)
    s = _MENTION.sub("@\u200b\\1", s)
    return s.replace("<@", "<@\u200b")


def cut(text: str, n: int) -> str:
    """``text`` shortened to at most ``n`` characters, marked with an ellipsis."""
    return text if len(text) <= n else text[: max(0, n - 1)] + ELLIPSIS


def chunks(text: str, n: int) -> list[str]:
    """Split ``text`` into pieces of at most ``n`` characters, preferring line and word breaks."""
    out: list[str] = []
    while len(text) > n:
        at = text.rfind("\n", 0, n)
        if at < n // 2:
            at = text.rfind(" ", 0, n)
        if at < n // 2:
            at = n
        out.append(text[:at].rstrip())
        text = text[at:].lstrip("\n ")
    if text or not out:
        out.append(text)
    return out


# --------------------------------------------------------------------------- packing


@dataclass
class Block:
    """One unit of content: a description line, or a field."""

    text: str = ""
    name: str | None = None  # set for a field
    inline: bool = False


@dataclass
class Doc:
    """Logical content of a reply before it is cut into embeds and pages."""

    title: str
    blocks: list[Block] = field(default_factory=list)
    footer: str = ""
    colour: int = COLOURS["info"]
    url: str | None = None
    _heading: str = ""

    def line(self, text: str) -> None:
        for piece in chunks(text, limits.DESCRIPTION - 100):
            self.blocks.append(Block(text=self._heading + piece))
            self._heading = ""

    def heading(self, text: str) -> None:
        """A bold heading, kept in one block with the line after it so a page never ends on it."""
        self._heading = f"\n**{text}**\n"

    def add_field(self, name: str, value: str, inline: bool = False) -> None:
        name = cut(name.strip() or "\u200b", limits.FIELD_NAME)
        parts = chunks(value.strip() or "\u200b", limits.FIELD_VALUE)
        for i, part in enumerate(parts):
            label = name if i == 0 else cut(f"{name} (cont.)", limits.FIELD_NAME)
            self.blocks.append(Block(text=part, name=label, inline=inline))


def _new_embed(doc: Doc, title: str | None) -> Embed:
    e: Embed = {"type": "rich", "color": doc.colour}
    if title:
        e["title"] = cut(title, limits.TITLE)
    if doc.url and title == doc.title:
        e["url"] = doc.url
    return e


def _embeds(doc: Doc) -> list[Embed]:
    """Cut the blocks into embeds that each respect the per-embed limits and the budget."""
    out: list[Embed] = []
    cur = _new_embed(doc, doc.title)
    for b in doc.blocks:
        size = len(b.text) + len(b.name or "")
        used = limits.embed_chars(cur)
        if b.name is None:
            desc = cur.get("description", "")
            extra = len(b.text) + (1 if desc else 0)
            fits = (
                not cur.get("fields")
                and len(desc) + extra <= limits.DESCRIPTION
                and used + extra <= EMBED_BUDGET
            )
            if not fits:
                out.append(cur)
                cur = _new_embed(doc, None)
                desc = ""
            cur["description"] = f"{desc}\n{b.text}" if desc else b.text.lstrip("\n")
        else:
            fields = cur.setdefault("fields", [])
            if len(fields) >= limits.FIELDS or used + size > EMBED_BUDGET:
                out.append(cur)
                cur = _new_embed(doc, None)
                fields = cur.setdefault("fields", [])
            fields.append({"name": b.name, "value": b.text, "inline": b.inline})
    out.append(cur)
    return [e for e in out if e.get("description") or e.get("fields") or e.get("title")]


def paginate(doc: Doc) -> list[Page]:
    """The doc as pages: each page a list of embeds that Discord accepts as one message."""
    pages: list[Page] = []
    cur: Page = []
    total = 0
    for e in _embeds(doc):
        n = limits.embed_chars(e)
        if cur and (len(cur) >= limits.EMBEDS or total + n > EMBED_BUDGET):
            pages.append(cur)
            cur, total = [], 0
        if not cur and not e.get("title"):
            e["title"] = cut(f"{doc.title} (continued)", limits.TITLE)
            n = limits.embed_chars(e)
            if n > EMBED_BUDGET:  # the added title pushed a full embed over: trim its text
                _trim(e, n - EMBED_BUDGET)
                n = limits.embed_chars(e)
        cur.append(e)
        total += n
    if cur:
        pages.append(cur)
    for i, page in enumerate(pages, 1):
        foot = doc.footer
        if len(pages) > 1:
            foot = f"{foot} · page {i}/{len(pages)}" if foot else f"page {i}/{len(pages)}"
        if foot:
            page[-1]["footer"] = {"text": cut(foot, FOOTER_RESERVE)}
    return pages


def _trim(e: Embed, excess: int) -> None:
    if e.get("description"):
        e["description"] = cut(e["description"], len(e["description"]) - excess)
    elif e.get("fields"):
        last = e["fields"][-1]
        last["value"] = cut(last["value"], max(1, len(last["value"]) - excess))


# --------------------------------------------------------------------------- rulings


@dataclass
class Alternative:
    """Another answer to a decision that the bot checked leads to a different result."""

    decision: int
    answer: Any
    label: str  # "A resolves first"


KIND_MARK = {"choice": "🔀 ", "not_modelled": "⚠️ ", "outcome": "🏁 ", "trigger": "⚡ "}


def _fmt_answer(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ", ".join(_fmt_answer(v) for v in value) or "none"
    return str(value)


def _rules(ids: Iterable[str]) -> str:
    return " ".join(f"`{clean(r)}`" for r in ids)


def step_line(step: dict[str, Any]) -> str:
    """One numbered, indented line of the resolution with its citations."""
    indent = "\u2003" * max(0, int(step.get("depth") or 0))
    arrow = "↳ " if step.get("depth") else ""
    mark = KIND_MARK.get(step.get("kind") or "", "")
    text = clean(step.get("text", ""))
    player = step.get("player")
    if player and not re.search(rf"\b{re.escape(str(player))}\b", str(step.get("text", ""))):
        text = f"**{clean(player)}** · {text}"
    if step.get("default"):
        text += " *(default)*"
    cites = _rules(step.get("rules") or ())
    return f"{indent}{arrow}**{step.get('seq')}.** {mark}{text} — {cites}"


def _card_label(card: Any) -> str:
    if isinstance(card, dict):
        name = card.get("card") or card.get("name") or card.get("full_name") or "?"
        extras = [
            f"{k} {v}" if not isinstance(v, bool) else str(k)
            for k, v in card.items()
            if k not in {"name", "card", "full_name", "id"}
            and v not in (None, False, 0, "", [], {})
        ]
        return f"{name} ({', '.join(extras)})" if extras else str(name)
    return str(card)


def action_text(action: Any) -> str:
    """One action of the scenario echo as a sentence ("B plays Vanquish on Krayt Dragon")."""
    if not isinstance(action, dict):
        return str(action)
    who = action.get("player", "?")
    if action.get("play"):
        s = f"{who} plays {action['play']}"
        if action.get("target"):
            s += f" on {action['target']}"
        return s + (" for free" if action.get("free") else "")
    if action.get("attack"):
        s = f"{who} attacks with {action['attack']}"
        return s + (f" → {action['target']}" if action.get("target") else "")
    if action.get("text"):
        return str(action["text"])
    return " ".join(str(v) for v in action.values() if isinstance(v, (str, int)) and v != "")


def scenario_lines(scenario: dict[str, Any]) -> list[str]:
    """The scenario as the engine understood it: active player, cards in zones, actions."""
    out: list[str] = []
    active = scenario.get("active_player")
    if active:
        out.append(f"Active player: **{clean(active)}**")
    zones = scenario.get("zones") or {}
    for player, pzones in zones.items() if isinstance(zones, dict) else ():
        if not isinstance(pzones, dict):
            continue
        parts = [
            f"{clean(z)}: {', '.join(clean(_card_label(c)) for c in cards)}"
            for z, cards in pzones.items()
            if isinstance(cards, list) and cards
        ]
        if parts:
            out.append(f"**{clean(player)}** — " + "; ".join(parts))
    for i, action in enumerate(scenario.get("actions") or (), 1):
        out.append(f"{i}. {clean(action_text(action))}")
    for a in scenario.get("answers") or ():
        if isinstance(a, dict):
            who = f"{a['player']} " if a.get("player") else ""
            out.append(f"Answer given: {clean(who)}{clean(_fmt_answer(a.get('answer')))}")
    return out


def decision_lines(result: dict[str, Any], alternatives: Sequence[Alternative] = ()) -> list[str]:
    """Who chose what; for defaults, which default was shown and whether another answer matters."""
    out = []
    for d in result.get("decisions") or ():
        who = clean(d.get("player", "?"))
        prompt = clean(d.get("prompt", ""))
        answer = clean(_fmt_answer(d.get("answer")))
        cite = _rules([d["rule"]]) if d.get("rule") else ""
        if d.get("source") == "default":
            reason = f" ({clean(d['default_reason'])})" if d.get("default_reason") else ""
            line = (
                f"• **{who}** chooses: {prompt} — showing the default **{answer}**{reason} {cite}"
            )
            others = [a for a in alternatives if a.decision == d.get("index")]
            if others:
                labels = ", ".join(clean(a.label) for a in others)
                line += f"\n\u2003Another choice may change the result ({labels}): the button below runs it."
        elif d.get("source") == "branch":
            line = f"• **{who}** chooses: {prompt} — this page shows **{answer}** {cite}"
        else:
            line = f"• **{who}** chose **{answer}**: {prompt} {cite}"
        out.append(line)
    return out


def document_footer(document: dict[str, Any] | None) -> str:
    if not document:
        return ""
    title = document.get("title") or document.get("key") or "rules"
    version = document.get("version")
    date = document.get("date")
    s = f"Citations: {title}"
    if version:
        s += f" {version_text(version)}"
    if date:
        s += f" ({date})"
    return s


def ruling_pages(
    result: dict[str, Any],
    *,
    game_name: str | None = None,
    alternatives: Sequence[Alternative] = (),
    title: str | None = None,
) -> list[Page]:
    """A ``RulingResult.to_json()`` dict as pages of embeds."""
    outcome = result.get("outcome") or {}
    status = outcome.get("status", "complete")
    doc = Doc(
        title=title or f"Ruling · {game_name or result.get('game', '')}",
        footer=document_footer(result.get("document")),
        colour=COLOURS.get(status, COLOURS["info"]),
    )
    scen = scenario_lines(result.get("scenario") or {})
    if scen:
        doc.heading("Scenario")
        for line in scen:
            doc.line(line)
    doc.heading("Resolution")
    for step in result.get("steps") or ():
        doc.line(step_line(step))
    choices = decision_lines(result, alternatives)
    if choices:
        doc.heading("Choices")
        for line in choices:
            doc.line(line)
    if outcome:
        value = clean(outcome.get("text", ""))
        if outcome.get("rules"):
            value += " — " + _rules(outcome["rules"])
        doc.add_field(f"Outcome · {status.replace('_', ' ')}", value)
    pending = result.get("pending")
    if pending:
        doc.add_field(
            "Waiting for a choice",
            f"**{clean(pending.get('player', '?'))}**: {clean(pending.get('prompt', ''))}",
        )
    for note in result.get("notes") or ():
        doc.add_field("Note", clean(note))
    for rule in result.get("cited_rules") or ():
        doc.add_field(
            f"{rule.get('id')} · {rule.get('title', '')}",
            clean(rule.get("summary") or "(no summary)"),
        )
    return paginate(doc)


# --------------------------------------------------------------------------- cards, rules


def _stats(details: dict[str, Any]) -> str:
    bits = []
    if details.get("type"):
        bits.append(str(details["type"]).title())
    if details.get("cost") is not None:
        bits.append(f"cost {details['cost']}")
    for k, v in (details.get("stats") or {}).items():
        bits.append(f"{k} {v}")
    return " · ".join(clean(b) for b in bits)


def _printings(rows: Sequence[dict[str, Any]], shown: int = 6) -> str:
    """ "Printings: SOR 059 (Rare), …" — at most ``shown``, then how many more."""
    bits = []
    for r in rows[:shown]:
        where = " ".join(str(x) for x in (r.get("set_code"), r.get("number")) if x)
        if not where:
            continue
        bits.append(f"{where} ({r['rarity']})" if r.get("rarity") else where)
    if not bits:
        return ""
    more = len(rows) - shown
    tail = f" and {more} more" if more > 0 else ""
    return clean(("Printings: " if len(rows) > 1 else "Printing: ") + ", ".join(bits) + tail)


MODEL_LABEL = {
    "modelled": "✅ modelled (the engine runs it)",
    "timing_only": "⏱️ timing only (ordered by the engine, resolve as printed)",
    "not_modelled": "⚠️ not modelled (resolve as printed)",
}


def card_pages(details: dict[str, Any], *, game_name: str | None = None) -> list[Page]:
    """``CardDatabase.card_details`` as pages: stats, text, how the engine reads it, rulings."""
    name = details.get("full_name") or details.get("name") or "?"
    doc = Doc(
        title=cut(str(name), limits.TITLE),
        footer=game_name or str(details.get("game", "")),
        url=details.get("url"),
    )
    stats = _stats(details)
    if stats:
        doc.line(stats)
    if details.get("type_note"):
        doc.line(f"*{clean(details['type_note'])}*")
    if details.get("traits"):
        doc.line("Traits: " + ", ".join(clean(t) for t in details["traits"]))
    for label, value in details.get("shown_fields") or ():
        doc.line(f"{clean(label)}: {clean(value)}")
    printings = _printings(details.get("printings") or ())
    if printings:
        doc.line(printings)
    text = details.get("printed_text") or details.get("text")
    if text:
        doc.heading("Printed text" if details.get("printed_text") else "Text (project summary)")
        doc.line(clean(text))
    for ab in details.get("abilities") or ():
        level = MODEL_LABEL.get(ab.get("modelled", ""), clean(ab.get("modelled", "")))
        head = " · ".join(clean(x) for x in (ab.get("kind"), ab.get("timing")) if x)
        value = f"{level}\n{clean(ab.get('text', ''))}".strip()
        if ab.get("source"):
            value += f"\n*source: {clean(ab['source'])}*"
        doc.add_field(f"Ability {clean(ab.get('id', ''))} ({head})", value)
    for r in details.get("rulings") or ():
        q = clean(r.get("question", ""))
        a = clean(r.get("answer", ""))
        src = " · ".join(clean(x) for x in (r.get("date"), r.get("source")) if x)
        doc.add_field("Official ruling", f"**Q:** {q}\n**A:** {a}" + (f"\n*{src}*" if src else ""))
    return paginate(doc)


def rule_pages(
    rule: dict[str, Any], *, game_name: str | None = None, show_children: bool = False
) -> list[Page]:
    """One rule: the project's summary, the official wording when imported, sub-rules on request."""
    doc = Doc(title=f"{rule.get('id')} · {rule.get('title', '')}", footer="")
    doc.footer = document_footer(
        {"title": rule.get("document"), "version": rule.get("version")}
    ) + (f" · {game_name}" if game_name else "")
    doc.line(clean(rule.get("summary") or ""))
    if rule.get("official_text"):
        doc.add_field("Official text", clean(rule["official_text"]))
    children = rule.get("children") or []
    if show_children:
        for c in children:
            if isinstance(c, dict):
                doc.add_field(
                    f"{c.get('id')} · {c.get('title', '')}",
                    clean(c.get("official_text") or c.get("summary") or "(no summary)"),
                )
            else:
                doc.add_field(str(c), "(sub-rule)")
        if not children:
            doc.line("*This rule has no sub-rules.*")
    elif children:
        doc.line(f"*{len(children)} sub-rule(s): ask with `subrules: True` to see them.*")
    return paginate(doc)


def rule_search_pages(
    query: str, hits: Sequence[dict[str, Any]], game_name: str | None
) -> list[Page]:
    doc = Doc(title=cut(f"Rules matching “{query}”", limits.TITLE), footer=game_name or "")
    if not hits:
        doc.line("No rule matches. Try fewer words, or a rule number such as `7.6.10`.")
    for h in hits:
        doc.line(
            f"`{clean(h.get('id'))}` **{clean(h.get('title', ''))}** — {clean(h.get('summary', ''))}"
        )
    return paginate(doc)


def message_pages(title: str, text: str, *, colour: str = "info") -> list[Page]:
    """A plain message (errors, confirmations) in the same embed style."""
    doc = Doc(title=title, colour=COLOURS[colour])
    doc.line(text)
    return paginate(doc)


def candidates_pages(
    typed: str,
    candidates: Sequence[str],
    reason: str,
    then: str = "Pick one below and the ruling runs again with it.",
) -> list[Page]:
    doc = Doc(title="Which card did you mean?", colour=COLOURS["paused"])
    doc.line(f"{clean(reason)}")
    if candidates:
        doc.line("Closest cards: " + ", ".join(f"**{clean(c)}**" for c in candidates[:10]))
        doc.line(then)
    else:
        doc.line(f"No card is close to “{clean(typed)}”. Check the spelling or the game.")
    return paginate(doc)


# --------------------------------------------------------------------------- text


_UNESCAPE = re.compile(r"\\([\\*_`~|>#\[\]-])")


def embed_to_text(embed: Embed) -> str:
    """An embed as plain text for the console (markdown escapes removed)."""
    parts: list[str] = []
    if embed.get("title"):
        parts.append(f"== {embed['title']} ==")
    if embed.get("description"):
        parts.append(embed["description"])
    for f in embed.get("fields") or ():
        parts.append(f"-- {f['name']}\n{f['value']}")
    if embed.get("footer"):
        parts.append(f"({embed['footer']['text']})")
    text = "\n".join(parts).replace("\u2003", "  ").replace("\u200b", "")
    return _UNESCAPE.sub(r"\1", text)


def pages_to_text(pages: Sequence[Page]) -> str:
    return "\n\n".join(embed_to_text(e) for page in pages for e in page)
