'use client';

import { useRouter } from '@/components/layout/useRouter';
import { useEffect, useState } from 'react';
import { confirm } from '@/components/ui/dialog';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { errorMessage, toast } from '@/components/ui/toast';
import { deleteVote, submitVote, type VoteDetail } from '@/lib/api/vote';
import { formatCount } from '@/contract/format/number';
import styles from './Vote.module.css';

const pendingKey = (id: number) => `xcx-vote-choice:${id}`;

function keepPendingChoice(id: number, picked: number[]): void {
  try {
    if (picked.length > 0) window.sessionStorage.setItem(pendingKey(id), JSON.stringify(picked));
  } catch {
    // Private mode: the choice is made again after login.
  }
}

function takePendingChoice(id: number): number[] | null {
  try {
    const raw = window.sessionStorage.getItem(pendingKey(id));
    window.sessionStorage.removeItem(pendingKey(id));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? parsed.filter((x): x is number => Number.isInteger(x)) : null;
  } catch {
    return null;
  }
}

/** Options to choose, then the results (percent bars, the reader's choices marked). */
export function VoteBox({ initial }: { initial: VoteDetail }) {
  const gate = useLoginGate();
  const [vote, setVote] = useState(initial);
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const showResults = vote.hasVoted || vote.isEnded;

  // A choice made before logging in comes back after the trip through the login page.
  useEffect(() => {
    const kept = takePendingChoice(vote.id);
    // Restoring browser-only state after hydration: the server cannot know it.
    if (kept && !vote.hasVoted && !vote.isEnded) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPicked(kept.filter((id) => vote.options.some((o) => o.id === id)));
    }
  }, [vote.id, vote.hasVoted, vote.isEnded, vote.options]);

  function toggle(id: number) {
    if (!vote.isMultiple) {
      setPicked([id]);
      return;
    }
    setPicked((prev) => {
      if (prev.includes(id)) return prev.filter((x) => x !== id);
      if (prev.length >= vote.maxChoices) {
        toast(`最多只能选择${vote.maxChoices}个选项`);
        return prev;
      }
      return [...prev, id];
    });
  }

  async function submit() {
    if (!gate({ beforeLogin: () => keepPendingChoice(vote.id, picked) })) return;
    if (picked.length === 0) {
      toast('请至少选择一个选项');
      return;
    }
    setBusy(true);
    try {
      setVote(await submitVote(vote.id, picked));
      toast('投票成功');
    } catch (err) {
      toast(errorMessage(err, '投票失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.box} aria-label="投票">
      <p className={styles.rule}>
        {vote.isMultiple ? `多选，最多选${vote.maxChoices}项` : '单选'} ·{' '}
        {formatCount(vote.participants)}人参与
      </p>
      {showResults ? (
        <ol className={styles.results}>
          {vote.options.map((o) => {
            const mine = vote.myChoices.includes(o.id);
            return (
              <li key={o.id} className={mine ? styles.resultMine : styles.result}>
                {o.image && (
                  <img className={styles.optionImg} src={o.image} alt="" loading="lazy" />
                )}
                <div className={styles.resultBody}>
                  <div className={styles.resultHead}>
                    <span>
                      {o.title}
                      {mine && <span className={styles.mine}>已选</span>}
                    </span>
                    <span className={styles.percent}>{o.percent}%</span>
                  </div>
                  <div
                    className={styles.bar}
                    role="progressbar"
                    aria-valuenow={o.percent}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-label={`${o.title} ${o.percent}%`}
                  >
                    <span style={{ width: `${o.percent}%` }} />
                  </div>
                  <span className={styles.votes}>{formatCount(o.votes)}票</span>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <>
          <ul
            className={styles.options}
            role={vote.isMultiple ? 'group' : 'radiogroup'}
            aria-label="选项"
          >
            {vote.options.map((o) => {
              const on = picked.includes(o.id);
              return (
                <li key={o.id}>
                  <label className={on ? styles.optionOn : styles.option}>
                    <input
                      type={vote.isMultiple ? 'checkbox' : 'radio'}
                      name={`vote-${vote.id}`}
                      checked={on}
                      onChange={() => toggle(o.id)}
                    />
                    {o.image && (
                      <img className={styles.optionImg} src={o.image} alt="" loading="lazy" />
                    )}
                    <span>{o.title}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="btn btn-block"
            disabled={busy || picked.length === 0}
            onClick={submit}
          >
            {busy ? '提交中...' : '投票'}
          </button>
        </>
      )}
      {vote.isEnded && <p className={styles.ended}>投票已结束，以上为最终结果</p>}
      {vote.hasVoted && !vote.isEnded && <p className={styles.ended}>你已投票，感谢参与</p>}
    </section>
  );
}

export function VoteDelete({ id }: { id: number }) {
  const router = useRouter();
  async function remove() {
    const ok = await confirm({
      title: '删除投票',
      message: '删除后投票和评论都将无法恢复，确定删除吗？',
      confirmButtonText: '删除',
    });
    if (!ok) return;
    try {
      await deleteVote(id);
      toast('投票已删除');
      router.replace('/');
      router.refresh();
    } catch (err) {
      toast(errorMessage(err, '删除失败，请稍后重试'));
    }
  }
  return (
    <button type="button" className={styles.delete} onClick={remove}>
      删除投票
    </button>
  );
}
