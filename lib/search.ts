// Pure helpers of the search screen, usable on the server and in client islands.

const HISTORY_MAX = 20;

export function searchHref(keyword: string, tab?: string): string {
  const q = new URLSearchParams({ keyword });
  if (tab && tab !== 'all') q.set('tab', tab);
  return `/search?${q.toString()}`;
}

/** Remembers a keyword in the persisted search history: newest first, no duplicates, at most 20. */
export function rememberKeyword(history: string[], keyword: string): string[] {
  return [keyword, ...history.filter((k) => k !== keyword)].slice(0, HISTORY_MAX);
}
