'use client';

import { RouteError, type RouteErrorProps } from '@/components/ui/RouteError';
import { SECTION_HOMES } from '@/lib/sections';

// This section fails alone: its error view (RouteError) keeps a way back to the section.
export default function CommunityError(props: RouteErrorProps) {
  return <RouteError {...props} section={SECTION_HOMES.community} />;
}
