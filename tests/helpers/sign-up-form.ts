/**
 * An activity sign-up's body (POST v1/activity/sign, without the activity's id): a phone other than
 * the demo accounts' own, proven by its SMS code (the demo code 123456), and a Beijing address.
 */
export const SIGN_UP_FORM = {
  name: '王磊',
  phone: '13912345678',
  code: '123456',
  province: '110000',
  city: '110100',
  district: '110103',
  area_text: '北京市 北京 朝阳区',
  address: '望京SOHO T1 12层',
};
