'use client';

import { useEffect } from 'react';
import { useAppContext } from '@/components/layout/AppContext';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { rememberEntryUrl, wxSignUrl } from '@/lib/wx-share';

export interface ShareContent {
  title: string;
  description?: string;
  /** Absolute image URL for the card. */
  image: string;
  /** Absolute page URL. */
  url: string;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Inside WeChat: configures the JS-SDK for this page and sets the card friends and Moments see.
 * The SDK is imported only here, so visitors outside WeChat never download it.
 */
export function WxShare({ title, description, image, url }: ShareContent) {
  const { ua } = useAppContext();

  useEffect(() => {
    if (!ua.isWx) return;
    let cancelled = false;
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name ?? window.location.href;
    const entry = rememberEntryUrl(sessionStore(), loaded);
    const signUrl = wxSignUrl({ isIos: ua.isIos, href: window.location.href, entry });
    (async () => {
      try {
        // The API module loads here too: only WeChat visitors need it.
        const [info, sdk] = await Promise.all([import('@/lib/api/share').then(({ getShareInfo }) => getShareInfo(signUrl)), import('weixin-js-sdk')]);
        if (cancelled) return;
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
          const card = { title: shareTitle(title), desc: shareDescription(description), link: url, imgUrl: image };
          const success = () => undefined;
          wx.updateAppMessageShareData({ ...card, success });
          wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl, success });
        });
      } catch (err) {
        // Sharing still works from WeChat's menu, only without our card.
        console.warn('[wx-share] JS-SDK setup failed', err);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [ua.isWx, ua.isIos, title, description, image, url]);

  return null;
}
