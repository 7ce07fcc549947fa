"""The markup grammar accepts every lesson of the corpus and refuses, at the first byte that
makes it so, what the sanitiser would drop or the runtime would flag."""

import random

import pytest

from clover_model.engine import Constraint
from clover_model.tokenization import train_tokenizer
from genui.corpus.lesson import lesson_markup
from genui.corpus.topics import all_topics
from genui.markup.grammar import CLOSING_RESERVE, MarkupGrammar
from genui.markup.sanitizer import markup_sanitize
from genui.markup.token_constraint import MarkupConstraint, token_bytes

HEAD = '<cl-lesson title="Tides" lang="en">\n'
SCENE = '<cl-scene label="Earth">\n<cl-sphere id="earth" radius="1.4"></cl-sphere>\n</cl-scene>\n'


def refused_at(markup: str) -> int | None:
    """The offset of the first byte the grammar refuses, or None."""
    grammar = MarkupGrammar()
    for offset, byte in enumerate(markup.encode()):
        if not grammar.feed(byte):
            return offset
    return None


def test_a_group_of_labels_may_close():
    # labels are seen: a group that holds only labels shows and hides them together (the
    # poles of an electromagnet that swap when the current is reversed)
    prefix = HEAD + '<cl-scene>\n<cl-group id="poles" visible="false">\n<cl-label>N</cl-label>\n<'
    grammar = MarkupGrammar()
    assert grammar.feed_bytes(prefix.encode())
    assert grammar.feed_bytes(b"/cl-group>")


def test_a_lesson_of_every_topic_is_accepted_and_may_end():
    rng = random.Random(0)
    levels = [
        (grade, language) for grade in ("primary", "middle", "high") for language in ("en", "zh")
    ]
    for index, topic in enumerate(all_topics()):
        grade, language = levels[index % len(levels)]
        for variant in (None, rng):
            markup = lesson_markup(topic, grade, language, variant)
            grammar = MarkupGrammar()
            assert grammar.feed_bytes(markup.encode()), (topic.slug, refused_at(markup))
            assert grammar.complete


SPHERE = HEAD + "<cl-scene>\n<cl-sphere "
CONTROLS = '<cl-controls>\n<cl-slider id="r" label="R">\n'
CHART = '<cl-controls>\n<cl-slider id="L" label="Length"></cl-slider>\n<cl-chart x="L" '


@pytest.mark.parametrize(
    ("accepted", "rest"),
    [
        ("<cl-", "scene>"),  # the root is a cl-lesson
        ("", "hello"),  # nothing before it
        ("", "\n<cl-lesson"),  # not even a line break
        (HEAD + "<cl-scene>\n\n", "\n"),  # no more than two whitespace bytes in a row
        (SPHERE + 'radius="  ', " 1"),
        (HEAD + SCENE + "<cl-section><p>x</p></cl-section></cl-lesson>\n\n", "\n"),
        (HEAD + "<", "/cl-lesson>"),  # no scene, no canvas (refused before a dead end)
        (HEAD + "<cl-s", "ection><p>x</p></cl-section>"),  # the scene first: a page cut short draws
        (HEAD + '<cl-scene fov="', "\x0b50"),  # no control characters in a value
        (HEAD + SCENE + "<cl-", "widget>"),  # not in the catalog
        (HEAD + SCENE + "<s", "cript>"),  # no script, ever
        (HEAD + SCENE + "<cl-s", "lider>"),  # a slider belongs in cl-controls
        (HEAD + SCENE + "<cl-controls>\n<cl-", "quiz>"),  # a quiz does not
        (HEAD + SCENE + '<cl-section heading="a" ', 'heading="b">'),  # no attribute twice
        (HEAD + SCENE + "<cl-section ", 'colour="red">'),  # not an attribute of the element
        (HEAD + SCENE + "<cl-s", 'cene label="b">'),  # one scene per lesson
        (SPHERE + 'radius="1.2', '.3">'),  # not a number
        (SPHERE + 'color="#12345', 'g">'),  # not a colour
        (SPHERE + 'radius="', '">'),  # an empty number
        (HEAD + '<cl-scene height="4', '">'),  # below the minimum of 200 (`400` would do)
        (HEAD + '<cl-scene height="90', '1">'),  # above the maximum of 900 as it is typed
        (HEAD + '<cl-scene height="4', ' 00">'),  # a space ends a number: 4 is below 200
        (SPHERE + 'opacity="0.5', '.">'),  # a second point
        (SPHERE + 'opacity="', '2">'),  # 2, 2.5, 20: nothing from 2 on is at most 1
        (SPHERE + 'opacity="1.0', '1">'),  # 1.01 and on
        (SPHERE + 'radius="-', '1">'),  # below the minimum of 0.001, however it goes on
        (SPHERE + 'radius="1', 'e3">'),  # no exponent: the corpus writes none
        (HEAD + '<cl-scene>\n<cl-line points="0 0 0', '">'),  # a line needs two points
        # a bind needs a target, and no element defined so far has anything to set
        (
            HEAD + SCENE.replace(' id="earth"', "") + '<cl-controls>\n<cl-toggle label="on">\n<c',
            'l-bind attr="visible">',
        ),
        (SPHERE + "radius", ">"),  # a bare attribute that is not a boolean
        (SPHERE + 'radius="', '暗">'),  # a number is ASCII, even its first byte
        (SPHERE + 'name="Earth ', '<cl-light">'),  # no markup inside a text value
        (SPHERE + 'name="Earth', '\n">'),  # a text value is one line
        (SPHERE + 'radius="1"', 'color="red">'),  # attributes are spaced
        (HEAD + "<cl-scene>\n", "some words"),  # no text in a scene
        (HEAD + SCENE + '<cl-section heading="a">', "text</cl-section>"),  # text goes in a <p>
        (HEAD + "<cl-scene>\n<cl-box></cl-box>\n</cl-s", "ection>"),  # closes what is open
        (HEAD + '<cl-scene><cl-light type="point"></cl-light><', "/cl-scene>"),  # draws nothing
        # a group draws what it holds: empty, or with an empty group alone, it closes on nothing
        # (its motion would show nothing, its legend highlight change nothing)
        (HEAD + '<cl-scene>\n<cl-group id="g">\n<cl-spin period="4"></cl-spin>\n<', "/cl-group>"),
        (
            HEAD + "<cl-scene>\n<cl-group>\n<cl-group>\n<cl-box></cl-box></cl-group>\n<cl-group><",
            "/",
        ),
        (HEAD + SCENE + '<cl-legend>\n<cl-legend-item target="', 'moon">'),  # no such id yet
        (HEAD + SCENE + '<cl-legend>\n<cl-legend-item target="earth', 's">'),
        (SPHERE + 'id="earth"></cl-sphere>\n<cl-group id="earth', '">'),  # ids are unique
        ('<cl-lesson lang="en"', ">"),  # the title is required
        (HEAD + "<", "!-- a comment -->"),  # comments are dropped by the sanitiser
        (HEAD + SCENE + "<cl-section><p>x</p></cl-section></cl-lesson> ", "more"),  # nothing after
        (
            HEAD + SCENE + '<cl-controls>\n<cl-slider id="r" label="',
            '">',
        ),  # a label names the control
        (HEAD + SCENE + '<cl-controls>\n<cl-slider id="r" label="  ', '">'),
        (
            HEAD + SCENE + '<cl-quiz>\n<cl-question prompt="Why?">\n<cl-choice> <',
            "/cl-choice>",
        ),  # no name
        (HEAD + SCENE + '<cl-quiz>\n<cl-question prompt="', '">'),
        (HEAD + SCENE + "<cl-c", "hart"),  # a chart plots over a parameter: none defined yet
        (HEAD + SCENE + CHART + 'y="2 * pi * sqrt(L / g) + ', 'M">'),  # reads its x, not M
        (HEAD + SCENE + '<cl-readout label="Height" expr="', 'h">'),  # no control defines h yet
        # `moon` is the light, whatever `moon2` has: a space ends the name (else a dead end)
        (
            HEAD + '<cl-scene>\n<cl-sphere id="moon2"></cl-sphere>\n<cl-light id="moon">'
            "</cl-light>\n</cl-scene>\n" + CONTROLS + '<cl-bind attr="radius" target="moon',
            ' ">',
        ),
        # a name before an operator is whole: `de` is no parameter (and could not become `deg(`)
        (
            HEAD + SCENE + CONTROLS + '</cl-slider>\n<cl-readout label="R" expr="2 * r + de',
            '== 1">',
        ),
        (HEAD + SCENE + CONTROLS + '</cl-slider>\n<cl-readout label="R" expr="2 *min', '= 1">'),
        # a heading of 120 characters at most: no room for the first byte of a 121st
        (HEAD + SCENE + '<cl-section heading="' + "a" * 120, "月"),
        # a control nothing reads is dead: the controls close once every parameter is read
        (HEAD + SCENE + '<cl-controls>\n<cl-slider id="r" label="R"></cl-slider>\n<', "/cl-c"),
        (
            HEAD + SCENE + CONTROLS + '<cl-bind target="earth" attr="radius" expr="2"></cl-bind>\n'
            "</cl-slider>\n<",
            "/cl-controls>",
        ),
        # `!` after an operand can only be `!=`, and a space would split it
        (HEAD + SCENE + CONTROLS + '</cl-slider>\n<cl-readout label="R" expr="(r)!', ' = 1">'),
        # a second legend item for the same object highlights nothing new: a dead control
        (
            HEAD + '<cl-scene>\n<cl-sphere id="earth"></cl-sphere>\n<cl-sphere id="moon">'
            '</cl-sphere>\n</cl-scene>\n<cl-legend>\n<cl-legend-item color="#fff" target="earth">'
            'Earth</cl-legend-item>\n<cl-legend-item color="#fff" target="',
            'earth">',
        ),
    ],
)
def test_the_first_refused_byte_is_where_the_markup_goes_wrong(accepted, rest):
    assert refused_at(accepted + rest) == len(accepted.encode())


SLIDER = (
    HEAD
    + SCENE.replace("</cl-scene>", '<cl-light id="sun" type="ambient"></cl-light>\n</cl-scene>')
    + '<cl-controls>\n<cl-slider id="r" label="Radius" min="1" max="3" value="2">\n'
)


@pytest.mark.parametrize(
    ("markup", "refused"),
    [
        ('<cl-bind target="earth" attr="radius"></cl-bind>', None),
        ('<cl-bind target="earth" attr="position.y" expr="r"></cl-bind>', None),
        ('<cl-bind attr="radius" target="earth"></cl-bind>', None),
        ('<cl-bind target="earth" attr="radi', 'i">'),  # a sphere has no `radii`
        ('<cl-bind target="earth" attr="position', '">'),  # a whole vec3 cannot be set
        ('<cl-bind target="earth" attr="', 'id">'),  # nor an id
        ('<cl-bind attr="radius" target="', 'sun">'),  # a light has no radius
        ('<cl-bind attr="radius" target="earth', 'x">'),
        ('<cl-bind attr="s', 'pread">'),  # no element defined so far has a `spread`
        ('<cl-bind target="earth" attr="', '半径">'),  # attribute names are ASCII
        ('<cl-bind target="earth" attr="scale.x" expr="1 + r * sin(t) / pi"></cl-bind>', None),
        ('<cl-bind target="earth" attr="scale.x" expr="r * ', 'q">'),  # no parameter q
        ('<cl-bind target="earth" attr="scale.x" expr="ra', 'te">'),  # `ra` could be `rad(`
        ('<cl-bind target="earth" attr="scale.x" expr="rad', ' * 2">'),  # a function, uncalled
        ('<cl-bind target="earth" attr="scale.x" expr="r', 'r">'),
    ],
)
def test_a_bind_sets_an_attribute_its_target_has(markup, refused):
    offset = refused_at(SLIDER + markup + (refused or ""))
    assert offset == (None if refused is None else len((SLIDER + markup).encode()))


@pytest.mark.parametrize(
    "reader",
    [
        '<cl-bind target="earth" attr="radius"></cl-bind>\n</cl-slider>\n',  # sets r itself
        '</cl-slider>\n<cl-readout label="R" expr="r * 2"></cl-readout>\n',
        '</cl-slider>\n<cl-bind target="earth" attr="position.x" expr="sin(t) * r"></cl-bind>\n',
    ],
)
def test_every_parameter_is_read_before_the_controls_close(reader):
    markup = HEAD + SCENE + CONTROLS + reader + "</cl-controls>\n</cl-lesson>\n"
    assert refused_at(markup) is None


def test_what_the_grammar_accepts_the_sanitiser_keeps():
    markup = (
        HEAD + SCENE + '<cl-controls>\n<cl-slider id="r" label="Radius" min="1" max="3" '
        'value="2">\n<cl-bind target="earth" attr="scale.x" expr="r / 2"></cl-bind>\n'
        '</cl-slider>\n</cl-controls>\n<cl-section heading="Why">\n<p>When f < u < 2f, '
        "the image is <strong>real</strong>.<br>Try it.</p>\n</cl-section>\n</cl-lesson>\n"
    )
    grammar = MarkupGrammar()
    assert grammar.feed_bytes(markup.encode()) and grammar.complete
    assert markup_sanitize(markup).clean


def test_the_constraint_reads_token_ids_of_a_byte_level_tokenizer():
    markup = lesson_markup(all_topics()[0], "middle", "zh")
    tokenizer = train_tokenizer([markup], vocab_size=400)
    vocabulary = token_bytes(tokenizer)
    assert vocabulary[tokenizer.eos_token_id] is None
    assert vocabulary[tokenizer.mask_token_id] is None
    ids = tokenizer.encode(markup)
    assert b"".join(vocabulary[token] for token in ids) == markup.encode()
    constraint = MarkupConstraint(vocabulary)
    for token in ids:
        assert constraint.accepts(token)
        constraint.advance(token)
    assert constraint.accepts_end()
    fresh = MarkupConstraint(vocabulary)
    assert not fresh.accepts_end()
    assert not fresh.accepts(tokenizer.eos_token_id)
    with pytest.raises(ValueError):
        fresh.advance(tokenizer.encode(" text")[0])


def test_the_constraint_is_the_engines_by_its_methods_alone():
    constraint = MarkupConstraint([b"<", None])

    assert isinstance(constraint, Constraint)
    assert Constraint not in type(constraint).__mro__


@pytest.mark.parametrize(
    ("prefix", "viable"),
    [
        ("2 * sqrt(", True),
        ("atan2(1, 2", True),
        ("clamp(x,", True),
        ("a <= b ? c :", True),
        ("6.67e", True),  # a number still being typed
        ("a !", True),  # the start of !=
        ("a &", True),  # the start of &&
        ("a < b <", False),  # comparisons do not chain
        ("a = ", False),  # a space cannot split `==`
        ("a & ", False),
        ("a <= ", True),
        ("a == ", True),
        ("1 2", False),
        ("foo(", False),  # not a function
        ("sqrt(2 *eyond20, image", False),
        (")", False),
    ],
)
def test_an_expression_is_refused_once_nothing_can_complete_it(prefix, viable):
    grammar = MarkupGrammar()
    sliders = "".join(f'<cl-slider id="{name}" label="{name}"></cl-slider>\n' for name in "abcx")
    head = HEAD + SCENE + "<cl-controls>\n" + sliders + '<cl-readout label="x" expr="'
    assert grammar.feed_bytes(head.encode())
    assert grammar.feed_bytes(prefix.encode()) is viable


def test_an_expression_that_keeps_growing_is_steered_to_close_within_its_limit():
    # 300 characters at most (the catalog's, as the sanitiser parses): from 296 on, nothing
    # may open that the remaining room cannot close, and the value can always close valid
    grammar = MarkupGrammar()
    slider = '<cl-slider id="x" label="x"></cl-slider>\n<cl-readout label="x" expr="'
    assert grammar.feed_bytes((HEAD + SCENE + "<cl-controls>\n" + slider).encode())
    assert grammar.feed_bytes(b"x+" * 147)  # 294 characters, an operand due
    # a name that can only become a function is as long as the function with its arguments:
    # `sqrt` (298) could only go on as `sqrt(1)`, 301, a dead end; `x` is a parameter
    assert not grammar.copy().feed_bytes(b"sqrt")
    assert not grammar.copy().feed_bytes(b"sqrt(")
    assert grammar.copy().feed_bytes(b"x")
    assert grammar.copy().feed_bytes(b"p")  # `pi` fits, `pow(1,1)` would not
    assert not grammar.copy().feed_bytes(b"pow(")  # needs `1,1)` at least: 302
    assert grammar.copy().feed_bytes(b"(x)")  # 297
    assert grammar.feed_bytes(b"abs(x")  # 299: only `)` may follow
    assert not grammar.copy().feed_bytes(b"+")
    assert not grammar.copy().feed_bytes(b"1")
    assert grammar.feed_bytes(b')">')


def test_a_name_that_ends_like_a_number_being_typed_is_still_a_name():
    # `2e` of `2e5` is completed as a number, `x2e` is not: it is the parameter itself
    grammar = MarkupGrammar()
    slider = '<cl-slider id="x2e" label="x"></cl-slider>\n<cl-readout label="x" expr="'
    assert grammar.feed_bytes((HEAD + SCENE + "<cl-controls>\n" + slider).encode())
    assert grammar.copy().feed_bytes(b"x2e")
    assert grammar.feed_bytes(b'x2e * 2e-3">')


def test_a_value_nothing_can_complete_may_close_once_the_constraint_relaxes():
    vocabulary = [None, *(bytes((byte,)) for byte in range(256))]
    constraint = MarkupConstraint(vocabulary)
    head = HEAD + SCENE + '<cl-controls>\n<cl-readout label="x" expr="1 +'
    for byte in head.encode():
        constraint.advance(byte + 1)
    quote = ord('"') + 1
    assert not constraint.accepts(quote)  # `1 +` is no expression
    assert constraint.relax() and constraint.accepts(quote)
    constraint.advance(quote)
    assert not constraint.relax()  # only a value can be relaxed
    assert constraint.accepts(ord(">") + 1) and not constraint.accepts(ord("<") + 1)


BYTE_VOCABULARY = [None, *(bytes((byte,)) for byte in range(256))]  # token k + 1 is byte k


def write_greedily(constraint: MarkupConstraint, preference: bytes, limit: int) -> bytes:
    """Up to ``limit`` bytes, each the first of ``preference`` (then any byte) the constraint
    accepts: a model that would rather close than go on, where the grammar lets it."""
    order = list(preference) + [b for b in range(256) if b not in preference]
    written = b""
    while len(written) < limit and not constraint.accepts_end():
        byte = next(b for b in order if constraint.accepts(b + 1))
        constraint.advance(byte + 1)
        written += bytes((byte,))
    return written


def test_a_lesson_near_its_token_budget_closes_what_is_open_and_starts_nothing():
    head = (
        HEAD + SCENE + '<cl-controls>\n<cl-slider id="x" label="x"></cl-slider>\n'
        '<cl-readout label="Speed" expr="x * '
    )
    budget = len(head.encode()) + CLOSING_RESERVE
    constraint = MarkupConstraint(BYTE_VOCABULARY, max_tokens=budget)
    for byte in head.encode():
        assert not constraint.grammar.closing and constraint.accepts(byte + 1)
        constraint.advance(byte + 1)
    assert constraint.grammar.closing  # CLOSING_RESERVE tokens left
    # the expression must end, but `x * ` cannot end yet: an operand may still come
    assert not constraint.accepts(ord('"') + 1) and constraint.accepts(ord("2") + 1)
    constraint.advance(ord("2") + 1)
    # `x * 2` is complete: it closes, no digit, operator or space more
    assert not any(constraint.accepts(ord(c) + 1) for c in "0+ ")
    ending = write_greedily(constraint, b'"></', limit=CLOSING_RESERVE)
    markup = head.encode() + b"2" + ending
    assert constraint.accepts_end(), markup
    assert ending == b'"></cl-readout></cl-controls></cl-lesson>'
    assert markup_sanitize(markup.decode()).clean


def test_closing_mode_still_finishes_what_the_grammar_requires():
    constraint = MarkupConstraint(BYTE_VOCABULARY, max_tokens=0)  # closing from the start

    def accepts(text: str) -> bool:
        return constraint.accepts(text.encode()[0] + 1)

    def write(text: str) -> None:
        for byte in text.encode():
            assert constraint.accepts(byte + 1), text
            constraint.advance(byte + 1)

    write("<cl-lesson ")
    assert not accepts(">") and accepts("t")  # `title` is required: the tag goes on
    write('title="T')
    assert accepts('"') and not accepts("i")  # the title is complete: it closes
    write('" ')
    assert accepts(">") and not accepts("l")  # nothing is missing: no more attributes
    write("><")
    assert not accepts("/") and accepts("c")  # a lesson opens its scene first
    write("cl-scene><")
    assert not accepts("/") and accepts("c")  # a scene draws something before it closes
    write("cl-sphere><")
    assert accepts("/") and not accepts("c")  # from here on, only closing
    ending = write_greedily(constraint, b'"></', limit=100)
    assert ending == b"/cl-sphere></cl-scene></cl-lesson>"
    assert constraint.accepts_end()
    # without a budget nothing changes: a long lesson is accepted whole
    unlimited = MarkupConstraint(BYTE_VOCABULARY)
    for byte in lesson_markup(all_topics()[0], "high", "en").encode():
        assert unlimited.accepts(byte + 1)
        unlimited.advance(byte + 1)
    assert not unlimited.grammar.closing and unlimited.accepts_end()


def test_a_legend_names_each_object_once_and_may_still_add_items_without_one():
    legend = (
        HEAD + SCENE + '<cl-legend>\n<cl-legend-item color="#fff" target="earth">Earth'
        "</cl-legend-item>\n"
    )
    grammar = MarkupGrammar()
    assert grammar.feed_bytes(legend.encode())
    # every object is named: no target can be offered, an item without one still can
    assert not grammar.copy().feed_bytes(b'<cl-legend-item color="#fff" target=')
    assert grammar.feed_bytes(b'<cl-legend-item color="#000">Night</cl-legend-item>\n</cl-legend>')


def test_a_required_opening_is_written_first_in_whatever_tokens_then_the_grammar_goes_on():
    opening = '<cl-lesson title="Lunar eclipses"'
    # a vocabulary of single bytes plus two longer pieces (ids 257 and 258)
    vocabulary = [*BYTE_VOCABULARY, b'<cl-lesson title="Lu', b'<cl-lesson title="So']
    constraint = MarkupConstraint(vocabulary, opening=opening)

    assert not constraint.accepts(258)  # another title
    assert not constraint.accepts(ord(" ") + 1)
    assert constraint.accepts(257) and constraint.accepts(ord("<") + 1)
    constraint.advance(257)
    for byte in b'nar eclipses"':
        assert not constraint.accepts(ord("X") + 1)
        constraint.advance(byte + 1)
    # the opening is written: the rest of the tag is the grammar's alone
    rest = ' subject="Astronomy" grade="Middle school" lang="en" summary="s">'
    for byte in rest.encode():
        assert constraint.accepts(byte + 1)
        constraint.advance(byte + 1)
    assert constraint.opening == b""


CHOICE = (
    HEAD + SCENE + '<cl-quiz heading="Check">\n<cl-question id="q1" prompt="Why?">\n'
    '<cl-choice correct feedback="Right: it disappears.">'
)


@pytest.mark.parametrize(
    ("text", "syntax"),
    [
        # the choice's feedback ends like its text: the model takes the text for the value
        ("It disappears.", '">'),
        ("It disappears.", '" >'),
        ("It disappears.", "'>"),
        ("A line", "/>"),
        ("A line feedback=", '"'),
    ],
)
def test_text_never_holds_tag_syntax(text, syntax):
    accepted = CHOICE + text + syntax[:-1]

    assert refused_at(accepted + syntax[-1] + "</cl-choice>") == len(accepted.encode())


@pytest.mark.parametrize(
    "text",
    ["Cameras use u > 2f, projectors f < u < 2f", 'C=O bonds are "polar"', "a = b / 2", "It's > 0"],
)
def test_comparisons_quotes_and_formulas_in_text_are_still_text(text):
    assert refused_at(CHOICE + text + "</cl-choice>") is None


def test_one_element_after_the_markup_written_then_only_the_end():
    written = HEAD + SCENE + '<cl-section heading="One"><p>First.</p></'
    constraint = MarkupConstraint(
        [*BYTE_VOCABULARY, b">\n", b">\n<"],  # 257: `>` and a line break, 258: and a `<`
        opening="cl-section>\n<cl-section",
        written=written,
        element=True,
    )
    assert not constraint.accepts(ord("x") + 1), "the opening comes first"
    for byte in b'cl-section>\n<cl-section heading="Two"><p>Second.</p></cl-section':
        assert not constraint.accepts_end()
        constraint.advance(byte + 1)
    # the element may close with a line break in the same token, but nothing else follows
    assert constraint.accepts(257) and not constraint.accepts(258)
    constraint.advance(257)
    assert constraint.accepts_end()
    assert not any(constraint.accepts(token) for token in range(len(constraint.vocabulary)))


def test_markup_written_before_must_follow_the_grammar():
    with pytest.raises(ValueError, match="written so far"):
        MarkupConstraint(BYTE_VOCABULARY, written="<p>loose text</p>")
    with pytest.raises(ValueError, match="opening"):
        MarkupConstraint(BYTE_VOCABULARY, written=HEAD, opening="<cl-nonsense", element=True)
