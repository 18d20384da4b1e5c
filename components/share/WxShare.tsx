'use client';

import { useEffect } from 'react';
import { useAppContext } from '@/components/layout/AppContext';
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
 * The SDK (and the API call) load only there (./wx-configure), so visitors outside WeChat never
 * download them.
 */
export function WxShare({ title, description, image, url }: ShareContent) {
  const { ua } = useAppContext();

  useEffect(() => {
    if (!ua.isWx) return;
    let cancelled = false;
    const loaded =
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.name ?? window.location.href;
    const entry = rememberEntryUrl(sessionStore(), loaded);
    const signUrl = wxSignUrl({ isIos: ua.isIos, href: window.location.href, entry });
    void import('./wx-configure').then(({ configureWxShare }) =>
      configureWxShare({ title, description, image, url }, signUrl, () => cancelled),
    );
    return () => {
      cancelled = true;
    };
  }, [ua.isWx, ua.isIos, title, description, image, url]);

  return null;
}
