"""Players: a display name a person chooses, and the secret key their browser keeps to be them again.

A name is 1-24 characters once trimmed (inner runs of spaces become one), printable, and unique up to
case and spacing, so that a name on a seat tells people apart. It is stored as typed and always shown as
text (the web client never renders it as HTML). The key is shown once, when the player is created, and
stored only as its SHA-256, like a seat's token.
"""

from __future__ import annotations

import hashlib
import secrets
import threading
import unicodedata
from dataclasses import dataclass

from sqlalchemy import Engine, select
from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from warroom.server.db import now, players_table
from warroom.server.errors import ServiceError

#: The longest display name, in characters.
MAX_NAME = 24
#: Keys longer than this are refused without a look-up.
MAX_KEY = 200


@dataclass(frozen=True)
class Player:
    id: str
    name: str


def clean_name(raw: object) -> tuple[str, str]:
    """A display name as stored and its comparison key; 422 naming what is wrong otherwise."""
    if not isinstance(raw, str):
        raise ServiceError(422, "'name' must be text")
    name = " ".join(raw.split())
    if not name:
        raise ServiceError(422, "'name' is empty: choose a name of 1 to 24 characters")
    if len(name) > MAX_NAME:
        raise ServiceError(422, f"'name' is {len(name)} characters long: at most {MAX_NAME}")
    for c in name:
        if unicodedata.category(c) in {"Cc", "Cf", "Cs", "Co", "Cn"}:
            raise ServiceError(422, f"'name' holds a character that cannot be shown (U+{ord(c):04X})")
    return name, unicodedata.normalize("NFKC", name).casefold()


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()


class Players:
    """The players of the server, read through a small cache (names change rarely)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._lock = threading.Lock()
        self._by_id: dict[str, Player] = {}

    def create(self, raw_name: object) -> tuple[Player, str]:
        """A new player with this name, and their key (shown only now); 409 if the name is taken."""
        name, name_key = clean_name(raw_name)
        key = secrets.token_urlsafe(24)
        player = Player(secrets.token_urlsafe(9), name)
        values = {"id": player.id, "name": name, "name_key": name_key, "key_hash": hash_key(key), "created": now()}
        try:
            with self.engine.begin() as conn:
                conn.execute(players_table.insert().values(**values))
        except IntegrityError:
            raise ServiceError(409, f"the name {name!r} is taken: choose another") from None
        except SQLAlchemyError:
            raise ServiceError(503, "the player could not be stored; try again") from None
        with self._lock:
            self._by_id[player.id] = player
        return player, key

    def by_key(self, key: str | None) -> Player | None:
        """The player a key opens; None for no key; 403 for a key of nobody."""
        if key is None or key == "":
            return None
        if len(key) > MAX_KEY:
            raise ServiceError(403, "the player key does not match any player")
        with self.engine.connect() as conn:
            row = conn.execute(
                select(players_table.c.id, players_table.c.name).where(players_table.c.key_hash == hash_key(key))
            ).first()
        if row is None:
            raise ServiceError(403, "the player key does not match any player")
        player = Player(row.id, row.name)
        with self._lock:
            self._by_id[player.id] = player
        return player

    def rename(self, player: Player, raw_name: object) -> Player:
        name, name_key = clean_name(raw_name)
        try:
            with self.engine.begin() as conn:
                conn.execute(
                    players_table.update().where(players_table.c.id == player.id).values(name=name, name_key=name_key)
                )
        except IntegrityError:
            raise ServiceError(409, f"the name {name!r} is taken: choose another") from None
        renamed = Player(player.id, name)
        with self._lock:
            self._by_id[player.id] = renamed
        return renamed

    def name_of(self, player_id: str | None) -> str | None:
        """A player's display name (None for no player, or one the database no longer has)."""
        if player_id is None:
            return None
        with self._lock:
            found = self._by_id.get(player_id)
        if found is not None:
            return found.name
        with self.engine.connect() as conn:
            name = conn.execute(select(players_table.c.name).where(players_table.c.id == player_id)).scalar()
        if name is None:
            return None
        with self._lock:
            self._by_id[player_id] = Player(player_id, name)
        return str(name)

    # -- signals -----------------------------------------------------------------------------------------

    def signals(self, player: Player) -> dict[str, str | None]:
        """Where the player's "your turn" signals go (only the player reads this)."""
        with self.engine.connect() as conn:
            row = conn.execute(
                select(players_table.c.webhook, players_table.c.email).where(players_table.c.id == player.id)
            ).first()
        return {"webhook": row.webhook if row else None, "email": row.email if row else None}

    def set_signals(self, player: Player, webhook: str | None, email: str | None) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                players_table.update().where(players_table.c.id == player.id).values(webhook=webhook, email=email)
            )

    def contacts(self, player_id: str) -> tuple[str, str | None, str | None] | None:
        """A player's name, webhook and e-mail address, for the signals; None for no such player."""
        with self.engine.connect() as conn:
            row = conn.execute(
                select(players_table.c.name, players_table.c.webhook, players_table.c.email).where(
                    players_table.c.id == player_id
                )
            ).first()
        return None if row is None else (row.name, row.webhook, row.email)
