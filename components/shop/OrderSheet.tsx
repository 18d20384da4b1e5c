'use client';

import { useEffect, useState } from 'react';
import { SheetHead } from '@/components/ui/SheetHead';
import { errorMessage, toast } from '@/components/ui/toast';
import { SheetDialog } from '@/components/ui/SheetDialog';
import { useSubmit } from '@/components/ui/useSubmit';
import {
  getAddresses,
  getGoodsOrder,
  payGoodsOrder,
  redeemGoods,
  type Address,
  type GoodsDetail,
  type GoodsOrder,
} from '@/lib/api/shop';
import { type RawRedeemResult } from '@/contract/api/shop';
import { maskPhone } from '@/contract/format/phone';
import { cashText, priceText } from '@/lib/format/shop';
import { ORDER_STATUS } from '@/contract/shop';
import { AddressForm } from './AddressForm';
import styles from './Shop.module.css';

/**
 * Redeeming a physical item or one with a cash part: where it ships (the address
 * book, or a new address), then the order, then the payment step for a cash part. Loaded on the
 * first tap of 立即兑换.
 */
export function OrderSheet({
  goods,
  onClose,
  onDone,
}: {
  goods: GoodsDetail;
  onClose: () => void;
  onDone: (result: RawRedeemResult, order: GoodsOrder | null) => void;
}) {
  const [addresses, setAddresses] = useState<Address[] | null>(goods.physical ? null : []);
  const [picked, setPicked] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [failed, setFailed] = useState(false);
  // Set once the order exists and waits for its cash part.
  const [unpaid, setUnpaid] = useState<{ result: RawRedeemResult; order: GoodsOrder } | null>(null);
  const { busy, run } = useSubmit({ fallback: '兑换失败，请稍后重试' });

  useEffect(() => {
    if (!goods.physical) return;
    getAddresses()
      .then((list) => {
        setAddresses(list);
        setPicked(list.find((a) => a.isDefault)?.id ?? list[0]?.id ?? null);
        setAdding(list.length === 0);
      })
      .catch(() => setFailed(true));
  }, [goods.physical]);

  async function submit() {
    if (goods.physical && picked === null) {
      void toast('请选择收货地址');
      return;
    }
    await run(async () => {
      const result = await redeemGoods(goods.id, picked ?? undefined);
      if (result.status !== ORDER_STATUS.unpaid) {
        onDone(result, null);
        return;
      }
      const order = await getGoodsOrder(result.order_id);
      if (order) setUnpaid({ result, order });
      else onDone(result, null);
    });
  }

  async function pay() {
    if (!unpaid) return;
    await run(async () => {
      try {
        const order = await payGoodsOrder(unpaid.order.id);
        onDone(unpaid.result, order);
      } catch (err) {
        // The order stays 待付款 in 我的兑换, where it can be paid later.
        void toast(errorMessage(err, '支付失败，可在「我的兑换」中继续支付'));
      }
    });
  }

  const title = unpaid ? '支付订单' : '确认兑换';
  return (
    <SheetDialog
      onClose={onClose}
      label={title}
      className={styles.sheet}
      bodyClassName={styles.sheetBody}
    >
      <SheetHead title={title} onClose={onClose} />
      {unpaid ? (
        <section aria-label="支付">
          <p>订单已提交，{unpaid.order.points} 积分已扣除。</p>
          <p className={styles.bigPrice}>待支付 {cashText(unpaid.order.cash)}</p>
          {unpaid.order.demoPayment && (
            <p className={styles.muted} data-testid="demo-payment-note">
              演示环境：没有接入支付通道，这里是模拟支付，不产生真实扣款。
            </p>
          )}
          <button type="button" className="btn btn-block" disabled={busy} onClick={pay}>
            {busy ? '支付中...' : `确认支付 ${cashText(unpaid.order.cash)}`}
          </button>
        </section>
      ) : (
        <>
          <p className={styles.sheetGoods}>
            {goods.title}
            <strong>{priceText(goods)}</strong>
          </p>
          {goods.physical && (
            <section aria-label="收货地址">
              <h3 className={styles.sheetLabel}>收货地址</h3>
              {failed && <p role="alert">收货地址加载失败，请稍后重试</p>}
              {addresses === null && !failed && <p className={styles.muted}>加载中...</p>}
              {addresses && addresses.length > 0 && (
                <div role="radiogroup" aria-label="选择收货地址">
                  {addresses.map((a) => (
                    <button
                      key={a.id}
                      type="button"
                      role="radio"
                      aria-checked={picked === a.id}
                      className={picked === a.id ? styles.addressPicked : styles.address}
                      onClick={() => setPicked(a.id)}
                    >
                      <strong>
                        {a.name} {maskPhone(a.phone)}
                      </strong>
                      <span>
                        {a.areaText} {a.detail}
                      </span>
                    </button>
                  ))}
                </div>
              )}
              {adding ? (
                <AddressForm
                  onSaved={(a) => {
                    setAddresses((list) => [a, ...(list ?? [])]);
                    setPicked(a.id);
                    setAdding(false);
                  }}
                  onCancel={addresses && addresses.length > 0 ? () => setAdding(false) : undefined}
                />
              ) : (
                addresses && (
                  <button
                    type="button"
                    className={styles.addAddress}
                    onClick={() => setAdding(true)}
                  >
                    + 新增收货地址
                  </button>
                )
              )}
            </section>
          )}
          {!adding && (
            <button
              type="button"
              className="btn btn-block"
              disabled={busy || (goods.physical && picked === null)}
              onClick={submit}
            >
              {busy ? '提交中...' : goods.cashPrice > 0 ? '提交订单' : '确认兑换'}
            </button>
          )}
        </>
      )}
    </SheetDialog>
  );
}
