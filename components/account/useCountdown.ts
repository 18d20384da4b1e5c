'use client';

import { useEffect, useState } from 'react';

/** Seconds until an SMS code may be requested again (counts down once a second). */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const t = window.setTimeout(() => setLeft((c) => c - 1), 1000);
    return () => window.clearTimeout(t);
  }, [left]);
  return [left, setLeft];
}

export const RESEND_SECONDS = 60;
