import type { ShareInfo } from '../../contract/api/share';
import crypto from 'node:crypto';
import type { Domain } from '../domain';
import type { ApiEnv } from '../env';
import { badRequest, HttpError } from '../http-error';
import { str } from '../params';

/**
 * WeChat JS-SDK signature: SHA-1 over `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, with the
 * URL taken without its hash, as the JS-SDK documentation specifies.
 */
function jssdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const clean = url.split('#')[0] ?? '';
  return crypto
    .createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${clean}`)
    .digest('hex');
}

/** The ticket share-info signs with: the configured one, else the demo one in demo mode only. */
export const jsapiTicket = (env: ApiEnv) =>
  env.wx.jsapiTicket || (env.demo ? 'local-demo-jsapi-ticket' : '');

export const share: Domain = {
  name: 'share',
  schema: '',
  routes(r, env) {
    r.get('v1/share-info', (ctx): ShareInfo => {
      const url = str(ctx, 'url');
      if (!/^https?:\/\//.test(url)) throw badRequest('url 参数无效');
      // No ticket, no signature: the page's share falls back as in any browser (wx-configure.ts).
      // Demo mode signs with a demo ticket; a deploy signs only with a configured one.
      const ticket = jsapiTicket(env);
      if (!ticket) throw new HttpError(503, '微信分享暂未配置');
      const timestamp = Math.floor(Date.now() / 1000);
      const nonceStr = crypto.randomBytes(8).toString('hex');
      return {
        appId: env.wx.appId,
        timestamp,
        nonceStr,
        signature: jssdkSignature(ticket, nonceStr, timestamp, url),
      };
    });
  },
};
