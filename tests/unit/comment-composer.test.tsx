import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The composer sends one key per submit (issue 28): a retry of a send whose answer was lost
// carries the same key, so the API stores one comment; a changed text is a new submit.

const sent = vi.hoisted(() => [] as { content: string; submitKey?: string }[]);
vi.mock('@/lib/api/comment', async (original) => {
  const actual = await original<typeof import('@/lib/api/comment')>();
  return {
    ...actual,
    postComment: vi.fn(async (input: { content: string; submitKey?: string }) => {
      sent.push(input);
      // The first send's answer is lost on the way back.
      if (sent.length === 1) throw new Error('network');
      return { id: 1, content: input.content } as never;
    }),
  };
});

import { CommentComposer } from '@/components/comment/CommentComposer';

describe('CommentComposer submit keys', () => {
  afterEach(() => window.sessionStorage.clear());

  it('a retried send carries the same key; a changed text gets a new one', async () => {
    const onSent = vi.fn();
    render(
      <CommentComposer
        open
        contentType={1}
        contentId={424242}
        target={null}
        initialText=""
        initialImages={[]}
        loggedIn
        onClose={() => undefined}
        onSent={onSent}
        onRequireLogin={() => undefined}
      />,
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '续航很扎实' } });
    const send = () =>
      act(async () => void fireEvent.click(screen.getByRole('button', { name: '发送' })));
    await send();
    await send();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.submitKey).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]!.submitKey).toBe(sent[0]!.submitKey);
    expect(onSent).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '第二条评论' } });
    await send();
    expect(sent[2]!.submitKey).not.toBe(sent[0]!.submitKey);
  });
});
