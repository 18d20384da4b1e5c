import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_FAIL, COPY_OK } from '@/lib/constants';
import { copyMessage, copyText } from '@/lib/format/clipboard';

type ExecCommand = (command: string) => boolean;

function stubClipboard(writeText: (text: string) => Promise<void>): void {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

function stubSecureContext(secure: boolean): void {
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
}

function stubExecCommand(impl: ExecCommand): ReturnType<typeof vi.fn<ExecCommand>> {
  const exec = vi.fn<ExecCommand>(impl);
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
  return exec;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(window, 'isSecureContext');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it('uses navigator.clipboard in a secure context', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    stubClipboard(writeText);
    stubSecureContext(true);
    const exec = stubExecCommand(() => true);
    await expect(copyText('邀请码 XCX123')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('邀请码 XCX123');
    expect(exec).not.toHaveBeenCalled();
  });

  it('outside a secure context it copies through a hidden textarea and execCommand', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    stubClipboard(writeText);
    stubSecureContext(false);
    let copied = '';
    const exec = stubExecCommand((command) => {
      const field = document.activeElement;
      copied = field instanceof HTMLTextAreaElement ? field.value : '';
      return command === 'copy';
    });
    await expect(copyText('https://m.example/article/1')).resolves.toBe(true);
    expect(writeText).not.toHaveBeenCalled();
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copied).toBe('https://m.example/article/1');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back to execCommand when there is no clipboard API', async () => {
    stubSecureContext(true);
    const exec = stubExecCommand(() => true);
    await expect(copyText('x')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledOnce();
  });

  it('falls back to execCommand when the clipboard API rejects', async () => {
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    stubSecureContext(true);
    const exec = stubExecCommand(() => true);
    await expect(copyText('x')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledOnce();
  });

  it('copy failure resolves false and never throws (§8: 复制失败)', async () => {
    stubSecureContext(false);
    stubExecCommand(() => {
      throw new Error('blocked');
    });
    await expect(copyText('x')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();

    stubExecCommand(() => false);
    await expect(copyText('x')).resolves.toBe(false);
  });

  it('resolves false when neither way exists', async () => {
    stubSecureContext(true);
    await expect(copyText('x')).resolves.toBe(false);
  });

  it('gives focus back to the element that had it', async () => {
    stubSecureContext(false);
    stubExecCommand(() => true);
    const input = document.createElement('input');
    document.body.appendChild(input);
    input.focus();
    await copyText('x');
    expect(document.activeElement).toBe(input);
    input.remove();
  });
});

describe('copyMessage (§5: copy to clipboard shows 复制成功 or 复制失败)', () => {
  it('maps the result to the spec texts', () => {
    expect(COPY_OK).toBe('复制成功');
    expect(COPY_FAIL).toBe('复制失败');
    expect(copyMessage(true)).toBe('复制成功');
    expect(copyMessage(false)).toBe('复制失败');
  });
});
