// Which URL the WeChat JS-SDK signature is computed for. WeChat signs the current URL without
// its hash; on iOS WeChat keeps the URL the session was entered with (pushState does not change
// it for the SDK), so there the ENTRY url must be signed: remembered once per session.

export const ENTRY_URL_KEY = 'xcx:wx-entry-url';

const withoutHash = (url: string) => url.split('#')[0] ?? url;

export function wxSignUrl(input: { isIos: boolean; href: string; entry: string | null }): string {
  return withoutHash(input.isIos && input.entry ? input.entry : input.href);
}

/**
 * The session's entry URL: the stored one, or else the URL this document was loaded with (the
 * navigation entry), which is then stored for the rest of the session.
 */
export function rememberEntryUrl(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  loadedUrl: string,
): string {
  const stored = storage?.getItem(ENTRY_URL_KEY);
  if (stored) return stored;
  const entry = withoutHash(loadedUrl);
  try {
    storage?.setItem(ENTRY_URL_KEY, entry);
  } catch {
    // Private mode may refuse storage; the loaded URL is still right for this page.
  }
  return entry;
}
