'use client';

import { RouteError, type RouteErrorProps } from '@/components/ui/RouteError';

// The app's last boundary below the root layout; sections have their own (app/(group)/error.tsx).
export default function AppError(props: RouteErrorProps) {
  return <RouteError {...props} />;
}
