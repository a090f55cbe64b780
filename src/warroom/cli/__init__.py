"""The ``warroom`` command line: rulesets, boards, simulation, replays and terminal play."""
