'use client';

import Link from 'next/link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useAppContext } from '@/components/layout/AppContext';
import { linkFor, type LinkOptions } from '@/lib/links';

export interface ContentLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'type' | 'id'
> {
  /** Content type code (lib/links.ts ContentType). */
  type: number;
  id: number | string;
  opts?: LinkOptions;
  /** Where an unknown type points on the web. */
  fallback?: string;
  children: ReactNode;
}

/**
 * The one link to a piece of content, a car page or a person: a client-side route on the web,
 * the app-scheme link inside the native app (README: user-agent contract), via lib/links.ts.
 */
export function ContentLink({
  type,
  id,
  opts,
  fallback = '/',
  children,
  ...rest
}: ContentLinkProps) {
  const { ua } = useAppContext();
  const href = linkFor(ua, type, id, opts) ?? fallback;
  if (href.startsWith('xchuxing://')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
