"""Astronomy topics: eclipses, the Moon's phases, seasons, day and night, orbits, the solar system, tides."""

from clover_model.corpus.schema import Choice, LegendItem, Level, Question, Step, T, Topic

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
                    T("Where the shadow lands, the Sun is hidden.", "影子落到的地方，太阳被挡住了。"),
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
                        Choice(T("The Moon", "月球"), T("Yes! The Moon passes in front of the Sun.", "对！月球从太阳前面经过。"), True),
                        Choice(T("A big cloud", "一大片云"), T("Clouds can hide the Sun, but that is not an eclipse.", "云也能遮住太阳，但那不是日食。")),
                        Choice(T("The Earth", "地球"), T("We stand on the Earth; the Moon is what gets in the way.", "我们站在地球上，挡住太阳的是月球。")),
                    ),
                ),
                Question(
                    T("How should you watch a solar eclipse?", "应该怎样观看日食？"),
                    (
                        Choice(T("With special eclipse glasses", "戴专用的日食眼镜"), T("Right: they block almost all of the light.", "对：它们能挡住几乎所有的强光。"), True),
                        Choice(T("Straight at the Sun", "直接看太阳"), T("Never: the Sun can damage your eyes.", "千万不要：阳光会伤害眼睛。")),
                        Choice(T("With ordinary sunglasses", "戴普通墨镜"), T("Ordinary sunglasses are far too weak.", "普通墨镜远远不够暗。")),
                    ),
                ),
            ),
            glossary=(
                (T("Solar eclipse", "日食"), T("When the Moon hides the Sun from part of the Earth.", "月球挡住太阳，使地球上部分地区看不到太阳的现象。")),
                (T("Shadow", "影子"), T("The dark area behind an object that blocks light.", "物体挡住光后，在它后面形成的暗区。")),
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
                    T("Total in the umbra, partial in the penumbra.", "本影里是全食，半影里是偏食。"),
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
                    highlight="umbra",
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
                    T("At which phase of the Moon can a solar eclipse happen?", "日食可能发生在哪种月相？"),
                    (
                        Choice(T("New moon", "新月"), T("Yes: only then is the Moon between the Sun and the Earth.", "对：只有这时月球才在太阳和地球之间。"), True),
                        Choice(T("Full moon", "满月"), T("At full moon the Earth is in the middle: that gives lunar eclipses.", "满月时地球在中间，那时可能发生月食。")),
                        Choice(T("First quarter", "上弦月"), T("Then the Moon is far off the Sun–Earth line.", "这时月球远离日地连线。")),
                    ),
                ),
                Question(
                    T("You see the Sun only partly covered. Where are you?", "你看到太阳只被遮住了一部分，你在哪里？"),
                    (
                        Choice(T("In the penumbra", "在半影区"), T("Right: from the penumbra the Moon hides part of the Sun.", "对：在半影区，月球只挡住太阳的一部分。"), True),
                        Choice(T("In the umbra", "在本影区"), T("In the umbra the whole Sun is hidden.", "在本影区，整个太阳都被挡住。")),
                        Choice(T("Outside the shadow", "在影子之外"), T("Outside the shadow nothing of the Sun is hidden.", "在影子之外，太阳完全没有被遮住。")),
                    ),
                ),
                Question(
                    T("What causes an annular eclipse?", "日环食是怎样形成的？"),
                    (
                        Choice(T("The Moon is far away and looks smaller than the Sun", "月球较远，看起来比太阳小"), T("Correct: a ring of the Sun stays visible.", "正确：太阳边缘留下一圈亮环。"), True),
                        Choice(T("Clouds cover the middle of the Sun", "云遮住了太阳中间"), T("Eclipses have nothing to do with clouds.", "日食与云无关。")),
                    ),
                ),
            ),
            glossary=(
                (T("Umbra", "本影"), T("The dark core of a shadow, where the light source is completely hidden.", "影子中最暗的部分，在这里完全看不到光源。")),
                (T("Penumbra", "半影"), T("The paler outer part of a shadow, where the light source is partly hidden.", "影子外围较淡的部分，在这里光源只被遮住一部分。")),
                (T("Annular eclipse", "日环食"), T("An eclipse that leaves a bright ring of the Sun around the Moon.", "月球周围仍留下一圈太阳亮环的日食。")),
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
                    highlight="umbra",
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
                        Choice(T("Diameter and distance ratios are both about 400", "直径之比和距离之比都约为400"), T("Yes: their angular sizes nearly match.", "对：两者的视直径几乎相等。"), True),
                        Choice(T("The Moon is as big as the Sun", "月球和太阳一样大"), T("The Sun is about 400 times wider.", "太阳的直径约为月球的400倍。")),
                        Choice(T("The Sun is closer than the Moon", "太阳比月球近"), T("The Sun is about 400 times farther away.", "太阳比月球远约400倍。")),
                    ),
                ),
                Question(
                    T("The umbra is 374,000 km long and the Moon is 400,000 km from the ground. The eclipse is…", "本影长37.4万千米，月球到地面40万千米，此时的日食是……"),
                    (
                        Choice(T("annular", "日环食"), T("Right: the umbra ends before it reaches the ground.", "对：本影在到达地面之前就结束了。"), True),
                        Choice(T("total", "日全食"), T("Totality needs the umbra to reach the ground.", "日全食要求本影到达地面。")),
                        Choice(T("impossible", "不可能发生"), T("An eclipse still happens, but leaves a ring.", "日食仍会发生，只是留下一圈亮环。")),
                    ),
                ),
            ),
            glossary=(
                (T("Angular diameter", "视直径"), T("The angle an object spans in the sky, about its diameter ÷ distance in radians.", "物体在天空中所张的角度，以弧度计约等于直径 ÷ 距离。")),
                (T("Node", "交点"), T("A point where the Moon's orbit crosses the plane of the Earth's orbit.", "白道与黄道平面的交点。")),
                (T("Perigee", "近地点"), T("The point of the Moon's orbit closest to the Earth.", "月球轨道上离地球最近的点。")),
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
        LegendItem("blood", "red-moon", T("The Moon's red glow", "月球的红光")),
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
                    T("The Earth blocks sunlight and makes a long shadow.", "地球挡住阳光，留下长长的影子。"),
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
                        Choice(T("The Earth's shadow", "地球的影子"), T("Yes! The Earth blocks the sunlight.", "对！地球挡住了阳光。"), True),
                        Choice(T("The Sun", "太阳"), T("The Sun is the light; the Earth makes the shadow.", "太阳是光源，影子是地球造成的。")),
                        Choice(T("A cloud", "一片云"), T("Clouds are close to us, not near the Moon.", "云离我们很近，不在月球附近。")),
                    ),
                ),
                Question(
                    T("What colour is the Moon in a total lunar eclipse?", "月全食时，月球是什么颜色？"),
                    (
                        Choice(T("Dark red", "暗红色"), T("Right: people call it a blood moon.", "对：人们叫它红月亮。"), True),
                        Choice(T("Bright white", "亮白色"), T("It is much darker than a normal full moon.", "它比平时的满月暗得多。")),
                        Choice(T("Invisible", "完全看不见"), T("It usually stays visible, glowing red.", "通常还能看见，发着红光。")),
                    ),
                ),
            ),
            glossary=(
                (T("Lunar eclipse", "月食"), T("When the Moon passes into the Earth's shadow.", "月球进入地球影子的现象。")),
                (T("Full moon", "满月"), T("When we see the whole bright face of the Moon.", "我们能看到月球整个明亮面的时候。")),
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
                        Choice(T("Full moon", "满月"), T("Yes: the Earth is then between the Sun and the Moon.", "对：这时地球在太阳和月球之间。"), True),
                        Choice(T("New moon", "新月"), T("At new moon the Moon's shadow may fall on the Earth: a solar eclipse.", "新月时可能是月影落到地球上，即日食。")),
                        Choice(T("Third quarter", "下弦月"), T("Then the Moon is far from the Earth's shadow.", "这时月球离地影很远。")),
                    ),
                ),
                Question(
                    T("Why does the eclipsed Moon look red?", "月全食时月球为什么发红？"),
                    (
                        Choice(T("Red light bent through our atmosphere reaches it", "经地球大气折射的红光照到它"), T("Right: blue is scattered away, as at sunset.", "对：蓝光被散射掉了，就像日落时一样。"), True),
                        Choice(T("Its rocks glow with heat", "月球岩石受热发光"), T("The Moon makes no light of its own.", "月球自己不发光。")),
                        Choice(T("The Sun turns red", "太阳变红了"), T("The Sun does not change colour.", "太阳的颜色没有变。")),
                    ),
                ),
            ),
            glossary=(
                (T("Umbra", "本影"), T("The dark core of the Earth's shadow.", "地球影子中最暗的核心部分。")),
                (T("Penumbra", "半影"), T("The pale outer part of the shadow; it only dims the Moon slightly.", "影子外围较淡的部分，只让月球稍稍变暗。")),
                (T("Totality", "全食"), T("The time when the whole Moon is inside the umbra.", "整个月球都在本影里的那段时间。")),
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
                    T("How wide is the Earth's umbra at the Moon's distance?", "在月球距离处，地球本影大约多宽？"),
                    (
                        Choice(T("About 9,200 km, 2.6 Moon diameters", "约9200千米，约2.6个月球直径"), T("Correct: the umbra narrows from 12,742 km at the Earth.", "正确：本影从地球处的12 742千米逐渐变窄。"), True),
                        Choice(T("About 270 km", "约270千米"), T("That is the Moon's umbra on the Earth.", "那是月球本影在地面上的宽度。")),
                        Choice(T("Exactly one Earth diameter", "正好一个地球直径"), T("The umbra is a cone, so it narrows with distance.", "本影是圆锥形，越远越窄。")),
                    ),
                ),
                Question(
                    T("Why is the eclipsed Moon red rather than blue?", "为什么全食时的月球发红而不是发蓝？"),
                    (
                        Choice(T("Scattering removes more short wavelengths", "散射更多地去掉短波长的光"), T("Yes: Rayleigh scattering goes as 1/λ⁴.", "对：瑞利散射与 1/λ⁴ 成正比。"), True),
                        Choice(T("The Moon absorbs red light", "月球吸收红光"), T("Then it would look less red, not more.", "那样它只会更不红。")),
                        Choice(T("Refraction makes blue light faster", "折射让蓝光变快"), T("Refraction bends light; scattering removes the blue.", "折射使光偏折，去掉蓝光的是散射。")),
                    ),
                ),
            ),
            glossary=(
                (T("Similar triangles", "相似三角形"), T("Triangles with equal angles; their sides are in proportion.", "对应角相等的三角形，对应边成比例。")),
                (T("Refraction", "折射"), T("The bending of light as it passes between media of different density.", "光在不同密度介质之间传播时方向发生偏折。")),
                (T("Rayleigh scattering", "瑞利散射"), T("Scattering by molecules, much stronger for blue light than for red.", "分子对光的散射，对蓝光远强于红光。")),
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
                    T("Seen from above, the side facing the Sun is bright.", "从上往下看，朝着太阳的一面是亮的。"),
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
                    highlight="moon",
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
                        Choice(T("Sunlight bouncing off the Moon", "月球反射的太阳光"), T("Yes! The Moon reflects the Sun's light.", "对！月球反射太阳的光。"), True),
                        Choice(T("The Moon makes its own light", "月球自己发光"), T("The Moon has no light of its own.", "月球自己不会发光。")),
                        Choice(T("Light from the Earth's cities", "地球上城市的灯光"), T("City lights are far too weak.", "城市灯光太弱了。")),
                    ),
                ),
                Question(
                    T("About how long from one full moon to the next?", "从一次满月到下一次满月大约要多久？"),
                    (
                        Choice(T("About a month", "大约一个月"), T("Right: about 29.5 days.", "对：大约29.5天。"), True),
                        Choice(T("One day", "一天"), T("One day is one turn of the Earth.", "一天是地球自转一周。")),
                        Choice(T("One year", "一年"), T("A year is one trip of the Earth around the Sun.", "一年是地球绕太阳转一圈。")),
                    ),
                ),
            ),
            glossary=(
                (T("New moon", "新月"), T("When the Moon's dark side faces us and we can hardly see it.", "月球暗面朝向我们，几乎看不见的时候。")),
                (T("Full moon", "满月"), T("When the Moon's whole bright side faces us.", "月球整个亮面朝向我们的时候。")),
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
                    T("A quarter of the way round: half the face is lit.", "转过四分之一圈：半个月面是亮的。"),
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
                    highlight="moon",
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
                        Choice(T("How much of the sunlit half we can see", "我们能看到的月球亮面的多少"), T("Correct: the Moon's position around the Earth decides it.", "正确：由月球绕地球运行的位置决定。"), True),
                        Choice(T("The Earth's shadow", "地球的影子"), T("That only happens during a lunar eclipse.", "那只在月食时发生。")),
                        Choice(T("Clouds covering the Moon", "云遮住了月球"), T("Clouds do not change its shape night after night.", "云不会让它每晚有规律地变化。")),
                    ),
                ),
                Question(
                    T("At full moon, where is the Moon?", "满月时，月球在哪里？"),
                    (
                        Choice(T("On the far side of the Earth from the Sun", "在地球背向太阳的一侧"), T("Yes: the whole lit half faces us.", "对：整个亮面都朝向我们。"), True),
                        Choice(T("Between the Sun and the Earth", "在太阳和地球之间"), T("That is new moon.", "那是新月。")),
                        Choice(T("At right angles to the Sun", "与太阳成直角"), T("That gives a quarter moon.", "那是上弦月或下弦月。")),
                    ),
                ),
            ),
            glossary=(
                (T("Waxing", "盈"), T("Growing: from new moon to full moon.", "亮面变大：从新月到满月。")),
                (T("Waning", "亏"), T("Shrinking: from full moon to new moon.", "亮面变小：从满月到新月。")),
                (T("Gibbous", "凸月"), T("More than half, but not all, of the face is lit.", "亮面超过一半但不是全部。")),
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
                    T("At first quarter φ = 90° and half the disc is lit.", "上弦时 φ = 90°，月面一半是亮的。"),
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
                    T("The Earth moves on, so the Moon needs two extra days.", "地球在公转，月球要多走两天多。"),
                    T(
                        "Against the stars the Moon circles the Earth in 27.32 days. Meanwhile the Earth moves about 27° along its orbit, so the Moon needs about 2.2 more days to line up with the Sun again: 1/29.53 = 1/27.32 − 1/365.25.",
                        "相对恒星，月球绕地球一周需27.32天。这段时间地球沿公转轨道前进约27°，月球还要再走约2.2天才能再次与太阳对齐：1/29.53 = 1/27.32 − 1/365.25。",
                    ),
                    camera="3 14.8 20.7",
                    target="3 0 0",
                    highlight="earth",
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
                    T("What fraction of the disc is lit when φ = 120°?", "φ = 120° 时，月面被照亮的比例是多少？"),
                    (
                        Choice(T("75%", "75%"), T("Yes: (1 − cos 120°)/2 = (1 + 0.5)/2 = 0.75.", "对：(1 − cos 120°)/2 = (1 + 0.5)/2 = 0.75。"), True),
                        Choice(T("67%", "67%"), T("The fraction is not proportional to φ.", "亮面比例与 φ 不成正比。")),
                        Choice(T("25%", "25%"), T("cos 120° is negative, so more than half is lit.", "cos 120° 是负数，所以亮面超过一半。")),
                    ),
                ),
                Question(
                    T("Why is the synodic month longer than the sidereal month?", "为什么朔望月比恒星月长？"),
                    (
                        Choice(T("The Earth moves along its orbit in the meantime", "这段时间地球沿公转轨道前进了"), T("Correct: the Moon must catch up with the Sun's direction.", "正确：月球要追上太阳方向的变化。"), True),
                        Choice(T("The Moon slows down at full moon", "月球在满月时变慢"), T("The Moon's speed does not depend on its phase.", "月球的速度与月相无关。")),
                        Choice(T("The Earth's spin slows the Moon", "地球自转拖慢了月球"), T("That effect is tiny; the cause is the orbit.", "这种影响极小，原因在于地球公转。")),
                    ),
                ),
            ),
            glossary=(
                (T("Synodic month", "朔望月"), T("The 29.53 days from one new moon to the next.", "从一次新月到下一次新月的29.53天。")),
                (T("Sidereal month", "恒星月"), T("The 27.32 days for one orbit relative to the stars.", "月球相对恒星绕地球一周的27.32天。")),
                (T("Terminator", "晨昏线"), T("The line between the lit and dark parts of a body.", "天体上亮面与暗面的分界线。")),
            ),
        ),
    },
)

TOPICS = [SOLAR_ECLIPSE, LUNAR_ECLIPSE, MOON_PHASES]
