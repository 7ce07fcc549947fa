"""Earth science topics: plate tectonics, volcanoes, the Earth's layers."""

from clover_model.corpus.schema import Choice, LegendItem, Level, Question, Step, T, Topic

_LEFT_PATH = "0 -0.75 0, -7.5 -0.75 0"
_RIGHT_PATH = "0 -0.75 0, 4.4 -0.75 0, 6.2 -2 0"

PLATE_TECTONICS = Topic(
    slug="plate-tectonics",
    subject="earth",
    names={
        "en": ("plate tectonics", "tectonic plates", "continental drift", "seafloor spreading", "plate boundaries"),
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
                    T("New sea floor forms where plates pull apart.", "板块分开的地方会形成新的海底。"),
                    T(
                        "In the middle of the ocean two plates pull apart. Hot melted rock rises into the gap and makes new sea floor. Watch the grey stripes move away from the middle.",
                        "在大洋中间，两个板块互相分开，炽热的岩浆从缝隙中涌上来，形成新的海底。看，灰色的条纹正从中间向两边移动。",
                    ),
                    highlight="ridge",
                ),
                Step(
                    T("Moving together", "互相挤压"),
                    T("Where plates push together, there are volcanoes.", "板块相互挤压的地方有火山。"),
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
                        Choice(T("Huge pieces of the Earth's hard outer layer", "地球坚硬外层的巨大碎块"), T("Yes!", "对！"), True),
                        Choice(T("Dishes for food", "盛饭的盘子"), T("Not those plates!", "不是那种盘子！")),
                        Choice(T("Clouds in the sky", "天上的云"), T("Plates are made of rock.", "板块是由岩石构成的。")),
                    ),
                ),
                Question(
                    T("How fast do plates move?", "板块移动得有多快？"),
                    (
                        Choice(T("About as fast as fingernails grow", "和指甲生长差不多快"), T("Right: a few centimetres a year.", "对：每年几厘米。"), True),
                        Choice(T("As fast as a car", "和汽车一样快"), T("Far too fast: plates are very slow.", "太快了，板块非常慢。")),
                        Choice(T("They never move", "从来不动"), T("They move, just very slowly.", "它们在动，只是很慢。")),
                    ),
                ),
            ),
            glossary=(
                (T("Plate", "板块"), T("A giant slab of the Earth's hard outer layer.", "地球坚硬外层的一大块。")),
                (T("Earthquake", "地震"), T("A sudden shaking of the ground.", "地面突然发生的震动。")),
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
                    T("The denser ocean plate sinks at a trench.", "密度大的大洋板块在海沟处俯冲。"),
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
                        Choice(T("At the mid-ocean ridge", "大洋中脊处"), T("Correct: new crust forms there.", "正确：新的洋壳在那里形成。"), True),
                        Choice(T("At the trench", "海沟处"), T("The oldest crust sinks there.", "在那里下沉的是最老的洋壳。")),
                        Choice(T("Under the continents", "大陆底下"), T("Continental rocks can be billions of years old.", "大陆岩石可以有几十亿年的历史。")),
                    ),
                ),
                Question(
                    T("Why does the ocean plate sink under the continent?", "为什么大洋板块会俯冲到大陆板块之下？"),
                    (
                        Choice(T("It is denser", "它的密度更大"), T("Yes: basalt is denser than continental granite.", "对：玄武岩的密度比大陆的花岗岩大。"), True),
                        Choice(T("It is hotter", "它更热"), T("Old ocean plates are cold.", "古老的大洋板块是冷的。")),
                        Choice(T("It is thicker", "它更厚"), T("Continental crust is thicker.", "大陆地壳更厚。")),
                    ),
                ),
            ),
            glossary=(
                (T("Lithosphere", "岩石圈"), T("The rigid crust and top of the mantle, broken into plates.", "由地壳和上地幔顶部组成的坚硬外层，分为若干板块。")),
                (T("Subduction", "俯冲"), T("One plate sinking beneath another.", "一个板块插入另一个板块之下。")),
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
                    T("Water from the slab melts the mantle above.", "板片释放的水使上方地幔熔融。"),
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
                    T("A ridge spreads at 4 cm/year. How wide is the ocean after 50 million years?", "某洋脊扩张速率为4厘米/年，5000万年后大洋有多宽？"),
                    (
                        Choice(T("2000 km", "2000千米"), T("Correct: 4 × 10⁻⁵ km × 5 × 10⁷ = 2000 km.", "正确：4 × 10⁻⁵ 千米 × 5 × 10⁷ = 2000千米。"), True),
                        Choice(T("200 km", "200千米"), T("Check the powers of ten: 1 cm/year is 10 km per million years.", "检查数量级：1厘米/年即每百万年10千米。")),
                        Choice(T("20 000 km", "20 000千米"), T("That is ten times too much.", "多算了10倍。")),
                    ),
                ),
                Question(
                    T("What mainly causes melting above a subducting slab?", "俯冲板片上方发生熔融的主要原因是什么？"),
                    (
                        Choice(T("Water released from the slab", "板片释放的水"), T("Yes: water lowers the melting point.", "对：水降低了岩石的熔点。"), True),
                        Choice(T("Friction heating alone", "仅靠摩擦生热"), T("Friction is minor; flux melting dominates.", "摩擦生热作用很小，主要是加水熔融。")),
                        Choice(T("The slab itself is molten", "板片本身是熔融的"), T("The slab is cold and solid.", "俯冲板片是冷的固体。")),
                    ),
                ),
            ),
            glossary=(
                (T("Asthenosphere", "软流层"), T("The weak, slowly flowing layer of the upper mantle below the plates.", "板块下方上地幔中软弱、可缓慢流动的层。")),
                (T("Slab pull", "板块拖曳"), T("The pull of a sinking slab on the rest of its plate.", "下沉的板片对板块其余部分的拖拉作用。")),
            ),
        ),
    },
)

TOPICS = [PLATE_TECTONICS]
