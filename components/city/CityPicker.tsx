'use client';

import Cookies from 'js-cookie';
import { useRouter } from '@/components/layout/useRouter';
import { useEffect, useState } from 'react';
import type { CityItem } from '@/lib/api/city';
import { CITY_COOKIE, nearestCity } from '@/lib/city';
import { safeRedirect } from '@/lib/links';
import { useMainStore } from '@/stores/main';
import styles from './City.module.css';

export interface CityGroup {
  letter: string;
  items: CityItem[];
}

type Locating =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'found'; city: CityItem }
  | { state: 'failed'; message: string };

/**
 * The city picker: hot cities, the located city, and every city under its pinyin letter with a
 * side index. Choosing sets the main store's city (and its cookie, for server-rendered dealer
 * lists) and goes back where the user came from.
 */
export function CityPicker({
  hot,
  groups,
  all,
  redirect,
}: {
  hot: CityItem[];
  groups: CityGroup[];
  all: CityItem[];
  redirect: string | null;
}) {
  const router = useRouter();
  const current = useMainStore((s) => s.city);
  const [locating, setLocating] = useState<Locating>({ state: 'idle' });

  function choose(city: CityItem) {
    useMainStore
      .getState()
      .set({ city: { code: city.code, city: city.city, lag: city.lng, lat: city.lat } });
    Cookies.set(CITY_COOKIE, city.code, { expires: 365, sameSite: 'Lax', path: '/' });
    if (redirect) {
      // A full load: the page behind it renders its dealer list on the server for the new city.
      window.location.replace(safeRedirect(redirect));
      return;
    }
    const ref = document.referrer ? new URL(document.referrer) : null;
    if (ref && ref.origin === window.location.origin && ref.pathname !== '/city') {
      window.location.replace(ref.pathname + ref.search);
      return;
    }
    if (window.history.length > 1) router.back();
    else router.replace('/');
  }

  function locate() {
    if (!('geolocation' in navigator)) {
      setLocating({ state: 'failed', message: '当前浏览器不支持定位，请从下方列表选择城市' });
      return;
    }
    setLocating({ state: 'busy' });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const city = nearestCity(all, pos.coords.latitude, pos.coords.longitude);
        if (!city) {
          setLocating({ state: 'failed', message: '未找到附近的城市，请从下方列表选择' });
          return;
        }
        setLocating({ state: 'found', city });
        useMainStore.getState().set({
          location: {
            city: city.city,
            code: city.code,
            lng: pos.coords.longitude,
            lat: pos.coords.latitude,
          },
        });
      },
      (err) =>
        setLocating({
          state: 'failed',
          message:
            err.code === err.PERMISSION_DENIED
              ? '定位权限被拒绝，请在浏览器设置中允许定位，或从下方列表选择城市'
              : '定位失败，请从下方列表选择城市',
        }),
      { timeout: 8000, maximumAge: 600_000 },
    );
  }

  useEffect(() => {
    // Ask at once only where the permission is already granted: no prompt on page open.
    const perms = navigator.permissions;
    if (!perms?.query) return;
    perms
      .query({ name: 'geolocation' })
      .then((p) => {
        if (p.state === 'granted') locate();
      })
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const jump = (letter: string) =>
    document.getElementById(`city-${letter}`)?.scrollIntoView({ block: 'start' });
  // The store is rehydrated after mount, so the first render matches the server's (default city).
  const isCurrent = (c: CityItem) => current.code === c.code;

  return (
    <div className={styles.wrap}>
      <section className={styles.block} aria-label="当前城市">
        <h2 className={styles.blockTitle}>当前城市</h2>
        <div className={styles.locate}>
          <p data-testid="current-city">{current.city}</p>
        </div>
      </section>
      <section className={styles.block} aria-label="定位城市">
        <h2 className={styles.blockTitle}>定位城市</h2>
        <div className={styles.locate} aria-live="polite">
          {locating.state === 'found' ? (
            <>
              <p>
                <button
                  type="button"
                  className={styles.cityBtn}
                  style={{ padding: '0 .16rem' }}
                  onClick={() => choose(locating.city)}
                >
                  {locating.city.city}
                </button>
              </p>
            </>
          ) : (
            <p>
              {locating.state === 'busy'
                ? '正在定位...'
                : locating.state === 'failed'
                  ? locating.message
                  : '获取您所在的城市'}
            </p>
          )}
          <button
            type="button"
            className={styles.linkBtn}
            onClick={locate}
            disabled={locating.state === 'busy'}
          >
            {locating.state === 'idle' ? '开始定位' : '重新定位'}
          </button>
        </div>
      </section>
      <section className={styles.block} aria-label="热门城市">
        <h2 className={styles.blockTitle}>热门城市</h2>
        <div className={styles.grid}>
          {hot.map((c) => (
            <button
              key={c.code}
              type="button"
              className={styles.cityBtn}
              aria-current={isCurrent(c)}
              onClick={() => choose(c)}
            >
              {c.city}
            </button>
          ))}
        </div>
      </section>
      {groups.map((g) => (
        <section key={g.letter} className={styles.group} aria-label={`${g.letter}开头的城市`}>
          <h2 id={`city-${g.letter}`}>{g.letter}</h2>
          <ul>
            {g.items.map((c) => (
              <li key={c.code}>
                <button type="button" onClick={() => choose(c)} aria-current={isCurrent(c)}>
                  {c.city}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <nav className={styles.index} aria-label="字母索引">
        {groups.map((g) => (
          <button
            key={g.letter}
            type="button"
            onClick={() => jump(g.letter)}
            aria-label={`跳到${g.letter}`}
          >
            {g.letter}
          </button>
        ))}
      </nav>
    </div>
  );
}
