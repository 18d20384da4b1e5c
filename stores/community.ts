import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { FIELD_LIMITS } from '@/contract/field-limits';
import { CIRCLE_TAB_KEYS, DEFAULT_CIRCLE_TAB, type CircleTab } from '@/lib/community';

// The community's device state, in localStorage: the tab each circle was last read on, and the
// post composer's draft (text AND pictures), which survives a failed submit, a reload and a trip
// through the login page. Rehydrated on first use in the browser (skipHydration + rehydrate()).

export { DEFAULT_CIRCLE_TAB };
export const POST_MAX_PICTURES = 9;
export const POST_MAX_CHARS = FIELD_LIMITS.post.max;

interface CircleTabState {
  tabs: Record<string, CircleTab>;
  setTab(circleId: number, tab: CircleTab): void;
}

export const useCircleTabStore = create<CircleTabState>()(
  persist(
    (set) => ({
      tabs: {},
      setTab: (circleId, tab) => set((s) => ({ tabs: { ...s.tabs, [String(circleId)]: tab } })),
    }),
    {
      name: 'xcx-circle-tabs',
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
    },
  ),
);

/** The remembered tab of a circle; anything unknown (an old or edited value) is the default. */
export function rememberedTab(tabs: Record<string, unknown>, circleId: number): CircleTab {
  const t = tabs[String(circleId)];
  return typeof t === 'string' && (CIRCLE_TAB_KEYS as readonly string[]).includes(t)
    ? (t as CircleTab)
    : DEFAULT_CIRCLE_TAB;
}

export type PictureStatus = 'uploading' | 'done' | 'failed';

export interface DraftPicture {
  key: string;
  status: PictureStatus;
  /** 0..1 while uploading. */
  progress: number;
  /** The uploaded picture's URL, once done. */
  url?: string;
  /** The picture itself until it is uploaded, so a retry (also after a reload) can resend it. */
  dataUrl?: string;
}

export interface PostDraft {
  text: string;
  circleId: number | null;
  themeId: number | null;
  seriesId: number | null;
  pictures: DraftPicture[];
  /** Set when the writer was sent to log in: the composer reopens on return. */
  resume: boolean;
}

export const EMPTY_DRAFT: PostDraft = {
  text: '',
  circleId: null,
  themeId: null,
  seriesId: null,
  pictures: [],
  resume: false,
};

interface DraftState extends PostDraft {
  setText(text: string): void;
  setPlacement(p: Partial<Pick<PostDraft, 'circleId' | 'themeId' | 'seriesId'>>): void;
  /** Adds pictures (data URLs) up to the limit; returns the keys of those taken. */
  addPictures(dataUrls: string[]): string[];
  setProgress(key: string, progress: number): void;
  markUploading(key: string): void;
  markDone(key: string, url: string): void;
  markFailed(key: string): void;
  removePicture(key: string): void;
  setResume(resume: boolean): void;
  clear(): void;
}

let seq = 0;
const newKey = () => `p${Date.now().toString(36)}${(seq++).toString(36)}`;

function patchPicture(
  pictures: DraftPicture[],
  key: string,
  patch: Partial<DraftPicture>,
): DraftPicture[] {
  return pictures.map((p) => (p.key === key ? { ...p, ...patch } : p));
}

export const useDraftStore = create<DraftState>()(
  persist(
    (set, get) => ({
      ...EMPTY_DRAFT,
      setText: (text) => set({ text: Array.from(text).slice(0, POST_MAX_CHARS).join('') }),
      setPlacement: (p) => set(p),
      addPictures: (dataUrls) => {
        const room = Math.max(0, POST_MAX_PICTURES - get().pictures.length);
        const added = dataUrls.slice(0, room).map((dataUrl): DraftPicture => ({
          key: newKey(),
          status: 'uploading',
          progress: 0,
          dataUrl,
        }));
        set((s) => ({ pictures: [...s.pictures, ...added] }));
        return added.map((p) => p.key);
      },
      setProgress: (key, progress) =>
        set((s) => ({
          pictures: patchPicture(s.pictures, key, { progress: Math.max(0, Math.min(1, progress)) }),
        })),
      markUploading: (key) =>
        set((s) => ({
          pictures: patchPicture(s.pictures, key, { status: 'uploading', progress: 0 }),
        })),
      // A done picture drops its data: the URL is all a post needs, and storage stays small.
      markDone: (key, url) =>
        set((s) => ({
          pictures: patchPicture(s.pictures, key, {
            status: 'done',
            progress: 1,
            url,
            dataUrl: undefined,
          }),
        })),
      markFailed: (key) =>
        set((s) => ({
          pictures: patchPicture(s.pictures, key, { status: 'failed', progress: 0 }),
        })),
      removePicture: (key) => set((s) => ({ pictures: s.pictures.filter((p) => p.key !== key) })),
      setResume: (resume) => set({ resume }),
      clear: () => set({ ...EMPTY_DRAFT }),
    }),
    {
      name: 'xcx-post-draft',
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      partialize: (s): PostDraft => ({
        text: s.text,
        circleId: s.circleId,
        themeId: s.themeId,
        seriesId: s.seriesId,
        pictures: s.pictures,
        resume: s.resume,
      }),
      // An upload cut off by a reload did not finish: it comes back as failed, ready to retry.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<PostDraft>;
        const pictures = Array.isArray(p.pictures)
          ? p.pictures
              .filter((x) => x && typeof x.key === 'string' && (x.url || x.dataUrl))
              .map((x) =>
                x.status === 'uploading' ? { ...x, status: 'failed' as const, progress: 0 } : x,
              )
          : [];
        return { ...current, ...p, pictures };
      },
    },
  ),
);

/** The pictures a post can be sent with: all uploaded (none still uploading or failed). */
export function readyPictures(pictures: DraftPicture[]): string[] | null {
  return pictures.every((p) => p.status === 'done' && p.url) ? pictures.map((p) => p.url!) : null;
}
