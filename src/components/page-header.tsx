// The header of a page below the tabs: a back control, the centred title and at most one
// icon action on the right (the side columns keep the title centred with or without them).
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BackIcon } from './icons';
import styles from './page-header.module.css';

interface PageBack {
  /** Where back leads. */
  to: string;
  label: string;
  /**
   * Back returns to the previous page of the visit, and goes to `to` only when there is none
   * (the first page of a visit, opened from a shared link).
   */
  throughHistory?: boolean;
}

export interface PageAction {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}

interface PageHeaderProps {
  title: string;
  /** For a region the title names (aria-labelledby). */
  titleId?: string;
  /** h1, unless the page has its own h1 (an article): then a plain label. */
  titleAs?: 'h1' | 'span';
  back?: PageBack;
  action?: PageAction;
}

export function PageHeader({ title, titleId, titleAs = 'h1', back, action }: PageHeaderProps) {
  const Title = titleAs;
  return (
    <header className={styles.header}>
      {back === undefined ? (
        <span className={styles.side} />
      ) : back.throughHistory ? (
        <HistoryBackButton to={back.to} label={back.label} />
      ) : (
        <Link to={back.to} className={styles.iconButton} aria-label={back.label}>
          <BackIcon />
        </Link>
      )}
      <Title id={titleId} className={styles.title}>
        {title}
      </Title>
      <span className={styles.side}>
        {action ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={action.label}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {action.icon}
          </button>
        ) : null}
      </span>
    </header>
  );
}

function HistoryBackButton({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={label}
      onClick={() => {
        if (location.key === 'default') void navigate(to);
        else void navigate(-1);
      }}
    >
      <BackIcon />
    </button>
  );
}
