/**
 * The runtime's own strings in English and Chinese; lesson content may be in any language.
 *
 *   t("next")                  // "Next" or "下一步"
 *   t("stepOf", {n: 2, total: 5})
 */
const STRINGS = {
  en: {
    controls: "Controls", play: "Play", pause: "Pause", speed: "Speed", playing: "Animation playing",
    paused: "Animation paused", next: "Next", previous: "Previous", story: "Step by step",
    stepOf: "Step {n} of {total}", checkAnswer: "Check answer", correct: "Correct!", incorrect: "Not quite.",
    chooseFirst: "Choose an answer first.", quiz: "Check your understanding", glossary: "Glossary", legend: "Legend", answerKey: "Answer key",
    score: "{n} of {total} correct", on: "On", off: "Off",
    sceneDescription: "Scene description", sceneLabel: "Interactive 3D scene",
    sceneKeys: "Use the arrow keys to turn the view, + and − to zoom.",
    motionPaused: "Animations are paused because your device asks for less motion. Press Play (▶) to start them.",
    webglMissing: "3D graphics are not available in this browser and there is no picture of the scene; the rest of the lesson still works.",
    webglStill: "3D graphics are not available in this browser: here is a still picture of the scene; the rest of the lesson still works.",
    stillAlt: "A still picture of the 3D scene",
    notice: "Problem in {tag}: {message}", badAttr: "attribute {attr}=\"{value}\" is not valid ({reason}); using the default.",
    missingAttr: "required attribute {attr} is missing.", unknownRef: "no element with id \"{id}\".",
    badParent: "must be inside {parents}.", exprError: "expression \"{expr}\": {message}",
    badBind: "cannot set {attr} on {tag}.", internal: "could not be shown ({message}).",
    objects: "Objects", parameters: "Settings", units: "units", time: "Time",
    leftOf: "to the left of", rightOf: "to the right of", above: "above", below: "below",
    inFrontOf: "in front of", behind: "behind", sameAs: "at the same place as",
    and: "; ", hidden: "hidden",
    highlighted: "Highlighted: {names}.", stepAnnounce: "Step {n} of {total}: {title}.",
    chartLabel: "Chart: {title}. {y} against {x}; the current value is {value}.",
    feedbackCorrect: "Correct. {feedback}", feedbackWrong: "Not quite. {feedback}",
    reason_range: "out of range", reason_number: "not a number", reason_integer: "not a whole number",
    reason_boolean: "use true or false", reason_color: "not a colour", reason_enum: "not one of the allowed values",
    reason_vec3: "needs three numbers", reason_points: "needs at least two points x y z", reason_id: "not a valid id",
    colon: ": ", listSep: ", ", period: ".", space: " ", resetView: "Reset view", fullscreen: "Full screen", print: "Print",
    overBudget: "This scene asks more of a computer than a lesson may: the rest of it is left out of the preview, and the checks will refuse it.",
  },
  zh: {
    controls: "控制面板", play: "播放", pause: "暂停", speed: "速度", playing: "动画播放中",
    paused: "动画已暂停", next: "下一步", previous: "上一步", story: "分步讲解",
    stepOf: "第 {n} 步，共 {total} 步", checkAnswer: "检查答案", correct: "回答正确！", incorrect: "再想一想。",
    chooseFirst: "请先选择一个答案。", quiz: "检验一下", glossary: "术语表", legend: "图例", answerKey: "答案",
    score: "答对 {n} / {total} 题", on: "开", off: "关",
    sceneDescription: "场景描述", sceneLabel: "可交互的三维场景",
    sceneKeys: "用方向键旋转视角，用 + 和 − 缩放。",
    motionPaused: "你的设备设置了减少动态效果，动画已暂停。按“播放”（▶）开始播放。",
    webglMissing: "此浏览器无法显示三维图形，也没有场景的图片；课程的其他部分仍可使用。",
    webglStill: "此浏览器无法显示三维图形，这是场景的静态图片；课程的其他部分仍可使用。",
    stillAlt: "三维场景的静态图片",
    notice: "{tag} 出错：{message}", badAttr: "属性 {attr}=\"{value}\" 无效（{reason}），已使用默认值。",
    missingAttr: "缺少必需的属性 {attr}。", unknownRef: "找不到 id 为 \"{id}\" 的元素。",
    badParent: "必须放在 {parents} 之内。", exprError: "表达式 \"{expr}\"：{message}",
    badBind: "无法设置 {tag} 的 {attr}。", internal: "无法显示（{message}）。",
    objects: "物体", parameters: "参数", units: "单位", time: "时间",
    and: "；", hidden: "已隐藏",
    highlighted: "突出显示：{names}。", stepAnnounce: "第 {n} 步，共 {total} 步：{title}。",
    chartLabel: "图表：{title}。{y} 随 {x} 的变化；当前值为 {value}。",
    feedbackCorrect: "正确。{feedback}", feedbackWrong: "再想一想。{feedback}",
    reason_range: "超出范围", reason_number: "不是数字", reason_integer: "不是整数", reason_boolean: "应为 true 或 false",
    reason_color: "不是颜色", reason_enum: "不是允许的取值", reason_vec3: "需要三个数", reason_points: "需要至少两个点 x y z",
    reason_id: "不是有效的 id",
    colon: "：", listSep: "、", period: "。", space: "", resetView: "恢复视角", fullscreen: "全屏", print: "打印",
    overBudget: "这个场景对电脑的要求超出了一节课的上限：其余部分不在预览中显示，检查也会拒绝它。",
  },
};

let current = "en";

export function pickLanguage(tag) {
  const l = String(tag || "").toLowerCase();
  return l.startsWith("zh") ? "zh" : "en";
}

export function setLanguage(tag) {
  current = pickLanguage(tag);
  return current;
}

export function language() {
  return current;
}

export function t(key, vars = {}) {
  const s = STRINGS[current][key] ?? STRINGS.en[key] ?? key;
  return s.replace(/\{(\w+)\}/g, (_, k) => (vars[k] ?? ""));
}

/** Chinese spatial phrase "A 在 B 左边": the relation string puts B inside the direction. */
export function relationText(a, b, dirKey, dist) {
  if (current === "zh") {
    const map = { leftOf: "左边", rightOf: "右边", above: "上方", below: "下方", inFrontOf: "前面", behind: "后面" };
    if (dirKey === "sameAs") return `${a}以${b}为中心`;
    return `${a}在${b}的${map[dirKey]}（距离 ${dist}）`;
  }
  if (dirKey === "sameAs") return `${a} is centred on ${b}`;
  return `${a} is ${dist} ${t("units")} ${t(dirKey)} ${b}`;
}

export function formatNumber(value, digits = 2) {
  if (!Number.isFinite(value)) return "—";
  return new Intl.NumberFormat(current === "zh" ? "zh-CN" : "en", {
    minimumFractionDigits: digits, maximumFractionDigits: digits,
  }).format(value);
}

/** "12 km", but "30°", "50%" and "1.2/year"; Chinese units follow the number directly ("12千米"); an
 * English unit written as a plural word is singular after exactly one ("1 year", "1 fox",
 * "1 million year" stays "1 million years": only a count of one whole unit). */
export function withUnit(text, unit) {
  if (!unit) return text;
  if (/^[°%′″/\u3400-\u9fff]/.test(unit)) return `${text}${unit}`;
  return `${text} ${/^[-−]?1$/.test(text) ? singular(unit) : unit}`;
}

/** "years" -> "year", "foxes" -> "fox"; symbols ("s", "ms", "Hz") and phrases stay. */
function singular(unit) {
  if (!/^[a-z]{3,}s$/.test(unit)) return unit;
  return /(?:x|ss|sh|ch)es$/.test(unit) ? unit.slice(0, -2) : unit.slice(0, -1);
}

const EXPRESSION_ZH = [
  [/^unknown name "(.*)"$/, "未知的名字“$1”"],
  [/^unknown function "(.*)"$/, "未知的函数“$1”"],
  [/^unexpected end of expression$/, "表达式不完整"],
  [/^unexpected character "(.*)" at (\d+)$/, "第 $2 个字符“$1”无法识别"],
  [/^unexpected "(.*)"$/, "多余的“$1”"],
  [/^expected "(.*)"$/, "缺少“$1”"],
  [/^(\w+)\(\) takes (\d+) argument\(s\)$/, "$1() 需要 $2 个参数"],
  [/^(\w+)\(\) needs arguments$/, "$1() 需要参数"],
  [/^(\w+)\(\) takes at least (\d+) arguments$/, "$1() 至少需要 $2 个参数"],
  [/^(\w+)\(\) takes at most (\d+) arguments$/, "$1() 最多接受 $2 个参数"],
  [/^expression nested too deeply$/, "表达式嵌套太深"],
  [/^expression longer than (\d+) characters$/, "表达式超过 $1 个字符"],
  [/^empty expression$/, "表达式为空"],
  [/^result is not a finite number$/, "结果不是有限的数"],
];

/** Expression errors come from expression.js in English; show them in the page's language. */
export function expressionMessage(message) {
  if (current !== "zh") return message;
  for (const [re, zh] of EXPRESSION_ZH) if (re.test(message)) return message.replace(re, zh);
  return message;
}
