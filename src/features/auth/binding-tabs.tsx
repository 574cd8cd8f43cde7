// The Password / One-time code tabs of the binding form (seed 000 section 2: "google and line
// have tabs for password and one-time code"). bindType 2 and 3 lock them on their own tab:
// the other tab is shown but disabled. Arrow keys move between enabled tabs (ARIA tabs).
import type { KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BindTab } from './binding-rules';
import styles from './binding.module.css';

const TABS: readonly BindTab[] = ['password', 'code'];

interface BindingTabsProps {
  value: BindTab;
  locked: boolean;
  onChange: (tab: BindTab) => void;
  children: ReactNode;
}

export function BindingTabs({ value, locked, onChange, children }: BindingTabsProps) {
  const { t } = useTranslation('binding');
  const id = useId();
  const tabId = (tab: BindTab) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (locked) return;
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: BindTab =
      event.key === 'Home'
        ? 'password'
        : event.key === 'End'
          ? 'code'
          : value === 'password'
            ? 'code'
            : 'password';
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
        {TABS.map((tab) => {
          const selected = tab === value;
          return (
            <button
              key={tab}
              id={tabId(tab)}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={locked && !selected}
              onClick={() => {
                onChange(tab);
              }}
              onKeyDown={onKeyDown}
            >
              {t(`tabs.${tab}`)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
