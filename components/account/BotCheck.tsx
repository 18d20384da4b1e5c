'use client';

import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '@/components/ui/useDialogFocus';
import { useElderMode } from '@/components/layout/AppContext';
import { errorMessage } from '@/components/ui/toast';
import {
  getBotChallenge,
  isBotCheckRequired,
  type BotChallenge,
  type BotSolution,
} from '@/lib/api/bot-check';
import { type BotScene } from '@/contract/api/bot-check';
import styles from './BotCheck.module.css';

/**
 * A way past the picture that needs no eyes, offered in 长辈版 (docs/elder-mode.md): the login's
 * SMS-code path, which proves the phone instead (at least as strong against a script as the picture).
 */
interface BotCheckAlternative {
  label: string;
  onChoose: () => void;
}

/** The ways past the picture a guarded form offers. */
interface BotCheckOptions {
  /** 长辈版 only: a way of the form itself (the password login's SMS-code path). */
  elder?: BotCheckAlternative;
  /**
   * Where the check guards sending a code: 「看不清？改用语音验证码」, in both modes. The code is read
   * out to the phone by a call instead (its own limits per phone and address stand in for the picture).
   */
  voice?: () => void;
}

/** 安全验证: the picture of a sum the API drew; the answer goes with the guarded request. */
function BotCheckDialog({
  onDone,
  options,
}: {
  onDone: (solution: BotSolution | null) => void;
  options: BotCheckOptions;
}) {
  const { elder: alternative, voice } = options;
  const elder = useElderMode();
  const [challenge, setChallenge] = useState<BotChallenge | null>(null);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const voiceHintId = useId();
  const cancel = useCallback(() => onDone(null), [onDone]);
  const ref = useDialogFocus<HTMLFormElement>(true, cancel);

  const load = useCallback(
    () =>
      getBotChallenge()
        .then(setChallenge)
        .catch((err) => setError(errorMessage(err, '验证加载失败，请重试'))),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  function redraw() {
    setAnswer('');
    setError(null);
    void load();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    // The dialog is rendered inside the guarded form's React tree: its submit is not that form's.
    e.stopPropagation();
    if (!challenge) return;
    if (!/^-?\d+$/.test(answer.trim())) {
      setError('请输入图中算式的结果');
      return;
    }
    onDone({ challenge: challenge.challenge, answer: answer.trim() });
  }

  // Portalled to the body: the guarded form may not hold a form of its own.
  return createPortal(
    <div className={styles.mask}>
      <form
        ref={ref}
        className={styles.box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={submit}
        noValidate
      >
        <h2 id={titleId} className={styles.title}>
          安全验证
        </h2>
        <div className={styles.picture}>
          {challenge ? (
            // A data URL the API drew: next/image has nothing to optimise here.
            <img src={challenge.image} alt="安全验证题目：请计算图中算式" />
          ) : (
            <span>加载中...</span>
          )}
          <button type="button" className="btn btn-ghost" onClick={redraw}>
            换一题
          </button>
        </div>
        <input
          className={styles.answer}
          inputMode="numeric"
          placeholder="请输入计算结果"
          aria-label="计算结果"
          value={answer}
          onChange={(e) => setAnswer(e.target.value.replace(/[^\d-]/g, ''))}
          autoFocus
        />
        <p className={styles.error} role="alert">
          {error ?? ''}
        </p>
        {voice && (
          <>
            <button
              type="button"
              className={`btn btn-ghost btn-block ${styles.alternative}`}
              data-testid="bot-check-voice"
              aria-describedby={voiceHintId}
              onClick={() => {
                onDone(null);
                voice();
              }}
            >
              看不清？改用语音验证码
            </button>
            <p id={voiceHintId} className={styles.hint}>
              我们将拨打您的手机，在电话里读出6位验证码，无需看图。
            </p>
          </>
        )}
        {elder &&
          !voice &&
          (alternative ? (
            <button
              type="button"
              className={`btn btn-ghost btn-block ${styles.alternative}`}
              data-testid="bot-check-alternative"
              onClick={() => {
                onDone(null);
                alternative.onChoose();
              }}
            >
              {alternative.label}
            </button>
          ) : (
            <p className={styles.hint}>
              看不清图片？可点「换一题」，或1小时后再获取验证码，那时不用再看图。
            </p>
          ))}
        <div className={styles.actions}>
          <button type="button" className="btn btn-ghost" onClick={cancel}>
            取消
          </button>
          <button type="submit" className="btn" disabled={!challenge}>
            确定
          </button>
        </div>
      </form>
    </div>,
    document.body,
  );
}

/**
 * The bot check before a guarded request: `guard` asks the API whether a check is
 * required for this phone and scene; if so it shows the dialog and resolves with the solution
 * (null when the person cancels), else undefined. Render `dialog` where the caller renders.
 */
export function useBotCheck(options: BotCheckOptions = {}) {
  const [pending, setPending] = useState<((solution: BotSolution | null) => void) | null>(null);
  const guard = useCallback(
    async (phone: string, scene: BotScene): Promise<BotSolution | null | undefined> => {
      if (!(await isBotCheckRequired(phone, scene))) return undefined;
      return new Promise<BotSolution | null>((resolve) => setPending(() => resolve));
    },
    [],
  );
  const done = useCallback(
    (solution: BotSolution | null) => {
      pending?.(solution);
      setPending(null);
    },
    [pending],
  );
  return {
    guard,
    dialog: pending ? <BotCheckDialog onDone={done} options={options} /> : null,
  };
}
