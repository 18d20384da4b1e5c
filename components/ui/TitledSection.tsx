import type { ReactNode } from 'react';

/**
 * A section whose head row is its h2 and, at the row's end, an optional link (`aside`). The classes
 * are the domain module's `section` and `sectionHead`, so it looks as the page around it does.
 */
export function TitledSection({
  classes,
  title,
  label,
  aside,
  children,
}: {
  classes: { section?: string; sectionHead?: string };
  title: string;
  label?: string;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={classes.section} aria-label={label}>
      <div className={classes.sectionHead}>
        <h2>{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
