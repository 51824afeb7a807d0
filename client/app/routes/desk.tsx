import { DeskLayout } from '../desk/desk-layout';

/** /desk (/en/desk, /tm/desk): its own chunk, never in the storefront's first load. */
export default DeskLayout;
