'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { createElement, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { CloseIcon, Logo } from '@/components/ui/icons';
import { openApp } from '@/lib/native';
import { useAppContext } from './AppContext';
import styles from './AppBanner.module.css';

const DISMISS_KEY = 'xcx-app-banner-closed';
const noopSubscribe = () => () => undefined;

/**
 * The pull-up banner inviting the visitor to the app (§2). In WeChat the button is WeChat's
 * `wx-open-launch-app` tag with the mobile app's AppID (`wxOpenAppId`, WX_OPEN_APP_ID), shown once
 * this page's JS-SDK config (wx-configure.ts, openTagList) is ready; until then, or without a
 * signature, 打开APP leads to the download page (WeChat opens no app scheme). Elsewhere it uses
 * the generic app-open helper: the scheme, then the download page.
 */
export function AppBanner({ wxOpenAppId }: { wxOpenAppId: string }) {
  const { ua } = useAppContext();
  const pathname = usePathname();
  const [closed, setClosed] = useState(false);
  // The page whose JS-SDK config is ready: the launch tag works only after wx.config on that page.
  const [launchReady, setLaunchReady] = useState<string | null>(null);
  // The banner's height as --banner-h on <html>: page ends, the letter index and floating buttons
  // keep clear of it, however tall a larger text size makes it.
  const measure = useCallback((el: HTMLElement | null) => {
    if (!el) return;
    const root = document.documentElement.style;
    const update = () => root.setProperty('--banner-h', `${el.offsetHeight}px`);
    // At once, in the commit that shows the banner: the observer's first call comes a frame later,
    // and until then the end of the page sat under the banner (an e2e run at 200 % text caught it).
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty('--banner-h');
    };
  }, []);
  // Shown only after hydration (the server cannot know the session's choice).
  const dismissed = useSyncExternalStore(
    noopSubscribe,
    () => window.sessionStorage.getItem(DISMISS_KEY) === '1',
    () => true,
  );

  const hidden = ua.isApp || ua.isXcx || dismissed || closed || pathname.startsWith('/market/download');

  // Every page that shows the banner in WeChat configures the JS-SDK (with the launch tag).
  useEffect(() => {
    if (hidden || !ua.isWx || !wxOpenAppId) return;
    let cancelled = false;
    void import('@/components/share/wx-configure')
      .then(({ wxReady }) => wxReady(ua.isIos))
      .then((wx) => {
        if (!cancelled && wx) setLaunchReady(pathname);
      });
    return () => {
      cancelled = true;
    };
  }, [hidden, ua.isWx, ua.isIos, wxOpenAppId, pathname]);

  if (hidden) return null;

  const close = () => {
    window.sessionStorage.setItem(DISMISS_KEY, '1');
    setClosed(true);
  };

  // WeChat opens the app through its launch tag, which needs the app's AppID and a signed config;
  // without them the download page is the working way to the app.
  const button = ua.isWx && (!wxOpenAppId || launchReady !== pathname)
    ? (
        <Link href="/market/download" className="btn">
          打开APP
        </Link>
      )
    : ua.isWx
    ? createElement(
        'wx-open-launch-app',
        { appid: wxOpenAppId, extinfo: pathname, class: styles.launch },
        <script type="text/wxtag-template" dangerouslySetInnerHTML={{ __html: '<button style="border:0;border-radius:16px;background:#ffd100;color:#1a1a1a;font-weight:600;padding:6px 14px">打开APP</button>' }} />,
      )
    : (
        <button type="button" className="btn" onClick={() => openApp(pathname)}>
          打开APP
        </button>
      );

  return (
    <aside ref={measure} className={styles.banner} aria-label="下载新出行APP">
      <button type="button" className={styles.close} aria-label="关闭" onClick={close}>
        <CloseIcon size={16} />
      </button>
      <Logo height={26} />
      <p className={styles.text}>打开APP，看更多新能源好内容</p>
      {button}
    </aside>
  );
}
