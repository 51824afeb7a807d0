import './kitchen.css';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { STATIONS, type Station } from '../../../../shared/kitchen';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { kitchenBoardQuery } from '../api/board';
import { useKitchenEvents } from '../hooks/use-kitchen-events';
import { useServerNow } from '../hooks/use-now';
import { KitchenCard } from './kitchen-card';
import { RecallBar } from './recall-bar';
import { StationPicker } from './station-picker';

// the screen's station is in its address (?station=grill): a tablet at the grill opens on the grill again
const stationInUrl = (): Station | null => {
  const wanted = new URLSearchParams(window.location.search).get('station');
  return STATIONS.find((s) => s === wanted) ?? null;
};
const putStationInUrl = (station: Station | null) => {
  const url = new URL(window.location.href);
  if (station) url.searchParams.set('station', station);
  else url.searchParams.delete('station');
  window.history.replaceState(window.history.state, '', url);
};

/** /desk/kitchen: the kitchen's cards, live, for a tablet on the pass (every target at least 48 px). */
export default function KitchenScreen() {
  const t = useT();
  const api = useApi();
  const [station, setStation] = useState(stationInUrl);
  const board = useQuery(kitchenBoardQuery(api, station));
  useKitchenEvents();
  // the server's time minus the tablet's, as of the last answer
  const skew = board.data ? Date.parse(board.data.now) - board.dataUpdatedAt : 0;
  const now = useServerNow(skew);
  const pick = (next: Station | null) => {
    putStationInUrl(next);
    setStation(next);
  };
  return (
    <div className="kitchen">
      <h1>{t('desk_kitchen.title')}</h1>
      <StationPicker station={station} onPick={pick} />
      {board.data?.last_bump ? <RecallBar bump={board.data.last_bump} now={now} /> : null}
      {board.isPending ? (
        <p>{t('desk_kitchen.loading')}</p>
      ) : board.isError ? (
        <p role="alert" className="desk-error">
          {errorText(board.error, t)}
        </p>
      ) : board.data.orders.length === 0 ? (
        <p className="kitchen-empty">{t('desk_kitchen.empty')}</p>
      ) : (
        <div className="kitchen-cards">
          {board.data.orders.map((order) => (
            <KitchenCard key={order.id} order={order} now={now} targetMinutes={board.data.target_minutes} />
          ))}
        </div>
      )}
    </div>
  );
}
