'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useIsLoggedIn } from '@/components/layout/AppContext';
import type { LeadContact } from '@/lib/api/user';

/**
 * A logged-in user does not retype name and phone on 询底价, 预约试驾 or 活动报名:
 * their contact is read once and handed to `fill`, which fills only what is still empty (what
 * the user typed meanwhile stays). Anonymous, or when the read fails, the form stays as it is.
 */
function useLeadContact(fill: (contact: LeadContact) => void): void {
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

/**
 * The name and phone fields of a lead form (询底价, 预约试驾, 活动报名, a shipping address), started
 * from `initial` and filled from the account's contact where still empty and not yet entered: a
 * field the person has focused is theirs (`enter` marks it), so the contact arriving while they
 * type never lands under their caret (their digits would join the account's number).
 * `accountPhone` is the signed-in account's own (proven) phone once read, else ''.
 */
export function useContactFields(initial?: { name?: string; phone?: string }) {
  const [name, setName] = useState(initial?.name ?? '');
  const [phone, setPhone] = useState(initial?.phone ?? '');
  const [accountPhone, setAccountPhone] = useState('');
  const entered = useRef({ name: false, phone: false });
  useLeadContact((contact) => {
    // Checked when React applies the update, which may come after a focus that follows the read.
    setName((n) => (entered.current.name ? n : n || contact.name));
    setPhone((p) => (entered.current.phone ? p : p || contact.phone));
    setAccountPhone(contact.phone);
  });
  const enter = useCallback((field: 'name' | 'phone') => {
    entered.current[field] = true;
  }, []);
  return { name, setName, phone, setPhone, accountPhone, enter };
}
