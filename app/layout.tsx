import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { AppContextProvider } from '@/components/layout/AppContext';
import { ClientSetup } from '@/components/layout/ClientSetup';
import { AppBanner, LoginSheetHost, ShellEffects } from '@/components/layout/DeferredShell';
import { TopNav } from '@/components/layout/TopNav';
import { Logo } from '@/components/ui/icons/logo';
import { MenuIcon, SearchIcon } from '@/components/ui/icons/nav';
import { WeiboMask } from '@/components/layout/WeiboMask';
import { serverConfig } from '@/lib/config';
import { clientUaContext } from '@/lib/context';
import { SHARE } from '@/lib/constants';
import { siteOrigin } from '@/lib/server/content-page';
import { ROOT_FONT_SIZE } from '@/lib/viewport';
import { requestContext } from '@/lib/server/request';
import '@/styles/vant.css';
import '@/styles/globals.css';
import '@/styles/elder.css';

// Relative canonical URLs of the pages resolve against the trusted origin (absolute, as
// crawlers and Lighthouse want them; never a client's Host).
export async function generateMetadata(): Promise<Metadata> {
  return { ...BASE_METADATA, metadataBase: new URL(await siteOrigin()) };
}

const BASE_METADATA: Metadata = {
  title: {
    default: `${SHARE.defaultTitle} - ${SHARE.defaultDescription}`,
    template: `%s - ${SHARE.defaultTitle}`,
  },
  description: '新出行：新能源汽车资讯、车型库、社区与排行榜，看懂电动车，从新出行开始。',
  applicationName: SHARE.defaultTitle,
  formatDetection: { telephone: false },
  icons: { icon: '/icons/icon.svg', apple: '/icons/icon.svg' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#ffd100',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const ctx = await requestContext();
  const config = serverConfig();
  // Decided on the server from the user agent and the 长辈版 cookie, so the first paint is already
  // right (dark mode, app context, the Weibo mask, large type with no app banner).
  const { token: _token, nonce, fullPath: _path, origin: _origin, elder: _elder, ...ua } = ctx;
  return (
    <html
      lang="zh-CN"
      className={
        [ctx.isDark && 'dark', ctx.elder && 'elder'].filter(Boolean).join(' ') || undefined
      }
      data-app={ctx.isApp ? '1' : undefined}
      data-elder={ctx.elder ? '1' : undefined}
      style={{ fontSize: ROOT_FONT_SIZE }}
    >
      <body>
        <AppContextProvider
          value={{
            ua: clientUaContext(ua),
            loggedIn: Boolean(ctx.token),
            wxAppId: config.wxAppId,
            elder: ctx.elder,
          }}
        >
          <ClientSetup />
          <TopNav
            icons={{
              logo: <Logo />,
              menu: <MenuIcon size={22} />,
              search: <SearchIcon size={22} />,
            }}
          />
          {children}
          {/* 长辈版 shows no app-download banner (适老化: no induced downloads). */}
          {!ctx.elder && <AppBanner wxOpenAppId={config.wxOpenAppId} />}
          <LoginSheetHost />
          <Suspense fallback={null}>
            <ShellEffects analyticsSiteId={config.analyticsSiteId} nonce={nonce} />
          </Suspense>
        </AppContextProvider>
        {ctx.isWeibo && <WeiboMask />}
      </body>
    </html>
  );
}
