"""Ruleset options as data: each ruleset declares its options, and games are created from checked values."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from warroom.core.errors import OptionError


@dataclass(frozen=True)
class OptionSpec:
    """One option a ruleset accepts: its name, type, default, limits and a line of help."""

    name: str
    type: type
    default: Any
    help: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None

    def check(self, value: Any) -> Any:
        if self.type is int and (isinstance(value, bool) or not isinstance(value, int)):
            if value is not None or self.default is not None:
                raise OptionError(f"option '{self.name}' must be a whole number, got {value!r}")
        elif self.type is not int and not isinstance(value, self.type):
            raise OptionError(f"option '{self.name}' must be {self.type.__name__}, got {value!r}")
        if self.choices is not None and value not in self.choices:
            raise OptionError(f"option '{self.name}' must be one of {list(self.choices)}, got {value!r}")
        if self.minimum is not None and value is not None and value < self.minimum:
            raise OptionError(f"option '{self.name}' must be at least {self.minimum}, got {value!r}")
        return value


def resolve_options(ruleset_id: str, specs: Sequence[OptionSpec], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Fill defaults and check every value; unknown option names are refused by name."""
    given = dict(given or {})
    by_name = {s.name: s for s in specs}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        known = ", ".join(sorted(by_name)) or "none"
        raise OptionError(f"{ruleset_id} has no option {', '.join(map(repr, unknown))} (options: {known})")
    out: dict[str, Any] = {}
    for spec in specs:
        if spec.name in given:
            out[spec.name] = spec.check(given[spec.name])
        else:
            out[spec.name] = spec.default
    return out


def parse_option_text(spec: OptionSpec, text: str) -> Any:
    """Turn a command-line ``name=value`` value into the option's type."""
    if spec.type is bool:
        lowered = text.strip().lower()
        if lowered in {"1", "true", "yes", "on"}:
            return True
        if lowered in {"0", "false", "no", "off"}:
            return False
        raise OptionError(f"option '{spec.name}' must be true or false, got {text!r}")
    if spec.type is int:
        if text.strip().lower() in {"", "none"}:
            return None
        try:
            return int(text)
        except ValueError:
            raise OptionError(f"option '{spec.name}' must be a whole number, got {text!r}") from None
    return text
