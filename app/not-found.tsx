import { NOT_FOUND_METADATA, NotFoundView } from '@/components/ui/NotFoundView';

export const metadata = NOT_FOUND_METADATA;

export default function NotFound() {
  return <NotFoundView />;
}
