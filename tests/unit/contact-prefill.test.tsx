// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContextProvider } from '@/components/layout/AppContext';
import { ContactFields } from '@/components/ui/ContactFields';
import { useContactFields } from '@/components/ui/useLeadContact';
import { parseUserAgent } from '@/lib/context';
import type { LeadContact } from '@/lib/api/user';
import { useAuthStore } from '@/stores/auth';

// The lead forms' name and phone come filled from the signed-in account, read after the form is on
// the page. The read may answer while the person is already in a field: that field is theirs.

const contactRead = vi.hoisted(() => ({
  resolve: null as ((contact: LeadContact) => void) | null,
}));
vi.mock('@/lib/api/user', () => ({
  getLeadContact: () =>
    new Promise<LeadContact>((resolve) => {
      contactRead.resolve = resolve;
    }),
}));

function Fields() {
  const contact = useContactFields();
  return (
    <ContactFields ids="f" errors={{}} classes={{}} contact={contact} namePlaceholder="姓名" />
  );
}

const ACCOUNT = { name: '周九', phone: '13800000001' };

async function renderForm() {
  render(
    <AppContextProvider
      value={{
        ua: parseUserAgent('Mozilla/5.0 (Linux; Android 11; Pixel 5) Mobile'),
        loggedIn: true,
        wxAppId: '',
      }}
    >
      <Fields />
    </AppContextProvider>,
  );
  // The read starts in an effect, after the first render (a dynamic import first).
  await vi.waitFor(() => expect(contactRead.resolve).not.toBeNull());
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => useAuthStore.setState({ token: 'a-token' }));
afterEach(() => {
  cleanup();
  useAuthStore.setState({ token: null });
  contactRead.resolve = null;
});

describe('the account’s contact fills only the fields the person has not entered', () => {
  it('fills both fields when the person has not started', async () => {
    await renderForm();
    await act(async () => contactRead.resolve!(ACCOUNT));
    expect(field('姓名').value).toBe('周九');
    expect(field('手机号').value).toBe('13800000001');
  });

  it('leaves a focused empty phone field empty, and fills the name beside it', async () => {
    await renderForm();
    fireEvent.focus(field('手机号'));
    await act(async () => contactRead.resolve!(ACCOUNT));
    expect(field('手机号').value).toBe('');
    expect(field('姓名').value).toBe('周九');
  });

  it('keeps what the person is typing when the contact arrives mid-way', async () => {
    await renderForm();
    fireEvent.focus(field('姓名'));
    fireEvent.focus(field('手机号'));
    fireEvent.change(field('手机号'), { target: { value: '137' } });
    await act(async () => contactRead.resolve!(ACCOUNT));
    expect(field('手机号').value).toBe('137');
    expect(field('姓名').value).toBe('');
  });
});
