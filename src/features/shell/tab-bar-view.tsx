import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { TabIcon, type TabName } from './tab-icons';
import styles from './tab-bar.module.css';

interface TabBarViewProps {
  homeDot?: boolean;
  infoDot?: boolean;
  unusedCoupons?: number;
}

export function TabBarView({
  homeDot = false,
  infoDot = false,
  unusedCoupons = 0,
}: TabBarViewProps) {
  const { t } = useTranslation('shell');
  const lang = useLocale();
  const tabs: Array<{ name: TabName; href: string; dot?: boolean; badge?: number; end?: boolean }> =
    [
      { name: 'home', href: paths.home.getHref(lang), dot: homeDot, end: true },
      { name: 'class', href: paths.class.getHref(lang) },
      { name: 'info', href: paths.info.getHref(lang), dot: infoDot },
      { name: 'order', href: paths.order.getHref(lang) },
      { name: 'me', href: paths.me.getHref(lang), badge: unusedCoupons },
    ];

  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.name}
          to={tab.href}
          end={tab.end ?? false}
          className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}
        >
          <span className={styles.icon}>
            <TabIcon name={tab.name} />
            {tab.dot && (
              <span
                className={styles.dot}
                role="img"
                aria-label={t('tabs.unread')}
                data-testid={`dot-${tab.name}`}
              />
            )}
            {tab.badge !== undefined && tab.badge > 0 && (
              <span
                className={styles.badge}
                aria-label={t('tabs.unusedCoupons', { count: tab.badge })}
              >
                {tab.badge > 99 ? '99+' : tab.badge}
              </span>
            )}
          </span>
          <span>{t(`tabs.${tab.name}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
