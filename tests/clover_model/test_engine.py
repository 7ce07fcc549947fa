"""The generation engine decodes exactly what a cache-free reference decodes, commits tokens by
its documented rules, stops as documented, batches without changing results and reports events
that add up. Tiny random model, a few blocks of 8 tokens."""

import json
import threading

import pytest
import torch

from clover_model import left_pad_to_blocks
from clover_model.cache import concat_caches
from clover_model.engine import (
    BatchEngine,
    ConfidenceThreshold,
    Engine,
    OnePerStep,
    Request,
    Sampling,
    Span,
)
from clover_model.engine.strategies import most_confident, top_p_filter

NO_EOS = ()


@pytest.fixture
def confident_model(model):
    """The random model with its logits scaled up ~40x, so that many positions pass a 0.9
    threshold (about 1.4 tokens per step) and parallel commits are exercised."""
    with torch.no_grad():
        model.model.norm.weight.add_(40.0)
    return model


def prompt_ids(length: int, seed: int) -> list[int]:
    generator = torch.Generator().manual_seed(seed)
    return torch.randint(2, 500, (length,), generator=generator).tolist()


def reference_decode(model, prompt: list[int], num_tokens: int) -> list[int]:
    """One token per step, greedy, every step recomputed from scratch by the training forward
    (no cache): block b's logits come from the noisy stream reading the clean blocks before it."""
    config = model.config
    block_size, mask = config.block_size, config.mask_token_id
    ids, valid = left_pad_to_blocks(
        torch.tensor([prompt]), None, block_size=block_size, pad_token_id=config.pad_token_id
    )
    generated: list[int] = []
    while len(generated) < num_tokens:
        block = [mask] * block_size
        targets = set(range(min(block_size, num_tokens - len(generated))))
        while targets:
            clean = torch.cat([ids, torch.tensor([generated + block])], dim=1)
            attention = torch.cat([valid, torch.ones(1, len(generated) + block_size).bool()], 1)
            with torch.no_grad():
                logits = model(clean, attention_mask=attention, noisy_input_ids=clean).logits
            logits = logits[0, -block_size:].clone()
            logits[:, mask] = float("-inf")
            confidence, tokens = logits.softmax(-1).max(-1)
            best = max(sorted(targets), key=lambda i: confidence[i].item())
            block[best] = tokens[best].item()
            targets.remove(best)
        generated += block
    return generated[:num_tokens]


@pytest.mark.parametrize(
    ("prompt_len", "strategy"),
    [(13, OnePerStep()), (16, OnePerStep()), (13, ConfidenceThreshold(threshold=1.0))],
    ids=["prompt-off-grid", "prompt-on-grid", "threshold-1.0"],
)
def test_one_token_per_step_greedy_equals_a_decoder_without_cache(model, prompt_len, strategy):
    prompt = prompt_ids(prompt_len, seed=1)
    engine = Engine(model, strategy=strategy)
    result = engine.generate(prompt, max_new_tokens=20, eos_token_ids=NO_EOS)
    assert result.tokens == reference_decode(model, prompt, 20)
    assert result.finish_reason == "length"


def test_concatenated_caches_decode_like_each_cache_alone(model):
    block = torch.full((1, model.config.block_size), model.config.mask_token_id)
    short, long = model.prefill(torch.tensor([prompt_ids(5, 2)])), None
    long = model.prefill(torch.tensor([prompt_ids(21, 3)]))
    model.commit_block(torch.tensor([prompt_ids(8, 4)]), long)
    both = concat_caches([short, long])
    logits = model.block_logits(block.expand(2, -1), both)
    assert torch.allclose(logits[:1], model.block_logits(block, short), atol=1e-4)
    assert torch.allclose(logits[1:], model.block_logits(block, long), atol=1e-4)


def test_threshold_commits_every_confident_position_and_at_least_the_best():
    confidence = torch.tensor([[0.95, 0.2, 0.91, 0.5], [0.1, 0.3, 0.2, 0.4]])
    targets = torch.tensor([[True, True, False, True], [True, True, True, False]])
    commit = ConfidenceThreshold(threshold=0.9).select(
        confidence=confidence, targets=targets, min_count=torch.ones(2, dtype=torch.long)
    )
    # row 0: 0.95 passes, 0.91 is not a target; row 1: nothing passes, its best target (0.3)
    assert commit.tolist() == [[True, False, False, False], [False, True, False, False]]


def test_one_per_step_and_the_minimum_count_take_the_most_confident_targets():
    confidence = torch.tensor([[0.1, 0.9, 0.5, 0.7]])
    targets = torch.tensor([[True, True, True, False]])
    one = OnePerStep().select(confidence=confidence, targets=targets, min_count=torch.tensor([1]))
    assert one.tolist() == [[False, True, False, False]]
    three = OnePerStep().select(confidence=confidence, targets=targets, min_count=torch.tensor([3]))
    assert three.tolist() == [[True, True, True, False]]
    assert most_confident(confidence, targets, torch.tensor([9])).tolist() == targets.tolist()


def test_top_p_keeps_the_smallest_set_reaching_p():
    probs = torch.tensor([[0.5, 0.1, 0.3, 0.1]])
    assert (top_p_filter(probs, 0.7) > 0).tolist() == [[True, False, True, False]]
    assert (top_p_filter(probs, 0.4) > 0).tolist() == [[True, False, False, False]]


@pytest.mark.parametrize(
    ("strategy", "cap"),
    [(ConfidenceThreshold(threshold=0.9), None), (ConfidenceThreshold(threshold=0.9), 3)],
    ids=["threshold", "threshold-capped-at-3-steps"],
)
def test_threshold_decoding_commits_each_position_once_and_ends_blocks_in_time(
    confident_model, strategy, cap
):
    events = list(
        Engine(confident_model, strategy=strategy, max_steps_per_block=cap).stream(
            prompt_ids(11, 5), max_new_tokens=24, eos_token_ids=NO_EOS
        )
    )
    steps = [e for e in events if e.kind == "step"]
    assert all(len(e.committed) >= 1 for e in steps)
    positions = [position for e in steps for position, _ in e.committed]
    assert sorted(positions) == list(range(24))
    assert max(len(e.committed) for e in steps) > 1
    limit = cap or confident_model.config.block_size
    for block in range(3):
        assert 1 <= sum(e.block == block for e in steps) <= limit


def test_a_threshold_below_every_confidence_fills_a_block_in_one_step(model):
    result = Engine(model, strategy=ConfidenceThreshold(threshold=1e-9)).generate(
        prompt_ids(9, 6), max_new_tokens=16, eos_token_ids=NO_EOS
    )
    # the prefill, the first block's step, then the block commit with the second block's
    # step in the same forward: 8 tokens per decoding forward
    assert (result.steps, result.blocks, result.forwards) == (2, 1, 3)
    assert result.tokens_per_forward == pytest.approx(16 / 2)


@pytest.mark.parametrize("strategy", [OnePerStep(), ConfidenceThreshold(threshold=0.9)])
def test_a_block_commit_fused_with_the_next_step_decodes_the_same_in_fewer_forwards(
    confident_model, strategy
):
    prompts = [prompt_ids(9, 41), prompt_ids(21, 42), prompt_ids(5, 43)]
    settings = {"max_new_tokens": 29, "eos_token_ids": NO_EOS, "strategy": strategy}

    def run(fuse: bool) -> list:
        batch = BatchEngine(confident_model, fuse_commit=fuse)
        requests = [Request(prompt=prompt, **settings) for prompt in prompts]
        finished = {e.request_id: e for e in batch.run(requests) if e.kind == "finish"}
        return [finished[r.request_id] for r in requests], batch.forwards

    fused, fused_forwards = run(True)
    separate, separate_forwards = run(False)
    assert [r.tokens for r in fused] == [r.tokens for r in separate]
    assert [r.steps for r in fused] == [r.steps for r in separate]
    # 29 tokens: blocks 0 to 3, three commits, each now inside the next block's first step
    assert separate_forwards - fused_forwards == 3
    assert all(a.forwards == b.forwards - 3 for a, b in zip(fused, separate, strict=True))


def first_fresh_commit(steps, lowest: int, highest: int) -> tuple[int, int, int]:
    """(step index, position, token) of the first commit at a position in [lowest, highest]
    whose token was not committed before: made the EOS, it changes nothing before that step."""
    seen = set()
    for index, event in enumerate(steps):
        for position, token in event.committed:
            if lowest <= position <= highest and token not in seen:
                return index, position, token
            seen.add(token)
    raise AssertionError("no fresh commit")


def test_eos_ends_the_text_before_it_and_pads_the_rest_of_the_block(model):
    engine = Engine(model, strategy=OnePerStep())
    prompt = prompt_ids(10, 7)
    free = [e for e in engine.stream(prompt, max_new_tokens=16, eos_token_ids=NO_EOS)]
    step, position, eos = first_fresh_commit(free, 3, 7)
    events = list(engine.stream(prompt, max_new_tokens=16, eos_token_ids=[eos]))
    result = events[-1]
    steps = [e for e in events if e.kind == "step"]
    assert result.finish_reason == "eos"
    assert eos not in result.tokens
    assert len(result.tokens) <= position
    # after the EOS the positions before it are still filled, and the block ends at the EOS
    assert len(steps) > step + 1
    # (a later EOS further left moves the end of the text there)
    assert all(e.tokens[-1] == eos for e in steps[step:])
    assert len(steps[step].tokens) == position + 1
    lengths = [len(e.tokens) for e in steps[step:]]
    assert lengths == sorted(lengths, reverse=True)
    assert None not in steps[-1].tokens
    assert result.blocks == 0


def test_a_stop_sequence_cuts_the_text_before_it(model):
    engine = Engine(model, strategy=ConfidenceThreshold(threshold=0.9))
    prompt = prompt_ids(12, 8)
    free = engine.generate(prompt, max_new_tokens=24, eos_token_ids=NO_EOS).tokens
    stop = free[9:11]
    first = next(i for i in range(len(free)) if free[i : i + 2] == stop)
    events = list(
        engine.stream(prompt, max_new_tokens=24, eos_token_ids=NO_EOS, stop_sequences=[stop])
    )
    result = events[-1]
    assert result.finish_reason == "stop"
    assert result.tokens == free[:first]
    # streamed text never shows a stop sequence's first token ahead of time
    assert [t for e in events if e.kind == "step" for t in e.text] == free[:first]


def test_tokens_held_back_for_a_possible_stop_sequence_are_released(model):
    engine = Engine(model, strategy=ConfidenceThreshold(threshold=0.9))
    prompt = prompt_ids(12, 8)
    free = engine.generate(prompt, max_new_tokens=24, eos_token_ids=NO_EOS).tokens
    # a stop sequence that starts like the text but never occurs in it
    never = next(t for t in range(2, 500) if t not in free)
    stop = [free[3], never]
    events = list(
        engine.stream(prompt, max_new_tokens=24, eos_token_ids=NO_EOS, stop_sequences=[stop])
    )
    assert events[-1].finish_reason == "length"
    assert [t for e in events if e.kind == "step" for t in e.text] == free


def test_sampling_is_reproducible_from_the_seed(model):
    engine = Engine(model, sampling=Sampling(temperature=1.0, top_p=0.95))
    runs = [
        engine.generate(prompt_ids(9, 21), max_new_tokens=12, eos_token_ids=NO_EOS, seed=seed)
        for seed in (5, 5, 6)
    ]
    assert runs[0].tokens == runs[1].tokens != runs[2].tokens


def test_max_new_tokens_off_the_block_grid_is_exact(model):
    result = Engine(model).generate(prompt_ids(7, 9), max_new_tokens=11, eos_token_ids=NO_EOS)
    assert result.num_tokens == 11
    assert result.finish_reason == "length"


def test_cancellation_from_another_thread_stops_between_steps(model):
    cancel = threading.Event()
    setters: list[threading.Thread] = []

    def on_event(event):
        if event.kind == "step" and event.step == 1:
            # another thread cancels; the decoding thread waits for it before its next step
            setters.append(threading.Thread(target=cancel.set))
            setters[0].start()
            setters[0].join()

    events = list(
        Engine(model, strategy=OnePerStep()).stream(
            prompt_ids(6, 10), max_new_tokens=32, cancel=cancel, on_event=on_event
        )
    )
    result = events[-1]
    assert result.finish_reason == "cancelled"
    assert result.steps == 2
    assert result.tokens == [t for e in events if e.kind == "step" for t in e.text]


def test_a_request_cancelled_by_a_callable_before_it_starts_costs_no_forward(model):
    result = Engine(model).generate(prompt_ids(6, 10), cancel=lambda: True)
    assert (result.finish_reason, result.forwards, result.tokens) == ("cancelled", 0, [])


def test_a_batch_yields_what_each_request_yields_alone(confident_model):
    model = confident_model
    settings = [
        {"max_new_tokens": 19, "strategy": ConfidenceThreshold(threshold=0.9)},
        {"max_new_tokens": 8, "strategy": OnePerStep()},
        {"max_new_tokens": 16, "sampling": Sampling(temperature=0.8, top_p=0.9), "seed": 3},
    ]
    prompts = [prompt_ids(n, seed) for n, seed in [(5, 11), (13, 12), (19, 13)]]
    alone = [
        Engine(model).generate(p, eos_token_ids=NO_EOS, **kw)
        for p, kw in zip(prompts, settings, strict=True)
    ]
    batch = BatchEngine(model)
    for p, kw in zip(prompts[:2], settings[:2], strict=True):
        batch.add(Request(prompt=p, eos_token_ids=NO_EOS, request_id=str(len(p)), **kw))
    results, joined = {}, False
    while not batch.idle:
        events = batch.step()
        if not joined and any(e.kind == "block" for e in events):
            # the third request joins the running batch at its first block boundary
            late = Request(prompt=prompts[2], eos_token_ids=NO_EOS, request_id="19", **settings[2])
            batch.add(late)
            joined = True
        results.update({e.request_id: e for e in events if e.kind == "finish"})
    assert joined
    for prompt, expected in zip(prompts, alone, strict=True):
        got = results[str(len(prompt))]
        assert got.tokens == expected.tokens
        assert got.steps == expected.steps
    # the rows needed different numbers of steps per block: some waited for the others
    assert len({r.steps for r in alone}) > 1


def test_run_keeps_at_most_max_running_requests_and_each_decodes_as_alone(confident_model):
    model = confident_model
    prompts = [prompt_ids(n, seed) for n, seed in [(7, 51), (12, 52), (3, 53)]]
    settings = {"max_new_tokens": 20, "eos_token_ids": NO_EOS}
    alone = [Engine(model).generate(p, **settings) for p in prompts]
    batch = BatchEngine(model)
    requests = [Request(prompt=p, request_id=str(i), **settings) for i, p in enumerate(prompts)]
    finished, most = [], 0
    for event in batch.run(requests, max_running=2):
        most = max(most, len(batch.rows))
        if event.kind == "finish":
            finished.append(event)
    assert most == 2 and batch.idle
    assert sorted(e.request_id for e in finished) == ["0", "1", "2"]
    by_id = {e.request_id: e for e in finished}
    assert [by_id[str(i)].tokens for i in range(3)] == [r.tokens for r in alone]
    with pytest.raises(ValueError, match="max_running"):
        next(batch.run(requests, max_running=0))


def test_joint_mode_fills_every_span_in_one_process_and_keeps_the_fixed_spans(model):
    material = prompt_ids(20, 14)
    questions = [prompt_ids(n, 20 + n) for n in (3, 5, 4)]
    prefixes = [[7], [8], [9]]
    engine = Engine(model, strategy=ConfidenceThreshold(threshold=0.9))
    joint = engine.fill_joint(
        material, questions, answer_length=3, answer_prefixes=prefixes, eos_token_ids=NO_EOS
    )
    assert [len(answer) for answer in joint.answers] == [3, 3, 3]
    # slots of 4 tokens: two share a block, the third has its own; both rows read one prefill
    assert [len(row.spans) for row in joint.rows] == [2, 1]
    assert joint.forwards == 1 + joint.steps
    assert joint.steps <= 8
    # the answer prefixes (fixed spans) are where the template put them
    first, second = joint.rows
    assert first.tokens == [7, *joint.answers[0], 8, *joint.answers[1]]
    assert second.tokens == [9, *joint.answers[2]]
    independent = engine.fill_independent(
        material, questions, answer_length=3, answer_prefixes=prefixes, eos_token_ids=NO_EOS
    )
    assert independent.forwards == 3 + independent.steps > joint.forwards


def test_a_template_fills_its_spans_and_keeps_its_fixed_tokens(model):
    template = [[9, 10], Span(4), [11, 12], Span(3)]
    result = Engine(model).fill(prompt_ids(8, 16), template, eos_token_ids=NO_EOS)
    assert [len(span) for span in result.spans] == [4, 3]
    assert result.tokens == [9, 10, *result.spans[0], 11, 12, *result.spans[1]]


def test_joint_and_independent_mode_share_the_code_path_of_generation(model):
    material, question = prompt_ids(15, 15), prompt_ids(4, 16)
    engine = Engine(model)
    joint = engine.fill_joint(material, [question], answer_length=5, eos_token_ids=NO_EOS)
    alone = engine.fill_independent(material, [question], answer_length=5, eos_token_ids=NO_EOS)
    direct = engine.generate(material + question, max_new_tokens=5, eos_token_ids=NO_EOS)
    assert joint.answers == alone.answers == [direct.tokens]


def test_an_eos_inside_a_middle_span_pads_only_that_span(model):
    engine = Engine(model, strategy=OnePerStep())
    template = [[9, 10], Span(4), [11], Span(3)]
    prompt = prompt_ids(8, 17)
    free = [e for e in engine.stream(prompt, template=template, eos_token_ids=NO_EOS)]
    # the region is [9, 10][span 0: 2-5][11: 6][span 1: 7-9]
    _, position, eos = first_fresh_commit(free, 3, 5)
    result = engine.fill(prompt, template, eos_token_ids=[eos])
    assert result.span_reasons[0] == "eos"
    assert len(result.spans[0]) <= position - 2
    assert len(result.spans[1]) == 3 or result.span_reasons[1] == "eos"
    assert result.tokens == [9, 10, *result.spans[0], 11, *result.spans[1]]


def test_events_add_up_and_provisional_tokens_grow_into_the_committed_block(model):
    events = list(
        Engine(model, strategy=ConfidenceThreshold(threshold=0.9)).stream(
            prompt_ids(14, 18), max_new_tokens=20, eos_token_ids=NO_EOS
        )
    )
    result = events[-1]
    steps = [e for e in events if e.kind == "step"]
    blocks = [e for e in events if e.kind == "block"]
    assert result.kind == "finish" and sum(e.kind == "finish" for e in events) == 1
    assert sum(len(e.committed) for e in steps) == result.tokens_committed == 20
    assert len(steps) == result.steps
    assert 1 + len(steps) == result.forwards  # each block commit rides along with a step
    assert [t for e in steps for t in e.text] == result.tokens
    final = {b.block: b.tokens for b in blocks}
    final[2] = result.tokens[16:]
    for block, block_steps in _by_block(steps).items():
        known: set[int] = set()
        for event in block_steps:
            now = {i for i, t in enumerate(event.tokens) if t is not None}
            assert known <= now
            known = now
            assert all(event.tokens[i] == final[block][i] for i in now)
            assert all(event.draft[i] == event.tokens[i] for i in now)
    json.dumps([e.to_dict() for e in events])


def _by_block(steps):
    grouped: dict[int, list] = {}
    for event in steps:
        grouped.setdefault(event.block, []).append(event)
    return grouped


def test_bfloat16_decoding_runs_and_fills_the_requested_tokens(model):
    result = Engine(model.to(torch.bfloat16)).generate(
        prompt_ids(9, 19), max_new_tokens=10, eos_token_ids=NO_EOS
    )
    assert result.num_tokens == 10


def test_a_span_with_choices_begins_with_one_of_them_whatever_the_model_prefers(
    confident_model,
):
    model = confident_model
    material = prompt_ids(20, 31)
    questions = [prompt_ids(n, 40 + n) for n in (3, 4, 5, 6)]
    # choices of different lengths that share first tokens: the span is decided in any order
    options = [
        [[101, 102, 103], [101, 104], [105]],
        [[201, 202], [203, 202], [201, 204, 205, 206]],
        [[301], [302], [303]],
        [[401, 402, 403, 404, 405]],
    ]
    engine = Engine(model, strategy=ConfidenceThreshold(threshold=0.9))
    free = engine.fill_joint(material, questions, answer_length=5, eos_token_ids=NO_EOS)
    assert not all(
        any(answer[: len(c)] == c for c in choices)
        for answer, choices in zip(free.answers, options, strict=True)
    ), "a random model left free picks none of these ids"
    for seed in range(3):
        held = engine.fill_joint(
            material,
            questions,
            answer_length=5,
            answer_choices=options,
            eos_token_ids=NO_EOS,
            sampling=Sampling(temperature=1.0),
            seed=seed,
        )
        for answer, choices in zip(held.answers, options, strict=True):
            assert len(answer) == 5
            assert any(answer[: len(choice)] == choice for choice in choices), (answer, choices)
    assert held.forwards < 1 + 4 * 5, "choice spans still commit several positions per step"


def test_choices_longer_than_their_span_are_refused():
    with pytest.raises(ValueError, match="choices"):
        Span(2, choices=((1, 2, 3),))
    with pytest.raises(ValueError, match="choices"):
        Span(2, choices=())
    assert Span(3, choices=[[1, 2]]).choices == ((1, 2),)
