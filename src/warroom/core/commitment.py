"""Verifiable dice: a game's seed is committed to at its start and revealed at its end.

The commitment is the SHA-256 of the seed and a random salt. Published while the game goes on, it tells
nothing of the seed (the salt is 128 random bits); once the seed and salt are revealed, anyone can check
that the game was played from the seed committed to, and replaying the save checks every die.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets


def new_seed() -> int:
    """A game seed from the operating system's cryptographic random source."""
    return secrets.randbits(62)


def new_salt() -> str:
    """A fresh salt: 128 random bits as 32 hexadecimal digits."""
    return secrets.token_hex(16)


def seed_commitment(seed: int, salt: str) -> str:
    """The commitment to ``seed`` under ``salt``: SHA-256 of ``"warroom-seed:{seed}:{salt}"``, hex."""
    return hashlib.sha256(f"warroom-seed:{seed}:{salt}".encode()).hexdigest()


def commitment_holds(seed: int, salt: str, commitment: str) -> bool:
    """Whether ``commitment`` is the commitment to ``seed`` under ``salt``."""
    return hmac.compare_digest(seed_commitment(seed, salt), commitment.lower())
