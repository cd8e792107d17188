import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** Two or more columns side by side on wide screens, stacked on narrow ones. */
export default function Columns({children}: {children: ReactNode}) {
  return <div className={styles.columns}>{children}</div>;
}

export function Column({children}: {children: ReactNode}) {
  return <div className={styles.column}>{children}</div>;
}
