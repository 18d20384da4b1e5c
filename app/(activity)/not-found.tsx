import { NOT_FOUND_METADATA, NotFoundView } from '@/components/ui/NotFoundView';
import { SECTION_HOMES } from '@/lib/sections';

export const metadata = NOT_FOUND_METADATA;

export default function ActivityNotFound() {
  return <NotFoundView section={SECTION_HOMES.activity} />;
}
