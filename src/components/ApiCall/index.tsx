import React, {Children, isValidElement, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import {readHttpBlock, type ApiRequest} from '@site/src/lib/apiRequest';
import CopyRequest from './CopyRequest';
import {parseRequestLine, type RequestLine} from './requestLine';
import styles from './styles.module.css';

interface ApiCallProps {
  children: ReactNode;
  /** JSON keys whose values change between runs; read by the example verifier. */
  variable?: string;
  /** "no" when the example cannot be replayed against the reference app. */
  verify?: string;
  /** Why an example marked verify="no" cannot be replayed; printed by the verifier, not rendered. */
  reason?: string;
}

/** A request above its response, both at the full width of the column so a long URL is never cut off. */
export default function ApiCall({children}: ApiCallProps) {
  return <div className={styles.apiCall}>{children}</div>;
}

interface PanelProps {
  children: ReactNode;
  title?: string;
}

function Panel({children, title, kind, action}: PanelProps & {kind: 'request' | 'response'; action?: ReactNode}) {
  const label = kind === 'request' ? 'Request' : 'Response';
  return (
    <section className={clsx(styles.panel, styles[kind])} aria-label={title ? `${label}: ${title}` : label}>
      <header className={styles.panelHeader}>
        <span className={styles.kind}>{label}</span>
        {title ? <span className={styles.title}>{title}</span> : null}
        {action}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}

/** `prismRestTokens`: the build's tokens for the lines after the request line (remark-on-demand-components), so no Prism loads. */
type CodeProps = {className?: string; metastring?: string; children?: ReactNode; prismRestTokens?: string};

/** A fenced block among the panel's children (MDX renders it as pre > code): language, meta and source. */
function fencedCode(node: ReactNode): {language: string; meta: string; source: string} | null {
  if (!isValidElement<{children?: ReactNode}>(node)) return null;
  const code = node.props.children;
  if (!isValidElement<CodeProps>(code)) return null;
  const {className, metastring, children} = code.props;
  const language = /\blanguage-([\w-]+)/.exec(className ?? '')?.[1];
  return language && typeof children === 'string' ? {language, meta: metastring ?? '', source: children} : null;
}

/** The source of a fenced ```http block among the panel's children. */
function httpSource(node: ReactNode): string | null {
  const code = fencedCode(node);
  return code?.language === 'http' ? code.source : null;
}

/** The request a panel shows: its ```http block, or its ```graphql block with the ```json title="Variables" block. */
function documentedRequest(items: ReactNode[]): ApiRequest | null {
  const blocks = items.map(fencedCode).filter((code) => code !== null);
  const http = blocks.find((code) => code.language === 'http');
  if (http) return readHttpBlock(http.source);
  const graphql = blocks.find((code) => code.language === 'graphql');
  if (!graphql) return null;
  const variables = blocks.find((code) => code.language === 'json' && /title=["']?Variables/i.test(code.meta));
  if (!variables) return {kind: 'graphql', query: graphql.source};
  try {
    return {kind: 'graphql', query: graphql.source, variables: JSON.parse(variables.source) as unknown};
  } catch {
    return {kind: 'graphql', query: graphql.source};
  }
}

/** The build-time tokens of the lines after the request line, which Request renders as a code block of its own. */
function restTokens(node: ReactNode): string | undefined {
  if (!isValidElement<{children?: ReactNode}>(node)) return undefined;
  const code = node.props.children;
  return isValidElement<CodeProps>(code) ? code.props.prismRestTokens : undefined;
}

function CopyUrlButton({url}: {url: string}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2000);
  }
  return (
    <>
      <button type="button" className={styles.copy} onClick={() => void copy()}>
        {state === 'copied' ? 'Copied' : 'Copy URL'}
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? 'URL copied to the clipboard.' : state === 'failed' ? 'Copy failed.' : ''}
      </span>
    </>
  );
}

/** The request line with one query parameter per line; wraps inside the panel instead of scrolling. */
function ReadableRequestLine({line}: {line: RequestLine}) {
  return (
    <pre className={styles.requestLine} data-request-url={line.url}>
      <code>
        <span className={styles.method}>{line.method}</span> <span className={styles.path}>{line.path}</span>
        {line.params.map((param, index) => {
          const [key = '', ...value] = param.split('=');
          return (
            <span key={`${index}-${param}`} className={styles.param}>
              <span className={styles.separator}>{index === 0 ? '?' : '&'}</span>
              <span className={styles.key}>{key}</span>
              {value.length > 0 ? `=${value.join('=')}` : null}
            </span>
          );
        })}
      </code>
    </pre>
  );
}

export function Request({children, title}: PanelProps) {
  const items = Children.toArray(children);
  const request = documentedRequest(items);
  const copyRequest = request ? <CopyRequest request={request} /> : null;
  const index = items.findIndex((item) => httpSource(item) !== null);
  const line = index === -1 ? null : parseRequestLine(httpSource(items[index]) ?? '');
  if (!line)
    return (
      <Panel title={title} kind="request" action={copyRequest}>
        {children}
      </Panel>
    );
  return (
    <Panel
      title={title}
      kind="request"
      action={
        <>
          <CopyUrlButton url={line.url} />
          {copyRequest}
        </>
      }>
      {items.slice(0, index)}
      <ReadableRequestLine line={line} />
      {line.rest ? (
        <CodeBlock language="http" prismTokens={restTokens(items[index])}>
          {line.rest}
        </CodeBlock>
      ) : null}
      {items.slice(index + 1)}
    </Panel>
  );
}

export function Response(props: PanelProps) {
  return <Panel {...props} kind="response" />;
}
