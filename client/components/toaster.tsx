import { lazy, Suspense } from 'react';
import { useToasterWanted } from './notify';

const ToasterView = lazy(() => import('./toaster-view'));

/** Mounted by the shell; renders (and loads) react-hot-toast only once a notice is shown. */
export function Toaster() {
  const wanted = useToasterWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
