// Wrapped so that the live editor (react-live and its compiler) loads only on pages with a live code block.
import React, {lazy, Suspense, type ComponentProps} from 'react';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';

const LiveCodeBlock = lazy(() => import('@theme-original/LiveCodeBlock'));

export default function LiveCodeBlockWrapper(props: ComponentProps<typeof LiveCodeBlockType>) {
  return (
    <Suspense fallback={null}>
      <LiveCodeBlock {...props} />
    </Suspense>
  );
}
