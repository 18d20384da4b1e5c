import { DownloadPage } from '@/components/market/DownloadLanding';
import { DOWNLOAD_LANDINGS } from '@/components/market/landing-copy';

export const metadata = DOWNLOAD_LANDINGS.merchant.metadata;

export default function MerchantAppPage() {
  return <DownloadPage edition="merchant" />;
}
