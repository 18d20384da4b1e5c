import type { Metadata } from 'next';
import { LogoutButton } from '@/components/account/LogoutButton';
import { PhoneChange } from '@/components/account/PhoneChange';
import { ProfileEditor } from '@/components/account/ProfileEditor';
import styles from '@/components/ui/Form.module.css';
import { getMyProfile } from '@/lib/api/user';
import { requireLogin } from '@/lib/server/auth';

export const metadata: Metadata = { title: '编辑资料', description: '修改新出行头像、昵称、简介、性别与城市，绑定或更换手机号。', robots: { index: false } };

export default async function UserUpdatePage() {
  const { call } = await requireLogin();
  const profile = await getMyProfile(call);
  return (
    <main className="page">
      <h1 className="visually-hidden">编辑资料</h1>
      <h2 className={styles.sectionTitle}>基本资料</h2>
      <ProfileEditor profile={profile} />
      <PhoneChange current={profile.phone} />
      <div style={{ padding: '.24rem .16rem' }}>
        <LogoutButton />
      </div>
    </main>
  );
}
