import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommentText } from '@/components/comment/CommentText';
import { clearDraft, draftKey, readDraft, saveDraft } from '@/components/comment/draft';

describe('CommentText', () => {
  it('renders user HTML as literal text, never as elements', () => {
    const { container } = render(<CommentText text={'<img src=x onerror=alert(1)>'} />);
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('draws classic emoji as characters and 新出行 emoji as small images; unknown tokens stay text', () => {
    const { container } = render(<CommentText text={'好{:大笑:}车{:充电:}{:不存在:}'} />);
    expect(container.querySelector('[role="img"]')?.textContent).toBe('😄');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/emoji/xcx/charging.svg');
    expect(container.textContent).toContain('{:不存在:}');
  });
});

describe('comment drafts', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps text, pictures and the resume flag per content', () => {
    saveDraft(3, 7, {
      text: '草稿',
      images: ['/api/media/upload/a.png'],
      target: null,
      resume: true,
    });
    expect(readDraft(3, 7)).toEqual({
      text: '草稿',
      images: ['/api/media/upload/a.png'],
      target: null,
      resume: true,
    });
    expect(readDraft(3, 8)).toBeNull();
    clearDraft(3, 7);
    expect(readDraft(3, 7)).toBeNull();
  });

  it('keeps pictures picked before login until they can be uploaded (issue 12.10)', () => {
    saveDraft(3, 9, {
      text: '实拍',
      images: [],
      target: null,
      resume: true,
      pending: ['data:image/png;base64,AAAA', 'javascript:alert(1)'],
    });
    expect(readDraft(3, 9)?.pending).toEqual(['data:image/png;base64,AAAA']);
    clearDraft(3, 9);
  });

  it('drops an empty draft and survives corrupted storage', () => {
    saveDraft(1, 1, { text: '', images: [], target: null, resume: false });
    expect(window.sessionStorage.getItem(draftKey(1, 1))).toBeNull();
    window.sessionStorage.setItem(draftKey(1, 2), '{oops');
    expect(readDraft(1, 2)).toBeNull();
  });
});
