"""How a War! Age of Imperialism game ended, as a message (``ImperialismGame.result_detail``): why it ended,
then the score table, each empire's score and what it is made of, then each seat's where a seat plays
several empires. The English is ending.score_text's; the words are ``aoi.score.*`` (words_events.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.core.text import Msg, Noun, Param, Place, Seat
from warroom.rulesets.imperialism.wording import commas, empire

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame


def _joined(parts: list[Param], key: str) -> Param:
    """Parts joined by the separator of ``key`` ("; " or " + "), first to last."""
    text = parts[-1]
    for part in reversed(parts[:-1]):
        text = Msg(key, first=part, rest=text)
    return text


def _whole(row: dict[str, Any]) -> Param:
    """The global regions held whole, by the board's names for them (a Place names a group too)."""
    return commas([Place(g) for g in row["global_regions"]])


def _noun(what: str, count: int) -> Noun:
    """ "region"/"regions" agreeing with ``count`` (``aoi.score.noun.*``)."""
    return Noun(f"aoi.score.noun.{what}", count)


def _row(g: ImperialismGame, row: dict[str, Any]) -> Param:
    who, score, regions = empire(row["colour"]), row["score"], row["regions"]
    if "points" in row:
        points = row["points"]
        terms: list[Param] = [
            Msg("aoi.score.term.regions", n=regions, noun=_noun("regions", regions), points=points["regions"])
        ]
        if row["global_regions"]:
            terms.append(Msg("aoi.score.term.global", whole=_whole(row), points=points["global_regions"]))
        for what in ("buildings", "pieces"):
            terms.append(Msg(f"aoi.score.term.{what}", n=row[what], noun=_noun(what, row[what]), points=points[what]))
        text: Param = Msg("aoi.score.points", empire=who, score=score, terms=_joined(terms, "aoi.plus"))
    elif row["global_regions"]:
        bonus = g.level.global_region_score
        noun = _noun("regions", regions)
        text = Msg(
            "aoi.score.row.bonus", empire=who, score=score, regions=regions, noun=noun, bonus=bonus, whole=_whole(row)
        )
    else:
        text = Msg("aoi.score.row", empire=who, score=score, regions=regions, noun=_noun("regions", regions))
    return Msg("aoi.score.out", text=text) if row["eliminated"] else text


def score_message(g: ImperialismGame) -> Param | None:
    """The score table as a message (ending.score_text in words); None before the game is over."""
    outcome = g.state.outcome
    if outcome is None or not outcome.get("table"):
        return None
    text = _joined([_row(g, row) for row in outcome["table"]], "aoi.semicolon")
    if g.state.empires > g.players:
        seats: list[Param] = [
            Msg("aoi.score.seat", seat=Seat(int(i)), score=v) for i, v in outcome.get("scores", {}).items()
        ]
        # A seat's own name lists its empires with commas ("Britain, Germany and Japan"): seats by semicolons.
        text = Msg("aoi.score.per_seat", text=text, seats=_joined(seats, "aoi.semicolon"))
    return text


def result_detail(g: ImperialismGame) -> Param:
    """Why the game ended and the score table, in words (``Result.detail`` in English)."""
    from warroom.rulesets.imperialism.narrate import game_over_why

    outcome = g.state.outcome or {}
    why = game_over_why(g, {**outcome, "turn": g.state.turn}) if outcome.get("detail") else None
    scores = score_message(g)
    if why is not None and scores is not None:
        return Msg("aoi.score.detail", why=why, scores=scores)
    return why if why is not None else scores if scores is not None else ""
