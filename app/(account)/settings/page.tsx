import type { Metadata } from 'next';
import { ElderSwitch } from '@/components/elder/ElderSwitch';
import styles from '@/components/elder/Elder.module.css';

export const metadata: Metadata = { title: '设置', robots: { index: false } };

/** 设置: the reader's display choices, kept in this browser's cookies (open without logging in). */
export default function SettingsPage() {
  return (
    <main className="page">
      <h1 className="visually-hidden">设置</h1>
      <section aria-labelledby="settings-display">
        <h2 id="settings-display" className={styles.sectionTitle}>
          显示
        </h2>
        <ElderSwitch />
      </section>
    </main>
  );
}
