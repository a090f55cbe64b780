"""Ruleset options as data: each ruleset declares its options, and games are created from checked values."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from warroom.core import error_words as _words  # noqa: F401  (registers the messages below)
from warroom.core.errors import OptionError, brief
from warroom.core.files import parse_json
from warroom.core.text import Msg

#: The largest whole number any option takes without a ``maximum`` of its own: a value past what a
#: machine integer holds is never meant, and code downstream (arrays, C libraries) may not take it.
MAX_WHOLE = 2**63 - 1


#: How each option type is named in messages (bool and str keep their historical English wording).
_TYPE_WORDS: dict[type, Msg] = {
    bool: Msg("core.error.kind.bool"),
    str: Msg("core.error.kind.str"),
    dict: Msg("core.error.kind.dict"),
}


def show(value: Any) -> str:
    """``value`` for an option's error message: :func:`warroom.core.errors.brief`, a little roomier (an
    option value can be a large object a client sent, but it is read whole more often than an action's)."""
    return brief(value, width=60, depth=3, items=12)


@dataclass(frozen=True)
class OptionSpec:
    """One option a ruleset accepts: its name, type, default, limits and a line of help.

    ``type`` is ``int``, ``bool``, ``str`` or ``dict`` (a JSON object; the ruleset checks its content).
    An option whose default is None also accepts None. ``names_file`` marks an option whose value is a
    path on the machine running the game: a server must never accept it from a client.
    """

    name: str
    type: type
    default: Any
    help: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    #: The value is a path on the machine running the game; a server must never accept it from a client.
    names_file: bool = False

    def check(self, value: Any) -> Any:
        """``value`` if it is of this option's type and within its limits; else OptionError naming both."""
        if value is None and self.default is None:
            return None
        if self.type is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(Msg("core.error.option_whole", name=self.name, value=show(value)))
        elif not isinstance(value, self.type):
            word = _TYPE_WORDS.get(self.type, self.type.__name__)
            raise OptionError(Msg("core.error.option_kind", name=self.name, kind=word, value=show(value)))
        if self.choices is not None and value not in self.choices:
            choices = str(list(self.choices))
            raise OptionError(Msg("core.error.option_choice", name=self.name, choices=choices, value=show(value)))
        if self.minimum is not None and value < self.minimum:
            raise OptionError(Msg("core.error.option_min", name=self.name, minimum=self.minimum, value=show(value)))
        if self.type is int:
            most = self.maximum if self.maximum is not None else MAX_WHOLE
            if value > most:
                raise OptionError(Msg("core.error.option_max", name=self.name, maximum=f"{most:,}", value=show(value)))
        return value


def resolve_options(ruleset_id: str, specs: Sequence[OptionSpec], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Fill defaults and check every value; unknown option names are refused by name."""
    given = dict(given or {})
    by_name = {s.name: s for s in specs}
    unknown = sorted(set(given) - set(by_name), key=str)
    if unknown:
        known: str | Msg = ", ".join(sorted(by_name)) or Msg("core.error.none")
        names = ", ".join(map(show, unknown))
        raise OptionError(Msg("core.error.no_options", ruleset=ruleset_id, names=names, known=known))
    out: dict[str, Any] = {}
    for spec in specs:
        if spec.name in given:
            out[spec.name] = spec.check(given[spec.name])
        else:
            out[spec.name] = spec.default
    return out


def parse_option_text(spec: OptionSpec, text: str) -> Any:
    """Turn a command-line ``name=value`` value into the option's type (JSON text for a ``dict`` option)."""
    if spec.type is bool:
        lowered = text.strip().lower()
        if lowered in {"1", "true", "yes", "on"}:
            return True
        if lowered in {"0", "false", "no", "off"}:
            return False
        raise OptionError(Msg("core.error.option_bool", name=spec.name, value=repr(text)))
    if spec.type is int:
        if text.strip().lower() in {"", "none"}:
            return None
        try:
            return int(text)
        except ValueError:
            raise OptionError(Msg("core.error.option_whole", name=spec.name, value=show(text))) from None
    if spec.type is dict:
        return parse_json(
            text, lambda reason: OptionError(Msg("core.error.option_json", name=spec.name, reason=reason))
        )
    return text
