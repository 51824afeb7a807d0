import { LazyPart, retryableLazy } from './lazy-part';
import { useToasterWanted } from './notify';

// it shows the notices it is given, no words of its own
const ToasterView = retryableLazy(() => import('./toaster-view'), { words: false });

/** Mounted by the shell; renders (and loads) react-hot-toast only once a notice is shown. */
export function Toaster() {
  const wanted = useToasterWanted();
  // offline before its code came: no toast (the page says it is offline), never the error page
  return wanted ? (
    <LazyPart quiet>
      <ToasterView />
    </LazyPart>
  ) : null;
}
