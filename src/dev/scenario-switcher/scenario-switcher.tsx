// Development only, never shipped: src/app/app.tsx mounts this panel lazily behind
// import.meta.env.DEV, so production builds contain none of it. Its texts are English
// literals on purpose: it is a tool for the developers of the storefront, not a screen
// shoppers see, so it stays out of src/i18n and the three locales.
//
// A corner button opens a panel listing the operations the current screen has called;
// for each one a developer picks which named example or status Prism returns (sent as
// Prism's Prefer header by the HTTP client), so every error state of a screen can be seen
// without a backend. Choices survive a reload (sessionStorage) until reset. While an app
// dialog is open the panel lives inside it, the one place its modality leaves live
// (open-dialog-host.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  getMockOutcome,
  MOCK_OUTCOMES,
  setMockOutcome,
} from '../../features/payment/provider/mock-outcome';
import styles from './scenario-switcher.module.css';
import { useOpenDialogHost } from './open-dialog-host';
import { loadScenarios, type OperationScenarios } from './spec-catalogue';
import {
  callsForScreen,
  choiceKey,
  getChoices,
  getVersion,
  parseChoiceKey,
  resetChoices,
  setChoice,
  subscribe,
  type Choice,
  type RecordedCall,
} from './scenario-store';

const PANEL_ID = 'dev-scenario-panel';
const HEADING_ID = 'dev-scenario-heading';
const PATH_POLL_MS = 500;

const currentPath = () => window.location.pathname;
const ignore = () => () => undefined;
/** React Router moves with history.pushState, which fires no event: poll while open. */
const pollPath = (listener: () => void) => {
  const timer = setInterval(listener, PATH_POLL_MS);
  window.addEventListener('popstate', listener);
  return () => {
    clearInterval(timer);
    window.removeEventListener('popstate', listener);
  };
};

function useScenarios(open: boolean) {
  const [scenarios, setScenarios] = useState<Map<string, OperationScenarios>>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || scenarios) return;
    let live = true;
    loadScenarios().then(
      (loaded) => {
        if (live) setScenarios(loaded);
      },
      (error: unknown) => {
        console.warn('[scenario switcher] could not read the bundled contract', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [open, scenarios]);
  return { scenarios, failed };
}

interface RowProps {
  operationId: string;
  call: RecordedCall | undefined;
  scenarios: OperationScenarios | undefined;
  choice: Choice | undefined;
  onChoose: (operationId: string, choice: Choice | undefined) => void;
}

function OperationRow({ operationId, call, scenarios, choice, onChoose }: RowProps) {
  const id = `dev-scenario-${operationId}`;
  const current = choiceKey(choice);
  const examples = scenarios?.examples ?? [];
  const statuses = scenarios?.statuses ?? [];
  const known =
    current === '' ||
    examples.some((name) => `example:${name}` === current) ||
    statuses.some((status) => `code:${status}` === current);
  const method = call?.method ?? scenarios?.method ?? '';
  const path = call?.path ?? scenarios?.path ?? '';
  return (
    <li className={styles.row}>
      <label htmlFor={id} className={styles.operation}>
        {operationId}
      </label>
      <span className={styles.meta}>
        {method} {path}
        {call ? ` · last reply HTTP ${call.status}` : ''}
      </span>
      <select
        id={id}
        className={styles.select}
        value={current}
        onChange={(event) => {
          onChoose(operationId, parseChoiceKey(event.target.value));
        }}
      >
        <option value="">Default (first example)</option>
        {!known && <option value={current}>{current}</option>}
        {examples.length > 0 && (
          <optgroup label="Named example">
            {examples.map((name) => (
              <option key={name} value={`example:${name}`}>
                {name}
              </option>
            ))}
          </optgroup>
        )}
        {statuses.length > 0 && (
          <optgroup label="HTTP status">
            {statuses.map((status) => (
              <option key={status} value={`code:${status}`}>
                HTTP {status}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      {call && call.violations.length > 0 && (
        <ul className={styles.violations} aria-label={`Contract violations of ${operationId}`}>
          {call.violations.map((violation) => (
            <li key={violation}>{violation}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function ScenarioSwitcher() {
  const [open, setOpen] = useState(false);
  // Operations picked by hand before they are called (a login is called only on submit).
  const [added, setAdded] = useState<string[]>([]);
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const screen = useSyncExternalStore(open ? pollPath : ignore, currentPath, currentPath);
  const { scenarios, failed } = useScenarios(open);
  const queryClient = useQueryClient();
  const dialogHost = useOpenDialogHost();
  const place = (switcher: ReactNode) =>
    dialogHost ? createPortal(switcher, dialogHost) : switcher;

  const choices = getChoices();
  const active = Object.keys(choices).length;
  const calls = callsForScreen(screen);
  const listed = (operationId: string) => calls.some((call) => call.operationId === operationId);
  const elsewhere = [...new Set([...added, ...Object.keys(choices)])].filter(
    (operationId) => !listed(operationId),
  );
  const addable = [...(scenarios?.keys() ?? [])]
    .filter((operationId) => !listed(operationId) && !elsewhere.includes(operationId))
    .sort();
  // Refetch what the screen shows, so the new reply appears at once.
  const refresh = () => void queryClient.invalidateQueries();
  const choose = (operationId: string, choice: Choice | undefined) => {
    setChoice(operationId, choice);
    refresh();
  };
  const row = (operationId: string, call?: RecordedCall) => (
    <OperationRow
      key={operationId}
      operationId={operationId}
      call={call}
      scenarios={scenarios?.get(operationId)}
      choice={choices[operationId]}
      onChoose={choose}
    />
  );

  return place(
    <aside className={styles.root} aria-label="Developer tools">
      <button
        type="button"
        className={styles.toggle}
        aria-label="API scenarios"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => {
          setOpen(!open);
        }}
      >
        API{active > 0 ? ` ${active}` : ''}
      </button>
      {open && (
        <section id={PANEL_ID} className={styles.panel} aria-labelledby={HEADING_ID}>
          <h2 id={HEADING_ID} className={styles.heading}>
            API scenarios
          </h2>
          <p className={styles.hint}>
            Prism answers each call with the example or status chosen here (Prefer header). Choices
            last for this tab, across reloads, until reset.
          </p>
          {failed && (
            <p className={styles.hint}>Could not read the contract: run npm run generate.</p>
          )}
          <h3 className={styles.subheading}>Called on {screen}</h3>
          {calls.length === 0 ? (
            <p className={styles.hint}>No calls on this screen yet.</p>
          ) : (
            <ul className={styles.list}>{calls.map((call) => row(call.operationId, call))}</ul>
          )}
          {elsewhere.length > 0 && (
            <>
              <h3 className={styles.subheading}>Chosen here before a call, or on other screens</h3>
              <ul className={styles.list}>{elsewhere.map((operationId) => row(operationId))}</ul>
            </>
          )}
          {addable.length > 0 && (
            <p className={styles.hint}>
              <label htmlFor="dev-scenario-add">Add an operation before it is called </label>
              <select
                id="dev-scenario-add"
                className={styles.select}
                value=""
                onChange={(event) => {
                  const operationId = event.target.value;
                  if (operationId) setAdded((list) => [...list, operationId]);
                }}
              >
                <option value="">Choose…</option>
                {addable.map((operationId) => (
                  <option key={operationId} value={operationId}>
                    {operationId}
                  </option>
                ))}
              </select>
            </p>
          )}
          <MockPaymentOutcome />
          <div className={styles.actions}>
            <button
              type="button"
              disabled={active === 0}
              onClick={() => {
                resetChoices();
                refresh();
              }}
            >
              Reset all
            </button>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
              }}
            >
              Close
            </button>
          </div>
        </section>
      )}
    </aside>,
  );
}

/**
 * How the mock payment provider (src/features/payment/provider) ends a payment: success,
 * failure, pending or closed. Kept for this tab like the API choices.
 */
function MockPaymentOutcome() {
  const [outcome, setOutcome] = useState(getMockOutcome);
  return (
    <p className={styles.hint}>
      <label htmlFor="dev-mock-payment-outcome">Mock payment provider outcome </label>
      <select
        id="dev-mock-payment-outcome"
        className={styles.select}
        value={outcome}
        onChange={(event) => {
          const chosen = MOCK_OUTCOMES.find((value) => value === event.target.value) ?? 'success';
          setMockOutcome(chosen);
          setOutcome(chosen);
        }}
      >
        {MOCK_OUTCOMES.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </p>
  );
}
