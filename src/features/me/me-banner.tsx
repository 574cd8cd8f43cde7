// A banner of the Me page (install offer, public account): a heading, a line of text and
// one action; an external action opens in a new window.
import { useId, type ReactNode } from 'react';
import styles from './me.module.css';

interface MeBannerProps {
  title: string;
  text: string;
  /** An external link (new window), or `action` for a button of the caller. */
  href?: string;
  linkLabel?: string;
  action?: ReactNode;
  children?: ReactNode;
}

export function MeBanner({ title, text, href, linkLabel, action, children }: MeBannerProps) {
  const headingId = useId();
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.bannerTitle}>
        {title}
      </h2>
      <p className={styles.bannerText}>{text}</p>
      {href && (
        <a className={styles.bannerAction} href={href} target="_blank" rel="noopener noreferrer">
          {linkLabel}
        </a>
      )}
      {action}
      {children}
    </section>
  );
}
