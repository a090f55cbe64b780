"""Grow's WAR (ruleset id ``war``): see docs/rules/war.md."""
