// Wrapped to strip `.html` and `/index` endings before giving up, to offer a way back into the docs, and to
// title the page "Page Not Found | Site" also where the docs plugin renders it (its routes start at /).
import React, {useEffect} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory, useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import DocSetLinks from '@site/src/components/DocSetLinks';
import {SEARCH_PAGE_ROUTE} from '@site/src/lib/routes';
import {strippedPath} from './strippedPath';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props) {
  const location = useLocation();
  const history = useHistory();
  const target = strippedPath(location.pathname);

  useEffect(() => {
    if (target) history.replace({...location, pathname: target});
  }, [target, history, location]);

  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
      <nav className={`container ${styles.help}`} aria-label="Ways back into the documentation">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <p>
              Try the <Link to={SEARCH_PAGE_ROUTE}>search page</Link>, or start again from <DocSetLinks />.
            </p>
            <div className={styles.play} data-decoration="game" aria-hidden="true" />
          </div>
        </div>
      </nav>
    </>
  );
}
