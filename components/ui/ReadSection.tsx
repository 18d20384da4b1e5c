import { Suspense, type ReactNode } from 'react';
import type { Read } from '@/lib/server/read';
import { SectionBoundary, SectionFailed } from './SectionBoundary';

// The body of a section whose read the page started early (lib/server/read.ts). Settled by the
// time the page renders (the usual case): rendered in place, no skeleton. Still pending: streamed
// behind `fallback`, as a slow section always was. A section with a `name` that fails shows its
// error with 重试 (SectionBoundary); without one it is an extra that stands aside (nothing shows).

interface Props<T> {
  read: Read<T>;
  /** What the section shows, for its error (经销商 -> 经销商加载失败); omit for an extra that just stays away. */
  name?: string;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}

export function ReadSection<T>({ read, name, fallback, children }: Props<T>) {
  const settled = read.settled;
  if (settled?.ok) return children(settled.value);
  if (settled) {
    // Logged here: no client boundary sees this error (a streamed section's boundary logs its own).
    console.error(`[section error] ${name ?? 'extra'}`, settled.error);
    return name ? <SectionFailed name={name} /> : null;
  }
  const streamed = (
    <Suspense fallback={fallback}>
      <Later read={read} stayAway={!name}>
        {children}
      </Later>
    </Suspense>
  );
  return name ? <SectionBoundary name={name}>{streamed}</SectionBoundary> : streamed;
}

async function Later<T>({
  read,
  stayAway,
  children,
}: {
  read: Read<T>;
  stayAway: boolean;
  children: (value: T) => ReactNode;
}) {
  const settled = await read.done;
  if (settled.ok) return children(settled.value);
  if (stayAway) return null;
  throw settled.error; // to the section's boundary
}
