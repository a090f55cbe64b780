"""The words front ends show about a ruleset that are not actions or events: its title, its phases, the
reason a game ended, its options' names and help (core/text.py; docs/text.md).

Each ruleset family owns its keys (``<family>.phase.<id>``, ``<family>.result.<reason>``,
``<family>.option.<name>`` and ``.help``, ``<family>.ruleset.<ruleset id>``); where a key is missing
(a ruleset not yet worded) the English the ruleset states is shown, so a front end never shows a key.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from warroom.core.text import LANGS, Msg, Param, known, register_catalogue, render

if TYPE_CHECKING:
    from warroom.core.game import Game, Result
    from warroom.core.registry import Ruleset

#: The family (key prefix) of each ruleset whose id does not spell it.
FAMILIES = {
    "war-imperio-romano": "war",
    "war-cards": "war_cards",
    "imperialism-basic": "aoi",
    "imperialism-standard": "aoi",
    "imperialism-advanced": "aoi",
}


#: The words of the core's own options (core/undo.py), which every ruleset accepts.
CORE_OPTION_WORDS: dict[str, dict[str, str]] = {
    "core.option.undo": {"en": "Undo", "pt": "Desfazer"},
    "core.option.undo.help": {
        "en": "a seat may take back its own last actions in its turn while no die was rolled, no card drawn and "
        "nothing hidden revealed (for games with one person or hotseat)",
        "pt": "um lugar pode desfazer as suas últimas ações na sua vez enquanto nenhum dado foi rolado, nenhuma "
        "carta comprada e nada escondido revelado (para partidas de uma pessoa ou no mesmo computador)",
    },
}
register_catalogue("core_options", CORE_OPTION_WORDS)

#: Why a game ended where no ruleset ended it: the simulators stop a game at their action limit.
CORE_RESULT_WORDS: dict[str, dict[str, str]] = {
    "core.result.action_limit": {"en": "action limit", "pt": "limite de ações"},
}
register_catalogue("core_results", CORE_RESULT_WORDS)


def family(ruleset_id: str) -> str:
    """The key prefix of a ruleset's words: ``war`` for WAR and Império Romano, ``aoi`` for Imperialism."""
    return FAMILIES.get(ruleset_id, ruleset_id.replace("-", "_"))


def slug(word: str) -> str:
    """A reason or a phase as a key part: "last player standing" -> "last_player_standing"."""
    return "_".join(word.strip().lower().replace("-", " ").split())


def keyed(key: str, fallback: str) -> Param:
    """``Msg(key)`` where a catalogue holds it, else ``fallback`` as it is."""
    return Msg(key) if known(key) else fallback


def phase_message(ruleset_id: str, phase: Any) -> Param:
    """A phase or step id of a ruleset's view as its name."""
    text = "" if phase is None else str(phase)
    return keyed(f"{family(ruleset_id)}.phase.{text}", text.replace("_", " ").replace("-", " "))


def reason_message(ruleset_id: str, reason: str) -> Param:
    """Why a game ended (``Result.reason``, or a simulator's ``action_limit``) in words."""
    own = f"{family(ruleset_id)}.result.{slug(reason)}"
    return Msg(own) if known(own) else keyed(f"core.result.{slug(reason)}", reason)


def detail_message(game: Game, result: Result) -> Param:
    """A result's detail in words: the game's own ``result_detail`` where it has one, else the English."""
    words: Callable[[Result], Param] | None = getattr(game, "result_detail", None)
    return words(result) if callable(words) else result.detail


def title_message(ruleset: Ruleset) -> Param:
    """A ruleset's title: its family's word for it, else the installed titles' (``ruleset.<id>``)."""
    own = f"{family(ruleset.id)}.ruleset.{ruleset.id}"
    return Msg(own) if known(own) else keyed(f"ruleset.{ruleset.id}", ruleset.title)


def option_name(ruleset_id: str, name: str) -> Param:
    """An option's name for people (the core's options under ``core.option.*``)."""
    for owner in (family(ruleset_id), "core"):
        if known(f"{owner}.option.{name}"):
            return Msg(f"{owner}.option.{name}")
    return name


def option_help(ruleset_id: str, name: str, fallback: str) -> Param:
    """An option's help: a key of the ruleset's family, a ruleset's own variant of it, or ``fallback``."""
    for key in (
        f"{family(ruleset_id)}.option.{name}.help.{ruleset_id}",
        f"{family(ruleset_id)}.option.{name}.help",
        f"core.option.{name}.help",
    ):
        if known(key):
            return Msg(key)
    return fallback


def in_every_language(message: Param) -> dict[str, str]:
    """``message`` rendered in each language of :data:`~warroom.core.text.LANGS` (for clients that switch
    language without asking again: the lobby's titles and options)."""
    return {lang: render(message, lang) for lang in LANGS}
