import type { Metadata } from 'next';
import { LogoutButton } from '@/components/account/LogoutButton';
import { PhoneChange } from '@/components/account/PhoneChange';
import { ProfileEditor } from '@/components/account/ProfileEditor';
import styles from '@/components/ui/Form.module.css';
import { getMyProfile } from '@/lib/api/user';
import { getConsents, getDeletionStatus } from '@/lib/api/account-data';
import { AccountDeletion } from '@/components/account/AccountDeletion';
import { MyConsents } from '@/components/account/MyConsents';
import { MyData } from '@/components/account/MyData';
import { requireLogin } from '@/lib/server/auth';

export const metadata: Metadata = {
  title: '编辑资料',
  description:
    '修改新出行头像、昵称、简介、性别与城市，绑定或更换手机号；下载我的信息、管理授权记录、注销账号。',
  robots: { index: false },
};

export default async function UserUpdatePage() {
  const { call } = await requireLogin();
  const [profile, consents, deletion] = await Promise.all([
    getMyProfile(call),
    getConsents(call),
    getDeletionStatus(call),
  ]);
  return (
    <main className="page">
      <h1 className="visually-hidden">编辑资料</h1>
      <h2 className={styles.sectionTitle}>基本资料</h2>
      <ProfileEditor profile={profile} />
      <PhoneChange current={profile.phone} />
      <MyData />
      <MyConsents initial={consents} />
      <AccountDeletion phone={profile.phone ?? ''} initial={deletion} />
      <div style={{ padding: '.24rem .16rem' }}>
        <LogoutButton />
      </div>
    </main>
  );
}
