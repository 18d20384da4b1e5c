'use client';

import { useRouter } from '@/components/layout/useRouter';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BackIcon, CloseIcon, SearchIcon } from '@/components/ui/icons/nav';
import { Highlight } from '@/components/ui/Highlight';
import type { Suggestion } from '@/lib/api/search';
import {
  rememberKeyword,
  searchHref,
  SUGGESTED_KEYWORD,
  suggestionHref,
  suggestionMark,
} from '@/lib/search';
import { useMainStore } from '@/stores/main';
import styles from './Search.module.css';

const SUGGEST_DELAY_MS = 250;

export function SearchBar({ initial, tab }: { initial: string; tab?: string }) {
  const router = useRouter();
  const [value, setValue] = useState(initial);
  const [focused, setFocused] = useState(!initial);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);

  const keyword = value.trim();
  const showSuggestions =
    focused && keyword !== '' && keyword !== initial && suggestions.length > 0;

  useEffect(() => {
    if (!keyword || keyword === initial) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      // The API module (and zod) loads with the first suggestion, not with the page.
      import('@/lib/api/search')
        .then((m) => m.getSearchSuggestions(keyword, controller.signal))
        .then(setSuggestions)
        .catch(() => setSuggestions([]));
    }, SUGGEST_DELAY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [keyword, initial]);

  function go(word: string) {
    const kw = word.trim();
    if (!kw) {
      inputRef.current?.focus();
      return;
    }
    const store = useMainStore.getState();
    store.set({ searchHistory: rememberKeyword(store.searchHistory, kw) });
    setValue(kw);
    setFocused(false);
    inputRef.current?.blur();
    router.push(searchHref(kw, tab));
  }

  /** A keyword suggestion is searched; a record (车系, 直播, 文章...) opens itself. */
  function pick(s: Suggestion) {
    if (s.type === SUGGESTED_KEYWORD) return go(s.title);
    const store = useMainStore.getState();
    store.set({ searchHistory: rememberKeyword(store.searchHistory, keyword) });
    setFocused(false);
    router.push(suggestionHref(s));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    go(value);
  }

  return (
    <div className={styles.barWrap}>
      <form className={styles.bar} role="search" action="/search" onSubmit={submit}>
        <button
          type="button"
          className={styles.back}
          aria-label="返回"
          onClick={() => router.back()}
        >
          <BackIcon size={22} />
        </button>
        <label className={styles.field}>
          <SearchIcon size={16} />
          <span className="visually-hidden">搜索关键词</span>
          <input
            ref={inputRef}
            name="keyword"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={40}
            placeholder="搜索车型、资讯、视频、用户"
            value={value}
            autoFocus={!initial}
            onFocus={() => setFocused(true)}
            onBlur={() => window.setTimeout(() => setFocused(false), 150)}
            onChange={(e) => setValue(e.target.value)}
          />
          {value && (
            <button
              type="button"
              className={styles.clear}
              aria-label="清空"
              onClick={() => {
                setValue('');
                inputRef.current?.focus();
              }}
            >
              <CloseIcon size={14} />
            </button>
          )}
        </label>
        <button type="submit" className={styles.submit}>
          搜索
        </button>
      </form>
      {showSuggestions && (
        <ul className={styles.suggest} role="listbox" aria-label="搜索建议">
          {suggestions.map((s) => (
            <li key={`${s.type}-${s.id}-${s.title}`} role="option" aria-selected="false">
              <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => pick(s)}>
                <SearchIcon size={14} />
                <span className={styles.suggestTitle}>
                  <Highlight text={s.title} keyword={keyword} />
                </span>
                <span className={styles.suggestMark}>{suggestionMark(s.type)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function SearchHistory() {
  const history = useMainStore((s) => s.searchHistory);
  const router = useRouter();
  if (history.length === 0) return null;
  return (
    <section className={styles.section} aria-label="搜索历史">
      <header className={styles.sectionHead}>
        <h2>搜索历史</h2>
        <button
          type="button"
          className={styles.link}
          onClick={() => useMainStore.getState().set({ searchHistory: [] })}
        >
          清空
        </button>
      </header>
      <div className={styles.chips}>
        {history.map((k) => (
          <button
            key={k}
            type="button"
            className={styles.chip}
            onClick={() => {
              const store = useMainStore.getState();
              store.set({ searchHistory: rememberKeyword(store.searchHistory, k) });
              router.push(searchHref(k));
            }}
          >
            {k}
          </button>
        ))}
      </div>
    </section>
  );
}
