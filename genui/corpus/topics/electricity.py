"""Light and electromagnetism: prism dispersion, a simple circuit, a bar magnet's field,
electromagnetic induction (see genui/corpus/schema.py and example_pendulum.py)."""

from genui.corpus.schema import Choice, LegendItem, Level, Question, Step, T, Topic

# --- Prism dispersion -------------------------------------------------------------------------
# Minimum deviation D = 2 asin(n sin 30°) − 60° of a 60° prism, for red and violet light in water
# (1), crown glass (2) and flint glass (3). Mean deviations: 23.9°, 39.2°, 52.7°; red-to-violet
# spreads: 0.92°, 1.59°, 4.35°. The fan of rays is drawn about five times wider than it is (its
# y scale follows the spread); the readouts give the true values.
_MEAN = "(material == 1 ? 23.9 : material == 2 ? 39.2 : 52.7)"

PRISM = Topic(
    slug="prism-dispersion",
    subject="physics",
    names={
        "en": (
            "prism dispersion",
            "dispersion of light",
            "white light through a prism",
            "prism and spectrum",
            "splitting white light",
        ),
        "zh": ("三棱镜色散", "光的色散", "白光通过三棱镜", "棱镜分光"),
    },
    title=T("The prism: white light into colours", "三棱镜：把白光分成七彩"),
    palette={
        "background": ("#0b1020", "#111827", "#0d1b2a"),
        "glass": ("#9fd8ff", "#b8e6e0", "#c9d6ff"),
    },
    scene="""
<cl-scene camera="0.8 0.2 8" target="0.8 -0.4 0" background="[[background]]" label="{{A glass prism splits a beam of white light into a fan of colours|玻璃三棱镜把一束白光分成扇形的彩色光}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#2a3046"></cl-light>
<cl-group id="prism" name="{{Glass prism|玻璃三棱镜}}">
<cl-box position="0 -0.69 0" size="2.4 0.04 1.6" color="[[glass]]" opacity="0.3"></cl-box>
<cl-box position="-0.6 0.35 0" rotation="0 0 60" size="2.4 0.04 1.6" color="[[glass]]" opacity="0.3"></cl-box>
<cl-box position="0.6 0.35 0" rotation="0 0 -60" size="2.4 0.04 1.6" color="[[glass]]" opacity="0.3"></cl-box>
<cl-line points="-1.2 -0.69 0.8, 0 1.39 0.8, 1.2 -0.69 0.8" closed="true" color="[[glass]]"></cl-line>
</cl-group>
<cl-group id="incoming" position="-0.69 0.2 0" rotation="0 0 19.6">
<cl-arrow id="white-beam" name="{{White light|白光}}" position="-4 0 0" length="4" thickness="0.05" color="#ffffff"></cl-arrow>
<cl-arrow id="red-beam" name="{{Red light only|单色红光}}" position="-4 0 0" length="4" thickness="0.05" color="#ff3b30" visible="false"></cl-arrow>
<cl-sphere radius="0.1" emissive="#ffffff" glow="1"><cl-follow-path points="-4 0 0, 0 0 0" period="1.2"></cl-follow-path></cl-sphere>
</cl-group>
<cl-line points="-0.69 0.2 0, 0.69 0.2 0" color="#ffd6d2"></cl-line>
<cl-group id="fan" name="{{Spectrum of colours|彩色光谱}}" position="0.69 0.2 0" rotation="0 0 -19.6">
<cl-line id="ray-red" name="{{Red light|红光}}" points="0 0 0, 4.4 0.31 0" color="#ff3b30"></cl-line>
<cl-group id="colours">
<cl-line points="0 0 0, 4.4 0.18 0" color="#ff9500"></cl-line>
<cl-line points="0 0 0, 4.4 0.06 0" color="#ffe135"></cl-line>
<cl-line points="0 0 0, 4.4 -0.06 0" color="#34c759"></cl-line>
<cl-line points="0 0 0, 4.4 -0.18 0" color="#1e90ff"></cl-line>
<cl-line id="ray-violet" name="{{Violet light|紫光}}" points="0 0 0, 4.4 -0.31 0" color="#9b6bff"></cl-line>
</cl-group>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-select id="material" label="{{Prism made of|棱镜材料}}" value="2">
<cl-option value="1">{{Water|水}}</cl-option>
<cl-option value="2">{{Crown glass|冕牌玻璃}}</cl-option>
<cl-option value="3">{{Flint glass|火石玻璃}}</cl-option>
<cl-bind target="incoming" attr="rotation.z" expr="MEAN / 2"></cl-bind>
<cl-bind target="fan" attr="rotation.z" expr="-MEAN / 2"></cl-bind>
<cl-bind target="fan" attr="scale.y" expr="material == 1 ? 0.58 : material == 2 ? 1 : 2.74"></cl-bind>
</cl-select>
<cl-toggle id="mono" label="{{Only red light|只射入红光}}">
<cl-bind target="white-beam" attr="visible" expr="!mono"></cl-bind>
<cl-bind target="red-beam" attr="visible" expr="mono"></cl-bind>
<cl-bind target="colours" attr="visible" expr="!mono"></cl-bind>
</cl-toggle>
<cl-readout label="{{Deviation of red|红光偏向角}}" expr="2 * deg(asin(0.5 * (material == 1 ? 1.331 : material == 2 ? 1.514 : 1.644))) - 60" unit="°" digits="1"></cl-readout>
<cl-readout label="{{Deviation of violet|紫光偏向角}}" expr="2 * deg(asin(0.5 * (material == 1 ? 1.343 : material == 2 ? 1.532 : 1.686))) - 60" unit="°" digits="1"></cl-readout>
</cl-controls>
""".replace("MEAN", _MEAN),
    legend=(
        LegendItem("glass", "prism", T("Glass prism (60° apex angle)", "玻璃三棱镜（顶角60°）")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "Shine white light into a glass prism and watch it spread into all the colours of the rainbow.",
                "让白光射进玻璃三棱镜，看它散开成彩虹的各种颜色。",
            ),
            steps=(
                Step(
                    T("White light", "白光"),
                    T("A beam of white light shines at the prism.", "一束白光射向三棱镜。"),
                    T(
                        "Sunlight and torchlight look white. Here a beam of white light is about to enter a <strong>prism</strong>: a clear block of glass shaped like a triangle.",
                        "阳光和手电筒的光看起来是白色的。一束白光正要射进<strong>三棱镜</strong>，也就是一块截面是三角形的透明玻璃。",
                    ),
                    camera="0.8 0.2 8",
                    target="0.8 -0.4 0",
                    highlight="white-beam",
                    sets=(("material", "2"), ("mono", "0")),
                ),
                Step(
                    T("A rainbow of colours", "彩虹般的颜色"),
                    T(
                        "Out come red, orange, yellow, green, blue and violet.",
                        "射出来的是红、橙、黄、绿、蓝、紫。",
                    ),
                    T(
                        "The light comes out spread into a fan of colours: <strong>red, orange, yellow, green, blue and violet</strong>. White light is really all these colours mixed together.",
                        "光射出来时散开成一把彩色的扇子：<strong>红、橙、黄、绿、蓝、紫</strong>。原来白光是由这些颜色的光混合而成的。",
                    ),
                    camera="3 -0.5 7",
                    target="2.5 -1.2 0",
                    highlight="fan",
                ),
                Step(
                    T("Only one colour", "只有一种颜色"),
                    T("Red light goes in, red light comes out.", "射入红光，射出的还是红光。"),
                    T(
                        "Now shine only red light in. It still bends, but it stays red. The prism does not make colours: it only sorts out the colours already in white light.",
                        "现在只射入红光。它仍然会拐弯，但还是红色。三棱镜并不制造颜色，它只是把白光里本来就有的颜色分开。",
                    ),
                    highlight="ray-red",
                    sets=(("mono", "1"),),
                ),
            ),
            section_heading=T("Rainbows in the sky", "天上的彩虹"),
            section=(
                T(
                    "Raindrops work like tiny prisms. When the Sun is behind you and rain is falling in front of you, the drops split sunlight into colours and you see a rainbow, with red on the outside and violet on the inside.",
                    "雨滴就像一个个小小的三棱镜。太阳在你身后、前方正在下雨时，雨滴把阳光分成各种颜色，你就能看到彩虹：红色在外圈，紫色在内圈。",
                ),
            ),
            quiz=(
                Question(
                    T("What is white light made of?", "白光是由什么组成的？"),
                    (
                        Choice(
                            T("A mix of many colours", "多种颜色的光混合而成"),
                            T("Yes! A prism spreads them out.", "对！三棱镜把它们分开了。"),
                            True,
                        ),
                        Choice(
                            T("Only one colour", "只有一种颜色"),
                            T(
                                "Then the prism could not spread it into a rainbow.",
                                "那样的话，三棱镜就分不出彩虹了。",
                            ),
                        ),
                        Choice(
                            T("Tiny bits of glass", "细小的玻璃碎片"),
                            T(
                                "Light is not made of glass; it passes through glass.",
                                "光不是玻璃做的，它只是穿过玻璃。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("What does the prism do to white light?", "三棱镜对白光做了什么？"),
                    (
                        Choice(
                            T("It spreads the colours apart", "把各种颜色分开"),
                            T(
                                "Right: each colour comes out in a different direction.",
                                "对：每种颜色从不同的方向射出。",
                            ),
                            True,
                        ),
                        Choice(
                            T("It paints colours onto the light", "给光涂上颜色"),
                            T(
                                "The colours were already there: red light stays red.",
                                "颜色本来就在白光里：红光进去还是红光。",
                            ),
                        ),
                        Choice(
                            T("It stops the light", "把光挡住"),
                            T("Light passes through clear glass.", "光能穿过透明的玻璃。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Prism", "三棱镜"),
                    T("A clear block of glass with triangular ends.", "截面是三角形的透明玻璃块。"),
                ),
                (
                    T("Spectrum", "光谱"),
                    T(
                        "The band of colours, from red to violet, that makes up white light.",
                        "从红到紫排列的一条彩色光带，合起来就是白光。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "A prism separates white light into a spectrum because glass refracts each colour by a slightly different amount: violet most, red least.",
                "三棱镜能把白光分解成光谱，是因为玻璃对各种色光的折射程度略有不同：紫光偏折最多，红光最少。",
            ),
            steps=(
                Step(
                    T("Refraction", "折射"),
                    T(
                        "Light bends as it enters and as it leaves the glass.",
                        "光进入和离开玻璃时都会偏折。",
                    ),
                    T(
                        "Light slows down when it passes from air into glass, so it changes direction at the surface: this is <strong>refraction</strong>. The prism bends the beam twice, both times towards its thick base.",
                        "光从空气进入玻璃时速度变慢，因此在界面处改变方向，这就是<strong>折射</strong>。光在三棱镜中偏折两次，两次都偏向较厚的底边。",
                    ),
                    camera="0.8 0.2 8",
                    target="0.8 -0.4 0",
                    highlight="prism",
                    sets=(("material", "2"), ("mono", "0")),
                ),
                Step(
                    T("Dispersion", "色散"),
                    T("Violet is bent most, red least.", "紫光偏折最多，红光最少。"),
                    T(
                        "Each colour bends by a slightly different amount, so the colours fan out into a <strong>spectrum</strong>. This is <strong>dispersion</strong>. The fan is drawn five times wider than in real life.",
                        "各种色光偏折的程度略有不同，于是散开成一条<strong>光谱</strong>，这就是<strong>色散</strong>。图中光扇画得比实际宽五倍。",
                    ),
                    camera="3 -0.5 7",
                    target="2.5 -1.2 0",
                    highlight="fan",
                ),
                Step(
                    T("Newton's test", "牛顿的实验"),
                    T("A single colour cannot be split again.", "单色光不能再被分解。"),
                    T(
                        "In 1666 Isaac Newton sent one colour from a prism through a second prism. It bent again but did not change colour. So the colours are part of white light and are not made by the glass.",
                        "1666年，牛顿让一束从三棱镜射出的单色光再穿过第二个三棱镜。它再次偏折，颜色却不变。可见颜色本来就在白光里，不是玻璃产生的。",
                    ),
                    highlight="ray-red",
                    sets=(("mono", "1"),),
                ),
            ),
            section_heading=T("Different materials", "不同的材料"),
            section=(
                T(
                    "Transparent materials bend light by different amounts. Try water, crown glass and flint glass: flint glass bends light most and spreads the colours furthest, which is why cut glass sparkles with colour. The readouts give the true deviation angles.",
                    "不同的透明材料使光偏折的程度不同。试试水、冕牌玻璃和火石玻璃：火石玻璃使光偏折最多、颜色散得最开，所以雕花玻璃会闪出彩光。读数显示的是真实的偏向角。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Which colour does a glass prism bend the most?",
                        "玻璃三棱镜使哪种色光偏折最多？",
                    ),
                    (
                        Choice(
                            T("Violet", "紫光"),
                            T("Correct: violet is refracted most.", "正确：紫光的折射程度最大。"),
                            True,
                        ),
                        Choice(T("Red", "红光"), T("Red is bent the least.", "红光偏折最少。")),
                        Choice(
                            T("Green", "绿光"),
                            T("Green lies in the middle of the spectrum.", "绿光在光谱的中间。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Red light from one prism enters a second prism. What comes out?",
                        "从一个三棱镜射出的红光进入第二个三棱镜，射出的是什么？",
                    ),
                    (
                        Choice(
                            T("Red light, bent again", "红光，再次偏折"),
                            T(
                                "Right: a single colour is not split further.",
                                "对：单色光不会再被分解。",
                            ),
                            True,
                        ),
                        Choice(
                            T("A whole new rainbow", "又一条完整的彩虹"),
                            T(
                                "There are no other colours in red light to separate.",
                                "红光里没有别的颜色可分。",
                            ),
                        ),
                        Choice(
                            T("White light", "白光"),
                            T("One colour alone cannot make white.", "单独一种颜色合不成白光。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Refraction", "折射"),
                    T(
                        "The bending of light when it passes from one material into another.",
                        "光从一种介质进入另一种介质时传播方向发生偏折的现象。",
                    ),
                ),
                (
                    T("Dispersion", "色散"),
                    T(
                        "The splitting of white light into colours because each colour is refracted differently.",
                        "由于各色光折射程度不同，白光被分解成各种色光的现象。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "The refractive index of glass depends on wavelength, so a prism deviates each colour by a different angle: D = 2 arcsin(n sin(A/2)) − A at minimum deviation.",
                "玻璃的折射率随波长而变，所以三棱镜使各色光的偏向角不同：最小偏向角 D = 2 arcsin(n sin(A/2)) − A。",
            ),
            steps=(
                Step(
                    T("n depends on wavelength", "折射率随波长变化"),
                    T("Shorter wavelength, larger n.", "波长越短，折射率越大。"),
                    T(
                        "The refractive index n = c/v is larger for violet light (about 400 nm) than for red light (about 700 nm): in crown glass n ≈ 1.53 for violet and 1.51 for red. Snell's law, n₁ sin θ₁ = n₂ sin θ₂, then bends violet more at each face.",
                        "折射率 n = c/v 对紫光（约400 nm）比对红光（约700 nm）大：冕牌玻璃对紫光 n ≈ 1.53，对红光 n ≈ 1.51。由折射定律 n₁ sin θ₁ = n₂ sin θ₂，紫光在每个面上都偏折得更多。",
                    ),
                    camera="0.8 0.2 8",
                    target="0.8 -0.4 0",
                    highlight="prism",
                    sets=(("material", "2"), ("mono", "0")),
                ),
                Step(
                    T("Minimum deviation", "最小偏向角"),
                    T(
                        "For a 60° prism: D = 2 arcsin(n sin 30°) − 60°.",
                        "顶角60°的棱镜：D = 2 arcsin(n sin 30°) − 60°。",
                    ),
                    T(
                        "When the ray crosses the prism symmetrically, as drawn, its deviation is smallest: D = 2 arcsin(n sin(A/2)) − A, with apex angle A = 60°. Crown glass gives 38.4° for red and 40.0° for violet, a spread of only 1.6°, drawn five times wider here.",
                        "光线对称地穿过棱镜时（如图），偏向角最小：D = 2 arcsin(n sin(A/2)) − A，顶角 A = 60°。冕牌玻璃对红光为38.4°，对紫光为40.0°，只相差1.6°，图中放大了五倍。",
                    ),
                    camera="3 -0.5 7",
                    target="2.5 -1.2 0",
                    highlight="fan",
                ),
                Step(
                    T("Flint glass", "火石玻璃"),
                    T(
                        "Flint glass: a larger n and a much wider spread.",
                        "火石玻璃：折射率更大，色散更强。",
                    ),
                    T(
                        "Flint glass contains lead oxide, which raises n and, even more, its change with wavelength: the spread grows to about 4.4°. Lens makers pair crown and flint lenses to cancel this <strong>chromatic aberration</strong>.",
                        "火石玻璃含氧化铅，折射率更大，折射率随波长的变化更大，色散角增大到约4.4°。制镜师把冕牌玻璃透镜和火石玻璃透镜组合起来，以消除这种<strong>色差</strong>。",
                    ),
                    highlight="fan",
                    sets=(("material", "3"),),
                ),
            ),
            section_heading=T("Why n depends on wavelength", "折射率为什么随波长变化"),
            section=(
                T(
                    "Light makes the electrons in the glass oscillate. Their natural frequencies lie in the ultraviolet, and the closer the light's frequency is to them, the more the wave is slowed. Violet is closer than red, so n is larger and violet light travels more slowly in glass (v = c/n): this is normal dispersion.",
                    "光使玻璃中的电子振动。电子的固有频率在紫外区，光的频率越接近它，光波被减慢得越多。紫光比红光更接近，所以折射率更大，在玻璃中传播得更慢（v = c/n），这叫正常色散。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "In crown glass n = 1.514 for red light. What is the speed of red light in the glass?",
                        "冕牌玻璃对红光的折射率为1.514。红光在这种玻璃中的速度是多少？",
                    ),
                    (
                        Choice(
                            T("About 1.98 × 10⁸ m/s", "约1.98 × 10⁸ m/s"),
                            T(
                                "Yes: v = c/n = 3.00 × 10⁸ / 1.514.",
                                "对：v = c/n = 3.00 × 10⁸ / 1.514。",
                            ),
                            True,
                        ),
                        Choice(
                            T("About 4.54 × 10⁸ m/s", "约4.54 × 10⁸ m/s"),
                            T(
                                "That multiplies by n; light is slower in glass, never faster than c.",
                                "这是乘以 n 的结果；光在玻璃中变慢，不会超过 c。",
                            ),
                        ),
                        Choice(
                            T("3.00 × 10⁸ m/s", "3.00 × 10⁸ m/s"),
                            T("That is the speed in a vacuum.", "这是光在真空中的速度。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Using D = 2 arcsin(n sin 30°) − 60°, what is the minimum deviation for n = 1.50?",
                        "由 D = 2 arcsin(n sin 30°) − 60°，n = 1.50 时的最小偏向角是多少？",
                    ),
                    (
                        Choice(
                            T("About 37.2°", "约37.2°"),
                            T(
                                "Correct: 2 × 48.6° − 60° = 37.2°.",
                                "正确：2 × 48.6° − 60° = 37.2°。",
                            ),
                            True,
                        ),
                        Choice(
                            T("About 48.6°", "约48.6°"),
                            T(
                                "That is arcsin(0.75), the angle of incidence, not the deviation.",
                                "这是 arcsin(0.75)，即入射角，不是偏向角。",
                            ),
                        ),
                        Choice(
                            T("30°", "30°"),
                            T(
                                "Half the apex angle is not the deviation.",
                                "顶角的一半不是偏向角。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Refractive index", "折射率"),
                    T(
                        "n = c/v: how many times slower light travels in a material than in a vacuum.",
                        "n = c/v：光在真空中的速度是在介质中的多少倍。",
                    ),
                ),
                (
                    T("Minimum deviation", "最小偏向角"),
                    T(
                        "The smallest angle through which a prism turns a ray; it occurs when the ray crosses symmetrically.",
                        "棱镜使光线偏转的最小角度，光线对称穿过棱镜时出现。",
                    ),
                ),
            ),
        ),
    },
)

# --- A simple circuit ---------------------------------------------------------------------------
_LOOP = "-3 0 2, -3 0 -2, 3 0 -2, 3 0 2"  # the path of the drifting electrons round the loop
_ELECTRON = '<cl-sphere radius="0.1" color="#7fdbff"><cl-follow-path id="eN" points="LOOP" closed="true" smooth="false" period="6.7" offset="OFFSET"></cl-follow-path></cl-sphere>'

CIRCUIT = Topic(
    slug="simple-circuit",
    subject="physics",
    names={
        "en": (
            "simple electric circuit",
            "electric circuit",
            "battery, switch and bulb",
            "Ohm's law",
            "series circuit",
        ),
        "zh": ("简单电路", "电路", "电池、开关和小灯泡", "欧姆定律"),
    },
    title=T("A simple circuit: battery, switch and bulb", "简单电路：电池、开关和小灯泡"),
    palette={
        "background": ("#0b1020", "#101828", "#14121f"),
        "wire": ("#e0a052", "#d9893b", "#f0b36a"),
        "battery": ("#2a9d8f", "#3a86ff", "#6a4c93"),
    },
    scene="""
<cl-scene camera="0 5.5 6" background="[[background]]" label="{{A battery, a switch and a bulb joined in one loop of wire|电池、开关和小灯泡用导线连成一个回路}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#2b3245"></cl-light>
<cl-line id="wires" name="{{Copper wire|铜导线}}" points="3 0 0.6, 3 0 2, -3 0 2, -3 0 -2, 3 0 -2, 3 0 -0.6" color="[[wire]]"></cl-line>
<cl-group id="battery" name="{{Battery cells, 1.5 V each|电池，每节1.5 V}}" position="0 0.3 2" rotation="0 0 90">
<cl-cylinder position="0 0.9 0" radius="0.3" height="0.85" color="[[battery]]"><cl-label size="small">− +</cl-label></cl-cylinder>
<cl-cylinder id="cell2" radius="0.3" height="0.85" color="[[battery]]"></cl-cylinder>
<cl-cylinder id="cell3" position="0 -0.9 0" radius="0.3" height="0.85" color="[[battery]]" visible="false"></cl-cylinder>
</cl-group>
<cl-group id="switch" name="{{Switch|开关}}" position="3 0.05 0.6">
<cl-box position="0 0 -0.6" size="0.15 0.08 1.2" color="#c0c8d8"></cl-box>
</cl-group>
<cl-cylinder position="0 0.15 -2" radius="0.25" height="0.3" color="#9aa3b5"></cl-cylinder>
<cl-sphere id="bulb" name="{{Bulb|小灯泡}}" position="0 0.8 -2" radius="0.6" color="#fff3d6" emissive="#ffc95c" opacity="0.7"></cl-sphere>
<cl-group id="electrons" name="{{Electrons in the wire|导线中的电子}}">
ELECTRONS
</cl-group>
</cl-scene>
""".replace(
        "ELECTRONS",
        "\n".join(
            _ELECTRON.replace("eN", f"e{k + 1}").replace("OFFSET", f"{k / 3:.3g}") for k in range(3)
        ),
    ).replace("LOOP", _LOOP),
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-toggle id="closed" label="{{Switch closed|闭合开关}}" value="true">
<cl-bind target="switch" attr="rotation.x" expr="closed ? 0 : 35"></cl-bind>
<cl-bind target="electrons" attr="visible"></cl-bind>
</cl-toggle>
<cl-slider id="volts" label="{{Battery voltage|电池电压}}" min="1.5" max="4.5" step="1.5" value="3" unit="V">
<cl-bind target="cell2" attr="visible" expr="volts >= 3"></cl-bind>
<cl-bind target="cell3" attr="visible" expr="volts >= 4.5"></cl-bind>
</cl-slider>
<cl-slider id="ohms" label="{{Resistance of the bulb|灯泡的电阻}}" min="5" max="30" step="1" value="10" unit="Ω"></cl-slider>
<cl-bind target="bulb" attr="emissive-intensity" expr="closed * min(2, volts ^ 2 / ohms)"></cl-bind>
<cl-bind target="bulb" attr="glow" expr="closed * min(2, volts ^ 2 / ohms)"></cl-bind>
EBINDS
<cl-readout label="{{Current|电流}}" expr="closed * volts / ohms" unit="A" digits="2"></cl-readout>
<cl-readout label="{{Power of the bulb|灯泡的功率}}" expr="closed * volts ^ 2 / ohms" unit="W" digits="2"></cl-readout>
</cl-controls>
""".replace(
        "EBINDS",
        "\n".join(
            f'<cl-bind target="e{k}" attr="period" expr="2 * ohms / volts"></cl-bind>'
            for k in range(1, 4)
        ),
    ),
    chart="""
<cl-chart title="{{Current against voltage|电流与电压}}" x="volts" y="volts / ohms" x-label="{{Voltage (V)|电压（V）}}" y-label="{{Current (A)|电流（A）}}" x-min="0" x-max="4.5" y-min="0" color="[[battery]]"></cl-chart>
""",
    legend=(
        LegendItem("wire", "wires", T("Copper wire", "铜导线")),
        LegendItem("battery", "battery", T("Battery cells", "电池")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "Join a battery, a switch and a bulb with wires and find out what makes the bulb light up.",
                "用导线把电池、开关和小灯泡连起来，看看怎样才能让灯泡亮起来。",
            ),
            steps=(
                Step(
                    T("A complete loop", "完整的回路"),
                    T("The bulb lights when the loop is complete.", "回路完整时，灯泡就亮了。"),
                    T(
                        "Electricity needs a complete path to flow around: a <strong>circuit</strong>. Here wires join a battery, a switch and a bulb in one loop, so the bulb glows.",
                        "电要沿着一条完整的路径流动，这条路径叫<strong>电路</strong>。导线把电池、开关和小灯泡连成一个圈，灯泡就亮了。",
                    ),
                    camera="0 5.5 6",
                    target="0 0 0",
                    highlight="wires",
                    sets=(("closed", "1"), ("volts", "3"), ("ohms", "10")),
                ),
                Step(
                    T("Open the switch", "断开开关"),
                    T("A gap in the loop: the bulb goes out.", "回路出现缺口，灯泡熄灭。"),
                    T(
                        "Opening the <strong>switch</strong> makes a gap in the loop. The electricity stops flowing everywhere at once, and the bulb goes dark.",
                        "断开<strong>开关</strong>，回路就出现了缺口。电路中各处的电流同时停止，灯泡熄灭了。",
                    ),
                    camera="3 4 5",
                    target="1.5 0 0",
                    highlight="switch",
                    sets=(("closed", "0"),),
                ),
                Step(
                    T("More battery cells", "更多的电池"),
                    T("More cells: a brighter bulb.", "电池越多，灯泡越亮。"),
                    T(
                        "Close the switch and add more battery cells. Together they push the electricity harder, so the bulb shines more brightly.",
                        "闭合开关，再多加几节电池。它们一起更用力地推动电流，灯泡就更亮了。",
                    ),
                    camera="0 5.5 6",
                    target="0 0 0",
                    highlight="battery",
                    sets=(("closed", "1"), ("volts", "4.5")),
                ),
            ),
            section_heading=T("What are wires made of?", "导线是用什么做的？"),
            section=(
                T(
                    "Inside a wire is a metal such as copper, because electricity flows easily through metal. The plastic around it keeps us safe, because electricity does not flow through plastic. Never play with the sockets in the wall: they are far more dangerous than a small battery.",
                    "导线里面是铜等金属，因为电很容易通过金属。外面包着塑料，因为电不能通过塑料，这样更安全。千万不要玩墙上的插座，它比小电池危险得多。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Why does the bulb go out when the switch is open?",
                        "开关断开时，灯泡为什么会熄灭？",
                    ),
                    (
                        Choice(
                            T("There is a gap in the loop", "回路有了缺口"),
                            T(
                                "Yes! Electricity needs a complete loop.",
                                "对！电需要一个完整的回路。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The battery is empty", "电池没电了"),
                            T(
                                "The battery still works: close the switch and the bulb lights again.",
                                "电池还能用：闭合开关，灯泡又亮了。",
                            ),
                        ),
                        Choice(
                            T("The bulb is broken", "灯泡坏了"),
                            T(
                                "The bulb is fine: it lights again when the loop is closed.",
                                "灯泡没坏：回路接通后它又亮了。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("What is inside a wire?", "导线里面是什么？"),
                    (
                        Choice(
                            T("A metal, such as copper", "铜等金属"),
                            T(
                                "Right: electricity flows easily through metal.",
                                "对：电很容易通过金属。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Plastic", "塑料"),
                            T(
                                "Plastic is the cover; electricity cannot flow through it.",
                                "塑料只是外皮，电不能通过它。",
                            ),
                        ),
                        Choice(
                            T("Wood", "木头"),
                            T("Dry wood does not let electricity through.", "干木头不导电。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Circuit", "电路"),
                    T(
                        "A complete loop that electricity can flow around.",
                        "电流能够流过的完整回路。",
                    ),
                ),
                (
                    T("Switch", "开关"),
                    T(
                        "A part that opens or closes a gap in a circuit.",
                        "用来断开或接通电路的元件。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "The battery's voltage pushes a current around the circuit and the bulb's resistance limits it: Ohm's law, I = V / R.",
                "电池的电压推动电流在电路中流动，灯泡的电阻限制电流的大小：欧姆定律 I = U / R。",
            ),
            steps=(
                Step(
                    T("Current", "电流"),
                    T("Electrons drift round the closed loop.", "电子在闭合回路中定向移动。"),
                    T(
                        "An electric <strong>current</strong> is a flow of charge, measured in amperes (A). In metal wires the charges are electrons, which drift from the negative terminal of the battery round to the positive. By convention, current is shown the other way, from + to −.",
                        "<strong>电流</strong>是电荷的定向移动，单位是安培（A）。金属导线中移动的是电子，它们从电池负极出发，绕回路流向正极。物理学规定电流方向与此相反，从正极流向负极。",
                    ),
                    camera="0 5.5 6",
                    target="0 0 0",
                    highlight="electrons",
                    sets=(("closed", "1"), ("volts", "1.5"), ("ohms", "10")),
                ),
                Step(
                    T("Voltage", "电压"),
                    T("Twice the voltage, twice the current.", "电压加倍，电流也加倍。"),
                    T(
                        "The battery's <strong>voltage</strong>, in volts (V), is the push on the charges. Each cell gives 1.5 V. Doubling the voltage from 1.5 V to 3 V doubles the current, and the bulb is brighter.",
                        "电池的<strong>电压</strong>推动电荷移动，单位是伏特（V），每节干电池1.5 V。电压从1.5 V增大到3 V，电流加倍，灯泡更亮。",
                    ),
                    highlight="battery",
                    sets=(("volts", "3"),),
                ),
                Step(
                    T("Resistance", "电阻"),
                    T("More resistance, less current.", "电阻越大，电流越小。"),
                    T(
                        "The thin filament in the bulb has <strong>resistance</strong>, in ohms (Ω): it opposes the current and gets hot enough to glow. Raising the resistance from 10 Ω to 20 Ω halves the current.",
                        "灯泡里细细的灯丝有<strong>电阻</strong>，单位是欧姆（Ω）。它阻碍电流，自己发热到发光。电阻从10 Ω增大到20 Ω，电流减半。",
                    ),
                    camera="0 3.5 3",
                    target="0 0.5 -2",
                    highlight="bulb",
                    sets=(("ohms", "20"),),
                ),
            ),
            section_heading=T("Ohm's law", "欧姆定律"),
            section=(
                T(
                    "Current, voltage and resistance are linked by <strong>Ohm's law</strong>: I = V / R. With a 3 V battery and a 10 Ω bulb, I = 3 ÷ 10 = 0.3 A. In a single loop the current is the same everywhere: an ammeter reads 0.3 A beside the battery and beside the bulb.",
                    "电流、电压和电阻之间的关系是<strong>欧姆定律</strong>：I = U / R。用3 V的电池和10 Ω的灯泡，I = 3 ÷ 10 = 0.3 A。在只有一个回路的串联电路中，各处电流相等：电流表接在电池旁和灯泡旁都显示0.3 A。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A 6 V battery is connected to a 12 Ω bulb. What is the current?",
                        "把12 Ω的灯泡接在6 V的电池上，电流是多少？",
                    ),
                    (
                        Choice(
                            T("0.5 A", "0.5 A"),
                            T("Correct: I = V / R = 6 ÷ 12.", "正确：I = U / R = 6 ÷ 12。"),
                            True,
                        ),
                        Choice(
                            T("72 A", "72 A"),
                            T("That is V × R; divide instead.", "这是 U × R 的结果，应该相除。"),
                        ),
                        Choice(
                            T("2 A", "2 A"),
                            T(
                                "That is R ÷ V; the voltage goes on top.",
                                "这是 R ÷ U，电压应该在分子上。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Where is the current largest in a single-loop circuit?",
                        "在只有一个回路的电路中，哪里的电流最大？",
                    ),
                    (
                        Choice(
                            T("It is the same everywhere", "各处都一样"),
                            T(
                                "Right: the bulb transfers energy but does not use up current.",
                                "对：灯泡转化能量，但不会消耗电流。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Next to the battery", "电池旁边"),
                            T(
                                "The same charge flows through every part of the loop.",
                                "同样多的电荷流过回路的每一部分。",
                            ),
                        ),
                        Choice(
                            T("After the bulb", "灯泡后面"),
                            T("Current is not used up by the bulb.", "电流不会被灯泡用掉。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Current", "电流"),
                    T(
                        "The rate of flow of charge, in amperes (A).",
                        "电荷定向移动的快慢，单位是安培（A）。",
                    ),
                ),
                (
                    T("Voltage", "电压"),
                    T(
                        "The push that drives a current, in volts (V).",
                        "推动电荷定向移动形成电流的原因，单位是伏特（V）。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "In a series loop I = V/R everywhere; the bulb's power is P = VI = V²/R, while the electrons themselves drift remarkably slowly.",
                "串联回路中各处 I = U/R；灯泡的功率 P = UI = U²/R，而电子本身的定向移动速度却非常慢。",
            ),
            steps=(
                Step(
                    T("Ohm's law", "欧姆定律"),
                    T(
                        "I = V/R: a straight line through the origin.",
                        "I = U/R：一条过原点的直线。",
                    ),
                    T(
                        "For an ohmic conductor at constant temperature the current is proportional to the voltage: I = V/R. The chart plots I against V for the chosen R; its gradient is 1/R.",
                        "对于温度不变的欧姆导体，电流与电压成正比：I = U/R。图表画出了所选电阻下 I 随 U 变化的图线，斜率为 1/R。",
                    ),
                    camera="0 5.5 6",
                    target="0 0 0",
                    highlight="bulb",
                    sets=(("closed", "1"), ("volts", "3"), ("ohms", "10")),
                ),
                Step(
                    T("Power", "电功率"),
                    T(
                        "1.5 times the voltage, 2.25 times the power.",
                        "电压变为1.5倍，功率变为2.25倍。",
                    ),
                    T(
                        "The power transferred in the bulb is P = VI = I²R = V²/R. Raising V from 3 V to 4.5 V with R = 10 Ω raises P from 0.9 W to 2.0 W: 1.5² = 2.25 times as much, because V and I both grow.",
                        "灯泡的电功率 P = UI = I²R = U²/R。R = 10 Ω 时，电压从3 V增大到4.5 V，功率从0.9 W增大到2.0 W，是原来的1.5² = 2.25倍，因为电压和电流都增大了。",
                    ),
                    highlight="bulb",
                    sets=(("volts", "4.5"),),
                ),
                Step(
                    T("Drift velocity", "漂移速度"),
                    T(
                        "The electrons crawl, yet the bulb lights at once.",
                        "电子移动得很慢，灯泡却立刻就亮。",
                    ),
                    T(
                        "From I = nAvq, with n ≈ 8.5 × 10²⁸ m⁻³ in copper, 0.3 A in a wire of 0.5 mm² gives a drift speed of only about 0.04 mm/s. The bulb lights at once because the electric field sets all the electrons moving almost simultaneously. The animation exaggerates the drift.",
                        "由 I = nSvq，铜中 n ≈ 8.5 × 10²⁸ m⁻³，0.3 A 的电流在横截面积0.5 mm²的导线中，电子的漂移速度只有约0.04 mm/s。灯泡能立刻亮，是因为电场几乎同时使整条导线中的电子开始移动。动画夸大了漂移速度。",
                    ),
                    highlight="electrons",
                    sets=(("volts", "3"),),
                ),
            ),
            section_heading=T("Real bulbs and real batteries", "实际的灯泡和电池"),
            section=(
                T(
                    "A filament's resistance rises as it heats up: a glowing bulb can have ten times its cold resistance, so its I–V graph curves. A real battery also has internal resistance r, so I = ε/(R + r) and the terminal voltage falls as the current grows.",
                    "灯丝的电阻随温度升高而增大：发光时的电阻可达冷态时的十倍，所以它的 I–U 图线是弯曲的。实际电池还有内阻 r，所以 I = E/(R + r)，电流越大，路端电压越低。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A 10 Ω bulb is connected to 6 V. What power does it transfer?",
                        "10 Ω的灯泡接在6 V电源上，它的功率是多少？",
                    ),
                    (
                        Choice(
                            T("3.6 W", "3.6 W"),
                            T("Correct: P = V²/R = 36 ÷ 10.", "正确：P = U²/R = 36 ÷ 10。"),
                            True,
                        ),
                        Choice(
                            T("0.6 W", "0.6 W"),
                            T(
                                "0.6 is the current in amperes, not the power.",
                                "0.6是以安培为单位的电流，不是功率。",
                            ),
                        ),
                        Choice(
                            T("60 W", "60 W"),
                            T("That is V × R, which is not a power.", "这是 U × R，不是功率。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why does the bulb light almost as soon as the switch closes, though electrons drift at well under 1 mm/s?",
                        "电子的漂移速度远小于1 mm/s，为什么开关一闭合灯泡几乎立刻就亮？",
                    ),
                    (
                        Choice(
                            T(
                                "The field sets every electron in the loop moving almost at once",
                                "电场几乎同时使回路中所有电子开始移动",
                            ),
                            T(
                                "Right: the electrons already fill the wire; they all start together.",
                                "对：导线里本来就充满电子，它们一起开始移动。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Electrons travel at the speed of light", "电子以光速运动"),
                            T(
                                "Their drift speed is tiny; only the field spreads at nearly the speed of light.",
                                "电子的漂移速度很小，接近光速传播的是电场。",
                            ),
                        ),
                        Choice(
                            T("The bulb stores charge in advance", "灯泡预先储存了电荷"),
                            T("A bulb does not store charge.", "灯泡不储存电荷。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Ohmic conductor", "欧姆导体"),
                    T(
                        "A conductor whose current is proportional to the voltage at constant temperature.",
                        "温度不变时电流与电压成正比的导体。",
                    ),
                ),
                (
                    T("Power", "电功率"),
                    T(
                        "The rate of energy transfer, P = VI, in watts (W).",
                        "能量转化的快慢，P = UI，单位是瓦特（W）。",
                    ),
                ),
            ),
        ),
    },
)

# --- A bar magnet's field -----------------------------------------------------------------------
# Field lines of two poles at x = ±0.9 (the magnet runs from −1 to 1; 1 scene unit = 4 cm),
# traced numerically from the N pole to the S pole; the lower half mirrors the upper.
_FIELD_LINES = (
    "0.97 0.1 0, 1.66 1.65 0, 1.39 3.32 0, 0 4.17 0, -1.39 3.32 0, -1.66 1.65 0, -0.97 0.1 0",
    "0.94 0.11 0, 1.16 1.14 0, 0.88 2.13 0, 0 2.61 0, -0.88 2.13 0, -1.16 1.14 0, -0.94 0.11 0",
    "0.9 0.12 0, 0.84 0.76 0, 0.56 1.32 0, 0 1.58 0, -0.56 1.32 0, -0.84 0.76 0, -0.9 0.12 0",
)


def _mirrored(points: str) -> str:
    out = []
    for point in points.split(", "):
        x, y, z = point.split()
        out.append(f"{x} {-float(y):g} {z}")
    return ", ".join(out)


_LINES_MARKUP = "\n".join(
    f'<cl-line points="{points}" smooth="true" color="#8ecae6"></cl-line>'
    for line in _FIELD_LINES
    for points in (line, _mirrored(line))
)

MAGNET = Topic(
    slug="bar-magnet-field",
    subject="physics",
    names={
        "en": (
            "magnetic field of a bar magnet",
            "bar magnet",
            "magnetic field lines",
            "magnets and compasses",
        ),
        "zh": ("条形磁铁的磁场", "条形磁铁", "磁感线", "磁铁和指南针"),
    },
    title=T("The invisible field around a bar magnet", "条形磁铁周围看不见的磁场"),
    palette={
        "background": ("#0b1020", "#101828", "#0d1b2a"),
        "north": ("#e63946", "#d62828", "#ef476f"),
        "south": ("#3a86ff", "#457b9d", "#4361ee"),
        "needle": ("#ffd166", "#ffb703"),
    },
    scene="""
<cl-scene camera="1.5 0.3 10.5" target="1.5 0 0" background="[[background]]" label="{{A bar magnet with its field lines and small compasses around it|条形磁铁、它的磁感线和周围的小磁针}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a"></cl-light>
<cl-group id="system">
<cl-group id="magnet" name="{{Bar magnet|条形磁铁}}">
<cl-box id="north-pole" position="0.5 0 0" size="1 0.5 0.5" color="[[north]]"><cl-label>N</cl-label></cl-box>
<cl-box id="south-pole" position="-0.5 0 0" size="1 0.5 0.5" color="[[south]]"><cl-label>S</cl-label></cl-box>
</cl-group>
<cl-group id="field-lines" name="{{Field lines|磁感线}}">
LINES
</cl-group>
<cl-group id="compasses" name="{{Compass needles|小磁针}}">
<cl-arrow position="0.25 1.7 0" direction="-1 0 0" length="0.5" color="[[needle]]"></cl-arrow>
<cl-arrow position="0.25 -1.7 0" direction="-1 0 0" length="0.5" color="[[needle]]"></cl-arrow>
<cl-arrow position="2.05 1.1 0" direction="0.59 0.81 0" length="0.5" color="[[needle]]"></cl-arrow>
<cl-arrow position="-2.35 1.5 0" direction="0.59 -0.81 0" length="0.5" color="[[needle]]"></cl-arrow>
</cl-group>
<cl-group id="walker" name="{{Moving compass|移动的小磁针}}">
<cl-follow-path points="WALK" period="7" orient="true"></cl-follow-path>
<cl-arrow position="-0.3 0 0" length="0.6" thickness="0.05" color="[[needle]]"></cl-arrow>
</cl-group>
</cl-group>
<cl-group id="probe" name="{{Test compass on the axis|轴线上的测试小磁针}}" position="3 0 0">
<cl-arrow position="-0.3 0 0" length="0.6" thickness="0.05" color="[[needle]]"></cl-arrow>
<cl-label size="small" offset="0 -0.7 0">{{test compass|测试小磁针}}</cl-label>
</cl-group>
</cl-scene>
""".replace("LINES", _LINES_MARKUP).replace("WALK", _FIELD_LINES[1]),
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="d" label="{{Distance of the test compass|测试小磁针的距离}}" min="8" max="32" step="1" value="12" unit="cm">
<cl-bind target="probe" attr="position.x" expr="d / 4"></cl-bind>
</cl-slider>
<cl-toggle id="flip" label="{{Turn the magnet round|把磁铁调转方向}}">
<cl-bind target="system" attr="rotation.y" expr="flip ? 180 : 0"></cl-bind>
<cl-bind target="probe" attr="rotation.z" expr="flip ? 180 : 0"></cl-bind>
</cl-toggle>
<cl-readout label="{{Field at the test compass|测试小磁针处的磁场}}" expr="100 / d ^ 3" unit="mT" digits="3"></cl-readout>
<cl-readout label="{{Compared with the Earth's field|与地磁场相比}}" expr="2000 / d ^ 3" unit="×" digits="2"></cl-readout>
</cl-controls>
""",
    chart="""
<cl-chart title="{{Field on the axis and distance|轴线上的磁场与距离}}" x="d" y="100 / d ^ 3" x-label="{{Distance (cm)|距离（cm）}}" y-label="{{Field (mT)|磁场（mT）}}" y-min="0" color="[[needle]]"></cl-chart>
""",
    legend=(
        LegendItem("north", "north-pole", T("North pole (N)", "N极")),
        LegendItem("south", "south-pole", T("South pole (S)", "S极")),
        LegendItem(
            "needle",
            "compasses",
            T("Compass needles (arrowhead: north end)", "小磁针（箭头为N极）"),
        ),
    ),
    levels={
        "primary": Level(
            summary=T(
                "A magnet has a north pole and a south pole. Use little compasses to explore the invisible magnetic field around a bar magnet.",
                "磁铁有N极和S极。用小磁针来探索条形磁铁周围看不见的磁场吧。",
            ),
            steps=(
                Step(
                    T("Two poles", "两个磁极"),
                    T(
                        "Every magnet has a north pole (N) and a south pole (S).",
                        "每块磁铁都有N极和S极。",
                    ),
                    T(
                        "A bar magnet has two ends called <strong>poles</strong>: north (N) and south (S). Two north poles push each other away, but a north pole and a south pole pull together.",
                        "条形磁铁的两端叫<strong>磁极</strong>：N极和S极。两个N极互相推开，N极和S极却互相吸引。",
                    ),
                    camera="0 0.5 8",
                    target="0 0 0",
                    highlight="magnet",
                    sets=(("flip", "0"),),
                ),
                Step(
                    T("Compasses feel the field", "小磁针感受磁场"),
                    T(
                        "Each needle lines up with the magnet's field.",
                        "每根小磁针都顺着磁场排好方向。",
                    ),
                    T(
                        "A <strong>compass</strong> needle is a tiny magnet. Near the bar magnet every needle turns to point along the invisible <strong>magnetic field</strong>. Watch the moving compass turn as it travels round.",
                        "<strong>小磁针</strong>本身就是一块小磁铁。在条形磁铁附近，每根小磁针都会转向，顺着看不见的<strong>磁场</strong>指向。看，移动的小磁针边走边转。",
                    ),
                    highlight="walker",
                ),
                Step(
                    T("Turn the magnet round", "调转磁铁"),
                    T(
                        "Swap the poles and every needle turns round.",
                        "两极对调，每根小磁针都掉转方向。",
                    ),
                    T(
                        "Turn the magnet round so that its poles swap sides. Every compass needle turns to point the opposite way.",
                        "把磁铁调个头，让两极交换位置，每根小磁针都会转过来指向相反的方向。",
                    ),
                    highlight="compasses",
                    sets=(("flip", "1"),),
                ),
            ),
            section_heading=T("The Earth is a magnet", "地球是一块大磁铁"),
            section=(
                T(
                    "A compass works because the Earth itself behaves like a giant magnet. Wherever you are, the north end of the needle points north, so sailors and hikers use compasses to find their way.",
                    "指南针能指示方向，是因为地球本身就像一块巨大的磁铁。无论在哪里，磁针的N极都指向北方，所以航海的人和远足的人都用它来辨认方向。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "What happens when two north poles are brought together?",
                        "把两个N极靠近，会发生什么？",
                    ),
                    (
                        Choice(
                            T("They push each other away", "互相推开"),
                            T("Yes! Like poles repel.", "对！同名磁极相互排斥。"),
                            True,
                        ),
                        Choice(
                            T("They pull together", "互相吸引"),
                            T(
                                "A north and a south pole attract; two norths repel.",
                                "N极和S极才互相吸引，两个N极互相排斥。",
                            ),
                        ),
                        Choice(
                            T("Nothing happens", "什么也不发生"),
                            T(
                                "Try it: you can feel them push apart.",
                                "试一试，你能感觉到它们互相推开。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "What does a compass needle near a magnet show?",
                        "磁铁附近的小磁针显示了什么？",
                    ),
                    (
                        Choice(
                            T("The direction of the magnetic field", "磁场的方向"),
                            T("Right: it lines up with the field.", "对：它顺着磁场排列。"),
                            True,
                        ),
                        Choice(
                            T("How hot the magnet is", "磁铁有多热"),
                            T("A compass does not measure heat.", "小磁针不能测温度。"),
                        ),
                        Choice(
                            T("How heavy the magnet is", "磁铁有多重"),
                            T(
                                "A compass shows direction, not weight.",
                                "小磁针指示方向，不是重量。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Pole", "磁极"),
                    T(
                        "One of the two ends of a magnet, where its pull is strongest.",
                        "磁铁两端磁性最强的部分。",
                    ),
                ),
                (
                    T("Compass", "指南针"),
                    T(
                        "A small magnetic needle that turns to line up with a magnetic field.",
                        "能自由转动、顺着磁场指向的小磁针。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "Magnetic field lines run from a magnet's north pole round to its south pole; compasses line up along them, and they crowd together where the field is strong.",
                "磁感线从磁铁的N极出来，绕回到S极；小磁针沿磁感线排列，磁感线密集的地方磁场强。",
            ),
            steps=(
                Step(
                    T("Field lines", "磁感线"),
                    T(
                        "Outside the magnet, field lines run from N to S.",
                        "在磁铁外部，磁感线从N极指向S极。",
                    ),
                    T(
                        "<strong>Field lines</strong> show the shape of a magnetic field. Outside the magnet they leave the north pole and curve round into the south pole. The moving compass travels along one of them, in the direction of the field.",
                        "<strong>磁感线</strong>能描绘磁场的分布。在磁铁外部，磁感线从N极出来，弯回S极。移动的小磁针沿着其中一条磁感线、顺着磁场方向前进。",
                    ),
                    camera="1.5 0.3 10.5",
                    target="1.5 0 0",
                    highlight="field-lines",
                    sets=(("flip", "0"), ("d", "12")),
                ),
                Step(
                    T("Strong and weak", "强与弱"),
                    T("The field weakens quickly with distance.", "离磁铁越远，磁场减弱得越快。"),
                    T(
                        "Where the lines crowd together, near the poles, the field is strong; where they spread out, it is weak. Slide the test compass along the axis: the readout shows the field falling quickly as it moves away.",
                        "磁感线密集的地方（两极附近）磁场强，稀疏的地方磁场弱。沿轴线移动测试小磁针，读数显示：离得越远，磁场减弱得越快。",
                    ),
                    highlight="probe",
                    sets=(("d", "24"),),
                ),
                Step(
                    T("Needles follow the lines", "小磁针顺着磁感线"),
                    T(
                        "The north end of each needle points along the field.",
                        "每根小磁针的N极都指向磁场方向。",
                    ),
                    T(
                        "A compass needle's north end points along the field line, away from N and towards S. Turn the magnet round and every needle reverses. Field lines never cross, because the field has only one direction at each point.",
                        "小磁针的N极沿磁感线指向，背离N极、指向S极。把磁铁调转方向，每根小磁针都反过来。磁感线从不相交，因为磁场中每一点只有一个方向。",
                    ),
                    highlight="compasses",
                    sets=(("flip", "1"),),
                ),
            ),
            section_heading=T("The Earth's magnetic field", "地磁场"),
            section=(
                T(
                    "The Earth's field is like that of a huge bar magnet, tilted slightly from the Earth's axis. The north end of a compass is pulled towards the Arctic, so the magnetic pole there is really a <em>south</em> pole of the Earth's magnet. The Earth's field is only about 0.05 mT.",
                    "地磁场就像一根巨大的条形磁铁产生的磁场，它与地轴略有偏斜。小磁针的N极被北极地区吸引，所以那里的地磁极其实是地球这块“磁铁”的<em>S</em>极。地磁场只有约0.05 mT。",
                ),
            ),
            quiz=(
                Question(
                    T("Outside a bar magnet, field lines go…", "在条形磁铁外部，磁感线……"),
                    (
                        Choice(
                            T("from N round to S", "从N极出来回到S极"),
                            T("Correct.", "正确。"),
                            True,
                        ),
                        Choice(
                            T("from S round to N", "从S极出来回到N极"),
                            T("That is the direction inside the magnet.", "那是磁铁内部的方向。"),
                        ),
                        Choice(
                            T("straight out in all directions", "向四面八方直线射出"),
                            T(
                                "They curve round from one pole to the other.",
                                "它们从一个磁极弯到另一个磁极。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("Why can field lines never cross?", "磁感线为什么不能相交？"),
                    (
                        Choice(
                            T(
                                "The field has only one direction at each point",
                                "磁场中每一点只有一个方向",
                            ),
                            T(
                                "Right: a crossing would give two directions.",
                                "对：相交处就会有两个方向。",
                            ),
                            True,
                        ),
                        Choice(
                            T("They would cancel the magnet", "相交会抵消磁铁的磁性"),
                            T(
                                "The reason is about direction, not cancelling.",
                                "原因在于方向，而不是抵消。",
                            ),
                        ),
                        Choice(
                            T("They are made of iron", "它们是铁做的"),
                            T(
                                "Field lines are a drawing of the field, not real objects.",
                                "磁感线是描述磁场的假想曲线，不是实物。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Magnetic field", "磁场"),
                    T(
                        "The region around a magnet where it pushes or pulls on magnets and iron.",
                        "磁体周围对磁体和铁产生作用力的区域。",
                    ),
                ),
                (
                    T("Field line", "磁感线"),
                    T(
                        "A line that shows the direction of the field; closer lines mean a stronger field.",
                        "表示磁场方向的曲线，越密表示磁场越强。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "A bar magnet is a magnetic dipole: its field lines are closed loops, and far from it the field on its axis falls as 1/d³.",
                "条形磁铁是一个磁偶极子：磁感线是闭合曲线，远处轴线上的磁场按 1/d³ 减弱。",
            ),
            steps=(
                Step(
                    T("Closed loops", "闭合曲线"),
                    T(
                        "Inside the magnet the field runs from S to N.",
                        "磁铁内部，磁场从S极指向N极。",
                    ),
                    T(
                        "Inside the magnet the field runs from S to N, so every field line is a closed loop. There are no isolated magnetic poles: cut a magnet in half and each piece has its own N and S. This is Gauss's law for magnetism, ∮B·dA = 0.",
                        "磁铁内部的磁场从S极指向N极，所以每条磁感线都是闭合曲线。不存在单独的磁极：把磁铁切成两半，每一半都有N极和S极。这就是磁场的高斯定理 ∮B·dA = 0。",
                    ),
                    camera="1.5 0.3 10.5",
                    target="1.5 0 0",
                    highlight="magnet",
                    sets=(("flip", "0"), ("d", "12")),
                ),
                Step(
                    T("The dipole field", "偶极子磁场"),
                    T(
                        "On the axis, far away: B = (μ₀/4π)·2m/d³.",
                        "远处轴线上：B = (μ₀/4π)·2m/d³。",
                    ),
                    T(
                        "Far away the field is that of a <strong>magnetic dipole</strong> of moment m: on the axis B = (μ₀/4π)·2m/d³. For m = 0.5 A·m², B = 0.1 mT at 10 cm. Doubling the distance cuts the field to one eighth. Close to the poles the formula is only a rough guide.",
                        "在远处，磁场就是磁矩为 m 的<strong>磁偶极子</strong>的磁场：轴线上 B = (μ₀/4π)·2m/d³。取 m = 0.5 A·m²，10 cm处 B = 0.1 mT。距离加倍，磁场减为八分之一。靠近磁极时，这个公式只是粗略的估计。",
                    ),
                    highlight="probe",
                    sets=(("d", "10"),),
                ),
                Step(
                    T("Magnet versus Earth", "磁铁与地磁场"),
                    T("Beyond about 13 cm the Earth's field wins.", "超过约13 cm，地磁场占优势。"),
                    T(
                        "A real compass lines up with the total field: the magnet's plus the Earth's, about 0.05 mT. This magnet's axial field equals the Earth's at d ≈ 12.6 cm; further away, a real needle turns mostly back towards magnetic north.",
                        "实际的小磁针顺着合磁场排列，即磁铁的磁场加上约0.05 mT的地磁场。这块磁铁轴线上的磁场在 d ≈ 12.6 cm 处与地磁场相等；更远处，实际的小磁针会基本转回指向地磁北方。",
                    ),
                    highlight="probe",
                    sets=(("d", "24"),),
                ),
            ),
            section_heading=T("Where magnetism comes from", "磁性从哪里来"),
            section=(
                T(
                    "Each electron has a tiny magnetic moment from its spin. In iron, neighbouring moments line up in regions called <strong>domains</strong>; in a magnet most domains point the same way. Heating iron above its Curie temperature, 770 °C, scrambles the alignment and the magnetism disappears.",
                    "每个电子因自旋而具有微小的磁矩。在铁中，相邻的磁矩排列整齐，形成叫作<strong>磁畴</strong>的小区域；磁铁中大多数磁畴指向相同。把铁加热到居里温度770 °C以上，排列被打乱，磁性就消失了。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Far from a dipole, how does the axial field change if the distance is doubled?",
                        "远离偶极子时，距离加倍，轴线上的磁场怎样变化？",
                    ),
                    (
                        Choice(
                            T("It falls to one eighth", "减为八分之一"),
                            T("Correct: B ∝ 1/d³ and 2³ = 8.", "正确：B ∝ 1/d³，2³ = 8。"),
                            True,
                        ),
                        Choice(
                            T("It halves", "减半"),
                            T("That would be B ∝ 1/d.", "那是 B ∝ 1/d 的情形。"),
                        ),
                        Choice(
                            T("It falls to a quarter", "减为四分之一"),
                            T(
                                "That would be B ∝ 1/d², like a single point charge.",
                                "那是 B ∝ 1/d²，像单个点电荷的情形。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "A bar magnet is cut in half. What do you get?",
                        "把条形磁铁切成两半，会得到什么？",
                    ),
                    (
                        Choice(
                            T(
                                "Two magnets, each with an N and an S pole",
                                "两块磁铁，各有N极和S极",
                            ),
                            T(
                                "Yes: magnetic poles always come in pairs.",
                                "对：磁极总是成对出现。",
                            ),
                            True,
                        ),
                        Choice(
                            T("A separate N pole and S pole", "一个单独的N极和一个单独的S极"),
                            T(
                                "No isolated magnetic pole has ever been found.",
                                "从未发现过单独的磁极。",
                            ),
                        ),
                        Choice(
                            T("Two non-magnetic pieces", "两块没有磁性的铁"),
                            T(
                                "The domains in each half stay aligned.",
                                "每一半中的磁畴仍然排列整齐。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Magnetic dipole", "磁偶极子"),
                    T(
                        "A pair of N and S poles, or a current loop, with magnetic moment m in A·m².",
                        "一对N、S磁极或一个电流环，磁矩 m 的单位是 A·m²。",
                    ),
                ),
                (
                    T("Domain", "磁畴"),
                    T(
                        "A small region of a ferromagnet in which the atomic moments are aligned.",
                        "铁磁体中原子磁矩排列一致的小区域。",
                    ),
                ),
            ),
        ),
    },
)

# --- Electromagnetic induction ------------------------------------------------------------------
# Each ring drawn stands for 100 turns. The flux through each turn changes by 2.0 × 10⁻⁵ Wb as the
# magnet goes in, so the average emf is ε = NΔΦ/Δt = 0.02 × turns / dt millivolts.
INDUCTION = Topic(
    slug="electromagnetic-induction",
    subject="physics",
    names={
        "en": (
            "electromagnetic induction",
            "Faraday's law",
            "magnet and coil",
            "induced current",
            "how a generator works",
        ),
        "zh": ("电磁感应", "法拉第电磁感应定律", "磁铁和线圈", "感应电流"),
    },
    title=T(
        "Electromagnetic induction: electricity from a moving magnet",
        "电磁感应：运动的磁铁产生电流",
    ),
    palette={
        "background": ("#0b1020", "#101828", "#121826"),
        "coil": ("#d9893b", "#c97b3a", "#e0a052"),
        "north": ("#e63946", "#d62828"),
        "south": ("#3a86ff", "#457b9d"),
    },
    scene="""
<cl-scene camera="1.5 1 9" target="1.2 -0.6 0" background="[[background]]" label="{{A bar magnet moves in and out of a coil of wire connected to a meter|条形磁铁在连着电流计的线圈中进进出出}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a"></cl-light>
<cl-group id="coil" name="{{Coil of wire|线圈}}">
<cl-torus id="ring1" rotation="0 0 90" radius="0.9" tube="0.07" color="[[coil]]"></cl-torus>
<cl-torus id="ring2" position="0.4 0 0" rotation="0 0 90" radius="0.9" tube="0.07" color="[[coil]]"></cl-torus>
<cl-torus id="ring3" position="-0.4 0 0" rotation="0 0 90" radius="0.9" tube="0.07" color="[[coil]]"></cl-torus>
<cl-torus id="ring4" position="0.8 0 0" rotation="0 0 90" radius="0.9" tube="0.07" color="[[coil]]" visible="false"></cl-torus>
<cl-torus id="ring5" position="-0.8 0 0" rotation="0 0 90" radius="0.9" tube="0.07" color="[[coil]]" visible="false"></cl-torus>
<cl-line points="-0.15 -0.95 0, -0.15 -1.75 0" color="[[coil]]"></cl-line>
<cl-line points="0.15 -0.95 0, 0.15 -1.75 0" color="[[coil]]"></cl-line>
</cl-group>
<cl-group id="magnet" name="{{Bar magnet|条形磁铁}}" position="3.3 0 0">
<cl-oscillate id="push" axis="1 0 0" amplitude="1.8" period="2"></cl-oscillate>
<cl-box position="-0.6 0 0" size="1.2 0.5 0.5" color="[[north]]"><cl-label color="#ffffff">N</cl-label></cl-box>
<cl-box position="0.6 0 0" size="1.2 0.5 0.5" color="[[south]]"><cl-label color="#ffffff">S</cl-label></cl-box>
</cl-group>
<cl-group id="meter" name="{{Meter (galvanometer)|灵敏电流计}}" position="0 -2.7 0">
<cl-cylinder rotation="90 0 0" radius="1" height="0.2" color="#e9edf5"></cl-cylinder>
<cl-box position="0 0.85 0.12" size="0.04 0.2 0.02" color="#1f2937"></cl-box>
<cl-group id="needle" name="{{Meter needle|电流计指针}}" position="0 -0.6 0.13">
<cl-oscillate id="swing" property="rotation" axis="0 0 1" amplitude="30" period="2" phase="90"></cl-oscillate>
<cl-box position="0 0.65 0" size="0.05 1.3 0.02" color="#e63946"></cl-box>
</cl-group>
<cl-label color="#e2e8f0" size="small" offset="0 -1.3 0">{{meter|电流计}}</cl-label>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="dt" label="{{Time to push the magnet in|把磁铁插入所用的时间}}" min="0.25" max="2" step="0.25" value="1" unit="s">
<cl-bind target="push" attr="period" expr="2 * dt"></cl-bind>
<cl-bind target="swing" attr="period" expr="2 * dt"></cl-bind>
</cl-slider>
<cl-slider id="turns" label="{{Turns in the coil|线圈匝数}}" min="100" max="500" step="100" value="300">
<cl-bind target="ring2" attr="visible" expr="turns >= 200"></cl-bind>
<cl-bind target="ring3" attr="visible" expr="turns >= 300"></cl-bind>
<cl-bind target="ring4" attr="visible" expr="turns >= 400"></cl-bind>
<cl-bind target="ring5" attr="visible" expr="turns >= 500"></cl-bind>
</cl-slider>
<cl-toggle id="still" label="{{Hold the magnet still|让磁铁静止不动}}">
<cl-bind target="push" attr="enabled" expr="!still"></cl-bind>
</cl-toggle>
<cl-bind target="swing" attr="amplitude" expr="still ? 0 : min(75, 0.1 * turns / dt)"></cl-bind>
<cl-readout label="{{Average induced voltage|平均感应电压}}" expr="still ? 0 : 0.02 * turns / dt" unit="mV" digits="1"></cl-readout>
</cl-controls>
""",
    chart="""
<cl-chart title="{{Induced voltage and the time of the push|感应电压与插入时间}}" x="dt" y="0.02 * turns / dt" x-label="{{Time to push in (s)|插入时间（s）}}" y-label="{{Average voltage (mV)|平均电压（mV）}}" x-min="0.25" x-max="2" y-min="0" color="[[coil]]"></cl-chart>
""",
    legend=(
        LegendItem(
            "coil", "coil", T("Copper coil (each ring: 100 turns)", "铜线圈（每圈代表100匝）")
        ),
        LegendItem("north", "magnet", T("North pole of the magnet", "磁铁的N极")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "Move a magnet in and out of a coil of wire and electricity flows. Find out how to make more of it.",
                "让磁铁在线圈里进进出出，就会产生电流。看看怎样产生更多的电。",
            ),
            steps=(
                Step(
                    T("Magnet and coil", "磁铁和线圈"),
                    T("A magnet moves in and out of a coil of wire.", "磁铁在线圈里进进出出。"),
                    T(
                        "This is a <strong>coil</strong>: wire wound round and round. Its ends go to a meter that shows when electricity flows. A magnet moves in and out of the coil, and the needle swings.",
                        "这是一个<strong>线圈</strong>：导线一圈圈绕成的。它的两端连着电流计，有电流时指针就会摆动。磁铁在线圈里进进出出，指针来回摆动。",
                    ),
                    camera="1.5 1 9",
                    target="1.2 -0.6 0",
                    highlight="coil",
                    sets=(("still", "0"), ("dt", "1"), ("turns", "300")),
                ),
                Step(
                    T("Hold it still", "让它停下"),
                    T("No movement, no electricity.", "不动，就没有电。"),
                    T(
                        "Hold the magnet still and the needle stays at zero. Electricity only flows while the magnet is <strong>moving</strong>.",
                        "让磁铁静止不动，指针就停在零刻度。只有磁铁<strong>运动</strong>时，才有电流产生。",
                    ),
                    highlight="needle",
                    sets=(("still", "1"),),
                ),
                Step(
                    T("Faster!", "快一点！"),
                    T("Faster movement: a bigger swing.", "动得越快，指针摆得越大。"),
                    T(
                        "Move the magnet faster and the needle swings further: more electricity. Power stations make our electricity in this way, by turning huge magnets and coils past each other.",
                        "磁铁动得越快，指针摆得越大，电流越大。发电厂就是用这种方法发电的：让巨大的磁体和线圈相对转动。",
                    ),
                    highlight="needle",
                    sets=(("still", "0"), ("dt", "0.5")),
                ),
            ),
            section_heading=T("Electricity from movement", "运动产生电"),
            section=(
                T(
                    "A bicycle dynamo works in the same way: the turning wheel spins a magnet next to a coil, and the lamp lights up. The faster you pedal, the brighter the lamp.",
                    "自行车上的小发电机也是这样工作的：车轮带动磁铁在线圈旁转动，车灯就亮了。骑得越快，灯越亮。",
                ),
            ),
            quiz=(
                Question(
                    T("When does the meter show a current?", "电流计什么时候显示有电流？"),
                    (
                        Choice(
                            T("While the magnet is moving", "磁铁运动的时候"),
                            T("Yes! Movement makes the electricity.", "对！运动才能产生电。"),
                            True,
                        ),
                        Choice(
                            T("Whenever the magnet is near the coil", "只要磁铁靠近线圈"),
                            T(
                                "A magnet that stays still makes no current.",
                                "静止的磁铁不产生电流。",
                            ),
                        ),
                        Choice(
                            T("Only at night", "只在晚上"),
                            T("Day or night makes no difference.", "白天黑夜都一样。"),
                        ),
                    ),
                ),
                Question(
                    T("How can you make a bigger current?", "怎样得到更大的电流？"),
                    (
                        Choice(
                            T("Move the magnet faster", "让磁铁动得更快"),
                            T(
                                "Right: faster movement, more electricity.",
                                "对：动得越快，电流越大。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Move the magnet more slowly", "让磁铁动得更慢"),
                            T("Slower movement gives less electricity.", "动得慢，电流就小。"),
                        ),
                        Choice(
                            T("Stop the magnet inside the coil", "让磁铁停在线圈里"),
                            T("A still magnet makes no current.", "静止的磁铁不产生电流。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Coil", "线圈"),
                    T("Wire wound round and round in loops.", "导线绕成的一圈圈的环。"),
                ),
                (
                    T("Generator", "发电机"),
                    T(
                        "A machine that makes electricity by moving magnets and coils.",
                        "让磁体和线圈相对运动来发电的机器。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "A changing magnetic field through a coil induces a voltage. Faster movement, more turns and a stronger magnet all give a larger voltage.",
                "穿过线圈的磁场发生变化时，线圈中会产生感应电压。运动越快、匝数越多、磁铁越强，感应电压越大。",
            ),
            steps=(
                Step(
                    T("Induction", "电磁感应"),
                    T(
                        "Moving the magnet changes the field through the coil.",
                        "磁铁运动，穿过线圈的磁场随之改变。",
                    ),
                    T(
                        "When the magnet moves into or out of the coil, the magnetic field through the coil changes, and a voltage is <strong>induced</strong> in the wire. Michael Faraday discovered this in 1831.",
                        "磁铁插入或拔出线圈时，穿过线圈的磁场发生变化，导线中就产生<strong>感应电压</strong>。这是法拉第在1831年发现的。",
                    ),
                    camera="1.5 1 9",
                    target="1.2 -0.6 0",
                    highlight="magnet",
                    sets=(("still", "0"), ("dt", "1"), ("turns", "300")),
                ),
                Step(
                    T("In and out", "插入与拔出"),
                    T(
                        "In: the needle swings one way. Out: the other way.",
                        "插入时指针偏向一边，拔出时偏向另一边。",
                    ),
                    T(
                        "Pushing the magnet in makes the needle swing one way; pulling it out makes it swing the other way. The current keeps changing direction: it is an <strong>alternating current</strong>.",
                        "插入磁铁时指针向一边偏，拔出时向另一边偏。电流的方向不断改变，这是<strong>交变电流</strong>。",
                    ),
                    highlight="needle",
                ),
                Step(
                    T("A bigger voltage", "更大的电压"),
                    T(
                        "More turns and a faster push: a larger voltage.",
                        "匝数越多、插得越快，电压越大。",
                    ),
                    T(
                        "The induced voltage grows with the number of turns and with the speed of the movement. Double the turns, or push in twice as fast, and the voltage doubles. A stronger magnet helps too.",
                        "感应电压随线圈匝数和运动快慢而增大。匝数加倍，或插入速度加倍，电压都加倍。换用更强的磁铁也能增大电压。",
                    ),
                    highlight="coil",
                    sets=(("turns", "500"), ("dt", "0.5")),
                ),
            ),
            section_heading=T("Generators", "发电机"),
            section=(
                T(
                    "In a power station, steam, wind or falling water turns a <strong>generator</strong>, in which magnets and coils rotate past each other. The field through the coils keeps changing, so an alternating voltage is induced. In China the mains supply alternates 50 times a second (50 Hz).",
                    "在发电厂里，蒸汽、风或水流推动<strong>发电机</strong>转动，使磁体和线圈相对转动。穿过线圈的磁场不断变化，就产生交变电压。我国电网的交流电每秒变化50个周期（50 Hz）。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "The magnet is held still inside the coil. What does the meter read?",
                        "磁铁静止在线圈中，电流计读数是多少？",
                    ),
                    (
                        Choice(
                            T("Zero", "零"),
                            T(
                                "Correct: no change in the field, no induced voltage.",
                                "正确：磁场不变，就没有感应电压。",
                            ),
                            True,
                        ),
                        Choice(
                            T("A steady current", "稳定的电流"),
                            T(
                                "A field that does not change induces nothing.",
                                "不变的磁场不产生感应电流。",
                            ),
                        ),
                        Choice(
                            T("Its largest value", "最大值"),
                            T(
                                "The largest reading comes when the magnet moves fastest.",
                                "磁铁运动最快时读数才最大。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Which change doubles the induced voltage?",
                        "下面哪种改变能使感应电压加倍？",
                    ),
                    (
                        Choice(
                            T("Doubling the number of turns", "匝数加倍"),
                            T(
                                "Yes: each turn adds the same voltage.",
                                "对：每一匝都贡献相同的电压。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Moving the magnet half as fast", "磁铁运动速度减半"),
                            T("That halves the voltage.", "那样电压会减半。"),
                        ),
                        Choice(
                            T("Thicker plastic around the wire", "导线外的塑料皮加厚"),
                            T(
                                "The insulation does not affect the induced voltage.",
                                "绝缘皮不影响感应电压。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Electromagnetic induction", "电磁感应"),
                    T(
                        "Making a voltage in a conductor by changing the magnetic field through it.",
                        "穿过导体回路的磁场变化时产生电压的现象。",
                    ),
                ),
                (
                    T("Alternating current", "交变电流"),
                    T("A current that keeps reversing its direction.", "方向周期性改变的电流。"),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Faraday's law: the induced emf equals the rate of change of flux linkage, ε = −N dΦ/dt; Lenz's law gives its direction.",
                "法拉第电磁感应定律：感应电动势等于磁链的变化率，E = −N ΔΦ/Δt；楞次定律确定它的方向。",
            ),
            steps=(
                Step(
                    T("Magnetic flux", "磁通量"),
                    T("Φ = BA: the field through the coil's area.", "Φ = BS：穿过线圈面积的磁场。"),
                    T(
                        "The <strong>magnetic flux</strong> through one turn is Φ = BA for a field perpendicular to the area, in webers (Wb). As the magnet approaches, B inside the coil grows, so Φ grows; N turns give a flux linkage NΦ.",
                        "磁场垂直穿过面积时，穿过一匝线圈的<strong>磁通量</strong> Φ = BS，单位是韦伯（Wb）。磁铁靠近时线圈内的 B 增大，Φ 随之增大；N 匝线圈的磁链为 NΦ。",
                    ),
                    camera="1.5 1 9",
                    target="1.2 -0.6 0",
                    highlight="coil",
                    sets=(("still", "0"), ("dt", "1"), ("turns", "300")),
                ),
                Step(
                    T("Faraday's law", "法拉第电磁感应定律"),
                    T(
                        "ε = NΔΦ/Δt = 300 × 2.0 × 10⁻⁵ Wb / 1.0 s = 6 mV.",
                        "E = NΔΦ/Δt = 300 × 2.0 × 10⁻⁵ Wb / 1.0 s = 6 mV。",
                    ),
                    T(
                        "The emf equals the rate of change of flux linkage: ε = −N dΦ/dt. If the flux through each turn rises by 2.0 × 10⁻⁵ Wb (about 0.05 T over 4 cm²) in 1.0 s, the average emf is 6 mV. The needle follows the magnet's velocity, a quarter-cycle ahead of its position.",
                        "感应电动势等于磁链的变化率：E = −N ΔΦ/Δt。若每匝的磁通量在1.0 s内增加2.0 × 10⁻⁵ Wb（约0.05 T乘以4 cm²），平均电动势为6 mV。指针随磁铁的速度变化，比磁铁的位置超前四分之一周期。",
                    ),
                    highlight="needle",
                ),
                Step(
                    T("Lenz's law", "楞次定律"),
                    T("The induced current opposes the change.", "感应电流总是阻碍引起它的变化。"),
                    T(
                        "The minus sign is <strong>Lenz's law</strong>: the induced current makes a field that opposes the change of flux. As the N pole approaches, the near end of the coil becomes an N pole and repels it, so you must do work, and that work becomes electrical energy.",
                        "负号体现了<strong>楞次定律</strong>：感应电流的磁场总要阻碍磁通量的变化。N极靠近时，线圈近端变成N极，排斥磁铁，所以必须对磁铁做功，这些功转化为电能。",
                    ),
                    highlight="magnet",
                    sets=(("dt", "0.5"),),
                ),
            ),
            section_heading=T("The AC generator", "交流发电机"),
            section=(
                T(
                    "A coil of N turns and area A rotating at angular speed ω in a uniform field B has flux linkage NBA cos ωt, so ε = NBAω sin ωt, with peak value NBAω. Lenz's law guarantees energy conservation: the force on the induced current opposes the rotation, so mechanical work is converted into electrical energy.",
                    "N 匝、面积为 S 的线圈在匀强磁场 B 中以角速度 ω 转动，磁链为 NBS cos ωt，所以 e = NBSω sin ωt，峰值为 NBSω。楞次定律保证了能量守恒：感应电流受到的力阻碍线圈转动，机械功因此转化为电能。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "The flux through a 200-turn coil changes by 3.0 × 10⁻⁴ Wb in 0.10 s. What is the average emf?",
                        "200匝线圈的磁通量在0.10 s内变化了3.0 × 10⁻⁴ Wb，平均感应电动势是多少？",
                    ),
                    (
                        Choice(
                            T("0.60 V", "0.60 V"),
                            T(
                                "Correct: 200 × 3.0 × 10⁻⁴ / 0.10 = 0.60 V.",
                                "正确：200 × 3.0 × 10⁻⁴ / 0.10 = 0.60 V。",
                            ),
                            True,
                        ),
                        Choice(
                            T("3.0 mV", "3.0 mV"),
                            T(
                                "That is the emf of one turn; multiply by N = 200.",
                                "这是一匝的电动势，还要乘以 N = 200。",
                            ),
                        ),
                        Choice(
                            T("6.0 V", "6.0 V"),
                            T(
                                "Check the powers of ten: NΔΦ = 0.060 Wb.",
                                "检查数量级：NΔΦ = 0.060 Wb。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "As an N pole is pushed towards a coil, the near end of the coil becomes…",
                        "N极向线圈推进时，线圈靠近磁铁的一端变成……",
                    ),
                    (
                        Choice(
                            T("an N pole, repelling the magnet", "N极，排斥磁铁"),
                            T(
                                "Yes: the induced current opposes the approach (Lenz's law).",
                                "对：感应电流阻碍磁铁靠近（楞次定律）。",
                            ),
                            True,
                        ),
                        Choice(
                            T("an S pole, attracting the magnet", "S极，吸引磁铁"),
                            T(
                                "That would speed the magnet up and create energy from nothing.",
                                "那样磁铁会被加速，能量就凭空产生了。",
                            ),
                        ),
                        Choice(
                            T("neither pole", "不形成磁极"),
                            T(
                                "The induced current makes its own field with poles.",
                                "感应电流会产生自己的磁场，形成磁极。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Magnetic flux", "磁通量"),
                    T(
                        "Φ = BA for a field B perpendicular to an area A, in webers (Wb).",
                        "磁场 B 垂直穿过面积 S 时 Φ = BS，单位是韦伯（Wb）。",
                    ),
                ),
                (
                    T("Faraday's law", "法拉第电磁感应定律"),
                    T(
                        "The induced emf equals the rate of change of flux linkage.",
                        "感应电动势等于磁链的变化率。",
                    ),
                ),
            ),
        ),
    },
)

TOPICS = [PRISM, CIRCUIT, MAGNET, INDUCTION]
