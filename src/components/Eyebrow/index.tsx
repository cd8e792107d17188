import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** The small capitals line above a page title (the landing and start pages). */
export default function Eyebrow({children}: {children: ReactNode}) {
  return <p className={styles.eyebrow}>{children}</p>;
}
