"""The problems of a board file in every language (core/board.py's ``BoardError``): a designer checking a
board (``warroom board check``) reads what is wrong, where, in the language of the command. Keys, ids and
values of the file are quoted as written."""

from __future__ import annotations

from warroom.core.text import Catalogue, register_catalogue

BOARD_WORDS: Catalogue = {
    "board.error.in": {"en": "{source}: {problem}", "pt": "{source}: {problem}"},
    "board.error.at_space": {"en": "space '{space}': {problem}", "pt": "espaço '{space}': {problem}"},
    "board.error.not_json": {"en": "not valid JSON: {why}", "pt": "JSON inválido: {why}"},
    "board.error.not_object": {
        "en": "a board file must hold a JSON object",
        "pt": "um arquivo de tabuleiro deve conter um objeto JSON",
    },
    "board.error.nesting": {"en": "the board is {problem}", "pt": "o tabuleiro {problem}"},
    "board.error.format": {
        "en": "'format' must be '{format}', found {found}",
        "pt": "'format' deve ser '{format}', não {found}",
    },
    "board.error.version": {
        "en": "board format version {found} is not supported (this warroom reads 1)",
        "pt": "a versão {found} do formato de tabuleiro não é suportada (este warroom lê a 1)",
    },
    "board.error.border_kinds": {
        "en": "'border_kinds' must be a list of strings",
        "pt": "'border_kinds' deve ser uma lista de strings",
    },
    "board.error.needs_string": {
        "en": "{what} needs a non-empty string '{key}'",
        "pt": "{what} precisa de uma string não vazia '{key}'",
    },
    "board.error.names": {
        "en": "{what} must be a string or an object with an English 'en' name",
        "pt": "{what} deve ser uma string ou um objeto com um nome em inglês 'en'",
    },
    "board.error.names_empty": {
        "en": "{what}: every display name must be a non-empty string",
        "pt": "{what}: todo nome de exibição deve ser uma string não vazia",
    },
    "board.error.provenance": {
        "en": "a 'provenance' object is required (kind, and reasoning where reconstructed)",
        "pt": "um objeto 'provenance' é obrigatório (kind, e reasoning onde reconstruído)",
    },
    "board.error.provenance_kind": {
        "en": "provenance 'kind' must be one of {kinds}, found {found}",
        "pt": "o 'kind' da proveniência deve ser um destes: {kinds} (é {found})",
    },
    "board.error.provenance_reasoning": {
        "en": "a reconstructed board must say how in provenance 'reasoning'",
        "pt": "um tabuleiro reconstruído deve dizer como no 'reasoning' da proveniência",
    },
    "board.error.spaces": {"en": "'spaces' must be a non-empty list", "pt": "'spaces' deve ser uma lista não vazia"},
    "board.error.space_object": {"en": "spaces[{i}] must be an object", "pt": "spaces[{i}] deve ser um objeto"},
    "board.error.duplicate_space": {"en": "duplicate space id", "pt": "id de espaço repetido"},
    "board.error.duplicate_name": {
        "en": "duplicate name {name} ({lang}), also used by '{other}'",
        "pt": "nome repetido {name} ({lang}), também usado por '{other}'",
    },
    "board.error.space_kind": {
        "en": "kind must be one of {kinds}, found {found}",
        "pt": "kind deve ser um destes: {kinds} (é {found})",
    },
    "board.error.attrs": {"en": "'attrs' must be an object", "pt": "'attrs' deve ser um objeto"},
    "board.error.adjacent": {
        "en": "'adjacent' must be an object mapping neighbour ids to border kinds",
        "pt": "'adjacent' deve ser um objeto que associa ids de vizinhos a tipos de fronteira",
    },
    "board.error.self_border": {
        "en": "a space cannot border itself",
        "pt": "um espaço não pode fazer fronteira consigo",
    },
    "board.error.unknown_neighbour": {
        "en": "border to unknown space '{other}'",
        "pt": "fronteira com espaço desconhecido '{other}'",
    },
    "board.error.border_kind": {
        "en": "border to '{other}' has unknown kind {found}",
        "pt": "a fronteira com '{other}' tem tipo desconhecido {found}",
    },
    "board.error.one_way": {
        "en": "one-way border: '{space}' lists '{other}' but '{other}' does not list it",
        "pt": "fronteira de mão única: '{space}' lista '{other}', mas '{other}' não o lista",
    },
    "board.error.border_mismatch": {
        "en": "border to '{other}' is {here} here but {there} there",
        "pt": "a fronteira com '{other}' é {here} aqui, mas {there} lá",
    },
    "board.error.position": {
        "en": "'position' must be [longitude, latitude]",
        "pt": "'position' deve ser [longitude, latitude]",
    },
    "board.error.position_range": {
        "en": "position {found} is not a longitude and latitude",
        "pt": "a posição {found} não é uma longitude e latitude",
    },
    "board.error.groups": {"en": "'groups' must be a non-empty list", "pt": "'groups' deve ser uma lista não vazia"},
    "board.error.group_object": {"en": "groups[{i}] must be an object", "pt": "groups[{i}] deve ser um objeto"},
    "board.error.duplicate_group": {"en": "duplicate group id '{group}'", "pt": "id de grupo repetido '{group}'"},
    "board.error.group_bonus": {
        "en": "group '{group}' bonus must be a whole number >= 0, found {found}",
        "pt": "o bônus do grupo '{group}' deve ser um número inteiro >= 0, não {found}",
    },
    "board.error.group_spaces": {
        "en": "group '{group}' needs a non-empty 'spaces' list",
        "pt": "o grupo '{group}' precisa de uma lista 'spaces' não vazia",
    },
    "board.error.group_unknown_space": {
        "en": "group '{group}' lists unknown space",
        "pt": "o grupo '{group}' lista um espaço desconhecido",
    },
    "board.error.group_twice": {
        "en": "group '{group}' lists a space twice",
        "pt": "o grupo '{group}' lista um espaço duas vezes",
    },
    "board.error.group_attrs": {
        "en": "group '{group}' 'attrs' must be an object",
        "pt": "'attrs' do grupo '{group}' deve ser um objeto",
    },
    "board.error.no_group": {"en": "space in no group", "pt": "espaço fora de todo grupo"},
    "board.error.disconnected": {
        "en": "disconnected board: {count} {unreachable} from '{start}': {shown}",
        "pt": "tabuleiro desconexo: {count} {unreachable} a partir de '{start}': {shown}",
    },
    "board.noun.unreachable": {
        "en": "space unreachable|spaces unreachable",
        "pt": "espaço inalcançável|espaços inalcançáveis",
    },
    # What a problem is about (the ``what`` of the messages above).
    "board.what.board": {"en": "the board", "pt": "o tabuleiro"},
    "board.what.board_name": {"en": "the board's 'name'", "pt": "o 'name' do tabuleiro"},
    "board.what.space_n": {"en": "spaces[{i}]", "pt": "spaces[{i}]"},
    "board.what.name": {"en": "'name'", "pt": "o 'name'"},
    "board.what.group_n": {"en": "groups[{i}]", "pt": "groups[{i}]"},
    "board.what.group_name": {"en": "group '{group}' 'name'", "pt": "o 'name' do grupo '{group}'"},
    # warroom board check
    "board.check.ok": {
        "en": "OK {file}: board '{id}' ({name}): {spaces} {space}, {borders} {border}, {groups} {group} ({kinds})",
        "pt": "OK {file}: tabuleiro '{id}' ({name}): {spaces} {space}, {borders} {border}, {groups} {group} ({kinds})",
    },
    "board.noun.space": {"en": "space|spaces", "pt": "espaço|espaços"},
    "board.noun.border": {"en": "border|borders", "pt": "fronteira|fronteiras"},
    "board.noun.group": {"en": "group|groups", "pt": "grupo|grupos"},
    "board.check.invalid": {"en": "invalid board: {problem}", "pt": "tabuleiro inválido: {problem}"},
}

register_catalogue("board", BOARD_WORDS)
