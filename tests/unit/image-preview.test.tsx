import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeImagePreview, openImagePreview } from '@/components/ui/ImagePreview';
import { PreviewableImages } from '@/components/ui/PreviewableImages';

afterEach(async () => {
  cleanup();
  closeImagePreview();
  await new Promise((r) => setTimeout(r, 5));
});

describe('image preview', () => {
  it('tapping an image inside PreviewableImages opens the preview on all of them at that image', async () => {
    render(
      <PreviewableImages>
        <p>
          <img src="/a.svg" alt="a" />
        </p>
        <img src="/b.svg" alt="b" />
        <a href="/x">
          <img src="/linked.svg" alt="linked" />
        </a>
        <img src="/c.svg" alt="c" />
      </PreviewableImages>,
    );
    fireEvent.click(screen.getByAltText('b'));
    // The gallery holds the three unlinked images; b is the second.
    await waitFor(() => expect(screen.getByTestId('image-preview-index').textContent).toBe('2/3'));
  });

  it('an image inside a link follows the link instead of previewing', async () => {
    render(
      <PreviewableImages>
        <a href="#x">
          <img src="/linked.svg" alt="linked" />
        </a>
      </PreviewableImages>,
    );
    fireEvent.click(screen.getByAltText('linked'));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('image-preview')).toBeNull();
  });

  it('the arrow keys move with loop, Escape closes', async () => {
    act(() => openImagePreview(['/1.svg', '/2.svg', '/3.svg'], 2));
    const label = await screen.findByTestId('image-preview-index');
    expect(label.textContent).toBe('3/3');
    act(() => {
      fireEvent.keyDown(window, { key: 'ArrowRight' });
    });
    await waitFor(() => expect(screen.getByTestId('image-preview-index').textContent).toBe('1/3'), {
      timeout: 1000,
    });
    act(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByTestId('image-preview')).toBeNull());
  });

  it('opening with no images does nothing', () => {
    openImagePreview([], 0);
    expect(screen.queryByTestId('image-preview')).toBeNull();
  });
});
