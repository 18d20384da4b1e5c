import { DownloadSkeleton } from '@/components/market/DownloadLanding';

export default function Loading() {
  return <DownloadSkeleton />;
}
