"""Actions and the ActionCodec: JSON round trips for every WAR action, and every decode error."""

from __future__ import annotations

import dataclasses
import functools
import json
import re
from typing import Any, ClassVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from warroom.core.actions import Action, ActionCodec
from warroom.core.errors import IllegalAction, WarroomError
from warroom.core.registry import get_ruleset, list_rulesets
from warroom.rulesets.war.actions import (
    CODEC,
    END_ATTACKS,
    END_TURN,
    Attack,
    EndAttacks,
    EndTurn,
    Move,
    Occupy,
    Place,
    Trade,
)

KNOWN = "attack, end_attacks, end_turn, move, occupy, place, trade"

EXAMPLES: list[tuple[Action, dict[str, Any]]] = [
    (Trade(("brazil", "peru", "wild-1")), {"type": "trade", "cards": ["brazil", "peru", "wild-1"]}),
    (Place("brazil"), {"type": "place", "territory": "brazil"}),
    (Attack("brazil", "peru", 3), {"type": "attack", "source": "brazil", "target": "peru", "dice": 3}),
    (Occupy(2), {"type": "occupy", "armies": 2}),
    (EndAttacks(), {"type": "end_attacks"}),
    (Move("brazil", "argentina", 5), {"type": "move", "source": "brazil", "target": "argentina", "armies": 5}),
    (EndTurn(), {"type": "end_turn"}),
]


def test_the_war_codec_knows_exactly_the_seven_actions() -> None:
    assert sorted(CODEC.classes) == KNOWN.split(", ")
    assert {cls for cls in CODEC.classes.values()} == {Trade, Place, Attack, Occupy, EndAttacks, Move, EndTurn}
    assert {type(a) for a, _ in EXAMPLES} == set(CODEC.classes.values())


@pytest.mark.parametrize(("action", "expected"), EXAMPLES, ids=[a.type_name for a, _ in EXAMPLES])
def test_every_war_action_round_trips_through_json(action: Action, expected: dict[str, Any]) -> None:
    encoded = action.to_json()
    assert encoded == expected
    text = json.dumps(encoded)
    decoded = CODEC.decode(json.loads(text))
    assert decoded == action and type(decoded) is type(action)
    assert hash(decoded) == hash(action)
    assert decoded.to_json() == expected


def test_list_fields_decode_to_tuples() -> None:
    trade = CODEC.decode({"type": "trade", "cards": ["a", "b", "c"]})
    assert isinstance(trade, Trade) and trade.cards == ("a", "b", "c")
    assert CODEC.decode({"type": "trade", "cards": ("a", "b", "c")}) == trade
    assert CODEC.decode({"type": "trade", "cards": []}) == Trade(())
    # the codec checks shapes, not rules: a wrong number of cards is the ruleset's to refuse
    assert CODEC.decode({"type": "trade", "cards": ["a"]}) == Trade(("a",))


def test_the_shared_end_actions_equal_fresh_ones() -> None:
    assert EndAttacks() == END_ATTACKS and EndTurn() == END_TURN
    assert CODEC.decode({"type": "end_attacks"}) != END_TURN
    assert CODEC.decode({"type": "end_turn"}) == END_TURN


def test_actions_are_immutable() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        Place("brazil").territory = "peru"  # type: ignore[misc]


def test_decoding_an_action_returns_it_unchanged() -> None:
    action = Attack("brazil", "peru", 2)
    assert CODEC.decode(action) is action


def test_describe_names_the_type_and_fields() -> None:
    assert Attack("brazil", "peru", 2).describe() == "attack(source='brazil', target='peru', dice=2)"
    assert EndTurn().describe() == "end_turn()"
    assert Trade(("a", "b", "c")).describe() == "trade(cards=('a', 'b', 'c'))"


def decode_error(obj: Any) -> str:
    with pytest.raises(IllegalAction) as info:
        CODEC.decode(obj)
    assert isinstance(info.value, WarroomError)
    return str(info.value)


@pytest.mark.parametrize(
    ("obj", "kind"),
    [("place", "str"), (["place", "brazil"], "list"), (None, "NoneType"), (3, "int"), (2.5, "float")],
)
def test_an_action_must_be_a_json_object(obj: Any, kind: str) -> None:
    assert decode_error(obj) == f"an action must be a JSON object, not {kind}"


@pytest.mark.parametrize(("type_name", "shown"), [("fly", "'fly'"), (None, "None"), (7, "7"), ("Place", "'Place'")])
def test_unknown_type_lists_the_known_ones(type_name: Any, shown: str) -> None:
    obj = {} if type_name is None else {"type": type_name}
    assert decode_error(obj) == f"unknown action type {shown}; this ruleset knows: {KNOWN}"


def test_unknown_fields_are_named_sorted() -> None:
    message = decode_error({"type": "place", "territory": "brazil", "zeta": 1, "armies": 2})
    assert message == "action 'place' has unknown fields: armies, zeta"
    assert decode_error({"type": "end_turn", "player": 0}) == "action 'end_turn' has an unknown field: player"


@pytest.mark.parametrize(
    ("obj", "missing"),
    [
        ({"type": "place"}, ("place", "territory")),
        ({"type": "attack", "source": "brazil", "target": "peru"}, ("attack", "dice")),
        ({"type": "attack", "dice": 1}, ("attack", "source")),
        ({"type": "move", "source": "a", "target": "b"}, ("move", "armies")),
        ({"type": "trade"}, ("trade", "cards")),
        ({"type": "occupy"}, ("occupy", "armies")),
    ],
)
def test_missing_fields_are_named(obj: dict[str, Any], missing: tuple[str, str]) -> None:
    assert decode_error(obj) == f"action '{missing[0]}' is missing the field '{missing[1]}'"


@pytest.mark.parametrize(
    ("obj", "field", "kind", "got"),
    [
        ({"type": "place", "territory": 7}, "territory", "a string", "7"),
        ({"type": "place", "territory": None}, "territory", "a string", "None"),
        ({"type": "attack", "source": "a", "target": "b", "dice": "3"}, "dice", "a whole number", "'3'"),
        ({"type": "attack", "source": "a", "target": "b", "dice": 2.0}, "dice", "a whole number", "2.0"),
        ({"type": "occupy", "armies": [2]}, "armies", "a whole number", "[2]"),
        ({"type": "move", "source": "a", "target": ["b"], "armies": 1}, "target", "a string", "['b']"),
        ({"type": "trade", "cards": ["a", 2, "c"]}, "cards", "a string", "2"),
    ],
)
def test_wrong_field_types_name_the_field_and_value(obj: dict[str, Any], field: str, kind: str, got: str) -> None:
    message = decode_error(obj)
    pattern = rf"action '{obj['type']}' field '{field}' must be {kind}, got {re.escape(got)}"
    assert re.fullmatch(pattern, message), message


@pytest.mark.parametrize("flag", [True, False])
def test_a_bool_is_not_a_whole_number(flag: bool) -> None:
    message = decode_error({"type": "attack", "source": "a", "target": "b", "dice": flag})
    assert message == "action 'attack' field 'dice' must be a whole number"
    assert decode_error({"type": "occupy", "armies": flag}) == "action 'occupy' field 'armies' must be a whole number"


@pytest.mark.parametrize("cards", ["a,b,c", {"a": 1}, 3, None])
def test_a_list_field_must_be_a_list(cards: Any) -> None:
    assert decode_error({"type": "trade", "cards": cards}) == "action 'trade' field 'cards' must be a list"


def test_a_bool_str_field_is_refused() -> None:
    message = decode_error({"type": "place", "territory": True})
    assert re.fullmatch(r"action 'place' field 'territory' must be a string, got True", message), message


# -- a codec over other action classes: the core is not tied to WAR -----------------------------------


@dataclasses.dataclass(frozen=True, slots=True)
class Vote(Action):
    type_name: ClassVar[str] = "vote"
    yes: bool
    weight: int
    tags: tuple[str, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Bid(Action):
    type_name: ClassVar[str] = "bid"
    amounts: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Price(Action):
    type_name: ClassVar[str] = "price"
    value: float


def test_a_codec_of_other_classes_decodes_bools_ints_and_lists() -> None:
    codec = ActionCodec([Vote, Bid])
    vote = codec.decode({"type": "vote", "yes": False, "weight": 3, "tags": ["x", "y"]})
    assert vote == Vote(False, 3, ("x", "y"))
    assert vote.to_json() == {"type": "vote", "yes": False, "weight": 3, "tags": ["x", "y"]}
    with pytest.raises(IllegalAction, match=r"^action 'vote' field 'yes' must be true or false, got 1$"):
        codec.decode({"type": "vote", "yes": 1, "weight": 3, "tags": []})
    assert codec.decode({"type": "bid", "amounts": [1, 2, 3]}) == Bid((1, 2, 3))
    with pytest.raises(IllegalAction, match=r"^action 'bid' field 'amounts' must be a whole number$"):
        codec.decode({"type": "bid", "amounts": [1, True]})
    with pytest.raises(IllegalAction, match=r"^unknown action type 'place'; this ruleset knows: bid, vote$"):
        codec.decode({"type": "place", "territory": "brazil"})


def test_two_classes_with_one_type_name_are_refused() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class OtherPlace(Action):
        type_name: ClassVar[str] = "place"
        where: str

    with pytest.raises(ValueError, match="two action classes share the type name 'place'"):
        ActionCodec([Place, OtherPlace])


def test_an_unsupported_field_type_is_refused_when_the_codec_is_built() -> None:
    with pytest.raises(TypeError, match=r"action 'price' field 'value': type <class 'float'> does not round-trip JSON"):
        ActionCodec([Price])


names = st.text(min_size=0, max_size=12)
counts = st.integers(min_value=-(2**40), max_value=2**40)


@given(
    st.one_of(
        st.builds(Trade, st.lists(names, max_size=5).map(tuple)),
        st.builds(Place, names),
        st.builds(Attack, names, names, counts),
        st.builds(Occupy, counts),
        st.just(EndAttacks()),
        st.builds(Move, names, names, counts),
        st.just(EndTurn()),
    )
)
def test_any_war_action_round_trips(action: Action) -> None:
    assert CODEC.decode(json.loads(json.dumps(action.to_json()))) == action


# -- whatever JSON a request carries, decoding gives an action or IllegalAction, nothing else ---------

#: Any JSON value: scalars (whole numbers far past 64 bits, floats with NaN and infinities, any text)
#: and lists and objects of them, nested.
JSON_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-(10**400), max_value=10**400),
    st.floats(),
    st.text(max_size=30),
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@functools.cache
def codec_of(ruleset_id: str) -> ActionCodec:
    """The codec of a real game of ``ruleset_id`` (one game a ruleset: building one costs)."""
    ruleset = get_ruleset(ruleset_id)
    return ruleset.new_game(max(3, ruleset.min_players), {}, 0).codec


RULESET_IDS = sorted(r.id for r in list_rulesets())


def decode_or_refuse(codec: ActionCodec, obj: Any) -> Action | None:
    """The action ``obj`` decodes to, or None where IllegalAction refused it (anything else fails)."""
    try:
        action = codec.decode(obj)
    except IllegalAction as refused:
        assert len(str(refused)) < 1000, "an error must not echo a whole request"
        return None
    assert isinstance(action, Action)
    return action


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
@given(obj=JSON_VALUES)
def test_any_json_value_as_an_action_is_refused_or_decoded(ruleset_id: str, obj: Any) -> None:
    decode_or_refuse(codec_of(ruleset_id), obj)


@st.composite
def action_like(draw: st.DrawFn, ruleset_id: str) -> dict[str, Any]:
    """A JSON object shaped like one of the ruleset's actions: a known type (or any JSON value as the
    type), each field any JSON value or left out, and sometimes a field no action has."""
    codec = codec_of(ruleset_id)
    classes = sorted(codec.classes)
    type_name = draw(st.sampled_from(classes) | JSON_VALUES)
    obj: dict[str, Any] = {"type": type_name}
    names = [f.name for f in dataclasses.fields(codec.classes[type_name])] if type_name in classes else []
    for name in names:
        if draw(st.integers(0, 5)):
            obj[name] = draw(JSON_VALUES)
    if draw(st.integers(0, 9)) == 0:
        obj[draw(st.text(max_size=8))] = draw(JSON_VALUES)
    return obj


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
@given(data=st.data())
def test_any_json_field_values_are_refused_or_decoded(ruleset_id: str, data: st.DataObject) -> None:
    obj = data.draw(action_like(ruleset_id))
    action = decode_or_refuse(codec_of(ruleset_id), obj)
    if action is not None:
        assert codec_of(ruleset_id).decode(json.loads(json.dumps(action.to_json()))) == action


def nested(depth: int) -> Any:
    value: Any = "x"
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize(
    ("obj", "message"),
    [
        ({"type": ["place"]}, r"^unknown action type \['place'\]; this ruleset knows: "),
        ({"type": {"name": "place"}}, r"^unknown action type \{'name': 'place'\}; this ruleset knows: "),
        ({"type": nested(5000)}, r"^unknown action type \[\[\[\.\.\.\]\]\]; this ruleset knows: "),
        ({"type": 10**5000}, r"^unknown action type a whole number of 16610 bits; "),
        ({"type": "x" * 10**6}, r"^unknown action type 'x+\.\.\.x+'; "),
        ({"type": 1.5}, r"^unknown action type 1\.5; "),
        ({"type": None}, r"^unknown action type None; "),
        ({"type": "place", "territory": nested(5000)}, r"^action 'place' field 'territory' must be a string, got"),
        ({"type": "place", "territory": [10**5000]}, r"must be a string, got a list$"),
        ({"type": "occupy", "armies": 10**30}, r"at most 9,007,199,254,740,991 either way, got a whole number of"),
        ({"type": "occupy", "armies": -(2**53)}, r"at most 9,007,199,254,740,991 either way, got -9007199254740992$"),
        (
            {"type": "occupy", "armies": float("nan")},
            r"^action 'occupy' field 'armies' must be a whole number, got nan$",
        ),
        ({"type": "trade", "cards": ["a", {"b": []}]}, r"field 'cards' must be a string, got \{'b': \[\]\}$"),
        ({"type": "end_turn", 3: 1, ("a",): 2}, r"^action 'end_turn' has unknown fields: \('a',\), 3$"),
        ({"type": "end_turn", **{f"k{i}": i for i in range(9)}}, r"unknown fields: k0, k1, k2, k3, k4 and 4 more$"),
    ],
)
def test_hostile_values_are_named_briefly(obj: Any, message: str) -> None:
    text = decode_error(obj)
    assert re.search(message, text), text
    assert len(text) < 300


def test_the_largest_safe_whole_number_is_accepted() -> None:
    assert CODEC.decode({"type": "occupy", "armies": 2**53 - 1}) == Occupy(2**53 - 1)
    assert CODEC.decode({"type": "occupy", "armies": -(2**53 - 1)}) == Occupy(-(2**53 - 1))
