'use client';

import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { FormFooter } from '@/components/ui/FormFields';
import { LazyImage } from '@/components/ui/LazyImage';
import { toast } from '@/components/ui/toast';
import { useFormSubmit, useSubmit } from '@/components/ui/useSubmit';
import { editProfile, uploadAvatar } from '@/lib/api/user';
import type { UserProfile } from '@/lib/api/types';
import { FIELD_LIMITS, tooLong } from '@/contract/field-limits';
import { hiddenCharacterProblem } from '@/contract/person-name';
import { useMainStore } from '@/stores/main';
import styles from '@/components/ui/Form.module.css';
import { readDataUrl } from '@/components/ui/read-data-url';

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Profile rules (contract/field-limits.ts; the API checks the same): a nickname, both within their lengths. */
export function validateProfile(nickname: string, intro: string): string | null {
  const name = nickname.trim();
  if (!name) return '请填写昵称';
  return (
    tooLong('nickname', name) ??
    hiddenCharacterProblem('昵称', name) ??
    tooLong('intro', intro.trim())
  );
}

function checkAvatarFile(file: { type: string; size: number }): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return '仅支持 PNG、JPG、WebP 格式的图片';
  if (file.size > AVATAR_MAX_BYTES) return '图片不能超过2MB';
  return null;
}

export function ProfileEditor({ profile }: { profile: UserProfile }) {
  const [avatar, setAvatar] = useState(profile.avatar);
  const [nickname, setNickname] = useState(profile.nickname);
  const [intro, setIntro] = useState(profile.intro);
  const [gender, setGender] = useState(profile.gender);
  const [city, setCity] = useState(profile.city);
  const { busy, error, submit } = useFormSubmit({ fallback: '保存失败，请稍后重试' });
  const { busy: uploading, run: runUpload } = useSubmit({ fallback: '头像上传失败，请稍后重试' });
  const fileInput = useRef<HTMLInputElement>(null);

  async function pickAvatar(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const invalid = checkAvatarFile(file);
    if (invalid) return toast(invalid);
    await runUpload(async () => {
      const res = await uploadAvatar(await readDataUrl(file));
      setAvatar(res.avatar);
      useMainStore.getState().set({ userInfo: res.user });
      toast('头像已更新');
    });
  }

  async function save(e: FormEvent) {
    // What was typed stays on a failure; only the message changes.
    await submit(e, validateProfile(nickname, intro), async () => {
      const saved = await editProfile({
        nickname: nickname.trim(),
        intro: intro.trim(),
        gender,
        city: city.trim(),
      });
      useMainStore.getState().set({ userInfo: saved });
      toast('保存成功');
    });
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <div className={styles.row}>
        <span className={styles.label}>头像</span>
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
          aria-label="更换头像"
          style={{
            marginLeft: 'auto',
            border: 0,
            background: 'none',
            display: 'flex',
            alignItems: 'center',
            gap: '.08rem',
          }}
        >
          <LazyImage
            src={avatar}
            alt="头像"
            width={48}
            height={48}
            fallback="avatar"
            eager
            style={{ borderRadius: '50%', width: '.48rem', height: '.48rem', objectFit: 'cover' }}
          />
          <span className={styles.hint}>{uploading ? '上传中...' : '更换'}</span>
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          onChange={pickAvatar}
          data-testid="avatar-input"
        />
      </div>
      <Field label="昵称" count={{ value: nickname, limit: 16 }}>
        <input
          name="nickname"
          maxLength={FIELD_LIMITS.nickname.max * 2}
          placeholder={`请填写昵称（最多${FIELD_LIMITS.nickname.max}个字）`}
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
        />
      </Field>
      <Field label="性别">
        <select name="gender" value={gender} onChange={(e) => setGender(Number(e.target.value))}>
          <option value={0}>保密</option>
          <option value={1}>男</option>
          <option value={2}>女</option>
        </select>
      </Field>
      <Field label="城市">
        <input
          name="city"
          maxLength={FIELD_LIMITS.userCity.max}
          placeholder="如：上海"
          value={city}
          onChange={(e) => setCity(e.target.value)}
        />
      </Field>
      <Field label="简介" count={{ value: intro, limit: 60 }}>
        <textarea
          name="intro"
          maxLength={FIELD_LIMITS.intro.max * 2}
          placeholder={`介绍一下自己和你的车（最多${FIELD_LIMITS.intro.max}个字）`}
          value={intro}
          onChange={(e) => setIntro(e.target.value)}
        />
      </Field>
      <FormFooter
        error={error}
        busy={busy}
        busyText="保存中..."
        text="保存"
        errorClass={styles.error}
      />
    </form>
  );
}

/** A labelled row of the form; `count` shows the characters typed (trimmed) against the limit. */
function Field({
  label,
  count,
  children,
}: {
  label: string;
  count?: { value: string; limit: number };
  children: ReactNode;
}) {
  return (
    <label className={styles.row}>
      <span className={styles.label}>{label}</span>
      {children}
      {count && (
        <span className={styles.count}>
          {Array.from(count.value.trim()).length}/{count.limit}
        </span>
      )}
    </label>
  );
}
