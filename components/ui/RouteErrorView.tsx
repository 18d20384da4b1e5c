'use client';

import { usePathname } from 'next/navigation';
import { startTransition } from 'react';
import { useRefresh } from '@/components/layout/useRefresh';
import { SHARE } from '@/lib/constants';
import { isChunkLoadError } from '@/lib/chunk-error';
import {
  errorTexts,
  isOutageError,
  isRateLimitError,
  OUTAGE_TEXTS,
  RATE_LIMIT_TEXTS,
} from '@/lib/errors';
import { sectionOf } from '@/lib/sections';
import { ErrorView } from './ErrorView';
import type { RouteErrorProps } from './RouteError';

// What the person reads when a route failed to render, following the spec (§2, §8):
// - the API unreachable or answering garbage (lib/api/http.ts marks it, lib/errors.ts reads it):
//   the outage view; the web server (scripts/web-worker.mjs) answers such a page with 503;
// - the API refusing a read as too frequent (429): 请求太频繁了，请稍后再试 with 重试; the web server
//   answers such a page with 429 and Retry-After;
// - a chunk that failed to download, once the page has reloaded for it (./RouteError): the outage
//   view, which says to check the network;
// - a message saying the page was not found: 页面未找到; anything else: 暂无相关内容 / 去看一下其他的内容吧.
// A page of a section keeps a way back to the section (lib/sections.ts).
export default function RouteErrorView({ error, reset }: RouteErrorProps) {
  const refresh = useRefresh();
  const section = sectionOf(usePathname() ?? '/');
  const rateLimited = isRateLimitError(error);
  const outage = !rateLimited && (isOutageError(error) || isChunkLoadError(error));
  const title = rateLimited
    ? RATE_LIMIT_TEXTS.title
    : outage
      ? OUTAGE_TEXTS.title
      : errorTexts(error.message).title;
  return (
    <main className="page">
      <title>{`${title} - ${SHARE.defaultTitle}`}</title>
      <ErrorView
        outage={outage}
        rateLimited={rateLimited}
        message={error.message}
        hint={outage ? OUTAGE_TEXTS.hint : undefined}
        section={section}
        onRetry={() =>
          startTransition(() => {
            refresh();
            reset();
          })
        }
      />
    </main>
  );
}
