// Where the timed hints appear: a polite live region that is always in the page, so screen
// readers announce the text when it arrives.
import styles from './messages.module.css';

export function Hint({ text }: { text: string | null }) {
  return (
    <div role="status" aria-live="polite" className={styles.hintRegion}>
      {text !== null && <p className={styles.hint}>{text}</p>}
    </div>
  );
}
