'use client';

import { useRef, useState, type FormEvent } from 'react';
import { firstError } from '@/contract/forms';
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

  async function run<T>(
    action: () => Promise<T>,
    options: SubmitOptions = {},
  ): Promise<T | undefined> {
    if (running.current) return undefined;
    const {
      fallback = '提交失败，请稍后重试',
      onError,
      stayBusy = false,
    } = { ...defaults, ...options };
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

/**
 * A form with an inline error line (role="alert"): `submit` shows its own check's message without
 * calling, else clears the line and runs the call, whose failure lands on the same line. What was
 * typed stays either way.
 */
export function useFormSubmit(defaults: Omit<SubmitOptions, 'onError'> = {}) {
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit({ ...defaults, onError: setError });

  async function submit<T>(
    e: FormEvent,
    invalid: string | null,
    action: () => Promise<T>,
    options?: SubmitOptions,
  ): Promise<T | undefined> {
    e.preventDefault();
    if (invalid) {
      setError(invalid);
      return undefined;
    }
    setError(null);
    return run(action, options);
  }

  return { busy, error, setError, submit };
}

/**
 * A form whose checks name their fields (lead, sign-up, address forms): `submit` puts each field's
 * message under it (`errors`) and the first one, or the form's own `other` message, in a toast
 * without calling; else it runs the call as useSubmit does. What was typed stays either way.
 */
export function useFieldSubmit<E extends Partial<Record<string, string>>>(
  defaults: SubmitOptions = {},
) {
  const [errors, setErrors] = useState<E>({} as E);
  const { busy, run } = useSubmit(defaults);

  async function submit<T>(
    e: FormEvent,
    found: E,
    action: () => Promise<T>,
    { other = null, ...options }: SubmitOptions & { other?: string | null } = {},
  ): Promise<T | undefined> {
    e.preventDefault();
    if (busy) return undefined;
    setErrors(found);
    const message = firstError(found) ?? other;
    if (message) {
      void toast(message);
      return undefined;
    }
    return run(action, options);
  }

  return { busy, errors, setErrors, submit };
}
