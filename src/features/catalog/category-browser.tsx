// The Class tab (seed 000 section 2): "left list of parent categories, right grid of child
// categories (image and name) linking to goodsDetail by categoryId". The parents are a
// vertical tab list (arrow keys, Home and End move the selection); the first is selected.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useListCategories } from '../../api/generated/catalog/catalog';
import { okData } from '../../api/http-client';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { BlockError, BlockLoading } from '../../components/block-state';
import styles from './category-browser.module.css';

const PANEL_ID = 'class-children';
const tabId = (parentId: number) => `class-parent-${parentId}`;

export function CategoryBrowser() {
  const { t } = useTranslation('home');
  const lang = useLocale();
  const { data, isPending, isError, refetch } = useListCategories({ query: { select: okData } });
  const [selectedId, setSelectedId] = useState<number | undefined>(undefined);
  const tabs = useRef(new Map<number, HTMLButtonElement>());

  if (isPending) return <BlockLoading className={styles.loading} />;
  if (isError) {
    return (
      <div className={styles.message}>
        <BlockError message={t('class.loadFailed')} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (data.length === 0) return <p className={styles.message}>{t('class.none')}</p>;

  const selectedIndex = Math.max(
    0,
    data.findIndex((parent) => parent.id === selectedId),
  );
  const selected = data[selectedIndex] ?? data[0];
  if (!selected) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = data.length - 1;
    const target = {
      ArrowDown: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowUp: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    }[event.key];
    const parent = target === undefined ? undefined : data[target];
    if (!parent) return;
    event.preventDefault();
    setSelectedId(parent.id);
    tabs.current.get(parent.id)?.focus();
  };

  return (
    <div className={styles.browser}>
      <div
        role="tablist"
        aria-orientation="vertical"
        aria-label={t('class.parents')}
        className={styles.parents}
      >
        {data.map((parent) => {
          const active = parent.id === selected.id;
          return (
            <button
              key={parent.id}
              ref={(node) => {
                if (node) tabs.current.set(parent.id, node);
                else tabs.current.delete(parent.id);
              }}
              type="button"
              role="tab"
              id={tabId(parent.id)}
              aria-selected={active}
              aria-controls={PANEL_ID}
              tabIndex={active ? 0 : -1}
              className={styles.parent}
              onClick={() => {
                setSelectedId(parent.id);
              }}
              onKeyDown={onKeyDown}
            >
              {parent.name}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={tabId(selected.id)}
        className={styles.panel}
      >
        {selected.childrenList.length === 0 ? (
          <p className={styles.empty}>{t('class.empty')}</p>
        ) : (
          <ul className={styles.children}>
            {selected.childrenList.map((child, i) => (
              <li key={child.categoryId}>
                <Link
                  to={paths.goodsDetail.getHref(lang, { categoryId: child.categoryId })}
                  className={styles.child}
                >
                  <img
                    src={child.imgUrl}
                    alt=""
                    width={64}
                    height={64}
                    // The first rows are on the first screen.
                    loading={i < 9 ? 'eager' : 'lazy'}
                    decoding="async"
                    className={styles.image}
                  />
                  <span>{child.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
