'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useElderMode } from '@/components/layout/AppContext';
import styles from './Elder.module.css';

const noopSubscribe = () => () => undefined;

/** The pieces read one after another: short utterances, as some engines stop a long one midway. */
const MAX_PIECE = 120;

/** The article's text in readable pieces: title and paragraphs, long ones cut at a sentence end. */
export function speechPieces(text: string): string[] {
  const pieces: string[] = [];
  for (const para of text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    let rest = para;
    while (rest.length > MAX_PIECE) {
      const head = rest.slice(0, MAX_PIECE);
      const cut = Math.max(
        head.lastIndexOf('。'),
        head.lastIndexOf('！'),
        head.lastIndexOf('？'),
        head.lastIndexOf('；'),
        head.lastIndexOf('，'),
      );
      const end = cut > 0 ? cut + 1 : MAX_PIECE;
      pieces.push(rest.slice(0, end));
      rest = rest.slice(end).trim();
    }
    if (rest) pieces.push(rest);
  }
  return pieces;
}

/** Mandarin as spoken in the mainland: a zh-CN voice when the device has one, else its default for zh-CN. */
function chineseVoice(synth: SpeechSynthesis): SpeechSynthesisVoice | undefined {
  const voices = synth.getVoices();
  return (
    voices.find((v) => /^zh[-_]CN$/i.test(v.lang)) ??
    voices.find((v) => /^zh/i.test(v.lang) && !/HK|TW/i.test(v.lang))
  );
}

/**
 * 朗读 (长辈版): reads the article aloud with the browser's own speech synthesis in Mandarin
 * (zh-CN), with a button that starts and stops it. Nothing is sent anywhere. Shown in 长辈版 only;
 * a browser without speech synthesis is told so instead of offered a button that does nothing.
 */
export function ReadAloud({ title }: { title: string }) {
  const elder = useElderMode();
  const box = useRef<HTMLDivElement>(null);
  const [speaking, setSpeaking] = useState(false);
  // The server assumes support (the button is drawn); the browser answers for itself after hydration.
  const supported = useSyncExternalStore(
    noopSubscribe,
    () => 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined',
    () => true,
  );

  useEffect(() => {
    // Leaving the page stops the voice.
    return () => {
      if ('speechSynthesis' in window) window.speechSynthesis.cancel();
    };
  }, []);

  if (!elder) return null;
  if (!supported) {
    return (
      <p className={styles.speak} role="note">
        当前浏览器不支持朗读，可使用手机自带的“朗读屏幕”功能。
      </p>
    );
  }

  function start() {
    const synth = window.speechSynthesis;
    const article = box.current?.closest('article');
    // The body's text parts (an article's car cards sit between them and are not read).
    const parts = article ? Array.from(article.querySelectorAll('[data-read-aloud]')) : [];
    const roots = parts.length > 0 ? parts : article ? [article] : [];
    const blocks = roots.flatMap((root) =>
      Array.from(root.querySelectorAll('p, h2, h3, li')).map((el) => el.textContent ?? ''),
    );
    const paragraphs =
      blocks.length > 0 ? blocks : [roots.map((root) => root.textContent ?? '').join('\n')];
    const pieces = speechPieces([title, ...paragraphs].join('\n'));
    synth.cancel();
    const voice = chineseVoice(synth);
    pieces.forEach((piece, i) => {
      const u = new SpeechSynthesisUtterance(piece);
      u.lang = 'zh-CN';
      if (voice) u.voice = voice;
      u.rate = 0.9;
      if (i === pieces.length - 1) {
        u.onend = () => setSpeaking(false);
        u.onerror = () => setSpeaking(false);
      }
      synth.speak(u);
    });
    setSpeaking(pieces.length > 0);
  }

  function stop() {
    window.speechSynthesis.cancel();
    setSpeaking(false);
  }

  return (
    <div ref={box} className={styles.speak}>
      <button
        type="button"
        className="btn"
        aria-pressed={speaking}
        data-testid="read-aloud"
        onClick={speaking ? stop : start}
      >
        {speaking ? '停止朗读' : '朗读全文'}
      </button>
      <span role="status">{speaking ? '正在朗读' : ''}</span>
    </div>
  );
}
