'use client';

import { RouteError, type RouteErrorProps } from '@/components/ui/RouteError';

// The app's one boundary below the root layout; a page of a section keeps a way back to that
// section (components/ui/RouteErrorView.tsx, lib/sections.ts). One boundary, not one per section:
// each was a chunk of its own on every page's first load, and no section has a layout
// of its own to keep.
export default function AppError(props: RouteErrorProps) {
  return <RouteError {...props} />;
}
