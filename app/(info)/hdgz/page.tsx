import { InfoPageView } from '@/components/info/InfoPageView';
import { infoMetadata } from '@/components/info/info-pages';

export const metadata = infoMetadata('hdgz');

export default function Page() {
  return <InfoPageView pageKey="hdgz" />;
}
