import type { ShareInfo } from '../../lib/api/share';
import crypto from 'node:crypto';
import type { Domain } from '../domain';
import { badRequest } from '../http-error';
import { str } from '../params';

/**
 * WeChat JS-SDK signature: SHA-1 over `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, with the
 * URL taken without its hash, as the JS-SDK documentation specifies.
 */
export function jssdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const clean = url.split('#')[0] ?? '';
  return crypto
    .createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${clean}`)
    .digest('hex');
}

export const share: Domain = {
  name: 'share',
  schema: '',
  routes(r, env) {
    r.get('v1/share-info', (ctx): ShareInfo => {
      const url = str(ctx, 'url');
      if (!/^https?:\/\//.test(url)) throw badRequest('url 参数无效');
      const timestamp = Math.floor(Date.now() / 1000);
      const nonceStr = crypto.randomBytes(8).toString('hex');
      return {
        appId: env.wx.appId,
        timestamp,
        nonceStr,
        signature: jssdkSignature(env.wx.jsapiTicket, nonceStr, timestamp, url),
      };
    });
  },
};
