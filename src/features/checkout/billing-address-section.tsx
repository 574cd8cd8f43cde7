// The Billing Address section of ConfirmOrder and GoPay (seed 001 sections 2, 4, 5 and 7):
// shown by the screen when the chosen payment option needs an address (needAddress) and
// the amount due is not 0.00. Its content (billing-address-list.tsx: the list, the address
// form with its phone numbers and countries) is a chunk loaded only then; the section
// itself, its anchor and heading are there at once, so a Submit without an address says
// PleSelectss and scrolls here (billing-address-anchor.ts) even while the list is loading.
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockLoading } from '../../components/block-state';
import { BILLING_SECTION_ID } from './billing-address-anchor';
import styles from './cashier.module.css';

export interface BillingAddressSectionProps {
  /** The chosen payment option's localPayment: 0 card addresses, 1 local-payment addresses. */
  type: 0 | 1;
  selectedId: number | undefined;
  /** A choice, the default preselection, or undefined when the chosen one is not listed. */
  onSelect: (id: number | undefined) => void;
}

const BillingAddressList = lazy(async () => ({
  default: (await import('./billing-address-list')).BillingAddressList,
}));

export function BillingAddressSection(props: BillingAddressSectionProps) {
  const { t } = useTranslation('billing');
  const headingId = useId();
  return (
    <section
      id={BILLING_SECTION_ID}
      tabIndex={-1}
      className={styles.section}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <Suspense fallback={<BlockLoading height={120} />}>
        <BillingAddressList {...props} headingId={headingId} />
      </Suspense>
    </section>
  );
}
