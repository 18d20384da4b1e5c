'use client';

import { createElement, useEffect, useState } from 'react';
import { AppDownloadLink } from './AppDownloadLink';
import styles from './AppBanner.module.css';

/**
 * 打开APP inside WeChat: WeChat's `wx-open-launch-app` tag with the mobile app's AppID
 * (`wxOpenAppId`, WX_OPEN_APP_ID), shown once this page's JS-SDK config (wx-configure.ts,
 * openTagList) is ready; until then, or without an AppID or a signature, the download page (WeChat
 * opens no app scheme). Loaded only inside WeChat (AppBanner), so other browsers never download it.
 */
export function WxLaunchButton({
  wxOpenAppId,
  pathname,
  isIos,
}: {
  wxOpenAppId: string;
  pathname: string;
  isIos: boolean;
}) {
  // The page whose JS-SDK config is ready: the launch tag works only after wx.config on that page.
  const [launchReady, setLaunchReady] = useState<string | null>(null);

  // Every page that shows the banner in WeChat configures the JS-SDK (with the launch tag).
  useEffect(() => {
    if (!wxOpenAppId) return;
    let cancelled = false;
    void import('@/components/share/wx-configure')
      .then(({ wxReady }) => wxReady(isIos))
      .then((wx) => {
        if (!cancelled && wx) setLaunchReady(pathname);
      });
    return () => {
      cancelled = true;
    };
  }, [isIos, wxOpenAppId, pathname]);

  if (!wxOpenAppId || launchReady !== pathname) {
    return <AppDownloadLink />;
  }
  return createElement(
    'wx-open-launch-app',
    { appid: wxOpenAppId, extinfo: pathname, class: styles.launch },
    <script
      type="text/wxtag-template"
      dangerouslySetInnerHTML={{
        __html:
          '<button style="border:0;border-radius:16px;background:#ffd100;color:#1a1a1a;font-weight:600;padding:6px 14px">打开APP</button>',
      }}
    />,
  );
}
