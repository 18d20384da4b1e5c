// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS, tooLong, type LimitedField } from '@/contract/field-limits';
import { merchantProblem } from '@/components/market/MerchantForm';
import { validateProfile } from '@/components/account/ProfileEditor';
import { beijingPick, chinaDay } from '../helpers/car-services';
import { scopedTestApi } from '../helpers/local-api';
import { SIGN_UP_FORM } from '../helpers/sign-up-form';

// Every field a person writes has a maximum (issue 28, F6), one table in contract/field-limits.ts: the
// API answers a longer value with a Chinese 400 naming the field and its limit.

const api = scopedTestApi({ rateLimitScale: 0 });

/** One character over the field's limit. */
const over = (field: LimitedField) => '长'.repeat(FIELD_LIMITS[field].max + 1);
const message = (field: LimitedField) =>
  `${FIELD_LIMITS[field].label}不能超过${FIELD_LIMITS[field].max}个字`;

describe('field lengths (issue 28, F6)', () => {
  it('says which field is too long and by what limit', () => {
    expect(tooLong('activityTitle', '长'.repeat(40))).toBeNull();
    expect(tooLong('activityTitle', '长'.repeat(41))).toBe('活动标题不能超过40个字');
    // An emoji is one character, as a person counts it.
    expect(tooLong('nickname', '🚗'.repeat(16))).toBeNull();
  });

  it('the API refuses an over-long value in every form with a Chinese 400', async () => {
    const token = await api.login('13800000003');
    const other = await api.login('13800000005');
    const article = api.db
      .prepare('SELECT id FROM contents WHERE type = 1 ORDER BY id LIMIT 1')
      .get() as { id: number };
    const live = api.db
      .prepare("SELECT content_id id FROM lives WHERE end_at > strftime('%s','now') LIMIT 1")
      .get() as { id: number } | undefined;
    const startsAt = Math.floor(Date.now() / 1000) + 3 * 86400;
    const activity = {
      title: '周末车友交流会',
      summary: '聊聊用车心得',
      city: '北京',
      address: '朝阳区望京SOHO',
      starts_at: startsAt,
      capacity: 5,
    };
    const created = await api.call<{ id: number }>('POST', 'v1/activity/create-activity', {
      token,
      body: activity,
    });
    expect(created.status).toBe(200);
    const form = { id: created.body.data.id, ...SIGN_UP_FORM };
    const drive = {
      ...beijingPick(api),
      name: '周九',
      phone: '13500004444',
      code: '123456',
      drive_date: chinaDay(1),
      drive_time: '13:00-15:00',
      consent: 1,
    };
    const merchant = {
      name: '王经理',
      phone: '13912340000',
      company: '北京远航汽车销售服务有限公司',
      city: '北京',
      brand: '比亚迪',
    };
    const comment = await api.call<{ id: number }>('POST', 'v1/comment', {
      token: other,
      body: { id: article.id, type: 1, content: '被举报的评论' },
    });
    const shipTo = {
      name: '王磊',
      phone: '13912345678',
      province: '北京市',
      city: '北京市',
      district: '朝阳区',
      area_text: '北京市 北京市 朝阳区',
      detail: '望京SOHO T1 12层',
    };

    const cases: [string, LimitedField, Record<string, unknown>, string?][] = [
      ['v1/comment', 'comment', { id: article.id, type: 1, content: over('comment') }],
      [
        'v1/reply-comment',
        'comment',
        { comment_id: comment.body.data.id, content: over('comment') },
      ],
      [
        'v1/comment/report',
        'reportReason',
        { comment_id: comment.body.data.id, reason: over('reportReason') },
      ],
      ['v1/ins', 'post', { content: over('post') }],
      ['v1/user/edit-profile', 'nickname', { nickname: over('nickname') }],
      ['v1/user/edit-profile', 'intro', { nickname: '好名字', intro: over('intro') }],
      ['v1/user/edit-profile', 'userCity', { nickname: '好名字', city: over('userCity') }],
      ['v1/activity/create-activity', 'activityCity', { ...activity, city: over('activityCity') }],
      [
        'v1/activity/create-activity',
        'activityAddress',
        { ...activity, address: over('activityAddress') },
      ],
      [
        'v1/activity/create-activity',
        'activitySummary',
        { ...activity, summary: over('activitySummary') },
      ],
      ['v1/activity/sign', 'areaPart', { ...form, area_text: over('areaPart') }],
      ['v1/activity/sign', 'address', { ...form, address: over('address') }],
      ['v1/activity/sign', 'name', { ...form, name: over('name') }],
      ['v1/dealer/dealer-drive/create', 'driveRemark', { ...drive, remark: over('driveRemark') }],
      ['v1/dealer/dealer/apply-join', 'company', { ...merchant, company: over('company') }],
      ['v1/dealer/dealer/apply-join', 'merchantCity', { ...merchant, city: over('merchantCity') }],
      [
        'v1/dealer/dealer/apply-join',
        'merchantBrand',
        { ...merchant, brand: over('merchantBrand') },
      ],
      ['v1/user/address/create', 'areaPart', { ...shipTo, province: over('areaPart') }],
      ['v1/user/address/create', 'areaPart', { ...shipTo, city: over('areaPart') }],
      ['v1/user/address/create', 'areaPart', { ...shipTo, district: over('areaPart') }],
      ['v1/user/address/create', 'areaPart', { ...shipTo, area_text: over('areaPart') }],
      ['v1/user/address/create', 'address', { ...shipTo, detail: over('address') }],
    ];
    expect(live).toBeDefined();
    if (live)
      cases.push([
        'v1/live/chat',
        'liveMessage',
        { live_id: live.id, content: over('liveMessage') },
      ]);
    for (const [path, field, body] of cases) {
      const res = await api.call('POST', path, { token, body });
      expect([path, field, res.status, res.body.message]).toEqual([
        path,
        field,
        400,
        message(field),
      ]);
    }
    // Nothing of it was stored.
    const stored = api.db
      .prepare('SELECT COUNT(*) n FROM activities WHERE length(city) > 20 OR length(address) > 100')
      .get() as { n: number };
    expect(stored.n).toBe(0);
    const addresses = api.db
      .prepare(
        'SELECT COUNT(*) n FROM user_addresses WHERE length(province) > 30 OR length(city) > 30 OR length(district) > 30 OR length(area_text) > 30',
      )
      .get() as { n: number };
    expect(addresses.n).toBe(0);
  });

  it('the forms check the same limits before sending', () => {
    expect(validateProfile(over('nickname'), '')).toBe(message('nickname'));
    expect(validateProfile('好名字', over('intro'))).toBe(message('intro'));
    const merchant = {
      name: '王经理',
      phone: '13912340000',
      company: '北京远航',
      city: '北京',
      brand: '比亚迪',
      licence: '',
    };
    expect(merchantProblem({ ...merchant, brand: over('merchantBrand') })).toBe(
      message('merchantBrand'),
    );
    expect(merchantProblem({ ...merchant, city: over('merchantCity') })).toBe(
      message('merchantCity'),
    );
  });
});
