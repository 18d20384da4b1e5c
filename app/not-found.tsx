import { headers } from 'next/headers';
import { ErrorView } from '@/components/ui/ErrorView';
import { invalidPageMessage, unmatchedRouteMessage } from '@/lib/errors';

export const metadata = { title: '页面未找到', robots: { index: false } };

export default async function NotFound() {
  const h = await headers();
  const fullPath = h.get('x-full-path') ?? '/';
  // The middleware flags a malformed id (a page validation failure); anything else is unmatched.
  const message = h.get('x-page-invalid') ? invalidPageMessage(fullPath) : unmatchedRouteMessage(fullPath);
  return (
    <main className="page">
      <ErrorView message={message} detail={message} />
    </main>
  );
}
