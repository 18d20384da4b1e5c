import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_IMAGES } from '@/lib/format/image';
import type { UserProfile } from '@/lib/api/types';

// Main state (§3). The keys the spec lists as persisted go to localStorage; the rest live for
// the page's lifetime. Rehydrated by the client shell after mount, so server HTML and the first
// client render agree.
// Keys marked "spec only" are listed by the spec's state (§3) but nothing in this app reads them:
// the user-agent flags come from the server-decided AppContext (components/layout/AppContext.tsx),
// and the features they served are built another way. They stay so the state keeps the spec's shape.

export interface HistoryItem {
  id: number;
  name?: string;
  title?: string;
  cover?: string;
}

export interface CompareCar {
  id: number;
  name?: string;
  title?: string;
  bid?: number;
  alias?: string;
  series_id?: number;
  series_name?: string;
}

interface City {
  code: string;
  city: string;
  /** Longitude (the spec's spelling of `lng`; GeoLocation below uses `lng`). */
  lag: number | null;
  lat: number | null;
}

interface GeoLocation {
  city: string;
  code: string;
  lng: number | null;
  lat: number | null;
}

interface CommentTarget {
  id: number;
  type: number;
  comment_id?: number;
  nickname?: string;
}

export interface MainState {
  isNav: boolean; // spec only
  ua: string; // spec only
  appVersion: string | null; // spec only
  isDark: boolean; // spec only
  isXcx: boolean; // spec only
  isOh: boolean; // spec only
  isWx: boolean; // spec only
  isShowCity: boolean; // spec only
  userInfo: UserProfile | null;
  parent_invited_id: number | null;
  invited_type: number | null;
  invited_object_id: number | null;
  loginRedirect: string;
  dealerRedirect: string; // spec only
  searchHistory: string[];
  searchSeriesHistory: string[]; // spec only
  seriesHistory: HistoryItem[];
  communityHistory: HistoryItem[];
  compareModel: CompareCar[];
  commentItem: CommentTarget | null; // spec only
  isFirstComment: boolean; // spec only
  showMark: boolean; // spec only
  videoId: number | null; // spec only
  city: City;
  location: GeoLocation | null;
  consultSid: number | null;
  consultOnlyTwo: boolean; // spec only
  defaultImg: readonly [string, string]; // spec only
  home_index_lottery_name: string;
  set(patch: Partial<MainState>): void;
  clearUser(): void;
}

/** The persisted keys, exactly as the spec lists them (§3). */
const PERSISTED_KEYS = [
  'userInfo',
  'loginRedirect',
  'city',
  'seriesHistory',
  'searchHistory',
  'communityHistory',
  'home_index_lottery_name',
  'compareModel',
] as const satisfies readonly (keyof MainState)[];

const DEFAULT_CITY: City = { code: '110100', city: '北京', lag: 116.4074, lat: 39.9042 };

export const useMainStore = create<MainState>()(
  persist(
    (set) => ({
      isNav: true,
      ua: '',
      appVersion: null,
      isDark: false,
      isXcx: false,
      isOh: false,
      isWx: false,
      isShowCity: false,
      userInfo: null,
      parent_invited_id: null,
      invited_type: null,
      invited_object_id: null,
      loginRedirect: '/',
      dealerRedirect: '',
      searchHistory: [],
      searchSeriesHistory: [],
      seriesHistory: [],
      communityHistory: [],
      compareModel: [],
      commentItem: null,
      isFirstComment: false,
      showMark: false,
      videoId: null,
      city: DEFAULT_CITY,
      location: null,
      consultSid: null,
      consultOnlyTwo: false,
      defaultImg: [DEFAULT_IMAGES.cover, DEFAULT_IMAGES.avatar],
      home_index_lottery_name: '',
      set: (patch) => set(patch),
      clearUser: () => set({ userInfo: null }),
    }),
    {
      name: 'xcx-main',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) =>
        Object.fromEntries(PERSISTED_KEYS.map((k) => [k, state[k]])) as Partial<MainState>,
      skipHydration: true,
    },
  ),
);

/** Adds an item to a history list: newest first, no duplicates by id, at most `max` kept. */
export function pushHistory<T extends { id: number }>(list: T[], item: T, max = 20): T[] {
  return [item, ...list.filter((x) => x.id !== item.id)].slice(0, max);
}
