'use client';

import { useRefresh } from '@/components/layout/useRefresh';
import { Component, startTransition, type ReactNode } from 'react';
import { reloadOnChunkError } from '@/lib/chunk-error';
import styles from './SectionBoundary.module.css';

// A section that can fail alone (STYLE.md §9): when its read fails (an API error after the page's
// record was read) the section shows a small error with 重试 in its place while the rest of the
// page stays (and the response stays 200). A streamed section gets the error from its boundary; a
// section whose read had already failed when the page rendered shows SectionFailed straight away
// (components/ui/ReadSection.tsx).

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
    // A lazy piece whose chunk failed to download reloads the page (§8), once per path per 10 s.
    reloadOnChunkError(error);
  }

  retry = () => {
    // Refresh re-reads the server components; resetting shows the section again once they come.
    startTransition(() => {
      this.props.onRetry();
      this.setState({ failed: false });
    });
  };

  render() {
    return this.state.failed ? (
      <FailedView name={this.props.name} onRetry={this.retry} />
    ) : (
      this.props.children
    );
  }
}

function FailedView({ name, onRetry }: { name: string; onRetry: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <p>{name}加载失败，请稍后重试</p>
      <button type="button" className="btn btn-ghost" onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

/** A section whose read failed before the page rendered: the same error, 重试 re-reads the server components. */
export function SectionFailed({ name }: { name: string }) {
  const refresh = useRefresh();
  return <FailedView name={name} onRetry={() => startTransition(() => refresh())} />;
}

/** Wraps one streamed section: `name` says what failed (e.g. 经销商). */
export function SectionBoundary({ name, children }: { name: string; children: ReactNode }) {
  const refresh = useRefresh();
  return (
    <Boundary name={name} onRetry={() => refresh()}>
      {children}
    </Boundary>
  );
}
