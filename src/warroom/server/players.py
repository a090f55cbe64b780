"""Players: a display name a person chooses, and the secret key their browser keeps to be them again.

A name is 1-24 characters once trimmed (inner runs of spaces become one), printable, and unique up to
case and spacing, so that a name on a seat tells people apart. It is stored as typed and always shown as
text (the web client never renders it as HTML). The key is shown once, when the player is created, and
stored only as its SHA-256, like a seat's token. A player may make their name an account with a password
(hashed with Argon2id); signing in with it from another device gives that device a key of its own.
"""

from __future__ import annotations

import hashlib
import secrets
import threading
import unicodedata
from dataclasses import dataclass

import argon2
from sqlalchemy import Engine, select
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from warroom.server.db import now, player_keys_table, players_table
from warroom.server.errors import ServiceError
from warroom.server.limits import Recent

#: The longest display name, in characters.
MAX_NAME = 24
#: Keys longer than this are refused without a look-up.
MAX_KEY = 200
#: Devices an account may be signed in on at once (the oldest key goes first).
MAX_KEYS = 20
#: An account's password, in characters.
MIN_PASSWORD = 8
MAX_PASSWORD = 200
#: Failed sign-ins allowed per name and per client within the window.
MAX_FAILURES = 10
FAILURE_WINDOW_S = 600.0
#: New players a client may make, and password changes a player may make: (count, seconds).
NEW_PLAYERS = (20, 3600.0)
PASSWORD_CHANGES = (5, 3600.0)
_HASHER = argon2.PasswordHasher()


@dataclass(frozen=True)
class Player:
    """A named player: its id and display name."""

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
    key = unicodedata.normalize("NFKC", name).casefold()
    if len(key) > 64:  # a few characters expand many times over when folded
        raise ServiceError(422, "'name' is too long once its characters are spelled out: choose a shorter name")
    return name, key


def hash_key(key: str) -> str:
    """The SHA-256 of a player's key, in hex: what is stored instead of the key."""
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()


class Players:
    """The players of the server, read through a small cache (names change rarely)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._lock = threading.Lock()
        self._by_id: dict[str, Player] = {}
        self._failures = Recent(FAILURE_WINDOW_S)
        #: Rate counters by window length (new players, password changes).
        self._events: dict[float, Recent] = {}
        self._hashing = threading.BoundedSemaphore(2)

    def create(self, raw_name: object, client: str = "") -> tuple[Player, str]:
        """A new player with this name, and their key (shown only now); 409 if the name is taken, 429 when
        ``client`` made too many players lately."""
        name, name_key = clean_name(raw_name)
        self._count(f"players {client}", NEW_PLAYERS, "new players")
        key = secrets.token_urlsafe(24)
        player = Player(secrets.token_urlsafe(9), name)
        values = {"id": player.id, "name": name, "name_key": name_key, "created": now()}
        try:
            with self.engine.begin() as conn:
                conn.execute(players_table.insert().values(**values))
                conn.execute(
                    player_keys_table.insert().values(key_hash=hash_key(key), player_id=player.id, created=now())
                )
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
                select(players_table.c.id, players_table.c.name)
                .join(player_keys_table, player_keys_table.c.player_id == players_table.c.id)
                .where(player_keys_table.c.key_hash == hash_key(key))
            ).first()
        if row is None:
            raise ServiceError(403, "the player key does not match any player")
        player = Player(row.id, row.name)
        with self._lock:
            self._by_id[player.id] = player
        return player

    def rename(self, player: Player, raw_name: object) -> Player:
        """The player with a new display name, stored; 422 for a bad name, 409 for one taken, 503 if it cannot
        be stored."""
        name, name_key = clean_name(raw_name)
        try:
            with self.engine.begin() as conn:
                conn.execute(
                    players_table.update().where(players_table.c.id == player.id).values(name=name, name_key=name_key)
                )
        except IntegrityError:
            raise ServiceError(409, f"the name {name!r} is taken: choose another") from None
        except SQLAlchemyError:
            raise ServiceError(503, "the name could not be stored; try again") from None
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
        """Store where the player's "your turn" signals go (None: nowhere); 503 if it cannot be stored."""
        try:
            with self.engine.begin() as conn:
                values = {"webhook": webhook, "email": email}
                conn.execute(players_table.update().where(players_table.c.id == player.id).values(**values))
        except SQLAlchemyError:
            raise ServiceError(503, "the settings could not be stored; try again") from None

    def contacts(self, player_id: str) -> tuple[str, str | None, str | None] | None:
        """A player's name, webhook and e-mail address, for the signals; None for no such player."""
        with self.engine.connect() as conn:
            row = conn.execute(
                select(players_table.c.name, players_table.c.webhook, players_table.c.email).where(
                    players_table.c.id == player_id
                )
            ).first()
        return None if row is None else (row.name, row.webhook, row.email)

    # -- accounts ----------------------------------------------------------------------------------------

    def has_account(self, player: Player) -> bool:
        """Whether the player's name has a password (signs in from another device)."""
        return self._password_hash(player) is not None

    def set_password(self, player: Player, key: str, password: object, current: object = None) -> int:
        """Make the player an account, or change its password: the name and this password sign in from another
        device. Changing a password needs the ``current`` one (a key found on a borrowed computer must not be
        enough to take the account), and signs every other device out; answers how many were signed out."""
        if not isinstance(password, str) or not MIN_PASSWORD <= len(password) <= MAX_PASSWORD:
            raise ServiceError(422, f"'password' must be {MIN_PASSWORD} to {MAX_PASSWORD} characters long")
        stored = self._password_hash(player)
        if stored is not None:
            if not isinstance(current, str) or not current:
                raise ServiceError(403, "'current': the account's current password is needed to change it")
            # Wrong guesses count like failed sign-ins, per key: whoever holds a stolen key can neither guess
            # on for ever nor, by guessing, use up the owner's password changes.
            guesser = f"current {hash_key(key)}"  # per key: the owner's own key is never locked out
            self._throttle(guesser, guesser)
            if not self._verify(stored, current):
                self._failed(guesser, guesser)
                raise ServiceError(403, "'current' is not the account's password")
        self._count(f"password {player.id}", PASSWORD_CHANGES, "password changes")
        hashed = self._hash(password)
        c = players_table.c
        # Changed only if the password is still the one checked: of two changes at once, one wins.
        same = c.password_hash.is_(None) if stored is None else c.password_hash == stored
        try:
            with self.engine.begin() as conn:
                changed = conn.execute(
                    players_table.update().where(c.id == player.id, same).values(password_hash=hashed)
                )
                if changed.rowcount != 1:
                    raise ServiceError(409, "the password was changed at the same moment: sign in again")
                return self._drop_keys(conn, player, keep=key) if stored is not None else 0
        except SQLAlchemyError:
            raise ServiceError(503, "the password could not be stored; try again") from None

    def sign_out(self, player: Player, key: str) -> None:
        """Forget this device's key. Only an account may: a name without a password would be lost for good."""
        if not self.has_account(player):
            raise ServiceError(409, "this name has no password: signing out would lose it (set a password first)")
        try:
            with self.engine.begin() as conn:
                conn.execute(player_keys_table.delete().where(player_keys_table.c.key_hash == hash_key(key)))
        except SQLAlchemyError:
            raise ServiceError(503, "the sign-out could not be stored; try again") from None

    def sign_out_others(self, player: Player, key: str) -> int:
        """Forget every key of the player but this device's (a lost phone, a shared computer)."""
        try:
            with self.engine.begin() as conn:
                return self._drop_keys(conn, player, keep=key)
        except SQLAlchemyError:
            raise ServiceError(503, "the sign-out could not be stored; try again") from None

    def _drop_keys(self, conn: Connection, player: Player, keep: str) -> int:
        dropped = conn.execute(
            player_keys_table.delete().where(
                player_keys_table.c.player_id == player.id, player_keys_table.c.key_hash != hash_key(keep)
            )
        )
        return int(dropped.rowcount or 0)

    def _password_hash(self, player: Player) -> str | None:
        with self.engine.connect() as conn:
            found = conn.execute(select(players_table.c.password_hash).where(players_table.c.id == player.id)).scalar()
        return None if found is None else str(found)

    def _verify(self, stored: str, password: str) -> bool:
        try:
            with self._hashing:
                _HASHER.verify(stored, password)
        except argon2.exceptions.VerificationError:
            return False
        return True

    def sign_in(self, raw_name: object, password: object, client: str) -> tuple[Player, str]:
        """A new key for the account ``raw_name`` if ``password`` is its password; 403 otherwise (the same
        answer for an unknown name, so names cannot be probed), 429 after too many failures."""
        _name, name_key = clean_name(raw_name)
        self._throttle(name_key, client)
        with self.engine.connect() as conn:
            row = conn.execute(select(players_table).where(players_table.c.name_key == name_key)).first()
        refused = ServiceError(403, "the name and password do not match an account")
        if row is None or row.password_hash is None or not isinstance(password, str):
            self._hash("spend the same time as a check")  # no shortcut that tells names apart
            self._failed(name_key, client)
            raise refused
        if not self._verify(row.password_hash, password):
            self._failed(name_key, client)
            raise refused
        key = secrets.token_urlsafe(24)
        try:
            with self.engine.begin() as conn:
                # The key is made only if the password is still the one just checked (the row locked until the
                # commit on PostgreSQL): a sign-in racing a password change never outlives the change.
                c = players_table.c
                now_hash = conn.execute(select(c.password_hash).where(c.id == row.id).with_for_update()).scalar()
                if now_hash != row.password_hash:
                    raise ServiceError(403, "the name and password do not match an account")
                keyed = {"key_hash": hash_key(key), "player_id": row.id, "created": now()}
                conn.execute(player_keys_table.insert().values(**keyed))
                self._keep_newest_keys(conn, row.id)
        except SQLAlchemyError:
            raise ServiceError(503, "the sign-in could not be stored; try again") from None
        return Player(row.id, row.name), key

    @staticmethod
    def _keep_newest_keys(conn: Connection, player_id: str) -> None:
        """At most ``MAX_KEYS`` devices per account: signing in once more forgets the oldest."""
        k = player_keys_table.c
        old = conn.execute(
            select(k.key_hash).where(k.player_id == player_id).order_by(k.created.desc()).offset(MAX_KEYS)
        ).scalars()
        stale = list(old)
        if stale:
            conn.execute(player_keys_table.delete().where(k.key_hash.in_(stale)))

    def _hash(self, password: str) -> str:
        # Argon2 costs 64 MiB and ~0.1 s a hash: two at a time at most, whoever asks.
        with self._hashing:
            return _HASHER.hash(password)

    def _count(self, what: str, limit: tuple[int, float], words: str) -> None:
        """Count one more ``what`` (e.g. a client's new players); 429 past ``limit`` (count, seconds)."""
        count, window = limit
        recent = self._events.setdefault(window, Recent(window))
        if not recent.take(what, count):
            raise ServiceError(429, f"too many {words}: at most {count} every {window / 60:g} minutes")

    def _throttle(self, name_key: str, client: str) -> None:
        # Counted per client and per (name, client): a stranger's failures never lock the owner out.
        for who in (f"{name_key}\n{client}", client):
            if self._failures.count(who) >= MAX_FAILURES:
                raise ServiceError(429, f"too many failed sign-ins: try again in {FAILURE_WINDOW_S / 60:g} minutes")

    def _failed(self, name_key: str, client: str) -> None:
        for who in (f"{name_key}\n{client}", client):
            self._failures.add(who)
