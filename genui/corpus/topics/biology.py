"""Biology topics: cells and organelles, photosynthesis, DNA, the heart, the neuron, mitosis, food chains."""

from math import cos, radians, sin

from genui.corpus.schema import Choice, LegendItem, Level, Question, Step, T, Topic

MITOCHONDRIA = Topic(
    slug="mitochondria",
    subject="biology",
    names={
        "en": (
            "mitochondria",
            "mitochondrion",
            "powerhouse of the cell",
            "cellular respiration",
            "the cell's energy factory",
        ),
        "zh": ("线粒体", "细胞的动力工厂", "细胞呼吸", "有氧呼吸"),
    },
    title=T("Mitochondria: the cell's energy factory", "线粒体：细胞的动力工厂"),
    palette={
        "membrane": ("#f08a5d", "#f4a261", "#e07a5f"),
        "atp": ("#ffd54f", "#ffca3a", "#f9c74f"),
        "background": ("#071a1f", "#0b1020", "#101828"),
    },
    scene="""
<cl-scene camera="0 3 10" target="0 0 0" background="[[background]]" label="{{A mitochondrion cut open: two membranes and folded cristae; fuel and oxygen go in, ATP comes out|剖开的线粒体：双层膜和折叠的嵴；有机物和氧气进入，ATP 运出}}">
<cl-light type="hemisphere" color="#fff4e6" ground-color="#12343b" intensity="1.1"></cl-light>
<cl-light type="directional" position="4 8 6" intensity="1.2"></cl-light>
<cl-group id="mito" name="{{Mitochondrion|线粒体}}" rotation="0 0 90">
<cl-capsule id="outer" name="{{Outer membrane|外膜}}" radius="1.6" length="4.2" color="[[membrane]]" opacity="0.28"></cl-capsule>
<cl-capsule id="inner" name="{{Inner membrane|内膜}}" radius="1.38" length="3.9" color="[[membrane]]" opacity="0.3"></cl-capsule>
<cl-group id="cristae" name="{{Cristae|嵴}}">
<cl-sphere scale="0.75 0.07 0.9" position="0.45 -1.8 0" color="#d9623b"></cl-sphere>
<cl-sphere scale="0.75 0.07 0.9" position="-0.45 -0.6 0" color="#d9623b"></cl-sphere>
<cl-sphere scale="0.75 0.07 0.9" position="0.45 0.6 0" color="#d9623b"></cl-sphere>
<cl-sphere scale="0.75 0.07 0.9" position="-0.45 1.8 0" color="#d9623b"></cl-sphere>
</cl-group>
<cl-particles id="matrix" name="{{Matrix|基质}}" shape="gaussian" count="300" spread="1.2" scale="0.8 2.2 0.8" size="0.06" color="#fff1c1" jitter="0.01"></cl-particles>
</cl-group>
<cl-sphere id="fuel" name="{{Pyruvate from glucose|来自葡萄糖的丙酮酸}}" radius="0.18" color="#4caf50">
<cl-follow-path points="-7 2.6 1.5, -4.5 1.6 0.8, -1.6 0.35 0.2" period="5"></cl-follow-path>
<cl-label size="small" color="#c8f7c5">{{Pyruvate|丙酮酸}}</cl-label>
</cl-sphere>
<cl-sphere id="oxygenIn" name="{{Oxygen|氧气}}" radius="0.15" color="#42a5f5">
<cl-follow-path points="6.5 3 -1.5, 4 1.8 -0.6, 1.6 0.3 0" period="4"></cl-follow-path>
<cl-label size="small" color="#cfe8ff">O₂</cl-label>
</cl-sphere>
<cl-group id="atp" name="{{ATP|ATP}}">
<cl-sphere radius="0.16" color="[[atp]]" emissive="#8a6d00"><cl-follow-path id="atp1" points="0.5 -0.3 0.2, 3.5 -1.5 0.9, 6.5 -2.8 1.5" period="4"></cl-follow-path><cl-label size="small" color="#fff3c4">ATP</cl-label></cl-sphere>
<cl-sphere radius="0.16" color="[[atp]]" emissive="#8a6d00"><cl-follow-path id="atp2" points="0.5 -0.3 0.2, 3.5 -1.5 0.9, 6.5 -2.8 1.5" period="4" offset="0.5"></cl-follow-path></cl-sphere>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="oxygen" label="{{Oxygen supply|氧气供应}}" min="0" max="100" step="1" value="100" unit="%">
<cl-bind target="oxygenIn" attr="visible" expr="oxygen > 0"></cl-bind>
<cl-bind target="atp1" attr="period" expr="4 / (0.04 + 0.96 * oxygen / 100)"></cl-bind>
<cl-bind target="atp2" attr="period" expr="4 / (0.04 + 0.96 * oxygen / 100)"></cl-bind>
</cl-slider>
<cl-toggle id="outerOn" label="{{Show the outer membrane|显示外膜}}" value="true">
<cl-bind target="outer" attr="visible"></cl-bind>
</cl-toggle>
<cl-readout label="{{ATP per glucose (approx.)|每个葡萄糖产生的 ATP（约）}}" expr="2 + 28 * oxygen / 100" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("membrane", "outer", T("Outer and inner membranes", "外膜和内膜")),
        LegendItem("atp", "atp", T("ATP, the energy carrier", "ATP，能量的携带者")),
    ),
    chart="""
<cl-chart title="{{ATP per glucose and oxygen supply|每个葡萄糖产生的 ATP 与氧气供应}}" x="oxygen" y="2 + 28 * oxygen / 100" x-label="{{Oxygen supply (%)|氧气供应（%）}}" y-label="{{ATP per glucose|ATP 数}}" y-min="0" y-max="32" color="[[atp]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "Tiny parts inside your cells, called mitochondria, turn food and oxygen into energy you can use.",
                "细胞里有一种叫线粒体的小结构，它能利用食物和氧气为身体提供能量。",
            ),
            steps=(
                Step(
                    T("A power station in every cell", "每个细胞里的发电站"),
                    T("Mitochondria release the energy in food.", "线粒体释放食物中的能量。"),
                    T(
                        "Your body is made of tiny <strong>cells</strong>. Most cells contain many <strong>mitochondria</strong>, little bean-shaped power stations far too small to see without a microscope.",
                        "我们的身体由许许多多微小的<strong>细胞</strong>构成。大多数细胞里有很多<strong>线粒体</strong>，它们像一个个豆子形状的小发电站，只有在显微镜下才能看到。",
                    ),
                    camera="0 3 10",
                    target="0 0 0",
                    highlight="mito",
                    sets=(("oxygen", "100"), ("outerOn", "1")),
                ),
                Step(
                    T("Food and air go in", "食物和空气进去"),
                    T(
                        "Fuel from food and oxygen from the air go in.",
                        "来自食物的燃料和来自空气的氧气进入线粒体。",
                    ),
                    T(
                        "The green balls stand for fuel from your food, the blue ones for <strong>oxygen</strong> you breathe in. Both travel into the mitochondrion.",
                        "绿色小球代表来自食物的燃料，蓝色小球代表我们吸进来的<strong>氧气</strong>。它们都会进入线粒体。",
                    ),
                    highlight="fuel",
                ),
                Step(
                    T("Energy comes out", "能量出来了"),
                    T("Less oxygen, much less energy.", "氧气少了，能量也少得多。"),
                    T(
                        "The yellow balls carry energy to the rest of the cell. Turn the oxygen down: the energy comes out much more slowly. That is one reason we must keep breathing.",
                        "黄色小球把能量送到细胞的各个地方。把氧气调小，能量就出来得慢多了。这也是我们必须不停呼吸的原因之一。",
                    ),
                    highlight="atp",
                    sets=(("oxygen", "20"),),
                ),
            ),
            section_heading=T("Why do we need mitochondria?", "为什么我们需要线粒体？"),
            section=(
                T(
                    "Running, thinking and even sleeping all use energy. Mitochondria get it from food with the help of oxygen. Muscle cells, which work hard, have lots of them.",
                    "跑步、思考，甚至睡觉都要消耗能量。线粒体借助氧气从食物中获得能量。干活最多的肌肉细胞里，线粒体特别多。",
                ),
            ),
            quiz=(
                Question(
                    T("What do mitochondria do?", "线粒体有什么作用？"),
                    (
                        Choice(
                            T("Release energy from food", "释放食物中的能量"),
                            T(
                                "Yes! They are the cell's power stations.",
                                "对！它们是细胞的发电站。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Make the cell green", "让细胞变绿"),
                            T(
                                "Green comes from chlorophyll in plant cells.",
                                "绿色来自植物细胞里的叶绿素。",
                            ),
                        ),
                        Choice(
                            T("Keep the cell cold", "让细胞保持凉爽"),
                            T("They actually give off some heat.", "其实它们工作时还会放出热量。"),
                        ),
                    ),
                ),
                Question(
                    T("What do mitochondria need besides food?", "除了食物，线粒体还需要什么？"),
                    (
                        Choice(
                            T("Oxygen", "氧气"),
                            T("Right: the oxygen we breathe in.", "对：就是我们吸进来的氧气。"),
                            True,
                        ),
                        Choice(
                            T("Sand", "沙子"), T("Sand is no use to a cell.", "沙子对细胞没有用。")
                        ),
                        Choice(
                            T("Light", "光"),
                            T(
                                "Light is what plants need to make food.",
                                "光是植物制造食物时需要的。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Cell", "细胞"),
                    T(
                        "The tiny building block that living things are made of.",
                        "构成生物体的微小单位。",
                    ),
                ),
                (
                    T("Mitochondrion", "线粒体"),
                    T(
                        "A tiny part of a cell that releases energy from food.",
                        "细胞里释放食物中能量的小结构。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "Mitochondria carry out aerobic respiration: glucose and oxygen give carbon dioxide, water and energy stored in ATP.",
                "线粒体是有氧呼吸的主要场所：葡萄糖和氧气反应生成二氧化碳和水，释放的能量储存在 ATP 中。",
            ),
            steps=(
                Step(
                    T("Two membranes", "双层膜"),
                    T(
                        "A smooth outer membrane and a folded inner one.",
                        "外膜平滑，内膜向内折叠。",
                    ),
                    T(
                        "A mitochondrion has two membranes. The <strong>outer membrane</strong> is smooth; the <strong>inner membrane</strong> folds inwards many times. Each mitochondrion is only 1-2 micrometres long.",
                        "线粒体有两层膜：<strong>外膜</strong>平滑，<strong>内膜</strong>向内折叠了很多次。一个线粒体只有1～2微米长。",
                    ),
                    camera="2 2 7",
                    target="0 0 0",
                    highlight="outer",
                    sets=(("oxygen", "100"), ("outerOn", "1")),
                ),
                Step(
                    T("Cristae give more surface", "嵴增大了膜面积"),
                    T("The folds hold the ATP-making proteins.", "褶皱上分布着合成 ATP 的蛋白质。"),
                    T(
                        "The folds are called <strong>cristae</strong>. The proteins that make most of the ATP sit on them, so more folds mean more room for making energy. The fluid inside is the <strong>matrix</strong>.",
                        "内膜的褶皱叫作<strong>嵴</strong>。合成 ATP 的蛋白质大多分布在嵴上，褶皱越多，产能的地方就越大。内膜里面的液体叫作<strong>基质</strong>。",
                    ),
                    camera="0.5 1.5 6",
                    highlight="cristae",
                    sets=(("outerOn", "0"),),
                ),
                Step(
                    T("No oxygen, little ATP", "缺氧时 ATP 很少"),
                    T(
                        "Without oxygen, only about 2 ATP per glucose.",
                        "没有氧气，每个葡萄糖只产生约2个 ATP。",
                    ),
                    T(
                        "With enough oxygen a cell gets about 30 ATP from one glucose. Without it, mitochondria almost stop and only about 2 ATP remain, made in the cytoplasm.",
                        "氧气充足时，一个葡萄糖分子约能产生30个 ATP。缺氧时线粒体几乎停工，只剩细胞质中产生的约2个 ATP。",
                    ),
                    camera="0 3 10",
                    highlight="atp",
                    sets=(("oxygen", "0"), ("outerOn", "1")),
                ),
            ),
            section_heading=T("Aerobic respiration", "有氧呼吸"),
            section=(
                T(
                    "<strong>glucose + oxygen → carbon dioxide + water + energy</strong>. The oxygen you breathe in is used in your mitochondria, and the carbon dioxide you breathe out is largely made there.",
                    "<strong>葡萄糖 + 氧气 → 二氧化碳 + 水 + 能量</strong>。我们吸入的氧气在线粒体中被利用，呼出的二氧化碳也主要在这里产生。",
                ),
                T(
                    "<strong>ATP</strong> carries the energy to where it is needed: muscle contraction, nerve signals, building molecules. Active cells such as heart muscle have thousands of mitochondria.",
                    "<strong>ATP</strong> 把能量运送到需要的地方：肌肉收缩、神经传导、合成物质等。心肌细胞这样活跃的细胞含有成千上万个线粒体。",
                ),
            ),
            quiz=(
                Question(
                    T("Where is most of the ATP in a cell made?", "细胞中的 ATP 主要在哪里产生？"),
                    (
                        Choice(
                            T("In the mitochondria", "线粒体"),
                            T("Correct: by aerobic respiration.", "正确：通过有氧呼吸。"),
                            True,
                        ),
                        Choice(
                            T("In the nucleus", "细胞核"),
                            T("The nucleus holds the DNA.", "细胞核储存遗传物质 DNA。"),
                        ),
                        Choice(
                            T("In the cell membrane", "细胞膜"),
                            T(
                                "The membrane controls what enters and leaves.",
                                "细胞膜控制物质进出细胞。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("Why is the inner membrane folded?", "内膜为什么向内折叠？"),
                    (
                        Choice(
                            T("To give more surface for making ATP", "增大合成 ATP 的膜面积"),
                            T(
                                "Right: more surface, more ATP-making proteins.",
                                "对：面积越大，合成 ATP 的蛋白质越多。",
                            ),
                            True,
                        ),
                        Choice(
                            T("To store glucose", "储存葡萄糖"),
                            T(
                                "The folds hold proteins, not stores of sugar.",
                                "褶皱上是蛋白质，不是储存糖的地方。",
                            ),
                        ),
                        Choice(
                            T("To help the cell move", "帮助细胞运动"),
                            T("Cristae do not move the cell.", "嵴与细胞运动无关。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("ATP", "ATP"),
                    T(
                        "Adenosine triphosphate, the molecule that carries energy inside cells.",
                        "腺苷三磷酸，细胞内直接供能的物质。",
                    ),
                ),
                (
                    T("Aerobic respiration", "有氧呼吸"),
                    T(
                        "Releasing energy from glucose using oxygen.",
                        "利用氧气分解葡萄糖、释放能量的过程。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Aerobic respiration: glycolysis in the cytoplasm, the Krebs cycle in the matrix and oxidative phosphorylation on the inner membrane give about 30 ATP per glucose.",
                "有氧呼吸分三个阶段：细胞质基质中的糖酵解、线粒体基质中的柠檬酸循环和内膜上的氧化磷酸化，每分子葡萄糖约产生30个 ATP。",
            ),
            steps=(
                Step(
                    T("Glycolysis and the link", "糖酵解"),
                    T(
                        "Glucose is split into two pyruvate outside the mitochondrion.",
                        "葡萄糖在线粒体外分解为两分子丙酮酸。",
                    ),
                    T(
                        "In the cytoplasm, glycolysis splits glucose into two <strong>pyruvate</strong>, with a net gain of 2 ATP and 2 NADH. Pyruvate enters the matrix, where it is converted to acetyl-CoA and CO₂ is released.",
                        "在细胞质基质中，糖酵解把葡萄糖分解为两分子<strong>丙酮酸</strong>，净得2个 ATP 和2个 NADH。丙酮酸进入线粒体基质，转变为乙酰辅酶A，同时释放 CO₂。",
                    ),
                    camera="-2 3 9",
                    target="-1 0.5 0",
                    highlight="fuel",
                    sets=(("oxygen", "100"), ("outerOn", "1")),
                ),
                Step(
                    T("The Krebs cycle", "柠檬酸循环"),
                    T(
                        "In the matrix, carbon leaves as CO₂ and NADH is loaded.",
                        "在基质中，碳以 CO₂ 形式离开，生成大量 NADH。",
                    ),
                    T(
                        "The <strong>Krebs cycle</strong> in the matrix oxidises acetyl groups to CO₂. Little ATP is made directly; most of the energy is held in the reduced carriers NADH and FADH₂.",
                        "线粒体基质中的<strong>柠檬酸循环</strong>把乙酰基彻底氧化为 CO₂。这一步直接产生的 ATP 很少，大部分能量储存在 NADH 和 FADH₂ 等还原型载体中。",
                    ),
                    camera="0.5 1.5 6",
                    target="0 0 0",
                    highlight="matrix",
                    sets=(("outerOn", "0"),),
                ),
                Step(
                    T("Chemiosmosis on the cristae", "嵴上的化学渗透"),
                    T("Oxygen is the final electron acceptor.", "氧气是最终的电子受体。"),
                    T(
                        "The electron transport chain in the inner membrane pumps H⁺ into the intermembrane space; H⁺ flowing back through <strong>ATP synthase</strong> drives ATP synthesis. Oxygen accepts the electrons and forms water. Remove oxygen and the chain stops.",
                        "内膜上的电子传递链把 H⁺ 泵到膜间隙，H⁺ 再顺浓度梯度经 <strong>ATP 合酶</strong>流回基质，驱动 ATP 合成。氧气接受电子并生成水。没有氧气，电子传递链就停止了。",
                    ),
                    highlight="cristae",
                    sets=(("oxygen", "0"),),
                ),
            ),
            section_heading=T("How efficient is respiration?", "有氧呼吸的效率有多高？"),
            section=(
                T(
                    "C₆H₁₂O₆ + 6O₂ → 6CO₂ + 6H₂O releases about 2870 kJ/mol. About 30 ATP at roughly 30.5 kJ/mol each store about 915 kJ: some 32%. The rest is released as heat, which keeps mammals and birds warm.",
                    "C₆H₁₂O₆ + 6O₂ → 6CO₂ + 6H₂O 共释放约2870 kJ/mol 能量。约30个 ATP、每个约30.5 kJ/mol，共储存约915 kJ，约占32%，其余以热能形式散失，用于维持哺乳动物和鸟类的体温。",
                ),
            ),
            quiz=(
                Question(
                    T("Where does the electron transport chain sit?", "电子传递链位于哪里？"),
                    (
                        Choice(
                            T("In the inner mitochondrial membrane", "线粒体内膜上"),
                            T("Correct: folded into cristae.", "正确：内膜折叠成嵴。"),
                            True,
                        ),
                        Choice(
                            T("In the matrix", "线粒体基质中"),
                            T("The matrix hosts the Krebs cycle.", "基质中进行的是柠檬酸循环。"),
                        ),
                        Choice(
                            T("In the cytoplasm", "细胞质基质中"),
                            T("That is where glycolysis happens.", "那里进行的是糖酵解。"),
                        ),
                    ),
                ),
                Question(
                    T("What is the role of oxygen in respiration?", "氧气在有氧呼吸中起什么作用？"),
                    (
                        Choice(
                            T("Final electron acceptor, forming water", "作为最终电子受体，生成水"),
                            T(
                                "Yes: without it the chain backs up and stops.",
                                "对：没有氧气，电子传递链就会堵塞停止。",
                            ),
                            True,
                        ),
                        Choice(
                            T("It is built into carbon dioxide", "它进入二氧化碳中"),
                            T(
                                "The O in CO₂ comes from glucose and water.",
                                "CO₂ 中的氧来自葡萄糖和水。",
                            ),
                        ),
                        Choice(
                            T("It splits glucose in glycolysis", "在糖酵解中分解葡萄糖"),
                            T("Glycolysis needs no oxygen.", "糖酵解不需要氧气。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Chemiosmosis", "化学渗透"),
                    T(
                        "ATP synthesis driven by an H⁺ gradient across a membrane.",
                        "由膜两侧 H⁺ 浓度梯度驱动的 ATP 合成。",
                    ),
                ),
                (
                    T("ATP synthase", "ATP 合酶"),
                    T(
                        "The enzyme in the inner membrane that makes ATP.",
                        "位于内膜上、催化合成 ATP 的酶。",
                    ),
                ),
            ),
        ),
    },
)

ANIMAL_CELL = Topic(
    slug="animal-cell",
    subject="biology",
    names={
        "en": ("animal cell", "structure of an animal cell", "cell organelles", "parts of a cell"),
        "zh": ("动物细胞", "动物细胞的结构", "细胞器", "细胞的结构"),
    },
    title=T("Inside an animal cell", "走进动物细胞"),
    palette={
        "membrane": ("#8ecae6", "#a0c4ff", "#90e0ef"),
        "nucleus": ("#9d4edd", "#7b2cbf", "#c77dff"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene="""
<cl-scene camera="0 4 12" target="0 0 0" background="[[background]]" label="{{An animal cell: a membrane around cytoplasm, a nucleus, mitochondria, endoplasmic reticulum and Golgi apparatus|动物细胞：细胞膜包着细胞质，里面有细胞核、线粒体、内质网和高尔基体}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="4 6 8" intensity="1"></cl-light>
<cl-group id="cell" name="{{Animal cell|动物细胞}}">
<cl-oscillate property="rotation" axis="0 1 0" amplitude="25" period="12"></cl-oscillate>
<cl-sphere id="membrane" name="{{Cell membrane|细胞膜}}" radius="4" color="[[membrane]]" opacity="0.2"></cl-sphere>
<cl-particles id="cytoplasm" name="{{Cytoplasm|细胞质}}" count="300" spread="3.5" size="0.05" color="#cfe8ff" opacity="0.6" jitter="0.02"></cl-particles>
<cl-sphere id="nucleus" name="{{Nucleus|细胞核}}" radius="1.3" color="[[nucleus]]" opacity="0.85"><cl-label color="#e9d5ff">{{nucleus|细胞核}}</cl-label><cl-sphere radius="0.45" position="0.3 0.2 0.6" color="#4a1d7a"></cl-sphere></cl-sphere>
<cl-group id="er" name="{{Endoplasmic reticulum|内质网}}"><cl-torus radius="1.75" tube="0.1" arc="250" color="#5fa8d3"></cl-torus><cl-torus radius="2.05" tube="0.1" arc="200" rotation="0 60 0" color="#5fa8d3"></cl-torus></cl-group>
<cl-group id="golgi" name="{{Golgi apparatus|高尔基体}}" position="2.6 1 1" rotation="0 0 30"><cl-cylinder radius="0.6" height="0.1" color="#f4a261"></cl-cylinder><cl-cylinder radius="0.5" height="0.1" position="0 0.2 0" color="#f4a261"></cl-cylinder><cl-cylinder radius="0.4" height="0.1" position="0 0.4 0" color="#f4a261"></cl-cylinder></cl-group>
<cl-sphere id="vesicle" name="{{Vesicle|囊泡}}" radius="0.16" color="#ffd166"><cl-follow-path points="2.6 1.5 1, 3 2.2 1.3, 3.2 2.5 1.3" period="3"></cl-follow-path></cl-sphere>
<cl-group id="mitos" name="{{Mitochondria|线粒体}}"><cl-capsule radius="0.25" length="0.6" position="-2.5 -0.8 1" rotation="0 0 70" color="#e76f51"><cl-label size="small" color="#ffd6c9">{{mitochondrion|线粒体}}</cl-label></cl-capsule><cl-capsule radius="0.25" length="0.6" position="0.5 -2.5 1.2" rotation="0 0 20" color="#e76f51"></cl-capsule><cl-capsule radius="0.25" length="0.6" position="-1 2.2 -1.5" rotation="40 0 0" color="#e76f51"></cl-capsule></cl-group>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="size" label="{{Cell diameter|细胞直径}}" min="10" max="40" step="1" value="20" unit="µm">
<cl-bind target="cell" attr="scale.x" expr="size / 20"></cl-bind>
<cl-bind target="cell" attr="scale.y" expr="size / 20"></cl-bind>
<cl-bind target="cell" attr="scale.z" expr="size / 20"></cl-bind>
</cl-slider>
<cl-toggle id="membraneOn" label="{{Show the cell membrane|显示细胞膜}}" value="true">
<cl-bind target="membrane" attr="visible"></cl-bind>
</cl-toggle>
<cl-readout label="{{Surface area ÷ volume|表面积与体积之比}}" expr="6 / size" unit="µm⁻¹" digits="2"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("membrane", "membrane", T("Cell membrane", "细胞膜")),
        LegendItem("nucleus", "nucleus", T("Nucleus", "细胞核")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "All animals are made of tiny cells. Look inside one to find its skin, its jelly and its control centre.",
                "所有动物都是由微小的细胞构成的。走进一个细胞，看看它的外皮、胶状物和控制中心。",
            ),
            steps=(
                Step(
                    T("A tiny building block", "小小的积木"),
                    T("Your body has tens of trillions of cells.", "人体约有几十万亿个细胞。"),
                    T(
                        "A <strong>cell</strong> is the smallest living unit. Most cells are so small that about 50 of them side by side would fit across one millimetre.",
                        "<strong>细胞</strong>是最小的生命单位。大多数细胞非常小，大约50个并排起来才有1毫米宽。",
                    ),
                    camera="0 4 12",
                    target="0 0 0",
                    highlight="cell",
                    sets=(("membraneOn", "1"), ("size", "20")),
                ),
                Step(
                    T("The thin skin", "薄薄的外皮"),
                    T("The membrane lets useful things in and out.", "细胞膜让有用的物质进出。"),
                    T(
                        "The <strong>cell membrane</strong> wraps the cell like a soap bubble. Inside is a jelly called <strong>cytoplasm</strong>, where the cell does its work.",
                        "<strong>细胞膜</strong>像肥皂泡一样包住细胞。里面是胶状的<strong>细胞质</strong>，细胞的很多工作都在这里进行。",
                    ),
                    highlight="membrane",
                ),
                Step(
                    T("The control centre", "控制中心"),
                    T("The nucleus holds the instructions.", "细胞核里保存着指令。"),
                    T(
                        "Switch off the membrane to see better. The purple <strong>nucleus</strong> holds the instructions that tell the cell what to do and how to grow.",
                        "关掉细胞膜看得更清楚。紫色的<strong>细胞核</strong>里保存着指令，告诉细胞做什么、怎样生长。",
                    ),
                    camera="0 2 7",
                    highlight="nucleus",
                    sets=(("membraneOn", "0"),),
                ),
            ),
            section_heading=T("Cells work together", "细胞一起工作"),
            section=(
                T(
                    "Skin cells, muscle cells and nerve cells look different because they do different jobs, but all of them have a membrane, cytoplasm and a nucleus.",
                    "皮肤细胞、肌肉细胞和神经细胞样子不同，因为它们的分工不同，但它们都有细胞膜、细胞质和细胞核。",
                ),
            ),
            quiz=(
                Question(
                    T("Which part controls the cell?", "细胞的哪个部分控制着细胞？"),
                    (
                        Choice(
                            T("The nucleus", "细胞核"),
                            T("Yes! It holds the instructions.", "对！它里面有指令。"),
                            True,
                        ),
                        Choice(
                            T("The membrane", "细胞膜"),
                            T("The membrane is the thin outer skin.", "细胞膜是外面薄薄的一层。"),
                        ),
                        Choice(
                            T("The cytoplasm", "细胞质"),
                            T("The cytoplasm is the jelly inside.", "细胞质是里面的胶状物。"),
                        ),
                    ),
                ),
                Question(
                    T("What wraps around the cell?", "什么包在细胞的外面？"),
                    (
                        Choice(
                            T("The cell membrane", "细胞膜"),
                            T("Right: like a soap bubble.", "对：就像肥皂泡。"),
                            True,
                        ),
                        Choice(
                            T("A hard shell", "坚硬的外壳"),
                            T("Animal cells have no hard shell.", "动物细胞没有坚硬的外壳。"),
                        ),
                        Choice(
                            T("Hair", "毛发"),
                            T(
                                "Hair grows on the body, not on a cell.",
                                "毛发长在身体上，不在细胞上。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Cell", "细胞"),
                    T("The smallest unit of a living thing.", "生物体最小的生命单位。"),
                ),
                (T("Nucleus", "细胞核"), T("The control centre of a cell.", "细胞的控制中心。")),
            ),
        ),
        "middle": Level(
            summary=T(
                "An animal cell has a membrane, cytoplasm and a nucleus, plus organelles such as mitochondria; unlike a plant cell it has no cell wall or chloroplasts.",
                "动物细胞由细胞膜、细胞质和细胞核构成，细胞质中有线粒体等细胞器；与植物细胞不同，它没有细胞壁和叶绿体。",
            ),
            steps=(
                Step(
                    T("Cell membrane", "细胞膜"),
                    T("It controls what enters and leaves.", "控制物质进出细胞。"),
                    T(
                        "The <strong>cell membrane</strong> keeps the contents in and controls which substances enter and leave, such as oxygen, glucose and waste.",
                        "<strong>细胞膜</strong>把细胞内的物质包住，并控制物质的进出，比如氧气、葡萄糖和废物。",
                    ),
                    camera="0 4 12",
                    target="0 0 0",
                    highlight="membrane",
                    sets=(("membraneOn", "1"), ("size", "20")),
                ),
                Step(
                    T("Nucleus", "细胞核"),
                    T("The nucleus contains DNA.", "细胞核内含有 DNA。"),
                    T(
                        "The <strong>nucleus</strong> contains DNA, the genetic information that controls the cell. It is the largest structure in most animal cells.",
                        "<strong>细胞核</strong>内含有遗传物质 DNA，控制着细胞的生命活动。在大多数动物细胞中，它是最大的结构。",
                    ),
                    camera="0 2 7",
                    highlight="nucleus",
                    sets=(("membraneOn", "0"),),
                ),
                Step(
                    T("Organelles", "细胞器"),
                    T("Each organelle has its own job.", "每种细胞器各有分工。"),
                    T(
                        "<strong>Mitochondria</strong> release energy by respiration. The <strong>endoplasmic reticulum</strong> (blue) and <strong>Golgi apparatus</strong> (orange) make and pack proteins, sent out in small vesicles.",
                        "<strong>线粒体</strong>通过呼吸作用释放能量。<strong>内质网</strong>（蓝色）和<strong>高尔基体</strong>（橙色）负责合成、加工蛋白质，并用小囊泡运出去。",
                    ),
                    camera="3 3 9",
                    highlight="mitos",
                ),
            ),
            section_heading=T("Animal cells and plant cells", "动物细胞与植物细胞"),
            section=(
                T(
                    "Both have a membrane, cytoplasm, a nucleus and mitochondria. Plant cells also have a rigid <strong>cell wall</strong>, <strong>chloroplasts</strong> for photosynthesis and a large central <strong>vacuole</strong>. That is why animal cells are often round or irregular in shape.",
                    "两者都有细胞膜、细胞质、细胞核和线粒体。植物细胞还有坚韧的<strong>细胞壁</strong>、进行光合作用的<strong>叶绿体</strong>和大<strong>液泡</strong>，所以动物细胞的形状往往更不规则。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Which structure does an animal cell NOT have?",
                        "动物细胞没有下列哪种结构？",
                    ),
                    (
                        Choice(
                            T("Cell wall", "细胞壁"),
                            T(
                                "Correct: only plant, fungal and bacterial cells have walls.",
                                "正确：植物、真菌和细菌的细胞才有细胞壁。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Cell membrane", "细胞膜"),
                            T("Every cell has a membrane.", "所有细胞都有细胞膜。"),
                        ),
                        Choice(
                            T("Mitochondria", "线粒体"),
                            T("Animal cells have many mitochondria.", "动物细胞中有很多线粒体。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "Where is the DNA of an animal cell mainly found?",
                        "动物细胞的 DNA 主要在哪里？",
                    ),
                    (
                        Choice(
                            T("In the nucleus", "细胞核中"),
                            T(
                                "Yes: a small amount is also in mitochondria.",
                                "对：线粒体中也有少量 DNA。",
                            ),
                            True,
                        ),
                        Choice(
                            T("In the membrane", "细胞膜上"),
                            T(
                                "The membrane is made of lipids and proteins.",
                                "细胞膜主要由脂质和蛋白质构成。",
                            ),
                        ),
                        Choice(
                            T("In the Golgi apparatus", "高尔基体中"),
                            T("The Golgi packs proteins.", "高尔基体负责加工和包装蛋白质。"),
                        ),
                    ),
                ),
                Question(
                    T("What is the main job of the cell membrane?", "细胞膜的主要功能是什么？"),
                    (
                        Choice(
                            T("Controlling what enters and leaves", "控制物质进出"),
                            T("Correct.", "正确。"),
                            True,
                        ),
                        Choice(
                            T("Making energy", "产生能量"),
                            T("That is the job of mitochondria.", "那是线粒体的工作。"),
                        ),
                        Choice(
                            T("Making the cell rigid", "让细胞坚硬"),
                            T(
                                "Rigidity comes from a cell wall, which animal cells lack.",
                                "坚硬靠的是细胞壁，动物细胞没有。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Organelle", "细胞器"),
                    T(
                        "A structure inside a cell with a particular job.",
                        "细胞内具有特定功能的结构。",
                    ),
                ),
                (
                    T("Cytoplasm", "细胞质"),
                    T(
                        "The jelly-like material between the membrane and the nucleus.",
                        "细胞膜以内、细胞核以外的胶状物质。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Membrane-bound organelles divide the eukaryotic cell into compartments, and the surface area to volume ratio limits how large a cell can grow.",
                "真核细胞由具膜的细胞器分隔成不同的区室；而表面积与体积之比限制了细胞能长多大。",
            ),
            steps=(
                Step(
                    T("The secretory pathway", "分泌蛋白的合成与运输"),
                    T(
                        "Ribosomes on the rough ER, then Golgi, then vesicles.",
                        "粗面内质网上的核糖体 → 高尔基体 → 囊泡。",
                    ),
                    T(
                        "Ribosomes on the <strong>rough ER</strong> make proteins, which pass to the <strong>Golgi apparatus</strong> to be modified and sorted. <strong>Vesicles</strong> carry them to the membrane, where they leave the cell by exocytosis.",
                        "附着在<strong>粗面内质网</strong>上的核糖体合成蛋白质，蛋白质运到<strong>高尔基体</strong>进一步加工、分拣，再由<strong>囊泡</strong>运到细胞膜，通过胞吐排出细胞。",
                    ),
                    camera="4 3 8",
                    target="1.5 1 0",
                    highlight="golgi",
                    sets=(("membraneOn", "0"), ("size", "20")),
                ),
                Step(
                    T("Energy supply", "能量供应"),
                    T(
                        "Mitochondria supply ATP for transport and synthesis.",
                        "线粒体为运输和合成提供 ATP。",
                    ),
                    T(
                        "Protein synthesis, vesicle transport and active transport all cost ATP, supplied mainly by <strong>mitochondria</strong>. Secretory cells such as those of the pancreas are packed with ER, Golgi and mitochondria.",
                        "蛋白质合成、囊泡运输和主动运输都消耗 ATP，主要由<strong>线粒体</strong>提供。胰腺腺泡细胞等分泌细胞中，内质网、高尔基体和线粒体都特别丰富。",
                    ),
                    camera="0 4 12",
                    target="0 0 0",
                    highlight="mitos",
                ),
                Step(
                    T("Why cells stay small", "细胞为什么不能太大"),
                    T(
                        "Double the diameter, halve the surface per volume.",
                        "直径加倍，单位体积的表面积减半。",
                    ),
                    T(
                        "For a sphere, area/volume = 6/d. A 40 µm cell has half the membrane per unit of volume of a 20 µm cell, so exchange by diffusion cannot keep up with its needs.",
                        "球形细胞的表面积/体积 = 6/d。直径40 µm 的细胞，单位体积拥有的膜面积只有20 µm 细胞的一半，靠扩散进行的物质交换就跟不上需求了。",
                    ),
                    highlight="membrane",
                    sets=(("membraneOn", "1"), ("size", "40")),
                ),
            ),
            section_heading=T("Compartments and the membrane system", "区室化与生物膜系统"),
            section=(
                T(
                    "The nuclear envelope, ER, Golgi, vesicles, lysosomes and cell membrane form the <strong>biomembrane system</strong>. Compartments keep incompatible reactions apart, such as digestion in lysosomes and synthesis in the cytoplasm.",
                    "核膜、内质网、高尔基体、囊泡、溶酶体和细胞膜共同构成<strong>生物膜系统</strong>。区室化使互不相容的反应分开进行，比如溶酶体中的分解和细胞质基质中的合成。",
                ),
            ),
            quiz=(
                Question(
                    T("What is the path of a secreted protein?", "分泌蛋白的运输途径是？"),
                    (
                        Choice(
                            T(
                                "Rough ER → Golgi → vesicle → membrane",
                                "粗面内质网 → 高尔基体 → 囊泡 → 细胞膜",
                            ),
                            T("Correct.", "正确。"),
                            True,
                        ),
                        Choice(
                            T("Golgi → nucleus → membrane", "高尔基体 → 细胞核 → 细胞膜"),
                            T(
                                "Proteins for export do not enter the nucleus.",
                                "分泌蛋白不会进入细胞核。",
                            ),
                        ),
                        Choice(
                            T("Mitochondria → ER → membrane", "线粒体 → 内质网 → 细胞膜"),
                            T(
                                "Mitochondria supply energy, not the protein.",
                                "线粒体提供能量，而不是蛋白质。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "A cell's diameter doubles. Its surface area to volume ratio…",
                        "细胞直径加倍，其表面积与体积之比……",
                    ),
                    (
                        Choice(
                            T("halves", "减半"),
                            T("Yes: the ratio is 6/d.", "对：比值为 6/d。"),
                            True,
                        ),
                        Choice(
                            T("doubles", "加倍"),
                            T(
                                "Volume grows faster (d³) than area (d²).",
                                "体积（d³）比面积（d²）增长得快。",
                            ),
                        ),
                        Choice(
                            T("stays the same", "不变"),
                            T(
                                "Area and volume scale differently.",
                                "面积和体积随直径变化的方式不同。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Eukaryotic cell", "真核细胞"),
                    T(
                        "A cell with a nucleus and membrane-bound organelles.",
                        "有细胞核和具膜细胞器的细胞。",
                    ),
                ),
                (
                    T("Exocytosis", "胞吐"),
                    T(
                        "Release of substances when a vesicle fuses with the cell membrane.",
                        "囊泡与细胞膜融合，把物质排出细胞。",
                    ),
                ),
                (
                    T("Surface area to volume ratio", "表面积与体积之比"),
                    T(
                        "Membrane area available per unit of cell volume.",
                        "单位体积细胞所拥有的膜面积。",
                    ),
                ),
            ),
        ),
    },
)

PHOTOSYNTHESIS = Topic(
    slug="photosynthesis",
    subject="biology",
    names={
        "en": (
            "photosynthesis",
            "how plants make food",
            "light and plants",
            "chlorophyll and sunlight",
        ),
        "zh": ("光合作用", "植物怎样制造养分", "绿色植物的光合作用", "叶绿体与光"),
    },
    title=T("Photosynthesis: food from sunlight", "光合作用：把阳光变成养分"),
    palette={
        "leaf": ("#52b788", "#40916c", "#74c69d"),
        "sun": ("#ffc933", "#ffb703", "#ffd166"),
        "background": ("#0d1b2a", "#0b1020", "#102a43"),
    },
    scene="""
<cl-scene camera="0 2 11" target="0 1 0" background="[[background]]" label="{{A plant in sunlight: water and carbon dioxide go into a leaf and oxygen comes out|阳光下的植物：水和二氧化碳进入叶片，氧气释放出来}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#3a2f25" intensity="0.7"></cl-light>
<cl-light id="sunlight" type="directional" position="-6 8 4" intensity="1.2"></cl-light>
<cl-sphere id="sun" name="{{Sun|太阳}}" position="-5.5 5 -2" radius="0.8" color="#fff2b3" emissive="[[sun]]" glow="1"></cl-sphere>
<cl-arrow id="ray" name="{{Sunlight|阳光}}" position="-4.5 4.2 -1.6" direction="1 -0.55 0.3" length="4" color="#ffe066"><cl-oscillate axis="1 -0.55 0.3" amplitude="0.3" period="1"></cl-oscillate></cl-arrow>
<cl-plane id="soil" name="{{Soil|土壤}}" width="14" depth="8" position="0 -2 0" color="#5b4632"></cl-plane>
<cl-cylinder id="stem" name="{{Stem|茎}}" radius="0.12" height="4" color="#3f7d3a"></cl-cylinder>
<cl-sphere id="leaf" name="{{Leaf|叶}}" radius="1.5" scale="1 0.12 0.6" position="1.3 1.3 0" rotation="0 0 20" color="[[leaf]]"><cl-label color="#d8f3dc">{{leaf|叶}}</cl-label></cl-sphere>
<cl-sphere radius="1.2" scale="1 0.12 0.6" position="-1.1 0.6 0" rotation="0 0 -25" color="[[leaf]]"></cl-sphere>
<cl-sphere id="water" name="{{Water|水}}" radius="0.13" color="#4cc9f0"><cl-follow-path points="0 -1.9 0, 0 0.2 0, 1 1.2 0" period="3"></cl-follow-path><cl-label size="small">H₂O</cl-label></cl-sphere>
<cl-sphere id="co2" name="{{Carbon dioxide|二氧化碳}}" radius="0.15" color="#adb5bd"><cl-follow-path points="5 2 1, 3.2 1.7 0.5, 1.6 1.4 0" period="3"></cl-follow-path><cl-label size="small">CO₂</cl-label></cl-sphere>
<cl-group id="o2" name="{{Oxygen|氧气}}">
<cl-sphere radius="0.15" color="#90e0ef"><cl-follow-path id="o2a" points="1.2 1.5 0, 2 3 0.5, 3 4.5 1" period="3"></cl-follow-path><cl-label size="small">O₂</cl-label></cl-sphere>
<cl-sphere radius="0.15" color="#90e0ef"><cl-follow-path id="o2b" points="1.2 1.5 0, 2 3 0.5, 3 4.5 1" period="3" offset="0.5"></cl-follow-path></cl-sphere>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="light" label="{{Light intensity|光照强度}}" min="0" max="100" step="1" value="80" unit="%">
<cl-bind target="sun" attr="emissive-intensity" expr="light / 60"></cl-bind>
<cl-bind target="sunlight" attr="intensity" expr="0.2 + light / 80"></cl-bind>
<cl-bind target="ray" attr="visible" expr="light > 0"></cl-bind>
</cl-slider>
<cl-slider id="co2ppm" label="{{CO₂ concentration|CO₂ 浓度}}" min="0" max="800" step="10" value="400" unit="ppm">
<cl-bind target="co2" attr="visible" expr="co2ppm > 0"></cl-bind>
</cl-slider>
<cl-bind target="o2" attr="visible" expr="min(light, co2ppm / 8) > 0"></cl-bind>
<cl-bind target="o2a" attr="period" expr="3 / max(0.05, min(light, co2ppm / 8) / 100)"></cl-bind>
<cl-bind target="o2b" attr="period" expr="3 / max(0.05, min(light, co2ppm / 8) / 100)"></cl-bind>
<cl-readout label="{{Photosynthesis rate (share of maximum)|光合速率（占最大值）}}" expr="min(light, co2ppm / 8)" unit="%" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("leaf", "leaf", T("Green leaves with chlorophyll", "含叶绿素的绿叶")),
        LegendItem("sun", "sun", T("The Sun, the source of energy", "太阳，能量的来源")),
    ),
    chart="""
<cl-chart title="{{Rate and light intensity at the chosen CO₂|选定 CO₂ 浓度下速率与光照强度}}" x="light" y="min(light, co2ppm / 8)" x-label="{{Light intensity (%)|光照强度（%）}}" y-label="{{Rate (%)|速率（%）}}" y-min="0" y-max="100" color="[[leaf]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "Green plants make their own food from sunlight, water and air, and give out the oxygen we breathe.",
                "绿色植物能利用阳光、水和空气自己制造养分，还会放出我们呼吸需要的氧气。",
            ),
            steps=(
                Step(
                    T("Sunlight", "阳光"),
                    T("Leaves catch the Sun's light.", "叶片吸收太阳光。"),
                    T(
                        "Plants cannot eat like animals. Their green <strong>leaves</strong> catch <strong>sunlight</strong> and use its energy to make food.",
                        "植物不能像动物那样吃东西。它们绿色的<strong>叶</strong>吸收<strong>阳光</strong>，利用光的能量制造养分。",
                    ),
                    camera="0 2 11",
                    target="0 1 0",
                    highlight="leaf",
                    sets=(("light", "80"), ("co2ppm", "400")),
                ),
                Step(
                    T("Water and air", "水和空气"),
                    T(
                        "Water comes up from the roots; carbon dioxide comes from the air.",
                        "水从根部运上来，二氧化碳来自空气。",
                    ),
                    T(
                        "The roots take up <strong>water</strong>, which travels up the stem. The leaves take in a gas from the air called <strong>carbon dioxide</strong>.",
                        "根吸收<strong>水</strong>，水沿着茎向上运输。叶片从空气中吸收一种叫<strong>二氧化碳</strong>的气体。",
                    ),
                    highlight="water",
                ),
                Step(
                    T("Oxygen comes out", "放出氧气"),
                    T("In the dark, the plant stops making food.", "没有光，植物就不再制造养分。"),
                    T(
                        "The plant makes sugar for itself and gives out <strong>oxygen</strong>. Slide the light down to zero: no light, no food and no oxygen.",
                        "植物为自己制造糖类，同时放出<strong>氧气</strong>。把光照调到0：没有光，就不能制造养分，也不放出氧气。",
                    ),
                    highlight="o2",
                    sets=(("light", "0"),),
                ),
            ),
            section_heading=T("Plants feed the world", "植物养育了世界"),
            section=(
                T(
                    "Almost all food comes from plants in the end: a cow eats grass, and we drink its milk. And almost all the oxygen in the air was made by plants and algae.",
                    "几乎所有的食物归根到底都来自植物：牛吃草，我们喝牛奶。空气中的氧气也几乎都是植物和藻类制造的。",
                ),
            ),
            quiz=(
                Question(
                    T("What do plants need to make food?", "植物制造养分需要什么？"),
                    (
                        Choice(
                            T("Sunlight, water and carbon dioxide", "阳光、水和二氧化碳"),
                            T("Yes! All three.", "对！三样都需要。"),
                            True,
                        ),
                        Choice(
                            T("Only soil", "只要泥土"),
                            T(
                                "Soil holds water and minerals, but light is needed too.",
                                "泥土提供水和无机盐，但还需要光。",
                            ),
                        ),
                        Choice(
                            T("Sugar from the shop", "商店里的糖"),
                            T("Plants make sugar themselves.", "植物自己会制造糖。"),
                        ),
                    ),
                ),
                Question(
                    T("Which gas do plants give out in sunlight?", "植物在阳光下放出哪种气体？"),
                    (
                        Choice(
                            T("Oxygen", "氧气"),
                            T("Right: the gas we breathe in.", "对：就是我们吸进去的气体。"),
                            True,
                        ),
                        Choice(
                            T("Carbon dioxide", "二氧化碳"),
                            T(
                                "Plants take carbon dioxide in during the day.",
                                "白天植物吸收二氧化碳。",
                            ),
                        ),
                        Choice(
                            T("Smoke", "烟"), T("Plants do not make smoke.", "植物不会产生烟。")
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Leaf", "叶"),
                    T(
                        "The part of a plant that catches sunlight and makes food.",
                        "植物吸收阳光、制造养分的部分。",
                    ),
                ),
                (
                    T("Oxygen", "氧气"),
                    T("The gas in air that we need to breathe.", "空气中我们呼吸所需要的气体。"),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "In chloroplasts, light energy turns carbon dioxide and water into glucose and oxygen; light and CO₂ both limit the rate.",
                "叶绿体利用光能把二氧化碳和水转化为葡萄糖并释放氧气；光照强度和 CO₂ 浓度都会限制光合速率。",
            ),
            steps=(
                Step(
                    T("The word equation", "文字表达式"),
                    T("carbon dioxide + water → glucose + oxygen", "二氧化碳 + 水 → 葡萄糖 + 氧气"),
                    T(
                        "<strong>Chlorophyll</strong> in the <strong>chloroplasts</strong> absorbs light. Its energy is used to make glucose from carbon dioxide and water, and oxygen is released.",
                        "<strong>叶绿体</strong>中的<strong>叶绿素</strong>吸收光能，利用这些能量把二氧化碳和水合成葡萄糖，同时释放氧气。",
                    ),
                    camera="0 2 11",
                    target="0 1 0",
                    highlight="leaf",
                    sets=(("light", "80"), ("co2ppm", "400")),
                ),
                Step(
                    T("More light, faster", "光越强，速率越快"),
                    T("In dim light, light limits the rate.", "弱光下，光照强度限制速率。"),
                    T(
                        "Turn the light down to 20%: the oxygen bubbles slow down. In dim light, adding light makes photosynthesis faster.",
                        "把光照调到20%，氧气泡冒得慢了。光线较弱时，增强光照可以加快光合作用。",
                    ),
                    highlight="sun",
                    sets=(("light", "20"),),
                ),
                Step(
                    T("When CO₂ runs short", "CO₂ 不足时"),
                    T("In bright light, CO₂ becomes the limit.", "强光下，CO₂ 浓度成为限制因素。"),
                    T(
                        "At full light the rate levels off, here at 50% with 400 ppm of CO₂. Raise the CO₂ and it climbs again. Greenhouse growers add CO₂ for this reason.",
                        "光照最强时速率不再上升，在400 ppm 的 CO₂ 下停在50%。提高 CO₂ 浓度，速率又会上升。温室种植时常常增施 CO₂ 就是这个道理。",
                    ),
                    highlight="co2",
                    sets=(("light", "100"), ("co2ppm", "800")),
                ),
            ),
            section_heading=T("Where the products go", "产物去了哪里"),
            section=(
                T(
                    "The glucose is used for respiration, turned into starch for storage or into cellulose for cell walls. The oxygen diffuses out of the leaf through tiny pores called <strong>stomata</strong>, which also let carbon dioxide in.",
                    "葡萄糖一部分用于呼吸作用，一部分转化为淀粉储存，或转化为纤维素构成细胞壁。氧气通过叶片上叫<strong>气孔</strong>的小孔扩散出去，二氧化碳也从气孔进入。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Where in a leaf cell does photosynthesis happen?",
                        "光合作用在叶肉细胞的哪里进行？",
                    ),
                    (
                        Choice(
                            T("In the chloroplasts", "叶绿体"),
                            T("Correct: they contain chlorophyll.", "正确：叶绿体中含有叶绿素。"),
                            True,
                        ),
                        Choice(
                            T("In the nucleus", "细胞核"),
                            T("The nucleus holds the DNA.", "细胞核中储存着 DNA。"),
                        ),
                        Choice(
                            T("In the cell wall", "细胞壁"),
                            T("The wall supports the cell.", "细胞壁起支持作用。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "In bright light the rate stops rising. What could raise it?",
                        "强光下速率不再上升，怎样能提高它？",
                    ),
                    (
                        Choice(
                            T("More carbon dioxide", "增加二氧化碳"),
                            T("Yes: CO₂ is now the limiting factor.", "对：此时 CO₂ 是限制因素。"),
                            True,
                        ),
                        Choice(
                            T("Even more light", "再增强光照"),
                            T("Light is no longer limiting.", "光已经不是限制因素了。"),
                        ),
                        Choice(
                            T("Less water", "减少水分"),
                            T("Less water would slow it down.", "缺水反而会使速率下降。"),
                        ),
                    ),
                ),
                Question(
                    T("Through what does CO₂ enter a leaf?", "CO₂ 通过什么进入叶片？"),
                    (
                        Choice(
                            T("Stomata", "气孔"),
                            T(
                                "Right: tiny pores, mostly under the leaf.",
                                "对：叶片上的小孔，多在叶背面。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The roots", "根"),
                            T("The roots take up water and minerals.", "根吸收水和无机盐。"),
                        ),
                        Choice(
                            T("The flowers", "花"),
                            T("Flowers are for reproduction.", "花与繁殖有关。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Chlorophyll", "叶绿素"),
                    T("The green pigment that absorbs light.", "吸收光能的绿色色素。"),
                ),
                (
                    T("Limiting factor", "限制因素"),
                    T(
                        "The factor in shortest supply, which holds the rate back.",
                        "供应最不足、限制反应速率的因素。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "6CO₂ + 6H₂O → C₆H₁₂O₆ + 6O₂: light reactions in the thylakoids make ATP and NADPH, and the Calvin cycle in the stroma fixes CO₂.",
                "6CO₂ + 6H₂O → C₆H₁₂O₆ + 6O₂：类囊体上的光反应产生 ATP 和 NADPH，叶绿体基质中的卡尔文循环固定 CO₂。",
            ),
            steps=(
                Step(
                    T("Light reactions", "光反应"),
                    T("Water is split; its oxygen is released.", "水被分解，其中的氧以氧气释放。"),
                    T(
                        "On the <strong>thylakoid membranes</strong>, chlorophyll absorbs mainly red and blue light. Water is split, releasing O₂, and the energy is stored in <strong>ATP</strong> and <strong>NADPH</strong>. Isotope tracing with ¹⁸O shows the oxygen comes from water, not CO₂.",
                        "在<strong>类囊体薄膜</strong>上，叶绿素主要吸收红光和蓝紫光。水被分解并释放 O₂，能量储存在 <strong>ATP</strong> 和 <strong>NADPH</strong> 中。¹⁸O 同位素标记实验证明，释放的氧气来自水而不是 CO₂。",
                    ),
                    camera="0 2 11",
                    target="0 1 0",
                    highlight="o2",
                    sets=(("light", "80"), ("co2ppm", "400")),
                ),
                Step(
                    T("The Calvin cycle", "卡尔文循环"),
                    T("CO₂ is fixed by the enzyme Rubisco.", "CO₂ 由 Rubisco 酶固定。"),
                    T(
                        "In the <strong>stroma</strong>, Rubisco fixes CO₂ onto a five-carbon sugar; ATP and NADPH then reduce the products to sugar. With no light, ATP and NADPH run out and fixation stops within minutes.",
                        "在<strong>叶绿体基质</strong>中，Rubisco 把 CO₂ 固定到五碳化合物上，再由 ATP 和 NADPH 将产物还原成糖。没有光时，ATP 和 NADPH 很快耗尽，CO₂ 的固定也随之停止。",
                    ),
                    highlight="co2",
                    sets=(("light", "0"),),
                ),
                Step(
                    T("Limiting factors", "限制因素"),
                    T(
                        "The rate follows the factor in shortest supply.",
                        "速率取决于供应最不足的因素。",
                    ),
                    T(
                        "This model uses Blackman's idea: rate = min(light, CO₂/8). At 400 ppm the curve plateaus at 50%; doubling CO₂ raises the plateau. Real curves bend gradually, and temperature limits too.",
                        "本模型采用布莱克曼的限制因子思想：速率 = min(光照, CO₂/8)。400 ppm 时曲线在50%处进入平台；CO₂ 加倍，平台随之升高。真实曲线是逐渐弯曲的，温度也会起限制作用。",
                    ),
                    highlight="o2",
                    sets=(("light", "100"), ("co2ppm", "400")),
                ),
            ),
            section_heading=T("Photosynthesis and respiration", "光合作用与呼吸作用"),
            section=(
                T(
                    "Photosynthesis stores about 2870 kJ per mole of glucose, the same energy respiration releases. Plants respire all the time, so in very dim light they give off CO₂: net O₂ output begins only above the <strong>light compensation point</strong>.",
                    "每合成1 mol 葡萄糖约储存2870 kJ 能量，正好是呼吸作用分解它所释放的能量。植物时刻都在进行呼吸作用，所以在很弱的光下它们释放 CO₂；只有光照强度超过<strong>光补偿点</strong>，才会净释放 O₂。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Where does the O₂ released in photosynthesis come from?",
                        "光合作用释放的 O₂ 来自哪里？",
                    ),
                    (
                        Choice(
                            T("Water", "水"),
                            T(
                                "Correct: shown with ¹⁸O labelling.",
                                "正确：¹⁸O 标记实验证明了这一点。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Carbon dioxide", "二氧化碳"),
                            T(
                                "CO₂'s oxygen ends up in sugar and water.",
                                "CO₂ 中的氧最终进入糖和水中。",
                            ),
                        ),
                        Choice(
                            T("Glucose", "葡萄糖"),
                            T("Glucose is a product, not a source.", "葡萄糖是产物，不是来源。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "What do the light reactions supply to the Calvin cycle?",
                        "光反应为卡尔文循环提供什么？",
                    ),
                    (
                        Choice(
                            T("ATP and NADPH", "ATP 和 NADPH"),
                            T("Yes: energy and reducing power.", "对：提供能量和还原剂。"),
                            True,
                        ),
                        Choice(
                            T("CO₂", "CO₂"),
                            T("CO₂ comes from the air through stomata.", "CO₂ 经气孔来自空气。"),
                        ),
                        Choice(
                            T("Glucose", "葡萄糖"),
                            T("Glucose is made by the Calvin cycle.", "葡萄糖由卡尔文循环合成。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Thylakoid", "类囊体"),
                    T(
                        "Membrane discs in the chloroplast where the light reactions happen.",
                        "叶绿体内进行光反应的膜结构。",
                    ),
                ),
                (
                    T("Calvin cycle", "卡尔文循环"),
                    T(
                        "The reactions in the stroma that fix CO₂ into sugar.",
                        "在叶绿体基质中把 CO₂ 固定成糖的反应。",
                    ),
                ),
                (
                    T("Light compensation point", "光补偿点"),
                    T(
                        "The light intensity at which photosynthesis equals respiration.",
                        "光合速率等于呼吸速率时的光照强度。",
                    ),
                ),
            ),
        ),
    },
)


def _dna_scene() -> str:
    """A right-handed B-DNA helix, 1 unit = 1 nm: radius 1, rise 0.34 per base pair, 10.5 pairs per turn."""
    sequence = "ATGCGATCAGCTTG"  # 7 A-T and 7 G-C pairs
    strand1, strand2, at, gc = [], [], [], []
    for k in range(len(sequence)):
        x, y, z = (
            cos(radians(k * 360 / 10.5)) + 0,
            (k - 6.5) * 0.34,
            sin(radians(k * 360 / 10.5)) + 0,
        )
        strand1.append(f"{x:.2f} {y:.2f} {-z:.2f}".replace("-0.00", "0"))
        strand2.append(f"{-x:.2f} {y:.2f} {z:.2f}".replace("-0.00", "0"))
    for k, base in enumerate(sequence):
        rung = (
            f'<cl-cylinder position="0 {(k - 6.5) * 0.34:.2f} 0" rotation="0 {k * 360 / 10.5:.0f} 90" '
            f'radius="0.1" height="1.8" color="[[{"at" if base in "AT" else "gc"}]]"></cl-cylinder>'
        )
        (at if base in "AT" else gc).append(rung)
    return f"""
<cl-scene camera="0 0.5 6.5" target="0 0 0" background="[[background]]" label="{{{{A short piece of DNA: two twisted backbones joined by base pairs|一小段 DNA：两条螺旋骨架由碱基对连接}}}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="4 6 8" intensity="1"></cl-light>
<cl-group id="helix" name="{{{{DNA double helix|DNA 双螺旋}}}}">
<cl-spin period="12"></cl-spin>
<cl-line id="strand1" name="{{{{Backbone 1|骨架1}}}}" points="{", ".join(strand1)}" smooth="true" color="[[backbone]]"></cl-line>
<cl-line id="strand2" name="{{{{Backbone 2|骨架2}}}}" points="{", ".join(strand2)}" smooth="true" color="[[backbone]]"></cl-line>
<cl-group id="at" name="{{{{A–T pairs|A–T 碱基对}}}}">
{chr(10).join(at)}
</cl-group>
<cl-group id="gc" name="{{{{G–C pairs|G–C 碱基对}}}}">
{chr(10).join(gc)}
</cl-group>
</cl-group>
</cl-scene>
"""


DNA = Topic(
    slug="dna-double-helix",
    subject="biology",
    names={
        "en": ("DNA double helix", "DNA", "structure of DNA", "base pairing", "double helix"),
        "zh": ("DNA双螺旋结构", "DNA", "DNA的结构", "碱基互补配对", "双螺旋"),
    },
    title=T("The DNA double helix", "DNA 的双螺旋结构"),
    palette={
        "at": ("#ef476f", "#f28482", "#e5383b"),
        "gc": ("#118ab2", "#4cc9f0", "#3a86ff"),
        "backbone": ("#ffd166", "#e9c46a", "#f1faee"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene=_dna_scene(),
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-select id="pairs" label="{{Base pairs shown|显示的碱基对}}" value="1">
<cl-option value="1">{{All pairs|全部碱基对}}</cl-option>
<cl-option value="2">{{Only A–T|只显示 A–T}}</cl-option>
<cl-option value="3">{{Only G–C|只显示 G–C}}</cl-option>
<cl-bind target="at" attr="visible" expr="pairs != 3"></cl-bind>
<cl-bind target="gc" attr="visible" expr="pairs != 2"></cl-bind>
</cl-select>
<cl-toggle id="backbones" label="{{Show the backbones|显示骨架}}" value="true">
<cl-bind target="strand1" attr="visible"></cl-bind>
<cl-bind target="strand2" attr="visible"></cl-bind>
</cl-toggle>
<cl-readout label="{{Hydrogen bonds between the pairs shown|所显示碱基对间的氢键数}}" expr="(pairs != 3) * 7 * 2 + (pairs != 2) * 7 * 3" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("at", "at", T("A–T base pairs", "A–T 碱基对")),
        LegendItem("gc", "gc", T("G–C base pairs", "G–C 碱基对")),
        LegendItem("backbone", "strand1", T("Sugar-phosphate backbones", "脱氧核糖-磷酸骨架")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "DNA is a twisted ladder inside your cells that holds the instructions for building you.",
                "DNA 是细胞里一架扭曲的梯子，里面记录着构建你身体的说明书。",
            ),
            steps=(
                Step(
                    T("A twisted ladder", "扭曲的梯子"),
                    T(
                        "DNA looks like a ladder twisted into a spiral.",
                        "DNA 像一架扭成螺旋的梯子。",
                    ),
                    T(
                        "Inside almost every cell is <strong>DNA</strong>. It is shaped like a ladder that has been twisted round and round: a <strong>double helix</strong>.",
                        "几乎每个细胞里都有 <strong>DNA</strong>。它的形状像一架被拧成螺旋的梯子，叫作<strong>双螺旋</strong>。",
                    ),
                    camera="0 0.5 6.5",
                    target="0 0 0",
                    highlight="helix",
                    sets=(("pairs", "1"), ("backbones", "1")),
                ),
                Step(
                    T("The rungs", "梯子的横档"),
                    T("Each rung is a pair of letters.", "每根横档都是一对字母。"),
                    T(
                        "Each rung is made of two parts called <strong>bases</strong>, named A, T, G and C. A always pairs with T, and G always pairs with C.",
                        "每根横档由两个叫<strong>碱基</strong>的部分组成，分别叫 A、T、G、C。A 总是和 T 配对，G 总是和 C 配对。",
                    ),
                    camera="0 0 5",
                    highlight="gc",
                    sets=(("pairs", "3"),),
                ),
                Step(
                    T("A very long message", "非常长的信息"),
                    T("The order of the letters is the message.", "字母的排列顺序就是信息。"),
                    T(
                        "The order of the letters spells out instructions, like words in a book. The DNA in one of your cells would be about 2 metres long if stretched out!",
                        "字母的排列顺序就像书中的文字，记录着各种指令。把一个细胞里的 DNA 拉直，大约有2米长！",
                    ),
                    camera="0 0.5 6.5",
                    highlight="helix",
                    sets=(("pairs", "1"),),
                ),
            ),
            section_heading=T("Why do children look like their parents?", "孩子为什么像父母？"),
            section=(
                T(
                    "You got half of your DNA from your mother and half from your father. That is why you may have your mum's eyes or your dad's smile.",
                    "你的 DNA 一半来自妈妈，一半来自爸爸。所以你可能长着妈妈的眼睛，又有爸爸的笑容。",
                ),
            ),
            quiz=(
                Question(
                    T("What shape is DNA?", "DNA 是什么形状的？"),
                    (
                        Choice(
                            T("A twisted ladder", "扭曲的梯子"),
                            T("Yes! A double helix.", "对！叫作双螺旋。"),
                            True,
                        ),
                        Choice(
                            T("A ball", "一个球"),
                            T("DNA is long and thin, not round.", "DNA 又细又长，不是圆的。"),
                        ),
                        Choice(
                            T("A square", "正方形"),
                            T("It is a spiral ladder.", "它是一架螺旋形的梯子。"),
                        ),
                    ),
                ),
                Question(
                    T("Which letter pairs with A?", "和 A 配对的是哪个字母？"),
                    (
                        Choice(
                            T("T", "T"),
                            T("Right: A always pairs with T.", "对：A 总是和 T 配对。"),
                            True,
                        ),
                        Choice(T("G", "G"), T("G pairs with C.", "G 和 C 配对。")),
                        Choice(
                            T("A", "A"), T("A does not pair with itself.", "A 不会和自己配对。")
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("DNA", "DNA"),
                    T(
                        "The molecule in cells that carries the instructions of life.",
                        "细胞中携带生命指令的分子。",
                    ),
                ),
                (
                    T("Base", "碱基"),
                    T(
                        "One of the four letters of DNA: A, T, G or C.",
                        "DNA 的四种字母之一：A、T、G、C。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "DNA is two strands coiled into a double helix; bases pair A with T and G with C, and the sequence of bases carries the genes.",
                "DNA 由两条链盘绕成双螺旋；碱基按 A 与 T、G 与 C 互补配对，碱基的排列顺序储存着遗传信息。",
            ),
            steps=(
                Step(
                    T("Two backbones", "两条骨架"),
                    T("Sugar and phosphate form the outside.", "脱氧核糖和磷酸排在外侧。"),
                    T(
                        "Each strand has a <strong>backbone</strong> of alternating sugar (deoxyribose) and phosphate. The two backbones wind around each other on the outside of the helix.",
                        "每条链都有一条由脱氧核糖和磷酸交替连接而成的<strong>骨架</strong>。两条骨架在外侧相互盘绕。",
                    ),
                    camera="0 0.5 6.5",
                    target="0 0 0",
                    highlight="strand1",
                    sets=(("pairs", "1"), ("backbones", "1")),
                ),
                Step(
                    T("Complementary pairs", "碱基互补配对"),
                    T(
                        "A–T pairs have 2 hydrogen bonds, G–C pairs 3.",
                        "A–T 之间有2个氢键，G–C 之间有3个。",
                    ),
                    T(
                        "The bases point inwards and are held together by <strong>hydrogen bonds</strong>: A with T (two bonds), G with C (three bonds). Choose one type at a time and watch the readout.",
                        "碱基排在内侧，通过<strong>氢键</strong>相连：A 与 T 之间有两个氢键，G 与 C 之间有三个。分别只显示一种碱基对，看看读数的变化。",
                    ),
                    camera="0 0 5",
                    highlight="at",
                    sets=(("pairs", "2"),),
                ),
                Step(
                    T("Genes are sequences", "基因是一段序列"),
                    T(
                        "A gene is a stretch of DNA that codes for a protein.",
                        "基因是能编码蛋白质的一段 DNA。",
                    ),
                    T(
                        "Hide the backbones: the information is in the order of the bases. A <strong>gene</strong> is a stretch of hundreds to thousands of base pairs that codes for one protein.",
                        "隐藏骨架：信息就储存在碱基的排列顺序中。<strong>基因</strong>是一段由数百到数千个碱基对组成、能编码一种蛋白质的 DNA。",
                    ),
                    highlight="gc",
                    sets=(("pairs", "1"), ("backbones", "0")),
                ),
            ),
            section_heading=T("Discovering the double helix", "双螺旋的发现"),
            section=(
                T(
                    "In 1953 James Watson and Francis Crick built their model using X-ray images by Rosalind Franklin. Because A pairs only with T and G only with C, each strand is a template for the other, which is how DNA is copied.",
                    "1953年，沃森和克里克借助富兰克林拍摄的 X 射线衍射照片，建立了 DNA 双螺旋模型。由于 A 只与 T 配对、G 只与 C 配对，每条链都可以作为模板合成另一条链，DNA 就是这样复制的。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "One strand reads ATGC. What does the other strand read?",
                        "一条链的碱基序列是 ATGC，另一条链对应的是？",
                    ),
                    (
                        Choice(
                            T("TACG", "TACG"),
                            T("Correct: A–T, T–A, G–C, C–G.", "正确：A–T、T–A、G–C、C–G。"),
                            True,
                        ),
                        Choice(
                            T("ATGC", "ATGC"),
                            T(
                                "The strands are complementary, not identical.",
                                "两条链是互补的，不是相同的。",
                            ),
                        ),
                        Choice(
                            T("GCAT", "GCAT"),
                            T(
                                "Check the pairing rules: A with T, G with C.",
                                "检查配对规则：A 配 T，G 配 C。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T("What holds the two strands together?", "是什么把两条链连在一起？"),
                    (
                        Choice(
                            T("Hydrogen bonds between bases", "碱基之间的氢键"),
                            T(
                                "Yes: weak enough to be unzipped for copying.",
                                "对：氢键较弱，复制时可以解开。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The phosphate groups", "磷酸基团"),
                            T(
                                "Phosphates link the sugars within one strand.",
                                "磷酸连接的是同一条链上的脱氧核糖。",
                            ),
                        ),
                        Choice(
                            T("Proteins in the middle", "中间的蛋白质"),
                            T("The middle is filled by the bases.", "双螺旋的内侧是碱基。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Double helix", "双螺旋"),
                    T("Two strands coiled around each other.", "两条链相互盘绕形成的螺旋。"),
                ),
                (
                    T("Gene", "基因"),
                    T("A section of DNA that codes for a protein.", "能编码蛋白质的一段 DNA。"),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "B-DNA is a right-handed double helix of antiparallel strands, 2 nm wide with about 10.5 base pairs per turn; complementary pairing makes semi-conservative replication possible.",
                "B 型 DNA 是由两条反向平行的链构成的右手双螺旋，直径2 nm，每圈约10.5个碱基对；碱基互补配对使 DNA 能进行半保留复制。",
            ),
            steps=(
                Step(
                    T("Dimensions", "结构数据"),
                    T(
                        "Rise 0.34 nm per pair, 10.5 pairs per turn.",
                        "每个碱基对升高0.34 nm，每圈约10.5对。",
                    ),
                    T(
                        "The model is to scale (1 unit = 1 nm): diameter 2 nm, rise 0.34 nm per base pair, one turn every 10.5 pairs, about 3.6 nm. These 14 pairs make a little more than one turn.",
                        "本模型按比例绘制（1个单位 = 1 nm）：直径2 nm，每个碱基对升高0.34 nm，每10.5对旋转一圈，螺距约3.6 nm。这里的14个碱基对略多于一圈。",
                    ),
                    camera="0 0.5 6.5",
                    target="0 0 0",
                    highlight="helix",
                    sets=(("pairs", "1"), ("backbones", "1")),
                ),
                Step(
                    T("Antiparallel strands", "反向平行"),
                    T(
                        "One strand runs 5′→3′ up, the other 5′→3′ down.",
                        "一条链 5′→3′ 向上，另一条 5′→3′ 向下。",
                    ),
                    T(
                        "Each backbone has a direction set by its sugars, from the <strong>5′</strong> to the <strong>3′</strong> end. The two strands run in opposite directions, which is why DNA polymerase, working only 5′→3′, copies one strand in fragments.",
                        "每条骨架都有方向，从 <strong>5′</strong> 端到 <strong>3′</strong> 端。两条链方向相反，而 DNA 聚合酶只能沿 5′→3′ 方向延伸子链，所以有一条子链是分段合成的。",
                    ),
                    highlight="strand2",
                ),
                Step(
                    T("Chargaff's rules", "卡伽夫法则"),
                    T("A = T and G = C in double-stranded DNA.", "双链 DNA 中 A = T，G = C。"),
                    T(
                        "Pairing means the amounts of A and T are equal, and so are G and C. G–C pairs have three hydrogen bonds, so GC-rich DNA needs a higher temperature to separate. This piece has 7 of each: 14 + 21 = 35 bonds.",
                        "碱基互补配对使 A 与 T 的数量相等，G 与 C 的数量相等。G–C 之间有三个氢键，因此 G–C 含量高的 DNA 需要更高的温度才能解链。这一段 A–T、G–C 各7对，共 14 + 21 = 35 个氢键。",
                    ),
                    camera="0 0 5",
                    highlight="gc",
                    sets=(("pairs", "3"),),
                ),
            ),
            section_heading=T("Semi-conservative replication", "半保留复制"),
            section=(
                T(
                    "Helicase breaks the hydrogen bonds and each parent strand templates a new one, so every daughter molecule keeps one old strand. Meselson and Stahl confirmed this in 1958 with ¹⁵N-labelled DNA.",
                    "解旋酶断开氢键，每条母链作为模板合成一条新链，因此每个子代 DNA 都保留了一条母链。1958年，梅塞尔森和斯塔尔用 ¹⁵N 标记实验证实了这一点。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A DNA sample has 30% A. What share is G?",
                        "某双链 DNA 中 A 占30%，G 占多少？",
                    ),
                    (
                        Choice(
                            T("20%", "20%"),
                            T(
                                "Correct: T = 30%, so G + C = 40% and G = 20%.",
                                "正确：T = 30%，G + C = 40%，所以 G = 20%。",
                            ),
                            True,
                        ),
                        Choice(T("30%", "30%"), T("That is the share of T.", "那是 T 的比例。")),
                        Choice(
                            T("70%", "70%"),
                            T(
                                "A + T = 60%, leaving 40% for G and C together.",
                                "A + T = 60%，G 和 C 一共只占40%。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "How long is a DNA molecule of 3 million base pairs?",
                        "300万个碱基对的 DNA 分子有多长？",
                    ),
                    (
                        Choice(
                            T("About 1 mm", "约1 mm"),
                            T(
                                "Yes: 3 × 10⁶ × 0.34 nm ≈ 1.02 mm.",
                                "对：3 × 10⁶ × 0.34 nm ≈ 1.02 mm。",
                            ),
                            True,
                        ),
                        Choice(
                            T("About 1 µm", "约1 µm"),
                            T(
                                "Multiply by 0.34 nm per pair: it is 1000 times longer.",
                                "按每对0.34 nm 计算，实际长1000倍。",
                            ),
                        ),
                        Choice(
                            T("About 1 m", "约1 m"),
                            T("That would need about 3 billion pairs.", "那需要约30亿个碱基对。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Antiparallel", "反向平行"),
                    T("Running in opposite 5′→3′ directions.", "两条链的 5′→3′ 方向相反。"),
                ),
                (
                    T("Semi-conservative replication", "半保留复制"),
                    T(
                        "Copying in which each new molecule keeps one parent strand.",
                        "每个子代 DNA 保留一条母链的复制方式。",
                    ),
                ),
            ),
        ),
    },
)

_BLUE_PATH = "0 -3.3 0.6, -2.2 -2.2 0.6, -1.4 1.6 0.6, -0.75 0.9 0.7, -0.65 -0.4 0.8, -1.4 1.8 0.6, -2.6 3.2 0.6"
_RED_PATH = "2.6 3.2 0.6, 1.2 1.8 0.7, 0.75 0.9 0.7, 0.65 -0.4 0.9, 0.3 1.9 0.7, 1.6 2.3 0.6, 2.4 -2 0.6, 0 -3.3 0.6"

HEART = Topic(
    slug="heart-circulation",
    subject="biology",
    names={
        "en": (
            "the heart and circulation",
            "heart",
            "blood circulation",
            "circulatory system",
            "double circulation",
        ),
        "zh": ("心脏与血液循环", "心脏", "血液循环", "循环系统", "体循环和肺循环"),
    },
    title=T("The heart and circulation", "心脏与血液循环"),
    palette={
        "red": ("#e63946", "#d62828", "#ef233c"),
        "blue": ("#457b9d", "#3a86ff", "#4361ee"),
        "background": ("#0b1020", "#101828", "#1b1b2f"),
    },
    scene=f"""
<cl-scene camera="0 0.5 12" target="0 0 0" background="[[background]]" label="{{{{A heart with four chambers pumping blood to the lungs and to the body|四个腔的心脏把血液泵向肺和全身}}}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="3 6 8" intensity="1"></cl-light>
<cl-group id="heart" name="{{{{Heart|心脏}}}}">
<cl-oscillate id="beat" property="scale" amplitude="0.07" period="0.83"></cl-oscillate>
<cl-sphere id="ra" name="{{{{Right atrium|右心房}}}}" radius="0.6" position="-0.75 0.9 0" color="[[blue]]"></cl-sphere>
<cl-sphere id="rv" name="{{{{Right ventricle|右心室}}}}" radius="0.85" position="-0.65 -0.4 0" color="[[blue]]"><cl-label size="small" offset="-1.3 0 0">{{{{right|右}}}}</cl-label></cl-sphere>
<cl-sphere id="la" name="{{{{Left atrium|左心房}}}}" radius="0.6" position="0.75 0.9 0" color="[[red]]"></cl-sphere>
<cl-sphere id="lv" name="{{{{Left ventricle|左心室}}}}" radius="0.95" position="0.65 -0.4 0" color="[[red]]"><cl-label size="small" offset="1.4 0 0">{{{{left|左}}}}</cl-label></cl-sphere>
</cl-group>
<cl-group id="lungs" name="{{{{Lungs|肺}}}}"><cl-sphere radius="1" scale="0.8 1.3 0.6" position="-2.6 3.2 0" color="#f4acb7" opacity="0.75"><cl-label>{{{{lungs|肺}}}}</cl-label></cl-sphere><cl-sphere radius="1" scale="0.8 1.3 0.6" position="2.6 3.2 0" color="#f4acb7" opacity="0.75"></cl-sphere></cl-group>
<cl-box id="body" name="{{{{Body organs|全身各器官}}}}" size="5 0.8 1" position="0 -3.6 0" color="#b08968"><cl-label offset="0 -0.8 0">{{{{body|全身}}}}</cl-label></cl-box>
<cl-line id="pulmonary" name="{{{{Path of blood low in oxygen|含氧少的血液的路线}}}}" points="{_BLUE_PATH}" smooth="true" dashed="true" color="[[blue]]"></cl-line>
<cl-line id="systemic" name="{{{{Path of oxygen-rich blood|含氧丰富的血液的路线}}}}" points="{_RED_PATH}" smooth="true" dashed="true" color="[[red]]"></cl-line>
<cl-sphere radius="0.18" color="[[blue]]"><cl-follow-path id="b1" points="{_BLUE_PATH}" period="5"></cl-follow-path></cl-sphere>
<cl-sphere radius="0.18" color="[[red]]"><cl-follow-path id="r1" points="{_RED_PATH}" period="5"></cl-follow-path></cl-sphere>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="rate" label="{{Heart rate|心率}}" min="40" max="180" step="1" value="72" unit="{{beats/min|次/分}}">
<cl-bind target="beat" attr="period" expr="60 / rate"></cl-bind>
<cl-bind target="b1" attr="period" expr="360 / rate"></cl-bind>
<cl-bind target="r1" attr="period" expr="360 / rate"></cl-bind>
</cl-slider>
<cl-slider id="stroke" label="{{Stroke volume|每搏输出量}}" min="40" max="120" step="1" value="70" unit="mL">
<cl-bind target="beat" attr="amplitude" expr="stroke / 1000"></cl-bind>
</cl-slider>
<cl-readout label="{{Cardiac output|心输出量}}" expr="rate * stroke / 1000" unit="{{L/min|升/分}}" digits="1"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("red", "lv", T("Oxygen-rich blood (left side)", "含氧丰富的血液（左心）")),
        LegendItem("blue", "rv", T("Blood low in oxygen (right side)", "含氧较少的血液（右心）")),
    ),
    chart="""
<cl-chart title="{{Cardiac output and heart rate|心输出量与心率}}" x="rate" y="rate * stroke / 1000" x-label="{{Heart rate (beats/min)|心率（次/分）}}" y-label="{{Cardiac output (L/min)|心输出量（升/分）}}" y-min="0" y-max="22" color="[[red]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "Your heart is a strong muscle that pumps blood all around your body, bringing oxygen to every part.",
                "心脏是一块强壮的肌肉，它把血液泵到全身，把氧气送到身体的每个部分。",
            ),
            steps=(
                Step(
                    T("A pump the size of a fist", "拳头大小的泵"),
                    T(
                        "The heart squeezes and relaxes again and again.",
                        "心脏一次又一次地收缩、舒张。",
                    ),
                    T(
                        "Your <strong>heart</strong> is about as big as your fist. Every time it squeezes, it pushes blood into tubes called <strong>blood vessels</strong>.",
                        "你的<strong>心脏</strong>差不多和你的拳头一样大。它每收缩一次，就把血液压进叫作<strong>血管</strong>的管道里。",
                    ),
                    camera="0 0.5 12",
                    target="0 0 0",
                    highlight="heart",
                    sets=(("rate", "80"), ("stroke", "70")),
                ),
                Step(
                    T("To the lungs", "流向肺"),
                    T("Blood picks up oxygen in the lungs.", "血液在肺里获得氧气。"),
                    T(
                        "Blood goes to the <strong>lungs</strong> to pick up oxygen from the air you breathe. Here blue means blood with little oxygen; real blood is always red, just darker.",
                        "血液流到<strong>肺</strong>，从吸入的空气中获得氧气。图中蓝色表示含氧少的血液；真实的血液都是红色的，只是颜色更暗。",
                    ),
                    highlight="lungs",
                ),
                Step(
                    T("Running makes it faster", "跑步时心跳加快"),
                    T("Exercise: the heart beats faster.", "运动时，心跳加快。"),
                    T(
                        "When you run, your muscles need more oxygen, so your heart beats faster. Feel your pulse after jumping up and down!",
                        "跑步时，肌肉需要更多氧气，所以心跳会加快。原地跳一跳，再摸摸自己的脉搏吧！",
                    ),
                    highlight="body",
                    sets=(("rate", "150"),),
                ),
            ),
            section_heading=T("Your heart never rests", "心脏从不休息"),
            section=(
                T(
                    "A child's heart beats about 70 to 100 times a minute, even while sleeping. That is more than 100 000 beats every day.",
                    "小朋友的心脏每分钟跳动大约70到100次，睡觉时也不停歇，一天要跳10万次以上。",
                ),
            ),
            quiz=(
                Question(
                    T("What does the heart do?", "心脏有什么作用？"),
                    (
                        Choice(
                            T("It pumps blood around the body", "把血液泵到全身"),
                            T("Yes! It is a pump.", "对！它是一个泵。"),
                            True,
                        ),
                        Choice(
                            T("It helps us think", "帮助我们思考"),
                            T("Thinking happens in the brain.", "思考是大脑的工作。"),
                        ),
                        Choice(
                            T("It digests food", "消化食物"),
                            T("The stomach and intestines digest food.", "消化食物靠胃和肠。"),
                        ),
                    ),
                ),
                Question(
                    T("Where does blood pick up oxygen?", "血液在哪里获得氧气？"),
                    (
                        Choice(
                            T("In the lungs", "肺"),
                            T("Right: from the air we breathe in.", "对：从吸入的空气中获得。"),
                            True,
                        ),
                        Choice(
                            T("In the stomach", "胃"),
                            T("The stomach holds food.", "胃是装食物的。"),
                        ),
                        Choice(T("In the bones", "骨头"), T("Bones hold us up.", "骨头支撑身体。")),
                    ),
                ),
            ),
            glossary=(
                (T("Heart", "心脏"), T("The muscle that pumps blood.", "推动血液流动的肌肉器官。")),
                (
                    T("Pulse", "脉搏"),
                    T(
                        "The beat of the heart you can feel at your wrist.",
                        "在手腕处能摸到的心跳。",
                    ),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "The heart has four chambers and pumps blood around two circuits: to the lungs and back, and to the body and back.",
                "心脏有四个腔，推动血液沿两条途径循环：肺循环和体循环。",
            ),
            steps=(
                Step(
                    T("Four chambers", "四个腔"),
                    T(
                        "Two atria on top, two ventricles below.",
                        "上面是两个心房，下面是两个心室。",
                    ),
                    T(
                        "Blood enters the heart in the <strong>atria</strong> and is pumped out by the <strong>ventricles</strong>. Valves stop it flowing backwards. We look at the heart from the front, so its left side is on our right.",
                        "血液经<strong>心房</strong>流入心脏，由<strong>心室</strong>泵出。瓣膜防止血液倒流。我们从正面看心脏，所以它的左侧在我们的右边。",
                    ),
                    camera="0 0 6",
                    target="0 0.2 0",
                    highlight="heart",
                    sets=(("rate", "72"), ("stroke", "70")),
                ),
                Step(
                    T("Pulmonary circulation", "肺循环"),
                    T("Right ventricle → lungs → left atrium.", "右心室 → 肺 → 左心房。"),
                    T(
                        "The right ventricle pumps blood low in oxygen to the lungs. There it gives off carbon dioxide and takes up oxygen, then returns to the left atrium.",
                        "右心室把含氧少的血液泵到肺，血液在肺里排出二氧化碳、吸收氧气，再流回左心房。",
                    ),
                    camera="0 0.5 12",
                    highlight="lungs",
                ),
                Step(
                    T("Systemic circulation", "体循环"),
                    T("Left ventricle → body → right atrium.", "左心室 → 全身 → 右心房。"),
                    T(
                        "The left ventricle pumps oxygen-rich blood through the aorta to the body. Arteries carry blood away from the heart, veins bring it back. At 72 beats and 70 mL per beat the heart pumps about 5 L a minute.",
                        "左心室把含氧丰富的血液经主动脉泵向全身。动脉把血液运离心脏，静脉把血液运回心脏。心率72次/分、每搏70毫升时，心脏每分钟泵出约5升血液。",
                    ),
                    highlight="body",
                ),
            ),
            section_heading=T("A double circulation", "双循环"),
            section=(
                T(
                    "Blood passes through the heart twice on each full trip. The wall of the left ventricle is the thickest, because it must push blood all round the body, while the right ventricle only pumps it to the nearby lungs.",
                    "血液每循环一周要两次经过心脏。左心室的壁最厚，因为它要把血液压送到全身，而右心室只需把血液送到近处的肺。",
                ),
            ),
            quiz=(
                Question(
                    T("Which chamber pumps blood to the body?", "哪个腔把血液泵向全身？"),
                    (
                        Choice(
                            T("The left ventricle", "左心室"),
                            T("Correct: through the aorta.", "正确：经主动脉泵出。"),
                            True,
                        ),
                        Choice(
                            T("The right ventricle", "右心室"),
                            T("It pumps blood to the lungs.", "它把血液泵向肺。"),
                        ),
                        Choice(
                            T("The right atrium", "右心房"),
                            T("It receives blood from the body.", "它接收从全身流回的血液。"),
                        ),
                    ),
                ),
                Question(
                    T("What do veins do?", "静脉的作用是什么？"),
                    (
                        Choice(
                            T("Carry blood back to the heart", "把血液运回心脏"),
                            T("Yes.", "对。"),
                            True,
                        ),
                        Choice(
                            T("Carry blood away from the heart", "把血液运离心脏"),
                            T("That is what arteries do.", "这是动脉的作用。"),
                        ),
                        Choice(
                            T("Only carry blood to the lungs", "只把血液送到肺"),
                            T("Veins come from every part of the body.", "全身各处都有静脉。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Atrium", "心房"),
                    T("An upper chamber that receives blood.", "心脏上部接收血液的腔。"),
                ),
                (
                    T("Ventricle", "心室"),
                    T("A lower chamber that pumps blood out.", "心脏下部把血液泵出的腔。"),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Cardiac output = heart rate × stroke volume, about 5 L/min at rest; the double circulation keeps high pressure for the body and low pressure for the lungs.",
                "心输出量 = 心率 × 每搏输出量，安静时约5升/分；双循环使体循环保持高压、肺循环保持低压。",
            ),
            steps=(
                Step(
                    T("Cardiac output", "心输出量"),
                    T("72 × 70 mL ≈ 5.0 L/min at rest.", "安静时 72 × 70 mL ≈ 5.0 升/分。"),
                    T(
                        "<strong>Cardiac output</strong> is the volume each ventricle pumps per minute: heart rate × stroke volume. At rest the whole blood volume, about 5 L, goes round once a minute.",
                        "<strong>心输出量</strong>是每个心室每分钟泵出的血量，等于心率 × 每搏输出量。安静时，全身约5升血液大约每分钟循环一次。",
                    ),
                    camera="0 0.5 12",
                    target="0 0 0",
                    highlight="heart",
                    sets=(("rate", "72"), ("stroke", "70")),
                ),
                Step(
                    T("During exercise", "剧烈运动时"),
                    T("Rate and stroke volume both rise.", "心率和每搏输出量都增大。"),
                    T(
                        "The sympathetic nervous system and adrenaline raise both heart rate and contraction strength. At 170 beats and 110 mL the output reaches about 19 L/min; trained athletes reach even more.",
                        "交感神经和肾上腺素使心率加快、心肌收缩力增强。心率170次/分、每搏110毫升时，心输出量约19升/分，训练有素的运动员还能更高。",
                    ),
                    highlight="lv",
                    sets=(("rate", "170"), ("stroke", "110")),
                ),
                Step(
                    T("Two pressures", "两种压力"),
                    T(
                        "Systemic about 120/80 mmHg, pulmonary about 25/10.",
                        "体循环约120/80 mmHg，肺循环约25/10。",
                    ),
                    T(
                        "Both ventricles pump the same volume, but the left works against far higher pressure. Low pulmonary pressure keeps fluid from being forced out of the thin lung capillaries into the air sacs.",
                        "两个心室泵出的血量相同，但左心室要克服高得多的压力。肺循环压力低，可以避免液体从薄薄的肺毛细血管中被压入肺泡。",
                    ),
                    highlight="pulmonary",
                    sets=(("rate", "72"), ("stroke", "70")),
                ),
            ),
            section_heading=T("Why a double circulation?", "为什么是双循环？"),
            section=(
                T(
                    "Blood loses most of its pressure in the lung capillaries. Returning it to the heart for a second push keeps systemic pressure high, so oxygen reaches active tissues quickly. Fish have a single circulation; mammals and birds have a fully divided heart.",
                    "血液流经肺部毛细血管后压力大大降低，回到心脏再被泵一次，可以使体循环保持较高的血压，让氧气迅速送到活跃的组织。鱼类只有单循环，而哺乳动物和鸟类的心脏完全分隔为左右两半。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A heart beats 60 times a minute with a stroke volume of 80 mL. What is the cardiac output?",
                        "心率60次/分、每搏输出量80毫升，心输出量是多少？",
                    ),
                    (
                        Choice(
                            T("4.8 L/min", "4.8升/分"),
                            T("Correct: 60 × 0.08 L.", "正确：60 × 0.08升。"),
                            True,
                        ),
                        Choice(
                            T("140 mL/min", "140毫升/分"),
                            T("Multiply, do not add.", "应该相乘，而不是相加。"),
                        ),
                        Choice(
                            T("0.75 L/min", "0.75升/分"),
                            T("That is 60 ÷ 80.", "那是 60 ÷ 80 的结果。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "How do the outputs of the left and right ventricles compare?",
                        "左、右心室的输出量相比如何？",
                    ),
                    (
                        Choice(
                            T("They are equal", "相等"),
                            T(
                                "Yes: otherwise blood would pile up in one circuit.",
                                "对：否则血液会积聚在某一条循环途径中。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The left pumps more", "左心室更多"),
                            T(
                                "It pumps at higher pressure, not a larger volume.",
                                "左心室的压力更高，但血量相同。",
                            ),
                        ),
                        Choice(
                            T("The right pumps more", "右心室更多"),
                            T("Both circuits carry the same flow.", "两条循环途径的血流量相同。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Cardiac output", "心输出量"),
                    T(
                        "Heart rate × stroke volume, in litres per minute.",
                        "心率 × 每搏输出量，单位为升/分。",
                    ),
                ),
                (
                    T("Stroke volume", "每搏输出量"),
                    T(
                        "The volume pumped by one ventricle in one beat.",
                        "一侧心室每次收缩泵出的血量。",
                    ),
                ),
            ),
        ),
    },
)

NEURON = Topic(
    slug="neuron",
    subject="biology",
    names={
        "en": ("neuron", "nerve cell", "nerve impulse", "how nerves carry signals"),
        "zh": ("神经元", "神经细胞", "神经冲动", "神经信号的传导"),
    },
    title=T("The neuron: how nerves carry messages", "神经元：神经怎样传递信息"),
    palette={
        "cell": ("#9b5de5", "#b388eb", "#8e7dbe"),
        "myelin": ("#f1faee", "#fefae0", "#e9ecef"),
        "impulse": ("#ffd60a", "#ffea00", "#fcbf49"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene="""
<cl-scene camera="0 2 11" target="0 0 0" background="[[background]]" label="{{A neuron: dendrites, a cell body and a long axon wrapped in myelin, with an impulse running along it|神经元：树突、细胞体和包着髓鞘的长轴突，一个神经冲动沿轴突传导}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="3 6 8" intensity="1"></cl-light>
<cl-sphere id="soma" name="{{Cell body|细胞体}}" position="-5 0 0" radius="0.9" color="[[cell]]"><cl-sphere radius="0.4" position="0 0.1 0.6" color="#5a189a"></cl-sphere><cl-label offset="0 1.3 0">{{cell body|细胞体}}</cl-label></cl-sphere>
<cl-group id="dendrites" name="{{Dendrites|树突}}" position="-5 0 0">
<cl-cylinder radius="0.05" radius-top="0.1" height="2" position="-1.3 1 0" rotation="0 0 50" color="[[cell]]"></cl-cylinder>
<cl-cylinder radius="0.05" radius-top="0.1" height="2" position="-1.4 -0.9 0.3" rotation="0 0 125" color="[[cell]]"></cl-cylinder>
<cl-cylinder radius="0.05" radius-top="0.1" height="1.8" position="-0.2 1.5 -0.4" rotation="15 0 10" color="[[cell]]"></cl-cylinder>
<cl-cylinder radius="0.05" radius-top="0.1" height="1.8" position="-0.3 -1.5 0.4" rotation="-15 0 170" color="[[cell]]"></cl-cylinder>
</cl-group>
<cl-cylinder id="axon" name="{{Axon|轴突}}" rotation="0 0 90" radius="0.1" height="8.4" color="[[cell]]"><cl-label offset="0 0 0.8">{{axon|轴突}}</cl-label></cl-cylinder>
<cl-group id="myelin" name="{{Myelin sheath|髓鞘}}">
<cl-capsule radius="0.3" length="0.9" position="-3 0 0" rotation="0 0 90" color="[[myelin]]"></cl-capsule>
<cl-capsule radius="0.3" length="0.9" position="-1.5 0 0" rotation="0 0 90" color="[[myelin]]"></cl-capsule>
<cl-capsule radius="0.3" length="0.9" position="0 0 0" rotation="0 0 90" color="[[myelin]]"></cl-capsule>
<cl-capsule radius="0.3" length="0.9" position="1.5 0 0" rotation="0 0 90" color="[[myelin]]"></cl-capsule>
<cl-capsule radius="0.3" length="0.9" position="3 0 0" rotation="0 0 90" color="[[myelin]]"></cl-capsule>
</cl-group>
<cl-group id="terminals" name="{{Axon terminals|轴突末梢}}" position="4.2 0 0"><cl-sphere radius="0.2" position="0.6 0.5 0" color="[[cell]]"></cl-sphere><cl-sphere radius="0.2" position="0.7 0 0" color="[[cell]]"></cl-sphere><cl-sphere radius="0.2" position="0.6 -0.5 0" color="[[cell]]"></cl-sphere></cl-group>
<cl-sphere id="impulse" name="{{Nerve impulse|神经冲动}}" radius="0.2" color="[[impulse]]" emissive="[[impulse]]" glow="1.5"><cl-follow-path id="signal" points="-4.1 0 0, 4.5 0 0" period="1" smooth="false"></cl-follow-path></cl-sphere>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-toggle id="myelinOn" label="{{Myelin sheath|髓鞘}}" value="true">
<cl-bind target="myelin" attr="visible"></cl-bind>
</cl-toggle>
<cl-slider id="length" label="{{Length of the axon|轴突长度}}" min="0.1" max="1" step="0.05" value="0.5" unit="m"></cl-slider>
<cl-bind target="signal" attr="period" expr="length * (myelinOn ? 2 : 14)"></cl-bind>
<cl-readout label="{{Speed of the impulse (typical)|冲动传导速度（典型值）}}" expr="myelinOn ? 100 : 1" unit="m/s" digits="0"></cl-readout>
<cl-readout label="{{Time to reach the end|传到末梢所需时间}}" expr="1000 * length / (myelinOn ? 100 : 1)" unit="ms" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("cell", "soma", T("The nerve cell", "神经细胞")),
        LegendItem("myelin", "myelin", T("Myelin sheath", "髓鞘")),
        LegendItem("impulse", "impulse", T("Nerve impulse", "神经冲动")),
    ),
    levels={
        "primary": Level(
            summary=T(
                "Nerve cells carry messages between your brain and your body, very, very fast.",
                "神经细胞在大脑和身体之间传递信息，速度非常非常快。",
            ),
            steps=(
                Step(
                    T("A messenger cell", "送信的细胞"),
                    T(
                        "A nerve cell has a body, branches and a long tail.",
                        "神经细胞有细胞体、许多分支和一条长长的“尾巴”。",
                    ),
                    T(
                        "A <strong>nerve cell</strong>, or neuron, has short branches to pick up messages and one long, thin fibre to send them on.",
                        "<strong>神经细胞</strong>又叫神经元。它有短短的分支来接收信息，还有一根又细又长的纤维把信息传出去。",
                    ),
                    camera="0 2 11",
                    target="0 0 0",
                    highlight="soma",
                    sets=(("myelinOn", "1"), ("length", "0.5")),
                ),
                Step(
                    T("A fast message", "飞快的信息"),
                    T("The yellow spark is the message.", "黄色的光点就是信息。"),
                    T(
                        "The message runs along the fibre like a spark of electricity. When you touch something hot, a message races to your spinal cord and back, and you pull your hand away before you even think.",
                        "信息像电火花一样沿着纤维传过去。手碰到烫的东西时，信息飞快地传到脊髓再传回来，你还没来得及想，手就已经缩回来了。",
                    ),
                    highlight="impulse",
                ),
                Step(
                    T("The white coat", "白色的外衣"),
                    T("Without its coat the message is slow.", "没有“外衣”，信息就传得很慢。"),
                    T(
                        "Many nerve fibres wear a white, fatty coat called <strong>myelin</strong>. Take it away and watch: the message crawls along much more slowly.",
                        "许多神经纤维外面包着一层白色的脂肪“外衣”，叫<strong>髓鞘</strong>。把它去掉看看：信息爬得慢多了。",
                    ),
                    highlight="axon",
                    sets=(("myelinOn", "0"),),
                ),
            ),
            section_heading=T("Your body's wiring", "身体里的“电线”"),
            section=(
                T(
                    "Your brain and nerves contain billions of nerve cells. They let you see, hear, feel, move and think.",
                    "大脑和神经里有上千亿个神经细胞。有了它们，我们才能看、听、感觉、运动和思考。",
                ),
            ),
            quiz=(
                Question(
                    T("What do nerve cells do?", "神经细胞有什么作用？"),
                    (
                        Choice(
                            T("Carry messages", "传递信息"),
                            T("Yes! Between the brain and the body.", "对！在大脑和身体之间传递。"),
                            True,
                        ),
                        Choice(
                            T("Carry oxygen", "运输氧气"),
                            T("Red blood cells carry oxygen.", "运输氧气的是红细胞。"),
                        ),
                        Choice(
                            T("Digest food", "消化食物"),
                            T("That is the job of the gut.", "那是消化道的工作。"),
                        ),
                    ),
                ),
                Question(
                    T("What does the myelin coat do?", "髓鞘有什么作用？"),
                    (
                        Choice(
                            T("Makes messages travel faster", "让信息传得更快"),
                            T("Right!", "对！"),
                            True,
                        ),
                        Choice(
                            T("Keeps the nerve warm", "给神经保暖"),
                            T("It speeds up the message.", "它的作用是加快信息传递。"),
                        ),
                        Choice(
                            T("Stops all messages", "挡住所有信息"),
                            T("Messages still travel, and faster.", "信息照样传递，而且更快。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Nerve cell", "神经细胞"),
                    T("A cell that carries messages in the body.", "在身体里传递信息的细胞。"),
                ),
                (
                    T("Brain", "大脑"),
                    T("The control centre of the nervous system.", "神经系统的控制中心。"),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "A neuron receives signals on its dendrites and sends nerve impulses along its axon; a myelin sheath makes the impulse up to 100 times faster.",
                "神经元由树突接收信号，沿轴突传出神经冲动；髓鞘能使冲动的传导速度提高到约100倍。",
            ),
            steps=(
                Step(
                    T("Parts of a neuron", "神经元的结构"),
                    T("Dendrites, cell body, axon, terminals.", "树突、细胞体、轴突、轴突末梢。"),
                    T(
                        "<strong>Dendrites</strong> receive signals from other cells. The <strong>cell body</strong> contains the nucleus. The <strong>axon</strong> carries the impulse away to the <strong>axon terminals</strong>.",
                        "<strong>树突</strong>接收来自其他细胞的信号，<strong>细胞体</strong>内有细胞核，<strong>轴突</strong>把冲动传到<strong>轴突末梢</strong>。",
                    ),
                    camera="-3 2 8",
                    target="-3 0 0",
                    highlight="dendrites",
                    sets=(("myelinOn", "1"), ("length", "0.5")),
                ),
                Step(
                    T("The impulse", "神经冲动"),
                    T("About 100 m/s in a myelinated axon.", "有髓鞘的轴突中约100米/秒。"),
                    T(
                        "The <strong>nerve impulse</strong> is an electrical signal. In a myelinated axon it travels at about 100 m/s, so crossing 1 m of axon takes about 10 ms.",
                        "<strong>神经冲动</strong>是一种电信号。在有髓鞘的轴突中，它的传导速度约为100米/秒，传过1米长的轴突只需约10毫秒。",
                    ),
                    camera="0 2 11",
                    target="0 0 0",
                    highlight="impulse",
                    sets=(("length", "1"),),
                ),
                Step(
                    T("Without myelin", "没有髓鞘时"),
                    T("About 1 m/s: a whole second for 1 m.", "约1米/秒：1米要走整整1秒。"),
                    T(
                        "Thin axons without myelin conduct at only about 1 m/s. In multiple sclerosis the immune system damages myelin, and signals slow down or fail.",
                        "没有髓鞘的细轴突，传导速度只有约1米/秒。多发性硬化症患者的免疫系统会破坏髓鞘，使信号变慢甚至中断。",
                    ),
                    highlight="axon",
                    sets=(("myelinOn", "0"),),
                ),
            ),
            section_heading=T("From one neuron to the next", "从一个神经元到下一个"),
            section=(
                T(
                    "Neurons do not touch. At a <strong>synapse</strong>, the axon terminal releases chemicals called neurotransmitters that cross a tiny gap and start a signal in the next cell. A reflex arc links a receptor, sensory neuron, spinal cord, motor neuron and muscle.",
                    "神经元之间并不直接相连。在<strong>突触</strong>处，轴突末梢释放叫神经递质的化学物质，它们穿过极小的间隙，在下一个细胞引发信号。反射弧由感受器、传入神经、神经中枢（如脊髓）、传出神经和效应器组成。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Which part carries the impulse away from the cell body?",
                        "哪一部分把冲动从细胞体传出去？",
                    ),
                    (
                        Choice(T("The axon", "轴突"), T("Correct.", "正确。"), True),
                        Choice(
                            T("A dendrite", "树突"),
                            T("Dendrites bring signals in.", "树突把信号传入。"),
                        ),
                        Choice(
                            T("The nucleus", "细胞核"),
                            T("The nucleus holds the DNA.", "细胞核储存 DNA。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "How long does an impulse at 100 m/s take to travel 0.5 m?",
                        "以100米/秒的速度传导0.5米需要多长时间？",
                    ),
                    (
                        Choice(
                            T("5 ms", "5毫秒"),
                            T("Yes: 0.5 ÷ 100 = 0.005 s.", "对：0.5 ÷ 100 = 0.005秒。"),
                            True,
                        ),
                        Choice(
                            T("50 ms", "50毫秒"), T("That would be 10 m/s.", "那是10米/秒的情况。")
                        ),
                        Choice(
                            T("0.5 s", "0.5秒"),
                            T("That would be 1 m/s, without myelin.", "那是无髓鞘时1米/秒的情况。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Axon", "轴突"),
                    T(
                        "The long fibre that carries impulses away from the cell body.",
                        "把冲动从细胞体传出的长纤维。",
                    ),
                ),
                (
                    T("Synapse", "突触"),
                    T(
                        "The junction where one neuron passes a signal to the next.",
                        "一个神经元把信号传给下一个细胞的结构。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "An action potential is a wave of Na⁺ entry and K⁺ exit; myelin makes it jump from node to node (saltatory conduction), raising speed from about 1 to about 100 m/s.",
                "动作电位由 Na⁺ 内流和 K⁺ 外流形成；髓鞘使它在郎飞结之间跳跃传导，把速度从约1米/秒提高到约100米/秒。",
            ),
            steps=(
                Step(
                    T("Resting potential", "静息电位"),
                    T("Inside about −70 mV relative to outside.", "膜内比膜外低约70 mV。"),
                    T(
                        "The Na⁺/K⁺ pump and K⁺ leak channels keep the inside of the axon at about <strong>−70 mV</strong>. The membrane is polarised, ready to fire.",
                        "钠钾泵和 K⁺ 通道使轴突膜内电位保持在约 <strong>−70 mV</strong>，膜处于极化状态，随时可以兴奋。",
                    ),
                    camera="0 2 11",
                    target="0 0 0",
                    highlight="axon",
                    sets=(("myelinOn", "0"), ("length", "0.5")),
                ),
                Step(
                    T("Action potential", "动作电位"),
                    T("Na⁺ rushes in, then K⁺ flows out.", "Na⁺ 迅速内流，随后 K⁺ 外流。"),
                    T(
                        "Above a threshold of about −55 mV, voltage-gated Na⁺ channels open and the inside reaches about +30 mV. K⁺ channels then repolarise the membrane. Local currents trigger the next patch, so the impulse travels without fading.",
                        "膜电位超过约 −55 mV 的阈值时，电压门控 Na⁺ 通道打开，膜内电位升到约 +30 mV；随后 K⁺ 通道开放使膜复极化。局部电流刺激相邻部位兴奋，冲动因此不衰减地向前传导。",
                    ),
                    highlight="impulse",
                ),
                Step(
                    T("Saltatory conduction", "跳跃传导"),
                    T(
                        "Myelin: the impulse jumps from node to node.",
                        "有髓鞘时，冲动在郎飞结之间跳跃。",
                    ),
                    T(
                        "Myelin insulates the axon, so action potentials occur only at the gaps, the <strong>nodes of Ranvier</strong>. The impulse jumps from node to node, about 100 times faster, using less energy.",
                        "髓鞘起绝缘作用，动作电位只在髓鞘之间的<strong>郎飞结</strong>处产生。冲动从一个结跳到下一个结，速度提高约100倍，而且更节省能量。",
                    ),
                    highlight="myelin",
                    sets=(("myelinOn", "1"),),
                ),
            ),
            section_heading=T("All or nothing", "全或无"),
            section=(
                T(
                    "Every action potential in a neuron has the same size. A stronger stimulus does not give bigger impulses but more of them per second. After each one, a short refractory period makes the impulse travel one way only.",
                    "同一个神经元的动作电位大小都相同。刺激更强时，冲动不会变大，而是每秒产生得更多。每次兴奋后都有短暂的不应期，所以冲动只能单向传导。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "What causes the rising phase of an action potential?",
                        "动作电位的上升阶段是由什么引起的？",
                    ),
                    (
                        Choice(
                            T("Na⁺ flowing into the axon", "Na⁺ 内流"),
                            T("Correct.", "正确。"),
                            True,
                        ),
                        Choice(
                            T("K⁺ flowing into the axon", "K⁺ 内流"),
                            T("K⁺ flows out, during repolarisation.", "K⁺ 是在复极化时外流的。"),
                        ),
                        Choice(
                            T("The Na⁺/K⁺ pump speeding up", "钠钾泵加速工作"),
                            T(
                                "The pump maintains the gradients; channels cause the spike.",
                                "钠钾泵维持浓度差，产生峰电位的是离子通道。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "How does a neuron signal a stronger stimulus?",
                        "神经元怎样表示更强的刺激？",
                    ),
                    (
                        Choice(
                            T("More impulses per second", "每秒产生更多冲动"),
                            T("Yes: frequency coding.", "对：用频率编码。"),
                            True,
                        ),
                        Choice(
                            T("Bigger impulses", "冲动变大"),
                            T("Action potentials are all or nothing.", "动作电位是全或无的。"),
                        ),
                        Choice(
                            T("Faster impulses", "冲动传得更快"),
                            T(
                                "Speed depends on the axon, not the stimulus.",
                                "速度取决于轴突，与刺激强度无关。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Action potential", "动作电位"),
                    T(
                        "A brief reversal of the membrane potential that travels along the axon.",
                        "沿轴突传导的、膜电位的短暂反转。",
                    ),
                ),
                (
                    T("Node of Ranvier", "郎飞结"),
                    T(
                        "A gap in the myelin where the action potential is regenerated.",
                        "髓鞘之间的间隙，动作电位在此重新产生。",
                    ),
                ),
            ),
        ),
    },
)

_CHROMATIDS = "\n".join(
    f'<cl-capsule radius="0.12" length="{length}" position="0 {y} {z}" color="{color}"></cl-capsule>'
    for length, y, z, color in (
        (0.7, 0.9, 0.3, "[[chromosome]]"),
        (0.7, 0.3, -0.4, "[[chromosome2]]"),
        (0.4, -0.3, 0.4, "[[chromosome]]"),
        (0.4, -0.9, -0.3, "[[chromosome2]]"),
    )
)

MITOSIS = Topic(
    slug="mitosis",
    subject="biology",
    names={
        "en": ("mitosis", "cell division", "stages of mitosis", "the cell cycle"),
        "zh": ("有丝分裂", "细胞分裂", "有丝分裂的过程", "细胞周期"),
    },
    title=T("Mitosis: one cell becomes two", "有丝分裂：一个细胞变成两个"),
    palette={
        "chromosome": ("#ef476f", "#f15bb5", "#e63946"),
        "chromosome2": ("#4cc9f0", "#06d6a0", "#3a86ff"),
        "membrane": ("#a0c4ff", "#bde0fe", "#caffbf"),
        "background": ("#0b1020", "#101828", "#0d1b2a"),
    },
    scene=f"""
<cl-scene camera="0 1 9" target="0 0 0" background="[[background]]" label="{{{{A dividing cell: chromosomes line up in the middle and their two halves are pulled to opposite ends|正在分裂的细胞：染色体排在中央，每条染色体的两半被拉向两极}}}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#29324a" intensity="1"></cl-light>
<cl-light type="directional" position="3 6 8" intensity="1"></cl-light>
<cl-group id="cell" name="{{{{Cell|细胞}}}}">
<cl-oscillate property="rotation" axis="0 1 0" amplitude="20" period="10"></cl-oscillate>
<cl-sphere id="membrane" name="{{{{Cell membrane|细胞膜}}}}" radius="3" color="[[membrane]]" opacity="0.15"></cl-sphere>
<cl-sphere id="envelope" name="{{{{Nuclear envelope|核膜}}}}" radius="1.6" color="#b8c0ff" opacity="0.25"></cl-sphere>
<cl-particles id="chromatin" name="{{{{Chromatin|染色质}}}}" count="400" spread="1.4" size="0.06" color="[[chromosome]]" jitter="0.02"></cl-particles>
<cl-group id="poles" name="{{{{Centrosomes|中心体}}}}"><cl-sphere radius="0.15" position="-2.6 0 0" color="#ffd166" emissive="#ffb703"><cl-oscillate property="scale" amplitude="0.3" period="1.5"></cl-oscillate></cl-sphere><cl-sphere radius="0.15" position="2.6 0 0" color="#ffd166" emissive="#ffb703"><cl-oscillate property="scale" amplitude="0.3" period="1.5"></cl-oscillate></cl-sphere></cl-group>
<cl-group id="spindle" name="{{{{Spindle fibres|纺锤丝}}}}">
<cl-line points="-2.6 0 0, 0 0.9 0.3, 2.6 0 0" smooth="true" color="#e9ecef" opacity="0.6"></cl-line>
<cl-line points="-2.6 0 0, 0 -0.9 -0.3, 2.6 0 0" smooth="true" color="#e9ecef" opacity="0.6"></cl-line>
</cl-group>
<cl-group id="chromosomes" name="{{{{Chromosomes|染色体}}}}">
<cl-group id="leftSet" name="{{{{Chromatids going left|移向左极的染色单体}}}}">
{_CHROMATIDS}
</cl-group>
<cl-group id="rightSet" name="{{{{Chromatids going right|移向右极的染色单体}}}}">
{_CHROMATIDS}
</cl-group>
</cl-group>
<cl-group id="daughters" name="{{{{Two new nuclei|两个新细胞核}}}}"><cl-sphere radius="1" position="-2 0 0" color="#b8c0ff" opacity="0.25"></cl-sphere><cl-sphere radius="1" position="2 0 0" color="#b8c0ff" opacity="0.25"></cl-sphere><cl-torus radius="2.5" tube="0.08" rotation="0 0 90" color="[[membrane]]"></cl-torus></cl-group>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-select id="stage" label="{{Stage|时期}}" value="3">
<cl-option value="1">{{Interphase (DNA copied)|间期（DNA 已复制）}}</cl-option>
<cl-option value="2">{{Prophase|前期}}</cl-option>
<cl-option value="3">{{Metaphase|中期}}</cl-option>
<cl-option value="4">{{Anaphase|后期}}</cl-option>
<cl-option value="5">{{Telophase and cytokinesis|末期和胞质分裂}}</cl-option>
</cl-select>
<cl-bind target="chromatin" attr="visible" expr="stage == 1"></cl-bind>
<cl-bind target="envelope" attr="visible" expr="3 > stage"></cl-bind>
<cl-bind target="spindle" attr="visible" expr="stage == 3 || stage == 4"></cl-bind>
<cl-bind target="daughters" attr="visible" expr="stage == 5"></cl-bind>
<cl-bind target="chromosomes" attr="visible" expr="stage > 1"></cl-bind>
<cl-bind target="leftSet" attr="position.x" expr="stage == 4 ? -1.5 : stage == 5 ? -2 : -0.13"></cl-bind>
<cl-bind target="rightSet" attr="position.x" expr="stage == 4 ? 1.5 : stage == 5 ? 2 : 0.13"></cl-bind>
<cl-bind target="chromosomes" attr="rotation.x" expr="stage == 2 ? 70 : 0"></cl-bind>
<cl-readout label="{{Chromosomes in this cell (2n = 4)|此细胞中的染色体数（2n = 4）}}" expr="stage > 3 ? 8 : 4" digits="0"></cl-readout>
<cl-readout label="{{In a human cell at this stage|同一时期的人体细胞}}" expr="stage > 3 ? 92 : 46" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("chromosome", "leftSet", T("Chromosomes of one pair", "一对同源染色体")),
        LegendItem(
            "chromosome2", "rightSet", T("Chromosomes of the other pair", "另一对同源染色体")
        ),
    ),
    levels={
        "primary": Level(
            summary=T(
                "You grow because your cells split in two. Before a cell splits, it copies its instructions so both new cells get a full set.",
                "我们能长大，是因为细胞会一分为二。细胞分裂前先复制自己的“说明书”，让两个新细胞各得到完整的一套。",
            ),
            steps=(
                Step(
                    T("Copying first", "先复制"),
                    T("The cell copies its instructions.", "细胞先复制它的指令。"),
                    T(
                        "Inside the nucleus are the cell's instructions. Before dividing, the cell makes an exact <strong>copy</strong> of all of them.",
                        "细胞核里有细胞的指令。分裂之前，细胞会把这些指令完整地<strong>复制</strong>一份。",
                    ),
                    camera="0 1 9",
                    target="0 0 0",
                    highlight="chromatin",
                    sets=(("stage", "1"),),
                ),
                Step(
                    T("Lining up", "排好队"),
                    T("The copies line up in the middle.", "复制好的染色体在中间排好队。"),
                    T(
                        "The instructions pack into little rods called <strong>chromosomes</strong>. They line up across the middle of the cell, each still joined to its copy.",
                        "指令卷成一根根小棒，叫<strong>染色体</strong>。它们在细胞中央排成一排，每条都还和自己的复制品连在一起。",
                    ),
                    highlight="leftSet",
                    sets=(("stage", "3"),),
                ),
                Step(
                    T("Splitting in two", "一分为二"),
                    T("Two cells, each with the same instructions.", "两个细胞，指令完全相同。"),
                    T(
                        "The copies are pulled apart to opposite ends, and the cell pinches in the middle. Now there are <strong>two cells</strong>, each with a full set.",
                        "复制品被拉向两端，细胞从中间缢裂开来，就变成了<strong>两个细胞</strong>，每个都有一整套指令。",
                    ),
                    highlight="daughters",
                    sets=(("stage", "5"),),
                ),
            ),
            section_heading=T("Why cells divide", "细胞为什么要分裂"),
            section=(
                T(
                    "Cell division lets you grow and heals a cut on your knee: new skin cells are made to fill the gap.",
                    "细胞分裂让我们长高长大，也让膝盖上的伤口愈合：新的皮肤细胞会长出来把伤口填满。",
                ),
            ),
            quiz=(
                Question(
                    T("What does a cell do before it divides?", "细胞分裂前要做什么？"),
                    (
                        Choice(
                            T("Copies its instructions", "复制它的指令"),
                            T(
                                "Yes! So both new cells get a full set.",
                                "对！这样两个新细胞都能得到完整的一套。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Throws away its nucleus", "扔掉细胞核"),
                            T("The nucleus is needed.", "细胞核是必不可少的。"),
                        ),
                        Choice(
                            T("Gets smaller", "变小"),
                            T("It usually grows first.", "它通常会先长大一些。"),
                        ),
                    ),
                ),
                Question(
                    T(
                        "One cell divides. How many cells are there now?",
                        "一个细胞分裂一次，变成几个细胞？",
                    ),
                    (
                        Choice(T("Two", "两个"), T("Right!", "对！"), True),
                        Choice(
                            T("One", "一个"), T("Division makes two cells.", "分裂会形成两个细胞。")
                        ),
                        Choice(
                            T("Ten", "十个"),
                            T("One division gives two cells.", "分裂一次只形成两个细胞。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Chromosome", "染色体"),
                    T(
                        "A packed-up rod of the cell's instructions (DNA).",
                        "由细胞的指令（DNA）卷成的小棒。",
                    ),
                ),
                (
                    T("Cell division", "细胞分裂"),
                    T("One cell splitting into two.", "一个细胞分成两个。"),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "In mitosis the copied chromosomes are shared equally, so both daughter cells have the same number and kind of chromosomes as the parent.",
                "有丝分裂时，复制后的染色体被平均分配，两个子细胞的染色体数目和种类都与亲代细胞相同。",
            ),
            steps=(
                Step(
                    T("Prophase", "前期"),
                    T(
                        "Chromosomes condense; each has two chromatids.",
                        "染色体缩短变粗，每条含两条染色单体。",
                    ),
                    T(
                        "After the DNA is copied in interphase, the chromosomes coil up and become visible. Each is two identical <strong>sister chromatids</strong> joined at the centromere. The nuclear envelope starts to break down.",
                        "间期完成 DNA 复制后，染色质螺旋缠绕成为染色体。每条染色体含两条相同的<strong>姐妹染色单体</strong>，由着丝粒连在一起。核膜逐渐消失。",
                    ),
                    camera="0 1 9",
                    target="0 0 0",
                    highlight="envelope",
                    sets=(("stage", "2"),),
                ),
                Step(
                    T("Metaphase", "中期"),
                    T("Chromosomes line up on the equator.", "染色体排列在赤道板上。"),
                    T(
                        "<strong>Spindle fibres</strong> from the two poles attach to every chromosome and line them up across the middle of the cell. This is the best stage to count chromosomes.",
                        "两极发出的<strong>纺锤丝</strong>附着在每条染色体上，把它们排列在细胞中央的赤道板上。这是观察和计数染色体的最佳时期。",
                    ),
                    highlight="spindle",
                    sets=(("stage", "3"),),
                ),
                Step(
                    T("Anaphase and telophase", "后期和末期"),
                    T(
                        "Sister chromatids part; two nuclei form.",
                        "姐妹染色单体分开，形成两个细胞核。",
                    ),
                    T(
                        "The sister chromatids separate and move to opposite poles: each is now a chromosome. New nuclear envelopes form, and the cytoplasm divides to give two identical cells.",
                        "姐妹染色单体分开，分别移向两极，各自成为一条染色体。随后两极形成新的核膜，细胞质一分为二，形成两个相同的子细胞。",
                    ),
                    highlight="chromosomes",
                    sets=(("stage", "4"),),
                ),
            ),
            section_heading=T("What mitosis is for", "有丝分裂的意义"),
            section=(
                T(
                    "Mitosis gives growth, repair and asexual reproduction. A human body cell has 46 chromosomes, and after mitosis each daughter cell still has 46. Cells that divide out of control form a tumour.",
                    "有丝分裂使生物体生长、修复损伤，也是无性生殖的基础。人体细胞有46条染色体，有丝分裂后每个子细胞仍有46条。细胞失控地分裂就会形成肿瘤。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A body cell with 46 chromosomes divides by mitosis. Each daughter cell has…",
                        "含46条染色体的体细胞进行有丝分裂，每个子细胞有……",
                    ),
                    (
                        Choice(
                            T("46 chromosomes", "46条染色体"),
                            T(
                                "Correct: mitosis keeps the number.",
                                "正确：有丝分裂使染色体数目保持不变。",
                            ),
                            True,
                        ),
                        Choice(
                            T("23 chromosomes", "23条染色体"),
                            T(
                                "Halving happens in meiosis, when sex cells form.",
                                "减半发生在形成生殖细胞的减数分裂中。",
                            ),
                        ),
                        Choice(
                            T("92 chromosomes", "92条染色体"),
                            T(
                                "92 is the count only during anaphase, before the cell splits.",
                                "92条只出现在细胞分开前的后期。",
                            ),
                        ),
                    ),
                ),
                Question(
                    T(
                        "In which stage do chromosomes line up in the middle?",
                        "染色体在哪个时期排列在细胞中央？",
                    ),
                    (
                        Choice(T("Metaphase", "中期"), T("Yes.", "对。"), True),
                        Choice(
                            T("Anaphase", "后期"),
                            T("In anaphase they move apart.", "后期染色单体分开移向两极。"),
                        ),
                        Choice(
                            T("Interphase", "间期"),
                            T(
                                "In interphase the DNA is loose chromatin.",
                                "间期 DNA 呈松散的染色质状态。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Sister chromatids", "姐妹染色单体"),
                    T(
                        "The two identical copies of a chromosome, joined at the centromere.",
                        "由着丝粒相连的两条相同的染色单体。",
                    ),
                ),
                (
                    T("Spindle", "纺锤体"),
                    T(
                        "Fibres that move the chromosomes during division.",
                        "分裂时牵引染色体移动的纤维结构。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Mitosis separates sister chromatids so each daughter nucleus gets an identical diploid set; checkpoints in the cell cycle guard the process.",
                "有丝分裂使姐妹染色单体分离，两个子细胞核得到相同的二倍体染色体组；细胞周期中的检查点保证这一过程准确进行。",
            ),
            steps=(
                Step(
                    T("Interphase", "分裂间期"),
                    T("G1, S (DNA replication), G2.", "G1期、S期（DNA 复制）、G2期。"),
                    T(
                        "Most of the cycle is <strong>interphase</strong>. In S phase every DNA molecule is replicated: a human cell goes from 46 to 92 DNA molecules, still 46 chromosomes.",
                        "细胞周期的大部分时间处于<strong>间期</strong>。S期中每个 DNA 分子都被复制：人体细胞的 DNA 分子由46个变为92个，染色体仍是46条。",
                    ),
                    camera="0 1 9",
                    target="0 0 0",
                    highlight="chromatin",
                    sets=(("stage", "1"),),
                ),
                Step(
                    T("The spindle checkpoint", "纺锤体检查点"),
                    T(
                        "Anaphase waits until every kinetochore is attached.",
                        "所有着丝粒都连上纺锤丝后，后期才开始。",
                    ),
                    T(
                        "Microtubules attach to the kinetochores of each chromosome from both poles. Until all are attached under tension, the <strong>spindle checkpoint</strong> holds the cell in metaphase.",
                        "两极发出的微管连接到每条染色体着丝粒两侧的动粒上。在所有动粒都正确连接并受到张力之前，<strong>纺锤体检查点</strong>会使细胞停留在中期。",
                    ),
                    highlight="spindle",
                    sets=(("stage", "3"),),
                ),
                Step(
                    T("Anaphase", "后期"),
                    T(
                        "Cohesin is cut; the count doubles to 92.",
                        "黏连蛋白被切断，染色体数加倍为92。",
                    ),
                    T(
                        "Separase cuts the cohesin holding sisters together, and the chromatids are pulled to opposite poles. Each is now a chromosome, so a human cell briefly has 92.",
                        "分离酶切断连接姐妹染色单体的黏连蛋白，染色单体被拉向两极。此时每条染色单体都成为一条染色体，所以人体细胞中短暂地有92条染色体。",
                    ),
                    highlight="chromosomes",
                    sets=(("stage", "4"),),
                ),
            ),
            section_heading=T("Mitosis, cytokinesis and cancer", "有丝分裂、胞质分裂与癌症"),
            section=(
                T(
                    "Animal cells divide the cytoplasm by a contractile ring that pinches the membrane; plant cells build a cell plate instead. Mutations that disable checkpoints (for example in p53) let damaged cells keep dividing, a step towards cancer.",
                    "动物细胞靠细胞膜从中部向内凹陷、缢裂来分配细胞质；植物细胞则在赤道板处形成细胞板。使检查点失效的突变（如 p53 基因突变）会让受损细胞不断分裂，向癌变迈进一步。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "A human cell in G2 has how many DNA molecules in its nucleus?",
                        "处于G2期的人体细胞核中有多少个 DNA 分子？",
                    ),
                    (
                        Choice(
                            T("92", "92个"),
                            T(
                                "Correct: 46 chromosomes, each of two chromatids.",
                                "正确：46条染色体，每条含两条染色单体。",
                            ),
                            True,
                        ),
                        Choice(
                            T("46", "46个"),
                            T("That is before S phase, in G1.", "那是S期之前的G1期。"),
                        ),
                        Choice(
                            T("23", "23个"),
                            T("23 is the haploid number of a gamete.", "23是配子中的单倍体数目。"),
                        ),
                    ),
                ),
                Question(
                    T("What triggers the start of anaphase?", "是什么引发后期的开始？"),
                    (
                        Choice(
                            T("Cleavage of cohesin by separase", "分离酶切断黏连蛋白"),
                            T(
                                "Yes, once the checkpoint is satisfied.",
                                "对，前提是检查点已经通过。",
                            ),
                            True,
                        ),
                        Choice(
                            T("Replication of DNA", "DNA 复制"),
                            T("Replication happens in S phase.", "DNA 复制在S期完成。"),
                        ),
                        Choice(
                            T("Breakdown of the nuclear envelope", "核膜解体"),
                            T("That happens in prophase.", "那发生在前期。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Kinetochore", "动粒"),
                    T(
                        "Protein structure on the centromere where spindle microtubules attach.",
                        "着丝粒上供纺锤丝微管附着的蛋白质结构。",
                    ),
                ),
                (
                    T("Diploid", "二倍体"),
                    T("Having two sets of chromosomes (2n).", "含有两个染色体组（2n）。"),
                ),
            ),
        ),
    },
)

FOOD_CHAIN = Topic(
    slug="food-chain",
    subject="biology",
    names={
        "en": (
            "food chain",
            "food chains",
            "food web",
            "energy pyramid",
            "producers and consumers",
        ),
        "zh": ("食物链", "食物网", "能量金字塔", "生产者和消费者"),
    },
    title=T("Food chains: who eats whom?", "食物链：谁吃谁？"),
    palette={
        "energy": ("#ffb703", "#f4a261", "#ffd166"),
        "grass": ("#80b918", "#55a630", "#70e000"),
        "background": ("#0d1b2a", "#0b1020", "#102a43"),
    },
    scene="""
<cl-scene camera="0 2.5 10" target="0 0.5 0" background="[[background]]" label="{{A food chain: grass, mouse, snake and hawk, with arrows for the flow of energy and an energy pyramid|一条食物链：草、鼠、蛇、鹰，箭头表示能量流动，旁边是能量金字塔}}">
<cl-light type="hemisphere" color="#ffffff" ground-color="#3a2f25" intensity="1"></cl-light>
<cl-light type="directional" position="3 8 6" intensity="1"></cl-light>
<cl-plane id="ground" name="{{Ground|地面}}" width="18" depth="7" position="0 -1 0" color="#6a994e"></cl-plane>
<cl-group id="grass" name="{{Grass (producer)|草（生产者）}}" position="-6 -1 0" scale="1.5 1.5 1.5">
<cl-cone radius="0.2" height="1" position="0 0.5 0" color="[[grass]]"><cl-label offset="0 1 0">{{grass|草}}</cl-label></cl-cone>
<cl-cone radius="0.2" height="0.8" position="0.4 0.4 0.3" color="[[grass]]"></cl-cone>
<cl-cone radius="0.2" height="0.9" position="-0.4 0.45 -0.2" color="[[grass]]"></cl-cone>
</cl-group>
<cl-group id="mouse" name="{{Mouse|鼠}}" position="-3.3 -0.5 0" scale="1.5 1.5 1.5"><cl-oscillate axis="0 1 0" amplitude="0.15" period="0.6"></cl-oscillate><cl-sphere radius="0.35" scale="1.4 1 1" color="#9a8c98"></cl-sphere><cl-sphere radius="0.14" position="0.3 0.3 0" color="#c9ada7"><cl-label offset="0 0.6 0">{{mouse|鼠}}</cl-label></cl-sphere></cl-group>
<cl-group id="snake" name="{{Snake|蛇}}" position="-0.6 -0.85 0"><cl-torus radius="0.8" tube="0.14" arc="300" color="#6b705c"><cl-spin period="5"></cl-spin><cl-label offset="0 0.7 0">{{snake|蛇}}</cl-label></cl-torus></cl-group>
<cl-group position="1.5 2.6 0"><cl-group id="hawk" name="{{Hawk|鹰}}" scale="1.5 1.5 1.5"><cl-orbit radius="0.8" period="6"></cl-orbit><cl-capsule radius="0.18" length="0.5" rotation="0 0 90" color="#7f5539"></cl-capsule><cl-box size="0.4 0.05 1.8" color="#9c6644"><cl-oscillate property="rotation" axis="1 0 0" amplitude="20" period="0.8"></cl-oscillate></cl-box><cl-label offset="0 0.6 0">{{hawk|鹰}}</cl-label></cl-group></cl-group>
<cl-group id="flow" name="{{Energy flow|能量流动}}">
<cl-arrow position="-5.5 0.2 0" direction="1 0 0" length="1.6" color="[[energy]]"></cl-arrow>
<cl-arrow position="-2.8 -0.4 0" direction="1 0 0" length="1.5" color="[[energy]]"></cl-arrow>
<cl-arrow position="0.2 -0.4 0" direction="0.4 1 0" length="2.2" color="[[energy]]"></cl-arrow>
</cl-group>
<cl-group id="pyramid" name="{{Energy pyramid|能量金字塔}}" position="5.5 -1 0">
<cl-box id="level1" size="3 0.6 3" position="0 0.3 0" color="[[grass]]"></cl-box>
<cl-box id="level2" size="3 0.6 3" position="0 0.9 0" color="#c9ada7"></cl-box>
<cl-box id="level3" size="3 0.6 3" position="0 1.5 0" color="#a5a58d"></cl-box>
<cl-box id="level4" size="3 0.6 3" position="0 2.1 0" color="#b08968"></cl-box>
</cl-group>
</cl-scene>
""",
    controls="""
<cl-controls>
<cl-play></cl-play>
<cl-slider id="eff" label="{{Energy passed to the next level|传递到下一营养级的能量}}" min="5" max="20" step="1" value="10" unit="%">
<cl-bind target="level2" attr="scale.x" expr="sqrt(eff / 100)"></cl-bind>
<cl-bind target="level2" attr="scale.z" expr="sqrt(eff / 100)"></cl-bind>
<cl-bind target="level3" attr="scale.x" expr="eff / 100"></cl-bind>
<cl-bind target="level3" attr="scale.z" expr="eff / 100"></cl-bind>
<cl-bind target="level4" attr="scale.x" expr="(eff / 100) ^ 1.5"></cl-bind>
<cl-bind target="level4" attr="scale.z" expr="(eff / 100) ^ 1.5"></cl-bind>
</cl-slider>
<cl-toggle id="pyramidOn" label="{{Show the energy pyramid|显示能量金字塔}}" value="true">
<cl-bind target="pyramid" attr="visible"></cl-bind>
</cl-toggle>
<cl-readout label="{{Energy reaching the snakes (from 10 000 kJ in grass)|传到蛇的能量（草中有10 000 kJ）}}" expr="10000 * (eff / 100) ^ 2" unit="kJ" digits="0"></cl-readout>
<cl-readout label="{{Energy reaching the hawks|传到鹰的能量}}" expr="10000 * (eff / 100) ^ 3" unit="kJ" digits="0"></cl-readout>
</cl-controls>
""",
    legend=(
        LegendItem("grass", "grass", T("Producers: green plants", "生产者：绿色植物")),
        LegendItem(
            "energy", "flow", T("Arrows: the direction energy flows", "箭头：能量流动的方向")
        ),
    ),
    chart="""
<cl-chart title="{{Energy reaching the hawks|传到鹰的能量}}" x="eff" y="10000 * (eff / 100) ^ 3" x-label="{{Energy passed on (%)|传递效率（%）}}" y-label="{{Energy (kJ)|能量（kJ）}}" y-min="0" y-max="80" color="[[energy]]"></cl-chart>
""",
    levels={
        "primary": Level(
            summary=T(
                "A food chain shows who eats whom. Every food chain starts with a green plant.",
                "食物链表示谁吃谁。每条食物链都从绿色植物开始。",
            ),
            steps=(
                Step(
                    T("It starts with plants", "从植物开始"),
                    T("Plants make their own food from sunlight.", "植物利用阳光自己制造养分。"),
                    T(
                        "<strong>Grass</strong> makes its own food using sunlight. Because it makes food, we call it a <strong>producer</strong>.",
                        "<strong>草</strong>利用阳光自己制造养分。因为它能制造养分，所以叫作<strong>生产者</strong>。",
                    ),
                    camera="-3 2 9",
                    target="-3 0 0",
                    highlight="grass",
                    sets=(("eff", "10"), ("pyramidOn", "0")),
                ),
                Step(
                    T("Eat and be eaten", "吃与被吃"),
                    T("Grass → mouse → snake → hawk", "草 → 鼠 → 蛇 → 鹰"),
                    T(
                        "The mouse eats grass, the snake eats the mouse and the hawk eats the snake. The arrows point from the food to the animal that eats it.",
                        "鼠吃草，蛇吃鼠，鹰又吃蛇。箭头从被吃的生物指向吃它的动物。",
                    ),
                    camera="0 2.5 10",
                    target="0 0.5 0",
                    highlight="flow",
                ),
                Step(
                    T("Fewer at the top", "越往上越少"),
                    T("Lots of grass, only a few hawks.", "草很多，鹰很少。"),
                    T(
                        "It takes lots of grass to feed the mice, and lots of mice to feed a few snakes. That is why there are only a few hawks.",
                        "要很多草才能养活鼠，要很多鼠才能养活几条蛇，所以鹰的数量很少。",
                    ),
                    highlight="pyramid",
                    sets=(("pyramidOn", "1"),),
                ),
            ),
            section_heading=T("Everything is connected", "一切都联系在一起"),
            section=(
                T(
                    "If all the snakes disappeared, there would be more mice, and they might eat too much grass. Each living thing in a food chain matters.",
                    "如果蛇都消失了，鼠就会变多，它们可能会把草吃光。食物链中的每种生物都很重要。",
                ),
            ),
            quiz=(
                Question(
                    T("What is at the start of every food chain?", "每条食物链的起点是什么？"),
                    (
                        Choice(
                            T("A green plant", "绿色植物"),
                            T("Yes! Plants make food from sunlight.", "对！植物利用阳光制造养分。"),
                            True,
                        ),
                        Choice(
                            T("A hawk", "鹰"),
                            T("The hawk is at the end of this chain.", "鹰在这条食物链的末端。"),
                        ),
                        Choice(T("A mouse", "鼠"), T("The mouse eats plants.", "鼠是吃植物的。")),
                    ),
                ),
                Question(
                    T("What does the snake eat in this chain?", "在这条食物链中，蛇吃什么？"),
                    (
                        Choice(T("The mouse", "鼠"), T("Right.", "对。"), True),
                        Choice(T("The hawk", "鹰"), T("The hawk eats the snake.", "是鹰吃蛇。")),
                        Choice(
                            T("Sunlight", "阳光"),
                            T(
                                "Only plants use sunlight to make food.",
                                "只有植物能利用阳光制造养分。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Producer", "生产者"),
                    T(
                        "A living thing that makes its own food, like a plant.",
                        "能自己制造养分的生物，例如植物。",
                    ),
                ),
                (
                    T("Consumer", "消费者"),
                    T("An animal that eats other living things.", "以其他生物为食的动物。"),
                ),
            ),
        ),
        "middle": Level(
            summary=T(
                "Energy flows along a food chain from producers to consumers, and only about 10% of it passes from one level to the next.",
                "能量沿食物链从生产者流向消费者，每一营养级只有约10%的能量传递到下一营养级。",
            ),
            steps=(
                Step(
                    T("Trophic levels", "营养级"),
                    T(
                        "Producer, primary, secondary and tertiary consumer.",
                        "生产者、初级、次级和三级消费者。",
                    ),
                    T(
                        "Grass is the <strong>producer</strong>. The mouse is a <strong>primary consumer</strong> (a herbivore), the snake a <strong>secondary consumer</strong> and the hawk a <strong>tertiary consumer</strong>.",
                        "草是<strong>生产者</strong>，鼠是<strong>初级消费者</strong>（植食性动物），蛇是<strong>次级消费者</strong>，鹰是<strong>三级消费者</strong>。",
                    ),
                    camera="0 2.5 10",
                    target="0 0.5 0",
                    highlight="flow",
                    sets=(("eff", "10"), ("pyramidOn", "1")),
                ),
                Step(
                    T("Where the energy goes", "能量去了哪里"),
                    T("About 10% passes on; the rest is lost.", "约10%传递下去，其余散失了。"),
                    T(
                        "Most energy an animal takes in is used for living and lost as heat, or stays in parts that are not eaten. Only about <strong>10%</strong> is passed on. Each box of the pyramid has an area in proportion to its energy.",
                        "动物摄入的能量大部分用于自身生命活动并以热能散失，或留在没被吃掉的部分中，只有约<strong>10%</strong>传递到下一营养级。金字塔每层的面积与其能量成正比。",
                    ),
                    camera="4 3 9",
                    target="5 0.5 0",
                    highlight="pyramid",
                ),
                Step(
                    T("Why chains are short", "食物链为什么不长"),
                    T("10 000 kJ in grass, 10 kJ for the hawks.", "草中10 000 kJ，到鹰只剩10 kJ。"),
                    T(
                        "With 10% at each step, 10 000 kJ in grass gives 1000 kJ to mice, 100 kJ to snakes and only 10 kJ to hawks. Too little is left to support a fifth level.",
                        "按10%计算，草中的10 000 kJ 传到鼠只剩1000 kJ，传到蛇100 kJ，传到鹰只剩10 kJ，剩下的能量不足以维持第五个营养级。",
                    ),
                    highlight="level4",
                    sets=(("eff", "10"),),
                ),
            ),
            section_heading=T("Food webs", "食物网"),
            section=(
                T(
                    "In nature, food chains link up into a <strong>food web</strong>: hawks also eat mice, and snakes eat frogs. Decomposers such as fungi and bacteria break down dead remains and return minerals to the soil.",
                    "自然界中，许多食物链相互交错，形成<strong>食物网</strong>：鹰也吃鼠，蛇也吃青蛙。真菌、细菌等分解者分解动植物遗体，把无机盐归还给土壤。",
                ),
            ),
            quiz=(
                Question(
                    T("Which organism is the secondary consumer?", "哪种生物是次级消费者？"),
                    (
                        Choice(
                            T("The snake", "蛇"),
                            T(
                                "Correct: it eats the primary consumer.",
                                "正确：它以初级消费者为食。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The mouse", "鼠"),
                            T("The mouse is the primary consumer.", "鼠是初级消费者。"),
                        ),
                        Choice(T("The grass", "草"), T("Grass is the producer.", "草是生产者。")),
                    ),
                ),
                Question(
                    T(
                        "Why do food chains rarely have more than 4 or 5 levels?",
                        "为什么食物链一般不超过4～5个营养级？",
                    ),
                    (
                        Choice(
                            T("Too much energy is lost at each step", "每一级都有大量能量散失"),
                            T("Yes: about 90% is lost each time.", "对：每次约有90%的能量散失。"),
                            True,
                        ),
                        Choice(
                            T("Top predators are too big", "顶级捕食者太大了"),
                            T("Size is not the reason; energy is.", "原因不是体型，而是能量。"),
                        ),
                        Choice(
                            T("Plants cannot grow fast enough", "植物长得不够快"),
                            T(
                                "Plants are fine; the losses add up along the chain.",
                                "问题在于能量沿食物链逐级递减。",
                            ),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Trophic level", "营养级"),
                    T("A feeding level in a food chain.", "食物链中的一个取食层次。"),
                ),
                (
                    T("Decomposer", "分解者"),
                    T(
                        "An organism that breaks down dead matter, such as fungi and bacteria.",
                        "分解动植物遗体的生物，如真菌和细菌。",
                    ),
                ),
            ),
        ),
        "high": Level(
            summary=T(
                "Energy flow is one-way and decreases at each trophic level; with transfer efficiency E, the energy at level n is E^(n−1) of the producers'.",
                "能量流动是单向的、逐级递减的；若传递效率为 E，第 n 营养级获得的能量为生产者的 E^(n−1)。",
            ),
            steps=(
                Step(
                    T("Transfer efficiency", "能量传递效率"),
                    T("Typically 10-20% between levels.", "相邻营养级之间通常为10%～20%。"),
                    T(
                        "Transfer efficiency = energy assimilated by a level ÷ energy assimilated by the level below. It is usually quoted as <strong>10-20%</strong>; the model uses the same value at every step.",
                        "能量传递效率 = 某营养级的同化量 ÷ 上一营养级的同化量，一般为<strong>10%～20%</strong>。本模型假定每一步的效率相同。",
                    ),
                    camera="0 2.5 10",
                    target="0 0.5 0",
                    highlight="flow",
                    sets=(("eff", "10"), ("pyramidOn", "1")),
                ),
                Step(
                    T("Compounding losses", "逐级递减"),
                    T("E³: 10% gives 0.1%, 20% gives 0.8%.", "E³：10%时为0.1%，20%时为0.8%。"),
                    T(
                        "The hawk gets E³ of the grass's energy. Raising E from 10% to 20% multiplies it by 8: from 10 kJ to 80 kJ. Small changes in efficiency matter a lot at the top.",
                        "鹰获得的能量是草的 E³。把 E 从10%提高到20%，鹰获得的能量变为8倍：从10 kJ 增加到80 kJ。效率的微小变化对顶级消费者影响很大。",
                    ),
                    camera="4 3 9",
                    target="5 0.5 0",
                    highlight="level4",
                    sets=(("eff", "20"),),
                ),
                Step(
                    T("Where the rest goes", "其余的能量去向"),
                    T("Respiration, faeces, uneaten remains.", "呼吸作用、粪便、未被利用的部分。"),
                    T(
                        "Of the energy a level assimilates, much is released as heat by <strong>respiration</strong>; the rest builds biomass, part of which goes to decomposers as dead remains. Energy is not recycled, unlike matter.",
                        "某营养级同化的能量，大部分通过<strong>呼吸作用</strong>以热能形式散失，其余用于生长发育，其中一部分以遗体残骸的形式流向分解者。与物质不同，能量不能循环利用。",
                    ),
                    highlight="pyramid",
                    sets=(("eff", "10"),),
                ),
            ),
            section_heading=T("Pyramids of energy and biomass", "能量金字塔和生物量金字塔"),
            section=(
                T(
                    "A pyramid of energy is always upright. Pyramids of numbers can be inverted (one tree feeds thousands of insects), and pyramids of biomass can be too, in the sea, where fast-growing phytoplankton are eaten as quickly as they grow.",
                    "能量金字塔总是正立的。数量金字塔可能倒置（一棵树上可以有成千上万只昆虫）；在海洋中，浮游植物繁殖快、被吃得也快，生物量金字塔也可能倒置。",
                ),
            ),
            quiz=(
                Question(
                    T(
                        "Grass fixes 50 000 kJ. At 10% efficiency, how much reaches the third trophic level?",
                        "草固定了50 000 kJ 能量。按10%的效率，第三营养级最多获得多少？",
                    ),
                    (
                        Choice(
                            T("500 kJ", "500 kJ"),
                            T("Correct: 50 000 × 0.1 × 0.1.", "正确：50 000 × 0.1 × 0.1。"),
                            True,
                        ),
                        Choice(
                            T("5000 kJ", "5000 kJ"),
                            T("That is the second level.", "那是第二营养级。"),
                        ),
                        Choice(
                            T("50 kJ", "50 kJ"), T("That is the fourth level.", "那是第四营养级。")
                        ),
                    ),
                ),
                Question(
                    T("Which pyramid can never be inverted?", "哪种金字塔永远不会倒置？"),
                    (
                        Choice(
                            T("The pyramid of energy", "能量金字塔"),
                            T(
                                "Yes: energy always decreases up the chain.",
                                "对：能量沿食物链逐级递减。",
                            ),
                            True,
                        ),
                        Choice(
                            T("The pyramid of numbers", "数量金字塔"),
                            T("One tree can feed many insects.", "一棵树可以养活很多昆虫。"),
                        ),
                        Choice(
                            T("The pyramid of biomass", "生物量金字塔"),
                            T("It can be inverted in the sea.", "在海洋中它可能倒置。"),
                        ),
                    ),
                ),
            ),
            glossary=(
                (
                    T("Transfer efficiency", "能量传递效率"),
                    T(
                        "The share of energy passed from one trophic level to the next.",
                        "相邻两个营养级之间同化量的比值。",
                    ),
                ),
                (
                    T("Assimilation", "同化量"),
                    T(
                        "Energy absorbed and used by an organism, excluding faeces.",
                        "生物摄入后吸收的能量，不包括粪便中的能量。",
                    ),
                ),
            ),
        ),
    },
)

TOPICS = [MITOCHONDRIA, ANIMAL_CELL, PHOTOSYNTHESIS, DNA, HEART, NEURON, MITOSIS, FOOD_CHAIN]
