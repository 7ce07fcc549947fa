"""The consistency check: a number a story step or a section states beside a slider or a
read-out must be what the page shows there."""

from __future__ import annotations

from genui.corpus.lesson import lesson_markup
from genui.corpus.topics import topic_by_slug
from genui.markup.consistency import consistency_findings
from genui.markup.measures import mentions, spellings

PHOTOSYNTHESIS = (
    '<cl-slider id="light" label="Light intensity" min="0" max="100" step="1" value="80"'
    ' unit="%"></cl-slider>'
    '<cl-slider id="co2ppm" label="CO₂ concentration" min="0" max="800" step="10" value="400"'
    ' unit="ppm"></cl-slider>'
    '<cl-readout label="Photosynthesis rate (share of maximum)" expr="min(light, co2ppm / 8)"'
    ' unit="%" digits="0"></cl-readout>'
)


def lesson(controls: str, *steps: str, section: str = "") -> str:
    return (
        f'<cl-lesson title="A lesson" lang="en"><cl-controls>{controls}</cl-controls>'
        f"<cl-story>{''.join(steps)}</cl-story>{section}</cl-lesson>"
    )


def step(text: str, caption: str = "", **sets: str) -> str:
    values = "".join(f'<cl-set param="{k}" value="{v}"></cl-set>' for k, v in sets.items())
    return f'<cl-step title="A step" caption="{caption}">{values}<p>{text}</p></cl-step>'


def said(markup: str) -> list[tuple[str, str, str]]:
    return [(f.said, f.quantity, f.shown) for f in consistency_findings(markup)]


def test_a_step_that_states_other_values_than_it_sets_is_found():
    text = "At full light the rate levels off, here at 50% with 400 ppm of CO₂."
    markup = lesson(PHOTOSYNTHESIS, step(text, light="100", co2ppm="800"))

    assert said(markup) == [
        ("400 ppm", "CO₂ concentration", "800 ppm"),
        ("50%", "Photosynthesis rate (share of maximum)", "100%"),
    ]
    (first, _) = consistency_findings(markup)
    assert first.where == "step 1 “A step”" and first.sentence == text
    assert "the text says 400 ppm" in first.message


def test_the_same_step_setting_what_it_states_agrees():
    text = "At full light the rate levels off, here at 50% with 400 ppm of CO₂."
    assert said(lesson(PHOTOSYNTHESIS, step(text, light="100", co2ppm="400"))) == []


def test_a_read_out_follows_the_values_every_step_before_set():
    steps = [
        step("Plants need light.", co2ppm="200"),
        step("In dim light the rate falls to 20%.", light="20"),
        step("At full light the rate stops at 25%.", light="100"),
    ]
    assert said(lesson(PHOTOSYNTHESIS, *steps)) == []
    steps[0] = step("Plants need light.", co2ppm="400")
    assert said(lesson(PHOTOSYNTHESIS, *steps)) == [
        ("25%", "Photosynthesis rate (share of maximum)", "50%")
    ]


def test_the_caption_counts_as_the_steps_text():
    markup = lesson(PHOTOSYNTHESIS, step("Watch the bubbles.", caption="Light at 30%", light="60"))
    assert said(markup) == [("30%", "Light intensity", "60%")]


def test_a_value_agrees_within_the_rounding_the_page_and_the_text_use():
    speed = (
        '<cl-slider id="h" label="Drop height" min="1" max="10" step="0.5" value="5" unit="m">'
        '</cl-slider><cl-readout label="Speed on landing" expr="sqrt(2 * g * h)" unit="m/s"'
        ' digits="1"></cl-readout>'
    )
    # sqrt(2 · 9.81 · 5) = 9.90…, shown as 9.9 m/s
    for agreeing in ("It lands at 9.9 m/s.", "The speed on landing is about 10 m/s."):
        assert said(lesson(speed, step(agreeing, h="5"))) == []
    assert said(lesson(speed, step("It lands at 9.5 m/s.", h="5"))) == [
        ("9.5 m/s", "Speed on landing", "9.9 m/s")
    ]
    # a round figure stands for its rounding: 1200 °C is 1150 to 1250
    kiln = '<cl-slider id="t" label="Kiln temperature" min="0" max="2000" unit="°C"></cl-slider>'
    assert said(lesson(kiln, step("The kiln reaches 1200 °C.", t="1190"))) == []
    assert said(lesson(kiln, step("The kiln reaches 1200 °C.", t="1300"))) != []


def test_chinese_writes_units_its_own_way():
    speed = '<cl-slider id="v" label="发射速度" min="0" max="30" step="0.5" unit="m/s"></cl-slider>'
    assert said(lesson(speed, step("以12米/秒的发射速度抛出。", v="12"))) == []
    assert said(lesson(speed, step("以12米/秒的发射速度抛出。", v="15"))) == [
        ("12米/秒", "发射速度", "15.0 m/s")
    ]


def test_values_a_sentence_contrasts_agree_when_the_page_shows_one_of_them_or_between():
    heat = '<cl-slider id="t" label="Temperature" min="0" max="100" step="1" unit="°C"></cl-slider>'
    change = "Raise the temperature from 20 °C to 40 °C."
    assert said(lesson(heat, step(change, t="40"))) == []
    assert said(lesson(heat, step(change, t="60"))) == [("20 °C", "Temperature", "60°C")]
    assert said(lesson(heat, step("The temperature is usually 10-30 °C.", t="25"))) == []


def test_formulas_rates_and_limits_state_no_value():
    angle = '<cl-slider id="i" label="Angle of incidence" max="89" step="1" unit="°"></cl-slider>'
    texts = [
        "The angle of incidence obeys h = 90° − i here.",
        "As the angle of incidence approaches 90°, the ray skims the surface.",
        "The angle of incidence grows 5° per second.",
    ]
    assert [said(lesson(angle, step(text, i="30"))) for text in texts] == [[], [], []]


def test_a_word_that_tells_the_quantity_from_the_others_must_stand_beside_the_number():
    angles = (
        '<cl-slider id="i" label="Angle of incidence" max="89" step="1" unit="°"></cl-slider>'
        '<cl-readout label="Angle of refraction" expr="deg(asin(sin(rad(i)) / 1.5))" unit="°"'
        ' digits="1"></cl-readout>'
    )
    # 40° in, 25.4° out in glass; the sentence's other angle is not the read-out's
    text = "The angle of refraction is smaller than the angle of incidence: 25.4° instead of 40°."
    assert said(lesson(angles, step(text, i="40"))) == []
    assert said(lesson(angles, step("Light leaves at 50° from the lamp.", i="40"))) == []
    assert said(lesson(angles, step("Set the angle of incidence to 50°.", i="40"))) == [
        ("50°", "Angle of incidence", "40°")
    ]


def test_a_section_is_compared_only_where_it_points_at_the_page():
    magnet = (
        '<cl-slider id="d" label="Distance" min="2" max="30" value="10" unit="cm"></cl-slider>'
        '<cl-readout label="Field at the compass" expr="100 / d ^ 3" unit="mT" digits="2">'
        "</cl-readout>"
    )
    fact = '<cl-section heading="Earth"><p>The field at the compass of a hiker is 0.05 mT.</p>'
    here = '<cl-section heading="Here"><p>Here the field at the compass is 0.5 mT.</p>'
    assert said(lesson(magnet, step("Move the compass."), section=fact + "</cl-section>")) == []
    assert said(lesson(magnet, step("Move the compass."), section=here + "</cl-section>")) == [
        ("0.5 mT", "Field at the compass", "0.10 mT")
    ]


def test_a_page_without_sliders_or_read_outs_or_with_broken_markup_has_nothing_to_compare():
    assert consistency_findings("<cl-lesson><cl-story><cl-step><p>It is 5 m.") == []
    assert consistency_findings(lesson(PHOTOSYNTHESIS + "<cl-readout expr='1 +'>")) == []
    assert consistency_findings("<![ broken") == []


def test_the_photosynthesis_lesson_as_the_issue_met_it_is_found():
    # issue 42: step 3 said "here at 50% with 400 ppm" and set 800 ppm (the readout said 100%)
    markup = lesson_markup(topic_by_slug("photosynthesis"), "middle", "en")
    before = markup.replace(
        '<cl-set param="co2ppm" value="400"></cl-set>\n<p>At full light',
        '<cl-set param="co2ppm" value="800"></cl-set>\n<p>At full light',
    )
    assert before != markup
    assert [f.where for f in consistency_findings(before)] == ["step 3 “When CO₂ runs short”"] * 2
    assert consistency_findings(markup) == []


def test_numbers_are_read_as_text_writes_them():
    units = spellings({"km", "%", "Pa·s", "m/s"})
    read = mentions("约38万千米；1 392 700 km 与 10⁸ Pa·s、10-20% 和 9.8米/秒", units)
    assert [(m.value, m.unit) for m in read] == [
        (380000.0, "km"),
        (1392700.0, "km"),
        (1e8, "Pa·s"),
        (20.0, "%"),
        (9.8, "m/s"),
    ]
    assert read[0].approximate and read[3].low == 10.0
