// The quantity stepper of product detail and search: digits only, at most 2 characters,
// 0 becomes 1, minus stops at 1 (rules in lib/quantity).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  decrementQuantity,
  incrementQuantity,
  MAX_QUANTITY,
  MAX_QUANTITY_DIGITS,
  MIN_QUANTITY,
  quantityFromInput,
  sanitizeQuantityInput,
} from '../lib/quantity';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

export function QuantityStepper({ value, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation('common');
  // A blank box is allowed while typing (it becomes 1 on blur); any digits typed show the
  // quantity they stand for at once.
  const [blank, setBlank] = useState(false);
  return (
    <div className={styles.stepper} role="group" aria-label={t('quantity.label')}>
      <button
        type="button"
        className={styles.button}
        aria-label={t('quantity.decrease')}
        disabled={disabled || value <= MIN_QUANTITY}
        onClick={() => {
          onChange(decrementQuantity(value));
        }}
      >
        −
      </button>
      <input
        className={styles.input}
        inputMode="numeric"
        aria-label={t('quantity.label')}
        maxLength={MAX_QUANTITY_DIGITS}
        disabled={disabled}
        value={blank ? '' : String(value)}
        onChange={(event) => {
          const text = sanitizeQuantityInput(event.target.value);
          setBlank(text === '');
          // The box shows the quantity the total uses (0 reads 1, 05 reads 5).
          if (text !== '') onChange(quantityFromInput(text));
        }}
        onBlur={() => {
          if (blank) onChange(MIN_QUANTITY);
          setBlank(false);
        }}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={t('quantity.increase')}
        disabled={disabled || value >= MAX_QUANTITY}
        onClick={() => {
          onChange(incrementQuantity(value));
        }}
      >
        +
      </button>
    </div>
  );
}
