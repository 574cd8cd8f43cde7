// The recharge type tabs (with the optional hot tag) and the denomination choices (with
// their tags) of a product, shared by goodsDetail and SearchDatail's first result. Both are
// single choices, so they are radio groups: arrow keys move between choices.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargeType } from '../../api/generated/model';
import { formatMoney } from '../../lib/money';
import { LazySafeHtml } from '../../components/lazy-safe-html';
import { resolveSelection, selectType, type PurchaseSelection } from './purchase-selection';
import styles from './purchase.module.css';

interface PurchaseOptionsProps {
  types: readonly RechargeType[];
  selection: PurchaseSelection;
  onChange: (selection: PurchaseSelection) => void;
  /** The currency symbol of the product reply. */
  symbol: string | null;
}

export function PurchaseOptions({ types, selection, onChange, symbol }: PurchaseOptionsProps) {
  const { t } = useTranslation('product');
  const id = useId();
  const { type: currentType } = resolveSelection(types, selection);

  return (
    <div className={styles.options}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('purchase.types')}</legend>
        <div className={styles.tabs}>
          {types.map((type, index) => (
            <label key={`${type.name}-${index}`} className={styles.tab}>
              <input
                type="radio"
                className={styles.radio}
                name={`${id}-type`}
                checked={selection.typeIndex === index}
                onChange={() => {
                  onChange(selectType(types, index));
                }}
              />
              <span>{type.name}</span>
              {type.hot ? (
                <span className={styles.hot}>{type.hotName || t('purchase.hot')}</span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>

      {currentType ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('purchase.denominations')}</legend>
          <div className={styles.denominations}>
            {currentType.spuList.map((option) => (
              <label key={option.spuId} className={styles.denomination}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={`${id}-denomination`}
                  checked={selection.spuId === option.spuId}
                  onChange={() => {
                    onChange({ typeIndex: selection.typeIndex, spuId: option.spuId });
                  }}
                />
                <span className={styles.value}>{option.attrvalue}</span>
                <span className={styles.price}>{formatMoney(symbol, option.priceFee)}</span>
                {option.tag ? <span className={styles.tag}>{option.tag}</span> : null}
              </label>
            ))}
          </div>
          {currentType.blurb ? <p className={styles.typeBlurb}>{currentType.blurb}</p> : null}
          {currentType.detail ? (
            <LazySafeHtml html={currentType.detail} className={styles.typeDetail} />
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
