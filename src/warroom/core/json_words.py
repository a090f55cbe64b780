"""Why a text is not JSON, or not UTF-8, in every language: the reasons of Python's ``json`` decoder and UTF-8
codec that :mod:`warroom.core.files` passes on (a save, a deck, a board, an upload, an option's JSON), so a
Portuguese reader reads "esperava um valor na linha 1, coluna 12" where the decoder said "Expecting value".
The English is the decoder's own words, as they always read; a reason a later Python words otherwise is
passed on as it is."""

from __future__ import annotations

import re

from warroom.core.text import Catalogue, Msg, Param, register_catalogue

JSON_WORDS: Catalogue = {
    "core.json.at": {
        "en": "{why} at line {line}, column {column}",
        "pt": "{why} na linha {line}, coluna {column}",
    },
    "core.json.nested": {"en": "nested too deeply", "pt": "aninhado fundo demais"},
    "core.json.expecting_value": {"en": "Expecting value", "pt": "esperava um valor"},
    "core.json.expecting_name": {
        "en": "Expecting property name enclosed in double quotes",
        "pt": "esperava um nome de propriedade entre aspas duplas",
    },
    "core.json.expecting_colon": {"en": "Expecting ':' delimiter", "pt": "esperava o separador ':'"},
    "core.json.expecting_comma": {"en": "Expecting ',' delimiter", "pt": "esperava o separador ','"},
    "core.json.unterminated": {"en": "Unterminated string starting at", "pt": "texto sem aspas de fechamento a partir"},
    "core.json.control": {"en": "Invalid control character at", "pt": "caractere de controle inválido"},
    "core.json.escape": {"en": "Invalid \\escape", "pt": "sequência de escape \\ inválida"},
    "core.json.unicode_escape": {"en": "Invalid \\uXXXX escape", "pt": "escape \\uXXXX inválido"},
    "core.json.extra": {"en": "Extra data", "pt": "dados a mais depois do JSON"},
    "core.json.bom": {
        "en": "Unexpected UTF-8 BOM (decode using utf-8-sig)",
        "pt": "marca BOM de UTF-8 inesperada (salve o arquivo sem BOM)",
    },
    "core.json.trailing_comma_object": {
        "en": "Illegal trailing comma before end of object",
        "pt": "vírgula sobrando antes do fim do objeto",
    },
    "core.json.trailing_comma_array": {
        "en": "Illegal trailing comma before end of array",
        "pt": "vírgula sobrando antes do fim da lista",
    },
    "core.json.digits": {
        "en": "Exceeds the limit ({limit} digits) for integer string conversion: value has {digits} digits",
        "pt": "número inteiro longo demais: {digits} dígitos, além do limite de {limit}",
    },
    "core.utf8.start": {"en": "invalid start byte", "pt": "byte inicial inválido"},
    "core.utf8.continuation": {"en": "invalid continuation byte", "pt": "byte de continuação inválido"},
    "core.utf8.end": {"en": "unexpected end of data", "pt": "fim inesperado dos dados"},
}

#: The decoder's and the codec's words, by the key that says them in every language.
_SAID = {
    "Expecting value": "core.json.expecting_value",
    "Expecting property name enclosed in double quotes": "core.json.expecting_name",
    "Expecting ':' delimiter": "core.json.expecting_colon",
    "Expecting ',' delimiter": "core.json.expecting_comma",
    "Unterminated string starting at": "core.json.unterminated",
    "Invalid control character at": "core.json.control",
    "Invalid \\escape": "core.json.escape",
    "Invalid \\uXXXX escape": "core.json.unicode_escape",
    "Extra data": "core.json.extra",
    "Unexpected UTF-8 BOM (decode using utf-8-sig)": "core.json.bom",
    "Illegal trailing comma before end of object": "core.json.trailing_comma_object",
    "Illegal trailing comma before end of array": "core.json.trailing_comma_array",
    "invalid start byte": "core.utf8.start",
    "invalid continuation byte": "core.utf8.continuation",
    "unexpected end of data": "core.utf8.end",
}


def decoder_reason(said: str) -> Param:
    """What Python's JSON decoder or UTF-8 codec ``said``, as a message where it is one of theirs we know."""
    key = _SAID.get(said)
    return Msg(key) if key is not None else said


#: Python's refusal of a whole number of too many digits (``sys.get_int_max_str_digits``).
_DIGITS = re.compile(r"Exceeds the limit \((\d+) digits\) for integer string conversion: value has (\d+) digits")


def too_many_digits(said: str) -> Param:
    """Python's refusal of a number of too many digits (its first clause: the advice after ``;`` is a
    programmer's), as a message where it reads as Python 3.11 words it."""
    clause = said.split(";")[0]
    found = _DIGITS.fullmatch(clause)
    if found is None:
        return clause
    return Msg("core.json.digits", limit=int(found[1]), digits=int(found[2]))


register_catalogue("core.json", JSON_WORDS)
