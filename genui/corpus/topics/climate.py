"""Climate topics: the greenhouse effect and the water cycle."""

from genui.corpus.schema import Choice, LegendItem, Level, Question, Step, T, Topic

GREENHOUSE = Topic(
    slug="greenhouse-effect",
    subject="earth",
    names={
        "en": (
            "the greenhouse effect",
            "greenhouse effect",
            "greenhouse gases",
            "global warming and CO2",
        ),
        "zh": ("温室效应", "温室气体", "大气的保温作用", "二氧化碳与全球变暖"),
    },
    title=T("The greenhouse effect: a blanket of gas", "温室效应：大气的“棉被”"),
    palette={
        "background": ("#0d1b2a", "#101828", "#0b1020"),
        "ground": ("#4a7c3a", "#5d8a4a", "#6b8e4e"),
        "gas": ("#c77dff", "#f4a261", "#90e0ef"),
        "heat": ("#ff6b6b", "#ef476f", "#ff7b54"),
    },
    scene="""
<cl-scene camera="0 3.5 13" target="0 3 0" background="[[background]]" label="{{Sunlight reaches the ground; heat rising from the ground is partly sent back down by greenhouse gases|阳光照到地面；地面放出的热量一部分被温室气体送回地面}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="0.9"></cl-light>
<cl-light type="directional" position="-6 10 6" intensity="1"></cl-light>
<cl-sphere id="sun" name="{{Sun|太阳}}" radius="0.9" position="-6 7.5 0" color="#fff2b3" emissive="#ffc933" glow="0.8">
<cl-label color="#ffe9a8">{{Sun|太阳}}</cl-label>
</cl-sphere>
<cl-box id="ground" name="{{Earth's surface|地面}}" position="0 -0.25 0" size="14 0.5 4" color="[[ground]]"></cl-box>
<cl-box id="atmosphere" name="{{Atmosphere|大气}}" position="0 3.5 0" size="14 3 4" color="#9fc5e8" opacity="0.1"></cl-box>
<cl-particles id="gases" name="{{Greenhouse gas molecules|温室气体分子}}" shape="box" count="105" spread="1" scale="7 1.5 2" position="0 3.5 0" size="0.2" jitter="0.03" color="[[gas]]"></cl-particles>
<cl-sphere id="sunlight" name="{{Sunlight|阳光}}" radius="0.16" color="#ffd166" emissive="#ffb703">
<cl-follow-path points="-5.2 6.7 0, -1.5 0.1 0" period="2.5"></cl-follow-path>
</cl-sphere>
<cl-sphere id="escaping" name="{{Heat escaping to space|散失到太空的热量}}" radius="0.16" color="[[heat]]" emissive="#7a1010">
<cl-follow-path points="0 0.1 0, 2 4 0, 4 7.5 0" period="3" smooth="false"></cl-follow-path>
</cl-sphere>
<cl-sphere id="returned" name="{{Heat sent back down|被送回地面的热量}}" radius="0.16" color="[[heat]]" emissive="#7a1010">
<cl-follow-path points="2.5 0.1 0, 4 3.6 0, 5.5 0.1 0" period="3" smooth="false" offset="0.5"></cl-follow-path>
</cl-sphere>
<cl-arrow id="back-arrow" name="{{Back radiation|大气逆辐射}}" position="-3.5 3 1" direction="0 -1 0" length="2.6" thickness="0.06" color="[[heat]]"></cl-arrow>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="co2" label="{{Carbon dioxide in the air|空气中的二氧化碳}}" min="180" max="1000" step="10" value="420" unit="ppm">
<cl-bind target="gases" attr="count" expr="round(co2 / 4)"></cl-bind>
<cl-bind target="back-arrow" attr="length" expr="1.2 + co2 / 300"></cl-bind>
</cl-slider>
<cl-toggle id="ghg" label="{{Greenhouse gases|温室气体}}" value="true">
<cl-bind target="gases" attr="visible"></cl-bind>
<cl-bind target="returned" attr="visible"></cl-bind>
<cl-bind target="back-arrow" attr="visible"></cl-bind>
</cl-toggle>
<cl-readout label="{{Average surface temperature (long run)|长期平均地表温度}}" expr="ghg ? 14 + 3 * log(co2 / 280) / log(2) : -18" unit="°C" digits="1"></cl-readout>
<cl-readout label="{{Extra heating since 1850 from CO₂|1850年以来CO₂增加的辐射强迫}}" expr="ghg * 5.35 * log(co2 / 280)" unit="W/m²" digits="2"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("gas", "gases", T("Greenhouse gas molecules", "温室气体分子")),
        LegendItem("heat", "escaping", T("Infrared (heat) radiation", "红外辐射（热辐射）")),
    ),
    chart="""
<cl-chart title="{{Long-run warming and CO₂|二氧化碳与长期升温}}" x="co2" y="14 + 3 * log(co2 / 280) / log(2)" x-label="{{CO₂ (ppm)|CO₂（ppm）}}" y-label="{{Average temperature (°C)|平均温度（°C）}}" color="[[heat]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "Some gases in the air keep the Earth warm, like a blanket. Without them our planet would be frozen.",
                "空气中的一些气体像棉被一样给地球保暖。没有它们，地球会冻成冰球。",
            ),
            steps=(
                Step(
                    T("Sunlight warms the ground", "阳光晒暖地面"),
                    T("Sunlight passes through the air.", "阳光穿过空气。"),
                    T(
                        "Sunlight shines through the air and <strong>warms</strong> the ground, just as a sunny pavement gets warm.",
                        "阳光穿过空气，把地面<strong>晒暖</strong>，就像晒了太阳的地砖会变热一样。",
                    ),
                    camera="0 3.5 13",
                    target="0 3 0",
                    highlight="sunlight",
                    sets=(("ghg", "1"), ("co2", "420")),
                ),
                Step(
                    T("A warm blanket", "一条暖和的棉被"),
                    T("Some heat is sent back down.", "一部分热量被送回地面。"),
                    T(
                        "The warm ground gives off heat. <strong>Greenhouse gases</strong> in the air catch some of it and send it back down, like a blanket keeping you warm.",
                        "变暖的地面向外散发热量。空气中的<strong>温室气体</strong>挡住其中一部分，再把它送回地面，就像棉被给你保暖一样。",
                    ),
                    highlight="gases",
                ),
                Step(
                    T("No blanket", "没有棉被"),
                    T("Without the gases, the heat escapes.", "没有这些气体，热量都跑掉了。"),
                    T(
                        "Switch the gases off: all the heat escapes to space and the Earth would be about <strong>−18 °C</strong>, colder than a freezer.",
                        "把温室气体关掉：热量全部跑到太空中，地球会冷到约<strong>−18 °C</strong>，比冰箱的冷冻室还冷。",
                    ),
                    highlight="ground",
                    sets=(("ghg", "0"),),
                ),
            ),
            section_heading=T("Too thick a blanket", "棉被太厚了"),
            section=(
                T(
                    "Burning coal, oil and gas adds more carbon dioxide, a greenhouse gas, to the air. A thicker blanket makes the Earth warmer. Walking, cycling and saving electricity help.",
                    "燃烧煤、石油和天然气会向空气中增加二氧化碳，它是一种温室气体。棉被变厚，地球就会变暖。步行、骑车、节约用电都有帮助。",
                ),
            ),
            quiz=(
                Question(
                    T("What do greenhouse gases do?", "温室气体有什么作用？"),
                    (
                        Choice(
                            T("Keep heat near the Earth", "把热量留在地球附近"),
                            T("Yes! Like a blanket.", "对！就像棉被一样。"),
                            True,
                        ),
                        Choice(
                            T("Make the Sun brighter", "让太阳更亮"),
                            T("They do not change the Sun.", "它们不会改变太阳。"),
                        ),
                        Choice(
                            T("Make it rain", "让天下雨"),
                            T("Rain comes from clouds.", "雨是从云里来的。"),
                        ),
                    ),
                ),
                Question(
                    T("Which adds carbon dioxide to the air?", "哪种做法会向空气中增加二氧化碳？"),
                    (
                        Choice(
                            T("Burning coal", "烧煤"),
                            T("Right: burning fuels releases CO₂.", "对：燃烧燃料会放出二氧化碳。"),
                            True,
                        ),
                        Choice(
                            T("Planting trees", "种树"),
                            T("Trees take CO₂ out of the air.", "树木会吸收二氧化碳。"),
                        ),
                        Choice(
                            T("Riding a bicycle", "骑自行车"),
                            T("A bicycle burns no fuel.", "自行车不烧燃料。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Greenhouse gas", "温室气体"),
                    T(
                        "A gas in the air, such as carbon dioxide, that keeps heat in.",
                        "像二氧化碳这样能留住热量的气体。",
                    ),
                ),
                (
                    T("Carbon dioxide", "二氧化碳"),
                    T(
                        "A gas we breathe out and that burning fuels give off.",
                        "我们呼出、燃料燃烧时也会放出的一种气体。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "The atmosphere lets sunlight in but absorbs much of the infrared the ground gives off and radiates part of it back: back radiation keeps the surface about 33 °C warmer.",
                "大气让阳光透过，却吸收地面放出的大部分红外辐射，并把一部分返还地面。大气逆辐射使地表温度提高了约33 °C。",
            ),
            steps=(
                Step(
                    T("Short-wave sunlight", "太阳短波辐射"),
                    T("Most sunlight passes straight through.", "大部分阳光直接穿过大气。"),
                    T(
                        "Sunlight is mostly visible light, which the air hardly absorbs. About 30% is reflected by clouds, ice and the ground; the ground absorbs roughly half and warms up.",
                        "太阳辐射以可见光为主，大气很少吸收。约30%被云、冰雪和地面反射回太空，约一半被地面吸收，使地面增温。",
                    ),
                    camera="0 3.5 13",
                    target="0 3 0",
                    highlight="sunlight",
                    sets=(("ghg", "1"), ("co2", "280")),
                ),
                Step(
                    T("Long-wave infrared", "地面长波辐射"),
                    T("The warm ground radiates infrared.", "温暖的地面放出红外辐射。"),
                    T(
                        "The warm ground radiates <strong>infrared</strong>. Water vapour, CO₂ and methane absorb it and radiate energy in all directions, part of it back down: <strong>back radiation</strong>.",
                        "温暖的地面向外放出<strong>红外辐射</strong>。水汽、二氧化碳和甲烷吸收它，再向各个方向辐射，其中一部分射向地面，这就是<strong>大气逆辐射</strong>。",
                    ),
                    highlight="back-arrow",
                ),
                Step(
                    T("More CO₂", "更多的二氧化碳"),
                    T(
                        "From 280 ppm in 1850 to over 420 ppm now.",
                        "从1850年的280 ppm升到现在的420 ppm以上。",
                    ),
                    T(
                        "Burning fossil fuels has raised CO₂ from about 280 ppm to over 420 ppm. More gas means more back radiation and a warmer surface: the <strong>enhanced greenhouse effect</strong>.",
                        "燃烧化石燃料使二氧化碳浓度从约280 ppm升到420 ppm以上。温室气体增多，大气逆辐射增强，地表变暖，这就是<strong>温室效应增强</strong>。",
                    ),
                    highlight="atmosphere",
                    sets=(("co2", "420"),),
                ),
            ),
            section_heading=T("Natural and enhanced", "自然的与增强的"),
            section=(
                T(
                    "The natural greenhouse effect is good for life: it raises the average surface temperature from about −18 °C to about 15 °C. The problem is the extra warming we add: about 1.2 °C since 1850, which melts ice, raises sea levels and brings more heat waves.",
                    "自然的温室效应对生命有益：它让地表平均温度从约−18 °C提高到约15 °C。问题在于人类额外造成的增温：1850年以来约1.2 °C，导致冰川融化、海平面上升、热浪增多。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Which radiation do greenhouse gases mainly absorb?",
                        "温室气体主要吸收哪种辐射？",
                    ),
                    (
                        Choice(
                            T("Infrared from the ground", "地面放出的红外辐射"),
                            T("Correct.", "正确。"),
                            True,
                        ),
                        Choice(
                            T("Visible sunlight", "可见的太阳光"),
                            T("Most visible light passes through.", "可见光大部分能穿过大气。"),
                        ),
                        Choice(
                            T("Radio waves", "无线电波"),
                            T(
                                "Radio waves carry almost none of this energy.",
                                "无线电波几乎不携带这部分能量。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Without any greenhouse gases, the average surface temperature would be about…",
                        "如果完全没有温室气体，地表平均温度约为……",
                    ),
                    (
                        Choice(
                            T("−18 °C", "−18 °C"),
                            T("Yes: 33 °C colder than today.", "对：比现在低33 °C。"),
                            True,
                        ),
                        Choice(
                            T("15 °C", "15 °C"),
                            T(
                                "That is today's value, with greenhouse gases.",
                                "那是有温室气体的现在的温度。",
                            ),
                        ),
                        Choice(
                            T("−100 °C", "−100 °C"),
                            T(
                                "Far too cold: the Sun still heats the ground.",
                                "太冷了：太阳仍在加热地面。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Infrared radiation", "红外辐射"),
                    T(
                        "Invisible radiation given off by warm objects.",
                        "温暖物体放出的不可见辐射。",
                    ),
                ),
                (
                    T("Back radiation", "大气逆辐射"),
                    T(
                        "Infrared radiated by the atmosphere back towards the ground.",
                        "大气射向地面的红外辐射。",
                    ),
                ),
                (
                    T("ppm", "ppm"),
                    T(
                        "Parts per million: 420 ppm means 420 molecules in every million.",
                        "百万分之一：420 ppm 即每一百万个分子中有420个。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Without an atmosphere the Earth would radiate at 255 K; greenhouse gases raise the surface to 288 K. CO₂ forcing is ΔF ≈ 5.35 ln(C/C₀) W/m².",
                "没有大气时地球的辐射温度为255 K；温室气体使地表温度升至288 K。二氧化碳的辐射强迫约为 ΔF ≈ 5.35 ln(C/C₀) W/m²。",
            ),
            steps=(
                Step(
                    T("Energy balance", "能量平衡"),
                    T("σT⁴ = S(1 − α)/4 gives T ≈ 255 K.", "σT⁴ = S(1 − α)/4，得 T ≈ 255 K。"),
                    T(
                        "Absorbed sunlight S(1 − α)/4 = 1361 × 0.7 / 4 ≈ 238 W/m² must be radiated as σT⁴, which gives T ≈ 255 K (−18 °C). The surface is actually about 288 K.",
                        "吸收的太阳辐射 S(1 − α)/4 = 1361 × 0.7 ÷ 4 ≈ 238 W/m²，必须以 σT⁴ 辐射出去，得 T ≈ 255 K（−18 °C）。而实际地表约为288 K。",
                    ),
                    camera="0 3.5 13",
                    target="0 3 0",
                    highlight="sunlight",
                    sets=(("ghg", "0"), ("co2", "280")),
                ),
                Step(
                    T("Emitting from higher up", "从更高处辐射"),
                    T("The radiating level is colder than the surface.", "辐射层比地表冷。"),
                    T(
                        "Greenhouse gases absorb at infrared wavelengths (CO₂ strongly near 15 μm). Space sees the Earth radiate from a cold, high layer near 255 K; temperature rises by about 6.5 K/km going down, so the surface is warmer.",
                        "温室气体吸收红外波段（二氧化碳在15 μm附近吸收很强）。从太空看，地球是从高处约255 K的冷层向外辐射的；向下温度约每千米升高6.5 K，所以地表更暖。",
                    ),
                    highlight="gases",
                    sets=(("ghg", "1"),),
                ),
                Step(
                    T("Forcing and sensitivity", "辐射强迫与气候敏感度"),
                    T("Doubling CO₂: 3.7 W/m², about 3 °C.", "二氧化碳加倍：3.7 W/m²，约3 °C。"),
                    T(
                        "The absorption band is nearly saturated, so forcing grows with the logarithm: ΔF = 5.35 ln(C/C₀). Doubling CO₂ gives 3.7 W/m² and, with feedbacks such as water vapour, about 3 °C (likely 2.5–4 °C) of long-run warming.",
                        "吸收带接近饱和，所以强迫随浓度的对数增长：ΔF = 5.35 ln(C/C₀)。二氧化碳加倍产生3.7 W/m²的强迫，加上水汽等反馈，长期升温约3 °C（可能范围2.5—4 °C）。",
                    ),
                    highlight="atmosphere",
                    sets=(("co2", "560"),),
                ),
            ),
            section_heading=T("Why logarithmic?", "为什么是对数关系？"),
            section=(
                T(
                    "In the centre of the 15 μm band the air is already opaque; adding CO₂ mostly widens the band's wings and raises the emitting level. Each doubling therefore adds about the same forcing: 280 → 560 ppm matters as much as 560 → 1120 ppm.",
                    "在15 μm吸收带中心，大气早已不透明；增加二氧化碳主要是加宽吸收带两翼、抬高辐射层高度。所以每加倍一次，增加的强迫大致相同：280→560 ppm 与 560→1120 ppm 的作用相当。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "What is the CO₂ forcing at 420 ppm relative to 280 ppm?",
                        "二氧化碳从280 ppm增至420 ppm，辐射强迫约为多少？",
                    ),
                    (
                        Choice(
                            T("About 2.2 W/m²", "约2.2 W/m²"),
                            T("Yes: 5.35 × ln 1.5 ≈ 2.17.", "对：5.35 × ln 1.5 ≈ 2.17。"),
                            True,
                        ),
                        Choice(
                            T("About 3.7 W/m²", "约3.7 W/m²"),
                            T("That is a full doubling to 560 ppm.", "那是加倍到560 ppm。"),
                        ),
                        Choice(
                            T("About 8 W/m²", "约8 W/m²"),
                            T(
                                "Forcing grows with ln(C/C₀), not linearly.",
                                "强迫随 ln(C/C₀) 增长，不是线性的。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why is the surface warmer than the 255 K emission temperature?",
                        "为什么地表温度高于255 K的有效辐射温度？",
                    ),
                    (
                        Choice(
                            T(
                                "The Earth radiates to space from a colder, higher layer",
                                "地球是从更高更冷的层向太空辐射的",
                            ),
                            T(
                                "Correct: the surface below is warmer by the lapse rate.",
                                "正确：按温度直减率，下方地表更暖。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Greenhouse gases create energy", "温室气体产生了能量"),
                            T(
                                "They create no energy; they slow its escape.",
                                "它们不产生能量，只是减缓能量散失。",
                            ),
                        ),
                        Choice(
                            T("The Earth's core heats the surface", "地核加热了地表"),
                            T(
                                "Geothermal heat is only about 0.09 W/m².",
                                "地热通量仅约0.09 W/m²。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Albedo", "反照率"),
                    T(
                        "The fraction of sunlight reflected; about 0.3 for the Earth.",
                        "被反射的太阳辐射比例，地球约为0.3。",
                    ),
                ),
                (
                    T("Radiative forcing", "辐射强迫"),
                    T(
                        "The change in the Earth's energy balance, in W/m², caused by a change such as more CO₂.",
                        "二氧化碳增加等变化引起的地球能量收支变化，单位 W/m²。",
                    ),
                ),
                (
                    T("Climate sensitivity", "气候敏感度"),
                    T(
                        "The long-run warming for a doubling of CO₂, about 3 °C.",
                        "二氧化碳加倍后的长期升温，约3 °C。",
                    ),
                ),
            ),
        ),
    },
)

WATER_CYCLE = Topic(
    slug="water-cycle",
    subject="earth",
    names={
        "en": (
            "the water cycle",
            "water cycle",
            "hydrological cycle",
            "evaporation and precipitation",
        ),
        "zh": ("水循环", "水的循环", "自然界的水循环", "蒸发与降水"),
    },
    title=T("The water cycle: the journey of a water drop", "水循环：一滴水的旅行"),
    palette={
        "background": ("#7fb8e0", "#8ecae6", "#6fa8dc"),
        "water": ("#1d6fb8", "#2a7fc9", "#1b5e9e"),
        "land": ("#6a994e", "#7aa95c", "#5c8a45"),
    },
    scene="""
<cl-scene camera="0 4.5 13" target="0 2.5 0" background="[[background]]" label="{{Water evaporates from the sea, forms a cloud, rains on a mountain and flows back in a river|海水蒸发形成云，降雨落在山上，再沿河流回大海}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#4a5a3a" intensity="1"></cl-light>
<cl-light type="directional" position="-5 10 6" intensity="1"></cl-light>
<cl-sphere id="sun" name="{{Sun|太阳}}" radius="0.8" position="-6 7 -2" color="#fff2b3" emissive="#ffc933" glow="0.8"></cl-sphere>
<cl-box id="sea" name="{{Ocean|海洋}}" position="-3.5 -0.25 0" size="7 0.5 5" color="[[water]]"></cl-box>
<cl-box id="land" name="{{Land|陆地}}" position="3.5 0 0" size="7 1 5" color="[[land]]"></cl-box>
<cl-cone id="mountain" name="{{Mountain|高山}}" position="4.5 2 -1" radius="2" height="3" color="#8a7560">
<cl-cone radius="0.6" height="0.9" position="0 1.05 0" color="#ffffff"></cl-cone>
</cl-cone>
<cl-box id="river" name="{{River|河流}}" position="1.5 0.52 1" size="5 0.04 0.4" color="[[water]]"></cl-box>
<cl-particles id="vapour" name="{{Water vapour|水汽}}" shape="box" count="90" spread="1" scale="1.6 1.6 1.5" position="-3.5 2.6 0" size="0.15" jitter="0.04" color="#ffffff" opacity="0.9"></cl-particles>
<cl-sphere id="rising" name="{{Evaporating water|蒸发的水}}" radius="0.12" color="#ffffff" opacity="0.8">
<cl-follow-path id="rise" points="-4 0.1 0, -3.5 2.5 0, -1 4.6 0" period="4"></cl-follow-path>
</cl-sphere>
<cl-group id="cloud" name="{{Cloud|云}}" position="1.5 5.2 0">
<cl-oscillate axis="1 0 0" amplitude="0.4" period="8"></cl-oscillate>
<cl-sphere radius="0.8" color="#ffffff"></cl-sphere>
<cl-sphere radius="0.6" position="0.9 -0.1 0" color="#f1f3f5"></cl-sphere>
<cl-sphere radius="0.6" position="-0.9 -0.1 0" color="#f1f3f5"></cl-sphere>
</cl-group>
<cl-group id="rain" name="{{Rain|降雨}}">
<cl-sphere radius="0.07" color="[[water]]"><cl-follow-path points="1.8 4.5 0, 2.6 1.6 0" period="1.2"></cl-follow-path></cl-sphere>
<cl-sphere radius="0.07" color="[[water]]"><cl-follow-path points="2.4 4.5 0.3, 3.2 2 0.3" period="1.2" offset="0.5"></cl-follow-path></cl-sphere>
</cl-group>
<cl-sphere id="runoff" name="{{Water flowing to the sea|流向大海的水}}" radius="0.1" color="#8ecae6">
<cl-follow-path points="4 0.6 1, 1.5 0.6 1, -1 0.6 1, -2 0.05 1" period="5" smooth="false"></cl-follow-path>
</cl-sphere>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="temp" label="{{Sea surface temperature|海水表面温度}}" min="0" max="35" step="1" value="20" unit="°C">
<cl-bind target="rise" attr="period" expr="4 * 23.37 / (6.112 * exp(17.67 * temp / (temp + 243.5)))"></cl-bind>
<cl-bind target="vapour" attr="count" expr="round(4 * 6.112 * exp(17.67 * temp / (temp + 243.5)))"></cl-bind>
</cl-slider>
<cl-toggle id="raining" label="{{Rain|下雨}}" value="true">
<cl-bind target="rain" attr="visible"></cl-bind>
</cl-toggle>
<cl-readout label="{{Most water vapour 1 m³ of air can hold|每立方米空气最多能容纳的水汽}}" expr="216.7 * 6.112 * exp(17.67 * temp / (temp + 243.5)) / (temp + 273.15)" unit="g" digits="1"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem(
            "water", "sea", T("Ocean: where most water is stored", "海洋：储存着大部分的水")
        ),
        LegendItem("land", "land", T("Land", "陆地")),
    ),
    chart="""
<cl-chart title="{{Warm air holds more water vapour|暖空气能容纳更多水汽}}" x="temp" y="216.7 * 6.112 * exp(17.67 * temp / (temp + 243.5)) / (temp + 273.15)" x-label="{{Temperature (°C)|温度（°C）}}" y-label="{{Water vapour (g/m³)|水汽（克/立方米）}}" color="[[water]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "Water goes round and round: from the sea up into the clouds, down as rain, and back to the sea.",
                "水一直在循环：从大海升到云里，变成雨落下来，再流回大海。",
            ),
            steps=(
                Step(
                    T("Up from the sea", "从大海升起"),
                    T(
                        "The Sun warms the sea and water rises as vapour.",
                        "太阳晒热海水，水变成水汽升上天空。",
                    ),
                    T(
                        "The Sun warms the sea. Some water turns into an invisible gas, <strong>water vapour</strong>, and rises into the air. This is <strong>evaporation</strong>.",
                        "太阳晒热了海水，一部分水变成看不见的气体——<strong>水汽</strong>，升到空中。这叫<strong>蒸发</strong>。",
                    ),
                    camera="0 4.5 13",
                    target="0 2.5 0",
                    highlight="vapour",
                    sets=(("temp", "20"), ("raining", "1")),
                ),
                Step(
                    T("Clouds and rain", "云和雨"),
                    T("High up, vapour cools into tiny drops.", "在高空，水汽冷却成小水滴。"),
                    T(
                        "High in the sky the air is cold. The vapour turns back into tiny drops that make a <strong>cloud</strong>. When the drops grow heavy, they fall as <strong>rain</strong> or snow.",
                        "高空的空气很冷，水汽又变回小水滴，聚成<strong>云</strong>。小水滴变大变重后，就变成<strong>雨</strong>或雪落下来。",
                    ),
                    camera="1 5 9",
                    target="2 4 0",
                    highlight="cloud",
                ),
                Step(
                    T("Back to the sea", "流回大海"),
                    T("Rivers carry the water home.", "河流把水带回大海。"),
                    T(
                        "Rain on the land runs into streams and <strong>rivers</strong>, which carry it back to the sea. Then the journey starts again.",
                        "落到陆地上的雨水流进小溪和<strong>河流</strong>，又被带回大海。然后，旅行重新开始。",
                    ),
                    camera="0 4.5 13",
                    target="0 2.5 0",
                    highlight="river",
                ),
            ),
            section_heading=T("The same old water", "还是那些水"),
            section=(
                T(
                    "The Earth keeps using the same water again and again. The water you drink today may once have fallen as rain on a dinosaur!",
                    "地球上的水一次又一次地循环使用。你今天喝的水，说不定曾经落在恐龙身上呢！",
                ),
            ),
            quiz=(
                Question(
                    T("What makes water rise from the sea into the air?", "是什么让海水升到空中？"),
                    (
                        Choice(
                            T("The Sun's heat", "太阳的热量"),
                            T("Yes! Warm water evaporates.", "对！水被晒热就会蒸发。"),
                            True,
                        ),
                        Choice(
                            T("The fish", "鱼"),
                            T("Fish do not lift water into the sky.", "鱼不会把水送上天。"),
                        ),
                        Choice(
                            T("The Moon", "月亮"),
                            T("The Moon moves tides, not vapour.", "月亮引起潮汐，不会让水蒸发。"),
                        ),
                    ),
                ),
                Question(
                    T("What is a cloud made of?", "云是由什么组成的？"),
                    (
                        Choice(
                            T("Tiny drops of water or ice", "微小的水滴或冰晶"),
                            T("Right!", "对！"),
                            True,
                        ),
                        Choice(
                            T("Smoke", "烟"), T("Clouds are water, not smoke.", "云是水，不是烟。")
                        ),
                        Choice(
                            T("Cotton", "棉花"),
                            T("They only look like cotton.", "它们只是看起来像棉花。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Evaporation", "蒸发"),
                    T("Liquid water turning into water vapour.", "液态水变成水汽。"),
                ),
                (T("Rain", "降雨"), T("Drops of water falling from clouds.", "从云中落下的水滴。")),
            ),
        ),
        "middle": Level(
            summary=T(
                "Driven by the Sun, water evaporates, condenses into clouds, falls as precipitation and returns by runoff: the land–sea water cycle.",
                "在太阳能的驱动下，水经过蒸发、水汽输送、凝结、降水和径流，完成海陆间循环。",
            ),
            steps=(
                Step(
                    T("Evaporation", "蒸发"),
                    T("Warmer water evaporates faster.", "水温越高，蒸发越快。"),
                    T(
                        "About 86% of evaporation is from the oceans. Raise the sea temperature: warm air holds more vapour, so evaporation speeds up. Plants add water by <strong>transpiration</strong>.",
                        "约86%的蒸发来自海洋。提高海水温度：暖空气能容纳更多水汽，蒸发加快。植物还通过<strong>蒸腾作用</strong>输送水分。",
                    ),
                    camera="0 4.5 13",
                    target="0 2.5 0",
                    highlight="vapour",
                    sets=(("temp", "28"), ("raining", "1")),
                ),
                Step(
                    T("Condensation and precipitation", "凝结与降水"),
                    T("Rising air cools and vapour condenses.", "上升的空气冷却，水汽凝结。"),
                    T(
                        "Winds carry vapour over the land (<strong>water vapour transport</strong>). As air rises over mountains it cools, the vapour <strong>condenses</strong> into cloud droplets, and they fall as <strong>precipitation</strong>.",
                        "风把水汽吹向陆地（<strong>水汽输送</strong>）。空气沿山坡上升而冷却，水汽<strong>凝结</strong>成云滴，再以<strong>降水</strong>的形式落下。",
                    ),
                    camera="1 5 9",
                    target="2 4 0",
                    highlight="mountain",
                    sets=(("temp", "20"),),
                ),
                Step(
                    T("Runoff", "径流"),
                    T(
                        "Surface and underground runoff return to the sea.",
                        "地表径流和地下径流流回大海。",
                    ),
                    T(
                        "Some rain soaks into the ground (<strong>infiltration</strong>) and flows slowly underground; the rest runs off in rivers. Both return to the sea and close the loop.",
                        "一部分雨水<strong>下渗</strong>，成为缓慢流动的地下径流；其余形成地表径流汇入河流。二者都流回大海，完成循环。",
                    ),
                    camera="0 4.5 13",
                    target="0 2.5 0",
                    highlight="runoff",
                ),
            ),
            section_heading=T("Where the water is", "水在哪里"),
            section=(
                T(
                    "About 97% of the Earth's water is salty sea water. Most fresh water is locked in ice; rivers and lakes hold well under 1% of it. The water cycle keeps renewing this precious supply.",
                    "地球上约97%的水是海水。淡水大部分封存在冰川和冰盖里，河湖水还不到淡水的1%。水循环不断更新着这些珍贵的淡水。",
                ),
            ),
            quiz=(
                Question(
                    T("Where does most evaporation happen?", "大部分蒸发发生在哪里？"),
                    (
                        Choice(
                            T("Over the oceans", "海洋上"),
                            T("Correct: about 86%.", "正确：约占86%。"),
                            True,
                        ),
                        Choice(
                            T("Over deserts", "沙漠上"),
                            T("Deserts have little water to evaporate.", "沙漠中可蒸发的水很少。"),
                        ),
                        Choice(
                            T("In rivers", "河流中"),
                            T("Rivers cover only a tiny area.", "河流的面积很小。"),
                        ),
                    ),
                ),
                Question(
                    T("Why do clouds form when air rises?", "空气上升时为什么会形成云？"),
                    (
                        Choice(
                            T("The air cools and vapour condenses", "空气冷却，水汽凝结"),
                            T("Yes: cold air holds less vapour.", "对：冷空气能容纳的水汽更少。"),
                            True,
                        ),
                        Choice(
                            T("The air gets warmer", "空气变暖"),
                            T("Rising air cools as it expands.", "上升的空气膨胀而冷却。"),
                        ),
                        Choice(
                            T("The wind makes water", "风能产生水"),
                            T(
                                "Wind moves vapour; it does not create it.",
                                "风只输送水汽，不产生水。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Condensation", "凝结"),
                    T("Water vapour turning into liquid drops.", "水汽变成液态水滴。"),
                ),
                (
                    T("Precipitation", "降水"),
                    T("Rain, snow or hail falling from clouds.", "从云中落下的雨、雪或冰雹。"),
                ),
                (
                    T("Runoff", "径流"),
                    T(
                        "Water flowing over or under the ground back to rivers and seas.",
                        "沿地表或地下流回河流和海洋的水。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Saturation vapour pressure rises about 7% per °C (Clausius–Clapeyron), and latent heat carried by the cycle moves energy from the surface to the atmosphere.",
                "饱和水汽压每升高1 °C约增加7%（克劳修斯—克拉佩龙关系）；水循环携带的潜热把能量从地表输送到大气。",
            ),
            steps=(
                Step(
                    T("Saturation vapour pressure", "饱和水汽压"),
                    T("Warm air can hold much more vapour.", "暖空气能容纳多得多的水汽。"),
                    T(
                        "The Magnus approximation to the Clausius–Clapeyron equation gives e<sub>s</sub> = 6.112 exp(17.67T / (T + 243.5)) hPa: 23.4 hPa at 20 °C. The readout turns it into grams per m³: ρ = e<sub>s</sub> / (R<sub>v</sub>T).",
                        "克劳修斯—克拉佩龙方程的马格努斯近似为 e<sub>s</sub> = 6.112 exp(17.67T / (T + 243.5)) hPa，20 °C时为23.4 hPa。读数把它换算成克/立方米：ρ = e<sub>s</sub> / (R<sub>v</sub>T)。",
                    ),
                    camera="0 4.5 13",
                    target="0 2.5 0",
                    highlight="vapour",
                    sets=(("temp", "20"), ("raining", "1")),
                ),
                Step(
                    T("About 7% per degree", "每度约7%"),
                    T(
                        "From 20 °C to 30 °C: 17.3 → 30.4 g/m³.",
                        "从20 °C到30 °C：17.3 → 30.4 克/立方米。",
                    ),
                    T(
                        "Each degree of warming lets the air hold about 7% more water, so a warmer climate means faster evaporation and heavier downpours. Compare 20 °C and 30 °C on the chart.",
                        "每升温1 °C，空气可容纳的水汽约增加7%，因此气候变暖意味着蒸发更快、暴雨更强。在图表上比较20 °C和30 °C。",
                    ),
                    highlight="cloud",
                    sets=(("temp", "30"),),
                ),
                Step(
                    T("Latent heat", "潜热"),
                    T("2.45 MJ per kg evaporated.", "每蒸发1千克水吸热2.45 MJ。"),
                    T(
                        "Evaporating 1 kg of water at 20 °C takes about 2.45 MJ, released again when the vapour condenses in clouds. This latent heat flux, about 80 W/m² on average, is a major route by which the surface loses energy.",
                        "20 °C时蒸发1千克水约需2.45 MJ，水汽在云中凝结时再释放出来。这种潜热通量全球平均约80 W/m²，是地表散失能量的主要途径之一。",
                    ),
                    highlight="mountain",
                    sets=(("temp", "20"),),
                ),
            ),
            section_heading=T("Residence times", "滞留时间"),
            section=(
                T(
                    "Dividing a reservoir by its flow gives the average time water stays there: about 9 days in the atmosphere, weeks to months in rivers, but around 3,000 years in the ocean and up to hundreds of thousands of years in the Antarctic ice sheet.",
                    "用储量除以通量，可得水在各水体中的平均滞留时间：大气中约9天，河流中数周到数月，而海洋中约3000年，南极冰盖中可长达数十万年。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Air at 10 °C warms to 20 °C. Roughly how much more vapour can it hold?",
                        "空气从10 °C升到20 °C，能容纳的水汽大约增加多少？",
                    ),
                    (
                        Choice(
                            T("About twice as much", "约为原来的2倍"),
                            T(
                                "Yes: about 7% per degree compounds to ×1.9.",
                                "对：每度约7%，累计约1.9倍。",
                            ),
                            True,
                        ),
                        Choice(
                            T("About 7% more", "约多7%"),
                            T("That is per degree, not for 10 degrees.", "那是每升高1度的增幅。"),
                        ),
                        Choice(
                            T("The same", "不变"),
                            T(
                                "Vapour capacity rises steeply with temperature.",
                                "可容纳的水汽随温度迅速增加。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("How does the water cycle cool the surface?", "水循环怎样使地表降温？"),
                    (
                        Choice(
                            T(
                                "Evaporation takes latent heat from the surface",
                                "蒸发从地表带走潜热",
                            ),
                            T(
                                "Correct: it is released higher up when vapour condenses.",
                                "正确：水汽凝结时在高空释放。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Rain is always colder than the ground", "雨总比地面冷"),
                            T("That effect is small and local.", "这种作用很小，而且只是局部的。"),
                        ),
                        Choice(
                            T("Clouds absorb all sunlight", "云吸收了全部阳光"),
                            T(
                                "Clouds mostly reflect sunlight, and not all of it.",
                                "云主要是反射阳光，而且不是全部。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Saturation vapour pressure", "饱和水汽压"),
                    T(
                        "The vapour pressure at which air is saturated at a given temperature.",
                        "一定温度下空气达到饱和时的水汽压。",
                    ),
                ),
                (
                    T("Latent heat", "潜热"),
                    T(
                        "Heat absorbed or released when a substance changes state without changing temperature.",
                        "物质发生相变时吸收或放出、而温度不变的热量。",
                    ),
                ),
            ),
        ),
    },
)

TOPICS = [GREENHOUSE, WATER_CYCLE]
