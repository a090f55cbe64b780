"""Computer players. All of them drive games through the public interface only."""

from warroom.agents.base import Agent, make_agent

__all__ = ["Agent", "make_agent"]
