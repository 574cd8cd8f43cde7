// The Coupons page's redeem dialog (seed 001 sections 2, 5 and 8): the rookie coupon code,
// trimmed and 12 characters at most (components/redeem-code.ts, shared with ConfirmOrder);
// an empty box sends nothing. On success Redemption_successful shows, the box empties, the
// dialog closes and the coupon lists (tabs and the profile badge) reload; a failed redeem
// (its message toasted by the error catalogue, 500) clears the box; 401 signs out.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import {
  getListCouponsByStatusQueryKey,
  useRedeemVoucher,
} from '../../api/generated/coupons/coupons';
import { Dialog } from '../../components/dialog';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { RedeemCodeField } from '../../components/form/redeem-code-field';
import { redeemCodeToSend } from '../../components/redeem-code';
import { showToast } from '../../lib/toast-store';
import styles from './coupons.module.css';

const redeemFormSchema = z.object({ voucherCode: z.string() });

interface RedeemDialogProps {
  open: boolean;
  onClose: () => void;
}

export function RedeemDialog({ open, onClose }: RedeemDialogProps) {
  const { t } = useTranslation(['myCoupons', 'common']);
  const queryClient = useQueryClient();
  const redeem = useRedeemVoucher();
  const form = useSchemaForm(redeemFormSchema, { voucherCode: '' });

  const submit = useFormSubmit(
    form,
    async ({ voucherCode: raw }) => {
      const voucherCode = redeemCodeToSend(raw);
      if (!voucherCode) return;
      try {
        await redeem.mutateAsync({ data: { voucherCode } });
        showToast({ kind: 'success', messageKey: 'myCoupons:redeem.success' });
        form.reset({ voucherCode: '' });
        onClose();
        await queryClient.invalidateQueries({
          queryKey: getListCouponsByStatusQueryKey().slice(0, 2),
        });
      } catch {
        form.setValue('voucherCode', '');
      }
    },
    redeem.isPending,
  );

  return (
    <Dialog open={open} onClose={onClose} title={t('redeem.title')} closeLabel={t('redeem.close')}>
      <Form form={form} submit={submit} aria-label={t('redeem.title')}>
        <RedeemCodeField
          name="voucherCode"
          label={t('redeem.label')}
          placeholder={t('redeem.placeholder')}
        />
        <SubmitButton
          pending={redeem.isPending}
          label={t('redeem.submit')}
          busyLabel={t('common:loading')}
          className={styles.primaryButton}
        />
      </Form>
    </Dialog>
  );
}
