// Plain words for 长辈版 (MIIT 适老化通用设计规范 2021: no jargon in labels; docs/elder-mode.md).
// Where a page shows one of these labels, 长辈版 shows the plain word and, once, what it means.

export interface PlainWord {
  /** The label in everyday words. */
  label: string;
  /** What it means, in a sentence, shown under the figures that use it. */
  explain: string;
}

export const PLAIN_WORDS = {
  CLTC续航: {
    label: '官方续航',
    explain:
      '官方续航：充满电后能开多远，按国家规定的测试方法（CLTC）测出；平时开一般会少一些，冬天更少。',
  },
  CLTC纯电续航: {
    label: '官方纯电续航',
    explain:
      '官方纯电续航：只用电、不烧油能开多远，按国家规定的测试方法（CLTC）测出；平时开一般会少一些。',
  },
  同级冬测达成率: {
    label: '冬天能跑几成',
    explain: '冬天能跑几成：同级别的电动车在零下十几度实测，能跑出官方续航的几成。',
  },
  同级夏测达成率: {
    label: '夏天能跑几成',
    explain: '夏天能跑几成：同级别的电动车在三十多度、开着空调实测，能跑出官方续航的几成。',
  },
  最大功率: { label: '动力大小', explain: '动力大小：电机最大功率，数字越大，起步和超车越有劲。' },
  '0-100km/h': {
    label: '加速快慢',
    explain: '加速快慢：从停着加速到每小时100公里要几秒，秒数越少越快。',
  },
} as const satisfies Record<string, PlainWord>;

export type JargonLabel = keyof typeof PLAIN_WORDS;

/** The label as shown: the plain word in 长辈版, the usual one otherwise. */
export const shownLabel = (label: JargonLabel, elder: boolean): string =>
  elder ? PLAIN_WORDS[label].label : label;

/** The explanations of the labels a block shows (长辈版 only; empty otherwise). */
export const explanations = (labels: JargonLabel[], elder: boolean): string[] =>
  elder ? labels.map((l) => PLAIN_WORDS[l].explain) : [];
