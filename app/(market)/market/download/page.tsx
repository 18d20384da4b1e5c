import { DownloadPage } from '@/components/market/DownloadLanding';
import { DOWNLOAD_LANDINGS } from '@/components/market/landing-copy';

// Where the app banner falls back to when the app cannot be opened directly.
export const metadata = DOWNLOAD_LANDINGS.open.metadata;

export default function MarketDownloadPage() {
  return <DownloadPage edition="open" />;
}
