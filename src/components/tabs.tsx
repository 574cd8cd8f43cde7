// ARIA tabs over one panel: a tablist of buttons (the chosen one focusable, the others
// reached with the arrow keys, Home and End, which skip disabled tabs and wrap), and the
// panel labelled by the chosen tab. The screen keeps the chosen value and renders the
// panel's content. The look is tabs.module.css unless the screen passes its own classes.
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

interface TabsProps<T extends string> {
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (value: T) => string;
  /** The tablist's accessible name. */
  label: string;
  isDisabled?: (value: T) => boolean;
  children: ReactNode;
  listClassName?: string | undefined;
  tabClassName?: string | undefined;
  panelClassName?: string | undefined;
}

export function Tabs<T extends string>({
  values,
  value,
  onChange,
  labelOf,
  label,
  isDisabled = () => false,
  children,
  listClassName,
  tabClassName,
  panelClassName,
}: TabsProps<T>) {
  const id = useId();
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;
  const enabled = values.filter((tab) => !isDisabled(tab));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = enabled.indexOf(value);
    const last = enabled.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: at >= last ? 0 : at + 1,
      ArrowLeft: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = enabled[move];
    if (next === undefined || next === value) return;
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={listClassName ?? styles.list}>
        {values.map((tab) => {
          const selected = tab === value;
          return (
            <button
              key={tab}
              id={tabId(tab)}
              type="button"
              role="tab"
              className={tabClassName ?? styles.tab}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={!selected && isDisabled(tab)}
              onClick={() => {
                onChange(tab);
              }}
              onKeyDown={onKeyDown}
            >
              {labelOf(tab)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className={panelClassName}>
        {children}
      </div>
    </>
  );
}
