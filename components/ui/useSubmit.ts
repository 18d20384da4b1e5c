'use client';

import { useRef, useState } from 'react';
import { errorMessage, toast } from './toast';

export interface SubmitOptions {
  /** The words when the failure carries no message of its own (the API's Chinese text wins). */
  fallback?: string;
  /** Where the message goes instead of a toast (an inline role="alert" line, for instance). */
  onError?: (message: string) => void;
  /** The page is leaving on success (a full load follows): the button stays busy. */
  stayBusy?: boolean;
}

/**
 * The one submit of a form: a busy flag (a second tap while busy does nothing), the call, and on
 * failure the ApiError's Chinese message in a toast (or `onError`). The form's own state is never
 * touched, so what the user typed stays. Resolves to the call's result, or undefined when it failed
 * or was skipped.
 */
export function useSubmit(defaults: SubmitOptions = {}) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  async function run<T>(action: () => Promise<T>, options: SubmitOptions = {}): Promise<T | undefined> {
    if (running.current) return undefined;
    const { fallback = '提交失败，请稍后重试', onError, stayBusy = false } = { ...defaults, ...options };
    running.current = true;
    setBusy(true);
    let ok = false;
    try {
      const result = await action();
      ok = true;
      return result;
    } catch (err) {
      const message = errorMessage(err, fallback);
      if (onError) onError(message);
      else void toast(message);
      return undefined;
    } finally {
      if (!(ok && stayBusy)) {
        running.current = false;
        setBusy(false);
      }
    }
  }

  return { busy, run };
}
