// Class (seed 000 section 2): a search box that opens Search, the parent categories on the
// left and the selected parent's child categories on the right.
import { useTranslation } from 'react-i18next';
import { CategoryBrowser } from '../../features/catalog/category-browser';
import { ClassHead } from '../../features/catalog/class-head';
import { SearchEntry } from '../../features/catalog/search-entry';
import styles from './class.module.css';

export function Component() {
  const { t } = useTranslation('home');
  return (
    <>
      <ClassHead />
      <main className={styles.page}>
        <h1 className="visually-hidden">{t('class.title')}</h1>
        <SearchEntry />
        <CategoryBrowser />
      </main>
    </>
  );
}
