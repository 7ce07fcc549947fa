"""Constrained decoding: the final text always satisfies the request's constraint, a refused
token is masked again before it was ever handed out as text, the end of text waits for the
constraint, and a dead end falls back to unconstrained decoding. Tiny random model."""

import pytest
import torch

from clover_model.engine import (
    ConfidenceThreshold,
    Constraint,
    Engine,
    OnePerStep,
    Request,
    Sampling,
    Span,
)
from clover_model.engine.constraints import frontier_filter
from tests.clover_model.test_engine import NO_EOS, prompt_ids


class Alternating(Constraint):
    """Token ids of alternating parity, the first one even; the text may end anywhere."""

    def __init__(self):
        self.length = 0

    def accepts(self, token):
        return token % 2 == self.length % 2

    def advance(self, token):
        assert self.accepts(token)
        self.length += 1

    def accepts_end(self):
        return True


class Nothing:
    """A constraint by its methods alone: `Constraint` is a Protocol, nothing to subclass."""

    def accepts(self, token):
        return False

    def advance(self, token):
        raise AssertionError("nothing is accepted")

    def accepts_end(self):
        return False

    def relax(self):
        return False


@pytest.fixture
def confident_model(model):
    """Logits scaled up so that several positions commit per step (see test_engine)."""
    with torch.no_grad():
        model.model.norm.weight.add_(40.0)
    return model


def alternating(tokens: list[int]) -> bool:
    return all(token % 2 == index % 2 for index, token in enumerate(tokens))


@pytest.mark.parametrize(
    "sampling", [Sampling(), Sampling(temperature=0.8, top_p=0.9)], ids=["greedy", "sampled"]
)
def test_parallel_commits_are_checked_and_refused_ones_denoised_again(confident_model, sampling):
    engine = Engine(confident_model, strategy=ConfidenceThreshold(threshold=0.9))
    free = engine.generate(prompt_ids(12, 3), max_new_tokens=24, eos_token_ids=NO_EOS, seed=1)
    assert not alternating(free.tokens)

    events = list(
        engine.stream(
            prompt_ids(12, 3),
            max_new_tokens=24,
            eos_token_ids=NO_EOS,
            seed=1,
            sampling=sampling,
            constraint=Alternating(),
        )
    )
    result = events[-1]
    steps = [e for e in events if e.kind == "step"]
    assert result.finish_reason == "length" and len(result.tokens) == 24
    assert alternating(result.tokens)
    assert not result.constraint_gave_up
    # tokens committed beyond the frontier were refused and decoded again
    assert result.remasked == sum(len(e.remasked) for e in steps) > 0
    assert sum(len(e.committed) for e in steps) - result.remasked == result.tokens_committed
    emitted = 0
    for event in steps:
        # what goes back to the mask was never handed out as text
        assert all(position >= emitted for position in event.remasked)
        assert all(event.tokens[p - event.block_start] is None for p in event.remasked)
        emitted += len(event.text)
    assert [t for e in steps for t in e.text] == result.tokens


def test_the_end_of_text_waits_until_the_constraint_allows_it(model):
    engine = Engine(model, strategy=OnePerStep())
    prompt = prompt_ids(10, 4)
    free = engine.generate(prompt, max_new_tokens=24, eos_token_ids=NO_EOS)
    # an EOS token the unconstrained model would commit third
    eos = free.tokens[2]
    early = engine.generate(prompt, max_new_tokens=24, eos_token_ids=[eos])
    assert early.finish_reason == "eos" and len(early.tokens) < 6

    class LongEnough(Constraint):
        def __init__(self):
            self.length = 0

        def accepts(self, token):
            return True

        def advance(self, token):
            self.length += 1

        def accepts_end(self):
            return self.length >= 6

    late = engine.generate(prompt, max_new_tokens=24, eos_token_ids=[eos], constraint=LongEnough())
    assert eos not in late.tokens[:6] and len(late.tokens) >= 6


def test_a_constraint_is_any_object_with_the_four_methods():
    assert isinstance(Nothing(), Constraint) and Constraint not in type(Nothing()).__mro__
    assert not isinstance(object(), Constraint)


def test_a_dead_end_decodes_the_rest_unconstrained(model):
    engine = Engine(model, strategy=OnePerStep())
    prompt = prompt_ids(9, 5)
    free = engine.generate(prompt, max_new_tokens=16, eos_token_ids=NO_EOS)
    stuck = engine.generate(prompt, max_new_tokens=16, eos_token_ids=NO_EOS, constraint=Nothing())
    assert stuck.constraint_gave_up and stuck.tokens == free.tokens


def test_the_frontier_keeps_the_best_acceptable_tokens_in_the_model_order():
    logits = torch.tensor([0.0, 5.0, 4.0, 3.0, 2.0, 1.0])
    odd = Alternating()
    odd.advance(0)
    greedy = logits.clone()
    assert frontier_filter(greedy, odd, eos=set(), first_only=True)
    assert greedy.argmax() == 1 and torch.isinf(greedy).sum() == 5
    sampled = logits.clone()
    sampled[3] = float("-inf")  # ruled out before (the mask token): never a candidate
    assert frontier_filter(sampled, odd, eos={4}, first_only=False)
    assert torch.isfinite(sampled).nonzero().flatten().tolist() == [1, 4, 5]
    assert not frontier_filter(logits.clone(), Nothing(), eos=set(), first_only=True)


def test_a_constraint_is_for_free_generation_only():
    with pytest.raises(ValueError, match="free generation"):
        Request(prompt=[1, 2], template=[[3], Span(4)], constraint=Alternating())


def test_a_constraint_that_can_relax_keeps_constraining_after_a_dead_end(model):
    class EvenUntilStuck(Alternating):
        """Even tokens only, none after the third: a dead end, relaxed to any even token."""

        relaxed = False

        def accepts(self, token):
            return token % 2 == 0 and (self.length < 3 or self.relaxed)

        def relax(self):
            self.relaxed = True
            return True

    result = Engine(model, strategy=OnePerStep()).generate(
        prompt_ids(9, 5), max_new_tokens=12, eos_token_ids=NO_EOS, constraint=EvenUntilStuck()
    )
    assert not result.constraint_gave_up
    assert all(token % 2 == 0 for token in result.tokens)
