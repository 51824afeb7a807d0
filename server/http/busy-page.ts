import { plainPage } from './static-error-page';

/** The 503 page of a shed render: plain, no scripts, in the language of the path. */
export const busyPage = (path: string) => plainPage(path, 503, 'busy');
