"""Chemistry: atomic structure, states of matter, the water molecule, ionic and covalent bonds,
the salt crystal lattice, reaction rate and temperature (see genui/corpus/schema.py)."""

from genui.corpus.schema import Choice, LegendItem, Level, Question, Step, T, Topic

# --- Atomic structure ---------------------------------------------------------------------------
# Electrons e1, e2 fill the first shell; e3…e10 the second, in opposite pairs.
_SHELL2 = (
    "3 0 0",
    "-3 0 0",
    "0 0 -3",
    "0 0 3",
    "2.12 0 -2.12",
    "-2.12 0 2.12",
    "-2.12 0 -2.12",
    "2.12 0 2.12",
)
_ELECTRONS2 = "\n".join(
    f'<cl-sphere id="e{k}" position="{p}" radius="0.14" color="[[electron]]"></cl-sphere>'
    for k, p in enumerate(_SHELL2, 3)
)
_ELECTRON_BINDS = "\n".join(
    f'<cl-bind target="e{k}" attr="visible" expr="Z >= {k}"></cl-bind>' for k in range(2, 11)
)
_MASS_NUMBER = "(Z == 1 ? 1 : Z == 2 ? 4 : Z == 3 ? 7 : Z == 6 ? 12 : Z == 8 ? 16 : 20)"

ATOM = Topic(
    slug="atomic-structure",
    subject="chemistry",
    names={
        "en": (
            "atomic structure",
            "structure of the atom",
            "protons, neutrons and electrons",
            "electron shells",
            "inside an atom",
        ),
        "zh": ("原子结构", "原子的构成", "质子、中子和电子", "核外电子排布"),
    },
    title=T("Inside the atom: nucleus and electron shells", "走进原子：原子核与核外电子"),
    palette={
        "background": ("#060914", "#0b1020", "#0d1b2a"),
        "proton": ("#e5484d", "#ef476f", "#f25c54"),
        "electron": ("#4fc3f7", "#48cae4", "#72efdd"),
    },
    scene="""
<cl-scene camera="0 5 8" background="[[background]]" label="{{An atom: a nucleus of protons and neutrons, with electrons in shells around it|原子：质子和中子组成原子核，电子在核外分层运动}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#202a44"></cl-light>
<cl-group id="nucleus" name="{{Nucleus: protons and neutrons|原子核：质子和中子}}">
<cl-spin period="8"></cl-spin>
<cl-sphere position="0.15 0.1 0" radius="0.2" color="[[proton]]"></cl-sphere>
<cl-sphere position="-0.15 0.05 0.1" radius="0.2" color="#9aa3b5"></cl-sphere>
<cl-sphere position="0 -0.15 -0.1" radius="0.2" color="[[proton]]"></cl-sphere>
<cl-sphere position="0 0.2 -0.15" radius="0.2" color="#9aa3b5"></cl-sphere>
</cl-group>
<cl-torus id="shell1" name="{{First shell: up to 2 electrons|第一层：最多2个电子}}" radius="1.6" tube="0.015" color="#9aa6c7"></cl-torus>
<cl-torus id="shell2" name="{{Second shell: up to 8 electrons|第二层：最多8个电子}}" radius="3" tube="0.015" color="#9aa6c7"></cl-torus>
<cl-group id="inner">
<cl-spin period="3"></cl-spin>
<cl-sphere id="e1" name="{{Electron|电子}}" position="1.6 0 0" radius="0.14" color="[[electron]]"></cl-sphere>
<cl-sphere id="e2" position="-1.6 0 0" radius="0.14" color="[[electron]]"></cl-sphere>
</cl-group>
<cl-group id="outer">
<cl-spin period="6"></cl-spin>
ELECTRONS
</cl-group>
</cl-scene>
""".replace("ELECTRONS", _ELECTRONS2),
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-select id="Z" label="{{Element|元素}}" value="6">
<cl-option value="1">{{Hydrogen (H)|氢（H）}}</cl-option>
<cl-option value="2">{{Helium (He)|氦（He）}}</cl-option>
<cl-option value="3">{{Lithium (Li)|锂（Li）}}</cl-option>
<cl-option value="6">{{Carbon (C)|碳（C）}}</cl-option>
<cl-option value="8">{{Oxygen (O)|氧（O）}}</cl-option>
<cl-option value="10">{{Neon (Ne)|氖（Ne）}}</cl-option>
<cl-bind target="shell2" attr="visible" expr="Z >= 3"></cl-bind>
BINDS
</cl-select>
<cl-toggle id="real" label="{{Nucleus at true scale|按真实比例显示原子核}}">
<cl-bind target="nucleus" attr="scale.x" expr="real ? 0.001 : 1"></cl-bind>
<cl-bind target="nucleus" attr="scale.y" expr="real ? 0.001 : 1"></cl-bind>
<cl-bind target="nucleus" attr="scale.z" expr="real ? 0.001 : 1"></cl-bind>
</cl-toggle>
<cl-readout label="{{Neutrons (commonest isotope)|中子数（最常见的同位素）}}" expr="MASS - Z" digits="0"></cl-readout>
<cl-readout label="{{Electrons in the outer shell|最外层电子数}}" expr="Z <= 2 ? Z : Z - 2" digits="0"></cl-readout>
</cl-controls>
""".replace("BINDS", _ELECTRON_BINDS).replace("MASS", _MASS_NUMBER),
    legend=(LegendItem("electron", "e1", T("Electrons (−)", "电子（−）")),),
    levels={
        "primary": Level(
            summary=T(
                "Everything is made of tiny atoms. Look inside one: a nucleus in the middle and electrons whizzing round it.",
                "万物都由极小的原子构成。走进一个原子：中间是原子核，电子绕着它飞快地运动。",
            ),
            steps=(
                Step(
                    T("The nucleus", "原子核"),
                    T("A tiny, heavy centre.", "又小又重的中心。"),
                    T(
                        "In the middle of every atom is the <strong>nucleus</strong>. It is tiny but holds almost all the atom's mass.",
                        "每个原子的中心都有一个<strong>原子核</strong>。它非常小，却几乎集中了原子的全部质量。",
                    ),
                    camera="0 2 3.5",
                    target="0 0 0",
                    highlight="nucleus",
                    sets=(("Z", "6"), ("real", "0")),
                ),
                Step(
                    T("Electrons", "电子"),
                    T("Electrons move round the nucleus.", "电子绕着原子核运动。"),
                    T(
                        "Even smaller <strong>electrons</strong> move round the nucleus in layers called shells. A carbon atom has 6 electrons.",
                        "更小的<strong>电子</strong>在原子核外分层运动，这些层叫电子层。碳原子有6个电子。",
                    ),
                    camera="0 5 8",
                    target="0 0 0",
                    highlight="e1",
                ),
                Step(
                    T("Different atoms", "不同的原子"),
                    T("Neon has 10 electrons, hydrogen only 1.", "氖有10个电子，氢只有1个。"),
                    T(
                        "Atoms of different elements have different numbers of electrons. Choose neon: 10 electrons fill two shells. Hydrogen, the smallest atom, has only one.",
                        "不同元素的原子，电子数不同。选择氖：10个电子排满两层。最小的氢原子只有1个电子。",
                    ),
                    highlight="shell2",
                    sets=(("Z", "10"),),
                ),
            ),
            section_heading=T("How small is an atom?", "原子有多小？"),
            section=(
                T(
                    "Atoms are so small that about a million of them side by side would fit across the width of a hair. Scientists have special microscopes that can show them.",
                    "原子小得惊人：大约一百万个原子并排，才有一根头发那么宽。科学家要用特殊的显微镜才能看到它们。",
                ),
            ),
            quiz=(
                Question(
                    T("What is in the middle of an atom?", "原子的中心是什么？"),
                    (
                        Choice(
                            T("The nucleus", "原子核"),
                            T("Yes! Electrons move round it.", "对！电子绕着它运动。"),
                            True,
                        ),
                        Choice(
                            T("An electron", "电子"),
                            T(
                                "Electrons are outside, round the nucleus.",
                                "电子在外面，绕着原子核运动。",
                            ),
                        ),
                        Choice(
                            T("Nothing at all", "什么也没有"),
                            T(
                                "There is a tiny, heavy nucleus there.",
                                "那里有一个又小又重的原子核。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("How many electrons does a hydrogen atom have?", "一个氢原子有几个电子？"),
                    (
                        Choice(
                            T("One", "1个"),
                            T(
                                "Right: hydrogen is the simplest atom.",
                                "对：氢原子是最简单的原子。",
                            ),
                            True,
                        ),
                        Choice(T("Six", "6个"), T("That is carbon.", "那是碳原子。")),
                        Choice(T("Ten", "10个"), T("That is neon.", "那是氖原子。")),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Atom", "原子"),
                    T("The tiny particle that all things are made of.", "构成物质的极小微粒。"),
                ),
                (
                    T("Electron", "电子"),
                    T(
                        "A very small particle that moves round the nucleus.",
                        "绕原子核运动的极小粒子。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "An atom has a nucleus of protons and neutrons with electrons in shells around it. The number of protons decides the element.",
                "原子由原子核和核外电子构成，原子核由质子和中子构成。质子数决定元素的种类。",
            ),
            steps=(
                Step(
                    T("Protons and neutrons", "质子和中子"),
                    T(
                        "Protons (+) and neutrons (no charge) make the nucleus.",
                        "质子（带正电）和中子（不带电）构成原子核。",
                    ),
                    T(
                        "The nucleus contains <strong>protons</strong>, each with a charge of +1, and <strong>neutrons</strong>, with no charge. The number of protons is the <strong>atomic number</strong>: carbon has 6.",
                        "原子核由<strong>质子</strong>和<strong>中子</strong>构成，每个质子带1个单位正电荷，中子不带电。质子数就是<strong>原子序数</strong>（核电荷数），碳是6。",
                    ),
                    camera="0 2 3.5",
                    target="0 0 0",
                    highlight="nucleus",
                    sets=(("Z", "6"), ("real", "0")),
                ),
                Step(
                    T("Electron shells", "电子层"),
                    T(
                        "2 electrons in the first shell, up to 8 in the second.",
                        "第一层2个电子，第二层最多8个。",
                    ),
                    T(
                        "Electrons (charge −1) fill shells from the inside out: up to 2 in the first, up to 8 in the second. Carbon's 6 electrons are arranged 2, 4. An atom has as many electrons as protons, so it is neutral.",
                        "电子（带1个单位负电荷）由内向外分层排布：第一层最多2个，第二层最多8个。碳的6个电子排布为2、4。原子中电子数等于质子数，所以原子不显电性。",
                    ),
                    camera="0 5 8",
                    target="0 0 0",
                    highlight="shell2",
                ),
                Step(
                    T("Mostly empty space", "原子里大部分是空的"),
                    T(
                        "At true scale the nucleus is far too small to see.",
                        "按真实比例，原子核小得根本看不见。",
                    ),
                    T(
                        "The picture is not to scale. A real nucleus is about 100 000 times smaller across than the atom: switch to true scale and it vanishes.",
                        "图中的比例不真实。实际原子核的直径只有原子的十万分之一左右：切换到真实比例，原子核就看不见了。",
                    ),
                    highlight="nucleus",
                    sets=(("real", "1"),),
                ),
            ),
            section_heading=T("Mass number", "质量数"),
            section=(
                T(
                    "Protons and neutrons have almost the same mass, and electrons are about 1800 times lighter. So the <strong>mass number</strong> is protons + neutrons: carbon-12 has 6 protons and 6 neutrons.",
                    "质子和中子的质量几乎相等，电子的质量只有它们的约1800分之一。所以<strong>质量数</strong> = 质子数 + 中子数：碳-12有6个质子和6个中子。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "An oxygen atom has 8 protons. How many electrons does it have?",
                        "氧原子有8个质子，它有几个电子？",
                    ),
                    (
                        Choice(
                            T("8", "8个"),
                            T(
                                "Correct: a neutral atom has equal numbers.",
                                "正确：原子中电子数等于质子数。",
                            ),
                            True,
                        ),
                        Choice(
                            T("16", "16个"),
                            T(
                                "16 is the mass number (protons + neutrons).",
                                "16是质量数（质子数+中子数）。",
                            ),
                        ),
                        Choice(
                            T("6", "6个"),
                            T(
                                "6 is the number in oxygen's outer shell.",
                                "6是氧原子的最外层电子数。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("What decides which element an atom is?", "什么决定了原子属于哪种元素？"),
                    (
                        Choice(
                            T("The number of protons", "质子数"),
                            T("Yes: the atomic number.", "对：即核电荷数。"),
                            True,
                        ),
                        Choice(
                            T("The number of neutrons", "中子数"),
                            T(
                                "Atoms of one element can have different numbers of neutrons.",
                                "同种元素的原子，中子数可以不同。",
                            ),
                        ),
                        Choice(
                            T("The size of the shells", "电子层的大小"),
                            T(
                                "The shells follow from the number of electrons.",
                                "电子层由电子数决定。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Proton", "质子"),
                    T(
                        "A particle in the nucleus with a charge of +1.",
                        "原子核中带1个单位正电荷的粒子。",
                    ),
                ),
                (
                    T("Neutron", "中子"),
                    T("A particle in the nucleus with no charge.", "原子核中不带电的粒子。"),
                ),
                (
                    T("Atomic number", "原子序数"),
                    T("The number of protons in an atom.", "原子核内的质子数。"),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Protons fix the element; neutrons give its isotopes; the electron configuration, especially the outer shell, decides its chemistry.",
                "质子数决定元素，中子数决定同位素，核外电子排布（尤其是最外层电子）决定元素的化学性质。",
            ),
            steps=(
                Step(
                    T("Isotopes", "同位素"),
                    T("Same protons, different neutrons.", "质子数相同，中子数不同。"),
                    T(
                        "Atoms with the same number of protons but different numbers of neutrons are <strong>isotopes</strong>: ¹²C has 6 neutrons, ¹⁴C has 8. They behave the same chemically because their electrons are the same.",
                        "质子数相同、中子数不同的原子互为<strong>同位素</strong>：¹²C有6个中子，¹⁴C有8个。它们的核外电子相同，所以化学性质几乎相同。",
                    ),
                    camera="0 2 3.5",
                    target="0 0 0",
                    highlight="nucleus",
                    sets=(("Z", "6"), ("real", "0")),
                ),
                Step(
                    T("Configuration and valence", "电子排布与价电子"),
                    T(
                        "Oxygen: 2, 6. Six outer electrons: group 16.",
                        "氧：2、6。最外层6个电子，第16族（VIA族）。",
                    ),
                    T(
                        "Oxygen's 8 electrons are arranged 2, 6. The outer, or <strong>valence</strong>, electrons take part in bonding: oxygen gains or shares 2 to complete an octet. Neon, 2, 8, already has a full shell and is inert.",
                        "氧的8个电子排布为2、6。最外层电子即<strong>价电子</strong>参与成键：氧得到或共用2个电子，形成8电子稳定结构。氖的排布是2、8，最外层已满，化学性质很不活泼。",
                    ),
                    camera="0 5 8",
                    target="0 0 0",
                    highlight="shell2",
                    sets=(("Z", "8"),),
                ),
                Step(
                    T("Scale", "尺度"),
                    T(
                        "Nucleus about 10⁻¹⁵ m; atom about 10⁻¹⁰ m.",
                        "原子核约10⁻¹⁵ m，原子约10⁻¹⁰ m。",
                    ),
                    T(
                        "A nucleus is a few femtometres (10⁻¹⁵ m) across; an atom about 0.1 nm (10⁻¹⁰ m). The nucleus holds over 99.9% of the mass in about 10⁻¹⁵ of the volume.",
                        "原子核的直径只有几飞米（10⁻¹⁵ m），原子约0.1 nm（10⁻¹⁰ m）。原子核只占原子体积的约10⁻¹⁵，却集中了99.9%以上的质量。",
                    ),
                    highlight="nucleus",
                    sets=(("real", "1"),),
                ),
            ),
            section_heading=T("Beyond shells", "电子层之外"),
            section=(
                T(
                    "Shells are a simplified model. Quantum mechanics describes electrons by orbitals, regions of probability, grouped in subshells s, p, d and f: oxygen is 1s² 2s² 2p⁴. The shell numbers 2, 8 still give the right count for the first 20 elements.",
                    "电子层是一种简化模型。量子力学用原子轨道（电子出现概率的区域）来描述电子，轨道分为 s、p、d、f 等能级：氧是1s² 2s² 2p⁴。对前20号元素，2、8、8的分层排布仍然给出正确的电子数。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "How many neutrons are in an atom of ³⁷Cl (chlorine, Z = 17)?",
                        "³⁷Cl（氯，Z = 17）原子中有多少个中子？",
                    ),
                    (
                        Choice(
                            T("20", "20个"),
                            T("Correct: 37 − 17 = 20.", "正确：37 − 17 = 20。"),
                            True,
                        ),
                        Choice(T("17", "17个"), T("17 is the number of protons.", "17是质子数。")),
                        Choice(
                            T("37", "37个"),
                            T(
                                "37 is the mass number: protons + neutrons.",
                                "37是质量数，即质子数加中子数。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why do ¹²C and ¹⁴C react in the same way?",
                        "为什么¹²C和¹⁴C的化学性质相同？",
                    ),
                    (
                        Choice(
                            T(
                                "They have the same electron configuration",
                                "它们的核外电子排布相同",
                            ),
                            T(
                                "Yes: chemistry is decided by the electrons.",
                                "对：化学性质由核外电子决定。",
                            ),
                            True,
                        ),
                        Choice(
                            T("They have the same mass", "它们的质量相同"),
                            T("Their masses differ by two neutrons.", "它们的质量相差两个中子。"),
                        ),
                        Choice(
                            T("Neutrons carry a charge", "中子带电荷"),
                            T("Neutrons are neutral.", "中子不带电。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Isotope", "同位素"),
                    T(
                        "Atoms of one element with different numbers of neutrons.",
                        "质子数相同而中子数不同的同一元素的原子。",
                    ),
                ),
                (
                    T("Valence electrons", "价电子"),
                    T(
                        "The outer-shell electrons that take part in bonding.",
                        "参与成键的最外层电子。",
                    ),
                ),
                (
                    T("Mass number", "质量数"),
                    T(
                        "Protons + neutrons, written as a superscript: ¹²C.",
                        "质子数与中子数之和，写在元素符号左上角，如¹²C。",
                    ),
                ),
            ),
        ),
    },
)

# --- States of matter ---------------------------------------------------------------------------
_ROW = '<cl-group><cl-oscillate axis="AXIS" amplitude="0.06" period="PERIOD"></cl-oscillate>SPHERES</cl-group>'
_LATTICE = "\n".join(
    _ROW.replace("AXIS", axis)
    .replace("PERIOD", period)
    .replace(
        "SPHERES",
        "".join(
            f'<cl-sphere position="{x} {y} 0" radius="0.35" color="[[particle]]"></cl-sphere>'
            for x in (-0.7, 0, 0.7)
        ),
    )
    for y, axis, period in (
        (-1.8, "1 0.4 0", "0.31"),
        (-1.1, "-1 0.6 0", "0.27"),
        (-0.4, "0.5 -1 0", "0.35"),
    )
)

STATES = Topic(
    slug="states-of-matter",
    subject="chemistry",
    names={
        "en": (
            "states of matter",
            "solids, liquids and gases",
            "particle model",
            "melting and boiling",
        ),
        "zh": ("物质的三态", "固体、液体和气体", "粒子模型", "熔化和沸腾"),
    },
    title=T("Solid, liquid, gas: how particles behave", "固态、液态、气态：粒子怎样运动"),
    palette={
        "background": ("#0b1020", "#101828", "#0d1b2a"),
        "particle": ("#4fc3f7", "#48cae4", "#5e9cf5"),
        "glass": ("#c9d6ff", "#b8e6e0"),
    },
    scene="""
<cl-scene camera="0.6 0.5 8.5" target="0.4 0 0" background="[[background]]" label="{{Water particles in a box as ice, liquid water or steam, with a thermometer|盒子里的水分子（冰、水或水蒸气）和一支温度计}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#2a3046"></cl-light>
<cl-box id="box" name="{{Container|容器}}" size="4.4 4.4 1.6" color="[[glass]]" opacity="0.12"></cl-box>
<cl-group id="solid" name="{{Ice: particles in a regular pattern|冰：粒子排列整齐}}" visible="false">
LATTICE
</cl-group>
<cl-group id="liquid" name="{{Water: particles close together but free to slide|水：粒子挨得很近，但能相互滑动}}" position="0 -1.3 0">
<cl-oscillate axis="1 0 0" amplitude="0.3" period="1.6"></cl-oscillate>
<cl-particles count="9" shape="box" spread="0.8" size="0.7" scale="1.4 1 0.5" color="[[particle]]" seed="4" jitter="0.05"></cl-particles>
</cl-group>
<cl-group id="gas" name="{{Steam: particles far apart and fast|水蒸气：粒子相距很远，运动很快}}" visible="false" scale="1 1 0.4">
<cl-particles count="5" spread="1.9" size="0.7" color="[[particle]]" seed="7" jitter="0.2"><cl-spin axis="0 0 1" period="2.5"></cl-spin></cl-particles>
<cl-particles count="4" spread="1.9" size="0.7" color="[[particle]]" seed="9" jitter="0.2"><cl-spin axis="0 0 1" period="3" clockwise="true"></cl-spin></cl-particles>
</cl-group>
<cl-group id="thermometer" name="{{Thermometer|温度计}}" position="2.9 0 0">
<cl-cylinder radius="0.13" height="4.2" color="#e5e7eb" opacity="0.3"></cl-cylinder>
<cl-cylinder id="column" position="0 -1.1 0" radius="0.07" height="1.8" color="#ef4444"></cl-cylinder>
</cl-group>
</cl-scene>
""".replace("LATTICE", _LATTICE),
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="temp" label="{{Temperature|温度}}" min="-30" max="130" step="1" value="20" unit="°C">
<cl-bind target="solid" attr="visible" expr="temp < 0"></cl-bind>
<cl-bind target="liquid" attr="visible" expr="temp >= 0 && temp < 100"></cl-bind>
<cl-bind target="gas" attr="visible" expr="temp >= 100"></cl-bind>
<cl-bind target="column" attr="height" expr="0.6 + (temp + 30) * 0.02"></cl-bind>
<cl-bind target="column" attr="position.y" expr="-2 + (0.6 + (temp + 30) * 0.02) / 2"></cl-bind>
</cl-slider>
<cl-readout label="{{Temperature in kelvin|热力学温度}}" expr="temp + 273.15" unit="K" digits="0"></cl-readout>
<cl-readout label="{{Average speed of a water molecule|水分子的平均速率}}" expr="sqrt(3 * 8.314 * (temp + 273.15) / 0.018)" unit="m/s" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("particle", "liquid", T("Water particles (molecules)", "水的粒子（水分子）")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "Ice, water and steam are the same stuff in three states: solid, liquid and gas. Heat it up and watch what changes.",
                "冰、水和水蒸气是同一种物质的三种状态：固态、液态和气态。给它加热，看看有什么变化。",
            ),
            steps=(
                Step(
                    T("Solid ice", "固态的冰"),
                    T("Ice keeps its shape.", "冰有固定的形状。"),
                    T(
                        "Below 0 °C water is solid <strong>ice</strong>. Its tiny particles are packed in neat rows and only jiggle on the spot, so ice keeps its shape.",
                        "低于0 °C时，水是固态的<strong>冰</strong>。它的小粒子整整齐齐地排列，只在原地振动，所以冰有固定的形状。",
                    ),
                    highlight="solid",
                    sets=(("temp", "-10"),),
                ),
                Step(
                    T("Liquid water", "液态的水"),
                    T(
                        "Water flows and takes the shape of its container.",
                        "水会流动，形状随容器而变。",
                    ),
                    T(
                        "Warm the ice above 0 °C and it melts into <strong>liquid</strong> water. The particles still touch but slide past each other, so water can flow and be poured.",
                        "温度升到0 °C以上，冰熔化成<strong>液态</strong>的水。粒子仍挨在一起，但能相互滑动，所以水会流动，可以倒来倒去。",
                    ),
                    highlight="liquid",
                    sets=(("temp", "20"),),
                ),
                Step(
                    T("Steam", "水蒸气"),
                    T("A gas spreads out to fill the whole box.", "气体散开，充满整个盒子。"),
                    T(
                        "At 100 °C water boils and becomes a <strong>gas</strong>: steam. Its particles fly about fast and far apart, filling the whole container.",
                        "到了100 °C，水沸腾变成<strong>气态</strong>的水蒸气。它的粒子飞快地到处运动，相距很远，充满整个容器。",
                    ),
                    highlight="gas",
                    sets=(("temp", "110"),),
                ),
            ),
            section_heading=T("Changing state", "状态的变化"),
            section=(
                T(
                    "Heating makes ice melt and water boil. Cooling does the opposite: steam condenses into water drops, and water freezes into ice. It is still water all the time.",
                    "加热能使冰熔化、水沸腾；冷却则相反：水蒸气凝结成小水滴，水凝固成冰。自始至终，它都是水。",
                ),
            ),
            quiz=(
                Question(
                    T("Which state keeps its own shape?", "哪种状态有固定的形状？"),
                    (
                        Choice(
                            T("Solid", "固态"),
                            T("Yes! Its particles stay in place.", "对！它的粒子待在原位。"),
                            True,
                        ),
                        Choice(
                            T("Liquid", "液态"),
                            T(
                                "A liquid takes the shape of its container.",
                                "液体的形状随容器而变。",
                            ),
                        ),
                        Choice(
                            T("Gas", "气态"),
                            T(
                                "A gas spreads out to fill any container.",
                                "气体会散开，充满整个容器。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("What happens to water at 100 °C?", "水在100 °C时会怎样？"),
                    (
                        Choice(
                            T("It boils and turns into steam", "沸腾，变成水蒸气"),
                            T("Right.", "对。"),
                            True,
                        ),
                        Choice(
                            T("It freezes", "结冰"), T("Water freezes at 0 °C.", "水在0 °C结冰。")
                        ),
                        Choice(
                            T("Nothing changes", "没有变化"),
                            T(
                                "The particles fly apart: water becomes a gas.",
                                "粒子飞散开来，水变成了气体。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (T("Melt", "熔化"), T("To change from a solid into a liquid.", "从固态变成液态。")),
                (
                    T("Boil", "沸腾"),
                    T("To change quickly from a liquid into a gas.", "液体剧烈地变成气体。"),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "In the particle model, the states of matter differ in how closely the particles are packed and how freely they move. Heating gives them more energy.",
                "粒子模型认为，物质三态的区别在于粒子排列的紧密程度和运动的自由程度。加热使粒子的能量增大。",
            ),
            steps=(
                Step(
                    T("Solid", "固体"),
                    T("Fixed positions, vibrating.", "位置固定，在原地振动。"),
                    T(
                        "In a solid the particles are held by strong attractions in fixed positions, often in a regular pattern. They <strong>vibrate</strong> but do not move around, so a solid has a fixed shape and volume.",
                        "固体中的粒子被很强的相互作用束缚在固定位置上，常常排列得很规则。它们只在原地<strong>振动</strong>，不能四处移动，所以固体有固定的形状和体积。",
                    ),
                    highlight="solid",
                    sets=(("temp", "-10"),),
                ),
                Step(
                    T("Liquid", "液体"),
                    T("Close together, but free to slide.", "粒子挨得很近，但能滑动。"),
                    T(
                        "In a liquid the particles are still close, so a liquid is hard to compress, but they slide past one another. A liquid has a fixed volume but takes the shape of its container.",
                        "液体中的粒子仍然挨得很近，所以液体很难被压缩；但粒子可以相互滑动。液体有固定的体积，形状却随容器而变。",
                    ),
                    highlight="liquid",
                    sets=(("temp", "20"),),
                ),
                Step(
                    T("Gas", "气体"),
                    T("Far apart, fast and random.", "相距很远，快速无规则运动。"),
                    T(
                        "In a gas the particles are far apart and move quickly in all directions, so a gas fills its container and is easy to compress. At 1 atmosphere water boils at 100 °C.",
                        "气体中的粒子相距很远，向各个方向快速运动，所以气体能充满容器，也容易被压缩。在1个标准大气压下，水的沸点是100 °C。",
                    ),
                    highlight="gas",
                    sets=(("temp", "110"),),
                ),
            ),
            section_heading=T("Energy and changes of state", "能量与物态变化"),
            section=(
                T(
                    "Heating makes the particles move faster. While ice melts, the temperature stays at 0 °C until all of it has melted: the energy goes into breaking the particles free of their fixed positions, not into speeding them up.",
                    "加热使粒子运动得更快。冰熔化时，温度保持在0 °C，直到全部熔化：这时吸收的能量用来使粒子摆脱固定的位置，而不是使它们运动得更快。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Why can a gas be squashed into a smaller space, but a liquid hardly at all?",
                        "为什么气体容易被压缩，液体却几乎不能？",
                    ),
                    (
                        Choice(
                            T("Gas particles are far apart", "气体粒子之间的距离很大"),
                            T(
                                "Correct: there is space between them.",
                                "正确：粒子之间有很大的空隙。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Gas particles are smaller", "气体粒子更小"),
                            T(
                                "The particles are the same water molecules.",
                                "粒子都是同样的水分子。",
                            ),
                        ),
                        Choice(
                            T("Liquid particles do not move", "液体粒子不运动"),
                            T(
                                "Liquid particles move and slide past each other.",
                                "液体粒子也在运动，而且能相互滑动。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("While ice is melting, its temperature…", "冰正在熔化时，它的温度……"),
                    (
                        Choice(
                            T("stays at 0 °C", "保持0 °C不变"),
                            T(
                                "Yes: the energy frees the particles instead.",
                                "对：吸收的能量用来使粒子摆脱束缚。",
                            ),
                            True,
                        ),
                        Choice(
                            T("rises steadily", "持续升高"),
                            T(
                                "It only rises again once all the ice has melted.",
                                "冰全部熔化后温度才会继续升高。",
                            ),
                        ),
                        Choice(
                            T("falls", "降低"),
                            T("Heating does not cool the ice.", "加热不会使冰变冷。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Particle model", "粒子模型"),
                    T(
                        "The idea that all matter is made of tiny moving particles.",
                        "认为物质由不停运动的微小粒子构成的模型。",
                    ),
                ),
                (
                    T("Melting point", "熔点"),
                    T(
                        "The temperature at which a solid melts: 0 °C for ice.",
                        "固体熔化时的温度，冰的熔点是0 °C。",
                    ),
                ),
                (
                    T("Boiling point", "沸点"),
                    T(
                        "The temperature at which a liquid boils: 100 °C for water at 1 atm.",
                        "液体沸腾时的温度，1个标准大气压下水的沸点是100 °C。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Kinetic theory: temperature measures the average kinetic energy of the particles, ½m⟨v²⟩ = (3/2)kT, while changes of state depend on overcoming intermolecular forces.",
                "分子动理论：温度是粒子平均动能的量度，½m⟨v²⟩ = (3/2)kT；物态变化则取决于克服分子间作用力。",
            ),
            steps=(
                Step(
                    T("Temperature and energy", "温度与能量"),
                    T(
                        "Average kinetic energy ∝ absolute temperature.",
                        "平均动能与热力学温度成正比。",
                    ),
                    T(
                        "The average translational kinetic energy of a particle is (3/2)kT, with T in kelvin. So the root-mean-square speed is v = √(3RT/M): about 640 m/s for water molecules at 20 °C, as the readout shows.",
                        "粒子的平均平动动能为 (3/2)kT，T 为热力学温度。因此方均根速率 v = √(3RT/M)：20 °C时水分子约为640 m/s，见读数。",
                    ),
                    highlight="liquid",
                    sets=(("temp", "20"),),
                ),
                Step(
                    T("Hydrogen bonds in ice", "冰中的氢键"),
                    T(
                        "An open lattice: ice is less dense than water.",
                        "结构疏松：冰的密度比水小。",
                    ),
                    T(
                        "In ice, hydrogen bonds hold each molecule to four neighbours in an open hexagonal lattice. That is why ice (0.92 g/cm³) floats on water (1.00 g/cm³). The square lattice drawn here is simplified.",
                        "冰中每个水分子通过氢键与四个相邻分子相连，形成疏松的六方晶格。所以冰（0.92 g/cm³）能浮在水（1.00 g/cm³）上。图中的方形排列是简化画法。",
                    ),
                    highlight="solid",
                    sets=(("temp", "-20"),),
                ),
                Step(
                    T("Latent heat", "潜热"),
                    T("Boiling water needs 2.26 MJ per kilogram.", "每千克水汽化需要2.26 MJ。"),
                    T(
                        "Turning 1 kg of water at 100 °C into steam takes 2.26 MJ, the <strong>specific latent heat of vaporisation</strong>: it separates the molecules against their attractions without raising the temperature.",
                        "把1 kg 100 °C的水变成水蒸气需要2.26 MJ，这就是水的<strong>汽化热</strong>：这些能量用来克服分子间的吸引，使分子分开，而温度不变。",
                    ),
                    highlight="gas",
                    sets=(("temp", "100"),),
                ),
            ),
            section_heading=T("Why the speeds are so high", "分子为什么这么快"),
            section=(
                T(
                    "Water molecules at room temperature move faster than a jet airliner, yet smells spread slowly across a room: each molecule collides billions of times a second and follows a random zigzag path. In solids and liquids the molecules have the same average kinetic energy at the same temperature, but cannot travel far.",
                    "常温下水分子的速率比喷气式客机还快，可气味在房间里却扩散得很慢：每个分子每秒要碰撞几十亿次，走的是杂乱的折线。同一温度下，固体和液体中分子的平均动能相同，只是走不远。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "By what factor does the rms speed of gas molecules rise from 27 °C to 927 °C?",
                        "气体分子的方均根速率从27 °C升到927 °C时变为原来的几倍？",
                    ),
                    (
                        Choice(
                            T("2", "2倍"),
                            T(
                                "Correct: T rises from 300 K to 1200 K, four times, and v ∝ √T.",
                                "正确：T 从300 K升到1200 K，为4倍，而 v ∝ √T。",
                            ),
                            True,
                        ),
                        Choice(
                            T("4", "4倍"),
                            T(
                                "The kinetic energy quadruples; the speed only doubles.",
                                "动能变为4倍，速率只变为2倍。",
                            ),
                        ),
                        Choice(
                            T("about 34", "约34倍"),
                            T(
                                "Use kelvin, not degrees Celsius.",
                                "要用热力学温度，不能用摄氏温度。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("Why does ice float on water?", "冰为什么能浮在水面上？"),
                    (
                        Choice(
                            T(
                                "Hydrogen bonds hold ice in an open lattice",
                                "氢键使冰形成疏松的晶格",
                            ),
                            T("Yes: ice is about 8% less dense.", "对：冰的密度比水小约8%。"),
                            True,
                        ),
                        Choice(
                            T("Ice contains trapped air", "冰里面有空气"),
                            T("Even clear, air-free ice floats.", "不含气泡的透明冰也会浮起来。"),
                        ),
                        Choice(
                            T("Ice molecules are lighter", "冰的分子更轻"),
                            T("They are the same H₂O molecules.", "它们是同样的H₂O分子。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Kinetic theory", "分子动理论"),
                    T(
                        "Explains gas pressure and temperature by the motion of particles.",
                        "用粒子的运动解释压强和温度等性质的理论。",
                    ),
                ),
                (
                    T("Latent heat", "潜热"),
                    T(
                        "Energy absorbed or released in a change of state at constant temperature.",
                        "物态变化时在温度不变的情况下吸收或放出的热量。",
                    ),
                ),
                (
                    T("Hydrogen bond", "氢键"),
                    T(
                        "A strong attraction between an H on one molecule and an O, N or F on another.",
                        "一个分子中的H与另一分子中O、N或F之间较强的相互作用。",
                    ),
                ),
            ),
        ),
    },
)

# --- The water molecule -------------------------------------------------------------------------
# 1 scene unit ≈ 74 pm (O–H = 95.8 pm). Dipole: two O–H bond dipoles of 1.51 D at the bond angle.
WATER = Topic(
    slug="water-molecule",
    subject="chemistry",
    names={
        "en": ("water molecule", "H2O molecule", "shape of a water molecule", "polar molecule"),
        "zh": ("水分子", "H₂O分子", "水分子的结构", "极性分子"),
    },
    title=T("The water molecule: why its bent shape matters", "水分子：弯曲的形状为什么重要"),
    palette={
        "background": ("#0b1020", "#101828", "#0d1b2a"),
        "oxygen": ("#e63946", "#ef476f", "#d62828"),
        "hydrogen": ("#f1f5f9", "#e2e8f0"),
    },
    scene="""
<cl-scene camera="0 0.5 6.5" target="0 -0.4 0" background="[[background]]" label="{{A water molecule: one oxygen atom bonded to two hydrogen atoms at an angle|水分子：一个氧原子以一定角度与两个氢原子相连}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#2a3046"></cl-light>
<cl-light type="directional" position="3 5 6" intensity="0.8"></cl-light>
<cl-group id="molecule" name="{{Water molecule|水分子}}">
<cl-spin axis="0 1 0" period="14"></cl-spin>
<cl-sphere id="oxygen" name="{{Oxygen atom (δ−)|氧原子（δ−）}}" radius="0.66" color="[[oxygen]]"><cl-label>O δ−</cl-label></cl-sphere>
<cl-group id="hydrogens" name="{{Two hydrogen atoms (δ+)|两个氢原子（δ+）}}">
<cl-group id="bond-right" rotation="0 0 52.25">
<cl-cylinder position="0 -0.65 0" radius="0.09" height="1.3" color="#cbd5e1"></cl-cylinder>
<cl-sphere id="h1" position="0 -1.3 0" radius="0.4" color="[[hydrogen]]"><cl-label>H δ+</cl-label></cl-sphere>
</cl-group>
<cl-group id="bond-left" rotation="0 0 -52.25">
<cl-cylinder position="0 -0.65 0" radius="0.09" height="1.3" color="#cbd5e1"></cl-cylinder>
<cl-sphere id="h2" position="0 -1.3 0" radius="0.4" color="[[hydrogen]]"><cl-label>H δ+</cl-label></cl-sphere>
</cl-group>
</cl-group>
<cl-group id="lone-pairs" name="{{Two lone pairs of electrons|两对孤电子对}}">
<cl-sphere position="0 0.5 0.55" rotation="48 0 0" scale="0.7 1.3 0.7" radius="0.35" color="#a5b4fc" opacity="0.45"></cl-sphere>
<cl-sphere position="0 0.5 -0.55" rotation="-48 0 0" scale="0.7 1.3 0.7" radius="0.35" color="#a5b4fc" opacity="0.45"></cl-sphere>
</cl-group>
<cl-arrow id="dipole" name="{{Shift of electrons towards oxygen|电子偏向氧原子}}" position="0 -2 0" direction="0 1 0" length="0.98" thickness="0.05" color="#ffd166"></cl-arrow>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="angle" label="{{H–O–H bond angle|H–O–H 键角}}" min="90" max="180" step="0.5" value="104.5" unit="°">
<cl-bind target="bond-right" attr="rotation.z" expr="angle / 2"></cl-bind>
<cl-bind target="bond-left" attr="rotation.z" expr="-angle / 2"></cl-bind>
<cl-bind target="dipole" attr="length" expr="1.6 * cos(rad(angle / 2))"></cl-bind>
</cl-slider>
<cl-toggle id="pairs" label="{{Show lone pairs|显示孤电子对}}" value="true">
<cl-bind target="lone-pairs" attr="visible"></cl-bind>
</cl-toggle>
<cl-readout label="{{Dipole moment|偶极矩}}" expr="2 * 1.51 * cos(rad(angle / 2))" unit="D" digits="2"></cl-readout>
<cl-readout label="{{Distance between the H atoms|两个氢原子的距离}}" expr="2 * 95.8 * sin(rad(angle / 2))" unit="pm" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("oxygen", "oxygen", T("Oxygen atom", "氧原子")),
        LegendItem("hydrogen", "hydrogens", T("Hydrogen atoms", "氢原子")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "Every drop of water is made of tiny molecules. Each one is an oxygen atom joined to two hydrogen atoms: H₂O.",
                "每一滴水都由极小的水分子构成。每个水分子由一个氧原子和两个氢原子组成：H₂O。",
            ),
            steps=(
                Step(
                    T("One oxygen", "一个氧原子"),
                    T("The big red ball is an oxygen atom.", "大红球是氧原子。"),
                    T(
                        "A water <strong>molecule</strong> is the smallest bit of water there is. In the middle is one <strong>oxygen</strong> atom.",
                        "<strong>水分子</strong>是保持水的化学性质的最小粒子。它的中间是一个<strong>氧原子</strong>。",
                    ),
                    camera="0 0.5 6.5",
                    target="0 -0.4 0",
                    highlight="oxygen",
                    sets=(("angle", "104.5"), ("pairs", "0")),
                ),
                Step(
                    T("Two hydrogens", "两个氢原子"),
                    T(
                        "Two small hydrogen atoms hold on to the oxygen.",
                        "两个小小的氢原子连在氧原子上。",
                    ),
                    T(
                        "Two smaller <strong>hydrogen</strong> atoms are joined to it. That is why water is written H₂O: two H and one O.",
                        "两个更小的<strong>氢原子</strong>连在氧原子上。所以水写作 H₂O：两个H，一个O。",
                    ),
                    highlight="hydrogens",
                ),
                Step(
                    T("A bent shape", "弯弯的形状"),
                    T("The molecule is bent, like a letter V.", "水分子是弯的，像字母V。"),
                    T(
                        "The two hydrogens are not in a straight line: the molecule is bent like a V, or like a head with two ears. This shape helps water stick to itself in drops.",
                        "两个氢原子不在一条直线上：水分子弯成V形，像一个长着两只耳朵的脑袋。这种形状让水分子彼此吸引，聚成水滴。",
                    ),
                    camera="0 -0.4 5",
                    target="0 -0.6 0",
                    highlight="molecule",
                ),
            ),
            section_heading=T("How many molecules?", "有多少个水分子？"),
            section=(
                T(
                    "Molecules are unbelievably small: one drop of water contains about 1 700 000 000 000 000 000 000 of them. That is more than the number of grains of sand on all the beaches on Earth.",
                    "分子小得难以想象：一滴水里大约有17万亿亿个水分子，比地球上所有海滩的沙粒还要多。",
                ),
            ),
            quiz=(
                Question(
                    T("What is a water molecule made of?", "水分子由什么构成？"),
                    (
                        Choice(
                            T("One oxygen atom and two hydrogen atoms", "一个氧原子和两个氢原子"),
                            T("Yes! That is why it is H₂O.", "对！所以写作H₂O。"),
                            True,
                        ),
                        Choice(
                            T("Two oxygen atoms and one hydrogen atom", "两个氧原子和一个氢原子"),
                            T("It is the other way round.", "正好反过来。"),
                        ),
                        Choice(
                            T("Only hydrogen", "只有氢原子"),
                            T("There is an oxygen atom in the middle.", "中间还有一个氧原子。"),
                        ),
                    ),
                ),
                Question(
                    T("What shape is a water molecule?", "水分子是什么形状？"),
                    (
                        Choice(T("Bent, like a V", "弯的，像V"), T("Right.", "对。"), True),
                        Choice(
                            T("A straight line", "一条直线"),
                            T("The hydrogens are at an angle.", "两个氢原子成一定角度。"),
                        ),
                        Choice(
                            T("A cube", "正方体"), T("It has only three atoms.", "它只有三个原子。")
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Molecule", "分子"),
                    T("A group of atoms joined together.", "由原子结合而成的粒子。"),
                ),
                (
                    T("H₂O", "H₂O"),
                    T(
                        "The formula of water: two hydrogen atoms and one oxygen atom.",
                        "水的化学式：两个氢原子和一个氧原子。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "In H₂O, oxygen shares a pair of electrons with each hydrogen. The molecule is bent at 104.5°, and the oxygen end is slightly negative.",
                "H₂O中，氧原子与每个氢原子共用一对电子。分子呈104.5°的V形，氧原子一端略带负电。",
            ),
            steps=(
                Step(
                    T("Covalent bonds", "共价键"),
                    T("Each O–H bond is a shared pair of electrons.", "每个O–H键是一对共用电子。"),
                    T(
                        "Oxygen has 6 outer electrons and needs 2 more for a full shell; each hydrogen has 1. By sharing one pair with each hydrogen, every atom gets a full shell: two <strong>covalent bonds</strong>.",
                        "氧原子最外层有6个电子，还差2个达到稳定结构；每个氢原子有1个电子。氧与两个氢原子各共用一对电子，每个原子都达到稳定结构，形成两个<strong>共价键</strong>。",
                    ),
                    camera="0 0.5 6.5",
                    target="0 -0.4 0",
                    highlight="hydrogens",
                    sets=(("angle", "104.5"), ("pairs", "1")),
                ),
                Step(
                    T("Lone pairs bend it", "孤电子对使它弯曲"),
                    T("Two lone pairs push the bonds together.", "两对孤电子对把两个键推近。"),
                    T(
                        "Oxygen also keeps two <strong>lone pairs</strong> of electrons that are not shared. They repel the bonding pairs, so the molecule is bent at 104.5°, not straight.",
                        "氧原子还有两对未共用的<strong>孤电子对</strong>。它们排斥成键电子对，所以水分子呈104.5°的V形，而不是直线形。",
                    ),
                    highlight="lone-pairs",
                ),
                Step(
                    T("A polar molecule", "极性分子"),
                    T(
                        "Straighten it and the charge shift cancels out.",
                        "把它拉直，电荷的偏移就抵消了。",
                    ),
                    T(
                        "Oxygen pulls the shared electrons towards itself, so O is slightly negative (δ−) and each H slightly positive (δ+). Because the molecule is bent, the shifts add up and water is <strong>polar</strong>. If it were straight (180°), they would cancel.",
                        "氧原子把共用电子拉向自己，所以O略带负电（δ−），每个H略带正电（δ+）。由于分子是弯曲的，这些偏移不能抵消，水是<strong>极性分子</strong>。如果它是直线形（180°），偏移就会相互抵消。",
                    ),
                    highlight="dipole",
                    sets=(("angle", "180"),),
                ),
            ),
            section_heading=T("Why polarity matters", "极性为什么重要"),
            section=(
                T(
                    "The δ+ hydrogens of one molecule attract the δ− oxygen of the next. These attractions make water boil at 100 °C, much higher than other molecules of its size, and let it dissolve salt and sugar.",
                    "一个水分子带δ+的氢原子吸引另一个水分子带δ−的氧原子。这种吸引使水的沸点高达100 °C，远高于大小相近的其他分子，也使水能溶解盐和糖。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "How many covalent bonds does the oxygen atom form in H₂O?",
                        "H₂O中氧原子形成几个共价键？",
                    ),
                    (
                        Choice(
                            T("2", "2个"),
                            T("Correct: one to each hydrogen.", "正确：与每个氢原子各形成一个。"),
                            True,
                        ),
                        Choice(
                            T("4", "4个"),
                            T(
                                "The other two pairs are lone pairs, not bonds.",
                                "另外两对是孤电子对，不是共价键。",
                            ),
                        ),
                        Choice(
                            T("1", "1个"),
                            T("Oxygen bonds to both hydrogens.", "氧与两个氢原子都成键。"),
                        ),
                    ),
                ),
                Question(
                    T("Why is water polar?", "水为什么是极性分子？"),
                    (
                        Choice(
                            T(
                                "O pulls the electrons and the molecule is bent",
                                "O吸引电子，且分子是弯曲的",
                            ),
                            T("Yes: both are needed.", "对：两个条件缺一不可。"),
                            True,
                        ),
                        Choice(
                            T("It contains hydrogen", "它含有氢"),
                            T(
                                "H₂ contains hydrogen and is not polar.",
                                "H₂也含氢，却不是极性分子。",
                            ),
                        ),
                        Choice(
                            T("It is a liquid", "它是液体"),
                            T(
                                "Polarity is about the molecule, not the state.",
                                "极性取决于分子，与状态无关。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Covalent bond", "共价键"),
                    T(
                        "A shared pair of electrons holding two atoms together.",
                        "原子间通过共用电子对形成的化学键。",
                    ),
                ),
                (
                    T("Lone pair", "孤电子对"),
                    T(
                        "A pair of outer electrons not used in bonding.",
                        "未参与成键的最外层电子对。",
                    ),
                ),
                (
                    T("Polar molecule", "极性分子"),
                    T(
                        "A molecule with a slightly positive and a slightly negative end.",
                        "一端略带正电、另一端略带负电的分子。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "VSEPR: four electron pairs around O give a tetrahedral arrangement; lone-pair repulsion closes the H–O–H angle to 104.5°, giving a dipole of 1.85 D.",
                "价层电子对互斥理论：O周围有四对电子，呈四面体分布；孤电子对的排斥使H–O–H键角缩小到104.5°，偶极矩为1.85 D。",
            ),
            steps=(
                Step(
                    T("Four electron pairs", "四对电子"),
                    T(
                        "Two bonding pairs and two lone pairs: tetrahedral.",
                        "两对成键电子和两对孤电子：四面体分布。",
                    ),
                    T(
                        "Oxygen is surrounded by four electron pairs, which spread out towards the corners of a tetrahedron (109.5°). Only two hold atoms, so the molecular shape is <strong>bent</strong>.",
                        "氧原子周围有四对电子，它们尽量远离，指向四面体的四个顶点（109.5°）。只有两对连着原子，所以分子构型为<strong>V形</strong>。",
                    ),
                    camera="0 0.5 6.5",
                    target="0 -0.4 0",
                    highlight="lone-pairs",
                    sets=(("angle", "104.5"), ("pairs", "1")),
                ),
                Step(
                    T("104.5°, not 109.5°", "104.5°而不是109.5°"),
                    T(
                        "Lone pairs repel more strongly than bonding pairs.",
                        "孤电子对的排斥比成键电子对更强。",
                    ),
                    T(
                        "Lone pairs sit closer to the nucleus and repel more strongly than bonding pairs, squeezing the bond angle from 109.5° to 104.5°. With O–H = 95.8 pm, the H atoms are 152 pm apart.",
                        "孤电子对更靠近原子核，排斥作用比成键电子对强，把键角从109.5°压缩到104.5°。O–H键长95.8 pm，两个H原子相距152 pm。",
                    ),
                    highlight="hydrogens",
                ),
                Step(
                    T("The dipole moment", "偶极矩"),
                    T(
                        "μ = 2 × 1.51 D × cos(θ/2) = 1.85 D.",
                        "μ = 2 × 1.51 D × cos(θ/2) = 1.85 D。",
                    ),
                    T(
                        "Electronegativity: O 3.44, H 2.20. Each O–H bond has a dipole of about 1.51 D; the bent shape adds them to 2 × 1.51 × cos 52.25° = 1.85 D. At 180°, like CO₂, the total would be zero.",
                        "电负性：O为3.44，H为2.20。每个O–H键的偶极矩约1.51 D；弯曲的构型使它们合成为 2 × 1.51 × cos 52.25° = 1.85 D。若键角为180°（如CO₂），总偶极矩为零。",
                    ),
                    highlight="dipole",
                ),
            ),
            section_heading=T("Hydrogen bonding", "氢键"),
            section=(
                T(
                    "A δ+ hydrogen on one molecule is attracted to a lone pair on the oxygen of another: a <strong>hydrogen bond</strong>, about 20 kJ/mol, roughly a twentieth of an O–H bond. Each molecule can form up to four, which explains water's high boiling point, high heat capacity and the open lattice of ice.",
                    "一个分子中带δ+的氢原子被另一个分子中氧原子的孤电子对吸引，形成<strong>氢键</strong>，约20 kJ/mol，大约是O–H键能的二十分之一。每个水分子最多形成四个氢键，这解释了水的高沸点、大比热容和冰的疏松结构。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Why is the H–O–H angle smaller than the tetrahedral 109.5°?",
                        "为什么H–O–H键角小于四面体角109.5°？",
                    ),
                    (
                        Choice(
                            T(
                                "The lone pairs repel the bonding pairs more strongly",
                                "孤电子对对成键电子对的排斥更强",
                            ),
                            T("Correct.", "正确。"),
                            True,
                        ),
                        Choice(
                            T("The hydrogen atoms attract each other", "两个氢原子互相吸引"),
                            T("Both are δ+, so they repel slightly.", "两者都带δ+，反而略微相斥。"),
                        ),
                        Choice(
                            T("Oxygen has only two electron pairs", "氧只有两对电子"),
                            T(
                                "It has four: two bonding, two lone.",
                                "它有四对：两对成键，两对孤电子。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "CO₂ has polar C=O bonds but no dipole moment. Why?",
                        "CO₂中的C=O键有极性，分子却没有偶极矩，为什么？",
                    ),
                    (
                        Choice(
                            T(
                                "It is linear, so the bond dipoles cancel",
                                "它是直线形，键的偶极相互抵消",
                            ),
                            T("Yes: compare the slider at 180°.", "对：把滑块拉到180°对比一下。"),
                            True,
                        ),
                        Choice(
                            T(
                                "Carbon and oxygen have equal electronegativity",
                                "碳和氧的电负性相同",
                            ),
                            T(
                                "O (3.44) is more electronegative than C (2.55).",
                                "O（3.44）的电负性比C（2.55）大。",
                            ),
                        ),
                        Choice(
                            T("It has no lone pairs", "它没有孤电子对"),
                            T("Each O in CO₂ has two lone pairs.", "CO₂中每个O都有两对孤电子。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("VSEPR", "价层电子对互斥理论"),
                    T(
                        "Electron pairs around an atom repel and spread as far apart as possible.",
                        "中心原子周围的电子对相互排斥，尽可能远离。",
                    ),
                ),
                (
                    T("Electronegativity", "电负性"),
                    T(
                        "How strongly an atom attracts shared electrons.",
                        "原子吸引共用电子的能力。",
                    ),
                ),
                (
                    T("Dipole moment", "偶极矩"),
                    T(
                        "A measure of charge separation in a molecule, in debye (D).",
                        "衡量分子中正负电荷分离程度的物理量，单位为德拜（D）。",
                    ),
                ),
            ),
        ),
    },
)

# --- Ionic and covalent bonds -------------------------------------------------------------------
# The select's value is the Pauling electronegativity difference of the pair: Cl₂ 0, HCl 0.96,
# NaCl 2.23. Ionic character (Pauling's estimate): 1 − exp(−Δχ²/4).
BONDS = Topic(
    slug="ionic-vs-covalent-bonds",
    subject="chemistry",
    names={
        "en": (
            "ionic and covalent bonds",
            "ionic bonding",
            "covalent bonding",
            "chemical bonds",
            "electron transfer and sharing",
        ),
        "zh": ("离子键和共价键", "离子键", "共价键", "化学键"),
    },
    title=T(
        "Ionic or covalent: giving or sharing electrons", "离子键还是共价键：转移电子还是共用电子"
    ),
    palette={
        "background": ("#0b1020", "#101828", "#0d1b2a"),
        "chlorine": ("#7ddc6f", "#5fd068", "#95d5b2"),
        "sodium": ("#b69cf0", "#a78bfa", "#c4b5fd"),
        "electron": ("#ffd166", "#4fc3f7"),
    },
    scene="""
<cl-scene camera="0 1 6.5" target="-0.2 0.2 0" background="[[background]]" label="{{Two atoms bonded together: the electrons are shared or transferred|两个原子结合在一起：电子被共用或转移}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#2a3046"></cl-light>
<cl-light type="directional" position="3 5 6" intensity="0.7"></cl-light>
<cl-group id="cl2" name="{{Chlorine molecule, Cl₂|氯分子 Cl₂}}">
<cl-sphere position="-0.8 0 0" radius="0.8" color="[[chlorine]]" opacity="0.55"><cl-label>Cl</cl-label></cl-sphere>
<cl-sphere position="0.8 0 0" radius="0.8" color="[[chlorine]]" opacity="0.55"><cl-label>Cl</cl-label></cl-sphere>
</cl-group>
<cl-group id="hcl" name="{{Hydrogen chloride, HCl|氯化氢 HCl}}" visible="false">
<cl-sphere position="-0.75 0 0" radius="0.45" color="#f1f5f9" opacity="0.6"><cl-label>H δ+</cl-label></cl-sphere>
<cl-sphere position="0.55 0 0" radius="0.8" color="[[chlorine]]" opacity="0.55"><cl-label>Cl δ−</cl-label></cl-sphere>
</cl-group>
<cl-group id="shared" name="{{Shared pair of electrons|共用电子对}}">
<cl-sphere radius="0.12" color="[[electron]]" emissive="#8a6a10"><cl-orbit radius="0.35" axis="1 0 0" period="1.2"></cl-orbit></cl-sphere>
<cl-sphere radius="0.12" color="[[electron]]" emissive="#8a6a10"><cl-orbit radius="0.35" axis="1 0 0" period="1.2" phase="180"></cl-orbit></cl-sphere>
</cl-group>
<cl-group id="nacl" name="{{Sodium chloride, NaCl|氯化钠 NaCl}}" visible="false">
<cl-sphere id="sodium-ion" position="-1.2 0 0" radius="0.55" color="[[sodium]]"><cl-label>Na⁺</cl-label></cl-sphere>
<cl-sphere id="chloride-ion" position="0.3 0 0" radius="0.95" color="[[chlorine]]" opacity="0.8"><cl-label>Cl⁻</cl-label></cl-sphere>
<cl-sphere id="moving-electron" name="{{Electron passed from Na to Cl|从Na转移到Cl的电子}}" radius="0.12" color="[[electron]]" emissive="#8a6a10"><cl-follow-path points="-1.2 0.6 0, -0.5 1.4 0, 0.3 1.05 0" period="2.5"></cl-follow-path></cl-sphere>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-select id="pair" label="{{Pair of atoms|成键的原子}}" value="0">
<cl-option value="0">{{Cl₂: chlorine|Cl₂：氯气}}</cl-option>
<cl-option value="0.96">{{HCl: hydrogen chloride|HCl：氯化氢}}</cl-option>
<cl-option value="2.23">{{NaCl: sodium chloride|NaCl：氯化钠}}</cl-option>
<cl-bind target="cl2" attr="visible" expr="pair < 0.5"></cl-bind>
<cl-bind target="hcl" attr="visible" expr="pair > 0.5 && pair < 1.5"></cl-bind>
<cl-bind target="nacl" attr="visible" expr="pair > 1.5"></cl-bind>
<cl-bind target="shared" attr="visible" expr="pair < 1.5"></cl-bind>
<cl-bind target="shared" attr="position.x" expr="0.27 * pair"></cl-bind>
</cl-select>
<cl-readout label="{{Electronegativity difference|电负性差}}" expr="pair" digits="2"></cl-readout>
<cl-readout label="{{Ionic character (estimate)|离子性（估算）}}" expr="100 * (1 - exp(-pair ^ 2 / 4))" unit="%" digits="0"></cl-readout>
</cl-controls>
""",
    chart="""
<cl-chart title="{{Ionic character and electronegativity difference|离子性与电负性差}}" x="pair" y="100 * (1 - exp(-pair ^ 2 / 4))" x-label="{{Difference|电负性差}}" y-label="{{Ionic character (%)|离子性（%）}}" x-min="0" x-max="3.3" y-min="0" y-max="100" color="[[electron]]"></cl-chart>
""",
    legend=(
        LegendItem("chlorine", "chloride-ion", T("Chlorine", "氯")),
        LegendItem("sodium", "sodium-ion", T("Sodium", "钠")),
        LegendItem("electron", "shared", T("Bonding electrons", "成键电子")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "Atoms hold on to each other in two main ways: by sharing electrons, or by one atom giving an electron to another.",
                "原子结合在一起主要有两种方式：共用电子，或者一个原子把电子交给另一个原子。",
            ),
            steps=(
                Step(
                    T("Sharing", "共用"),
                    T("Two chlorine atoms share two electrons.", "两个氯原子共用两个电子。"),
                    T(
                        "Two chlorine atoms hold on to each other by <strong>sharing</strong> two electrons between them, like two friends holding the same rope.",
                        "两个氯原子在它们之间<strong>共用</strong>两个电子，就像两个小朋友一起拉着同一根绳子，于是连在了一起。",
                    ),
                    highlight="shared",
                    sets=(("pair", "0"),),
                ),
                Step(
                    T("Giving", "给出"),
                    T("Sodium gives an electron to chlorine.", "钠把一个电子交给氯。"),
                    T(
                        "Sodium and chlorine join differently. Sodium <strong>gives</strong> one electron to chlorine. Now one is positive and the other negative, and they stick together like magnets.",
                        "钠和氯的结合方式不同：钠把一个电子<strong>交给</strong>氯。这样一个带正电，一个带负电，它们就像磁铁一样吸在一起。",
                    ),
                    highlight="moving-electron",
                    sets=(("pair", "2.23"),),
                ),
                Step(
                    T("Table salt", "食盐"),
                    T("Sodium and chlorine make salt.", "钠和氯组成了食盐。"),
                    T(
                        "Sodium chloride is the salt we put on food. Chlorine on its own is a poisonous gas, but joined to sodium it is safe to eat.",
                        "氯化钠就是我们吃的食盐。单独的氯是一种有毒的气体，可它和钠结合后，就变成了可以吃的盐。",
                    ),
                    highlight="nacl",
                ),
            ),
            section_heading=T("Everything is held together", "万物靠化学键连接"),
            section=(
                T(
                    "Water, sugar and the air we breathe are made of atoms that share electrons. Salt and many rocks are made of atoms that have given and taken electrons.",
                    "水、糖和我们呼吸的空气由共用电子的原子构成；食盐和许多岩石则由给出和得到电子的原子构成。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "How are the two atoms in a chlorine molecule held together?",
                        "氯分子中的两个原子靠什么连在一起？",
                    ),
                    (
                        Choice(T("They share electrons", "共用电子"), T("Yes!", "对！"), True),
                        Choice(
                            T("With glue", "用胶水"),
                            T(
                                "Atoms are joined by electrons, not glue.",
                                "原子靠电子连接，不是胶水。",
                            ),
                        ),
                        Choice(
                            T("One gives an electron to the other", "一个把电子交给另一个"),
                            T("That is how sodium and chlorine join.", "那是钠和氯结合的方式。"),
                        ),
                    ),
                ),
                Question(
                    T("Which of these is sodium chloride?", "下面哪种物质是氯化钠？"),
                    (
                        Choice(T("Table salt", "食盐"), T("Right.", "对。"), True),
                        Choice(
                            T("Sugar", "糖"),
                            T(
                                "Sugar is made of carbon, hydrogen and oxygen.",
                                "糖由碳、氢、氧组成。",
                            ),
                        ),
                        Choice(T("Water", "水"), T("Water is H₂O.", "水是H₂O。")),
                    ),
                ),
            ),
            glossary=(
                (T("Bond", "化学键"), T("What holds atoms together.", "使原子结合在一起的作用。")),
                (
                    T("Electron", "电子"),
                    T(
                        "A tiny particle that atoms can share or pass on.",
                        "原子可以共用或转移的极小粒子。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "Non-metal atoms share pairs of electrons in covalent bonds; a metal and a non-metal transfer electrons to form ions held by ionic bonds.",
                "非金属原子之间通过共用电子对形成共价键；金属与非金属之间转移电子形成离子，离子间靠离子键结合。",
            ),
            steps=(
                Step(
                    T("Covalent bond", "共价键"),
                    T(
                        "Each Cl shares one electron: both reach 8.",
                        "每个Cl各拿出一个电子共用，都达到8个。",
                    ),
                    T(
                        "A chlorine atom has 7 outer electrons. Two chlorine atoms each share one, forming a <strong>shared pair</strong>, so both have 8. This is a <strong>covalent bond</strong>, typical between non-metals.",
                        "氯原子最外层有7个电子。两个氯原子各拿出一个电子形成<strong>共用电子对</strong>，双方都达到8电子稳定结构。这就是<strong>共价键</strong>，常见于非金属原子之间。",
                    ),
                    highlight="shared",
                    sets=(("pair", "0"),),
                ),
                Step(
                    T("Ionic bond", "离子键"),
                    T("Na loses an electron, Cl gains it.", "Na失去一个电子，Cl得到它。"),
                    T(
                        "Sodium has 1 outer electron, which it loses easily; chlorine gains it. Sodium becomes Na⁺ and chlorine becomes Cl⁻. The opposite charges attract: an <strong>ionic bond</strong>.",
                        "钠原子最外层只有1个电子，容易失去；氯原子得到它。钠变成Na⁺，氯变成Cl⁻。带相反电荷的离子相互吸引，形成<strong>离子键</strong>。",
                    ),
                    highlight="moving-electron",
                    sets=(("pair", "2.23"),),
                ),
                Step(
                    T("In between", "介于两者之间"),
                    T("In HCl the pair is shared unequally.", "HCl中的电子对共用得不平均。"),
                    T(
                        "In hydrogen chloride the electrons are shared, but chlorine pulls them closer: a <strong>polar covalent bond</strong>, with H slightly positive and Cl slightly negative.",
                        "在氯化氢中，电子是共用的，但氯把它们拉得更近，形成<strong>极性共价键</strong>：H略带正电，Cl略带负电。",
                    ),
                    highlight="hcl",
                    sets=(("pair", "0.96"),),
                ),
            ),
            section_heading=T("Different properties", "不同的性质"),
            section=(
                T(
                    "Ionic compounds such as salt form hard crystals that melt only at high temperatures (NaCl at 801 °C) and conduct electricity when melted or dissolved. Covalent molecules such as Cl₂ are often gases or liquids: chlorine boils at −34 °C.",
                    "食盐等离子化合物形成坚硬的晶体，熔点很高（NaCl为801 °C），熔融或溶于水时能导电。Cl₂等共价分子常是气体或液体：氯气的沸点为−34 °C。",
                ),
            ),
            quiz=(
                Question(
                    T("What charge does a sodium ion have?", "钠离子带什么电荷？"),
                    (
                        Choice(
                            T("+1", "+1"),
                            T("Correct: it has lost one electron.", "正确：它失去了一个电子。"),
                            True,
                        ),
                        Choice(
                            T("−1", "−1"),
                            T(
                                "That is the chloride ion, which gained an electron.",
                                "那是得到一个电子的氯离子。",
                            ),
                        ),
                        Choice(
                            T("0", "0"),
                            T(
                                "An ion is charged: sodium lost an electron.",
                                "离子是带电的：钠失去了一个电子。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Which pair of elements is most likely to form an ionic bond?",
                        "下列哪组元素最可能形成离子键？",
                    ),
                    (
                        Choice(
                            T("Magnesium and oxygen", "镁和氧"),
                            T("Yes: a metal with a non-metal.", "对：金属和非金属。"),
                            True,
                        ),
                        Choice(
                            T("Carbon and oxygen", "碳和氧"),
                            T("Two non-metals share electrons.", "两种非金属共用电子。"),
                        ),
                        Choice(
                            T("Hydrogen and hydrogen", "氢和氢"),
                            T("Identical atoms share equally.", "相同的原子平均共用电子。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Ion", "离子"),
                    T(
                        "An atom that has lost or gained electrons and so carries a charge.",
                        "失去或得到电子而带电的原子。",
                    ),
                ),
                (
                    T("Ionic bond", "离子键"),
                    T(
                        "The attraction between oppositely charged ions.",
                        "带相反电荷的离子之间的静电作用。",
                    ),
                ),
                (
                    T("Covalent bond", "共价键"),
                    T(
                        "A shared pair of electrons between two atoms.",
                        "原子间通过共用电子对形成的化学键。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Bonding is a continuum set by electronegativity difference: from pure covalent (Δχ = 0) through polar covalent to mostly ionic (Δχ above about 1.7).",
                "化学键是一个连续的过渡，由电负性差决定：从非极性共价键（Δχ = 0）经极性共价键，到以离子性为主的键（Δχ大于约1.7）。",
            ),
            steps=(
                Step(
                    T("Equal sharing", "平均共用"),
                    T("Cl₂: Δχ = 0, a non-polar bond.", "Cl₂：Δχ = 0，非极性键。"),
                    T(
                        "Two identical atoms attract the bonding pair equally, so the electron density is symmetric: a <strong>non-polar covalent bond</strong>. The Cl–Cl bond length is 199 pm.",
                        "两个相同的原子对成键电子对的吸引相同，电子云对称分布，形成<strong>非极性共价键</strong>。Cl–Cl键长为199 pm。",
                    ),
                    highlight="shared",
                    sets=(("pair", "0"),),
                ),
                Step(
                    T("Unequal sharing", "不平均共用"),
                    T("HCl: Δχ = 0.96, about 21% ionic.", "HCl：Δχ = 0.96，约21%离子性。"),
                    T(
                        "Pauling electronegativities: H 2.20, Cl 3.16. The pair shifts towards Cl; Pauling's estimate 1 − exp(−Δχ²/4) gives about 21% ionic character. The bond is <strong>polar covalent</strong>.",
                        "鲍林电负性：H为2.20，Cl为3.16。电子对偏向Cl；按鲍林的估算式 1 − exp(−Δχ²/4)，离子性约21%，属于<strong>极性共价键</strong>。",
                    ),
                    highlight="hcl",
                    sets=(("pair", "0.96"),),
                ),
                Step(
                    T("Electron transfer", "电子转移"),
                    T("NaCl: Δχ = 2.23, about 71% ionic.", "NaCl：Δχ = 2.23，约71%离子性。"),
                    T(
                        "Na (0.93) and Cl (3.16) differ by 2.23: the electron is essentially transferred, giving Na⁺ (102 pm) and Cl⁻ (181 pm). In the solid, each ion is surrounded by ions of opposite charge in a lattice.",
                        "Na（0.93）与Cl（3.16）相差2.23：电子基本上完全转移，形成Na⁺（102 pm）和Cl⁻（181 pm）。在固体中，每个离子都被带相反电荷的离子包围，形成晶格。",
                    ),
                    highlight="nacl",
                    sets=(("pair", "2.23"),),
                ),
            ),
            section_heading=T("Why transfer happens", "电子为什么会转移"),
            section=(
                T(
                    "Removing sodium's electron costs 496 kJ/mol and chlorine releases only 349 kJ/mol on gaining it, so isolated ions would not form. The lattice energy, about 787 kJ/mol for NaCl, released as the ions pack together, makes the ionic solid stable.",
                    "移去钠的电子需要496 kJ/mol，氯得到电子只放出349 kJ/mol，所以孤立的离子本身并不稳定。离子聚集成晶体时放出的晶格能（NaCl约787 kJ/mol）才使离子化合物稳定。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Using Pauling's formula, what is the ionic character of a bond with Δχ = 2.0?",
                        "按鲍林公式，Δχ = 2.0的键离子性是多少？",
                    ),
                    (
                        Choice(
                            T("About 63%", "约63%"),
                            T("Correct: 1 − e⁻¹ ≈ 0.63.", "正确：1 − e⁻¹ ≈ 0.63。"),
                            True,
                        ),
                        Choice(
                            T("100%", "100%"),
                            T("No bond is completely ionic.", "没有百分之百的离子键。"),
                        ),
                        Choice(
                            T("About 37%", "约37%"),
                            T(
                                "That is e⁻¹ itself; subtract it from 1.",
                                "那是 e⁻¹ 本身，还要用1减去它。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("Why is the Cl⁻ ion larger than the Na⁺ ion?", "为什么Cl⁻比Na⁺大？"),
                    (
                        Choice(
                            T("Cl⁻ has an extra shell of electrons", "Cl⁻多一个电子层"),
                            T(
                                "Yes: Na⁺ is 2,8 while Cl⁻ is 2,8,8.",
                                "对：Na⁺为2、8，Cl⁻为2、8、8。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Chlorine has fewer protons", "氯的质子更少"),
                            T("Chlorine has 17 protons, sodium 11.", "氯有17个质子，钠只有11个。"),
                        ),
                        Choice(
                            T("Negative ions are always heavier", "负离子总是更重"),
                            T(
                                "Size depends on shells, not on mass.",
                                "大小取决于电子层，而不是质量。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Electronegativity", "电负性"),
                    T(
                        "How strongly an atom attracts a bonding pair; Pauling scale 0.7 to 4.0.",
                        "原子吸引成键电子对的能力；鲍林标度从0.7到4.0。",
                    ),
                ),
                (
                    T("Polar covalent bond", "极性共价键"),
                    T(
                        "A covalent bond whose shared pair lies closer to one atom.",
                        "共用电子对偏向一方原子的共价键。",
                    ),
                ),
                (
                    T("Lattice energy", "晶格能"),
                    T(
                        "Energy released when gaseous ions form one mole of an ionic solid.",
                        "气态离子形成1 mol离子晶体时放出的能量。",
                    ),
                ),
            ),
        ),
    },
)

# --- The salt crystal lattice -------------------------------------------------------------------
# The conventional cubic unit cell of NaCl (a = 564 pm, drawn 2.2 units): Cl⁻ at the corners and
# face centres (odd coordinate sums), Na⁺ at the edge centres and the body centre (even sums).
_SITES = [(i, j, k) for i in (-1, 0, 1) for j in (-1, 0, 1) for k in (-1, 0, 1)]


def _ion(site: tuple[int, int, int], radius: float, slot: str) -> str:
    position = " ".join(f"{1.1 * c:g}" for c in site)
    ion_id = ' id="centre"' if site == (0, 0, 0) else ""
    return f'<cl-sphere{ion_id} position="{position}" radius="{radius}" color="[[{slot}]]"></cl-sphere>'


_SODIUM = "\n".join(_ion(s, 0.25, "sodium") for s in _SITES if sum(s) % 2 == 0)
_CHLORIDE = "\n".join(_ion(s, 0.45, "chloride") for s in _SITES if sum(s) % 2)

SALT = Topic(
    slug="salt-crystal-lattice",
    subject="chemistry",
    names={
        "en": (
            "sodium chloride crystal lattice",
            "salt crystal",
            "NaCl lattice",
            "ionic lattice",
            "structure of table salt",
        ),
        "zh": ("氯化钠晶体结构", "食盐晶体", "NaCl晶胞", "离子晶体"),
    },
    title=T("Inside a grain of salt: the NaCl lattice", "走进一粒盐：氯化钠的晶体结构"),
    palette={
        "background": ("#0b1020", "#101828", "#0d1b2a"),
        "sodium": ("#b69cf0", "#a78bfa", "#c4b5fd"),
        "chloride": ("#5fd068", "#7ddc6f", "#52b788"),
    },
    scene="""
<cl-scene camera="4 3.2 6" background="[[background]]" label="{{A cube of sodium and chloride ions, alternating in all three directions|钠离子和氯离子在三个方向上交替排列成的立方体}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#2a3046"></cl-light>
<cl-light type="directional" position="4 6 5" intensity="0.8"></cl-light>
<cl-group id="crystal" name="{{Unit cell of sodium chloride|氯化钠晶胞}}">
<cl-spin period="24"></cl-spin>
<cl-box size="2.2 2.2 2.2" wireframe="true" color="#8899bb"></cl-box>
<cl-group id="sodium" name="{{Sodium ions, Na⁺|钠离子 Na⁺}}">
SODIUM
</cl-group>
<cl-group id="chloride" name="{{Chloride ions, Cl⁻|氯离子 Cl⁻}}">
CHLORIDE
</cl-group>
<cl-group id="neighbours" name="{{The six neighbours of the central ion|中心离子的六个相邻离子}}" visible="false">
<cl-cylinder radius="0.05" height="2.2" color="#ffd166"></cl-cylinder>
<cl-cylinder rotation="0 0 90" radius="0.05" height="2.2" color="#ffd166"></cl-cylinder>
<cl-cylinder rotation="90 0 0" radius="0.05" height="2.2" color="#ffd166"></cl-cylinder>
</cl-group>
</cl-group>
</cl-scene>
""".replace("SODIUM", _SODIUM).replace("CHLORIDE", _CHLORIDE),
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-select id="show" label="{{Show|显示}}" value="1">
<cl-option value="1">{{Both kinds of ion|两种离子}}</cl-option>
<cl-option value="2">{{Only Na⁺|只显示Na⁺}}</cl-option>
<cl-option value="3">{{Only Cl⁻|只显示Cl⁻}}</cl-option>
<cl-bind target="sodium" attr="visible" expr="show != 3"></cl-bind>
<cl-bind target="chloride" attr="visible" expr="show != 2"></cl-bind>
</cl-select>
<cl-toggle id="nb" label="{{Show the neighbours of the central ion|显示中心离子的相邻离子}}">
<cl-bind target="neighbours" attr="visible"></cl-bind>
</cl-toggle>
<cl-readout label="{{Ions drawn|图中的离子数}}" expr="show == 1 ? 27 : show == 2 ? 13 : 14" digits="0"></cl-readout>
<cl-readout label="{{Ions belonging to this cell|属于这个晶胞的离子数}}" expr="show == 1 ? 8 : 4" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("sodium", "sodium", T("Sodium ions, Na⁺", "钠离子 Na⁺")),
        LegendItem("chloride", "chloride", T("Chloride ions, Cl⁻", "氯离子 Cl⁻")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "Look closely at a grain of salt: it is a tiny cube built from two kinds of particles, sodium and chloride, stacked in a neat pattern.",
                "仔细看一粒盐：它是一个小小的立方体，由钠和氯两种粒子整整齐齐地堆砌而成。",
            ),
            steps=(
                Step(
                    T("Two kinds of particle", "两种粒子"),
                    T("Small purple sodium, big green chloride.", "小的紫色是钠，大的绿色是氯。"),
                    T(
                        "Salt is made of two kinds of tiny particles: small <strong>sodium</strong> ones and bigger <strong>chloride</strong> ones. There are just as many of each.",
                        "盐由两种微小的粒子构成：小一些的<strong>钠离子</strong>和大一些的<strong>氯离子</strong>，两种粒子一样多。",
                    ),
                    highlight="chloride",
                    sets=(("show", "1"), ("nb", "0")),
                ),
                Step(
                    T("Taking turns", "轮流排列"),
                    T("Sodium, chloride, sodium, chloride…", "钠、氯、钠、氯……"),
                    T(
                        "Along every row, up, across and back, the particles take turns: sodium, chloride, sodium, chloride. The pattern repeats millions of times.",
                        "无论是上下、左右还是前后，每一排粒子都轮流出现：钠、氯、钠、氯……这个图案重复了千万次。",
                    ),
                    highlight="sodium",
                ),
                Step(
                    T("Cubes of salt", "立方体的盐粒"),
                    T("The pattern makes salt grains into cubes.", "这种排列让盐粒成为立方体。"),
                    T(
                        "Because the particles stack in little cubes, big salt crystals are cubes too. Look at salt grains with a magnifying glass and you can see it.",
                        "因为粒子堆成一个个小立方体，大的盐晶体也是立方体。用放大镜看看盐粒，你就能发现。",
                    ),
                    camera="5 4 7.5",
                    highlight="crystal",
                ),
            ),
            section_heading=T("Grow your own crystals", "自己种晶体"),
            section=(
                T(
                    "Stir salt into warm water until no more dissolves, then leave it in a saucer for a few days. As the water evaporates, small cube-shaped crystals appear.",
                    "把盐放进温水里搅拌，直到不能再溶解，然后倒进小碟子里放几天。随着水分蒸发，就会长出小小的立方体晶体。",
                ),
            ),
            quiz=(
                Question(
                    T("What two kinds of particle make up salt?", "盐由哪两种粒子构成？"),
                    (
                        Choice(
                            T("Sodium and chloride", "钠和氯"),
                            T("Yes! Its name is sodium chloride.", "对！它的名字叫氯化钠。"),
                            True,
                        ),
                        Choice(
                            T("Sugar and water", "糖和水"),
                            T("Salt contains no sugar.", "盐里没有糖。"),
                        ),
                        Choice(
                            T("Iron and oxygen", "铁和氧"),
                            T("Those make rust.", "它们组成的是铁锈。"),
                        ),
                    ),
                ),
                Question(
                    T("What shape are salt crystals?", "盐的晶体是什么形状？"),
                    (
                        Choice(
                            T("Cubes", "立方体"),
                            T("Right: the particles stack in cubes.", "对：粒子堆成立方体。"),
                            True,
                        ),
                        Choice(
                            T("Balls", "球形"),
                            T(
                                "Look with a magnifying glass: they have flat faces.",
                                "用放大镜看：它们有平平的面。",
                            ),
                        ),
                        Choice(
                            T("Long needles", "长针形"),
                            T("Salt grows as little cubes.", "盐长成小立方体。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Crystal", "晶体"),
                    T(
                        "A solid whose particles are stacked in a regular, repeating pattern.",
                        "粒子按规则、重复的方式排列的固体。",
                    ),
                ),
                (
                    T("Sodium chloride", "氯化钠"),
                    T("The chemical name of table salt.", "食盐的化学名称。"),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "Salt is an ionic lattice: Na⁺ and Cl⁻ ions alternate in three dimensions, each ion surrounded by six ions of the opposite charge.",
                "食盐是离子晶体：Na⁺和Cl⁻在三维空间交替排列，每个离子周围都有六个带相反电荷的离子。",
            ),
            steps=(
                Step(
                    T("Ions", "离子"),
                    T("Na⁺ (small) and Cl⁻ (large).", "Na⁺（小）和Cl⁻（大）。"),
                    T(
                        "The particles in salt are <strong>ions</strong>: sodium atoms that have lost an electron (Na⁺) and chlorine atoms that have gained one (Cl⁻). Cl⁻ is almost twice as wide as Na⁺.",
                        "盐中的粒子是<strong>离子</strong>：失去一个电子的钠原子（Na⁺）和得到一个电子的氯原子（Cl⁻）。Cl⁻的直径几乎是Na⁺的两倍。",
                    ),
                    highlight="sodium",
                    sets=(("show", "1"), ("nb", "0")),
                ),
                Step(
                    T("Six neighbours", "六个相邻离子"),
                    T("The central Na⁺ touches six Cl⁻.", "中心的Na⁺与六个Cl⁻相邻。"),
                    T(
                        "Every Na⁺ is surrounded by six Cl⁻ ions, above, below, left, right, in front and behind, and every Cl⁻ by six Na⁺. The strong attraction between opposite charges holds the whole <strong>lattice</strong> together.",
                        "每个Na⁺的上、下、左、右、前、后各有一个Cl⁻，共六个；每个Cl⁻周围也有六个Na⁺。正负离子之间很强的吸引力把整个<strong>晶格</strong>牢牢连在一起。",
                    ),
                    highlight="centre",
                    sets=(("nb", "1"),),
                ),
                Step(
                    T("Formula NaCl", "化学式NaCl"),
                    T("One Na⁺ for every Cl⁻.", "Na⁺和Cl⁻的个数比为1:1。"),
                    T(
                        "There are no separate NaCl molecules: the formula just gives the ratio of ions, 1 : 1, so the charges balance.",
                        "晶体中并没有单独的NaCl分子：化学式只表示离子的个数比为1 : 1，正负电荷相互平衡。",
                    ),
                    highlight="crystal",
                    sets=(("nb", "0"),),
                ),
            ),
            section_heading=T("Properties of ionic solids", "离子晶体的性质"),
            section=(
                T(
                    "Breaking the lattice means overcoming strong attractions, so salt melts only at 801 °C. Solid salt does not conduct electricity, but melted or dissolved in water it does, because the ions can then move. A sharp blow shifts the layers so that like charges meet and repel, which is why crystals are brittle.",
                    "破坏晶格要克服很强的吸引力，所以食盐的熔点高达801 °C。固态食盐不导电，熔融或溶于水后却能导电，因为离子可以自由移动。受到猛烈敲击时，离子层错位，同种电荷相遇而相互排斥，所以晶体很脆。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "How many Cl⁻ ions surround each Na⁺ in the lattice?",
                        "晶格中每个Na⁺周围有几个Cl⁻？",
                    ),
                    (
                        Choice(
                            T("6", "6个"),
                            T("Correct: one in each direction.", "正确：每个方向一个。"),
                            True,
                        ),
                        Choice(
                            T("1", "1个"),
                            T(
                                "The formula is a ratio; each ion has several neighbours.",
                                "化学式只表示个数比，每个离子有多个相邻离子。",
                            ),
                        ),
                        Choice(
                            T("8", "8个"),
                            T(
                                "Count along the three axes: 2 × 3 = 6.",
                                "沿三条轴数一数：2 × 3 = 6。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Why does molten salt conduct electricity but solid salt does not?",
                        "为什么熔融的盐能导电，固态的盐却不能？",
                    ),
                    (
                        Choice(
                            T("In the melt the ions can move", "熔融时离子能自由移动"),
                            T("Yes: moving charges carry the current.", "对：移动的电荷形成电流。"),
                            True,
                        ),
                        Choice(
                            T("Melting creates electrons", "熔化时产生了电子"),
                            T(
                                "No new particles are made; the ions are freed.",
                                "没有产生新粒子，只是离子能移动了。",
                            ),
                        ),
                        Choice(
                            T("Solid salt has no ions", "固态盐中没有离子"),
                            T(
                                "The ions are there, but locked in place.",
                                "离子一直都在，只是被固定住了。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Ion", "离子"),
                    T("An atom that has lost or gained electrons.", "失去或得到电子的原子。"),
                ),
                (
                    T("Lattice", "晶格"),
                    T(
                        "A regular, repeating three-dimensional arrangement of particles.",
                        "粒子在三维空间中规则、重复的排列。",
                    ),
                ),
                (
                    T("Ionic compound", "离子化合物"),
                    T(
                        "A compound of positive and negative ions, such as NaCl.",
                        "由阳离子和阴离子构成的化合物，如NaCl。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "NaCl has a face-centred cubic lattice with 6 : 6 coordination; the unit cell (a = 564 pm) contains 4 formula units, which gives a density of 2.16 g/cm³.",
                "NaCl为面心立方晶格，配位数为6 : 6；晶胞（a = 564 pm）含4个NaCl单元，由此算出密度为2.16 g/cm³。",
            ),
            steps=(
                Step(
                    T("Two interlocking lattices", "两套交错的晶格"),
                    T("Cl⁻ alone: face-centred cubic.", "单看Cl⁻：面心立方。"),
                    T(
                        "Show only Cl⁻: ions at the 8 corners and 6 face centres, a <strong>face-centred cubic</strong> (fcc) lattice. The Na⁺ ions form a second fcc lattice shifted by half an edge.",
                        "只显示Cl⁻：离子位于8个顶点和6个面心，这是<strong>面心立方</strong>晶格。Na⁺构成另一套面心立方晶格，相对平移了半个棱长。",
                    ),
                    highlight="chloride",
                    sets=(("show", "3"), ("nb", "0")),
                ),
                Step(
                    T("Counting the cell", "晶胞中的离子数"),
                    T(
                        "8 × ⅛ + 6 × ½ = 4 Cl⁻; 12 × ¼ + 1 = 4 Na⁺.",
                        "8 × ⅛ + 6 × ½ = 4个Cl⁻；12 × ¼ + 1 = 4个Na⁺。",
                    ),
                    T(
                        "Ions on corners, faces and edges are shared with 8, 2 and 4 cells. So the cell holds 8 × ⅛ + 6 × ½ = 4 Cl⁻ and 12 × ¼ + 1 = 4 Na⁺: 27 ions drawn, but only 8 belong to it.",
                        "顶点、面心和棱上的离子分别被8个、2个和4个晶胞共用。所以一个晶胞含 8 × ⅛ + 6 × ½ = 4个Cl⁻，12 × ¼ + 1 = 4个Na⁺：图中画了27个离子，只有8个属于这个晶胞。",
                    ),
                    highlight="sodium",
                    sets=(("show", "2"),),
                ),
                Step(
                    T("Coordination 6 : 6", "配位数6 : 6"),
                    T(
                        "An octahedron of six Cl⁻ round each Na⁺.",
                        "每个Na⁺周围的六个Cl⁻构成八面体。",
                    ),
                    T(
                        "The central Na⁺ touches six Cl⁻ at the corners of an octahedron, 282 pm away (r(Na⁺) + r(Cl⁻) = 102 + 181 pm ≈ 283 pm); each Cl⁻ likewise has six Na⁺.",
                        "中心的Na⁺与位于八面体顶点的六个Cl⁻相接，距离282 pm（r(Na⁺) + r(Cl⁻) = 102 + 181 pm ≈ 283 pm）；每个Cl⁻周围同样有六个Na⁺。",
                    ),
                    highlight="centre",
                    sets=(("show", "1"), ("nb", "1")),
                ),
            ),
            section_heading=T("Density from the unit cell", "由晶胞计算密度"),
            section=(
                T(
                    "Mass of one cell: 4 × 58.44 g/mol ÷ 6.022 × 10²³ /mol = 3.88 × 10⁻²² g. Volume: (5.64 × 10⁻⁸ cm)³ = 1.79 × 10⁻²² cm³. Density = 2.16 g/cm³, matching the measured 2.17 g/cm³.",
                    "一个晶胞的质量：4 × 58.44 g/mol ÷ 6.022 × 10²³ mol⁻¹ = 3.88 × 10⁻²² g。体积：(5.64 × 10⁻⁸ cm)³ = 1.79 × 10⁻²² cm³。密度 = 2.16 g/cm³，与实测值2.17 g/cm³相符。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "How many formula units of NaCl are in one unit cell?",
                        "一个NaCl晶胞中含有几个NaCl单元？",
                    ),
                    (
                        Choice(
                            T("4", "4个"),
                            T("Correct: 4 Na⁺ and 4 Cl⁻.", "正确：4个Na⁺和4个Cl⁻。"),
                            True,
                        ),
                        Choice(
                            T("27", "27个"),
                            T(
                                "That counts every ion drawn, ignoring sharing.",
                                "这是图中所有离子，没有考虑共用。",
                            ),
                        ),
                        Choice(
                            T("1", "1个"),
                            T(
                                "The conventional cell holds more than one.",
                                "这个晶胞含有不止一个。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "An ion at the corner of a cubic cell counts as what fraction of that cell?",
                        "位于立方晶胞顶点的离子，算作这个晶胞的几分之几？",
                    ),
                    (
                        Choice(
                            T("⅛", "⅛"),
                            T("Yes: eight cells meet at a corner.", "对：一个顶点被8个晶胞共用。"),
                            True,
                        ),
                        Choice(T("½", "½"), T("That is an ion on a face.", "那是面心上的离子。")),
                        Choice(T("¼", "¼"), T("That is an ion on an edge.", "那是棱上的离子。")),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Unit cell", "晶胞"),
                    T(
                        "The smallest repeating box from which a whole crystal can be built.",
                        "能重复堆砌成整个晶体的最小单元。",
                    ),
                ),
                (
                    T("Coordination number", "配位数"),
                    T(
                        "The number of nearest neighbours of an ion: 6 in NaCl.",
                        "一个离子最近邻的离子数，NaCl中为6。",
                    ),
                ),
                (
                    T("Face-centred cubic", "面心立方"),
                    T(
                        "A cubic lattice with particles at the corners and face centres.",
                        "在立方体顶点和各面中心都有粒子的晶格。",
                    ),
                ),
            ),
        ),
    },
)

# --- Reaction rate and temperature --------------------------------------------------------------
# Arrhenius: rate ∝ exp(−Ea/RT), Ea = 50 kJ/mol (40 kJ/mol with the catalyst), relative to the
# uncatalysed rate at 20 °C (50000 / (8.314 × 293.15) = 20.515). Each flash stands for more
# successful collisions: it appears when the relative rate passes 0.5, 2, 8 and 25.
_RATE = "exp(20.515 - (cat ? 40000 : 50000) / (8.314 * (temp + 273.15)))"
_SPEED = "sqrt((temp + 273.15) / 293.15)"
_FLASH = '<cl-sphere id="hitN" position="POS" radius="0.22" color="#fff3b0" emissive="#ffd166" glow="1.5"><cl-oscillate property="scale" amplitude="0.5" period="PERIOD"></cl-oscillate></cl-sphere>'
_FLASHES = (
    ("1", "-1 0.6 0.3", "0.7"),
    ("2", "1.2 -0.5 -0.2", "0.9"),
    ("3", "0.2 1.1 -0.5", "0.8"),
    ("4", "-0.9 -0.9 0.4", "0.6"),
)

RATE = Topic(
    slug="reaction-rate-temperature",
    subject="chemistry",
    names={
        "en": (
            "reaction rate and temperature",
            "rate of reaction",
            "collision theory",
            "effect of temperature on reaction rate",
        ),
        "zh": ("温度对反应速率的影响", "化学反应速率", "碰撞理论", "反应速率与温度"),
    },
    title=T("Why reactions go faster when it is hotter", "为什么温度越高反应越快"),
    palette={
        "background": ("#0b1020", "#101828", "#0d1b2a"),
        "first": ("#4fc3f7", "#48cae4", "#5e9cf5"),
        "second": ("#f4a261", "#ff9f1c", "#e76f51"),
        "glass": ("#c9d6ff", "#b8e6e0"),
    },
    scene="""
<cl-scene camera="0 1 8" background="[[background]]" label="{{Two kinds of reacting particles moving in a vessel; flashes mark successful collisions|两种反应物粒子在容器中运动，闪光表示有效碰撞}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#2a3046"></cl-light>
<cl-box id="vessel" name="{{Reaction vessel|反应容器}}" size="5 4.2 3" color="[[glass]]" opacity="0.1"></cl-box>
<cl-particles id="reactant-a" name="{{Reactant A|反应物A}}" count="16" spread="1.8" size="0.35" color="[[first]]" seed="3" jitter="0.04"><cl-spin id="spin-a" axis="0.3 1 0.2" period="6"></cl-spin></cl-particles>
<cl-particles id="reactant-b" name="{{Reactant B|反应物B}}" count="16" spread="1.8" size="0.35" color="[[second]]" seed="8" jitter="0.04"><cl-spin id="spin-b" axis="-0.2 1 0.4" period="7" clockwise="true"></cl-spin></cl-particles>
<cl-group id="hits" name="{{Successful collisions|有效碰撞}}">
FLASHES
</cl-group>
</cl-scene>
""".replace(
        "FLASHES",
        "\n".join(
            _FLASH.replace("hitN", f"hit{n}").replace("POS", p).replace("PERIOD", t)
            for n, p, t in _FLASHES
        ),
    ),
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="temp" label="{{Temperature|温度}}" min="0" max="80" step="1" value="20" unit="°C">
<cl-bind target="spin-a" attr="period" expr="6 / SPEED"></cl-bind>
<cl-bind target="spin-b" attr="period" expr="7 / SPEED"></cl-bind>
</cl-slider>
<cl-toggle id="cat" label="{{Add a catalyst|加入催化剂}}"></cl-toggle>
<cl-bind target="hit1" attr="visible" expr="RATE >= 0.5"></cl-bind>
<cl-bind target="hit2" attr="visible" expr="RATE >= 2"></cl-bind>
<cl-bind target="hit3" attr="visible" expr="RATE >= 8"></cl-bind>
<cl-bind target="hit4" attr="visible" expr="RATE >= 25"></cl-bind>
<cl-readout label="{{Rate compared with 20 °C|与20 °C时相比的反应速率}}" expr="RATE" unit="×" digits="1"></cl-readout>
<cl-readout label="{{Particle speed compared with 20 °C|与20 °C时相比的粒子速率}}" expr="SPEED" unit="×" digits="2"></cl-readout>
</cl-controls>
""".replace("RATE", _RATE).replace("SPEED", _SPEED),
    chart="""
<cl-chart title="{{Reaction rate and temperature|反应速率与温度}}" x="temp" y="RATE" x-label="{{Temperature (°C)|温度（°C）}}" y-label="{{Rate (× rate at 20 °C)|速率（20 °C时的倍数）}}" y-min="0" color="[[second]]"></cl-chart>
""".replace("RATE", _RATE),
    legend=(
        LegendItem("first", "reactant-a", T("Reactant A particles", "反应物A的粒子")),
        LegendItem("second", "reactant-b", T("Reactant B particles", "反应物B的粒子")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "Many changes, like milk going sour, happen faster when it is warm. See how heat makes particles move faster and bump into each other more.",
                "很多变化（比如牛奶变酸）在温暖时发生得更快。看看热量怎样让粒子运动得更快、碰撞得更多。",
            ),
            steps=(
                Step(
                    T("Moving particles", "运动的粒子"),
                    T("Two kinds of particles move and bump.", "两种粒子在运动、碰撞。"),
                    T(
                        "Everything is made of tiny particles that never stop moving. Here two kinds are mixed. When they bump together hard enough, they can change into something new: a <strong>reaction</strong>.",
                        "物质都由不停运动的微小粒子构成。这里混合了两种粒子。它们足够用力地撞在一起时，就可能变成新的物质，这就是<strong>化学反应</strong>。",
                    ),
                    highlight="reactant-a",
                    sets=(("temp", "20"), ("cat", "0")),
                ),
                Step(
                    T("Warm it up", "加热"),
                    T(
                        "Warmer: faster particles and more reactions.",
                        "温度越高，粒子越快，反应越多。",
                    ),
                    T(
                        "Heat the mixture and the particles move faster. They bump more often and harder, so the reaction goes faster. The flashes show reactions happening.",
                        "给混合物加热，粒子运动得更快，碰撞得更频繁、更猛烈，反应也就更快。闪光表示正在发生反应。",
                    ),
                    highlight="hits",
                    sets=(("temp", "60"),),
                ),
                Step(
                    T("Cool it down", "降温"),
                    T("Cold: slow particles, slow reactions.", "温度低，粒子慢，反应也慢。"),
                    T(
                        "Cool it down and everything slows. That is why we keep food in the fridge: it stays fresh for longer.",
                        "降低温度，一切都慢了下来。所以我们把食物放进冰箱，它就能保鲜更久。",
                    ),
                    highlight="hits",
                    sets=(("temp", "0"),),
                ),
            ),
            section_heading=T("Faster or slower?", "快一点还是慢一点？"),
            section=(
                T(
                    "Cooking uses heat to speed up changes in food. A fridge slows down the changes that make food go bad. Both work because temperature changes how fast particles move.",
                    "烹饪用加热来加快食物的变化，冰箱则减慢使食物变质的变化。两者的道理一样：温度改变了粒子运动的快慢。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Why does food stay fresh longer in the fridge?",
                        "为什么食物放在冰箱里能保鲜更久？",
                    ),
                    (
                        Choice(
                            T("Cold slows down the changes", "低温使变化变慢"),
                            T("Yes! The particles move more slowly.", "对！粒子运动得更慢了。"),
                            True,
                        ),
                        Choice(
                            T("The fridge is dark", "冰箱里很黑"),
                            T("It is the cold that matters.", "起作用的是低温。"),
                        ),
                        Choice(
                            T("Cold makes food bigger", "低温让食物变大"),
                            T("Food does not grow in the fridge.", "食物在冰箱里不会变大。"),
                        ),
                    ),
                ),
                Question(
                    T("What happens to particles when they are heated?", "粒子受热后会怎样？"),
                    (
                        Choice(T("They move faster", "运动得更快"), T("Right.", "对。"), True),
                        Choice(
                            T("They stop moving", "停止运动"),
                            T(
                                "Heating makes them move more, not less.",
                                "加热使它们运动得更快，而不是更慢。",
                            ),
                        ),
                        Choice(
                            T("They disappear", "消失了"),
                            T("Particles do not vanish when heated.", "粒子受热不会消失。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Reaction", "化学反应"),
                    T("A change that makes new substances.", "生成新物质的变化。"),
                ),
                (
                    T("Particle", "粒子"),
                    T(
                        "A tiny bit of matter, far too small to see.",
                        "构成物质的极小微粒，小得看不见。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "Particles react only when they collide with enough energy. Raising the temperature gives more collisions and, above all, more energetic ones.",
                "粒子只有以足够的能量碰撞才能发生反应。升高温度，碰撞次数增多，更重要的是能量足够的碰撞大大增多。",
            ),
            steps=(
                Step(
                    T("Collision theory", "碰撞理论"),
                    T("Not every collision leads to a reaction.", "并不是每次碰撞都能发生反应。"),
                    T(
                        "Particles must collide to react, and most collisions just bounce. Only those with at least the <strong>activation energy</strong> break bonds and form products.",
                        "粒子必须碰撞才能反应，但大多数碰撞只是弹开。只有能量不低于<strong>活化能</strong>的碰撞才能破坏旧键、生成产物，这叫有效碰撞。",
                    ),
                    highlight="hits",
                    sets=(("temp", "20"), ("cat", "0")),
                ),
                Step(
                    T("Ten degrees warmer", "升高10 °C"),
                    T(
                        "From 20 °C to 30 °C the rate roughly doubles.",
                        "从20 °C到30 °C，速率约增加一倍。",
                    ),
                    T(
                        "At 30 °C the particles are only about 2% faster, yet the rate roughly doubles. The big change is in the share of collisions with enough energy.",
                        "在30 °C时，粒子只快了约2%，反应速率却大约翻了一番。关键在于能量足够的碰撞所占的比例大大增加了。",
                    ),
                    highlight="hits",
                    sets=(("temp", "30"),),
                ),
                Step(
                    T("A catalyst", "催化剂"),
                    T(
                        "Lower activation energy: many more successful collisions.",
                        "活化能降低，有效碰撞大大增多。",
                    ),
                    T(
                        "A <strong>catalyst</strong> gives the reaction a route with a lower activation energy, so many more collisions succeed at the same temperature. It is not used up.",
                        "<strong>催化剂</strong>为反应提供了活化能更低的途径，所以在同样温度下有效碰撞多得多。催化剂本身在反应前后不变。",
                    ),
                    highlight="hits",
                    sets=(("temp", "20"), ("cat", "1")),
                ),
            ),
            section_heading=T("A rule of thumb", "经验规律"),
            section=(
                T(
                    "For many reactions near room temperature, a rise of 10 °C roughly doubles the rate. That is why fridges keep food fresh, and why reactions in the lab are often warmed to speed them up.",
                    "对许多反应来说，在室温附近温度每升高10 °C，反应速率大约增加一倍。这就是冰箱能保鲜、实验室常用加热来加快反应的原因。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Why does a small temperature rise speed up a reaction so much?",
                        "为什么温度稍微升高，反应就会快很多？",
                    ),
                    (
                        Choice(
                            T("Many more collisions have enough energy", "能量足够的碰撞多了很多"),
                            T("Correct.", "正确。"),
                            True,
                        ),
                        Choice(
                            T("The particles become much larger", "粒子变大了很多"),
                            T(
                                "Particle size does not change with temperature.",
                                "粒子的大小不随温度改变。",
                            ),
                        ),
                        Choice(
                            T("The activation energy rises", "活化能升高了"),
                            T(
                                "Temperature does not change the activation energy.",
                                "温度不改变活化能。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("What does a catalyst do?", "催化剂有什么作用？"),
                    (
                        Choice(
                            T(
                                "Provides a route with lower activation energy",
                                "提供活化能更低的反应途径",
                            ),
                            T("Yes, and it is not used up.", "对，而且它本身不被消耗。"),
                            True,
                        ),
                        Choice(
                            T("Heats the mixture", "给混合物加热"),
                            T(
                                "A catalyst works at the same temperature.",
                                "催化剂在同样的温度下起作用。",
                            ),
                        ),
                        Choice(
                            T("Is used up as a reactant", "作为反应物被消耗"),
                            T(
                                "A catalyst is unchanged at the end.",
                                "催化剂在反应结束时没有变化。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Activation energy", "活化能"),
                    T(
                        "The minimum collision energy needed for a reaction.",
                        "发生反应所需的最低碰撞能量。",
                    ),
                ),
                (
                    T("Catalyst", "催化剂"),
                    T(
                        "A substance that speeds up a reaction without being used up.",
                        "能加快反应速率而本身不被消耗的物质。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "The Arrhenius equation, k = A e^(−Ea/RT), links rate to temperature: the fraction of collisions with energy above Ea grows steeply as T rises.",
                "阿伦尼乌斯公式 k = A e^(−Ea/RT) 把速率常数与温度联系起来：随温度升高，能量超过 Ea 的碰撞所占比例急剧增大。",
            ),
            steps=(
                Step(
                    T("The Boltzmann factor", "玻尔兹曼因子"),
                    T(
                        "Fraction of collisions above Ea ≈ e^(−Ea/RT).",
                        "能量超过 Ea 的碰撞比例约为 e^(−Ea/RT)。",
                    ),
                    T(
                        "The fraction of collisions with energy above Ea is about e^(−Ea/RT). For Ea = 50 kJ/mol at 293 K that is only e^(−20.5) ≈ 1.2 × 10⁻⁹, but with about 10⁹ collisions per second per molecule, this is enough.",
                        "能量超过 Ea 的碰撞所占比例约为 e^(−Ea/RT)。当 Ea = 50 kJ/mol、T = 293 K 时只有 e^(−20.5) ≈ 1.2 × 10⁻⁹，但每个分子每秒约碰撞10⁹次，这已足够。",
                    ),
                    highlight="hits",
                    sets=(("temp", "20"), ("cat", "0")),
                ),
                Step(
                    T("Arrhenius", "阿伦尼乌斯公式"),
                    T(
                        "293 K → 303 K: k₂/k₁ = e^(Ea/R · (1/T₁ − 1/T₂)) ≈ 1.97.",
                        "293 K → 303 K：k₂/k₁ = e^(Ea/R · (1/T₁ − 1/T₂)) ≈ 1.97。",
                    ),
                    T(
                        "Taking the ratio of k = A e^(−Ea/RT) at two temperatures: from 20 °C to 30 °C, k rises by e^(0.68) ≈ 1.97, while the mean speed (∝ √T) rises only 1.7%. The chart shows the exponential growth.",
                        "对 k = A e^(−Ea/RT) 在两个温度下取比值：从20 °C到30 °C，k 增大为 e^(0.68) ≈ 1.97倍，而平均速率（∝ √T）只增大1.7%。图表显示了指数式增长。",
                    ),
                    highlight="hits",
                    sets=(("temp", "30"),),
                ),
                Step(
                    T("Lowering Ea", "降低活化能"),
                    T(
                        "Ea 50 → 40 kJ/mol: about 60 times faster at 20 °C.",
                        "Ea 从50降到40 kJ/mol：20 °C时约快60倍。",
                    ),
                    T(
                        "A catalyst lowers Ea. Cutting it by 10 kJ/mol multiplies k by e^(10000/(8.314 × 293)) ≈ 60 at 20 °C: more than warming the mixture to 80 °C does.",
                        "催化剂降低 Ea。在20 °C时，Ea 降低10 kJ/mol 使 k 增大为 e^(10000/(8.314 × 293)) ≈ 60倍，比把混合物加热到80 °C的效果还大。",
                    ),
                    highlight="hits",
                    sets=(("temp", "20"), ("cat", "1")),
                ),
            ),
            section_heading=T("Measuring Ea", "测定活化能"),
            section=(
                T(
                    "Taking logs, ln k = ln A − Ea/(RT). Plot ln k against 1/T: the points lie on a straight line with gradient −Ea/R. A gradient of −6000 K gives Ea = 6000 × 8.314 ≈ 50 kJ/mol.",
                    "取对数得 ln k = ln A − Ea/(RT)。以 ln k 对 1/T 作图，得到一条直线，斜率为 −Ea/R。若斜率为 −6000 K，则 Ea = 6000 × 8.314 ≈ 50 kJ/mol。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Why is the rate far more sensitive to T than the particle speed is?",
                        "为什么反应速率对温度比粒子速率敏感得多？",
                    ),
                    (
                        Choice(
                            T(
                                "The fraction above Ea depends exponentially on T",
                                "能量超过 Ea 的比例随 T 呈指数变化",
                            ),
                            T("Correct: speed only goes as √T.", "正确：速率只与 √T 成正比。"),
                            True,
                        ),
                        Choice(
                            T("Ea falls as T rises", "Ea 随 T 升高而降低"),
                            T("Ea is essentially constant.", "Ea 基本不变。"),
                        ),
                        Choice(
                            T("Hot molecules are larger", "热的分子更大"),
                            T("Molecular size does not change.", "分子大小不变。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "A plot of ln k against 1/T has gradient −5000 K. What is Ea?",
                        "ln k 对 1/T 作图，斜率为 −5000 K，Ea 是多少？",
                    ),
                    (
                        Choice(
                            T("About 42 kJ/mol", "约42 kJ/mol"),
                            T("Yes: Ea = 5000 × 8.314 J/mol.", "对：Ea = 5000 × 8.314 J/mol。"),
                            True,
                        ),
                        Choice(
                            T("5000 J/mol", "5000 J/mol"),
                            T("Multiply the gradient by R.", "要把斜率乘以 R。"),
                        ),
                        Choice(
                            T("About 600 J/mol", "约600 J/mol"),
                            T(
                                "That divides by R instead of multiplying.",
                                "那是除以 R，应该乘以 R。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Arrhenius equation", "阿伦尼乌斯公式"),
                    T(
                        "k = A e^(−Ea/RT), linking the rate constant to temperature.",
                        "k = A e^(−Ea/RT)，描述速率常数与温度的关系。",
                    ),
                ),
                (
                    T("Rate constant", "速率常数"),
                    T(
                        "The constant k in a rate equation; it depends on temperature.",
                        "速率方程中的常数 k，随温度变化。",
                    ),
                ),
            ),
        ),
    },
)

TOPICS = [ATOM, STATES, WATER, BONDS, SALT, RATE]
