/**
 * A part of a page whose code loads on demand (search dialog, live editor,
 * query builder). If its chunk fails to load (a redeploy replaced the files
 * of an open tab, a flaky network), only that part shows a small error with
 * a Retry button; the rest of the page stays. Retry loads the chunk again.
 */
import React, {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Loader<P> = () => Promise<{default: ComponentType<P>}>;

interface LoadErrorProps {
  /** Names the part, as the start of a sentence: "Search", "The live editor". */
  what: string;
  onRetry: () => void;
  /** When given, a Close button (and Escape) dismisses the message. */
  onClose?: () => void;
  /** Moves focus to Retry, for a part the reader opened with the keyboard. */
  autoFocus?: boolean;
  className?: string;
}

export function LoadError({what, onRetry, onClose, autoFocus = false, className}: LoadErrorProps): ReactNode {
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus) retryRef.current?.focus();
  }, [autoFocus]);
  return (
    // Escape closes the dialog this message stands in for; the retry button inside is the control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="alert"
      className={clsx('load-alert', styles.error, className)}
      onKeyDown={(event) => {
        if (onClose && event.key === 'Escape') onClose();
      }}>
      <p>{what} could not load. Check your connection, then retry.</p>
      <div className={styles.actions}>
        <button ref={retryRef} type="button" className="button button--sm button--primary" onClick={onRetry}>
          Retry
        </button>
        {onClose && (
          <button type="button" className="button button--sm button--secondary" onClick={onClose}>
            Close
          </button>
        )}
      </div>
    </div>
  );
}

interface BoundaryProps {
  renderError: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class LoadBoundary extends Component<BoundaryProps, {failed: boolean}> {
  override state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({failed: false});
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.renderError(this.retry) : this.props.children;
  }
}

export interface LazyPartOptions<P> {
  what: string;
  /** Replaces the default inline message, e.g. to place it elsewhere. */
  renderError?: (retry: () => void, props: P) => ReactNode;
  /** Shown while the chunk loads (nothing by default). */
  renderFallback?: (props: P) => ReactNode;
  /**
   * The module once it is in (the caller loaded it first): rendered at once, without suspending. React holds
   * back content that resolves after a Suspense fallback for up to 300 ms (its fallback throttle), so a part
   * opened by the reader is shown sooner this way.
   */
  loaded?: () => {default: ComponentType<P>} | undefined;
}

/** `React.lazy` with an error boundary and a retry that really loads again. */
export function lazyPart<P extends object>(
  load: Loader<P>,
  {what, renderError, renderFallback, loaded}: LazyPartOptions<P>,
): ComponentType<P> {
  // React.lazy remembers a rejection forever, so a retry needs a new lazy component.
  const attempt = () => {
    const entry = {
      failed: false,
      Component: lazy<ComponentType<P>>(() =>
        load().catch((error: unknown) => {
          entry.failed = true;
          throw error;
        }),
      ),
    };
    return entry;
  };
  let current = attempt();

  function LazyPartComponent(props: P): ReactNode {
    const [, rerender] = useState(0);
    const onRetry = useCallback(() => {
      if (current.failed) current = attempt();
      rerender((count) => count + 1);
    }, []);
    const {Component: Loaded} = current;
    const Ready = current.failed ? undefined : loaded?.()?.default;
    return (
      <LoadBoundary
        onRetry={onRetry}
        renderError={(retry) => (renderError ? renderError(retry, props) : <LoadError what={what} onRetry={retry} />)}>
        {Ready ? (
          <Ready {...props} />
        ) : (
          <Suspense fallback={renderFallback ? renderFallback(props) : null}>
            <Loaded {...props} />
          </Suspense>
        )}
      </LoadBoundary>
    );
  }
  LazyPartComponent.displayName = `LazyPart(${what})`;
  return LazyPartComponent;
}
