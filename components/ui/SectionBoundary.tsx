'use client';

import { useRouter } from 'next/navigation';
import { Component, startTransition, type ReactNode } from 'react';
import styles from './SectionBoundary.module.css';

// A section that can fail alone (STYLE.md §9): a page streams it behind <Suspense>, and when its
// read fails (an API error after the page's record was read) the section shows a small error with
// 重试 in its place while the rest of the page stays (and the response stays 200).

interface BoundaryProps {
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error & { digest?: string }) {
    console.error(`[section error] ${this.props.name}`, error.digest ?? '', error);
  }

  retry = () => {
    // Refresh re-reads the server components; resetting shows the section again once they come.
    startTransition(() => {
      this.props.onRetry();
      this.setState({ failed: false });
    });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.failed} role="alert">
        <p>{this.props.name}加载失败，请稍后重试</p>
        <button type="button" className="btn btn-ghost" onClick={this.retry}>
          重试
        </button>
      </div>
    );
  }
}

/** Wraps one streamed section: `name` says what failed (e.g. 经销商). */
export function SectionBoundary({ name, children }: { name: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <Boundary name={name} onRetry={() => router.refresh()}>
      {children}
    </Boundary>
  );
}
