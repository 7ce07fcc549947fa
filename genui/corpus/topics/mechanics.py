"""Mechanics topics: free fall, projectile motion, the mass on a spring, levers, buoyancy."""

from genui.corpus.schema import Choice, LegendItem, Level, Question, Step, T, Topic

# Free fall: the time since the drop, restarting one second after landing.
_TAU = "(t % (sqrt(2 * h / grav) + 1))"
_SNAPS = "\n".join(
    f'<cl-sphere id="snap{k}" position="1.8 {0.4 + 8 - c * 9.81:.2f} 0" radius="0.3" color="[[light]]" opacity="0.35"></cl-sphere>'
    for k, c in ((1, 0.045), (2, 0.18), (3, 0.405), (4, 0.72))
)
_SNAP_BINDS = "\n".join(
    f'<cl-bind target="snap{k}" attr="position.y" expr="0.4 + h - {c} * grav"></cl-bind>\n'
    f'<cl-bind target="snap{k}" attr="visible" expr="h > {c} * grav"></cl-bind>'
    for k, c in ((1, 0.045), (2, 0.18), (3, 0.405), (4, 0.72))
)

FREE_FALL = Topic(
    slug="free-fall",
    subject="physics",
    names={
        "en": ("free fall", "falling objects", "acceleration due to gravity", "falling bodies"),
        "zh": ("自由落体运动", "自由落体", "重力加速度", "物体的下落"),
    },
    title=T("Free fall: how things speed up as they drop", "自由落体：物体下落时怎样越来越快"),
    palette={
        "heavy": ("#8d99ae", "#6c757d", "#adb5bd"),
        "light": ("#f4a261", "#ffb703", "#90be6d"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene=f"""
<cl-scene camera="0 5 16" target="0 4.5 0" background="[[background]]" label="{{{{A heavy and a light ball dropped together|一重一轻两个球同时下落}}}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="4 8 8" intensity="1"></cl-light>
<cl-plane id="ground" name="{{{{Ground|地面}}}}" width="12" depth="6" color="#3a4a3a"></cl-plane>
<cl-box id="ruler" name="{{{{Height scale, 1 m per mark|高度标尺，每格1米}}}}" position="-2.5 5 0" size="0.2 10 0.2" color="#e9ecef">
<cl-label offset="0 5.4 0" size="small">10 m</cl-label>
</cl-box>
<cl-group id="drop" name="{{{{Falling balls|下落的球}}}}" position="0 8.4 0">
<cl-sphere id="heavy" name="{{{{Heavy iron ball|重的铁球}}}}" position="-0.7 0 0" radius="0.4" color="[[heavy]]" metalness="0.6">
<cl-spin axis="0 0 1" period="3"></cl-spin>
<cl-torus radius="0.4" tube="0.04" rotation="0 0 90" color="#343a40"></cl-torus>
</cl-sphere>
<cl-sphere id="light" name="{{{{Light wooden ball|轻的木球}}}}" position="0.7 0 0" radius="0.4" color="[[light]]">
<cl-spin axis="0 0 1" period="3" clockwise="true"></cl-spin>
<cl-torus radius="0.4" tube="0.04" rotation="0 0 90" color="#6d4c41"></cl-torus>
</cl-sphere>
<cl-arrow id="vel" name="{{{{Velocity|速度}}}}" position="1.3 0 0" direction="0 -1 0" length="0" color="#ef476f"></cl-arrow>
</cl-group>
<cl-group id="snaps" name="{{{{Snapshots every 0.3 s|每隔0.3秒的位置}}}}" visible="false">
{_SNAPS}
</cl-group>
</cl-scene>
""",
    controls=f"""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="h" label="{{{{Drop height|下落高度}}}}" min="1" max="10" step="0.5" value="8" unit="m"></cl-slider>
<cl-select id="grav" label="{{{{Where|地点}}}}" value="9.81">
<cl-option value="9.81">{{{{Earth|地球}}}}</cl-option>
<cl-option value="3.71">{{{{Mars|火星}}}}</cl-option>
<cl-option value="1.62">{{{{Moon|月球}}}}</cl-option>
</cl-select>
<cl-toggle id="snap" label="{{{{Snapshots every 0.3 s|每隔0.3秒的位置}}}}">
<cl-bind target="snaps" attr="visible"></cl-bind>
</cl-toggle>
<cl-bind target="drop" attr="position.y" expr="0.4 + max(h - 0.5 * grav * {_TAU} ^ 2, 0)"></cl-bind>
<cl-bind target="vel" attr="length" expr="{_TAU} < sqrt(2 * h / grav) ? 0.15 * grav * {_TAU} : 0"></cl-bind>
{_SNAP_BINDS}
<cl-readout label="{{{{Time to fall|下落时间}}}}" expr="sqrt(2 * h / grav)" unit="s" digits="2"></cl-readout>
<cl-readout label="{{{{Speed on landing|落地速度}}}}" expr="sqrt(2 * grav * h)" unit="m/s" digits="1"></cl-readout>
</cl-controls>
""",
    chart="""
<cl-chart title="{{Time to fall and height|下落时间与高度}}" x="h" y="sqrt(2 * h / grav)" x-label="{{Height (m)|高度（米）}}" y-label="{{Time (s)|时间（秒）}}" x-min="0" x-max="10" y-min="0" color="[[light]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "Drop a heavy ball and a light ball together and watch which one lands first.",
                "让一个重球和一个轻球同时落下，看看谁先落地。",
            ),
            steps=(
                Step(
                    T("Let go!", "松手！"),
                    T("Both balls fall straight down.", "两个球都竖直往下落。"),
                    T(
                        "When you let go of something, the Earth pulls it down. We call this pull <strong>gravity</strong>.",
                        "松开手，东西就会往下掉，这是因为地球在吸引它。这种吸引叫作<strong>重力</strong>。",
                    ),
                    camera="0 5 16",
                    target="0 4.5 0",
                    highlight="drop",
                    sets=(("h", "8"), ("grav", "9.81")),
                ),
                Step(
                    T("Heavy and light", "一重一轻"),
                    T("They land at the same moment.", "它们同时落地。"),
                    T(
                        "The iron ball is much heavier than the wooden ball, but they fall side by side and land <strong>together</strong>.",
                        "铁球比木球重得多，可是它们并排下落，<strong>同时</strong>落地。",
                    ),
                    highlight="drop",
                ),
                Step(
                    T("On the Moon", "在月球上"),
                    T("On the Moon things fall more slowly.", "在月球上，东西落得慢。"),
                    T(
                        "The Moon pulls much more weakly than the Earth, so the balls drift down slowly. They still land together.",
                        "月球的吸引比地球弱得多，球慢悠悠地落下来，但仍然同时落地。",
                    ),
                    highlight="drop",
                    sets=(("grav", "1.62"),),
                ),
            ),
            section_heading=T("What did we find?", "我们发现了什么？"),
            section=(
                T(
                    "Things fall faster and faster as they drop. A heavy ball and a light ball of the same size fall together. A feather falls slowly only because the air gets in its way.",
                    "东西越往下落，速度越快。大小相同的重球和轻球一起落地。羽毛落得慢，是因为空气挡住了它。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "An iron ball and a wooden ball of the same size are dropped together. Which lands first?",
                        "同样大小的铁球和木球同时落下，谁先落地？",
                    ),
                    (
                        Choice(
                            T("They land together", "同时落地"),
                            T("Yes! Heavy and light fall together.", "对！重的和轻的一起落地。"),
                            True,
                        ),
                        Choice(
                            T("The iron ball", "铁球"),
                            T(
                                "Being heavier does not make it fall faster.",
                                "重并不会让它落得更快。",
                            ),
                        ),
                        Choice(
                            T("The wooden ball", "木球"),
                            T(
                                "Being lighter does not make it fall faster either.",
                                "轻也不会让它落得更快。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("What pulls falling things down?", "是什么把东西往下拉？"),
                    (
                        Choice(
                            T("Gravity", "重力"),
                            T(
                                "Right: the Earth pulls everything towards it.",
                                "对：地球吸引着一切物体。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The wind", "风"),
                            T(
                                "Things fall even when there is no wind.",
                                "没有风，东西也会往下落。",
                            ),
                        ),
                        Choice(
                            T("Magnets", "磁铁"),
                            T(
                                "Wood is not magnetic, but it still falls.",
                                "木头不会被磁铁吸引，却照样下落。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Gravity", "重力"),
                    T(
                        "The pull of the Earth that makes things fall.",
                        "地球对物体的吸引，它让物体往下落。",
                    ),
                ),
                (
                    T("Fall", "下落"),
                    T("To move down because of gravity.", "物体受重力作用往下运动。"),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "Without air resistance every object falls with the same acceleration, about 9.8 m/s² on Earth, whatever its mass.",
                "不计空气阻力时，所有物体下落的加速度都相同，在地球上约为9.8米/秒²，与质量无关。",
            ),
            steps=(
                Step(
                    T("Speeding up", "越落越快"),
                    T(
                        "The red arrow, the speed, grows as the balls fall.",
                        "红色箭头表示速度，下落时越来越长。",
                    ),
                    T(
                        "A falling object gains about <strong>9.8 m/s</strong> of speed every second. This steady gain is the acceleration due to gravity, <em>g</em>.",
                        "下落的物体每秒速度增加约<strong>9.8米/秒</strong>。这个恒定的加速度叫重力加速度，用 <em>g</em> 表示。",
                    ),
                    camera="0 5 16",
                    target="0 4.5 0",
                    highlight="vel",
                    sets=(("h", "10"), ("grav", "9.81"), ("snap", "0")),
                ),
                Step(
                    T("Snapshots", "频闪照片"),
                    T("Equal times, growing gaps.", "时间间隔相等，距离越来越大。"),
                    T(
                        "Snapshots every 0.3 s are further and further apart: in each interval the ball falls further than in the one before.",
                        "每隔0.3秒拍一次，相邻位置越来越远：每段相同时间里，球下落的距离都比上一段大。",
                    ),
                    highlight="snaps",
                    sets=(("snap", "1"),),
                ),
                Step(
                    T("Mass does not matter", "与质量无关"),
                    T(
                        "On Mars: slower, but still side by side.",
                        "在火星上：落得慢些，但仍然并排。",
                    ),
                    T(
                        "On Mars <em>g</em> is only 3.7 m/s², so the fall takes longer. Heavy and light balls still fall together, as Galileo argued.",
                        "火星上 <em>g</em> 只有3.7米/秒²，下落用时更长。但正如伽利略所说，重球和轻球仍然一起下落。",
                    ),
                    highlight="drop",
                    sets=(("grav", "3.71"),),
                ),
            ),
            section_heading=T("What about air?", "空气的影响"),
            section=(
                T(
                    "Real objects also push through air. For a stone the air hardly matters; for a feather or a sheet of paper air resistance is as large as its weight, so it drifts down slowly.",
                    "实际物体下落时还要穿过空气。对石块来说空气影响很小；而羽毛、纸片受到的空气阻力可以和重力一样大，所以飘落得很慢。",
                ),
                T(
                    "In a vacuum tube a feather and a coin fall side by side. Astronaut David Scott showed the same with a hammer and a feather on the Moon in 1971.",
                    "在抽成真空的管子里，羽毛和硬币一起下落。1971年，宇航员大卫·斯科特在月球上用锤子和羽毛演示了同样的现象。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A ball is dropped from rest on Earth. About how fast is it moving after 2 s?",
                        "在地球上由静止释放一个球，2秒后它的速度约是多少？",
                    ),
                    (
                        Choice(
                            T("About 20 m/s", "约20米/秒"),
                            T(
                                "Right: 9.8 m/s gained each second for 2 s.",
                                "对：每秒增加9.8米/秒，共2秒。",
                            ),
                            True,
                        ),
                        Choice(
                            T("About 9.8 m/s", "约9.8米/秒"),
                            T("That is its speed after 1 s.", "那是1秒后的速度。"),
                        ),
                        Choice(
                            T("About 40 m/s", "约40米/秒"),
                            T(
                                "The speed grows in proportion to the time, not its square.",
                                "速度与时间成正比，不是与时间的平方成正比。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why does a feather fall more slowly than a stone in air?",
                        "在空气中，羽毛为什么比石块落得慢？",
                    ),
                    (
                        Choice(
                            T(
                                "Air resistance is large compared with its weight",
                                "空气阻力相对它的重力很大",
                            ),
                            T(
                                "Correct: in a vacuum they fall together.",
                                "正确：在真空中它们一起下落。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Gravity does not act on feathers", "重力不作用在羽毛上"),
                            T("Gravity acts on every mass.", "重力作用在一切物体上。"),
                        ),
                        Choice(
                            T("Lighter things always fall slower", "轻的东西总是落得慢"),
                            T(
                                "Without air, light and heavy fall together.",
                                "没有空气时，轻重物体一起下落。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("What does g = 9.8 m/s² mean?", "g = 9.8米/秒² 表示什么？"),
                    (
                        Choice(
                            T(
                                "A falling object gains 9.8 m/s of speed each second",
                                "下落物体每秒速度增加9.8米/秒",
                            ),
                            T("Yes: that is an acceleration.", "对：这就是加速度。"),
                            True,
                        ),
                        Choice(
                            T("Everything falls 9.8 m each second", "物体每秒下落9.8米"),
                            T("The distance per second keeps growing.", "每秒下落的距离越来越大。"),
                        ),
                        Choice(
                            T("Everything falls at 9.8 m/s", "物体总以9.8米/秒下落"),
                            T(
                                "The speed is not constant; it increases.",
                                "速度不是恒定的，而是不断增大。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Acceleration", "加速度"),
                    T(
                        "How quickly the velocity changes, in m/s².",
                        "速度变化的快慢，单位是米/秒²。",
                    ),
                ),
                (
                    T("Air resistance", "空气阻力"),
                    T("The push of the air against a moving object.", "空气对运动物体的阻碍作用。"),
                ),
                (
                    T("Free fall", "自由落体运动"),
                    T(
                        "Falling from rest under gravity alone.",
                        "物体只在重力作用下从静止开始下落的运动。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Free fall is uniformly accelerated motion from rest: v = gt, h = ½gt² and v² = 2gh, independent of the mass.",
                "自由落体运动是初速度为零的匀加速直线运动：v = gt，h = ½gt²，v² = 2gh，与质量无关。",
            ),
            steps=(
                Step(
                    T("v = gt", "v = gt"),
                    T(
                        "The velocity arrow grows in proportion to time.",
                        "速度箭头随时间均匀增长。",
                    ),
                    T(
                        "With only gravity acting, <em>a</em> = <em>F</em>/<em>m</em> = <em>mg</em>/<em>m</em> = <em>g</em>: the mass cancels. Starting from rest, <em>v</em> = <em>gt</em>.",
                        "只受重力时，<em>a</em> = <em>F</em>/<em>m</em> = <em>mg</em>/<em>m</em> = <em>g</em>，质量被约去。从静止开始，<em>v</em> = <em>gt</em>。",
                    ),
                    camera="0 5 16",
                    target="0 4.5 0",
                    highlight="vel",
                    sets=(("h", "10"), ("grav", "9.81"), ("snap", "0")),
                ),
                Step(
                    T("1 : 3 : 5 : 7", "1 : 3 : 5 : 7"),
                    T(
                        "Gaps in equal times grow as the odd numbers.",
                        "相等时间内的位移之比为连续奇数之比。",
                    ),
                    T(
                        "Since <em>h</em> = ½<em>gt</em>², the distances fallen after 1, 2, 3, 4 equal intervals are in the ratio 1 : 4 : 9 : 16, so the gaps are 1 : 3 : 5 : 7. Here 0.44 m, 1.32 m, 2.21 m, 3.09 m.",
                        "由 <em>h</em> = ½<em>gt</em>² 可知，经过1、2、3、4个相等时间间隔，下落距离之比为 1 : 4 : 9 : 16，相邻间隔内的位移之比为 1 : 3 : 5 : 7，即0.44米、1.32米、2.21米、3.09米。",
                    ),
                    highlight="snaps",
                    sets=(("snap", "1"),),
                ),
                Step(
                    T("v² = 2gh", "v² = 2gh"),
                    T(
                        "Four times the height, twice the landing speed.",
                        "高度变为4倍，落地速度变为2倍。",
                    ),
                    T(
                        "Eliminating <em>t</em> gives <em>v</em> = √(2<em>gh</em>). From 10 m an object lands at 14 m/s; from 2.5 m at 7 m/s. The fall time √(2<em>h</em>/<em>g</em>) also grows only as √<em>h</em>.",
                        "消去 <em>t</em> 得 <em>v</em> = √(2<em>gh</em>)。从10米高处落下，落地速度为14米/秒；从2.5米处落下为7米/秒。下落时间 √(2<em>h</em>/<em>g</em>) 也只与 √<em>h</em> 成正比。",
                    ),
                    highlight="drop",
                    sets=(("h", "2.5"), ("snap", "0")),
                ),
            ),
            section_heading=T("Measuring g", "测量重力加速度"),
            section=(
                T(
                    "Drop a ball through two light gates 1.00 m apart, starting 0.20 m above the first. Timing the passage between them and applying <em>h</em> = ½<em>gt</em>² to both positions gives <em>g</em> to within about 1%. In real falls air resistance grows with speed until it balances the weight: a skydiver reaches a terminal speed of about 55 m/s.",
                    "让小球从第一个光电门上方0.20米处落下，依次通过相距1.00米的两个光电门。测出通过两门的时间，对两个位置分别应用 <em>h</em> = ½<em>gt</em>²，可以测得 <em>g</em>，误差约1%。实际下落中空气阻力随速度增大，直到与重力平衡：跳伞运动员的收尾速度约为55米/秒。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A stone falls from rest for 3.0 s (g = 9.8 m/s², no air). How far does it fall?",
                        "石块由静止下落3.0秒（g = 9.8米/秒²，不计空气阻力），下落多高？",
                    ),
                    (
                        Choice(
                            T("44 m", "44米"),
                            T("Right: ½ × 9.8 × 3.0² ≈ 44 m.", "对：½ × 9.8 × 3.0² ≈ 44米。"),
                            True,
                        ),
                        Choice(
                            T("29 m", "29米"),
                            T(
                                "That is gt, the speed in m/s, not the distance.",
                                "那是 gt，即速度的数值，不是距离。",
                            ),
                        ),
                        Choice(T("88 m", "88米"), T("You forgot the factor ½.", "漏掉了系数 ½。")),
                    ),
                ),
                Question(
                    T(
                        "Doubling the drop height multiplies the landing speed by…",
                        "下落高度加倍，落地速度变为原来的……",
                    ),
                    (
                        Choice(
                            T("√2 ≈ 1.41", "√2 ≈ 1.41倍"),
                            T("Yes: v = √(2gh).", "对：v = √(2gh)。"),
                            True,
                        ),
                        Choice(
                            T("2", "2倍"),
                            T(
                                "The speed grows with the square root of the height.",
                                "速度与高度的平方根成正比。",
                            ),
                        ),
                        Choice(
                            T("4", "4倍"),
                            T(
                                "That would need the speed to grow as h².",
                                "那要求速度与 h² 成正比。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "In free fall, why is the acceleration the same for all masses?",
                        "自由落体中，为什么不同质量的物体加速度相同？",
                    ),
                    (
                        Choice(
                            T(
                                "Weight and inertia are both proportional to mass",
                                "重力和惯性都与质量成正比",
                            ),
                            T("Correct: a = mg/m = g.", "正确：a = mg/m = g。"),
                            True,
                        ),
                        Choice(
                            T(
                                "Gravity pulls every object with the same force",
                                "重力对每个物体的作用力都相同",
                            ),
                            T(
                                "The force mg is larger for larger masses.",
                                "质量越大，重力 mg 越大。",
                            ),
                        ),
                        Choice(
                            T("Air resistance evens them out", "空气阻力把它们拉平了"),
                            T("Free fall ignores air resistance.", "自由落体不考虑空气阻力。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Uniform acceleration", "匀加速运动"),
                    T(
                        "Motion whose velocity changes by equal amounts in equal times.",
                        "在相等时间内速度变化相等的运动。",
                    ),
                ),
                (
                    T("Terminal velocity", "收尾速度"),
                    T(
                        "The constant speed reached when air resistance balances the weight.",
                        "空气阻力与重力平衡时物体达到的恒定速度。",
                    ),
                ),
                (
                    T("g", "g"),
                    T(
                        "The acceleration of free fall, 9.8 m/s² near the Earth's surface.",
                        "自由落体加速度，地球表面附近约为9.8米/秒²。",
                    ),
                ),
            ),
        ),
    },
)

# Projectile: flight time, and the time since launch (clipped to the flight, restarting 1 s after landing).
_TF = "(2 * v * sin(rad(ang)) / g)"
_TS = f"min(t % ({_TF} + 1), {_TF})"
_PATH = "\n".join(
    f'<cl-sphere id="dot{k}" radius="0.2" color="[[path]]"></cl-sphere>' for k in range(1, 4)
)
_PATH_BINDS = "\n".join(
    f'<cl-bind target="dot{k}" attr="position.x" expr="{k / 4} * v ^ 2 * sin(rad(2 * ang)) / g"></cl-bind>\n'
    f'<cl-bind target="dot{k}" attr="position.y" expr="0.4 + {2 * (k / 4) * (1 - k / 4)} * (v * sin(rad(ang))) ^ 2 / g"></cl-bind>'
    for k in range(1, 4)
)

PROJECTILE = Topic(
    slug="projectile-motion",
    subject="physics",
    names={
        "en": (
            "projectile motion",
            "projectiles",
            "trajectory of a thrown ball",
            "range of a projectile",
        ),
        "zh": ("抛体运动", "斜抛运动", "平抛与斜抛", "抛物线运动"),
    },
    title=T("Projectile motion: the path of a launched ball", "抛体运动：抛出的小球怎样飞行"),
    palette={
        "ball": ("#f4a261", "#ffb703", "#ef476f"),
        "path": ("#8ecae6", "#a8dadc", "#bde0fe"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene=f"""
<cl-scene camera="10 7 22" target="10 3 0" background="[[background]]" label="{{{{A launcher fires a ball that flies in a curve and lands further on|发射器抛出的小球沿曲线飞行后落地}}}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="6 10 8" intensity="1"></cl-light>
<cl-plane id="ground" name="{{{{Ground|地面}}}}" position="11 0 0" width="32" depth="6" color="#3a4a3a"></cl-plane>
<cl-group id="cannon" name="{{{{Launcher|发射器}}}}" position="0 0.4 0" rotation="0 0 -45">
<cl-cylinder id="barrel" position="0 0.5 0" radius="0.45" height="1.6" color="#6c757d" metalness="0.5"></cl-cylinder>
</cl-group>
<cl-group id="shot" name="{{{{Ball|小球}}}}" position="0 0.4 0">
<cl-sphere id="ball" name="{{{{Ball|小球}}}}" radius="0.4" color="[[ball]]">
<cl-spin axis="0 0 1" period="1.5" clockwise="true"></cl-spin>
<cl-torus radius="0.4" tube="0.05" rotation="0 0 90" color="#ffffff"></cl-torus>
</cl-sphere>
<cl-arrow id="vx" name="{{{{Horizontal velocity|水平速度}}}}" direction="1 0 0" length="1.8" color="#06d6a0"></cl-arrow>
<cl-arrow id="vy" name="{{{{Vertical velocity|竖直速度}}}}" direction="0 1 0" length="1.8" color="#ef476f"></cl-arrow>
</cl-group>
<cl-ring id="landing" name="{{{{Landing point|落点}}}}" position="10.2 0.02 0" inner="0.5" outer="0.7" color="#ffd166"></cl-ring>
<cl-group id="path" name="{{{{Path|轨迹}}}}" visible="false">
{_PATH}
</cl-group>
</cl-scene>
""",
    controls=f"""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="v" label="{{{{Launch speed|抛出速度}}}}" min="4" max="14" step="0.5" value="10" unit="m/s"></cl-slider>
<cl-slider id="ang" label="{{{{Launch angle|抛射角}}}}" min="10" max="80" step="1" value="45" unit="°">
<cl-bind target="cannon" attr="rotation.z" expr="ang - 90"></cl-bind>
</cl-slider>
<cl-toggle id="trace" label="{{{{Show the path|显示轨迹}}}}">
<cl-bind target="path" attr="visible"></cl-bind>
</cl-toggle>
<cl-bind target="shot" attr="position.x" expr="v * cos(rad(ang)) * {_TS}"></cl-bind>
<cl-bind target="shot" attr="position.y" expr="0.4 + v * sin(rad(ang)) * {_TS} - 0.5 * g * {_TS} ^ 2"></cl-bind>
<cl-bind target="vx" attr="length" expr="0.2 * v * cos(rad(ang))"></cl-bind>
<cl-bind target="vy" attr="direction.y" expr="v * sin(rad(ang)) - g * {_TS}"></cl-bind>
<cl-bind target="vy" attr="length" expr="0.2 * abs(v * sin(rad(ang)) - g * {_TS})"></cl-bind>
<cl-bind target="landing" attr="position.x" expr="v ^ 2 * sin(rad(2 * ang)) / g"></cl-bind>
{_PATH_BINDS}
<cl-readout label="{{{{Range|射程}}}}" expr="v ^ 2 * sin(rad(2 * ang)) / g" unit="m" digits="1"></cl-readout>
<cl-readout label="{{{{Highest point|最大高度}}}}" expr="(v * sin(rad(ang))) ^ 2 / (2 * g)" unit="m" digits="1"></cl-readout>
</cl-controls>
""",
    chart="""
<cl-chart title="{{Range and launch angle|射程与抛射角}}" x="ang" y="v ^ 2 * sin(rad(2 * ang)) / g" x-label="{{Angle (°)|抛射角（°）}}" y-label="{{Range (m)|射程（米）}}" x-min="0" x-max="90" y-min="0" color="[[ball]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "Launch a ball and see how its speed and angle decide where it lands.",
                "把小球抛出去，看看抛出的快慢和角度怎样决定它落在哪里。",
            ),
            steps=(
                Step(
                    T("A curved path", "弯弯的路线"),
                    T(
                        "The ball flies up, curves over and comes down.",
                        "小球先向上飞，再拐弯落下。",
                    ),
                    T(
                        "A thrown ball never flies in a straight line. Gravity keeps pulling it down, so its path bends into a curve like a rainbow.",
                        "抛出的小球不会沿直线飞。重力一直把它往下拉，所以它的路线弯成像彩虹一样的曲线。",
                    ),
                    camera="10 7 22",
                    target="10 3 0",
                    highlight="ball",
                    sets=(("v", "10"), ("ang", "45"), ("trace", "1")),
                ),
                Step(
                    T("Throw harder", "用力一点"),
                    T(
                        "Faster launch: the ball lands much further away.",
                        "抛得快，小球落得远得多。",
                    ),
                    T(
                        "Launch the ball faster and it flies higher and lands much <strong>further</strong> away. Look where the yellow ring moves.",
                        "抛出的速度越大，小球飞得越高，落得越<strong>远</strong>。看看黄色圆圈移到了哪里。",
                    ),
                    highlight="landing",
                    sets=(("v", "14"),),
                ),
                Step(
                    T("Too steep", "太陡了"),
                    T("Very steep: high but not far.", "角度太陡：飞得高，却不远。"),
                    T(
                        "Aim almost straight up and the ball goes high but lands close by. Aim too flat and it hits the ground quickly. In between, it goes furthest.",
                        "几乎竖直向上抛，小球飞得很高，却落在近处；抛得太平，它很快就落地。角度适中时，它飞得最远。",
                    ),
                    highlight="landing",
                    sets=(("ang", "75"),),
                ),
            ),
            section_heading=T("Throwing games", "投掷游戏"),
            section=(
                T(
                    "When you throw a ball to a friend, you choose how hard to throw and how high to aim. Basketball players do the same without even thinking about it.",
                    "把球抛给朋友时，你会选择用多大的力、朝多高的方向抛。篮球运动员投篮时，也在不知不觉地这样做。",
                ),
            ),
            quiz=(
                Question(
                    T("How can you make the ball land further away?", "怎样让小球落得更远？"),
                    (
                        Choice(
                            T("Launch it faster", "抛得更快"),
                            T("Yes! More speed, longer flight.", "对！速度越大，飞得越远。"),
                            True,
                        ),
                        Choice(
                            T("Launch it slower", "抛得更慢"),
                            T("A slower ball lands closer.", "速度小，小球落得近。"),
                        ),
                        Choice(
                            T("Aim straight up", "竖直向上抛"),
                            T(
                                "Straight up, it comes back down where it started.",
                                "竖直向上抛，它会落回原处。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why does the path of a thrown ball curve down?",
                        "抛出的小球为什么会向下拐弯？",
                    ),
                    (
                        Choice(
                            T("Gravity pulls it down", "重力把它往下拉"), T("Right.", "对。"), True
                        ),
                        Choice(
                            T("It gets tired", "它累了"),
                            T(
                                "Balls do not get tired: gravity pulls them.",
                                "小球不会累，是重力在拉它。",
                            ),
                        ),
                        Choice(
                            T("The air pushes it down", "空气把它往下压"),
                            T(
                                "Air mostly slows it; gravity bends the path.",
                                "空气主要让它变慢，让路线弯下来的是重力。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Path", "路线"),
                    T("The line an object follows as it moves.", "物体运动时经过的线。"),
                ),
                (T("Angle", "角度"), T("How steeply something is aimed.", "朝向的倾斜程度。")),
            ),
        ),
        "middle": Level(
            summary=T(
                "A projectile moves sideways at a steady speed while it falls like a dropped object; together this gives a curved path, longest at 45°.",
                "抛体在水平方向匀速前进，同时在竖直方向像自由落体一样受重力作用；两者合成一条曲线，45°时射程最远。",
            ),
            steps=(
                Step(
                    T("Two motions at once", "两个运动同时进行"),
                    T("Green arrow: steady. Red arrow: changes.", "绿色箭头不变，红色箭头在变。"),
                    T(
                        "The green arrow, the horizontal velocity, stays the same. The red arrow, the vertical velocity, shrinks on the way up, is zero at the top and grows on the way down.",
                        "绿色箭头表示水平速度，始终不变。红色箭头表示竖直速度：上升时变短，到最高点为零，下落时又变长。",
                    ),
                    camera="4 3 12",
                    target="5 2.5 0",
                    highlight="shot",
                    sets=(("v", "10"), ("ang", "45"), ("trace", "0")),
                ),
                Step(
                    T("The path is a parabola", "轨迹是抛物线"),
                    T("A symmetric curve: a parabola.", "对称的曲线：抛物线。"),
                    T(
                        "The path is a <strong>parabola</strong>, the same shape on the way up and on the way down. At 10 m/s and 45° the ball lands about 10 m away.",
                        "小球的轨迹是一条<strong>抛物线</strong>，上升段和下降段形状对称。以10米/秒、45°抛出，小球落在约10米远处。",
                    ),
                    camera="10 7 22",
                    target="10 3 0",
                    highlight="path",
                    sets=(("trace", "1"),),
                ),
                Step(
                    T("30° and 60°", "30°和60°"),
                    T("30° and 60° give the same range.", "30°和60°的射程相同。"),
                    T(
                        "Try 30° and then 60°: the ball lands at the same spot, 8.8 m away. Angles that add up to 90° give equal ranges, and 45° gives the greatest range.",
                        "先试30°，再试60°：小球落在同一位置，约8.8米远。两个角度之和为90°时射程相等，45°时射程最大。",
                    ),
                    highlight="landing",
                    sets=(("ang", "60"),),
                ),
            ),
            section_heading=T("Independent motions", "运动的独立性"),
            section=(
                T(
                    "The horizontal and vertical motions do not affect each other. A ball fired sideways from a table and a ball dropped from the same height hit the floor at the same moment.",
                    "水平方向和竖直方向的运动互不影响。从桌边水平抛出的小球与同一高度自由下落的小球同时落地。",
                ),
                T(
                    "Real throws differ a little: air resistance shortens the flight of a light ball, and a shot-putter, who releases the shot above the ground, throws furthest at about 40°.",
                    "实际投掷略有不同：空气阻力会缩短轻球的射程；推铅球时出手点高于地面，最佳出手角约为40°。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Ignoring air, which launch angle gives the longest range?",
                        "不计空气阻力，哪个抛射角射程最大？",
                    ),
                    (
                        Choice(T("45°", "45°"), T("Right.", "对。"), True),
                        Choice(
                            T("30°", "30°"),
                            T(
                                "30° gives the same range as 60°, less than 45°.",
                                "30°与60°射程相同，都小于45°。",
                            ),
                        ),
                        Choice(
                            T("80°", "80°"),
                            T("Steep launches go high but not far.", "角度陡，飞得高却不远。"),
                        ),
                    ),
                ),
                Question(
                    T("At the top of its path, the ball's velocity is…", "小球在最高点时的速度……"),
                    (
                        Choice(
                            T("horizontal, not zero", "沿水平方向，不为零"),
                            T("Yes: only the vertical part is zero.", "对：只有竖直分速度为零。"),
                            True,
                        ),
                        Choice(
                            T("zero", "为零"),
                            T("The horizontal velocity never changes.", "水平速度始终不变。"),
                        ),
                        Choice(
                            T("straight down", "竖直向下"),
                            T(
                                "It starts to point downwards only after the top.",
                                "过了最高点才开始向下。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Projectile", "抛体"),
                    T(
                        "An object that moves only under gravity after being launched.",
                        "抛出后只受重力作用的物体。",
                    ),
                ),
                (
                    T("Range", "射程"),
                    T(
                        "The horizontal distance from launch to landing.",
                        "从抛出点到落点的水平距离。",
                    ),
                ),
                (
                    T("Parabola", "抛物线"),
                    T("The symmetric curve a projectile follows.", "抛体运动所走的对称曲线。"),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Split the launch velocity into v cos θ and v sin θ: uniform motion horizontally, uniform acceleration g vertically, range R = v² sin 2θ / g.",
                "把初速度分解为 v cos θ 和 v sin θ：水平方向匀速直线运动，竖直方向加速度为 g，射程 R = v² sin 2θ / g。",
            ),
            steps=(
                Step(
                    T("Resolve the velocity", "分解速度"),
                    T(
                        "vₓ = v cos θ stays constant; v_y = v sin θ − gt.",
                        "vₓ = v cos θ 不变；v_y = v sin θ − gt。",
                    ),
                    T(
                        "With no horizontal force, <em>vₓ</em> = <em>v</em> cos θ is constant. Vertically the acceleration is −<em>g</em>, so <em>v_y</em> = <em>v</em> sin θ − <em>gt</em>, which is zero at the top.",
                        "水平方向不受力，<em>vₓ</em> = <em>v</em> cos θ 保持不变。竖直方向加速度为 −<em>g</em>，<em>v_y</em> = <em>v</em> sin θ − <em>gt</em>，到最高点时为零。",
                    ),
                    camera="4 3 12",
                    target="5 2.5 0",
                    highlight="shot",
                    sets=(("v", "10"), ("ang", "45"), ("trace", "0")),
                ),
                Step(
                    T("Time of flight and range", "飞行时间与射程"),
                    T(
                        "T = 2v sin θ / g; R = vₓT = v² sin 2θ / g.",
                        "T = 2v sin θ / g；R = vₓT = v² sin 2θ / g。",
                    ),
                    T(
                        "The ball lands when <em>y</em> = 0 again, after <em>T</em> = 2<em>v</em> sin θ / <em>g</em>. Then <em>R</em> = <em>v</em> cos θ · <em>T</em> = <em>v</em>² sin 2θ / <em>g</em>: maximal at θ = 45°, and 14 m/s gives 20 m.",
                        "当 <em>y</em> 再次为零时小球落地，飞行时间 <em>T</em> = 2<em>v</em> sin θ / <em>g</em>。于是 <em>R</em> = <em>v</em> cos θ · <em>T</em> = <em>v</em>² sin 2θ / <em>g</em>，θ = 45° 时最大；速度14米/秒时射程为20米。",
                    ),
                    camera="10 7 22",
                    target="10 3 0",
                    highlight="landing",
                    sets=(("v", "14"), ("trace", "1")),
                ),
                Step(
                    T("Maximum height", "最大高度"),
                    T(
                        "H = v² sin²θ / 2g depends only on the vertical part.",
                        "H = v² sin²θ / 2g 只由竖直分速度决定。",
                    ),
                    T(
                        "At the top <em>v_y</em> = 0, so <em>H</em> = (<em>v</em> sin θ)² / 2<em>g</em>. Eliminating <em>t</em> from <em>x</em> and <em>y</em> gives <em>y</em> = <em>x</em> tan θ − <em>gx</em>² / (2<em>v</em>² cos²θ): a parabola.",
                        "最高点处 <em>v_y</em> = 0，所以 <em>H</em> = (<em>v</em> sin θ)² / 2<em>g</em>。由 <em>x</em>、<em>y</em> 的表达式消去 <em>t</em>，得 <em>y</em> = <em>x</em> tan θ − <em>gx</em>² / (2<em>v</em>² cos²θ)，是一条抛物线。",
                    ),
                    highlight="path",
                    sets=(("ang", "70"),),
                ),
            ),
            section_heading=T("Limits of the model", "模型的适用范围"),
            section=(
                T(
                    "The model assumes uniform g and no air resistance. For a football or a golf ball drag and spin matter a lot: a golf drive at 70 m/s would carry 500 m in a vacuum but actually travels about 250 m. For long-range shells the curvature of the Earth also enters.",
                    "该模型假设 g 恒定且不计空气阻力。对足球、高尔夫球来说，空气阻力和旋转影响很大：以70米/秒击出的高尔夫球在真空中能飞500米，实际只飞约250米。远程炮弹还要考虑地球的曲率。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A ball is launched at 20 m/s at 30° (g = 10 m/s²). How long is it in the air?",
                        "小球以20米/秒、30°抛出（g取10米/秒²），在空中飞行多长时间？",
                    ),
                    (
                        Choice(
                            T("2 s", "2秒"),
                            T(
                                "Right: T = 2 × 20 × 0.5 / 10 = 2 s.",
                                "对：T = 2 × 20 × 0.5 / 10 = 2秒。",
                            ),
                            True,
                        ),
                        Choice(
                            T("1 s", "1秒"),
                            T("That is the time to the top only.", "那只是上升到最高点的时间。"),
                        ),
                        Choice(
                            T("3.5 s", "3.5秒"),
                            T(
                                "You used cos 30° instead of sin 30°.",
                                "你用了 cos 30°，应该用 sin 30°。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Which quantity stays constant during the flight (no air)?",
                        "飞行过程中（不计空气阻力）哪个量保持不变？",
                    ),
                    (
                        Choice(
                            T("The horizontal velocity", "水平分速度"),
                            T("Yes: there is no horizontal force.", "对：水平方向不受力。"),
                            True,
                        ),
                        Choice(
                            T("The vertical velocity", "竖直分速度"),
                            T("It changes by g every second.", "它每秒改变 g。"),
                        ),
                        Choice(
                            T("The speed", "速率"),
                            T("The speed is smallest at the top.", "速率在最高点最小。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Doubling the launch speed at a fixed angle multiplies the range by…",
                        "抛射角不变，初速度加倍，射程变为原来的……",
                    ),
                    (
                        Choice(T("4", "4倍"), T("Correct: R ∝ v².", "正确：R ∝ v²。"), True),
                        Choice(
                            T("2", "2倍"),
                            T("Both the flight time and vₓ double.", "飞行时间和水平速度都加倍。"),
                        ),
                        Choice(
                            T("√2", "√2倍"),
                            T("The range grows faster than the speed.", "射程增长得比速度快。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Components", "分量"),
                    T(
                        "The horizontal and vertical parts of a vector.",
                        "矢量在水平和竖直方向上的部分。",
                    ),
                ),
                (
                    T("Time of flight", "飞行时间"),
                    T(
                        "The time from launch to landing, 2v sin θ / g on level ground.",
                        "从抛出到落地的时间，在水平地面上为 2v sin θ / g。",
                    ),
                ),
                (
                    T("Drag", "空气阻力"),
                    T(
                        "The resisting force of the air on a moving body.",
                        "空气对运动物体的阻碍力。",
                    ),
                ),
            ),
        ),
    },
)

# Mass on a spring: a zigzag of unit length, stretched by the group's scale (1 scene unit = 0.2 m).
_ZIGZAG = ", ".join(
    ["0 0 0", "0 -0.06 0"]
    + [f"{0.3 if i % 2 else -0.3} {-0.06 - 0.88 * (i + 0.5) / 14:.3f} 0" for i in range(14)]
    + ["0 -0.94 0", "0 -1 0"]
)

SPRING = Topic(
    slug="mass-on-a-spring",
    subject="physics",
    names={
        "en": ("mass on a spring", "spring oscillator", "spring-mass system", "oscillating spring"),
        "zh": ("弹簧振子", "竖直弹簧振子", "弹簧上的物体振动", "弹簧振动"),
    },
    title=T("A mass on a spring: bouncing up and down", "弹簧振子：上下振动的物块"),
    palette={
        "mass": ("#e76f51", "#f4a261", "#ef476f"),
        "spring": ("#8ecae6", "#d9dde8", "#a8dadc"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene=f"""
<cl-scene camera="0 -2.5 11" target="0 -3 0" background="[[background]]" label="{{{{A block hanging from a spring bounces up and down|挂在弹簧下的物块上下振动}}}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="4 6 8" intensity="1"></cl-light>
<cl-box id="support" name="{{{{Support|支架}}}}" position="0 0.1 0" size="3 0.2 0.8" color="#8d99ae"></cl-box>
<cl-group id="spring" name="{{{{Spring|弹簧}}}}" scale="1 3.23 1">
<cl-line points="{_ZIGZAG}" color="[[spring]]"></cl-line>
</cl-group>
<cl-group id="rest" name="{{{{Equilibrium position|平衡位置}}}}" position="0 -3.23 0">
<cl-line points="-1.6 0 0, 1.6 0 0" dashed="true" color="#ffd166"></cl-line>
</cl-group>
<cl-group id="block" name="{{{{Block|物块}}}}" position="0 -3.63 0">
<cl-oscillate id="bounce" axis="0 1 0" amplitude="0.5" period="0.99" phase="90"></cl-oscillate>
<cl-box id="mass" name="{{{{Block|物块}}}}" size="0.8 0.8 0.8" color="[[mass]]">
<cl-label color="#ffe3c2" size="small">m</cl-label>
</cl-box>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="m" label="{{Mass|质量}}" min="0.1" max="1" step="0.05" value="0.5" unit="kg">
<cl-bind target="mass" attr="scale.x" expr="(m / 0.5) ^ (1 / 3)"></cl-bind>
<cl-bind target="mass" attr="scale.y" expr="(m / 0.5) ^ (1 / 3)"></cl-bind>
<cl-bind target="mass" attr="scale.z" expr="(m / 0.5) ^ (1 / 3)"></cl-bind>
</cl-slider>
<cl-slider id="k" label="{{Spring stiffness k|劲度系数 k}}" min="20" max="60" step="1" value="20" unit="N/m"></cl-slider>
<cl-slider id="A" label="{{Amplitude|振幅}}" min="0" max="0.15" step="0.01" value="0.1" unit="m">
<cl-bind target="bounce" attr="amplitude" expr="5 * A"></cl-bind>
</cl-slider>
<cl-bind target="bounce" attr="period" expr="2 * pi * sqrt(m / k)"></cl-bind>
<cl-bind target="rest" attr="position.y" expr="-2 - 5 * m * g / k"></cl-bind>
<cl-bind target="block" attr="position.y" expr="-2 - 5 * m * g / k - 0.4 * (m / 0.5) ^ (1 / 3)"></cl-bind>
<cl-bind target="spring" attr="scale.y" expr="2 + 5 * m * g / k - 5 * A * cos(t * sqrt(k / m))"></cl-bind>
<cl-readout label="{{Period|周期}}" expr="2 * pi * sqrt(m / k)" unit="s" digits="2"></cl-readout>
<cl-readout label="{{Top speed|最大速度}}" expr="A * sqrt(k / m)" unit="m/s" digits="2"></cl-readout>
</cl-controls>
""",
    chart="""
<cl-chart title="{{Period and mass|周期与质量}}" x="m" y="2 * pi * sqrt(m / k)" x-label="{{Mass (kg)|质量（千克）}}" y-label="{{Period (s)|周期（秒）}}" x-min="0" x-max="1" y-min="0" color="[[mass]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "Hang a block on a spring, pull it down and let go: it bounces up and down again and again.",
                "把物块挂在弹簧下，往下一拉再松手，它就会一次又一次地上下跳动。",
            ),
            steps=(
                Step(
                    T("Up and down", "上上下下"),
                    T(
                        "The spring stretches and squeezes as the block bounces.",
                        "物块跳动时，弹簧一会儿被拉长，一会儿缩短。",
                    ),
                    T(
                        "A stretched spring pulls back. When the block goes down the spring pulls it up, and when it goes up the spring lets it fall again.",
                        "弹簧被拉长后会往回拉。物块往下走时，弹簧把它拉上来；物块往上走时，又让它落下去。",
                    ),
                    camera="0 -2.5 11",
                    target="0 -3 0",
                    highlight="spring",
                    sets=(("m", "0.5"), ("k", "20"), ("A", "0.1")),
                ),
                Step(
                    T("A heavier block", "重一点的物块"),
                    T("Heavier block: slower bounces.", "物块重，跳得慢。"),
                    T(
                        "Hang a heavier block. It stretches the spring further and bounces more <strong>slowly</strong>.",
                        "换一个重一点的物块，弹簧被拉得更长，物块跳得更<strong>慢</strong>。",
                    ),
                    highlight="mass",
                    sets=(("m", "1"),),
                ),
                Step(
                    T("A stiffer spring", "硬一点的弹簧"),
                    T("Stiff spring: quick bounces.", "弹簧硬，跳得快。"),
                    T(
                        "A stiff spring is hard to stretch. It pulls back strongly, so the block bounces <strong>faster</strong>.",
                        "硬弹簧不容易拉长，回拉的力大，所以物块跳得更<strong>快</strong>。",
                    ),
                    highlight="spring",
                    sets=(("k", "60"),),
                ),
            ),
            section_heading=T("Springs around us", "身边的弹簧"),
            section=(
                T(
                    "Springs are in beds, car wheels and pens. They store energy when you squash or stretch them and give it back when they spring back.",
                    "床垫、汽车轮子和圆珠笔里都有弹簧。你压它或拉它时，弹簧储存能量；它弹回时，又把能量放出来。",
                ),
            ),
            quiz=(
                Question(
                    T("How can you make the block bounce faster?", "怎样让物块跳得更快？"),
                    (
                        Choice(
                            T("Use a stiffer spring", "换一根更硬的弹簧"),
                            T("Yes! A stiff spring pulls back hard.", "对！硬弹簧回拉的力大。"),
                            True,
                        ),
                        Choice(
                            T("Use a heavier block", "换一个更重的物块"),
                            T("A heavier block bounces more slowly.", "物块越重，跳得越慢。"),
                        ),
                        Choice(
                            T("Paint the spring", "给弹簧涂上颜色"),
                            T("Colour does not change the bouncing.", "颜色不会改变跳动。"),
                        ),
                    ),
                ),
                Question(
                    T("What does a stretched spring do?", "被拉长的弹簧会怎样？"),
                    (
                        Choice(
                            T("It pulls back", "往回拉"),
                            T(
                                "Right: it tries to get back to its own length.",
                                "对：它总想恢复原来的长度。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Nothing", "什么也不做"),
                            T(
                                "Feel it: a stretched spring pulls your hand.",
                                "拉一拉就知道，弹簧会拉你的手。",
                            ),
                        ),
                        Choice(
                            T("It pushes further away", "往外推"),
                            T(
                                "A stretched spring pulls; a squashed one pushes.",
                                "拉长的弹簧往回拉，压缩的弹簧往外推。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Spring", "弹簧"),
                    T(
                        "A coil of wire that can stretch and spring back.",
                        "能被拉长又能弹回原状的金属圈。",
                    ),
                ),
                (
                    T("Bounce", "振动"),
                    T("Moving up and down again and again.", "一次又一次地来回运动。"),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "A spring pulls with a force proportional to its stretch (Hooke's law); a block hanging on it oscillates about its equilibrium position.",
                "弹簧的弹力与伸长量成正比（胡克定律）；挂在弹簧下的物块在平衡位置附近上下振动。",
            ),
            steps=(
                Step(
                    T("Hooke's law", "胡克定律"),
                    T(
                        "At the dashed line the spring force balances the weight.",
                        "在虚线处，弹力与重力平衡。",
                    ),
                    T(
                        "The spring force is <em>F</em> = <em>kx</em>, where <em>x</em> is the stretch. The block rests where <em>kx</em> = <em>mg</em>: for 0.5 kg on a 20 N/m spring, <em>x</em> ≈ 0.25 m.",
                        "弹力 <em>F</em> = <em>kx</em>，<em>x</em> 为弹簧的伸长量。物块静止时 <em>kx</em> = <em>mg</em>：0.5千克的物块挂在劲度系数为20牛/米的弹簧上，伸长约0.25米。",
                    ),
                    camera="0 -2.5 11",
                    target="0 -3 0",
                    highlight="rest",
                    sets=(("m", "0.5"), ("k", "20"), ("A", "0.1")),
                ),
                Step(
                    T("Oscillation", "振动"),
                    T(
                        "The block overshoots the equilibrium each time.",
                        "物块每次都冲过平衡位置。",
                    ),
                    T(
                        "Pulled below the line, the spring force wins and pushes the block up; above it, the weight wins. The block keeps overshooting: it <strong>oscillates</strong>. The time for one full cycle is the <strong>period</strong>.",
                        "物块在虚线下方时弹力大于重力，把它往上拉；在上方时重力占优。物块不断冲过平衡位置，来回<strong>振动</strong>。完成一次全振动的时间叫<strong>周期</strong>。",
                    ),
                    highlight="mass",
                ),
                Step(
                    T("Amplitude and period", "振幅与周期"),
                    T("Bigger amplitude, same period.", "振幅变大，周期不变。"),
                    T(
                        "Make the amplitude smaller: the block moves a shorter distance but more slowly, and the period stays the same. The period depends only on the mass and the stiffness.",
                        "把振幅调小：物块走的路程短了，速度也慢了，周期却不变。周期只取决于质量和劲度系数。",
                    ),
                    highlight="mass",
                    sets=(("A", "0.03"),),
                ),
            ),
            section_heading=T("Why springs keep time", "弹簧为什么能计时"),
            section=(
                T(
                    "Because the period does not depend on the amplitude, a mass on a spring ticks steadily even as its swings die away. Mechanical watches use a tiny spiral spring, the hairspring, for exactly this reason.",
                    "由于周期与振幅无关，即使振动逐渐减弱，弹簧振子的节奏仍保持不变。机械手表中的游丝就是利用这一点来计时的。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A spring with k = 40 N/m is stretched by 0.1 m. What is the spring force?",
                        "劲度系数为40牛/米的弹簧伸长0.1米，弹力是多少？",
                    ),
                    (
                        Choice(
                            T("4 N", "4牛"),
                            T("Right: F = kx = 40 × 0.1.", "对：F = kx = 40 × 0.1。"),
                            True,
                        ),
                        Choice(
                            T("400 N", "400牛"),
                            T("Multiply, do not divide: F = kx.", "应该相乘：F = kx。"),
                        ),
                        Choice(
                            T("0.4 N", "0.4牛"),
                            T("Check the calculation: 40 × 0.1 = 4.", "再算一遍：40 × 0.1 = 4。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Halving the amplitude of the oscillation makes the period…",
                        "振幅减半，周期会……",
                    ),
                    (
                        Choice(
                            T("stay the same", "不变"),
                            T(
                                "Yes: the period does not depend on the amplitude.",
                                "对：周期与振幅无关。",
                            ),
                            True,
                        ),
                        Choice(
                            T("halve", "减半"),
                            T("The block also moves more slowly.", "物块的速度也变小了。"),
                        ),
                        Choice(T("double", "加倍"), T("The period is unchanged.", "周期不变。")),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Hooke's law", "胡克定律"),
                    T(
                        "The spring force is proportional to the stretch: F = kx.",
                        "弹力与伸长量成正比：F = kx。",
                    ),
                ),
                (
                    T("Spring constant", "劲度系数"),
                    T(
                        "The force per metre of stretch, k, in N/m.",
                        "弹簧每伸长1米所需的力 k，单位是牛/米。",
                    ),
                ),
                (
                    T("Equilibrium position", "平衡位置"),
                    T(
                        "Where the forces balance and the block could rest.",
                        "物体所受合力为零、可以静止的位置。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "The net force on the block is −kx from equilibrium, so it performs simple harmonic motion with period T = 2π√(m/k).",
                "物块相对平衡位置所受合力为 −kx，因此做简谐运动，周期 T = 2π√(m/k)。",
            ),
            steps=(
                Step(
                    T("Restoring force", "回复力"),
                    T(
                        "Measured from equilibrium, the net force is −kx.",
                        "从平衡位置量起，合力为 −kx。",
                    ),
                    T(
                        "At equilibrium the stretch <em>x₀</em> = <em>mg</em>/<em>k</em>. Displaced by <em>x</em> from there, the net force is −<em>k</em>(<em>x₀</em> + <em>x</em>) + <em>mg</em> = −<em>kx</em>: gravity only shifts the centre, and the motion is <strong>simple harmonic</strong>.",
                        "平衡时伸长量 <em>x₀</em> = <em>mg</em>/<em>k</em>。从平衡位置再偏离 <em>x</em>，合力为 −<em>k</em>(<em>x₀</em> + <em>x</em>) + <em>mg</em> = −<em>kx</em>：重力只改变了振动中心，运动是<strong>简谐运动</strong>。",
                    ),
                    camera="0 -2.5 11",
                    target="0 -3 0",
                    highlight="rest",
                    sets=(("m", "0.5"), ("k", "20"), ("A", "0.1")),
                ),
                Step(
                    T("T = 2π√(m/k)", "T = 2π√(m/k)"),
                    T("Four times the mass, twice the period.", "质量变为4倍，周期变为2倍。"),
                    T(
                        "Solving <em>ma</em> = −<em>kx</em> gives <em>x</em> = <em>A</em> cos(ω<em>t</em>) with ω = √(<em>k</em>/<em>m</em>), so <em>T</em> = 2π√(<em>m</em>/<em>k</em>). Here 0.25 kg gives 0.70 s and 1 kg gives 1.40 s.",
                        "解 <em>ma</em> = −<em>kx</em> 得 <em>x</em> = <em>A</em> cos(ω<em>t</em>)，ω = √(<em>k</em>/<em>m</em>)，所以 <em>T</em> = 2π√(<em>m</em>/<em>k</em>)。此处0.25千克对应0.70秒，1千克对应1.40秒。",
                    ),
                    highlight="mass",
                    sets=(("m", "1"),),
                ),
                Step(
                    T("Energy", "能量"),
                    T("Top speed at equilibrium: v = Aω.", "经过平衡位置时速度最大：v = Aω。"),
                    T(
                        "Energy shuttles between kinetic and elastic potential energy; total ½<em>kA</em>² is constant. The block is fastest at equilibrium, <em>v</em>max = <em>A</em>√(<em>k</em>/<em>m</em>), and momentarily at rest at the extremes.",
                        "能量在动能和弹性势能之间相互转化，总量 ½<em>kA</em>² 保持不变。物块经过平衡位置时最快，<em>v</em>max = <em>A</em>√(<em>k</em>/<em>m</em>)，在最高点和最低点瞬时静止。",
                    ),
                    highlight="mass",
                    sets=(("m", "0.5"), ("k", "60"), ("A", "0.15")),
                ),
            ),
            section_heading=T("Real springs", "实际的弹簧"),
            section=(
                T(
                    "The model assumes a massless spring obeying Hooke's law and no damping. A real spring's own mass adds about a third of its mass to <em>m</em>, and friction makes the amplitude decay. Car suspensions add dampers on purpose so that the car stops bouncing after a bump.",
                    "该模型假设弹簧质量不计、遵守胡克定律且没有阻尼。实际弹簧自身的质量相当于给 <em>m</em> 加上约三分之一的弹簧质量，摩擦则使振幅逐渐减小。汽车悬架特意装有减振器，让车过坎后很快停止颠簸。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A 0.4 kg mass on a spring has a period of 0.5 s. What mass gives a period of 1.0 s?",
                        "0.4千克的物块挂在弹簧上周期为0.5秒，换成多大质量时周期为1.0秒？",
                    ),
                    (
                        Choice(
                            T("1.6 kg", "1.6千克"),
                            T("Right: T ∝ √m, so m × 4.", "对：T ∝ √m，质量变为4倍。"),
                            True,
                        ),
                        Choice(
                            T("0.8 kg", "0.8千克"),
                            T(
                                "Doubling m multiplies T by only √2.",
                                "质量加倍，周期只变为 √2 倍。",
                            ),
                        ),
                        Choice(
                            T("0.2 kg", "0.2千克"),
                            T("A smaller mass shortens the period.", "质量变小，周期变短。"),
                        ),
                    ),
                ),
                Question(
                    T("Where is the block's acceleration largest?", "物块在哪里加速度最大？"),
                    (
                        Choice(
                            T("At the highest and lowest points", "在最高点和最低点"),
                            T(
                                "Yes: a = −kx/m is largest where |x| is largest.",
                                "对：a = −kx/m，|x| 最大处加速度最大。",
                            ),
                            True,
                        ),
                        Choice(
                            T("At the equilibrium position", "在平衡位置"),
                            T("There the net force is zero.", "那里合力为零。"),
                        ),
                        Choice(
                            T("It is the same everywhere", "各处相同"),
                            T("The force depends on the displacement.", "回复力随位移而变。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Taking the same spring and mass to the Moon changes…",
                        "把同一弹簧振子带到月球上，会改变……",
                    ),
                    (
                        Choice(
                            T("only the equilibrium stretch", "只有平衡时的伸长量"),
                            T(
                                "Correct: x₀ = mg/k changes; T = 2π√(m/k) does not.",
                                "正确：x₀ = mg/k 改变，T = 2π√(m/k) 不变。",
                            ),
                            True,
                        ),
                        Choice(
                            T("the period", "周期"),
                            T("g does not appear in T = 2π√(m/k).", "T = 2π√(m/k) 中没有 g。"),
                        ),
                        Choice(
                            T("nothing at all", "什么都不变"),
                            T(
                                "The spring stretches less under the weaker weight.",
                                "重力变小，弹簧伸长量变小。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Simple harmonic motion", "简谐运动"),
                    T(
                        "Oscillation under a restoring force proportional to the displacement.",
                        "在与位移成正比的回复力作用下的振动。",
                    ),
                ),
                (
                    T("Angular frequency", "角频率"),
                    T("ω = √(k/m) = 2π/T, in rad/s.", "ω = √(k/m) = 2π/T，单位是弧度/秒。"),
                ),
                (
                    T("Damping", "阻尼"),
                    T(
                        "Loss of energy that makes an oscillation die away.",
                        "使振动逐渐减弱的能量损耗。",
                    ),
                ),
            ),
        ),
    },
)

LEVER = Topic(
    slug="lever",
    subject="physics",
    names={
        "en": (
            "lever",
            "law of the lever",
            "levers and fulcrums",
            "seesaw",
            "principle of moments",
        ),
        "zh": ("杠杆", "杠杆原理", "杠杆平衡条件", "跷跷板"),
    },
    title=T("Levers: lifting a heavy load with a small force", "杠杆：用小力撬起重物"),
    palette={
        "load": ("#e76f51", "#f4a261", "#b5838d"),
        "effort": ("#06d6a0", "#4cc9f0", "#90be6d"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene="""
<cl-scene camera="0 4 12" target="0 2.8 0" background="[[background]]" label="{{A bar resting on a pivot lifts a load when pushed down at the other end|放在支点上的杠杆，一端压下，另一端把重物抬起}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="4 8 8" intensity="1"></cl-light>
<cl-plane id="ground" name="{{Ground|地面}}" width="12" depth="5" color="#3a4a3a"></cl-plane>
<cl-cylinder id="stand" position="0 0.7 0" radius="0.15" height="1.4" color="#6c757d"></cl-cylinder>
<cl-box id="fulcrum" name="{{Fulcrum|支点}}" position="0 1.45 0" rotation="0 0 45" size="0.7 0.7 0.6" color="#8d99ae">
<cl-label offset="0.7 -0.3 0.4" size="small">{{fulcrum|支点}}</cl-label>
</cl-box>
<cl-group id="beam" name="{{Lever|杠杆}}" position="0 2.03 0">
<cl-oscillate property="rotation" axis="0 0 1" amplitude="8" period="4"></cl-oscillate>
<cl-box id="bar" name="{{Bar|杠杆}}" size="8 0.15 0.6" color="#c9a227"></cl-box>
<cl-group id="load" name="{{Load|重物}}" position="-1 0 0">
<cl-box id="crate" name="{{Load|重物}}" position="0 0.48 0" size="0.8 0.8 0.8" color="[[load]]"></cl-box>
<cl-arrow id="weight" name="{{Weight of the load|重物的重力}}" position="-0.6 2.1 0" direction="0 -1 0" length="2" thickness="0.05" color="[[load]]"></cl-arrow>
</cl-group>
<cl-group id="push" name="{{Effort|动力}}" position="3 0 0">
<cl-arrow id="effort" name="{{Effort force|动力}}" position="0 0.77 0" direction="0 -1 0" length="0.67" thickness="0.05" color="[[effort]]"></cl-arrow>
</cl-group>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="W" label="{{Weight of the load|重物的重力}}" min="50" max="200" step="10" value="100" unit="N">
<cl-bind target="weight" attr="length" expr="W / 50"></cl-bind>
<cl-bind target="weight" attr="position.y" expr="0.1 + W / 50"></cl-bind>
</cl-slider>
<cl-slider id="dl" label="{{Load arm|阻力臂}}" min="0.5" max="3" step="0.1" value="1" unit="m">
<cl-bind target="load" attr="position.x" expr="-dl"></cl-bind>
</cl-slider>
<cl-slider id="de" label="{{Effort arm|动力臂}}" min="0.5" max="3.5" step="0.1" value="3" unit="m">
<cl-bind target="push" attr="position.x" expr="de"></cl-bind>
</cl-slider>
<cl-bind target="effort" attr="length" expr="min(W * dl / de / 50, 6)"></cl-bind>
<cl-bind target="effort" attr="position.y" expr="0.1 + min(W * dl / de / 50, 6)"></cl-bind>
<cl-readout label="{{Effort needed|所需动力}}" expr="W * dl / de" unit="N" digits="0"></cl-readout>
<cl-readout label="{{Force multiplied by|力被放大的倍数}}" expr="de / dl" digits="2"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("load", "crate", T("Load and its weight", "重物及其重力")),
        LegendItem("effort", "effort", T("Effort: the force you apply", "动力：你施加的力")),
    ),
    chart="""
<cl-chart title="{{Effort and effort arm|动力与动力臂}}" x="de" y="W * dl / de" x-label="{{Effort arm (m)|动力臂（米）}}" y-label="{{Effort (N)|动力（牛）}}" y-min="0" color="[[effort]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "A lever is a bar that turns on a fixed point. Push far from that point and you can lift a heavy load with a small push.",
                "杠杆是一根能绕固定点转动的硬棒。在离这个点远的地方用力，小小的力就能抬起重物。",
            ),
            steps=(
                Step(
                    T("A bar and a pivot", "硬棒和支点"),
                    T("The bar tips up and down on the pivot.", "硬棒在支点上一上一下地转动。"),
                    T(
                        "A <strong>lever</strong> is a strong bar resting on a point called the <strong>fulcrum</strong>. Push one end down and the other end goes up, like a seesaw.",
                        "<strong>杠杆</strong>是一根搁在一个点上的硬棒，这个点叫<strong>支点</strong>。压下一端，另一端就会翘起来，就像跷跷板。",
                    ),
                    camera="0 4 12",
                    target="0 2.8 0",
                    highlight="fulcrum",
                    sets=(("W", "100"), ("dl", "1"), ("de", "3")),
                ),
                Step(
                    T("Push far away", "在远处用力"),
                    T(
                        "Far from the fulcrum: a small push is enough.",
                        "离支点远，用一点点力就够了。",
                    ),
                    T(
                        "The green arrow shows your push. The further from the fulcrum you push, the <strong>smaller</strong> the push you need.",
                        "绿色箭头表示你用的力。用力的地方离支点越远，需要的力就越<strong>小</strong>。",
                    ),
                    highlight="effort",
                    sets=(("de", "3.5"),),
                ),
                Step(
                    T("Push close by", "在近处用力"),
                    T("Close to the fulcrum: a big push is needed.", "离支点近，要用很大的力。"),
                    T(
                        "Push close to the fulcrum and you need a much <strong>bigger</strong> push to lift the same load.",
                        "在离支点近的地方用力，要抬起同样的重物，就得用<strong>大</strong>得多的力。",
                    ),
                    highlight="effort",
                    sets=(("de", "0.7"),),
                ),
            ),
            section_heading=T("Levers everywhere", "到处都有杠杆"),
            section=(
                T(
                    "Seesaws, bottle openers, scissors and even your arm are levers. A long crowbar lets a child lift a heavy stone.",
                    "跷跷板、开瓶器、剪刀，甚至你的手臂，都是杠杆。用一根长长的撬棍，小朋友也能撬起大石头。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Where should you push on a lever to lift a load most easily?",
                        "在杠杆的什么地方用力，最容易抬起重物？",
                    ),
                    (
                        Choice(
                            T("Far from the fulcrum", "离支点远的地方"),
                            T("Yes! Far away means a small push.", "对！离得远，用力小。"),
                            True,
                        ),
                        Choice(
                            T("Right next to the fulcrum", "紧挨着支点"),
                            T("That needs the biggest push.", "那样最费力。"),
                        ),
                        Choice(
                            T("On top of the load", "压在重物上"),
                            T("That pushes the load down, not up.", "那是把重物往下压。"),
                        ),
                    ),
                ),
                Question(
                    T("What is the fulcrum?", "什么是支点？"),
                    (
                        Choice(
                            T("The point the lever turns on", "杠杆绕着转动的点"),
                            T("Right.", "对。"),
                            True,
                        ),
                        Choice(
                            T("The heavy load", "重物"),
                            T("The load is what we lift.", "重物是要抬起的东西。"),
                        ),
                        Choice(
                            T("The push you give", "你用的力"),
                            T("That is the effort.", "那是动力。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Lever", "杠杆"),
                    T(
                        "A bar that turns on a fixed point to help lift or move things.",
                        "能绕固定点转动、帮助抬起或移动物体的硬棒。",
                    ),
                ),
                (T("Fulcrum", "支点"), T("The point a lever turns on.", "杠杆绕着转动的点。")),
            ),
        ),
        "middle": Level(
            summary=T(
                "A lever balances when effort × effort arm = load × load arm, so a long effort arm trades a small force for a long push.",
                "杠杆平衡时，动力 × 动力臂 = 阻力 × 阻力臂；动力臂长，就可以用较小的力，但要移动更长的距离。",
            ),
            steps=(
                Step(
                    T("Forces and arms", "力和力臂"),
                    T(
                        "The arms are the distances from the fulcrum.",
                        "力臂是从支点到力的作用线的距离。",
                    ),
                    T(
                        "The load's weight acts at the <strong>load arm</strong> <em>L₂</em> from the fulcrum; your effort acts at the <strong>effort arm</strong> <em>L₁</em>. Here a 100 N load 1 m out needs only 33 N at 3 m.",
                        "重物的重力是阻力，作用在离支点 <em>L₂</em> 的<strong>阻力臂</strong>处；你的力是动力，作用在<strong>动力臂</strong> <em>L₁</em> 处。这里100牛的重物在1米处，在3米处只需约33牛。",
                    ),
                    camera="0 4 12",
                    target="0 2.8 0",
                    highlight="bar",
                    sets=(("W", "100"), ("dl", "1"), ("de", "3")),
                ),
                Step(
                    T("The law of the lever", "杠杆平衡条件"),
                    T("F₁L₁ = F₂L₂", "F₁L₁ = F₂L₂"),
                    T(
                        "The lever balances when <em>F₁L₁</em> = <em>F₂L₂</em>. Move the load closer to the fulcrum and the effort needed drops: 100 N at 0.5 m needs just 14 N at 3.5 m.",
                        "杠杆平衡条件是 <em>F₁L₁</em> = <em>F₂L₂</em>。把重物移近支点，所需动力就变小：100牛的重物在0.5米处，在3.5米处只需约14牛。",
                    ),
                    highlight="load",
                    sets=(("dl", "0.5"), ("de", "3.5")),
                ),
                Step(
                    T("No free lunch", "省力就费距离"),
                    T(
                        "The effort end moves much further than the load.",
                        "动力端移动的距离比重物大得多。",
                    ),
                    T(
                        "Watch the rocking bar: the end you push travels seven times as far as the load. A lever that saves force costs distance; it never saves work.",
                        "看杠杆的摆动：动力端移动的距离是重物的7倍。省力杠杆必然费距离，任何杠杆都不能省功。",
                    ),
                    highlight="push",
                ),
            ),
            section_heading=T("Three kinds of levers", "三类杠杆"),
            section=(
                T(
                    "When the effort arm is longer than the load arm the lever <strong>saves force</strong> (crowbar, bottle opener). When it is shorter the lever <strong>costs force</strong> but saves distance (chopsticks, fishing rod, your forearm). Equal arms, as in a balance, neither save nor cost.",
                    "动力臂大于阻力臂的是<strong>省力杠杆</strong>（撬棍、开瓶器）；动力臂小于阻力臂的是<strong>费力杠杆</strong>，虽然费力却省距离（筷子、钓鱼竿、人的前臂）；动力臂等于阻力臂的是等臂杠杆，如天平。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A 200 N load sits 0.5 m from the fulcrum. What effort at 2 m balances it?",
                        "200牛的重物距支点0.5米，在距支点2米处要用多大的力才能平衡？",
                    ),
                    (
                        Choice(
                            T("50 N", "50牛"),
                            T("Right: 200 × 0.5 = 50 × 2.", "对：200 × 0.5 = 50 × 2。"),
                            True,
                        ),
                        Choice(
                            T("800 N", "800牛"),
                            T(
                                "The longer arm needs the smaller force.",
                                "力臂长的一边需要的力小。",
                            ),
                        ),
                        Choice(
                            T("100 N", "100牛"),
                            T("Check: 100 × 2 = 200, not 100.", "验算：100 × 2 = 200，不等于100。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Which of these is a force-costing (distance-saving) lever?",
                        "下列哪个是费力杠杆？",
                    ),
                    (
                        Choice(
                            T("Chopsticks", "筷子"),
                            T(
                                "Yes: the effort arm is shorter than the load arm.",
                                "对：动力臂小于阻力臂。",
                            ),
                            True,
                        ),
                        Choice(
                            T("A crowbar", "撬棍"), T("A crowbar saves force.", "撬棍是省力杠杆。")
                        ),
                        Choice(
                            T("A bottle opener", "开瓶器"),
                            T("A bottle opener saves force.", "开瓶器是省力杠杆。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Effort arm", "动力臂"),
                    T(
                        "Distance from the fulcrum to the line of the effort force.",
                        "从支点到动力作用线的距离。",
                    ),
                ),
                (
                    T("Load arm", "阻力臂"),
                    T(
                        "Distance from the fulcrum to the line of the load force.",
                        "从支点到阻力作用线的距离。",
                    ),
                ),
                (
                    T("Law of the lever", "杠杆平衡条件"),
                    T("F₁L₁ = F₂L₂ when the lever balances.", "杠杆平衡时 F₁L₁ = F₂L₂。"),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "A lever is in equilibrium when the moments about the fulcrum cancel; its mechanical advantage L₁/L₂ is paid for by a proportionally longer movement.",
                "杠杆平衡时，各力对支点的力矩相互抵消；机械利益 L₁/L₂ 要用成比例的更长移动距离来换取。",
            ),
            steps=(
                Step(
                    T("Moments", "力矩"),
                    T("Moment = force × perpendicular distance.", "力矩 = 力 × 力臂。"),
                    T(
                        "The turning effect of a force about the fulcrum is its <strong>moment</strong> <em>M</em> = <em>FL</em>, with <em>L</em> the perpendicular distance to the line of action. The load gives a clockwise moment of 100 N·m here.",
                        "力使杠杆绕支点转动的效果用<strong>力矩</strong> <em>M</em> = <em>FL</em> 表示，<em>L</em> 是支点到力的作用线的垂直距离。此处重物产生的力矩为100牛·米。",
                    ),
                    camera="0 4 12",
                    target="0 2.8 0",
                    highlight="weight",
                    sets=(("W", "100"), ("dl", "1"), ("de", "3")),
                ),
                Step(
                    T("Equilibrium", "平衡条件"),
                    T("Anticlockwise moments = clockwise moments.", "逆时针力矩 = 顺时针力矩。"),
                    T(
                        "In equilibrium the net force and the net moment are both zero. Taking moments about the fulcrum removes its unknown reaction force and leaves <em>F</em>·<em>L₁</em> = <em>W</em>·<em>L₂</em>. Doubling the load doubles the effort, to 67 N here.",
                        "平衡时合力与合力矩都为零。对支点取力矩，支点的支持力不出现在方程中，得 <em>F</em>·<em>L₁</em> = <em>W</em>·<em>L₂</em>。重物加倍，所需动力也加倍，此处为67牛。",
                    ),
                    highlight="effort",
                    sets=(("W", "200"),),
                ),
                Step(
                    T("Work in, work out", "输入功与输出功"),
                    T("Turning by angle θ moves each end by Lθ.", "转过角度 θ，两端各移动 Lθ。"),
                    T(
                        "When the bar turns through a small angle θ, the effort moves <em>L₁</em>θ and the load <em>L₂</em>θ. Work in <em>F</em>·<em>L₁</em>θ equals work out <em>W</em>·<em>L₂</em>θ: an ideal lever conserves energy, it does not create it.",
                        "杠杆转过小角度 θ 时，动力端移动 <em>L₁</em>θ，重物移动 <em>L₂</em>θ。输入功 <em>F</em>·<em>L₁</em>θ 等于输出功 <em>W</em>·<em>L₂</em>θ：理想杠杆只是传递能量，并不创造能量。",
                    ),
                    highlight="beam",
                    sets=(("W", "100"), ("dl", "0.5"), ("de", "3.5")),
                ),
            ),
            section_heading=T("Levers in the body", "人体中的杠杆"),
            section=(
                T(
                    "Your forearm is a lever with the elbow as fulcrum. The biceps attaches about 4 cm from the elbow, while a ball in your hand is about 35 cm away, so the muscle must pull almost nine times as hard as the ball's weight. The body trades force for speed and range of movement.",
                    "前臂是以肘关节为支点的杠杆。肱二头肌附着在离肘约4厘米处，而手中的球离肘约35厘米，所以肌肉的拉力要接近球重的9倍。人体用力的代价换来了动作的速度和幅度。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A uniform 4 m plank is pivoted at its centre. A 300 N child sits 1.5 m from the pivot. Where must a 450 N adult sit to balance?",
                        "一块4米长的均匀木板在中点支起。300牛的孩子坐在离支点1.5米处，450牛的大人要坐在哪里才能平衡？",
                    ),
                    (
                        Choice(
                            T("1.0 m on the other side", "另一侧1.0米处"),
                            T("Right: 300 × 1.5 = 450 × 1.0.", "对：300 × 1.5 = 450 × 1.0。"),
                            True,
                        ),
                        Choice(
                            T("1.5 m on the other side", "另一侧1.5米处"),
                            T("Equal distances need equal weights.", "距离相等要求重力相等。"),
                        ),
                        Choice(
                            T("2.25 m on the other side", "另一侧2.25米处"),
                            T(
                                "The heavier person must sit closer, not further.",
                                "更重的人应坐得更近。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("Why take moments about the fulcrum?", "为什么对支点取力矩？"),
                    (
                        Choice(
                            T(
                                "The unknown force at the fulcrum has zero moment there",
                                "支点处未知的支持力对支点力矩为零",
                            ),
                            T("Correct.", "正确。"),
                            True,
                        ),
                        Choice(
                            T("Only the fulcrum has moments", "只有支点有力矩"),
                            T("Moments can be taken about any point.", "力矩可以对任意点取。"),
                        ),
                        Choice(
                            T("It makes the forces equal", "这样力就相等了"),
                            T(
                                "It makes the moments, not the forces, equal.",
                                "相等的是力矩，不是力。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "A lever has a mechanical advantage of 5. If the load rises 2 cm, the effort end moves…",
                        "杠杆的机械利益为5，重物升高2厘米，动力端移动……",
                    ),
                    (
                        Choice(
                            T("10 cm", "10厘米"),
                            T("Yes: work in = work out.", "对：输入功等于输出功。"),
                            True,
                        ),
                        Choice(
                            T("2 cm", "2厘米"),
                            T(
                                "The ends move in proportion to their arms.",
                                "两端的移动距离与力臂成正比。",
                            ),
                        ),
                        Choice(
                            T("0.4 cm", "0.4厘米"),
                            T("The small force moves the long way.", "用力小的一端移动的距离长。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Moment (torque)", "力矩"),
                    T(
                        "Force × perpendicular distance from the pivot, in N·m.",
                        "力与力臂的乘积，单位是牛·米。",
                    ),
                ),
                (
                    T("Mechanical advantage", "机械利益"),
                    T(
                        "Load ÷ effort; for an ideal lever L₁/L₂.",
                        "阻力与动力之比；理想杠杆为 L₁/L₂。",
                    ),
                ),
                (
                    T("Equilibrium", "平衡"),
                    T("Zero net force and zero net moment.", "合力为零且合力矩为零的状态。"),
                ),
            ),
        ),
    },
)

BUOYANCY = Topic(
    slug="buoyancy",
    subject="physics",
    names={
        "en": (
            "buoyancy",
            "Archimedes' principle",
            "floating and sinking",
            "buoyant force",
            "upthrust",
        ),
        "zh": ("浮力", "阿基米德原理", "物体的浮沉", "浮力与沉浮"),
    },
    title=T("Buoyancy: why some things float", "浮力：为什么有的东西能浮起来"),
    palette={
        "block": ("#c68b59", "#e9c46a", "#b5838d"),
        "liquid": ("#4cc9f0", "#48cae4", "#5fa8d3"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene="""
<cl-scene camera="0 3.5 9" target="0 1.8 0" background="[[background]]" label="{{A 10 cm cube in a tank of liquid, floating or sinking|装有液体的水槽中，一个边长10厘米的立方块漂浮或下沉}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="4 8 8" intensity="1"></cl-light>
<cl-box id="tank" name="{{Tank|水槽}}" position="0 2.1 0" size="4 4.2 3" color="#cfe8ff" opacity="0.12"></cl-box>
<cl-box id="liquid" name="{{Liquid|液体}}" position="0 1.5 0" size="3.9 3 2.9" color="[[liquid]]" opacity="0.4"></cl-box>
<cl-group id="block" name="{{Cube, 10 cm on a side|边长10厘米的立方块}}" position="0 2.9 0">
<cl-oscillate id="bob" amplitude="0.05" period="2.2"></cl-oscillate>
<cl-box id="cube" name="{{Cube|立方块}}" size="1 1 1" color="[[block]]"></cl-box>
<cl-arrow id="weight" name="{{Weight|重力}}" position="0.2 0 0.6" direction="0 -1 0" length="0.71" thickness="0.05" color="#ef476f"></cl-arrow>
<cl-arrow id="upthrust" name="{{Buoyant force|浮力}}" position="-0.2 0 0.6" direction="0 1 0" length="0.71" thickness="0.05" color="#06d6a0"></cl-arrow>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="rho" label="{{Density of the cube|立方块的密度}}" min="100" max="3000" step="10" value="600" unit="kg/m³">
<cl-bind target="weight" attr="length" expr="0.12 * rho * 0.001 * g"></cl-bind>
</cl-slider>
<cl-select id="rhof" label="{{Liquid|液体}}" value="1000">
<cl-option value="1000">{{Fresh water|清水}}</cl-option>
<cl-option value="1240">{{Dead Sea water|死海海水}}</cl-option>
<cl-option value="920">{{Cooking oil|食用油}}</cl-option>
</cl-select>
<cl-bind target="block" attr="position.y" expr="rho <= rhof ? 3.5 - rho / rhof : 0.5"></cl-bind>
<cl-bind target="bob" attr="amplitude" expr="rho < rhof ? 0.05 : 0"></cl-bind>
<cl-bind target="upthrust" attr="length" expr="0.12 * min(rho, rhof) * 0.001 * g"></cl-bind>
<cl-readout label="{{Weight of the cube|立方块的重力}}" expr="rho * 0.001 * g" unit="N" digits="1"></cl-readout>
<cl-readout label="{{Buoyant force|浮力}}" expr="min(rho, rhof) * 0.001 * g" unit="N" digits="1"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("block", "block", T("Cube, volume 1 litre", "立方块，体积1升")),
        LegendItem("liquid", "liquid", T("Liquid", "液体")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "Water pushes up on everything in it. Light things for their size float; heavy things for their size sink.",
                "水会向上托起放在里面的东西。同样大小时，轻的东西会浮起来，重的东西会沉下去。",
            ),
            steps=(
                Step(
                    T("Wood floats", "木块浮在水上"),
                    T("The water holds the wooden cube up.", "水把木块托住了。"),
                    T(
                        "Put a wooden cube in water and it floats. The water pushes up on it with a force called <strong>buoyancy</strong>, shown by the green arrow.",
                        "把木块放进水里，它会浮起来。水对它有一个向上托的力，叫作<strong>浮力</strong>，就是图中的绿色箭头。",
                    ),
                    camera="0 3.5 9",
                    target="0 1.8 0",
                    highlight="upthrust",
                    sets=(("rho", "600"), ("rhof", "1000")),
                ),
                Step(
                    T("Metal sinks", "金属沉下去"),
                    T("A metal cube is too heavy for its size.", "金属块对它的大小来说太重了。"),
                    T(
                        "A metal cube of the same size is much heavier. Its weight (red arrow) is bigger than the push of the water, so it <strong>sinks</strong> to the bottom.",
                        "同样大小的金属块重得多。它的重力（红色箭头）比水的托力大，所以它<strong>沉</strong>到了底部。",
                    ),
                    highlight="weight",
                    sets=(("rho", "2700"),),
                ),
                Step(
                    T("Salty water", "咸水"),
                    T("In very salty water things float higher.", "在很咸的水里，东西浮得更高。"),
                    T(
                        "The Dead Sea is so salty that people float in it easily. Our cube floats higher there than in fresh water.",
                        "死海的水非常咸，人在里面可以轻松地浮起来。我们的立方块在那里也比在清水里浮得更高。",
                    ),
                    highlight="cube",
                    sets=(("rho", "900"), ("rhof", "1240")),
                ),
            ),
            section_heading=T("Floating boats", "会浮的船"),
            section=(
                T(
                    "A steel ship floats even though steel sinks. Its hull is hollow and full of air, so the whole ship is light for its size.",
                    "钢铁会沉，钢铁做的轮船却能浮在水上。因为船身是空心的，里面充满了空气，整条船对它的大小来说很轻。",
                ),
            ),
            quiz=(
                Question(
                    T("What pushes a floating cube up?", "是什么把漂浮的立方块托起来？"),
                    (
                        Choice(
                            T("The water", "水"),
                            T("Yes! That push is buoyancy.", "对！这个托力就是浮力。"),
                            True,
                        ),
                        Choice(
                            T("The air", "空气"),
                            T("The push comes from the water around it.", "托力来自周围的水。"),
                        ),
                        Choice(
                            T("Nothing", "什么也没有"),
                            T(
                                "Without a push up, it would sink.",
                                "如果没有向上的托力，它就会沉下去。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("Which will sink in water?", "下列哪个放进水里会沉？"),
                    (
                        Choice(
                            T("A metal key", "金属钥匙"),
                            T(
                                "Right: metal is heavy for its size.",
                                "对：金属对它的大小来说很重。",
                            ),
                            True,
                        ),
                        Choice(
                            T("A wooden stick", "木棍"),
                            T("Wood is light for its size and floats.", "木头比较轻，会浮起来。"),
                        ),
                        Choice(
                            T("An empty plastic bottle", "空塑料瓶"),
                            T("Full of air, it floats.", "里面都是空气，它会浮起来。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (T("Float", "漂浮"), T("To stay at the top of a liquid.", "停留在液面上。")),
                (
                    T("Buoyancy", "浮力"),
                    T("The upward push of a liquid or gas.", "液体或气体向上托物体的力。"),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "The buoyant force equals the weight of the liquid pushed aside (Archimedes' principle); an object floats if it is less dense than the liquid.",
                "浮力等于物体排开的液体所受的重力（阿基米德原理）；物体密度小于液体密度时就会上浮。",
            ),
            steps=(
                Step(
                    T("Archimedes' principle", "阿基米德原理"),
                    T("Buoyant force = weight of the liquid displaced.", "浮力 = 排开液体的重力。"),
                    T(
                        "The cube pushes aside some liquid. The buoyant force equals the <strong>weight of the displaced liquid</strong>. A floating cube sinks just deep enough for the two arrows to be equal.",
                        "立方块排开了一部分液体。它受到的浮力等于<strong>排开液体所受的重力</strong>。漂浮的立方块恰好下沉到两个箭头一样长的位置。",
                    ),
                    camera="0 3.5 9",
                    target="0 1.8 0",
                    highlight="upthrust",
                    sets=(("rho", "600"), ("rhof", "1000")),
                ),
                Step(
                    T("Compare densities", "比较密度"),
                    T("Denser than the liquid: it sinks.", "密度比液体大，就下沉。"),
                    T(
                        "Fully under water, the 1-litre cube displaces 1 kg of water, a buoyant force of 9.8 N. Aluminium (2700 kg/m³) weighs 26.5 N, more than that, so it sinks.",
                        "完全浸没时，1升的立方块排开1千克水，浮力为9.8牛。铝块（2700千克/米³）重26.5牛，比浮力大，所以下沉。",
                    ),
                    highlight="weight",
                    sets=(("rho", "2700"),),
                ),
                Step(
                    T("Ice in water", "水中的冰"),
                    T(
                        "Ice floats with about nine tenths submerged.",
                        "冰浮在水中，约十分之九没入水下。",
                    ),
                    T(
                        "Ice (about 920 kg/m³) is slightly less dense than water, so it floats with 92% of its volume below the surface. That is why most of an iceberg is hidden.",
                        "冰的密度约为920千克/米³，略小于水，所以它浮在水中时有92%的体积在水面以下。这就是冰山大部分藏在水下的原因。",
                    ),
                    highlight="cube",
                    sets=(("rho", "920"), ("rhof", "1000")),
                ),
            ),
            section_heading=T("Floating and sinking", "物体的浮沉条件"),
            section=(
                T(
                    "For an object fully under the surface: if its density is less than the liquid's it rises, if greater it sinks, if equal it stays where it is. A submarine changes its average density by filling tanks with water or blowing them out with air.",
                    "物体浸没在液体中时：密度小于液体就上浮，大于液体就下沉，等于液体就悬浮。潜水艇通过向水舱注水或用空气把水排出来改变自身的平均密度，从而实现下潜和上浮。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A floating cube weighs 6 N. What is the buoyant force on it?",
                        "一个漂浮的立方块重6牛，它受到的浮力是多少？",
                    ),
                    (
                        Choice(
                            T("6 N", "6牛"),
                            T(
                                "Right: when floating, buoyancy balances the weight.",
                                "对：漂浮时浮力与重力平衡。",
                            ),
                            True,
                        ),
                        Choice(
                            T("More than 6 N", "大于6牛"),
                            T("Then it would rise further out of the water.", "那样它会继续上浮。"),
                        ),
                        Choice(
                            T("Less than 6 N", "小于6牛"),
                            T("Then it would sink.", "那样它会下沉。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why does an egg that sinks in fresh water float in very salty water?",
                        "在清水中下沉的鸡蛋，为什么在浓盐水中能浮起来？",
                    ),
                    (
                        Choice(
                            T(
                                "Salt water is denser, so the buoyant force is larger",
                                "盐水密度大，浮力更大",
                            ),
                            T("Yes: the displaced liquid weighs more.", "对：排开液体的重力更大。"),
                            True,
                        ),
                        Choice(
                            T("Salt makes the egg lighter", "盐让鸡蛋变轻了"),
                            T("The egg's weight does not change.", "鸡蛋的重力没有变。"),
                        ),
                        Choice(
                            T("Salt water is stickier", "盐水更黏"),
                            T("Stickiness is not what holds it up.", "托住鸡蛋的不是黏性。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Archimedes' principle", "阿基米德原理"),
                    T(
                        "Buoyant force = weight of the fluid displaced.",
                        "浮力等于物体排开的流体所受的重力。",
                    ),
                ),
                (
                    T("Density", "密度"),
                    T("Mass per unit volume, in kg/m³.", "单位体积的质量，单位是千克/米³。"),
                ),
                (
                    T("Displace", "排开"),
                    T(
                        "To push fluid out of the space an object takes up.",
                        "物体占据空间时把流体挤开。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "The buoyant force F = ρ_liquid g V_sub comes from the pressure increasing with depth; a floating body submerges the fraction ρ_object/ρ_liquid of its volume.",
                "浮力 F浮 = ρ液 g V排 来源于液体压强随深度增大；漂浮物体浸入液体的体积占总体积的 ρ物/ρ液。",
            ),
            steps=(
                Step(
                    T("Where buoyancy comes from", "浮力从哪里来"),
                    T(
                        "Pressure is greater on the bottom face than on the top.",
                        "下表面受到的压强比上表面大。",
                    ),
                    T(
                        "Pressure in a liquid is <em>p</em> = ρ<em>gh</em>. On a fully submerged cube the bottom face is deeper than the top, so the upward force exceeds the downward one by ρ<em>g</em>·<em>A</em>·Δ<em>h</em> = ρ<em>gV</em>.",
                        "液体压强 <em>p</em> = ρ<em>gh</em>。浸没的立方块下表面比上表面深，向上的压力比向下的压力大 ρ<em>g</em>·<em>S</em>·Δ<em>h</em> = ρ<em>gV</em>。",
                    ),
                    camera="0 3.5 9",
                    target="0 1.8 0",
                    highlight="upthrust",
                    sets=(("rho", "2700"), ("rhof", "1000")),
                ),
                Step(
                    T("Floating fraction", "浸入比例"),
                    T("V_sub / V = ρ_object / ρ_liquid", "V排 / V = ρ物 / ρ液"),
                    T(
                        "Floating means ρ<sub>liquid</sub><em>gV</em><sub>sub</sub> = ρ<sub>object</sub><em>gV</em>, so the submerged fraction is ρ<sub>object</sub>/ρ<sub>liquid</sub>. A 600 kg/m³ cube sits 60% deep in water but only 48% deep in Dead Sea water.",
                        "漂浮时 ρ液<em>gV</em>排 = ρ物<em>gV</em>，所以浸入的体积比例为 ρ物/ρ液。密度为600千克/米³的立方块在清水中浸入60%，在死海海水中只浸入48%。",
                    ),
                    highlight="cube",
                    sets=(("rho", "600"), ("rhof", "1240")),
                ),
                Step(
                    T("Oil and ice", "油和冰"),
                    T("Whether a body floats depends on the liquid.", "物体浮沉取决于液体。"),
                    T(
                        "A 950 kg/m³ plastic floats in water but sinks in cooking oil (920 kg/m³). Resting on the bottom, the cube feels buoyancy ρ<sub>oil</sub><em>gV</em> = 9.0 N; the floor supplies the rest of the 9.3 N.",
                        "密度为950千克/米³的塑料在水中漂浮，在食用油（920千克/米³）中却下沉。沉底时立方块受到的浮力为 ρ油<em>gV</em> = 9.0牛，其余部分由容器底的支持力承担，合计9.3牛。",
                    ),
                    highlight="weight",
                    sets=(("rho", "950"), ("rhof", "920")),
                ),
            ),
            section_heading=T("Hydrometers and hot-air balloons", "密度计与热气球"),
            section=(
                T(
                    "A hydrometer floats deeper in a less dense liquid; its scale reads density directly. Archimedes' principle holds for gases too: a hot-air balloon rises because the hot air inside is less dense than the cooler air it displaces, about 1.0 kg/m³ against 1.2 kg/m³.",
                    "密度计在密度较小的液体中浸得更深，从刻度上可以直接读出液体密度。阿基米德原理对气体同样适用：热气球内热空气的密度约为1.0千克/米³，小于被排开的冷空气（约1.2千克/米³），所以能够升空。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "An iceberg (ρ = 917 kg/m³) floats in sea water (ρ = 1025 kg/m³). What fraction is above the surface?",
                        "冰山（ρ = 917千克/米³）漂浮在海水（ρ = 1025千克/米³）中，露出水面的体积占多少？",
                    ),
                    (
                        Choice(
                            T("About 11%", "约11%"),
                            T("Right: 1 − 917/1025 ≈ 0.11.", "对：1 − 917/1025 ≈ 0.11。"),
                            True,
                        ),
                        Choice(
                            T("About 89%", "约89%"),
                            T("89% is the part under water.", "89%是水下部分。"),
                        ),
                        Choice(
                            T("About 50%", "约50%"),
                            T("The fraction follows the density ratio.", "比例由密度之比决定。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "A 2.0 × 10⁻⁴ m³ stone is fully submerged in water. What is the buoyant force? (g = 10 N/kg)",
                        "体积为2.0 × 10⁻⁴米³的石块浸没在水中，受到的浮力是多少？（g取10牛/千克）",
                    ),
                    (
                        Choice(
                            T("2.0 N", "2.0牛"),
                            T("Correct: 1000 × 10 × 2.0 × 10⁻⁴.", "正确：1000 × 10 × 2.0 × 10⁻⁴。"),
                            True,
                        ),
                        Choice(
                            T("0.2 N", "0.2牛"), T("Check the power of ten.", "检查一下数量级。")
                        ),
                        Choice(
                            T("It depends on the stone's density", "取决于石块的密度"),
                            T(
                                "Fully submerged, only V and the liquid matter.",
                                "浸没时只与 V排 和液体有关。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Hydrostatic pressure", "液体压强"),
                    T("p = ρgh, increasing with depth.", "p = ρgh，随深度增大。"),
                ),
                (
                    T("Submerged volume", "排开液体的体积"),
                    T(
                        "The part of the object's volume below the surface.",
                        "物体在液面以下部分的体积。",
                    ),
                ),
                (
                    T("Hydrometer", "密度计"),
                    T(
                        "A floating instrument that measures liquid density.",
                        "漂浮在液体中测量液体密度的仪器。",
                    ),
                ),
            ),
        ),
    },
)

TOPICS = [FREE_FALL, PROJECTILE, SPRING, LEVER, BUOYANCY]
