import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** SVG markup drawn at build time with Mermaid's light theme. */
  light: string;
  /** The same diagram with Mermaid's dark theme. */
  dark: string;
  /** The diagram's text for screen readers. */
  label: string;
}

/**
 * A Mermaid diagram drawn at build time (src/plugins/mermaid-svg): both
 * colour modes are in the page and CSS on [data-theme] shows one, so the
 * diagram is there without JavaScript and switching modes costs nothing.
 */
export default function MermaidDiagram({light, dark, label}: Props) {
  return (
    <figure className={styles.diagram} role="img" aria-label={label}>
      <div
        className={clsx('docusaurus-mermaid-container', styles.svg, styles.light)}
        dangerouslySetInnerHTML={{__html: light}}
      />
      <div
        className={clsx('docusaurus-mermaid-container', styles.svg, styles.dark)}
        dangerouslySetInnerHTML={{__html: dark}}
      />
    </figure>
  );
}
