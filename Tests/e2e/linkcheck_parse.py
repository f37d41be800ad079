"""What linkcheck reads out of a page or stylesheet: the URLs it refers to, with the line and
column each one starts at, and the ids it offers as #fragment targets.

Columns are 1-based and count characters (html.parser works on decoded text).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

# Attributes holding one URL. `href` counts on any element but <base> (a, area, link, and SVG's
# <use>/<image>); the others only where HTML defines them, so data-* and friends never match.
_URL_ATTRIBUTES = {
    "href": None, "xlink:href": None, "src": None, "action": {"form"},
    "formaction": {"button", "input"}, "poster": {"video"}, "data": {"object"},
}
_SRCSET_ATTRIBUTES = {"srcset", "imagesrcset"}
_CSS_URL = re.compile(r"""url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s"']*))\s*\)"""
                      r"""|@import\s+(?:"([^"]*)"|'([^']*)')""", re.IGNORECASE)
_CSS_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
_REFRESH_URL = re.compile(r"""^\s*\d[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(["']?)(.*?)\1\s*$""",
                          re.IGNORECASE | re.DOTALL)


@dataclass(frozen=True)
class Link:
    """A URL as written in the source, where it starts."""

    url: str
    line: int
    column: int


@dataclass
class ParsedDocument:
    """The links of one file, the ids it defines, and its `<base href>` if any."""

    links: list[Link] = field(default_factory=list)
    ids: set[str] = field(default_factory=set)
    base_href: str | None = None


def parse_html(text: str) -> ParsedDocument:
    """Links and ids of an HTML (or SVG) document."""
    collector = _HTMLCollector()
    collector.feed(text)
    collector.close()
    return collector.document


def parse_css(text: str, line: int = 1, column: int = 1) -> list[Link]:
    """`url(...)` and `@import` targets of a stylesheet starting at `line`:`column`."""
    text = _CSS_COMMENT.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text)  # keeps offsets
    links = []
    for match in _CSS_URL.finditer(text):
        group = next(i for i in range(1, 6) if match.group(i) is not None)
        links.append(Link(match.group(group).strip(), *_advance(line, column, text, match.start(group))))
    return links


def parse_srcset(value: str) -> list[tuple[str, int]]:
    """The image URLs of a srcset, each with its offset in `value`: 'a.png 1x, b.png 2x'."""
    candidates, position = [], 0
    while position < len(value):
        while position < len(value) and (value[position].isspace() or value[position] == ","):
            position += 1
        start = position
        while position < len(value) and not value[position].isspace():
            position += 1
        url = value[start:position]
        if url.endswith(","):
            url = url.rstrip(",")
        else:
            while position < len(value) and value[position] != ",":  # the descriptor
                position += 1
        if url:
            candidates.append((url, start))
    return candidates


def _advance(line: int, column: int, text: str, offset: int) -> tuple[int, int]:
    """The line and column `offset` characters into `text`, which starts at `line`:`column`."""
    newlines = text.count("\n", 0, offset)
    if not newlines:
        return line, column + offset
    return line + newlines, offset - text.rfind("\n", 0, offset)


class _HTMLCollector(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.document = ParsedDocument()
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        line, column = self.getpos()
        raw = self.get_starttag_text() or ""
        values = {name: value for name, value in attrs if value is not None}
        self._collect_ids(tag, values)
        for name, value in values.items():
            where = self._attribute_position(raw, name, line, column + 1)
            allowed = _URL_ATTRIBUTES.get(name, ())
            if name in _URL_ATTRIBUTES and (allowed is None or tag in allowed) and tag != "base":
                self._add(value.strip(), *where)
            elif name in _SRCSET_ATTRIBUTES:
                for url, offset in parse_srcset(value):
                    self._add(url, *_advance(*where, value, offset))
            elif name == "style":
                self.document.links.extend(parse_css(value, *where))
        if tag == "base" and "href" in values and self.document.base_href is None:
            self.document.base_href = values["href"].strip()
        if tag == "meta" and values.get("http-equiv", "").lower() == "refresh":
            match = _REFRESH_URL.match(values.get("content", ""))
            if match and match.group(2).strip():
                self._add(match.group(2).strip(), *self._attribute_position(raw, "content", line, column + 1))
        self._in_style = tag == "style"

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        self._in_style = False

    def handle_endtag(self, tag: str) -> None:
        if tag == "style":
            self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_style:
            line, column = self.getpos()
            self.document.links.extend(parse_css(data, line, column + 1))

    def _collect_ids(self, tag: str, values: dict[str, str]) -> None:
        if values.get("id"):
            self.document.ids.add(values["id"])
        if tag == "a" and values.get("name"):
            self.document.ids.add(values["name"])

    def _add(self, url: str, line: int, column: int) -> None:
        self.document.links.append(Link(url, line, column))

    @staticmethod
    def _attribute_position(raw: str, name: str, line: int, column: int) -> tuple[int, int]:
        """Where the value of attribute `name` starts in the raw start tag at `line`:`column`;
        the tag's own position when it cannot be found."""
        match = re.search(r"(?:^|\s)" + re.escape(name) + r"""\s*=\s*["']?""", raw, re.IGNORECASE)
        return _advance(line, column, raw, match.end()) if match else (line, column)
