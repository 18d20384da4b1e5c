'use client';

import Link from 'next/link';
import { useState } from 'react';
import { InfiniteList } from '@/components/feed/InfiniteList';
import { IdleCard } from '@/components/idle/IdleCard';
import { toast } from '@/components/ui/toast';
import { ConfirmButton } from '@/components/ui/ConfirmButton';
import type { DriveOrder } from '@/lib/api/drive';
import type { Page } from '@/lib/api/http';
import type { IdleCard as IdleItem } from '@/lib/api/idle';
import type { Consent } from '@/lib/api/leads';
import type { SignUp } from '@/lib/api/orders';
import { seriesDisplayName } from '@/contract/format/car-name';
import { maskPhone } from '@/contract/format/phone';
import { formatDate } from '@/contract/format/time';
import styles from './MyLeads.module.css';

// The lists of 我的订单 (app/(account)/user/orders): test drives with 修改 and 取消, activity
// sign-ups with 取消报名 where the activity allows it, the user's used-car listings, and the consents
// to pass the number to stores with 撤回授权. The user's phones are shown masked, as on every order page.

/** 1 待确认 and 2 已确认 may still be changed or cancelled; 已完成 and 已取消 are over. */
const isOpen = (status: number) => status === 1 || status === 2;

function DriveRow({ initial }: { initial: DriveOrder }) {
  const [order, setOrder] = useState(initial);
  const title = order.series
    ? seriesDisplayName(order.series.brandName, order.series.name)
    : '试驾预约';

  async function cancel() {
    setOrder(await (await import('@/lib/api/drive')).cancelDrive(order.id));
    void toast('预约已取消');
  }

  return (
    <article className={styles.row} aria-label={`试驾 ${title}`} data-testid="my-drive">
      <div className={styles.head}>
        <Link href={`/drive/order/${order.id}`}>{title}</Link>
        <strong
          className={order.status === 4 ? styles.withdrawn : styles.active}
          data-testid="drive-status"
          data-status={order.status}
        >
          {order.statusName}
        </strong>
      </div>
      <span className={styles.muted}>
        {order.model?.name ?? ''} · {order.driveDate} {order.driveTime}
      </span>
      {order.dealer && (
        <p className={styles.receivers}>
          门店：{order.dealer.name}（{order.dealer.phone}）
        </p>
      )}
      <span className={styles.muted} data-testid="order-contact">
        联系人：{order.name} {maskPhone(order.phone)} · 提交于{' '}
        {formatDate(order.createdAt, 'YYYY-MM-DD HH:mm')}
      </span>
      {isOpen(order.status) && (
        <div style={{ display: 'flex', gap: '.1rem' }}>
          {order.series && order.model && order.dealer && (
            <Link
              className="btn btn-ghost"
              href={`/drive/create?series=${order.series.id}&model=${order.model.id}&store=${order.dealer.id}&edit=${order.id}`}
            >
              修改
            </Link>
          )}
          <ConfirmButton
            label="取消"
            confirm="确认取消"
            busyLabel="取消中..."
            fallback="取消失败，请稍后重试"
            onConfirm={cancel}
          />
        </div>
      )}
    </article>
  );
}

const loadDrives = async (page: number) => (await import('@/lib/api/drive')).getMyDrives(page);

/** 我的试驾: every booking with its state (待确认 / 已确认 / 已完成 / 已取消), 修改 and 取消 while open. */
export function MyDrives({ initial }: { initial: Page<DriveOrder> }) {
  return (
    <InfiniteList
      initial={initial}
      load={loadDrives}
      renderItem={(o) => <DriveRow initial={o} />}
      keyOf={(o) => o.id}
      restoreKey="my-drives"
      emptyText="还没有试驾预约，去车系页预约一次试驾吧"
      className={styles.list}
    />
  );
}

function SignUpRow({ initial }: { initial: SignUp }) {
  const [item, setItem] = useState(initial);

  async function cancel() {
    await (await import('@/lib/api/activity')).cancelRegistration(item.id);
    setItem((s) => ({ ...s, statusName: '已取消', cancellable: false }));
    void toast('已取消报名');
  }

  return (
    <article className={styles.row} aria-label={`报名 ${item.title}`} data-testid="my-sign-up">
      <div className={styles.head}>
        <Link href={item.href}>{item.title}</Link>
        <strong
          className={item.statusName === '已取消' ? styles.withdrawn : styles.active}
          data-testid="sign-up-status"
        >
          {item.statusName}
        </strong>
      </div>
      <span className={styles.muted}>
        {formatDate(item.startsAt, 'YYYY-MM-DD HH:mm')} · {item.address}
      </span>
      {item.store && (
        <p className={styles.receivers}>
          主办门店：{item.store.name}（{item.store.phone}）
        </p>
      )}
      <span className={styles.muted} data-testid="order-contact">
        报名人：{item.name} {maskPhone(item.phone)} · 报名于{' '}
        {formatDate(item.createdAt, 'YYYY-MM-DD HH:mm')}
      </span>
      {item.cancellable && (
        <ConfirmButton
          label="取消报名"
          confirm="确认取消"
          busyLabel="取消中..."
          fallback="取消失败，请稍后重试"
          onConfirm={cancel}
        />
      )}
      {item.kind === 'dealer' && item.store && item.statusName !== '已结束' && (
        <span className={styles.muted}>门店活动如需取消，请致电主办门店</span>
      )}
    </article>
  );
}

const loadSignUps = async (page: number) => (await import('@/lib/api/orders')).getMySignUps(page);

/** 我的报名: the site's and clubs' activities and the stores' events the user signed up for. */
export function MySignUps({ initial }: { initial: Page<SignUp> }) {
  return (
    <InfiniteList
      initial={initial}
      load={loadSignUps}
      renderItem={(s) => <SignUpRow initial={s} />}
      keyOf={(s) => `${s.kind}-${s.id}`}
      restoreKey="my-sign-ups"
      emptyText="还没有报名活动，去活动页看看吧"
      className={styles.list}
    />
  );
}

const loadIdle = async (page: number) => (await import('@/lib/api/orders')).getMyIdleListings(page);

/** 我的二手车: the used cars the user has listed on the market. */
export function MyIdleListings({ initial }: { initial: Page<IdleItem> }) {
  return (
    <InfiniteList
      initial={initial}
      load={loadIdle}
      renderItem={(item) => <IdleCard item={item} />}
      keyOf={(item) => item.id}
      restoreKey="my-idle"
      emptyText="还没有发布二手车"
    />
  );
}

const CONSENT_KIND_LABEL: Record<Consent['kind'], string> = {
  discount: '询底价',
  consult: '购车咨询',
  drive: '预约试驾',
  activity: '门店活动报名',
};

/** What 撤回授权 does to the record the consent covers (local-api/domains/consents.ts). */
const WITHDRAW_EFFECT: Record<Consent['kind'], string> = {
  discount: '撤回后门店将看不到您的号码，也不会再来电',
  consult: '撤回后门店将看不到您的号码，也不会再来电',
  drive: '撤回后尚未完成的试驾预约将被取消',
  activity: '撤回后该活动报名将被取消，门店不再保留您的信息',
};

function ConsentRow({ initial }: { initial: Consent }) {
  const [item, setItem] = useState(initial);

  async function withdraw() {
    setItem(await (await import('@/lib/api/leads')).withdrawConsent(item.id));
    void toast('已撤回授权，门店将看不到您的号码');
  }

  return (
    <article
      className={styles.row}
      aria-label={`授权 ${CONSENT_KIND_LABEL[item.kind]}`}
      data-testid="my-consent"
    >
      <div className={styles.head}>
        <span>{CONSENT_KIND_LABEL[item.kind]}</span>
        <strong className={item.withdrawnAt ? styles.withdrawn : styles.active}>
          {item.withdrawnAt ? '已撤回' : '已授权'}
        </strong>
      </div>
      <p className={styles.receivers}>
        提供给：
        {item.stores.length ? item.stores.map((s) => `${s.name}（${s.phone}）`).join('、') : '无'}
      </p>
      <span className={styles.muted}>用途：{item.purpose}</span>
      <span className={styles.muted}>保存期限：{item.retention}</span>
      <span className={styles.muted}>
        同意于 {formatDate(item.createdAt, 'YYYY-MM-DD HH:mm')}
        {item.withdrawnAt ? ` · 撤回于 ${formatDate(item.withdrawnAt, 'YYYY-MM-DD HH:mm')}` : ''}
      </span>
      {!item.withdrawnAt && (
        <>
          <span className={styles.muted}>{WITHDRAW_EFFECT[item.kind]}</span>
          <ConfirmButton
            label="撤回授权"
            confirm="确认撤回"
            busyLabel="撤回中..."
            fallback="撤回失败，请稍后重试"
            onConfirm={withdraw}
          />
        </>
      )}
    </article>
  );
}

const loadConsents = async (page: number) => (await import('@/lib/api/leads')).getMyConsents(page);

/** 授权记录: each consent to pass the number to stores, and its withdrawal (WITHDRAW_EFFECT). */
export function MyConsents({ initial }: { initial: Page<Consent> }) {
  return (
    <InfiniteList
      initial={initial}
      load={loadConsents}
      renderItem={(c) => <ConsentRow initial={c} />}
      keyOf={(c) => c.id}
      restoreKey="my-consents"
      emptyText="还没有把手机号提供给任何门店"
      className={styles.list}
    />
  );
}
