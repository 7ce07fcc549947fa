"""Waves and optics topics: transverse and longitudinal waves, sound, reflection, refraction, convex lenses."""

from genui.corpus.schema import Choice, Level, Question, Step, T, Topic

# Waves: nine particles per row, 1 m apart, wavelength 6 m (60° of phase per particle).
_ROPE = "\n".join(
    f'<cl-sphere position="{x} 0 0" radius="0.22" color="[[rope]]"><cl-oscillate id="ot{i}" amplitude="0.6" phase="{-60 * i}"></cl-oscillate>'
    + (
        '<cl-torus id="markt" radius="0.32" tube="0.05" rotation="90 0 0" color="#ef476f" visible="false"></cl-torus>'
        if i == 4
        else ""
    )
    + "</cl-sphere>"
    for i, x in enumerate(range(-4, 5))
)
_COILS = "\n".join(
    f'<cl-torus position="0 {x} 0" radius="0.45" tube="0.06" color="{"#ef476f" if i == 4 else "[[coil]]"}"><cl-oscillate id="ol{i}" amplitude="0.35" phase="{-60 * i}"></cl-oscillate></cl-torus>'
    for i, x in enumerate(range(-4, 5))
)
_PERIODS = "\n".join(
    f'<cl-bind target="o{row}{i}" attr="period" expr="1 / f"></cl-bind>'
    for row in "tl"
    for i in range(9)
)

WAVES = Topic(
    slug="transverse-and-longitudinal-waves",
    subject="physics",
    names={
        "en": (
            "transverse and longitudinal waves",
            "types of waves",
            "wave motion",
            "mechanical waves",
        ),
        "zh": ("横波和纵波", "机械波", "波的传播", "波的种类"),
    },
    title=T("Transverse and longitudinal waves", "横波与纵波"),
    palette={
        "rope": ("#ffb703", "#f4a261", "#90be6d"),
        "coil": ("#8ecae6", "#a8dadc", "#bde0fe"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene=f"""
<cl-scene camera="0 0 12" target="0 0 0" background="[[background]]" label="{{{{Two rows of particles: a wave on a rope and a wave along a spring|两排质点：绳上的波和弹簧上的波}}}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="4 6 8" intensity="1"></cl-light>
<cl-arrow id="travel" name="{{{{Direction the wave travels|波的传播方向}}}}" position="-2 3.2 0" direction="1 0 0" length="4" color="#ffffff">
<cl-label offset="2 0.4 0" size="small">{{{{wave travels|波的传播方向}}}}</cl-label>
</cl-arrow>
<cl-group id="trans" name="{{{{Transverse wave on a rope|绳上的横波}}}}" position="0 1.6 0">
{_ROPE}
</cl-group>
<cl-group id="long" name="{{{{Longitudinal wave along a spring|弹簧上的纵波}}}}" position="0 -1.8 0" rotation="0 0 -90">
{_COILS}
</cl-group>
</cl-scene>
""",
    controls=f"""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="f" label="{{{{Frequency|频率}}}}" min="0.25" max="1" step="0.05" value="0.5" unit="Hz"></cl-slider>
<cl-select id="kind" label="{{{{Show|显示}}}}" value="3">
<cl-option value="3">{{{{Both waves|两种波}}}}</cl-option>
<cl-option value="1">{{{{Transverse only|只看横波}}}}</cl-option>
<cl-option value="2">{{{{Longitudinal only|只看纵波}}}}</cl-option>
</cl-select>
<cl-toggle id="mark" label="{{{{Mark one particle|标出一个质点}}}}">
<cl-bind target="markt" attr="visible"></cl-bind>
</cl-toggle>
<cl-bind target="trans" attr="visible" expr="kind != 2"></cl-bind>
<cl-bind target="long" attr="visible" expr="kind != 1"></cl-bind>
{_PERIODS}
<cl-readout label="{{{{Period|周期}}}}" expr="1 / f" unit="s" digits="2"></cl-readout>
<cl-readout label="{{{{Wave speed (wavelength 6 m)|波速（波长6米）}}}}" expr="6 * f" unit="m/s" digits="1"></cl-readout>
</cl-controls>
""",
    levels={
        "primary": Level(
            summary=T(
                "A wave carries a wiggle from place to place. The rope and the spring move, but they stay where they are.",
                "波把振动从一个地方传到另一个地方。绳子和弹簧在动，却没有跟着波跑走。",
            ),
            steps=(
                Step(
                    T("A wave on a rope", "绳子上的波"),
                    T("The bumps travel along the rope.", "波峰沿着绳子向前跑。"),
                    T(
                        "Shake one end of a rope up and down and a <strong>wave</strong> runs along it. The humps move to the right.",
                        "把绳子的一端上下抖动，就有一列<strong>波</strong>沿着绳子传过去，一个个凸起向右移动。",
                    ),
                    camera="0 1.6 9",
                    target="0 1.6 0",
                    highlight="trans",
                    sets=(("kind", "1"), ("mark", "0"), ("f", "0.5")),
                ),
                Step(
                    T("Watch one bead", "盯住一颗珠子"),
                    T("The marked bead only moves up and down.", "标出的珠子只是上下运动。"),
                    T(
                        "Watch the marked bead. It bobs up and down in the same place. The wave moves on, but the rope stays.",
                        "盯住那颗标出的珠子：它只在原地上下运动。波向前传，绳子却留在原处。",
                    ),
                    highlight="markt",
                    sets=(("mark", "1"),),
                ),
                Step(
                    T("A wave on a spring", "弹簧上的波"),
                    T("Squeezed parts travel along the spring.", "挤在一起的部分沿弹簧向前跑。"),
                    T(
                        "Push a long spring back and forth and a different wave runs along it: bunched-up coils travel from one end to the other. Sound travels through the air like this.",
                        "把长弹簧前后推拉，会出现另一种波：挤紧的线圈从一端跑到另一端。声音就是这样在空气中传播的。",
                    ),
                    camera="0 -1.8 9",
                    target="0 -1.8 0",
                    highlight="long",
                    sets=(("kind", "2"),),
                ),
            ),
            section_heading=T("Waves all around", "身边的波"),
            section=(
                T(
                    "Ripples on a pond, a Mexican wave in a stadium and the sound of your voice are all waves. Each one passes on a movement without carrying the water, the people or the air away.",
                    "池塘里的涟漪、体育场上观众掀起的人浪、你说话的声音，都是波。它们传递的是振动，并没有把水、人或空气带走。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "When a wave runs along a rope, what does a bead on the rope do?",
                        "波沿绳子传播时，绳上的珠子怎样运动？",
                    ),
                    (
                        Choice(
                            T("It moves up and down in the same place", "在原地上下运动"),
                            T("Yes! Only the wave moves along.", "对！向前传的只是波。"),
                            True,
                        ),
                        Choice(
                            T("It travels along with the wave", "跟着波一起向前跑"),
                            T(
                                "Watch the marked bead: it stays in place.",
                                "看那颗标出的珠子：它留在原处。",
                            ),
                        ),
                        Choice(
                            T("It stays perfectly still", "一动不动"),
                            T("It does move, up and down.", "它在动，是上下运动。"),
                        ),
                    ),
                ),
                Question(
                    T("Which of these is a wave?", "下列哪个是波？"),
                    (
                        Choice(T("Ripples on a pond", "池塘里的涟漪"), T("Right.", "对。"), True),
                        Choice(
                            T("A rolling ball", "滚动的球"),
                            T(
                                "The ball itself moves from place to place.",
                                "那是球自己从一处移到另一处。",
                            ),
                        ),
                        Choice(
                            T("A flying bird", "飞翔的鸟"),
                            T(
                                "The bird carries itself along; that is not a wave.",
                                "鸟是自己在移动，不是波。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Wave", "波"),
                    T("A movement that passes from place to place.", "从一处传到另一处的振动。"),
                ),
                (T("Vibrate", "振动"), T("To move quickly back and forth.", "快速地来回运动。")),
            ),
        ),
        "middle": Level(
            summary=T(
                "In a transverse wave the particles move across the direction of travel; in a longitudinal wave they move along it. Both carry energy, not matter.",
                "横波中质点的振动方向与波的传播方向垂直，纵波中两者在同一直线上。两种波传递的都是能量，而不是物质。",
            ),
            steps=(
                Step(
                    T("Transverse waves", "横波"),
                    T(
                        "Particles move at right angles to the wave.",
                        "质点振动方向与传播方向垂直。",
                    ),
                    T(
                        "On the rope each particle moves up and down while the wave travels sideways: a <strong>transverse wave</strong>, with crests and troughs. Light and other electromagnetic waves are transverse too.",
                        "绳上的每个质点上下振动，而波向右传播：这是<strong>横波</strong>，有波峰和波谷。光等电磁波也是横波。",
                    ),
                    camera="0 0 12",
                    target="0 0 0",
                    highlight="trans",
                    sets=(("kind", "3"), ("mark", "1"), ("f", "0.5")),
                ),
                Step(
                    T("Longitudinal waves", "纵波"),
                    T(
                        "Particles move along the direction of the wave.",
                        "质点振动方向与传播方向在同一直线上。",
                    ),
                    T(
                        "In the spring each coil moves back and forth along the direction of travel: a <strong>longitudinal wave</strong> made of compressions (coils close together) and rarefactions (coils spread out). The red coil never leaves its place.",
                        "弹簧的每个线圈沿传播方向前后振动：这是<strong>纵波</strong>，由密部（线圈挤紧处）和疏部（线圈分开处）组成。红色线圈始终在原位附近。",
                    ),
                    highlight="long",
                ),
                Step(
                    T("Wavelength and frequency", "波长与频率"),
                    T("v = f λ", "v = f λ"),
                    T(
                        "The <strong>wavelength</strong> λ is the distance from one crest (or compression) to the next, here 6 m. Each second <em>f</em> waves pass, so the wave speed is <em>v</em> = <em>f</em>λ: at 1 Hz, 6 m/s.",
                        "<strong>波长</strong> λ 是相邻两个波峰（或两个密部）之间的距离，这里是6米。每秒通过 <em>f</em> 个波，所以波速 <em>v</em> = <em>f</em>λ：频率为1赫兹时波速为6米/秒。",
                    ),
                    highlight="travel",
                    sets=(("f", "1"),),
                ),
            ),
            section_heading=T("Energy without matter", "传递能量而不传递物质"),
            section=(
                T(
                    "A wave transfers energy from a source without carrying the medium along. Sound in air is longitudinal; waves on a string are transverse. Water waves are a mixture: the water moves in small circles.",
                    "波把能量从波源传出去，介质本身并不随波迁移。空气中的声波是纵波，弦上的波是横波。水波则兼而有之：水质点做小圆周运动。",
                ),
            ),
            quiz=(
                Question(
                    T("In a longitudinal wave the particles vibrate…", "纵波中，质点的振动方向……"),
                    (
                        Choice(
                            T("along the direction the wave travels", "与传播方向在同一直线上"),
                            T("Right.", "对。"),
                            True,
                        ),
                        Choice(
                            T("at right angles to the direction of travel", "与传播方向垂直"),
                            T("That describes a transverse wave.", "那是横波。"),
                        ),
                        Choice(
                            T("in random directions", "杂乱无章"),
                            T(
                                "The motion is ordered: back and forth along the wave.",
                                "振动是有规律的：沿传播方向前后振动。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "A wave has frequency 5 Hz and wavelength 2 m. What is its speed?",
                        "一列波频率为5赫兹，波长为2米，波速是多少？",
                    ),
                    (
                        Choice(
                            T("10 m/s", "10米/秒"),
                            T("Yes: v = fλ = 5 × 2.", "对：v = fλ = 5 × 2。"),
                            True,
                        ),
                        Choice(
                            T("2.5 m/s", "2.5米/秒"),
                            T("Multiply, do not divide.", "应该相乘，不是相除。"),
                        ),
                        Choice(
                            T("7 m/s", "7米/秒"),
                            T(
                                "Speed is the product fλ, not the sum.",
                                "波速是 fλ 的乘积，不是和。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("Which kind of wave is sound in air?", "空气中的声波是哪种波？"),
                    (
                        Choice(
                            T("Longitudinal", "纵波"),
                            T(
                                "Correct: air is squeezed and stretched along the wave.",
                                "正确：空气沿传播方向被压缩和拉伸。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Transverse", "横波"),
                            T("Air cannot pass on a sideways shake.", "空气无法传递横向的抖动。"),
                        ),
                        Choice(
                            T("Neither: sound is not a wave", "都不是：声音不是波"),
                            T(
                                "Sound is a wave: it has a frequency and a wavelength.",
                                "声音是波，有频率和波长。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Transverse wave", "横波"),
                    T(
                        "A wave whose particles vibrate across its direction of travel.",
                        "质点振动方向与传播方向垂直的波。",
                    ),
                ),
                (
                    T("Longitudinal wave", "纵波"),
                    T(
                        "A wave whose particles vibrate along its direction of travel.",
                        "质点振动方向与传播方向在同一直线上的波。",
                    ),
                ),
                (
                    T("Wavelength", "波长"),
                    T(
                        "The distance between neighbouring crests or compressions.",
                        "相邻两个波峰或密部之间的距离。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "A travelling wave y = A sin(ωt − kx) repeats every period T in time and every wavelength λ in space; v = λ/T = fλ is set by the medium.",
                "简谐波 y = A sin(ωt − kx) 在时间上以周期 T 重复，在空间上以波长 λ 重复；波速 v = λ/T = fλ 由介质决定。",
            ),
            steps=(
                Step(
                    T("Phase along the wave", "沿波的相位"),
                    T("Each particle lags its neighbour by 60°.", "每个质点比前一个落后60°。"),
                    T(
                        "Every particle performs the same simple harmonic motion, each one a little later than the one before: here 60° per metre, so the pattern repeats after λ = 6 m. This is <em>y</em> = <em>A</em> sin(ω<em>t</em> − <em>kx</em>) with <em>k</em> = 2π/λ.",
                        "每个质点都做同样的简谐运动，只是依次落后一些：这里每米落后60°，所以每隔 λ = 6米图样重复一次。这就是 <em>y</em> = <em>A</em> sin(ω<em>t</em> − <em>kx</em>)，其中 <em>k</em> = 2π/λ。",
                    ),
                    camera="0 0 12",
                    target="0 0 0",
                    highlight="trans",
                    sets=(("kind", "3"), ("mark", "1"), ("f", "0.5")),
                ),
                Step(
                    T("Two kinds of displacement", "两种位移方向"),
                    T(
                        "Same equation, different direction of displacement.",
                        "方程相同，位移方向不同。",
                    ),
                    T(
                        "The spring obeys the same equation, but the displacement is along <em>x</em>. Compressions form where neighbouring coils move towards each other: a quarter wavelength from the coils with the largest displacement.",
                        "弹簧上的波满足同样的方程，只是位移沿 <em>x</em> 方向。相邻线圈相向运动处形成密部，它与位移最大的线圈相距四分之一波长。",
                    ),
                    highlight="long",
                ),
                Step(
                    T("v = fλ", "v = fλ"),
                    T(
                        "Doubling f halves the period; here λ is fixed.",
                        "频率加倍，周期减半；这里波长固定。",
                    ),
                    T(
                        "In one period the wave advances one wavelength, so <em>v</em> = λ/<em>T</em> = <em>f</em>λ. In a real medium <em>v</em> is fixed by the medium, so raising <em>f</em> shortens λ. For a string <em>v</em> = √(<em>F</em>/μ), with tension <em>F</em> and mass per unit length μ.",
                        "一个周期内波向前传播一个波长，所以 <em>v</em> = λ/<em>T</em> = <em>f</em>λ。在实际介质中波速由介质决定，提高频率会使波长变短。弦上波速 <em>v</em> = √(<em>F</em>/μ)，<em>F</em> 为张力，μ 为单位长度的质量。",
                    ),
                    highlight="travel",
                    sets=(("f", "1"),),
                ),
            ),
            section_heading=T("Which media carry which waves?", "什么介质传播什么波"),
            section=(
                T(
                    "A transverse wave needs a medium that resists being sheared; fluids do not, so inside liquids and gases mechanical waves are longitudinal. Earthquakes send both: fast longitudinal P-waves (about 6 km/s in the crust) and slower transverse S-waves (about 3.5 km/s) that cannot cross the liquid outer core.",
                    "横波需要能抵抗切变的介质，流体不能，所以液体和气体内部的机械波都是纵波。地震同时产生两种波：较快的纵波P波（在地壳中约6千米/秒）和较慢的横波S波（约3.5千米/秒），S波无法穿过液态的外核。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "In y = A sin(ωt − kx), what is k for λ = 0.5 m?",
                        "在 y = A sin(ωt − kx) 中，若 λ = 0.5米，k 为多少？",
                    ),
                    (
                        Choice(
                            T("4π rad/m", "4π 弧度/米"),
                            T("Right: k = 2π/λ.", "对：k = 2π/λ。"),
                            True,
                        ),
                        Choice(
                            T("π rad/m", "π 弧度/米"),
                            T("k = 2π/0.5 = 4π, not π.", "k = 2π/0.5 = 4π，不是 π。"),
                        ),
                        Choice(
                            T("0.5 rad/m", "0.5 弧度/米"),
                            T("k is 2π divided by λ.", "k 等于 2π 除以 λ。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why can S-waves not cross the Earth's liquid outer core?",
                        "为什么S波不能穿过地球的液态外核？",
                    ),
                    (
                        Choice(
                            T("Liquids cannot carry transverse waves", "液体不能传播横波"),
                            T(
                                "Correct: a liquid does not resist shear.",
                                "正确：液体不能抵抗切变。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The core is too hot for any wave", "外核太热，任何波都无法通过"),
                            T("P-waves do cross the core.", "P波能穿过外核。"),
                        ),
                        Choice(
                            T("S-waves are too slow", "S波太慢了"),
                            T("Speed is not the reason.", "原因不在速度。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "A wave's frequency is doubled in the same medium. Its wavelength…",
                        "同一介质中波的频率加倍，波长……",
                    ),
                    (
                        Choice(
                            T("halves", "减半"),
                            T(
                                "Yes: v is fixed, so λ = v/f halves.",
                                "对：波速不变，λ = v/f 减半。",
                            ),
                            True,
                        ),
                        Choice(
                            T("doubles", "加倍"),
                            T("That would double the speed as well.", "那样波速也会加倍。"),
                        ),
                        Choice(
                            T("stays the same", "不变"),
                            T("Then the speed would double.", "那样波速会加倍。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Wave number", "波数"),
                    T("k = 2π/λ, the phase change per metre.", "k = 2π/λ，每米的相位变化。"),
                ),
                (
                    T("Compression", "密部"),
                    T(
                        "A region of a longitudinal wave where particles are crowded together.",
                        "纵波中质点密集的区域。",
                    ),
                ),
                (
                    T("Medium", "介质"),
                    T(
                        "The material a mechanical wave travels through.",
                        "机械波传播所经过的物质。",
                    ),
                ),
            ),
        ),
    },
)

# Sound: wavefronts (compressions) leave the loudspeaker, slowed down 500 times; 1 scene unit = 0.5 m.
_FRONTS = "\n".join(
    f'<cl-torus id="front{k}" radius="1.1" tube="0.05" rotation="0 0 90" position="{0.8 + 1.56 * k:.2f} 0 0" color="[[wave]]"></cl-torus>'
    for k in range(8)
)
_FRONT_BINDS = "\n".join(
    f'<cl-bind target="front{k}" attr="position.x" expr="0.8 + 2 * vs / f * ({k} + t * f / 500 % 1)"></cl-bind>\n'
    f'<cl-bind target="front{k}" attr="visible" expr="2 * vs / f * ({k} + t * f / 500 % 1) < 6.3"></cl-bind>'
    for k in range(8)
)

SOUND = Topic(
    slug="sound-and-frequency",
    subject="physics",
    names={
        "en": ("sound and frequency", "pitch and frequency", "sound waves", "loudness and pitch"),
        "zh": ("声音的频率", "音调与频率", "声波", "响度与音调"),
    },
    title=T("Sound: frequency, pitch and wavelength", "声音：频率、音调与波长"),
    palette={
        "wave": ("#8ecae6", "#a8dadc", "#ffd166"),
        "speaker": ("#6c757d", "#8d99ae", "#5c677d"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene=f"""
<cl-scene camera="3.5 2.5 10" target="3.5 0 0" background="[[background]]" label="{{{{A loudspeaker sends out sound waves, shown as rings of squeezed air, slowed down|扬声器发出的声波（以放慢的压缩空气环表示）}}}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="4 6 8" intensity="1"></cl-light>
<cl-box id="speaker" name="{{{{Loudspeaker|扬声器}}}}" position="-0.6 0 0" size="1 2.6 2.6" color="[[speaker]]"></cl-box>
<cl-cone id="cone" name="{{{{Speaker cone|纸盆}}}}" position="0.2 0 0" rotation="0 0 90" radius="1" height="0.5" color="#adb5bd">
<cl-oscillate id="buzz" axis="1 0 0" amplitude="0.15" period="1.14" phase="90"></cl-oscillate>
</cl-cone>
<cl-group id="fronts" name="{{{{Compressions of the air|空气的密部}}}}">
{_FRONTS}
</cl-group>
</cl-scene>
""",
    controls=f"""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="f" label="{{{{Frequency|频率}}}}" min="100" max="800" step="10" value="440" unit="Hz">
<cl-bind target="buzz" attr="period" expr="500 / f"></cl-bind>
</cl-slider>
<cl-slider id="loud" label="{{{{Loudness (amplitude)|响度（振幅）}}}}" min="1" max="5" step="1" value="3">
<cl-bind target="buzz" attr="amplitude" expr="0.05 * loud"></cl-bind>
</cl-slider>
<cl-select id="vs" label="{{{{Sound travels through|传声介质}}}}" value="343">
<cl-option value="343">{{{{Air, 20 °C|空气（20 °C）}}}}</cl-option>
<cl-option value="1480">{{{{Water|水}}}}</cl-option>
</cl-select>
{_FRONT_BINDS}
<cl-readout label="{{{{Wavelength|波长}}}}" expr="vs / f" unit="m" digits="2"></cl-readout>
<cl-readout label="{{{{Period|周期}}}}" expr="1000 / f" unit="ms" digits="2"></cl-readout>
</cl-controls>
""",
    chart="""
<cl-chart title="{{Wavelength and frequency|波长与频率}}" x="f" y="vs / f" x-label="{{Frequency (Hz)|频率（赫兹）}}" y-label="{{Wavelength (m)|波长（米）}}" y-min="0" color="[[wave]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "Sounds are made by things that shake. Fast shaking makes a high sound; big shaking makes a loud sound.",
                "声音是由物体振动产生的。振动得快，声音就高；振动得大，声音就响。",
            ),
            steps=(
                Step(
                    T("Shaking makes sound", "振动发声"),
                    T(
                        "The speaker cone shakes and pushes the air.",
                        "扬声器的纸盆振动，推动空气。",
                    ),
                    T(
                        "The cone of a loudspeaker shakes back and forth very fast. It squeezes the air in front of it again and again, and the squeezes travel to your ear. Here everything is slowed down a lot.",
                        "扬声器的纸盆在飞快地前后振动，一次又一次地挤压前面的空气，这些挤压一直传到你的耳朵里。这里把一切都放慢了很多倍。",
                    ),
                    camera="3.5 2.5 10",
                    target="3.5 0 0",
                    highlight="cone",
                    sets=(("f", "440"), ("loud", "3"), ("vs", "343")),
                ),
                Step(
                    T("High and low", "高音和低音"),
                    T(
                        "Faster shaking: a higher sound, closer rings.",
                        "振动越快，声音越高，圆环越密。",
                    ),
                    T(
                        "Make the cone shake faster and the sound gets <strong>higher</strong>, like a whistle. The rings of squeezed air come closer together.",
                        "让纸盆振动得更快，声音就变<strong>高</strong>，像吹哨子一样；压缩空气的圆环也挨得更近。",
                    ),
                    highlight="fronts",
                    sets=(("f", "800"),),
                ),
                Step(
                    T("Loud and soft", "响和轻"),
                    T("Bigger shaking: a louder sound.", "振动幅度越大，声音越响。"),
                    T(
                        "Make the cone shake further back and forth and the sound gets <strong>louder</strong>. A drum hit hard shakes more and sounds louder.",
                        "让纸盆前后振动得更厉害，声音就更<strong>响</strong>。用力敲鼓，鼓面振动得更大，声音也更响。",
                    ),
                    highlight="cone",
                    sets=(("f", "300"), ("loud", "5")),
                ),
            ),
            section_heading=T("Feel the sound", "摸一摸声音"),
            section=(
                T(
                    "Touch your throat while you hum: you can feel it shaking. Sound needs something to travel through, such as air, water or a wall. In empty space there is no sound.",
                    "哼歌时摸摸喉咙，你能感到它在振动。声音要靠空气、水或墙壁等物质才能传播，在真空中听不到声音。",
                ),
            ),
            quiz=(
                Question(
                    T("What makes a sound higher?", "什么会让声音变高？"),
                    (
                        Choice(
                            T("Faster shaking", "振动得更快"),
                            T("Yes! Fast shaking makes a high sound.", "对！振动得快，声音就高。"),
                            True,
                        ),
                        Choice(
                            T("Bigger shaking", "振动得更大"),
                            T("Bigger shaking makes a louder sound.", "振动得大，声音更响。"),
                        ),
                        Choice(
                            T("Slower shaking", "振动得更慢"),
                            T("Slow shaking makes a low sound.", "振动得慢，声音低。"),
                        ),
                    ),
                ),
                Question(
                    T("Where can sound NOT travel?", "声音在哪里不能传播？"),
                    (
                        Choice(
                            T("In empty space", "在真空中"),
                            T("Right: there is nothing to carry it.", "对：那里没有传声的物质。"),
                            True,
                        ),
                        Choice(
                            T("In water", "在水中"),
                            T("Whales hear each other underwater.", "鲸在水下能听到彼此的声音。"),
                        ),
                        Choice(
                            T("Through a wall", "穿过墙壁"),
                            T(
                                "You can hear neighbours through a wall.",
                                "隔着墙也能听到邻居的声音。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (T("Vibration", "振动"), T("Quick shaking back and forth.", "快速地来回运动。")),
                (T("Pitch", "音调"), T("How high or low a sound is.", "声音的高低。")),
            ),
        ),
        "middle": Level(
            summary=T(
                "Sound is a longitudinal wave. Its frequency sets the pitch, its amplitude the loudness, and in air it travels at about 340 m/s.",
                "声音是纵波。频率决定音调，振幅决定响度；声音在空气中的传播速度约为340米/秒。",
            ),
            steps=(
                Step(
                    T("Frequency", "频率"),
                    T("440 vibrations per second: the note A.", "每秒振动440次：音符A（la）。"),
                    T(
                        "The <strong>frequency</strong> is the number of vibrations per second, in hertz (Hz). The note A that orchestras tune to is 440 Hz. People hear roughly 20 Hz to 20 000 Hz.",
                        "<strong>频率</strong>是每秒振动的次数，单位是赫兹（Hz）。乐队调音用的A音是440赫兹。人耳能听到的频率大约在20赫兹到20000赫兹之间。",
                    ),
                    camera="3.5 2.5 10",
                    target="3.5 0 0",
                    highlight="cone",
                    sets=(("f", "440"), ("loud", "3"), ("vs", "343")),
                ),
                Step(
                    T("Wavelength", "波长"),
                    T("Higher frequency, shorter wavelength.", "频率越高，波长越短。"),
                    T(
                        "The rings are compressions of the air. Sound in air travels at about 343 m/s, so λ = <em>v</em>/<em>f</em>: 0.78 m at 440 Hz, 0.43 m at 800 Hz. A higher note has a shorter wavelength.",
                        "圆环表示空气的密部。声音在空气中的速度约为343米/秒，所以 λ = <em>v</em>/<em>f</em>：440赫兹时为0.78米，800赫兹时为0.43米。音调越高，波长越短。",
                    ),
                    highlight="fronts",
                    sets=(("f", "800"),),
                ),
                Step(
                    T("Sound in water", "水中的声音"),
                    T(
                        "In water sound is over four times faster.",
                        "声音在水中的速度是空气中的4倍多。",
                    ),
                    T(
                        "In water sound travels at about 1480 m/s. The frequency stays the same, so the wavelength is over four times longer. Sound travels even faster in steel, about 5900 m/s.",
                        "声音在水中的速度约为1480米/秒。频率不变，所以波长变为原来的4倍多。在钢铁中声音传得更快，约为5900米/秒。",
                    ),
                    highlight="fronts",
                    sets=(("f", "440"), ("vs", "1480")),
                ),
            ),
            section_heading=T("Pitch and loudness", "音调与响度"),
            section=(
                T(
                    "Pitch depends on frequency: a short guitar string vibrates faster and sounds higher. Loudness depends on amplitude: the harder you pluck, the further the string moves and the louder the note. Loudness is measured in decibels (dB).",
                    "音调由频率决定：吉他的弦越短，振动越快，音调越高。响度由振幅决定：弹得越用力，弦振动的幅度越大，声音越响。响度的单位是分贝（dB）。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "What is the wavelength of a 170 Hz sound in air (v = 340 m/s)?",
                        "170赫兹的声音在空气中（v = 340米/秒）的波长是多少？",
                    ),
                    (
                        Choice(
                            T("2 m", "2米"), T("Right: 340 ÷ 170 = 2.", "对：340 ÷ 170 = 2。"), True
                        ),
                        Choice(
                            T("0.5 m", "0.5米"),
                            T(
                                "Divide the speed by the frequency, not the other way round.",
                                "应当用速度除以频率，而不是反过来。",
                            ),
                        ),
                        Choice(
                            T("57 800 m", "57800米"),
                            T("Divide, do not multiply.", "应该相除，不是相乘。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Plucking a guitar string harder changes mainly its…",
                        "用更大的力拨吉他弦，主要改变的是……",
                    ),
                    (
                        Choice(
                            T("loudness", "响度"),
                            T("Yes: a bigger amplitude sounds louder.", "对：振幅越大，响度越大。"),
                            True,
                        ),
                        Choice(
                            T("pitch", "音调"),
                            T(
                                "The pitch is set by the frequency, which hardly changes.",
                                "音调由频率决定，频率几乎不变。",
                            ),
                        ),
                        Choice(
                            T("speed of sound", "声速"),
                            T("The speed is set by the air.", "声速由空气决定。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Frequency", "频率"),
                    T(
                        "Number of vibrations per second, in hertz (Hz).",
                        "每秒振动的次数，单位是赫兹（Hz）。",
                    ),
                ),
                (
                    T("Amplitude", "振幅"),
                    T(
                        "The greatest distance a vibrating object moves from its rest position.",
                        "振动物体离开平衡位置的最大距离。",
                    ),
                ),
                (
                    T("Decibel", "分贝"),
                    T("The unit used to measure how loud a sound is.", "表示声音强弱的单位。"),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Sound is a pressure wave: v = fλ, with v fixed by the medium; the frequency is set by the source and stays the same when sound passes into another medium.",
                "声波是压强波：v = fλ，波速由介质决定；频率由声源决定，声音进入另一种介质时频率不变。",
            ),
            steps=(
                Step(
                    T("A pressure wave", "压强波"),
                    T(
                        "Compressions and rarefactions, one wavelength apart.",
                        "密部与疏部交替，相邻密部相距一个波长。",
                    ),
                    T(
                        "The cone pushes air molecules together (a compression, pressure slightly above atmospheric) and then pulls back (a rarefaction). At 440 Hz and 60 dB the pressure swings by only about 0.03 Pa, 3 parts in 10 million of atmospheric pressure.",
                        "纸盆把空气分子挤到一起（密部，压强略高于大气压），随后又退回（疏部）。在440赫兹、60分贝时，压强的变化只有约0.03帕，仅为大气压的千万分之三。",
                    ),
                    camera="3.5 2.5 10",
                    target="3.5 0 0",
                    highlight="fronts",
                    sets=(("f", "440"), ("loud", "3"), ("vs", "343")),
                ),
                Step(
                    T("Audible range", "可听范围"),
                    T(
                        "20 Hz to 20 kHz: λ from 17 m to 1.7 cm.",
                        "20赫兹到20千赫：波长从17米到1.7厘米。",
                    ),
                    T(
                        "With <em>v</em> = 343 m/s, audible wavelengths run from 17 m (20 Hz) to 1.7 cm (20 kHz). Long waves bend round obstacles easily, which is why you hear the bass from a party next door.",
                        "取 <em>v</em> = 343米/秒，可听声的波长从17米（20赫兹）到1.7厘米（20千赫）。长波容易绕过障碍物，所以隔壁聚会时你听到的多是低音。",
                    ),
                    highlight="fronts",
                    sets=(("f", "200"),),
                ),
                Step(
                    T("Into water", "进入水中"),
                    T("Same f, v × 4.3, so λ × 4.3.", "频率不变，波速变为4.3倍，波长也变为4.3倍。"),
                    T(
                        "At a boundary the frequency cannot change (each compression arriving makes one leaving), so λ scales with <em>v</em>. In air <em>v</em> ≈ (331 + 0.6<em>T</em>) m/s with <em>T</em> in °C; in water about 1480 m/s.",
                        "在分界面上频率不能改变（到达一个密部就传出一个密部），所以波长随波速成比例变化。空气中 <em>v</em> ≈ (331 + 0.6<em>t</em>) 米/秒，<em>t</em> 为摄氏温度；水中约为1480米/秒。",
                    ),
                    highlight="fronts",
                    sets=(("f", "440"), ("vs", "1480")),
                ),
            ),
            section_heading=T("Intensity and decibels", "声强与分贝"),
            section=(
                T(
                    "Intensity is proportional to the square of the amplitude. The sound level is <em>L</em> = 10 log₁₀(<em>I</em>/<em>I₀</em>) dB with <em>I₀</em> = 10⁻¹² W/m², the threshold of hearing. Each +10 dB is ten times the intensity: a 90 dB lawnmower is 1000 times as intense as a 60 dB conversation.",
                    "声强与振幅的平方成正比。声强级 <em>L</em> = 10 lg(<em>I</em>/<em>I₀</em>) 分贝，<em>I₀</em> = 10⁻¹² 瓦/米² 为听阈。每增加10分贝，声强变为10倍：90分贝的割草机声强是60分贝交谈声的1000倍。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A 500 Hz sound passes from air (340 m/s) into water (1500 m/s). Its wavelength in water is…",
                        "500赫兹的声音从空气（340米/秒）进入水中（1500米/秒），在水中的波长为……",
                    ),
                    (
                        Choice(
                            T("3.0 m", "3.0米"),
                            T(
                                "Right: f stays 500 Hz, λ = 1500/500.",
                                "对：频率仍为500赫兹，λ = 1500/500。",
                            ),
                            True,
                        ),
                        Choice(
                            T("0.68 m", "0.68米"),
                            T("That is the wavelength in air.", "那是空气中的波长。"),
                        ),
                        Choice(
                            T("0.33 m", "0.33米"), T("λ = v/f, not f/v.", "λ = v/f，不是 f/v。")
                        ),
                    ),
                ),
                Question(
                    T(
                        "Raising the sound level by 20 dB multiplies the intensity by…",
                        "声强级提高20分贝，声强变为原来的……",
                    ),
                    (
                        Choice(T("100", "100倍"), T("Yes: 10 × 10.", "对：10 × 10。"), True),
                        Choice(T("20", "20倍"), T("Decibels are logarithmic.", "分贝是对数单位。")),
                        Choice(
                            T("2", "2倍"),
                            T(
                                "+3 dB is roughly double; +20 dB is 100 times.",
                                "约3分贝才是加倍，20分贝是100倍。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Which quantity is set by the source, not the medium?",
                        "哪个量由声源决定，而不由介质决定？",
                    ),
                    (
                        Choice(T("Frequency", "频率"), T("Correct.", "正确。"), True),
                        Choice(
                            T("Speed", "波速"),
                            T("The speed depends on the medium.", "波速由介质决定。"),
                        ),
                        Choice(
                            T("Wavelength", "波长"),
                            T(
                                "λ = v/f depends on the medium through v.",
                                "λ = v/f 通过 v 与介质有关。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Rarefaction", "疏部"),
                    T(
                        "A region where the air pressure is slightly below average.",
                        "空气压强略低于平均值的区域。",
                    ),
                ),
                (
                    T("Intensity", "声强"),
                    T(
                        "Power per unit area carried by the wave, in W/m².",
                        "单位面积上通过的声波功率，单位是瓦/米²。",
                    ),
                ),
                (
                    T("Sound level", "声强级"),
                    T("10 log₁₀(I/I₀) in decibels.", "10 lg(I/I₀)，单位是分贝。"),
                ),
            ),
        ),
    },
)

REFLECTION = Topic(
    slug="reflection-of-light",
    subject="physics",
    names={
        "en": ("reflection of light", "law of reflection", "plane mirror", "mirror images"),
        "zh": ("光的反射", "光的反射定律", "平面镜成像", "平面镜"),
    },
    title=T("Reflection of light and the plane mirror", "光的反射与平面镜成像"),
    palette={
        "ray": ("#ffd166", "#ff595e", "#f72585"),
        "candle": ("#f1faee", "#ffe8d6", "#e9c46a"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene="""
<cl-scene camera="0 0.8 12" target="0 0.8 0" background="[[background]]" label="{{A light ray bouncing off a mirror, and a candle with its image behind the mirror|一束光在平面镜上反射，以及蜡烛和它在镜后的像}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="-4 6 8" intensity="1"></cl-light>
<cl-box id="mirror" name="{{Mirror|平面镜}}" position="0 1 0" size="0.12 6.5 2.5" color="#dde6ed" metalness="0.8" roughness="0.15">
<cl-label offset="0 3.6 0" size="small">{{mirror|平面镜}}</cl-label>
</cl-box>
<cl-line id="normal" name="{{Normal|法线}}" points="-4.5 1.5 0, 0 1.5 0" dashed="true" color="#adb5bd"></cl-line>
<cl-arrow id="incident" name="{{Incident ray|入射光线}}" position="-3.06 4.07 0" direction="0.766 -0.643 0" length="4" color="[[ray]]"></cl-arrow>
<cl-arrow id="reflected" name="{{Reflected ray|反射光线}}" position="0 1.5 0" direction="-0.766 -0.643 0" length="4" color="[[ray]]"></cl-arrow>
<cl-sphere id="photon" name="{{Pulse of light|光脉冲}}" position="-3.06 4.07 0" radius="0.12" color="#ffffff" emissive="#ffffff" glow="1"></cl-sphere>
<cl-group id="candle" name="{{Candle|蜡烛}}" position="-2.5 -2 0">
<cl-cylinder position="0 0.4 0" radius="0.18" height="0.8" color="[[candle]]"></cl-cylinder>
<cl-sphere id="flame" position="0 0.98 0" radius="0.13" scale="1 1.6 1" color="#ffb703" emissive="#ff8c00" glow="0.8">
<cl-oscillate property="scale" amplitude="0.12" period="0.7"></cl-oscillate>
</cl-sphere>
</cl-group>
<cl-group id="image" name="{{Image of the candle|蜡烛的像}}" position="2.5 -2 0">
<cl-cylinder position="0 0.4 0" radius="0.18" height="0.8" color="[[candle]]" opacity="0.4"></cl-cylinder>
<cl-sphere position="0 0.98 0" radius="0.13" scale="1 1.6 1" color="#ffb703" emissive="#ff8c00" opacity="0.5">
<cl-oscillate property="scale" amplitude="0.12" period="0.7"></cl-oscillate>
</cl-sphere>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="i" label="{{Angle of incidence|入射角}}" min="0" max="80" step="1" value="40" unit="°">
<cl-bind target="incident" attr="position.x" expr="-4 * cos(rad(i))"></cl-bind>
<cl-bind target="incident" attr="position.y" expr="1.5 + 4 * sin(rad(i))"></cl-bind>
<cl-bind target="incident" attr="direction.x" expr="cos(rad(i))"></cl-bind>
<cl-bind target="incident" attr="direction.y" expr="-sin(rad(i))"></cl-bind>
<cl-bind target="reflected" attr="direction.x" expr="-cos(rad(i))"></cl-bind>
<cl-bind target="reflected" attr="direction.y" expr="-sin(rad(i))"></cl-bind>
</cl-slider>
<cl-slider id="d" label="{{Candle distance from mirror|蜡烛到平面镜的距离}}" min="0.5" max="4" step="0.1" value="2.5" unit="m">
<cl-bind target="candle" attr="position.x" expr="-d"></cl-bind>
<cl-bind target="image" attr="position.x" expr="d"></cl-bind>
</cl-slider>
<cl-bind target="photon" attr="position.x" expr="-4 * cos(rad(i)) * abs(t % 2 - 1)"></cl-bind>
<cl-bind target="photon" attr="position.y" expr="1.5 + 4 * sin(rad(i)) * (1 - t % 2)"></cl-bind>
<cl-readout label="{{Angle of reflection|反射角}}" expr="i" unit="°" digits="0"></cl-readout>
<cl-readout label="{{Image distance behind the mirror|像到平面镜的距离}}" expr="d" unit="m" digits="1"></cl-readout>
</cl-controls>
""",
    levels={
        "primary": Level(
            summary=T(
                "Light bounces off a mirror like a ball bouncing off a wall, and a mirror shows a picture of things in front of it.",
                "光碰到镜子会弹回来，就像球碰到墙会弹回来一样；镜子里还能看到镜前物体的样子。",
            ),
            steps=(
                Step(
                    T("Light bounces", "光会弹回来"),
                    T("The light comes in and bounces off.", "光照过去，又弹了回来。"),
                    T(
                        "A beam of light travels in a straight line until it hits the mirror. Then it bounces off, just like a ball bouncing off a wall. This is called <strong>reflection</strong>.",
                        "光沿直线前进，碰到镜子后就弹回来，就像球碰到墙会弹回来一样。这叫光的<strong>反射</strong>。",
                    ),
                    camera="0 0.8 12",
                    target="0 0.8 0",
                    highlight="incident",
                    sets=(("i", "40"), ("d", "2.5")),
                ),
                Step(
                    T("Same angle out", "进去和出来一样斜"),
                    T("Steep in, steep out; flat in, flat out.", "斜着照进来，就斜着弹出去。"),
                    T(
                        "Tilt the beam and the bounced beam tilts just as much the other way. It leaves the mirror at the same slant as it came in.",
                        "把光斜一点照过去，弹回来的光也向另一边斜同样多。光射向镜子有多斜，离开时就有多斜。",
                    ),
                    highlight="reflected",
                    sets=(("i", "65"),),
                ),
                Step(
                    T("A candle in the mirror", "镜子里的蜡烛"),
                    T(
                        "The candle in the mirror seems to stand behind it.",
                        "镜中的蜡烛好像立在镜子后面。",
                    ),
                    T(
                        "Look at the candle in the mirror. Its picture seems to stand behind the glass, just as far behind as the real candle is in front. Move the candle closer and its picture comes closer too.",
                        "看镜子里的蜡烛：它好像立在镜子后面，离镜子和真蜡烛离镜子一样远。把蜡烛移近，镜中的蜡烛也跟着移近。",
                    ),
                    highlight="image",
                    sets=(("d", "1"),),
                ),
            ),
            section_heading=T("Mirrors in daily life", "生活中的镜子"),
            section=(
                T(
                    "We see ourselves in a mirror because light from our face bounces off it into our eyes. Car mirrors, periscopes and even a still lake all work by reflection.",
                    "我们能在镜子里看到自己，是因为脸上的光照到镜子上又弹进了眼睛。汽车后视镜、潜望镜，甚至平静的湖面，都是利用光的反射。",
                ),
            ),
            quiz=(
                Question(
                    T("What happens when light hits a mirror?", "光照到镜子上会怎样？"),
                    (
                        Choice(
                            T("It bounces off", "弹回来"),
                            T("Yes! That is reflection.", "对！这就是反射。"),
                            True,
                        ),
                        Choice(
                            T("It stops", "停下来"),
                            T("Light does not stop; it bounces off.", "光不会停下来，它被弹回来。"),
                        ),
                        Choice(
                            T("It goes straight through", "直接穿过去"),
                            T(
                                "Light goes through clear glass, but a mirror sends it back.",
                                "光能穿过透明玻璃，镜子却把它弹回来。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "A candle is 2 m in front of a mirror. Where does its picture seem to be?",
                        "蜡烛在镜子前2米，镜中的蜡烛好像在哪里？",
                    ),
                    (
                        Choice(
                            T("2 m behind the mirror", "镜子后面2米"),
                            T(
                                "Right: just as far behind as in front.",
                                "对：前面多远，后面就多远。",
                            ),
                            True,
                        ),
                        Choice(
                            T("On the mirror", "在镜面上"),
                            T("It seems to be behind the glass.", "它好像在玻璃后面。"),
                        ),
                        Choice(
                            T("1 m behind the mirror", "镜子后面1米"),
                            T(
                                "It is as far behind as the candle is in front.",
                                "像在镜后的距离和蜡烛在镜前的距离一样。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Reflection", "反射"),
                    T("Light bouncing off a surface.", "光照到物体表面后被弹回的现象。"),
                ),
                (
                    T("Mirror", "镜子"),
                    T(
                        "A very smooth, shiny surface that reflects light well.",
                        "非常光滑、能很好地反射光的表面。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "The angle of reflection equals the angle of incidence, both measured from the normal; a plane mirror forms an upright virtual image as far behind it as the object is in front.",
                "反射角等于入射角，两者都从法线量起；平面镜成正立的虚像，像到镜面的距离等于物体到镜面的距离。",
            ),
            steps=(
                Step(
                    T("The normal", "法线"),
                    T("Angles are measured from the dashed normal.", "角度从虚线（法线）量起。"),
                    T(
                        "The dashed line at right angles to the mirror is the <strong>normal</strong>. The <strong>angle of incidence</strong> is between the incoming ray and the normal; the <strong>angle of reflection</strong> is between the reflected ray and the normal.",
                        "垂直于镜面的虚线叫<strong>法线</strong>。入射光线与法线的夹角叫<strong>入射角</strong>，反射光线与法线的夹角叫<strong>反射角</strong>。",
                    ),
                    camera="0 0.8 12",
                    target="0 0.8 0",
                    highlight="normal",
                    sets=(("i", "40"), ("d", "2.5")),
                ),
                Step(
                    T("Law of reflection", "光的反射定律"),
                    T("Angle of reflection = angle of incidence.", "反射角 = 入射角。"),
                    T(
                        "The reflected ray, the incident ray and the normal lie in one plane, the two rays are on opposite sides of the normal, and the <strong>angle of reflection equals the angle of incidence</strong>. At 0° the light goes straight back.",
                        "反射光线、入射光线和法线在同一平面内，反射光线和入射光线分居法线两侧，<strong>反射角等于入射角</strong>。入射角为0°时，光沿原路返回。",
                    ),
                    highlight="reflected",
                    sets=(("i", "0"),),
                ),
                Step(
                    T("Image in a plane mirror", "平面镜成像"),
                    T("Object distance = image distance.", "物距 = 像距。"),
                    T(
                        "Reflected rays from the candle seem to come from a point behind the mirror. There the eye sees an <strong>upright virtual image</strong>, the same size as the candle and as far behind the mirror as the candle is in front.",
                        "蜡烛发出的光经镜面反射后，好像是从镜后某点发出的。眼睛在那里看到一个<strong>正立的虚像</strong>，与蜡烛等大，像到镜面的距离等于蜡烛到镜面的距离。",
                    ),
                    highlight="image",
                    sets=(("i", "40"), ("d", "1.5")),
                ),
            ),
            section_heading=T("Why the image is virtual", "为什么是虚像"),
            section=(
                T(
                    "No light actually reaches the space behind the mirror, so the image cannot be caught on a screen: it is a <strong>virtual image</strong>. The image is also left–right reversed: raise your right hand and your image raises its left.",
                    "镜子后面并没有光真正到达，所以这个像不能用光屏承接，是<strong>虚像</strong>。平面镜成的像还左右相反：你举起右手，镜中的你举起的是左手。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A ray hits a mirror at 30° to the normal. What is the angle of reflection?",
                        "光线射到镜面上，入射角为30°，反射角是多少？",
                    ),
                    (
                        Choice(
                            T("30°", "30°"), T("Right: they are equal.", "对：两者相等。"), True
                        ),
                        Choice(
                            T("60°", "60°"),
                            T(
                                "60° is the angle to the mirror surface, not to the normal.",
                                "60°是光线与镜面的夹角，不是与法线的夹角。",
                            ),
                        ),
                        Choice(
                            T("120°", "120°"),
                            T(
                                "The two rays make 60° with each other; the angle of reflection is 30°.",
                                "两条光线之间的夹角是60°，反射角是30°。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "You stand 1.5 m from a plane mirror. How far are you from your image?",
                        "你站在平面镜前1.5米处，你与自己的像相距多远？",
                    ),
                    (
                        Choice(
                            T("3 m", "3米"),
                            T(
                                "Yes: 1.5 m to the mirror plus 1.5 m behind it.",
                                "对：到镜面1.5米，像在镜后1.5米。",
                            ),
                            True,
                        ),
                        Choice(
                            T("1.5 m", "1.5米"),
                            T("That is your distance from the mirror.", "那是你到镜面的距离。"),
                        ),
                        Choice(
                            T("0.75 m", "0.75米"),
                            T(
                                "The image is behind the mirror, not in front.",
                                "像在镜后，不在镜前。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Normal", "法线"),
                    T("A line at right angles to a surface.", "垂直于反射面的直线。"),
                ),
                (
                    T("Angle of incidence", "入射角"),
                    T(
                        "The angle between an incoming ray and the normal.",
                        "入射光线与法线的夹角。",
                    ),
                ),
                (
                    T("Virtual image", "虚像"),
                    T(
                        "An image from which light only seems to come; it cannot be caught on a screen.",
                        "光线好像从那里发出、但不能用光屏承接的像。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "The law of reflection θr = θi follows from Fermat's principle of least time; a plane mirror maps every point to its mirror point, giving a virtual, upright, laterally inverted image.",
                "反射定律 θ反 = θ入 可由费马最短时间原理导出；平面镜把每个点映射到其关于镜面的对称点，成正立、等大、左右相反的虚像。",
            ),
            steps=(
                Step(
                    T("θr = θi", "θ反 = θ入"),
                    T("Change θi and θr follows.", "改变入射角，反射角随之改变。"),
                    T(
                        "For a smooth surface the reflected ray lies in the plane of incidence with θ<sub>r</sub> = θ<sub>i</sub>. The ray is turned through 180° − 2θ<sub>i</sub>: at 40° the two rays make an angle of 80° with each other.",
                        "光滑表面上，反射光线在入射面内，且 θ反 = θ入。光线方向偏转了 180° − 2θ入：入射角为40°时，入射光线与反射光线夹角为80°。",
                    ),
                    camera="0 0.8 12",
                    target="0 0.8 0",
                    highlight="reflected",
                    sets=(("i", "40"), ("d", "2.5")),
                ),
                Step(
                    T("Fermat's principle", "费马原理"),
                    T(
                        "The path via the mirror is the shortest possible.",
                        "经镜面反射的路径是最短路径。",
                    ),
                    T(
                        "Of all paths from source to eye that touch the mirror, light takes the one of least time. Reflect the eye in the mirror: the shortest path is then a straight line, which crosses the mirror exactly where θ<sub>r</sub> = θ<sub>i</sub>.",
                        "在从光源经镜面到眼睛的所有路径中，光走用时最短的一条。把眼睛关于镜面作对称点，最短路径就是一条直线，它与镜面的交点恰好满足 θ反 = θ入。",
                    ),
                    highlight="incident",
                    sets=(("i", "60"),),
                ),
                Step(
                    T("Point-by-point images", "逐点成像"),
                    T(
                        "Every point of the candle has its mirror point.",
                        "蜡烛上每个点都有对称的像点。",
                    ),
                    T(
                        "Every ray from a point of the candle reflects as if it came from the mirror point behind the glass, so all rays diverge from one virtual point. The image is the mirror image of the object: same size, upright, at the same distance, reversed front to back.",
                        "蜡烛上一点发出的每条光线反射后都好像来自它关于镜面的对称点，所有反射光线的反向延长线交于一个虚像点。像与物关于镜面对称：等大、正立、距离相等、前后反转。",
                    ),
                    highlight="image",
                    sets=(("d", "3.5"),),
                ),
            ),
            section_heading=T("Rotating a mirror", "转动平面镜"),
            section=(
                T(
                    "Turning a mirror through an angle α turns the reflected ray through 2α, because the normal turns by α and both θ<sub>i</sub> and θ<sub>r</sub> change. Optical levers in sensitive instruments, such as Cavendish's torsion balance, use this doubling to measure tiny rotations.",
                    "平面镜转过角度 α，法线也转过 α，入射角和反射角同时改变，所以反射光线转过 2α。卡文迪许扭秤等精密仪器中的光杠杆就是利用这种加倍效应来测量微小转角的。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A mirror is turned by 10° while the incident ray stays fixed. The reflected ray turns by…",
                        "入射光线不动，平面镜转过10°，反射光线转过……",
                    ),
                    (
                        Choice(T("20°", "20°"), T("Right: 2α.", "对：2α。"), True),
                        Choice(
                            T("10°", "10°"),
                            T(
                                "Both angles change, so the effect doubles.",
                                "入射角和反射角都改变，效果加倍。",
                            ),
                        ),
                        Choice(
                            T("5°", "5°"),
                            T(
                                "The reflected ray turns more than the mirror, not less.",
                                "反射光线转过的角度比镜面大。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why can a plane-mirror image not be projected on a screen?",
                        "平面镜的像为什么不能用光屏承接？",
                    ),
                    (
                        Choice(
                            T(
                                "The reflected rays only appear to come from it",
                                "反射光线只是看起来从那里发出",
                            ),
                            T("Correct: it is virtual.", "正确：它是虚像。"),
                            True,
                        ),
                        Choice(
                            T("The image is too faint", "像太暗了"),
                            T("Brightness is not the issue.", "问题不在亮度。"),
                        ),
                        Choice(
                            T("The image is upside down", "像是倒立的"),
                            T("The image is upright.", "像是正立的。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Fermat's principle", "费马原理"),
                    T(
                        "Light travels between two points along the path of least time.",
                        "光在两点之间沿用时最短的路径传播。",
                    ),
                ),
                (
                    T("Plane of incidence", "入射面"),
                    T(
                        "The plane containing the incident ray and the normal.",
                        "入射光线和法线所确定的平面。",
                    ),
                ),
                (
                    T("Lateral inversion", "左右相反"),
                    T(
                        "The left–right swap seen in a mirror image.",
                        "平面镜成像中左右互换的现象。",
                    ),
                ),
            ),
        ),
    },
)

# Refraction: a pulse runs down the incident ray in 1 s, then along the refracted ray at 1/n of that speed.
_U = "(t % (1 + n))"
_COSR = "sqrt(1 - (sin(rad(i)) / n) ^ 2)"

REFRACTION = Topic(
    slug="refraction-of-light",
    subject="physics",
    names={
        "en": ("refraction of light", "refraction", "Snell's law", "bending of light"),
        "zh": ("光的折射", "折射定律", "光的折射规律", "斯涅耳定律"),
    },
    title=T("Refraction: light bends at a boundary", "光的折射：光在界面上改变方向"),
    palette={
        "ray": ("#ffd166", "#ff595e", "#f72585"),
        "glass": ("#4cc9f0", "#90e0ef", "#a8dadc"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene="""
<cl-scene camera="0 0.3 10" target="0 0 0" background="[[background]]" label="{{A ray of light passes from air into a transparent block and bends|一束光从空气射入透明物体时发生偏折}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="4 6 8" intensity="1"></cl-light>
<cl-box id="block" name="{{Transparent block|透明物体}}" position="0 -2 0" size="10 4 3" color="[[glass]]" opacity="0.3"></cl-box>
<cl-line id="normal" name="{{Normal|法线}}" points="0 3.6 0, 0 -3.6 0" dashed="true" color="#adb5bd"></cl-line>
<cl-arrow id="incident" name="{{Incident ray|入射光线}}" position="-2.25 2.68 0" direction="0.643 -0.766 0" length="3.5" color="[[ray]]"></cl-arrow>
<cl-arrow id="refracted" name="{{Refracted ray|折射光线}}" direction="0.429 -0.904 0" length="3.5" color="[[ray]]"></cl-arrow>
<cl-arrow id="reflected" name="{{Weak reflected ray|较弱的反射光线}}" direction="0.643 0.766 0" length="2.5" color="[[ray]]" opacity="0.3"></cl-arrow>
<cl-sphere id="pulse" name="{{Pulse of light|光脉冲}}" position="-2.25 2.68 0" radius="0.12" color="#ffffff" emissive="#ffffff" glow="1">
<cl-oscillate property="scale" amplitude="0.3" period="0.4"></cl-oscillate>
</cl-sphere>
</cl-scene>
""",
    controls=f"""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="i" label="{{{{Angle of incidence|入射角}}}}" min="0" max="80" step="1" value="40" unit="°">
<cl-bind target="incident" attr="position.x" expr="-3.5 * sin(rad(i))"></cl-bind>
<cl-bind target="incident" attr="position.y" expr="3.5 * cos(rad(i))"></cl-bind>
<cl-bind target="incident" attr="direction.x" expr="sin(rad(i))"></cl-bind>
<cl-bind target="incident" attr="direction.y" expr="-cos(rad(i))"></cl-bind>
<cl-bind target="reflected" attr="direction.x" expr="sin(rad(i))"></cl-bind>
<cl-bind target="reflected" attr="direction.y" expr="cos(rad(i))"></cl-bind>
</cl-slider>
<cl-select id="n" label="{{{{Material|介质}}}}" value="1.5">
<cl-option value="1.33">{{{{Water, n = 1.33|水，n = 1.33}}}}</cl-option>
<cl-option value="1.5">{{{{Glass, n = 1.5|玻璃，n = 1.5}}}}</cl-option>
<cl-option value="2.42">{{{{Diamond, n = 2.42|金刚石，n = 2.42}}}}</cl-option>
</cl-select>
<cl-bind target="refracted" attr="direction.x" expr="sin(rad(i)) / n"></cl-bind>
<cl-bind target="refracted" attr="direction.y" expr="-{_COSR}"></cl-bind>
<cl-bind target="pulse" attr="position.x" expr="{_U} < 1 ? -3.5 * sin(rad(i)) * (1 - {_U}) : 3.5 * sin(rad(i)) / n * ({_U} - 1) / n"></cl-bind>
<cl-bind target="pulse" attr="position.y" expr="{_U} < 1 ? 3.5 * cos(rad(i)) * (1 - {_U}) : -3.5 * {_COSR} * ({_U} - 1) / n"></cl-bind>
<cl-readout label="{{{{Angle of refraction|折射角}}}}" expr="deg(asin(sin(rad(i)) / n))" unit="°" digits="1"></cl-readout>
<cl-readout label="{{{{Speed of light in it|光在其中的速度}}}}" expr="300000 / n" unit="km/s" digits="0"></cl-readout>
</cl-controls>
""",
    chart="""
<cl-chart title="{{Angle of refraction and angle of incidence|折射角与入射角}}" x="i" y="deg(asin(sin(rad(i)) / n))" x-label="{{Incidence (°)|入射角（°）}}" y-label="{{Refraction (°)|折射角（°）}}" x-min="0" x-max="90" y-min="0" y-max="90" color="[[ray]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "When light goes from air into water or glass it changes direction. This is why a straw in a glass of water looks bent.",
                "光从空气射进水或玻璃时会改变方向。所以插在水杯里的吸管看起来是弯的。",
            ),
            steps=(
                Step(
                    T("Light bends", "光拐弯了"),
                    T(
                        "The light changes direction as it enters the glass.",
                        "光一进入玻璃就改变了方向。",
                    ),
                    T(
                        "Light travels in straight lines, but where it goes from air into glass it <strong>bends</strong>. This is called <strong>refraction</strong>.",
                        "光沿直线传播，可是从空气射进玻璃的地方，它会<strong>拐弯</strong>。这叫光的<strong>折射</strong>。",
                    ),
                    camera="0 0.3 10",
                    target="0 0 0",
                    highlight="refracted",
                    sets=(("i", "40"), ("n", "1.5")),
                ),
                Step(
                    T("Slower in glass", "在玻璃里变慢"),
                    T("Watch the pulse slow down in the glass.", "看，光点进入玻璃后变慢了。"),
                    T(
                        "Watch the bright pulse: it moves more slowly inside the glass. Slowing down at a slant is what turns the light.",
                        "注意那个亮点：它在玻璃里走得更慢。光斜着进入时一边先变慢，于是就拐了弯。",
                    ),
                    highlight="pulse",
                ),
                Step(
                    T("Straight in, no bend", "垂直射入不拐弯"),
                    T("Shine straight down and the light does not bend.", "垂直照下去，光不拐弯。"),
                    T(
                        "Shine the light straight down into the glass. It slows down but keeps going straight. Light only bends when it hits the surface at a slant.",
                        "让光垂直照进玻璃，它虽然变慢了，方向却不变。只有斜着照到表面上时，光才会拐弯。",
                    ),
                    highlight="incident",
                    sets=(("i", "0"),),
                ),
            ),
            section_heading=T("Tricks of the light", "光的小把戏"),
            section=(
                T(
                    "A pool looks shallower than it really is, and a coin at the bottom of a cup can appear when you pour in water. Both happen because light bends as it leaves the water.",
                    "游泳池看起来比实际浅；往杯里倒水，原本看不见的杯底硬币会“浮”出来。这些都是因为光从水里射出时发生了折射。",
                ),
            ),
            quiz=(
                Question(
                    T("Why does a straw in water look bent?", "为什么插在水中的吸管看起来是弯的？"),
                    (
                        Choice(
                            T("Light bends when it leaves the water", "光从水里射出时拐了弯"),
                            T("Yes! That is refraction.", "对！这就是折射。"),
                            True,
                        ),
                        Choice(
                            T("The water bends the straw", "水把吸管弄弯了"),
                            T(
                                "Take it out: the straw is still straight.",
                                "拿出来看看，吸管还是直的。",
                            ),
                        ),
                        Choice(
                            T("The glass is dirty", "杯子脏了"),
                            T("It looks bent in a clean glass too.", "干净的杯子里也会这样。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "When does light go into glass without bending?",
                        "光什么时候射进玻璃不拐弯？",
                    ),
                    (
                        Choice(
                            T("When it goes straight in", "垂直射入时"), T("Right.", "对。"), True
                        ),
                        Choice(
                            T("When it is very bright", "光很亮时"),
                            T("Brightness does not matter.", "亮不亮没有关系。"),
                        ),
                        Choice(
                            T("Never: it always bends", "从不：它总会拐弯"),
                            T("Straight in, it does not bend.", "垂直射入时不拐弯。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Refraction", "折射"),
                    T(
                        "Light changing direction as it passes from one material into another.",
                        "光从一种物质进入另一种物质时方向改变的现象。",
                    ),
                ),
                (
                    T("Transparent", "透明"),
                    T(
                        "Letting light pass through, like glass or water.",
                        "能让光透过的，如玻璃和水。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "Light entering a denser medium at a slant bends towards the normal; the more it slows down, the more it bends.",
                "光斜射入光速较小的介质时，折射光线向法线偏折；光速减小得越多，偏折越明显。",
            ),
            steps=(
                Step(
                    T("Towards the normal", "偏向法线"),
                    T("From air into glass: the angle gets smaller.", "从空气进入玻璃：角度变小。"),
                    T(
                        "Measured from the dashed <strong>normal</strong>, the <strong>angle of refraction</strong> in glass is smaller than the angle of incidence in air: 25.4° instead of 40°. The ray bends towards the normal.",
                        "从虚线<strong>法线</strong>量起，玻璃中的<strong>折射角</strong>小于空气中的入射角：入射角为40°时折射角为25.4°。折射光线向法线偏折。",
                    ),
                    camera="0 0.3 10",
                    target="0 0 0",
                    highlight="normal",
                    sets=(("i", "40"), ("n", "1.5")),
                ),
                Step(
                    T("Different materials", "不同的介质"),
                    T("Diamond bends light the most.", "金刚石使光偏折得最厉害。"),
                    T(
                        "Light travels at 300 000 km/s in air, 225 000 km/s in water, 200 000 km/s in glass and only 124 000 km/s in diamond. The slower the light, the more it bends: in diamond the angle of refraction drops to 15.4°.",
                        "光在空气中的速度约为30万千米/秒，在水中约22.5万千米/秒，在玻璃中约20万千米/秒，在金刚石中只有约12.4万千米/秒。光速越小，偏折越大：在金刚石中折射角只有15.4°。",
                    ),
                    highlight="refracted",
                    sets=(("n", "2.42"),),
                ),
                Step(
                    T("Some light reflects", "部分光被反射"),
                    T("A little light is also reflected.", "还有一小部分光被反射。"),
                    T(
                        "At the surface part of the light is reflected (the faint ray) and most is refracted. At large angles of incidence more light is reflected: that is why a lake mirrors the far shore.",
                        "在界面上，一部分光被反射（图中较淡的光线），大部分发生折射。入射角越大，反射的光越多，所以远处的湖面能映出对岸的景物。",
                    ),
                    highlight="reflected",
                    sets=(("n", "1.33"), ("i", "75")),
                ),
            ),
            section_heading=T("Reversible paths", "光路可逆"),
            section=(
                T(
                    "Light paths are reversible. Leaving water for air, light bends <em>away</em> from the normal, so rays from a fish reach your eye as if from a point higher up: the fish looks closer to the surface than it is.",
                    "光路是可逆的。光从水中射入空气时，折射光线<em>远离</em>法线，所以鱼发出的光进入你的眼睛时，好像来自更高的位置：鱼看起来比实际位置浅。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Light passes from air into glass at a slant. It bends…",
                        "光从空气斜射入玻璃，它会……",
                    ),
                    (
                        Choice(
                            T("towards the normal", "向法线偏折"),
                            T("Right: the angle of refraction is smaller.", "对：折射角变小。"),
                            True,
                        ),
                        Choice(
                            T("away from the normal", "远离法线偏折"),
                            T(
                                "That happens going from glass into air.",
                                "那是从玻璃射入空气时的情况。",
                            ),
                        ),
                        Choice(
                            T("not at all", "不偏折"),
                            T(
                                "Only light along the normal goes straight on.",
                                "只有沿法线方向入射的光才不偏折。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why does a fish look closer to the surface than it really is?",
                        "为什么鱼看起来比实际位置浅？",
                    ),
                    (
                        Choice(
                            T(
                                "Light from it bends away from the normal as it leaves the water",
                                "鱼发出的光射出水面时远离法线偏折",
                            ),
                            T("Correct.", "正确。"),
                            True,
                        ),
                        Choice(
                            T("Water magnifies everything", "水把东西都放大了"),
                            T(
                                "The effect is about direction, not size.",
                                "这里的关键是方向，而不是大小。",
                            ),
                        ),
                        Choice(
                            T("The fish swims upwards", "鱼在往上游"),
                            T(
                                "It looks shallower even when it is still.",
                                "鱼不动时看起来也更浅。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Angle of refraction", "折射角"),
                    T(
                        "The angle between the refracted ray and the normal.",
                        "折射光线与法线的夹角。",
                    ),
                ),
                (
                    T("Normal", "法线"),
                    T("A line at right angles to the boundary.", "垂直于界面的直线。"),
                ),
                (
                    T("Optically denser", "光密介质"),
                    T(
                        "A material in which light travels more slowly.",
                        "光在其中传播得较慢的介质。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Snell's law n₁ sin θ₁ = n₂ sin θ₂ with n = c/v; going from a denser to a less dense medium, light is totally reflected beyond the critical angle, sin C = 1/n.",
                "折射定律 n₁ sin θ₁ = n₂ sin θ₂，其中 n = c/v；光从光密介质射向光疏介质时，入射角大于临界角（sin C = 1/n）就发生全反射。",
            ),
            steps=(
                Step(
                    T("Snell's law", "折射定律"),
                    T(
                        "sin θ₁ = n sin θ₂; the readout checks it.",
                        "sin θ₁ = n sin θ₂，读数可以验证。",
                    ),
                    T(
                        "The refractive index <em>n</em> = <em>c</em>/<em>v</em>. From air (<em>n</em> ≈ 1) into glass, sin θ₁ = <em>n</em> sin θ₂: sin 40° = 0.643 = 1.5 × sin 25.4°. The graph shows θ₂ against θ₁.",
                        "折射率 <em>n</em> = <em>c</em>/<em>v</em>。从空气（<em>n</em> ≈ 1）射入玻璃，sin θ₁ = <em>n</em> sin θ₂：sin 40° = 0.643 = 1.5 × sin 25.4°。图表给出 θ₂ 随 θ₁ 的变化。",
                    ),
                    camera="0 0.3 10",
                    target="0 0 0",
                    highlight="refracted",
                    sets=(("i", "40"), ("n", "1.5")),
                ),
                Step(
                    T("Why it bends", "为什么会偏折"),
                    T("Wavefronts slow down one side first.", "波面的一侧先减速。"),
                    T(
                        "The frequency stays the same, so the wavelength shrinks to λ/<em>n</em>. A slanted wavefront enters the glass one side first; that side slows down first and the wavefront pivots, like a marching band stepping onto mud. The pulse here moves at <em>c</em>/<em>n</em> in the block.",
                        "频率不变，所以波长缩短为 λ/<em>n</em>。倾斜的波面一侧先进入玻璃并先减速，于是波面发生转向，就像行进的队伍斜着走进泥地。图中光脉冲在介质中以 <em>c</em>/<em>n</em> 的速度运动。",
                    ),
                    highlight="pulse",
                    sets=(("i", "60"),),
                ),
                Step(
                    T("Limits of the refracted angle", "折射角的上限"),
                    T(
                        "Even at 80°, θ₂ stays below 41.8° in glass.",
                        "即使入射角为80°，玻璃中的折射角也小于41.8°。",
                    ),
                    T(
                        "As θ₁ approaches 90°, θ₂ approaches the <strong>critical angle</strong> <em>C</em> with sin <em>C</em> = 1/<em>n</em>: 41.8° for glass, 48.8° for water, 24.4° for diamond. Reversing the path, light inside hitting the surface beyond <em>C</em> cannot get out: <strong>total internal reflection</strong>.",
                        "θ₁ 接近90°时，θ₂ 趋于<strong>临界角</strong> <em>C</em>，sin <em>C</em> = 1/<em>n</em>：玻璃为41.8°，水为48.8°，金刚石为24.4°。光路反过来，介质内的光以大于 <em>C</em> 的入射角射向界面时无法射出，发生<strong>全反射</strong>。",
                    ),
                    highlight="refracted",
                    sets=(("i", "80"),),
                ),
            ),
            section_heading=T("Optical fibres and sparkling diamonds", "光纤与钻石的光彩"),
            section=(
                T(
                    "Optical fibres trap light by total internal reflection and carry internet data across oceans. A diamond's small critical angle traps light inside until it leaves through the top facets; its strong dispersion, <em>n</em> varying with colour, splits the light into flashes of colour.",
                    "光导纤维利用全反射把光束缚在纤维中，把互联网数据传过大洋。金刚石的临界角很小，光在内部多次全反射后从顶部刻面射出；它的色散很强（折射率随颜色变化），把白光分成五彩的闪光。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Light enters water (n = 1.33) from air at 60°. What is the angle of refraction?",
                        "光以60°的入射角从空气射入水（n = 1.33），折射角是多少？",
                    ),
                    (
                        Choice(
                            T("About 41°", "约41°"),
                            T(
                                "Right: sin θ₂ = 0.866/1.33 = 0.651.",
                                "对：sin θ₂ = 0.866/1.33 = 0.651。",
                            ),
                            True,
                        ),
                        Choice(
                            T("About 45°", "约45°"),
                            T(
                                "You divided the angle, not its sine: 60/1.33.",
                                "你把角度而不是正弦值除以了1.33。",
                            ),
                        ),
                        Choice(
                            T("About 80°", "约80°"),
                            T(
                                "Entering water the ray bends towards the normal.",
                                "射入水中时光线向法线偏折。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "What is the critical angle for glass with n = 1.5?",
                        "折射率为1.5的玻璃，临界角是多少？",
                    ),
                    (
                        Choice(
                            T("41.8°", "41.8°"),
                            T("Yes: sin C = 1/1.5.", "对：sin C = 1/1.5。"),
                            True,
                        ),
                        Choice(
                            T("48.8°", "48.8°"),
                            T("That is the value for water.", "那是水的临界角。"),
                        ),
                        Choice(
                            T("90°", "90°"),
                            T(
                                "90° is the refracted angle at the critical angle.",
                                "90°是入射角等于临界角时的折射角。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "When light passes from air into glass, which quantity does NOT change?",
                        "光从空气射入玻璃时，哪个量不变？",
                    ),
                    (
                        Choice(
                            T("Frequency", "频率"),
                            T(
                                "Correct: speed and wavelength both drop by n.",
                                "正确：速度和波长都减小为原来的 1/n。",
                            ),
                            True,
                        ),
                        Choice(T("Wavelength", "波长"), T("λ becomes λ/n.", "波长变为 λ/n。")),
                        Choice(T("Speed", "速度"), T("v = c/n.", "v = c/n。")),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Refractive index", "折射率"),
                    T(
                        "n = c/v, how much a medium slows light.",
                        "n = c/v，表示介质使光减慢的程度。",
                    ),
                ),
                (
                    T("Critical angle", "临界角"),
                    T(
                        "The angle of incidence for which the refracted ray grazes the surface: sin C = 1/n.",
                        "折射角恰为90°时的入射角：sin C = 1/n。",
                    ),
                ),
                (
                    T("Total internal reflection", "全反射"),
                    T(
                        "Complete reflection of light inside a denser medium beyond the critical angle.",
                        "光从光密介质射向光疏介质、入射角大于临界角时全部被反射的现象。",
                    ),
                ),
            ),
        ),
    },
)

# Convex lens: object distance u and focal length f in cm; 1 scene unit = 10 cm.
_V = "(u * f / (u - f) / 10)"
_M = "(f / (f - u))"
_CANDLE = """<cl-cylinder position="0 0.6 0" radius="0.2" height="1.2" color="[[candle]]"></cl-cylinder>
<cl-sphere position="0 1.42 0" radius="0.14" scale="1 1.6 1" color="#ffb703" emissive="#ff8c00" glow="0.6">
<cl-oscillate property="scale" amplitude="0.1" period="0.6"></cl-oscillate>
</cl-sphere>"""

LENS = Topic(
    slug="convex-lens-images",
    subject="physics",
    names={
        "en": (
            "convex lens images",
            "convex lens",
            "converging lens",
            "magnifying glass",
            "lens formula",
        ),
        "zh": ("凸透镜成像", "凸透镜成像规律", "凸透镜", "放大镜"),
    },
    title=T("Images formed by a convex lens", "凸透镜成像"),
    palette={
        "lens": ("#90e0ef", "#a8dadc", "#bde0fe"),
        "candle": ("#f1faee", "#ffe8d6", "#e9c46a"),
        "ray": ("#ffd166", "#ff595e", "#f72585"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene=f"""
<cl-scene camera="0 1 15" target="0 0.5 0" background="[[background]]" label="{{{{A candle, a convex lens and the image the lens forms|蜡烛、凸透镜和凸透镜所成的像}}}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="4 6 8" intensity="1"></cl-light>
<cl-line id="axis" name="{{{{Principal axis|主光轴}}}}" points="-12 0 0, 12 0 0" color="#6c757d"></cl-line>
<cl-sphere id="lens" name="{{{{Convex lens|凸透镜}}}}" radius="2.4" scale="0.14 1 1" color="[[lens]]" opacity="0.45" roughness="0.1"></cl-sphere>
<cl-sphere id="f1" name="{{{{Focus F|焦点 F}}}}" position="-2 0 0" radius="0.1" color="#ffffff"><cl-label size="small">F</cl-label></cl-sphere>
<cl-sphere id="f2" name="{{{{Focus F|焦点 F}}}}" position="2 0 0" radius="0.1" color="#ffffff"><cl-label size="small">F</cl-label></cl-sphere>
<cl-sphere id="twof1" position="-4 0 0" radius="0.08" color="#adb5bd"><cl-label size="small">2F</cl-label></cl-sphere>
<cl-sphere id="twof2" position="4 0 0" radius="0.08" color="#adb5bd"><cl-label size="small">2F</cl-label></cl-sphere>
<cl-group id="object" name="{{{{Candle (object)|蜡烛（物体）}}}}" position="-6 0 0">
{_CANDLE}
</cl-group>
<cl-group id="image" name="{{{{Image of the candle|蜡烛的像}}}}" position="3 0 0" scale="0.5 -0.5 0.5">
{_CANDLE}
</cl-group>
<cl-arrow id="ray1" name="{{{{Ray parallel to the axis|平行于主光轴的光线}}}}" position="-6 1.5 0" direction="1 0 0" length="6" thickness="0.02" color="[[ray]]"></cl-arrow>
<cl-arrow id="ray1b" name="{{{{Refracted through F|折射后经过焦点}}}}" position="0 1.5 0" direction="2 -1.5 0" length="12" thickness="0.02" color="[[ray]]"></cl-arrow>
<cl-arrow id="ray2" name="{{{{Ray through the centre|经过光心的光线}}}}" position="-6 1.5 0" direction="6 -1.5 0" length="16" thickness="0.02" color="[[ray]]" opacity="0.7"></cl-arrow>
<cl-sphere id="glint" name="{{{{Pulse of light|光脉冲}}}}" position="-6 1.5 0" radius="0.14" color="#ffffff" emissive="#ffffff" glow="1"></cl-sphere>
</cl-scene>
""",
    controls=f"""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="u" label="{{{{Object distance u|物距 u}}}}" min="5" max="100" step="1" value="60" unit="cm">
<cl-bind target="object" attr="position.x" expr="-u / 10"></cl-bind>
<cl-bind target="ray1" attr="position.x" expr="-u / 10"></cl-bind>
<cl-bind target="ray1" attr="length" expr="u / 10"></cl-bind>
<cl-bind target="ray2" attr="position.x" expr="-u / 10"></cl-bind>
<cl-bind target="ray2" attr="direction.x" expr="u / 10"></cl-bind>
</cl-slider>
<cl-slider id="f" label="{{{{Focal length f|焦距 f}}}}" min="15" max="35" step="1" value="20" unit="cm">
<cl-bind target="f1" attr="position.x" expr="-f / 10"></cl-bind>
<cl-bind target="f2" attr="position.x" expr="f / 10"></cl-bind>
<cl-bind target="twof1" attr="position.x" expr="-f / 5"></cl-bind>
<cl-bind target="twof2" attr="position.x" expr="f / 5"></cl-bind>
<cl-bind target="ray1b" attr="direction.x" expr="f / 10"></cl-bind>
</cl-slider>
<cl-bind target="glint" attr="position.x" expr="t % 3 < 1 ? -u / 10 * (1 - t % 3) : f / 10 * (t % 3 - 1)"></cl-bind>
<cl-bind target="glint" attr="position.y" expr="t % 3 < 1 ? 1.5 : 1.5 * (2 - t % 3)"></cl-bind>
<cl-bind target="image" attr="position.x" expr="clamp({_V}, -12, 12)"></cl-bind>
<cl-bind target="image" attr="visible" expr="abs({_V}) < 12"></cl-bind>
<cl-bind target="image" attr="scale.y" expr="clamp({_M}, -4, 4)"></cl-bind>
<cl-bind target="image" attr="scale.x" expr="min(abs({_M}), 4)"></cl-bind>
<cl-bind target="image" attr="scale.z" expr="min(abs({_M}), 4)"></cl-bind>
<cl-readout label="{{{{Image distance v (negative: virtual)|像距 v（负值表示虚像）}}}}" expr="u * f / (u - f)" unit="cm" digits="0"></cl-readout>
<cl-readout label="{{{{Image height ÷ object height|像高 ÷ 物高}}}}" expr="abs(f / (u - f))" digits="2"></cl-readout>
</cl-controls>
""",
    levels={
        "primary": Level(
            summary=T(
                "A convex lens is thicker in the middle. It bends light to make pictures: small and upside down of faraway things, big and the right way up of things very close.",
                "凸透镜中间厚、边缘薄。它能使光偏折而成像：远处的物体成倒立、缩小的像，离得很近的物体则成正立、放大的像。",
            ),
            steps=(
                Step(
                    T("A lens bends light", "透镜使光偏折"),
                    T("Light through the lens comes together.", "穿过透镜的光会聚到一起。"),
                    T(
                        "A <strong>convex lens</strong> is fat in the middle and thin at the edges, like a magnifying glass. Light passing through it bends towards the middle and comes together.",
                        "<strong>凸透镜</strong>中间厚、边缘薄，放大镜就是凸透镜。光穿过它时向中间偏折，会聚到一起。",
                    ),
                    camera="0 1 15",
                    target="0 0.5 0",
                    highlight="lens",
                    sets=(("u", "60"), ("f", "20")),
                ),
                Step(
                    T("Upside down", "倒过来了"),
                    T(
                        "A faraway candle makes a small upside-down picture.",
                        "远处的蜡烛成一个小小的倒立的像。",
                    ),
                    T(
                        "Put the candle far from the lens. On the other side a small, <strong>upside-down</strong> picture of the candle appears. Your eye and a camera make pictures like this.",
                        "把蜡烛放在离透镜较远的地方，透镜另一侧会出现一个小小的、<strong>倒立</strong>的蜡烛的像。眼睛和照相机就是这样成像的。",
                    ),
                    highlight="image",
                    sets=(("u", "90"),),
                ),
                Step(
                    T("A magnifying glass", "放大镜"),
                    T("Very close: a big picture, the right way up.", "离得很近：成正立的大像。"),
                    T(
                        "Bring the candle very close to the lens. Now, looking through the lens, you see a <strong>bigger</strong> candle the right way up. That is how a magnifying glass works.",
                        "把蜡烛移到离透镜很近的地方。透过透镜看去，你会看到一个正立的、<strong>放大</strong>的蜡烛。放大镜就是这样工作的。",
                    ),
                    highlight="image",
                    sets=(("u", "12"),),
                ),
            ),
            section_heading=T("Lenses everywhere", "身边的透镜"),
            section=(
                T(
                    "Glasses, cameras, microscopes and the lens in your own eye all bend light to make pictures. Never look at the Sun through a lens: it focuses the sunlight into a hot spot that can burn.",
                    "眼镜、照相机、显微镜，还有你眼睛里的晶状体，都是靠使光偏折来成像的。千万不要用透镜看太阳：它能把阳光会聚成一个很热的光斑，会灼伤眼睛。",
                ),
            ),
            quiz=(
                Question(
                    T("What shape is a convex lens?", "凸透镜是什么形状？"),
                    (
                        Choice(
                            T("Thicker in the middle than at the edges", "中间厚、边缘薄"),
                            T("Yes!", "对！"),
                            True,
                        ),
                        Choice(
                            T("Thinner in the middle", "中间薄、边缘厚"),
                            T("That is a concave lens.", "那是凹透镜。"),
                        ),
                        Choice(
                            T("Flat on both sides", "两面都是平的"),
                            T(
                                "A flat sheet of glass hardly bends light into a picture.",
                                "平板玻璃不能使光会聚成像。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "How does a faraway candle look through a convex lens on a screen?",
                        "远处的蜡烛经凸透镜在光屏上成的像是怎样的？",
                    ),
                    (
                        Choice(T("Small and upside down", "缩小、倒立"), T("Right.", "对。"), True),
                        Choice(
                            T("Big and the right way up", "放大、正立"),
                            T(
                                "That happens only when the candle is very close.",
                                "只有蜡烛离得很近时才这样。",
                            ),
                        ),
                        Choice(
                            T("There is no picture", "不成像"),
                            T("The lens does make a picture.", "凸透镜能成像。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Lens", "透镜"),
                    T(
                        "A curved piece of glass or plastic that bends light.",
                        "能使光偏折的弯曲的玻璃或塑料片。",
                    ),
                ),
                (
                    T("Image", "像"),
                    T("A picture of an object made by light.", "由光形成的物体的样子。"),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "Where the object is relative to F and 2F decides the image: beyond 2F it is real, inverted and smaller; between F and 2F real, inverted and larger; inside F virtual, upright and larger.",
                "物体相对于 F 和 2F 的位置决定成像情况：u > 2f 成倒立、缩小的实像；f < u < 2f 成倒立、放大的实像；u < f 成正立、放大的虚像。",
            ),
            steps=(
                Step(
                    T("u > 2f: the camera", "u > 2f：照相机"),
                    T("Beyond 2F: inverted, smaller, real.", "在2F以外：倒立、缩小的实像。"),
                    T(
                        "A ray parallel to the axis is bent through the <strong>focus</strong> F; a ray through the centre goes straight on. Where they meet is the image. With the candle beyond 2F the image is <strong>real, inverted and smaller</strong>, between F and 2F on the other side.",
                        "平行于主光轴的光线折射后经过<strong>焦点</strong> F，经过光心的光线方向不变，两条光线的交点就是像的位置。蜡烛在2F以外时，在另一侧的 F 和 2F 之间成<strong>倒立、缩小的实像</strong>。",
                    ),
                    camera="0 1 15",
                    target="0 0.5 0",
                    highlight="image",
                    sets=(("u", "60"), ("f", "20")),
                ),
                Step(
                    T("f < u < 2f: the projector", "f < u < 2f：投影仪"),
                    T(
                        "Between F and 2F: inverted, larger, real.",
                        "在F和2F之间：倒立、放大的实像。",
                    ),
                    T(
                        "Move the candle between F and 2F. The image moves beyond 2F on the other side and becomes <strong>larger</strong> than the candle, still inverted. At exactly 2F the image is the same size.",
                        "把蜡烛移到 F 和 2F 之间，像移到另一侧2F以外，成<strong>倒立、放大</strong>的实像。蜡烛恰好在2F处时，像与物等大。",
                    ),
                    highlight="image",
                    sets=(("u", "30"),),
                ),
                Step(
                    T("u < f: the magnifier", "u < f：放大镜"),
                    T("Inside F: upright, larger, virtual.", "在F以内：正立、放大的虚像。"),
                    T(
                        "Inside F the rays spread out after the lens and never meet. Your eye traces them back to an <strong>upright, larger, virtual image</strong> on the same side as the candle. It cannot be caught on a screen.",
                        "蜡烛在 F 以内时，光线经透镜后仍然发散，不能会聚。眼睛逆着光线看去，在蜡烛同侧看到一个<strong>正立、放大的虚像</strong>，它不能用光屏承接。",
                    ),
                    highlight="object",
                    sets=(("u", "12"),),
                ),
            ),
            section_heading=T("A rule of thumb", "成像规律小结"),
            section=(
                T(
                    "As the object moves from far away towards F, the real image moves away from the lens and grows. F separates real images from virtual ones; 2F separates smaller images from larger ones. Cameras use u > 2f, projectors f < u < 2f, magnifiers u < f.",
                    "物体从远处向 F 移近时，实像远离透镜并逐渐变大。一倍焦距处是实像和虚像的分界点，二倍焦距处是放大和缩小的分界点。照相机利用 u > 2f，投影仪利用 f < u < 2f，放大镜利用 u < f。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A lens has f = 10 cm. An object is 15 cm away. The image is…",
                        "凸透镜焦距为10厘米，物体离透镜15厘米，所成的像是……",
                    ),
                    (
                        Choice(
                            T("real, inverted and larger", "倒立、放大的实像"),
                            T("Right: f < u < 2f.", "对：f < u < 2f。"),
                            True,
                        ),
                        Choice(
                            T("real, inverted and smaller", "倒立、缩小的实像"),
                            T("That needs u > 2f = 20 cm.", "那需要 u > 2f = 20厘米。"),
                        ),
                        Choice(
                            T("virtual, upright and larger", "正立、放大的虚像"),
                            T("That needs u < f = 10 cm.", "那需要 u < f = 10厘米。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Which device uses an object placed inside the focal length?",
                        "哪种装置把物体放在一倍焦距以内？",
                    ),
                    (
                        Choice(
                            T("A magnifying glass", "放大镜"),
                            T(
                                "Yes: it gives an upright, larger, virtual image.",
                                "对：成正立、放大的虚像。",
                            ),
                            True,
                        ),
                        Choice(
                            T("A camera", "照相机"),
                            T("A camera uses u > 2f.", "照相机利用 u > 2f。"),
                        ),
                        Choice(
                            T("A projector", "投影仪"),
                            T("A projector uses f < u < 2f.", "投影仪利用 f < u < 2f。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Focus", "焦点"),
                    T(
                        "The point where rays parallel to the axis meet after the lens.",
                        "平行于主光轴的光线经凸透镜后会聚的点。",
                    ),
                ),
                (
                    T("Focal length", "焦距"),
                    T(
                        "The distance from the centre of the lens to the focus.",
                        "焦点到透镜光心的距离。",
                    ),
                ),
                (
                    T("Real image", "实像"),
                    T(
                        "An image where light really meets; it can be shown on a screen.",
                        "由实际光线会聚而成、能用光屏承接的像。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "A thin convex lens obeys 1/u + 1/v = 1/f, with magnification m = v/u; a negative v marks a virtual image on the object's side.",
                "薄凸透镜满足 1/u + 1/v = 1/f，放大率 m = v/u；v 为负值表示像是与物体同侧的虚像。",
            ),
            steps=(
                Step(
                    T("The lens formula", "透镜成像公式"),
                    T(
                        "u = 60 cm, f = 20 cm gives v = 30 cm.",
                        "u = 60厘米，f = 20厘米，得 v = 30厘米。",
                    ),
                    T(
                        "With real distances positive, 1/<em>u</em> + 1/<em>v</em> = 1/<em>f</em>. For <em>u</em> = 60 cm and <em>f</em> = 20 cm: 1/<em>v</em> = 1/20 − 1/60, so <em>v</em> = 30 cm and the image is half the height of the candle, inverted.",
                        "规定实物、实像的距离为正，1/<em>u</em> + 1/<em>v</em> = 1/<em>f</em>。<em>u</em> = 60厘米、<em>f</em> = 20厘米时，1/<em>v</em> = 1/20 − 1/60，<em>v</em> = 30厘米，像高为蜡烛的一半，倒立。",
                    ),
                    camera="0 1 15",
                    target="0 0.5 0",
                    highlight="image",
                    sets=(("u", "60"), ("f", "20")),
                ),
                Step(
                    T("Approaching F", "物体移近焦点"),
                    T("u → f: v → ∞.", "u → f 时，v → ∞。"),
                    T(
                        "As <em>u</em> falls towards <em>f</em>, <em>v</em> = <em>uf</em>/(<em>u</em> − <em>f</em>) grows without limit and the image runs off to infinity: at <em>u</em> = 22 cm, <em>v</em> = 220 cm and <em>m</em> = 10. An object at F sends out parallel rays; this is how a searchlight works.",
                        "<em>u</em> 减小到接近 <em>f</em> 时，<em>v</em> = <em>uf</em>/(<em>u</em> − <em>f</em>) 无限增大，像移向无穷远：<em>u</em> = 22厘米时 <em>v</em> = 220厘米，<em>m</em> = 10。物体在焦点上时出射光为平行光，探照灯就是这样工作的。",
                    ),
                    highlight="f1",
                    sets=(("u", "22"),),
                ),
                Step(
                    T("Virtual images", "虚像"),
                    T("u < f gives negative v: a virtual image.", "u < f 时 v 为负：虚像。"),
                    T(
                        "For <em>u</em> = 12 cm, 1/<em>v</em> = 1/20 − 1/12 gives <em>v</em> = −30 cm: a virtual, upright image 30 cm from the lens on the candle's side, magnified 2.5 times. A magnifier held with the object just inside F gives the largest image.",
                        "<em>u</em> = 12厘米时，1/<em>v</em> = 1/20 − 1/12，得 <em>v</em> = −30厘米：在蜡烛同侧离透镜30厘米处成正立的虚像，放大2.5倍。物体放在焦点内侧附近时，放大镜成的像最大。",
                    ),
                    highlight="image",
                    sets=(("u", "12"),),
                ),
            ),
            section_heading=T("Power and the eye", "光焦度与眼睛"),
            section=(
                T(
                    "Optometrists use the power <em>P</em> = 1/<em>f</em> in dioptres (f in metres): a +2.5 D reading lens has <em>f</em> = 40 cm. The eye's lens changes its power to focus near and far objects onto the retina at a fixed image distance of about 1.7 cm; a long-sighted eye needs extra positive power from a convex lens.",
                    "验光时用光焦度 <em>P</em> = 1/<em>f</em>（f 以米为单位），单位是屈光度：+2.5 D 的老花镜焦距为40厘米。眼睛的晶状体通过改变光焦度，使远近物体都成像在约1.7厘米处的视网膜上；远视眼需要用凸透镜补充会聚能力。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "f = 10 cm, u = 30 cm. Where is the image?",
                        "f = 10厘米，u = 30厘米，像在哪里？",
                    ),
                    (
                        Choice(
                            T("15 cm behind the lens, real", "透镜另一侧15厘米处，实像"),
                            T("Right: 1/v = 1/10 − 1/30 = 1/15.", "对：1/v = 1/10 − 1/30 = 1/15。"),
                            True,
                        ),
                        Choice(
                            T("20 cm behind the lens", "透镜另一侧20厘米处"),
                            T(
                                "Subtract the reciprocals, not the distances.",
                                "应该用倒数相减，而不是距离相减。",
                            ),
                        ),
                        Choice(
                            T("15 cm in front, virtual", "透镜同侧15厘米处，虚像"),
                            T("u > f gives a real image.", "u > f 时成实像。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "What magnification does u = 30 cm, v = 15 cm give?",
                        "u = 30厘米、v = 15厘米时，放大率是多少？",
                    ),
                    (
                        Choice(
                            T("0.5, inverted", "0.5，倒立"),
                            T("Yes: m = v/u.", "对：m = v/u。"),
                            True,
                        ),
                        Choice(
                            T("2, inverted", "2，倒立"),
                            T("That is u/v, the wrong way round.", "那是 u/v，颠倒了。"),
                        ),
                        Choice(
                            T("0.5, upright", "0.5，正立"),
                            T(
                                "Real images from one lens are inverted.",
                                "单个凸透镜成的实像都是倒立的。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "A lens has a power of +4 D. Its focal length is…",
                        "透镜的光焦度为 +4 D，焦距是……",
                    ),
                    (
                        Choice(
                            T("25 cm", "25厘米"),
                            T("Correct: f = 1/4 m.", "正确：f = 1/4米。"),
                            True,
                        ),
                        Choice(
                            T("4 cm", "4厘米"),
                            T(
                                "Dioptres are inverse metres, not centimetres.",
                                "屈光度是米的倒数，不是厘米。",
                            ),
                        ),
                        Choice(T("4 m", "4米"), T("f = 1/P, not P.", "f = 1/P，而不是 P。")),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Lens formula", "透镜成像公式"),
                    T("1/u + 1/v = 1/f for a thin lens.", "薄透镜满足 1/u + 1/v = 1/f。"),
                ),
                (
                    T("Magnification", "放大率"),
                    T("Image height ÷ object height = v/u.", "像高与物高之比，等于 v/u。"),
                ),
                (
                    T("Dioptre", "屈光度"),
                    T(
                        "Unit of lens power, 1/f with f in metres.",
                        "光焦度的单位，等于以米为单位的焦距的倒数。",
                    ),
                ),
            ),
        ),
    },
)

TOPICS = [WAVES, SOUND, REFLECTION, REFRACTION, LENS]
