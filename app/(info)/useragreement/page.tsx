import { InfoPageView } from '@/components/info/InfoPageView';
import { infoMetadata } from '@/components/info/info-pages';

export const metadata = infoMetadata('useragreement');

export default function Page() {
  return <InfoPageView pageKey="useragreement" />;
}
