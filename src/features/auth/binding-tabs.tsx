// The Password / One-time code tabs of the binding form (seed 000 section 2: "google and line
// have tabs for password and one-time code"). bindType 2 and 3 lock them on their own tab:
// the other tab is shown but disabled. Arrow keys move between enabled tabs (ARIA tabs).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/tabs';
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
  return (
    <Tabs
      values={TABS}
      value={value}
      onChange={onChange}
      labelOf={(tab) => t(`tabs.${tab}`)}
      label={t('tabs.label')}
      isDisabled={(tab) => locked && tab !== value}
      listClassName={styles.tabs}
      tabClassName={styles.tab}
      panelClassName={styles.panel}
    >
      {children}
    </Tabs>
  );
}
