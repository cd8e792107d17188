import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface CustomDocCardProps {
  title: string;
  description?: string;
  /** Route path of the target page, e.g. /dev-docs/installation. */
  link: string;
  /** Optional emoji or short text shown before the title. */
  icon?: string;
}

/** A hub card linking to one page, with a title and a one-line description. */
export default function CustomDocCard({title, description, link, icon}: CustomDocCardProps) {
  return (
    <Link to={link} className={styles.card}>
      <span className={styles.title}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {title}
      </span>
      {description ? <span className={styles.description}>{description}</span> : null}
    </Link>
  );
}

/** The grid that holds hub cards. */
export function CustomDocCardsWrapper({children}: {children: ReactNode}) {
  return (
    <div className={styles.wrapper} data-hub-cards="">
      {children}
    </div>
  );
}
