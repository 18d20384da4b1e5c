// Community rules the API checks and the web app offers.

/** Report reasons a reader picks from (moderation). */
export const POST_REPORT_REASONS = [
  '广告/引流',
  '不实信息',
  '人身攻击',
  '违法违规',
  '其他',
] as const;
