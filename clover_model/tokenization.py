"""Clover's tokenizer and its request formats.

A byte-level BPE (Hugging Face ``tokenizers``) with the special tokens the model
needs: padding, end of text, the diffusion mask, and the request / response markers
that frame a request (``request_prompt``; joint mode's material and questions:
``joint_prompt``). What a request says is the caller's.

    tokenizer = train_tokenizer(texts, vocab_size=4096)
    tokenizer.save_pretrained(path)            # AutoTokenizer.from_pretrained(path) loads it
    ids = tokenizer.encode(request_prompt("Why eclipses?"))
"""

from __future__ import annotations

from collections.abc import Iterable

from tokenizers import Regex, Tokenizer, decoders, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast

PAD = "<|pad|>"
EOS = "<|endoftext|>"
MASK = "<|mask|>"
REQUEST = "<|request|>"
RESPONSE = "<|response|>"
SPECIAL_TOKENS = [PAD, EOS, MASK, REQUEST, RESPONSE]
MAX_TOKEN_CHARS = 48


def request_prompt(text: str) -> str:
    """A request as the model reads it: ``text`` between the request markers; the response
    follows."""
    return f"{REQUEST}{text}{RESPONSE}"


def joint_material(material: str) -> str:
    """The start of joint mode's context: the material the questions are about."""
    return f"{REQUEST}material: {material.strip()}\n"


def joint_question(number: int, question: str, *, last: bool) -> str:
    """Question ``number`` of the context; the last one closes the request."""
    return f"Q{number}: {question.strip()}" + (RESPONSE if last else "\n")


def joint_answer_prefix(number: int) -> str:
    """What starts the answer to question ``number`` (fixed in `engine.joint`'s template); the
    answer follows after a space, which the tokenizer keeps with the answer's first word."""
    return f"A{number}:"


def joint_prompt(material: str, questions: list[str]) -> str:
    """Joint mode's context: a material, then numbered questions; the model answers each on
    its own ``A<n>: `` line."""
    count = len(questions)
    return joint_material(material) + "".join(
        joint_question(number, question, last=number == count)
        for number, question in enumerate(questions, 1)
    )


def train_tokenizer(texts: Iterable[str], *, vocab_size: int) -> PreTrainedTokenizerFast:
    """Train a byte-level BPE on ``texts``; the special tokens take ids 0 to 4.

    Pieces never cross a line break or the space before a word, but may span everything else
    (up to MAX_TOKEN_CHARS bytes): a markup attribute such as `` position="0 -2.5 0"`` or
    ``></cl-light>`` can be one token, while prose and requests split into words the same way
    wherever they appear. On the lesson corpus that gives far fewer tokens per lesson than
    GPT-2-style splitting, which cuts every number, colour and tag name apart (the counts:
    docs/corpus-and-training.md, "Tokenizer").
    """
    tokenizer = Tokenizer(models.BPE())
    tokenizer.pre_tokenizer = pre_tokenizers.Sequence(
        [
            pre_tokenizers.Split(Regex(r"\n"), behavior="merged_with_previous"),
            pre_tokenizers.Split(Regex(r" (?=\p{L})"), behavior="merged_with_next"),
            pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False),
        ]
    )
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        special_tokens=SPECIAL_TOKENS,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        max_token_length=MAX_TOKEN_CHARS,
        show_progress=False,
    )
    tokenizer.train_from_iterator(texts, trainer=trainer)
    return PreTrainedTokenizerFast(
        tokenizer_object=tokenizer,
        pad_token=PAD,
        eos_token=EOS,
        mask_token=MASK,
        additional_special_tokens=[REQUEST, RESPONSE],
        clean_up_tokenization_spaces=False,
    )


def config_token_ids(tokenizer) -> dict:
    """The token fields of a ``CloverConfig`` that matches ``tokenizer``."""
    return {
        "vocab_size": len(tokenizer),
        "pad_token_id": tokenizer.pad_token_id,
        "eos_token_id": tokenizer.eos_token_id,
        "mask_token_id": tokenizer.mask_token_id,
        "bos_token_id": None,
    }
