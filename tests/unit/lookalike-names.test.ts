// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateProfile } from '@/components/account/ProfileEditor';
import { validateName } from '@/contract/forms';
import { hasHiddenCharacters } from '@/contract/person-name';
import { nicknameKey } from '@/local-api/domains/users';
import { SIMPLIFIED_PAIRS, toSimplified } from '@/local-api/simplified';
import { demoLogins, scopedTestApi } from '../helpers/local-api';

// A name that reads like another is that name: nicknames are compared after NFKC, without hidden
// characters, with common traditional characters read as simplified; and no text that names a
// person may hold characters nobody sees or that reorder what is shown.

const api = scopedTestApi();
const tokens = demoLogins(api);
const ZWSP = '\u200B';
const RLO = '\u202E';

const edit = (token: string, nickname: string) =>
  api.call('POST', 'v1/user/edit-profile', { token, body: { nickname, intro: '' } });

describe('look-alike nicknames', () => {
  it('refuses a nickname with a zero-width, bidi or blank-letter character', async () => {
    for (const nickname of [
      `电车${ZWSP}达人`,
      `电车${RLO}达人`,
      '电车\u2066达人',
      '电车\u3164达人',
    ]) {
      const res = await edit(tokens.bob, nickname);
      expect([nickname, res.status, res.body.message]).toEqual([
        nickname,
        400,
        '昵称不能包含不可见字符或文字方向控制符',
      ]);
    }
  });

  it('a traditional or full-width twin of a taken nickname is taken', async () => {
    expect((await edit(tokens.alice, '电车龙哥A')).status).toBe(200);
    for (const twin of ['電車龍哥A', '电車龙哥ａ', '電 車 龍 哥 a']) {
      const res = await edit(tokens.bob, twin);
      expect([twin, res.status, res.body.message]).toEqual([twin, 409, '该昵称已被使用，请换一个']);
    }
    // Another name is still free, and the owner keeps theirs.
    expect((await edit(tokens.bob, '电车虎哥A')).status).toBe(200);
    expect((await edit(tokens.alice, '電車龍哥A')).status).toBe(200);
  });

  it('compares names as read: the key drops hidden characters and maps the listed traditional characters', () => {
    expect(nicknameKey(`車友${ZWSP}會`)).toBe(nicknameKey('车友会'));
    expect(nicknameKey('ＴＥＳＬＡ粉')).toBe(nicknameKey('tesla粉'));
    expect(toSimplified('劉德華')).toBe('刘德华');
    expect(SIMPLIFIED_PAIRS).toBeGreaterThan(600);
  });
});

describe('every field that names a person refuses hidden characters', () => {
  it('the lead, sign-up, address and application name rule, and the profile form', async () => {
    expect(validateName(`王${RLO}磊`)).toBe('姓名不能包含不可见字符或文字方向控制符');
    expect(validateName('王磊')).toBeNull();
    expect(validateProfile(`小${ZWSP}明`, '')).toBe('昵称不能包含不可见字符或文字方向控制符');
    // An emoji sequence keeps its joiner.
    expect(hasHiddenCharacters('车友👨‍👩‍👧')).toBe(false);
    const res = await api.call('POST', 'v1/user/address/create', {
      token: tokens.alice,
      body: {
        name: `王${ZWSP}磊`,
        phone: '13912345678',
        province: '北京市',
        city: '北京市',
        district: '朝阳区',
        area_text: '北京市 北京市 朝阳区',
        detail: '望京SOHO',
      },
    });
    expect([res.status, res.body.message]).toEqual([400, '姓名不能包含不可见字符或文字方向控制符']);
  });
});
