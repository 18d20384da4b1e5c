'use client';

import { useState } from 'react';
import { logout } from '@/lib/api/auth';
import { useAuthStore } from '@/stores/auth';
import { useMainStore } from '@/stores/main';

/** 退出登录: revokes the token, clears the cookie and user info, back to the home page. */
export function LogoutButton({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    // The local session ends even when the API cannot be reached.
    await logout().catch(() => undefined);
    useAuthStore.getState().setToken(null);
    useMainStore.getState().clearUser();
    window.location.replace('/');
  }
  return (
    <button
      type="button"
      className={className ?? 'btn btn-ghost btn-block'}
      disabled={busy}
      onClick={run}
    >
      {busy ? '正在退出...' : '退出登录'}
    </button>
  );
}
