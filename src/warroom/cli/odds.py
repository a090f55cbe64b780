"""``warroom odds``: exact battle odds for every combat system in :mod:`warroom.battles`.

::

    warroom odds war --attack 10 --defend 7 [--defence-dice 3] [--stop-at 1] [--json]
    warroom odds ships --attack 3 --defend 2 [--hits 1,1] [--damage spread,spread]
    warroom odds imperialism-basic --attack inf=2,cav=1,art=2 --defend inf=2 --fort
    warroom odds imperialism-standard --attack inf=3,cav=2 --natives 9+ --human-wave 2 --attack-schools 1
    warroom odds imperialism-advanced --attack inf=4,art=2 --defend inf=5 --attack-rifles 1 --attack-retreat 2
    warroom odds cards --attack 6,4,3 [--against 5,3,1 | --deck FILE --seen 6,4,3/2,2,1 ...]
    warroom odds ww4 --attack militia=4,armor=1 --defend cavalry=3,artillery=1 [--fort] [--spies 1,1]

``--json`` prints one object (:meth:`warroom.battles.common.Odds.to_json`); otherwise a summary and the
likeliest end states. Bad input (a negative count, an unknown unit, a battle that cannot happen) is
one line on stderr and exit status 2, like every other engine error.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from typing import Any

from rich.table import Table
from rich.text import Text

from warroom.battles import imperialism_advanced, imperialism_basic, imperialism_standard, ships, war_cards, war_dice
from warroom.battles.common import DEFAULT_MAX_STATES, DEFAULT_SAMPLES, Odds
from warroom.battles.imperialism import UNITS, native_army, parse_army
from warroom.cli import odds_words as _words  # noqa: F401  (registers the report's words)
from warroom.cli.common import CliError, figure, stdout_console
from warroom.cli.parser import Parser
from warroom.cli.speech import add_report_lang, report_lang, sayer
from warroom.core.text import Msg, Noun, Param, known, render
from warroom.rulesets.ww4.tuning import CHOICES as WW4_TUNINGS

#: End states shown in the human-readable table (``--json`` gives them all).
SHOWN = 12


def register(sub: Any) -> None:
    """Add the ``odds`` subcommand (and its systems) to the top-level subparsers ``sub``."""
    odds = sub.add_parser("odds", help=Msg("cli.help.odds"))
    systems = odds.add_subparsers(dest="system", required=True, metavar=Msg("cli.metavar.system"))

    p = systems.add_parser("war", help=Msg("cli.help.odds.war"))
    p.add_argument("--attack", type=int, required=True, help=Msg("cli.help.odds.war.attack"))
    p.add_argument("--defend", type=int, required=True, help=Msg("cli.help.odds.war.defend"))
    p.add_argument("--defence-dice", type=int, default=3, help=Msg("cli.help.odds.war.defence_dice"))
    p.add_argument("--stop-at", type=int, default=1, help=Msg("cli.help.odds.war.stop_at"))
    _common(p, sampled=False)
    p.set_defaults(func=cmd_war)

    p = systems.add_parser("cards", aliases=["war-cards"], help=Msg("cli.help.odds.cards"))
    dice = Msg("cli.metavar.dice")
    p.add_argument("--attack", required=True, metavar=dice, help=Msg("cli.help.odds.cards.attack"))
    p.add_argument("--against", metavar=dice, help=Msg("cli.help.odds.cards.against"))
    p.add_argument("--deck", metavar=Msg("cli.metavar.file"), help=Msg("cli.help.odds.cards.deck"))
    p.add_argument(
        "--seen", action="append", default=[], metavar=Msg("cli.metavar.card"), help=Msg("cli.help.odds.cards.seen")
    )
    _common(p, sampled=False)
    p.set_defaults(func=cmd_cards)

    p = systems.add_parser("imperialism-basic", help=Msg("cli.help.odds.basic"))
    _armies(p)
    choices = ", ".join(imperialism_basic.POLICIES)
    p.add_argument("--attack-policy", default="strongest", help=Msg("cli.help.odds.attack_policy", choices=choices))
    p.add_argument("--defend-policy", default="strongest", help=Msg("cli.help.odds.defend_policy", choices=choices))
    _common(p, sampled=True)
    p.set_defaults(func=cmd_basic)

    p = systems.add_parser("imperialism-standard", help=Msg("cli.help.odds.standard"))
    _armies(p)
    p.add_argument("--attack-schools", type=int, default=0, help=Msg("cli.help.odds.attack_schools"))
    p.add_argument("--defend-schools", type=int, default=0, help=Msg("cli.help.odds.defend_schools"))
    victims = ", ".join(imperialism_standard.VICTIM_POLICIES)
    p.add_argument("--attack-victims", default="valuable", help=Msg("cli.help.odds.attack_victims", choices=victims))
    p.add_argument("--defend-victims", default="valuable", help=Msg("cli.help.odds.defend_victims", choices=victims))
    units = Msg("cli.metavar.units")
    p.add_argument("--attack-reserve", default="", metavar=units, help=Msg("cli.help.odds.attack_reserve"))
    p.add_argument("--defend-reserve", default="", metavar=units, help=Msg("cli.help.odds.defend_reserve"))
    _human_wave(p)
    _common(p, sampled=True)
    p.set_defaults(func=cmd_standard)

    p = systems.add_parser("imperialism-advanced", help=Msg("cli.help.odds.advanced"))
    _armies(p)
    p.add_argument("--attack-rifles", type=int, default=0, help=Msg("cli.help.odds.attack_rifles"))
    p.add_argument("--defend-rifles", type=int, default=0, help=Msg("cli.help.odds.defend_rifles"))
    pieces, targets = ", ".join(imperialism_advanced.PIECE_POLICIES), ", ".join(imperialism_advanced.TARGET_POLICIES)
    for side, piece, target in (("attack", "strongest", "weakest"), ("defend", "strongest", "weakest")):
        p.add_argument(f"--{side}-piece", default=piece, help=Msg(f"cli.help.odds.{side}_piece", choices=pieces))
        p.add_argument(f"--{side}-target", default=target, help=Msg(f"cli.help.odds.{side}_target", choices=targets))
    n = Msg("cli.metavar.n")
    p.add_argument("--attack-retreat", type=int, metavar=n, help=Msg("cli.help.odds.attack_retreat"))
    p.add_argument("--defend-retreat", type=int, metavar=n, help=Msg("cli.help.odds.defend_retreat"))
    _human_wave(p)
    _common(p, sampled=True)
    p.set_defaults(func=cmd_advanced)

    p = systems.add_parser("ships", help=Msg("cli.help.odds.ships"))
    p.add_argument("--attack", type=int, required=True, help=Msg("cli.help.odds.ships.attack"))
    p.add_argument("--defend", type=int, required=True, help=Msg("cli.help.odds.ships.defend"))
    sides = Msg("cli.metavar.sides")
    p.add_argument("--hits", default="1,1", metavar=sides, help=Msg("cli.help.odds.ships.hits"))
    p.add_argument("--damage", default="spread,spread", metavar=sides, help=Msg("cli.help.odds.ships.damage"))
    _common(p, sampled=False)
    p.set_defaults(func=cmd_ships)

    p = systems.add_parser("ww4", help=Msg("cli.help.odds.ww4"))
    army = Msg("cli.metavar.army")
    p.add_argument("--attack", required=True, metavar=army, help=Msg("cli.help.odds.ww4.attack"))
    p.add_argument("--defend", required=True, metavar=army, help=Msg("cli.help.odds.ww4.defend"))
    p.add_argument("--fort", action="store_true", help=Msg("cli.help.odds.ww4.fort"))
    p.add_argument("--spies", default="0,0", metavar=sides, help=Msg("cli.help.odds.ww4.spies"))
    p.add_argument("--tuning", choices=WW4_TUNINGS, default=WW4_TUNINGS[0], help=Msg("cli.help.odds.ww4.tuning"))
    p.add_argument("--samples", type=int, default=2000, help=Msg("cli.help.odds.ww4.samples", default=2000))
    p.add_argument("--seed", type=int, default=0, help=Msg("cli.help.odds.seed"))
    p.add_argument("--json", action="store_true", help=Msg("cli.help.json"))
    add_report_lang(p)
    p.set_defaults(func=cmd_ww4)


def _common(p: Parser, *, sampled: bool) -> None:
    p.add_argument("--json", action="store_true", help=Msg("cli.help.json"))
    add_report_lang(p)
    if sampled:
        p.add_argument(
            "--max-states",
            type=int,
            default=DEFAULT_MAX_STATES,
            help=Msg("cli.help.odds.max_states", default=DEFAULT_MAX_STATES),
        )
        p.add_argument(
            "--samples", type=int, default=DEFAULT_SAMPLES, help=Msg("cli.help.odds.samples", default=DEFAULT_SAMPLES)
        )
        p.add_argument("--seed", type=int, default=0, help=Msg("cli.help.odds.seed"))
    else:
        p.add_argument("--backend", default="auto", choices=("auto", "python", "numpy"), help=argparse.SUPPRESS)


def _armies(p: Parser) -> None:
    units = ",".join(f"{u}=N" for u in UNITS)
    army = Msg("cli.metavar.army")
    p.add_argument("--attack", required=True, metavar=army, help=Msg("cli.help.odds.army.attack", units=units))
    who = p.add_mutually_exclusive_group(required=True)
    who.add_argument("--defend", metavar=army, help=Msg("cli.help.odds.army.defend"))
    who.add_argument("--natives", metavar=Msg("cli.metavar.marker"), help=Msg("cli.help.odds.natives"))
    p.add_argument("--fort", action="store_true", help=Msg("cli.help.odds.fort"))


def _human_wave(p: Parser) -> None:
    p.add_argument("--human-wave", default="0", metavar=Msg("cli.metavar.wave"), help=Msg("cli.help.odds.human_wave"))


def as_flags(message: Param, dests: set[str]) -> Param:
    """``message`` with every parameter ``name`` that is one of the command's ``dests`` (a battle
    calculator's ``attack_piece``, ``samples``) named as the flag the person typed (``--attack-piece``)."""
    if not isinstance(message, Msg):
        return message
    params = {
        key: f"--{value.replace('_', '-')}" if key == "name" and isinstance(value, str) and value in dests else value
        for key, value in message.params.items()
    }
    return Msg(message.key, **{key: as_flags(value, dests) for key, value in params.items()})


def _defender(args: argparse.Namespace) -> tuple[tuple[int, ...], bool]:
    if args.natives is not None:
        return native_army(args.natives), True
    return parse_army(args.defend), False


def _wave(text: str) -> int | str:
    text = text.strip().lower()
    if text == "match":
        return text
    try:
        return int(text)
    except ValueError:
        raise CliError(Msg("cli.error.human_wave", text=repr(text))) from None


def _pair(text: str, name: str) -> list[str]:
    parts = [p.strip() for p in text.split(",")]
    if len(parts) == 1:
        parts = parts * 2
    if len(parts) != 2 or not all(parts):
        raise CliError(Msg("cli.error.pair", flag=name, text=repr(text)))
    return parts


def _sampled(args: argparse.Namespace) -> dict[str, Any]:
    return {"max_states": args.max_states, "samples": args.samples, "seed": args.seed}


# -- the systems ------------------------------------------------------------------------------------


def cmd_war(args: argparse.Namespace) -> int:
    """``warroom odds war``: print the exact odds of a WAR dice battle."""
    result = war_dice.odds(
        args.attack, args.defend, max_defence_dice=args.defence_dice, stop_at=args.stop_at, backend=args.backend
    )
    return _show(args, result, "war", Msg("odds.what.war", attack=args.attack, defend=args.defend))


def cmd_cards(args: argparse.Namespace) -> int:
    """``warroom odds cards``: print the odds of a War Cards confrontation, against a given card or the pile
    (the deck less the cards seen)."""
    attack = war_cards.parse_dice(args.attack)
    against = war_cards.parse_dice(args.against) if args.against else None
    if against is not None and (args.deck or args.seen):
        raise CliError(Msg("cli.error.against"))
    deck = war_cards.load_deck(args.deck) if args.deck else None
    seen = []
    for text in args.seen:
        c = war_cards.parse_dice(text)
        if not isinstance(c[0], tuple):
            raise CliError(Msg("cli.error.seen", text=repr(text)))
        seen.append(c)
    result = war_cards.odds(attack, against=against, deck=deck, seen=seen)
    red = war_cards.format_card(attack)
    if against is None:
        what = Msg("odds.what.cards_pile", attack=red)
    else:
        what = Msg("odds.what.cards", attack=red, defend=war_cards.format_card(against))
    return _show(args, result, "cards", what)


def cmd_basic(args: argparse.Namespace) -> int:
    """``warroom odds imperialism-basic``: print the odds of an army battle under the Basic rules."""
    defend, natives = _defender(args)
    result = imperialism_basic.odds(
        parse_army(args.attack),
        defend,
        fort=args.fort,
        attack_policy=args.attack_policy,
        defend_policy=args.defend_policy,
        **_sampled(args),
    )
    return _show(args, result, "imperialism_basic", _armies_text(result, natives))


def cmd_standard(args: argparse.Namespace) -> int:
    """``warroom odds imperialism-standard``: print the odds of an army battle under the Standard rules."""
    defend, natives = _defender(args)
    result = imperialism_standard.odds(
        parse_army(args.attack),
        defend,
        fort=args.fort,
        attack_schools=args.attack_schools,
        defend_schools=args.defend_schools,
        attack_victims=args.attack_victims,
        defend_victims=args.defend_victims,
        attack_reserve=args.attack_reserve or None,
        defend_reserve=args.defend_reserve or None,
        natives=natives,
        human_wave=_wave(args.human_wave),
        **_sampled(args),
    )
    return _show(args, result, "imperialism_standard", _armies_text(result, natives))


def cmd_advanced(args: argparse.Namespace) -> int:
    """``warroom odds imperialism-advanced``: print the odds of an army battle under the Advanced rules."""
    defend, natives = _defender(args)
    result = imperialism_advanced.odds(
        parse_army(args.attack),
        defend,
        fort=args.fort,
        attack_rifles=args.attack_rifles,
        defend_rifles=args.defend_rifles,
        attack_piece=args.attack_piece,
        attack_target=args.attack_target,
        defend_piece=args.defend_piece,
        defend_target=args.defend_target,
        attack_retreat=args.attack_retreat,
        defend_retreat=args.defend_retreat,
        natives=natives,
        human_wave=_wave(args.human_wave),
        **_sampled(args),
    )
    return _show(args, result, "imperialism_advanced", _armies_text(result, natives))


def cmd_ships(args: argparse.Namespace) -> int:
    """``warroom odds ships``: print the exact odds of a ship battle."""
    hits_text = _pair(args.hits, "--hits")
    try:
        hits = [int(h) for h in hits_text]
    except ValueError:
        raise CliError(Msg("cli.error.hits", text=repr(args.hits))) from None
    damage = _pair(args.damage, "--damage")
    result = ships.odds(args.attack, args.defend, hits=hits, damage=damage, backend=args.backend)
    return _show(args, result, "ships", Msg("odds.what.ships", attack=args.attack, defend=args.defend))


def _ww4_army(text: str, name: str) -> dict[str, int]:
    army: dict[str, int] = {}
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        kind, sep, count = part.partition("=")
        try:
            n = int(count) if sep else 1
        except ValueError:
            raise CliError(Msg("cli.error.army", flag=name, text=repr(part))) from None
        army[kind.strip().lower()] = army.get(kind.strip().lower(), 0) + n
    return army


def cmd_ww4(args: argparse.Namespace) -> int:
    """``warroom odds ww4``: print the odds of a World War IV combat, the armies on an empty land space
    (:func:`warroom.rulesets.ww4.combat_odds.simulate`)."""
    from warroom.rulesets.ww4 import combat_odds

    try:
        spies = tuple(int(x) for x in _pair(args.spies, "--spies"))
    except ValueError:
        raise CliError(Msg("cli.error.spies", text=repr(args.spies))) from None
    attack, defend = _ww4_army(args.attack, "--attack"), _ww4_army(args.defend, "--defend")
    result = combat_odds.simulate(
        attack,
        defend,
        fort=args.fort,
        spies=(spies[0], spies[1]),
        samples=args.samples,
        seed=args.seed,
        tuning=args.tuning,
    )
    lang = report_lang(args)
    key = "odds.what.ww4_fort" if args.fort else "odds.what.ww4"
    what = Msg(key, attack=_left(attack, lang, WW4_UNITS), defend=_left(defend, lang, WW4_UNITS))
    return _show(args, result, "ww4", what)


# -- output -----------------------------------------------------------------------------------------


def _armies_text(result: Odds, natives: bool) -> Msg:
    key = "odds.what.natives" if natives else "odds.what.armies"
    return Msg(key, attack=_left(result.battle["attack"]), defend=_left(result.battle["defend"]))


#: Where World War IV's unit names are (``ww4.unit.soldier``: "soldier|soldiers", "soldado|soldados").
WW4_UNITS = "ww4.unit."


def _left(value: Any, lang: str = "en", nouns: str = "") -> Param:
    """An army as ``2 inf, 1 cav``: unit ids as typed, or with ``nouns`` (a key prefix) counted names in
    ``lang`` (``3 soldados``); the word for nothing where none is left."""
    if isinstance(value, Mapping):
        parts = [
            f"{n} {render(Noun(nouns + unit, n), lang) if known(nouns + unit) else unit}"
            for unit, n in value.items()
            if n
        ]
        return ", ".join(parts) if parts else Msg("odds.nothing")
    return str(value)


def _pct(p: float, lang: str) -> str:
    return f"{figure(100 * p, lang, 4)}%"


def _show(args: argparse.Namespace, result: Odds, system: str, what: Msg) -> int:
    """Print ``result``: one JSON object with ``--json``, else the summary and the likeliest end states in
    the terminal's language (``--lang``, else ``$WARROOM_LANG``, else English)."""
    if args.json:
        sys.stdout.write(json.dumps(result.to_json(), ensure_ascii=False) + "\n")
        return 0
    lang = report_lang(args)
    say = sayer(None, lang)

    out = stdout_console()
    out.print(Text(say(Msg("odds.line", title=Msg(f"odds.system.{system}"), what=what)), style="bold"))
    summary = Table(show_header=False, box=None, padding=(0, 2))
    summary.add_column(justify="left")
    summary.add_column(justify="right")
    ci = result.ci95 or {}

    def row(label: Param, value: str, key: str) -> None:
        if key in ci:
            lo, hi = ci[key]
            low, high = (
                (figure(lo, lang, 4), figure(hi, lang, 4))
                if key.startswith("expected")
                else (_pct(lo, lang), _pct(hi, lang))
            )
            value += "  " + say(Msg("odds.interval", low=low, high=high))
        summary.add_row(say(label), value)

    row(Msg("odds.attacker_wins"), _pct(result.attacker_wins, lang), "attacker_wins")
    row(Msg("odds.defender_wins"), _pct(result.defender_wins, lang), "defender_wins")
    if result.system == ships.SYSTEM or result.both_destroyed:
        row(Msg("odds.both_destroyed"), _pct(result.both_destroyed, lang), "both_destroyed")
    for key, value in result.extra.items():
        words = f"odds.extra.{key}"
        row(Msg(words) if known(words) else key.replace("_", " "), _pct(value, lang), key)
    cards = result.system == war_cards.SYSTEM
    attacker = Msg("odds.attacker_pairs" if cards else "odds.attacker_left")
    defender = Msg("odds.defender_pairs" if cards else "odds.defender_left")
    row(Msg("odds.expected", what=attacker), figure(result.expected_attacker_left, lang, 4), "expected_attacker_left")
    row(Msg("odds.expected", what=defender), figure(result.expected_defender_left, lang, 4), "expected_defender_left")
    if not cards:
        row(Msg("odds.rounds"), figure(result.expected_rounds, lang, 4), "expected_rounds")
    method = Msg(f"odds.method.{result.method}")
    if result.samples is not None:
        method = Msg("odds.method_samples", method=method, samples=result.samples)
    summary.add_row(say(Msg("odds.method")), say(method))
    out.print(summary)
    for note in result.notes:
        out.print(Text(say(Msg("odds.note", note=note)), style="dim"))
    shown = sorted(result.distribution, key=lambda e: -e.probability)[:SHOWN]
    table = Table(title=say(Msg("odds.table")), title_justify="left")
    table.add_column(say(Msg("odds.column.outcome")))
    table.add_column(say(attacker))
    table.add_column(say(defender))
    table.add_column(say(Msg("odds.column.probability")), justify="right")
    for e in shown:
        outcome = Msg(f"odds.outcome.{e.outcome}") if known(f"odds.outcome.{e.outcome}") else e.outcome
        nouns = WW4_UNITS if result.system == "ww4" else ""
        left = (say(_left(e.attacker, lang, nouns)), say(_left(e.defender, lang, nouns)))
        table.add_row(say(outcome), *left, _pct(e.probability, lang))
    out.print(table)
    hidden = len(result.distribution) - len(shown)
    if hidden > 0:
        out.print(Text(say(Msg("odds.more", count=hidden)), style="dim"))
    return 0
