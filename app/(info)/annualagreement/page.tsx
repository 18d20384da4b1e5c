import { InfoPageView } from '@/components/info/InfoPageView';
import { infoMetadata } from '@/components/info/info-pages';

export const metadata = infoMetadata('annualagreement');

export default function Page() {
  return <InfoPageView pageKey="annualagreement" />;
}
