import { useSuspenseQuery } from '@tanstack/react-query';
import { localized } from '../../../shared/locale';
import { hasMobileApp, MOBILE_APP_SLUG } from '../../../shared/public-config';
import { useApi, usePublicConfig } from '../../app-context';
import { useLocale } from '../../i18n';
import { Head } from '../../components/head';
import { pageQuery } from '../../features/pages/api/pages';
import { plainText } from '../../features/pages/content';
import { StoreLinks } from '../../features/pages/components/store-links';
import { HomeScreenGuide } from '../../features/pages/components/home-screen-guide';

/**
 * /mobile-application-links: the owner's page and the store buttons once a store link is set;
 * until then (the page's text is about the stores) how to add the shop to the home screen instead.
 */
export default function MobileAppPage() {
  const locale = useLocale();
  const { links } = usePublicConfig();
  const { data: page } = useSuspenseQuery(pageQuery(useApi(), MOBILE_APP_SLUG));
  const name = localized(page, 'name', locale);
  const html = localized(page, 'content', locale);
  const stores = hasMobileApp(links);
  return (
    <main id="main" className="page content-page">
      <Head title={name} description={stores ? plainText(html).slice(0, 160) : undefined} />
      <h1 className="page-heading">{name}</h1>
      {stores ? (
        <>
          {/* sanitised by the backend when it was written */}
          <div className="content-page__body" dangerouslySetInnerHTML={{ __html: html }} />
          <StoreLinks />
        </>
      ) : (
        <div className="content-page__body">
          <HomeScreenGuide />
        </div>
      )}
    </main>
  );
}
