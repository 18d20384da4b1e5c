import { COPY_FAIL, COPY_OK } from '@/lib/constants';

async function writeWithClipboardApi(text: string): Promise<boolean> {
  // The async API exists only in secure contexts; elsewhere it is missing or throws.
  if (typeof window === 'undefined' || window.isSecureContext !== true) return false;
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (typeof clipboard?.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

// Older WebViews (and plain-http pages) only copy through a selected, focused text field.
function writeWithExecCommand(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const previous = document.activeElement;
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.top = '0';
  field.style.left = '-9999px';
  field.style.opacity = '0';
  document.body.appendChild(field);
  try {
    field.focus();
    field.select();
    // iOS Safari ignores select() on a readonly field without an explicit range.
    field.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    if (previous instanceof HTMLElement) previous.focus();
  }
}

/** Copies text; never throws, resolves whether it worked. */
export async function copyText(text: string): Promise<boolean> {
  if (await writeWithClipboardApi(text)) return true;
  return writeWithExecCommand(text);
}

/** Copy to clipboard shows 复制成功 or 复制失败 (§5, §8). */
export function copyMessage(ok: boolean): typeof COPY_OK | typeof COPY_FAIL {
  return ok ? COPY_OK : COPY_FAIL;
}
