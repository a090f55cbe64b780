"""The server's error answers in the request's language (``?lang=``, server/lang.py; docs/server.md,
"Languages").

Every ``ServiceError`` is raised with its English text, and ``detail`` stays exactly that text for a
request in English (the default), so clients and tests that match it keep working. For a request in
another language the answer's ``detail`` is that text translated: :data:`SERVER_ERROR_WORDS` holds each
English message as a template with named fields (``{who}``), the same template in every language, and
:func:`translate` finds the English template a message was made from and renders the reader's template
with the same values (a reason, ``{why}``, that is itself such a message is translated too). A message no template
matches (a ruleset's own words, already rendered) is left as it is. Ids (an action type, a field, a game
id) stay as sent.
"""

from __future__ import annotations

import re
import string
from functools import cache

from warroom.core.text import LANGS, Catalogue, register_catalogue

_RETRY_PT = "; tente de novo"
SERVER_ERROR_WORDS: Catalogue = {
    # Playing a game.
    "server.error.not_your_decision": {
        "en": "it is not your decision: {who} (seat {seat}) is to play",
        "pt": "não é a sua decisão: {who} (assento {seat}) joga agora",
    },
    "server.error.nobody": {"en": "nobody", "pt": "ninguém"},
    "server.error.game_over": {"en": "the game is over", "pt": "o jogo acabou"},
    "server.error.not_started_one": {
        "en": "the game has not started: 1 open seat waits for people",
        "pt": "o jogo não começou: 1 assento aberto espera por uma pessoa",
    },
    "server.error.not_started": {
        "en": "the game has not started: {free} open seats wait for people",
        "pt": "o jogo não começou: {free} assentos abertos esperam por pessoas",
    },
    "server.error.moved_on": {
        "en": "the game has moved on: {count} actions were made, you have seen {after}",
        "pt": "o jogo seguiu: {count} ações foram feitas, você viu {after}",
    },
    "server.error.action_id_used": {
        "en": "action_id {id} was already used for another action",
        "pt": "action_id {id} já foi usado para outra ação",
    },
    "server.error.no_game": {"en": "no game {id}", "pt": "não há jogo {id}"},
    "server.error.token_no_seat": {
        "en": "the token does not match any seat of this game",
        "pt": "o token não corresponde a nenhum assento deste jogo",
    },
    "server.error.token_needed": {
        "en": "a seat's token is needed: send Authorization: Bearer TOKEN (or X-Player-Key of a seated player)",
        "pt": "é preciso o token de um assento: envie Authorization: Bearer TOKEN (ou X-Player-Key de um jogador"
        " sentado)",
    },
    "server.error.bearer": {
        "en": "the Authorization header must be 'Bearer TOKEN'",
        "pt": "o cabeçalho Authorization deve ser 'Bearer TOKEN'",
    },
    "server.error.unplayable": {
        "en": "game {id} cannot be played: {why}",
        "pt": "o jogo {id} não pode ser jogado: {why}",
    },
    "server.error.full": {
        "en": "the server holds as many games as it may; try again later",
        "pt": "o servidor já tem todos os jogos que pode; tente mais tarde",
    },
    "server.error.action_json": {
        "en": "'action' is not valid JSON ({why})",
        "pt": "'action' não é JSON válido ({why})",
    },
    "server.error.action_nested": {
        "en": "'action' is nested too deeply",
        "pt": "'action' tem níveis demais",
    },
    # Storage.
    "server.error.storage": {
        "en": "storage unavailable; try again",
        "pt": "armazenamento indisponível" + _RETRY_PT,
    },
    "server.error.not_stored.message": {
        "en": "the message could not be stored; try again",
        "pt": "a mensagem não pôde ser guardada" + _RETRY_PT,
    },
    "server.error.not_stored.game": {
        "en": "the game could not be stored; try again",
        "pt": "o jogo não pôde ser guardado" + _RETRY_PT,
    },
    "server.error.not_stored.action": {
        "en": "the action could not be stored; try again",
        "pt": "a ação não pôde ser guardada" + _RETRY_PT,
    },
    "server.error.not_stored.seat": {
        "en": "the seat could not be stored; try again",
        "pt": "o assento não pôde ser guardado" + _RETRY_PT,
    },
    "server.error.not_stored.player": {
        "en": "the player could not be stored; try again",
        "pt": "o jogador não pôde ser guardado" + _RETRY_PT,
    },
    "server.error.not_stored.name": {
        "en": "the name could not be stored; try again",
        "pt": "o nome não pôde ser guardado" + _RETRY_PT,
    },
    "server.error.not_stored.settings": {
        "en": "the settings could not be stored; try again",
        "pt": "as preferências não puderam ser guardadas" + _RETRY_PT,
    },
    "server.error.not_stored.password": {
        "en": "the password could not be stored; try again",
        "pt": "a senha não pôde ser guardada" + _RETRY_PT,
    },
    "server.error.not_stored.sign_out": {
        "en": "the sign-out could not be stored; try again",
        "pt": "a saída não pôde ser guardada" + _RETRY_PT,
    },
    "server.error.not_stored.sign_in": {
        "en": "the sign-in could not be stored; try again",
        "pt": "a entrada não pôde ser guardada" + _RETRY_PT,
    },
    "server.error.not_stored.undo": {
        "en": "the undo could not be stored; try again",
        "pt": "o desfazer não pôde ser guardado" + _RETRY_PT,
    },
    "server.error.internal": {
        "en": "internal server error {id}: {what}",
        "pt": "erro interno do servidor {id}: {what}",
    },
    # Undo.
    "server.error.undo_not_started": {
        "en": "cannot undo: the game has not started",
        "pt": "não é possível desfazer: o jogo não começou",
    },
    "server.error.undo_computer_seat": {
        "en": "cannot undo: the computer plays this seat for now; make a move to take it back",
        "pt": "não é possível desfazer: o computador joga por este assento agora; faça uma jogada para retomá-lo",
    },
    "server.error.undo_computer_move": {
        "en": "cannot undo: the computer made the last action for you",
        "pt": "não é possível desfazer: o computador fez a última ação por você",
    },
    "server.error.undo": {"en": "cannot undo: {why}", "pt": "não é possível desfazer: {why}"},
    # Why undo is refused (core/undo.py, REASONS), the {why} above.
    "server.error.undo.off": {
        "en": "undo is off in this game (the option 'undo')",
        "pt": "desfazer está desligado neste jogo (a opção 'undo')",
    },
    "server.error.undo.empty": {"en": "no action was made yet", "pt": "nenhuma ação foi feita ainda"},
    "server.error.undo.not_yours": {"en": "the last action is not yours", "pt": "a última ação não é sua"},
    "server.error.undo.turn_passed": {
        "en": "your turn has passed since your last action",
        "pt": "a sua vez passou desde a sua última ação",
    },
    "server.error.undo.chance": {
        "en": "the last action drew on chance (dice, a shuffle or a draw)",
        "pt": "a última ação dependeu da sorte (dados, um embaralhamento ou uma compra de carta)",
    },
    "server.error.undo.irreversible": {
        "en": "the last action cannot be taken back: its {kind} showed chance or a secret",
        "pt": "a última ação não pode ser desfeita: o seu evento {kind} revelou sorte ou um segredo",
    },
    # The lobby.
    "server.error.has_seat": {
        "en": "you already have a seat in this game",
        "pt": "você já tem um assento neste jogo",
    },
    "server.error.no_free_seat": {"en": "the game has no free seat", "pt": "o jogo não tem assento livre"},
    "server.error.seat_not_free": {
        "en": "seat {seat} is not free (free: {free})",
        "pt": "o assento {seat} não está livre (livres: {free})",
    },
    "server.error.not_over": {"en": "the game is not over yet", "pt": "o jogo ainda não acabou"},
    "server.error.rematch": {
        "en": "only a named player of the game may ask for a rematch",
        "pt": "só um jogador com nome deste jogo pode pedir revanche",
    },
    "server.error.creator": {
        "en": "only the game's creator may start it (with their player key)",
        "pt": "só quem criou o jogo pode começá-lo (com a sua chave de jogador)",
    },
    "server.error.started": {"en": "the game has already started", "pt": "o jogo já começou"},
    "server.error.seats_changed": {
        "en": "the seats changed at the same moment (someone joined): look again",
        "pt": "os assentos mudaram no mesmo instante (alguém entrou): veja de novo",
    },
    "server.error.key_needed": {
        "en": "a player key is needed: send X-Player-Key (POST /api/players gives one)",
        "pt": "é preciso uma chave de jogador: envie X-Player-Key (POST /api/players dá uma)",
    },
    "server.error.key_unknown": {
        "en": "the player key does not match any player",
        "pt": "a chave de jogador não corresponde a nenhum jogador",
    },
    # Names, accounts and chat.
    "server.error.name_taken": {
        "en": "the name {name} is taken: choose another",
        "pt": "o nome {name} já está em uso: escolha outro",
    },
    "server.error.name_text": {"en": "'name' must be text", "pt": "'name' deve ser um texto"},
    "server.error.name_empty": {
        "en": "'name' is empty: choose a name of 1 to 24 characters",
        "pt": "'name' está vazio: escolha um nome de 1 a 24 caracteres",
    },
    "server.error.name_long": {
        "en": "'name' is {length} characters long: at most {limit}",
        "pt": "'name' tem {length} caracteres: no máximo {limit}",
    },
    "server.error.name_spelled": {
        "en": "'name' is too long once its characters are spelled out: choose a shorter name",
        "pt": "'name' fica longo demais com os caracteres por extenso: escolha um nome mais curto",
    },
    "server.error.unshowable": {
        "en": "'{field}' holds a character that cannot be shown ({code})",
        "pt": "'{field}' tem um caractere que não pode ser mostrado ({code})",
    },
    "server.error.password_length": {
        "en": "'password' must be {low} to {high} characters long",
        "pt": "'password' deve ter de {low} a {high} caracteres",
    },
    "server.error.password_needed": {
        "en": "'current': the account's current password is needed to change it",
        "pt": "'current': é preciso a senha atual da conta para mudá-la",
    },
    "server.error.password_wrong": {
        "en": "'current' is not the account's password",
        "pt": "'current' não é a senha da conta",
    },
    "server.error.password_race": {
        "en": "the password was changed at the same moment: sign in again",
        "pt": "a senha foi mudada no mesmo instante: entre de novo",
    },
    "server.error.no_password": {
        "en": "this name has no password: signing out would lose it (set a password first)",
        "pt": "este nome não tem senha: sair o perderia (defina uma senha antes)",
    },
    "server.error.sign_in": {
        "en": "the name and password do not match an account",
        "pt": "o nome e a senha não correspondem a uma conta",
    },
    "server.error.sign_ins": {
        "en": "too many failed sign-ins: try again in {minutes} minutes",
        "pt": "tentativas de entrada falhas demais: tente de novo em {minutes} minutos",
    },
    "server.error.text_text": {"en": "'text' must be text", "pt": "'text' deve ser um texto"},
    "server.error.text_empty": {"en": "'text' is empty", "pt": "'text' está vazio"},
    "server.error.text_long": {
        "en": "'text' is {length} characters long: at most {limit}",
        "pt": "'text' tem {length} caracteres: no máximo {limit}",
    },
    "server.error.chat_who": {
        "en": "to chat, send your seat's token, or a player key to talk as a spectator",
        "pt": "para conversar, envie o token do seu assento, ou uma chave de jogador para falar como espectador",
    },
    "server.error.chat_rate": {
        "en": "too many messages: at most {count} every {seconds} s",
        "pt": "mensagens demais: no máximo {count} a cada {seconds} s",
    },
    # New games.
    "server.error.lang": {
        "en": "'lang' must be one of {langs}, not {value}",
        "pt": "'lang' deve ser um de {langs}, não {value}",
    },
    "server.error.no_computer": {
        "en": "no computer player plays {ruleset}",
        "pt": "nenhum jogador do computador joga {ruleset}",
    },
    "server.error.human_level": {
        "en": "seat {seat}: a human seat has no level",
        "pt": "assento {seat}: um assento de pessoa não tem nível",
    },
    "server.error.open_level": {
        "en": "seat {seat}: an open seat has no level",
        "pt": "assento {seat}: um assento aberto não tem nível",
    },
    "server.error.rated_seed": {
        "en": "'rated': a game with a chosen seed cannot be rated (its dice are known)",
        "pt": "'rated': um jogo com semente escolhida não vale para o ranking (os dados são conhecidos)",
    },
    "server.error.rated_person": {
        "en": "'rated': a rated game needs at least one person",
        "pt": "'rated': um jogo ranqueado precisa de ao menos uma pessoa",
    },
    "server.error.no_board": {"en": "ruleset {id} has no board", "pt": "o jogo {id} não tem tabuleiro"},
    # Replays and summaries.
    "server.error.replay_not_over": {
        "en": "the game is not over: a replay shows every seat's hidden cards and objectives and every die, "
        "so it opens when the game has ended",
        "pt": "o jogo não acabou: um replay mostra as cartas e objetivos ocultos de todos e todos os dados, "
        "então abre quando o jogo termina",
    },
    "server.error.summary_not_over": {
        "en": "game {id} is not over: its {what} is given once it has ended",
        "pt": "o jogo {id} não acabou: {what} é dado quando ele termina",
    },
    "server.error.replaying": {
        "en": "the server is replaying other uploads: try again in a minute",
        "pt": "o servidor está reproduzindo outros envios: tente de novo em um minuto",
    },
    "server.error.rebuilding": {
        "en": "the server is rebuilding other replays: try again in a moment",
        "pt": "o servidor está refazendo outros replays: tente de novo em instantes",
    },
    "server.error.step": {
        "en": "'step' must be between 0 and {last} (the game has {count} actions), not {step}",
        "pt": "'step' deve estar entre 0 e {last} (o jogo tem {count} ações), não {step}",
    },
    "server.error.lone_surrogate": {
        "en": "holds text that is not valid Unicode (a lone surrogate)",
        "pt": "contém texto que não é Unicode válido (um surrogate isolado)",
    },
    "server.error.upload_empty": {
        "en": "the body is empty: send a warroom save file (the JSON of GET /api/games/{{id}}/save)",
        "pt": "o corpo está vazio: envie um arquivo de jogo salvo do warroom (o JSON de GET /api/games/{{id}}/save)",
    },
    "server.error.upload_utf8": {
        "en": "the save is not UTF-8 text ({reason} at byte {at})",
        "pt": "o jogo salvo não é texto UTF-8 ({reason} no byte {at})",
    },
    "server.error.upload_json": {
        "en": "the save is not valid JSON ({reason})",
        "pt": "o jogo salvo não é JSON válido ({reason})",
    },
    "server.error.upload_seat_save": {
        "en": "this is a seat save (what one seat could see while the game went on): it holds no seed, so its "
        "hidden cards and dice cannot be replayed; download the game's save again once the game is over",
        "pt": "este é o jogo salvo de um assento (o que um assento podia ver durante o jogo): não tem a semente, "
        "então as cartas ocultas e os dados não podem ser reproduzidos; baixe de novo o jogo salvo da partida "
        "quando ela acabar",
    },
    "server.error.upload_actions": {
        "en": "the save holds {count} actions; at most {most} are replayed",
        "pt": "o jogo salvo tem {count} ações; no máximo {most} são reproduzidas",
    },
    "server.error.upload_file_option": {
        "en": "the save: option '{name}' names a file on the server's machine, which a save may not",
        "pt": "o jogo salvo: a opção '{name}' nomeia um arquivo na máquina do servidor, o que um jogo salvo não pode",
    },
    "server.error.upload_engine": {
        "en": "the save does not replay: the engine failed on it ({kind})",
        "pt": "o jogo salvo não pode ser reproduzido: o motor falhou nele ({kind})",
    },
    "server.error.save_size": {
        "en": "the save is larger than the limit of {limit} bytes",
        "pt": "o arquivo salvo passa do limite de {limit} bytes",
    },
    # Signals.
    "server.error.webhook_length": {
        "en": "'webhook' must be a URL of at most 500 characters",
        "pt": "'webhook' deve ser uma URL de no máximo 500 caracteres",
    },
    "server.error.webhook_scheme": {
        "en": "'webhook' must be an http:// or https:// URL",
        "pt": "'webhook' deve ser uma URL http:// ou https://",
    },
    "server.error.email": {
        "en": "'email' must be an e-mail address such as ana@example.org",
        "pt": "'email' deve ser um endereço de e-mail como ana@example.org",
    },
    # Limits.
    "server.error.requests": {
        "en": "too many requests: at most {rate} a second per client",
        "pt": "pedidos demais: no máximo {rate} por segundo por cliente",
    },
    "server.error.sockets": {
        "en": "too many connections: at most {count} per client",
        "pt": "conexões demais: no máximo {count} por cliente",
    },
    # Starting a game, limits and uploads (new_games.py, players.py, replay_book.py, lobby.py, archive.py).
    "server.error.seed_for_practice": {
        "en": "'seed': a chosen seed would tell every player the others' secrets and the dice to come; "
        "it is for practice against the computer (at most one person), and this game has {people}",
        "pt": "'seed': uma semente escolhida contaria a todos os jogadores os segredos dos outros e os dados que "
        "virão; ela é para treinar contra o computador (no máximo uma pessoa), e este jogo tem {people}",
    },
    "server.error.undo_for_practice": {
        "en": "option 'undo' is for practice games with one person (the other seats computers); this game has {people}",
        "pt": "a opção 'undo' é para jogos de treino com uma pessoa (os outros assentos, computadores); este jogo "
        "tem {people}",
    },
    "server.error.too_many_new_players": {
        "en": "too many new players: at most {count} every {minutes} minutes",
        "pt": "jogadores novos demais: no máximo {count} a cada {minutes} minutos",
    },
    "server.error.too_many_password_changes": {
        "en": "too many password changes: at most {count} every {minutes} minutes",
        "pt": "trocas de senha demais: no máximo {count} a cada {minutes} minutos",
    },
    "server.error.too_many_uploads": {
        "en": "too many uploads: at most {count} per client every {seconds} s",
        "pt": "envios demais: no máximo {count} por cliente a cada {seconds} s",
    },
    "server.error.no_upload": {
        "en": "no uploaded replay {id}: uploads are kept {minutes} minutes",
        "pt": "não há replay enviado {id}: os envios são guardados por {minutes} minutos",
    },
    "server.error.not_dealt_again": {
        "en": "game {id} cannot be dealt again",
        "pt": "o jogo {id} não pode ser distribuído de novo",
    },
    "server.error.lobby_status": {
        "en": "'status' must be one of {statuses}, not {status}",
        "pt": "'status' deve ser um de {statuses}, não {status}",
    },
}

#: Frames around another message (``{problem}``), raised as messages of the text layer only: as templates
#: matched against English text they would match almost anything that begins the same way.
SERVER_FRAME_WORDS: Catalogue = {
    "server.error.action_problem": {"en": "'action' {problem}", "pt": "'action' {problem}"},
    "server.error.upload_problem": {"en": "the save {problem}", "pt": "o jogo salvo {problem}"},
}

register_catalogue("server_errors", SERVER_ERROR_WORDS)
register_catalogue("server_frames", SERVER_FRAME_WORDS)


@cache
def _patterns() -> list[tuple[re.Pattern[str], str]]:
    """Each English template as an anchored pattern whose named groups are its fields, longest first (a
    template is never shadowed by a shorter, looser one)."""
    out = []
    for key, entry in SERVER_ERROR_WORDS.items():
        parts = []
        for literal, field, _spec, _conv in string.Formatter().parse(entry["en"]):
            parts.append(re.escape(literal))
            if field is not None:
                parts.append(f"(?P<{field}>.+?)")
        out.append((re.compile("^" + "".join(parts) + "$", re.DOTALL), key))
    out.sort(key=lambda pair: -len(SERVER_ERROR_WORDS[pair[1]]["en"]))
    return out


#: How deep reasons inside reasons are translated: the server nests at most two, and a message nested
#: thousands deep (were one ever built from what a client sent) must not exhaust the stack.
_MAX_DEPTH = 4


def translate(message: str, lang: str, depth: int = 0) -> str:
    """``message`` (an English error text of the server) in ``lang``: the same text in English, or where no
    template matches it."""
    if lang == "en" or lang not in LANGS or depth > _MAX_DEPTH:
        return message
    for pattern, key in _patterns():
        found = pattern.match(message)
        if found:
            # A reason inside a message ("cannot undo: {why}") may be one of these messages itself.
            values = {k: translate(v, lang, depth + 1) if k == "why" else v for k, v in found.groupdict().items()}
            return SERVER_ERROR_WORDS[key][lang].format(**values)
    return message


def request_lang(value: str | None) -> str:
    """The language an answer is worded in: the request's ``lang`` where it is one the server speaks, else
    English (a bad ``lang`` is itself refused in English)."""
    return value if value in LANGS else "en"
