// The content of the Billing Address section (billing-address-section.tsx), a chunk of its
// own: it lists the addresses of the option's kind (billing list, type = localPayment),
// preselects the default one, lets the shopper choose one, and adds a new one
// (the shared form, components/billing-address) in the one Dialog, which is then chosen.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { BillingAddressSectionProps } from './billing-address-section';
import { useTranslation } from 'react-i18next';
import {
  getListBillingAddressesQueryKey,
  useListBillingAddresses,
  type listBillingAddresses,
} from '../../api/generated/account-security/account-security';
import type { BillingAddress } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { BillingAddressForm } from '../../components/billing-address/billing-address-form';
import { BlockError, BlockLoading } from '../../components/block-state';
import { Dialog } from '../../components/dialog';
import styles from './cashier.module.css';

type ListReply = Awaited<ReturnType<typeof listBillingAddresses>>;

/** The list with a just-created address at its end (until the refetch answers). */
function withAddress(reply: ListReply | undefined, address: BillingAddress) {
  if (reply?.code !== 200) return reply;
  const listed: BillingAddress[] = okData(reply);
  return { ...reply, data: [...listed.filter((a) => a.id !== address.id), address] };
}

function addressLine(address: BillingAddress): string {
  return [address.address1, address.city, address.state, address.country, address.zipCode]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

export function BillingAddressList({
  type,
  selectedId,
  onSelect,
  headingId,
}: BillingAddressSectionProps & { headingId: string }) {
  const { t } = useTranslation('billing');
  const name = useId();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const list = useListBillingAddresses({ type }, { query: { select: okData } });
  const addresses = list.data;

  // Keep the choice within this kind's list: the default address when nothing (or an
  // address of the other kind) is chosen.
  useEffect(() => {
    if (!addresses) return;
    if (selectedId !== undefined && addresses.some((a) => a.id === selectedId)) return;
    const fallback = addresses.find((a) => a.defaultAddress === '1')?.id;
    if (fallback !== selectedId) onSelect(fallback);
  }, [addresses, selectedId, onSelect]);

  let body;
  if (list.isPending) body = <BlockLoading />;
  else if (list.isError)
    body = <BlockError message={t('loadFailed')} onRetry={() => void list.refetch()} />;
  else if (addresses && addresses.length > 0)
    body = (
      <ul className={styles.options} aria-labelledby={headingId}>
        {addresses.map((address) => (
          <li key={address.id} className={styles.option}>
            <label className={styles.optionLabel}>
              <input
                type="radio"
                name={name}
                checked={selectedId === address.id}
                onChange={() => {
                  onSelect(address.id);
                }}
              />
              <span className={styles.addressText}>
                <span className={styles.optionName}>
                  {address.firstName} {address.lastName}
                </span>
                <span>
                  +{address.phoneCode} {address.phoneNumber}
                </span>
                <span>{address.email}</span>
                {addressLine(address) ? <span>{addressLine(address)}</span> : null}
                {address.defaultAddress === '1' ? (
                  <span className={styles.badge}>{t('default')}</span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    );
  else body = <p className={styles.muted}>{t('empty')}</p>;

  return (
    <>
      {body}
      <button
        type="button"
        className={styles.addButton}
        aria-haspopup="dialog"
        onClick={() => {
          setAdding(true);
        }}
      >
        {t('add')}
      </button>
      <Dialog
        open={adding}
        title={t('formTitle')}
        variant="sheet"
        onClose={() => {
          setAdding(false);
        }}
      >
        {adding ? (
          <BillingAddressForm
            type={type}
            onCancel={() => {
              setAdding(false);
            }}
            onSaved={(address) => {
              setAdding(false);
              const queryKey = getListBillingAddressesQueryKey({ type });
              queryClient.setQueryData<ListReply>(queryKey, (reply) => withAddress(reply, address));
              onSelect(address.id);
              void queryClient.invalidateQueries({ queryKey });
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}
