import { InfoDirectory } from '@/components/info/InfoDirectory';
import { InfoPageView } from '@/components/info/InfoPageView';
import { infoMetadata } from '@/components/info/info-pages';

export const metadata = infoMetadata('about');

export default function Page() {
  return (
    <InfoPageView pageKey="about">
      <InfoDirectory />
    </InfoPageView>
  );
}
