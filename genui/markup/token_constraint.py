"""The markup grammar over the token ids of a byte-level BPE: the engine's constraint.

`MarkupConstraint` feeds each candidate token's bytes to a copy of `genui.markup.grammar.
MarkupGrammar` and accepts the token when the grammar accepts them all. It is the engine's
constraint (the `Protocol` of `clover_model.engine.constraints`, which it satisfies by its
methods: neither imports the other). `token_bytes` gives every token id's bytes, once per
tokenizer. How the engine uses it: docs/markup.md, "What a model may write: the markup grammar"
(its paragraph "Over tokens").

    vocabulary = token_bytes(tokenizer)        # once per tokenizer
    constraint = MarkupConstraint(vocabulary)  # once per request
    Request(prompt=ids, constraint=constraint)
"""

from __future__ import annotations

from functools import cache

from genui.markup.grammar import CLOSING_RESERVE, WHITESPACE, MarkupGrammar


@cache
def _byte_decoder() -> dict[str, int]:
    """GPT-2's byte-level alphabet, reversed: the character a byte-level BPE writes -> byte."""
    printable = [*range(ord("!"), ord("~") + 1), *range(ord("¡"), ord("¬") + 1)]
    printable += range(ord("®"), ord("ÿ") + 1)
    codes = list(printable)
    shifted = 0
    for byte in range(256):
        if byte not in printable:
            printable.append(byte)
            codes.append(256 + shifted)
            shifted += 1
    return {chr(code): byte for byte, code in zip(printable, codes, strict=True)}


def token_bytes(tokenizer) -> list[bytes | None]:
    """Every token id's bytes; None for the special tokens (never part of markup)."""
    decoder = _byte_decoder()
    special = set(tokenizer.all_special_ids)
    pieces = tokenizer.convert_ids_to_tokens(list(range(len(tokenizer))))
    return [
        None if index in special or piece is None else bytes(decoder[char] for char in piece)
        for index, piece in enumerate(pieces)
    ]


class MarkupConstraint:
    """`MarkupGrammar` over the token ids of a byte-level BPE (see `token_bytes`).

    With ``max_tokens`` (the request's token budget) the grammar goes into closing mode once
    at most `CLOSING_RESERVE` tokens are left: it then accepts only what finishes the elements,
    tags and values already open, so that a lesson the budget would cut short ends as valid
    markup instead of in the middle of an expression.

    With ``opening`` the markup must begin with that text, in whatever tokens the model
    chooses for it (a demo checkpoint's lesson title for the catalog topic the request names:
    `genui.worker.generation.JobRun.opening`).

    With ``written`` the text continues that markup (already written, not part of the
    request's text), and with ``element`` it is one element that ``opening`` starts: once the
    element closes, only the end of text may follow (a part of a lesson that the model
    rewrites: `genui.worker.parts`). ValueError when the grammar refuses ``written`` or
    ``opening``."""

    def __init__(
        self,
        vocabulary: list[bytes | None],
        *,
        max_tokens: int | None = None,
        opening: str = "",
        written: str = "",
        element: bool = False,
    ):
        self.vocabulary = vocabulary
        self.grammar = MarkupGrammar()
        if not self.grammar.feed_bytes(written.encode()):
            raise ValueError("the markup written so far does not follow the grammar")
        self._first: dict[int, bool] = {}  # first byte -> can it come next (this state)
        self.tokens_left = max_tokens
        self.opening = opening.encode()  # what is still to be written of it
        # element mode: the depth the element opens at, whether it has opened, has closed
        self.depth: int | None = None
        self.entered = self.closed = False
        if element:
            probe = self.grammar.copy()
            if not probe.feed_bytes(self.opening):
                raise ValueError("the opening does not continue the markup written so far")
            self.depth = len(probe.stack)
        self._spend(0)

    def accepts(self, token: int) -> bool:
        data = self.vocabulary[token] if 0 <= token < len(self.vocabulary) else None
        if not data or self.closed:
            return False
        overlap = min(len(data), len(self.opening))
        if data[:overlap] != self.opening[:overlap]:
            return False
        # most tokens fail on their first byte: remember which bytes may come next
        first = self._first.get(data[0])
        if first is None:
            first = self._first[data[0]] = self.grammar.copy().feed(data[0])
        if not first:
            return False
        if self.depth is None:
            return self.grammar.copy().feed_bytes(data)
        return self._element_feed(self.grammar.copy(), data) is not None

    def _element_feed(self, grammar: MarkupGrammar, data: bytes) -> tuple[bool, bool] | None:
        """Feed ``data`` in element mode -> (entered, closed) after it, or None when the
        grammar refuses a byte or a byte other than whitespace follows the element's end
        (a token such as `>` and a line break may close it)."""
        entered, closed = self.entered, self.closed
        for index, byte in enumerate(data):
            if closed and byte in WHITESPACE:
                continue
            if closed or not grammar.feed(byte):
                return None
            if index < len(self.opening):
                continue  # the opening closes what is open before the element
            depth = len(grammar.stack)
            entered = entered or depth > self.depth
            closed = entered and depth <= self.depth
        return entered, closed

    def advance(self, token: int) -> None:
        grammar = self.grammar.copy()
        data = self.vocabulary[token]
        if self.depth is None:
            fits = grammar.feed_bytes(data)
        else:
            state = self._element_feed(grammar, data)
            fits = state is not None
            if fits:
                self.entered, self.closed = state
        if not fits:
            raise ValueError(f"token {token} does not continue the markup")
        self.grammar = grammar
        self.opening = self.opening[len(data) :]
        self._first = {}
        self._spend(1)

    def _spend(self, tokens: int) -> None:
        if self.tokens_left is None:
            return
        self.tokens_left -= tokens
        if self.tokens_left <= CLOSING_RESERVE:
            self.grammar.closing = True

    def accepts_end(self) -> bool:
        return self.closed if self.depth is not None else self.grammar.complete

    def relax(self) -> bool:
        """An attribute value nothing can complete (`x="sqrt(2 *eyond"`) may close as it is:
        the sanitiser drops that one attribute, and the structure around it stays whole."""
        if self.grammar.mode != "value" or self.grammar.lenient:
            return False
        self.grammar.lenient = True
        self._first = {}
        return True
