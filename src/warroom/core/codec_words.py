"""The words of the action decoder's refusals (core/actions.py ``ActionCodec``) in every language.

A client sending a malformed action (an unknown type, a field missing or extra, a value of the wrong kind)
reads why in its own language; the English renders exactly as the decoder always said it, so clients and
tests that match the English ``detail`` keep working. Ids (action types, field names) stay as sent: they
are the JSON's words, not a person's.
"""

from __future__ import annotations

from warroom.core.text import Catalogue, Msg, register_catalogue

CODEC_WORDS: Catalogue = {
    "core.codec.not_object": {
        "en": "an action must be a JSON object, not {kind}",
        "pt": "uma ação deve ser um objeto JSON, não {kind}",
    },
    "core.codec.unknown_type": {
        "en": "unknown action type {type}; this ruleset knows: {known}",
        "pt": "tipo de ação desconhecido {type}; este jogo conhece: {known}",
    },
    "core.codec.extra_fields": {
        "en": "action '{type}' has {fields}: {named}",
        "pt": "a ação '{type}' tem {fields}: {named}",
    },
    "core.codec.extra_fields_more": {
        "en": "action '{type}' has {fields}: {named} and {more} more",
        "pt": "a ação '{type}' tem {fields}: {named} e mais {more}",
    },
    "core.codec.unknown_field": {
        "en": "an unknown field|unknown fields",
        "pt": "um campo desconhecido|campos desconhecidos",
    },
    "core.codec.missing_field": {
        "en": "action '{type}' is missing the field '{field}'",
        "pt": "falta à ação '{type}' o campo '{field}'",
    },
    "core.codec.not_list": {
        "en": "action '{type}' field '{field}' must be a list",
        "pt": "o campo '{field}' da ação '{type}' deve ser uma lista",
    },
    "core.codec.not_whole": {
        "en": "action '{type}' field '{field}' must be a whole number",
        "pt": "o campo '{field}' da ação '{type}' deve ser um número inteiro",
    },
    "core.codec.wrong_kind": {
        "en": "action '{type}' field '{field}' must be {kind}, got {value}",
        "pt": "o campo '{field}' da ação '{type}' deve ser {kind}, veio {value}",
    },
    "core.codec.too_large": {
        "en": "action '{type}' field '{field}' must be a whole number of at most {limit} either way, got {value}",
        "pt": (
            "o campo '{field}' da ação '{type}' deve ser um número inteiro de no máximo {limit} em módulo, veio {value}"
        ),
    },
    "core.codec.kind.str": {"en": "a string", "pt": "um texto"},
    "core.codec.kind.int": {"en": "a whole number", "pt": "um número inteiro"},
    "core.codec.kind.bool": {"en": "true or false", "pt": "true ou false"},
}

register_catalogue("core_codec", CODEC_WORDS)


def kind_words(expected: type) -> Msg:
    """The kind of JSON value a field wants, as a message ("a string", "um texto")."""
    return Msg(f"core.codec.kind.{expected.__name__}")
