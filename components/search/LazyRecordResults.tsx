'use client';

import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
// The lists' stylesheets come with the page, so their server-rendered HTML is styled before
// their code arrives: every CSS module RecordResults' own imports reach.
import './Search.module.css';
import '@/components/feed/InfiniteList.module.css';
import '@/components/ui/EmptyState.module.css';
import '@/components/ui/MediaRow.module.css';

// The record tabs (话题, 口碑, 专栏, 商品, 二手车) and 综合's owner reviews are server-rendered as
// the others; their code (and their domains' schemas) loads apart from the search page's
// first-load JS, when one of them is on the page (the page stays within budget).

type Records = typeof import('./RecordResults');

function lazyPart<K extends keyof Records>(name: K) {
  type Props = ComponentProps<Records[K]> & object;
  const Part = lazy(() =>
    import('./RecordResults').then((m) => ({
      default: m[name] as unknown as ComponentType<Props>,
    })),
  );
  return function LazyPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

export const ThemeResults = lazyPart('ThemeResults');
export const RemarkResults = lazyPart('RemarkResults');
export const RemarkRow = lazyPart('RemarkRow');
export const ColumnResults = lazyPart('ColumnResults');
export const GoodsResults = lazyPart('GoodsResults');
export const UsedCarResults = lazyPart('UsedCarResults');
