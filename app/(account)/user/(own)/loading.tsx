import { UserCenterSkeleton } from '@/components/user/UserCenter';

export default function Loading() {
  return <UserCenterSkeleton />;
}
