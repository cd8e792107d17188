// Wrapped to add the site's own admonition types (callout, prerequisites, strapi) and a distinct caution.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import OriginalAdmonitionTypes from '@theme-original/Admonition/Types';
import type ThemeAdmonitionTypes from '@theme/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type {Props as AdmonitionProps} from '@theme/Admonition';
import {SITE_ADMONITIONS, type SiteAdmonition} from '@site/src/lib/admonitions';
import styles from './styles.module.css';

// @theme-original/* is typed `any`; it is the theme's own Admonition/Types.
const DefaultAdmonitionTypes = OriginalAdmonitionTypes as typeof ThemeAdmonitionTypes;

/** Every site admonition needs an icon and a title here: the typecheck fails until it has both. */
type IconName = SiteAdmonition | 'caution';

const paths: Record<IconName, ReactNode> = {
  caution: <path d="M12 3 2 20h20L12 3Zm0 5.5 5.6 9.5H6.4L12 8.5Zm-1 2.5v4h2v-4h-2Zm0 5v2h2v-2h-2Z" />,
  callout: <path d="M4 4h16v12H7.2L4 19.2V4Zm3 3v2h10V7H7Zm0 4v2h7v-2H7Z" />,
  prerequisites: (
    <path d="M9 3h6v2h3a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h3V3Zm1.6 12.2-2.1-2.1-1.4 1.4 3.5 3.5 6-6-1.4-1.4-4.6 4.6Z" />
  ),
  strapi: <path d="M5 3h16v16h-6v-6H9V7H5V3Zm0 6h4v4H5V9Zm6 6h4v4h-4v-4Z" />,
};

function Icon({name}: {name: IconName}) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
      {paths[name]}
    </svg>
  );
}

function makeType(name: IconName, title: string) {
  function AdmonitionType(props: AdmonitionProps) {
    return (
      <AdmonitionLayout
        icon={<Icon name={name} />}
        title={title}
        {...props}
        className={clsx('alert', styles.admonition, styles[name], props.className)}>
        {props.children}
      </AdmonitionLayout>
    );
  }
  AdmonitionType.displayName = `Admonition(${name})`;
  return AdmonitionType;
}

const TITLES: Record<SiteAdmonition, string> = {
  callout: 'callout',
  prerequisites: 'prerequisites',
  strapi: 'Strapi tip',
};

const AdmonitionTypes = {
  ...DefaultAdmonitionTypes,
  caution: makeType('caution', 'caution'),
  ...Object.fromEntries(SITE_ADMONITIONS.map((name) => [name, makeType(name, TITLES[name])])),
};

export default AdmonitionTypes;
