"""Rich renderings of boards, player views, events and results for the terminal.

Each ruleset may register a :class:`Renderer` (a view renderer and optionally an event describer)
under its id; anything without one gets the generic rendering, a pretty tree of the view's data.
Renderers only ever receive what ``game.view(player)`` returned, so they cannot show secrets the
view does not hold. The machinery lives in :mod:`warroom.cli.render_base`, WAR's rendering in
:mod:`warroom.cli.render_war`; this module gathers them (importing it registers every ruleset).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import RenderableType

from warroom.cli.render_base import (
    COLOUR_STYLES as COLOUR_STYLES,
)
from warroom.cli.render_base import (
    GENERIC as GENERIC,
)
from warroom.cli.render_base import (
    EventDescriber as EventDescriber,
)
from warroom.cli.render_base import (
    Renderer as Renderer,
)
from warroom.cli.render_base import (
    ViewRenderer as ViewRenderer,
)
from warroom.cli.render_base import (
    describe_event as describe_event,
)
from warroom.cli.render_base import (
    event_describer as event_describer,
)
from warroom.cli.render_base import (
    generic_view as generic_view,
)
from warroom.cli.render_base import (
    register_renderer as register_renderer,
)
from warroom.cli.render_base import (
    render_board as render_board,
)
from warroom.cli.render_base import (
    render_view as render_view,
)
from warroom.cli.render_base import (
    renderer_for as renderer_for,
)
from warroom.cli.render_base import (
    seat_name as seat_name,
)
from warroom.cli.render_base import (
    space_name as space_name,
)
from warroom.cli.render_imperialism import imperialism_event as imperialism_event
from warroom.cli.render_imperialism import render_imperialism as render_imperialism
from warroom.cli.render_war import (
    PiecesText as PiecesText,
)
from warroom.cli.render_war import (
    render_war as render_war,
)
from warroom.cli.render_war import (
    render_war_imperio_romano as render_war_imperio_romano,
)
from warroom.cli.render_war import (
    war_card_name as war_card_name,
)
from warroom.cli.render_war import (
    war_event as war_event,
)
from warroom.cli.render_war import (
    war_seat_text as war_seat_text,
)
from warroom.cli.render_war_cards import render_war_cards as render_war_cards
from warroom.cli.render_war_cards import war_cards_event as war_cards_event
from warroom.cli.speech import (
    result_lines as result_lines,
)
from warroom.core.game import Game
from warroom.core.log import Event

# -- War Cards ---------------------------------------------------------------------------------
# The renderer and its words live in warroom/cli/render_war_cards.py; its events are the ruleset's narration.
register_renderer("war-cards", render_war_cards, war_cards_event)


# -- War! Age of Imperialism ------------------------------------------------------------------------
# The renderer and its table's words live in warroom/cli/render_imperialism.py; its events are the
# ruleset's narration (rulesets/imperialism/narrate.py), rendered in the reader's language.
register_renderer("imperialism-basic", render_imperialism, imperialism_event)
register_renderer("imperialism-standard", render_imperialism, imperialism_event)
register_renderer("imperialism-advanced", render_imperialism, imperialism_event)


# -- World War IV ------------------------------------------------------------------------------------------
# The renderer is cli/render_ww4.py (its words in English and Portuguese), imported when first used.


def render_ww4(game: Game, view: Mapping[str, Any], lang: str) -> RenderableType:
    """World War IV: nations, lands by continent, ships, the combat in progress, the effects in force."""
    from warroom.cli.render_ww4 import render_ww4 as render

    return render(game, view, lang)


def ww4_event(game: Game, event: Event, actor: int | None, viewer: int | None, lang: str) -> str | None:
    """World War IV events, a sentence each in ``lang`` (the ruleset's messages: Game.narrate, Game.say)."""
    from warroom.cli.render_ww4 import ww4_event as describe

    return describe(game, event, actor, viewer, lang)


register_renderer("ww4", render_ww4, ww4_event)
