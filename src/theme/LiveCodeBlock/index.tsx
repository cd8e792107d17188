// Wrapped so that the live editor (react-live and its compiler) loads only on pages with a live code block,
// and a failed load shows a retry in place of the editor instead of crashing the page.
import type {ComponentProps} from 'react';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';
import {lazyPart} from '@site/src/components/LazyPart';

export default lazyPart<ComponentProps<typeof LiveCodeBlockType>>(
  () => import(/* webpackChunkName: "live-code-block" */ '@theme-original/LiveCodeBlock'),
  {what: 'The live editor'},
);
