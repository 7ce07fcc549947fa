"""Astronomy topics: eclipses, the Moon's phases, seasons, day and night, orbits, the solar system, tides."""

from genui.corpus.schema import Choice, LegendItem, Level, Question, Step, T, Topic

SOLAR_ECLIPSE = Topic(
    slug="solar-eclipse",
    subject="astronomy",
    names={
        "en": ("solar eclipse", "eclipse of the Sun", "total solar eclipse", "annular eclipse"),
        "zh": ("日食", "日全食", "日环食", "日偏食"),
    },
    title=T("Solar eclipses: when the Moon hides the Sun", "日食：月球挡住了太阳"),
    palette={
        "background": ("#02040a", "#050814", "#0a0a12"),
        "sun": ("#ffc933", "#ffb703", "#ffd166"),
        "earth": ("#2f6fd6", "#3a7bd5", "#1f5fbf"),
        "umbra": ("#3d4258", "#2b2f45", "#44384f"),
    },
    scene="""
<cl-scene fov="35" camera="-7 7 24" target="-7 0 0" background="[[background]]" stars label="{{The Moon between the Sun and the Earth, casting its shadow|月球位于太阳和地球之间，投下影子}}">
<cl-light type="directional" position="-16 0 0" intensity="1.4"></cl-light>
<cl-light type="ambient" intensity="0.08"></cl-light>
<cl-sphere id="sun" name="{{Sun|太阳}}" radius="3" position="-16 0 0" color="#fff2b3" emissive="[[sun]]" glow="0.8">
<cl-label color="#ffe9a8">{{Sun|太阳}}</cl-label>
</cl-sphere>
<cl-sphere id="earth" name="{{Earth|地球}}" radius="1.2" color="[[earth]]" roughness="0.7">
<cl-spin period="8"></cl-spin>
<cl-sphere radius="0.5" position="0.6 0.45 0.6" color="#3fa34d"></cl-sphere>
<cl-sphere radius="0.45" position="-0.5 -0.3 -0.75" color="#3fa34d"></cl-sphere>
<cl-label color="#bcd4ff" offset="0 1.8 0">{{Earth|地球}}</cl-label>
</cl-sphere>
<cl-line id="moon-path" radius="4" color="#4a5573" dashed></cl-line>
<cl-sphere id="moon" name="{{Moon|月球}}" radius="0.35" color="#d8d8d8" roughness="0.95">
<cl-orbit id="moon-orbit" radius="4" period="0" phase="180"></cl-orbit>
<cl-label offset="0 0.8 0">{{Moon|月球}}</cl-label>
<cl-group id="moon-shadow" name="{{The Moon's shadow|月球的影子}}">
<cl-cone id="umbra" name="{{Umbra|本影}}" radius="0.35" height="2.9" position="1.45 0 0" rotation="0 0 -90" color="[[umbra]]" opacity="0.8"></cl-cone>
<cl-cylinder id="penumbra" name="{{Penumbra|半影}}" radius="1.4" radius-top="0.35" height="4.5" position="2.25 0 0" rotation="0 0 90" color="#8a93ad" opacity="0.2" open></cl-cylinder>
</cl-group>
</cl-sphere>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="angle" label="{{Moon's angle from the Sun–Earth line|月球偏离日地连线的角度}}" min="-30" max="30" step="0.5" value="0" unit="°">
<cl-bind target="moon-orbit" attr="phase" expr="180 - angle"></cl-bind>
</cl-slider>
<cl-slider id="dist" label="{{Earth–Moon distance|地月距离}}" min="356000" max="407000" step="1000" value="363000" unit="{{km|千米}}">
<cl-bind target="moon-orbit" attr="radius" expr="1.2 + 2.9 * (dist - 6371) * 0.009301 / 3474.8"></cl-bind>
</cl-slider>
<cl-toggle id="shadow" label="{{Show the Moon's shadow|显示月影}}" value="true">
<cl-bind target="moon-shadow" attr="visible"></cl-bind>
</cl-toggle>
<cl-readout label="{{Moon's width ÷ Sun's width in our sky|月球与太阳的视直径之比}}" expr="3474.8 / (dist - 6371) / 0.009301" digits="2"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("earth", "earth", T("Earth", "地球")),
        LegendItem("umbra", "umbra", T("Umbra: total eclipse", "本影：日全食")),
    ),
    chart="""
<cl-chart title="{{Can the Moon cover the whole Sun?|月球能完全遮住太阳吗？}}" x="dist" y="3474.8 / (dist - 6371) / 0.009301" x-label="{{Earth–Moon distance (km)|地月距离（千米）}}" y-label="{{Moon width ÷ Sun width|月日视直径之比}}" color="[[sun]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "Sometimes the Moon passes right in front of the Sun and day turns dark for a few minutes.",
                "有时月球正好从太阳前面经过，白天会暗下来几分钟。",
            ),
            steps=(
                Step(
                    T("Sun, Moon, Earth", "太阳、月球、地球"),
                    T("The Moon moves between the Sun and the Earth.", "月球走到太阳和地球中间。"),
                    T(
                        "The Moon goes around the Earth. Now and then it lines up <strong>exactly</strong> between the Sun and the Earth.",
                        "月球绕着地球转。偶尔它会<strong>正好</strong>排在太阳和地球中间。",
                    ),
                    camera="-7 7 24",
                    target="-7 0 0",
                    highlight="moon",
                    sets=(("angle", "0"), ("shadow", "1")),
                ),
                Step(
                    T("The Moon's shadow", "月球的影子"),
                    T(
                        "Where the shadow lands, the Sun is hidden.",
                        "影子落到的地方，太阳被挡住了。",
                    ),
                    T(
                        "The Moon blocks the sunlight and casts a <strong>shadow</strong> on the Earth. People inside the shadow see the Sun disappear: a <strong>solar eclipse</strong>.",
                        "月球挡住阳光，在地球上投下<strong>影子</strong>。在影子里的人会看到太阳不见了，这就是<strong>日食</strong>。",
                    ),
                    camera="-2 2.5 9.5",
                    target="-2 0 0",
                    highlight="umbra",
                ),
                Step(
                    T("Missing the Earth", "影子没落到地球上"),
                    T("Most months the shadow misses the Earth.", "大多数月份，影子都错过了地球。"),
                    T(
                        "Most of the time the Moon is a little off the line, so its shadow misses the Earth and there is no eclipse.",
                        "大多数时候月球稍稍偏离这条直线，影子落不到地球上，就不会发生日食。",
                    ),
                    camera="-7 7 24",
                    target="-7 0 0",
                    highlight="moon",
                    sets=(("angle", "20"),),
                ),
            ),
            section_heading=T("Stay safe", "注意安全"),
            section=(
                T(
                    "Never look straight at the Sun, even during an eclipse: it can hurt your eyes. Use special eclipse glasses or make a pinhole viewer.",
                    "任何时候都不要直视太阳，日食时也不行，否则会伤害眼睛。要戴专用的日食眼镜，或者做一个小孔成像观察器。",
                ),
            ),
            quiz=(
                Question(
                    T("What hides the Sun in a solar eclipse?", "日食时，是什么挡住了太阳？"),
                    (
                        Choice(
                            T("The Moon", "月球"),
                            T(
                                "Yes! The Moon passes in front of the Sun.",
                                "对！月球从太阳前面经过。",
                            ),
                            True,
                        ),
                        Choice(
                            T("A big cloud", "一大片云"),
                            T(
                                "Clouds can hide the Sun, but that is not an eclipse.",
                                "云也能遮住太阳，但那不是日食。",
                            ),
                        ),
                        Choice(
                            T("The Earth", "地球"),
                            T(
                                "We stand on the Earth; the Moon is what gets in the way.",
                                "我们站在地球上，挡住太阳的是月球。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("How should you watch a solar eclipse?", "应该怎样观看日食？"),
                    (
                        Choice(
                            T("With special eclipse glasses", "戴专用的日食眼镜"),
                            T(
                                "Right: they block almost all of the light.",
                                "对：它们能挡住几乎所有的强光。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Straight at the Sun", "直接看太阳"),
                            T("Never: the Sun can damage your eyes.", "千万不要：阳光会伤害眼睛。"),
                        ),
                        Choice(
                            T("With ordinary sunglasses", "戴普通墨镜"),
                            T("Ordinary sunglasses are far too weak.", "普通墨镜远远不够暗。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Solar eclipse", "日食"),
                    T(
                        "When the Moon hides the Sun from part of the Earth.",
                        "月球挡住太阳，使地球上部分地区看不到太阳的现象。",
                    ),
                ),
                (
                    T("Shadow", "影子"),
                    T(
                        "The dark area behind an object that blocks light.",
                        "物体挡住光后，在它后面形成的暗区。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "A solar eclipse happens at new moon when the Moon's shadow falls on the Earth: total in the umbra, partial in the penumbra.",
                "日食发生在新月（朔）时，月球的影子落在地球上：本影区看到日全食，半影区看到日偏食。",
            ),
            steps=(
                Step(
                    T("Only at new moon", "只在新月时"),
                    T("Sun, Moon and Earth in one line.", "太阳、月球、地球在一条直线上。"),
                    T(
                        "A solar eclipse needs the Moon between the Sun and the Earth, so it can only happen at <strong>new moon</strong>.",
                        "日食需要月球位于太阳和地球之间，所以只能发生在<strong>新月</strong>（朔）时。",
                    ),
                    camera="-7 7 24",
                    target="-7 0 0",
                    highlight="moon",
                    sets=(("angle", "0"), ("dist", "363000")),
                ),
                Step(
                    T("Umbra and penumbra", "本影和半影"),
                    T(
                        "Total in the umbra, partial in the penumbra.",
                        "本影里是全食，半影里是偏食。",
                    ),
                    T(
                        "In the narrow <strong>umbra</strong> the Sun is fully covered: a total eclipse, along a path at most about 270 km wide. In the wide <strong>penumbra</strong> it is partly covered.",
                        "在狭窄的<strong>本影</strong>里，太阳被完全遮住，看到日全食，全食带最宽约270千米；在宽阔的<strong>半影</strong>里，只看到日偏食。",
                    ),
                    camera="-2 2.5 9.5",
                    target="-2 0 0",
                    highlight="penumbra",
                ),
                Step(
                    T("An annular eclipse", "日环食"),
                    T("Too far away: the umbra ends in space.", "月球太远：本影到不了地面。"),
                    T(
                        "Near the far point of its elliptical orbit the Moon looks slightly smaller than the Sun; the umbra falls short and a bright ring stays visible: an <strong>annular eclipse</strong>.",
                        "月球在椭圆轨道的远地点附近时看起来比太阳略小，本影到不了地面，太阳边缘留下一圈亮环，这就是<strong>日环食</strong>。",
                    ),
                    highlight="moon",
                    sets=(("dist", "405000"),),
                ),
            ),
            section_heading=T("Why not every month?", "为什么不是每个月都有日食？"),
            section=(
                T(
                    "The Moon's orbit is tilted by about 5° to the Earth's orbit, so at most new moons its shadow passes above or below the Earth. There are two to five solar eclipses a year, each seen only from part of the Earth.",
                    "月球轨道（白道）与地球轨道（黄道）有约5°的夹角，所以大多数新月时，月影从地球上方或下方掠过。每年有2到5次日食，每次只有地球上的一部分地区能看到。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "At which phase of the Moon can a solar eclipse happen?",
                        "日食可能发生在哪种月相？",
                    ),
                    (
                        Choice(
                            T("New moon", "新月"),
                            T(
                                "Yes: only then is the Moon between the Sun and the Earth.",
                                "对：只有这时月球才在太阳和地球之间。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Full moon", "满月"),
                            T(
                                "At full moon the Earth is in the middle: that gives lunar eclipses.",
                                "满月时地球在中间，那时可能发生月食。",
                            ),
                        ),
                        Choice(
                            T("First quarter", "上弦月"),
                            T(
                                "Then the Moon is far off the Sun–Earth line.",
                                "这时月球远离日地连线。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "You see the Sun only partly covered. Where are you?",
                        "你看到太阳只被遮住了一部分，你在哪里？",
                    ),
                    (
                        Choice(
                            T("In the penumbra", "在半影区"),
                            T(
                                "Right: from the penumbra the Moon hides part of the Sun.",
                                "对：在半影区，月球只挡住太阳的一部分。",
                            ),
                            True,
                        ),
                        Choice(
                            T("In the umbra", "在本影区"),
                            T(
                                "In the umbra the whole Sun is hidden.",
                                "在本影区，整个太阳都被挡住。",
                            ),
                        ),
                        Choice(
                            T("Outside the shadow", "在影子之外"),
                            T(
                                "Outside the shadow nothing of the Sun is hidden.",
                                "在影子之外，太阳完全没有被遮住。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("What causes an annular eclipse?", "日环食是怎样形成的？"),
                    (
                        Choice(
                            T(
                                "The Moon is far away and looks smaller than the Sun",
                                "月球较远，看起来比太阳小",
                            ),
                            T(
                                "Correct: a ring of the Sun stays visible.",
                                "正确：太阳边缘留下一圈亮环。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Clouds cover the middle of the Sun", "云遮住了太阳中间"),
                            T("Eclipses have nothing to do with clouds.", "日食与云无关。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Umbra", "本影"),
                    T(
                        "The dark core of a shadow, where the light source is completely hidden.",
                        "影子中最暗的部分，在这里完全看不到光源。",
                    ),
                ),
                (
                    T("Penumbra", "半影"),
                    T(
                        "The paler outer part of a shadow, where the light source is partly hidden.",
                        "影子外围较淡的部分，在这里光源只被遮住一部分。",
                    ),
                ),
                (
                    T("Annular eclipse", "日环食"),
                    T(
                        "An eclipse that leaves a bright ring of the Sun around the Moon.",
                        "月球周围仍留下一圈太阳亮环的日食。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "The Sun is about 400 times wider and 400 times farther than the Moon, so their angular sizes nearly match; the Earth–Moon distance decides total or annular.",
                "太阳直径约为月球的400倍，距离也约为400倍，二者视直径几乎相等；地月距离决定发生日全食还是日环食。",
            ),
            steps=(
                Step(
                    T("Matching angular sizes", "视直径相近"),
                    T("Both span about half a degree.", "两者的视直径都约为0.5°。"),
                    T(
                        "The Sun spans 1,392,700 km / 149.6 million km ≈ 0.533°; the Moon spans 3,475 km at about 380,000 km ≈ 0.52°. The readout shows their ratio.",
                        "太阳视直径约为 1 392 700 千米 ÷ 1.496 亿千米 ≈ 0.533°；月球直径 3475 千米，距离约38万千米，视直径约0.52°。读数显示两者之比。",
                    ),
                    camera="-7 7 24",
                    target="-7 0 0",
                    highlight="moon",
                    sets=(("angle", "0"), ("dist", "363000")),
                ),
                Step(
                    T("The length of the umbra", "本影的长度"),
                    T("The umbra is about 374,000 km long.", "本影长约37.4万千米。"),
                    T(
                        "By similar triangles the umbra is about D<sub>Moon</sub> / θ<sub>Sun</sub> ≈ 3475 / 0.0093 ≈ 374,000 km long. If the Moon is closer than that to the ground, the eclipse is total.",
                        "由相似三角形，本影长约 D<sub>月</sub> / θ<sub>日</sub> ≈ 3475 ÷ 0.0093 ≈ 37.4万千米。月球到地面的距离小于它时，就发生日全食。",
                    ),
                    camera="-2 2.5 9.5",
                    target="-2 0 0",
                    highlight="umbra",
                ),
                Step(
                    T("Perigee and apogee", "近地点与远地点"),
                    T("Ratio below 1: annular.", "比值小于1：日环食。"),
                    T(
                        "Between perigee (about 356,500 km) and apogee (about 406,700 km) the ratio falls below 1 and the umbra no longer reaches the Earth: the eclipse is <strong>annular</strong>.",
                        "在近地点（约35.65万千米）和远地点（约40.67万千米）之间，比值会降到1以下，本影到不了地面，发生<strong>日环食</strong>。",
                    ),
                    highlight="moon",
                    sets=(("dist", "405000"),),
                ),
            ),
            section_heading=T("Eclipse seasons", "食季"),
            section=(
                T(
                    "The Moon's orbit is inclined 5.1° to the ecliptic, so an eclipse needs a new moon within about 18° of a node, where the two orbits cross. This happens in two <em>eclipse seasons</em> roughly every 173 days. Totality never lasts more than about 7.5 minutes.",
                    "白道与黄道的交角约为5.1°，因此只有新月出现在交点（两条轨道的交叉点）附近约18°以内时才会发生日食。这样的<em>食季</em>大约每173天出现一次。日全食的全食阶段最长约7.5分钟。",
                ),
            ),
            quiz=(
                Question(
                    T("Why can the Moon just cover the Sun?", "为什么月球恰好能遮住太阳？"),
                    (
                        Choice(
                            T(
                                "Diameter and distance ratios are both about 400",
                                "直径之比和距离之比都约为400",
                            ),
                            T(
                                "Yes: their angular sizes nearly match.",
                                "对：两者的视直径几乎相等。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The Moon is as big as the Sun", "月球和太阳一样大"),
                            T("The Sun is about 400 times wider.", "太阳的直径约为月球的400倍。"),
                        ),
                        Choice(
                            T("The Sun is closer than the Moon", "太阳比月球近"),
                            T("The Sun is about 400 times farther away.", "太阳比月球远约400倍。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "The umbra is 374,000 km long and the Moon is 400,000 km from the ground. The eclipse is…",
                        "本影长37.4万千米，月球到地面40万千米，此时的日食是……",
                    ),
                    (
                        Choice(
                            T("annular", "日环食"),
                            T(
                                "Right: the umbra ends before it reaches the ground.",
                                "对：本影在到达地面之前就结束了。",
                            ),
                            True,
                        ),
                        Choice(
                            T("total", "日全食"),
                            T(
                                "Totality needs the umbra to reach the ground.",
                                "日全食要求本影到达地面。",
                            ),
                        ),
                        Choice(
                            T("impossible", "不可能发生"),
                            T(
                                "An eclipse still happens, but leaves a ring.",
                                "日食仍会发生，只是留下一圈亮环。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Angular diameter", "视直径"),
                    T(
                        "The angle an object spans in the sky, about its diameter ÷ distance in radians.",
                        "物体在天空中所张的角度，以弧度计约等于直径 ÷ 距离。",
                    ),
                ),
                (
                    T("Node", "交点"),
                    T(
                        "A point where the Moon's orbit crosses the plane of the Earth's orbit.",
                        "白道与黄道平面的交点。",
                    ),
                ),
                (
                    T("Perigee", "近地点"),
                    T(
                        "The point of the Moon's orbit closest to the Earth.",
                        "月球轨道上离地球最近的点。",
                    ),
                ),
            ),
        ),
    },
)

LUNAR_ECLIPSE = Topic(
    slug="lunar-eclipse",
    subject="astronomy",
    names={
        "en": ("lunar eclipse", "eclipse of the Moon", "total lunar eclipse", "blood moon"),
        "zh": ("月食", "月全食", "月偏食", "红月亮"),
    },
    title=T("Lunar eclipses: the Moon in the Earth's shadow", "月食：走进地球影子里的月球"),
    palette={
        "background": ("#02040a", "#050814", "#0a0a12"),
        "earth": ("#2f6fd6", "#3a7bd5", "#1f5fbf"),
        "umbra": ("#4a2a30", "#3b2a3f", "#402c2c"),
        "blood": ("#8a2a10", "#a3361a", "#7a2412"),
    },
    scene="""
<cl-scene fov="35" camera="-5 7.4 21.5" target="-4.5 0 0" background="[[background]]" stars label="{{The Sun lights the Earth, whose shadow points towards the full Moon|太阳照亮地球，地球的影子伸向满月}}">
<cl-light type="directional" position="-16 0 0" intensity="1.4"></cl-light>
<cl-light type="ambient" intensity="0.07"></cl-light>
<cl-sphere id="sun" name="{{Sun|太阳}}" radius="3" position="-16 0 0" color="#fff2b3" emissive="#ffc933" glow="0.8">
<cl-label color="#ffe9a8">{{Sun|太阳}}</cl-label>
</cl-sphere>
<cl-sphere id="earth" name="{{Earth|地球}}" radius="1.2" color="[[earth]]" roughness="0.7">
<cl-spin period="8"></cl-spin>
<cl-sphere radius="0.5" position="0.6 0.45 0.6" color="#3fa34d"></cl-sphere>
<cl-sphere radius="0.45" position="-0.5 -0.3 -0.75" color="#3fa34d"></cl-sphere>
<cl-label color="#bcd4ff" offset="0 1.8 0">{{Earth|地球}}</cl-label>
</cl-sphere>
<cl-group id="earth-shadow" name="{{The Earth's shadow|地球的影子}}">
<cl-cone id="umbra" name="{{Umbra|本影}}" radius="1.2" height="12" position="6 0 0" rotation="0 0 -90" color="[[umbra]]" opacity="0.7"></cl-cone>
<cl-cylinder id="penumbra" name="{{Penumbra|半影}}" radius="1.75" radius-top="1.2" height="7" position="3.5 0 0" rotation="0 0 90" color="#8a93ad" opacity="0.2" open></cl-cylinder>
</cl-group>
<cl-line radius="4.5" color="#4a5573" dashed></cl-line>
<cl-sphere id="moon" name="{{Moon|月球}}" radius="0.33" color="#e0e0e0" roughness="0.95">
<cl-orbit id="moon-orbit" radius="4.5" period="0" phase="25"></cl-orbit>
<cl-sphere id="red-moon" radius="0.34" color="#2a0903" emissive="[[blood]]" opacity="0"></cl-sphere>
<cl-label offset="0 0.75 0">{{Moon|月球}}</cl-label>
</cl-sphere>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="angle" label="{{Moon's angle from the shadow's axis|月球偏离地影轴线的角度}}" min="-30" max="30" step="0.5" value="25" unit="°">
<cl-bind target="moon-orbit" attr="phase" expr="angle"></cl-bind>
<cl-bind target="red-moon" attr="opacity" expr="0.85 * clamp((0.75 - 4.5 * abs(sin(rad(angle)))) / 0.42, 0, 1)"></cl-bind>
</cl-slider>
<cl-toggle id="shadow" label="{{Show the Earth's shadow|显示地影}}" value="true">
<cl-bind target="earth-shadow" attr="visible"></cl-bind>
</cl-toggle>
<cl-readout label="{{Part of the Moon in the umbra|月球进入本影的部分}}" expr="100 * clamp((1.08 - 4.5 * abs(sin(rad(angle)))) / 0.66, 0, 1)" unit="%" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("umbra", "umbra", T("Umbra: total eclipse", "本影：月全食")),
        LegendItem(
            "blood", "moon", T("The Moon, copper red in totality", "月全食时呈古铜色的月球")
        ),
    ),
    chart="""
<cl-chart title="{{How deep is the Moon in the umbra?|月球进入本影有多深？}}" x="angle" y="100 * clamp((1.08 - 4.5 * abs(sin(rad(angle)))) / 0.66, 0, 1)" x-label="{{Angle from the axis (°)|偏离角（°）}}" y-label="{{Moon in umbra (%)|进入本影（%）}}" y-min="0" y-max="100" samples="241" color="[[blood]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "Sometimes the full Moon slides into the Earth's shadow and turns a deep red.",
                "有时满月会滑进地球的影子里，变成暗红色。",
            ),
            steps=(
                Step(
                    T("The Earth's shadow", "地球的影子"),
                    T(
                        "The Earth blocks sunlight and makes a long shadow.",
                        "地球挡住阳光，留下长长的影子。",
                    ),
                    T(
                        "The Sun lights the Earth. Behind the Earth is a long <strong>shadow</strong> pointing away from the Sun.",
                        "太阳照亮了地球。地球背后有一条背着太阳的长长的<strong>影子</strong>。",
                    ),
                    camera="-5 7.4 21.5",
                    target="-4.5 0 0",
                    highlight="umbra",
                    sets=(("angle", "25"), ("shadow", "1")),
                ),
                Step(
                    T("The Moon goes in", "月球走进影子"),
                    T("A bite is taken out of the Moon.", "月亮好像被咬掉了一块。"),
                    T(
                        "At full moon the Moon can pass into the shadow. Part of it goes dark: it looks as if a bite has been taken out.",
                        "满月时，月球可能走进地球的影子。它的一部分变暗了，看起来像被咬掉了一块。",
                    ),
                    camera="5 8 4.7",
                    target="3.8 0 0",
                    highlight="moon",
                    sets=(("angle", "8"),),
                ),
                Step(
                    T("A red Moon", "红月亮"),
                    T("The whole Moon is in the shadow.", "整个月球都在影子里。"),
                    T(
                        "When the whole Moon is in the shadow it does not vanish. It glows a dark copper red. This is a <strong>total lunar eclipse</strong>.",
                        "整个月球进入影子后并没有消失，而是发出暗暗的古铜色红光。这就是<strong>月全食</strong>。",
                    ),
                    highlight="red-moon",
                    sets=(("angle", "0"),),
                ),
            ),
            section_heading=T("Safe to watch", "可以放心观看"),
            section=(
                T(
                    "A lunar eclipse is safe to watch with your own eyes, and everyone on the night side of the Earth can see it at the same time.",
                    "月食可以直接用眼睛观看，很安全。地球上正处在夜晚的地方都能同时看到。",
                ),
            ),
            quiz=(
                Question(
                    T("What covers the Moon in a lunar eclipse?", "月食时，是什么遮住了月球？"),
                    (
                        Choice(
                            T("The Earth's shadow", "地球的影子"),
                            T("Yes! The Earth blocks the sunlight.", "对！地球挡住了阳光。"),
                            True,
                        ),
                        Choice(
                            T("The Sun", "太阳"),
                            T(
                                "The Sun is the light; the Earth makes the shadow.",
                                "太阳是光源，影子是地球造成的。",
                            ),
                        ),
                        Choice(
                            T("A cloud", "一片云"),
                            T(
                                "Clouds are close to us, not near the Moon.",
                                "云离我们很近，不在月球附近。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "What colour is the Moon in a total lunar eclipse?",
                        "月全食时，月球是什么颜色？",
                    ),
                    (
                        Choice(
                            T("Dark red", "暗红色"),
                            T("Right: people call it a blood moon.", "对：人们叫它红月亮。"),
                            True,
                        ),
                        Choice(
                            T("Bright white", "亮白色"),
                            T(
                                "It is much darker than a normal full moon.",
                                "它比平时的满月暗得多。",
                            ),
                        ),
                        Choice(
                            T("Invisible", "完全看不见"),
                            T("It usually stays visible, glowing red.", "通常还能看见，发着红光。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Lunar eclipse", "月食"),
                    T("When the Moon passes into the Earth's shadow.", "月球进入地球影子的现象。"),
                ),
                (
                    T("Full moon", "满月"),
                    T(
                        "When we see the whole bright face of the Moon.",
                        "我们能看到月球整个明亮面的时候。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "At full moon the Moon can pass through the Earth's umbra; red light bent by our atmosphere makes it glow copper red.",
                "满月时月球可能穿过地球的本影；被大气折射的红光让它呈现古铜色。",
            ),
            steps=(
                Step(
                    T("Umbra and penumbra", "本影和半影"),
                    T("A dark cone inside a paler shadow.", "较淡的半影里包着一个暗锥。"),
                    T(
                        "The Earth's shadow has a dark core, the <strong>umbra</strong>, and a pale edge, the <strong>penumbra</strong>. The umbra reaches about 1.4 million km, far beyond the Moon.",
                        "地球的影子中间是很暗的<strong>本影</strong>，外围是较淡的<strong>半影</strong>。本影长约140万千米，远远超过月球的距离。",
                    ),
                    camera="-5 7.4 21.5",
                    target="-4.5 0 0",
                    highlight="umbra",
                    sets=(("angle", "25"), ("shadow", "1")),
                ),
                Step(
                    T("Partial eclipse", "月偏食"),
                    T("Part of the Moon is in the umbra.", "月球的一部分进入本影。"),
                    T(
                        "Near the Sun–Earth line, part of the full moon enters the umbra: a <strong>partial eclipse</strong>. The shadow's edge is curved because the Earth is round.",
                        "满月靠近日地连线时，一部分进入本影，发生<strong>月偏食</strong>。影子的边缘是弧形的，因为地球是球形的。",
                    ),
                    camera="5 8 4.7",
                    target="3.8 0 0",
                    highlight="moon",
                    sets=(("angle", "8"),),
                ),
                Step(
                    T("Why red?", "为什么是红色？"),
                    T("Totality: sunset light reaches the Moon.", "全食：日落般的红光照到月球。"),
                    T(
                        "The atmosphere bends some sunlight into the shadow and scatters the blue away, as at sunset. The red light left over makes the Moon glow.",
                        "地球大气把一部分阳光折射进影子里，并把蓝光散射掉，就像日落时一样。剩下的红光把月球照成了红色。",
                    ),
                    highlight="red-moon",
                    sets=(("angle", "0"),),
                ),
            ),
            section_heading=T("Not every full moon", "不是每次满月都有月食"),
            section=(
                T(
                    "The Moon's orbit is tilted about 5° to the Earth's, so most full moons pass above or below the shadow. Totality can last over an hour and a half, and anyone on the night side can see it.",
                    "月球轨道与地球轨道有约5°的夹角，所以多数满月从地影的上方或下方经过。月全食的全食阶段可以持续一个半小时以上，夜半球上的人都能看到。",
                ),
            ),
            quiz=(
                Question(
                    T("At which phase can a lunar eclipse happen?", "月食可能发生在哪种月相？"),
                    (
                        Choice(
                            T("Full moon", "满月"),
                            T(
                                "Yes: the Earth is then between the Sun and the Moon.",
                                "对：这时地球在太阳和月球之间。",
                            ),
                            True,
                        ),
                        Choice(
                            T("New moon", "新月"),
                            T(
                                "At new moon the Moon's shadow may fall on the Earth: a solar eclipse.",
                                "新月时可能是月影落到地球上，即日食。",
                            ),
                        ),
                        Choice(
                            T("Third quarter", "下弦月"),
                            T(
                                "Then the Moon is far from the Earth's shadow.",
                                "这时月球离地影很远。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("Why does the eclipsed Moon look red?", "月全食时月球为什么发红？"),
                    (
                        Choice(
                            T(
                                "Red light bent through our atmosphere reaches it",
                                "经地球大气折射的红光照到它",
                            ),
                            T(
                                "Right: blue is scattered away, as at sunset.",
                                "对：蓝光被散射掉了，就像日落时一样。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Its rocks glow with heat", "月球岩石受热发光"),
                            T("The Moon makes no light of its own.", "月球自己不发光。"),
                        ),
                        Choice(
                            T("The Sun turns red", "太阳变红了"),
                            T("The Sun does not change colour.", "太阳的颜色没有变。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Umbra", "本影"),
                    T("The dark core of the Earth's shadow.", "地球影子中最暗的核心部分。"),
                ),
                (
                    T("Penumbra", "半影"),
                    T(
                        "The pale outer part of the shadow; it only dims the Moon slightly.",
                        "影子外围较淡的部分，只让月球稍稍变暗。",
                    ),
                ),
                (
                    T("Totality", "全食"),
                    T(
                        "The time when the whole Moon is inside the umbra.",
                        "整个月球都在本影里的那段时间。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "The Earth's umbra is about 9,200 km wide at the Moon's distance, so totality can last up to about 1 h 45 min; refraction lights it red.",
                "在月球距离处，地球本影宽约9200千米，因此全食阶段最长可达约1小时45分钟；大气折射把它染成红色。",
            ),
            steps=(
                Step(
                    T("The length of the umbra", "本影的长度"),
                    T("About 217 Earth radii long.", "长约217个地球半径。"),
                    T(
                        "By similar triangles the umbra is L = R<sub>E</sub> d / (R<sub>S</sub> − R<sub>E</sub>) ≈ 6371 × 1.496×10<sup>8</sup> / 689,600 ≈ 1.38 million km long.",
                        "由相似三角形，本影长 L = R<sub>地</sub> d / (R<sub>日</sub> − R<sub>地</sub>) ≈ 6371 × 1.496×10<sup>8</sup> ÷ 689 600 ≈ 138万千米。",
                    ),
                    camera="-5 7.4 21.5",
                    target="-4.5 0 0",
                    highlight="umbra",
                    sets=(("angle", "25"), ("shadow", "1")),
                ),
                Step(
                    T("Its width at the Moon", "月球处的本影宽度"),
                    T("About 2.6 Moon diameters across.", "约2.6个月球直径宽。"),
                    T(
                        "At 384,400 km the umbra's radius is 6371 × (1 − 384,400 / 1.38×10<sup>6</sup>) ≈ 4,600 km: about 9,200 km across, 2.6 times the Moon's diameter. The model is not to scale.",
                        "在38.44万千米处，本影半径约 6371 × (1 − 384 400 ÷ 1.38×10<sup>6</sup>) ≈ 4600千米，宽约9200千米，是月球直径的2.6倍。模型未按比例绘制。",
                    ),
                    camera="5 8 4.7",
                    target="3.8 0 0",
                    highlight="moon",
                    sets=(("angle", "8"),),
                ),
                Step(
                    T("Refraction and scattering", "折射与散射"),
                    T("A ring of sunsets lights the Moon.", "一圈日出日落的光照亮了月球。"),
                    T(
                        "Seen from the Moon, the Earth is ringed by every sunrise and sunset at once. Rayleigh scattering (∝ 1/λ<sup>4</sup>) removes blue, and refraction bends the remaining red light into the umbra.",
                        "从月球看，地球边缘是一圈同时发生的日出与日落。瑞利散射（∝ 1/λ<sup>4</sup>）去掉了蓝光，大气折射把剩下的红光弯折进本影。",
                    ),
                    highlight="red-moon",
                    sets=(("angle", "0"),),
                ),
            ),
            section_heading=T("Lunar versus solar eclipses", "月食与日食的比较"),
            section=(
                T(
                    "The Earth's umbra at the Moon is far wider than the Moon's umbra on the Earth (at most about 270 km), so lunar eclipses last longer and are seen from a whole hemisphere, while each solar eclipse is total only along a narrow path.",
                    "月球处的地球本影远比地面上的月球本影（最宽约270千米）宽，所以月食持续更久，整个夜半球都能看到；而日全食只能在一条狭窄的全食带内看到。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "How wide is the Earth's umbra at the Moon's distance?",
                        "在月球距离处，地球本影大约多宽？",
                    ),
                    (
                        Choice(
                            T("About 9,200 km, 2.6 Moon diameters", "约9200千米，约2.6个月球直径"),
                            T(
                                "Correct: the umbra narrows from 12,742 km at the Earth.",
                                "正确：本影从地球处的12 742千米逐渐变窄。",
                            ),
                            True,
                        ),
                        Choice(
                            T("About 270 km", "约270千米"),
                            T(
                                "That is the Moon's umbra on the Earth.",
                                "那是月球本影在地面上的宽度。",
                            ),
                        ),
                        Choice(
                            T("Exactly one Earth diameter", "正好一个地球直径"),
                            T(
                                "The umbra is a cone, so it narrows with distance.",
                                "本影是圆锥形，越远越窄。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why is the eclipsed Moon red rather than blue?",
                        "为什么全食时的月球发红而不是发蓝？",
                    ),
                    (
                        Choice(
                            T(
                                "Scattering removes more short wavelengths",
                                "散射更多地去掉短波长的光",
                            ),
                            T(
                                "Yes: Rayleigh scattering goes as 1/λ⁴.",
                                "对：瑞利散射与 1/λ⁴ 成正比。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The Moon absorbs red light", "月球吸收红光"),
                            T("Then it would look less red, not more.", "那样它只会更不红。"),
                        ),
                        Choice(
                            T("Refraction makes blue light faster", "折射让蓝光变快"),
                            T(
                                "Refraction bends light; scattering removes the blue.",
                                "折射使光偏折，去掉蓝光的是散射。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Similar triangles", "相似三角形"),
                    T(
                        "Triangles with equal angles; their sides are in proportion.",
                        "对应角相等的三角形，对应边成比例。",
                    ),
                ),
                (
                    T("Refraction", "折射"),
                    T(
                        "The bending of light as it passes between media of different density.",
                        "光在不同密度介质之间传播时方向发生偏折。",
                    ),
                ),
                (
                    T("Rayleigh scattering", "瑞利散射"),
                    T(
                        "Scattering by molecules, much stronger for blue light than for red.",
                        "分子对光的散射，对蓝光远强于红光。",
                    ),
                ),
            ),
        ),
    },
)

MOON_PHASES = Topic(
    slug="moon-phases",
    subject="astronomy",
    names={
        "en": ("phases of the Moon", "moon phases", "lunar phases", "waxing and waning moon"),
        "zh": ("月相", "月相变化", "月亮的圆缺", "月亮的阴晴圆缺"),
    },
    title=T("Phases of the Moon: why its shape changes", "月相：月亮为什么会变样"),
    palette={
        "background": ("#03050c", "#050814", "#0a0a12"),
        "moon": ("#dedede", "#e8e4d8", "#cfd3da"),
        "earth": ("#2f6fd6", "#3a7bd5", "#1f5fbf"),
    },
    scene="""
<cl-scene fov="35" camera="3 14.8 20.7" target="3 0 0" background="[[background]]" stars label="{{The Sun shines from the right on the Earth and on the Moon circling it|太阳从右边照亮地球和绕地球转动的月球}}">
<cl-light type="directional" position="14 0 0" intensity="1.3"></cl-light>
<cl-light type="ambient" intensity="0.06"></cl-light>
<cl-sphere id="sun" name="{{Sun|太阳}}" radius="2" position="14 0 0" color="#fff2b3" emissive="#ffc933" glow="0.8">
<cl-label color="#ffe9a8">{{Sun|太阳}}</cl-label>
</cl-sphere>
<cl-group id="sunlight" name="{{Sunlight|阳光}}">
<cl-arrow position="11 1.6 -3.5" direction="-1 0 0" length="3" color="#ffd166"></cl-arrow>
<cl-arrow position="11 1.6 3.5" direction="-1 0 0" length="3" color="#ffd166"></cl-arrow>
</cl-group>
<cl-sphere id="earth" name="{{Earth|地球}}" radius="1.2" color="[[earth]]" roughness="0.7">
<cl-spin period="6"></cl-spin>
<cl-sphere radius="0.5" position="0.6 0.45 0.6" color="#3fa34d"></cl-sphere>
<cl-cone id="observer" name="{{Observer|观察者}}" radius="0.12" height="0.35" position="1.3 0 0" rotation="0 0 -90" color="#ff4d4d"></cl-cone>
</cl-sphere>
<cl-line radius="4.5" color="#5b6785" dashed></cl-line>
<cl-sphere id="moon" name="{{Moon|月球}}" radius="0.5" color="[[moon]]" roughness="0.95">
<cl-orbit id="moon-orbit" radius="4.5" period="0" phase="87"></cl-orbit>
<cl-label>{{Moon|月球}}</cl-label>
</cl-sphere>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="day" label="{{Days since new moon|新月后的天数}}" min="0" max="29.5" step="0.1" value="7.1" unit="{{days|天}}">
<cl-bind target="moon-orbit" attr="phase" expr="day * 360 / 29.53"></cl-bind>
</cl-slider>
<cl-toggle id="arrows" label="{{Show sunlight|显示阳光}}" value="true">
<cl-bind target="sunlight" attr="visible"></cl-bind>
</cl-toggle>
<cl-readout label="{{Lit part of the face we see|我们看到的亮面比例}}" expr="50 * (1 - cos(2 * pi * day / 29.53))" unit="%" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("earth", "earth", T("Earth, turning once a day", "地球，每天自转一周")),
        LegendItem("moon", "moon", T("Moon", "月球")),
    ),
    chart="""
<cl-chart title="{{How much of the Moon's face is lit|月面被照亮的比例}}" x="day" y="50 * (1 - cos(2 * pi * day / 29.53))" x-label="{{Days since new moon|新月后的天数}}" y-label="{{Lit part (%)|亮面（%）}}" y-min="0" y-max="100" color="[[earth]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "The Moon seems to change shape during a month, but the Sun always lights half of it.",
                "一个月里月亮好像在变形状，其实太阳总是照亮它的一半。",
            ),
            steps=(
                Step(
                    T("Half is always lit", "总有一半是亮的"),
                    T(
                        "Seen from above, the side facing the Sun is bright.",
                        "从上往下看，朝着太阳的一面是亮的。",
                    ),
                    T(
                        "The Moon does not make its own light. The Sun lights the half of the Moon that faces it.",
                        "月球自己不发光。太阳照亮了月球朝向它的那一半。",
                    ),
                    camera="0 22 0.01",
                    target="0 0 0",
                    highlight="moon",
                    sets=(("day", "7.1"),),
                ),
                Step(
                    T("New moon", "新月"),
                    T("We face the dark side.", "我们看到的是暗的一面。"),
                    T(
                        "When the Moon is between the Earth and the Sun, its bright side faces away from us. We can hardly see it: a <strong>new moon</strong>.",
                        "月球走到地球和太阳中间时，亮的一面背对着我们，我们几乎看不见它，这就是<strong>新月</strong>。",
                    ),
                    camera="0 1.7 0",
                    target="4.5 0 0",
                    highlight="moon",
                    sets=(("day", "0"),),
                ),
                Step(
                    T("Full moon", "满月"),
                    T("The whole bright side faces us.", "整个亮面都朝着我们。"),
                    T(
                        "About two weeks later the Moon is on the far side of the Earth. We see its whole bright side: a round <strong>full moon</strong>.",
                        "大约两周后，月球转到地球的另一边，我们能看到它整个亮面，这就是圆圆的<strong>满月</strong>。",
                    ),
                    camera="0 1.7 0",
                    target="-4.5 0 0",
                    highlight="observer",
                    sets=(("day", "14.8"),),
                ),
            ),
            section_heading=T("A month of shapes", "一个月的变化"),
            section=(
                T(
                    "From new moon the bright part grows night by night until full moon, then it shrinks again. The whole cycle takes about 29 and a half days, roughly a month.",
                    "从新月开始，亮的部分一天天变大，到满月最圆，然后又一天天变小。整个变化大约要29天半，差不多一个月。",
                ),
            ),
            quiz=(
                Question(
                    T("Where does moonlight come from?", "月光是从哪里来的？"),
                    (
                        Choice(
                            T("Sunlight bouncing off the Moon", "月球反射的太阳光"),
                            T("Yes! The Moon reflects the Sun's light.", "对！月球反射太阳的光。"),
                            True,
                        ),
                        Choice(
                            T("The Moon makes its own light", "月球自己发光"),
                            T("The Moon has no light of its own.", "月球自己不会发光。"),
                        ),
                        Choice(
                            T("Light from the Earth's cities", "地球上城市的灯光"),
                            T("City lights are far too weak.", "城市灯光太弱了。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "About how long from one full moon to the next?",
                        "从一次满月到下一次满月大约要多久？",
                    ),
                    (
                        Choice(
                            T("About a month", "大约一个月"),
                            T("Right: about 29.5 days.", "对：大约29.5天。"),
                            True,
                        ),
                        Choice(
                            T("One day", "一天"),
                            T("One day is one turn of the Earth.", "一天是地球自转一周。"),
                        ),
                        Choice(
                            T("One year", "一年"),
                            T(
                                "A year is one trip of the Earth around the Sun.",
                                "一年是地球绕太阳转一圈。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("New moon", "新月"),
                    T(
                        "When the Moon's dark side faces us and we can hardly see it.",
                        "月球暗面朝向我们，几乎看不见的时候。",
                    ),
                ),
                (
                    T("Full moon", "满月"),
                    T(
                        "When the Moon's whole bright side faces us.",
                        "月球整个亮面朝向我们的时候。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "The Sun always lights half the Moon; its position around the Earth decides how much of that half we see.",
                "太阳总是照亮月球的一半；月球绕地球运行到不同位置，我们看到的亮面多少就不同。",
            ),
            steps=(
                Step(
                    T("First quarter", "上弦月"),
                    T(
                        "A quarter of the way round: half the face is lit.",
                        "转过四分之一圈：半个月面是亮的。",
                    ),
                    T(
                        "About 7.4 days after new moon we see the right half lit (from the Northern Hemisphere). The lit part is growing: the Moon is <strong>waxing</strong>.",
                        "新月后约7.4天，在北半球看到月面右半边亮，这是<strong>上弦月</strong>。亮面一天天变大，叫作<strong>盈</strong>。",
                    ),
                    camera="0 1.7 0",
                    target="0 0 -4.5",
                    highlight="moon",
                    sets=(("day", "7.4"),),
                ),
                Step(
                    T("Full moon", "满月"),
                    T("The Earth is between the Sun and the Moon.", "地球在太阳和月球之间。"),
                    T(
                        "At full moon we see the whole lit half. The full moon rises at sunset and sets at sunrise.",
                        "满月时我们看到整个亮面。满月在日落时升起，日出时落下。",
                    ),
                    camera="0 1.7 0",
                    target="-4.5 0 0",
                    highlight="moon",
                    sets=(("day", "14.8"),),
                ),
                Step(
                    T("Third quarter", "下弦月"),
                    T("Now the left half is lit.", "现在左半边亮。"),
                    T(
                        "After full moon the lit part shrinks: the Moon is <strong>waning</strong>. At third quarter the left half is lit, and the cycle ends at the next new moon.",
                        "满月之后亮面逐渐变小，叫作<strong>亏</strong>。下弦月时左半边亮，到下一次新月时完成一个周期。",
                    ),
                    camera="0 1.7 0",
                    target="0 0 4.5",
                    highlight="observer",
                    sets=(("day", "22.1"),),
                ),
            ),
            section_heading=T("Not the Earth's shadow", "不是地球的影子"),
            section=(
                T(
                    "The phases are <em>not</em> caused by the Earth's shadow, which only reaches the Moon during a lunar eclipse. They repeat every 29.5 days: new moon, waxing crescent, first quarter, waxing gibbous, full moon, waning gibbous, third quarter, waning crescent.",
                    "月相<em>不是</em>地球的影子造成的，地影只在月食时才落到月球上。月相每29.5天循环一次：新月、蛾眉月、上弦月、盈凸月、满月、亏凸月、下弦月、残月。",
                ),
            ),
            quiz=(
                Question(
                    T("What causes the phases of the Moon?", "月相变化的原因是什么？"),
                    (
                        Choice(
                            T(
                                "How much of the sunlit half we can see",
                                "我们能看到的月球亮面的多少",
                            ),
                            T(
                                "Correct: the Moon's position around the Earth decides it.",
                                "正确：由月球绕地球运行的位置决定。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The Earth's shadow", "地球的影子"),
                            T("That only happens during a lunar eclipse.", "那只在月食时发生。"),
                        ),
                        Choice(
                            T("Clouds covering the Moon", "云遮住了月球"),
                            T(
                                "Clouds do not change its shape night after night.",
                                "云不会让它每晚有规律地变化。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("At full moon, where is the Moon?", "满月时，月球在哪里？"),
                    (
                        Choice(
                            T("On the far side of the Earth from the Sun", "在地球背向太阳的一侧"),
                            T("Yes: the whole lit half faces us.", "对：整个亮面都朝向我们。"),
                            True,
                        ),
                        Choice(
                            T("Between the Sun and the Earth", "在太阳和地球之间"),
                            T("That is new moon.", "那是新月。"),
                        ),
                        Choice(
                            T("At right angles to the Sun", "与太阳成直角"),
                            T("That gives a quarter moon.", "那是上弦月或下弦月。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Waxing", "盈"),
                    T("Growing: from new moon to full moon.", "亮面变大：从新月到满月。"),
                ),
                (
                    T("Waning", "亏"),
                    T("Shrinking: from full moon to new moon.", "亮面变小：从满月到新月。"),
                ),
                (
                    T("Gibbous", "凸月"),
                    T(
                        "More than half, but not all, of the face is lit.",
                        "亮面超过一半但不是全部。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "The lit fraction of the Moon's disc is (1 − cos φ)/2 for the phase angle φ; the synodic month (29.53 d) is longer than the sidereal month (27.32 d).",
                "月面被照亮的比例为 (1 − cos φ)/2（φ 为日月角距）；朔望月（29.53天）比恒星月（27.32天）长。",
            ),
            steps=(
                Step(
                    T("Elongation", "日月角距"),
                    T("φ grows by about 12.2° a day.", "φ 每天约增加12.2°。"),
                    T(
                        "Measure the angle φ between the Sun and the Moon as seen from the Earth. It grows by 360° / 29.53 d ≈ 12.2° per day, so the Moon rises about 50 minutes later each day.",
                        "从地球上看，太阳与月球之间的角距 φ 每天增加 360° ÷ 29.53 ≈ 12.2°，所以月出每天大约推迟50分钟。",
                    ),
                    camera="0 22 0.01",
                    target="0 0 0",
                    highlight="moon",
                    sets=(("day", "3"),),
                ),
                Step(
                    T("The lit fraction", "亮面比例"),
                    T(
                        "At first quarter φ = 90° and half the disc is lit.",
                        "上弦时 φ = 90°，月面一半是亮的。",
                    ),
                    T(
                        "The boundary of light and dark is projected as half an ellipse, so the lit fraction is k = (1 − cos φ)/2: 0 at new moon, 0.5 at the quarters, 1 at full moon. Compare the readout and the chart.",
                        "明暗界线在月面上投影为半个椭圆，所以亮面比例 k = (1 − cos φ)/2：新月为0，上下弦为0.5，满月为1。对照读数和图表看一看。",
                    ),
                    camera="0 1.7 0",
                    target="0 0 -4.5",
                    highlight="moon",
                    sets=(("day", "7.4"),),
                ),
                Step(
                    T("Synodic and sidereal", "朔望月与恒星月"),
                    T(
                        "The Earth moves on, so the Moon needs two extra days.",
                        "地球在公转，月球要多走两天多。",
                    ),
                    T(
                        "Against the stars the Moon circles the Earth in 27.32 days. Meanwhile the Earth moves about 27° along its orbit, so the Moon needs about 2.2 more days to line up with the Sun again: 1/29.53 = 1/27.32 − 1/365.25.",
                        "相对恒星，月球绕地球一周需27.32天。这段时间地球沿公转轨道前进约27°，月球还要再走约2.2天才能再次与太阳对齐：1/29.53 = 1/27.32 − 1/365.25。",
                    ),
                    camera="3 14.8 20.7",
                    target="3 0 0",
                    highlight="sun",
                    sets=(("day", "27.3"),),
                ),
            ),
            section_heading=T("Earthshine and the terminator", "地照与晨昏线"),
            section=(
                T(
                    "Near new moon the dark part of a thin crescent often glows faintly: sunlight reflected from the Earth, called earthshine. The line between day and night on the Moon, the <em>terminator</em>, is where shadows are longest and craters stand out best in a telescope.",
                    "新月前后，细细的月牙旁边暗的部分常常隐约可见，那是地球反射到月球上的阳光，叫作地照。月面上昼夜的分界线叫<em>晨昏线</em>，那里影子最长，用望远镜看环形山最清楚。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "What fraction of the disc is lit when φ = 120°?",
                        "φ = 120° 时，月面被照亮的比例是多少？",
                    ),
                    (
                        Choice(
                            T("75%", "75%"),
                            T(
                                "Yes: (1 − cos 120°)/2 = (1 + 0.5)/2 = 0.75.",
                                "对：(1 − cos 120°)/2 = (1 + 0.5)/2 = 0.75。",
                            ),
                            True,
                        ),
                        Choice(
                            T("67%", "67%"),
                            T("The fraction is not proportional to φ.", "亮面比例与 φ 不成正比。"),
                        ),
                        Choice(
                            T("25%", "25%"),
                            T(
                                "cos 120° is negative, so more than half is lit.",
                                "cos 120° 是负数，所以亮面超过一半。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why is the synodic month longer than the sidereal month?",
                        "为什么朔望月比恒星月长？",
                    ),
                    (
                        Choice(
                            T(
                                "The Earth moves along its orbit in the meantime",
                                "这段时间地球沿公转轨道前进了",
                            ),
                            T(
                                "Correct: the Moon must catch up with the Sun's direction.",
                                "正确：月球要追上太阳方向的变化。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The Moon slows down at full moon", "月球在满月时变慢"),
                            T(
                                "The Moon's speed does not depend on its phase.",
                                "月球的速度与月相无关。",
                            ),
                        ),
                        Choice(
                            T("The Earth's spin slows the Moon", "地球自转拖慢了月球"),
                            T(
                                "That effect is tiny; the cause is the orbit.",
                                "这种影响极小，原因在于地球公转。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Synodic month", "朔望月"),
                    T(
                        "The 29.53 days from one new moon to the next.",
                        "从一次新月到下一次新月的29.53天。",
                    ),
                ),
                (
                    T("Sidereal month", "恒星月"),
                    T(
                        "The 27.32 days for one orbit relative to the stars.",
                        "月球相对恒星绕地球一周的27.32天。",
                    ),
                ),
                (
                    T("Terminator", "晨昏线"),
                    T(
                        "The line between the lit and dark parts of a body.",
                        "天体上亮面与暗面的分界线。",
                    ),
                ),
            ),
        ),
    },
)

SEASONS = Topic(
    slug="seasons",
    subject="astronomy",
    names={
        "en": ("the seasons", "seasons", "why we have seasons", "axial tilt and seasons"),
        "zh": ("四季", "四季的成因", "季节变化", "地轴倾斜与四季"),
    },
    title=T("Why we have seasons", "为什么会有四季"),
    palette={
        "background": ("#02040a", "#050814", "#0a0a12"),
        "earth": ("#2f6fd6", "#3a7bd5", "#1f5fbf"),
        "town": ("#ff4d4d", "#ff7043", "#ef476f"),
    },
    scene="""
<cl-scene fov="35" camera="0 13 23.5" target="0 0 0" background="[[background]]" stars label="{{The Sun in the middle and the tilted Earth on its yearly path around it|太阳居中，地轴倾斜的地球沿公转轨道绕太阳运行}}">
<cl-light type="point" position="0 0 0" intensity="1.3"></cl-light>
<cl-light type="ambient" intensity="0.08"></cl-light>
<cl-sphere id="sun" name="{{Sun|太阳}}" radius="1.6" color="#fff2b3" emissive="#ffc933" glow="0.8">
<cl-label color="#ffe9a8">{{Sun|太阳}}</cl-label>
</cl-sphere>
<cl-line radius="8" color="#4a5573" dashed></cl-line>
<cl-group id="earth-system" name="{{Earth|地球}}">
<cl-orbit id="earth-orbit" radius="8" period="0" phase="0"></cl-orbit>
<cl-group id="tilt-frame" rotation="0 0 23.4">
<cl-cylinder id="axis" name="{{Earth's axis|地轴}}" radius="0.03" height="2.8" color="#ffffff"></cl-cylinder>
<cl-torus id="equator" name="{{Equator|赤道}}" radius="1.02" tube="0.015" color="#ffd166"></cl-torus>
<cl-sphere id="earth" name="{{Earth|地球}}" radius="1" color="[[earth]]" roughness="0.7">
<cl-spin period="4"></cl-spin>
<cl-sphere radius="0.4" position="0.6 0.45 0.35" color="#3fa34d"></cl-sphere>
<cl-sphere radius="0.35" position="-0.4 -0.5 -0.5" color="#3fa34d"></cl-sphere>
<cl-sphere id="you" name="{{Your town|你的城市}}" radius="0.12" position="0.78 0.66 0" color="[[town]]"></cl-sphere>
</cl-sphere>
</cl-group>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="day" label="{{Day of the year|一年中的第几天}}" min="1" max="365" step="1" value="172">
<cl-bind target="earth-orbit" attr="phase" expr="(day - 172) * 360 / 365.25"></cl-bind>
</cl-slider>
<cl-slider id="lat" label="{{Latitude of your town|你所在城市的纬度}}" min="0" max="80" step="1" value="40" unit="°N">
<cl-bind target="you" attr="position.x" expr="1.02 * cos(rad(lat))"></cl-bind>
<cl-bind target="you" attr="position.y" expr="1.02 * sin(rad(lat))"></cl-bind>
</cl-slider>
<cl-slider id="tilt" label="{{Tilt of the Earth's axis|地轴倾角}}" min="0" max="45" step="0.1" value="23.4" unit="°">
<cl-bind target="tilt-frame" attr="rotation.z" expr="tilt"></cl-bind>
</cl-slider>
<cl-readout label="{{Height of the noon Sun|正午太阳高度}}" expr="clamp(90 - abs(lat - tilt * cos(2 * pi * (day - 172) / 365.25)), 0, 90)" unit="°" digits="0"></cl-readout>
<cl-readout label="{{Hours of daylight|白昼时长}}" expr="24 / pi * acos(clamp(-tan(rad(lat)) * tan(rad(tilt * cos(2 * pi * (day - 172) / 365.25))), -1, 1))" unit="{{h|小时}}" digits="1"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("earth", "earth", T("Earth, turning once a day", "地球，每天自转一周")),
        LegendItem("town", "you", T("Your town", "你的城市")),
    ),
    chart="""
<cl-chart title="{{Hours of daylight through the year|一年中白昼时长的变化}}" x="day" y="24 / pi * acos(clamp(-tan(rad(lat)) * tan(rad(tilt * cos(2 * pi * (day - 172) / 365.25))), -1, 1))" x-label="{{Day of the year|一年中的第几天}}" y-label="{{Daylight (h)|白昼（小时）}}" y-min="0" y-max="24" samples="181" color="[[town]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "The Earth leans to one side as it goes around the Sun, so each part of the year is warmer or colder.",
                "地球斜着身子绕太阳转，所以一年里有的时候热，有的时候冷。",
            ),
            steps=(
                Step(
                    T("A trip around the Sun", "绕太阳一圈"),
                    T("One trip around the Sun takes a year.", "绕太阳一圈要一年。"),
                    T(
                        "The Earth goes around the Sun once a year. Its <strong>axis</strong> (the white stick) leans to one side and always points the same way.",
                        "地球每年绕太阳转一圈。它的<strong>地轴</strong>（白色的棍子）是斜的，而且一直指向同一个方向。",
                    ),
                    camera="0 13 23.5",
                    target="0 0 0",
                    highlight="axis",
                    sets=(("day", "172"), ("tilt", "23.4")),
                ),
                Step(
                    T("Summer", "夏天"),
                    T("Our half leans towards the Sun.", "我们这一半朝着太阳倾斜。"),
                    T(
                        "In June the northern half of the Earth leans <strong>towards</strong> the Sun. The Sun climbs high and days are long: it is summer in China.",
                        "六月，地球的北半部<strong>朝着</strong>太阳倾斜。太阳升得高，白天长，中国正是夏天。",
                    ),
                    camera="8 3 9",
                    target="8 0 0",
                    highlight="you",
                    sets=(("day", "172"),),
                ),
                Step(
                    T("Winter", "冬天"),
                    T("Our half leans away from the Sun.", "我们这一半背着太阳倾斜。"),
                    T(
                        "Half a year later the Earth is on the other side of the Sun. The north leans <strong>away</strong>: the Sun stays low and days are short. It is winter.",
                        "半年后，地球转到了太阳的另一边。北半部<strong>背着</strong>太阳倾斜，太阳很低，白天很短，就到了冬天。",
                    ),
                    camera="-8 3 9",
                    target="-8 0 0",
                    highlight="axis",
                    sets=(("day", "355"),),
                ),
            ),
            section_heading=T("Four seasons", "一年四季"),
            section=(
                T(
                    "Spring, summer, autumn and winter come one after another as the Earth travels around the Sun. When it is summer in China, it is winter in Australia.",
                    "地球绕太阳转的时候，春、夏、秋、冬一个接一个地到来。中国是夏天的时候，澳大利亚正是冬天。",
                ),
            ),
            quiz=(
                Question(
                    T("Why is summer warm?", "夏天为什么热？"),
                    (
                        Choice(
                            T(
                                "Our half of the Earth leans towards the Sun",
                                "我们这一半地球朝着太阳倾斜",
                            ),
                            T("Yes! The Sun is high and days are long.", "对！太阳高，白天长。"),
                            True,
                        ),
                        Choice(
                            T("The Sun gets bigger", "太阳变大了"),
                            T("The Sun stays the same all year.", "太阳一年四季都一样。"),
                        ),
                        Choice(
                            T("The Earth stops turning", "地球停止转动"),
                            T("The Earth always keeps turning.", "地球一直在转动。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "How long does the Earth take to go around the Sun?",
                        "地球绕太阳转一圈要多久？",
                    ),
                    (
                        Choice(
                            T("One year", "一年"),
                            T(
                                "Right: and that gives one round of seasons.",
                                "对：这也是四季轮回一次的时间。",
                            ),
                            True,
                        ),
                        Choice(
                            T("One day", "一天"),
                            T("One day is one spin of the Earth.", "一天是地球自转一圈。"),
                        ),
                        Choice(
                            T("One month", "一个月"),
                            T(
                                "A month is about the Moon's trip around the Earth.",
                                "一个月大约是月球绕地球转一圈。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Axis", "地轴"),
                    T(
                        "The imaginary line through the North and South Poles that the Earth spins around.",
                        "穿过南北两极、地球绕着它自转的假想直线。",
                    ),
                ),
                (
                    T("Season", "季节"),
                    T(
                        "A part of the year with its own weather: spring, summer, autumn or winter.",
                        "一年中天气各有特点的时段：春、夏、秋、冬。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "The Earth's axis is tilted 23.4°; each hemisphere in turn leans towards the Sun and gets longer days and higher noon Sun.",
                "地轴倾斜约23.4°；南北半球轮流倾向太阳，获得更长的白昼和更高的正午太阳。",
            ),
            steps=(
                Step(
                    T("June solstice", "夏至"),
                    T("The Sun is overhead at 23.4°N.", "太阳直射北纬23.4°。"),
                    T(
                        "Around 21 June the noon Sun is overhead at the <strong>Tropic of Cancer</strong>. At 40°N it climbs to about 73° and the day lasts about 15 hours.",
                        "6月21日前后，太阳直射<strong>北回归线</strong>。在北纬40°，正午太阳高度约73°，白昼约15小时。",
                    ),
                    camera="8 3 9",
                    target="8 0 0",
                    highlight="you",
                    sets=(("day", "172"), ("lat", "40"), ("tilt", "23.4")),
                ),
                Step(
                    T("Equinox", "春分"),
                    T("Day and night are equal everywhere.", "各地昼夜等长。"),
                    T(
                        "Around 20 March and 23 September neither hemisphere leans towards the Sun. The Sun is overhead at the <strong>equator</strong> and days last about 12 hours everywhere.",
                        "3月20日和9月23日前后，南北半球都不倾向太阳。太阳直射<strong>赤道</strong>，全球各地昼夜大致等长，约12小时。",
                    ),
                    camera="9 3 8",
                    target="0 0 8",
                    highlight="equator",
                    sets=(("day", "80"),),
                ),
                Step(
                    T("No tilt, no seasons", "没有倾斜就没有四季"),
                    T("Tilt 0°: every day is an equinox.", "倾角为0°：天天都像春分。"),
                    T(
                        "Set the tilt to 0°: the daylight stays at 12 hours and the noon Sun never changes height. Without the tilt there would be no seasons.",
                        "把倾角调到0°：白昼始终是12小时，正午太阳高度也不变。地轴不倾斜，就没有四季。",
                    ),
                    camera="0 13 23.5",
                    target="0 0 0",
                    highlight="axis",
                    sets=(("tilt", "0"),),
                ),
            ),
            section_heading=T("Not distance", "不是因为距离"),
            section=(
                T(
                    "The Earth is actually <strong>closest</strong> to the Sun in early January, in the northern winter, and the two hemispheres have opposite seasons. Seasons come from the tilt: longer days, and a higher Sun whose light is concentrated on a smaller area.",
                    "地球其实在1月初<strong>离太阳最近</strong>，那时北半球正是冬季；而且南北半球季节相反。四季来自地轴倾斜：白昼更长，太阳更高，阳光集中照射在更小的面积上。",
                ),
            ),
            quiz=(
                Question(
                    T("What is the main cause of the seasons?", "四季形成的主要原因是什么？"),
                    (
                        Choice(
                            T("The tilt of the Earth's axis", "地轴的倾斜"),
                            T(
                                "Yes: each hemisphere leans towards the Sun for half the year.",
                                "对：南北半球各有半年倾向太阳。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The changing distance to the Sun", "日地距离的变化"),
                            T(
                                "The Earth is closest in January, in the northern winter.",
                                "地球在1月离太阳最近，那时北半球是冬季。",
                            ),
                        ),
                        Choice(
                            T("The Sun shining more in summer", "太阳夏天更亮"),
                            T("The Sun's output barely changes.", "太阳的辐射几乎不变。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "It is summer in Beijing. What season is it in Sydney?",
                        "北京是夏天时，悉尼是什么季节？",
                    ),
                    (
                        Choice(
                            T("Winter", "冬季"),
                            T(
                                "Right: the south leans away from the Sun.",
                                "对：南半球背向太阳倾斜。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Summer", "夏季"),
                            T("Sydney is in the Southern Hemisphere.", "悉尼在南半球。"),
                        ),
                        Choice(
                            T("Spring", "春季"),
                            T("Spring and autumn come near the equinoxes.", "春秋季在二分日前后。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Solstice", "至日"),
                    T(
                        "The day of the highest or lowest noon Sun: around 21 June and 21 December.",
                        "正午太阳最高或最低的日子：6月21日和12月21日前后（夏至、冬至）。",
                    ),
                ),
                (
                    T("Equinox", "分日"),
                    T(
                        "A day when day and night are about equal everywhere (spring and autumn equinoxes).",
                        "全球昼夜大致等长的日子（春分、秋分）。",
                    ),
                ),
                (
                    T("Tropic of Cancer", "北回归线"),
                    T(
                        "Latitude 23.4°N, where the Sun is overhead at the June solstice.",
                        "北纬23.4°，夏至日太阳直射的纬线。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "The Sun's declination swings ±23.4° through the year; it sets the noon altitude 90° − |φ − δ| and the day length through cos H = −tan φ tan δ.",
                "太阳直射点纬度 δ 在 ±23.4° 之间往返移动，决定正午太阳高度 90° − |φ − δ|，并由 cos H = −tan φ tan δ 决定昼长。",
            ),
            steps=(
                Step(
                    T("Declination", "直射点纬度"),
                    T("δ ≈ 23.4° cos(2π(d − 172)/365.25)", "δ ≈ 23.4° cos(2π(d − 172)/365.25)"),
                    T(
                        "The latitude where the noon Sun is overhead, the declination δ, follows roughly δ ≈ 23.4° cos(2π(d − 172)/365.25). Noon altitude at latitude φ is h = 90° − |φ − δ|.",
                        "太阳直射点的纬度 δ 近似为 δ ≈ 23.4° cos(2π(d − 172)/365.25)。纬度 φ 处的正午太阳高度 h = 90° − |φ − δ|。",
                    ),
                    camera="8 3 9",
                    target="8 0 0",
                    highlight="you",
                    sets=(("day", "172"), ("lat", "40"), ("tilt", "23.4")),
                ),
                Step(
                    T("Day length", "昼长"),
                    T("Daylight = 2H / 15° per hour.", "昼长 = 2H ÷ 每小时15°。"),
                    T(
                        "The Sun's hour angle at sunset satisfies cos H = −tan φ tan δ, and the day lasts 2H/15° hours. At 40°N in December, H ≈ 69°, so the day is about 9.2 hours.",
                        "日落时的时角 H 满足 cos H = −tan φ tan δ，昼长为 2H ÷ 15° 小时。12月的北纬40°，H ≈ 69°，昼长约9.2小时。",
                    ),
                    camera="-8 3 9",
                    target="-8 0 0",
                    highlight="you",
                    sets=(("day", "355"),),
                ),
                Step(
                    T("Polar day", "极昼"),
                    T(
                        "Beyond 66.6°N the June Sun never sets.",
                        "北纬66.6°以北，夏至前后太阳不落。",
                    ),
                    T(
                        "When tan φ tan δ > 1 there is no sunset: polar day. At the June solstice this happens north of 90° − 23.4° = 66.6°, the <strong>Arctic Circle</strong>.",
                        "当 tan φ tan δ > 1 时，太阳不落，出现极昼。夏至日这发生在北纬 90° − 23.4° = 66.6° 以北，即<strong>北极圈</strong>以内。",
                    ),
                    camera="8 3 9",
                    target="8 0 0",
                    highlight="axis",
                    sets=(("day", "172"), ("lat", "70")),
                ),
            ),
            section_heading=T("Energy on each square metre", "单位面积获得的能量"),
            section=(
                T(
                    "Sunlight arriving at altitude h spreads over an area 1/sin h times larger, so each square metre receives a share proportional to sin h. At 40°N the noon Sun gives sin 73° ≈ 0.96 in June but sin 26.6° ≈ 0.45 in December, and the June day is also about 6 hours longer.",
                    "太阳高度为 h 时，同样的阳光分布在 1/sin h 倍的面积上，单位面积获得的能量与 sin h 成正比。北纬40°，6月正午为 sin 73° ≈ 0.96，12月仅为 sin 26.6° ≈ 0.45，而且6月的白昼还长约6小时。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "What is the noon Sun's altitude at 30°N on the June solstice?",
                        "夏至日北纬30°的正午太阳高度是多少？",
                    ),
                    (
                        Choice(
                            T("About 83.4°", "约83.4°"),
                            T(
                                "Yes: 90° − |30° − 23.4°| = 83.4°.",
                                "对：90° − |30° − 23.4°| = 83.4°。",
                            ),
                            True,
                        ),
                        Choice(
                            T("60°", "60°"),
                            T(
                                "That is 90° − φ, true only at the equinoxes.",
                                "那是 90° − φ，只在二分日成立。",
                            ),
                        ),
                        Choice(
                            T("36.6°", "36.6°"),
                            T(
                                "That is the December value: 90° − (30° + 23.4°).",
                                "那是冬至的值：90° − (30° + 23.4°)。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Where does the midnight Sun occur at the June solstice?",
                        "夏至日哪里出现极昼？",
                    ),
                    (
                        Choice(
                            T("North of 66.6°N", "北纬66.6°以北"),
                            T("Correct: there tan φ tan δ > 1.", "正确：那里 tan φ tan δ > 1。"),
                            True,
                        ),
                        Choice(
                            T("South of 66.6°S", "南纬66.6°以南"),
                            T("There it is polar night in June.", "6月那里是极夜。"),
                        ),
                        Choice(
                            T("At the equator", "赤道"),
                            T(
                                "The equator always has about 12 hours of daylight.",
                                "赤道的昼长全年约12小时。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Declination", "赤纬"),
                    T(
                        "The latitude at which the Sun is overhead at noon.",
                        "太阳在正午直射的纬度。",
                    ),
                ),
                (
                    T("Hour angle", "时角"),
                    T(
                        "The angle the Earth turns from local noon, 15° per hour.",
                        "从当地正午起地球转过的角度，每小时15°。",
                    ),
                ),
                (
                    T("Arctic Circle", "北极圈"),
                    T(
                        "Latitude 66.6°N, the edge of the region with polar day and night.",
                        "北纬66.6°，出现极昼极夜区域的边界。",
                    ),
                ),
            ),
        ),
    },
)

DAY_AND_NIGHT = Topic(
    slug="day-and-night",
    subject="astronomy",
    names={
        "en": (
            "day and night",
            "why we have day and night",
            "the Earth's rotation",
            "sunrise and sunset",
        ),
        "zh": ("昼夜交替", "白天和黑夜", "地球自转", "昼夜更替"),
    },
    title=T("Day and night: the spinning Earth", "昼夜交替：转动的地球"),
    palette={
        "background": ("#02040a", "#050814", "#0a0a12"),
        "earth": ("#2f6fd6", "#3a7bd5", "#1f5fbf"),
        "town": ("#ff4d4d", "#ff7043", "#ef476f"),
    },
    scene="""
<cl-scene fov="40" camera="-5 3 10" target="-2 0 0" background="[[background]]" stars label="{{The Sun on the left lights one half of the spinning Earth|左边的太阳照亮转动着的地球的一半}}">
<cl-light type="directional" position="-20 0 0" intensity="2.2"></cl-light>
<cl-light type="ambient" intensity="0.05"></cl-light>
<cl-sphere id="sun" name="{{Sun|太阳}}" radius="1.5" position="-9 0 0" color="#fff2b3" emissive="#ffc933" glow="0.8">
<cl-label color="#ffe9a8">{{Sun|太阳}}</cl-label>
</cl-sphere>
<cl-group id="tilt-frame" rotation="0 0 23.4">
<cl-cylinder id="axis" name="{{Earth's axis|地轴}}" radius="0.03" height="3.4" color="#ffffff"></cl-cylinder>
<cl-sphere id="earth" name="{{Earth|地球}}" radius="1.4" color="[[earth]]" roughness="0.7">
<cl-spin id="spin" period="8"></cl-spin>
<cl-sphere radius="0.6" position="0.8 0.6 0.6" color="#3fa34d"></cl-sphere>
<cl-sphere radius="0.55" position="-0.7 -0.4 -0.8" color="#3fa34d"></cl-sphere>
<cl-sphere id="town" name="{{Your town|你的城市}}" radius="0.12" position="1.1 0.9 0" color="[[town]]">
<cl-label size="small">{{you|你}}</cl-label>
</cl-sphere>
</cl-sphere>
</cl-group>
<cl-torus id="terminator" name="{{Day–night line|晨昏线}}" radius="1.43" tube="0.02" rotation="0 0 90" color="#ffd166"></cl-torus>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="lat" label="{{Latitude of your town|你所在城市的纬度}}" min="0" max="80" step="1" value="40" unit="°N">
<cl-bind target="town" attr="position.x" expr="1.42 * cos(rad(lat))"></cl-bind>
<cl-bind target="town" attr="position.y" expr="1.42 * sin(rad(lat))"></cl-bind>
</cl-slider>
<cl-select id="season" label="{{Date|日期}}" value="23.4">
<cl-option value="23.4">{{June solstice|夏至}}</cl-option>
<cl-option value="0">{{Equinox|春分或秋分}}</cl-option>
<cl-option value="-23.4">{{December solstice|冬至}}</cl-option>
<cl-bind target="tilt-frame" attr="rotation.z" expr="season"></cl-bind>
<cl-bind target="tilt-frame" attr="rotation.x" expr="sqrt(max(0, 23.4 ^ 2 - season ^ 2))"></cl-bind>
</cl-select>
<cl-toggle id="line" label="{{Show the day–night line|显示晨昏线}}" value="true">
<cl-bind target="terminator" attr="visible"></cl-bind>
</cl-toggle>
<cl-readout label="{{Hours of daylight|白昼时长}}" expr="24 / pi * acos(clamp(-tan(rad(lat)) * tan(rad(season)), -1, 1))" unit="{{h|小时}}" digits="1"></cl-readout>
<cl-readout label="{{Speed of your town as the Earth spins|你的城市随地球自转的速度}}" expr="1670 * cos(rad(lat))" unit="{{km/h|千米/时}}" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("earth", "earth", T("Earth, spinning once a day", "地球，每天自转一周")),
        LegendItem("town", "town", T("Your town", "你的城市")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "The Earth spins like a top. When your side faces the Sun it is day; when it turns away it is night.",
                "地球像陀螺一样转动。你所在的一面朝着太阳时是白天，转到背着太阳时就是黑夜。",
            ),
            steps=(
                Step(
                    T("Half is lit", "一半是亮的"),
                    T("The side facing the Sun has day.", "朝着太阳的一面是白天。"),
                    T(
                        "The Sun can only light the half of the Earth that faces it. On that half it is <strong>day</strong>; on the other half it is <strong>night</strong>.",
                        "太阳只能照亮地球朝着它的那一半。这一半是<strong>白天</strong>，另一半是<strong>黑夜</strong>。",
                    ),
                    camera="-5 3 10",
                    target="-2 0 0",
                    highlight="earth",
                    sets=(("line", "1"),),
                ),
                Step(
                    T("The Earth spins", "地球在转"),
                    T("Watch the red dot go round.", "看，红点在转圈。"),
                    T(
                        "The Earth keeps spinning. Your town (the red dot) is carried from the night side into sunlight: <strong>sunrise</strong>. Later it turns away again: <strong>sunset</strong>.",
                        "地球一直在转。你的城市（红点）被带着从黑夜的一面转进阳光里，这是<strong>日出</strong>；过一会儿又转出去，这是<strong>日落</strong>。",
                    ),
                    camera="-2 4 8",
                    target="0 0 0",
                    highlight="town",
                ),
                Step(
                    T("One day", "一天"),
                    T("One full turn takes one day.", "转一整圈就是一天。"),
                    T(
                        "One full turn of the Earth takes about <strong>24 hours</strong>: one day and one night.",
                        "地球转一整圈大约要<strong>24小时</strong>，也就是一个白天加一个黑夜。",
                    ),
                    camera="-5 3 10",
                    target="-2 0 0",
                    highlight="axis",
                ),
            ),
            section_heading=T("The Sun does not move across the sky", "太阳并没有在天上走"),
            section=(
                T(
                    "The Sun seems to rise in the east and set in the west, but it is the Earth that turns. It is like riding a merry-go-round: the world around you seems to move.",
                    "太阳好像从东边升起、从西边落下，其实是地球在转。就像坐旋转木马时，周围的东西好像都在动一样。",
                ),
            ),
            quiz=(
                Question(
                    T("Why do we have day and night?", "为什么会有白天和黑夜？"),
                    (
                        Choice(
                            T("The Earth spins", "地球在自转"),
                            T(
                                "Yes! Our side turns towards and away from the Sun.",
                                "对！我们这一面轮流朝向和背向太阳。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The Sun switches off at night", "太阳晚上熄灭了"),
                            T("The Sun shines all the time.", "太阳一直在发光。"),
                        ),
                        Choice(
                            T("The Moon covers the Sun", "月亮挡住了太阳"),
                            T("The Moon does not cause night.", "黑夜不是月亮造成的。"),
                        ),
                    ),
                ),
                Question(
                    T("How long does the Earth take to spin once?", "地球自转一圈要多久？"),
                    (
                        Choice(
                            T("About 24 hours", "大约24小时"),
                            T("Right: one day and one night.", "对：一个白天加一个黑夜。"),
                            True,
                        ),
                        Choice(
                            T("About 1 hour", "大约1小时"),
                            T("That would make very short days!", "那样一天就太短了！"),
                        ),
                        Choice(
                            T("One year", "一年"),
                            T("A year is one trip around the Sun.", "一年是绕太阳转一圈。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Spin (rotation)", "自转"),
                    T("Turning around an axis, like a top.", "像陀螺一样绕着轴转动。"),
                ),
                (
                    T("Sunrise", "日出"),
                    T("When your place turns into the sunlight.", "你所在的地方转进阳光里的时刻。"),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "The Earth rotates west to east once a day; the day–night line sweeps round and day length depends on latitude and season.",
                "地球自西向东自转，每天一周；晨昏线随之移动，昼夜长短随纬度和季节而变化。",
            ),
            steps=(
                Step(
                    T("West to east", "自西向东"),
                    T("Seen from above the North Pole: anticlockwise.", "从北极上空看：逆时针转。"),
                    T(
                        "The Earth rotates from <strong>west to east</strong>, anticlockwise seen from above the North Pole. That is why the Sun rises in the east.",
                        "地球<strong>自西向东</strong>自转，从北极上空看是逆时针方向。所以太阳从东方升起。",
                    ),
                    camera="-1 11 2",
                    target="0 0 0",
                    highlight="earth",
                    sets=(("season", "0"),),
                ),
                Step(
                    T("The day–night line", "晨昏线"),
                    T("The yellow ring separates day and night.", "黄色圆圈把昼半球和夜半球分开。"),
                    T(
                        "The boundary between the lit and dark halves is the <strong>day–night line</strong> (terminator). Places crossing it into light have sunrise; places crossing out have sunset.",
                        "昼半球和夜半球的分界线叫<strong>晨昏线</strong>。由夜进入昼的地方正在日出，由昼进入夜的地方正在日落。",
                    ),
                    camera="-5 3 10",
                    target="-2 0 0",
                    highlight="terminator",
                    sets=(("line", "1"),),
                ),
                Step(
                    T("Long summer days", "夏季昼长"),
                    T(
                        "In June your town spends longer on the day side.",
                        "6月，你的城市在昼半球停留得更久。",
                    ),
                    T(
                        "Because the axis is tilted, in June a town at 40°N spends about 15 hours on the day side; in December only about 9. At the equator it is always about 12.",
                        "由于地轴倾斜，6月北纬40°的城市约有15小时在昼半球，12月只有约9小时；赤道上全年约为12小时。",
                    ),
                    camera="-5 3 10",
                    target="-2 0 0",
                    highlight="axis",
                    sets=(("season", "23.4"), ("lat", "40")),
                ),
            ),
            section_heading=T("Time zones", "时区"),
            section=(
                T(
                    "The Earth turns 360° in 24 hours, 15° every hour. Places east of you see the Sun rise earlier, so the world is divided into 24 time zones about 15° of longitude wide. Beijing time is the time of the zone centred on 120°E.",
                    "地球24小时转360°，每小时转15°。位于东边的地方先看到日出，所以全球按经度大约每15°划为一个时区，共24个时区。北京时间是东八区（中央经线120°E）的区时。",
                ),
            ),
            quiz=(
                Question(
                    T("In which direction does the Earth rotate?", "地球自转的方向是怎样的？"),
                    (
                        Choice(
                            T("West to east", "自西向东"),
                            T(
                                "Yes: so the Sun appears to rise in the east.",
                                "对：所以太阳从东方升起。",
                            ),
                            True,
                        ),
                        Choice(
                            T("East to west", "自东向西"),
                            T("Then the Sun would rise in the west.", "那样太阳就会从西方升起。"),
                        ),
                        Choice(
                            T("North to south", "自北向南"),
                            T(
                                "The Earth spins about its north–south axis.",
                                "地球绕南北向的地轴转动。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("How many degrees does the Earth turn in 2 hours?", "地球2小时转过多少度？"),
                    (
                        Choice(T("30°", "30°"), T("Right: 15° per hour.", "对：每小时15°。"), True),
                        Choice(T("15°", "15°"), T("That is one hour.", "那是1小时转过的角度。")),
                        Choice(T("60°", "60°"), T("That would take 4 hours.", "那要4小时。")),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Rotation", "自转"),
                    T(
                        "The Earth's turning about its own axis, once a day.",
                        "地球绕地轴的转动，每天一周。",
                    ),
                ),
                (
                    T("Day–night line", "晨昏线"),
                    T(
                        "The boundary between the sunlit and the dark halves of the Earth.",
                        "地球上昼半球与夜半球的分界线。",
                    ),
                ),
                (
                    T("Time zone", "时区"),
                    T(
                        "A region that uses the same clock time, about 15° of longitude wide.",
                        "使用同一时间的区域，经度宽约15°。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "The Earth turns once in 23 h 56 min relative to the stars (a sidereal day) but 24 h relative to the Sun; speed at the surface is about 1670 cos φ km/h.",
                "地球相对恒星自转一周为23时56分（恒星日），相对太阳为24小时（太阳日）；地表自转线速度约为 1670 cos φ 千米/时。",
            ),
            steps=(
                Step(
                    T("Linear speed", "线速度"),
                    T("v = 2πR cos φ / T", "v = 2πR cos φ / T"),
                    T(
                        "A point at latitude φ travels a circle of radius R cos φ each sidereal day: v = 2π × 6378 km × cos φ / 23.93 h ≈ 1670 cos φ km/h. Move the latitude slider.",
                        "纬度 φ 处的点每个恒星日沿半径 R cos φ 的圆运动一周：v = 2π × 6378千米 × cos φ ÷ 23.93小时 ≈ 1670 cos φ 千米/时。拖动纬度滑块试一试。",
                    ),
                    camera="-5 3 10",
                    target="-2 0 0",
                    highlight="town",
                    sets=(("lat", "0"),),
                ),
                Step(
                    T("Sidereal and solar days", "恒星日与太阳日"),
                    T("The extra 4 minutes make up for the orbit.", "多出的4分钟补上公转的影响。"),
                    T(
                        "In one day the Earth also moves about 0.986° along its orbit, so it must turn about 361° to face the Sun again. 1° takes about 4 minutes: the solar day is 24 h, the sidereal day 23 h 56 min.",
                        "一天里地球还沿公转轨道移动约0.986°，因此要转约361°才能再次正对太阳。转1°约需4分钟：太阳日为24小时，恒星日为23时56分。",
                    ),
                    camera="-1 11 2",
                    target="0 0 0",
                    highlight="earth",
                ),
                Step(
                    T("Day length", "昼长公式"),
                    T("cos H = −tan φ tan δ", "cos H = −tan φ tan δ"),
                    T(
                        "The tilted day–night line cuts each latitude circle unevenly. The half-day arc H obeys cos H = −tan φ tan δ, and daylight lasts 2H/15° hours. At 60°N in June: about 18.5 hours.",
                        "倾斜的晨昏线把各纬线圈分成不等的两段。昼弧的一半 H 满足 cos H = −tan φ tan δ，昼长为 2H ÷ 15° 小时。6月的北纬60°约为18.5小时。",
                    ),
                    camera="-5 3 10",
                    target="-2 0 0",
                    highlight="terminator",
                    sets=(("season", "23.4"), ("lat", "60")),
                ),
            ),
            section_heading=T("Evidence that the Earth rotates", "地球自转的证据"),
            section=(
                T(
                    "In 1851 Foucault hung a 67 m pendulum in Paris: its swing plane turned about 11° per hour (15° × sin 48.9°), showing the floor turning beneath it. The Coriolis effect, which curls storms anticlockwise in the north, comes from the same rotation.",
                    "1851年傅科在巴黎悬挂了一个67米长的摆，其摆动平面每小时转过约11°（15° × sin 48.9°），说明是地面在它下面转动。使北半球气旋逆时针旋转的地转偏向力（科里奥利力）也来自地球自转。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Roughly how fast does a town at 60°N move with the rotation?",
                        "北纬60°的城市随地球自转的线速度约为多少？",
                    ),
                    (
                        Choice(
                            T("About 835 km/h", "约835千米/时"),
                            T("Yes: 1670 × cos 60° = 835.", "对：1670 × cos 60° = 835。"),
                            True,
                        ),
                        Choice(
                            T("About 1670 km/h", "约1670千米/时"),
                            T("That is the speed at the equator.", "那是赤道上的速度。"),
                        ),
                        Choice(
                            T("Zero", "零"),
                            T("Only the poles stand still.", "只有两极的线速度为零。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why is the solar day longer than the sidereal day?",
                        "为什么太阳日比恒星日长？",
                    ),
                    (
                        Choice(
                            T(
                                "The Earth moves along its orbit during the day",
                                "一天中地球沿公转轨道前进了一段",
                            ),
                            T(
                                "Correct: it must turn about 1° more to face the Sun.",
                                "正确：它要多转约1°才能再次正对太阳。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The Earth's spin is slowing down each day", "地球自转每天都在变慢"),
                            T(
                                "That slowing is only milliseconds per century.",
                                "这种变慢每世纪只有几毫秒。",
                            ),
                        ),
                        Choice(
                            T("The Sun moves around the Earth", "太阳绕地球转"),
                            T("The Earth orbits the Sun.", "是地球绕太阳公转。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Sidereal day", "恒星日"),
                    T(
                        "One rotation relative to the stars: 23 h 56 min 4 s.",
                        "地球相对恒星自转一周的时间：23时56分4秒。",
                    ),
                ),
                (
                    T("Solar day", "太阳日"),
                    T(
                        "The time between two noons: 24 h on average.",
                        "两次正午之间的时间，平均24小时。",
                    ),
                ),
                (
                    T("Coriolis effect", "地转偏向力"),
                    T(
                        "The apparent deflection of moving air and water caused by the Earth's rotation.",
                        "地球自转使运动的空气和水流发生的偏转。",
                    ),
                ),
            ),
        ),
    },
)

# Kepler's equation E = M + e sin E, solved by five fixed-point steps (enough for e <= 0.6);
# the mean anomaly M advances once per 4 a^1.5 seconds of page time.
_M = "2*pi*t/(4*a^1.5)"
_E = f"{_M}+ecc*sin({_M}+ecc*sin({_M}+ecc*sin({_M}+ecc*sin({_M}+ecc*sin({_M})))))"

KEPLER = Topic(
    slug="keplers-laws",
    subject="astronomy",
    names={
        "en": (
            "Kepler's laws",
            "planetary orbits",
            "elliptical orbits",
            "Kepler's laws of planetary motion",
        ),
        "zh": ("开普勒定律", "行星轨道", "开普勒三定律", "椭圆轨道"),
    },
    title=T("Kepler's laws: how planets move", "开普勒定律：行星怎样运动"),
    palette={
        "background": ("#02040a", "#050814", "#0a0a12"),
        "planet": ("#4fc3f7", "#7bd389", "#f4a261"),
        "orbit": ("#8ecae6", "#9aa6c4"),
    },
    scene="""
<cl-scene fov="40" camera="-2 12 9" target="-1.5 0 0" background="[[background]]" stars label="{{A planet on an elliptical orbit with the Sun at one focus|行星沿椭圆轨道运行，太阳位于一个焦点上}}">
<cl-light type="point" position="0 0 0" intensity="2"></cl-light>
<cl-light type="ambient" intensity="0.2"></cl-light>
<cl-sphere id="sun" name="{{Sun|太阳}}" radius="0.5" color="#fff2b3" emissive="#ffc933" glow="1">
<cl-label color="#ffe9a8">{{Sun|太阳}}</cl-label>
</cl-sphere>
<cl-line id="orbit" name="{{Orbit|轨道}}" radius="1" scale="3 1 2.6" position="-1.5 0 0" segments="256" color="[[orbit]]" dashed></cl-line>
<cl-sphere id="focus" name="{{Empty focus|另一个焦点}}" radius="0.06" position="-3 0 0" color="#9aa6c4"></cl-sphere>
<cl-sphere id="perihelion" name="{{Perihelion|近日点}}" radius="0.08" position="1.5 0 0" color="#ffd166">
<cl-label size="small" color="#ffd166">{{perihelion|近日点}}</cl-label>
</cl-sphere>
<cl-sphere id="aphelion" name="{{Aphelion|远日点}}" radius="0.08" position="-4.5 0 0" color="#ffd166">
<cl-label size="small" color="#ffd166">{{aphelion|远日点}}</cl-label>
</cl-sphere>
<cl-sphere id="planet" name="{{Planet|行星}}" radius="0.25" position="1.5 0 0" color="[[planet]]">
<cl-spin period="2"></cl-spin>
<cl-label size="small">{{planet|行星}}</cl-label>
</cl-sphere>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="a" label="{{Size of the orbit (semi-major axis)|轨道大小（半长轴）}}" min="0.5" max="1.5" step="0.05" value="1" unit="AU"></cl-slider>
<cl-slider id="ecc" label="{{How stretched it is (eccentricity)|扁的程度（偏心率）}}" min="0" max="0.6" step="0.01" value="0.5">
<cl-bind target="orbit" attr="scale.x" expr="3 * a"></cl-bind>
<cl-bind target="orbit" attr="scale.z" expr="3 * a * sqrt(1 - ecc ^ 2)"></cl-bind>
<cl-bind target="orbit" attr="position.x" expr="-3 * a * ecc"></cl-bind>
<cl-bind target="focus" attr="position.x" expr="-6 * a * ecc"></cl-bind>
<cl-bind target="perihelion" attr="position.x" expr="3 * a * (1 - ecc)"></cl-bind>
<cl-bind target="aphelion" attr="position.x" expr="-3 * a * (1 + ecc)"></cl-bind>
</cl-slider>
<cl-bind target="planet" attr="position.x" expr="3*a*(cos(E)-ecc)"></cl-bind>
<cl-bind target="planet" attr="position.z" expr="-3*a*sqrt(1-ecc^2)*sin(E)"></cl-bind>
<cl-readout label="{{Orbital period|公转周期}}" expr="a ^ 1.5" unit="{{years|年}}" digits="2"></cl-readout>
<cl-readout label="{{Speed of the planet now|行星此刻的速度}}" expr="29.78*sqrt(2/(a*(1-ecc*cos(E)))-1/a)" unit="{{km/s|千米/秒}}" digits="1"></cl-readout>
</cl-controls>
""".replace("(E)", f"({_E})"),
    legend=(
        LegendItem("planet", "planet", T("Planet", "行星")),
        LegendItem("orbit", "orbit", T("Elliptical orbit", "椭圆轨道")),
    ),
    chart="""
<cl-chart title="{{Kepler's third law: T² = a³|开普勒第三定律：T² = a³}}" x="a" y="a ^ 1.5" x-min="0.3" x-max="1.6" x-label="{{Semi-major axis (AU)|半长轴（天文单位）}}" y-label="{{Period (years)|周期（年）}}" color="[[planet]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "Planets travel around the Sun on oval paths, moving faster when they are close to the Sun.",
                "行星沿着椭圆形的路线绕太阳运行，离太阳近时走得快，离太阳远时走得慢。",
            ),
            steps=(
                Step(
                    T("An oval path", "椭圆形的路线"),
                    T("The path is a stretched circle.", "这条路线是一个被拉长的圆。"),
                    T(
                        "A planet goes around the Sun on a path shaped like a stretched circle, called an <strong>ellipse</strong>. The Sun is not in the middle.",
                        "行星绕太阳运行的路线像一个被拉长的圆，叫作<strong>椭圆</strong>。太阳并不在正中间。",
                    ),
                    camera="-2 12 9",
                    target="-1.5 0 0",
                    highlight="orbit",
                    sets=(("a", "1"), ("ecc", "0.5")),
                ),
                Step(
                    T("Fast and slow", "时快时慢"),
                    T("Near the Sun: fast. Far away: slow.", "离太阳近时快，远时慢。"),
                    T(
                        "Watch the planet: it <strong>speeds up</strong> as it swings close to the Sun and <strong>slows down</strong> far away.",
                        "看这颗行星：它靠近太阳时<strong>加速</strong>，远离太阳时<strong>减速</strong>。",
                    ),
                    highlight="planet",
                ),
                Step(
                    T("Bigger orbit, longer year", "轨道越大，一年越长"),
                    T("A bigger orbit takes longer.", "轨道大，绕一圈的时间长。"),
                    T(
                        "Make the orbit bigger: the planet takes much longer to go round. Far-away planets have very long years.",
                        "把轨道变大，行星绕一圈要花更长的时间。离太阳很远的行星，一年非常长。",
                    ),
                    camera="-3 17 12",
                    target="-2 0 0",
                    highlight="sun",
                    sets=(("a", "1.5"), ("ecc", "0.2")),
                ),
            ),
            section_heading=T("Our Earth's path", "地球的路线"),
            section=(
                T(
                    "The Earth's path is an ellipse too, but it is so close to a circle that you could not tell the difference by looking. It takes one year to go round.",
                    "地球的路线也是椭圆，不过它非常接近圆形，用眼睛几乎看不出区别。地球绕太阳一圈要一年。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "What shape is a planet's path around the Sun?",
                        "行星绕太阳的路线是什么形状？",
                    ),
                    (
                        Choice(
                            T("An ellipse (a stretched circle)", "椭圆（拉长的圆）"),
                            T("Yes! Some are very close to a circle.", "对！有的非常接近圆形。"),
                            True,
                        ),
                        Choice(
                            T("A square", "正方形"),
                            T("Planets move on smooth curves.", "行星沿平滑的曲线运动。"),
                        ),
                        Choice(
                            T("A straight line", "直线"),
                            T(
                                "The Sun's pull bends the path into a loop.",
                                "太阳的引力使路线弯成闭合的圈。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("When does a planet move fastest?", "行星什么时候运动得最快？"),
                    (
                        Choice(
                            T("When it is closest to the Sun", "离太阳最近时"),
                            T("Right: the Sun's pull speeds it up.", "对：太阳的引力让它加速。"),
                            True,
                        ),
                        Choice(
                            T("When it is farthest from the Sun", "离太阳最远时"),
                            T("There it moves slowest.", "在那里它最慢。"),
                        ),
                        Choice(
                            T("Always at the same speed", "速度始终不变"),
                            T("Watch it: the speed changes.", "仔细看，速度在变化。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Orbit", "轨道"),
                    T(
                        "The path of a planet or moon around another body.",
                        "行星或卫星绕另一个天体运行的路线。",
                    ),
                ),
                (
                    T("Ellipse", "椭圆"),
                    T(
                        "An oval shape, like a circle stretched in one direction.",
                        "像圆被往一个方向拉长后的形状。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "Kepler found three laws: elliptical orbits with the Sun at a focus, equal areas in equal times, and longer periods for larger orbits.",
                "开普勒发现了三条定律：行星沿椭圆轨道运行，太阳在一个焦点上；相同时间扫过相同面积；轨道越大周期越长。",
            ),
            steps=(
                Step(
                    T("First law: ellipses", "第一定律：椭圆轨道"),
                    T("The Sun sits at one focus.", "太阳位于一个焦点上。"),
                    T(
                        "Each planet moves on an <strong>ellipse</strong> with the Sun at one <strong>focus</strong>. The closest point is the <strong>perihelion</strong>, the farthest the <strong>aphelion</strong>.",
                        "每颗行星都沿<strong>椭圆</strong>轨道运行，太阳位于椭圆的一个<strong>焦点</strong>上。离太阳最近的点叫<strong>近日点</strong>，最远的点叫<strong>远日点</strong>。",
                    ),
                    camera="-2 12 9",
                    target="-1.5 0 0",
                    highlight="focus",
                    sets=(("a", "1"), ("ecc", "0.5")),
                ),
                Step(
                    T("Second law: equal areas", "第二定律：面积定律"),
                    T(
                        "The Sun–planet line sweeps equal areas in equal times.",
                        "日星连线在相等时间内扫过相等面积。",
                    ),
                    T(
                        "The line from the Sun to the planet sweeps out <strong>equal areas in equal times</strong>. Near perihelion the line is short, so the planet must move faster. Watch the speed readout.",
                        "太阳和行星的连线在<strong>相等的时间内扫过相等的面积</strong>。在近日点附近连线短，行星必须走得更快。注意速度读数的变化。",
                    ),
                    highlight="perihelion",
                ),
                Step(
                    T("Third law: bigger is slower", "第三定律：轨道越大周期越长"),
                    T("T² = a³ with T in years and a in AU.", "T以年、a以天文单位计时，T² = a³。"),
                    T(
                        "The square of the period equals the cube of the orbit's size: T² = a³. Mars, at 1.52 AU, takes 1.52<sup>1.5</sup> ≈ 1.88 years.",
                        "周期的平方等于轨道大小的立方：T² = a³。火星距太阳1.52天文单位，周期为 1.52<sup>1.5</sup> ≈ 1.88 年。",
                    ),
                    camera="-3 17 12",
                    target="-2 0 0",
                    highlight="sun",
                    sets=(("a", "1.5"), ("ecc", "0.1")),
                ),
            ),
            section_heading=T("From Tycho's data to Kepler's laws", "从第谷的观测到开普勒定律"),
            section=(
                T(
                    "Kepler found these laws (1609–1619) from Tycho Brahe's observations of Mars. The Earth's orbit is nearly circular (eccentricity 0.017): its speed only varies between about 29.3 and 30.3 km/s.",
                    "开普勒根据第谷对火星的观测总结出这些定律（1609—1619年）。地球轨道接近圆形（偏心率0.017），公转速度只在约29.3至30.3千米/秒之间变化。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Where is the Sun in a planet's elliptical orbit?",
                        "在行星的椭圆轨道中，太阳在哪里？",
                    ),
                    (
                        Choice(
                            T("At one focus", "在一个焦点上"),
                            T("Correct: the other focus is empty.", "正确：另一个焦点是空的。"),
                            True,
                        ),
                        Choice(
                            T("At the centre", "在中心"),
                            T(
                                "Only for a circle do the foci meet at the centre.",
                                "只有圆的两个焦点才重合于圆心。",
                            ),
                        ),
                        Choice(
                            T("On the orbit", "在轨道上"),
                            T("The Sun is inside the ellipse.", "太阳在椭圆内部。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "A planet's orbit has a = 4 AU. What is its period?",
                        "某行星轨道半长轴为4天文单位，它的周期是多少？",
                    ),
                    (
                        Choice(
                            T("8 years", "8年"),
                            T("Yes: T = √(4³) = √64 = 8.", "对：T = √(4³) = √64 = 8。"),
                            True,
                        ),
                        Choice(
                            T("4 years", "4年"), T("T grows faster than a.", "T 比 a 增长得快。")
                        ),
                        Choice(T("16 years", "16年"), T("That would be a².", "那是 a²。")),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Focus", "焦点"),
                    T(
                        "One of the two special points inside an ellipse; the Sun is at one.",
                        "椭圆内部的两个特殊点之一，太阳位于其中一个。",
                    ),
                ),
                (
                    T("Perihelion", "近日点"),
                    T("The point of an orbit closest to the Sun.", "轨道上离太阳最近的点。"),
                ),
                (
                    T("Astronomical unit (AU)", "天文单位"),
                    T(
                        "The Earth's average distance from the Sun, about 150 million km.",
                        "日地平均距离，约1.5亿千米。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Kepler's laws follow from Newton's inverse-square gravity: T² = 4π²a³/GM and the vis-viva speed v² = GM(2/r − 1/a).",
                "开普勒定律可由牛顿的平方反比引力推出：T² = 4π²a³/GM，活力公式 v² = GM(2/r − 1/a)。",
            ),
            steps=(
                Step(
                    T("Eccentricity", "偏心率"),
                    T(
                        "r ranges from a(1 − e) to a(1 + e).",
                        "r 在 a(1 − e) 与 a(1 + e) 之间变化。",
                    ),
                    T(
                        "The eccentricity e = c/a is the distance from centre to focus divided by the semi-major axis. Perihelion is a(1 − e) and aphelion a(1 + e); the semi-minor axis is b = a√(1 − e²).",
                        "偏心率 e = c/a，即中心到焦点的距离与半长轴之比。近日距为 a(1 − e)，远日距为 a(1 + e)，半短轴 b = a√(1 − e²)。",
                    ),
                    camera="-2 12 9",
                    target="-1.5 0 0",
                    highlight="focus",
                    sets=(("a", "1"), ("ecc", "0.5")),
                ),
                Step(
                    T("Angular momentum", "角动量守恒"),
                    T("Equal areas = constant angular momentum.", "面积定律即角动量守恒。"),
                    T(
                        "Gravity points at the Sun, so it exerts no torque: L = m r v<sub>⊥</sub> is constant and the areal speed L/2m is fixed. Hence v<sub>p</sub>/v<sub>a</sub> = (1 + e)/(1 − e): 3 for e = 0.5.",
                        "引力指向太阳，不产生力矩，角动量 L = m r v<sub>⊥</sub> 守恒，掠面速度 L/2m 不变。因此 v<sub>近</sub>/v<sub>远</sub> = (1 + e)/(1 − e)，e = 0.5 时为3。",
                    ),
                    highlight="perihelion",
                ),
                Step(
                    T("Newton's form of the third law", "第三定律的牛顿形式"),
                    T("T² = 4π²a³/GM", "T² = 4π²a³/GM"),
                    T(
                        "For a circular orbit, GMm/a² = m(2π/T)²a gives T² = 4π²a³/GM: the ratio depends only on the central mass. With a in AU and T in years, T² = a³ for every planet.",
                        "对圆轨道，GMm/a² = m(2π/T)²a，得 T² = 4π²a³/GM：比值只取决于中心天体的质量。以天文单位和年为单位，所有行星都满足 T² = a³。",
                    ),
                    camera="-3 17 12",
                    target="-2 0 0",
                    highlight="sun",
                    sets=(("a", "1.5"), ("ecc", "0.2")),
                ),
            ),
            section_heading=T("The model's speed", "模型中的速度"),
            section=(
                T(
                    "The model solves Kepler's equation M = E − e sin E for the position and uses the vis-viva equation for the speed, with 29.78 km/s (the Earth's mean speed) for a circle of 1 AU.",
                    "模型求解开普勒方程 M = E − e sin E 得到位置，用活力公式计算速度，1天文单位圆轨道取29.78千米/秒（地球平均公转速度）。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "For e = 0.2, what is the ratio of perihelion speed to aphelion speed?",
                        "e = 0.2 时，近日点速度与远日点速度之比是多少？",
                    ),
                    (
                        Choice(
                            T("1.5", "1.5"),
                            T("Yes: (1 + 0.2)/(1 − 0.2) = 1.5.", "对：(1 + 0.2)/(1 − 0.2) = 1.5。"),
                            True,
                        ),
                        Choice(
                            T("1.2", "1.2"),
                            T(
                                "That is 1 + e, not the ratio of the distances.",
                                "那是 1 + e，不是距离之比。",
                            ),
                        ),
                        Choice(
                            T("1", "1"),
                            T(
                                "Only a circular orbit has constant speed.",
                                "只有圆轨道的速度不变。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Which quantity is conserved that gives Kepler's second law?",
                        "开普勒第二定律对应哪个量守恒？",
                    ),
                    (
                        Choice(
                            T("Angular momentum", "角动量"),
                            T(
                                "Correct: a central force exerts no torque.",
                                "正确：有心力不产生力矩。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Kinetic energy", "动能"),
                            T(
                                "Kinetic energy changes; total energy is conserved.",
                                "动能在变化，守恒的是总机械能。",
                            ),
                        ),
                        Choice(
                            T("Linear momentum", "动量"),
                            T(
                                "The Sun's pull keeps changing the momentum.",
                                "太阳的引力不断改变动量。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Eccentricity", "偏心率"),
                    T(
                        "e = c/a: 0 for a circle, close to 1 for a very stretched ellipse.",
                        "e = c/a：圆为0，越扁越接近1。",
                    ),
                ),
                (
                    T("Semi-major axis", "半长轴"),
                    T(
                        "Half the longest diameter of an ellipse; the mean of perihelion and aphelion distances.",
                        "椭圆最长直径的一半，等于近日距与远日距的平均值。",
                    ),
                ),
                (
                    T("Vis-viva equation", "活力公式"),
                    T(
                        "v² = GM(2/r − 1/a), the speed at distance r on an orbit.",
                        "v² = GM(2/r − 1/a)，轨道上距离 r 处的速度。",
                    ),
                ),
            ),
        ),
    },
)

SOLAR_SYSTEM = Topic(
    slug="solar-system",
    subject="astronomy",
    names={
        "en": ("the solar system", "solar system", "the planets", "eight planets"),
        "zh": ("太阳系", "八大行星", "行星", "太阳系的行星"),
    },
    title=T("The solar system: the Sun and its planets", "太阳系：太阳和它的行星"),
    palette={
        "background": ("#02040a", "#050814", "#0a0a12"),
        "earth": ("#2f6fd6", "#3a7bd5", "#1f5fbf"),
        "giant": ("#d9a066", "#c99a6e", "#e0b07a"),
        "marker": ("#ffd166", "#8ecae6", "#f4a261"),
    },
    scene="""
<cl-scene fov="40" camera="0 15 19" target="0 -1 0" background="[[background]]" stars label="{{The Sun and the eight planets on their orbits|太阳和在轨道上运行的八大行星}}">
<cl-light type="point" position="0 0 0" intensity="2"></cl-light>
<cl-light type="ambient" intensity="0.2"></cl-light>
<cl-sphere id="sun" name="{{Sun|太阳}}" radius="1" color="#fff2b3" emissive="#ffc933" glow="1"></cl-sphere>
<cl-group id="orbits" name="{{Orbits|轨道}}">
<cl-line radius="2.19" color="#4a5573"></cl-line>
<cl-line radius="2.81" color="#4a5573"></cl-line>
<cl-line radius="3.2" color="#4a5573"></cl-line>
<cl-line radius="3.79" color="#4a5573"></cl-line>
<cl-line radius="6.19" color="#4a5573"></cl-line>
<cl-line radius="7.89" color="#4a5573"></cl-line>
<cl-line radius="10.43" color="#4a5573"></cl-line>
<cl-line radius="12.5" color="#4a5573"></cl-line>
</cl-group>
<cl-torus id="marker" name="{{Chosen orbit|选中的轨道}}" radius="3.2" tube="0.04" color="[[marker]]"></cl-torus>
<cl-sphere id="mercury" name="{{Mercury|水星}}" radius="0.12" color="#a8a29e"><cl-orbit radius="2.19" period="1.45" phase="40"></cl-orbit></cl-sphere>
<cl-sphere id="venus" name="{{Venus|金星}}" radius="0.2" color="#e9c46a"><cl-orbit radius="2.81" period="3.69" phase="200"></cl-orbit></cl-sphere>
<cl-sphere id="earth" name="{{Earth|地球}}" radius="0.21" color="[[earth]]"><cl-orbit radius="3.2" period="6" phase="300"></cl-orbit><cl-label size="small">{{Earth|地球}}</cl-label></cl-sphere>
<cl-sphere id="mars" name="{{Mars|火星}}" radius="0.15" color="#d1603d"><cl-orbit radius="3.79" period="11.3" phase="120"></cl-orbit></cl-sphere>
<cl-particles id="belt" name="{{Asteroid belt|小行星带}}" shape="ring" count="600" spread="5.2" size="0.05" color="#9c8f80"></cl-particles>
<cl-sphere id="jupiter" name="{{Jupiter|木星}}" radius="0.5" color="[[giant]]"><cl-orbit radius="6.19" period="71.2" phase="60"></cl-orbit><cl-label size="small">{{Jupiter|木星}}</cl-label></cl-sphere>
<cl-sphere id="saturn" name="{{Saturn|土星}}" radius="0.42" color="#e3c58f"><cl-orbit radius="7.89" period="177" phase="160"></cl-orbit><cl-ring inner="0.55" outer="0.85" rotation="25 0 0" color="#cdb98a" opacity="0.8"></cl-ring><cl-label size="small">{{Saturn|土星}}</cl-label></cl-sphere>
<cl-sphere id="uranus" name="{{Uranus|天王星}}" radius="0.3" color="#9ad8e0"><cl-orbit radius="10.43" period="504" phase="250"></cl-orbit></cl-sphere>
<cl-sphere id="neptune" name="{{Neptune|海王星}}" radius="0.3" color="#4062bb"><cl-orbit radius="12.5" period="989" phase="330"></cl-orbit></cl-sphere>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-select id="planet" label="{{Planet|行星}}" value="1">
<cl-option value="0.39">{{Mercury|水星}}</cl-option>
<cl-option value="0.72">{{Venus|金星}}</cl-option>
<cl-option value="1">{{Earth|地球}}</cl-option>
<cl-option value="1.52">{{Mars|火星}}</cl-option>
<cl-option value="5.2">{{Jupiter|木星}}</cl-option>
<cl-option value="9.54">{{Saturn|土星}}</cl-option>
<cl-option value="19.2">{{Uranus|天王星}}</cl-option>
<cl-option value="30.1">{{Neptune|海王星}}</cl-option>
<cl-bind target="marker" attr="radius" expr="3.2 * planet ^ 0.4"></cl-bind>
</cl-select>
<cl-toggle id="paths" label="{{Show the orbits|显示轨道}}" value="true">
<cl-bind target="orbits" attr="visible"></cl-bind>
</cl-toggle>
<cl-readout label="{{Length of its year|它的一年}}" expr="planet ^ 1.5" unit="{{Earth years|地球年}}" digits="2"></cl-readout>
<cl-readout label="{{Sunlight compared with the Earth|与地球相比的阳光强度}}" expr="100 / planet ^ 2" unit="%" digits="1"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("earth", "earth", T("Earth, a rocky planet", "地球，一颗岩质行星")),
        LegendItem("giant", "jupiter", T("Jupiter, a giant planet", "木星，一颗巨行星")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "Eight planets, including our Earth, travel around the Sun. The far ones take much longer to go round.",
                "包括地球在内的八颗行星都绕着太阳转。离太阳越远的行星，转一圈要的时间越长。",
            ),
            steps=(
                Step(
                    T("The Sun in the middle", "中间的太阳"),
                    T("The Sun is a star in the middle.", "太阳是中间的一颗恒星。"),
                    T(
                        "The <strong>Sun</strong> is a star: a huge ball of hot, glowing gas. Everything in the solar system goes around it.",
                        "<strong>太阳</strong>是一颗恒星，是一个巨大的、炽热发光的气体球。太阳系里的一切都绕着它转。",
                    ),
                    camera="0 15 19",
                    target="0 -1 0",
                    highlight="sun",
                    sets=(("planet", "1"),),
                ),
                Step(
                    T("Small rocky planets", "小小的岩石行星"),
                    T(
                        "Mercury, Venus, Earth and Mars are close to the Sun.",
                        "水星、金星、地球、火星离太阳近。",
                    ),
                    T(
                        "The four planets nearest the Sun are small and made of rock: Mercury, Venus, Earth and Mars. We live on the third one.",
                        "离太阳最近的四颗行星又小又是岩石构成的：水星、金星、地球和火星。我们住在第三颗上。",
                    ),
                    camera="0 7 8",
                    target="0 0 0",
                    highlight="earth",
                ),
                Step(
                    T("Giant planets", "巨大的行星"),
                    T(
                        "Jupiter, Saturn, Uranus and Neptune are far away.",
                        "木星、土星、天王星、海王星离太阳远。",
                    ),
                    T(
                        "Farther out are four <strong>giant</strong> planets. Jupiter is the biggest; Saturn has beautiful rings. They move slowly around the Sun.",
                        "再往外是四颗<strong>巨大</strong>的行星。木星最大，土星有美丽的光环。它们绕太阳转得很慢。",
                    ),
                    camera="0 15 19",
                    target="0 -1 0",
                    highlight="saturn",
                    sets=(("planet", "9.54"),),
                ),
            ),
            section_heading=T("Remember the order", "记住顺序"),
            section=(
                T(
                    "From the Sun outwards: Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus, Neptune. The real planets are much farther apart than in this model.",
                    "从太阳往外依次是：水星、金星、地球、火星、木星、土星、天王星、海王星。真实的行星之间比这个模型里离得远得多。",
                ),
            ),
            quiz=(
                Question(
                    T("Which planet is the biggest?", "哪颗行星最大？"),
                    (
                        Choice(
                            T("Jupiter", "木星"),
                            T("Yes! Jupiter is the biggest planet.", "对！木星是最大的行星。"),
                            True,
                        ),
                        Choice(
                            T("Earth", "地球"),
                            T("Earth is small next to the giants.", "和巨行星比，地球很小。"),
                        ),
                        Choice(
                            T("Mercury", "水星"), T("Mercury is the smallest.", "水星是最小的。")
                        ),
                    ),
                ),
                Question(
                    T("Which planet is third from the Sun?", "离太阳第三近的行星是哪颗？"),
                    (
                        Choice(
                            T("Earth", "地球"), T("Right: our home.", "对：就是我们的家。"), True
                        ),
                        Choice(T("Mars", "火星"), T("Mars is fourth.", "火星是第四颗。")),
                        Choice(T("Venus", "金星"), T("Venus is second.", "金星是第二颗。")),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Planet", "行星"),
                    T(
                        "A large round body that travels around a star.",
                        "绕恒星运行的又大又圆的天体。",
                    ),
                ),
                (
                    T("Star", "恒星"),
                    T(
                        "A huge ball of hot gas that makes its own light, like the Sun.",
                        "像太阳一样自己发光的巨大炽热气体球。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "The solar system has four rocky inner planets, an asteroid belt and four giant outer planets; farther planets get less sunlight and have longer years.",
                "太阳系有四颗岩质的内行星、一条小行星带和四颗巨大的外行星；离太阳越远，得到的阳光越少，公转周期越长。",
            ),
            steps=(
                Step(
                    T("Terrestrial planets", "类地行星"),
                    T("Small, dense and rocky.", "体积小、密度大、由岩石构成。"),
                    T(
                        "Mercury, Venus, Earth and Mars are <strong>terrestrial planets</strong>: small and rocky, with few or no moons. Venus is the hottest (about 465 °C) because of its thick CO₂ atmosphere.",
                        "水星、金星、地球、火星是<strong>类地行星</strong>：体积小，由岩石构成，卫星很少或没有。金星因浓厚的二氧化碳大气而最热，约465 °C。",
                    ),
                    camera="0 7 8",
                    target="0 0 0",
                    highlight="earth",
                    sets=(("planet", "1"),),
                ),
                Step(
                    T("The asteroid belt", "小行星带"),
                    T("Rocky leftovers between Mars and Jupiter.", "火星与木星之间的岩石碎块。"),
                    T(
                        "Between Mars and Jupiter millions of rocky bodies, the <strong>asteroids</strong>, orbit the Sun. Their total mass is only a few per cent of our Moon's.",
                        "在火星和木星之间，数以百万计的岩石天体——<strong>小行星</strong>——绕太阳运行，它们的总质量只有月球的百分之几。",
                    ),
                    highlight="belt",
                    sets=(("planet", "1.52"),),
                ),
                Step(
                    T("Giant planets", "巨行星"),
                    T("Jupiter's year is almost 12 Earth years.", "木星的一年约为12个地球年。"),
                    T(
                        "Jupiter and Saturn are gas giants; Uranus and Neptune are ice giants. All four have rings and many moons. Choose Jupiter: its year lasts 11.9 Earth years and it gets under 4% of our sunlight.",
                        "木星、土星是气态巨行星，天王星、海王星是冰巨星，它们都有光环和众多卫星。选择木星：它的一年约为11.9个地球年，得到的阳光不到地球的4%。",
                    ),
                    camera="0 15 19",
                    target="0 -1 0",
                    highlight="saturn",
                    sets=(("planet", "5.2"),),
                ),
            ),
            section_heading=T("A model that is not to scale", "不按比例的模型"),
            section=(
                T(
                    "Distances here are squeezed. If the Sun were a football, the Earth would be a peppercorn about 24 m away and Neptune about 700 m away. Sunlight takes about 8 minutes to reach us and over 4 hours to reach Neptune.",
                    "模型中的距离被压缩了。如果把太阳缩成一个足球，地球就是约24米外的一粒胡椒，海王星则在约700米外。阳光到达地球约需8分钟，到达海王星要4个多小时。",
                ),
            ),
            quiz=(
                Question(
                    T("Where is the asteroid belt?", "小行星带在哪里？"),
                    (
                        Choice(
                            T("Between Mars and Jupiter", "火星和木星之间"),
                            T("Correct.", "正确。"),
                            True,
                        ),
                        Choice(
                            T("Between Earth and Mars", "地球和火星之间"),
                            T("It lies farther out, beyond Mars.", "它在更远处，火星之外。"),
                        ),
                        Choice(
                            T("Beyond Neptune", "海王星之外"),
                            T(
                                "That is the Kuiper belt, with Pluto.",
                                "那是柯伊伯带，冥王星就在那里。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why does Neptune take 165 years to go once around the Sun?",
                        "为什么海王星绕太阳一周要165年？",
                    ),
                    (
                        Choice(
                            T(
                                "Its orbit is much longer and it moves more slowly",
                                "它的轨道长得多，运动也更慢",
                            ),
                            T(
                                "Right: farther planets have longer paths and move more slowly.",
                                "对：越远的行星轨道越长，运动越慢。",
                            ),
                            True,
                        ),
                        Choice(
                            T("It is the biggest planet", "它是最大的行星"),
                            T(
                                "Jupiter is the biggest; size does not set the year.",
                                "木星才是最大的；大小并不决定公转周期。",
                            ),
                        ),
                        Choice(
                            T("It spins backwards", "它反向自转"),
                            T(
                                "Spin does not set the length of a year.",
                                "自转方向不决定公转周期。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Terrestrial planet", "类地行星"),
                    T(
                        "A small rocky planet: Mercury, Venus, Earth or Mars.",
                        "体积小、由岩石构成的行星：水星、金星、地球、火星。",
                    ),
                ),
                (
                    T("Gas giant", "气态巨行星"),
                    T(
                        "A huge planet made mostly of hydrogen and helium: Jupiter and Saturn.",
                        "主要由氢和氦组成的巨大行星：木星和土星。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Planetary years follow Kepler's third law T² = a³, and sunlight falls off as 1/a²; the Sun holds 99.86% of the system's mass.",
                "行星的公转周期遵循开普勒第三定律 T² = a³，阳光强度按 1/a² 减弱；太阳占太阳系总质量的99.86%。",
            ),
            steps=(
                Step(
                    T("One Sun, one plane", "一个太阳，一个平面"),
                    T(
                        "All planets orbit the same way, nearly in one plane.",
                        "所有行星同向绕转，几乎在同一平面上。",
                    ),
                    T(
                        "The planets orbit the same way, nearly in one plane: a relic of the spinning disc of gas and dust the system formed from 4.6 billion years ago.",
                        "行星绕太阳公转的方向相同，轨道几乎共面，这是46亿年前形成太阳系的旋转气体尘埃盘留下的印记。",
                    ),
                    camera="0 2 21",
                    target="0 0 0",
                    highlight="sun",
                    sets=(("planet", "1"),),
                ),
                Step(
                    T("Sunlight falls as 1/a²", "阳光按 1/a² 减弱"),
                    T("At 5.2 AU: 1/27 of our sunlight.", "在5.2天文单位处，阳光只有地球的1/27。"),
                    T(
                        "The Sun's power spreads over spheres of area 4πa², so the intensity falls as 1/a²: 1361 W/m² at the Earth, 50 W/m² at Jupiter, 1.5 W/m² at Neptune.",
                        "太阳的辐射功率分布在面积为 4πa² 的球面上，强度按 1/a² 减弱：地球处为1361 W/m²，木星处约50 W/m²，海王星处约1.5 W/m²。",
                    ),
                    camera="0 15 19",
                    target="0 -1 0",
                    highlight="belt",
                    sets=(("planet", "5.2"),),
                ),
                Step(
                    T("Years follow T² = a³", "周期遵循 T² = a³"),
                    T("Neptune: T = √(30.1³) ≈ 165 years.", "海王星：T = √(30.1³) ≈ 165年。"),
                    T(
                        "In AU and years, T = a<sup>1.5</sup>: Neptune, at 30.1 AU, needs about 165 years. The model keeps these period ratios but squeezes distances as a<sup>0.4</sup>.",
                        "以天文单位和年为单位，T = a<sup>1.5</sup>：海王星距太阳30.1天文单位，周期约165年。模型保持了周期之比，但把距离压缩为 a<sup>0.4</sup>。",
                    ),
                    highlight="neptune",
                    sets=(("planet", "30.1"),),
                ),
            ),
            section_heading=T("Mass and size", "质量与大小"),
            section=(
                T(
                    "The Sun is 109 Earth diameters across and holds 99.86% of the system's mass; Jupiter, at 318 Earth masses, holds most of the rest. Beyond Neptune lies the Kuiper belt, home of dwarf planets such as Pluto.",
                    "太阳的直径约为地球的109倍，占太阳系总质量的99.86%；其余质量大部分属于木星，约为地球的318倍。海王星之外是柯伊伯带，冥王星等矮行星就在那里。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Mars is at 1.52 AU. How strong is sunlight there compared with the Earth?",
                        "火星距太阳1.52天文单位，那里的阳光强度约为地球的多少？",
                    ),
                    (
                        Choice(
                            T("About 43%", "约43%"),
                            T("Yes: 1/1.52² ≈ 0.43.", "对：1/1.52² ≈ 0.43。"),
                            True,
                        ),
                        Choice(
                            T("About 66%", "约66%"),
                            T(
                                "That is 1/1.52; intensity falls as 1/a².",
                                "那是 1/1.52；强度按 1/a² 减弱。",
                            ),
                        ),
                        Choice(
                            T("The same", "相同"),
                            T("Sunlight spreads out with distance.", "阳光随距离扩散变弱。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why do the planets orbit in nearly one plane?",
                        "为什么行星轨道几乎在同一平面上？",
                    ),
                    (
                        Choice(
                            T("They formed from one spinning disc", "它们由同一个旋转盘形成"),
                            T(
                                "Correct: angular momentum flattened the cloud.",
                                "正确：角动量使原始云盘变扁。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The Sun's magnetic field lines them up", "太阳磁场把它们排齐"),
                            T("Magnetism does not set the orbits.", "磁场并不决定轨道。"),
                        ),
                        Choice(
                            T("By chance", "纯属巧合"),
                            T("Eight aligned orbits are no coincidence.", "八条轨道共面不是巧合。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Astronomical unit", "天文单位"),
                    T(
                        "The mean Earth–Sun distance, 1.496 × 10⁸ km.",
                        "日地平均距离，1.496 × 10⁸ 千米。",
                    ),
                ),
                (
                    T("Solar constant", "太阳常数"),
                    T(
                        "Sunlight power per square metre at 1 AU, about 1361 W/m².",
                        "1天文单位处每平方米接收的太阳辐射功率，约1361 W/m²。",
                    ),
                ),
            ),
        ),
    },
)

TIDES = Topic(
    slug="tides",
    subject="astronomy",
    names={
        "en": ("tides", "ocean tides", "high and low tide", "spring and neap tides"),
        "zh": ("潮汐", "涨潮和落潮", "海洋潮汐", "大潮和小潮"),
    },
    title=T("Tides: how the Moon and Sun move the oceans", "潮汐：月球和太阳怎样牵动海洋"),
    palette={
        "background": ("#02040a", "#050814", "#0a0a12"),
        "ocean": ("#4fa3ff", "#3a86ff", "#5fb7e8"),
        "town": ("#ff4d4d", "#ff7043", "#ef476f"),
    },
    scene="""
<cl-scene fov="40" camera="-1 12 12" target="-1.5 0 0" background="[[background]]" stars label="{{The Earth with two ocean bulges, one facing the Moon and one facing away|地球上的海水形成两个隆起，一个朝向月球，一个背向月球}}">
<cl-light type="directional" position="-20 6 0" intensity="1.5"></cl-light>
<cl-light type="ambient" intensity="0.25"></cl-light>
<cl-sphere id="sun" name="{{Sun (far away)|太阳（很远）}}" radius="0.8" position="-10.5 0 0" color="#fff2b3" emissive="#ffc933" glow="0.8">
<cl-label color="#ffe9a8">{{Sun|太阳}}</cl-label>
</cl-sphere>
<cl-sphere id="earth" name="{{Earth|地球}}" radius="1.4" color="#5d8a4a" roughness="0.8">
<cl-spin period="6"></cl-spin>
<cl-cylinder radius="0.02" height="0.6" position="1.6 0 0" rotation="0 0 90" color="#dddddd"></cl-cylinder>
<cl-sphere id="town" name="{{Harbour town|海港城市}}" radius="0.22" position="1.9 0 0" color="[[town]]"></cl-sphere>
</cl-sphere>
<cl-group id="moon-frame" name="{{Earth–Moon line|地月连线}}" rotation="0 180 0">
<cl-sphere id="ocean" name="{{Ocean with two bulges|有两个隆起的海洋}}" radius="1.45" scale="1.22 0.9 0.9" color="[[ocean]]" opacity="0.6"></cl-sphere>
<cl-sphere id="moon" name="{{Moon|月球}}" radius="0.4" position="6 0 0" color="#d8d8d8" roughness="0.95">
<cl-label offset="0 0.8 0">{{Moon|月球}}</cl-label>
</cl-sphere>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="day" label="{{Days since new moon|新月后的天数}}" min="0" max="29.5" step="0.1" value="0" unit="{{days|天}}">
<cl-bind target="moon-frame" attr="rotation.y" expr="180 + day * 360 / 29.53"></cl-bind>
</cl-slider>
<cl-slider id="dist" label="{{Earth–Moon distance|地月距离}}" min="356000" max="407000" step="1000" value="384000" unit="{{km|千米}}">
<cl-bind target="moon" attr="position.x" expr="6 * dist / 384400"></cl-bind>
</cl-slider>
<cl-bind target="ocean" attr="scale.x" expr="1 + 0.15 * sqrt((384400 / dist) ^ 6 + 0.2116 + 0.92 * (384400 / dist) ^ 3 * cos(4 * pi * day / 29.53))"></cl-bind>
<cl-readout label="{{Tidal range (average spring tide = 100)|潮差（平均大潮 = 100）}}" expr="100 / 1.46 * sqrt((384400 / dist) ^ 6 + 0.2116 + 0.92 * (384400 / dist) ^ 3 * cos(4 * pi * day / 29.53))" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem(
            "ocean",
            "ocean",
            T("Ocean, bulging towards and away from the Moon", "海洋，朝向和背向月球隆起"),
        ),
        LegendItem(
            "town", "town", T("A harbour town turning with the Earth", "随地球转动的海港城市")
        ),
    ),
    chart="""
<cl-chart title="{{Tidal range through a lunar month|一个朔望月中潮差的变化}}" x="day" y="100 / 1.46 * sqrt((384400 / dist) ^ 6 + 0.2116 + 0.92 * (384400 / dist) ^ 3 * cos(4 * pi * day / 29.53))" x-label="{{Days since new moon|新月后的天数}}" y-label="{{Tidal range|潮差}}" y-min="0" y-max="130" color="[[ocean]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "Twice a day the sea rises up the beach and goes back again. The Moon's pull makes these tides.",
                "海水每天两次涨上海滩又退回去。这就是潮汐，是月球的引力造成的。",
            ),
            steps=(
                Step(
                    T("The Moon pulls the sea", "月球拉着海水"),
                    T("The ocean bulges towards the Moon.", "海水朝着月球鼓起来。"),
                    T(
                        "The Moon pulls on the Earth and its oceans. The water piles up into a <strong>bulge</strong> facing the Moon, and another on the opposite side.",
                        "月球吸引着地球和海水。海水堆成朝向月球的一个<strong>隆起</strong>，在地球的另一边还有一个。",
                    ),
                    camera="-1 12 12",
                    target="-1.5 0 0",
                    highlight="ocean",
                    sets=(("day", "0"), ("dist", "384000")),
                ),
                Step(
                    T("High tide and low tide", "涨潮和落潮"),
                    T("The town passes through the bulges.", "城市从隆起处经过。"),
                    T(
                        "The Earth spins, carrying the harbour town through a bulge (<strong>high tide</strong>) and then a dip (<strong>low tide</strong>). Two bulges mean two high tides a day.",
                        "地球转动，带着海港城市经过隆起处（<strong>涨潮</strong>），再经过低处（<strong>落潮</strong>）。两个隆起，所以一天有两次涨潮。",
                    ),
                    camera="-1 5 6",
                    target="0 0 0",
                    highlight="town",
                ),
                Step(
                    T("The Sun helps", "太阳也来帮忙"),
                    T("At new and full moon tides are biggest.", "新月和满月时潮水最大。"),
                    T(
                        "The Sun pulls on the sea too. When the Sun and Moon are in a line, at new and full moon, the tides are extra big.",
                        "太阳也吸引海水。新月和满月时太阳和月球排成一条线，潮水特别大。",
                    ),
                    camera="-1 12 12",
                    target="-1.5 0 0",
                    highlight="sun",
                    sets=(("day", "14.8"),),
                ),
            ),
            section_heading=T("At the seaside", "在海边"),
            section=(
                T(
                    "At the seaside, the water comes in and goes out about every 12 hours. Check a tide table before you explore rock pools, so the rising sea does not catch you.",
                    "在海边，海水大约每12小时涨落一次。去礁石滩玩之前要先查潮汐表，别让上涨的海水把你困住。",
                ),
            ),
            quiz=(
                Question(
                    T("What mainly causes the tides?", "潮汐主要是什么引起的？"),
                    (
                        Choice(
                            T("The Moon's pull", "月球的引力"),
                            T("Yes! The Sun helps a little too.", "对！太阳也起一点作用。"),
                            True,
                        ),
                        Choice(
                            T("The wind", "风"),
                            T("Wind makes waves, not tides.", "风吹出的是波浪，不是潮汐。"),
                        ),
                        Choice(
                            T("Fish swimming", "鱼在游动"),
                            T("Fish are far too small to move the sea.", "鱼太小了，推不动海水。"),
                        ),
                    ),
                ),
                Question(
                    T("About how many high tides are there in a day?", "一天大约有几次涨潮？"),
                    (
                        Choice(
                            T("Two", "两次"),
                            T("Right: there are two bulges.", "对：因为有两个隆起。"),
                            True,
                        ),
                        Choice(
                            T("One", "一次"),
                            T(
                                "There is a bulge on each side of the Earth.",
                                "地球两边各有一个隆起。",
                            ),
                        ),
                        Choice(T("Ten", "十次"), T("Far too many.", "太多了。")),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Tide", "潮汐"),
                    T("The regular rise and fall of the sea.", "海水有规律的涨落。"),
                ),
                (
                    T("High tide", "高潮（满潮）"),
                    T("When the sea is at its highest.", "海水涨到最高的时候。"),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "The Moon's gravity raises two ocean bulges; the Earth turns under them, giving two high tides about every 24 h 50 min, biggest at new and full moon.",
                "月球引力使海水形成两个隆起；地球在其下转动，约每24小时50分钟出现两次高潮，新月和满月时潮差最大。",
            ),
            steps=(
                Step(
                    T("Two bulges", "两个隆起"),
                    T(
                        "Pulled more on the near side, less on the far side.",
                        "近侧受引力大，远侧受引力小。",
                    ),
                    T(
                        "Gravity weakens with distance. The near ocean is pulled <strong>more</strong> than the Earth's centre, and the far ocean <strong>less</strong>, so the water stretches into two bulges.",
                        "引力随距离增大而减弱。近侧的海水比地心受到的引力<strong>大</strong>，远侧的海水受到的引力<strong>小</strong>，于是海水被拉成两个隆起。",
                    ),
                    camera="-1 12 12",
                    target="-1.5 0 0",
                    highlight="ocean",
                    sets=(("day", "0"), ("dist", "384000")),
                ),
                Step(
                    T("Spring tides", "大潮"),
                    T("Sun and Moon in line: spring tide.", "日月在一条直线上：大潮。"),
                    T(
                        "At new and full moon the Sun's tidal effect, about 46% of the Moon's, adds to it: <strong>spring tides</strong> with the largest range.",
                        "新月和满月时，太阳的引潮作用（约为月球的46%）与月球的叠加，形成潮差最大的<strong>大潮</strong>。",
                    ),
                    highlight="sun",
                    sets=(("day", "14.8"),),
                ),
                Step(
                    T("Neap tides", "小潮"),
                    T("At the quarter moons: neap tide.", "上弦、下弦时：小潮。"),
                    T(
                        "At first and third quarter the Sun pulls at right angles to the Moon and partly cancels it: <strong>neap tides</strong>, with only about a third of the spring range.",
                        "上弦和下弦时，太阳与月球的作用方向互相垂直，部分抵消，形成<strong>小潮</strong>，潮差只有大潮的三分之一左右。",
                    ),
                    highlight="moon",
                    sets=(("day", "7.4"),),
                ),
            ),
            section_heading=T("Why 24 hours 50 minutes?", "为什么是24小时50分钟？"),
            section=(
                T(
                    "While the Earth spins once, the Moon moves about 12° along its orbit, so a place needs about 50 extra minutes to face the Moon again. High tides therefore come about 12 h 25 min apart and arrive later each day.",
                    "地球自转一周时，月球沿轨道前进了约12°，地面某处要再多转约50分钟才能重新正对月球。因此两次高潮相隔约12小时25分钟，而且每天推迟一些。",
                ),
            ),
            quiz=(
                Question(
                    T("When are spring tides?", "大潮出现在什么时候？"),
                    (
                        Choice(
                            T("At new and full moon", "新月和满月时"),
                            T(
                                "Correct: Sun and Moon pull along one line.",
                                "正确：日月引潮力在同一直线上。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Only in spring", "只在春天"),
                            T("Spring tides happen twice every month.", "大潮每个月都有两次。"),
                        ),
                        Choice(
                            T("At the quarter moons", "上弦和下弦时"),
                            T("Those are neap tides.", "那时是小潮。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why is there a bulge on the side facing away from the Moon?",
                        "为什么背向月球的一侧也有隆起？",
                    ),
                    (
                        Choice(
                            T(
                                "The far ocean is pulled less than the Earth's centre",
                                "远侧海水受的引力比地心小",
                            ),
                            T(
                                "Yes: it is left behind as the Earth is pulled.",
                                "对：地球被拉向月球时，远侧海水被落在后面。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The Sun is always on that side", "太阳总在那一侧"),
                            T(
                                "The far bulge exists whatever the Sun's position.",
                                "无论太阳在哪里，远侧隆起都存在。",
                            ),
                        ),
                        Choice(
                            T("The Earth's spin throws the water out", "地球自转把水甩出去"),
                            T(
                                "Spin would bulge the equator evenly, not on one side.",
                                "自转只会让赤道均匀地鼓起。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Spring tide", "大潮"),
                    T(
                        "The largest tidal range, at new and full moon.",
                        "新月和满月时潮差最大的潮汐。",
                    ),
                ),
                (
                    T("Neap tide", "小潮"),
                    T(
                        "The smallest tidal range, at the quarter moons.",
                        "上弦、下弦时潮差最小的潮汐。",
                    ),
                ),
                (
                    T("Tidal range", "潮差"),
                    T(
                        "The height difference between high and low water.",
                        "高潮与低潮之间的水位差。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Tides come from the difference in gravity across the Earth, which falls off as M/d³; the Sun's effect is 0.46 of the Moon's, giving spring and neap tides.",
                "潮汐来自地球各处所受引力的差异，引潮力与 M/d³ 成正比；太阳的引潮作用是月球的0.46倍，由此产生大潮和小潮。",
            ),
            steps=(
                Step(
                    T("Tidal acceleration", "引潮加速度"),
                    T("a ≈ 2GMR/d³ ≈ 1.1×10⁻⁶ m/s²", "a ≈ 2GMR/d³ ≈ 1.1×10⁻⁶ m/s²"),
                    T(
                        "The difference between the Moon's pull at the near surface and at the Earth's centre is about 2GMR/d³ = 2 × 6.67×10⁻¹¹ × 7.35×10²² × 6.37×10⁶ / (3.84×10⁸)³ ≈ 1.1×10⁻⁶ m/s², a ten-millionth of g, yet enough to shape the oceans.",
                        "月球对近侧地面与对地心的引力加速度之差约为 2GMR/d³ = 2 × 6.67×10⁻¹¹ × 7.35×10²² × 6.37×10⁶ ÷ (3.84×10⁸)³ ≈ 1.1×10⁻⁶ m/s²，仅为 g 的千万分之一，却足以塑造海洋。",
                    ),
                    camera="-1 12 12",
                    target="-1.5 0 0",
                    highlight="ocean",
                    sets=(("day", "0"), ("dist", "384000")),
                ),
                Step(
                    T("1/d³ and the Moon's distance", "1/d³ 与地月距离"),
                    T(
                        "Near perigee the Moon's tidal pull is almost 50% stronger.",
                        "月球在近地点附近时，引潮力强近50%。",
                    ),
                    T(
                        "Because tidal force goes as 1/d³, moving the Moon from 405,000 km to 357,000 km raises it by (405/357)³ ≈ 1.46. Spring tides at perigee are the strongest of the year. Try both sliders.",
                        "由于引潮力与 1/d³ 成正比，月球从40.5万千米移到35.7万千米时，引潮力变为 (405/357)³ ≈ 1.46 倍。近地点附近的大潮是一年中最强的。试着调节两个滑块。",
                    ),
                    highlight="moon",
                    sets=(("dist", "357000"),),
                ),
                Step(
                    T("Sun versus Moon", "太阳与月球的比较"),
                    T("(M☉/M☾)(d☾/d☉)³ ≈ 0.46", "(M日/M月)(d月/d日)³ ≈ 0.46"),
                    T(
                        "The Sun is 27 million times more massive but 390 times farther: 2.7×10⁷ / 390³ ≈ 0.46. The two tides add as vectors, so the range varies as √(1 + 0.46² + 0.92 cos 2θ), where θ is the Sun–Moon angle.",
                        "太阳质量是月球的2700万倍，距离却是390倍：2.7×10⁷ ÷ 390³ ≈ 0.46。两种潮汐按矢量叠加，潮差随 √(1 + 0.46² + 0.92 cos 2θ) 变化，θ 为日月角距。",
                    ),
                    highlight="sun",
                    sets=(("dist", "384000"), ("day", "7.4")),
                ),
            ),
            section_heading=T("Tidal friction", "潮汐摩擦"),
            section=(
                T(
                    "Friction drags the bulges slightly ahead of the Moon. Their pull speeds the Moon up, so it recedes by about 3.8 cm a year, while the Earth's day lengthens by about 2 ms per century. The same effect long ago locked the Moon's spin so that one face always points at us.",
                    "潮汐摩擦使隆起略微超前于月球。隆起的引力使月球加速，月球每年远离地球约3.8厘米，地球的一天每世纪变长约2毫秒。同样的作用很久以前就使月球被潮汐锁定，总是以同一面朝向地球。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "If the Moon were twice as far away, its tidal effect would be…",
                        "如果月球远一倍，它的引潮作用将……",
                    ),
                    (
                        Choice(
                            T("8 times smaller", "变为1/8"),
                            T("Yes: tidal force ∝ 1/d³.", "对：引潮力 ∝ 1/d³。"),
                            True,
                        ),
                        Choice(
                            T("4 times smaller", "变为1/4"),
                            T("That is the gravity itself, ∝ 1/d².", "那是引力本身，∝ 1/d²。"),
                        ),
                        Choice(
                            T("2 times smaller", "变为1/2"),
                            T(
                                "Tidal force falls much faster than 1/d.",
                                "引潮力减小得比 1/d 快得多。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "The Sun's gravity on the Earth is about 180 times the Moon's. Why are its tides weaker?",
                        "太阳对地球的引力约为月球的180倍，为什么它引起的潮汐反而更弱？",
                    ),
                    (
                        Choice(
                            T(
                                "Tides depend on the change of gravity across the Earth",
                                "潮汐取决于引力在地球各处的差异",
                            ),
                            T(
                                "Correct: the Sun is so far that its pull hardly varies across the Earth.",
                                "正确：太阳太远，它的引力在地球各处几乎相同。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Sunlight pushes the water back", "阳光把海水推回去"),
                            T("Radiation pressure is negligible here.", "光压在这里可以忽略。"),
                        ),
                        Choice(
                            T("The Moon is more massive", "月球质量更大"),
                            T(
                                "The Sun is 27 million times more massive.",
                                "太阳质量是月球的2700万倍。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Tidal force", "引潮力"),
                    T(
                        "The difference between gravity at a point and at the body's centre, ∝ M/d³.",
                        "某点所受引力与天体中心所受引力之差，∝ M/d³。",
                    ),
                ),
                (
                    T("Tidal locking", "潮汐锁定"),
                    T(
                        "When a body's spin matches its orbit so one face always points inward.",
                        "天体自转周期与公转周期相同，总以同一面朝向中心天体。",
                    ),
                ),
            ),
        ),
    },
)

TOPICS = [
    SOLAR_ECLIPSE,
    LUNAR_ECLIPSE,
    MOON_PHASES,
    SEASONS,
    DAY_AND_NIGHT,
    KEPLER,
    SOLAR_SYSTEM,
    TIDES,
]
