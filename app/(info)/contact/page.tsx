import { InfoPageView } from '@/components/info/InfoPageView';
import { infoMetadata } from '@/components/info/info-pages';

export const metadata = infoMetadata('contact');

export default function Page() {
  return <InfoPageView pageKey="contact" />;
}
