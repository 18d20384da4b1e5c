import { InfoPageView } from '@/components/info/InfoPageView';
import { infoMetadata } from '@/components/info/info-pages';

export const metadata = infoMetadata('personal-information');

export default function Page() {
  return <InfoPageView pageKey="personal-information" />;
}
