"""What computer players share with the rulesets: the agent interface and the registry of agent specs.

Below both :mod:`warroom.rulesets` (their greedy players register here) and :mod:`warroom.agents` (which
imports the rulesets), so neither needs the other's package to import.
"""
