"""Earth science topics: plate tectonics, volcanoes, the Earth's layers."""

from genui.corpus.schema import Choice, LegendItem, Level, Question, Step, T, Topic

_LEFT_PATH = "0 -0.75 0, -7.5 -0.75 0"
_RIGHT_PATH = "0 -0.75 0, 4.4 -0.75 0, 6.2 -2 0"

PLATE_TECTONICS = Topic(
    slug="plate-tectonics",
    subject="earth",
    names={
        "en": (
            "plate tectonics",
            "tectonic plates",
            "continental drift",
            "seafloor spreading",
            "plate boundaries",
        ),
        "zh": ("板块构造", "板块运动", "大陆漂移", "海底扩张", "板块边界"),
    },
    title=T("Plate tectonics: the moving surface of the Earth", "板块构造：运动着的地球表面"),
    palette={
        "ocean": ("#264653", "#2b4162", "#3d405b"),
        "land": ("#8a817c", "#a68a64", "#7f5539"),
        "mantle": ("#e76f51", "#d9480f", "#f4845f"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene=f"""
<cl-scene camera="0 2 13" target="0 -1.2 0" background="[[background]]" label="{{{{A slice through the Earth's surface: two ocean plates spread apart at a ridge, and one sinks under a continent at a trench|地球表层剖面：两个大洋板块在海岭处分离，其中一个在海沟处俯冲到大陆之下}}}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="3 8 8" intensity="1"></cl-light>
<cl-box id="mantle" name="{{{{Mantle|地幔}}}}" size="16 3 3" position="0 -2.5 0" color="[[mantle]]" opacity="0.85"><cl-label offset="-6 -0.8 1.6">{{{{mantle|地幔}}}}</cl-label></cl-box>
<cl-box id="water" name="{{{{Ocean|海洋}}}}" size="12.6 0.4 3" position="-1.7 -0.3 0" color="#48cae4" opacity="0.35"></cl-box>
<cl-box id="plateL" name="{{{{Ocean plate moving left|向左运动的大洋板块}}}}" size="7.9 0.5 3" position="-4.05 -0.75 0" color="[[ocean]]"></cl-box>
<cl-box id="plateR" name="{{{{Ocean plate moving right|向右运动的大洋板块}}}}" size="4.4 0.5 3" position="2.3 -0.75 0" color="[[ocean]]"></cl-box>
<cl-box id="slab" name="{{{{Sinking plate|俯冲的板块}}}}" size="3 0.5 3" position="5.6 -1.6 0" rotation="0 0 -35" color="[[ocean]]"></cl-box>
<cl-box id="continent" name="{{{{Continental plate|大陆板块}}}}" size="3.5 1.3 3" position="6.3 -0.35 0" color="[[land]]"><cl-label offset="0 1.6 0">{{{{continent|大陆}}}}</cl-label></cl-box>
<cl-cone id="arcVolcano" name="{{{{Volcano|火山}}}}" radius="0.6" height="0.9" position="6.6 0.75 0" color="#6c584c"></cl-cone>
<cl-box id="ridge" name="{{{{Mid-ocean ridge|大洋中脊}}}}" size="0.2 0.9 3" position="0 -0.7 0" color="#ff7b00" emissive="#ff4d00"><cl-label offset="0 1.2 0">{{{{ridge|海岭}}}}</cl-label></cl-box>
<cl-box size="0.15 0.52 3" color="#adb5bd"><cl-follow-path id="markL" points="{_LEFT_PATH}" period="12" smooth="false"></cl-follow-path></cl-box>
<cl-box size="0.15 0.52 3" color="#adb5bd"><cl-follow-path id="markR" points="{_RIGHT_PATH}" period="12" smooth="false"></cl-follow-path></cl-box>
<cl-group id="currents" name="{{{{Convection currents|对流}}}}">
<cl-sphere radius="0.15" color="#ffd166" emissive="#ff9f1c"><cl-follow-path id="flowL" points="0 -1.4 1.7, -4 -1.4 1.7, -6 -2.5 1.7, -4 -3.6 1.7, 0 -3.6 1.7, 0 -2.5 1.7" closed="true" period="6"></cl-follow-path></cl-sphere>
<cl-sphere radius="0.15" color="#ffd166" emissive="#ff9f1c"><cl-follow-path id="flowR" points="0 -1.4 1.7, 3 -1.4 1.7, 5 -2.5 1.7, 3 -3.6 1.7, 0 -3.6 1.7, 0 -2.5 1.7" closed="true" period="6"></cl-follow-path></cl-sphere>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="rate" label="{{Spreading rate|扩张速率}}" min="1" max="15" step="0.5" value="5" unit="{{cm/year|厘米/年}}">
<cl-bind target="markL" attr="period" expr="60 / rate"></cl-bind>
<cl-bind target="markR" attr="period" expr="60 / rate"></cl-bind>
<cl-bind target="flowL" attr="period" expr="30 / rate"></cl-bind>
<cl-bind target="flowR" attr="period" expr="30 / rate"></cl-bind>
</cl-slider>
<cl-toggle id="currentsOn" label="{{Show mantle convection|显示地幔对流}}" value="true">
<cl-bind target="currents" attr="visible"></cl-bind>
</cl-toggle>
<cl-readout label="{{Widening in 1 million years|100万年间扩张的宽度}}" expr="rate * 10" unit="km" digits="0"></cl-readout>
<cl-readout label="{{Time to open a 1000 km ocean|形成1000千米宽的大洋所需时间}}" expr="100 / rate" unit="{{million years|百万年}}" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("ocean", "plateL", T("Oceanic plates", "大洋板块")),
        LegendItem("land", "continent", T("Continental plate", "大陆板块")),
        LegendItem("mantle", "mantle", T("Mantle", "地幔")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "The Earth's surface is cracked into giant pieces called plates, which move very slowly, about as fast as your fingernails grow.",
                "地球表面裂成许多巨大的块，叫作板块。它们移动得非常慢，差不多和指甲生长的速度一样。",
            ),
            steps=(
                Step(
                    T("A cracked shell", "裂开的外壳"),
                    T("The Earth's outer layer is in pieces.", "地球的外层是一块一块的。"),
                    T(
                        "The hard outer layer of the Earth is broken into huge pieces called <strong>plates</strong>, like a cracked eggshell. Some carry oceans, some carry continents.",
                        "地球坚硬的外层像裂开的蛋壳一样，碎成很多巨大的块，叫<strong>板块</strong>。有的板块上是海洋，有的上面是大陆。",
                    ),
                    camera="0 2 13",
                    target="0 -1.2 0",
                    highlight="plateL",
                    sets=(("rate", "5"), ("currentsOn", "0")),
                ),
                Step(
                    T("Moving apart", "互相分开"),
                    T(
                        "New sea floor forms where plates pull apart.",
                        "板块分开的地方会形成新的海底。",
                    ),
                    T(
                        "In the middle of the ocean two plates pull apart. Hot melted rock rises into the gap and makes new sea floor. Watch the grey stripes move away from the middle.",
                        "在大洋中间，两个板块互相分开，炽热的岩浆从缝隙中涌上来，形成新的海底。看，灰色的条纹正从中间向两边移动。",
                    ),
                    highlight="ridge",
                ),
                Step(
                    T("Moving together", "互相挤压"),
                    T(
                        "Where plates push together, there are volcanoes.",
                        "板块相互挤压的地方有火山。",
                    ),
                    T(
                        "Where an ocean plate meets a continent, the ocean plate slides underneath. This causes <strong>earthquakes</strong> and <strong>volcanoes</strong>.",
                        "大洋板块和大陆板块相遇时，大洋板块会插到大陆板块下面，这里常常发生<strong>地震</strong>，还会形成<strong>火山</strong>。",
                    ),
                    camera="4 1.5 9",
                    target="5 -1 0",
                    highlight="slab",
                ),
            ),
            section_heading=T("The continents were once together", "大陆曾经连在一起"),
            section=(
                T(
                    "Look at a map: South America and Africa fit together like puzzle pieces. About 200 million years ago they were joined, and they have slowly drifted apart.",
                    "看看地图：南美洲和非洲的轮廓像拼图一样能拼在一起。大约2亿年前它们是连在一起的，后来才慢慢漂移开。",
                ),
            ),
            quiz=(
                Question(
                    T("What are the Earth's plates?", "地球的板块是什么？"),
                    (
                        Choice(
                            T(
                                "Huge pieces of the Earth's hard outer layer",
                                "地球坚硬外层的巨大碎块",
                            ),
                            T("Yes!", "对！"),
                            True,
                        ),
                        Choice(
                            T("Dishes for food", "盛饭的盘子"),
                            T("Not those plates!", "不是那种盘子！"),
                        ),
                        Choice(
                            T("Clouds in the sky", "天上的云"),
                            T("Plates are made of rock.", "板块是由岩石构成的。"),
                        ),
                    ),
                ),
                Question(
                    T("How fast do plates move?", "板块移动得有多快？"),
                    (
                        Choice(
                            T("About as fast as fingernails grow", "和指甲生长差不多快"),
                            T("Right: a few centimetres a year.", "对：每年几厘米。"),
                            True,
                        ),
                        Choice(
                            T("As fast as a car", "和汽车一样快"),
                            T("Far too fast: plates are very slow.", "太快了，板块非常慢。"),
                        ),
                        Choice(
                            T("They never move", "从来不动"),
                            T("They move, just very slowly.", "它们在动，只是很慢。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Plate", "板块"),
                    T("A giant slab of the Earth's hard outer layer.", "地球坚硬外层的一大块。"),
                ),
                (
                    T("Earthquake", "地震"),
                    T("A sudden shaking of the ground.", "地面突然发生的震动。"),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "The lithosphere is divided into plates that move a few centimetres a year; at their boundaries they spread apart, collide or slide past each other.",
                "岩石圈分为若干板块，每年移动几厘米；在板块边界处，它们或张裂、或碰撞、或相互错动。",
            ),
            steps=(
                Step(
                    T("Divergent boundary", "生长边界"),
                    T("At a mid-ocean ridge new crust forms.", "大洋中脊处形成新的洋壳。"),
                    T(
                        "At a <strong>mid-ocean ridge</strong> plates move apart. Magma rises, cools and forms new oceanic crust, so the ocean floor is youngest at the ridge. This is <strong>seafloor spreading</strong>.",
                        "在<strong>大洋中脊</strong>处，板块彼此分离，岩浆上涌冷却后形成新的洋壳，所以越靠近洋脊，海底岩石越年轻。这就是<strong>海底扩张</strong>。",
                    ),
                    camera="0 1.5 9",
                    target="0 -1 0",
                    highlight="ridge",
                    sets=(("rate", "5"), ("currentsOn", "0")),
                ),
                Step(
                    T("Convergent boundary", "消亡边界"),
                    T(
                        "The denser ocean plate sinks at a trench.",
                        "密度大的大洋板块在海沟处俯冲。",
                    ),
                    T(
                        "Oceanic plates are denser than continental plates, so the ocean plate <strong>subducts</strong> beneath the continent, forming a deep trench, earthquakes and a chain of volcanoes, as in the Andes.",
                        "大洋板块的密度比大陆板块大，所以大洋板块<strong>俯冲</strong>到大陆板块之下，形成深深的海沟，并引发地震，形成火山链，例如南美洲的安第斯山脉。",
                    ),
                    camera="4 1.5 9",
                    target="5 -1 0",
                    highlight="slab",
                ),
                Step(
                    T("What drives the plates", "板块运动的动力"),
                    T("Slow flow in the hot mantle.", "炽热地幔的缓慢流动。"),
                    T(
                        "The mantle is solid rock, but over millions of years it flows slowly. Heat from inside the Earth drives <strong>convection</strong>, and the sinking of cold, dense plates helps pull them along.",
                        "地幔是固态岩石，但在数百万年的时间里能够缓慢流动。地球内部的热量驱动<strong>地幔对流</strong>，冷而重的板块下沉也拖动板块运动。",
                    ),
                    camera="0 2 13",
                    target="0 -1.2 0",
                    highlight="currents",
                    sets=(("currentsOn", "1"),),
                ),
            ),
            section_heading=T("Evidence for moving plates", "板块运动的证据"),
            section=(
                T(
                    "Matching coastlines, the same fossils on different continents, rock stripes of reversed magnetism on both sides of ridges, and GPS measurements today all show the plates move. The Atlantic widens by about 2.5 cm a year.",
                    "相互吻合的海岸线、不同大陆上相同的化石、洋脊两侧对称分布的古地磁条带，以及今天的 GPS 测量，都证明板块在运动。大西洋每年约扩宽2.5厘米。",
                ),
            ),
            quiz=(
                Question(
                    T("Where is the youngest ocean floor?", "最年轻的海底岩石在哪里？"),
                    (
                        Choice(
                            T("At the mid-ocean ridge", "大洋中脊处"),
                            T("Correct: new crust forms there.", "正确：新的洋壳在那里形成。"),
                            True,
                        ),
                        Choice(
                            T("At the trench", "海沟处"),
                            T("The oldest crust sinks there.", "在那里下沉的是最老的洋壳。"),
                        ),
                        Choice(
                            T("Under the continents", "大陆底下"),
                            T(
                                "Continental rocks can be billions of years old.",
                                "大陆岩石可以有几十亿年的历史。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why does the ocean plate sink under the continent?",
                        "为什么大洋板块会俯冲到大陆板块之下？",
                    ),
                    (
                        Choice(
                            T("It is denser", "它的密度更大"),
                            T(
                                "Yes: basalt is denser than continental granite.",
                                "对：玄武岩的密度比大陆的花岗岩大。",
                            ),
                            True,
                        ),
                        Choice(
                            T("It is hotter", "它更热"),
                            T("Old ocean plates are cold.", "古老的大洋板块是冷的。"),
                        ),
                        Choice(
                            T("It is thicker", "它更厚"),
                            T("Continental crust is thicker.", "大陆地壳更厚。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Lithosphere", "岩石圈"),
                    T(
                        "The rigid crust and top of the mantle, broken into plates.",
                        "由地壳和上地幔顶部组成的坚硬外层，分为若干板块。",
                    ),
                ),
                (
                    T("Subduction", "俯冲"),
                    T("One plate sinking beneath another.", "一个板块插入另一个板块之下。"),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Plates of lithosphere move over the weak asthenosphere at 1-15 cm/year, driven mainly by slab pull and ridge push; at these speeds oceans open and close over tens of millions of years.",
                "岩石圈板块在软流层上以每年1～15厘米的速度运动，主要动力是板块俯冲拖曳和洋脊推力；以这样的速度，大洋在数千万年中张开又闭合。",
            ),
            steps=(
                Step(
                    T("Rates and time", "速率与时间"),
                    T("1 cm/year = 10 km per million years.", "1厘米/年 = 每百万年10千米。"),
                    T(
                        "At 5 cm/year an ocean widens 50 km per million years, and opening 1000 km takes 20 million years. The slow Mid-Atlantic Ridge spreads at about 2.5 cm/year, the East Pacific Rise at up to about 15.",
                        "以5厘米/年计算，大洋每百万年扩宽50千米，张开1000千米需要2000万年。大西洋中脊扩张较慢，约2.5厘米/年；东太平洋海隆最快可达约15厘米/年。",
                    ),
                    camera="0 2 13",
                    target="0 -1.2 0",
                    highlight="ridge",
                    sets=(("rate", "5"), ("currentsOn", "0")),
                ),
                Step(
                    T("Slab pull", "板块拖曳"),
                    T("The sinking slab pulls the plate behind it.", "下沉的板块拖动后面的部分。"),
                    T(
                        "Oceanic lithosphere cools and thickens as it ages, becoming denser than the asthenosphere below. Its sinking edge, the <strong>slab</strong>, pulls the rest of the plate: plates with long subducting edges move fastest.",
                        "大洋岩石圈随年龄增长而冷却、增厚，密度逐渐超过下面的软流层。下沉的<strong>俯冲板片</strong>拖动整个板块，所以俯冲边界长的板块运动最快。",
                    ),
                    camera="4 1.5 9",
                    target="5 -1 0",
                    highlight="slab",
                    sets=(("rate", "10"),),
                ),
                Step(
                    T("Volcanic arcs", "火山弧"),
                    T(
                        "Water from the slab melts the mantle above.",
                        "板片释放的水使上方地幔熔融。",
                    ),
                    T(
                        "At about 100 km depth the slab releases water, which lowers the melting point of the mantle wedge above it. The magma rises to build a <strong>volcanic arc</strong> parallel to the trench.",
                        "在约100千米深处，俯冲板片释放出水，降低了上方地幔楔的熔点。岩浆上升，形成与海沟平行的<strong>火山弧</strong>。",
                    ),
                    highlight="arcVolcano",
                ),
            ),
            section_heading=T("Magnetic stripes", "古地磁条带"),
            section=(
                T(
                    "New basalt records the direction of the Earth's magnetic field as it cools. The field reverses every few hundred thousand years, so the sea floor carries symmetric stripes either side of the ridge. Stripe widths divided by their ages give the spreading rate.",
                    "新形成的玄武岩冷却时会记录当时的地磁场方向。地磁场每隔几十万年倒转一次，因此洋脊两侧的海底形成对称的磁条带。用条带宽度除以其年龄，就能求出扩张速率。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A ridge spreads at 4 cm/year. How wide is the ocean after 50 million years?",
                        "某洋脊扩张速率为4厘米/年，5000万年后大洋有多宽？",
                    ),
                    (
                        Choice(
                            T("2000 km", "2000千米"),
                            T(
                                "Correct: 4 × 10⁻⁵ km × 5 × 10⁷ = 2000 km.",
                                "正确：4 × 10⁻⁵ 千米 × 5 × 10⁷ = 2000千米。",
                            ),
                            True,
                        ),
                        Choice(
                            T("200 km", "200千米"),
                            T(
                                "Check the powers of ten: 1 cm/year is 10 km per million years.",
                                "检查数量级：1厘米/年即每百万年10千米。",
                            ),
                        ),
                        Choice(
                            T("20 000 km", "20 000千米"),
                            T("That is ten times too much.", "多算了10倍。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "What mainly causes melting above a subducting slab?",
                        "俯冲板片上方发生熔融的主要原因是什么？",
                    ),
                    (
                        Choice(
                            T("Water released from the slab", "板片释放的水"),
                            T("Yes: water lowers the melting point.", "对：水降低了岩石的熔点。"),
                            True,
                        ),
                        Choice(
                            T("Friction heating alone", "仅靠摩擦生热"),
                            T(
                                "Friction is minor; flux melting dominates.",
                                "摩擦生热作用很小，主要是加水熔融。",
                            ),
                        ),
                        Choice(
                            T("The slab itself is molten", "板片本身是熔融的"),
                            T("The slab is cold and solid.", "俯冲板片是冷的固体。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Asthenosphere", "软流层"),
                    T(
                        "The weak, slowly flowing layer of the upper mantle below the plates.",
                        "板块下方上地幔中软弱、可缓慢流动的层。",
                    ),
                ),
                (
                    T("Slab pull", "板块拖曳"),
                    T(
                        "The pull of a sinking slab on the rest of its plate.",
                        "下沉的板片对板块其余部分的拖拉作用。",
                    ),
                ),
            ),
        ),
    },
)

_BOMB_PATH = "0 2.5 0, 0.8 3.8 0.2, 1.6 2.6 0.4"

VOLCANO = Topic(
    slug="volcano",
    subject="earth",
    names={
        "en": ("volcanoes", "volcano", "volcanic eruption", "magma and lava", "types of volcano"),
        "zh": ("火山", "火山喷发", "岩浆与熔岩", "火山的类型"),
    },
    title=T("Volcanoes: why some ooze and others explode", "火山：为什么有的流淌，有的爆炸？"),
    palette={
        "magma": ("#ff5400", "#ff6d00", "#f3722c"),
        "rock": ("#6f5e53", "#5e503f", "#7a6a5a"),
        "background": ("#0b1020", "#101828", "#1b1b2f"),
    },
    scene=f"""
<cl-scene camera="0 2.5 12" target="0 1 0" background="[[background]]" label="{{{{A volcano cut open: a magma chamber under the ground feeds a vent that erupts lava or ash|剖开的火山：地下的岩浆房通过火山通道喷出熔岩或火山灰}}}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#3a2f25" intensity="1"></cl-light>
<cl-light type="directional" position="4 8 6" intensity="1"></cl-light>
<cl-box id="crust" name="{{{{Crust|地壳}}}}" size="14 3.2 4" position="0 -1.6 0" color="#8d7b68" opacity="0.35"></cl-box>
<cl-group position="0 -2.2 0" scale="1.6 0.8 1"><cl-sphere id="chamber" name="{{{{Magma chamber|岩浆房}}}}" radius="0.9" color="[[magma]]" emissive="[[magma]]" emissive-intensity="0.6"><cl-oscillate property="scale" amplitude="0.05" period="3"></cl-oscillate><cl-label offset="0 -1.4 0">{{{{magma chamber|岩浆房}}}}</cl-label></cl-sphere></cl-group>
<cl-cylinder id="vent" name="{{{{Vent|火山通道}}}}" position="0 -0.8 0" radius="0.15" height="2.8" color="[[magma]]" emissive="[[magma]]" emissive-intensity="0.6"></cl-cylinder>
<cl-group id="volcano" name="{{{{Volcano|火山}}}}">
<cl-cylinder id="cone" name="{{{{Volcanic cone|火山锥}}}}" position="0 1.25 0" radius="3" radius-top="0.4" height="2.5" color="[[rock]]" flat="true"></cl-cylinder>
<cl-group id="lava" name="{{{{Lava flows|熔岩流}}}}"><cl-capsule radius="0.13" length="2.4" position="1.85 1.35 0.3" rotation="0 0 46" color="[[magma]]" emissive="[[magma]]"></cl-capsule><cl-capsule radius="0.13" length="2.4" position="-1.85 1.35 0.3" rotation="0 0 -46" color="[[magma]]" emissive="[[magma]]"></cl-capsule></cl-group>
<cl-sphere radius="0.14" color="#ffba08" emissive="#ff5400"><cl-follow-path id="bomb1" points="{_BOMB_PATH}" period="2"></cl-follow-path></cl-sphere>
<cl-sphere radius="0.14" color="#ffba08" emissive="#ff5400"><cl-follow-path id="bomb2" points="0 2.5 0, -0.7 4 -0.2, -1.5 2.7 -0.4" period="2" offset="0.5"></cl-follow-path></cl-sphere>
<cl-particles id="plume" name="{{{{Ash cloud|火山灰云}}}}" position="0 3.9 0" scale="1 1.3 1" shape="gaussian" count="400" spread="1.1" size="0.22" color="#ced4da" opacity="0.85" jitter="0.05"><cl-oscillate axis="0 1 0" amplitude="0.3" period="2"></cl-oscillate></cl-particles>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-select id="magma" label="{{Type of magma|岩浆类型}}" value="2">
<cl-option value="1">{{Basaltic (runny)|玄武质（稀）}}</cl-option>
<cl-option value="2">{{Andesitic (sticky)|安山质（黏）}}</cl-option>
<cl-option value="3">{{Rhyolitic (very sticky)|流纹质（很黏）}}</cl-option>
<cl-bind target="volcano" attr="scale.x" expr="magma == 1 ? 2 : 1"></cl-bind>
<cl-bind target="volcano" attr="scale.z" expr="magma == 1 ? 2 : 1"></cl-bind>
<cl-bind target="volcano" attr="scale.y" expr="magma == 1 ? 0.5 : magma == 2 ? 1.2 : 0.9"></cl-bind>
<cl-bind target="lava" attr="visible" expr="magma == 1"></cl-bind>
<cl-bind target="plume" attr="visible" expr="magma > 1"></cl-bind>
</cl-select>
<cl-slider id="gas" label="{{Gas dissolved in the magma|岩浆中溶解的气体}}" min="1" max="6" step="0.5" value="3" unit="%">
<cl-bind target="plume" attr="spread" expr="0.4 + gas * 0.25"></cl-bind>
<cl-bind target="bomb1" attr="period" expr="6 / gas"></cl-bind>
<cl-bind target="bomb2" attr="period" expr="6 / gas"></cl-bind>
</cl-slider>
<cl-readout label="{{Silica content|二氧化硅含量}}" expr="magma == 1 ? 50 : magma == 2 ? 60 : 72" unit="%" digits="0"></cl-readout>
<cl-readout label="{{Viscosity (order of magnitude)|黏度（数量级）}}" expr="magma == 1 ? 100 : magma == 2 ? 100000 : 100000000" unit="Pa·s" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("magma", "chamber", T("Magma and lava", "岩浆和熔岩")),
        LegendItem("rock", "cone", T("Volcanic rock built up by eruptions", "喷发堆积的火山岩")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "A volcano is an opening in the ground where hot melted rock, gas and ash come out from deep inside the Earth.",
                "火山是地面上的一个开口，地球深处炽热的熔融岩石、气体和火山灰从这里喷出来。",
            ),
            steps=(
                Step(
                    T("Melted rock underground", "地下的熔融岩石"),
                    T("Deep down, rock is hot enough to melt.", "在地下深处，岩石热得可以熔化。"),
                    T(
                        "Deep under a volcano is a pool of melted rock called <strong>magma</strong>. It is lighter than the solid rock around it, so it pushes its way up.",
                        "火山下面的深处有一大团熔化的岩石，叫<strong>岩浆</strong>。它比周围的固体岩石轻，所以会向上挤。",
                    ),
                    camera="0 1 12",
                    target="0 -1 0",
                    highlight="chamber",
                    sets=(("magma", "2"), ("gas", "3")),
                ),
                Step(
                    T("Lava", "熔岩"),
                    T("Magma that comes out is called lava.", "流出地面的岩浆叫熔岩。"),
                    T(
                        "When magma comes out of the ground it is called <strong>lava</strong>. Runny lava flows down the sides, and layer after layer builds a wide mountain.",
                        "岩浆流出地面后就叫<strong>熔岩</strong>。稀的熔岩顺着山坡流下来，一层又一层，堆成一座宽宽的山。",
                    ),
                    camera="0 2.5 12",
                    target="0 0.5 0",
                    highlight="lava",
                    sets=(("magma", "1"),),
                ),
                Step(
                    T("Boom!", "轰！"),
                    T("Sticky magma traps gas and explodes.", "黏稠的岩浆困住气体，发生爆炸。"),
                    T(
                        "Sticky magma traps gas like a shaken fizzy drink. When it bursts out, it blasts clouds of <strong>ash</strong> high into the sky.",
                        "黏稠的岩浆像摇过的汽水一样把气体憋在里面，一旦冲出来，就会把大团<strong>火山灰</strong>喷到高空。",
                    ),
                    highlight="plume",
                    sets=(("magma", "3"), ("gas", "5")),
                ),
            ),
            section_heading=T("Volcanoes shape the land", "火山塑造大地"),
            section=(
                T(
                    "Islands such as Hawaii were built by volcanoes. Volcanic ash makes rich soil, so many farmers live near volcanoes even though they can be dangerous.",
                    "夏威夷这样的岛屿就是火山堆成的。火山灰能形成肥沃的土壤，所以虽然火山很危险，附近仍住着许多农民。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "What is magma called when it comes out of a volcano?",
                        "岩浆从火山里流出来后叫什么？",
                    ),
                    (
                        Choice(T("Lava", "熔岩"), T("Yes!", "对！"), True),
                        Choice(
                            T("Ice", "冰"),
                            T("Lava is very hot, not cold.", "熔岩非常烫，不是冷的。"),
                        ),
                        Choice(T("Sand", "沙子"), T("It is melted rock.", "它是熔化的岩石。")),
                    ),
                ),
                Question(
                    T("Which magma makes a volcano explode?", "哪种岩浆会让火山爆炸？"),
                    (
                        Choice(
                            T("Sticky magma full of gas", "充满气体的黏稠岩浆"),
                            T("Right: the gas cannot escape gently.", "对：气体不能慢慢跑出来。"),
                            True,
                        ),
                        Choice(
                            T("Runny magma", "稀的岩浆"),
                            T(
                                "Runny magma lets gas out and flows gently.",
                                "稀的岩浆让气体逸出，平缓地流淌。",
                            ),
                        ),
                        Choice(
                            T("Cold magma", "冷的岩浆"),
                            T("Magma is always hot.", "岩浆总是很烫的。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (T("Magma", "岩浆"), T("Melted rock under the ground.", "地下熔融的岩石。")),
                (
                    T("Lava", "熔岩"),
                    T("Melted rock that has come out of the ground.", "流出地面的熔融岩石。"),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "The silica content of magma controls its viscosity; runny basaltic magma builds gentle shield volcanoes, sticky silica-rich magma builds steep cones and erupts explosively.",
                "岩浆的二氧化硅含量决定它的黏度：稀的玄武质岩浆形成平缓的盾状火山，富含二氧化硅的黏稠岩浆形成陡峭的火山锥，并发生爆炸式喷发。",
            ),
            steps=(
                Step(
                    T("Shield volcano", "盾状火山"),
                    T("Basaltic magma: runny, about 1200 °C.", "玄武质岩浆：稀，约1200 °C。"),
                    T(
                        "Basaltic magma has about 50% silica. It is runny, gas escapes easily and lava flows far, building a broad <strong>shield volcano</strong> like Mauna Loa in Hawaii.",
                        "玄武质岩浆含约50%的二氧化硅，较稀，气体容易逸出，熔岩能流得很远，形成宽广的<strong>盾状火山</strong>，例如夏威夷的冒纳罗亚火山。",
                    ),
                    camera="0 2.5 12",
                    target="0 0.5 0",
                    highlight="lava",
                    sets=(("magma", "1"), ("gas", "2")),
                ),
                Step(
                    T("Composite volcano", "层状火山"),
                    T(
                        "Layers of lava and ash make a steep cone.",
                        "熔岩和火山灰层层堆积，形成陡峭的锥体。",
                    ),
                    T(
                        "Andesitic magma (about 60% silica) is stickier. Eruptions alternate between lava and ash, building a steep <strong>stratovolcano</strong> such as Mount Fuji.",
                        "安山质岩浆（约含60%二氧化硅）更黏，熔岩喷溢和火山灰喷发交替进行，堆成陡峭的<strong>层状火山</strong>，例如日本的富士山。",
                    ),
                    highlight="cone",
                    sets=(("magma", "2"), ("gas", "3")),
                ),
                Step(
                    T("Explosive eruption", "爆炸式喷发"),
                    T("Gas bubbles burst out of sticky magma.", "气泡从黏稠的岩浆中猛烈冲出。"),
                    T(
                        "In rhyolitic magma (over 70% silica) gas bubbles cannot escape. As the magma rises the pressure drops, bubbles grow and the magma shatters into <strong>ash</strong>. More gas makes a bigger blast.",
                        "流纹质岩浆（二氧化硅超过70%）中的气泡难以逸出。岩浆上升时压力降低，气泡迅速膨胀，把岩浆炸成<strong>火山灰</strong>。气体越多，爆炸越猛烈。",
                    ),
                    highlight="plume",
                    sets=(("magma", "3"), ("gas", "6")),
                ),
            ),
            section_heading=T("Where volcanoes are", "火山分布在哪里"),
            section=(
                T(
                    "Most volcanoes lie along plate boundaries, such as the Pacific Ring of Fire, where ocean plates sink under others. Others, like Hawaii, sit over <strong>hotspots</strong> where hot mantle rises in the middle of a plate.",
                    "大多数火山分布在板块边界附近，例如大洋板块俯冲形成的环太平洋火山带。也有一些火山（如夏威夷）位于板块内部的<strong>热点</strong>之上，那里有炽热的地幔物质上涌。",
                ),
            ),
            quiz=(
                Question(
                    T("What makes magma sticky (viscous)?", "什么使岩浆变得黏稠？"),
                    (
                        Choice(
                            T("A high silica content", "二氧化硅含量高"),
                            T(
                                "Correct: silica chains tangle together.",
                                "正确：二氧化硅会相互连接成网络。",
                            ),
                            True,
                        ),
                        Choice(
                            T("A high temperature", "温度高"),
                            T("Hotter magma is runnier.", "温度越高，岩浆越稀。"),
                        ),
                        Choice(
                            T("Lots of water around it", "周围有很多水"),
                            T("Silica content is the main control.", "主要取决于二氧化硅含量。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Which volcano is typical of runny basaltic magma?",
                        "稀的玄武质岩浆通常形成哪种火山？",
                    ),
                    (
                        Choice(
                            T("A broad shield volcano", "宽广的盾状火山"),
                            T("Yes: like Mauna Loa.", "对：例如冒纳罗亚火山。"),
                            True,
                        ),
                        Choice(
                            T("A steep stratovolcano", "陡峭的层状火山"),
                            T("That forms from stickier magma.", "那是较黏的岩浆形成的。"),
                        ),
                        Choice(
                            T("An ash cloud only", "只有火山灰云"),
                            T(
                                "Basaltic eruptions mostly pour out lava.",
                                "玄武质岩浆主要是熔岩溢流。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Viscosity", "黏度"),
                    T("How thick and slow-flowing a liquid is.", "液体黏稠、难以流动的程度。"),
                ),
                (
                    T("Silica", "二氧化硅"),
                    T(
                        "SiO₂, the main ingredient of most rocks and magma.",
                        "SiO₂，大多数岩石和岩浆的主要成分。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Eruption style depends on viscosity and volatile content: silica-rich, cooler magma is up to a million times more viscous and fragments explosively when dissolved gas exsolves.",
                "喷发方式取决于黏度和挥发分含量：富含二氧化硅、温度较低的岩浆黏度可高出百万倍，溶解的气体出溶时会使岩浆破碎，发生爆炸式喷发。",
            ),
            steps=(
                Step(
                    T("Silica and temperature", "二氧化硅与温度"),
                    T(
                        "Basalt ~10² Pa·s, rhyolite ~10⁸ Pa·s.",
                        "玄武质约10² Pa·s，流纹质约10⁸ Pa·s。",
                    ),
                    T(
                        "SiO₄ tetrahedra link into chains and networks, so viscosity rises steeply with silica. Rhyolite also erupts cooler (about 800 °C against 1200 °C for basalt), raising viscosity further.",
                        "硅氧四面体相互连接成链状和网状结构，因此黏度随二氧化硅含量急剧增大。流纹质岩浆的喷发温度也更低（约800 °C，玄武质约1200 °C），黏度进一步升高。",
                    ),
                    camera="0 2.5 12",
                    target="0 0.5 0",
                    highlight="chamber",
                    sets=(("magma", "1"), ("gas", "2")),
                ),
                Step(
                    T("Volatiles and decompression", "挥发分与减压"),
                    T("Rising magma exsolves H₂O and CO₂.", "上升的岩浆析出 H₂O 和 CO₂。"),
                    T(
                        "Magma holds a few percent of dissolved H₂O and CO₂ at depth. As it rises, falling pressure lets the gas form bubbles, just as opening a bottle of soda does. In viscous magma they cannot escape and pressure builds.",
                        "在深处，岩浆中溶解有百分之几的 H₂O 和 CO₂。岩浆上升时压力降低，气体析出形成气泡，就像打开汽水瓶一样。在黏稠的岩浆中，气泡无法逸出，压力不断积累。",
                    ),
                    highlight="vent",
                    sets=(("magma", "2"), ("gas", "4")),
                ),
                Step(
                    T("Fragmentation", "岩浆破碎"),
                    T("Bubbles burst: a Plinian ash column.", "气泡爆裂，形成普林尼式喷发柱。"),
                    T(
                        "When bubbles make up about 75% of the volume, the magma shatters into ash and pumice carried by expanding gas. Columns can rise over 30 km, as at Pinatubo in 1991.",
                        "当气泡约占岩浆体积的75%时，岩浆破碎成火山灰和浮石，被膨胀的气体带上高空。喷发柱可高达30千米以上，如1991年菲律宾皮纳图博火山喷发。",
                    ),
                    highlight="plume",
                    sets=(("magma", "3"), ("gas", "6")),
                ),
            ),
            section_heading=T("Measuring eruptions", "衡量火山喷发"),
            section=(
                T(
                    "The Volcanic Explosivity Index (VEI) is a logarithmic scale based mainly on erupted volume: each step up means about ten times more material. Kilauea's lava eruptions are VEI 0-1, Pinatubo 1991 was VEI 6.",
                    "火山爆发指数（VEI）是主要依据喷出物体积的对数标度：每升高一级，喷出物约增加十倍。基拉韦厄火山的溢流式喷发为0～1级，1991年皮纳图博火山喷发为6级。",
                ),
            ),
            quiz=(
                Question(
                    T("Why does rising magma form bubbles?", "岩浆上升时为什么会形成气泡？"),
                    (
                        Choice(
                            T("Lower pressure reduces gas solubility", "压力降低使气体溶解度减小"),
                            T("Correct: decompression.", "正确：这是减压作用。"),
                            True,
                        ),
                        Choice(
                            T("It heats up as it rises", "上升时温度升高"),
                            T("Magma cools as it rises.", "岩浆上升时是冷却的。"),
                        ),
                        Choice(
                            T("Air leaks into the vent", "空气漏进火山通道"),
                            T("The gas was dissolved in the magma.", "气体原本溶解在岩浆中。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Compared with basaltic magma, rhyolitic magma is…",
                        "与玄武质岩浆相比，流纹质岩浆……",
                    ),
                    (
                        Choice(
                            T(
                                "richer in silica, cooler and far more viscous",
                                "二氧化硅更多、温度更低、黏度大得多",
                            ),
                            T("Yes.", "对。"),
                            True,
                        ),
                        Choice(
                            T("hotter and runnier", "更热、更稀"),
                            T("It is the other way round.", "正好相反。"),
                        ),
                        Choice(
                            T("poorer in silica", "二氧化硅更少"),
                            T("Rhyolite has over 70% silica.", "流纹质岩浆的二氧化硅超过70%。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Volatiles", "挥发分"),
                    T(
                        "Dissolved gases in magma, mainly H₂O, CO₂ and SO₂.",
                        "岩浆中溶解的气体，主要是 H₂O、CO₂ 和 SO₂。",
                    ),
                ),
                (
                    T("Pyroclastic", "火山碎屑"),
                    T(
                        "Made of fragments blasted out by an eruption.",
                        "由火山喷发炸出的碎块构成的。",
                    ),
                ),
            ),
        ),
    },
)

_TEMPERATURE = (
    "100 > depth ? 15 + 12.85 * depth : 660 > depth ? 1300 + 300 * (depth - 100) / 560 : "
    "2700 > depth ? 1600 + 900 * (depth - 660) / 2040 : 2890 > depth ? 2500 + 1200 * (depth - 2700) / 190 : "
    "5150 > depth ? 3700 + 1400 * (depth - 2890) / 2260 : 5100 + 300 * (depth - 5150) / 1221"
)
_PRESSURE = (
    "100 > depth ? 0.033 * depth : 660 > depth ? 3.3 + 20.5 * (depth - 100) / 560 : "
    "2890 > depth ? 23.8 + 112.2 * (depth - 660) / 2230 : 5150 > depth ? 136 + 193 * (depth - 2890) / 2260 : "
    "329 + 35 * (depth - 5150) / 1221"
)

EARTH_LAYERS = Topic(
    slug="earth-layers",
    subject="earth",
    names={
        "en": (
            "the Earth's layers",
            "structure of the Earth",
            "inside the Earth",
            "crust, mantle and core",
            "Earth's interior",
        ),
        "zh": ("地球的圈层结构", "地球内部结构", "地球的内部", "地壳、地幔和地核"),
    },
    title=T("Journey to the centre of the Earth", "地心之旅：地球的圈层结构"),
    palette={
        "crust": ("#8d99ae", "#a68a64", "#6c757d"),
        "mantle": ("#e76f51", "#f4845f", "#d9480f"),
        "core": ("#ffb703", "#ffd166", "#fca311"),
        "background": ("#05070f", "#0b1020", "#0d1b2a"),
    },
    scene="""
<cl-scene camera="0 4 17" target="0 0 0" background="[[background]]" stars label="{{The Earth's layers to scale: a thin crust, the thick mantle, the liquid outer core and the solid inner core, with a probe at a chosen depth|按比例绘制的地球圈层：薄薄的地壳、厚厚的地幔、液态外核和固态内核，探测点位于所选深度}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="6 8 10" intensity="1"></cl-light>
<cl-group id="outer" name="{{Crust and mantle|地壳和地幔}}">
<cl-sphere id="crust" name="{{Crust|地壳}}" radius="6.37" color="[[crust]]" opacity="0.15"></cl-sphere>
<cl-sphere id="mantle" name="{{Mantle|地幔}}" radius="6.3" color="[[mantle]]" opacity="0.3"><cl-label offset="4.5 4.5 0">{{mantle|地幔}}</cl-label></cl-sphere>
<cl-particles shape="shell" count="400" spread="5" size="0.12" color="[[mantle]]"><cl-spin period="40"></cl-spin></cl-particles>
</cl-group>
<cl-sphere id="outerCore" name="{{Outer core (liquid)|外核（液态）}}" radius="3.48" color="[[core]]" opacity="0.45"><cl-label offset="2.9 2.6 0">{{outer core|外核}}</cl-label></cl-sphere>
<cl-particles id="flow" name="{{Flowing liquid iron|流动的液态铁}}" shape="shell" count="300" spread="2.6" size="0.1" color="#fff3b0"><cl-spin period="8"></cl-spin></cl-particles>
<cl-sphere id="innerCore" name="{{Inner core (solid)|内核（固态）}}" radius="1.22" color="#fff1c1" emissive="#ffd166" emissive-intensity="0.8" glow="0.6"><cl-label offset="0 -1.6 0">{{inner core|内核}}</cl-label></cl-sphere>
<cl-line id="drill" name="{{Path to the centre|通往地心的路线}}" points="0 6.6 0, 0 0 0" dashed="true" color="#e0e1dd"></cl-line>
<cl-sphere id="probe" name="{{Probe|探测器}}" position="0 4.37 0" radius="0.22" color="#4cc9f0" emissive="#4cc9f0" glow="1"><cl-label offset="-1 0 0" size="small">{{probe|探测器}}</cl-label></cl-sphere>
</cl-scene>
""",
    controls=f"""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="depth" label="{{{{Depth of the probe|探测深度}}}}" min="0" max="6371" step="1" value="2000" unit="km">
<cl-bind target="probe" attr="position.y" expr="(6371 - depth) / 1000"></cl-bind>
</cl-slider>
<cl-toggle id="outerOn" label="{{{{Show crust and mantle|显示地壳和地幔}}}}" value="true">
<cl-bind target="outer" attr="visible"></cl-bind>
</cl-toggle>
<cl-readout label="{{{{Temperature (approx.)|温度（约）}}}}" expr="{_TEMPERATURE}" unit="°C" digits="0"></cl-readout>
<cl-readout label="{{{{Pressure (approx.)|压强（约）}}}}" expr="{_PRESSURE}" unit="GPa" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("crust", "crust", T("Crust", "地壳")),
        LegendItem("mantle", "mantle", T("Mantle", "地幔")),
        LegendItem("core", "outerCore", T("Core", "地核")),
    ),
    chart=f"""
<cl-chart title="{{{{Temperature and depth|温度随深度的变化}}}}" x="depth" y="{_TEMPERATURE}" x-label="{{{{Depth (km)|深度（千米）}}}}" y-label="{{{{Temperature (°C)|温度（°C）}}}}" y-min="0" y-max="6000" color="[[core]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "The Earth is like a peach: a thin skin, a thick middle and a hard stone in the centre. The deeper you go, the hotter it gets.",
                "地球像一个桃子：薄薄的皮、厚厚的果肉，中间还有一个硬硬的核。越往深处，温度越高。",
            ),
            steps=(
                Step(
                    T("The thin crust", "薄薄的地壳"),
                    T("We live on the crust.", "我们生活在地壳上。"),
                    T(
                        "We live on the <strong>crust</strong>, the Earth's rocky skin. Compared with the whole Earth it is thinner than the skin of an apple.",
                        "我们生活在<strong>地壳</strong>上，它是地球的岩石外皮。和整个地球比起来，它比苹果皮还要薄。",
                    ),
                    camera="0 4 17",
                    target="0 0 0",
                    highlight="crust",
                    sets=(("depth", "20"), ("outerOn", "1")),
                ),
                Step(
                    T("The hot mantle", "炽热的地幔"),
                    T("Under the crust is the thick, hot mantle.", "地壳下面是又厚又热的地幔。"),
                    T(
                        "Below the crust is the <strong>mantle</strong>, a very thick layer of hot rock. It is so hot that it moves very, very slowly, like thick toffee.",
                        "地壳下面是<strong>地幔</strong>，一层非常厚的炽热岩石。它热得能像很稠的太妃糖一样极其缓慢地流动。",
                    ),
                    highlight="mantle",
                    sets=(("depth", "1500"),),
                ),
                Step(
                    T("The core", "地核"),
                    T(
                        "The centre is as hot as the surface of the Sun.",
                        "地心和太阳表面差不多热。",
                    ),
                    T(
                        "Hide the outer layers to see the <strong>core</strong>, made mostly of iron. At the very centre it is about as hot as the surface of the Sun.",
                        "隐藏外面几层，就能看到主要由铁组成的<strong>地核</strong>。地球中心的温度和太阳表面差不多。",
                    ),
                    camera="0 2 9",
                    highlight="innerCore",
                    sets=(("depth", "6371"), ("outerOn", "0")),
                ),
            ),
            section_heading=T("Nobody has been there", "没有人去过那里"),
            section=(
                T(
                    "The deepest hole ever drilled is about 12 km deep, not even through the crust under a continent. Scientists learn about the inside by listening to earthquake waves travelling through the Earth.",
                    "人类钻过的最深的洞约12千米，连大陆下面的地壳都没有钻透。科学家通过“听”穿过地球的地震波，来了解地球内部。",
                ),
            ),
            quiz=(
                Question(
                    T("Which layer do we live on?", "我们生活在哪一层上？"),
                    (
                        Choice(T("The crust", "地壳"), T("Yes!", "对！"), True),
                        Choice(
                            T("The core", "地核"),
                            T("The core is at the very centre.", "地核在地球的最中心。"),
                        ),
                        Choice(
                            T("The mantle", "地幔"),
                            T("The mantle is below the crust.", "地幔在地壳下面。"),
                        ),
                    ),
                ),
                Question(
                    T("What happens as you go deeper into the Earth?", "越往地球深处走，会怎样？"),
                    (
                        Choice(
                            T("It gets hotter", "越来越热"),
                            T(
                                "Right: thousands of degrees at the centre.",
                                "对：地心有几千摄氏度。",
                            ),
                            True,
                        ),
                        Choice(
                            T("It gets colder", "越来越冷"),
                            T("The inside of the Earth is very hot.", "地球内部非常热。"),
                        ),
                        Choice(
                            T("It stays the same", "温度不变"),
                            T("The temperature rises with depth.", "温度随深度增加而升高。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Crust", "地壳"),
                    T("The thin, rocky outer layer of the Earth.", "地球最外面薄薄的岩石层。"),
                ),
                (
                    T("Core", "地核"),
                    T("The hot iron centre of the Earth.", "地球中心炽热的铁质部分。"),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "The Earth has a crust 5-70 km thick, a rocky mantle down to 2900 km, a liquid iron outer core and a solid inner core; temperature and pressure rise with depth.",
                "地球由厚5～70千米的地壳、深达2900千米的岩石地幔、液态铁质外核和固态内核组成；温度和压强都随深度增加而增大。",
            ),
            steps=(
                Step(
                    T("Crust", "地壳"),
                    T(
                        "5-10 km under oceans, 30-70 km under continents.",
                        "大洋下5～10千米，大陆下30～70千米。",
                    ),
                    T(
                        "Oceanic crust is thin, dense basalt; continental crust is thicker and made of lighter rocks such as granite. Together they are less than 1% of the Earth's volume.",
                        "大洋地壳较薄，由密度较大的玄武岩组成；大陆地壳较厚，由花岗岩等较轻的岩石组成。地壳的体积还不到地球的1%。",
                    ),
                    camera="0 4 17",
                    target="0 0 0",
                    highlight="crust",
                    sets=(("depth", "35"), ("outerOn", "1")),
                ),
                Step(
                    T("Mantle", "地幔"),
                    T("Solid rock that slowly flows.", "缓慢流动的固态岩石。"),
                    T(
                        "The <strong>mantle</strong> reaches 2900 km down and holds about 84% of the Earth's volume. It is solid, but hot enough to creep a few centimetres a year, carrying the plates.",
                        "<strong>地幔</strong>一直延伸到约2900千米深处，约占地球体积的84%。它是固态的，但温度高到每年能缓慢蠕动几厘米，带动板块运动。",
                    ),
                    highlight="mantle",
                    sets=(("depth", "1500"),),
                ),
                Step(
                    T("Outer and inner core", "外核和内核"),
                    T("Liquid outside, solid inside.", "外核是液态的，内核是固态的。"),
                    T(
                        "The core is mostly iron and nickel. The <strong>outer core</strong> is liquid, and its flow makes the Earth's magnetic field. The <strong>inner core</strong> is even hotter but solid, because the pressure is so great.",
                        "地核主要由铁和镍组成。<strong>外核</strong>是液态的，它的流动产生了地球磁场。<strong>内核</strong>温度更高，但因为压强极大而呈固态。",
                    ),
                    camera="0 2 9",
                    highlight="outerCore",
                    sets=(("depth", "4000"), ("outerOn", "0")),
                ),
            ),
            section_heading=T("How do we know?", "我们是怎么知道的？"),
            section=(
                T(
                    "Earthquake waves change speed and direction at each boundary. S waves cannot travel through liquids, and they never cross the outer core: that is how we know it is liquid.",
                    "地震波经过每个分界面时，速度和方向都会改变。横波（S 波）不能在液体中传播，它从来不能穿过外核，由此可知外核是液态的。",
                ),
            ),
            quiz=(
                Question(
                    T("Which layer is liquid?", "哪一层是液态的？"),
                    (
                        Choice(
                            T("The outer core", "外核"),
                            T("Correct: molten iron and nickel.", "正确：熔融的铁和镍。"),
                            True,
                        ),
                        Choice(
                            T("The mantle", "地幔"),
                            T(
                                "The mantle is solid, though it flows slowly.",
                                "地幔是固态的，只是能缓慢流动。",
                            ),
                        ),
                        Choice(
                            T("The inner core", "内核"),
                            T("High pressure keeps it solid.", "极大的压强使它保持固态。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Which layer makes up most of the Earth's volume?",
                        "哪一层占地球体积的大部分？",
                    ),
                    (
                        Choice(T("The mantle", "地幔"), T("Yes: about 84%.", "对：约84%。"), True),
                        Choice(T("The crust", "地壳"), T("Less than 1%.", "不到1%。")),
                        Choice(T("The core", "地核"), T("About 16%.", "约16%。")),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Mantle", "地幔"),
                    T(
                        "The thick layer of hot rock between the crust and the core.",
                        "地壳和地核之间厚厚的炽热岩石层。",
                    ),
                ),
                (
                    T("Seismic wave", "地震波"),
                    T(
                        "A wave that travels through the Earth after an earthquake.",
                        "地震发生后在地球内部传播的波。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Seismic waves reveal the Moho, the core-mantle boundary at 2890 km and the inner core boundary at 5150 km; pressure reaches about 360 GPa and temperature about 5400 °C at the centre.",
                "地震波揭示了莫霍面、2890千米深处的核幔边界和5150千米深处的内核边界；地心压强约360 GPa，温度约5400 °C。",
            ),
            steps=(
                Step(
                    T("The Moho and the lithosphere", "莫霍面与岩石圈"),
                    T(
                        "P waves jump from about 7 to 8 km/s at the Moho.",
                        "P 波在莫霍面处从约7 km/s 跃增到约8 km/s。",
                    ),
                    T(
                        "At the <strong>Mohorovičić discontinuity</strong> P-wave speed jumps as rock changes from crust to denser peridotite. The rigid lithosphere (about 100 km) rides on the weak asthenosphere.",
                        "在<strong>莫霍面</strong>，岩石由地壳岩石变为密度更大的橄榄岩，P 波速度突然增大。坚硬的岩石圈（约100千米厚）位于软弱的软流层之上。",
                    ),
                    camera="0 4 17",
                    target="0 0 0",
                    highlight="crust",
                    sets=(("depth", "100"), ("outerOn", "1")),
                ),
                Step(
                    T("The core-mantle boundary", "核幔边界"),
                    T("S waves vanish at 2890 km.", "横波在2890千米处消失。"),
                    T(
                        "At 2890 km, S waves stop and P waves slow sharply: the <strong>Gutenberg discontinuity</strong>. This casts an S-wave shadow over more than a third of the globe from any earthquake. Density jumps from about 5.6 to 9.9 g/cm³.",
                        "在2890千米处，横波消失、纵波速度骤降，这就是<strong>古登堡面</strong>。因此任何一次地震都会在地球另一侧留下大片横波阴影区。密度也从约5.6 g/cm³ 跃增到约9.9 g/cm³。",
                    ),
                    highlight="outerCore",
                    sets=(("depth", "2890"),),
                ),
                Step(
                    T("The inner core", "内核"),
                    T(
                        "Solid because the melting point rises with pressure.",
                        "熔点随压强升高，因此内核是固态的。",
                    ),
                    T(
                        "Inge Lehmann found the inner core in 1936 from faint P waves reflected at 5150 km. Pressure raises iron's melting point faster than temperature rises, so the inner core is solid and slowly grows as the Earth cools.",
                        "1936年，莱曼从5150千米深处反射回来的微弱 P 波中发现了内核。压强使铁的熔点升高得比温度更快，所以内核是固态的，并随地球冷却而缓慢增大。",
                    ),
                    camera="0 2 9",
                    highlight="innerCore",
                    sets=(("depth", "5500"), ("outerOn", "0")),
                ),
            ),
            section_heading=T("Density and gravity", "密度与重力"),
            section=(
                T(
                    "The Earth's mean density is 5.5 g/cm³, but crustal rocks are only about 2.7-3.0 g/cm³, so the interior must be much denser. The readouts here interpolate typical model values; real values carry uncertainties of several hundred degrees.",
                    "地球的平均密度为5.5 g/cm³，而地壳岩石只有约2.7～3.0 g/cm³，说明地球内部的密度要大得多。这里的读数由典型模型数值插值得到，真实温度的不确定度可达几百摄氏度。",
                ),
            ),
            quiz=(
                Question(
                    T("What shows that the outer core is liquid?", "什么证据表明外核是液态的？"),
                    (
                        Choice(
                            T("S waves do not pass through it", "横波不能穿过外核"),
                            T(
                                "Correct: liquids have no shear strength.",
                                "正确：液体不能传递剪切波。",
                            ),
                            True,
                        ),
                        Choice(
                            T("It is hotter than 3000 °C", "它的温度超过3000 °C"),
                            T("The inner core is hotter yet solid.", "内核更热，却是固态的。"),
                        ),
                        Choice(
                            T("Volcanoes erupt iron", "火山喷出铁"),
                            T("Lava comes from the mantle and crust.", "熔岩来自地幔和地壳。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why is the inner core solid though hotter than the outer core?",
                        "内核比外核更热，为什么却是固态的？",
                    ),
                    (
                        Choice(
                            T("The huge pressure raises the melting point", "巨大的压强提高了熔点"),
                            T("Yes.", "对。"),
                            True,
                        ),
                        Choice(
                            T("It is made of rock", "它是由岩石构成的"),
                            T("It is mainly iron and nickel.", "它主要由铁和镍组成。"),
                        ),
                        Choice(
                            T("It is cooling fastest", "它冷却得最快"),
                            T(
                                "It is insulated by the layers above.",
                                "它被外面的圈层包裹着，散热很慢。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Moho", "莫霍面"),
                    T("The boundary between the crust and the mantle.", "地壳与地幔之间的分界面。"),
                ),
                (
                    T("Shadow zone", "阴影区"),
                    T(
                        "Region where direct seismic waves from an earthquake are not received.",
                        "接收不到某次地震直达地震波的区域。",
                    ),
                ),
            ),
        ),
    },
)

TOPICS = [PLATE_TECTONICS, VOLCANO, EARTH_LAYERS]
