// Inline SVG icons: a handful of paths instead of an icon font that would block first paint. This
// is the frame every icon is drawn in; the icons come in one module per group drawn together
// (nav, actions, composer, channels, logo), so a client island loads the groups it draws, not
// every icon of the site.
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

export function Svg({
  size = '1em',
  children,
  ...rest
}: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
