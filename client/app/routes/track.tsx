import { useParams } from 'react-router';
import { Head } from '../../components/head';
import { useT } from '../../i18n';
import { TrackedOrder } from '../../features/orders/components/tracked-order';

/** /track/{token}: a guest's order, live; the loader turned an unknown token into a 404. Never indexed. */
export default function TrackPage() {
  const t = useT();
  const token = useParams().token ?? '';
  return (
    <main id="main" className="orders-page">
      <Head title={t('orders.tracking_title')} robots="noindex" />
      <TrackedOrder token={token} />
    </main>
  );
}
