import { DownloadPage } from '@/components/market/DownloadLanding';
import { DOWNLOAD_LANDINGS } from '@/components/market/landing-copy';

export const metadata = DOWNLOAD_LANDINGS.app.metadata;

export default function AppDownloadPage() {
  return <DownloadPage edition="app" />;
}
