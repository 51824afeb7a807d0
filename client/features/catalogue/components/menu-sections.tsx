import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Category } from '../../../../shared/api/types';
import { localized } from '../../../../shared/locale';
import { useApi } from '../../../app-context';
import { useLocale, useT } from '../../../i18n';
import { LocalizedLink } from '../../../components/link';
import { ProductGrid } from '../../product/components/product-grid';
import { homeMenuQuery } from '../api/categories';
import { prefetchPolicy } from '../../../browser/prefetch-policy';

/**
 * One category on the home page: its heading, "see all" and the first row of its dishes.
 * `headingRef`: the heading can take focus (the first section a press of "More sections" brought).
 */
export function MenuSection({
  category,
  eagerCount = 0,
  headingRef,
}: {
  category: Category;
  eagerCount?: number;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  const name = localized(category, 'name', useLocale());
  return (
    <section className="menu-section" aria-labelledby={`category-${category.id}`}>
      <div className="menu-section__title">
        <h2 id={`category-${category.id}`} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {name}
        </h2>
        <LocalizedLink to={`/products?category=${category.id}`} aria-label={`${t('show_all')}: ${name}`}>
          {t('show_all')}
        </LocalizedLink>
      </div>
      <ProductGrid products={category.products ?? []} eagerCount={eagerCount} />
    </section>
  );
}

const withDishes = (categories: Category[]) => categories.filter((c) => c.products?.length);

/**
 * How many pages of sections each visit of the home page had shown, by its history entry: Back to
 * home brings them all again (from the query cache), so the scroll position it restores is the one
 * the shopper left. In the browser only, for this tab's in-app history (a reload starts from the
 * server's first page, as the server renders it).
 */
const shownByEntry = new Map<string, number>();

/**
 * The home menu's further pages of categories, fetched in the browser: one when the shopper comes
 * near the end of the page (or presses the button, which also works without scrolling).
 */
export function MoreMenuSections({ pages }: { pages: number }) {
  const { key } = useLocation();
  // the count a visit starts with is its entry's; while the page stays (a dish's modal opened and
  // closed changes the entry, not the page), so does the count, and each entry records it
  const [shown, setShown] = useState(() => shownByEntry.get(key) ?? 1);
  // the page a press of "More sections" asked for: its first section takes the focus the link had
  const [pressed, setPressed] = useState<number | null>(null);
  useEffect(() => {
    shownByEntry.set(key, shown);
  }, [key, shown]);
  // the next page is offered once the last one is there: never a cascade of pages while one loads
  const last = useQuery({ ...homeMenuQuery(useApi(), shown), enabled: shown > 1 });
  const loading = shown > 1 && last.isPending;
  // a page that failed offers its own retry; no further page until it is there
  const failed = shown > 1 && last.isError;
  // one function per count: the link's observer is made again only when the count changes, not on
  // every answer the query notifies
  const loadNext = useCallback(() => setShown(shown + 1), [shown]);
  if (pages <= 1) return null;
  return (
    <>
      {Array.from({ length: shown - 1 }, (_, i) => (
        <MenuPage key={i + 2} page={i + 2} takesFocus={pressed === i + 2} />
      ))}
      {/* stays while a page loads: a link that has the keyboard's focus keeps it */}
      {(shown < pages && !failed) || loading ? (
        <LoadMore
          busy={loading}
          onNear={loadNext}
          onPress={() => {
            const page = loading ? shown : shown + 1;
            setPressed(page);
            setShown(page);
          }}
        />
      ) : null}
    </>
  );
}

function MenuPage({ page, takesFocus }: { page: number; takesFocus: boolean }) {
  const t = useT();
  const { data, isError, refetch, isFetching } = useQuery(homeMenuQuery(useApi(), page));
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  // once, when its sections are there: the keyboard goes on from the first of them, not from the top
  useEffect(() => {
    if (!takesFocus || !data || focused.current) return;
    focused.current = true;
    heading.current?.focus();
  }, [takesFocus, data]);
  if (isError)
    return (
      <p role="alert">
        {t('payload.more_failed')}{' '}
        <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
          {t('payload.retry')}
        </button>
      </p>
    );
  if (!data) return <p role="status">{t('payload.more_loading')}</p>;
  return withDishes(data.data).map((category, i) => (
    <MenuSection key={category.id} category={category} headingRef={i === 0 && takesFocus ? heading : undefined} />
  ));
}

/**
 * "More sections": a real link to the catalogue (every section, works before and without
 * JavaScript); with it, a press or coming within a screen of it brings the next page here instead.
 */
function LoadMore({ busy, onNear, onPress }: { busy: boolean; onNear(): void; onPress(): void }) {
  const t = useT();
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = ref.current;
    if (busy || !link || typeof IntersectionObserver === 'undefined') return;
    // coming near is a prefetch: on a slow link it waits for the page's load and the shopper's own requests
    const near = () => prefetchPolicy().later(onNear);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && near(), { rootMargin: '100% 0px' });
    observer.observe(link);
    return () => observer.disconnect();
  }, [busy, onNear]);
  return (
    <p className="menu-more">
      <LocalizedLink
        ref={ref}
        to="/catalogue"
        onClick={(event) => {
          event.preventDefault();
          onPress();
        }}
      >
        {t('payload.more_categories')}
      </LocalizedLink>
    </p>
  );
}
