import Link from 'next/link';
import type { TestConditions as Conditions } from '@/lib/api/ranking';
import styles from './TestConditions.module.css';

/** The conditions a test result was measured under: a result without them means little. */
export function TestConditions({ test, link = true }: { test: Conditions; link?: boolean }) {
  const rows: [string, string][] = [
    ['测试', `${test.season} · ${test.location} · ${test.testedOn}`],
    ['环境温度', `${test.tempC}℃`],
    ['空调', test.ac],
    ['载重', test.load],
    ['工况', test.speed],
    ['电量', `${test.socStart}% → ${test.socEnd}%`],
    ['轮毂', test.wheel],
  ];
  if (test.basisName && test.kind === 'endurace')
    rows.push(['达成率口径', `${test.basisName} ${test.basisKm}km`]);
  return (
    <div
      className={link ? styles.conditions : `${styles.conditions} ${styles.conditionsFlat}`}
      data-testid="test-conditions"
    >
      <dl>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd className={k === '达成率口径' ? styles.basis : undefined}>{v}</dd>
          </div>
        ))}
      </dl>
      {link && <Link href={`/ranking/gamp/${test.id}`}>查看完整测试 ›</Link>}
    </div>
  );
}
