import { Component, lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useT } from '../i18n';
import { onlineStatus } from '../browser/chunk-errors';
import { PartNotLoaded, partWords } from '../browser/part-not-loaded';

/**
 * React.lazy for a part of a page (a modal's content, the map, the promo): a failed load is a
 * PartNotLoaded, which `LazyPart` shows in place of the part instead of the error page taking the
 * whole shop. It is asked for again only when the shopper retries or the part shows anew (React keeps
 * a failed lazy's error for good, and swapping it at once would retry in a loop while offline).
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { words = true }: { /** false for a part that shows no words of the dictionary */ words?: boolean } = {},
): ComponentType<P> {
  const again = () => {
    current = lazy(attempt);
  };
  const attempt = (): Promise<{ default: ComponentType<P> }> =>
    Promise.all([load(), words ? partWords.load() : undefined]).then(
      ([module]) => module,
      (error: unknown) => {
        throw new PartNotLoaded(error, again);
      },
    );
  let current = lazy(attempt);
  return function Part(props: P) {
    const Current = current;
    return <Current {...props} />;
  };
}

interface LazyPartProps {
  /** what shows while the part's code comes (nothing by default) */
  loading?: ReactNode;
  /** what shows when the code did not come; `retry` asks again. By default the usual words (PartFailed). */
  failed?: (retry: () => void) => ReactNode;
  /** nothing shows when the code did not come (a promo, a toast: not the shopper's errand) */
  quiet?: boolean;
  children: ReactNode;
}

/**
 * A lazy part in its place: its loading state, and its code not coming (PartNotLoaded) said where the
 * part would be; every other error goes on to the page's boundary.
 */
export class LazyPart extends Component<LazyPartProps, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  retry = () => {
    if (this.state.error instanceof PartNotLoaded) this.state.error.again();
    this.setState({ error: null });
  };
  componentWillUnmount() {
    // a part that failed and goes (a modal closed) asks for its code again when it next shows
    if (this.state.error instanceof PartNotLoaded) this.state.error.again();
  }
  render() {
    const { error } = this.state;
    const { loading = null, failed = (retry) => <PartFailed retry={retry} />, quiet, children } = this.props;
    if (error === null) return <Suspense fallback={loading}>{children}</Suspense>;
    if (!(error instanceof PartNotLoaded)) throw error;
    return quiet ? null : failed(this.retry);
  }
}

/** The usual words for a part that did not load: offline or not, and a button that tries again. */
export function PartFailed({ retry }: { retry: () => void }) {
  const t = useT();
  const online = useSyncExternalStore(onlineStatus.subscribe, onlineStatus.get, onlineStatus.server);
  return (
    <div className="part-failed" role="alert">
      <p>{t(online ? 'chunk_errors.part_failed' : 'chunk_errors.offline')}</p>
      <button type="button" className="button" onClick={retry}>
        {t('chunk_errors.try_again')}
      </button>
    </div>
  );
}
