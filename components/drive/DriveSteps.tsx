import styles from './Drive.module.css';

const STEPS = ['选品牌', '选车系', '选车型', '选门店', '填信息'];

/** Where the person is in the test-drive flow (0-based). */
export function DriveSteps({ current }: { current: number }) {
  return (
    <ol className={styles.steps} aria-label="预约试驾步骤">
      {STEPS.map((s, i) => (
        <li
          key={s}
          aria-current={i === current ? 'step' : undefined}
          data-done={i < current ? '1' : undefined}
        >
          {i + 1}.{s}
        </li>
      ))}
    </ol>
  );
}
