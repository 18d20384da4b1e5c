import { getShareInfo } from '@/lib/api/share';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { rememberEntryUrl, wxSignUrl } from '@/lib/wx-share';
import type { ShareContent } from './WxShare';

// The WeChat JS-SDK of a page, imported only inside WeChat (with the API module and the SDK):
// visitors elsewhere never download it. One wx.config per page: the share card (WxShare) and the
// app banner's launch tag (AppBanner) wait on the same one.

type Wx = typeof import('weixin-js-sdk').default;

/** The open tags a page may render once configured: the app banner's 打开APP. */
const WX_OPEN_TAGS: ['wx-open-launch-app'] = ['wx-open-launch-app'];
const WX_JS_APIS: ['updateAppMessageShareData', 'updateTimelineShareData'] = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
];

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let current: { page: string; ready: Promise<Wx | null> } | null = null;

async function configure(signUrl: string): Promise<Wx | null> {
  try {
    const [info, sdk] = await Promise.all([getShareInfo(signUrl), import('weixin-js-sdk')]);
    const wx = sdk.default;
    return await new Promise<Wx | null>((resolve) => {
      wx.config({
        debug: false,
        appId: info.appId,
        timestamp: info.timestamp,
        nonceStr: info.nonceStr,
        signature: info.signature,
        jsApiList: WX_JS_APIS,
        openTagList: WX_OPEN_TAGS,
      });
      // WeChat runs ready after the check whether it passed or not; error, when it failed, comes
      // first (or at once when registered after the failure): only a config without one is ready.
      let rejected = false;
      wx.error((err) => {
        rejected = true;
        console.warn('[wx] JS-SDK config rejected', err);
        resolve(null);
      });
      wx.ready(() => {
        if (!rejected) resolve(wx);
      });
    });
  } catch (err) {
    // No signature (not configured, or the API failed): the page works as in any browser.
    console.warn('[wx] JS-SDK setup failed', err);
    return null;
  }
}

/**
 * The configured SDK for the page shown now, or null when it cannot be configured (no signature,
 * or WeChat rejected it). The first caller on a page configures; later callers on it wait on the
 * same config. The promise may never settle when WeChat's bridge never comes up.
 */
export function wxReady(isIos: boolean): Promise<Wx | null> {
  const page = window.location.href.split('#')[0] ?? '';
  if (current?.page === page) return current.ready;
  const loaded =
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
      ?.name ?? window.location.href;
  const entry = rememberEntryUrl(sessionStore(), loaded);
  const ready = configure(wxSignUrl({ isIos, href: window.location.href, entry }));
  current = { page, ready };
  return ready;
}

/** Sets the card friends and Moments see for this page. */
export async function configureWxShare(
  { title, description, image, url }: ShareContent,
  isIos: boolean,
  cancelled: () => boolean,
): Promise<void> {
  const wx = await wxReady(isIos);
  // Without a config sharing still works from WeChat's menu, only without our card.
  if (!wx || cancelled()) return;
  const card = {
    title: shareTitle(title),
    desc: shareDescription(description),
    link: url,
    imgUrl: image,
  };
  const success = () => undefined;
  wx.updateAppMessageShareData({ ...card, success });
  wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl, success });
}
