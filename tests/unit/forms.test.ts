// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  firstError,
  FORM_MESSAGES,
  normalizePhone,
  SMS_CODE_PATTERN,
  validateAddress,
  validateLead,
  validateName,
  validatePhone,
  validatePhoneCode,
  validateSmsCode,
} from '@/contract/forms';

describe('lead form rules (§5)', () => {
  it('a name is required: empty or blank is 请填写姓名', () => {
    expect(validateName('')).toBe('请填写姓名');
    expect(validateName('   ')).toBe('请填写姓名');
    expect(validateName(undefined)).toBe('请填写姓名');
    expect(validateName('张三')).toBeNull();
  });

  it('a name longer than 20 characters is refused', () => {
    expect(validateName('张'.repeat(20))).toBeNull();
    expect(validateName('张'.repeat(21))).toBe('姓名不能超过20个字');
  });

  it('a phone must be 11 digits starting 13 to 19', () => {
    expect(validatePhone('13800000001')).toBeNull();
    expect(validatePhone('19912345678')).toBeNull();
    expect(validatePhone('12800000001')).toBe('请填写正确的手机号');
    expect(validatePhone('1380000000')).toBe('请填写正确的手机号');
    expect(validatePhone('138000000012')).toBe('请填写正确的手机号');
    expect(validatePhone('abc')).toBe('请填写正确的手机号');
    expect(validatePhone('')).toBe('请填写正确的手机号');
  });

  it('spaces and dashes people type in a phone are ignored', () => {
    expect(validatePhone('138 0000 0001')).toBeNull();
    expect(validatePhone('138-0000-0001')).toBeNull();
    expect(normalizePhone('138 0000-0001')).toBe('13800000001');
  });

  it('an address needs every area level and a detail line', () => {
    expect(validateAddress({ area: [], detail: '望京SOHO' })).toBe('请选择所在地区');
    expect(validateAddress({ area: ['110000', '110100', ''], detail: '望京SOHO' })).toBe(
      '请选择所在地区',
    );
    expect(validateAddress({ area: ['110000', '110100', '110105'], detail: '  ' })).toBe(
      '请填写详细地址',
    );
    expect(
      validateAddress({ area: ['110000', '110100', '110105'], detail: '望京SOHO T1' }),
    ).toBeNull();
  });

  it('a lead lists each field problem and the first one leads the toast', () => {
    const errors = validateLead({ name: '', phone: '123' });
    expect(errors).toEqual({ name: '请填写姓名', phone: '请填写正确的手机号' });
    expect(firstError(errors)).toBe('请填写姓名');
    expect(validateLead({ name: '李四', phone: '13912345678' })).toEqual({});
    expect(firstError({})).toBeNull();
  });
});

describe('phone + SMS code rules of login, reset and phone change (named once in contract/forms.ts)', () => {
  it('a code is 4 to 6 digits', () => {
    expect(validateSmsCode('123456')).toBeNull();
    expect(validateSmsCode('1234')).toBeNull();
    expect(validateSmsCode('123')).toBe('请输入短信验证码');
    expect(validateSmsCode('12345a')).toBe('请输入短信验证码');
    expect(SMS_CODE_PATTERN.test('1234567')).toBe(false);
  });

  it('the pair reports the phone first, then the code', () => {
    expect(validatePhoneCode('1380000000', '')).toBe(FORM_MESSAGES.phone);
    expect(validatePhoneCode('13800000001', '')).toBe(FORM_MESSAGES.smsCode);
    expect(validatePhoneCode('13800000001', '246810')).toBeNull();
  });

  it('the local API checks phones with the same pattern (no copy of its own)', async () => {
    const { readFileSync } = await import('node:fs');
    for (const file of ['users.ts', 'account.ts', 'dealers/leads.ts', 'merchants.ts']) {
      const source = readFileSync(`local-api/domains/${file}`, 'utf8');
      expect(source, file).toMatch(/from '(\.\.\/)+contract\/forms'/);
      expect(source, file).not.toContain('/^1[3-9]\\d{9}$/');
    }
  });
});
