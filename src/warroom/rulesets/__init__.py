"""Built-in rulesets. Importing this package registers each of them with the core registry."""

from warroom.rulesets import imperialism, titles, war, war_cards, war_imperio_romano, ww4  # noqa: F401
