"""The words of the engine's refusals to start or load a game, in every language.

A person who asks for a game the engine cannot set up (a player count, an option, a ruleset that is not
there) or gives it a save it cannot load reads why in the language of the front end they use: the
server's ``?lang=``, the terminal's ``--lang``. The English renders exactly as the engine always said
it. Ids (a ruleset, an option's name, a save's field) and values (what was given) stay as they are: they
are the data's words, not a person's.
"""

from __future__ import annotations

from warroom.core.text import Catalogue, register_catalogue

_DAMAGED_PT = "{source}: jogo salvo danificado, "

ENGINE_ERROR_WORDS: Catalogue = {
    # Options (core/options.py).
    "core.error.option_whole": {
        "en": "option '{name}' must be a whole number, got {value}",
        "pt": "a opção '{name}' deve ser um número inteiro, não {value}",
    },
    "core.error.option_kind": {
        "en": "option '{name}' must be {kind}, got {value}",
        "pt": "a opção '{name}' deve ser {kind}, não {value}",
    },
    "core.error.kind.bool": {"en": "bool", "pt": "verdadeiro ou falso"},
    "core.error.kind.str": {"en": "str", "pt": "um texto"},
    "core.error.kind.dict": {"en": "a JSON object", "pt": "um objeto JSON"},
    "core.error.option_choice": {
        "en": "option '{name}' must be one of {choices}, got {value}",
        "pt": "a opção '{name}' deve ser um destes valores: {choices}, não {value}",
    },
    "core.error.option_min": {
        "en": "option '{name}' must be at least {minimum}, got {value}",
        "pt": "a opção '{name}' deve ser no mínimo {minimum}, não {value}",
    },
    "core.error.option_max": {
        "en": "option '{name}' must be at most {maximum}, got {value}",
        "pt": "a opção '{name}' deve ser no máximo {maximum}, não {value}",
    },
    "core.error.option_bool": {
        "en": "option '{name}' must be true or false, got {value}",
        "pt": "a opção '{name}' deve ser true ou false, não {value}",
    },
    "core.error.option_json": {
        "en": "option '{name}' is not valid JSON: {reason}",
        "pt": "a opção '{name}' não é JSON válido: {reason}",
    },
    "core.error.no_options": {
        "en": "{ruleset} has no option {names} (options: {known})",
        "pt": "{ruleset} não tem a opção {names} (opções: {known})",
    },
    # "none" for a list that is empty, agreeing with what it lists: options (feminine), rulesets, parameters.
    "core.error.none": {"en": "none", "pt": "nenhuma"},
    "core.error.none_m": {"en": "none", "pt": "nenhum"},
    "core.error.no_option": {
        "en": "{ruleset} has no option '{name}'",
        "pt": "{ruleset} não tem a opção '{name}'",
    },
    # Rulesets and games (core/registry.py, the rulesets' setups).
    "core.error.players_whole": {
        "en": "the number of players must be a whole number, got {value}",
        "pt": "o número de jogadores deve ser um número inteiro, não {value}",
    },
    "core.error.players": {
        "en": "{game} plays with {low} to {high} players, not {players}",
        "pt": "{game} é jogado por {low} a {high} jogadores, não {players}",
    },
    "core.error.players_two": {
        "en": "{game} plays with {low} to {high} players (2 with the option two_players), not {players}",
        "pt": "{game} é jogado por {low} a {high} jogadores (2 com a opção two_players), não {players}",
    },
    "core.error.seed": {
        "en": "the seed must be a whole number >= 0, got {value}",
        "pt": "a semente deve ser um número inteiro >= 0, não {value}",
    },
    "core.error.unknown_ruleset": {
        "en": "unknown ruleset {id} (installed: {known})",
        "pt": "jogo desconhecido {id} (instalados: {known})",
    },
    "core.error.colours": {
        "en": "option 'colours' must name {count} different colours, got {value}",
        "pt": "a opção 'colours' deve nomear {count} cores diferentes, não {value}",
    },
    "core.error.unknown_colour": {
        "en": "unknown colour {colour} (colours: {known})",
        "pt": "cor desconhecida {colour} (cores: {known})",
    },
    "core.error.unknown_colour_in": {
        "en": "unknown colour {colour} in option 'colours' (colours: {known})",
        "pt": "cor desconhecida {colour} na opção 'colours' (cores: {known})",
    },
    "core.error.few_colours": {
        "en": "there are only {count} colours for {empires} empires",
        "pt": "há só {count} cores para {empires} impérios",
    },
    "core.error.cannot_seat": {
        "en": "the content {content} cannot seat {empires} empires of {quota} regions each",
        "pt": "o conteúdo {content} não acomoda {empires} impérios de {quota} regiões cada",
    },
    "core.error.scenario_markers": {
        "en": "the content {content} has too few markers for the scenario {scenario}",
        "pt": "o conteúdo {content} tem poucos marcadores para o cenário {scenario}",
    },
    "core.error.scenario_two_empires": {
        "en": "option two_empires does not apply to a scenario: its table says who plays which nation",
        "pt": "a opção two_empires não se aplica a um cenário: a tabela do cenário define quem joga com cada nação",
    },
    "core.error.scenario_colours": {
        "en": "option colours does not apply to a scenario: each nation has its colour",
        "pt": "a opção colours não se aplica a um cenário: cada nação tem a sua cor",
    },
    "core.error.unknown_scenario": {
        "en": "unknown scenario {name} (scenarios: {known})",
        "pt": "cenário desconhecido {name} (cenários: {known})",
    },
    "core.error.scenario_sides": {
        "en": "option scenario_sides={sides} is for the 2-player game only",
        "pt": "a opção scenario_sides={sides} é só para o jogo de 2 jogadores",
    },
    "core.error.scenario_table": {
        "en": "the scenario {scenario} has no table for {players} players",
        "pt": "o cenário {scenario} não tem tabela para {players} jogadores",
    },
    "core.error.two_empires": {
        "en": "option two_empires is for the 2-player game only",
        "pt": "a opção two_empires é só para o jogo de 2 jogadores",
    },
    "core.error.objective_cards": {
        "en": "the objective cards ({count}) are fewer than the players",
        "pt": "há só {count} cartas de objetivo, menos que os jogadores",
    },
    "core.error.nations_unknown": {
        "en": "{unknown} {colours} in option nations (colours: {known})",
        "pt": "{unknown} {colours} na opção nations (cores: {known})",
    },
    "core.error.noun.unknown_colour": {
        "en": "unknown colour|unknown colours",
        "pt": "cor desconhecida|cores desconhecidas",
    },
    "core.error.nations_twice": {
        "en": "option nations names a colour twice",
        "pt": "a opção nations nomeia uma cor duas vezes",
    },
    "core.error.nations_count": {
        "en": "option nations names {count} {colours} for {players} players",
        "pt": "a opção nations nomeia {count} {colours} para {players} jogadores",
    },
    # War Cards' deck given as an option (the deck's own problems are a designer's, worded in English as a
    # board file's are; they come inside {why}).
    "core.error.deck_both": {
        "en": "options 'deck' and 'deck_file' both give a deck; give one of them",
        "pt": "as opções 'deck' e 'deck_file' dão um baralho cada; dê só uma delas",
    },
    "core.error.deck_object": {
        "en": "option 'deck' must be a JSON object (a deck), got {value}",
        "pt": "a opção 'deck' deve ser um objeto JSON (um baralho), não {value}",
    },
    "core.error.deck_problem": {
        "en": "option 'deck': the deck is {problem}",
        "pt": "opção 'deck': o baralho {problem}",
    },
    "core.error.deck_json": {
        "en": "option 'deck' must be JSON data: {reason}",
        "pt": "a opção 'deck' deve conter só dados JSON: {reason}",
    },
    "core.error.deck_unicode": {
        "en": "option 'deck' holds text that is not valid Unicode (a lone surrogate)",
        "pt": "a opção 'deck' tem texto que não é Unicode válido (um surrogate isolado)",
    },
    "core.error.deck_size": {
        "en": "option 'deck': the deck is too big: {size} bytes of JSON (at most {limit})",
        "pt": "opção 'deck': o baralho é grande demais: {size} bytes de JSON (no máximo {limit})",
    },
    "core.error.deck_file_json": {
        "en": "{path}: the deck file is not JSON ({reason})",
        "pt": "{path}: o arquivo de baralho não é JSON ({reason})",
    },
    "core.error.deck_file_problem": {
        "en": "{path}: the deck file is {problem}",
        "pt": "{path}: o arquivo de baralho {problem}",
    },
    "core.error.deck_provenance": {
        "en": "{source}: the deck's 'provenance' must be an object",
        "pt": "{source}: a 'provenance' do baralho deve ser um objeto",
    },
    "core.error.what.deck_file": {"en": "the deck file", "pt": "o arquivo de baralho"},
    "core.error.what.board_file": {"en": "board file", "pt": "o arquivo de tabuleiro"},
    "core.error.what.results_file": {"en": "the results file", "pt": "o arquivo de resultados"},
    "core.error.what.level_ratings": {"en": "a level ratings file", "pt": "um arquivo de ratings dos níveis"},
    # Counted words whose English does not change with the count (as the messages always read).
    "core.error.noun.colours": {"en": "colours|colours", "pt": "cor|cores"},
    "core.error.noun.actions": {"en": "actions|actions", "pt": "ação|ações"},
    # A save's field's type, as Python names it in English.
    "core.error.type.int": {"en": "int", "pt": "um número inteiro"},
    "core.error.type.str": {"en": "str", "pt": "um texto"},
    "core.error.type.dict": {"en": "dict", "pt": "um objeto"},
    "core.error.type.list": {"en": "list", "pt": "uma lista"},
    # Reading a file a person names (core/files.py).
    "core.error.cannot_read": {
        "en": "{path}: cannot read {what}: {reason}",
        "pt": "{path}: não é possível ler {what}: {reason}",
    },
    # The system's reasons most often met, in the words the system gives them in English.
    "core.error.os.ENOENT": {"en": "No such file or directory", "pt": "arquivo ou pasta inexistente"},
    "core.error.os.EACCES": {"en": "Permission denied", "pt": "permissão negada"},
    "core.error.os.EISDIR": {"en": "Is a directory", "pt": "é uma pasta"},
    "core.error.os.ENOTDIR": {"en": "Not a directory", "pt": "não é uma pasta"},
    "core.error.os.ENAMETOOLONG": {"en": "File name too long", "pt": "nome de arquivo longo demais"},
    "core.error.os.ELOOP": {"en": "Too many levels of symbolic links", "pt": "links simbólicos demais em sequência"},
    "core.error.not_regular": {
        "en": "it is {kind}, not a regular file",
        "pt": "é {kind}, não um arquivo comum",
    },
    "core.error.kind.fifo": {"en": "a FIFO (named pipe)", "pt": "um FIFO (pipe nomeado)"},
    "core.error.kind.device": {"en": "a device", "pt": "um dispositivo"},
    "core.error.kind.socket": {"en": "a socket", "pt": "um socket"},
    "core.error.kind.other": {"en": "not a regular file", "pt": "algo que não é um arquivo comum"},
    "core.error.too_big": {
        "en": "it is larger than the limit of {limit} bytes",
        "pt": "é maior que o limite de {limit} bytes",
    },
    "core.error.it_is": {"en": "it is {problem}", "pt": "{problem}"},
    "core.error.not_utf8": {
        "en": "not utf-8 text: {reason} at byte {at}",
        "pt": "não é texto utf-8: {reason} no byte {at}",
    },
    "core.error.nested": {
        "en": "nested more than {depth} levels deep",
        "pt": "está aninhado em mais de {depth} níveis",
    },
    "core.error.too_many_values": {"en": "more than {count} values", "pt": "é grande demais: mais de {count} valores"},
    "core.error.what.save": {"en": "save", "pt": "o jogo salvo"},
    "core.error.the_save": {"en": "the save", "pt": "o jogo salvo"},
    "core.error.named": {"en": "{name}: {why}", "pt": "{name}: {why}"},
    # Saves (core/saves.py).
    "core.error.save_json": {
        "en": "{source}: damaged save, not valid JSON ({reason})",
        "pt": _DAMAGED_PT + "não é JSON válido ({reason})",
    },
    "core.error.not_a_save": {
        "en": '{source}: not a warroom save (no "format": "{format}")',
        "pt": '{source}: não é um jogo salvo do warroom (sem "format": "{format}")',
    },
    "core.error.save_version": {
        "en": "{source}: damaged save, bad format version {value}",
        "pt": _DAMAGED_PT + "versão de formato inválida {value}",
    },
    "core.error.save_newer": {
        "en": "{source}: save format version {version} is newer than this warroom reads ({reads}); upgrade warroom "
        "to load it",
        "pt": "{source}: a versão {version} do formato de jogo salvo é mais nova do que a que este warroom lê "
        "({reads}); atualize o warroom para carregá-lo",
    },
    "core.error.save_no_upgrade": {
        "en": "{source}: no upgrade from save format version {version}",
        "pt": "{source}: não há atualização da versão {version} do formato de jogo salvo",
    },
    "core.error.save_upgrade_stuck": {
        "en": "{source}: the upgrade from save format version {version} did not raise the version",
        "pt": "{source}: a atualização da versão {version} do formato de jogo salvo não elevou a versão",
    },
    "core.error.save_field": {
        "en": "{source}: damaged save, '{key}' missing or not a {kind}",
        "pt": _DAMAGED_PT + "'{key}' ausente ou não é {kind}",
    },
    "core.error.save_problem": {
        "en": "{source}: damaged save, {problem}",
        "pt": _DAMAGED_PT + "{problem}",
    },
    "core.error.save_entry": {
        "en": "{source}: damaged save, actions[{i}] is not an action entry",
        "pt": _DAMAGED_PT + "actions[{i}] não é uma entrada de ação",
    },
    "core.error.save_action": {
        "en": "{source}: damaged save, actions[{i}]: an action is an object with a 'type' string",
        "pt": _DAMAGED_PT + "actions[{i}]: uma ação é um objeto com um texto 'type'",
    },
    "core.error.save_rolls": {
        "en": "{source}: damaged save, actions[{i}]: 'rolls' must be lists of whole numbers",
        "pt": _DAMAGED_PT + "actions[{i}]: 'rolls' deve conter listas de números inteiros",
    },
    "core.error.save_rules": {
        "en": "{source}: damaged save, 'rules' must be a rules version from 1 to {latest}, got {value}",
        "pt": _DAMAGED_PT + "'rules' deve ser uma versão das regras de 1 a {latest}, não {value}",
    },
    "core.error.save_commitment": {
        "en": "{source}: damaged save, 'seed_commitment' is not 64 hexadecimal digits",
        "pt": _DAMAGED_PT + "'seed_commitment' deve ter 64 dígitos hexadecimais",
    },
    "core.error.save_salt": {
        "en": "{source}: damaged save, 'seed_salt' is not 1 to 256 printable ASCII characters",
        "pt": _DAMAGED_PT + "'seed_salt' deve ter de 1 a 256 caracteres ASCII imprimíveis",
    },
    "core.error.save_no_salt": {
        "en": "{source}: damaged save, 'seed_commitment' without the 'seed_salt' to check it",
        "pt": _DAMAGED_PT + "'seed_commitment' sem o 'seed_salt' para conferi-lo",
    },
    "core.error.save_commitment_fails": {
        "en": "{source}: the seed commitment does not hold: seed {seed} with salt {salt} does not give {commitment}",
        "pt": "{source}: o compromisso da semente não confere: a semente {seed} com o sal {salt} não dá {commitment}",
    },
    "core.error.save_start": {
        "en": "{source}: cannot start the saved game: {why}",
        "pt": "{source}: não é possível começar o jogo salvo: {why}",
    },
    "core.error.save_replay": {
        "en": "{source}: action {i} ({action}) does not replay: {why}",
        "pt": "{source}: a ação {i} ({action}) não pode ser reproduzida: {why}",
    },
    "core.error.save_rolled": {
        "en": "{source}: action {i} ({action}) rolled {rolled}, the save recorded {recorded}",
        "pt": "{source}: a ação {i} ({action}) tirou {rolled}, o jogo salvo registrou {recorded}",
    },
    "core.error.save_state": {
        "en": "{source}: after all {count} {actions} the state differs at {where}",
        "pt": "{source}: depois de {count} {actions} o estado difere em {where}",
    },
}

register_catalogue("core_errors", ENGINE_ERROR_WORDS)
