import { getShareInfo } from '@/lib/api/share';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { rememberEntryUrl, wxSignUrl } from '@/lib/wx-share';
import type { ShareContent } from './WxShare';

// The WeChat half of WxShare, imported only inside WeChat (with the API module and the JS-SDK):
// visitors elsewhere never download it (first-load JS).

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export async function configureWxShare(
  { title, description, image, url }: ShareContent,
  isIos: boolean,
  cancelled: () => boolean,
): Promise<void> {
  const loaded =
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
      ?.name ?? window.location.href;
  const entry = rememberEntryUrl(sessionStore(), loaded);
  const signUrl = wxSignUrl({ isIos, href: window.location.href, entry });
  try {
    const [info, sdk] = await Promise.all([getShareInfo(signUrl), import('weixin-js-sdk')]);
    if (cancelled()) return;
    const wx = sdk.default;
    wx.config({
      debug: false,
      appId: info.appId,
      timestamp: info.timestamp,
      nonceStr: info.nonceStr,
      signature: info.signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    wx.ready(() => {
      const card = {
        title: shareTitle(title),
        desc: shareDescription(description),
        link: url,
        imgUrl: image,
      };
      const success = () => undefined;
      wx.updateAppMessageShareData({ ...card, success });
      wx.updateTimelineShareData({
        title: card.title,
        link: card.link,
        imgUrl: card.imgUrl,
        success,
      });
    });
  } catch (err) {
    // Sharing still works from WeChat's menu, only without our card.
    console.warn('[wx-share] JS-SDK setup failed', err);
  }
}
