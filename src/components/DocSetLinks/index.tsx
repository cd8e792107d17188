import React, {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {DOC_SETS} from '@site/src/lib/docSets';

/**
 * "the Developer Docs, User Guide or Strapi Cloud docs", each set a link to its
 * intro page: the way back into the docs from pages that found nothing.
 * `plainLinks` renders <a> elements, for markup that React never hydrates (<noscript>).
 */
export default function DocSetLinks({plainLinks = false}: {plainLinks?: boolean}): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const last = DOC_SETS.length - 1;
  return (
    <>
      {'the '}
      {DOC_SETS.map((set, index) => (
        <Fragment key={set.id}>
          {index === 0 ? '' : index === last ? ' or ' : ', '}
          {plainLinks ? (
            <a href={withBaseUrl(set.introPath)}>{set.title}</a>
          ) : (
            <Link to={set.introPath}>{set.title}</Link>
          )}
        </Fragment>
      ))}
      {' docs'}
    </>
  );
}
