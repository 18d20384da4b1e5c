'use client';

import { useEffect, useRef } from 'react';
import { useIsLoggedIn } from '@/components/layout/AppContext';
import type { LeadContact } from '@/lib/api/user';

/**
 * A logged-in user does not retype name and phone on 询底价, 预约试驾 or 活动报名 (issue 26 §5):
 * their contact is read once and handed to `fill`, which fills only what is still empty (what
 * the user typed meanwhile stays). Anonymous, or when the read fails, the form stays as it is.
 */
export function useLeadContact(fill: (contact: LeadContact) => void): void {
  const loggedIn = useIsLoggedIn();
  const latest = useRef(fill);
  useEffect(() => {
    latest.current = fill;
  });
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    import('@/lib/api/user')
      .then(({ getLeadContact }) => getLeadContact())
      .then((contact) => {
        if (live) latest.current(contact);
      })
      .catch(() => {
        // The form still works typed by hand.
      });
    return () => {
      live = false;
    };
  }, [loggedIn]);
}
