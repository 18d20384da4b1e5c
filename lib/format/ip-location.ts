/**
 * The IP 属地 line (互联网用户账号信息管理规定 Art. 12) as posts, comments, replies and profiles show
 * it: 「IP属地：浙江」, the province short name or the country abroad that the API stored.
 */
export const ipLocationText = (region: string): string => `IP属地：${region}`;
