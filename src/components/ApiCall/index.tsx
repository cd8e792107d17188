import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface ApiCallProps {
  children: ReactNode;
  /** JSON keys whose values change between runs; read by the example verifier. */
  variable?: string;
  /** "no" when the example cannot be replayed against the reference app. */
  verify?: string;
  /** Why an example marked verify="no" cannot be replayed; printed by the verifier, not rendered. */
  reason?: string;
}

/** A request and its response, side by side on wide screens and stacked on narrow ones. */
export default function ApiCall({children}: ApiCallProps) {
  return <div className={styles.apiCall}>{children}</div>;
}

interface PanelProps {
  children: ReactNode;
  title?: string;
}

function Panel({children, title, kind}: PanelProps & {kind: 'request' | 'response'}) {
  const label = kind === 'request' ? 'Request' : 'Response';
  return (
    <section className={clsx(styles.panel, styles[kind])} aria-label={title ? `${label}: ${title}` : label}>
      <header className={styles.panelHeader}>
        <span className={styles.kind}>{label}</span>
        {title ? <span className={styles.title}>{title}</span> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}

export function Request(props: PanelProps) {
  return <Panel {...props} kind="request" />;
}

export function Response(props: PanelProps) {
  return <Panel {...props} kind="response" />;
}
