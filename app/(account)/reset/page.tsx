import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';

export const metadata: Metadata = {
  title: '找回密码',
  description: '通过绑定的手机号和短信验证码重置新出行账号密码。',
  robots: { index: false },
};

export default function ResetPage() {
  return (
    <main className="page">
      <ResetPasswordForm />
    </main>
  );
}
