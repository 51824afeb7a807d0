import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { localized, splitLocale } from '../../../shared/locale';
import { useApi } from '../../app-context';
import { useLocale } from '../../i18n';
import { Head } from '../../components/head';
import { pageQuery } from '../../features/pages/api/pages';
import { contentSlug, pageDescription } from '../../features/pages/content';
import { ShopHours } from '../../features/shop-status/components/shop-hours';

/** A page from the pages API: /about-us, /contacts, ... and /pages/{slug}. */
export default function ContentPage() {
  const locale = useLocale();
  const { slug } = useParams();
  const { pathname } = useLocation();
  const { data: page } = useSuspenseQuery(pageQuery(useApi(), slug ?? contentSlug(splitLocale(pathname).path)));
  const name = localized(page, 'name', locale);
  const html = localized(page, 'content', locale);
  return (
    <main id="main" className="page content-page">
      <Head title={name} description={pageDescription(html)} />
      <h1 className="page-heading">{name}</h1>
      {/* sanitised by the backend when it was written */}
      <div className="content-page__body" dangerouslySetInnerHTML={{ __html: html }} />
      {page.slug === 'contacts' ? <ShopHours /> : null}
    </main>
  );
}
