"""The router model: hashed n-gram features, a calibrated distribution over its labels, an
encoder member that continues multilingual-e5-small, and a round trip through transformers'
Auto classes."""

import pytest
import torch
from transformers import AutoConfig, AutoModelForSequenceClassification

from clover_model.router import (
    CloverRouterConfig,
    CloverRouterForSequenceClassification,
    base_encoder,
    batch_features,
    feature_strings,
    router_features,
)
from clover_model.sentence_encoder import mean_pool, pad_ids, weights_path

LABELS = {0: "buoyancy", 1: "tides", 2: "outside"}


def small_router(**overrides) -> CloverRouterForSequenceClassification:
    torch.manual_seed(0)
    config = CloverRouterConfig(buckets=1 << 10, embedding_size=8, hidden_size=16, id2label=LABELS)
    for name, value in overrides.items():
        setattr(config, name, value)
    return CloverRouterForSequenceClassification(config)


def test_latin_words_give_words_bigrams_and_padded_character_ngrams():
    features = feature_strings("Why do BOATS float?", CloverRouterConfig())
    assert {"w:boats", "b:boats float", "c:<bo", "c:oats>", "c:<boat"} <= set(features)
    assert not any(f.startswith("h:") for f in features)


def test_chinese_runs_give_every_character_ngram_up_to_three():
    features = feature_strings("为什么船浮", CloverRouterConfig())
    assert {"h:船", "h:船浮", "h:什么船"} <= set(features)
    assert "h:为什么船" not in features


def test_a_typo_shares_most_features_with_the_word():
    config = CloverRouterConfig()
    right, typo = set(feature_strings("float", config)), set(feature_strings("flaot", config))
    assert {"c:<fl", "c:oat"} <= right and "c:<fl" in typo


def test_features_hash_into_the_table_and_are_stable():
    config = CloverRouterConfig(buckets=1 << 10)
    (ids,) = router_features("Why do boats float? 为什么船能浮起来", config)
    assert ids and all(0 <= i < 1 << 10 for i in ids)
    assert [ids] == router_features("Why do boats float? 为什么船能浮起来", config)


def test_each_member_hashes_into_its_own_rows_with_its_own_collisions():
    config = CloverRouterConfig(buckets=1 << 8, members=3)
    text = " ".join(f"word{k}" for k in range(200))
    bags = router_features(text, config)
    assert len(bags) == 3 and len({len(bag) for bag in bags}) == 1
    for m, bag in enumerate(bags):
        assert all(m << 8 <= i < (m + 1) << 8 for i in bag)
    # different features that share a row in one member mostly do not in another
    strings = feature_strings(text, config)
    first = sorted({f: k for k, f in reversed(list(enumerate(strings)))}.values())
    pairs = [{(a, b) for a in first for b in first if b < a and bag[a] == bag[b]} for bag in bags]
    assert pairs[0] and len(pairs[0] & pairs[1]) < len(pairs[0]) / 4
    assert len(pairs[1] & pairs[2]) < len(pairs[1]) / 4


def test_a_very_long_request_is_read_up_to_its_limit():
    config = CloverRouterConfig(max_chars=100)
    assert len(feature_strings("a" * 10_000, config)) == len(feature_strings("a" * 100, config))


def test_probabilities_are_a_distribution_and_calibration_flattens_them():
    router = small_router().eval()
    with torch.no_grad():
        router.features.weight.normal_()
        router.classifier.weight.normal_().mul_(50)
    sharp = router.probabilities(["why do boats float", "潮汐"])
    assert sharp.shape == (2, 3)
    torch.testing.assert_close(sharp.sum(-1), torch.ones(2))
    router.config.calibration = 10.0
    flat = router.probabilities(["why do boats float", "潮汐"])
    assert flat.max() < sharp.max()


def test_a_trained_router_learns_its_labels(tmp_path):
    router = small_router(dropout=0.0)
    texts = ["boats float", "ships sink", "high tide", "the moon pulls the sea", "hello", "maths"]
    labels = torch.tensor([0, 0, 1, 1, 2, 2])

    ids, offsets = batch_features(texts, router.config)
    optimizer = torch.optim.Adam(router.parameters(), lr=0.05)
    for _ in range(60):
        loss = router(ids, offsets, labels=labels).loss
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    router.eval()
    assert router.probabilities(texts).argmax(-1).tolist() == labels.tolist()


def test_an_ensemble_learns_and_averages_its_members(tmp_path):
    router = small_router(dropout=0.0, members=3)
    texts = ["boats float", "ships sink", "high tide", "the moon pulls the sea", "hello", "maths"]
    labels = torch.tensor([0, 0, 1, 1, 2, 2])
    ids, offsets = batch_features(texts, router.config)
    assert offsets.shape == (len(texts) * 3,)
    optimizer = torch.optim.Adam(router.parameters(), lr=0.05)
    for _ in range(60):
        loss = router(ids, offsets, labels=labels).loss
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    router.eval()
    assert router.probabilities(texts).argmax(-1).tolist() == labels.tolist()
    router.save_pretrained(tmp_path)
    loaded = AutoModelForSequenceClassification.from_pretrained(tmp_path).eval()
    torch.testing.assert_close(loaded.probabilities(texts), router.probabilities(texts))
    # the logits are the members' mean
    with torch.no_grad():
        router.classifier.weight.zero_()
        router.classifier.bias.copy_(torch.tensor([[3.0, 0, 0], [0, 6, 0], [0, 0, 9]]))
    torch.testing.assert_close(router(ids, offsets).logits[0], torch.tensor([1.0, 2, 3]))


def test_a_feature_never_trained_adds_nothing():
    router = small_router().eval()
    assert router.features.weight.abs().sum() == 0
    torch.testing.assert_close(router.probabilities(["anything at all"]), torch.full((1, 3), 1 / 3))


def test_the_router_saves_and_loads_through_the_auto_classes(tmp_path):
    router = small_router().eval()
    with torch.no_grad():
        router.features.weight.normal_()
    router.config.calibration = 1.7
    router.save_pretrained(tmp_path)
    assert (tmp_path / "model.safetensors").exists()
    loaded = AutoModelForSequenceClassification.from_pretrained(tmp_path).eval()
    assert isinstance(loaded, CloverRouterForSequenceClassification)
    assert AutoConfig.from_pretrained(tmp_path).model_type == "clover_router"
    assert loaded.config.calibration == 1.7 and loaded.config.id2label == LABELS
    torch.testing.assert_close(loaded.probabilities(["tides"]), router.probabilities(["tides"]))


@pytest.fixture(scope="module")
def e5_file():
    try:
        return weights_path()
    except FileNotFoundError as error:
        pytest.skip(f"no E5S1 file: {error}")


def test_an_encoder_member_continues_e5_and_mixes_in_at_its_weight(e5_file, tmp_path):
    base = base_encoder()
    router = small_router(encoder_layers=2, encoder_weight=0.25, encoder_sha256=base.sha256)
    with torch.no_grad():
        router.features.weight.normal_()
        for mine, theirs in zip(router.encoder_top, base.layers[-2:], strict=True):
            mine.load_state_dict(theirs.state_dict())
    router.eval()
    texts = ["why do boats float?", "为什么会有潮汐"]

    states, mask = router.encoder_inputs(texts)
    # its layers on the frozen lower ten give what the whole encoder gives
    ids = [base.token_ids(text) for text in texts]
    whole = base.hidden_states(*pad_ids(ids))
    top = states
    for layer in router.encoder_top:
        top = layer(top, mask.bool()[:, None, None, :])
    torch.testing.assert_close(mean_pool(top, mask), mean_pool(whole, mask))

    encoder = router.encoder_logits(states, mask)
    ngram = router(*batch_features(texts, router.config)).logits
    torch.testing.assert_close(router.label_logits(texts), 0.75 * ngram + 0.25 * encoder)

    router.save_pretrained(tmp_path)
    loaded = AutoModelForSequenceClassification.from_pretrained(tmp_path).eval()
    assert loaded.config.encoder_layers == 2 and loaded.config.encoder_sha256 == base.sha256
    torch.testing.assert_close(loaded.probabilities(texts), router.probabilities(texts))


def test_an_encoder_member_refuses_another_e5_file(e5_file):
    router = small_router(encoder_layers=1, encoder_sha256="0" * 64).eval()
    with pytest.raises(ValueError, match="E5S1 file 000000000000"):
        router.probabilities(["tides"])


def test_encoder_members_average_their_logits_and_the_first_keeps_its_names(e5_file, tmp_path):
    base = base_encoder()
    router = small_router(encoder_layers=1, encoder_members=3, encoder_sha256=base.sha256)
    router.eval()
    names = set(router.state_dict())
    # the first member's weights have the names a router with one encoder member has
    assert {"encoder_top.0.q.weight", "encoder_head.weight"} <= names
    assert {"encoder_more.0.top.0.q.weight", "encoder_more.1.head.weight"} <= names
    assert not any(name.startswith("encoder_more.2") for name in names)
    texts = ["why do boats float?", "为什么会有潮汐"]
    states, mask = router.encoder_inputs(texts)
    each = [router.encoder_logits(states, mask, member) for member in range(3)]
    assert not torch.allclose(each[0], each[1])  # their own weights
    torch.testing.assert_close(router.encoder_logits(states, mask), torch.stack(each).mean(0))

    router.save_pretrained(tmp_path)
    loaded = AutoModelForSequenceClassification.from_pretrained(tmp_path).eval()
    assert loaded.config.encoder_members == 3
    torch.testing.assert_close(loaded.probabilities(texts), router.probabilities(texts))


def test_passage_scores_come_from_each_labels_closest_lesson_passage(e5_file, tmp_path):
    base = base_encoder()
    router = small_router(encoder_sha256=base.sha256).eval()  # n-grams untrained: they add 0
    passages = {
        "A ship floats because the water pushes up on it as hard as the ship weighs.": 0,
        "Upthrust equals the weight of the water the object pushes aside.": 0,
        "The Moon's gravity pulls the oceans into two bulges: high tide twice a day.": 1,
        "地球上的海水每天涨落两次，这是月球引力造成的潮汐。": 1,
    }
    router.set_passages(base.encode(list(passages), prefix="passage: "), list(passages.values()))
    texts = ["why does a heavy boat not sink", "为什么海边的水一天涨两次"]

    states, mask = router.encoder_inputs(texts)
    scores = router.passage_logits(states, mask)
    # a label's score is its closest passage's cosine, less the mean of the two labels'
    query = base.encode(texts)  # the whole encoder's sentence embedding of the requests
    cosines = query @ base.encode(list(passages), prefix="passage: ").T
    closest = torch.stack([cosines[:, :2].max(1).values, cosines[:, 2:].max(1).values], 1)
    expected = closest - closest.mean(1, keepdim=True)
    torch.testing.assert_close(scores[:, :2], expected, atol=2e-4, rtol=0)
    assert (scores[:, 2] == 0).all()  # outside has no passages
    assert scores[0, 0] > 0 > scores[1, 0]  # boats read as buoyancy, the sea as tides

    router.config.passage_weight = 20.0
    torch.testing.assert_close(router.label_logits(texts), 20.0 * scores)

    # saved in bfloat16 as the product saves routers, the passages stay as they were
    router.to(torch.bfloat16).save_pretrained(tmp_path)
    loaded = AutoModelForSequenceClassification.from_pretrained(tmp_path, dtype=torch.float32)
    assert loaded.config.passages == 4 and torch.equal(loaded.passage_labels, router.passage_labels)
    assert torch.equal(loaded.passage_vectors, router.passage_vectors)
    torch.testing.assert_close(loaded.eval().label_logits(texts), 20.0 * scores, atol=1e-3, rtol=0)

    loaded.drop_passages()
    assert loaded.config.passages == 0 and "passage_vectors" not in loaded.state_dict()
