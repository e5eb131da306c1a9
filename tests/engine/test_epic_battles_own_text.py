"""An attack's own text from real cards, in scenarios where what it changes shows later: a named
block barred for the rest of the combo, a next attack that cannot be blocked (or that is used
up by an attack of the wrong kind), a rival who pays to stop an effect, a count with a cap, a
discard pile put in a given order, and a card cost that cannot be paid."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling

FILLER = "Nose Breaker"  # a high punch with no text, damage 2, cost 0
WEAPON = "Drill Claw"  # a weapon with no text


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


def run(catalog, a: dict, b: dict, actions: list[dict], answers: list[dict] | None = None):
    zones = {
        "A": {"deck": [FILLER] * 8, "energy": [FILLER] * 4, **a},
        "B": {"deck": [FILLER] * 8, "energy": [FILLER] * 4, **b},
    }
    scenario = {"game": "epic_battles", "zones": zones, "actions": actions}
    if answers:
        scenario["answers"] = answers
    return run_ruling(scenario, catalog=catalog)


def texts(result) -> list[str]:
    return [s.text for s in result.steps]


def test_a_named_block_cannot_be_played_later_in_the_combo(catalog):
    # Arm Snapper hits (B does not block), A names Slide Aside; A links into Head Crunch and
    # B, holding Slide Aside, may not block with it
    r = run(
        catalog,
        {"hand": ["Arm Snapper", "Head Crunch"]},
        {"hand": ["Slide Aside"]},
        [{"player": "A", "play": "Arm Snapper"}, {"player": "A", "link": "Head Crunch"}],
        [{"player": "B", "answer": "no block"}],
    )
    out = texts(r)
    assert "A names Slide Aside (default shown: a block in B's hand)" in out
    assert "B cannot play Slide Aside during this combo" in out
    barred = out.index("B cannot play Slide Aside during this combo (a block named by an effect)")
    assert out[barred + 1] == (
        "Step 6 (block): B has no high block for Head Crunch (high blocks stop high attacks), "
        "so it is not blocked"
    )
    step = r.steps[barred]
    assert step.rules == ["Action Sequence 6", "Cannot 1"]


def test_a_next_projectile_cannot_be_blocked(catalog):
    # B blocks Head Crunch with Dhalsim's Yoga Teleport; B's next attack is a projectile, so A
    # may not block it with the high block A holds
    r = run(
        catalog,
        {"hand": ["Head Crunch", "Slide Aside"]},
        {"hand": ["Dhalsim's Yoga Teleport", "Guile's Sonic Boom"]},
        [{"player": "A", "play": "Head Crunch"}, {"player": "B", "play": "Guile's Sonic Boom"}],
        [{"player": "B", "answer": "Dhalsim's Yoga Teleport"}],
    )
    out = texts(r)
    assert (
        "Step 6 (block): Guile's Sonic Boom is unblockable (Dhalsim's Yoga Teleport made B's next "
        "attack unblockable), so A cannot block it" in out
    )


def test_a_next_attack_of_another_kind_uses_it_up(catalog):
    r = run(
        catalog,
        {"hand": ["Head Crunch", "Slide Aside"]},
        {"hand": ["Dhalsim's Yoga Teleport", FILLER]},
        [{"player": "A", "play": "Head Crunch"}, {"player": "B", "play": FILLER}],
        [{"player": "B", "answer": "Dhalsim's Yoga Teleport"}],
    )
    out = texts(r)
    assert any(
        t.startswith("Nose Breaker") and "is B's next attack but not a projectile" in t for t in out
    )
    assert not any(t.startswith("Step 6") and "is unblockable" in t for t in out)
    assert [f for f in r.state.info["floating"] if f.get("unblockable")] == []


def test_the_rival_pays_to_stop_the_bonus(catalog):
    r = run(
        catalog,
        {"hand": ["Kazuya Mishima's Hell Lancer"]},
        {"hand": []},
        [{"player": "A", "play": "Kazuya Mishima's Hell Lancer"}],
        [{"player": "B", "answer": True}],
    )
    out = texts(r)
    assert "B pays 1 energy" in out
    assert "B paid, so the rest of Kazuya Mishima's Hell Lancer's text does not happen" in out
    assert not any("deals 4 more damage" in t for t in out)
    assert len(r.state.cards_in("B", "energy")) == 3


def test_a_count_stops_at_its_maximum(catalog):
    # Head Crush: one more damage for each weapon in A's energy pile, five at most
    r = run(
        catalog,
        {"hand": ["Head Crush"], "energy": [FILLER] + [WEAPON] * 7},
        {"hand": []},
        [{"player": "A", "play": "Head Crush"}],
    )
    assert (
        "Head Crush deals 5 more damage (1 for each of 5 weapon(s) in A's energy pile, "
        "7 counted up to the maximum of 5)" in texts(r)
    )


def test_a_discard_pile_takes_the_order_given(catalog):
    r = run(
        catalog,
        {"hand": ["Frankensteiner"], "discard": ["Sparring", "Head Crunch", WEAPON]},
        {"hand": []},
        [{"player": "A", "play": "Frankensteiner"}],
        [{"player": "A", "answer": [WEAPON, "Sparring"]}],
    )
    assert [o.label for o in r.state.cards_in("A", "discard")][:3] == [
        WEAPON,
        "Sparring",
        "Head Crunch",
    ]
    assert (
        "A rearranges their discard pile (top first): Drill Claw, Sparring, Head Crunch" in texts(r)
    )


def test_a_card_cost_that_cannot_be_paid_does_nothing(catalog):
    # Overpowered Ki with no set event: nothing is discarded and B's deck is untouched by it
    r = run(
        catalog,
        {"hand": ["Overpowered Ki"]},
        {"hand": []},
        [{"player": "A", "play": "Overpowered Ki"}],
    )
    out = texts(r)
    assert (
        "Overpowered Ki: A's face-down events in the arena holds 0 card(s), so A cannot discard 1 "
        "to pay for it and nothing happens" in out
    )
    assert not any("discards the top 3" in t for t in out)


def big(hand: list[str], **more) -> dict:
    return {"deck": [FILLER] * 30, "energy": [FILLER] * 6, "hand": hand, **more}


def step8(result) -> list[str]:
    return [t for t in texts(result) if t.startswith("Step 8")]


def test_a_damage_cap_lowers_the_rivals_later_attack(catalog):
    # Kuma's Deadly Claw at step 5: B's attacks this turn deal 5 at most; B's Hell Lancer (8)
    r = run(
        catalog,
        big(["Kuma's Deadly Claw"]),
        big(["Kazuya Mishima's Hell Lancer"]),
        [
            {"player": "A", "play": "Kuma's Deadly Claw"},
            {"player": "B", "play": "Kazuya Mishima's Hell Lancer"},
        ],
    )
    assert step8(r)[-1] == (
        "Step 8 (damage or chip): Kazuya Mishima's Hell Lancer is not blocked: A takes 5 damage "
        "(8 printed, +4 from effects; at most 5 from Kuma's Deadly Claw)"
    )


def test_a_cost_change_only_reaches_costly_attacks(catalog):
    # Kuma's Double Claw hits: B's attacks of printed cost 2 or more cost 1 more
    r = run(
        catalog,
        big(["Kuma's Double Claw"]),
        big([FILLER, "Kazuya Mishima's Hell Lancer"]),
        [
            {"player": "A", "play": "Kuma's Double Claw"},
            {"player": "B", "play": FILLER},
            {"player": "B", "play": "Kazuya Mishima's Hell Lancer"},
        ],
    )
    played = [t for t in texts(r) if t.startswith("Step 1 (pay and play): B plays")]
    assert "cost 0, damage 2" in played[0]
    assert "cost 3 (2 printed, +1 from Kuma's Double Claw)" in played[1]


def test_a_rival_barred_from_linking_ends_the_action(catalog):
    r = run(
        catalog,
        big(["Spider-Man's Web Ball"]),
        big(["Sparring", "Sparring"]),
        [
            {"player": "A", "play": "Spider-Man's Web Ball"},
            {"player": "B", "play": "Sparring"},
        ],
    )
    out = texts(r)
    assert "B cannot link attacks now (B cannot link attacks (from Spider-Man's Web Ball))" in out
    assert out[-1].startswith(
        "Step 12 (link): Sparring links to punch and an effect ended the action"
    )


def test_unless_the_cost_is_paid_the_attack_is_weaker(catalog):
    # Mongolian Chop: A chooses to discard two slams, so the attack keeps its damage
    slam = "Hulk's Gamma Charge"
    r = run(
        catalog,
        big(["Mongolian Chop", slam, slam]),
        big([]),
        [{"player": "A", "play": "Mongolian Chop"}],
        [{"player": "A", "answer": True}],
    )
    out = texts(r)
    assert "A discards 2 slam(s)" in out
    assert sum(t.startswith(f"A discards {slam}") for t in out) == 2
    assert not any("deals 8 less damage" in t for t in out)


def test_if_blocked_text_does_nothing_when_the_attack_hits(catalog):
    r = run(
        catalog,
        big(["Under Cut"], discard=[WEAPON]),
        big([]),
        [{"player": "A", "play": "Under Cut"}],
    )
    out = texts(r)
    assert "Under Cut was not blocked, so its 'if blocked' text does nothing" in out
    assert [o.label for o in r.state.cards_in("A", "discard")] == [WEAPON]


def test_a_combo_limit_ends_the_action(catalog):
    # Alex's Boomerang Raid (attack 1) allows one more attack: after the second, A may not link
    r = run(
        catalog,
        big(["Alex's Boomerang Raid", "Death Valley Bomb", "Death Valley Bomb"]),
        big([]),
        [
            {"player": "A", "play": "Alex's Boomerang Raid"},
            {"player": "A", "link": "Death Valley Bomb"},
        ],
    )
    out = texts(r)
    assert "A may play only 1 more attack(s) in this combo (2 in all)" in out
    assert (
        "A has played 2 attack(s) in this action, as many as an effect of this combo allows" in out
    )
    assert out[-1].startswith(
        "Step 12 (link): Death Valley Bomb links to throw and an effect ended the action"
    )


def test_a_cap_from_the_damage_dealt_is_used_up_by_one_attack(catalog):
    # THE Uppercut deals 4: B's first attack of its next action deals at most 4, the next one
    # of that action is not capped
    r = run(
        catalog,
        big(["THE Uppercut"]),
        big(["Kazuya Mishima's Hell Lancer", "Head Crunch"]),
        [
            {"player": "A", "play": "THE Uppercut"},
            {"player": "B", "play": "Kazuya Mishima's Hell Lancer"},
            {"player": "B", "link": "Head Crunch"},
        ],
    )
    assert step8(r)[1:] == [
        "Step 8 (damage or chip): Kazuya Mishima's Hell Lancer is not blocked: A takes 4 damage "
        "(8 printed, +4 from effects; at most 4 from THE Uppercut)",
        "Step 8 (damage or chip): Head Crunch is not blocked: A takes 3 damage",
    ]


def test_cards_looked_at_can_go_to_the_bottom(catalog):
    # Spider-Man's Web Swing Kick hits (its 3 damage mills the three fillers on top): A sends
    # the second of B's next two cards to the bottom
    b_deck = [*[FILLER] * 3, "Sparring", "Head Crunch", *[FILLER] * 10]
    r = run(
        catalog,
        big(["Spider-Man's Web Swing Kick"]),
        {"deck": b_deck, "energy": [FILLER] * 6, "hand": []},
        [{"player": "A", "play": "Spider-Man's Web Swing Kick"}],
        [{"player": "A", "answer": ["Head Crunch"]}],
    )
    deck = [o.label for o in r.state.cards_in("B", "deck")]
    assert deck[0] == "Sparring"
    assert deck[-1] == "Head Crunch"
    assert "B's deck now starts Sparring; at the bottom: Head Crunch" in texts(r)


def test_a_block_that_stops_chipping(catalog):
    # Guile's Sonic Hurricane chips 6 by its own text; Sensational Dodge blocks it: no chipping
    r = run(
        catalog,
        big(["Guile's Sonic Hurricane"]),
        big(["Sensational Dodge"]),
        [{"player": "A", "play": "Guile's Sonic Hurricane"}],
        [{"player": "B", "answer": "Sensational Dodge"}],
    )
    assert step8(r) == [
        "Step 8 (damage or chip): Guile's Sonic Hurricane was blocked: B takes no damage and "
        "chips 0 card(s) (none: Sensational Dodge takes no damage, not even chipping)"
    ]
    assert len(r.state.cards_in("B", "deck")) == 30


def test_a_link_allowed_to_another_kind(catalog):
    # Morrigan's Soul Fist hits: A may link a punch from it although its printed link differs
    r = run(
        catalog,
        big(["Morrigan's Soul Fist", "Head Crunch"]),
        big([]),
        [{"player": "A", "play": "Morrigan's Soul Fist"}, {"player": "A", "link": "Head Crunch"}],
    )
    out = texts(r)
    assert any(
        t.startswith(
            "A links from Morrigan's Soul Fist into Head Crunch (its link is punch (an effect"
        )
        for t in out
    )


def test_the_rivals_next_attack_is_discarded_when_it_finishes(catalog):
    r = run(
        catalog,
        big(["Gravity Brain Buster"]),
        big([FILLER]),
        [{"player": "A", "play": "Gravity Brain Buster"}, {"player": "B", "play": FILLER}],
    )
    played = r.state.cards_in("B", "discard")[0]
    assert played.definition.name == FILLER
    assert f"{played.label} goes to its owner's discard pile instead" in texts(r)
    assert played not in r.state.cards_in("B", "energy")


def test_a_block_limits_what_the_attacker_links_next(catalog):
    # Play Dead (a low block) blocks Sparring: A's next attack must be low and cost 1 or more;
    # A holds only another Sparring (low, cost 0), so the action ends
    r = run(
        catalog,
        big(["Sparring", "Sparring"]),
        big(["Play Dead"]),
        [{"player": "A", "play": "Sparring"}],
        [{"player": "B", "answer": "Play Dead"}],
    )
    assert texts(r)[-1].startswith(
        "Step 12 (link): Sparring links to punch and A holds no attack it can link into"
    )
