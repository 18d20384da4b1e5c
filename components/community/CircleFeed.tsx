'use client';

import { useCallback, useEffect, useState } from 'react';
import { useIsLoggedIn } from '@/components/layout/AppContext';
import type { Post } from '@/lib/api/community';
import { CIRCLE_TABS, communityApi, type CircleTab } from '@/lib/community';
import type { Page } from '@/lib/api/http';
import { DEFAULT_CIRCLE_TAB, rememberedTab, useCircleTabStore } from '@/stores/community';
import { PostFeed } from './PostFeed';
import feedStyles from './CircleFeed.module.css';
import styles from './Community.module.css';

type State = { tab: CircleTab; page: Page<Post> | null; error: boolean; version: number };

/**
 * A circle's 精选 · 最新 · 热门; the tab a reader picks is remembered for this circle on this device.
 * A post published here lands at the top of the open tab, which stays open.
 */
export function CircleFeed({
  circleId,
  initial,
  unreadSelected,
}: {
  circleId: number;
  initial: Page<Post>;
  unreadSelected: number;
}) {
  const loggedIn = useIsLoggedIn();
  const [state, setState] = useState<State>({
    tab: DEFAULT_CIRCLE_TAB,
    page: initial,
    error: false,
    version: 0,
  });
  const [unread, setUnread] = useState(unreadSelected);

  const show = useCallback(
    (tab: CircleTab) => {
      setState((s) => ({ tab, page: null, error: false, version: s.version + 1 }));
      communityApi()
        .then((m) => m.getCirclePosts(circleId, tab, 1))
        .then((page) => setState((s) => (s.tab === tab ? { ...s, page } : s)))
        .catch(() => setState((s) => (s.tab === tab ? { ...s, error: true } : s)));
    },
    [circleId],
  );

  // Back on this circle: open the tab the reader left it on.
  useEffect(() => {
    const apply = () => {
      const tab = rememberedTab(useCircleTabStore.getState().tabs, circleId);
      if (tab !== DEFAULT_CIRCLE_TAB) show(tab);
    };
    if (useCircleTabStore.persist.hasHydrated()) apply();
    else void useCircleTabStore.persist.rehydrate()?.then(apply);
  }, [circleId, show]);

  // Reading 精选 clears its unread badge (reported to the API for this reader).
  useEffect(() => {
    if (state.tab !== 'selected' || unread === 0 || !loggedIn) return;
    communityApi()
      .then((m) => m.reportReadSelected(circleId))
      .then(
        () => setUnread(0),
        () => undefined,
      );
  }, [state.tab, unread, loggedIn, circleId]);

  function pick(tab: CircleTab) {
    useCircleTabStore.getState().setTab(circleId, tab);
    if (tab !== state.tab) show(tab);
  }

  return (
    <section aria-label="圈子动态">
      <div className={styles.tabs} role="tablist">
        {CIRCLE_TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={state.tab === t.key}
            onClick={() => pick(t.key)}
          >
            {t.name}
            {t.key === 'selected' && unread > 0 && (
              <span className={feedStyles.badge}>{unread > 99 ? '99+' : unread}</span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={CIRCLE_TABS.find((t) => t.key === state.tab)?.name}>
        {state.error ? (
          <div className={styles.section} role="alert" style={{ textAlign: 'center' }}>
            <p className={styles.muted}>加载失败，请检查网络后重试</p>
            <button type="button" className="btn" onClick={() => show(state.tab)}>
              重试
            </button>
          </div>
        ) : state.page ? (
          <PostFeed
            key={`${state.tab}:${state.version}`}
            source={{ kind: 'circle', id: circleId, tab: state.tab }}
            initial={state.page}
            postedInto={{ circleId }}
            showCircle={false}
            emptyText={state.tab === 'selected' ? '还没有精选动态' : '还没有动态，来发第一条吧'}
          />
        ) : (
          <div className={styles.section} aria-busy="true" aria-label="加载中">
            {[0, 1, 2].map((i) => (
              <div
                key={i}
                className="skeleton"
                style={{ height: '.9rem', marginBottom: '.1rem' }}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
