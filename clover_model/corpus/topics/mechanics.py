"""Mechanics topics: free fall, projectile motion, the mass on a spring, levers, buoyancy."""

from clover_model.corpus.schema import Choice, Level, Question, Step, T, Topic

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
                    T("An iron ball and a wooden ball of the same size are dropped together. Which lands first?", "同样大小的铁球和木球同时落下，谁先落地？"),
                    (
                        Choice(T("They land together", "同时落地"), T("Yes! Heavy and light fall together.", "对！重的和轻的一起落地。"), True),
                        Choice(T("The iron ball", "铁球"), T("Being heavier does not make it fall faster.", "重并不会让它落得更快。")),
                        Choice(T("The wooden ball", "木球"), T("Being lighter does not make it fall faster either.", "轻也不会让它落得更快。")),
                    ),
                ),
                Question(
                    T("What pulls falling things down?", "是什么把东西往下拉？"),
                    (
                        Choice(T("Gravity", "重力"), T("Right: the Earth pulls everything towards it.", "对：地球吸引着一切物体。"), True),
                        Choice(T("The wind", "风"), T("Things fall even when there is no wind.", "没有风，东西也会往下落。")),
                        Choice(T("Magnets", "磁铁"), T("Wood is not magnetic, but it still falls.", "木头不会被磁铁吸引，却照样下落。")),
                    ),
                ),
            ),
            glossary=(
                (T("Gravity", "重力"), T("The pull of the Earth that makes things fall.", "地球对物体的吸引，它让物体往下落。")),
                (T("Fall", "下落"), T("To move down because of gravity.", "物体受重力作用往下运动。")),
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
                    T("The red arrow, the speed, grows as the balls fall.", "红色箭头表示速度，下落时越来越长。"),
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
                    T("On Mars: slower, but still side by side.", "在火星上：落得慢些，但仍然并排。"),
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
                    T("A ball is dropped from rest on Earth. About how fast is it moving after 2 s?", "在地球上由静止释放一个球，2秒后它的速度约是多少？"),
                    (
                        Choice(T("About 20 m/s", "约20米/秒"), T("Right: 9.8 m/s gained each second for 2 s.", "对：每秒增加9.8米/秒，共2秒。"), True),
                        Choice(T("About 9.8 m/s", "约9.8米/秒"), T("That is its speed after 1 s.", "那是1秒后的速度。")),
                        Choice(T("About 40 m/s", "约40米/秒"), T("The speed grows in proportion to the time, not its square.", "速度与时间成正比，不是与时间的平方成正比。")),
                    ),
                ),
                Question(
                    T("Why does a feather fall more slowly than a stone in air?", "在空气中，羽毛为什么比石块落得慢？"),
                    (
                        Choice(T("Air resistance is large compared with its weight", "空气阻力相对它的重力很大"), T("Correct: in a vacuum they fall together.", "正确：在真空中它们一起下落。"), True),
                        Choice(T("Gravity does not act on feathers", "重力不作用在羽毛上"), T("Gravity acts on every mass.", "重力作用在一切物体上。")),
                        Choice(T("Lighter things always fall slower", "轻的东西总是落得慢"), T("Without air, light and heavy fall together.", "没有空气时，轻重物体一起下落。")),
                    ),
                ),
                Question(
                    T("What does g = 9.8 m/s² mean?", "g = 9.8米/秒² 表示什么？"),
                    (
                        Choice(T("A falling object gains 9.8 m/s of speed each second", "下落物体每秒速度增加9.8米/秒"), T("Yes: that is an acceleration.", "对：这就是加速度。"), True),
                        Choice(T("Everything falls 9.8 m each second", "物体每秒下落9.8米"), T("The distance per second keeps growing.", "每秒下落的距离越来越大。")),
                        Choice(T("Everything falls at 9.8 m/s", "物体总以9.8米/秒下落"), T("The speed is not constant; it increases.", "速度不是恒定的，而是不断增大。")),
                    ),
                ),
            ),
            glossary=(
                (T("Acceleration", "加速度"), T("How quickly the velocity changes, in m/s².", "速度变化的快慢，单位是米/秒²。")),
                (T("Air resistance", "空气阻力"), T("The push of the air against a moving object.", "空气对运动物体的阻碍作用。")),
                (T("Free fall", "自由落体运动"), T("Falling from rest under gravity alone.", "物体只在重力作用下从静止开始下落的运动。")),
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
                    T("The velocity arrow grows in proportion to time.", "速度箭头随时间均匀增长。"),
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
                    T("Gaps in equal times grow as the odd numbers.", "相等时间内的位移之比为连续奇数之比。"),
                    T(
                        "Since <em>h</em> = ½<em>gt</em>², the distances fallen after 1, 2, 3, 4 equal intervals are in the ratio 1 : 4 : 9 : 16, so the gaps are 1 : 3 : 5 : 7. Here 0.44 m, 1.32 m, 2.21 m, 3.09 m.",
                        "由 <em>h</em> = ½<em>gt</em>² 可知，经过1、2、3、4个相等时间间隔，下落距离之比为 1 : 4 : 9 : 16，相邻间隔内的位移之比为 1 : 3 : 5 : 7，即0.44米、1.32米、2.21米、3.09米。",
                    ),
                    highlight="snaps",
                    sets=(("snap", "1"),),
                ),
                Step(
                    T("v² = 2gh", "v² = 2gh"),
                    T("Four times the height, twice the landing speed.", "高度变为4倍，落地速度变为2倍。"),
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
                    T("A stone falls from rest for 3.0 s (g = 9.8 m/s², no air). How far does it fall?", "石块由静止下落3.0秒（g = 9.8米/秒²，不计空气阻力），下落多高？"),
                    (
                        Choice(T("44 m", "44米"), T("Right: ½ × 9.8 × 3.0² ≈ 44 m.", "对：½ × 9.8 × 3.0² ≈ 44米。"), True),
                        Choice(T("29 m", "29米"), T("That is gt, the speed in m/s, not the distance.", "那是 gt，即速度的数值，不是距离。")),
                        Choice(T("88 m", "88米"), T("You forgot the factor ½.", "漏掉了系数 ½。")),
                    ),
                ),
                Question(
                    T("Doubling the drop height multiplies the landing speed by…", "下落高度加倍，落地速度变为原来的……"),
                    (
                        Choice(T("√2 ≈ 1.41", "√2 ≈ 1.41倍"), T("Yes: v = √(2gh).", "对：v = √(2gh)。"), True),
                        Choice(T("2", "2倍"), T("The speed grows with the square root of the height.", "速度与高度的平方根成正比。")),
                        Choice(T("4", "4倍"), T("That would need the speed to grow as h².", "那要求速度与 h² 成正比。")),
                    ),
                ),
                Question(
                    T("In free fall, why is the acceleration the same for all masses?", "自由落体中，为什么不同质量的物体加速度相同？"),
                    (
                        Choice(T("Weight and inertia are both proportional to mass", "重力和惯性都与质量成正比"), T("Correct: a = mg/m = g.", "正确：a = mg/m = g。"), True),
                        Choice(T("Gravity pulls every object with the same force", "重力对每个物体的作用力都相同"), T("The force mg is larger for larger masses.", "质量越大，重力 mg 越大。")),
                        Choice(T("Air resistance evens them out", "空气阻力把它们拉平了"), T("Free fall ignores air resistance.", "自由落体不考虑空气阻力。")),
                    ),
                ),
            ),
            glossary=(
                (T("Uniform acceleration", "匀加速运动"), T("Motion whose velocity changes by equal amounts in equal times.", "在相等时间内速度变化相等的运动。")),
                (T("Terminal velocity", "收尾速度"), T("The constant speed reached when air resistance balances the weight.", "空气阻力与重力平衡时物体达到的恒定速度。")),
                (T("g", "g"), T("The acceleration of free fall, 9.8 m/s² near the Earth's surface.", "自由落体加速度，地球表面附近约为9.8米/秒²。")),
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
        "en": ("projectile motion", "projectiles", "trajectory of a thrown ball", "range of a projectile"),
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
                    T("The ball flies up, curves over and comes down.", "小球先向上飞，再拐弯落下。"),
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
                    T("Faster launch: the ball lands much further away.", "抛得快，小球落得远得多。"),
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
                        Choice(T("Launch it faster", "抛得更快"), T("Yes! More speed, longer flight.", "对！速度越大，飞得越远。"), True),
                        Choice(T("Launch it slower", "抛得更慢"), T("A slower ball lands closer.", "速度小，小球落得近。")),
                        Choice(T("Aim straight up", "竖直向上抛"), T("Straight up, it comes back down where it started.", "竖直向上抛，它会落回原处。")),
                    ),
                ),
                Question(
                    T("Why does the path of a thrown ball curve down?", "抛出的小球为什么会向下拐弯？"),
                    (
                        Choice(T("Gravity pulls it down", "重力把它往下拉"), T("Right.", "对。"), True),
                        Choice(T("It gets tired", "它累了"), T("Balls do not get tired: gravity pulls them.", "小球不会累，是重力在拉它。")),
                        Choice(T("The air pushes it down", "空气把它往下压"), T("Air mostly slows it; gravity bends the path.", "空气主要让它变慢，让路线弯下来的是重力。")),
                    ),
                ),
            ),
            glossary=(
                (T("Path", "路线"), T("The line an object follows as it moves.", "物体运动时经过的线。")),
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
                    T("Ignoring air, which launch angle gives the longest range?", "不计空气阻力，哪个抛射角射程最大？"),
                    (
                        Choice(T("45°", "45°"), T("Right.", "对。"), True),
                        Choice(T("30°", "30°"), T("30° gives the same range as 60°, less than 45°.", "30°与60°射程相同，都小于45°。")),
                        Choice(T("80°", "80°"), T("Steep launches go high but not far.", "角度陡，飞得高却不远。")),
                    ),
                ),
                Question(
                    T("At the top of its path, the ball's velocity is…", "小球在最高点时的速度……"),
                    (
                        Choice(T("horizontal, not zero", "沿水平方向，不为零"), T("Yes: only the vertical part is zero.", "对：只有竖直分速度为零。"), True),
                        Choice(T("zero", "为零"), T("The horizontal velocity never changes.", "水平速度始终不变。")),
                        Choice(T("straight down", "竖直向下"), T("It starts to point downwards only after the top.", "过了最高点才开始向下。")),
                    ),
                ),
            ),
            glossary=(
                (T("Projectile", "抛体"), T("An object that moves only under gravity after being launched.", "抛出后只受重力作用的物体。")),
                (T("Range", "射程"), T("The horizontal distance from launch to landing.", "从抛出点到落点的水平距离。")),
                (T("Parabola", "抛物线"), T("The symmetric curve a projectile follows.", "抛体运动所走的对称曲线。")),
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
                    T("vₓ = v cos θ stays constant; v_y = v sin θ − gt.", "vₓ = v cos θ 不变；v_y = v sin θ − gt。"),
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
                    T("T = 2v sin θ / g; R = vₓT = v² sin 2θ / g.", "T = 2v sin θ / g；R = vₓT = v² sin 2θ / g。"),
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
                    T("H = v² sin²θ / 2g depends only on the vertical part.", "H = v² sin²θ / 2g 只由竖直分速度决定。"),
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
                    T("A ball is launched at 20 m/s at 30° (g = 10 m/s²). How long is it in the air?", "小球以20米/秒、30°抛出（g取10米/秒²），在空中飞行多长时间？"),
                    (
                        Choice(T("2 s", "2秒"), T("Right: T = 2 × 20 × 0.5 / 10 = 2 s.", "对：T = 2 × 20 × 0.5 / 10 = 2秒。"), True),
                        Choice(T("1 s", "1秒"), T("That is the time to the top only.", "那只是上升到最高点的时间。")),
                        Choice(T("3.5 s", "3.5秒"), T("You used cos 30° instead of sin 30°.", "你用了 cos 30°，应该用 sin 30°。")),
                    ),
                ),
                Question(
                    T("Which quantity stays constant during the flight (no air)?", "飞行过程中（不计空气阻力）哪个量保持不变？"),
                    (
                        Choice(T("The horizontal velocity", "水平分速度"), T("Yes: there is no horizontal force.", "对：水平方向不受力。"), True),
                        Choice(T("The vertical velocity", "竖直分速度"), T("It changes by g every second.", "它每秒改变 g。")),
                        Choice(T("The speed", "速率"), T("The speed is smallest at the top.", "速率在最高点最小。")),
                    ),
                ),
                Question(
                    T("Doubling the launch speed at a fixed angle multiplies the range by…", "抛射角不变，初速度加倍，射程变为原来的……"),
                    (
                        Choice(T("4", "4倍"), T("Correct: R ∝ v².", "正确：R ∝ v²。"), True),
                        Choice(T("2", "2倍"), T("Both the flight time and vₓ double.", "飞行时间和水平速度都加倍。")),
                        Choice(T("√2", "√2倍"), T("The range grows faster than the speed.", "射程增长得比速度快。")),
                    ),
                ),
            ),
            glossary=(
                (T("Components", "分量"), T("The horizontal and vertical parts of a vector.", "矢量在水平和竖直方向上的部分。")),
                (T("Time of flight", "飞行时间"), T("The time from launch to landing, 2v sin θ / g on level ground.", "从抛出到落地的时间，在水平地面上为 2v sin θ / g。")),
                (T("Drag", "空气阻力"), T("The resisting force of the air on a moving body.", "空气对运动物体的阻碍力。")),
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
                    T("The spring stretches and squeezes as the block bounces.", "物块跳动时，弹簧一会儿被拉长，一会儿缩短。"),
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
                        Choice(T("Use a stiffer spring", "换一根更硬的弹簧"), T("Yes! A stiff spring pulls back hard.", "对！硬弹簧回拉的力大。"), True),
                        Choice(T("Use a heavier block", "换一个更重的物块"), T("A heavier block bounces more slowly.", "物块越重，跳得越慢。")),
                        Choice(T("Paint the spring", "给弹簧涂上颜色"), T("Colour does not change the bouncing.", "颜色不会改变跳动。")),
                    ),
                ),
                Question(
                    T("What does a stretched spring do?", "被拉长的弹簧会怎样？"),
                    (
                        Choice(T("It pulls back", "往回拉"), T("Right: it tries to get back to its own length.", "对：它总想恢复原来的长度。"), True),
                        Choice(T("Nothing", "什么也不做"), T("Feel it: a stretched spring pulls your hand.", "拉一拉就知道，弹簧会拉你的手。")),
                        Choice(T("It pushes further away", "往外推"), T("A stretched spring pulls; a squashed one pushes.", "拉长的弹簧往回拉，压缩的弹簧往外推。")),
                    ),
                ),
            ),
            glossary=(
                (T("Spring", "弹簧"), T("A coil of wire that can stretch and spring back.", "能被拉长又能弹回原状的金属圈。")),
                (T("Bounce", "振动"), T("Moving up and down again and again.", "一次又一次地来回运动。")),
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
                    T("At the dashed line the spring force balances the weight.", "在虚线处，弹力与重力平衡。"),
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
                    T("The block overshoots the equilibrium each time.", "物块每次都冲过平衡位置。"),
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
                    T("A spring with k = 40 N/m is stretched by 0.1 m. What is the spring force?", "劲度系数为40牛/米的弹簧伸长0.1米，弹力是多少？"),
                    (
                        Choice(T("4 N", "4牛"), T("Right: F = kx = 40 × 0.1.", "对：F = kx = 40 × 0.1。"), True),
                        Choice(T("400 N", "400牛"), T("Multiply, do not divide: F = kx.", "应该相乘：F = kx。")),
                        Choice(T("0.4 N", "0.4牛"), T("Check the calculation: 40 × 0.1 = 4.", "再算一遍：40 × 0.1 = 4。")),
                    ),
                ),
                Question(
                    T("Halving the amplitude of the oscillation makes the period…", "振幅减半，周期会……"),
                    (
                        Choice(T("stay the same", "不变"), T("Yes: the period does not depend on the amplitude.", "对：周期与振幅无关。"), True),
                        Choice(T("halve", "减半"), T("The block also moves more slowly.", "物块的速度也变小了。")),
                        Choice(T("double", "加倍"), T("The period is unchanged.", "周期不变。")),
                    ),
                ),
            ),
            glossary=(
                (T("Hooke's law", "胡克定律"), T("The spring force is proportional to the stretch: F = kx.", "弹力与伸长量成正比：F = kx。")),
                (T("Spring constant", "劲度系数"), T("The force per metre of stretch, k, in N/m.", "弹簧每伸长1米所需的力 k，单位是牛/米。")),
                (T("Equilibrium position", "平衡位置"), T("Where the forces balance and the block could rest.", "物体所受合力为零、可以静止的位置。")),
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
                    T("Measured from equilibrium, the net force is −kx.", "从平衡位置量起，合力为 −kx。"),
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
                    T("A 0.4 kg mass on a spring has a period of 0.5 s. What mass gives a period of 1.0 s?", "0.4千克的物块挂在弹簧上周期为0.5秒，换成多大质量时周期为1.0秒？"),
                    (
                        Choice(T("1.6 kg", "1.6千克"), T("Right: T ∝ √m, so m × 4.", "对：T ∝ √m，质量变为4倍。"), True),
                        Choice(T("0.8 kg", "0.8千克"), T("Doubling m multiplies T by only √2.", "质量加倍，周期只变为 √2 倍。")),
                        Choice(T("0.2 kg", "0.2千克"), T("A smaller mass shortens the period.", "质量变小，周期变短。")),
                    ),
                ),
                Question(
                    T("Where is the block's acceleration largest?", "物块在哪里加速度最大？"),
                    (
                        Choice(T("At the highest and lowest points", "在最高点和最低点"), T("Yes: a = −kx/m is largest where |x| is largest.", "对：a = −kx/m，|x| 最大处加速度最大。"), True),
                        Choice(T("At the equilibrium position", "在平衡位置"), T("There the net force is zero.", "那里合力为零。")),
                        Choice(T("It is the same everywhere", "各处相同"), T("The force depends on the displacement.", "回复力随位移而变。")),
                    ),
                ),
                Question(
                    T("Taking the same spring and mass to the Moon changes…", "把同一弹簧振子带到月球上，会改变……"),
                    (
                        Choice(T("only the equilibrium stretch", "只有平衡时的伸长量"), T("Correct: x₀ = mg/k changes; T = 2π√(m/k) does not.", "正确：x₀ = mg/k 改变，T = 2π√(m/k) 不变。"), True),
                        Choice(T("the period", "周期"), T("g does not appear in T = 2π√(m/k).", "T = 2π√(m/k) 中没有 g。")),
                        Choice(T("nothing at all", "什么都不变"), T("The spring stretches less under the weaker weight.", "重力变小，弹簧伸长量变小。")),
                    ),
                ),
            ),
            glossary=(
                (T("Simple harmonic motion", "简谐运动"), T("Oscillation under a restoring force proportional to the displacement.", "在与位移成正比的回复力作用下的振动。")),
                (T("Angular frequency", "角频率"), T("ω = √(k/m) = 2π/T, in rad/s.", "ω = √(k/m) = 2π/T，单位是弧度/秒。")),
                (T("Damping", "阻尼"), T("Loss of energy that makes an oscillation die away.", "使振动逐渐减弱的能量损耗。")),
            ),
        ),
    },
)

TOPICS = [FREE_FALL, PROJECTILE, SPRING]
