import { useEffect } from 'react';
import { usePublicConfig } from '../../../app-context';

/**
 * The desk tab's title ("(2) Orders desk — Aşhana"). The desk's own document has its <title> from
 * the server; this keeps that one element up to date (a rendered <title> would be a second one).
 */
export function DeskTitle({ title }: { title: string }) {
  const { shopName } = usePublicConfig();
  const full = `${title} — ${shopName}`;
  useEffect(() => {
    document.title = full;
  }, [full]);
  return null;
}
