// The Payment Methods section of ConfirmOrder and GoPay (seed 001 sections 2, 3 and 4): the
// options of the payment list call (getCashier, data.paymentList) as one radio group. An
// option under maintenance (status 2) is shown but cannot be chosen; option 56 has a help
// popup (the one Dialog); the tips clamp to 2 lines. The cashier's variant (`collapsible`)
// shows the first 2 options with an expand/fold control when there are more. The chosen
// option's needAddress drives the Billing Address section (billing-address-section.tsx).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentAddressKind, PaymentOption } from '../../api/generated/model';
import { Dialog } from '../../components/dialog';
import styles from './cashier.module.css';

/** Seed 001 section 9: "Payment list: 2 shown collapsed." */
export const COLLAPSED_PAYMENT_COUNT = 2;

/** Seed 001 section 2: "Payment option 56 has a help popup." */
export const HELP_PAYMENT_IDS: readonly number[] = [56];

/**
 * Available (status 1), and of an address kind the contract lists: the reply check lets an
 * option with a value it does not list through (issue 23 item 6), and such an option is
 * shown but cannot be chosen (its address kind would pick the wrong address list).
 */
export function isSelectable(option: PaymentOption): boolean {
  return option.status === 1 && Object.hasOwn(ADDRESS_KINDS, option.localPayment);
}

/** The address kinds of the contract (the type makes the table complete). */
const ADDRESS_KINDS: Record<PaymentAddressKind, true> = { 0: true, 1: true };

/** Status 2: the maintenance note (a status the contract does not list has none). */
function isUnderMaintenance(option: PaymentOption): boolean {
  return option.status === 2;
}

/**
 * The option to start with: `preferred` (GoPay's paymentMethod query) when it is listed and
 * selectable, else the one the server marks `select`, if selectable; else none.
 */
export function preselectedOption(
  options: readonly PaymentOption[],
  preferred?: number,
): PaymentOption | undefined {
  const selectable = options.filter(isSelectable);
  return selectable.find((o) => o.shopPaymentId === preferred) ?? selectable.find((o) => o.select);
}

export interface PaymentMethodListProps {
  options: readonly PaymentOption[];
  selectedId: number | undefined;
  onSelect: (option: PaymentOption) => void;
  /** The cashier's variant: the first 2 shown, expand/fold when there are more. */
  collapsible?: boolean;
}

export function PaymentMethodList({
  options,
  selectedId,
  onSelect,
  collapsible = false,
}: PaymentMethodListProps) {
  const { t } = useTranslation('cashier');
  const name = useId();
  const listId = `${name}-list`;
  const [expanded, setExpanded] = useState(false);
  const [help, setHelp] = useState<PaymentOption | undefined>(undefined);
  const folds = collapsible && options.length > COLLAPSED_PAYMENT_COUNT;
  // Folded: the first 2, and the chosen one when it is further down (GoPay's query may
  // preselect it), so the choice is always visible.
  const shown =
    folds && !expanded
      ? options.filter(
          (o, index) => index < COLLAPSED_PAYMENT_COUNT || o.shopPaymentId === selectedId,
        )
      : options;

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('methods.title')}</legend>
      <ul className={styles.options} id={listId}>
        {shown.map((option) => {
          const disabled = !isSelectable(option);
          const tipsId = `${name}-${option.shopPaymentId}-tips`;
          return (
            <li key={option.shopPaymentId} className={styles.option}>
              <label className={styles.optionLabel}>
                <input
                  type="radio"
                  name={name}
                  value={option.shopPaymentId}
                  checked={selectedId === option.shopPaymentId}
                  disabled={disabled}
                  aria-describedby={option.tips || isUnderMaintenance(option) ? tipsId : undefined}
                  onChange={() => {
                    onSelect(option);
                  }}
                />
                <img
                  className={styles.optionPic}
                  src={option.pic}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                />
                <span className={styles.optionText}>
                  <span className={styles.optionName}>{option.name}</span>
                  {option.tips || isUnderMaintenance(option) ? (
                    <span id={tipsId}>
                      {isUnderMaintenance(option) ? (
                        <span className={styles.maintenance}>{t('methods.maintenance')} </span>
                      ) : null}
                      {option.tips ? (
                        <span className={styles.optionTips}>{option.tips}</span>
                      ) : null}
                    </span>
                  ) : null}
                </span>
              </label>
              {HELP_PAYMENT_IDS.includes(option.shopPaymentId) ? (
                <button
                  type="button"
                  className={styles.helpButton}
                  aria-label={t('methods.help', { name: option.name })}
                  aria-haspopup="dialog"
                  onClick={() => {
                    setHelp(option);
                  }}
                >
                  ?
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {folds ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => {
            setExpanded((value) => !value);
          }}
        >
          {t(expanded ? 'methods.fold' : 'methods.expand')}
        </button>
      ) : null}
      <Dialog
        open={help !== undefined}
        title={t('methods.helpTitle', { name: help?.name ?? '' })}
        onClose={() => {
          setHelp(undefined);
        }}
        actions={
          <button
            type="button"
            className={styles.primaryButton}
            onClick={() => {
              setHelp(undefined);
            }}
          >
            {t('methods.helpClose')}
          </button>
        }
      >
        <p className={styles.helpSteps}>{t('methods.helpSteps', { name: help?.name ?? '' })}</p>
      </Dialog>
    </fieldset>
  );
}
