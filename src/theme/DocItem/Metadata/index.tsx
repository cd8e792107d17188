// Wrapped so that the fragment pages under /snippets (readable alone, duplicates of the pages that include them)
// tell search engines not to index them.
import React from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {isSnippetRoute} from '@site/src/lib/routes';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props) {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata {...props} />
      {isSnippetRoute(metadata.permalink) ? (
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      ) : null}
    </>
  );
}
