import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogFocus } from '@/components/ui/useDialogFocus';

afterEach(cleanup);

function Sheet({ onClose }: { onClose: () => void }) {
  const ref = useDialogFocus<HTMLDivElement>(true, onClose);
  return (
    <div ref={ref} role="dialog" aria-modal="true" aria-label="分享">
      <button type="button">复制链接</button>
      <button type="button">系统分享</button>
      <button type="button" onClick={onClose}>
        取消
      </button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        分享
      </button>
      <a href="/next">下一篇</a>
      {open && <Sheet onClose={() => setOpen(false)} />}
    </>
  );
}

describe('a modal dialog (WAI-ARIA dialog pattern, issue 14)', () => {
  it('takes the focus when it opens, keeps Tab inside, closes on Escape and gives the focus back', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: '分享' });
    opener.focus();
    act(() => opener.click());
    const dialog = screen.getByRole('dialog', { name: '分享' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '复制链接' }));

    // Tab from the last control goes back to the first, Shift+Tab from the first to the last.
    screen.getByRole('button', { name: '取消' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '复制链接' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消' }));
    expect(dialog.contains(document.activeElement)).toBe(true);

    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
