// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WRITE_LIMITS, WRITE_RULES } from '@/local-api/write-limits';
import { scopedTestApi } from '../helpers/local-api';

// A dealer applies to join (spec §7 dealer calls: upload, phone-check, apply-join): the licence
// picture goes up first, the phone is checked, then the application names the picture.

const api = scopedTestApi();

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const upload = (
  token: string | undefined,
  data = `data:image/png;base64,${PNG_1PX.toString('base64')}`,
) =>
  api.call<{ url: string; size: number; mime: string }>('POST', 'v1/dealer/dealer/upload', {
    token,
    body: { data },
  });
const form = {
  name: '王经理',
  phone: '13912340000',
  company: '北京远航汽车销售服务有限公司',
  city: '北京',
  brand: '比亚迪',
};

describe('dealer upload (营业执照)', () => {
  it('stores a signed-in applicant’s picture and serves it; refuses a visitor and a non-image in Chinese', async () => {
    const token = await api.login('13800000001');
    const res = await upload(token);
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/\/media\/upload\/[a-f0-9]{32}\.png$/);
    expect(res.body.data.mime).toBe('image/png');
    expect((await upload(undefined)).status).toBe(401);
    const text = await upload(
      token,
      `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
    );
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/仅支持 PNG、JPG、WEBP 格式的图片/);
    expect(
      (await api.call('POST', 'v1/dealer/dealer/upload', { token, body: {} })).body.message,
    ).toBe('请选择要上传的图片');
  });
});

describe('dealer apply-join and its phone-check', () => {
  it('checks every field in Chinese, needs the applicant’s own uploaded licence, stores once, and phone-check then reports the phone as taken to its applicant only', async () => {
    const token = await api.login('13800000002');
    const other = await api.login('13800000001');
    const apply = (body: Record<string, unknown>, t = token) =>
      api.call<{ id: number; status: number; licence: string }>(
        'POST',
        'v1/dealer/dealer/apply-join',
        { token: t, body },
      );

    expect((await apply({ ...form, name: '' })).body.message).toBe('请填写姓名');
    expect((await apply({ ...form, phone: '1391234' })).body.message).toBe('请填写正确的手机号');
    expect((await apply({ ...form, company: ' ' })).body.message).toBe('请填写公司名称');
    expect((await apply({ ...form, city: '' })).body.message).toBe('请填写所在城市');
    expect((await apply({ ...form, brand: '' })).body.message).toBe('请填写代理品牌');
    expect((await apply(form)).body.message).toBe('请上传营业执照照片');
    // Someone else's picture, or any URL, is not this applicant's licence.
    const theirs = (await upload(other)).body.data.url;
    const bogus = await apply({ ...form, licence: theirs.replace(/[a-f0-9]{32}/, 'f'.repeat(32)) });
    expect([bogus.status, bogus.body.message]).toEqual([400, '营业执照照片无效，请重新上传']);
    expect((await apply({ ...form, licence: 'https://evil.example/x.png' })).body.message).toBe(
      '营业执照照片无效，请重新上传',
    );

    const check = (phone: string, t?: string) =>
      api.call<{ valid: boolean; submitted: boolean }>('POST', 'v1/dealer/dealer/phone-check', {
        token: t,
        body: { phone, scene: 'join' },
      });
    expect((await check(form.phone, token)).body.data).toEqual({ valid: true, submitted: false });
    expect((await check(form.phone)).status).toBe(401);
    expect((await check('123', token)).body.message).toBe('请填写正确的手机号');

    const licence = (await upload(token)).body.data.url;
    const ok = await apply({ ...form, licence });
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe(0);
    expect(ok.body.data.licence).toBe(licence);
    const mine = await api.call<{ company: string; licence: string }>(
      'GET',
      'v1/market/my-information',
      { token },
    );
    expect(mine.body.data).toMatchObject({ company: form.company, licence });

    // The applicant is told of their own pending application; another account learns nothing of it.
    expect((await check(form.phone, token)).body.data.submitted).toBe(true);
    expect((await check(form.phone, other)).body.data).toEqual({ valid: true, submitted: false });
    expect((await apply({ ...form, licence })).body.message).toBe(
      '你已提交过信息，请等待工作人员联系',
    );
    const theirLicence = (await upload(other)).body.data.url;
    // Nor does applying with it: both applications go to review, and no answer says the number is in use.
    const second = await apply({ ...form, licence: theirLicence }, other);
    expect(second.status).toBe(200);
    expect(JSON.stringify(second.body)).not.toContain('已提交入驻申请');
    const rows = api.db
      .prepare('SELECT COUNT(*) n FROM merchant_applications WHERE phone = ?')
      .get(form.phone) as { n: number };
    expect(rows.n).toBe(2);
  });

  it('a visitor cannot apply', async () => {
    expect((await api.call('POST', 'v1/dealer/dealer/apply-join', { body: form })).status).toBe(
      401,
    );
  });

  it('each of the three calls counts against a write limit', () => {
    expect(WRITE_LIMITS['POST v1/dealer/dealer/apply-join']).toBe(WRITE_RULES.form);
    expect(WRITE_LIMITS['POST v1/dealer/dealer/upload']).toBe(WRITE_RULES.upload);
    expect(WRITE_LIMITS['POST v1/dealer/dealer/phone-check']).toBe(WRITE_RULES.query);
  });
});
