import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ErrorView } from '@/components/ui/ErrorView';
import { invalidPageMessage, unmatchedRouteMessage } from '@/lib/errors';
import type { SectionHome } from '@/lib/sections';

export const NOT_FOUND_METADATA: Metadata = { title: '页面未找到', robots: { index: false } };

/** The 404 screen: app/not-found.tsx for the app, each section's not-found.tsx with its home. */
export async function NotFoundView({ section }: { section?: SectionHome }) {
  const h = await headers();
  const fullPath = h.get('x-full-path') ?? '/';
  // The middleware flags a malformed id (a page validation failure); anything else is unmatched.
  const message = h.get('x-page-invalid')
    ? invalidPageMessage(fullPath)
    : unmatchedRouteMessage(fullPath);
  return (
    <main className="page">
      <ErrorView message={message} detail={message} section={section} />
    </main>
  );
}
