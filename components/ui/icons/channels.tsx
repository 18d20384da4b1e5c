// The home page's channel tabs.
import { Svg, type IconProps } from './svg';

export const CarIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 17H3v-5l2-5h14l2 5v5h-2M5 17a2 2 0 1 0 4 0M5 17a2 2 0 1 1 4 0m6 0a2 2 0 1 0 4 0m-4 0a2 2 0 1 1 4 0m-10 0h6M3 12h18" />
  </Svg>
);
export const ChartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </Svg>
);
export const VideoIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="14" height="14" rx="2" />
    <path d="m17 10 4-3v10l-4-3" />
  </Svg>
);
export const FlagIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 21V4h12l-2 4 2 4H5" />
  </Svg>
);
