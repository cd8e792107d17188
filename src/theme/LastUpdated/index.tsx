/**
 * The "Last updated on …" line of a doc page, in the markup of theme-classic's component, with the date
 * written by formatLastUpdated instead of an `Intl.DateTimeFormat` built at every render (see that module).
 */
import React, {type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatLastUpdated} from '@site/src/lib/lastUpdatedDate';

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated
      {lastUpdatedAt ? (
        <>
          {' on '}
          <b>
            <time dateTime={new Date(lastUpdatedAt).toISOString()} itemProp="dateModified">
              {formatLastUpdated(lastUpdatedAt)}
            </time>
          </b>
        </>
      ) : null}
      {lastUpdatedBy ? (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      ) : null}
    </span>
  );
}
