import React from 'react';
import styles from './DocSetFilter.module.css';

interface DocSetFilterProps {
  /** The choices; `null` stands for all doc sets. */
  options: (string | null)[];
  value: string | null;
  onChange: (value: string | null) => void;
  label: string;
  className?: string;
}

/** Toggle buttons that limit results to one doc set or to all docs. */
export default function DocSetFilter({options, value, onChange, label, className}: DocSetFilterProps) {
  return (
    <div className={[styles.filter, className].filter(Boolean).join(' ')} role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option ?? 'all'} type="button" aria-pressed={value === option} onClick={() => onChange(option)}>
          {option ?? 'All docs'}
        </button>
      ))}
    </div>
  );
}
