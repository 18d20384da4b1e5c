// The site's logo: the mark and 新出行.

export const Logo = ({ height = 22 }: { height?: number }) => (
  <svg height={height} viewBox="0 0 96 24" role="img" aria-label="新出行">
    <rect width="24" height="24" rx="6" fill="#ffd100" />
    <path d="M13.5 3 7 13.5h4.5L10 21l7-11h-4.6z" fill="#1a1a1a" />
    <text x="30" y="18" fontSize="16" fontWeight="700" fill="currentColor" fontFamily="sans-serif">
      新出行
    </text>
  </svg>
);
