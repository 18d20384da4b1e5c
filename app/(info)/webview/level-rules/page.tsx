import { InfoPageView } from '@/components/info/InfoPageView';
import { infoMetadata } from '@/components/info/info-pages';

export const metadata = infoMetadata('level-rules');

export default function Page() {
  return <InfoPageView pageKey="level-rules" />;
}
