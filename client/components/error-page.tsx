import { useAppContext } from '../app-context';
import { useT } from '../i18n';
import { Head } from './head';
import { LocalizedLink } from './link';

/** The 404 and 500 pages: the message says which, the status came from the server. */
export function ErrorPage({ status, path, message }: { status: number; path: string; message?: string }) {
  const t = useT();
  const { requestId } = useAppContext();
  const notFound = status === 404;
  return (
    <main className="error-page" id="main">
      <Head title={notFound ? t('errors.not_found_title') : t('errors.internal_server_error')} robots="noindex" />
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1>{notFound ? t('errors.page_not_found', { path }) : message || t('errors.internal_server_error')}</h1>
      {status >= 500 && requestId ? <p className="error-page__request">{t('errors.request_id', { id: requestId })}</p> : null}
      <LocalizedLink to="/" className="button">
        {t('go_home')}
      </LocalizedLink>
    </main>
  );
}
