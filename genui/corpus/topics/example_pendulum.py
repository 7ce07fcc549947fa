"""The simple pendulum: the worked example of a topic (see genui/corpus/schema.py)."""

from genui.corpus.schema import Choice, LegendItem, Level, Question, Step, T, Topic

PENDULUM = Topic(
    slug="simple-pendulum",
    subject="physics",
    names={
        "en": ("simple pendulum", "pendulum", "swinging pendulum", "pendulum clock"),
        "zh": ("单摆", "摆", "钟摆"),
    },
    title=T("The simple pendulum: what sets its rhythm?", "单摆：是什么决定了它的节奏？"),
    palette={
        "bob": ("#f4a261", "#e76f51", "#ffb703", "#ef476f"),
        "string": ("#d9dde8", "#c3cad9"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene="""
<cl-scene camera="0 -1 9" target="0 -2 0" background="[[background]]" label="{{A pendulum: a ball on a string swinging under a fixed support|单摆：一根细线下的小球在固定支点下来回摆动}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="4 6 8" intensity="1"></cl-light>
<cl-box id="support" name="{{Support|支架}}" position="0 0.1 0" size="3 0.2 0.6" color="#8d99ae"></cl-box>
<cl-group id="arm" name="{{Pendulum|摆}}">
<cl-oscillate id="swing" property="rotation" axis="0 0 1" amplitude="20" period="3.17"></cl-oscillate>
<cl-cylinder id="string" name="{{String|摆线}}" position="0 -1.25 0" radius="0.02" height="2.5" color="[[string]]"></cl-cylinder>
<cl-sphere id="bob" name="{{Bob|摆球}}" position="0 -2.5 0" radius="0.3" color="[[bob]]" roughness="0.4">
<cl-label color="#ffe3c2" size="small">{{bob|摆球}}</cl-label>
</cl-sphere>
</cl-group>
<cl-line id="arc" name="{{Path of the bob|摆球的轨迹}}" points="-0.86 -2.35 0, 0 -2.5 0, 0.86 -2.35 0" smooth="true" dashed="true" color="#8ecae6"></cl-line>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="length" label="{{String length|摆长}}" min="0.5" max="4" step="0.1" value="2.5" unit="m">
<cl-bind target="string" attr="height" expr="length"></cl-bind>
<cl-bind target="string" attr="position.y" expr="-length / 2"></cl-bind>
<cl-bind target="bob" attr="position.y" expr="-length"></cl-bind>
<cl-bind target="swing" attr="period" expr="2 * pi * sqrt(length / g)"></cl-bind>
</cl-slider>
<cl-slider id="angle" label="{{Starting angle|摆角}}" min="5" max="40" step="1" value="20" unit="°">
<cl-bind target="swing" attr="amplitude" expr="angle"></cl-bind>
</cl-slider>
<cl-readout label="{{Period|周期}}" expr="2 * pi * sqrt(length / g)" unit="s" digits="2"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("bob", "bob", T("The bob (the swinging mass)", "摆球（摆动的重物）")),
        LegendItem("string", "string", T("The string", "摆线")),
    ),
    chart="""
<cl-chart title="{{Period and string length|周期与摆长}}" x="length" y="2 * pi * sqrt(length / g)" x-label="{{Length (m)|摆长（米）}}" y-label="{{Period (s)|周期（秒）}}" x-min="0.1" x-max="4" y-min="0" y-max="4.5" color="[[bob]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "Watch a ball on a string swing and find out what makes it swing faster or slower.",
                "看一看细线下的小球怎样摆动，找一找它摆得快慢的原因。",
            ),
            steps=(
                Step(
                    T("Back and forth", "来回摆动"),
                    T(
                        "The ball swings back and forth again and again.",
                        "小球一次又一次地来回摆动。",
                    ),
                    T(
                        "A <strong>pendulum</strong> is a weight hanging on a string. Pull it to one side, let go, and it swings back and forth all by itself.",
                        "<strong>摆</strong>就是挂在细线下的重物。把它拉到一边再松手，它就会自己来回摆动。",
                    ),
                    camera="0 -1 9",
                    target="0 -2 0",
                    highlight="bob",
                    sets=(("length", "2.5"),),
                ),
                Step(
                    T("A shorter string", "短一点的线"),
                    T("Short string: quick swings.", "线短，摆得快。"),
                    T(
                        "Make the string shorter and the ball swings <strong>faster</strong>. Each swing takes less time.",
                        "把线变短，小球就摆得<strong>更快</strong>，每摆一次用的时间更少。",
                    ),
                    highlight="string",
                    sets=(("length", "1"),),
                ),
                Step(
                    T("A longer string", "长一点的线"),
                    T("Long string: slow swings.", "线长，摆得慢。"),
                    T(
                        "Make the string longer and the ball swings <strong>slower</strong>. Old clocks use this to keep time.",
                        "把线变长，小球就摆得<strong>更慢</strong>。老式的摆钟就是用摆来计时的。",
                    ),
                    highlight="string",
                    sets=(("length", "3.5"),),
                ),
            ),
            section_heading=T("What did we find?", "我们发现了什么？"),
            section=(
                T(
                    "The length of the string decides how fast a pendulum swings. A big push or a small push does not change the time of one swing very much.",
                    "摆线的长短决定摆动的快慢。轻轻推或用力推，摆一次的时间差不多。",
                ),
            ),
            quiz=(
                Question(
                    T("How can you make a pendulum swing faster?", "怎样让摆摆得更快？"),
                    (
                        Choice(
                            T("Use a shorter string", "用短一点的线"),
                            T(
                                "Yes! A shorter string makes quicker swings.",
                                "对！线越短，摆得越快。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Use a longer string", "用长一点的线"),
                            T("A longer string makes the swings slower.", "线越长，摆得越慢。"),
                        ),
                        Choice(
                            T("Paint the ball red", "把小球涂成红色"),
                            T("The colour does not change the swing.", "颜色不会改变摆动。"),
                        ),
                    ),
                ),
                Question(
                    T("What is a pendulum?", "什么是摆？"),
                    (
                        Choice(
                            T("A weight hanging on a string", "挂在细线下的重物"),
                            T("Right: it swings back and forth.", "对：它会来回摆动。"),
                            True,
                        ),
                        Choice(
                            T("A ball rolling on the floor", "在地上滚的球"),
                            T("A pendulum hangs and swings.", "摆是挂着摆动的。"),
                        ),
                        Choice(
                            T("A spinning top", "旋转的陀螺"),
                            T("A top spins; a pendulum swings.", "陀螺是转动，摆是摆动。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Pendulum", "摆"),
                    T(
                        "A weight on a string or rod that swings back and forth.",
                        "挂在线或杆下、能来回摆动的重物。",
                    ),
                ),
                (T("Swing", "摆动"), T("One trip over and back again.", "从一边摆过去再摆回来。")),
            ),
        ),
        "middle": Level(
            summary=T(
                "A pendulum's period depends on the length of its string, not on its mass or (for small swings) on how far it swings.",
                "单摆的周期取决于摆长，与摆球的质量无关，摆角较小时也与摆角无关。",
            ),
            steps=(
                Step(
                    T("Period", "周期"),
                    T("One period: over and back again.", "一个周期：摆过去再摆回来。"),
                    T(
                        "The <strong>period</strong> is the time for one full swing, over and back. Gravity pulls the bob down towards the lowest point, and it overshoots each time.",
                        "<strong>周期</strong>是完成一次全振动（摆过去再摆回来）所用的时间。重力把摆球拉向最低点，摆球每次都会冲过最低点。",
                    ),
                    camera="0 -1 9",
                    target="0 -2 0",
                    highlight="bob",
                    sets=(("length", "2.5"), ("angle", "20")),
                ),
                Step(
                    T("Change the length", "改变摆长"),
                    T("Four times the length, twice the period.", "摆长变为4倍，周期变为2倍。"),
                    T(
                        "A longer string gives a longer period. Making the string four times as long doubles the period.",
                        "摆长越长，周期越长。摆长变为原来的4倍，周期变为原来的2倍。",
                    ),
                    highlight="string",
                    sets=(("length", "1"),),
                ),
                Step(
                    T("Change the angle", "改变摆角"),
                    T("Small swings keep the same period.", "摆角较小时，周期基本不变。"),
                    T(
                        "Pull the bob further before letting go. It moves faster, but has further to go, so for small angles the period hardly changes. Galileo noticed this in 1602.",
                        "把摆球拉得更高再松手，它走得更快，但路程也更长，所以摆角较小时周期几乎不变。伽利略在1602年发现了这一点。",
                    ),
                    highlight="arc",
                    sets=(("length", "2.5"), ("angle", "35")),
                ),
            ),
            section_heading=T("Why clocks use pendulums", "为什么钟表用摆"),
            section=(
                T(
                    "Because the period stays the same swing after swing, a pendulum can count time. A pendulum with a string about 1 m long has a period of about 2 s: one tick each second.",
                    "因为每次摆动的周期都相同，摆可以用来计时。摆长约1米的单摆，周期约2秒，每秒摆过一次。",
                ),
                T(
                    "The mass of the bob does not matter: a heavy bob and a light bob on the same string swing together.",
                    "摆球的质量不影响周期：同样长的线，挂重球和轻球摆得一样快。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "What happens to the period if the string is made four times as long?",
                        "把摆长变为原来的4倍，周期会怎样？",
                    ),
                    (
                        Choice(
                            T("It doubles", "变为2倍"),
                            T(
                                "Right: the period grows with the square root of the length.",
                                "对：周期与摆长的平方根成正比。",
                            ),
                            True,
                        ),
                        Choice(
                            T("It becomes four times as long", "变为4倍"),
                            T(
                                "The period grows more slowly than the length.",
                                "周期增长得比摆长慢。",
                            ),
                        ),
                        Choice(
                            T("It stays the same", "不变"),
                            T(
                                "The length is exactly what changes the period.",
                                "改变周期的正是摆长。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "A heavier bob on the same string swings…",
                        "同样的摆长，换一个更重的摆球，它会……",
                    ),
                    (
                        Choice(
                            T("with the same period", "周期不变"),
                            T(
                                "Yes: the period does not depend on the mass.",
                                "对：周期与质量无关。",
                            ),
                            True,
                        ),
                        Choice(
                            T("faster", "摆得更快"),
                            T(
                                "Heavier bobs are pulled harder but are also harder to speed up.",
                                "重球受的重力大，但也更难加速。",
                            ),
                        ),
                        Choice(
                            T("slower", "摆得更慢"),
                            T(
                                "The mass cancels out; the period is unchanged.",
                                "质量的影响相互抵消，周期不变。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("What is the period of a pendulum?", "单摆的周期是什么？"),
                    (
                        Choice(
                            T(
                                "The time for one full swing, over and back",
                                "完成一次全振动所用的时间",
                            ),
                            T("Correct.", "正确。"),
                            True,
                        ),
                        Choice(
                            T("The length of the string", "摆线的长度"),
                            T(
                                "That is the length, which sets the period.",
                                "那是摆长，它决定周期。",
                            ),
                        ),
                        Choice(
                            T("The widest angle of the swing", "最大摆角"),
                            T("That is the amplitude.", "那是振幅。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Period", "周期"),
                    T(
                        "The time for one complete swing, over and back.",
                        "完成一次全振动所用的时间。",
                    ),
                ),
                (
                    T("Amplitude", "振幅"),
                    T(
                        "How far the pendulum swings from the middle.",
                        "摆离开中间位置的最大距离或角度。",
                    ),
                ),
                (
                    T("Gravity", "重力"),
                    T("The pull of the Earth on every mass.", "地球对物体的吸引力。"),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "For small angles a simple pendulum is a harmonic oscillator with period T = 2π√(L/g), independent of mass and amplitude.",
                "摆角较小时，单摆做简谐运动，周期 T = 2π√(L/g)，与质量和振幅无关。",
            ),
            steps=(
                Step(
                    T("Restoring force", "回复力"),
                    T(
                        "The tangential part of gravity pulls the bob back.",
                        "重力沿切线方向的分力把摆球拉回。",
                    ),
                    T(
                        "Displaced by an angle θ, the bob feels a restoring force −mg sin θ along its path. For small θ, sin θ ≈ θ, so the force is proportional to the displacement: the motion is <strong>simple harmonic</strong>.",
                        "摆球偏离角度 θ 时，沿轨迹方向受到回复力 −mg sin θ。θ 很小时 sin θ ≈ θ，回复力与位移成正比，因此运动是<strong>简谐运动</strong>。",
                    ),
                    camera="0 -1 9",
                    target="0 -2 0",
                    highlight="bob",
                    sets=(("length", "2.5"), ("angle", "15")),
                ),
                Step(
                    T("T = 2π√(L/g)", "T = 2π√(L/g)"),
                    T("The readout follows T = 2π√(L/g).", "读数遵循 T = 2π√(L/g)。"),
                    T(
                        "Solving the equation of motion gives T = 2π√(L/g). The mass cancels because it appears in both the force and the inertia. Halve the period by making the string a quarter as long.",
                        "解运动方程得 T = 2π√(L/g)。质量同时出现在回复力和惯性中，因而相互抵消。摆长变为四分之一，周期减半。",
                    ),
                    highlight="string",
                    sets=(("length", "0.6"),),
                ),
                Step(
                    T("Large angles", "大摆角"),
                    T(
                        "At 40° the true period is about 3% longer.",
                        "摆角为40°时，实际周期约长3%。",
                    ),
                    T(
                        "The approximation sin θ ≈ θ fails at large angles, and the true period grows: about 3% longer at 40°. The model keeps the small-angle formula, so treat its readout as an approximation there.",
                        "摆角较大时 sin θ ≈ θ 不再成立，实际周期变长：40°时约长3%。本模型仍使用小角度公式，因此大摆角时的读数只是近似值。",
                    ),
                    highlight="arc",
                    sets=(("length", "2.5"), ("angle", "40")),
                ),
            ),
            section_heading=T("Measuring g with a pendulum", "用单摆测量重力加速度"),
            section=(
                T(
                    "Rearranging gives g = 4π²L/T². Timing 20 swings of a 1.00 m pendulum (about 40.1 s) gives T ≈ 2.006 s and g ≈ 9.81 m/s². Timing many swings reduces the error of starting and stopping the watch.",
                    "变形得 g = 4π²L/T²。给1.00米长的单摆计时20次全振动（约40.1秒），得 T ≈ 2.006秒，g ≈ 9.81米/秒²。多次计时可以减小按表的误差。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Which change doubles the period of a simple pendulum?",
                        "哪种改变能使单摆的周期加倍？",
                    ),
                    (
                        Choice(
                            T("Making the length four times as long", "摆长变为4倍"),
                            T("Right: T ∝ √L.", "对：T ∝ √L。"),
                            True,
                        ),
                        Choice(
                            T("Doubling the mass", "质量加倍"),
                            T(
                                "The mass cancels out of T = 2π√(L/g).",
                                "质量在 T = 2π√(L/g) 中被约去。",
                            ),
                        ),
                        Choice(
                            T("Doubling a small amplitude", "小振幅加倍"),
                            T(
                                "For small angles the period is independent of amplitude.",
                                "小摆角时周期与振幅无关。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "On the Moon (g ≈ 1.6 m/s²), a pendulum's period compared with on Earth is…",
                        "在月球上（g ≈ 1.6 米/秒²），单摆的周期与在地球上相比……",
                    ),
                    (
                        Choice(
                            T("about 2.5 times longer", "约长2.5倍"),
                            T("Yes: √(9.81/1.6) ≈ 2.5.", "对：√(9.81/1.6) ≈ 2.5。"),
                            True,
                        ),
                        Choice(
                            T("about 6 times longer", "约长6倍"),
                            T(
                                "The period goes with the square root of 1/g.",
                                "周期与 1/g 的平方根成正比。",
                            ),
                        ),
                        Choice(
                            T("shorter", "更短"),
                            T(
                                "Weaker gravity gives a weaker restoring force and slower swings.",
                                "重力越弱，回复力越小，摆得越慢。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("Why is the small-angle approximation needed?", "为什么需要小角度近似？"),
                    (
                        Choice(
                            T(
                                "So that sin θ ≈ θ and the motion is simple harmonic",
                                "使 sin θ ≈ θ，运动成为简谐运动",
                            ),
                            T("Correct.", "正确。"),
                            True,
                        ),
                        Choice(
                            T("So that air resistance vanishes", "使空气阻力消失"),
                            T(
                                "Air resistance is a separate simplification.",
                                "空气阻力是另一个简化。",
                            ),
                        ),
                        Choice(
                            T("So that the string does not stretch", "使摆线不伸长"),
                            T(
                                "That is the assumption of an inextensible string.",
                                "那是摆线不可伸长的假设。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Simple harmonic motion", "简谐运动"),
                    T(
                        "Motion with a restoring force proportional to the displacement.",
                        "回复力与位移成正比的运动。",
                    ),
                ),
                (
                    T("Restoring force", "回复力"),
                    T(
                        "A force that pulls a system back towards equilibrium.",
                        "把物体拉回平衡位置的力。",
                    ),
                ),
                (
                    T("g", "g"),
                    T(
                        "The acceleration of free fall, 9.81 m/s² at the Earth's surface.",
                        "自由落体加速度，地球表面约为9.81米/秒²。",
                    ),
                ),
            ),
        ),
    },
)

TOPICS = [PENDULUM]
