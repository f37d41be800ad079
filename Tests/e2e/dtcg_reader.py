"""A small, independent reader of DTCG 2025.10 tokens and resolver documents, written from the
specs (Format Module: groups, `$type` inheritance, `{group.token}` aliases; Resolver Module:
sets, modifiers with contexts, `resolutionOrder`, last source wins), to check what sitegen
exports without trusting sitegen's own code.

    tokens = dtcg_reader.resolve("public/brands/bumble/bumble.resolver.json", {"theme": "dark"})
    tokens["color.Brand.bumbleYellow"]   # Token(type="color", value={...}, chain=[...])
"""
from __future__ import annotations

import copy
import json
import os
import re
from dataclasses import dataclass, field

ALIAS = re.compile(r"^\{([^{}]+)\}$")


class ResolverError(Exception):
    """The document breaks a rule of the spec (a missing context, a cycle, a type mismatch)."""


@dataclass
class Token:
    type: str
    value: object
    # The paths an alias went through to reach the value, the token's own path first.
    chain: list[str] = field(default_factory=list)


def load(path: str) -> dict:
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def resolve(resolver_path: str, inputs: dict[str, str]) -> dict[str, Token]:
    """The resolved tokens for one choice of contexts: every alias followed to its value."""
    document = load(resolver_path)
    folder = os.path.dirname(resolver_path)
    modifiers = document.get("modifiers", {})
    for name in inputs:
        if name not in modifiers:
            raise ResolverError(f"input names no modifier: {name!r}")
    merged: dict = {}
    for item in document["resolutionOrder"]:
        pointer = item.get("$ref", "")
        if pointer.startswith("#/sets/"):
            sources = document["sets"][pointer[len("#/sets/"):]]["sources"]
        elif pointer.startswith("#/modifiers/"):
            name = pointer[len("#/modifiers/"):]
            modifier = modifiers[name]
            context = inputs.get(name, modifier.get("default"))
            if context not in modifier["contexts"]:
                raise ResolverError(f"modifier {name!r} has no context {context!r}")
            sources = modifier["contexts"][context]
        else:
            sources = item.get("sources", [])
        for source in sources:
            tokens = load(os.path.join(folder, source["$ref"])) if "$ref" in source else source
            merge(merged, tokens)
    return resolve_aliases(flatten(merged))


def merge(target: dict, source: dict) -> None:
    """Deep-merges groups; a token (an object with `$value`) replaces the token at its path."""
    for key, value in source.items():
        if isinstance(value, dict) and "$value" not in value and isinstance(target.get(key), dict) and "$value" not in target[key]:
            merge(target[key], value)
        else:
            target[key] = copy.deepcopy(value)


def flatten(group: dict, prefix: str = "", inherited: str | None = None) -> dict[str, Token]:
    """`{"color": {"$type": "color", "a": {"$value": …}}}` → `{"color.a": Token("color", …)}`."""
    tokens: dict[str, Token] = {}
    group_type = group.get("$type", inherited)
    for key, value in group.items():
        if key.startswith("$") or not isinstance(value, dict):
            continue
        path = f"{prefix}{key}"
        if "$value" in value:
            token_type = value.get("$type", group_type)
            if token_type is None:
                raise ResolverError(f"{path}: no $type, on the token or a group above it")
            tokens[path] = Token(token_type, value["$value"], [path])
        else:
            tokens.update(flatten(value, path + ".", group_type))
    return tokens


def resolve_aliases(tokens: dict[str, Token]) -> dict[str, Token]:
    """Follows every alias, whole values and those inside composites, checking types and cycles."""
    resolved: dict[str, Token] = {}

    def value_of(path: str, seen: tuple[str, ...]) -> Token:
        if path in seen:
            raise ResolverError("alias cycle: " + " -> ".join(seen + (path,)))
        if path in resolved:
            return resolved[path]
        if path not in tokens:
            raise ResolverError(f"alias to a token that does not exist: {{{path}}} (from {seen[-1] if seen else '?'})")
        token = tokens[path]
        chain = [path]
        value = token.value
        match = ALIAS.match(value) if isinstance(value, str) else None
        if match:
            target = value_of(match.group(1), seen + (path,))
            if target.type != token.type:
                raise ResolverError(f"{path} is a {token.type} but aliases the {target.type} {match.group(1)}")
            value, chain = target.value, [path] + target.chain
        else:
            value = inner(value, seen + (path,))
        resolved[path] = Token(token.type, value, chain)
        return resolved[path]

    def inner(value: object, seen: tuple[str, ...]) -> object:
        if isinstance(value, str) and ALIAS.match(value):
            return value_of(ALIAS.match(value).group(1), seen).value
        if isinstance(value, list):
            return [inner(item, seen) for item in value]
        if isinstance(value, dict):
            return {key: inner(item, seen) for key, item in value.items()}
        return value

    for path in tokens:
        value_of(path, ())
    return resolved


def hex_of(color: dict) -> str:
    """`#rrggbb` from a 2025.10 srgb color object's components (not its `hex` fallback)."""
    if color.get("colorSpace") != "srgb":
        raise ResolverError(f"not an srgb color: {color!r}")
    return "#" + "".join(f"{round(channel * 255):02x}" for channel in color["components"])
