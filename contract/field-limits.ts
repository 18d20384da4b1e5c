// The longest text a person may write into each field (F6: unbounded activity fields grew
// /activity to 3.2 MB). One table: the forms take `maxLength` and their checks from it, and the
// local API refuses a longer value with the same Chinese words (local-api/params.ts `limitText`).
// Lengths count characters as a person sees them (code points), so 汉字 and emoji count one each.

const limit = (label: string, max: number) => ({ label, max }) as const;

export const FIELD_LIMITS = {
  // Comments, posts, chat
  comment: limit('评论', 500),
  post: limit('动态', 2000),
  liveMessage: limit('消息', 200),
  reportReason: limit('举报原因', 200),
  // Account
  nickname: limit('昵称', 16),
  intro: limit('简介', 60),
  userCity: limit('城市名称', 20),
  // Forms of leads, consults, sign-ups, test drives, merchants (a person's name: contract/forms.ts NAME_MAX)
  name: limit('姓名', 20),
  areaPart: limit('所在地区', 30),
  address: limit('详细地址', 100),
  driveRemark: limit('备注', 200),
  company: limit('公司名称', 50),
  merchantCity: limit('所在城市', 20),
  merchantBrand: limit('代理品牌', 40),
  // Activities people create
  activityTitle: limit('活动标题', 40),
  activitySummary: limit('活动介绍', 500),
  activityCity: limit('活动城市', 20),
  activityAddress: limit('活动地点', 100),
} as const;

export type LimitedField = keyof typeof FIELD_LIMITS;

/** Characters as a person counts them. */
const charCount = (text: string) => Array.from(text).length;

/** `标题不能超过40个字` when the text is longer than its field allows, else null. */
export function tooLong(field: LimitedField, text: string): string | null {
  const { label, max } = FIELD_LIMITS[field];
  return charCount(text) > max ? `${label}不能超过${max}个字` : null;
}
