// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The community's device state (issue 9): the tab each circle was last read on, and the post
// composer's draft (text AND pictures), which must survive a failed submit, a reload and login.
// Fresh modules per test: a reload is a new module instance reading the same localStorage.

async function freshStores() {
  vi.resetModules();
  return import('@/stores/community');
}

beforeEach(() => localStorage.clear());

describe('per-circle remembered tab', () => {
  it('opens a circle on 精选 until the reader picks another tab there, then remembers it per circle', async () => {
    const s = await freshStores();
    expect(s.rememberedTab(s.useCircleTabStore.getState().tabs, 1)).toBe('selected');
    s.useCircleTabStore.getState().setTab(1, 'hot');
    s.useCircleTabStore.getState().setTab(2, 'new');
    const after = await freshStores();
    await after.useCircleTabStore.persist.rehydrate();
    const tabs = after.useCircleTabStore.getState().tabs;
    expect(after.rememberedTab(tabs, 1)).toBe('hot');
    expect(after.rememberedTab(tabs, 2)).toBe('new');
    expect(after.rememberedTab(tabs, 3)).toBe('selected');
  });

  it('ignores a stored value that is not a tab', async () => {
    const s = await freshStores();
    expect(s.rememberedTab({ '4': 'oldest', '5': 7 }, 4)).toBe('selected');
    expect(s.rememberedTab({ '4': 'oldest', '5': 7 }, 5)).toBe('selected');
  });
});

describe('post draft store', () => {
  it('keeps text, placement and pictures through a reload; an upload cut off by the reload comes back as failed with its data for a retry', async () => {
    const s = await freshStores();
    const d = s.useDraftStore.getState();
    d.setText('周末去露营，放电煮火锅');
    d.setPlacement({ circleId: 13, themeId: 8 });
    const [a, b] = d.addPictures(['data:image/png;base64,AAA', 'data:image/png;base64,BBB']);
    s.useDraftStore.getState().markDone(a!, '/api/media/upload/a.png');
    s.useDraftStore.getState().setProgress(b!, 0.4);

    const after = await freshStores();
    await after.useDraftStore.persist.rehydrate();
    const r = after.useDraftStore.getState();
    expect(r.text).toBe('周末去露营，放电煮火锅');
    expect([r.circleId, r.themeId]).toEqual([13, 8]);
    expect(r.pictures.map((p) => p.status)).toEqual(['done', 'failed']);
    expect(r.pictures[0]).toMatchObject({ url: '/api/media/upload/a.png' });
    expect(r.pictures[0]!.dataUrl).toBeUndefined();
    expect(r.pictures[1]).toMatchObject({ dataUrl: 'data:image/png;base64,BBB', progress: 0 });
  });

  it('takes at most 9 pictures and 2000 characters', async () => {
    const s = await freshStores();
    const keys = s.useDraftStore
      .getState()
      .addPictures(Array.from({ length: 12 }, (_, i) => `data:image/png;base64,${i}`));
    expect(keys).toHaveLength(9);
    expect(s.useDraftStore.getState().addPictures(['data:image/png;base64,X'])).toHaveLength(0);
    s.useDraftStore.getState().setText('字'.repeat(2100));
    expect(Array.from(s.useDraftStore.getState().text)).toHaveLength(s.POST_MAX_CHARS);
  });

  it('is ready to send only when every picture is uploaded, and a retry goes back to uploading', async () => {
    const s = await freshStores();
    const [a, b] = s.useDraftStore.getState().addPictures(['data:a', 'data:b']);
    s.useDraftStore.getState().markDone(a!, '/u/a.png');
    s.useDraftStore.getState().markFailed(b!);
    expect(s.readyPictures(s.useDraftStore.getState().pictures)).toBeNull();
    s.useDraftStore.getState().markUploading(b!);
    expect(s.useDraftStore.getState().pictures[1]).toMatchObject({
      status: 'uploading',
      progress: 0,
      dataUrl: 'data:b',
    });
    s.useDraftStore.getState().markDone(b!, '/u/b.png');
    expect(s.readyPictures(s.useDraftStore.getState().pictures)).toEqual(['/u/a.png', '/u/b.png']);
  });

  it('keeps the resume flag through the login trip, and clear() empties the draft after a successful post', async () => {
    const s = await freshStores();
    s.useDraftStore.getState().setText('草稿');
    s.useDraftStore.getState().setResume(true);
    const after = await freshStores();
    await after.useDraftStore.persist.rehydrate();
    expect(after.useDraftStore.getState()).toMatchObject({ text: '草稿', resume: true });
    after.useDraftStore.getState().clear();
    expect(after.useDraftStore.getState()).toMatchObject(after.EMPTY_DRAFT);
    expect(JSON.parse(localStorage.getItem('xcx-post-draft')!).state.text).toBe('');
  });
});
