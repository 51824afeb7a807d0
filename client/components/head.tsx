import { usePublicConfig } from '../app-context';

/** Title and description; React 19 hoists these into <head> on the server and in the browser. */
export function Head({ title, description, robots }: { title: string; description?: string; robots?: string }) {
  const { shopName } = usePublicConfig();
  return (
    <>
      <title>{title ? `${title} — ${shopName}` : shopName}</title>
      {description ? <meta name="description" content={description} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
    </>
  );
}
