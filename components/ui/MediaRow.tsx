import type { ReactNode } from 'react';
import { ContentType } from '@/lib/links';
import { ContentLink } from './ContentLink';
import { LazyImage } from './LazyImage';
import styles from './MediaRow.module.css';

// The row of every list that shows a picture beside text (a news card's thumbnail, a person's
// avatar, a column's logo): one layout, three picture shapes.

const SHAPES = {
  /** A news card's cover, after the text. */
  thumb: { width: 118, height: 80, className: styles.thumb, fallback: 'cover' },
  /** A person: round, the row centred on it. */
  avatar: { width: 44, height: 44, className: styles.avatar, fallback: 'avatar' },
  /** A column's or a brand's logo. */
  logo: { width: 56, height: 56, className: styles.logo, fallback: 'cover' },
} as const;

export type MediaShape = keyof typeof SHAPES;

export interface MediaRowProps {
  /** Where the row leads (lib/links.ts ContentType and id). */
  type: number;
  id: number;
  image: string;
  alt: string;
  shape: MediaShape;
  eager?: boolean;
  /** The row's own box (padding, background, border) from the list that shows it. */
  className?: string;
  /** The text column's own layout. */
  bodyClassName?: string;
  /** Something after the text (a count). */
  aside?: ReactNode;
  children: ReactNode;
}

const rowClass = (shape: MediaShape, className?: string) =>
  [styles.row, shape === 'avatar' ? styles.centered : '', className].filter(Boolean).join(' ');

export function MediaRow({
  type,
  id,
  image,
  alt,
  shape,
  eager,
  className,
  bodyClassName,
  aside,
  children,
}: MediaRowProps) {
  const s = SHAPES[shape];
  const picture = (
    <LazyImage
      className={s.className}
      src={image}
      alt={alt}
      width={s.width}
      height={s.height}
      fallback={s.fallback}
      eager={eager}
    />
  );
  return (
    <ContentLink type={type} id={id} className={rowClass(shape, className)}>
      {shape !== 'thumb' && picture}
      <div className={`${styles.body} ${bodyClassName ?? ''}`}>{children}</div>
      {shape === 'thumb' && picture}
      {aside}
    </ContentLink>
  );
}

/** The same row while its data loads: the text skeleton given, a grey picture. */
export function MediaRowSkeleton({
  shape,
  className,
  bodyClassName,
  children,
}: Pick<MediaRowProps, 'shape' | 'className' | 'bodyClassName' | 'children'>) {
  const picture = <div className={`${SHAPES[shape].className} skeleton`} />;
  return (
    <div className={rowClass(shape, className)}>
      {shape !== 'thumb' && picture}
      <div className={`${styles.body} ${bodyClassName ?? ''}`}>{children}</div>
      {shape === 'thumb' && picture}
    </div>
  );
}

/** A person's row: their avatar beside the text, leading to their page. */
export function UserRow({
  user,
  ...row
}: { user: { id: number; avatar: string; nickname: string } } & Omit<
  MediaRowProps,
  'type' | 'id' | 'image' | 'alt' | 'shape'
>) {
  return (
    <MediaRow
      type={ContentType.USER}
      id={user.id}
      image={user.avatar}
      alt={user.nickname}
      shape="avatar"
      {...row}
    />
  );
}
