'use client';

import { useRouter } from '@/components/layout/useRouter';
import { BackIcon } from '@/components/ui/icons/nav';

interface NavigationEntry {
  url: string | null;
  index: number;
}
interface NavigationHistory {
  currentEntry: NavigationEntry | null;
  entries(): NavigationEntry[];
}

/** Whether the page before this one in the tab is this site's (a shared link's is not). */
function cameFromThisSite(): boolean {
  const nav = (window as Window & { navigation?: NavigationHistory }).navigation;
  if (nav?.currentEntry) {
    const prev = nav.entries()[nav.currentEntry.index - 1];
    return Boolean(prev?.url && new URL(prev.url).origin === window.location.origin);
  }
  // Browsers without the Navigation API: any earlier entry.
  return window.history.length > 1;
}

/**
 * 返回, for screens whose top bar is off (the video page, the live room): back to where the reader
 * came from on this site, or home when they came from outside (a shared link).
 */
export function BackButton({ className }: { className?: string }) {
  const router = useRouter();
  const back = () => {
    if (cameFromThisSite()) router.back();
    else router.push('/');
  };
  return (
    <button type="button" className={className} aria-label="返回" onClick={back}>
      <BackIcon size={22} />
    </button>
  );
}
