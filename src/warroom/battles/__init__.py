"""Combat systems, one module each: resolution with the game's dice, and exact odds."""
