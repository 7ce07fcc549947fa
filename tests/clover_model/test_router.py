"""The router model: hashed n-gram features, a calibrated distribution over its labels, and a
round trip through transformers' Auto classes."""

import torch
from transformers import AutoConfig, AutoModelForSequenceClassification

from clover_model.router import (
    CloverRouterConfig,
    CloverRouterForSequenceClassification,
    batch_features,
    feature_strings,
    router_features,
)

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
