import type { GampTest } from '@/lib/api/ranking';
import { formatDate } from '@/contract/format/time';
import { carSourceName } from '@/contract/ranking';
import styles from './ranking.module.css';
import trust from './TestTrust.module.css';

const day = (unix: number) => formatDate(unix, 'YYYY年M月D日');

/**
 * The protocol a test followed, dated before its result, then where the car came from and who
 * paid: what a maker or a reader needs to check or repeat the test.
 */
export function TestProtocol({ test }: { test: GampTest }) {
  const p = test.protocol;
  const rows: [string, string][] = [
    ['路线与工况', p.route],
    ['车速', p.speeds],
    ['空调设置', p.hvac],
    ['起止电量', `${p.socStart}% → ${p.socEnd}%`],
    ['环境温度', `${p.ambientC}℃`],
    ['载重', p.load],
    ['轮胎', p.tyres],
    ['预处理', p.preconditioning],
    ['开关车门', `${p.doorOpenings}次（含换人与拍摄）`],
  ];
  return (
    <>
      <section
        className={styles.section}
        aria-labelledby="test-protocol"
        data-testid="test-protocol"
      >
        <h2 className={styles.sectionTitle} id="test-protocol">
          测试规程
        </h2>
        <p className={trust.dated}>
          规程发布于{' '}
          <time dateTime={formatDate(p.publishedAt, 'YYYY-MM-DD')}>{day(p.publishedAt)}</time>
          ，测试于 {day(test.test.testedAt)}：先定规程，后出结果。
        </p>
        <dl className={trust.facts}>
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        className={styles.section}
        aria-labelledby="test-provenance"
        data-testid="test-provenance"
      >
        <h2 className={styles.sectionTitle} id="test-provenance">
          测试车与费用
        </h2>
        <dl className={trust.facts}>
          <div>
            <dt>车辆来源</dt>
            <dd>{carSourceName(p.carSource)}</dd>
          </div>
          <div>
            <dt>测试费用</dt>
            <dd>{p.payer}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}

/** 本次测试由 X 赞助, at the top of a sponsored test's page. */
export function SponsorNotice({ sponsor }: { sponsor: string }) {
  return (
    <p className={trust.sponsor} data-testid="test-sponsor">
      本次测试由 {sponsor} 赞助。赞助方承担部分费用，不参与测试流程，也不能在发布前看到结果。
    </p>
  );
}
