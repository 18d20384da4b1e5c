'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import { Logo } from '@/components/ui/icons/logo';
import { CloseIcon } from '@/components/ui/icons/nav';
import { openApp } from '@/lib/native';
import { AppDownloadLink } from './AppDownloadLink';
import { useAppContext } from './AppContext';
import styles from './AppBanner.module.css';

const DISMISS_KEY = 'xcx-app-banner-closed';
const WxLaunchButton = lazy(() =>
  import('./WxLaunchButton').then((m) => ({ default: m.WxLaunchButton })),
);
const noopSubscribe = () => () => undefined;

/**
 * The pull-up banner inviting the visitor to the app (§2). In WeChat the button is WeChat's
 * `wx-open-launch-app` tag (./WxLaunchButton); elsewhere it uses the generic app-open helper: the
 * scheme, then the download page.
 */
export function AppBanner({ wxOpenAppId }: { wxOpenAppId: string }) {
  const { ua } = useAppContext();
  const pathname = usePathname();
  const [closed, setClosed] = useState(false);
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

  const hidden =
    ua.isApp || ua.isXcx || dismissed || closed || pathname.startsWith('/market/download');

  if (hidden) return null;

  const close = () => {
    window.sessionStorage.setItem(DISMISS_KEY, '1');
    setClosed(true);
  };

  // WeChat opens the app through its launch tag (WxLaunchButton, loaded in WeChat only); until
  // that code is there, the download page is the way to the app.
  const button = ua.isWx ? (
    <Suspense fallback={<AppDownloadLink />}>
      <WxLaunchButton wxOpenAppId={wxOpenAppId} pathname={pathname} isIos={ua.isIos} />
    </Suspense>
  ) : (
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
