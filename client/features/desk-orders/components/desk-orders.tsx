import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { deskBoardQuery } from '../api/board';
import { useAlarm, type AlarmDeps } from '../hooks/use-alarm';
import { useDeskEvents } from '../hooks/use-desk-events';
import { AlarmBar } from './alarm-bar';
import { DeskBoard, newOrderCount } from './desk-board';
import { alarmTitle } from '../hooks/use-alarm';
import { DeskTitle } from './desk-title';
import { boardSeenStore } from '../hooks/use-early-board';

interface Props {
  alarm?: AlarmDeps;
  createSource?: (url: string) => EventSource;
  printPage?: () => void;
}

/** The signed-in desk: the live board, the alarm and the count of new orders in the tab's title. */
export function DeskOrders({ alarm, createSource, printPage }: Props) {
  const t = useT();
  const board = useQuery(deskBoardQuery(useApi()));
  const newCount = newOrderCount(board.data);
  const sound = useAlarm(newCount, alarm);
  useDeskEvents(createSource);
  useEffect(() => {
    if (board.isSuccess) boardSeenStore.set(() => true);
  }, [board.isSuccess]);
  return (
    <>
      <DeskTitle title={alarmTitle(newCount, t('desk.title'))} />
      <AlarmBar soundOn={sound.soundOn} newCount={newCount} turnOn={sound.turnOn} turnOff={sound.turnOff} />
      <DeskBoard printPage={printPage} />
    </>
  );
}
