// Wrapped to strip `.html` and `/index` endings before giving up, to offer a way back into the docs (a search box
// and the pages closest to the missing path), to title the page "Page Not Found | Site" also where the docs
// plugin renders it (its routes start at /), and for the page's two decorations: a ball bouncing behind the
// heading and a catch game behind a button.
import React, {useEffect, useState} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory, useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchLauncher from '@site/src/components/SearchLauncher';
import DocSetLinks from '@site/src/components/DocSetLinks';
import {startWhenIdle} from '@site/src/decorations/registry';
import {strippedPath} from './strippedPath';
import {LLMS_TXT_ROUTE, parseLlmsTxt, type ListedPage} from '@site/src/lib/llmsFiles';
import {closestPages} from './closestPages';
import CatchGame from './CatchGame';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** Pages closest to the missing path, from this site's own /llms.txt (no third-party request). */
function useClosestPages(pathname: string): ListedPage[] | null {
  const [pages, setPages] = useState<ListedPage[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetch(LLMS_TXT_ROUTE)
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => !cancelled && setPages(closestPages(pathname, parseLlmsTxt(text))))
      .catch(() => !cancelled && setPages([]));
    return () => {
      cancelled = true;
    };
  }, [pathname]);
  return pages;
}

export default function ContentWrapper(props: Props) {
  const location = useLocation();
  const history = useHistory();
  const target = strippedPath(location.pathname);
  const closest = useClosestPages(location.pathname);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const [playing, setPlaying] = useState(false);

  // The ball keeps the empty page company while the reader decides, and rests while the game runs.
  useEffect(() => (stage && !playing ? startWhenIdle('ball', stage) : undefined), [stage, playing]);

  useEffect(() => {
    if (target) history.replace({...location, pathname: target});
  }, [target, history, location]);

  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <div ref={setStage} className={styles.stage}>
        <Content {...props} />
      </div>
      <nav className={`container ${styles.help}`} aria-label="Ways back into the documentation">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <SearchLauncher id="not-found-search" />
            <h2 className={styles.closestTitle}>Closest pages to this address</h2>
            {closest === null ? (
              <p className={styles.muted}>Looking for similar pages…</p>
            ) : closest.length > 0 ? (
              <ul className={styles.closest}>
                {closest.map((page) => (
                  <li key={page.path}>
                    <Link to={page.path}>{page.title}</Link> <span className={styles.path}>{page.path}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>No page has a similar address.</p>
            )}
            <p>
              Or start again from <DocSetLinks />.
            </p>
            <CatchGame onPlayingChange={setPlaying} />
          </div>
        </div>
      </nav>
    </>
  );
}
