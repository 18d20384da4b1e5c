// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/api-calls.md lists every call of spec §7 with the file that makes it, or why none does
// (issue 27 §9: nothing stays silently unused). This pins the table to the spec and to the code.

const root = path.resolve(__dirname, '../..');
const doc = fs.readFileSync(path.join(root, 'docs/api-calls.md'), 'utf8');

/** Every path §7 of the specification spells out (families without a path have rows of their own). */
const SPEC_CALLS = [
  'v1/user/verify/refresh-jwt', 'v1/auth/login', 'v1/auth/fast-login', 'v1/auth', 'v1/auth/thirdauth', 'v1/auth/is-geetest',
  'v1/geetest', 'v1/captcha', 'v1/home/check-token', 'v1/user/set-phone', 'v1/user/forget-password-first',
  'v1/user/forget-password-second', 'v1/user/update-phone-second', 'v1/user/third/weiboCallback', 'v1/user/third/weixinCallback',
  'v1/user/third/qqCallback', 'v1/share-info', 'v1/favourite', 'v1/give-reward/list', 'v1/dealer/dealer/city-list',
  'v1/common/common/area-list', 'v3/dealer/dealer-store/config', 'v3/user/followed-op', 'v1/common/set-circle-topic-block',
  'v1/comment/upload-img', 'v1/comment/get-upload-imgs', 'v1/comment/report', 'v1/app/update', 'v1/hot-comments/{id}/{type}',
  'v1/comment/like', 'v1/comments/{a}/{b}/{c}', 'v1/comment', 'v1/reply-comment', 'v1/del-comment', 'v1/comment-set-status',
  'v4/user/user-report-twenty-five', 'v4/user/user-blessings', 'v1/users/content', 'v1/user', 'v1/user/recommend-content-info',
  'v1/user/edit-profile', 'v1/user-profile/uploadavatar', 'v1/user/profile', 'v1/common/verify/phone-bind-validator',
  'v1/user/following', 'v1/user/checkin', 'v1/user/black-del', 'v1/user-relate/add-followed', 'v1/user-relate/del-followed',
  'v1/user-relate/followed-op', 'v1/search', 'v1/search/suggest', 'v1/search/vote', 'v1/search/ace-column', 'v1/search/user-like',
  'v1/search/ins', 'v1/search/remark', 'v1/search/related-tag', 'v1/search/article', 'v1/search/official', 'v1/search/graphic',
  'v1/search/car', 'v1/garage-sale/search', 'v1/goods/search', 'v1/search/theme', 'v1/search/video', 'v1/search/short-news',
  'v1/search/small-knowledge', 'v1/search/number-power', 'v1/search/hot', 'v1/circle/new/{id}/operate/{op}',
  'v4/circle/circle/user-read-selected', 'v1/content/like', 'v4/column/ace-column/follow', 'v1/club', 'v1/ins', 'v1/ins/{id}',
  'v1/theme/{id}', 'v1/theme/follow', 'v1/vote/multi-submit', 'v1/vote/delete', 'v1/home/*', 'v1/activity/*', 'v1/videos/*',
  'v1/live/comment-like', 'v1/live/item-like', 'v1/live/del', 'v1/live/chat', 'v1/live/comment', 'v1/live/reply-comment',
  'v1/car', 'v1/car-v4', 'v1/series', 'v1/model', 'v1/brand', 'v1/social', 'v1/remark', 'v1/car/search',
  'v1/dealer/dealer-drive/get-dealership', 'v1/activity/sign', 'v1/activity/create-activity', 'v1/draw/draw/draw',
  'v1/goods/detail', 'v1/dealer/dealer/apply-join', 'v1/dealer/dealer/phone-check', 'v1/dealer/dealer/upload',
  'v1/ranking/published-day-info', 'v1/ranking/do-user-click-rank', 'builds/meta/{buildId}.json', 'builds/latest.json',
  '{route}/_payload.json',
];

interface Row {
  call: string;
  fn: string;
  caller: string;
}
const rows: Row[] = doc
  .split('\n')
  .filter((l) => l.startsWith('| ') && !l.startsWith('| call ') && !l.startsWith('| ---'))
  .map((l) => {
    const [call = '', fn = '', caller = ''] = l.slice(2, -2).split(' | ');
    return { call, fn, caller };
  });
const unused = rows.filter((r) => r.fn === 'not used, because');
const used = rows.filter((r) => r.fn !== 'not used, because');

describe('docs/api-calls.md (spec §7 calls and their callers)', () => {
  it.each(SPEC_CALLS)('%s has a row', (call) => {
    expect(rows.some((r) => r.call.includes(`\`${call}\``))).toBe(true);
  });

  it('every used call names a file that exists and calls the function named', () => {
    for (const r of used) {
      const file = /^`([^`]+\.tsx?)`$/.exec(r.caller)?.[1];
      expect(file, r.call).toBeDefined();
      const text = fs.readFileSync(path.join(root, file!), 'utf8');
      const fn = /^`(\w+)`/.exec(r.fn)?.[1];
      if (fn) expect(text, `${r.call}: ${file} should use ${fn}`).toMatch(new RegExp(`\\b${fn}\\b`));
    }
  });

  it('every unused call gives its reason, and the counts line matches the rows', () => {
    for (const r of unused) expect(r.caller.length, r.call).toBeGreaterThan(40);
    expect(doc).toContain(`**${used.length} calls used**, **${unused.length} not used**`);
  });
});
