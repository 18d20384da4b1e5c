'use client';

import { useEffect } from 'react';
import { useAppContext } from '@/components/layout/AppContext';

export interface ShareContent {
  title: string;
  description?: string;
  /** Absolute image URL for the card. */
  image: string;
  /** Absolute page URL. */
  url: string;
}

/**
 * Inside WeChat: sets the card friends and Moments see, once this page's JS-SDK config (shared with
 * the app banner's launch tag) is ready. The SDK (and the API call) load only there
 * (./wx-configure), so visitors outside WeChat never download them.
 */
export function WxShare({ title, description, image, url }: ShareContent) {
  const { ua } = useAppContext();

  useEffect(() => {
    if (!ua.isWx) return;
    let cancelled = false;
    void import('./wx-configure').then(({ configureWxShare }) => {
      if (!cancelled)
        void configureWxShare({ title, description, image, url }, ua.isIos, () => cancelled);
    });
    return () => {
      cancelled = true;
    };
  }, [ua.isWx, ua.isIos, title, description, image, url]);

  return null;
}
